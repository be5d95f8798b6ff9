//! Playing by ear: whole games against the bots played through what a
//! screen reader receives — the names and values of the accessibility
//! tree, and the announcements of its live nodes — acting only by moving
//! the keyboard's focus and pressing keys. The game's state is read only
//! to check, at the end, that what was heard is what the record shows.

mod heard;
mod jalak;
mod screens;
mod shrine;
mod unicorn_jelly;
mod wonderland;
mod you_are_here;

use std::collections::HashMap;
use std::time::Duration;

use egui::accesskit::{Live, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{AccessKitNode, NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour::desktop::tables::{Board, Frame};
use parlour_core::{Game, Outcome, Seat};

use crate::harness::{self, SeatedTable, actions_played};

/// What a screen reader speaks of a node: its name, or a label's text.
pub fn spoken(node: &AccessKitNode<'_>) -> String {
    node.label().or_else(|| node.value()).unwrap_or_default()
}

/// The live nodes in the tree now, in its order, by id, with what they say.
fn live_nodes(harness: &Harness<'_, ParlourApp>) -> Vec<(String, String)> {
    harness
        .query_all_by(|node| node.live() != Live::Off)
        .map(|node| (format!("{:?}", node.accesskit_node().id()), spoken(&node.accesskit_node())))
        .collect()
}

/// How many times the ear listens after a move before its announcement is
/// late: an announcement waits half a second (`announcer::SETTLE`), each
/// step of the harness moves the clock on by a quarter, and announcements
/// made together are published one a frame.
const LATE: u8 = 4;

/// What the game has said so far: every line of its log as Player 1
/// reads it, and how many moves were played.
type Said = fn(&Harness<'_, ParlourApp>) -> (Vec<String>, usize);

/// A check the ear makes each time it listens, given the tree as it
/// stands and what was announced since it last listened.
pub type Watch = Box<dyn FnMut(&Harness<'_, ParlourApp>, &[String])>;

/// The log's lines and moves of the table `T` (the check's oracle).
fn said_at<T: SeatedTable>(harness: &Harness<'_, ParlourApp>) -> (Vec<String>, usize) {
    (harness::table::<T>(harness).log_words(Some(Seat(0))), actions_played(harness))
}

/// A listener's ear: it hears a live node when it appears with words, and
/// again whenever its words change, as a screen reader does. An ear that
/// checks (see [`Ear::checking`]) also checks, each time it listens, that
/// every move played was announced exactly once in the log's words, when
/// it was played or within a few listens after (see [`LATE`]) — and that
/// nothing else was announced but what is asked of the person.
pub struct Ear {
    present: HashMap<String, String>,
    /// Every announcement heard, in order.
    pub heard: Vec<String>,
    /// The game's oracle, when the ear checks.
    said: Option<Said>,
    /// How many lines and moves the game had said when the ear last listened.
    seen: (usize, usize),
    /// The moves played and not yet heard: the log's lines of a listen's
    /// moves, how many moves, and whether they were played before the last listen.
    unheard: Vec<(Vec<String>, usize, u8)>,
    /// What the focused control's description said each time it changed,
    /// as a screen reader that speaks descriptions hears it.
    pub described: Vec<String>,
    /// The focused control and its description when the ear last listened.
    focus: Option<(String, String)>,
    /// What it checks each time it listens, besides.
    watch: Option<Watch>,
}

impl Ear {
    /// An ear that has heard nothing of what the tree holds now.
    pub fn new() -> Self {
        Self {
            present: HashMap::new(),
            heard: Vec::new(),
            said: None,
            seen: (0, 0),
            unheard: Vec::new(),
            described: Vec::new(),
            focus: None,
            watch: None,
        }
    }

    /// An ear that runs `watch` each time it listens (see [`Watch`]).
    pub fn watching(watch: Watch) -> Self {
        Self { watch: Some(watch), ..Self::new() }
    }

    /// An ear that checks every move of the game at table `T` is heard
    /// once, from now on (what was played before is taken as heard).
    pub fn checking<T: SeatedTable>(harness: &Harness<'_, ParlourApp>) -> Self {
        let mut ear = Self::new();
        let heard = ear.listen(harness);
        let (lines, moves) = said_at::<T>(harness);
        ear.said = Some(said_at::<T>);
        ear.seen = (lines.len(), moves);
        // What the game said before the ear listened — the deal's words, a
        // bot's first move — is heard as one more announcement than it
        // had moves, unless it was heard already.
        let said = |words: &String, line: &String| words.contains(line.trim_end_matches('.'));
        let unheard: Vec<String> = lines.into_iter().filter(|line| !heard.iter().any(|w| said(w, line))).collect();
        if !unheard.is_empty() {
            ear.unheard.push((unheard, moves + 1, 0));
        }
        ear
    }

    /// What was announced since the ear last listened.
    pub fn listen(&mut self, harness: &Harness<'_, ParlourApp>) -> Vec<String> {
        let now = live_nodes(harness);
        let new: Vec<String> = now
            .iter()
            .filter(|(id, words)| !words.is_empty() && self.present.get(id) != Some(words))
            .map(|(_, words)| words.clone())
            .collect();
        self.present = now.into_iter().collect();
        self.heard.extend(new.iter().cloned());
        if let Some(node) = crate::harness::focus_node(harness) {
            let node = node.accesskit_node();
            let focus = (format!("{:?}", node.id()), node.description().unwrap_or_default());
            if self.focus.as_ref() != Some(&focus) && !focus.1.is_empty() {
                self.described.push(focus.1.trim_end().to_owned());
            }
            self.focus = Some(focus);
        }
        if let Some(watch) = &mut self.watch {
            watch(harness, &new);
        }
        if let Some(said) = self.said {
            let (lines, moves) = said(harness);
            // Undo shortens the log: nothing new then.
            let fresh = lines.get(self.seen.0..).unwrap_or_default().to_vec();
            let played = (fresh, moves.saturating_sub(self.seen.1), 0);
            self.seen = (lines.len(), moves);
            if played.1 > 0 {
                self.unheard.push(played);
            }
            self.check(&new);
        }
        new
    }

    /// Matches what was heard with the moves not yet heard; fails on a
    /// move heard twice, in part or too late, or words said of no move.
    fn check(&mut self, heard: &[String]) {
        let said = |words: &str, line: &str| words.contains(line.trim_end_matches('.'));
        for words in heard {
            let Some((lines, moves, _)) =
                self.unheard.iter_mut().find(|(lines, _, _)| lines.iter().any(|line| said(words, line)))
            else {
                // A question may tell the move that asks it, or stand alone.
                assert!(asked(words), "heard {words:?} when no move was left to announce (heard {heard:?})");
                continue;
            };
            assert!(*moves > 0, "more announcements than moves: {words:?}");
            lines.retain(|line| !said(words, line));
            *moves -= 1;
        }
        // A move is heard once every line it said was; one that said
        // nothing is not announced.
        self.unheard.retain(|(lines, _, _)| !lines.is_empty());
        let late: Vec<_> = self.unheard.iter().filter(|(_, _, listens)| *listens >= LATE).collect();
        assert!(late.is_empty(), "moves never announced, or in part: {late:?} (heard {heard:?})");
        for group in &mut self.unheard {
            group.2 += 1;
        }
    }
}

/// Whether `words` ask something of the person — a question with its
/// choices, whose turn it is and what a pick asks next ("Your turn: …"),
/// what the cards picked can do ("K♦ picked. …") — rather than tell a move.
pub fn asked(words: &str) -> bool {
    words.contains("Choices: ") || words.starts_with("Your ") || words.contains(" picked. ")
}

impl Ear {
    /// The announcements heard that told moves.
    pub fn moves(&self) -> Vec<&String> {
        self.heard.iter().filter(|words| !asked(words)).collect()
    }
}

/// One frame, listened to.
pub fn step(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear) -> Vec<String> {
    harness.step();
    ear.listen(harness)
}

/// The names of the buttons that may be pressed now, whose names begin
/// with `prefix`, in the tree's order.
pub fn enabled(harness: &Harness<'_, ParlourApp>, prefix: &str) -> Vec<String> {
    harness
        .query_all_by(|node| node.role() == Role::Button && !node.is_disabled())
        .map(|node| spoken(&node.accesskit_node()))
        .filter(|name| name.starts_with(prefix))
        .collect()
}

/// Every name in the tree beginning with `prefix`, buttons or not — the
/// announcements' live nodes left out: what was said is not what is shown.
pub fn named(harness: &Harness<'_, ParlourApp>, prefix: &str) -> Vec<String> {
    harness
        .query_all_by(|node| node.live() == Live::Off && spoken(node).starts_with(prefix))
        .map(|node| spoken(&node.accesskit_node()))
        .collect()
}

/// Moves the keyboard's focus to the button named `name` — as a screen
/// reader moves it, or else with Tab — and presses Enter; fails when the
/// focus cannot be brought there.
pub fn press(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, name: &str) {
    harness.get_by(|node| spoken(node) == name).focus();
    step(harness, ear);
    let focused =
        |harness: &Harness<'_, ParlourApp>| harness.query_by(|n| n.is_focused() && spoken(n) == name).is_some();
    for _ in 0..300 {
        if focused(harness) {
            break;
        }
        harness.key_press(egui::Key::Tab);
        step(harness, ear);
    }
    assert!(focused(harness), "the focus never came to {name:?}");
    harness.key_press(egui::Key::Enter);
    // The frame that reads the key, then what it said settles.
    for _ in 0..=LATE {
        step(harness, ear);
    }
}

/// Presses `key` with the table's focus where it is.
pub fn key(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, key: egui::Key) -> Vec<String> {
    harness.key_press(key);
    // Said on the frame the key is read, heard once it has settled.
    (0..=LATE).flat_map(|_| step(harness, ear)).collect()
}

/// Whether the game is over, as the tree tells it: Rematch is offered.
pub fn game_over(harness: &Harness<'_, ParlourApp>) -> bool {
    harness.query_by(|node| spoken(node) == "Rematch").is_some()
}

/// Steps until a button beginning with one of `prefixes` may be pressed or
/// the game is over (the bots think on their own threads).
pub fn wait_for_decision(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, prefixes: &[&str]) {
    for _ in 0..10_000 {
        step(harness, ear);
        if game_over(harness) || prefixes.iter().any(|p| !enabled(harness, p).is_empty()) {
            // A listener lets what was said of the last move settle first.
            for _ in 0..LATE {
                step(harness, ear);
            }
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("no decision came: nothing named {prefixes:?} could be pressed");
}

/// The ways the result may be said to Player 1, a person: "You win" or
/// "Player 1 wins", "Player 2 wins", "A draw" or "a draw".
fn result_words(outcome: Outcome) -> Vec<String> {
    match outcome.sole_winner() {
        Some(Seat(0)) => vec!["You win".to_owned(), "Player 1 wins".to_owned()],
        Some(winner) => vec![format!("{winner} wins")],
        None => vec!["A draw".to_owned(), "a draw".to_owned(), "drawn".to_owned()],
    }
}

/// Checks that the last announcement heard tells the result the record
/// shows, with the scores it gives ("5 – 4", said "5 to 4" or "4 all" too).
pub fn assert_heard_result(ear: &Ear, outcome: Outcome, scores: Option<String>) {
    let last = ear.heard.last().expect("something was heard");
    let result = result_words(outcome);
    assert!(result.iter().any(|r| last.contains(r)), "the end was heard as {last:?}, the record says {result:?}");
    if let Some(scores) = scores {
        let first = scores.split(" – ").next().unwrap_or_default();
        let ways = [scores.clone(), scores.replace(" – ", " to "), format!("{first} all")];
        assert!(ways.iter().any(|s| last.contains(s)), "the end was heard as {last:?} without the scores {scores}");
    }
}

/// How a decision is played by ear: from the names in the tree alone.
pub type Player<'a> = &'a mut dyn FnMut(&mut Harness<'static, ParlourApp>, &mut Ear);

/// Plays a whole game by ear: waits for each of the person's decisions (a
/// button beginning with one of `prefixes` may be pressed) and plays it with
/// `play`, until the tree says the game is over. With `each_move`, the ear
/// checks every frame (see [`Ear::checking`]) and, at the end, that every
/// line of the log was heard in its order. Returns the ear, and how many
/// decisions the person took.
pub fn play_by_ear<T: SeatedTable>(
    harness: &mut Harness<'static, ParlourApp>,
    prefixes: &[&str],
    play: Player<'_>,
    each_move: bool,
) -> (Ear, usize) {
    let mut ear = if each_move { Ear::checking::<T>(harness) } else { Ear::new() };
    let mut decisions = 0;
    loop {
        wait_for_decision(harness, &mut ear, prefixes);
        if game_over(harness) {
            // The end, announced on the frame after it; once it has been
            // heard, the focus is on Rematch, for Enter to play again.
            step(harness, &mut ear);
            for _ in 0..200 {
                if harness::focused(harness).as_deref() == Some("Rematch") {
                    break;
                }
                step(harness, &mut ear);
                std::thread::sleep(Duration::from_millis(5));
            }
            assert_eq!(harness::focused(harness).as_deref(), Some("Rematch"), "the focus at the end of the game");
            break;
        }
        play(harness, &mut ear);
        decisions += 1;

        assert!(decisions < 2000, "the game never ended");
    }
    if each_move {
        let mut at = 0;
        for line in harness::table::<T>(harness).log_words(Some(Seat(0))) {
            let line = line.trim_end_matches('.');
            let found = ear.heard[at..].iter().position(|words| words.contains(line));
            at += found.unwrap_or_else(|| panic!("{line:?} was never heard after {:?}", ear.heard.get(at)));
        }
    }
    (ear, decisions)
}

/// The first line the log says of each of Player 2's moves that says
/// anything, as Player 1 reads it: the record replayed, the oracle.
pub fn bot_moves_said<B: Board>(table: &Frame<B>) -> Vec<String> {
    let record = table.session().record();
    let mut game = B::Game::new(&record.options, record.seed).expect("the game replays");
    let mut said = Vec::new();
    for text in &record.actions {
        let seat = game.to_act();
        let mut events = Vec::new();
        let Ok(action) = text.parse() else { panic!("{text} is not in the record's notation") };
        game.apply_into(action, &mut events).expect("legal");
        let lines = events.iter().map(|event| game.describe(event, Some(Seat(0)))).find(|line| !line.is_empty());
        if seat == Some(Seat(1)) {
            said.extend(lines);
        }
    }
    said
}

/// Checks that each of `lines` was heard in an announcement of its own,
/// one after another in their order.
pub fn assert_each_heard_apart(ear: &Ear, lines: &[String]) {
    let mut at = 0;
    for line in lines {
        let line = line.trim_end_matches('.');
        let found = ear.heard[at..].iter().position(|words| words.contains(line));
        at += found.unwrap_or_else(|| panic!("the bot's move {line:?} was not heard after {:?}", ear.heard.get(at)));
        at += 1;
    }
}
