//! What happens in a game of You Are Here, for logs and animations.

use serde::Serialize;

use super::board::{Cell, CellSet};
use super::card::CardId;
use crate::outcome::Outcome;
use crate::seat::Seat;

/// Something an action caused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A card was placed from hand, marked corner toward its owner.
    Placed {
        /// Who placed it.
        seat: Seat,
        /// Which card.
        card: CardId,
        /// Where.
        cell: Cell,
    },
    /// A card was captured and turned 180° to face its new owner.
    Flipped {
        /// Where it lies.
        cell: Cell,
        /// Which card.
        card: CardId,
        /// Its new owner.
        to: Seat,
        /// The capturing card's square.
        by: Cell,
        /// The capturing card's touching edge.
        attack: u8,
        /// The captured card's touching edge, before the turn.
        defence: u8,
    },
    /// More than one card could be flipped next: `seat` must choose one.
    MustChoose {
        /// Who chooses.
        seat: Seat,
        /// The square the cascade goes on from.
        from: Cell,
        /// The cards that could be flipped.
        candidates: CellSet,
    },
    /// A card was drawn.
    Drew {
        /// Who drew.
        seat: Seat,
        /// The card (only its owner, or everyone with open hands, sees which).
        card: CardId,
    },
    /// The board is full: the game is over.
    Ended {
        /// The result.
        outcome: Outcome,
        /// Each player's final count.
        scores: [i32; 2],
    },
}

/// An event in the public JSON shape: an object whose `event` names the kind
/// (`placed`, `flipped`, `must_choose`, `drew`, `ended`), cards by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum PublicEvent {
    /// A card was placed from hand.
    Placed {
        /// Who placed it.
        seat: Seat,
        /// The card's name.
        card: String,
        /// Where.
        cell: Cell,
    },
    /// A card was captured and turned to face its new owner.
    Flipped {
        /// Where it lies.
        cell: Cell,
        /// The card's name.
        card: String,
        /// Its new owner.
        to: Seat,
        /// The capturing card's square.
        by: Cell,
        /// The capturing card's touching edge.
        attack: u8,
        /// The captured card's touching edge, before the turn.
        defence: u8,
    },
    /// `seat` must choose which card a cascade flips next.
    MustChoose {
        /// Who chooses.
        seat: Seat,
        /// The square the cascade goes on from.
        from: Cell,
        /// The cards that could be flipped.
        candidates: CellSet,
    },
    /// A card was drawn; `card` is null for a viewer who may not see it.
    Drew {
        /// Who drew.
        seat: Seat,
        /// The card's name, if the viewer may see it.
        card: Option<String>,
    },
    /// The board is full: the game is over.
    Ended {
        /// The result.
        outcome: Outcome,
        /// Each player's final count.
        scores: [i32; 2],
    },
}
