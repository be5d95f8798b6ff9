//! The board of Unicorn Jelly: the tiles in play on an unbounded grid of
//! squares, how each lies, and the empty squares bordering them where
//! tiles may go.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::action::TileId;
use super::pos::Pos;
use super::set::MAX_TILES;
use crate::error::SetupError;

/// How a tile on the board lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    /// In play.
    Up,
    /// Defeated: it stays, but does nothing and cannot be challenged.
    Down,
    /// A hidden landmine: nobody knows what it is until it is turned over.
    Mine,
}

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OnBoard {
    /// Where it lies.
    pub pos: Pos,
    /// Its design.
    pub tile: TileId,
    /// How it lies.
    pub face: Face,
}

/// The tiles in play, with an index of the [`SIDE`]×[`SIDE`] squares around the seed so
/// that "what lies here?" needs no search. Squares outside the window are
/// looked up in the list. Files hold only the list; the index is rebuilt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BoardData", into = "BoardData")]
pub(super) struct Board {
    tiles: ArrayVec<OnBoard, MAX_TILES>,
    /// Empty squares bordering the board, where tiles may go, in the order
    /// the legal actions list them.
    /// (A `tinyvec` list: its spare room may be written to without a branch.)
    pub(super) frontier: tinyvec::ArrayVec<[Pos; 2 * MAX_TILES + 4]>,
    /// For each square of the window, what lies there: nothing ([`EMPTY`]),
    /// a tile (its index plus one), or nothing but bordering the board
    /// ([`EDGE`] plus its place in the frontier, so that leaving the frontier
    /// needs no search).
    squares: Window<u16>,
    /// What each square of the window shows the tiles bordering it.
    shown: Window<Shown>,
}

/// A board as files hold it.
#[derive(Serialize, Deserialize)]
struct BoardData {
    tiles: Vec<OnBoard>,
    frontier: Vec<Pos>,
}

/// A value for each square of the [`SIDE`]×[`SIDE`] window around the seed.
#[derive(Clone, PartialEq, Eq)]
struct Window<T>([T; SIDE * SIDE]);

/// The side of the window of squares a [`Window`] covers, a power of two:
/// wide enough for nearly every game, small enough to clear and copy quickly.
const SIDE: usize = 32;

impl<T> std::fmt::Debug for Window<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Window(..)")
    }
}

/// What a square shows the tiles bordering it: the design of the tile lying
/// there face up, plus one; 0 for an empty square, a tile face down and a landmine.
pub(super) type Shown = u8;

/// A list of board indices (each fits in a byte: see [`MAX_TILES`]).
pub(super) type Indices = ArrayVec<u8, MAX_TILES>;

/// A set of board indices, one bit each: what combat asks "is this tile
/// among them?" of, over and over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Marks(u128);

const _: () = assert!(MAX_TILES <= 128, "a board index must fit in Marks");

impl Marks {
    /// Adds `index`; whether it was not there yet.
    pub(super) fn insert(&mut self, index: usize) -> bool {
        let bit = 1u128 << index;
        let new = self.0 & bit == 0;
        self.0 |= bit;
        new
    }

    /// Whether `index` is in the set.
    pub(super) fn contains(self, index: usize) -> bool {
        (self.0 >> index) & 1 == 1
    }
}

/// An empty square in `Board::squares`.
const EMPTY: u16 = 0;
/// An empty square bordering the board in `Board::squares`, plus its place in the frontier.
const EDGE: u16 = 1 << 8;

const _: () = assert!(MAX_TILES < EDGE as usize, "a tile's index plus one must stay below EDGE");

impl Board {
    const HALF: i16 = SIDE as i16 / 2;

    pub(super) fn new() -> Self {
        Self {
            tiles: ArrayVec::new(),
            frontier: tinyvec::ArrayVec::new(),
            squares: Window([EMPTY; SIDE * SIDE]),
            shown: Window([0; SIDE * SIDE]),
        }
    }

