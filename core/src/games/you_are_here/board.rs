//! The 3×3 board: cells, directions and neighbours.
//!
//! Cells are written `a1`..`c3`: columns `a`–`c` from Player 1's left to
//! right, rows `1`–`3` from Player 1's side (south) to Player 2's (north).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the nine squares, 0..9 in row order from `a1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Cell(u8);

/// A direction on the board, in board coordinates (north is away from Player 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// Toward Player 2.
    North = 0,
    /// Player 1's right.
    East = 1,
    /// Toward Player 1.
    South = 2,
    /// Player 1's left.
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
}

impl Cell {
    /// All nine cells, `a1` first.
    pub const ALL: [Cell; 9] = [Cell(0), Cell(1), Cell(2), Cell(3), Cell(4), Cell(5), Cell(6), Cell(7), Cell(8)];

    /// The cell at `column` (0 = a) and `row` (0 = row 1), if on the board.
    pub const fn at(column: u8, row: u8) -> Option<Cell> {
        if column < 3 && row < 3 { Some(Cell(row * 3 + column)) } else { None }
    }

    /// The cell's index, 0..9.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its column, 0 for `a`.
    pub const fn column(self) -> u8 {
        self.0 % 3
    }

    /// Its row, 0 for row 1.
    pub const fn row(self) -> u8 {
        self.0 / 3
    }

    /// The neighbouring cell in `dir`, if any.
    pub const fn neighbour(self, dir: Dir) -> Option<Cell> {
        let (c, r) = (self.column(), self.row());
        match dir {
            Dir::North => Cell::at(c, r + 1),
            Dir::East => Cell::at(c + 1, r),
            Dir::South if r > 0 => Cell::at(c, r - 1),
            Dir::West if c > 0 => Cell::at(c - 1, r),
            _ => None,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.column()), self.row() + 1)
    }
}

impl FromStr for Cell {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bytes = s.as_bytes();
        let cell = match bytes {
            [c @ b'a'..=b'c', r @ b'1'..=b'3'] => Cell::at(c - b'a', r - b'1'),
            _ => None,
        };
        cell.ok_or_else(|| format!("`{s}` is not a square: expected a1 to c3"))
    }
}

impl From<Cell> for String {
    fn from(cell: Cell) -> String {
        cell.to_string()
    }
}

impl TryFrom<String> for Cell {
    type Error = String;

    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// A set of cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CellSet(u16);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);

    /// This set with `cell` added.
    #[must_use]
    pub const fn with(self, cell: Cell) -> Self {
        CellSet(self.0 | 1 << cell.0)
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.0) != 0
    }

    /// How many cells are in it.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether it is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cells, `a1` first.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        Cell::ALL.into_iter().filter(move |&c| self.contains(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_from_player_one_side() {
        assert_eq!(Cell::at(0, 0).map(|c| c.to_string()).as_deref(), Some("a1"));
        assert_eq!(Cell::at(2, 2).map(|c| c.to_string()).as_deref(), Some("c3"));
        for cell in Cell::ALL {
            assert_eq!(cell.to_string().parse(), Ok(cell));
        }
        for bad in ["", "a", "d1", "a4", "a0", "A1", "b22"] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        let b2: Cell = "b2".parse().expect("b2");
        let around: Vec<String> = Dir::ALL.iter().filter_map(|&d| b2.neighbour(d)).map(|c| c.to_string()).collect();
        assert_eq!(around, ["b3", "c2", "b1", "a2"]);
        let a1: Cell = "a1".parse().expect("a1");
        assert_eq!(a1.neighbour(Dir::South), None);
        assert_eq!(a1.neighbour(Dir::West), None);
        for cell in Cell::ALL {
            for dir in Dir::ALL {
                if let Some(n) = cell.neighbour(dir) {
                    assert_eq!(n.neighbour(dir.opposite()), Some(cell));
                }
            }
        }
    }
}
