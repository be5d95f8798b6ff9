//! The table for a player who listens: each move announced in the log's
//! words as it is played (as nobody's view of the game in hot-seat play
//! with hidden hands), a question to answer announced with the move that
//! asks it, its choices and keys, whose turn it is as a decision begins,
//! what a pick asks next and what the things picked can do, a hint when it
//! comes, the summary of the position on S (the whole board on F where S
//! is short) and the last move again on R (see [`Announcer`]); and the
//! keyboard's focus brought to where play goes on as each of the person's
//! decisions begins.

use parlour_core::record::Ending;
use parlour_core::{Game, Seat};

use super::Frame;
use crate::desktop::session::SessionStatus;
use crate::desktop::tables::announcer::Announcer;
use crate::desktop::tables::board::{Board, Turn};
use crate::desktop::tables::focus::table_key;
use crate::seat_player::SeatPlayer;

/// A decision: the moves played when it began, and the seat that takes it.
type Decision = (usize, Seat);

/// What the frame tells a player who listens, and what it told them of
/// the decisions so far: each is asked, prompted, hinted and brought to the
/// focus once.
#[derive(Debug, Default)]
pub(super) struct Listener {
    /// What a screen reader is told.
    announcer: Announcer,
    /// The decision play was last brought to the keyboard's focus for.
    focused_for: Option<Decision>,
    /// The answer last announced with its choices.
    asked_for: Option<Decision>,
    /// What the person's decision asked of them last: a pick that changes
    /// it is announced.
    prompted: Option<Prompted>,
    /// The last prompt said whole as a decision began: the next decision
    /// that asks the same is told in short ("Your turn.").
    opened_with: Option<String>,
    /// The decision whose hint was last announced.
    hinted: Option<Decision>,
    /// Whether the keyboard's focus is yet to go to what the hint names,
    /// once the hint has been heard.
    to_hint: bool,
    /// Whether the end of the game has had the keyboard's focus brought
    /// to its Rematch.
    brought_to_end: bool,
}

/// What a decision of the person's asks of them now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Prompted {
    /// The decision.
    decision: Decision,
    /// What the status line asks.
    asked: String,
    /// What the things picked can do (see [`Board::picked_words`]).
    picked: Option<String>,
}

impl Prompted {
    /// What is said of it, after `before` (what the decision asked last)
    /// and `opened_with` (the last prompt said whole as a decision began):
    /// as a decision begins, whose turn it is — the whole prompt when it
    /// is new; within a decision, the prompt when it changed, or what the
    /// things picked can do when only they changed.
    fn said(&self, before: Option<&Prompted>, opened_with: Option<&str>) -> Option<String> {
        match before {
            Some(before) if before.decision == self.decision => {
                if before.asked != self.asked {
                    Some(match &self.picked {
                        Some(picked) => format!("{} {picked}", sentences(std::slice::from_ref(&self.asked))),
                        None => self.asked.clone(),
                    })
                } else if before.picked != self.picked {
                    self.picked.clone()
                } else {
                    None
                }
            }
            _ if opened_with == Some(self.asked.as_str()) => {
                Some(sentences(&[self.asked.split(':').next().unwrap_or_default().to_owned()]))
            }
            _ => Some(self.asked.clone()),
        }
    }
}

impl Listener {
    /// Announces `words` (nothing when they are empty).
    pub(super) fn say(&mut self, words: impl Into<String>) {
        self.announcer.say(words);
    }

    /// Forgets what was said for the person looking only: the device is
    /// being passed.
    pub(super) fn forget_private(&mut self) {
        self.announcer.forget_private();
    }

    /// Publishes what is announced within `rect`, and on the focused
    /// control too when `on_focus` (see [`Announcer::ui`]).
    pub(super) fn ui(&mut self, ui: &egui::Ui, rect: egui::Rect, on_focus: bool) {
        self.announcer.ui(ui, rect, on_focus);
    }

    /// Another position is shown: what its decision asks is said again.
    pub(super) fn shown(&mut self) {
        (self.asked_for, self.prompted) = (None, None);
    }

    /// The hint was asked for: it is said once it comes, again when it has
    /// been said before.
    pub(super) fn hint_asked(&mut self) {
        self.hinted = None;
    }

    /// A move was taken back, or the player comes back to the table: the
    /// decision is before them again, play takes the focus back and what
    /// it asks is said again.
    pub(super) fn taken_back(&mut self) {
        self.focused_for = None;
        self.shown();
    }

