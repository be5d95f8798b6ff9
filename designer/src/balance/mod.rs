//! How a Unicorn Jelly tile or a You Are Here card changes the game, read
//! from simulated games — one design at a time or every design of a set.
//!
//! The same number of seeded bot-versus-bot games is played with the set
//! (or deck) as it is and with the tile (every copy of the card) taken out.
//! From the games with it: how often a copy is played, and what its
//! placements score — points for a tile, cards flipped for a card. The win-rate
//! difference compares the result (1 a win, ½ a draw, 0 a loss) of the
//! player who held the tile with
//! the result of a player in the same seat in the games without it, so that
//! the first player's advantage does not count as the tile's. A player holds
//! the tile when they place a copy (every tile drawn is placed unless the
//! game is called first); games where both players placed a copy say
//! nothing about holding it and are left out.
//! The 95% confidence interval is the normal approximation over both samples.
//!
//! Both runs play the same seeds, game for game (a paired comparison). When
//! several designs are measured at once, the games with the whole set are
//! played once and read for every design: each design's report is the one
//! it would get measured alone.

pub use self::change::Change;
pub use self::measure::{
    Balance, BalanceError, Balanced, DEFAULT_BAND, MIN_HELD, Report, Request, SetReport, games_to_play, measure,
    measure_each, measure_set,
};
pub use self::suggest::{SUGGEST_GAMES, SUGGEST_SECONDS, Search, Stage, Watch, suggest};
pub use self::suggestion::{Moved, Suggestion, Suggestions};

mod change;
mod kept;
mod measure;
mod suggest;
mod suggestion;

#[cfg(test)]
mod tests;
