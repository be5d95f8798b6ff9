//! A finished game's decisions judged after the fact, every seat's: for
//! each, the advisor ([`advise`]) — the search the Hint and the study of a
//! move make at that position — weighs the position before the move (its
//! best action's win chance) and after the move played (that action's win
//! chance, searched on until it is known), and marks the move by how much
//! it gave away. The advisor's best move is never marked, nor a move it
//! cannot tell from the best (said to be as good as it); a move the Hint
//! suggested is the best.
//!
//! Where the generic search judges (see [`crate::advisor::Searched`]) it
//! first weighs every action, looking at them every few hundred
//! iterations, and stops once the most visited one has been tried often
//! enough (2 000 times), its value is sure to within half a point and no
//! longer drifting, and no other action is likely to be more than 2 points
//! better — or once the game's
//! [`review_settings`](crate::bots::Bots::review_settings) iterations are
//! spent. Then it goes on down the move played alone, counting the tries
//! it already had, until its value is known as well (or it has had half
//! those iterations). The search goes by iterations or positions, never by
//! the clock: the same record is marked the same on any machine, however
//! its threads are scheduled.
//!
//! The judgment uses only what the seat knew at the time: the advisor
//! pictures what it could not see, and a search with hidden information
//! deals it at random again and again ([`Game::determinize`](crate::game::Game::determinize)).

mod summary;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use serde::{Deserialize, Serialize};

use crate::advisor::{advise, in_words};
use crate::bots::Bots;
use crate::error::ActionError;
use crate::record::{Record, ReplayError, play_written};
use crate::seat::Seat;

pub use crate::advisor::{CHOICES, Choice, LINE_MOVES, Proof, Step, Study};
pub use summary::{Summary, summarize};

/// How a move is marked, by the win chance it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// Less than 5 points of win chance lost.
    Good,
    /// 5 to 10 points lost.
    Inaccuracy,
    /// 10 to 20 points lost.
    Mistake,
    /// 20 points or more lost.
    Blunder,
}

impl Mark {
    /// The mark of a move that lost `given_away` of the win chance (0 to 1).
    pub fn of(given_away: f64) -> Self {
        match given_away {
            x if x >= 0.20 => Mark::Blunder,
            x if x >= 0.10 => Mark::Mistake,
            x if x >= 0.05 => Mark::Inaccuracy,
            _ => Mark::Good,
        }
    }
}

/// One decision, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judgment {
    /// The action's index in the record, from 0.
    pub index: usize,
    /// The seat that decided, numbered from 1 as on the table.
    pub seat: u8,
    /// The action played, in the game's notation.
    pub played: String,
    /// The action the search prefers.
    pub best: String,
    /// The action played, in the words the table's log uses, as the seat
    /// that decided saw it ("Player 1 plays 5♣ on b2"); empty in a review
    /// kept by an earlier Parlour.
    #[serde(default)]
    pub played_text: String,
    /// The action the search prefers, in the same words.
    #[serde(default)]
    pub best_text: String,
    /// The seat's win chance before the move, playing the best action.
    pub value_before: f64,
    /// The seat's win chance after the move played.
    pub value_after: f64,
    /// How the move is marked.
    pub mark: Mark,
    /// Whether the move played is not the search's choice but one it cannot
    /// tell from it: as good as each other, as far as it can see (marked
    /// good); false in a review kept by an earlier Parlour.
    #[serde(default)]
    pub tied: bool,
}

impl Judgment {
    /// The move played, in words where the review has them (else its notation).
    pub fn played_words(&self) -> &str {
        if self.played_text.is_empty() { &self.played } else { &self.played_text }
    }

    /// The move the search prefers, in words where the review has them.
    pub fn best_words(&self) -> &str {
        if self.best_text.is_empty() { &self.best } else { &self.best_text }
    }
}

/// What to review and how.
pub struct Review<'a> {
    /// Only this seat's decisions; every seat's when `None`.
    pub seat: Option<Seat>,
    /// How many threads to search on.
    pub threads: usize,
    /// Told each decision judged, with how many there are in all.
    pub progress: &'a (dyn Fn(usize, usize) + Sync),
    /// Set to stop early: the decisions judged so far are returned.
    pub stop: &'a AtomicBool,
}

/// Judges the decisions of `record` (see [`Review`]), in order. A decision
/// with one legal action is good: the search only weighs the position.
pub fn review<G: Bots>(record: &Record<G>, how: &Review<'_>) -> Result<Vec<Judgment>, ReplayError> {
    let start = G::new(&record.options, record.seed).map_err(ReplayError::Setup)?;
    Ok(review_from(start, &record.actions, how)?)
}

/// Judges the decisions of the game that plays `actions` (in the game's
/// notation) from `start`.
pub fn review_from<G: Bots>(start: G, actions: &[String], how: &Review<'_>) -> Result<Vec<Judgment>, ActionError> {
    // Every position a decision was taken in: the action's index, the
    // position and the action played.
    let mut game = start;
    let mut decisions: Vec<(usize, G, G::Action)> = Vec::new();
    let mut index = 0;
    play_written::<G>(actions, |action| {
        if game.to_act().is_some_and(|seat| how.seat.is_none_or(|wanted| wanted == seat)) {
            decisions.push((index, game.clone(), action));
        }
        index += 1;
        game.apply(action).map(drop)
    })?;
    let total = decisions.len();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let judged = std::sync::Mutex::new(Vec::with_capacity(total));
    std::thread::scope(|scope| {
        for _ in 0..how.threads.clamp(1, total.max(1)) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= total || how.stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let (index, state, played) = &decisions[i];
                    let judgment = judge(*index, state, *played, how.stop);
                    if let Ok(mut judged) = judged.lock() {
                        judged.push(judgment);
                    }
                    (how.progress)(done.fetch_add(1, Ordering::Relaxed) + 1, total);
                }
            });
        }
    });
    let mut judged = judged.into_inner().unwrap_or_default();
    judged.sort_by_key(|j| j.index);
    Ok(judged)
}

/// Judges `played`, the decision taken in `state` (action `index` of its
/// game), by the advisor's search: the best action's win chance before,
/// the move played's after (see the module's docs).
fn judge<G: Bots>(index: usize, state: &G, played: G::Action, stop: &AtomicBool) -> Judgment {
    let seat = state.to_act().unwrap_or_default();
    let played_text = in_words(state, played);
    let advice = advise(state, Some(played), stop);
    let tied = advice.played_ties();
    let (best, before, after) = match (advice.choices.first(), advice.played) {
        (Some(best), Some(own)) => (best.action, best.value.max(own.value), own.value),
        (Some(best), None) => (best.action, best.value, best.value),
        _ => (played, 0.5, 0.5),
    };
    let (best, before) = if best == played { (played, after) } else { (best, before) };
    Judgment {
        index,
        seat: seat.0 + 1,
        played: played.to_string(),
        best: best.to_string(),
        best_text: if best == played { played_text.clone() } else { in_words(state, best) },
        played_text,
        value_before: before,
        value_after: after,
        mark: if tied { Mark::Good } else { Mark::of(before - after) },
        tied: tied && best != played,
    }
}
