//! What one seat can see of a game of Unicorn Jelly.

use std::sync::Arc;

use serde::Serialize;

use super::action::TileId;
use super::pos::Pos;
use super::state::Face;
use super::tile::TileDef;
use crate::seat::Seat;

/// A tile on the board as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SeenTile {
    /// Where it lies.
    pub pos: Pos,
    /// Its design, unless it is a hidden landmine.
    pub tile: Option<TileId>,
    /// Face up, face down (defeated) or a hidden landmine.
    pub face: Face,
}

/// The state as one seat (or a spectator) sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Whose view this is.
    pub viewer: Option<Seat>,
    /// The set's designs, indexed by tile number.
    pub designs: Arc<[TileDef]>,
    /// The tiles in play.
    pub board: Vec<SeenTile>,
    /// Tiles covered and out of play, where they lie.
    pub covered: Vec<(Pos, TileId)>,
    /// Each player's hand: the designs if the viewer may see them, else only how many.
    pub hands: Vec<Result<Vec<TileId>, usize>>,
    /// Tiles left to draw.
    pub pile: usize,
    /// Points so far.
    pub scores: Vec<i32>,
    /// Whose turn it is.
    pub turn: Seat,
    /// Whose decision it is.
    pub to_act: Option<Seat>,
}
