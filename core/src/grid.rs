//! Square boards: squares named like `a1`, the four directions, and
//! neighbours — shared by the games played on a grid (the You Are Here
//! board is 3 × 3, the Jalak field 5 × 5).
//!
//! Columns are letters from the left (`a`), rows numbers from the bottom
//! edge (`1`), the first player's side; north is toward the higher rows.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::ParseError;

/// A direction on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// Toward the higher rows, away from the first player.
    North = 0,
    /// Toward the later columns, the first player's right.
    East = 1,
    /// Toward row 1, the first player's side.
    South = 2,
    /// Toward column `a`, the first player's left.
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

    /// Its name in a log: north, east, south or west.
    pub const fn name(self) -> &'static str {
        match self {
            Dir::North => "north",
            Dir::East => "east",
            Dir::South => "south",
            Dir::West => "west",
        }
    }
}

/// Marks a missing neighbour in a table of neighbours.
const OFF_BOARD: u8 = u8::MAX;

/// One square of a board `SIDE` squares wide, numbered in row order from
/// `a1` (0) to the top-right corner (`SIDE² − 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Square<const SIDE: u8>(u8);

impl<const SIDE: u8> Square<SIDE> {
    /// How many squares the board has.
    pub const COUNT: usize = SIDE as usize * SIDE as usize;

    /// The square at `column` (0 = a) and `row` (0 = row 1), if on the board.
    pub const fn at(column: u8, row: u8) -> Option<Self> {
        if column < SIDE && row < SIDE { Some(Self(row * SIDE + column)) } else { None }
    }

    /// The square numbered `index` (row order from `a1`), if there is one.
    pub const fn from_index(index: usize) -> Option<Self> {
        if index < Self::COUNT { Some(Self(index as u8)) } else { None }
    }

    /// The square numbered `index`; for tables of squares built at compile
    /// time, where an index off the board is a mistake in the table.
    pub(crate) const fn nth(index: u8) -> Self {
        assert!((index as usize) < Self::COUNT, "a square off the board");
        Self(index)
    }

    /// Every square in row order from `a1`: index `i` holds square `i`.
    pub const fn every<const COUNT: usize>() -> [Self; COUNT] {
        assert!(COUNT == Self::COUNT, "one entry per square");
        let mut all = [Self(0); COUNT];
        let mut i = 0;
        while i < COUNT {
            all[i] = Self(i as u8);
            i += 1;
        }
        all
    }

    /// Its index, in row order from `a1`.
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

    /// Whether it lies on the board's edge (corners included).
    pub const fn on_edge(self) -> bool {
        let (c, r) = (self.column(), self.row());
        c == 0 || r == 0 || c == SIDE - 1 || r == SIDE - 1
    }

    /// How many orthogonal steps lead to `other`, the shortest way.
    pub const fn steps_to(self, other: Self) -> u8 {
        self.column().abs_diff(other.column()) + self.row().abs_diff(other.row())
    }

    /// Whether `other` is one of its (up to four) neighbours.
    pub const fn is_next_to(self, other: Self) -> bool {
        self.steps_to(other) == 1
    }

    /// The neighbouring square in `dir`, if any.
    pub const fn neighbour(self, dir: Dir) -> Option<Self> {
        match Self::NEIGHBOURS[self.0 as usize][dir as usize] {
            OFF_BOARD => None,
            n => Some(Self(n)),
        }
    }

    /// Every square's neighbours north, east, south and west, [`OFF_BOARD`]
    /// past the edge: move generation asks for neighbours in its innermost
    /// loops, and a lookup beats working them out from column and row.
    const NEIGHBOURS: [[u8; 4]; 256] = {
        let mut table = [[OFF_BOARD; 4]; 256];
        let mut i = 0;
        while i < Self::COUNT {
            let mut d = 0;
            while d < 4 {
                if let Some(n) = Self(i as u8).worked_out_neighbour(Dir::ALL[d]) {
                    table[i][d] = n.0;
                }
                d += 1;
            }
            i += 1;
        }
        table
    };

