//! `parlour validate`: check a Unicorn Jelly tile set, a You Are Here card
//! collection (with its decks), a saved game or a scenario, and list every
//! problem. Sets and collections may be RON or CSV.

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use parlour_core::games::unicorn_jelly::TileSet;
use parlour_core::games::you_are_here::Collection;
use parlour_core::record::Record;
use parlour_core::scenario::{self, Scenario};
use parlour_core::{DesignError, Game, GameKind, GameVisitor};
use parlour_designer::csv_sheet::{CsvError, is_csv};
use parlour_designer::{card_csv, tile_csv};

use super::design_file::FileKind;

/// Arguments of `parlour validate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A tile set or card collection (RON, or CSV for a `.csv` file), a
    /// saved game or a scenario.
    file: PathBuf,
}

/// Prints every problem, one per line, and fails with their count.
fn refuse<T: ToString>(file: &str, problems: &[T]) -> anyhow::Error {
    for problem in problems {
        println!("{}", problem.to_string());
    }
    let n = problems.len();
    anyhow::anyhow!("{file}: {n} problem{} (listed above)", if n == 1 { "" } else { "s" })
}

fn design_error(file: &str, what: &str, error: DesignError) -> anyhow::Error {
    match error {
        DesignError::Invalid(problems) => refuse(file, &problems),
        DesignError::Unreadable(reason) => anyhow::anyhow!("{file} is not {what}: {reason}"),
    }
}

fn csv_error(file: &str, error: &CsvError) -> anyhow::Error {
    refuse(file, &error.0)
}

fn actions(n: usize) -> String {
    format!("{n} action{}", if n == 1 { "" } else { "s" })
}

/// Checks a saved game or scenario of one game by playing it through.
struct Played<'a> {
    text: &'a str,
    kind: FileKind,
}

impl GameVisitor for Played<'_> {
    type Output = Result<String>;

    fn visit<G: Game>(self) -> Result<String> {
        let name = G::INFO.name;
        if self.kind == FileKind::Scenario {
            let scenario = Scenario::<G>::from_ron(self.text)?;
            scenario.run()?;
            Ok(format!("ok: a scenario of {name}, {}", actions(scenario.actions.len())))
        } else {
            let record = Record::<G>::from_ron(self.text)?;
            Ok(format!("ok: a saved game of {name}, {}", actions(record.actions.len())))
        }
    }
}

/// Runs `parlour validate`: problems go to stdout, one per line, naming the
/// item and the field (or the row and column); the exit code says whether
/// the file is usable, and a usable one gets a one-line summary.
pub fn run(args: &Args) -> Result<()> {
    let file = args.file.display().to_string();
    let size = std::fs::metadata(&args.file).with_context(|| format!("cannot read {file}"))?.len();
    if size > 16 << 20 {
        bail!("{file} is {size} bytes: too large for a set, collection, save or scenario");
    }
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {file}"))?;
    let stem = args.file.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let summary = match FileKind::of(&args.file, &text) {
        FileKind::TileSet => {
            let set = if is_csv(&args.file) {
                tile_csv::from_csv(&stem, &text).map_err(|e| csv_error(&file, &e))?
            } else {
                TileSet::from_ron(&text).map_err(|e| design_error(&file, "a tile set", e))?
            };
            format!("ok: {} tiles in {} designs (\"{}\")", set.total(), set.tiles.len(), set.name)
        }
        FileKind::Collection => {
            let collection = if is_csv(&args.file) {
                card_csv::from_csv(&stem, &text).map_err(|e| csv_error(&file, &e))?
            } else {
                Collection::from_ron(&text).map_err(|e| design_error(&file, "a card collection", e))?
            };
            let decks = collection.decks.len();
            let cards = collection.cards.len();
            format!("ok: {cards} cards and {decks} deck{} (\"{}\")", if decks == 1 { "" } else { "s" }, collection.name)
        }
        kind @ (FileKind::SavedGame | FileKind::Scenario) => {
            let id = scenario::game_id(&text).map_err(|e| anyhow::anyhow!("{file}: {e}"))?;
            let game = GameKind::from_id(&id).map_err(|e| anyhow::anyhow!("{file}: {e}"))?;
            game.visit(Played { text: &text, kind }).with_context(|| file.clone())?
        }
    };
    println!("{summary}");
    Ok(())
}