    /// Once a human's `decision` begins (after any move, an Undo, a new
    /// position), the keyboard's focus goes to where play goes on, not the
    /// menu bar: a player without a pointer starts each move there.
    /// When the focus carries the announcements (`on_focus`), it moves only
    /// once what was said has been taken up where it is.
    fn bring_to_play(&mut self, ctx: &egui::Context, decision: Decision, on_focus: bool) {
        let hint = self.to_hint && self.focused_for == Some(decision);
        if self.focused_for == Some(decision) && !hint {
            return;
        }
        if !self.heard(ctx, on_focus) {
            return;
        }
        // The hint, once heard, takes the focus to what it names: Enter follows it.
        self.to_hint = false;
        self.focused_for = Some(decision);
        crate::desktop::tables::focus::bring_to_play(ctx);
    }

    /// Whether the keyboard's focus goes to the end of the game's Rematch
    /// now: once, when the game is `over` — after what was said of its
    /// last move and result has been taken up where the focus is, when the
    /// focus carries the announcements (`on_focus`).
    fn bring_to_end(&mut self, ctx: &egui::Context, over: bool, on_focus: bool) -> bool {
        if !over {
            self.brought_to_end = false;
            return false;
        }
        if self.brought_to_end {
            return false;
        }
        if !self.heard(ctx, on_focus) {
            return false;
        }
        self.brought_to_end = true;
        true
    }

    /// Whether what was said has been taken up where the focus is, when
    /// the focus carries the announcements (`on_focus`) — the focus moves
    /// only then; else, a look again a moment later.
    fn heard(&self, ctx: &egui::Context, on_focus: bool) -> bool {
        let heard = !on_focus || self.announcer.settled(ctx.input(|i| i.time));
        if !heard {
            ctx.request_repaint_after_secs(0.1);
        }
        heard
    }

    /// Announces what was asked for or is asked: the question and the hint
    /// of a decision only once.
    pub(super) fn tell(&mut self, said: Said) {
        match said {
            Said::Words(words) => self.announcer.say(words),
            Said::Again => self.announcer.repeat(),
            Said::Asked(decision, words) => {
                self.asked_for = Some(decision);
                self.announcer.ask(words);
            }
            Said::Prompt(prompted) => {
                let opening = self.prompted.as_ref().is_none_or(|p| p.decision != prompted.decision);
                if let Some(words) = prompted.said(self.prompted.as_ref(), self.opened_with.as_deref()) {
                    self.announcer.say(words);
                }
                if opening {
                    self.opened_with = Some(prompted.asked.clone());
                }
                self.prompted = Some(prompted);
            }
            Said::Hint(decision, words) => {
                self.hinted = Some(decision);
                self.to_hint = true;
                self.announcer.say(words);
            }
        }
    }
}

/// What the player who listens asked for, or is asked, this frame.
pub(super) enum Said {
    /// These words.
    Words(String),
    /// The last move again.
    Again,
    /// The question of this decision.
    Asked(Decision, String),
    /// What the person's decision asks of them now (see [`Prompted::said`]).
    Prompt(Prompted),
    /// The hint asked for, in the table's words, once it comes.
    Hint(Decision, String),
}

impl<B: Board> Frame<B> {
    /// What is said as a game opens: the person's seat, and what the deal
    /// said before anyone moved (a first card drawn).
    pub(super) fn announce_opening(&mut self) {
        if self.session.actions_played() > 0 {
            return self.announce_continued();
        }
        if self.session.humans() == 1
            && let Some(seat) = self.viewer()
        {
            self.listener.say(format!("Your seat: {seat}."));
        }
        self.announce_move(0, self.viewer());
    }

    /// What is said as a game continues from where it was left: how many
    /// moves were played, and the last of them whole — R's words too.
    fn announce_continued(&mut self) {
        let viewer = self.viewer();
        let mut record = self.session.record().clone();
        record.actions.pop();
        let from = crate::desktop::session::Session::<B::Game>::from_record(&record).map_or(0, |s| s.log().len());
        let last = sentences(&self.said_since(from, viewer));
        let moves = match self.session.actions_played() {
            1 => "1 move".to_owned(),
            n => format!("{n} moves"),
        };
        self.listener.announcer.say(format!("After {moves}: {last}"));
        self.listener.announcer.remember_move(Some(last).filter(|words| !words.is_empty()));
    }

