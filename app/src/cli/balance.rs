//! `parlour balance`: how one Unicorn Jelly tile or You Are Here card
//! changes the game, from bot games played with it and without it.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use anyhow::{Result, bail};
use parlour_core::bots::BotSpec;
use parlour_core::games::unicorn_jelly::UnicornJelly;
use parlour_core::games::you_are_here::YouAreHere;
use parlour_designer::balance::{self, Balanced, Report, Request};

use parlour_core::design::Design;
use parlour_designer::design_file;

use super::output::say;
use super::{game_args, numbers, progress};

/// Arguments of `parlour balance`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A Unicorn Jelly tile set or a You Are Here card collection (RON or
    /// CSV); a collection plays its first deck.
    #[arg(long, value_name = "FILE")]
    set: PathBuf,
    /// The tile's name.
    #[arg(long)]
    card: String,
    /// Games with the tile, and as many without it (1 to 10,000,000).
    #[arg(long, default_value_t = 1000, value_parser = numbers::games)]
    games: u64,
    /// The seed every game and bot is derived from.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The two bots: random, greedy, easy, medium, hard or mcts:ITERATIONS.
    #[arg(long, value_delimiter = ',', default_value = "greedy,greedy")]
    players: Vec<String>,
    /// A rule option, KEY=VALUE; may be repeated.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// How many games to play at once (default: one per core).
    #[arg(long, value_parser = numbers::threads)]
    threads: Option<usize>,
    /// Print one JSON line at the end.
    #[arg(long)]
    json: bool,
}

/// Runs `parlour balance`.
pub fn run(args: &Args) -> Result<()> {
    let players: Vec<BotSpec> = args
        .players
        .iter()
        .map(|p| p.trim().parse::<BotSpec>())
        .collect::<Result<_, _>>()
        .map_err(anyhow::Error::msg)?;
    let Ok(players) = <[BotSpec; 2]>::try_from(players) else {
        bail!("--players needs two bots, e.g. greedy,greedy (balance is measured between two players)");
    };
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    let report = match design_file::read(&args.set)?.design {
        Design::Collection(_) => measure::<YouAreHere>(args, players, threads)?,
        Design::TileSet(_) => measure::<UnicornJelly>(args, players, threads)?,
    };
    if args.json {
        say!("{}", serde_json::to_string(&report)?)?;
    } else {
        say!(
            "{} in {} games with it and {} without ({} vs {}):",
            report.card,
            report.games,
            report.games,
            players[0],
            players[1]
        )?;
        say!(
            "  placed {:.2} times a game, scoring {:.2} points a placement",
            report.played_per_game,
            report.score_when_played
        )?;
        let [low, high] = report.ci95.map(|x| 100.0 * x);
        say!(
            "  its holder's win rate: {:+.1} percentage points (95% confidence: {low:+.1} to {high:+.1})",
            100.0 * report.win_rate_delta,
        )?;
        say!("  from {} games where one player held it", report.held_games)?;
    }
    Ok(())
}

/// Plays the games of game `G` with a progress bar.
fn measure<G: Balanced>(args: &Args, players: [BotSpec; 2], threads: usize) -> Result<Report> {
    let options = game_args::options::<G>(Some(&args.set), &args.options, Some(2))?;
    let request =
        Request::<G> { options, card: args.card.clone(), games: args.games, seed: args.seed, players, threads };
    let bar = progress::games_bar(2 * args.games);
    let report = balance::measure(&request, &|| bar.inc(1), &AtomicBool::new(false))?;
    bar.finish_and_clear();
    Ok(report)
}
