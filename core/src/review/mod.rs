//! A finished game's decisions judged after the fact: for each, a search
//! from what the deciding seat knew then weighs the position before the
//! move (its best action's win chance) and after the move played (the win
//! chance of that action), and marks the move by how much it gave away.
//!
//! One search tree serves both questions. It first weighs every action,
//! looking at them every few hundred iterations, and stops once the most
//! visited one has been tried often enough (2 000 times), its value is sure
//! to within half a point and no longer drifting, and no other action is
//! likely to be more than 2 points better — or once the game's
//! [`review_settings`](crate::bots::Bots::review_settings) iterations are
//! spent. Then the search goes on down the move played alone, counting the
//! tries it already had, until its value is known as well (or it has had
//! half those iterations): a move that is the search's own choice is often
//! known already and gave nothing away. Where values are sure early (most
//! of Shrine's and Wonderland's decisions) a decision costs a fraction of
//! the full search; where they are not (a game decided by win or loss
//! alone, from far off) it costs what it did. The looks go by iterations,
//! never by the clock: the same record and seed are marked the same on
//! any machine, however its threads are scheduled.
//!
//! In games with hidden information the search deals what the seat could
//! not see at random, again and again ([`Game::determinize`]): the judgment
//! uses only what the seat knew at the time.

mod enough;
mod line;
mod summary;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use serde::{Deserialize, Serialize};

use crate::bots::mcts::{Mcts, MctsSettings};
use crate::error::ActionError;
use crate::game::Game;
use crate::record::{Record, ReplayError, play_written};
use crate::rng::{self, Stream};
use crate::seat::Seat;
use enough::Enough;

pub use line::{CHOICES, Choice, LINE_MOVES, Proof, Step, Study, searched};
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
    /// How to search, and for at most how many iterations: usually the
    /// game's [`Bots::review_settings`](crate::bots::Bots::review_settings).
    pub settings: MctsSettings,
    /// How many threads to search on.
    pub threads: usize,
    /// Told each decision judged, with how many there are in all.
    pub progress: &'a (dyn Fn(usize, usize) + Sync),
    /// Set to stop early: the decisions judged so far are returned.
    pub stop: &'a AtomicBool,
}

/// Judges the decisions of `record` (see [`Review`]), in order. A decision
/// with one legal action is good; a search (of at most a quarter of the
/// iterations) only weighs the position.
pub fn review<G: Game>(record: &Record<G>, how: &Review<'_>) -> Result<Vec<Judgment>, ReplayError> {
    let start = G::new(&record.options, record.seed).map_err(ReplayError::Setup)?;
    Ok(review_from(start, &record.actions, record.seed, how)?)
}

/// Judges the decisions of the game that plays `actions` (in the game's
/// notation) from `start`, searching with seeds drawn from `seed`.
pub fn review_from<G: Game>(
    start: G,
    actions: &[String],
    seed: u64,
    how: &Review<'_>,
) -> Result<Vec<Judgment>, ActionError> {
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
                    let seed = rng::stream(seed, Stream::Review(*index as u64));
                    let judgment = judge(*index, state, *played, seed, &how.settings, how.stop);
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

/// What the table's log says of `action` taken in `state`, as `seat` sees
/// it: every line it writes, one after the other ("Player 1 raised column
/// d1 to notch 10. Player 1 moved from a1 to a2."), so that two actions
/// alike in their first effect still read apart; what the game calls the
/// action when it writes nothing; its notation when it cannot be played.
pub(crate) fn in_words<G: Game>(state: &G, action: G::Action, seat: Seat) -> String {
    let mut after = state.clone();
    match after.apply(action) {
        Ok(events) if !events.is_empty() => {
            let lines: Vec<String> = events.iter().map(|event| after.describe(event, Some(seat))).collect();
            lines.join(" ")
        }
        Ok(_) => state.action_in_words(action),
        Err(_) => action.to_string(),
    }
}

/// Judges `played`, the decision taken in `state` (action `index` of its
/// game): every action weighed, then the one played searched on until its
/// value is known (see the module's docs).
fn judge<G: Game>(
    index: usize,
    state: &G,
    played: G::Action,
    seed: u64,
    settings: &MctsSettings,
    stop: &AtomicBool,
) -> Judgment {
    let seat = state.to_act().unwrap_or_default();
    let played_text = in_words(state, played, seat);
    let judgment = |best: G::Action, before: f64, after: f64| Judgment {
        index,
        seat: seat.0 + 1,
        played: played.to_string(),
        best: best.to_string(),
        best_text: if best == played { played_text.clone() } else { in_words(state, best, seat) },
        played_text: played_text.clone(),
        value_before: before,
        value_after: after,
        mark: Mark::of(before - after),
    };
    let mut search = Enough::new(Mcts::new(*settings, seed).grow(state));
    if state.legal_actions().len() <= 1 {
        let value = search.weigh(settings.iterations / 4, stop).first().map_or(0.5, |w| w.value);
        return judgment(played, value, value);
    }
    let all = search.weigh(settings.iterations, stop);
    let Some(best) = all.first().copied() else { return judgment(played, 0.5, 0.5) };
    let own = search.top_up(played, settings.iterations / 2, stop);
    let after = own.map_or(best.value, |w| w.value);
    let before = if best.action == played { after } else { best.value.max(after) };
    judgment(best.action, before, after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::shrine::{Action, Options, Shrine};

    #[test]
    fn a_decision_the_log_writes_nothing_of_is_named_in_words_not_notation() {
        let mut chooser = rng::seeded(5);
        let mut game = Shrine::new(&Options::default(), 5).expect("a game");
        // Play at random until someone lets an action pass on to the next
        // answer, which the log writes nothing of.
        for _ in 0..2_000 {
            let seat = game.to_act().expect("the game goes on");
            if game.legal_actions().contains(&Action::Let)
                && game.clone().apply(Action::Let).is_ok_and(|e| e.is_empty())
            {
                assert_eq!(in_words(&game, Action::Let, seat), format!("{seat} lets it happen."));
                return;
            }
            let action = game.random_action(&mut chooser).expect("an action");
            game.apply(action).expect("legal");
            if game.outcome().is_some() {
                game = Shrine::new(&Options::default(), 6).expect("a game");
            }
        }
        panic!("no silent Let in 2000 actions");
    }
}
