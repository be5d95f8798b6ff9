//! The 3×3 board: its cells (squares of [`crate::grid`], with their
//! directions and neighbours) and sets of cells.
//!
//! Cells are written `a1`..`c3`: columns `a`–`c` from Player 1's left to
//! right, rows `1`–`3` from Player 1's side (south) to Player 2's (north).

use serde::{Deserialize, Serialize};

use crate::grid;
pub use crate::grid::Dir;

/// One of the nine squares, 0..9 in row order from `a1`.
pub type Cell = grid::Square<3>;

impl Cell {
    /// All nine cells, `a1` first.
    pub const ALL: [Cell; 9] = Cell::every();
}

/// A set of cells, written in files and JSON as the list of its cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Cell>", from = "Vec<Cell>")]
pub struct CellSet(u16);

impl From<CellSet> for Vec<Cell> {
    fn from(set: CellSet) -> Self {
        set.iter().collect()
    }
}

impl From<Vec<Cell>> for CellSet {
    fn from(cells: Vec<Cell>) -> Self {
        cells.into_iter().fold(CellSet::EMPTY, CellSet::with)
    }
}

/// The number of cells in each set of the nine, by its bits: a table, as
/// the baseline x86-64 processor has no instruction that counts bits.
const CELL_COUNTS: [u8; 512] = {
    let mut counts = [0; 512];
    let mut bits = 1;
    while bits < 512 {
        counts[bits] = counts[bits >> 1] + (bits & 1) as u8;
        bits += 1;
    }
    counts
};

/// The `n`th cell of each set of the nine, by its bits, or 9 past its last:
/// a table, as clearing bits one by one until the `n`th costs a branch the
/// processor cannot foresee.
const NTH_CELLS: [[u8; 9]; 512] = {
    let mut table = [[9; 9]; 512];
    let mut bits = 0;
    while bits < 512 {
        let (mut cell, mut n) = (0, 0);
        while cell < 9 {
            if bits & 1 << cell != 0 {
                table[bits][n] = cell as u8;
                n += 1;
            }
            cell += 1;
        }
        bits += 1;
    }
    table
};

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);

    /// The set whose bit `i` stands for the cell of index `i`.
    pub(crate) const fn from_bits(bits: u16) -> Self {
        CellSet(bits & 0x1ff)
    }

    /// This set with `cell` added.
    #[must_use]
    pub const fn with(self, cell: Cell) -> Self {
        CellSet(self.0 | 1 << cell.index())
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.index()) != 0
    }

    /// How many cells are in it.
    pub const fn len(self) -> usize {
        CELL_COUNTS[self.0 as usize] as usize
    }

    /// Whether it is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The `n`th cell of the set, counting from `a1` and from 0.
    pub fn nth(self, n: usize) -> Option<Cell> {
        NTH_CELLS[self.0 as usize].get(n).and_then(|&cell| Cell::from_index(usize::from(cell)))
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
    fn a_set_counts_its_cells() {
        for bits in 0..512u16 {
            let set = CellSet::from_bits(bits);
            assert_eq!(set.len(), set.iter().count(), "{bits:09b}");
        }
    }

    #[test]
    fn the_nth_cell_of_a_set_is_its_nth_in_order() {
        for bits in 0..512u16 {
            let set = CellSet::from_bits(bits);
            let cells: Vec<Cell> = (0..=9).map_while(|n| set.nth(n)).collect();
            assert_eq!(cells, set.iter().collect::<Vec<_>>(), "{bits:09b}");
        }
    }
}
