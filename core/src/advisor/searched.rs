//! The advisor's search for a game with none of its own: information-set
//! Monte Carlo tree search from the seat's view, grown until its values are
//! known well enough to mark a move by ([`Enough`]) or its iterations are
//! spent, the move played then searched on alone until its value is known.

use std::sync::atomic::AtomicBool;

use super::counsel::{Counsel, Counselled, Weighing};
use super::enough::{DOUBT, Enough};
use crate::bots::mcts::{Mcts, MctsSettings, Weighed};
use crate::game::Game;
use crate::rng;

/// The generic search of one position (see the module documentation).
pub struct Searched<'g, G: Game> {
    root: &'g G,
    enough: Enough<'g, G>,
    settings: MctsSettings,
    seed: u64,
    /// How many moves of a line it has chosen: each search of one is seeded apart.
    expected: u64,
}

impl<'g, G: Game> Searched<'g, G> {
    /// A search of `root` with `settings` (their iterations the most it
    /// spends weighing), seeded with `seed`.
    pub fn new(root: &'g G, seed: u64, settings: MctsSettings) -> Self {
        let enough = Enough::new(Mcts::new(settings, seed).grow(root));
        Self { root, enough, settings, seed, expected: 0 }
    }
}

/// `weighed` as the advisor tells it: its value give or take [`DOUBT`]
/// standard errors.
fn counselled<A>(weighed: &Weighed<A>) -> Counselled<A>
where
    A: Copy,
{
    Counselled { action: weighed.action, value: weighed.value, noise: DOUBT * weighed.error }
}

impl<G: Game> Counsel<G> for Searched<'_, G> {
    /// Every action weighed, most tried first; a decision with one legal
    /// action only weighs the position, with a quarter of the iterations.
    fn weigh(&mut self, stop: &AtomicBool) -> Weighing<G::Action> {
        let most =
            if self.root.legal_actions().len() <= 1 { self.settings.iterations / 4 } else { self.settings.iterations };
        let weighed = self.enough.weigh(most, stop);
        Weighing { choices: weighed.iter().map(counselled).collect(), proof: None }
    }

    /// Searched on alone until its value is known, or it has had half the
    /// search's iterations.
    fn settle(&mut self, action: G::Action, stop: &AtomicBool) -> Option<Counselled<G::Action>> {
        self.enough.top_up(action, self.settings.iterations / 2, stop).as_ref().map(counselled)
    }

    /// The choice of a search of an eighth as many iterations, from the view
    /// of the seat to act there.
    fn expects(&mut self, state: &G, stop: &AtomicBool) -> Option<G::Action> {
        self.expected += 1;
        let legal = state.legal_actions();
        match legal.as_slice() {
            [] => None,
            [only] => Some(*only),
            _ => {
                let settings = MctsSettings { iterations: (self.settings.iterations / 8).max(1), ..self.settings };
                let seed = rng::derive(self.seed, self.expected);
                Mcts::new(settings, seed).search(state, stop).first().map(|&(action, _)| action)
            }
        }
    }
}
