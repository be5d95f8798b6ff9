//! Exact starting positions for scenario files.

use serde::Deserialize;

use super::action::TileId;
use super::board::Board;
use super::event::Event;
use super::options::Options;
use super::pos::Pos;
use super::set::{MAX_TILES, TileSet};
use super::state::{Arrangement, Face, HAND_SIZE, OnBoard, UnicornJelly};
use super::tile::TileDef;
use crate::error::SetupError;
use crate::seat::Seat;

/// A tile already on the board (or covered) in a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
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

/// An exact position: no chance is left to a seed. An absent part is as at
/// the start of a game; an empty list means empty.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    /// Designs defined inline (their order gives the tile numbers of the
    /// notation), as few as the position needs; absent means the options'
    /// tile set.
    pub tiles: Option<Vec<TileDef>>,
    /// Whose turn it is.
    pub first: u8,
    /// Each player's hand, by design name.
    pub hands: Vec<Vec<String>>,
    /// The draw pile, by design name, the next tile first.
    pub pile: Vec<String>,
    /// Tiles on the board.
    pub board: Vec<SetupTile>,
    /// Tiles covered by a Cover tile, out of play, on the square where they lie.
    pub covered: Vec<SetupTile>,
    /// Points so far, one per player.
    pub scores: Vec<i32>,
    /// How many tiles each player has placed so far: in Landmine Jelly every
    /// third one is followed by a landmine.
    pub placed: Vec<u16>,
    /// Whether each player jumped a tile on their last turn (Jumping Jelly:
    /// not twice in a row).
    pub jumped_last: Vec<bool>,
}

impl Setup {
    /// The game this setup describes; what happens as the first turn starts
    /// (tiles drawn, landmines going off) is appended to `events`.
    pub fn build(&self, options: &Options, events: &mut Vec<Event>) -> Result<UnicornJelly, SetupError> {
        let mut options = options.clone();
        if let Some(tiles) = &self.tiles {
            let set = TileSet {
                format: crate::format::Format,
                name: "scenario".to_owned(),
                version: String::new(),
                tiles: tiles.clone(),
                back_art: None,
                layout: crate::face_layout::FaceLayout::Framed,
                typeface: crate::typeface::Typeface::Sans,
                colours: Vec::new(),
            };
            // A scenario needs only the tiles its position uses: no least number.
            let problems: Vec<String> =
                set.problems().iter().filter(|p| p.field != "tiles").map(ToString::to_string).collect();
            if !problems.is_empty() {
                return Err(SetupError::new(problems.join("; ")));
            }
            options.set = Some(set);
        }
        let designs: Vec<TileDef> = options.tile_set().tiles.clone();
        let mut problems = Vec::new();
        let mut unknown = Vec::new();
        let mut id = |name: &str| {
            let found = designs.iter().position(|d| d.name == name).map(|i| i as TileId);
            if found.is_none() {
                unknown.push(format!("no tile is named `{}`", crate::text::excerpt(name)));
            }
            found
        };
        let hands: Vec<Vec<TileId>> = self.hands.iter().map(|h| h.iter().filter_map(|n| id(n)).collect()).collect();
        let pile: Vec<TileId> = self.pile.iter().rev().filter_map(|n| id(n)).collect();
        let mut laid = |tiles: &[SetupTile], problems: &mut Vec<String>| {
            let mut out = Vec::new();
            for t in tiles {
                match (t.pos.parse::<Pos>(), id(&t.tile)) {
                    (Ok(pos), Some(tile)) => out.push(OnBoard { pos, tile, face: t.face }),
                    (Err(e), _) => problems.push(e.to_string()),
                    _ => {}
                }
            }
            out
        };
        let board = laid(&self.board, &mut problems);
        let covered = laid(&self.covered, &mut problems);
        problems.extend(unknown);
        let seats = if options.solitaire { 1 } else { 2 };
        if hands.len() != seats || self.hands.iter().any(|h| h.len() > HAND_SIZE) {
            problems.push(format!("`hands` needs {seats} lists of at most three tiles"));
        }
        if !options.landmine && self.board.iter().any(|t| t.face == Face::Mine) {
            problems.push("a hidden landmine on the board needs the landmine variant".to_owned());
        }
        if usize::from(self.first) >= seats {
            problems.push(format!("`first` must be a seat below {seats}"));
        }
        for (field, len) in
            [("scores", self.scores.len()), ("placed", self.placed.len()), ("jumped_last", self.jumped_last.len())]
        {
            if len > seats {
                problems.push(format!("`{field}` has {len} entries for {seats} players"));
            }
        }
        if !problems.is_empty() {
            return Err(SetupError::new(problems.join("; ")));
        }
        let mut game = UnicornJelly::with_designs(&options)?;
        game.arrange(
            Arrangement {
                board,
                covered,
                hands: [hands.first().cloned().unwrap_or_default(), hands.get(1).cloned().unwrap_or_default()],
                pile,
                scores: per_seat(&self.scores),
                placed: per_seat(&self.placed),
                jumped_last: per_seat(&self.jumped_last),
                turn: Seat(self.first),
            },
            events,
        )?;
        Ok(game)
    }
}

/// One value per seat of a two-seat game, missing ones at their default.
fn per_seat<T: Copy + Default>(values: &[T]) -> [T; 2] {
    [0, 1].map(|s| values.get(s).copied().unwrap_or_default())
}

impl UnicornJelly {
    /// Lays out an exact position (for scenarios) and starts its turn,
    /// appending what happens then to `events`.
    pub(super) fn arrange(&mut self, at: Arrangement, events: &mut Vec<Event>) -> Result<(), SetupError> {
        let too_many = || SetupError::new(format!("a game holds at most {MAX_TILES} tiles"));
        self.board = Board::new();
        for tile in at.board {
            if self.index_at(tile.pos).is_some() {
                return Err(SetupError::new(format!("two tiles are placed on {}", tile.pos)));
            }
            self.board.push(tile)?;
        }
        if !self.connected_without(None) {
            return Err(SetupError::new("the tiles on the board must form one connected group".to_owned()));
        }
        for tile in &at.covered {
            if self.index_at(tile.pos).is_none_or(|i| !self.has_cover(self.board[i].tile)) {
                return Err(SetupError::new(format!(
                    "a covered tile on {} needs a tile with Cover on top of it",
                    tile.pos
                )));
            }
        }
        self.covered = at.covered;
        for (slot, hand) in self.hands.iter_mut().zip(at.hands) {
            slot.clear();
            slot.try_extend_from_slice(&hand)
                .map_err(|_| SetupError::new("a hand holds at most three tiles".to_owned()))?;
        }
        self.pile.clear();
        self.pile.try_extend_from_slice(&at.pile).map_err(|_| too_many())?;
        self.scores = at.scores;
        self.placed = at.placed;
        self.jumped_last = at.jumped_last;
        self.turn = at.turn;
        self.board.rebuild_frontier();
        self.start_turn(events);
        Ok(())
    }
}
