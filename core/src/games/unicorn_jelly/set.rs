//! Tile sets: RON files of tile designs, loaded with every problem reported.
//! A set is written with its file format, `format: 1`; sets of an earlier
//! Parlour (without it, their tiles without `art`) still read, and a set of
//! a newer Parlour is refused as one (see [`crate::format`]).

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::kind::Kind;
use super::tile::TileDef;
use crate::art::{BACK, art_path_problem};
use crate::designable::GameDesign;
use crate::face_layout::FaceLayout;
use crate::format::Format;
use crate::problem::{DesignError, Problem, pretty_ron, read_checked};
use crate::text;
use crate::typeface::Typeface;

/// The fewest tiles a game needs: two hands of three and a seed.
pub const MIN_TILES: usize = 7;
/// The most tiles a set may hold, copies counted (and the most designs).
pub const MAX_TILES: usize = 120;

/// A set of tile designs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileSet {
    /// The file's format: written as this Parlour's, left out by earlier ones.
    #[serde(default)]
    pub format: Format,
    /// The set's name.
    #[serde(deserialize_with = "text::bounded::<_, 1024>")]
    pub name: String,
    /// Its version, for revision stamps.
    #[serde(default, deserialize_with = "text::bounded::<_, 256>")]
    pub version: String,
    /// The designs.
    pub tiles: Vec<TileDef>,
    /// The picture on the back of every tile, when the set has its own: an
    /// image in its folder by a path relative to it, the tile's size and its
    /// bleed, as it runs to the bleed's edge.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "text::bounded_option::<_, 1024>")]
    pub back_art: Option<String>,
    /// How its faces are laid out.
    #[serde(default, skip_serializing_if = "FaceLayout::is_framed")]
    pub layout: FaceLayout,
    /// The typeface its faces' texts are set in.
    #[serde(default, skip_serializing_if = "Typeface::is_sans")]
    pub typeface: Typeface,
    /// The colours it gives its kinds (8-bit sRGB) in place of Parlour's:
    /// their frames, bands and rings.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<(Kind, [u8; 3])>,
}

impl TileSet {
    /// Reads and validates a set.
    pub fn from_ron(text: &str) -> Result<Self, DesignError> {
        read_checked(text, TileSet::problems)
    }

    /// The set as RON text.
    pub fn to_ron(&self) -> String {
        pretty_ron(self)
    }

    /// Every problem with the set, each naming a tile and a field. A set
    /// with more designs than a set may hold tiles gets that one problem,
    /// before any design is looked at.
    pub fn problems(&self) -> Vec<Problem> {
        let whole = |message: String| Problem { item: self.name.clone(), field: "tiles", message };
        if self.tiles.len() > MAX_TILES {
            let designs = self.tiles.len();
            return vec![whole(format!("the set has {designs} designs; a set holds at most {MAX_TILES} tiles"))];
        }
        let mut problems: Vec<Problem> = self.tiles.iter().enumerate().flat_map(|(i, t)| t.problems(i)).collect();
        let mut names = HashSet::new();
        for tile in &self.tiles {
            let name = tile.name.trim();
            if !name.is_empty() && !names.insert(name) {
                problems.push(Problem {
                    item: tile.name.clone(),
                    field: "name",
                    message: "another tile has the same name".to_owned(),
                });
            }
        }
        let total = self.total();
        if !(MIN_TILES..=MAX_TILES).contains(&total) {
            problems.push(whole(format!(
                "the set has {}; a game needs {MIN_TILES} to {MAX_TILES}",
                text::counted(total, "tile")
            )));
        }
        if let Some(problem) = text::hidden_control_problem(&self.name) {
            problems.push(Problem { item: text::escaped(&self.name), field: "name", message: problem });
        }
        if let Some(problem) = self.back_art.as_deref().and_then(art_path_problem) {
            problems.push(Problem { item: BACK.to_owned(), field: "art", message: problem });
        }
        if let Some(problem) = self.typeface.problem() {
            problems.push(Problem { item: text::escaped(&self.name), field: "typeface", message: problem });
        }
        problems
    }

    /// Each design that names art, with the art's path: `(name, path)`;
    /// the back's as `("the back", path)`.
    pub fn art(&self) -> Vec<(&str, &str)> {
        let back = self.back_art.as_deref().map(|art| (BACK, art));
        self.tiles.iter().filter_map(|t| Some((t.name.as_str(), t.art.as_deref()?))).chain(back).collect()
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
impl GameDesign for TileSet {
    const ID: &'static str = "tile-set";
    const NOUN: &'static str = "a tile set";

    fn name(&self) -> &str {
        &self.name
    }

    /// A tile set names its `tiles`.
    fn recognises(text: &str) -> bool {
        #[derive(Deserialize)]
        struct Top {
            tiles: Option<serde::de::IgnoredAny>,
        }
        crate::ron_text::from_str::<Top>(text).is_ok_and(|top| top.tiles.is_some())
    }

    fn read_as_written(text: &str, _stem: &str) -> Result<Self, DesignError> {
        let set: TileSet = crate::ron_text::from_str(text).map_err(DesignError::unread)?;
        if set.tiles.len() > MAX_TILES {
            return Err(DesignError::Invalid(set.problems()));
        }
        Ok(set)
    }

    fn to_ron(&self) -> String {
        TileSet::to_ron(self)
    }

    fn problems(&self) -> Vec<Problem> {
        TileSet::problems(self)
    }

    fn art(&self) -> Vec<(&str, &str)> {
        TileSet::art(self)
    }

    fn typeface(&self) -> &Typeface {
        &self.typeface
    }
}
