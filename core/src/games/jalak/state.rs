//! The state of a game of Jalak: the field, the pawns and whose turn it
//! is. The rules that change it are in `rules`, a position from a scenario
//! is built in `setup`, and `game` makes it a [`Game`](crate::game::Game).

use serde::{Deserialize, Serialize};

use super::field::{CUBE, SETUP_CUBES, SQUARES, Square, setup_heights};
use super::history::History;
use super::options::Options;
use crate::outcome::Outcome;
use crate::seat::Seat;

/// The most players a game can have: one on each corner.
pub const MAX_PLAYERS: usize = 4;

/// A game of Jalak — Cube Trap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Jalak {
    pub(super) heights: [u8; SQUARES],
    /// Bit `i` set: a cube stands on square `i`.
    pub(super) cubes: u32,
    pub(super) pawns: [Square; MAX_PLAYERS],
    pub(super) players: u8,
    /// Bit `i` set: seat `i` still plays.
    pub(super) active: u8,
    pub(super) turn: Seat,
    pub(super) turns: u16,
    pub(super) turn_limit: u16,
    pub(super) repetition: bool,
    pub(super) outcome: Option<Outcome>,
    /// Every position so far, the current one last.
    pub(super) history: History,
}

/// A position to come back to after trying actions in a search: every
/// field but the history, which only grows, and the history's length.
#[derive(Clone, Copy)]
pub(super) struct Mark {
    heights: [u8; SQUARES],
    cubes: u32,
    pawns: [Square; MAX_PLAYERS],
    active: u8,
    turn: Seat,
    turns: u16,
    outcome: Option<Outcome>,
    history: usize,
}

/// Random keys for hashing positions, fixed at compile time.
const KEYS: [u64; 1024] = {
    let mut keys = [0u64; 1024];
    let mut i = 0;
    while i < 1024 {
        keys[i] = crate::rng::derive(0x1a1a_c0be, i as u64);
        i += 1;
    }
    keys
};

const fn height_key(square: usize, height: u8) -> u64 {
    KEYS[square * 20 + height as usize]
}
const fn cube_key(square: usize) -> u64 {
    KEYS[500 + square]
}
const fn pawn_key(seat: usize, square: usize) -> u64 {
    KEYS[525 + seat * SQUARES + square]
}
const fn flag_key(bit: usize) -> u64 {
    KEYS[640 + bit]
}

impl Jalak {
    pub(super) fn empty(options: &Options) -> Self {
        Self {
            heights: setup_heights(),
            cubes: SETUP_CUBES.iter().fold(0, |bits, s| bits | 1 << s.index()),
            pawns: [Square::CORNERS[0]; MAX_PLAYERS],
            players: options.players.clamp(2, MAX_PLAYERS as u8),
            active: 0,
            turn: Seat(0),
            turns: 0,
            turn_limit: options.turn_limit().max(1),
            repetition: options.repetition,
            outcome: None,
            history: History::default(),
        }
    }

    /// The starting position for `options`: every player on their corner.
    pub(super) fn starting(options: &Options) -> Self {
        let mut game = Self::empty(options);
        for seat in game.seats() {
            game.pawns[seat.index()] = Self::start_corner(game.players, seat);
        }
        game.active = (1 << game.players) - 1;
        game.history.push(game.position_key());
        game
    }

    /// The starting corner of `seat` among `players`: counter-clockwise from
    /// `a1`; with two, opposite corners.
    pub fn start_corner(players: u8, seat: Seat) -> Square {
        let corner = if players == 2 { seat.index() * 2 } else { seat.index() };
        Square::CORNERS[corner % 4]
    }

    /// A column's notch, 0–19.
    pub fn height(&self, square: Square) -> u8 {
        self.heights[square.index()]
    }

    /// Whether a cube stands on `square`.
    pub fn has_cube(&self, square: Square) -> bool {
        self.cubes & (1 << square.index()) != 0
    }

    /// The squares with cubes.
    pub fn cubes(&self) -> impl Iterator<Item = Square> + '_ {
        Square::ALL.into_iter().filter(|&s| self.has_cube(s))
    }

    /// Where `seat` stands.
    pub fn pawn(&self, seat: Seat) -> Square {
        self.pawns[seat.index()]
    }

    /// Whether `seat` still plays.
    pub fn is_active(&self, seat: Seat) -> bool {
        self.active & (1 << seat.index()) != 0
    }

    /// Whose turn it is (also after the game ended: who would have moved).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Turns played so far.
    pub fn turns(&self) -> u16 {
        self.turns
    }

    /// The turn after which the game is drawn.
    pub fn turn_limit(&self) -> u16 {
        self.turn_limit
    }

    /// The level `seat` stands at: the column's notch, 2 more on a cube.
    ///
    /// *Interpretation*: someone on a cube steps and pushes from the cube's top.
    pub fn level(&self, seat: Seat) -> u8 {
        let square = self.pawn(seat);
        self.heights[square.index()] + if self.has_cube(square) { CUBE } else { 0 }
    }

    pub(super) fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(usize::from(self.players))
    }

    /// Whether an active player other than `seat` stands on `square`.
    pub(super) fn rival_on(&self, square: Square, seat: Seat) -> bool {
        self.seats().any(|s| s != seat && self.is_active(s) && self.pawn(s) == square)
    }

    /// Whether anyone, active or not, stands on `square`.
    pub(super) fn anyone_on(&self, square: Square) -> bool {
        self.seats().any(|s| self.pawn(s) == square)
    }

    /// Where the game stands now, for [`Jalak::back_to`].
    pub(super) fn mark(&self) -> Mark {
        Mark {
            heights: self.heights,
            cubes: self.cubes,
            pawns: self.pawns,
            active: self.active,
            turn: self.turn,
            turns: self.turns,
            outcome: self.outcome,
            history: self.history.len(),
        }
    }

    /// Takes back every action played since `mark` was made.
    pub(super) fn back_to(&mut self, mark: Mark) {
        let Mark { heights, cubes, pawns, active, turn, turns, outcome, history } = mark;
        (self.heights, self.cubes, self.pawns, self.active) = (heights, cubes, pawns, active);
        (self.turn, self.turns, self.outcome) = (turn, turns, outcome);
        self.history.truncate(history);
    }

    /// Whether this position's future depends on more than the position:
    /// it came up before (a repetition may draw the game), or the turn
    /// limit falls within `turns` turns. A search must not take a value
    /// it stored for the same position reached another way.
    pub(super) fn may_be_drawn_within(&self, turns: u32) -> bool {
        let repeated = self.repetition && self.history.repeated();
        repeated || u32::from(self.turns) + turns >= u32::from(self.turn_limit)
    }

    /// The position's key: the field, the pawns, who is out and whose turn.
    pub fn position_key(&self) -> u64 {
        let mut key = flag_key(self.turn.index()) ^ flag_key(4 + usize::from(self.active));
        for (i, &h) in self.heights.iter().enumerate() {
            key ^= height_key(i, h);
        }
        let mut cubes = self.cubes;
        while cubes != 0 {
            key ^= cube_key(cubes.trailing_zeros() as usize);
            cubes &= cubes - 1;
        }
        for seat in self.seats() {
            key ^= pawn_key(seat.index(), self.pawn(seat).index());
        }
        key
    }
}
