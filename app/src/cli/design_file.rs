//! Telling the files designers and players keep apart: tile sets, card
//! collections, saved games and scenarios.

use std::path::Path;

use parlour_core::DesignError;
use parlour_core::games::unicorn_jelly::TileSet;
use parlour_core::games::you_are_here::Collection;
use parlour_designer::csv_sheet::is_csv;
use parlour_designer::{card_csv, tile_csv};

/// What a file holds, told from its text before it is read in full.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A Unicorn Jelly tile set.
    TileSet,
    /// A You Are Here card collection.
    Collection,
    /// A saved game.
    SavedGame,
    /// A scenario.
    Scenario,
}

impl FileKind {
    /// The kind `text` looks like: by the CSV header for `.csv` files, by
    /// the fields it names otherwise. A tile set is assumed when nothing
    /// else fits, so that its reader says what is wrong.
    pub fn of(path: &Path, text: &str) -> Self {
        if is_csv(path) {
            let header = text.lines().next().unwrap_or("").to_ascii_lowercase();
            return if header.split(',').any(|c| c.trim() == "suit") { Self::Collection } else { Self::TileSet };
        }
        let names = |field: &str| text.contains(&format!("{field}:"));
        if names("game") && names("setup") {
            Self::Scenario
        } else if names("game") && names("seed") {
            Self::SavedGame
        } else if names("cards") && !names("tiles") {
            Self::Collection
        } else {
            Self::TileSet
        }
    }
}

/// A designer's file, read.
#[derive(Clone, Debug)]
pub enum Design {
    /// A Unicorn Jelly tile set.
    TileSet(TileSet),
    /// A You Are Here card collection.
    Collection(Collection),
}

/// Prints every problem, one per line, and fails with their count.
pub fn refuse<T: ToString>(file: &str, problems: &[T]) -> anyhow::Error {
    for problem in problems {
        println!("{}", problem.to_string());
    }
    let n = problems.len();
    anyhow::anyhow!("{file}: {n} problem{} (listed above)", if n == 1 { "" } else { "s" })
}

/// Reads `text`, the contents of `path`, as a tile set or a card collection
/// (RON, or CSV for a `.csv` file); every problem is printed, one per line.
pub fn read_design(path: &Path, text: &str) -> anyhow::Result<Design> {
    let file = path.display().to_string();
    let stem = path.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let design_error = |what: &str, error: DesignError| match error {
        DesignError::Invalid(problems) => refuse(&file, &problems),
        DesignError::Unreadable(reason) => anyhow::anyhow!("{file} is not {what}: {reason}"),
    };
    let csv = is_csv(path);
    match FileKind::of(path, text) {
        FileKind::Collection if csv => {
            card_csv::from_csv(&stem, text).map(Design::Collection).map_err(|e| refuse(&file, &e.0))
        }
        FileKind::Collection => {
            Collection::from_ron(text).map(Design::Collection).map_err(|e| design_error("a card collection", e))
        }
        FileKind::TileSet if csv => {
            tile_csv::from_csv(&stem, text).map(Design::TileSet).map_err(|e| refuse(&file, &e.0))
        }
        FileKind::TileSet => TileSet::from_ron(text).map(Design::TileSet).map_err(|e| design_error("a tile set", e)),
        FileKind::SavedGame | FileKind::Scenario => {
            anyhow::bail!("{file} is a saved game or scenario, not a tile set or card collection")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_told_apart_by_what_they_name() {
        let kind = |name: &str, text: &str| FileKind::of(Path::new(name), text);
        assert_eq!(kind("a.ron", "(name: \"x\", tiles: [])"), FileKind::TileSet);
        assert_eq!(kind("a.ron", "(name: \"x\", cards: [], decks: [])"), FileKind::Collection);
        assert_eq!(kind("a.ron", "(game: \"you-are-here\", seed: 3, actions: [])"), FileKind::SavedGame);
        assert_eq!(kind("a.ron", "Scenario(game: \"jalak\", setup: ())"), FileKind::Scenario);
        assert_eq!(kind("a.csv", "name,suit,top\n"), FileKind::Collection);
        assert_eq!(kind("a.CSV", "name,kind\n"), FileKind::TileSet);
        assert_eq!(kind("a.ron", "garbage"), FileKind::TileSet);
    }
}
