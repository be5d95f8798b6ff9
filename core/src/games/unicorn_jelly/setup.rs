//! Exact starting positions for scenario files.

use serde::Deserialize;

use super::action::TileId;
use super::options::Options;
use super::pos::Pos;
use super::set::TileSet;
use super::state::{Face, OnBoard, UnicornJelly};
use super::tile::TileDef;
use crate::error::SetupError;
use crate::game::Game;
use crate::seat::Seat;

/// A tile already on the board in a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct SetupTile {
    /// Its square, `"X,Y"`.
    pub pos: String,
    /// Its design's name.
    pub tile: String,
    /// How it lies (default face up).
    #[serde(default = "up")]
    pub face: Face,
}

fn up() -> Face {
    Face::Up
}

/// An exact position: no chance is left to a seed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct Setup {
    /// Designs defined inline (their order gives the tile numbers of the
    /// notation); empty means the options' tile set.
    pub tiles: Vec<TileDef>,
    /// Whose turn it is.
    pub first: u8,
    /// Each player's hand, by design name.
    pub hands: Vec<Vec<String>>,
    /// The draw pile, by design name, the next tile first.
    pub pile: Vec<String>,
    /// Tiles already on the board.
    pub board: Vec<SetupTile>,
    /// Points so far.
    pub scores: Vec<i32>,
}

impl Setup {
    /// The game this setup describes.
    pub fn build(&self, options: &Options) -> Result<UnicornJelly, SetupError> {
        let mut options = options.clone();
        if !self.tiles.is_empty() {
            let set = TileSet { name: "scenario".to_owned(), version: String::new(), tiles: self.tiles.clone() };
            let problems: Vec<String> =
                set.problems().iter().filter(|p| p.field != "tiles").map(ToString::to_string).collect();
            if !problems.is_empty() {
                return Err(SetupError(problems.join("; ")));
            }
            options.set = Some(set);
        }
        let designs: Vec<TileDef> = options.tile_set().tiles.clone();
        let mut problems = Vec::new();
        let mut unknown = Vec::new();
        let mut id = |name: &str| {
            let found = designs.iter().position(|d| d.name == name).map(|i| i as TileId);
            if found.is_none() {
                unknown.push(format!("no tile is named `{name}`"));
            }
            found
        };
        let hands: Vec<Vec<TileId>> = self.hands.iter().map(|h| h.iter().filter_map(|n| id(n)).collect()).collect();
        let pile: Vec<TileId> = self.pile.iter().rev().filter_map(|n| id(n)).collect();
        let mut board = Vec::new();
        for t in &self.board {
            match (t.pos.parse::<Pos>(), id(&t.tile)) {
                (Ok(pos), Some(tile)) => board.push(OnBoard { pos, tile, face: t.face }),
                (Err(e), _) => problems.push(e),
                _ => {}
            }
        }
        problems.extend(unknown);
        let seats = if options.solitaire { 1 } else { 2 };
        if hands.len() != seats || self.hands.iter().any(|h| h.len() > 3) {
            problems.push(format!("`hands` needs {seats} lists of at most three tiles"));
        }
        if !options.landmine && self.board.iter().any(|t| t.face == Face::Mine) {
            problems.push("a hidden landmine on the board needs the landmine variant".to_owned());
        }
        if usize::from(self.first) >= seats {
            problems.push(format!("`first` must be a seat below {seats}"));
        }
        if !problems.is_empty() {
            return Err(SetupError(problems.join("; ")));
        }
        let mut game = UnicornJelly::new(&options, 0)?;
        game.arrange(
            board,
            [hands.first().cloned().unwrap_or_default(), hands.get(1).cloned().unwrap_or_default()],
            &pile,
            [self.scores.first().copied().unwrap_or(0), self.scores.get(1).copied().unwrap_or(0)],
            Seat(self.first),
        )?;
        Ok(game)
    }
}
