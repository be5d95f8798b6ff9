//! What anyone can see of a game of Jalak — everything: the field, the
//! cubes and where each player stands. Written as JSON by `parlour
//! scenario --json`, squares by name.

use serde::Serialize;

use super::field::{SIDE, Square};
use crate::seat::Seat;

/// One player as the view shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// Their seat.
    pub seat: Seat,
    /// The square they stand on.
    pub square: Square,
    /// The level they stand at: the column's notch, 2 more on a cube.
    pub level: u8,
    /// Whether they stand on a cube.
    pub on_cube: bool,
    /// Whether they still play (out: a roadblock).
    pub active: bool,
}

/// The state as anyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Each column's notch, five rows of five, row 5 first (as scenario
    /// files write them).
    pub heights: [[u8; SIDE as usize]; SIDE as usize],
    /// The squares with a cube.
    pub cubes: Vec<Square>,
    /// Every player, in seat order.
    pub players: Vec<PlayerView>,
    /// Whose turn it is.
    pub turn: Seat,
    /// Whose decision it is; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Turns played so far.
    pub turns: u16,
    /// The turn after which the game is drawn.
    pub turn_limit: u16,
}
