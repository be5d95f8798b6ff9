//! Play: a game played at the table, by humans and bots alike. Every hook
//! keeps its default: humans and bots move, the hint is the advisor's
//! when asked for, the table shows what the players may see, and the game
//! is kept in progress, saved and counted — unless it is a position set up
//! rather than dealt, which no record can replay.

use parlour_core::bots::Bots;

use super::Hooks;

use super::Keeping;

/// A game being played.
#[derive(Clone, Copy, Debug)]
pub struct PlayMode {
    /// Whether the game is kept: only one its record replays.
    pub kept: bool,
}

impl<G: Bots> Hooks<G> for PlayMode {
    fn keeping(&self) -> Keeping {
        if self.kept { Keeping::Game } else { Keeping::Nothing }
    }

    /// A position played on from a replay, not kept, is played out all
    /// the same: the player may resign it or offer a draw, as in any game.
    fn played_out(&self) -> bool {
        true
    }
}
