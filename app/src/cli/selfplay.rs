//! `parlour selfplay`: bot games played headless.

use std::time::Instant;

use anyhow::{Result, bail};
use parlour_core::arena;
use parlour_core::bots::BotSpec;
use parlour_core::{Game, GameOptions, GameVisitor};
use serde::Serialize;

use super::{game_args, progress};

/// Arguments of `parlour selfplay`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game's id, e.g. `you-are-here`.
    #[arg(long)]
    game: String,
    /// One player per seat: random, greedy, easy, medium, hard or mcts:ITERATIONS.
    #[arg(long, value_delimiter = ',', required = true)]
    players: Vec<String>,
    /// How many games; the players take turns starting.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// The seed every game and bot is derived from.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A rule option, KEY=VALUE; may be repeated.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Play with this tile set (RON) instead of the default one.
    #[arg(long, value_name = "FILE")]
    set: Option<std::path::PathBuf>,
    /// How many games to play at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Print one JSON line at the end.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Report {
    game: &'static str,
    games: usize,
    players: Vec<String>,
    wins: Vec<u32>,
    draws: u32,
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

    fn visit<G: Game>(self) -> Result<Report> {
        let args = self.args;
        let mut options: G::Options = game_args::options(args.set.as_deref(), &args.options)?;
        // As many seats as players were named, for games that take 2 to 4.
        if self.specs.len() != options.seat_count() && !args.options.iter().any(|o| o.starts_with("players=")) {
            options.set_seat_count(self.specs.len()).map_err(|_| {
                anyhow::anyhow!(
                    "{} needs {} players, {} were given",
                    G::INFO.name,
                    options.seat_count(),
                    self.specs.len()
                )
            })?;
        }
        let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
        let bar = progress::games_bar(args.games);
        let started = Instant::now();
        let results = arena::play_many::<G>(&options, &self.specs, args.games, args.seed, threads, &|| bar.inc(1))?;
        let seconds = started.elapsed().as_secs_f64();
        bar.finish_and_clear();
        let n = self.specs.len();
        let mut wins = vec![0; n];
        let mut draws = 0;
        let (mut thinking, mut decisions, mut longest) = (vec![0.0; n], vec![0u32; n], vec![0.0f64; n]);
        for result in &results {
            match result.winning_spec() {
                Some(spec) => wins[spec] += 1,
                None => draws += 1,
            }
            for (seat, &spec) in result.spec_at_seat.iter().enumerate() {
                thinking[spec] += result.thinking[seat].as_secs_f64() * 1000.0;
                decisions[spec] += result.decisions[seat];
                longest[spec] = longest[spec].max(result.longest_decision[seat].as_secs_f64() * 1000.0);
            }
        }
        let actions: u64 = results.iter().map(|r| u64::from(r.actions)).sum();
        Ok(Report {
            game: G::INFO.id,
            games: results.len(),
            players: self.specs.iter().map(ToString::to_string).collect(),
            wins,
            draws,
            mean_actions: actions as f64 / results.len().max(1) as f64,
            seconds,
            mean_decision_ms: thinking.iter().zip(&decisions).map(|(t, &d)| t / f64::from(d.max(1))).collect(),
            max_decision_ms: longest,
        })
    }
}

/// Runs `parlour selfplay`.
pub fn run(args: &Args) -> Result<()> {
    let kind = game_args::game_kind(&args.game)?;
    let specs = args.players.iter().map(|p| p.trim().parse::<BotSpec>()).collect::<Result<Vec<_>, _>>();
    let specs = specs.map_err(anyhow::Error::msg)?;
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let report = kind.visit(Selfplay { args, specs })?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        println!("{} games of {} in {:.1} s", report.games, report.game, report.seconds);
        for (i, player) in report.players.iter().enumerate() {
            println!(
                "  {player:>10}: {} wins ({:.1}%), {:.1} ms per decision (longest {:.0} ms)",
                report.wins[i],
                100.0 * f64::from(report.wins[i]) / report.games as f64,
                report.mean_decision_ms[i],
                report.max_decision_ms[i]
            );
        }
        println!("  draws: {}, mean actions per game: {:.1}", report.draws, report.mean_actions);
    }
    Ok(())
}
