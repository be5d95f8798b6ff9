//! What one seat can see of a game of You Are Here.

use std::sync::Arc;

use serde::Serialize;

use super::board::CellSet;
use super::card::{Card, CardId};
use super::state::Placed;
use crate::seat::Seat;

/// A hand as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum HandView {
    /// The cards, in hand order.
    Shown(Vec<CardId>),
    /// Only how many there are.
    Hidden(usize),
}

impl HandView {
    /// How many cards the hand holds.
    pub fn len(&self) -> usize {
        match self {
            HandView::Shown(cards) => cards.len(),
            HandView::Hidden(n) => *n,
        }
    }

    /// Whether the hand is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The state as one seat (or a spectator) sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Whose view this is; `None` for a spectator.
    pub viewer: Option<Seat>,
    /// The game's card list, indexed by card id.
    pub cards: Arc<[Card]>,
    /// The board, `a1` first, row by row.
    pub board: [Option<Placed>; 9],
    /// Each player's hand.
    pub hands: [HandView; 2],
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
