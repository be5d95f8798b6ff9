//! Wonderland's actions and their notation. Cards are written as in
//! [`crate::cards`], hedges as `p2.4` (Player 2's garden, fourth from the
//! left), directions `cw` (clockwise, rightward into the next garden) or
//! `ccw`:
//!
//! - `guard 7c` — choose a guardsman (at the start, unseen by the others
//!   until everyone has), or put a new one on one's central hedge.
//! - `move 7c cw` — discard 7♣, the guardsman walks seven hedges clockwise.
//! - `hearts 7c ccw` — the same, moving the Queen of Hearts instead.
//! - `paint 9s` — discard 9♠ to paint the hedge under the guardsman.
//! - `jack Jd on p1.3`, `queen Qc on p2.4`, `king Ks` — face cards.
//! - `hearts play` — put the Queen of Hearts into play on one's central
//!   hedge (`queen Qh on p2.4` plays her as a Queen).
//! - `end` — end the turn; `discard 5h` — down to five cards after drawing.
//! - `cancel`, `let` — a King's holder answers a face card.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::ring::{Dir, Hedge};
use crate::cards::{Card, Rank, Suit};
use crate::error::NotationError;

/// The Queen of Hearts.
pub const QUEEN_OF_HEARTS: Card = Card::new(Rank::QUEEN, Suit::Hearts);

/// A decision in a game of Wonderland, written in its notation in files and JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Action {
    /// Choose a guardsman, or put a new one on one's central hedge.
    Guard(Card),
    /// Discard `card` and walk the guardsman its value.
    Move {
        /// The card discarded.
        card: Card,
        /// Which way round.
        dir: Dir,
    },
    /// Discard `card` and move the Queen of Hearts its value.
    Stalk {
        /// The card discarded.
        card: Card,
        /// Which way round.
        dir: Dir,
    },
    /// Discard `card` to paint the hedge under the guardsman.
    Paint(Card),
    /// A Jack paints `hedge` of one's garden, where a rival's guardsman stands.
    Jack {
        /// The Jack.
        card: Card,
        /// The hedge.
        hedge: Hedge,
    },
    /// A Queen turns the painted `hedge` face up again.
    Queen {
        /// The Queen (the Queen of Hearts too).
        card: Card,
        /// The hedge.
        hedge: Hedge,
    },
    /// A King goes face up in front of its player, to cancel a face card later.
    King(Card),
    /// The Queen of Hearts goes into play on one's central hedge.
    Hearts,
    /// End the turn: draw, discard down, turn up the draw pile's top card.
    End,
    /// Discard a card, down to five.
    Discard(Card),
    /// Discard a King from in front of one to cancel the face card just played.
    Cancel,
    /// Let the face card take effect.
    Let,
}

impl Action {
    /// The card from the hand the action uses: the one discarded, painted
    /// with, walked or put down (the Queen of Hearts brought into play
    /// too); `None` for ending the turn and for a King holder's answer.
    pub fn card(self) -> Option<Card> {
        match self {
            Action::Guard(card)
            | Action::Move { card, .. }
            | Action::Stalk { card, .. }
            | Action::Paint(card)
            | Action::Jack { card, .. }
            | Action::Queen { card, .. }
            | Action::King(card)
            | Action::Discard(card) => Some(card),
            Action::Hearts => Some(QUEEN_OF_HEARTS),
            Action::End | Action::Cancel | Action::Let => None,
        }
    }

    /// The Jack, Queen or King a face card's play puts down, which a King
    /// in front of another player may cancel.
    pub fn face_card(self) -> Option<Card> {
        match self {
            Action::Jack { card, .. } | Action::Queen { card, .. } | Action::King(card) => Some(card),
            _ => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Guard(card) => write!(f, "guard {card}"),
            Action::Move { card, dir } => write!(f, "move {card} {}", dir.word()),
            Action::Stalk { card, dir } => write!(f, "hearts {card} {}", dir.word()),
            Action::Paint(card) => write!(f, "paint {card}"),
            Action::Jack { card, hedge } => write!(f, "jack {card} on {hedge}"),
            Action::Queen { card, hedge } => write!(f, "queen {card} on {hedge}"),
            Action::King(card) => write!(f, "king {card}"),
            Action::Hearts => f.write_str("hearts play"),
            Action::End => f.write_str("end"),
            Action::Discard(card) => write!(f, "discard {card}"),
            Action::Cancel => f.write_str("cancel"),
            Action::Let => f.write_str("let"),
        }
    }
}

crate::text::written_as_text!(Action);

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, NotationError> {
        let error = |reason: &str| NotationError::new(text, reason);
        let words: Vec<&str> = text.split_whitespace().collect();
        let card = |word: &str| word.parse::<Card>().map_err(|e| NotationError::new(text, e.to_string()));
        let hedge = |word: &str| word.parse::<Hedge>().map_err(|e| NotationError::new(text, e.to_string()));
        let dir = |word: &str| match word {
            "cw" => Ok(Dir::Cw),
            "ccw" => Ok(Dir::Ccw),
            _ => Err(error("a move goes `cw` (clockwise) or `ccw`")),
        };
        match words.as_slice() {
            ["guard", c] => Ok(Action::Guard(card(c)?)),
            ["move", c, d] => Ok(Action::Move { card: card(c)?, dir: dir(d)? }),
            ["hearts", "play"] => Ok(Action::Hearts),
            ["hearts", c, d] => Ok(Action::Stalk { card: card(c)?, dir: dir(d)? }),
            ["paint", c] => Ok(Action::Paint(card(c)?)),
            ["jack", c, "on", h] => Ok(Action::Jack { card: card(c)?, hedge: hedge(h)? }),
            ["queen", c, "on", h] => Ok(Action::Queen { card: card(c)?, hedge: hedge(h)? }),
            ["king", c] => Ok(Action::King(card(c)?)),
            ["end"] => Ok(Action::End),
            ["discard", c] => Ok(Action::Discard(card(c)?)),
            ["cancel"] => Ok(Action::Cancel),
            ["let"] => Ok(Action::Let),
            _ => Err(error(
                "expected guard CARD, move CARD cw|ccw, hearts CARD cw|ccw, hearts play, paint CARD, \
                 jack CARD on HEDGE, queen CARD on HEDGE, king CARD, end, discard CARD, cancel or let",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_back_what_they_write() {
        for text in [
            "guard 7c",
            "move 7c cw",
            "move Ad ccw",
            "hearts 7c ccw",
            "hearts play",
            "paint 9s",
            "jack Jd on p1.3",
            "queen Qh on p6.5",
            "king Ks",
            "end",
            "discard 5h",
            "cancel",
            "let",
        ] {
            let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(action.to_string(), text);
        }
        for bad in ["move 7c up", "jack Jd p1.3", "queen Qc on p7.1", "paint", "dance"] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
