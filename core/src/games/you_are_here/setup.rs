//! Exact starting positions for scenario files.

use serde::Deserialize;

use std::sync::Arc;

use super::board::Cell;
use super::card::{self, Card, CardId, MAX_DECK};
use super::options::Options;
use super::state::{HAND_SIZE, Placed, YouAreHere};
use crate::error::SetupError;
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
    /// Each player's hand, by card name: one list per player (the first
    /// Parlour wrote the two as a tuple, `(["Probe"], ["Arrow"])`).
    #[serde(deserialize_with = "crate::format::list_or_tuple")]
    pub hands: Vec<Vec<String>>,
    /// Each player's draw pile, by card name, the next card to draw first;
    /// one list per player, or none for no piles.
    #[serde(deserialize_with = "crate::format::list_or_tuple")]
    pub piles: Vec<Vec<String>>,
    /// Cards already on the board.
    pub board: Vec<SetupPlaced>,
}

impl Default for Setup {
    fn default() -> Self {
        Self { cards: None, first: Seat(0), hands: Vec::new(), piles: Vec::new(), board: Vec::new() }
    }
}

impl Setup {
    /// The game this setup describes, with `options` (checked already).
    pub fn build(&self, options: &Options) -> Result<YouAreHere, SetupError> {
        let cards: Vec<Card> = self.cards.clone().unwrap_or_else(|| card::starter_deck().to_vec());
        let (catalogue, _) = card::catalogue(&[cards, Vec::new()])?;
        let mut problems = Vec::new();
        let mut game = YouAreHere::empty(Arc::clone(&catalogue), options);
        if self.hands.len() != 2 || self.piles.len() > 2 {
            problems.push("`hands` needs one list per player (two), `piles` at most two".to_owned());
        }
        let none = Vec::new();
        for seat in 0..2 {
            let hand = card_ids(&catalogue, self.hands.get(seat).unwrap_or(&none), &mut problems);
            let mut pile = card_ids(&catalogue, self.piles.get(seat).unwrap_or(&none), &mut problems);
            pile.reverse();
            if game.hands[seat].try_extend_from_slice(&hand).is_err() {
                problems.push(format!("Player {}'s hand has more than {HAND_SIZE} cards", seat + 1));
            }
            if game.piles[seat].try_extend_from_slice(&pile).is_err() {
                problems.push(format!("Player {}'s pile has more than {MAX_DECK} cards", seat + 1));
            }
        }
        game.lay_out(&self.board, &mut problems);
        if self.first.index() > 1 {
            problems.push(format!("`first` is seat {}, but seats are 0 and 1", self.first.0));
        }
        game.turn = Seat(self.first.0.min(1));
        let empty = game.board.iter().filter(|c| c.is_none()).count();
        for seat in Seat::all(2) {
            let needed = if seat == game.turn { empty.div_ceil(2) } else { empty / 2 };
            let pile = if game.draw { game.piles[seat.index()].len() } else { 0 };
            let available = game.hands[seat.index()].len() + pile;
            if available < needed {
                problems.push(format!("{seat} needs {needed} cards to fill the board but has {available}"));
            }
        }
        problems.dedup();
        if problems.is_empty() { Ok(game) } else { Err(SetupError::new(problems.join("; "))) }
    }
}

impl YouAreHere {
    /// Puts a scenario's cards on the board, noting every problem.
    pub(super) fn lay_out(&mut self, board: &[SetupPlaced], problems: &mut Vec<String>) {
        for placed in board {
            let cell = match placed.cell.parse::<Cell>() {
                Ok(cell) => cell,
                Err(e) => {
                    problems.push(e.to_string());
                    continue;
                }
            };
            if placed.owner.index() > 1 {
                problems.push(format!("the card on {cell} has owner {}, but seats are 0 and 1", placed.owner.0));
            } else if self.board[cell.index()].is_some() {
                problems.push(format!("two cards are placed on {cell}"));
            } else if let Some(&card) = card_ids(&self.cards, std::slice::from_ref(&placed.card), problems).first() {
                self.set_on(cell, Placed { card, owner: placed.owner });
            }
        }
    }
}

/// The ids of the cards named, noting each name that is not in `cards`.
fn card_ids(cards: &[Card], names: &[String], problems: &mut Vec<String>) -> Vec<CardId> {
    names
        .iter()
        .filter_map(|name| {
            let id = cards.iter().position(|c| c.name == *name).map(|i| i as CardId);
            if id.is_none() {
                problems.push(format!("no card is named `{name}`"));
            }
            id
        })
        .collect()
}
