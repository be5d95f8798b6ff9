//! Telling the files designers and players keep apart: tile sets, card
//! collections, saved games and scenarios.

use std::path::Path;

use parlour_designer::csv_sheet::is_csv;

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
