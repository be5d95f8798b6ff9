//! What the balance assistant is asked: the band, the designs it aims at,
//! how long it may search; and whom it tells what it is doing.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::band::Band;

/// The games each measure of the assistant plays unless asked otherwise:
/// enough to tell a design a few points out of band from one at its edge.
pub const SUGGEST_GAMES: u64 = 4000;

/// How long the assistant searches unless asked otherwise, in seconds.
pub const SUGGEST_SECONDS: u64 = 120;

/// How the assistant searches.
#[derive(Clone, Debug, PartialEq)]
pub struct Search {
    /// How designs are judged out of band.
    pub band: Band,
    /// The designs to search, by name, whether out of band or not: empty
    /// for every design out of band, the worst first.
    pub cards: Vec<String>,
    /// How much it may play.
    pub budget: Budget,
}

/// How much the assistant may play: designs not reached by then are
/// reported unfixed (a fix found in time is still proved).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    /// How long it may take.
    pub time: Option<Duration>,
    /// How many games it may play in all: a budget that gives the same
    /// suggestions on any machine.
    pub games: Option<u64>,
}

impl Budget {
    /// A budget of `seconds`.
    pub fn seconds(seconds: f64) -> Self {
        Self { time: Some(Duration::from_secs_f64(seconds.max(0.0))), games: None }
    }

    /// A budget of `games` games in all.
    pub fn games(games: u64) -> Self {
        Self { time: None, games: Some(games) }
    }
}

/// What the assistant is doing, told when it starts doing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Measuring the set as it is.
    Measuring,
    /// Searching for a fix to the design named, the `number`th of `of`.
    Searching {
        /// The design.
        card: String,
        /// Which of the designs searched, from 1.
        number: usize,
        /// How many designs are searched.
        of: usize,
    },
    /// Measuring the whole set with the fix to the design named, to prove
    /// it.
    Proving {
        /// The design.
        card: String,
    },
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stage::Measuring => f.write_str("Measuring the set as it is"),
            Stage::Searching { card, number, of } => write!(f, "Searching for a fix to {card} ({number} of {of})"),
            Stage::Proving { card } => write!(f, "Proving the fix to {card} on the whole set"),
        }
    }
}

/// Whom the assistant tells what it does, and who may stop it.
pub struct Watch<'a> {
    /// Called after every game.
    pub tick: &'a (dyn Fn() + Sync),
    /// Called when a stage starts, with the games it means to play (0
    /// when they are not known ahead: a search counts them).
    pub stage: &'a (dyn Fn(Stage, u64) + Sync),
    /// Ends the run when set: what was proved by then is kept.
    pub stop: &'a AtomicBool,
}
