//! How a Unicorn Jelly tile or a You Are Here card changes the game, read
//! from simulated games — one design, several or every design of a set at
//! once — and the balance assistant, which mends the designs that stand
//! out.
//!
//! Seeded bot-versus-bot games are played with the set (or deck) as it is,
//! and every design is read from the same games: how often a copy is
//! played, what its placements score — points for a tile, cards flipped
//! for a card — and its **win-rate change**: how much more often than half
//! the player holding a copy of it more than the other player wins (the
//! `report` module says how). A design is **out of band** when it stands
//! out from the set it is in, or from a fixed band the designer sets (the
//! `band` module).
//!
//! The assistant ([`suggest()`]) searches each design out of band (or each
//! the designer points at), the worst first, for the smallest change that
//! brings it inside (the `mending` module), and proves the fixes on the
//! whole set (the `proof` module).

pub use self::balanced::{Balanced, Ladder};
pub use self::band::{Band, DEFAULT_BAND, FENCE, Limits};
pub use self::change::Change;
pub use self::error::BalanceError;
pub use self::measure::{Request, check_names, measure, measure_each, measure_set};
pub use self::report::{Balance, Report, SetReport};
pub use self::search::{Budget, SUGGEST_GAMES, SUGGEST_SECONDS, Search, Stage, Watch};
pub use self::suggest::suggest;
pub use self::suggestion::{Moved, Suggestion, Suggestions};

mod assistant;
mod balanced;
mod band;
mod change;
mod error;
mod measure;
mod mending;
mod proof;
mod report;
mod search;
mod suggest;
mod suggestion;
mod totals;

#[cfg(test)]
mod tests;
