//! The state of a game of Unicorn Jelly: the board, hands and pile, the
//! scores and whose decision it is. The rules that change it are in
//! `rules`, and `game` makes it a [`Game`](crate::game::Game).

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::action::TileId;
use super::board::{Board, Marks};
pub use super::board::{Face, OnBoard};
use super::designs::{Designs, Facts};
use super::kind::Kind;
use super::options::Options;
use super::pos::Pos;
use super::set::MAX_TILES;
use super::tile::TileDef;
use crate::error::SetupError;
use crate::seat::Seat;

/// Tiles each player keeps in hand.
pub const HAND_SIZE: usize = 3;
/// A player lays a landmine after every this many tiles they place.
pub const MINE_EVERY: u16 = 3;
/// Landmines on the board that are turned over together.
pub const MINES_TO_REVEAL: usize = 3;

/// Whose decision it is, within the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Phase {
    /// The turn player places (or jumps, or offers to call).
    Play,
    /// The turn player lays a landmine.
    LayMine,
    /// The other player answers an offer to end the game.
    AnswerCall,
}

/// The switches of the rules in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Rules {
    pub(super) seats: u8,
    pub(super) landmine: bool,
    pub(super) cascade: bool,
    pub(super) jumping: bool,
}

/// An exact position for [`UnicornJelly::arrange`].
pub(super) struct Arrangement {
    /// The tiles on the board.
    pub board: Vec<OnBoard>,
    /// Tiles covered, out of play.
    pub covered: Vec<OnBoard>,
    /// Each hand.
    pub hands: [Vec<TileId>; 2],
    /// The draw pile, the next tile last.
    pub pile: Vec<TileId>,
    /// Points so far.
    pub scores: [i32; 2],
    /// Tiles each player has placed.
    pub placed: [u16; 2],
    /// Whether each player jumped on their last turn.
    pub jumped_last: [bool; 2],
    /// Whose turn it is.
    pub turn: Seat,
}

/// A game of Unicorn Jelly: The Card Game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnicornJelly {
    pub(super) designs: Designs,
    pub(super) rules: Rules,
    pub(super) board: Board,
    pub(super) covered: Vec<OnBoard>,
    pub(super) hands: [ArrayVec<TileId, HAND_SIZE>; 2],
    /// The draw pile; the next tile is the last.
    pub(super) pile: ArrayVec<TileId, MAX_TILES>,
    pub(super) scores: [i32; 2],
    pub(super) turn: Seat,
    pub(super) phase: Phase,
    pub(super) placed: [u16; 2],
    pub(super) jumped_last: [bool; 2],
    pub(super) offered: bool,
    pub(super) over: bool,
}

impl UnicornJelly {
    /// The set's designs; [`TileId`]s index them.
    pub fn designs(&self) -> &[TileDef] {
        &self.designs.defs
    }

    /// The design `tile`.
    pub fn design(&self, tile: TileId) -> &TileDef {
        &self.designs.defs[usize::from(tile)]
    }

    pub(super) fn facts(&self, tile: TileId) -> &Facts {
        self.designs.of(tile)
    }

    /// The tiles in play (not covered ones).
    pub fn board(&self) -> &[OnBoard] {
        &self.board
    }

    /// `seat`'s hand.
    pub fn hand(&self, seat: Seat) -> &[TileId] {
        &self.hands[seat.index()]
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The tile on `pos`, if any.
    pub fn at(&self, pos: Pos) -> Option<&OnBoard> {
        self.index_at(pos).map(|i| &self.board[i])
    }

    pub(super) fn index_at(&self, pos: Pos) -> Option<usize> {
        self.board.index_at(pos)
    }

    /// The current power of the face-up tile on `pos`: its printed power
    /// with the constant changes of bordering tiles. `None` for an empty
    /// square, a tile without power, or one not face up.
    pub fn current_power(&self, pos: Pos) -> Option<i8> {
        let index = self.index_at(pos)?;
        (self.board[index].face == Face::Up && self.kind(index).has_power())
            .then(|| self.power(index, Marks::default()))
    }

    pub(super) fn kind(&self, index: usize) -> Kind {
        self.facts(self.board[index].tile).kind
    }

    pub(super) fn seats(&self) -> usize {
        usize::from(self.rules.seats)
    }

    /// A game with the options' designs and nothing dealt: the designs are
    /// checked, but not how many tiles there are (a scenario needs only those
    /// its position uses).
    pub(super) fn with_designs(options: &Options) -> Result<Self, SetupError> {
        Ok(Self::empty(Self::designs_of(options)?, options))
    }

    /// The options' designs, checked.
    pub(super) fn designs_of(options: &Options) -> Result<Designs, SetupError> {
        crate::game::check_options::<Self>(options)?;
        let Some(set) = &options.set else { return Ok(default_designs()) };
        // A set with too many designs has that one problem, and no other is looked for.
        if set.tiles.len() > MAX_TILES {
            return Err(SetupError::new(format!(
                "the tile set has {} designs; a set holds at most {MAX_TILES}",
                set.tiles.len()
            )));
        }
        let problems: Vec<String> =
            set.problems().iter().filter(|p| p.field != "tiles").map(ToString::to_string).collect();
        if !problems.is_empty() {
            return Err(SetupError::new(format!("the tile set has problems: {}", problems.join("; "))));
        }
        Ok(set.tiles.clone().into())
    }

    pub(super) fn empty(designs: Designs, options: &Options) -> Self {
        Self {
            designs,
            rules: Rules {
                seats: if options.solitaire { 1 } else { 2 },
                landmine: options.landmine,
                cascade: options.cascade,
                jumping: options.jumping,
            },
            board: Board::new(),
            covered: Vec::new(),
            hands: [ArrayVec::new(), ArrayVec::new()],
            pile: ArrayVec::new(),
            scores: [0; 2],
            turn: Seat(0),
            phase: Phase::Play,
            placed: [0; 2],
            jumped_last: [false; 2],
            offered: false,
            over: false,
        }
    }
}

/// The designs of the default set, shared by every default game.
fn default_designs() -> Designs {
    static DESIGNS: std::sync::LazyLock<Designs> =
        std::sync::LazyLock::new(|| super::set::TileSet::default_set().tiles.clone().into());
    DESIGNS.clone()
}
