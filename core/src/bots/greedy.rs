//! The greedy bot: one ply of look-ahead and the game's evaluation.

use std::sync::atomic::AtomicBool;

use rand::Rng;

use super::bot::Bot;
use crate::game::Game;
use crate::rng::GameRng;

/// Tries every legal action on a state sampled from what the seat to act
/// knows, and plays the one the game's evaluation likes best for that seat.
/// Ties are broken at random.
#[derive(Clone, Debug)]
pub struct Greedy {
    rng: GameRng,
}

impl Greedy {
    /// A greedy bot seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Self { rng: crate::rng::seeded(seed) }
    }
}

impl<G: Game> Bot<G> for Greedy {
    fn choose(&mut self, game: &G, _stop: &AtomicBool) -> Option<G::Action> {
        let seat = game.to_act()?;
        let sample = game.determinize(seat, &mut self.rng);
        let mut events = Vec::new();
        let mut best = Vec::new();
        let mut best_value = f64::NEG_INFINITY;
        for action in game.legal_actions() {
            let mut next = sample.clone();
            events.clear();
            if next.apply_into(action, &mut events).is_err() {
                continue;
            }
            let value = match next.outcome() {
                Some(outcome) => 2.0 * outcome.reward(seat) - 1.0 + 1e-3 * next.evaluate(seat),
                None => next.evaluate(seat),
            };
            if value > best_value + 1e-9 {
                best_value = value;
                best.clear();
            }
            if (value - best_value).abs() <= 1e-9 {
                best.push(action);
            }
        }
        (!best.is_empty()).then(|| best[self.rng.random_range(0..best.len())])
    }
}
