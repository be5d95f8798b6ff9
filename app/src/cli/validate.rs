//! `parlour validate`: check a Unicorn Jelly tile set and list every problem.

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use parlour_core::games::unicorn_jelly::{SetError, TileSet};

/// Arguments of `parlour validate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The tile set (RON).
    file: PathBuf,
}

/// Runs `parlour validate`: problems go to stdout, one per line, naming the
/// tile and the field; the exit code says whether the set is usable.
pub fn run(args: &Args) -> Result<()> {
    let file = args.file.display();
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {file}"))?;
    match TileSet::from_ron(&text) {
        Ok(set) => {
            println!(
                "{file}: \"{}\" is a valid tile set: {} tiles in {} designs",
                set.name,
                set.total(),
                set.tiles.len()
            );
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
