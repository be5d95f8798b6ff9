//! The field: 5 × 5 squares, each the top of a column standing at a notch
//! from 0 to 19, and the way it is set up.
//!
//! Squares are written `a1`..`e5`: columns `a`–`e` from left to right,
//! rows `1`–`5` from the bottom edge (the first player's) to the top.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Squares along a side of the field.
pub const SIDE: u8 = 5;
/// Squares on the field.
pub const SQUARES: usize = (SIDE * SIDE) as usize;
/// The highest notch a column can stand at (the lowest is 0).
pub const TOP: u8 = 19;
/// "The middle": the notch every column starts at.
pub const MIDDLE: u8 = 9;
/// How many notches tall a big cube is.
pub const CUBE: u8 = 2;

/// One of the 25 squares, 0..25 in row order from `a1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Square(u8);

/// A direction on the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// Toward row 5.
    North = 0,
    /// Toward column `e`.
    East = 1,
    /// Toward row 1.
    South = 2,
    /// Toward column `a`.
    West = 3,
}

impl Dir {
    /// All four, clockwise from north.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// The opposite direction.
    #[must_use]
    pub const fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 2) % 4]
    }

    /// The direction a quarter turn to the right.
    #[must_use]
    pub const fn right(self) -> Dir {
        Dir::ALL[(self as usize + 1) % 4]
    }

    /// The direction a quarter turn to the left.
    #[must_use]
    pub const fn left(self) -> Dir {
        Dir::ALL[(self as usize + 3) % 4]
    }

    /// Its name in the log: north, east, south or west.
    pub const fn name(self) -> &'static str {
        match self {
            Dir::North => "north",
            Dir::East => "east",
            Dir::South => "south",
            Dir::West => "west",
        }
    }
}

impl Square {
    /// Every square, `a1` first.
    pub const ALL: [Square; SQUARES] = {
        let mut all = [Square(0); SQUARES];
        let mut i = 0;
        while i < SQUARES {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The four corners in counter-clockwise order seen from above:
    /// `a1`, `e1`, `e5`, `a5`.
    pub const CORNERS: [Square; 4] = [Square(0), Square(4), Square(24), Square(20)];

    /// The centre, `c3`.
    pub const CENTRE: Square = Square(12);

    /// The square at `column` (0 = a) and `row` (0 = row 1), if on the field.
    pub const fn at(column: u8, row: u8) -> Option<Square> {
        if column < SIDE && row < SIDE { Some(Square(row * SIDE + column)) } else { None }
    }

    /// The square numbered `index` (0..25), if there is one.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARES { Some(Square(index as u8)) } else { None }
    }

    /// Its index, 0..25.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its column, 0 for `a`.
    pub const fn column(self) -> u8 {
        self.0 % SIDE
    }

    /// Its row, 0 for row 1.
    pub const fn row(self) -> u8 {
        self.0 / SIDE
    }

    /// Whether it lies on the field's edge (corners included).
    pub const fn on_edge(self) -> bool {
        let (c, r) = (self.column(), self.row());
        c == 0 || r == 0 || c == SIDE - 1 || r == SIDE - 1
    }

    /// The neighbouring square in `dir`, if any.
    pub const fn neighbour(self, dir: Dir) -> Option<Square> {
        let (c, r) = (self.column(), self.row());
        match dir {
            Dir::North => Square::at(c, r + 1),
            Dir::East => Square::at(c + 1, r),
            Dir::South if r > 0 => Square::at(c, r - 1),
            Dir::West if c > 0 => Square::at(c - 1, r),
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.column()), self.row() + 1)
    }
}

impl FromStr for Square {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let square = match s.trim().as_bytes() {
            [c @ b'a'..=b'e', r @ b'1'..=b'5'] => Square::at(c - b'a', r - b'1'),
            _ => None,
        };
        square.ok_or_else(|| format!("`{s}` is not a square: expected a1 to e5"))
    }
}

impl From<Square> for String {
    fn from(square: Square) -> String {
        square.to_string()
    }
}

impl TryFrom<String> for Square {
    type Error = String;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// The squares diagonally next to the centre: lowered two notches at the
/// start, each holding a big cube.
pub const HOLES: [Square; 4] = [Square(6), Square(8), Square(16), Square(18)];

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
    fn squares_read_and_write_as_a1_to_e5() {
        for square in Square::ALL {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        }
        assert_eq!(Square::CORNERS.map(|s| s.to_string()), ["a1", "e1", "e5", "a5"]);
        assert_eq!(HOLES.map(|s| s.to_string()), ["b2", "d2", "b4", "d4"]);
        assert!("f1".parse::<Square>().is_err() && "a0".parse::<Square>().is_err());
    }

    #[test]
    fn neighbours_stop_at_the_edges() {
        let a1 = Square::CORNERS[0];
        assert_eq!(a1.neighbour(Dir::South), None);
        assert_eq!(a1.neighbour(Dir::West), None);
        assert_eq!(a1.neighbour(Dir::North).map(|s| s.to_string()), Some("a2".into()));
        assert_eq!(Square::CENTRE.neighbour(Dir::East).map(|s| s.to_string()), Some("d3".into()));
        assert_eq!(Square::ALL.iter().filter(|s| s.on_edge()).count(), 16);
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
