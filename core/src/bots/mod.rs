//! Bots written once against the [`Game`] contract: random, greedy, and
//! information-set Monte Carlo tree search. A game may add its own solver
//! through [`Bots::bot`].

mod bot;
pub mod bound;
mod by_players;
mod greedy;
pub(crate) mod mcts;
mod random;
mod rivals;

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;

use crate::error::ParseError;
use crate::game::Game;
use crate::review::{self, Study};

pub use bot::Bot;
pub use by_players::ByPlayers;
pub use greedy::Greedy;
pub use mcts::{EXPERT_TIME_LIMIT, Growing, Mcts, MctsSettings, Weighed};
pub use random::RandomBot;
pub use rivals::among_rivals;

/// A game with its bots: the generic ones, unless the game adds its own
/// where they pay (a solver, a special search).
pub trait Bots: Game {
    /// The bot for `spec`, seeded with `seed`.
    fn bot(spec: BotSpec, seed: u64) -> Box<dyn Bot<Self>> {
        standard(spec, seed)
    }

    /// How the review of a finished game searches each decision (see
    /// [`crate::review`]): at most many iterations (fewer once the values
    /// it reports are known), with random playouts cut after 60 actions
    /// and judged by the game's evaluation. A game whose long
    /// random playouts blur what a move gave away cuts them shorter.
    fn review_settings() -> MctsSettings {
        MctsSettings { iterations: 10_000, playout_actions: Some(60), ..MctsSettings::DEFAULT }
    }

    /// What the hard bot makes of the decision in `state`, for a player
    /// studying it: its best choices, the line it expects and what it can
    /// prove (see [`review::Study`]). By default the search of a review
    /// ([`Bots::review_settings`]) weighs the choices ([`review::searched`]);
    /// a game with a solver proves what it can. The same for the same
    /// `seed`; once `stop` is set it answers at once with what it has.
    fn study(state: &Self, seed: u64, stop: &AtomicBool) -> Study {
        review::searched(state, seed, &Self::review_settings(), stop)
    }
}

/// How strong a bot a person asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Plays sensible moves with little look-ahead.
    Easy,
    /// Searches a while; a fair opponent.
    Medium,
    /// Searches hard and uses the game's solver where it has one.
    Hard,
    /// Thinks longest (up to about two seconds a decision) with all the
    /// game has: its exact solver, deeper search, longer playouts.
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The search these levels stand for in the generic bots.
    pub const fn mcts_settings(self) -> MctsSettings {
        let iterations = match self {
            Level::Easy => 60,
            Level::Medium => 1_500,
            Level::Hard => 12_000,
            Level::Expert => 48_000,
        };
        let time_limit = match self {
            Level::Expert => Some(EXPERT_TIME_LIMIT),
            _ => None,
        };
        MctsSettings { iterations, time_limit, ..MctsSettings::DEFAULT }
    }
}

/// The most iterations an `mcts:ITERATIONS` bot may be asked for: its tree
/// grows by a node each iteration.
pub const MAX_MCTS_ITERATIONS: u32 = 1_000_000;

/// A bot as written on the command line: `random`, `greedy`, `easy`,
/// `medium`, `hard`, `expert` or `mcts:ITERATIONS`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotSpec {
    /// Uniformly random legal actions.
    Random,
    /// One ply of look-ahead with the game's evaluation.
    Greedy,
    /// A level, mapped to concrete settings by the game.
    Level(Level),
    /// Monte Carlo tree search with this many iterations per decision.
    Mcts(u32),
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => f.write_str("random"),
            BotSpec::Greedy => f.write_str("greedy"),
            BotSpec::Level(Level::Easy) => f.write_str("easy"),
            BotSpec::Level(Level::Medium) => f.write_str("medium"),
            BotSpec::Level(Level::Hard) => f.write_str("hard"),
            BotSpec::Level(Level::Expert) => f.write_str("expert"),
            BotSpec::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

impl FromStr for BotSpec {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let expected = "expected random, greedy, easy, medium, hard, expert or mcts:ITERATIONS (1 to 1000000)";
        let unknown = || ParseError::new(s, "a player", expected);
        match s {
            "random" => Ok(BotSpec::Random),
            "greedy" => Ok(BotSpec::Greedy),
            "easy" => Ok(BotSpec::Level(Level::Easy)),
            "medium" => Ok(BotSpec::Level(Level::Medium)),
            "hard" => Ok(BotSpec::Level(Level::Hard)),
            "expert" => Ok(BotSpec::Level(Level::Expert)),
            _ => match s.strip_prefix("mcts:").map(str::parse::<u32>) {
                Some(Ok(n)) if (1..=MAX_MCTS_ITERATIONS).contains(&n) => Ok(BotSpec::Mcts(n)),
                _ => Err(unknown()),
            },
        }
    }
}

/// The generic bots, but for the levels, whose playouts stop after
/// `playout_actions` random actions and are judged by the game's evaluation:
/// for games whose random games run long. The levels search fewer
/// iterations than [`Level::mcts_settings`], each playout being shorter.
pub fn short_playouts<G: Game>(spec: BotSpec, seed: u64, playout_actions: u32) -> Box<dyn Bot<G>> {
    match spec {
        BotSpec::Level(level) => {
            let iterations = match level {
                Level::Easy => 60,
                Level::Medium => 600,
                Level::Hard => 3_000,
                Level::Expert => 12_000,
            };
            let settings = MctsSettings { iterations, playout_actions: Some(playout_actions), ..level.mcts_settings() };
            Box::new(Mcts::new(settings, seed))
        }
        _ => standard(spec, seed),
    }
}

/// The generic bot for `spec`: what a game gets unless it adds its own.
pub fn standard<G: Game>(spec: BotSpec, seed: u64) -> Box<dyn Bot<G>> {
    match spec {
        BotSpec::Random => Box::new(RandomBot::new(seed)),
        BotSpec::Greedy => Box::new(Greedy::new(seed)),
        BotSpec::Level(level) => Box::new(Mcts::new(level.mcts_settings(), seed)),
        BotSpec::Mcts(iterations) => Box::new(Mcts::new(MctsSettings { iterations, ..MctsSettings::DEFAULT }, seed)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_read_back_what_they_write() {
        for text in ["random", "greedy", "easy", "medium", "hard", "expert", "mcts:250"] {
            assert_eq!(text.parse::<BotSpec>().map(|s| s.to_string()).as_deref(), Ok(text));
        }
        for bad in ["", "Hard", "mcts:", "mcts:0", "mcts:x", "Expert", "wizard", "mcts:1000001", "mcts:4294967295"] {
            assert!(bad.parse::<BotSpec>().is_err(), "{bad} accepted");
        }
    }
}
