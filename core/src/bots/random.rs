//! The random bot.

use std::sync::atomic::AtomicBool;

use super::bot::Bot;
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
        game.random_action(&mut self.rng)
    }
}
