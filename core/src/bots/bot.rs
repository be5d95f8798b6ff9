//! What every bot is: something that picks an action for the seat whose
//! decision it is, from what that seat may know.

use std::sync::atomic::AtomicBool;

use crate::game::Game;

/// Something that picks an action for the seat whose decision it is.
pub trait Bot<G: Game>: Send {
    /// The chosen action, or `None` when the game is over. A bot only uses
    /// what the seat to act may know. When `stop` becomes true it answers at
    /// once with the best it has so far.
    fn choose(&mut self, game: &G, stop: &AtomicBool) -> Option<G::Action>;
}
