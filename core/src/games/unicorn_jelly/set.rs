//! Tile sets: RON files of tile designs, loaded with every problem reported.

use serde::{Deserialize, Serialize};

use super::tile::TileDef;
use crate::problem::{DesignError, Problem};

/// The fewest tiles a game needs: two hands of three and a seed.
pub const MIN_TILES: usize = 7;
/// The most tiles a set may hold, copies counted (and the most designs).
pub const MAX_TILES: usize = 120;

/// A set of tile designs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileSet {
    /// The set's name.
    pub name: String,
    /// Its version, for revision stamps.
    #[serde(default)]
    pub version: String,
    /// The designs.
    pub tiles: Vec<TileDef>,
}

impl TileSet {
    /// Reads and validates a set.
    pub fn from_ron(text: &str) -> Result<Self, DesignError> {
        let set: TileSet = ron::from_str(text).map_err(|e| DesignError::Unreadable(e.to_string()))?;
        let problems = set.problems();
        if problems.is_empty() { Ok(set) } else { Err(DesignError::Invalid(problems)) }
    }

    /// The set as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// Every problem with the set, each naming a tile and a field.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems: Vec<Problem> = self.tiles.iter().enumerate().flat_map(|(i, t)| t.problems(i)).collect();
        for (i, tile) in self.tiles.iter().enumerate() {
            let name = tile.name.trim();
            if !name.is_empty() && self.tiles[..i].iter().any(|t| t.name.trim() == name) {
                problems.push(Problem {
                    item: tile.name.clone(),
                    field: "name",
                    message: "another tile has the same name".to_owned(),
                });
            }
        }
        let total = self.total();
        if !(MIN_TILES..=MAX_TILES).contains(&total) {
            problems.push(Problem {
                item: self.name.clone(),
                field: "tiles",
                message: format!("the set has {total} tiles; a game needs {MIN_TILES} to {MAX_TILES}"),
            });
        }
        problems
    }

    /// How many tiles the set holds, counting copies.
    pub fn total(&self) -> usize {
        self.tiles.iter().map(|t| usize::from(t.count)).sum()
    }

    /// The design named `name`.
    pub fn tile(&self, name: &str) -> Option<&TileDef> {
        self.tiles.iter().find(|t| t.name == name)
    }

    /// The default set, read from `assets/unicorn-jelly/default-set.ron`.
    pub fn default_set() -> &'static TileSet {
        static SET: std::sync::LazyLock<TileSet> = std::sync::LazyLock::new(|| {
            TileSet::from_ron(include_str!("../../../../assets/unicorn-jelly/default-set.ron"))
                .expect("the bundled default set is valid")
        });
        &SET
    }
}
