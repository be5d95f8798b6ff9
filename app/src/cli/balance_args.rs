//! The arguments of `parlour balance`, its assistant's among them: read by
//! the plain measure and by the assistant alike.

use std::path::PathBuf;

use anyhow::{Result, bail};

use super::numbers;

/// `--band`: 0 to 50 points.
fn band(text: &str) -> Result<f64, String> {
    numbers::within(text, 0.0..=50.0, "a band in percentage points")
}

/// Arguments of `parlour balance`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A Unicorn Jelly tile set or a You Are Here card collection (RON or
    /// CSV); a collection plays its first deck.
    #[arg(long, value_name = "FILE")]
    pub set: PathBuf,
    /// A tile's (card's) name; may be repeated. With --suggest, the
    /// assistant measures and searches only the designs named.
    #[arg(long, required_unless_present_any = ["all", "suggest"])]
    pub card: Vec<String>,
    /// Measure every design of the set (every card of the deck played).
    #[arg(long, conflicts_with = "card")]
    pub all: bool,
    /// The balance assistant.
    #[command(flatten)]
    pub assistant: Assistant,
    /// With several designs: the band of win-rate change, in percentage
    /// points either way, outside which a design is flagged (0 to 50).
    #[arg(long, default_value_t = 5.0, value_parser = band)]
    pub band: f64,
    /// Games with the set, and as many without each design (1 to 10,000,000).
    /// (1,000 by default; 4,000 with --suggest, to tell a design a few
    /// points out of band from one at its edge.)
    #[arg(long, value_parser = numbers::games)]
    pub games: Option<u64>,
    /// The seed every game and bot is derived from.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The two bots: random, greedy, easy, medium, hard, expert or mcts:ITERATIONS.
    #[arg(long, value_delimiter = ',', default_value = "greedy,greedy")]
    pub players: Vec<String>,
    /// A rule option, KEY=VALUE; may be repeated.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// How many games to play at once (default: one per core).
    #[arg(long, value_parser = numbers::threads)]
    pub threads: Option<usize>,
    /// Print one JSON line at the end.
    #[arg(long)]
    pub json: bool,
}

/// The arguments of the balance assistant.
#[derive(Debug, clap::Args)]
pub struct Assistant {
    /// Measure every design (or those --card names), then search for the
    /// fewest edits that bring each design out of band back inside it,
    /// in the set's order (or --card's), proved by games.
    #[arg(long, conflicts_with = "all")]
    pub suggest: bool,
    /// With --suggest: how long the search may take, in seconds; designs
    /// not reached by then are reported unfixed (120 by default).
    #[arg(long, value_parser = budget)]
    pub budget: Option<f64>,
    /// With --suggest: at most N games in all, the first measure included;
    /// designs not reached within them are reported unfixed. Unlike
    /// --budget, the same answer on any machine (given alone, no time
    /// limits the search).
    #[arg(long, value_name = "N", value_parser = budget_games)]
    pub budget_games: Option<u64>,
    /// With --suggest: write the set with every fix kept to FILE (RON, or
    /// a CSV sheet for a .csv name).
    #[arg(long, value_name = "FILE")]
    pub write: Option<PathBuf>,
    /// With --write: replace FILE when it exists.
    #[arg(long)]
    pub force: bool,
}

impl Assistant {
    /// Refuses the assistant's options without `--suggest`.
    pub fn check(&self) -> Result<()> {
        let given = [
            (self.budget.is_some(), "--budget"),
            (self.budget_games.is_some(), "--budget-games"),
            (self.write.is_some(), "--write"),
            (self.force, "--force"),
        ];
        if let Some((_, name)) = given.iter().find(|(given, _)| *given).filter(|_| !self.suggest) {
            bail!("{name} is for the balance assistant: add --suggest");
        }
        if self.force && self.write.is_none() {
            bail!("--force replaces the file --write names: add --write FILE");
        }
        Ok(())
    }
}

/// `--budget`: a second to a day.
fn budget(text: &str) -> Result<f64, String> {
    numbers::within(text, 1.0..=86_400.0, "a number of seconds")
}

/// `--budget-games`: a game to a million million.
fn budget_games(text: &str) -> Result<u64, String> {
    numbers::within(text, 1..=1_000_000_000_000, "a number of games")
}
