//! `parlour selfplay`: bot games played headless.

use std::time::Instant;

use anyhow::{Context, Result};
use parlour_core::GameOptions;
use parlour_core::GameVisitor;
use parlour_core::arena;
use parlour_core::bots::BotSpec;
use parlour_core::bots::Bots;
use serde::Serialize;

use super::output::say;
use super::{game_args, numbers, progress};

/// Arguments of `parlour selfplay`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game's id, e.g. `you-are-here`.
    #[arg(long)]
    game: String,
    /// One player per seat: random, greedy, easy, medium, hard, expert or mcts:ITERATIONS.
    #[arg(long, value_delimiter = ',', required = true)]
    players: Vec<String>,
    /// How many games (1 to 10,000,000); the players take turns starting.
    #[arg(long, default_value_t = 100, value_parser = numbers::games)]
    games: u64,
    /// The seed every game and bot is derived from.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A rule option, KEY=VALUE; may be repeated.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Play with this tile set or card collection (RON or CSV) instead of the default one.
    #[arg(long, value_name = "FILE")]
    set: Option<std::path::PathBuf>,
    /// How many games to play at once (default: one per core).
    #[arg(long, value_parser = numbers::threads)]
    threads: Option<usize>,
    /// Print one JSON line at the end.
    #[arg(long)]
    json: bool,
    /// Write every game played as a record file (RON) into this folder,
    /// for `parlour replay` and `parlour review`.
    #[arg(long, value_name = "DIR")]
    record: Option<std::path::PathBuf>,
}

#[derive(Serialize)]
struct Report {
    game: &'static str,
    games: u64,
    players: Vec<String>,
    wins: Vec<u64>,
    draws: u64,
    mean_actions: f64,
    seconds: f64,
    /// Per player: mean and longest time for one decision, in milliseconds.
    mean_decision_ms: Vec<f64>,
    max_decision_ms: Vec<f64>,
}

struct Selfplay<'a> {
    args: &'a Args,
    specs: Vec<BotSpec>,
}

impl GameVisitor for Selfplay<'_> {
    type Output = Result<Report>;

    fn visit<G: Bots>(self) -> Result<Report> {
        let args = self.args;
        let options = game_args::options::<G>(args.set.as_deref(), &args.options, Some(self.specs.len()))?;
        let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
        let bar = progress::games_bar(args.games);
        let started = Instant::now();
        let tally = match &args.record {
            None => arena::play_many::<G>(&options, &self.specs, args.games, args.seed, threads, &|| bar.inc(1))?,
            Some(dir) => recorded::<G>(&options, &self.specs, args, threads, dir, &|| bar.inc(1))?,
        };
        let seconds = started.elapsed().as_secs_f64();
        bar.finish_and_clear();
        let millis = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
        Ok(Report {
            game: G::INFO.id,
            games: tally.games,
            players: self.specs.iter().map(ToString::to_string).collect(),
            mean_actions: tally.actions as f64 / tally.games.max(1) as f64,
            seconds,
            mean_decision_ms: tally
                .thinking
                .iter()
                .zip(&tally.decisions)
                .map(|(&t, &d)| millis(t) / d.max(1) as f64)
                .collect(),
            max_decision_ms: tally.longest_decision.iter().map(|&d| millis(d)).collect(),
            wins: tally.wins,
            draws: tally.draws,
        })
    }
}

/// The games of `selfplay --record DIR`: played as `play_many` plays them,
/// each written to `DIR` as it ends (`GAME-00001.ron`, …).
fn recorded<G: Bots>(
    options: &G::Options,
    specs: &[BotSpec],
    args: &Args,
    threads: usize,
    dir: &std::path::Path,
    progress: &(dyn Fn() + Sync),
) -> Result<arena::Tally> {
    if specs.len() != options.seat_count() {
        anyhow::bail!("{} needs {} players, {} were given", G::INFO.name, options.seat_count(), specs.len());
    }
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make the folder {}", dir.display()))?;
    let written = std::sync::atomic::AtomicU64::new(0);
    let failed = std::sync::Mutex::new(None);
    let tally = arena::run_many(
        args.games,
        args.seed,
        threads,
        progress,
        |i, seed| arena::play_recorded::<G>(options, seed, i as usize, specs),
        arena::Tally::new(specs.len()),
        |tally, (result, record)| {
            tally.add(&result);
            let n = written.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            let path = dir.join(format!("{}-{n:05}.ron", G::INFO.id));
            if let Err(e) = crate::files::write_atomically(&path, record.to_ron())
                && let Ok(mut failed) = failed.lock()
            {
                failed.get_or_insert(format!("cannot write {}: {e:#}", path.display()));
            }
        },
    )?;
    match failed.into_inner().ok().flatten() {
        Some(error) => anyhow::bail!(error),
        None => Ok(tally),
    }
}

/// Runs `parlour selfplay`.
pub fn run(args: &Args) -> Result<()> {
    let kind = game_args::game_kind(&args.game)?;
    let specs = args.players.iter().map(|p| p.trim().parse::<BotSpec>()).collect::<Result<Vec<_>, _>>();
    let specs = specs.map_err(anyhow::Error::msg)?;
    let report = kind.visit(Selfplay { args, specs })?;
    if args.json {
        say!("{}", serde_json::to_string(&report)?)?;
    } else {
        let took = if report.seconds < 1.0 {
            format!("{:.0} ms", report.seconds * 1000.0)
        } else {
            format!("{:.1} s", report.seconds)
        };
        say!("{} games of {} in {took}", report.games, report.game)?;
        for (i, player) in report.players.iter().enumerate() {
            say!(
                "  {player:>10}: {} wins ({:.1}%), {:.1} ms per decision (longest {:.0} ms)",
                report.wins[i],
                100.0 * report.wins[i] as f64 / report.games as f64,
                report.mean_decision_ms[i],
                report.max_decision_ms[i]
            )?;
        }
        say!("  draws: {}, mean actions per game: {:.1}", report.draws, report.mean_actions)?;
    }
    Ok(())
}
