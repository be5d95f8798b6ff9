//! Play: a game played at the table, by humans and bots alike. Every hook
//! keeps its default: humans and bots move, the hint is the hard bot's
//! when asked for, the table shows what the players may see, and the game
//! is kept in progress, saved and counted.

use parlour_core::bots::Bots;

use super::Hooks;

/// A game being played.
#[derive(Clone, Copy, Debug, Default)]
pub struct PlayMode;

impl<G: Bots> Hooks<G> for PlayMode {}