    const fn worked_out_neighbour(self, dir: Dir) -> Option<Self> {
        let (c, r) = (self.column(), self.row());
        match dir {
            Dir::North => Self::at(c, r + 1),
            Dir::East => Self::at(c + 1, r),
            Dir::South if r > 0 => Self::at(c, r - 1),
            Dir::West if c > 0 => Self::at(c - 1, r),
            _ => None,
        }
    }
}

impl<const SIDE: u8> fmt::Display for Square<SIDE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.column()), self.row() + 1)
    }
}

impl<const SIDE: u8> FromStr for Square<SIDE> {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let square = match s.trim().as_bytes() {
            [c @ b'a'..=b'z', r @ b'1'..=b'9'] => Self::at(c - b'a', r - b'1'),
            _ => None,
        };
        let last = Self::nth((Self::COUNT - 1) as u8);
        square.ok_or_else(|| ParseError::new(s, "a square", format!("expected a1 to {last}")))
    }
}

impl<const SIDE: u8> From<Square<SIDE>> for String {
    fn from(square: Square<SIDE>) -> String {
        square.to_string()
    }
}

impl<const SIDE: u8> TryFrom<String> for Square<SIDE> {
    type Error = ParseError;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Small = Square<3>;
    type Large = Square<5>;

    #[test]
    fn squares_read_and_write_as_a1_to_the_far_corner() {
        let small: [Small; 9] = Small::every();
        let large: [Large; 25] = Large::every();
        assert!(small.iter().all(|s| s.to_string().parse() == Ok(*s)));
        assert!(large.iter().all(|s| s.to_string().parse() == Ok(*s)));
        assert_eq!(large.map(Large::index), std::array::from_fn(|i| i));
        assert_eq!(Small::at(2, 2).map(|c| c.to_string()).as_deref(), Some("c3"));
        for bad in ["", "a", "d1", "a4", "a0", "A1", "b22"] {
            assert!(bad.parse::<Small>().is_err(), "{bad}");
        }
        assert_eq!(
            "f1".parse::<Large>().map_err(|e| e.to_string()),
            Err("`f1` is not a square: expected a1 to e5".to_owned())
        );
        assert_eq!(
            "a9".parse::<Small>().map_err(|e| e.to_string()),
            Err("`a9` is not a square: expected a1 to c3".to_owned())
        );
    }

    #[test]
    fn neighbours_stop_at_the_edges_and_lead_back() {
        let b2: Small = "b2".parse().expect("b2");
        let around: Vec<String> = Dir::ALL.iter().filter_map(|&d| b2.neighbour(d)).map(|c| c.to_string()).collect();
        assert_eq!(around, ["b3", "c2", "b1", "a2"]);
        let a1 = Large::nth(0);
        assert_eq!((a1.neighbour(Dir::South), a1.neighbour(Dir::West)), (None, None));
        let large: [Large; 25] = Large::every();
        for square in large {
            for dir in Dir::ALL {
                if let Some(n) = square.neighbour(dir) {
                    assert_eq!(n.neighbour(dir.opposite()), Some(square));
                }
            }
        }
        assert_eq!(large.iter().filter(|s| s.on_edge()).count(), 16);
    }

    #[test]
    fn steps_count_the_shortest_orthogonal_way() {
        let square = |name: &str| -> Large { name.parse().expect(name) };
        assert_eq!(square("c3").steps_to(square("c3")), 0);
        assert_eq!(square("c3").steps_to(square("d3")), 1);
        assert_eq!(square("a1").steps_to(square("e5")), 8);
        assert_eq!(square("b4").steps_to(square("d1")), 5);
        assert!(square("b4").is_next_to(square("b5")) && !square("b4").is_next_to(square("c5")));
    }

    #[test]
    fn turns_go_round_clockwise() {
        for dir in Dir::ALL {
            assert_eq!(dir.right().left(), dir);
            assert_eq!(dir.right().right(), dir.opposite());
        }
        assert_eq!(Dir::North.right(), Dir::East);
        assert_eq!(Dir::ALL.map(Dir::name), ["north", "east", "south", "west"]);
    }
}
