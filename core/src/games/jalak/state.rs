//! The state of a game of Jalak: the field, the pawns, whose turn it is,
//! what everyone sees, and the game contract. The rules that change it are
//! in `rules`, a position from a scenario is built in `setup`.

use rand::RngCore;
use serde::{Deserialize, Serialize};

use super::action::Action;
use super::event::{Event, PublicEvent};
use super::field::{CUBE, SETUP_CUBES, SIDE, SQUARES, Square, setup_heights};
use super::history::History;
use super::options::Options;
use super::rules::changed;
use super::setup::Setup;
use super::view::{PlayerView, View};
use crate::error::{RuleError, SetupError};
use crate::game::{Game, GameInfo};
use crate::outcome::Outcome;
use crate::rng::GameRng;
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

    /// A copy of the game with `column` one notch higher (or lower) and
    /// nothing else changed: the field as a turn's first part leaves it,
    /// for previews of the moves that follow.
    #[must_use]
    pub fn with_column_changed(&self, column: Square, raise: bool) -> Jalak {
        let mut copy = self.clone();
        let notch = &mut copy.heights[column.index()];
        *notch = changed(*notch, raise).unwrap_or(*notch);
        copy
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

impl Game for Jalak {
    crate::game::game_types!();

    const INFO: GameInfo = GameInfo {
        id: "jalak",
        name: "Jalak — Cube Trap",
        pitch: "Raise and lower the field's columns, push and climb big cubes, and leave your rivals with no move.",
        min_seats: 2,
        max_seats: 4,
        rules: include_str!("../../../../assets/jalak/rules.md"),
        quick_reference: include_str!("../../../../assets/jalak/rules-card.md"),
        concepts: &["raise-column", "lower-column", "which-columns", "your-level", "step", "climb", "cross", "push", "push-off-field", "push-uphill", "push-drop", "push-onto-something", "push-ridden", "push-sideways", "trapped", "draw-rule", "turn-order"],
        lesson: include_str!("../../../../assets/jalak/lesson.ron"),
        scored: false,
    };

    fn new_into(options: &Options, _seed: u64, _events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        let mut game = Self::empty(options);
        for seat in game.seats() {
            game.pawns[seat.index()] = Self::start_corner(game.players, seat);
        }
        game.active = (1 << game.players) - 1;
        game.history.push(game.position_key());
        Ok(game)
    }

    fn from_setup_into(options: &Options, setup: &Setup, events: &mut Vec<Event>) -> Result<Self, SetupError> {
        setup.build(options, events)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.players)
    }

    fn to_act(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.turn)
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.outcome.is_none() {
            self.actions(self.turn, &mut |action| {
                out.push(action);
                true
            });
        }
    }

    fn random_action(&self, rng: &mut GameRng) -> Option<Action> {
        if self.outcome.is_some() {
            return None;
        }
        self.random_action_of(self.turn, rng)
    }

    fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if let Some(rule) = self.refuse(action) {
            return Err(RuleError::Broken(rule));
        }
        self.play(action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn score(&self, seat: Seat) -> i32 {
        i32::from(self.is_active(seat))
    }

    fn standing(&self, seat: Seat) -> Option<String> {
        let square = self.pawn(seat);
        let on = if self.has_cube(square) { "on the cube on" } else { "on" };
        Some(if self.is_active(seat) {
            format!("{on} {square}, level {}", self.level(seat))
        } else {
            format!("out: a roadblock on {square}")
        })
    }

    fn view(&self, _viewer: Option<Seat>) -> View {
        let mut heights = [[0; SIDE as usize]; SIDE as usize];
        for square in Square::ALL {
            heights[usize::from(SIDE - 1 - square.row())][usize::from(square.column())] = self.height(square);
        }
        View {
            heights,
            cubes: self.cubes().collect(),
            players: self
                .seats()
                .map(|seat| PlayerView {
                    seat,
                    square: self.pawn(seat),
                    level: self.level(seat),
                    on_cube: self.has_cube(self.pawn(seat)),
                    active: self.is_active(seat),
                })
                .collect(),
            turn: self.turn,
            to_act: self.to_act(),
            turns: self.turns,
            turn_limit: self.turn_limit,
        }
    }

    fn determinize(&self, _seat: Seat, _rng: &mut dyn RngCore) -> Self {
        self.clone()
    }

    /// Mobility: how many moves `seat` has against the best-placed rival,
    /// in -1..=1.
    fn evaluate(&self, seat: Seat) -> f64 {
        if let Some(outcome) = self.outcome {
            return 2.0 * outcome.reward(seat) - 1.0;
        }
        if !self.is_active(seat) {
            return -1.0;
        }
        let mine = f64::from(self.mobility(seat));
        let theirs = self
            .seats()
            .filter(|&s| s != seat && self.is_active(s))
            .map(|s| self.mobility(s))
            .max()
            .map_or(0.0, f64::from);
        (mine - theirs) / (mine + theirs + 1.0)
    }

    fn describe(&self, event: &Event, _viewer: Option<Seat>) -> String {
        match *event {
            Event::Column { seat, column, height, raised } => {
                format!("{seat} {} column {column} to notch {height}.", if raised { "raised" } else { "lowered" })
            }
            Event::Moved { seat, from, to, on_cube, crossed } => match crossed {
                Some(cube) => format!("{seat} crossed the cube on {cube}, from {from} to {to}."),
                None if on_cube => format!("{seat} climbed from {from} onto the cube on {to}."),
                None => format!("{seat} moved from {from} to {to}."),
            },
            Event::Pushed { seat, from, to } => format!("{seat} pushed the cube from {from} to {to}."),
            Event::Trapped { seat, square } if self.players == 2 => {
                format!("{seat} is trapped on {square} with no move, and loses.")
            }
            Event::Trapped { seat, square } => {
                format!("{seat} is trapped on {square} and is out; the square stays blocked to cubes.")
            }
            Event::Drawn { repetition: true } => "The same position came up a third time: a draw.".to_owned(),
            Event::Drawn { repetition: false } => format!("{} turns were played: a draw.", self.turn_limit),
        }
    }

    /// Everything in Jalak is public: the event as it is.
    fn public_event(&self, event: &Event, _viewer: Option<Seat>) -> Event {
        *event
    }
}
