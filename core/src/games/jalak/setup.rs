//! Exact positions for scenario files.

use serde::Deserialize;

use super::event::Event;
use super::field::{SQUARES, Square, TOP};
use super::options::Options;
use super::state::{Jalak, MAX_PLAYERS};
use crate::error::SetupError;
use crate::seat::Seat;

/// An exact position. Every part may be left out: an absent part is as at
/// the start of a game, while an empty list means empty (`cubes: []` is a
/// field with no cubes).
///
/// ```ron
/// (
///     heights: [            // row 5 first, as the field is seen from row 1's side
///         [9, 9, 9, 9, 9],
///         [9, 7, 9, 7, 9],
///         [9, 9, 9, 9, 9],
///         [9, 7, 9, 7, 9],
///         [9, 9, 9, 9, 9],
///     ],
///     cubes: ["b2", "d2", "c3", "b4", "d4"],
///     pawns: ["a1", "e5"],
///     inactive: [],
///     to_move: 0,
///     turns: 0,
///     seen_before: 0,
/// )
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    /// Each column's notch, five rows of five, row 5 first; absent for the
    /// starting field.
    pub heights: Option<Vec<Vec<u8>>>,
    /// The squares with a cube; absent for the starting cubes.
    pub cubes: Option<Vec<String>>,
    /// Each player's square, in seat order (2 to 4 of them); absent for the
    /// starting corners.
    pub pawns: Option<Vec<String>>,
    /// The players already out.
    pub inactive: Vec<Seat>,
    /// Whose turn it is.
    pub to_move: Seat,
    /// Turns already played, which count toward the turn limit.
    pub turns: u16,
    /// How many times this very position (with this player to move) came
    /// up before, 0 or 1: it is drawn when it comes a third time.
    pub seen_before: u8,
}

impl Setup {
    /// The game this setup describes; a player left without a move as it
    /// starts is put out, in `events`.
    pub fn build(&self, options: &Options, events: &mut Vec<Event>) -> Result<Jalak, SetupError> {
        let mut game = Jalak::starting(options);
        let mut problems = Vec::new();
        if let Some(heights) = &self.heights {
            if heights.len() != 5 || heights.iter().any(|row| row.len() != 5) {
                problems.push("`heights` needs five rows of five notches".to_owned());
            } else {
                for (r, row) in heights.iter().enumerate() {
                    for (c, &h) in row.iter().enumerate() {
                        if h > TOP {
                            problems.push(format!("a column stands at notch {h}; the highest is {TOP}"));
                        }
                        if let Some(square) = Square::at(c as u8, 4 - r as u8) {
                            game.heights[square.index()] = h.min(TOP);
                        }
                    }
                }
            }
        }
        let square = |text: &String, problems: &mut Vec<String>| match text.parse::<Square>() {
            Ok(s) => Some(s),
            Err(e) => {
                problems.push(e.to_string());
                None
            }
        };
        if let Some(cubes) = &self.cubes {
            game.cubes = 0;
            for text in cubes.iter().take(SQUARES + 1) {
                if let Some(s) = square(text, &mut problems) {
                    if game.has_cube(s) {
                        problems.push(format!("two cubes on {s}"));
                    }
                    game.cubes |= 1 << s.index();
                }
            }
        }
        if let Some(pawns) = &self.pawns {
            if pawns.len() != usize::from(game.players) {
                problems.push(format!("{} pawns for {} players", pawns.len(), game.players));
            }
            for (seat, text) in pawns.iter().enumerate().take(MAX_PLAYERS) {
                if let Some(s) = square(text, &mut problems) {
                    game.pawns[seat] = s;
                }
            }
        }
        for &seat in self.inactive.iter().take(MAX_PLAYERS + 1) {
            if seat.index() >= usize::from(game.players) {
                problems.push(format!("{seat} is not at the table"));
            } else {
                game.active &= !(1 << seat.index());
            }
        }
        for a in game.seats() {
            for b in game.seats().filter(|&b| b > a) {
                if game.is_active(a) && game.is_active(b) && game.pawn(a) == game.pawn(b) {
                    problems.push(format!("{a} and {b} are both active on {}", game.pawn(a)));
                }
            }
        }
        if self.to_move.index() >= usize::from(game.players) || !game.is_active(self.to_move) {
            problems.push(format!("{} cannot have the turn", self.to_move));
        }
        if self.turns >= game.turn_limit {
            problems.push(format!("{} turns played: the turn limit is {}", self.turns, game.turn_limit));
        }
        if self.seen_before > 1 {
            problems
                .push(format!("`seen_before` is {}: a position seen twice before is already drawn", self.seen_before));
        }
        if !problems.is_empty() {
            return Err(SetupError::new(problems.join("; ")));
        }
        game.turn = self.to_move;
        game.turns = self.turns;
        game.history = vec![game.position_key(); 1 + usize::from(self.seen_before)].into();
        game.settle(events);
        Ok(game)
    }
}
