//! The field: 5 × 5 squares, each the top of a column standing at a notch
//! from 0 to 19, and the way it is set up.
//!
//! Squares are written `a1`..`e5`: columns `a`–`e` from left to right,
//! rows `1`–`5` from the bottom edge (the first player's) to the top.

use crate::grid;
pub use crate::grid::Dir;

/// Squares along a side of the field.
pub const SIDE: u8 = 5;
/// Squares on the field.
pub const SQUARES: usize = Square::COUNT;
/// The highest notch a column can stand at (the lowest is 0).
pub const TOP: u8 = 19;
/// "The middle": the notch every column starts at.
pub const MIDDLE: u8 = 9;
/// How many notches tall a big cube is.
pub const CUBE: u8 = 2;

/// One of the 25 squares, 0..25 in row order from `a1`.
pub type Square = grid::Square<SIDE>;

impl Square {
    /// Every square, `a1` first.
    pub const ALL: [Square; SQUARES] = Square::every();

    /// The four corners in counter-clockwise order seen from above:
    /// `a1`, `e1`, `e5`, `a5`.
    pub const CORNERS: [Square; 4] = [Square::nth(0), Square::nth(4), Square::nth(24), Square::nth(20)];

    /// The centre, `c3`.
    pub const CENTRE: Square = Square::nth(12);
}

/// The squares diagonally next to the centre: lowered two notches at the
/// start, each holding a big cube.
pub const HOLES: [Square; 4] = [Square::nth(6), Square::nth(8), Square::nth(16), Square::nth(18)];

/// Each column's notch at the start: the middle, the four holes two lower.
pub fn setup_heights() -> [u8; SQUARES] {
    let mut heights = [MIDDLE; SQUARES];
    for hole in HOLES {
        heights[hole.index()] = MIDDLE - CUBE;
    }
    heights
}

/// Where the five cubes stand at the start: in the four holes (their tops
/// flush with the middle) and on the centre column.
pub const SETUP_CUBES: [Square; 5] = [HOLES[0], HOLES[1], Square::CENTRE, HOLES[2], HOLES[3]];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_holes_and_centre_are_where_the_rules_put_them() {
        assert_eq!(Square::CORNERS.map(|s| s.to_string()), ["a1", "e1", "e5", "a5"]);
        assert_eq!(HOLES.map(|s| s.to_string()), ["b2", "d2", "b4", "d4"]);
        assert_eq!(Square::CENTRE.to_string(), "c3");
        assert!(Square::ALL.iter().enumerate().all(|(i, s)| s.index() == i));
    }

    #[test]
    fn the_setup_lowers_the_four_holes_two_notches() {
        let heights = setup_heights();
        assert!(Square::ALL.iter().all(|s| HOLES.contains(s) || heights[s.index()] == MIDDLE));
        for hole in HOLES {
            assert_eq!(heights[hole.index()] + CUBE, MIDDLE, "a cube in a hole is flush with the middle");
        }
    }
}
