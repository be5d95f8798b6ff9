//! The random bot.

use std::sync::atomic::AtomicBool;

use rand::Rng;

use crate::bots::Bot;
use crate::game::Game;
use crate::rng::GameRng;

/// Plays a uniformly random legal action.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Self { rng: crate::rng::seeded(seed) }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, game: &G, _stop: &AtomicBool) -> Option<G::Action> {
        let actions = game.legal_actions();
        (!actions.is_empty()).then(|| actions[self.rng.random_range(0..actions.len())])
    }
}
