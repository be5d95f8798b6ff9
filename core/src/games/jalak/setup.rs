//! Exact positions for scenario files.

use serde::Deserialize;

use crate::seat::Seat;

/// An exact position. Every part may be left out: an absent part is as at
/// the start of a game, while an empty list means empty (`cubes: []` is a
/// field with no cubes).
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
///     turns: 0,
///     seen_before: 0,
/// )
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    /// Each column's notch, five rows of five, row 5 first; absent for the
    /// starting field.
    pub heights: Option<Vec<Vec<u8>>>,
    /// The squares with a cube; absent for the starting cubes.
    pub cubes: Option<Vec<String>>,
    /// Each player's square, in seat order (2 to 4 of them); absent for the
    /// starting corners.
    pub pawns: Option<Vec<String>>,
    /// The players already out.
    pub inactive: Vec<Seat>,
    /// Whose turn it is.
    pub to_move: Seat,
    /// Turns already played, which count toward the turn limit.
    pub turns: u16,
    /// How many times this very position (with this player to move) came
    /// up before, 0 or 1: it is drawn when it comes a third time.
    pub seen_before: u8,
}
