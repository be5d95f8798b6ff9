//! What a game's search must do for the advisor: weigh every action of one
//! position, then, asked about one action (the move played), search it on
//! until its value is known, and say what it expects along the line after
//! the best. The generic search ([`super::searched`]) serves every game that
//! brings none of its own.

use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use crate::game::Game;

/// One action as the advisor's search weighed it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Counselled<A> {
    /// The action.
    pub action: A,
    /// The win chance it leaves the seat deciding, from 0 to 1.
    pub value: f64,
    /// How far `value` may be from what more searching would find: the
    /// search's noise (0 for a search whose values are exact to its depth).
    pub noise: f64,
}

impl<A> Counselled<A> {
    /// Whether the search cannot tell `self` from `other`: their values
    /// differ by no more than their noises together.
    pub fn ties(&self, other: &Self) -> bool {
        (self.value - other.value).abs() <= self.noise.hypot(other.noise) + EXACT
    }
}

/// How close two exact values may be and still be the same.
const EXACT: f64 = 1e-9;

/// What best play by every seat proves of a position, for the seat deciding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Proof {
    /// The seat wins whatever the others do.
    Wins,
    /// Neither side can force more than a draw.
    Draws,
    /// The others can force the seat's loss.
    Loses,
}

impl Proof {
    /// The proof in words, to follow the seat's name ("Player 1 wins by force").
    pub fn words(self) -> &'static str {
        match self {
            Proof::Wins => "wins by force",
            Proof::Draws => "draws with best play",
            Proof::Loses => "loses against best play",
        }
    }
}

/// Every action of a position weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighing<A> {
    /// The actions, best first: the search's choice, then the others as it
    /// ranks them. A search may leave out actions it knows only to be
    /// worse than the last listed.
    pub choices: Vec<Counselled<A>>,
    /// What best play proves, where the search saw every line to its end.
    pub proof: Option<Proof>,
}

impl<A> Default for Weighing<A> {
    fn default() -> Self {
        Self { choices: Vec::new(), proof: None }
    }
}

/// One position's search for the advisor, seeded and bounded so that the
/// same position is always weighed alike, on any machine: it never looks
/// at the clock.
pub trait Counsel<G: Game> {
    /// Every legal action weighed for the seat to act (see [`Weighing`]);
    /// once `stop` is set it answers at once with what it has.
    fn weigh(&mut self, stop: &AtomicBool) -> Weighing<G::Action>;

    /// `action` searched on after [`Counsel::weigh`] until its value is known
    /// as well as the search can know it; `None` when it is not legal (or
    /// the search was stopped before it was tried).
    fn settle(&mut self, action: G::Action, stop: &AtomicBool) -> Option<Counselled<G::Action>>;

    /// What the search expects the seat to act in `state` to play there: a
    /// position along the line after the best action, searched from that
    /// seat's view. `None` once the game is over.
    fn expects(&mut self, state: &G, stop: &AtomicBool) -> Option<G::Action>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_values_tie_within_their_noises_together() {
        let at = |value, noise| Counselled { action: (), value, noise };
        assert!(at(0.50, 0.03).ties(&at(0.46, 0.03)), "4 points apart, 4.2 of noise");
        assert!(!at(0.50, 0.03).ties(&at(0.45, 0.03)), "5 points apart");
        assert!(at(0.5, 0.0).ties(&at(0.5, 0.0)), "exact and equal");
        assert!(!at(0.5, 0.0).ties(&at(0.499, 0.0)), "exact and apart");
    }
}
