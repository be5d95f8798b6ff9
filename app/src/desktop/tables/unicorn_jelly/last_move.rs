//! What the last action did at the Unicorn Jelly table, which the board
//! marks and the words for a listener name.

use parlour_core::Seat;
use parlour_core::games::unicorn_jelly::Pos;

/// What the last action did, marked on the board until the next one.
#[derive(Clone, Debug, Default)]
pub struct LastMove {
    /// Where a tile was placed, jumped to or laid.
    pub placed: Option<(Pos, Seat)>,
    /// Tiles it defeated.
    pub defeated: Vec<Pos>,
}
