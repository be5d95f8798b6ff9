//! The ring of gardens: five hedges a player, left to right, each garden's
//! rightmost hedge next to the next player's leftmost, so that going right
//! (clockwise, the way turns go) from the last garden comes back to the
//! first. Hedges are written `p2.4`: Player 2's garden, fourth hedge from
//! the left.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::ParseError;
use crate::seat::Seat;

/// Hedges in one garden.
pub const GARDEN: usize = 5;
/// The middle hedge of a garden, counted from 0: where guardsmen start and
/// the Queen of Hearts comes into play.
pub const CENTRAL: usize = 2;

/// A hedge of the ring: `GARDEN` × the owner's seat + its place in the garden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Hedge(pub u8);

impl Hedge {
    /// The hedge of `seat`'s garden at `place` (0 to 4, left to right).
    pub const fn new(seat: Seat, place: usize) -> Self {
        Hedge((seat.0 as usize * GARDEN + place) as u8)
    }

    /// `seat`'s central hedge.
    pub const fn central(seat: Seat) -> Self {
        Self::new(seat, CENTRAL)
    }

    /// Whose garden it is in.
    pub const fn owner(self) -> Seat {
        Seat(self.0 / GARDEN as u8)
    }

    /// Its place in the garden, 0 to 4 from the left.
    pub const fn place(self) -> usize {
        self.0 as usize % GARDEN
    }

    /// Its index along the ring.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The hedge `steps` away in direction `dir` on a ring of `players` gardens.
    #[must_use]
    pub fn step(self, steps: u8, dir: Dir, players: usize) -> Hedge {
        let ring = players * GARDEN;
        let steps = usize::from(steps) % ring;
        let at = match dir {
            Dir::Cw => (self.index() + steps) % ring,
            Dir::Ccw => (self.index() + ring - steps) % ring,
        };
        Hedge(at as u8)
    }

    /// The fewest steps from this hedge to `other`, either way round.
    pub fn distance(self, other: Hedge, players: usize) -> usize {
        let ring = players * GARDEN;
        let d = (other.index() + ring - self.index()) % ring;
        d.min(ring - d)
    }
}

impl fmt::Display for Hedge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "p{}.{}", self.owner().0 + 1, self.place() + 1)
    }
}

impl FromStr for Hedge {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let refused = || ParseError::new(text, "a hedge", "p, a player 1 to 6, a dot, a hedge 1 to 5: `p2.4`");
        let (player, place) = text.trim().strip_prefix('p').and_then(|t| t.split_once('.')).ok_or_else(refused)?;
        let player: u8 = player.parse().ok().filter(|n| (1..=6).contains(n)).ok_or_else(refused)?;
        let place: usize = place.parse().ok().filter(|n| (1..=GARDEN).contains(n)).ok_or_else(refused)?;
        Ok(Hedge::new(Seat(player - 1), place - 1))
    }
}

crate::text::written_as_text!(Hedge);

/// Which way round the ring a move goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// Clockwise: rightward through a garden, on into the next player's.
    Cw,
    /// Counter-clockwise: leftward, back into the previous player's.
    Ccw,
}

impl Dir {
    /// Both directions.
    pub const BOTH: [Dir; 2] = [Dir::Cw, Dir::Ccw];

    /// In the notation: `cw` or `ccw`.
    pub const fn word(self) -> &'static str {
        match self {
            Dir::Cw => "cw",
            Dir::Ccw => "ccw",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ring_closes_and_hedges_read_back() {
        let last = Hedge::new(Seat(2), 4);
        assert_eq!(
            last.step(1, Dir::Cw, 3),
            Hedge::new(Seat(0), 0),
            "the last garden's rightmost meets the first's leftmost"
        );
        assert_eq!(Hedge::new(Seat(0), 0).step(1, Dir::Ccw, 3), last);
        assert_eq!(
            Hedge::central(Seat(1)).step(10, Dir::Cw, 2),
            Hedge::central(Seat(1)),
            "ten steps round a ring of ten"
        );
        assert_eq!(Hedge::new(Seat(0), 0).distance(last, 3), 1);
        for text in ["p1.1", "p2.4", "p6.5"] {
            assert_eq!(text.parse::<Hedge>().map(|h| h.to_string()).as_deref(), Ok(text));
        }
        assert!(
            "p7.1".parse::<Hedge>().is_err() && "p1.6".parse::<Hedge>().is_err() && "2.4".parse::<Hedge>().is_err()
        );
    }
}
