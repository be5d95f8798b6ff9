//! `parlour validate`: check a Unicorn Jelly tile set (RON, or CSV for a
//! `.csv` file) and list every problem.

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use parlour_core::games::unicorn_jelly::{SetError, TileSet};
use parlour_designer::tile_csv;

/// Arguments of `parlour validate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The tile set (RON, or CSV for a `.csv` file).
    file: PathBuf,
}

/// Runs `parlour validate`: problems go to stdout, one per line, naming the
/// tile and the field; the exit code says whether the set is usable.
pub fn run(args: &Args) -> Result<()> {
    let file = args.file.display();
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {file}"))?;
    if args.file.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv")) {
        let name = args.file.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let set = tile_csv::from_csv(&name, &text).map_err(|e| {
            for problem in &e.0 {
                println!("{problem}");
            }
            anyhow::anyhow!("{file}: {} problem{} (listed above)", e.0.len(), if e.0.len() == 1 { "" } else { "s" })
        })?;
        summary(&set);
        return Ok(());
    }
    match TileSet::from_ron(&text) {
        Ok(set) => {
            summary(&set);
            Ok(())
        }
        Err(SetError::Invalid(problems)) => {
            for problem in &problems {
                println!("{problem}");
            }
            bail!("{file}: {} problem{} (listed above)", problems.len(), if problems.len() == 1 { "" } else { "s" })
        }
        Err(SetError::Unreadable(reason)) => bail!("{file} is not a tile set: {reason}"),
    }
}

/// The one line for a valid set.
fn summary(set: &TileSet) {
    println!("ok: {} tiles in {} designs (\"{}\")", set.total(), set.tiles.len(), set.name);
}
