//! Actions and their notation: the column changed, then the move.
//!
//! - `c3+ n`: raise `c3` one notch, then step north.
//! - `b2- e^`: lower `b2`, then climb (or land) on top of the cube to the east.
//! - `a1+ n>`: raise `a1`, then cross the cube to the north, landing beyond it.
//! - `c3+ w*`: push the cube to the west straight on; `a2- n*e`: push the cube
//!   north of `a2` to the east (a right-angle push along the edge).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::field::{Dir, Square};
use crate::error::{NotationError, ParseError};

/// The second part of a turn: one square orthogonally, in one of four ways.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Onto the next square, which holds no cube.
    Step(Dir),
    /// Onto the top of the cube on the next square.
    Climb(Dir),
    /// Over the cube on the next square, to the square beyond it.
    Cross(Dir),
    /// Onto the next square, pushing its cube one square in direction `cube`.
    Push {
        /// Where the mover goes.
        dir: Dir,
        /// Where the cube goes: `dir`, or a right angle to it.
        cube: Dir,
    },
}

impl Move {
    /// The direction the mover goes.
    pub const fn dir(self) -> Dir {
        match self {
            Move::Step(d) | Move::Climb(d) | Move::Cross(d) | Move::Push { dir: d, .. } => d,
        }
    }

    /// Which of the six kinds of move this is, 0–5: a step, a climb, a
    /// cross, or a push straight on, to the left or to the right.
    pub fn kind(self) -> u32 {
        match self {
            Move::Step(_) => 0,
            Move::Climb(_) => 1,
            Move::Cross(_) => 2,
            Move::Push { dir, cube } if cube == dir => 3,
            Move::Push { dir, cube } if cube == dir.left() => 4,
            Move::Push { .. } => 5,
        }
    }
}

/// A turn: raise or lower one column one notch, then move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Action {
    /// The column changed.
    pub column: Square,
    /// Raised (`true`) or lowered.
    pub raise: bool,
    /// The move.
    pub step: Move,
}

fn letter(dir: Dir) -> char {
    match dir {
        Dir::North => 'n',
        Dir::East => 'e',
        Dir::South => 's',
        Dir::West => 'w',
    }
}

fn dir_of(c: char) -> Option<Dir> {
    match c {
        'n' => Some(Dir::North),
        'e' => Some(Dir::East),
        's' => Some(Dir::South),
        'w' => Some(Dir::West),
        _ => None,
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Step(d) => write!(f, "{}", letter(d)),
            Move::Climb(d) => write!(f, "{}^", letter(d)),
            Move::Cross(d) => write!(f, "{}>", letter(d)),
            Move::Push { dir, cube } if dir == cube => write!(f, "{}*", letter(dir)),
            Move::Push { dir, cube } => write!(f, "{}*{}", letter(dir), letter(cube)),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{} {}", self.column, if self.raise { '+' } else { '-' }, self.step)
    }
}

impl FromStr for Move {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, ParseError> {
        let expected = "a direction (n, e, s or w), then nothing, ^, >, * or * and a direction";
        let mut chars = s.chars();
        let dir = chars.next().and_then(dir_of).ok_or_else(|| ParseError::new(s, "a move", expected))?;
        let rest: String = chars.collect();
        match rest.as_str() {
            "" => Ok(Move::Step(dir)),
            "^" => Ok(Move::Climb(dir)),
            ">" => Ok(Move::Cross(dir)),
            "*" => Ok(Move::Push { dir, cube: dir }),
            other => match other.strip_prefix('*').map(|c| c.chars().collect::<Vec<_>>()).as_deref() {
                Some([c]) => dir_of(*c)
                    .map(|cube| Move::Push { dir, cube })
                    .ok_or_else(|| ParseError::new(s, "a move", "a push turns n, e, s or w")),
                _ => Err(ParseError::new(s, "a move", expected)),
            },
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let expected = "expected a column, + or -, and a move, e.g. `c3+ n`, `b2- e^`, `a1+ n>` or `c3+ w*`";
        let Some((change, step)) = s.trim().split_once(' ') else {
            return Err(NotationError::new(s, expected));
        };
        let (raise, column) = if let Some(column) = change.strip_suffix('+') {
            (true, column)
        } else if let Some(column) = change.strip_suffix('-') {
            (false, column)
        } else {
            return Err(NotationError::new(s, expected));
        };
        let column = column.parse::<Square>().map_err(|e| NotationError::new(s, e.to_string()))?;
        let step = step.trim().parse::<Move>().map_err(|e| NotationError::new(s, e.to_string()))?;
        Ok(Action { column, raise, step })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_back() {
        for text in ["c3+ n", "b2- e^", "a1+ n>", "c3+ w*", "a2- n*e", "e5- s"] {
            assert_eq!(text.parse::<Action>().map(|a| a.to_string()).as_deref(), Ok(text));
        }
        for bad in ["", "c3 n", "c3+", "f3+ n", "c3+ x", "c3+ n*q", "c3+ n^^", "c3* n"] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
