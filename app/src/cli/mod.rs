//! The command line: `app`, `selfplay`, `bench`, `scenario`, `replay`,
//! `review`, `validate`, `balance`, `export` and `install-desktop-entry`.
//!
//! Every error is one line on stderr and a non-zero exit code.

mod balance;
mod balance_args;
mod bench;
mod export;
mod game_args;
mod install;
mod mime_types;
mod numbers;
mod output;
mod progress;
mod replay;
mod review;
mod scenario;
mod selfplay;
mod suggest;
mod validate;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use parlour_core::bots::Bots;
use parlour_core::{GameKind, GameOptions, GameVisitor};

use crate::launch::Launch;
use crate::seat_player::SeatPlayer;

/// What the command line asks of the desktop app, handed in by `main`: the
/// command line never reaches into the desktop itself.
#[derive(Clone, Copy, Debug)]
pub struct Desktop {
    /// Opens the window as `launch` says and runs until it is closed
    /// (`parlour` alone or with files, and `parlour app`).
    pub open: fn(Launch) -> anyhow::Result<()>,
    /// Rehearses the lesson of a game written in a text (already checked by
    /// the rules) on its table, headless: how many steps it has, or the
    /// first step whose pointers fail (`parlour validate`).
    pub rehearse: fn(GameKind, &str) -> anyhow::Result<usize>,
}

/// Parlour: play, design and print small tabletop games.
#[derive(Debug, Parser)]
#[command(name = "parlour", version, about, args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// Open the app with this file: a saved game at its table, a game's
    /// record as its replay, a tile set or card collection in the workshop
    /// (of several, the first).
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
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
    /// Play a saved game or record back move by move.
    Replay(replay::Args),
    /// Judge every decision of a saved game or record: win chance before and after, and a mark.
    Review(review::Args),
    /// Check a tile set or card collection (RON or CSV), a saved game, a scenario or a lesson, and list every problem.
    Validate(validate::Args),
    /// Measure how a tile or card (or every one of a set) changes the game, from bot games with and without it.
    Balance(balance_args::Args),
    /// Write what prints a tile set or card collection: PDF sheets, a print shop's files, PNG faces, or Tabletop Simulator decks.
    Export(export::Args),
    /// Add Parlour to the desktop's menus, and its files to the desktop's types: its `.desktop` entry, icons and MIME types, in your data folder.
    InstallDesktopEntry(install::Args),
}

/// Arguments of `parlour app`.
#[derive(Debug, clap::Args)]
struct AppArgs {
    /// Open this file: a saved game at its table, a game's record as its
    /// replay, a tile set or card collection in the workshop (of several,
    /// the first).
    #[arg(value_name = "FILE", conflicts_with_all = ["open", "replay", "lesson", "tour"])]
    files: Vec<PathBuf>,
    /// Open a new game of this id at once (you against a medium bot), or
    /// `workshop`, `workshop-cards` or `workshop-export` for the workshop.
    #[arg(long, value_name = "GAME")]
    open: Option<String>,
    /// The seed of that game.
    #[arg(long)]
    seed: Option<u64>,
    /// Replay this saved game or record instead, from its start.
    #[arg(long, value_name = "FILE")]
    replay: Option<std::path::PathBuf>,
    /// With --replay: show the game after this many moves, and have it reviewed.
    #[arg(long, value_name = "MOVES", requires = "replay", value_parser = autoplay)]
    review_at: Option<usize>,
    /// Open that game's lesson at this step (from 1) instead of a new game.
    #[arg(long, value_name = "STEP", value_parser = lesson_step)]
    lesson: Option<usize>,
    /// Let the greedy bot make this many decisions first (at most 100,000).
    #[arg(long, default_value_t = 0, value_parser = autoplay)]
    autoplay: usize,
    /// Save a screenshot of the window to this PNG file, then quit.
    #[arg(long, value_name = "FILE")]
    screenshot: Option<std::path::PathBuf>,
    /// Who plays the opened game: human, easy, medium or hard per seat.
    #[arg(long, value_delimiter = ',')]
    players: Vec<String>,
    /// A rule option of the opened game, KEY=VALUE; may be repeated.
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Quit after this many seconds (0.01 to 3600) and print frame statistics as JSON.
    #[arg(long, value_name = "SECONDS", value_parser = numbers::seconds)]
    quit_after: Option<f64>,
    /// Visit every screen in the states a person meets, save a picture of
    /// each in DIR and write DIR/layout.json (widgets outside the window or
    /// lying over each other); fail when any screen has one.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["open", "replay", "screenshot", "quit_after"])]
    tour: Option<std::path::PathBuf>,
    /// The window's inner size, `WxH` in points (e.g. 1024x640).
    #[arg(long, value_name = "WxH", value_parser = window_size)]
    size: Option<[f32; 2]>,
}

/// Reads `--size`: `WxH`, each from 320 to 8192 points.
fn window_size(text: &str) -> Result<[f32; 2], String> {
    let (w, h) = text
        .split_once(['x', 'X', '×'])
        .ok_or_else(|| format!("`{text}` is not a size: expected WxH, e.g. 1024x640"))?;
    let side = |t: &str| numbers::within(t.trim(), 320u32..=8192, "a side in points").map(|v| v as f32);
    Ok([side(w)?, side(h)?])
}

/// Reads `--lesson`: a step from 1 to the most a lesson has.
fn lesson_step(text: &str) -> Result<usize, String> {
    numbers::within(text, 1..=parlour_core::lesson::MAX_STEPS, "a lesson's step")
}

