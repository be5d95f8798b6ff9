//! How a game ended.

use serde::{Deserialize, Serialize};

use crate::seat::{Seat, SeatSet};

/// The result of a finished game: the seats that share the win.
///
/// One winner is the usual case; all seats winning together is a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winning seats.
    pub winners: SeatSet,
}

impl Outcome {
    /// A win for `seat` alone.
    pub const fn win(seat: Seat) -> Self {
        Self { winners: SeatSet::only(seat) }
    }

    /// A draw between all `seats` seats.
    pub const fn draw(seats: usize) -> Self {
        Self { winners: SeatSet::all(seats) }
    }

    /// The only winner, if exactly one seat won.
    pub fn sole_winner(self) -> Option<Seat> {
        (self.winners.len() == 1).then(|| self.winners.iter().next()).flatten()
    }

    /// What `seat` earns from this result: 1 for a sole win, 0 for a loss,
    /// a share of 1 for a shared win or draw. Search bots maximise this.
    pub fn reward(self, seat: Seat) -> f64 {
        if self.winners.contains(seat) { 1.0 / self.winners.len() as f64 } else { 0.0 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewards_split_a_draw() {
        assert!((Outcome::draw(2).reward(Seat(1)) - 0.5).abs() < 1e-12);
        assert!((Outcome::win(Seat(0)).reward(Seat(0)) - 1.0).abs() < 1e-12);
        assert!(Outcome::win(Seat(0)).reward(Seat(1)).abs() < 1e-12);
        assert_eq!(Outcome::win(Seat(1)).sole_winner(), Some(Seat(1)));
        assert_eq!(Outcome::draw(2).sole_winner(), None);
    }
}
