//! `parlour bench`: random playouts, and the actions in them, per second on one thread.

use std::time::{Duration, Instant};

use anyhow::Result;
use parlour_core::GameVisitor;
use parlour_core::bots::Bots;
use parlour_core::rng;
use serde::Serialize;

use super::output::say;
use super::{game_args, numbers};

/// Arguments of `parlour bench`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game's id, e.g. `you-are-here`.
    #[arg(long)]
    game: String,
    /// How long to run, 0.01 to 3600 seconds.
    #[arg(long, default_value_t = 3.0, value_parser = numbers::seconds)]
    seconds: f64,
    /// A rule option, KEY=VALUE; may be repeated.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Play with this tile set or card collection (RON or CSV) instead of the default one.
    #[arg(long, value_name = "FILE")]
    set: Option<std::path::PathBuf>,
    /// Print one JSON line.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Report {
    game: &'static str,
    playouts: u64,
    seconds: f64,
    playouts_per_sec: f64,
    actions: u64,
    actions_per_sec: f64,
}

struct Bench<'a>(&'a Args);

impl GameVisitor for Bench<'_> {
    type Output = Result<Report>;

    fn visit<G: Bots>(self) -> Result<Report> {
        let options = game_args::options::<G>(self.0.set.as_deref(), &self.0.options, None)?;
        G::new(&options, 0)?;
        let budget = Duration::from_secs_f64(self.0.seconds);
        let mut chooser = rng::seeded(0xbe9c);
        let mut events = Vec::new();
        let (mut playouts, mut actions) = (0u64, 0u64);
        let started = Instant::now();
        // A playout deals a new game from its own seed and plays it out at random.
        while !playouts.is_multiple_of(256) || started.elapsed() < budget {
            let mut game = G::new_into(&options, playouts, &mut events)?;
            while let Some(action) = game.random_action(&mut chooser) {
                events.clear();
                game.apply_into(action, &mut events)?;
                actions += 1;
            }
            playouts += 1;
        }
        let seconds = started.elapsed().as_secs_f64();
        Ok(Report {
            game: G::INFO.id,
            playouts,
            seconds,
            playouts_per_sec: playouts as f64 / seconds,
            actions,
            actions_per_sec: actions as f64 / seconds,
        })
    }
}

/// Runs `parlour bench`.
pub fn run(args: &Args) -> Result<()> {
    let report = game_args::game_kind(&args.game)?.visit(Bench(args))?;
    if args.json {
        say!("{}", serde_json::to_string(&report)?)?;
    } else {
        say!(
            "{}: {} random playouts in {:.2} s = {:.0} playouts/s, {:.0} actions/s on one thread",
            report.game,
            report.playouts,
            report.seconds,
            report.playouts_per_sec,
            report.actions_per_sec
        )?;
    }
    Ok(())
}