    fn square(pos: Pos) -> Option<usize> {
        // Both coordinates at once: outside the window, one of them is
        // negative or SIDE or more, and so SIDE or more as a `u16`.
        let (x, y) = (pos.x.wrapping_add(Self::HALF) as u16, pos.y.wrapping_add(Self::HALF) as u16);
        (usize::from(x | y) < SIDE).then(|| usize::from(y) * SIDE + usize::from(x))
    }

    pub(super) fn index_at(&self, pos: Pos) -> Option<usize> {
        match Self::square(pos) {
            Some(k) => self.tile_in(k),
            None => self.tiles.iter().position(|t| t.pos == pos),
        }
    }

    /// The index of the tile on square `k` of the window, if any.
    fn tile_in(&self, k: usize) -> Option<usize> {
        // Empty squares wrap to far above any index; edges lie above too.
        Some(usize::from(self.squares.0[k].wrapping_sub(1))).filter(|&i| i < MAX_TILES)
    }

    /// The tiles on the squares bordering `pos`, in the order of
    /// [`Pos::neighbours`]: each one's index, if a tile lies there.
    #[inline]
    pub(super) fn around(&self, pos: Pos) -> [Option<usize>; 4] {
        match Self::squares_around(pos) {
            Some(squares) => squares.map(|k| self.tile_in(k)),
            None => self.around_far(pos),
        }
    }

    /// [`Board::around`] by each square in turn, near the window's edge or beyond it.
    #[inline(never)]
    fn around_far(&self, pos: Pos) -> [Option<usize>; 4] {
        pos.neighbours().map(|n| self.index_at(n))
    }

    /// What the squares bordering `pos` show it, in the order of
    /// [`Pos::neighbours`]. Read with no branch on what lies there, which a
    /// random game makes unforeseeable.
    #[inline]
    pub(super) fn shown_around(&self, pos: Pos) -> [Shown; 4] {
        match Self::squares_around(pos) {
            Some(squares) => squares.map(|k| self.shown.0[k]),
            None => self.shown_around_far(pos),
        }
    }

    /// [`Board::shown_around`] by each square in turn, near the window's edge or beyond it.
    #[inline(never)]
    fn shown_around_far(&self, pos: Pos) -> [Shown; 4] {
        pos.neighbours().map(|n| self.index_at(n).map_or(0, |i| Self::shown(self.tiles[i])))
    }

    /// What a tile shows the tiles bordering it.
    fn shown(tile: OnBoard) -> Shown {
        if tile.face == Face::Up { tile.tile + 1 } else { 0 }
    }

    /// The squares of the window bordering `pos`, in the order of
    /// [`Pos::neighbours`], if they all lie inside it.
    #[inline]
    fn squares_around(pos: Pos) -> Option<[usize; 4]> {
        // With a square of the window to spare on every side, the bordering
        // squares lie at fixed steps from `pos`'s own: no square is worked out four times.
        let (x, y) = (pos.x.wrapping_add(Self::HALF - 1) as u16, pos.y.wrapping_add(Self::HALF - 1) as u16);
        (x.max(y) < SIDE as u16 - 2).then(|| {
            let k = (usize::from(y) + 1) * SIDE + usize::from(x) + 1;
            [k + SIDE, k + 1, k - SIDE, k - 1]
        })
    }

    /// Whether `pos` is marked as bordering the board: `None` outside the window.
    pub(super) fn marked_frontier(&self, pos: Pos) -> Option<bool> {
        Self::square(pos).map(|k| self.squares.0[k] >= EDGE)
    }

    /// Whether `pos` is an empty square bordering the board.
    pub(super) fn borders(&self, pos: Pos) -> bool {
        self.marked_frontier(pos).unwrap_or_else(|| self.frontier.contains(&pos))
    }