    /// Whether the game's end brings the keyboard's focus to its Rematch
    /// now (see [`Listener::bring_to_end`]); a lesson offers its own way
    /// on.
    pub(super) fn bring_to_end(&mut self, ctx: &egui::Context, on_focus: bool) -> bool {
        let over = self.session.outcome().is_some() && self.lesson_mode().is_none() && self.hooks().humans_move();
        self.listener.bring_to_end(ctx, over, on_focus)
    }

    /// Brings the focus to play as a human's decision begins (see
    /// [`Listener::bring_to_play`]).
    pub(super) fn bring_to_play(&mut self, ctx: &egui::Context, on_focus: bool) {
        let Some(seat) = self.session.human_to_act().filter(|_| !self.passing() && self.hooks().asks_for_play()) else {
            return;
        };
        self.listener.bring_to_play(ctx, (self.session.actions_played(), seat), on_focus);
    }

    /// What the log says, read by `viewer`, of its events from the
    /// `from`-th on: a line each, the empty ones left out.
    pub(super) fn said_since(&self, from: usize, viewer: Option<Seat>) -> Vec<String> {
        let state = self.game();
        let log = self.session.log();
        log.get(from..)
            .unwrap_or_default()
            .iter()
            .map(|event| state.describe(event, viewer))
            .filter(|words| !words.is_empty())
            .collect()
    }

    /// Announces the move just played — the log's lines from the
    /// `from`-th, as `viewer` reads them — and the result when it ended
    /// the game. When the device passes between people who may not see
    /// each other's hands, as nobody's: the next person hears it too.
    pub(super) fn announce_move(&mut self, from: usize, viewer: Option<Seat>) {
        let for_all = B::HIDDEN_HANDS && self.session.humans() > 1;
        let viewer = if for_all { None } else { viewer };
        let mut lines = self.said_since(from, viewer);
        // The result, unless the log's own words for the move tell it.
        if let Some(outcome) = self.game().outcome() {
            let told = match outcome.sole_winner() {
                Some(winner) => format!("{winner} wins"),
                None => "draw".to_owned(),
            };
            if !lines.iter().any(|line| line.to_lowercase().contains(&told.to_lowercase())) {
                lines.extend(self.result_words(viewer));
            }
        }
        self.listener.announcer.say_move(sentences(&lines), for_all);
    }

    /// Announces what Undo took back: the lines `before` had past the log's
    /// length now.
    pub(super) fn announce_undo(&mut self, before: &[String]) {
        let mut kept = self.said_since(0, self.viewer());
        let taken = before.get(kept.len()..).unwrap_or_default();
        self.listener.announcer.remember_move(kept.pop());
        if !taken.is_empty() {
            self.listener.announcer.say(format!("Taken back: {}", sentences(taken)));
        }
    }

    /// Announces the position a replay now shows: its last line. (A
    /// lesson's step says its own words when it begins.)
    pub(super) fn announce_shown(&mut self) {
        if self.hooks().spoken().is_some() {
            return;
        }
        let viewer = self.viewer();
        let last = self.said_since(0, viewer).pop();
        self.listener.announcer.remember_move(last.clone());
        let moves = match self.session.actions_played() {
            1 => "1 move".to_owned(),
            n => format!("{n} moves"),
        };
        self.listener.announcer.say(match last {
            Some(line) => format!("After {moves}: {line}"),
            None => "At the start of the game".to_owned(),
        });
    }

    /// The result in words once the game is over ("You win, 5 – 4!"), and
    /// how the players ended it when they did ("You resigned: Player 2
    /// wins").
    pub(super) fn result_words(&self, viewer: Option<Seat>) -> Option<String> {
        let state = self.game();
        let outcome = self.session.outcome()?;
        let scores = super::final_scores(state).map_or_else(String::new, |scores| format!(", {scores}"));
        // "You" only for the one person at the table: not a bot seen through
        // its eyes in a replay, nor one of the people sharing the device.
        let people = self.session.seats().iter().filter(|s| **s == SeatPlayer::Human).count();
        let person =
            |seat: Seat| people == 1 && Some(seat) == viewer && self.session.seats()[seat.index()] == SeatPlayer::Human;
        let result = match outcome.sole_winner() {
            _ if state.seat_count() == 1 => format!("The game is over{scores} points"),
            Some(winner) if person(winner) => format!("You win{scores}!"),
            Some(winner) => format!("{winner} wins{scores}"),
            None if outcome.winners.len() < state.seat_count() => {
                let winners: Vec<String> = outcome.winners.iter().map(|s| s.to_string()).collect();
                format!("{} share the win{scores}", crate::desktop::tables::words::listed(&winners))
            }
            None => format!("A draw{scores}"),
        };
        Some(match self.session.ended_by_players() {
            Some(Ending::Resigned(seat)) if person(seat) => format!("You resigned: {result}"),
            Some(Ending::Resigned(seat)) => format!("{seat} resigned: {result}"),
            Some(Ending::Agreed) => format!("Drawn by agreement{scores}"),
            _ => result,
        })
    }

