//! The table for a player who listens: each move announced in the log's
//! words as it is played (as nobody's view of the game in hot-seat play
//! with hidden hands), a question to answer announced with the move that
//! asks it, its choices and keys, what a pick asks next, the summary of the
//! position on S and the last move again on R (see [`Announcer`]).

use parlour_core::record::Ending;
use parlour_core::{Game, Seat};

use super::Frame;
use crate::desktop::session::SessionStatus;
use crate::desktop::tables::announcer::Announcer;
use crate::desktop::tables::board::{Board, Turn};
use crate::desktop::tables::focus::table_key;
use crate::seat_player::SeatPlayer;

/// What the player who listens asked for, or is asked, this frame.
pub(super) enum Said {
    /// These words.
    Words(String),
    /// The last move again.
    Again,
    /// The question of this decision (the moves played then, and who answers).
    Asked((usize, Seat), String),
    /// What the status line asks of the person's decision now: said when
    /// it changed within the decision (a card picked), kept quietly when
    /// the decision is new (the focus comes to play then).
    Prompt((usize, Seat), String, bool),
}

impl Said {
    /// Announces it: the question asked only once.
    pub(super) fn tell(
        self,
        announcer: &mut Announcer,
        asked_for: &mut Option<(usize, Seat)>,
        prompted: &mut Option<((usize, Seat), String)>,
    ) {
        match self {
            Self::Words(words) => announcer.say(words),
            Self::Again => announcer.repeat(),
            Self::Asked(decision, words) => {
                *asked_for = Some(decision);
                announcer.ask(words);
            }
            Self::Prompt(decision, words, changed) => {
                if changed {
                    announcer.say(words.clone());
                }
                *prompted = Some((decision, words));
            }
        }
    }
}

impl<B: Board> Frame<B> {
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
        self.announcer.say_move(sentences(&lines), for_all);
    }

    /// Announces what Undo took back: the lines `before` had past the log's
    /// length now.
    pub(super) fn announce_undo(&mut self, before: &[String]) {
        let mut kept = self.said_since(0, self.viewer());
        let taken = before.get(kept.len()..).unwrap_or_default();
        self.announcer.remember_move(kept.pop());
        if !taken.is_empty() {
            self.announcer.say(format!("Taken back: {}", sentences(taken)));
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
        self.announcer.remember_move(last.clone());
        let moves = match self.session.actions_played() {
            1 => "1 move".to_owned(),
            n => format!("{n} moves"),
        };
        self.announcer.say(match last {
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
        // "You" only for a person: not a bot seen through its eyes in a replay.
        let person = |seat: Seat| Some(seat) == viewer && self.session.seats()[seat.index()] == SeatPlayer::Human;
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
    /// an action is announced with its choices and keys once, when it begins.
    /// `status` is what the status line shows, `asked` what the decision asks.
    pub(super) fn listen_ui(&self, ui: &egui::Ui, turn: &Turn<'_, B::Game>, status: &str, asked: &str) -> Vec<Said> {
        let mut said = Vec::new();
        if table_key(ui, egui::Key::S) {
            said.push(Said::Words(self.summary(turn, status)));
        }
        if table_key(ui, egui::Key::R) {
            said.push(Said::Again);
        }
        let decision = turn.viewer.map(|seat| (self.session.actions_played(), seat));
        if let Some(decision) = decision.filter(|_| turn.my_decision() && !self.board.answering(turn)) {
            let prompt = asked.to_owned();
            match &self.prompted {
                Some((asked, words)) if *asked == decision && *words == prompt => {}
                Some((asked, _)) if *asked == decision => said.push(Said::Prompt(decision, prompt, true)),
                _ => said.push(Said::Prompt(decision, prompt, false)),
            }
        }
        if let Some(decision) =
            decision.filter(|d| turn.my_decision() && self.board.answering(turn) && self.asked_for != Some(*d))
        {
            let choices: Vec<String> = turn
                .actions
                .iter()
                .filter(|&&action| self.board.offers_answer(turn, action))
                .map(|&action| {
                    let words = self.board.action_label(turn, action);
                    match self.board.action_key(action) {
                        Some(key) => format!("{words}, key {}", key.name()),
                        None => words,
                    }
                })
                .collect();
            let question = sentences(&[asked.to_owned()]);
            said.push(Said::Asked(decision, format!("{question} Choices: {}.", choices.join("; "))));
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
                let words: Vec<String> = score.into_iter().chain(state.standing(seat)).collect();
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