    /// Takes `pos` off the frontier, if it is there; the last square of the
    /// frontier takes its place.
    pub(super) fn leave_frontier(&mut self, pos: Pos) {
        let slot = match Self::square(pos) {
            Some(k) if self.squares.0[k] >= EDGE => {
                usize::from(std::mem::replace(&mut self.squares.0[k], EMPTY) - EDGE)
            }
            Some(_) => return,
            None => match self.frontier.iter().position(|&p| p == pos) {
                Some(slot) => slot,
                None => return,
            },
        };
        self.frontier.swap_remove(slot);
        if let Some(&moved) = self.frontier.get(slot) {
            self.mark(moved, EDGE + slot as u16);
        }
    }

    /// Adds `pos`, an empty square, to the frontier, marked with its place.
    fn join_frontier(&mut self, pos: Pos) {
        self.mark(pos, EDGE + self.frontier.len() as u16);
        self.frontier.push(pos);
    }

    fn mark(&mut self, pos: Pos, value: u16) {
        if let Some(k) = Self::square(pos) {
            self.squares.0[k] = value;
        }
    }

    /// Keeps what the tile at `index` shows its neighbours up to date.
    fn show(&mut self, index: usize) {
        let tile = self.tiles[index];
        self.show_at(tile.pos, Self::shown(tile));
    }

    /// Sets what `pos` shows its neighbours, if it lies in the window.
    fn show_at(&mut self, pos: Pos, shown: Shown) {
        if let Some(k) = Self::square(pos) {
            self.shown.0[k] = shown;
        }
    }

    pub(super) fn push(&mut self, tile: OnBoard) -> Result<usize, SetupError> {
        self.tiles.try_push(tile).map_err(|_| SetupError::new(format!("a game holds at most {MAX_TILES} tiles")))?;
        let index = self.tiles.len() - 1;
        self.mark(tile.pos, index as u16 + 1);
        self.show(index);
        Ok(index)
    }

    /// Moves the tile at `index` to `to`; the frontier must be rebuilt after.
    pub(super) fn relocate(&mut self, index: usize, to: Pos) {
        let from = self.tiles[index].pos;
        self.mark(from, EMPTY);
        self.show_at(from, 0);
        self.tiles[index].pos = to;
        self.mark(to, index as u16 + 1);
        self.show(index);
    }
}

impl std::ops::Deref for Board {
    type Target = [OnBoard];
    fn deref(&self) -> &[OnBoard] {
        &self.tiles
    }
}

impl std::ops::Index<usize> for Board {
    type Output = OnBoard;
    fn index(&self, index: usize) -> &OnBoard {
        &self.tiles[index]
    }
}

impl Board {
    /// Adds the empty squares bordering `pos` that are not on the frontier yet.
    pub(super) fn add_around(&mut self, pos: Pos) {
        match Self::squares_around(pos) {
            Some(squares) => {
                for (k, n) in squares.into_iter().zip(pos.neighbours()) {
                    self.add_square(k, n);
                }
            }
            None => {
                for n in pos.neighbours() {
                    match Self::square(n) {
                        Some(k) => self.add_square(k, n),
                        None if self.index_at(n).is_none() && !self.frontier.contains(&n) => self.join_frontier(n),
                        None => {}
                    }
                }
            }
        }
    }

    /// Adds `pos`, square `k` of the window, to the frontier if it is empty and not there yet.
    #[inline]
    fn add_square(&mut self, k: usize, pos: Pos) {
        // No branch on whether the square is empty, which a random game
        // makes unforeseeable: `pos` goes to the frontier's end either
        // way and stays only if it joins. There is room for it: a board
        // of n tiles borders at most 2n + 2 empty squares.
        let (slot, square) = (self.frontier.len(), self.squares.0[k]);
        let joins = square == EMPTY;
        self.frontier.set_len(slot + 1);
        self.frontier[slot] = pos;
        self.frontier.set_len(slot + usize::from(joins));
        self.squares.0[k] = std::hint::select_unpredictable(joins, EDGE + slot as u16, square);
    }

