//! Actions and their notation.
//!
//! - `#3@1,0`: place design number 3 of the set from hand on square `1,0`.
//! - `#3^1,0`: place it on top of the tile on `1,0`, covering it (Cover).
//! - `jump 0,1>2,0`: move the tile on `0,1` to `2,0` (Jumping Jelly).
//! - `mine 2,1`: lay the hidden landmine tile on `2,1` (Landmine Jelly).
//! - `call`, `accept`, `decline`: offer to end the game now, and the answer.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::pos::Pos;
use crate::error::NotationError;

/// A design's index in the tile set.
pub type TileId = u8;

/// A decision in Unicorn Jelly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place a tile from hand on an empty square.
    Place {
        /// The design.
        tile: TileId,
        /// Where.
        pos: Pos,
    },
    /// Place a tile with Cover on top of another tile.
    Cover {
        /// The design.
        tile: TileId,
        /// The tile covered.
        pos: Pos,
    },
    /// Move a placed tile to another square, where it acts as if just placed.
    Jump {
        /// Where it lies.
        from: Pos,
        /// Where it goes.
        to: Pos,
    },
    /// Lay the hidden landmine tile here.
    Mine(Pos),
    /// Offer to end the game now.
    Call,
    /// Agree to end it.
    Accept,
    /// Play on.
    Decline,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place { tile, pos } => write!(f, "#{tile}@{pos}"),
            Action::Cover { tile, pos } => write!(f, "#{tile}^{pos}"),
            Action::Jump { from, to } => write!(f, "jump {from}>{to}"),
            Action::Mine(pos) => write!(f, "mine {pos}"),
            Action::Call => f.write_str("call"),
            Action::Accept => f.write_str("accept"),
            Action::Decline => f.write_str("decline"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let pos = |text: &str| text.parse::<Pos>().map_err(|e| NotationError::new(s, e.to_string()));
        match s {
            "call" => return Ok(Action::Call),
            "accept" => return Ok(Action::Accept),
            "decline" => return Ok(Action::Decline),
            _ => {}
        }
        if let Some(rest) = s.strip_prefix("jump ") {
            let (from, to) = rest.split_once('>').ok_or_else(|| NotationError::new(s, "expected `jump X,Y>X,Y`"))?;
            return Ok(Action::Jump { from: pos(from)?, to: pos(to)? });
        }
        if let Some(rest) = s.strip_prefix("mine ") {
            return Ok(Action::Mine(pos(rest)?));
        }
        let expected = "expected `#TILE@X,Y`, `#TILE^X,Y`, `jump X,Y>X,Y`, `mine X,Y`, `call`, `accept` or `decline`";
        let rest = s.strip_prefix('#').ok_or_else(|| NotationError::new(s, expected))?;
        let (tile, cover, at) = match (rest.split_once('@'), rest.split_once('^')) {
            (Some((tile, at)), None) => (tile, false, at),
            (None, Some((tile, at))) => (tile, true, at),
            _ => return Err(NotationError::new(s, expected)),
        };
        let tile =
            tile.parse::<TileId>().map_err(|_| NotationError::new(s, format!("`{tile}` is not a tile number")))?;
        let pos = pos(at)?;
        Ok(if cover { Action::Cover { tile, pos } } else { Action::Place { tile, pos } })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_back() {
        let (a, b) = (Pos::new(-1, 2), Pos::new(3, 0));
        for action in [
            Action::Place { tile: 4, pos: a },
            Action::Cover { tile: 0, pos: b },
            Action::Jump { from: a, to: b },
            Action::Mine(b),
            Action::Call,
            Action::Accept,
            Action::Decline,
        ] {
            assert_eq!(action.to_string().parse(), Ok(action), "{action}");
        }
        for bad in ["", "#", "#1", "#1@", "#x@0,0", "#1@0", "jump 0,0", "mine", "Call", "#1@0,0^1,1"] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