/// Reads `--autoplay`: 0 to 100,000 decisions.
fn autoplay(text: &str) -> Result<usize, String> {
    numbers::within(text, 0..=100_000, "a number of decisions")
}

/// The launch `parlour app` asks for, its arguments checked.
fn launch(args: AppArgs) -> anyhow::Result<Launch> {
    let players = args
        .players
        .iter()
        .map(|p| {
            SeatPlayer::from_code(p.trim())
                .ok_or_else(|| anyhow::anyhow!("unknown player `{p}`: expected human, easy, medium or hard"))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    let game = args.open.as_deref().filter(|id| !matches!(*id, "workshop" | "workshop-cards" | "workshop-export"));
    match game {
        Some(id) => {
            let seats = (!players.is_empty()).then_some(players.len());
            game_args::check_options(GameKind::from_id(id)?, &args.options, seats)?;
        }
        None if !args.options.is_empty() => anyhow::bail!("--option needs a game opened with --open GAME"),
        None if args.lesson.is_some() => anyhow::bail!("--lesson needs a game opened with --open GAME"),
        None => {}
    }
    let options = args
        .options
        .iter()
        .filter_map(|pair| pair.split_once('='))
        .map(|(key, value)| (key.trim().to_owned(), value.trim().to_owned()))
        .collect();
    Ok(Launch {
        files: args.files,
        open: args.open,
        replay: args.replay,
        review_at: args.review_at,
        lesson: args.lesson,
        seed: args.seed,
        autoplay: args.autoplay,
        screenshot: args.screenshot,
        players,
        options,
        quit_after: args.quit_after,
        tour: args.tour,
        size: args.size,
    })
}

/// What `--option` takes for every game, from the options' declarations.
fn option_help() -> String {
    struct Options;
    impl GameVisitor for Options {
        type Output = String;
        fn visit<G: Bots>(self) -> String {
            let lines: Vec<String> = <G::Options as GameOptions>::specs()
                .iter()
                .map(|spec| format!("  {}={}  {}: {}", spec.key, spec.values(), spec.label, spec.help))
                .collect();
            format!("{}:\n{}", G::INFO.id, lines.join("\n"))
        }
    }
    let games: Vec<String> = GameKind::ALL.iter().map(|kind| kind.visit(Options)).collect();
    format!("A rule option, KEY=VALUE; may be repeated. The options of each game:\n\n{}", games.join("\n\n"))
}

/// The command line's parser, with each game's options in the `--option` help.
fn command() -> clap::Command {
    let help = option_help();
    let mut command = Cli::command();
    for name in ["app", "selfplay", "bench", "balance"] {
        command = command.mut_subcommand(name, |sub| sub.mut_arg("options", |arg| arg.long_help(help.clone())));
    }
    command
}

/// Runs the command line and returns the exit code; `desktop` opens the
/// window and rehearses lessons.
pub fn main(desktop: &Desktop) -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let command = command();
    if let Some(refusal) = mistyped_command(&args, &command) {
        eprintln!("{refusal}");
        return ExitCode::from(2);
    }
    let cli = match command.try_get_matches_from(args).and_then(|matches| Cli::from_arg_matches(&matches)) {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            eprintln!("{} (try `parlour --help`)", one_line_usage_error(&e.render().to_string()));
            return ExitCode::from(2);
        }
        Err(e) => {
            // --help and --version.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    let result = match cli.command {
        None => (desktop.open)(Launch { files: cli.files, ..Launch::default() }),
        Some(Command::App(args)) => launch(args).and_then(desktop.open),
        Some(Command::Selfplay(args)) => selfplay::run(&args),
        Some(Command::Bench(args)) => bench::run(&args),
        Some(Command::Scenario(args)) => scenario::run(&args),
        Some(Command::Replay(args)) => replay::run(&args),
        Some(Command::Review(args)) => review::run(&args),
        Some(Command::Validate(args)) => validate::run(&args, desktop.rehearse),
        Some(Command::Balance(args)) => balance::run(&args),
        Some(Command::Export(args)) => export::run(&args),
        Some(Command::InstallDesktopEntry(args)) => install::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if output::closed_by_reader(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", parlour_core::text::one_line(&format!("{e:#}").replace('\n', " "), 2000));
            ExitCode::FAILURE
        }
    }
}

/// The refusal of a command mistyped: a first argument that is no
/// command, names no file and reads as a word rather than a path (`parlour
/// selfply`). Anything else there is a file to open (`parlour FILE`).
fn mistyped_command(args: &[std::ffi::OsString], command: &clap::Command) -> Option<String> {
    let first = args.get(1)?;
    let word = first.to_str()?;
    let plain =
        !word.is_empty() && word.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') && !word.starts_with('-');
    let known = word == "help" || command.get_subcommands().any(|sub| sub.get_name() == word);
    (plain && !known && !std::path::Path::new(first).exists())
        .then(|| format!("error: unrecognized subcommand `{word}`, and no file of that name (try `parlour --help`)"))
}

/// A usage error on one line: its first paragraph (which names what is
/// wrong, e.g. the missing arguments on the lines after the first), without
/// the usage and tips that follow.
fn one_line_usage_error(rendered: &str) -> String {
    let words: Vec<&str> =
        rendered.lines().map(str::trim).take_while(|line| !line.is_empty() && !line.starts_with("Usage:")).collect();
    let line = if words.is_empty() { "error: bad arguments".to_owned() } else { words.join(" ") };
    parlour_core::text::one_line(&line, 500)
}
