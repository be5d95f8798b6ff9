//! Squares of the unbounded board: `x` grows east, `y` grows north; the seed
//! tile lies at `0,0`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::ParseError;

/// A square of the board, written `X,Y` (also in files and JSON).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Pos {
    /// Columns east of the seed (negative: west).
    pub x: i16,
    /// Rows north of the seed (negative: south).
    pub y: i16,
}

impl Pos {
    /// Where the seed tile lies.
    pub const ORIGIN: Pos = Pos { x: 0, y: 0 };

    /// The square at `x`, `y`.
    pub const fn new(x: i16, y: i16) -> Self {
        Self { x, y }
    }

    /// The four bordering squares: north, east, south, west. Diagonals never border.
    pub const fn neighbours(self) -> [Pos; 4] {
        let Pos { x, y } = self;
        [Pos::new(x, y + 1), Pos::new(x + 1, y), Pos::new(x, y - 1), Pos::new(x - 1, y)]
    }

    /// Whether `other` borders this square.
    pub const fn borders(self, other: Pos) -> bool {
        (self.x - other.x).abs() + (self.y - other.y).abs() == 1
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

crate::text::written_as_text!(Pos);

impl FromStr for Pos {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseError::new(s, "a square", "expected X,Y such as 0,-1");
        let (x, y) = s.split_once(',').ok_or_else(bad)?;
        Ok(Pos::new(x.trim().parse().map_err(|_| bad())?, y.trim().parse().map_err(|_| bad())?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_back_and_border_orthogonally() {
        for pos in [Pos::ORIGIN, Pos::new(-3, 12)] {
            assert_eq!(pos.to_string().parse(), Ok(pos));
        }
        assert!("1;2".parse::<Pos>().is_err() && "a,b".parse::<Pos>().is_err());
        assert!(Pos::ORIGIN.neighbours().iter().all(|n| n.borders(Pos::ORIGIN)));
        assert!(!Pos::new(1, 1).borders(Pos::ORIGIN), "diagonals never border");
    }
}
