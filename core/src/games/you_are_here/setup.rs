//! Exact starting positions for scenario files.

use serde::Deserialize;

use super::card::Card;
use crate::seat::Seat;

/// A card already on the board in a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupPlaced {
    /// The square, e.g. `"b2"`.
    pub cell: String,
    /// The card's name.
    pub card: String,
    /// Its owner, which also fixes its orientation.
    pub owner: Seat,
}

/// An exact position: no chance is left to a seed. An absent part is as at
/// the start of a game; an empty list means empty.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    /// The cards used, defined inline; their order gives the card numbers of
    /// the notation. Absent means the starter deck's cards.
    pub cards: Option<Vec<Card>>,
    /// Who acts first.
    pub first: Seat,
    /// Each player's hand, by card name: one list per player.
    pub hands: Vec<Vec<String>>,
    /// Each player's draw pile, by card name, the next card to draw first;
    /// one list per player, or none for no piles.
    pub piles: Vec<Vec<String>>,
    /// Cards already on the board.
    pub board: Vec<SetupPlaced>,
}

impl Default for Setup {
    fn default() -> Self {
        Self { cards: None, first: Seat(0), hands: Vec::new(), piles: Vec::new(), board: Vec::new() }
    }
}