    /// The keys of a player who listens, and the questions they are asked:
    /// S reads the position, R the last move again; a decision that answers
    /// an action is announced with its choices and keys once, when it begins;
    /// a hint asked for is said once it comes.
    /// `status` is what the status line shows, `asked` what the decision asks.
    pub(super) fn listen_ui(&self, ui: &egui::Ui, turn: &Turn<'_, B::Game>, status: &str, asked: &str) -> Vec<Said> {
        let mut said = Vec::new();
        if table_key(ui, egui::Key::S) {
            said.push(Said::Words(self.summary(turn, status)));
        }
        if table_key(ui, egui::Key::R) {
            said.push(Said::Again);
        }
        if let Some(whole) = self.board.whole_board(turn).filter(|_| table_key(ui, egui::Key::F)) {
            said.push(Said::Words(whole));
        }
        let decision = turn.viewer.map(|seat| (self.session.actions_played(), seat));
        if let Some(decision) = decision.filter(|_| turn.my_decision() && !self.board.answering(turn)) {
            let prompted = Prompted { decision, asked: asked.to_owned(), picked: self.board.picked_words(turn) };
            if self.listener.prompted.as_ref() != Some(&prompted) {
                said.push(Said::Prompt(prompted));
            }
        }
        if let Some(decision) =
            decision.filter(|d| turn.my_decision() && self.board.answering(turn) && self.listener.asked_for != Some(*d))
        {
            let choices: Vec<String> = crate::desktop::tables::answers::answers(&self.board, turn)
                .into_iter()
                .filter(|&(action, _)| self.board.offers_answer(turn, action))
                .map(|(action, key)| {
                    crate::desktop::tables::action_bar::with_key(&self.board.action_label(turn, action), key)
                })
                .collect();
            let question = sentences(&[asked.to_owned()]);
            said.push(Said::Asked(decision, format!("{question} Choices: {}.", choices.join("; "))));
        }
        if let Some(decision) = decision.filter(|d| turn.my_decision() && self.listener.hinted != Some(*d))
            && let Some(hint) = turn.hint
        {
            said.push(Said::Hint(decision, format!("Hint: {}", self.hint_in_words(turn, hint))));
        }
        said
    }

    /// The position in one go: what the status line says, every seat's
    /// score or standing, then the board's own words.
    fn summary(&self, turn: &Turn<'_, B::Game>, status: &str) -> String {
        let state = self.game();
        let mut parts = vec![status.trim_end_matches(['.', '!']).to_owned()];
        let seats: Vec<String> = Seat::all(state.seat_count())
            .map(|seat| {
                let who = if Some(seat) == turn.viewer { "You".to_owned() } else { seat.to_string() };
                let points = |n: i32| if n == 1 { "1 point".to_owned() } else { format!("{n} points") };
                let score = <B::Game as Game>::INFO.scored.then(|| points(state.score(seat)));
                // The standing too, unless the board's summary tells it.
                let standing = state.standing(seat).filter(|_| !B::SUMMARY_TELLS_SEATS);
                let words: Vec<String> = score.into_iter().chain(standing).collect();
                if words.is_empty() { String::new() } else { format!("{who}: {}", words.join(", ")) }
            })
            .filter(|words| !words.is_empty())
            .collect();
        if !seats.is_empty() {
            parts.push(seats.join("; "));
        }
        parts.push(self.board.summary(turn));
        sentences(&parts)
    }
}

/// `lines` as sentences one after another, each ended by a full stop
/// unless it ends with its own mark.
fn sentences(lines: &[String]) -> String {
    lines
        .iter()
        .map(|line| line.trim())
        .filter(|line| !line.is_empty())
        .map(|line| if line.ends_with(['.', '!', '?', ':']) { line.to_owned() } else { format!("{line}.") })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn lines_become_sentences() {
        let lines = ["Player 2 lays Probe on b2".to_owned(), String::new(), "You win, 5 – 4!".to_owned()];
        assert_eq!(super::sentences(&lines), "Player 2 lays Probe on b2. You win, 5 – 4!");
    }
}
