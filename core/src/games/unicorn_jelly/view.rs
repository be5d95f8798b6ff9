//! What one seat can see of a game of Unicorn Jelly, and its public JSON
//! shape (`parlour scenario --json`): squares as `X,Y`, tiles by name.

use std::sync::Arc;

use serde::Serialize;

use super::action::TileId;
use super::pos::Pos;
use super::state::Face;
use super::tile::TileDef;
use crate::hand::{HandView, PublicHand};
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
#[serde(into = "PublicView")]
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
    pub hands: Vec<HandView<TileId>>,
    /// Tiles left to draw.
    pub pile: usize,
    /// Points so far.
    pub scores: Vec<i32>,
    /// Whose turn it is.
    pub turn: Seat,
    /// Whose decision it is.
    pub to_act: Option<Seat>,
}

/// A tile in the public shape.
#[derive(Clone, Debug, Serialize)]
pub struct PublicTile {
    /// Its square, `X,Y`.
    pub pos: Pos,
    /// Its design's name; null for a hidden landmine.
    pub tile: Option<String>,
    /// `Up`, `Down` (defeated) or `Mine` (hidden).
    pub face: Face,
}

/// [`View`] in the public shape.
#[derive(Clone, Debug, Serialize)]
pub struct PublicView {
    /// Whose view this is; null for a spectator.
    pub viewer: Option<Seat>,
    /// The tiles in play.
    pub board: Vec<PublicTile>,
    /// Tiles covered and out of play.
    pub covered: Vec<PublicTile>,
    /// Each player's hand.
    pub hands: Vec<PublicHand>,
    /// Tiles left to draw.
    pub pile: usize,
    /// Points so far.
    pub scores: Vec<i32>,
    /// Whose turn it is.
    pub turn: Seat,
    /// Whose decision it is; null once the game is over.
    pub to_act: Option<Seat>,
}

impl From<View> for PublicView {
    fn from(view: View) -> Self {
        let name = |id: &TileId| view.designs.get(usize::from(*id)).map_or_else(String::new, |d| d.name.clone());
        PublicView {
            viewer: view.viewer,
            board: view
                .board
                .iter()
                .map(|t| PublicTile { pos: t.pos, tile: t.tile.as_ref().map(name), face: t.face })
                .collect(),
            covered: view
                .covered
                .iter()
                .map(|(pos, tile)| PublicTile { pos: *pos, tile: Some(name(tile)), face: Face::Down })
                .collect(),
            hands: view.hands.iter().map(|hand| hand.public(name)).collect(),
            pile: view.pile,
            scores: view.scores,
            turn: view.turn,
            to_act: view.to_act,
        }
    }
}
