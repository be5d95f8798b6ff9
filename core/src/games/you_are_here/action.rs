//! Actions and their notation.
//!
//! - `#3@b2`: place card number 3 of the game's card list from hand on `b2`.
//! - `flip c3`: in a cascade with a choice, flip the card on `c3`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::board::Cell;
use super::card::CardId;
use crate::error::NotationError;

/// A decision in The You Are Here Game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place a card from hand on an empty square.
    Place {
        /// The card, by its number in the game's card list.
        card: CardId,
        /// Where it goes.
        cell: Cell,
    },
    /// Choose which of several capturable cards the cascade flips next.
    Flip(Cell),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place { card, cell } => write!(f, "#{card}@{cell}"),
            Action::Flip(cell) => write!(f, "flip {cell}"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let expected = "expected `#CARD@SQUARE` (e.g. `#3@b2`) or `flip SQUARE` (e.g. `flip c3`)";
        if let Some(cell) = s.strip_prefix("flip ") {
            return cell.parse().map(Action::Flip).map_err(|e| NotationError::new(s, e.to_string()));
        }
        let Some((card, cell)) = s.strip_prefix('#').and_then(|rest| rest.split_once('@')) else {
            return Err(NotationError::new(s, expected));
        };
        let card =
            card.parse::<CardId>().map_err(|_| NotationError::new(s, format!("`{card}` is not a card number")))?;
        let cell = cell.parse::<Cell>().map_err(|e| NotationError::new(s, e.to_string()))?;
        Ok(Action::Place { card, cell })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_back() {
        let b2 = "b2".parse().expect("b2");
        for action in [Action::Place { card: 3, cell: b2 }, Action::Flip(b2)] {
            assert_eq!(action.to_string().parse(), Ok(action));
        }
        assert_eq!("#12@a3".parse::<Action>().map(|a| a.to_string()).as_deref(), Ok("#12@a3"));
        for bad in ["", "#@b2", "#3b2", "#x@b2", "#3@d4", "flip", "flip z9", "3@b2", "#300@b2"] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
