//! `parlour validate`: check a Unicorn Jelly tile set, a You Are Here card
//! collection (with its decks), a saved game or a scenario, and list every
//! problem. Sets and collections may be RON or CSV.

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use parlour_core::record::Record;
use parlour_core::scenario::{self, Scenario};
use parlour_core::{Game, GameKind, GameVisitor};

use super::design_file::{Design, FileKind, read_design};

/// Arguments of `parlour validate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A tile set or card collection (RON, or CSV for a `.csv` file), a
    /// saved game or a scenario.
    file: PathBuf,
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
    let summary = match FileKind::of(&args.file, &text) {
        FileKind::TileSet | FileKind::Collection => match read_design(&args.file, &text)? {
            Design::TileSet(set) => {
                format!("ok: {} tiles in {} designs (\"{}\")", set.total(), set.tiles.len(), set.name)
            }
            Design::Collection(collection) => {
                let decks = collection.decks.len();
                let cards = collection.cards.len();
                format!(
                    "ok: {cards} cards and {decks} deck{} (\"{}\")",
                    if decks == 1 { "" } else { "s" },
                    collection.name
                )
            }
        },
        kind @ (FileKind::SavedGame | FileKind::Scenario) => {
            let id = scenario::game_id(&text).map_err(|e| anyhow::anyhow!("{file}: {e}"))?;
            let game = GameKind::from_id(&id).map_err(|e| anyhow::anyhow!("{file}: {e}"))?;
            game.visit(Played { text: &text, kind }).with_context(|| file.clone())?
        }
    };
    println!("{summary}");
    Ok(())
}
