//! Playing by ear: whole games against the bots played through what a
//! screen reader receives — the names and values of the accessibility
//! tree, and the announcements of its live nodes — acting only by moving
//! the keyboard's focus and pressing keys. The game's state is read only
//! to check, at the end, that what was heard is what the record shows.

mod you_are_here;

use std::collections::HashMap;
use std::time::Duration;

use egui::accesskit::{Live, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{AccessKitNode, NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour_core::{Outcome, Seat};

use crate::harness::{self, SeatedTable, actions_played};

/// What a screen reader speaks of a node: its name, or a label's text.
pub fn spoken(node: &AccessKitNode<'_>) -> String {
    node.label().or_else(|| node.value()).unwrap_or_default()
}

/// The live nodes in the tree now, by id, with what they say.
fn live_nodes(harness: &Harness<'_, ParlourApp>) -> HashMap<String, String> {
    harness
        .query_all_by(|node| node.live() != Live::Off)
        .map(|node| (format!("{:?}", node.accesskit_node().id()), spoken(&node.accesskit_node())))
        .collect()
}

/// A listener's ear: it hears a live node when it appears with words, and
/// again whenever its words change, as a screen reader does.
pub struct Ear {
    present: HashMap<String, String>,
    /// Every announcement heard, in order.
    pub heard: Vec<String>,
}

impl Ear {
    /// An ear that has heard nothing of what the tree holds now.
    pub fn new() -> Self {
        Self { present: HashMap::new(), heard: Vec::new() }
    }

    /// What was announced since the ear last listened.
    pub fn listen(&mut self, harness: &Harness<'_, ParlourApp>) -> Vec<String> {
        let now = live_nodes(harness);
        let mut new: Vec<String> = now
            .iter()
            .filter(|(id, words)| !words.is_empty() && self.present.get(*id) != Some(*words))
            .map(|(_, words)| words.clone())
            .collect();
        new.sort();
        self.present = now;
        self.heard.extend(new.iter().cloned());
        new
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

/// Every name in the tree beginning with `prefix`, buttons or not.
pub fn named(harness: &Harness<'_, ParlourApp>, prefix: &str) -> Vec<String> {
    harness.query_all_by(|node| spoken(node).starts_with(prefix)).map(|node| spoken(&node.accesskit_node())).collect()
}

/// Moves the keyboard's focus to the button named `name` and presses Enter.
pub fn press(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, name: &str) {
    harness.get_by(|node| spoken(node) == name).focus();
    step(harness, ear);
    harness.key_press(egui::Key::Enter);
    step(harness, ear);
    step(harness, ear);
}

/// Presses `key` with the table's focus where it is.
pub fn key(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, key: egui::Key) -> Vec<String> {
    harness.key_press(key);
    let mut heard = step(harness, ear);
    heard.extend(step(harness, ear));
    heard
}

/// Whether the game is over, as the tree tells it: Rematch is offered.
pub fn game_over(harness: &Harness<'_, ParlourApp>) -> bool {
    harness.query_by(|node| spoken(node) == "Rematch").is_some()
}

/// Steps until a button beginning with one of `prefixes` may be pressed or
/// the game is over (the bots think on their own threads).
pub fn wait_for_decision(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, prefixes: &[&str]) {
    for _ in 0..2000 {
        step(harness, ear);
        if game_over(harness) || prefixes.iter().any(|p| !enabled(harness, p).is_empty()) {
            step(harness, ear);
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("no decision came: nothing named {prefixes:?} could be pressed");
}

/// The ways the result may be said to Player 1, a person: "You win" or
/// "Player 1 wins", "Player 2 wins", "A draw" or "a draw".
fn result_words(outcome: &Outcome) -> Vec<String> {
    match outcome.sole_winner() {
        Some(Seat(0)) => vec!["You win".to_owned(), "Player 1 wins".to_owned()],
        Some(winner) => vec![format!("{winner} wins")],
        None => vec!["A draw".to_owned(), "a draw".to_owned()],
    }
}

/// Checks that the last announcement heard tells the result the record
/// shows, with the scores it gives ("5 – 4", said "5 to 4" or "4 all" too).
pub fn assert_heard_result(ear: &Ear, outcome: &Outcome, scores: Option<String>) {
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
/// `play`, until the tree says the game is over. When `each_move` is set,
/// every frame between the person's decisions is checked: a frame in which
/// others moved announced each of their moves exactly once, in the log's
/// words; a frame in which nobody moved announced nothing (but a question
/// put to the person, with its choices). Returns the ear, and how many
/// decisions the person took.
pub fn play_by_ear<T: SeatedTable>(
    harness: &mut Harness<'static, ParlourApp>,
    prefixes: &[&str],
    play: Player<'_>,
    each_move: bool,
) -> (Ear, usize) {
    let mut ear = Ear::new();
    let mut decisions = 0;
    let lines = |harness: &Harness<'_, ParlourApp>| harness::table::<T>(harness).log_words(Some(Seat(0)));
    loop {
        let mut frames = 0;
        while !game_over(harness) && prefixes.iter().all(|p| enabled(harness, p).is_empty()) {
            let (before, moves_before) = (lines(harness).len(), actions_played(harness));
            let heard = step(harness, &mut ear);
            let (after, moves) = (lines(harness), actions_played(harness) - moves_before);
            let told: Vec<&String> = heard.iter().filter(|words| !words.contains("Choices: ")).collect();
            if each_move {
                let new = &after[before..];
                assert!(told.len() <= moves, "{moves} moves, heard {heard:?}");
                assert!(new.is_empty() || told.len() == moves, "{moves} moves said {new:?}, heard {heard:?}");
                for line in new {
                    let line = line.trim_end_matches('.');
                    assert!(told.iter().any(|words| words.contains(line)), "{line:?} was not heard: {heard:?}");
                }
            }
            frames += 1;
            assert!(frames < 20_000, "no decision came: nothing named {prefixes:?} could be pressed");
            std::thread::sleep(Duration::from_millis(1));
        }
        step(harness, &mut ear);
        if game_over(harness) {
            break;
        }
        play(harness, &mut ear);
        decisions += 1;
        assert!(decisions < 2000, "the game never ended");
    }
    if each_move {
        // Over the whole game: every line of the log heard, in its order.
        let mut at = 0;
        for line in lines(harness) {
            let line = line.trim_end_matches('.');
            let found = ear.heard[at..].iter().position(|words| words.contains(line));
            at += found.unwrap_or_else(|| panic!("{line:?} was never heard after {:?}", ear.heard.get(at)));
        }
    }
    (ear, decisions)
}
