//! What the log said of each move of a replayed game, as one seat saw it:
//! the words of the move list.

use parlour_core::record::{Record, play_written};
use parlour_core::{Game, Seat};

/// One move of the game, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The seat that decided it.
    pub seat: Seat,
    /// What the log said of it, first line first (the move itself, then
    /// what followed from it: a card drawn, a score).
    pub lines: Vec<String>,
}

impl Said {
    /// The move and what followed from it, in one line.
    pub fn whole(&self) -> String {
        self.lines.join(" ")
    }
}

/// Every move of `record` as `viewer` would have read it in the log;
/// as far as it replays, should the record go wrong past some move.
pub fn said_of<G: Game>(record: &Record<G>, viewer: Seat) -> Vec<Said> {
    let Ok(mut game) = G::new(&record.options, record.seed) else { return Vec::new() };
    let mut said = Vec::with_capacity(record.actions.len());
    let _ = play_written::<G>(&record.actions, |action| {
        let seat = game.to_act().unwrap_or_default();
        let unsaid = game.action_in_words(action);
        let events = game.apply(action)?;
        let lines: Vec<String> = events.iter().map(|e| game.describe(e, Some(viewer))).collect();
        said.push(Said { seat, lines: if lines.is_empty() { vec![unsaid] } else { lines } });
        Ok(())
    });
    said
}
