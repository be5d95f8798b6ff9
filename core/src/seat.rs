//! Seats at a table and sets of seats.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::error::ParseError;

/// A place at the table, numbered from 0 in turn order of the game's setup.
///
/// Shown to people as "Player 1", "Player 2", …
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat with this index.
    pub const fn new(index: usize) -> Self {
        Self(index as u8)
    }

    /// The seat's index, for indexing per-seat arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The other seat of a two-seat game.
    #[must_use]
    pub const fn opponent(self) -> Self {
        Self(1 - self.0)
    }

    /// The seat after this one, round a table of `count` seats. Worked out
    /// without a division, which is slow, on every turn of every playout.
    #[must_use]
    pub const fn next(self, count: usize) -> Self {
        let next = self.0 as usize + 1;
        Self(if next < count { next as u8 } else { 0 })
    }

    /// Every seat of a game with `count` seats, in order.
    pub fn all(count: usize) -> impl Iterator<Item = Seat> {
        (0..count).map(Seat::new)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Player {}", self.0 + 1)
    }
}

/// A small set of seats (a game has at most 8), written in files and JSON
/// as the list of its seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Seat>", try_from = "Vec<Seat>")]
pub struct SeatSet(u8);

impl From<SeatSet> for Vec<Seat> {
    fn from(set: SeatSet) -> Self {
        set.iter().collect()
    }
}

impl TryFrom<Vec<Seat>> for SeatSet {
    type Error = ParseError;

    fn try_from(seats: Vec<Seat>) -> Result<Self, ParseError> {
        seats.into_iter().try_fold(SeatSet::default(), |set, seat| {
            if seat.0 < 8 {
                Ok(set.with(seat))
            } else {
                Err(ParseError::new(&seat.0.to_string(), "a seat", "seats are numbered 0 to 7"))
            }
        })
    }
}

impl SeatSet {
    /// The set holding only `seat`.
    pub const fn only(seat: Seat) -> Self {
        Self(1 << seat.0)
    }

    /// The set of all seats of a game with `count` seats.
    pub const fn all(count: usize) -> Self {
        Self(((1u16 << count) - 1) as u8)
    }

    /// Whether `seat` is in the set.
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat.0) != 0
    }

    /// This set with `seat` added.
    #[must_use]
    pub const fn with(self, seat: Seat) -> Self {
        Self(self.0 | (1 << seat.0))
    }

    /// How many seats are in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats in the set, in order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |i| self.0 & (1 << i) != 0).map(Seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_sets_hold_what_was_added() {
        let set = SeatSet::only(Seat(2)).with(Seat(0));
        assert!(set.contains(Seat(0)) && set.contains(Seat(2)) && !set.contains(Seat(1)));
        assert_eq!(set.len(), 2);
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![Seat(0), Seat(2)]);
        assert_eq!(SeatSet::all(4).len(), 4);
        assert_eq!(Seat(1).to_string(), "Player 2");
    }

    #[test]
    fn the_next_seat_goes_round_the_table() {
        for count in 1..=8 {
            let round: Vec<Seat> = Seat::all(count).map(|s| s.next(count)).collect();
            let expected: Vec<Seat> = Seat::all(count).skip(1).chain([Seat(0)]).collect();
            assert_eq!(round, expected, "{count} seats");
        }
    }
}
