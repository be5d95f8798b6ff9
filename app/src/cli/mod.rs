//! The command line: `app`, `selfplay`, `bench`, `scenario` and `validate`.
//!
//! Every error is one line on stderr and a non-zero exit code.

mod balance;
mod bench;
mod design_file;
mod export;
mod game_args;
mod progress;
mod scenario;
mod selfplay;
mod validate;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Parlour: play, design and print small tabletop games.
#[derive(Debug, Parser)]
#[command(name = "parlour", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Open the desktop app (what `parlour` alone does), optionally straight into a game.
    App(AppArgs),
    /// Play bot games headless and report who won.
    Selfplay(selfplay::Args),
    /// Measure random playouts per second on one thread.
    Bench(bench::Args),
    /// Play a scenario file's actions from its exact setup and print the result.
    Scenario(scenario::Args),
    /// Check a tile set or card collection (RON or CSV), a saved game or a scenario, and list every problem.
    Validate(validate::Args),
    /// Measure how one tile or card changes the game, from bot games with and without it.
    Balance(balance::Args),
    /// Write print-and-play PDF sheets of a tile set or card collection.
    Export(export::Args),
}

/// Arguments of `parlour app`.
#[derive(Debug, clap::Args)]
struct AppArgs {
    /// Open a new game of this id at once (you against a medium bot), or
    /// `workshop`, `workshop-cards` or `workshop-export` for the workshop.
    #[arg(long, value_name = "GAME")]
    open: Option<String>,
    /// The seed of that game.
    #[arg(long)]
    seed: Option<u64>,
    /// Let the greedy bot make this many decisions first.
    #[arg(long, default_value_t = 0)]
    autoplay: usize,
    /// Save a screenshot of the window to this PNG file, then quit.
    #[arg(long, value_name = "FILE")]
    screenshot: Option<std::path::PathBuf>,
    /// Who plays the opened game: human, easy, medium or hard per seat.
    #[arg(long, value_delimiter = ',')]
    players: Vec<String>,
    /// Quit after this many seconds and print frame statistics as JSON.
    #[arg(long, value_name = "SECONDS")]
    quit_after: Option<f64>,
}

fn app(args: AppArgs) -> anyhow::Result<()> {
    let players = args
        .players
        .iter()
        .map(|p| {
            crate::desktop::SeatPlayer::from_code(p.trim())
                .ok_or_else(|| anyhow::anyhow!("unknown player `{p}`: expected human, easy, medium or hard"))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    if let Some(id) =
        args.open.as_deref().filter(|id| !matches!(*id, "workshop" | "workshop-cards" | "workshop-export"))
    {
        parlour_core::GameKind::from_id(id)?;
    }
    crate::desktop::run(crate::desktop::Launch {
        open: args.open,
        seed: args.seed,
        autoplay: args.autoplay,
        screenshot: args.screenshot,
        players,
        quit_after: args.quit_after,
    })
}

/// Runs the command line and returns the exit code.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            let text = e.render().to_string();
            let first = text.lines().next().unwrap_or("error: bad arguments").trim_end();
            eprintln!("{first} (try `parlour --help`)");
            return ExitCode::from(2);
        }
        Err(e) => {
            // --help and --version.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    let result = match cli.command {
        None => crate::desktop::run(crate::desktop::Launch::default()),
        Some(Command::App(args)) => app(args),
        Some(Command::Selfplay(args)) => selfplay::run(&args),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Scenario(args)) => scenario::run(&args),
        Some(Command::Validate(args)) => validate::run(&args),
        Some(Command::Balance(args)) => balance::run(&args),
        Some(Command::Export(args)) => export::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", format!("{e:#}").replace('\n', " "));
            ExitCode::FAILURE
        }
    }
}
