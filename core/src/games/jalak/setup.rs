//! Exact positions for scenario files.

use serde::Deserialize;

use crate::seat::Seat;

/// An exact position.
///
/// ```ron
/// (
///     heights: [            // row 5 first, as the field is seen from row 1's side
///         [9, 9, 9, 9, 9],
///         [9, 7, 9, 7, 9],
///         [9, 9, 9, 9, 9],
///         [9, 7, 9, 7, 9],
///         [9, 9, 9, 9, 9],
///     ],
///     cubes: ["b2", "d2", "c3", "b4", "d4"],
///     pawns: ["a1", "e5"],
///     inactive: [],
///     to_move: 0,
/// )
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// Each column's notch, five rows of five, row 5 first; empty for the
    /// starting field.
    pub heights: Vec<Vec<u8>>,
    /// The squares with a cube; empty for the starting cubes.
    pub cubes: Vec<String>,
    /// Each player's square, in seat order (2 to 4 of them); empty for the
    /// starting corners.
    pub pawns: Vec<String>,
    /// The players already out.
    pub inactive: Vec<Seat>,
    /// Whose turn it is.
    pub to_move: Seat,
}

impl Default for Setup {
    fn default() -> Self {
        Self { heights: Vec::new(), cubes: Vec::new(), pawns: Vec::new(), inactive: Vec::new(), to_move: Seat(0) }
    }
}