    /// The frontier worked out from scratch (after a jump).
    pub(super) fn rebuild_frontier(&mut self) {
        for pos in std::mem::take(&mut self.frontier) {
            if self.marked_frontier(pos) == Some(true) {
                self.mark(pos, EMPTY);
            }
        }
        for i in 0..self.tiles.len() {
            self.add_around(self.tiles[i].pos);
        }
    }

    /// Turns the tile at `index` over (its square stays).
    pub(super) fn set_face(&mut self, index: usize, face: Face) {
        self.tiles[index].face = face;
        self.show(index);
    }

    /// Puts `tile` in place of the one at `index`, on the same square.
    pub(super) fn replace(&mut self, index: usize, tile: OnBoard) {
        self.tiles[index] = OnBoard { pos: self.tiles[index].pos, ..tile };
        self.show(index);
    }
}

impl TryFrom<BoardData> for Board {
    type Error = SetupError;
    fn try_from(data: BoardData) -> Result<Self, SetupError> {
        let mut board = Board::new();
        for tile in data.tiles {
            board.push(tile)?;
        }
        for pos in data.frontier {
            if board.index_at(pos).is_some() || board.frontier.contains(&pos) {
                return Err(SetupError::new(format!("{pos} cannot border the board twice or hold a tile")));
            }
            if board.frontier.len() == board.frontier.capacity() {
                return Err(SetupError::new("the board's edge is too long".to_owned()));
            }
            board.join_frontier(pos);
        }
        Ok(board)
    }
}

impl From<Board> for BoardData {
    fn from(board: Board) -> Self {
        Self { tiles: board.tiles.to_vec(), frontier: board.frontier.to_vec() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks every lookup of `board` against a search of its list, on every
    /// square out to `reach` and one beyond.
    fn check_lookups(board: &Board, reach: i16) {
        let listed = |p: Pos| board.iter().position(|t| t.pos == p);
        let shown = |p: Pos| listed(p).map_or(0, |i| if board[i].face == Face::Up { board[i].tile + 1 } else { 0 });
        for x in -reach - 1..=reach + 1 {
            for y in -reach - 1..=reach + 1 {
                let pos = Pos::new(x, y);
                assert_eq!(board.index_at(pos), listed(pos), "{pos}");
                assert_eq!(board.around(pos), pos.neighbours().map(listed), "around {pos}");
                assert_eq!(board.shown_around(pos), pos.neighbours().map(shown), "shown around {pos}");
            }
        }
    }

    #[test]
    fn lookups_agree_inside_on_the_edge_of_and_beyond_the_window() {
        // A cross of tiles from the seed out past every side of the window,
        // lying every way a tile can.
        let mut board = Board::new();
        let reach = Board::HALF + 3;
        let mut spots = vec![Pos::ORIGIN];
        for d in 1..=reach {
            spots.extend([Pos::new(d, 0), Pos::new(-d, 0), Pos::new(0, d), Pos::new(0, -d)]);
        }
        let faces = [Face::Up, Face::Down, Face::Up, Face::Mine];
        for (i, &pos) in spots.iter().enumerate() {
            let tile = OnBoard { pos, tile: (i % 7) as TileId, face: faces[i % 4] };
            board.push(tile).expect("a cross of 77 tiles fits on a board");
        }
        check_lookups(&board, reach);
        // Tiles turned over, covered and moved, inside the window and beyond it.
        for (i, &pos) in spots.iter().enumerate() {
            match i % 5 {
                0 => board.set_face(i, Face::Down),
                1 => board.set_face(i, Face::Up),
                2 => board.replace(i, OnBoard { pos, tile: 6, face: Face::Up }),
                3 => board.relocate(i, Pos::new(pos.x + 1, pos.y + 1)),
                _ => {}
            }
        }
        check_lookups(&board, reach + 1);
    }
}
