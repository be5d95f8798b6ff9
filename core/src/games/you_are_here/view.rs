//! What one seat can see of a game of You Are Here, and its public JSON
//! shape (`parlour scenario --json`): squares and cards by name.

use std::sync::Arc;

use serde::Serialize;

use super::board::{Cell, CellSet};
use super::card::{Card, CardId};
use super::state::Placed;
use crate::hand::{HandView, PublicHand};
use crate::seat::Seat;

/// The state as one seat (or a spectator) sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(into = "PublicView")]
pub struct View {
    /// Whose view this is; `None` for a spectator.
    pub viewer: Option<Seat>,
    /// The game's card list, indexed by card id.
    pub cards: Arc<[Card]>,
    /// The board, `a1` first, row by row.
    pub board: [Option<Placed>; 9],
    /// Each player's hand.
    pub hands: [HandView<CardId>; 2],
    /// How many cards each player has left to draw.
    pub piles: [usize; 2],
    /// Whose turn it is.
    pub turn: Seat,
    /// Whose decision it is, `None` when the game is over.
    pub to_act: Option<Seat>,
    /// The cards a pending cascade choice is between.
    pub choice: CellSet,
    /// Each player's score now.
    pub scores: [i32; 2],
}

/// A card on the board in the public shape.
#[derive(Clone, Debug, Serialize)]
pub struct PublicPlaced {
    /// Its square, `a1`..`c3`.
    pub cell: Cell,
    /// The card's name.
    pub card: String,
    /// Who controls it.
    pub owner: Seat,
}

/// [`View`] in the public shape: the cards on the board (empty squares left
/// out), each hand as `{count, cards}`, the cells of a pending cascade choice.
#[derive(Clone, Debug, Serialize)]
pub struct PublicView {
    /// Whose view this is; `null` for a spectator.
    pub viewer: Option<Seat>,
    /// The cards on the board.
    pub board: Vec<PublicPlaced>,
    /// Each player's hand.
    pub hands: Vec<PublicHand>,
    /// How many cards each player has left to draw.
    pub piles: [usize; 2],
    /// Whose turn it is.
    pub turn: Seat,
    /// Whose decision it is; `null` when the game is over.
    pub to_act: Option<Seat>,
    /// The cells a pending cascade choice is between.
    pub choice: CellSet,
    /// Each player's score now.
    pub scores: [i32; 2],
}

impl From<View> for PublicView {
    fn from(view: View) -> Self {
        let name = |id: &CardId| view.cards.get(usize::from(*id)).map_or_else(String::new, |c| c.name.clone());
        PublicView {
            viewer: view.viewer,
            board: Cell::ALL
                .into_iter()
                .filter_map(|cell| {
                    let placed = view.board[cell.index()]?;
                    Some(PublicPlaced { cell, card: name(&placed.card), owner: placed.owner })
                })
                .collect(),
            hands: view.hands.iter().map(|hand| hand.public(name)).collect(),
            piles: view.piles,
            turn: view.turn,
            to_act: view.to_act,
            choice: view.choice,
            scores: view.scores,
        }
    }
}
