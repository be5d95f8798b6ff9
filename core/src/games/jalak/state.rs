//! The state of a game of Jalak and the rules that change it.

use arrayvec::ArrayVec;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use super::action::{Action, Move};
use super::event::{Event, PublicEvent};
use super::field::{CUBE, Dir, SETUP_CUBES, SIDE, SQUARES, Square, TOP, setup_heights};
use super::options::Options;
use super::setup::Setup;
use super::view::{PlayerView, View};
use crate::error::{RuleError, SetupError};
use crate::game::{Game, GameInfo};
use crate::outcome::Outcome;
use crate::seat::{Seat, SeatSet};

/// The most players a game can have: one on each corner.
pub const MAX_PLAYERS: usize = 4;
/// The most actions a turn can offer (9 columns × 2 changes × 4 directions × 3).
const MAX_ACTIONS: usize = 256;

/// A game of Jalak — Cube Trap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Jalak {
    heights: [u8; SQUARES],
    /// Bit `i` set: a cube stands on square `i`.
    cubes: u32,
    pawns: [Square; MAX_PLAYERS],
    players: u8,
    /// Bit `i` set: seat `i` still plays.
    active: u8,
    turn: Seat,
    turns: u16,
    turn_limit: u16,
    repetition: bool,
    outcome: Option<Outcome>,
    /// The key of every position so far, the current one last.
    history: Vec<u64>,
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
    fn empty(options: &Options) -> Self {
        Self {
            heights: setup_heights(),
            cubes: SETUP_CUBES.iter().fold(0, |bits, s| bits | 1 << s.index()),
            pawns: [Square::CORNERS[0]; MAX_PLAYERS],
            players: options.players.clamp(2, MAX_PLAYERS as u8),
            active: 0,
            turn: Seat(0),
            turns: 0,
            turn_limit: options.turn_limit.max(1),
            repetition: options.repetition,
            outcome: None,
            history: Vec::new(),
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
        *notch = if raise { (*notch + 1).min(TOP) } else { notch.saturating_sub(1) };
        copy
    }

    /// The level `seat` stands at: the column's notch, 2 more on a cube.
    ///
    /// *Interpretation*: someone on a cube steps and pushes from the cube's top.
    pub fn level(&self, seat: Seat) -> u8 {
        let square = self.pawn(seat);
        self.heights[square.index()] + if self.has_cube(square) { CUBE } else { 0 }
    }

    fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(usize::from(self.players))
    }

    /// Whether an active player other than `seat` stands on `square`.
    fn rival_on(&self, square: Square, seat: Seat) -> bool {
        self.seats().any(|s| s != seat && self.is_active(s) && self.pawn(s) == square)
    }

    /// Whether anyone, active or not, stands on `square`.
    fn anyone_on(&self, square: Square) -> bool {
        self.seats().any(|s| self.pawn(s) == square)
    }

    /// The columns `seat` may raise or lower: the plus through its square,
    /// out to the edges, stopping at (and including) the first cube each way.
    ///
    /// *Interpretation*: the player's own column is on the plus, and a
    /// column under another player may be changed (they ride it).
    pub fn changeable(&self, seat: Seat) -> ArrayVec<Square, 9> {
        let from = self.pawn(seat);
        let mut columns = ArrayVec::new();
        columns.push(from);
        for dir in Dir::ALL {
            let mut next = from.neighbour(dir);
            while let Some(square) = next {
                columns.push(square);
                if self.has_cube(square) {
                    break;
                }
                next = square.neighbour(dir);
            }
        }
        columns
    }

    /// Whether the cube on `square` may be pushed one square in `dir` on
    /// `heights`: onto the field, a column no higher and at most one lower,
    /// holding no cube and nobody, and with nobody on the cube.
    fn can_push(&self, heights: &[u8; SQUARES], square: Square, dir: Dir) -> bool {
        let Some(to) = square.neighbour(dir) else { return false };
        let (from_h, to_h) = (heights[square.index()], heights[to.index()]);
        to_h <= from_h && to_h + 1 >= from_h && !self.has_cube(to) && !self.anyone_on(to) && !self.anyone_on(square)
    }

    /// Calls `found` with every move `seat` has on `heights`.
    fn moves_on(&self, heights: &[u8; SQUARES], seat: Seat, found: &mut impl FnMut(Move)) {
        let from = self.pawn(seat);
        let level = heights[from.index()] + if self.has_cube(from) { CUBE } else { 0 };
        for dir in Dir::ALL {
            let Some(to) = from.neighbour(dir) else { continue };
            if self.rival_on(to, seat) {
                continue;
            }
            let column = heights[to.index()];
            if !self.has_cube(to) {
                if column <= level + 1 {
                    found(Move::Step(dir));
                }
                continue;
            }
            // A cube: what the mover may do depends on their level against the cube's column.
            if level + 1 >= column && level <= column + 1 {
                let right_angles = from.on_edge() && to.on_edge();
                for cube in [dir, dir.left(), dir.right()] {
                    if (cube == dir || right_angles) && self.can_push(heights, to, cube) {
                        found(Move::Push { dir, cube });
                    }
                }
            }
            if level > column {
                found(Move::Climb(dir));
            }
            if level >= column + 2
                && !self.anyone_on(to)
                && let Some(beyond) = to.neighbour(dir)
                && !self.has_cube(beyond)
                && !self.rival_on(beyond, seat)
                && heights[beyond.index()] <= level + 1
            {
                found(Move::Cross(dir));
            }
        }
    }

    /// Calls `found` with every action `seat` has; stops when it answers false.
    fn actions(&self, seat: Seat, found: &mut impl FnMut(Action) -> bool) {
        let mut heights = self.heights;
        for column in self.changeable(seat) {
            let notch = self.heights[column.index()];
            for raise in [true, false] {
                if (raise && notch >= TOP) || (!raise && notch == 0) {
                    continue;
                }
                heights[column.index()] = if raise { notch + 1 } else { notch - 1 };
                let mut go_on = true;
                self.moves_on(&heights, seat, &mut |step| {
                    if go_on {
                        go_on = found(Action { column, raise, step });
                    }
                });
                if !go_on {
                    return;
                }
            }
            heights[column.index()] = notch;
        }
    }

    fn has_action(&self, seat: Seat) -> bool {
        let mut any = false;
        self.actions(seat, &mut |_| {
            any = true;
            false
        });
        any
    }

    /// How many different moves `seat` could make this turn, whichever
    /// column it changed first: 0 means trapped.
    pub fn mobility(&self, seat: Seat) -> u32 {
        let mut seen = 0u32;
        self.actions(seat, &mut |action| {
            let kind = match action.step {
                Move::Step(_) => 0,
                Move::Climb(_) => 1,
                Move::Cross(_) => 2,
                Move::Push { dir, cube } if dir == cube => 3,
                Move::Push { dir, cube } if cube == dir.left() => 4,
                Move::Push { .. } => 5,
            };
            seen |= 1 << (action.step.dir() as u32 * 6 + kind);
            true
        });
        seen.count_ones()
    }

    /// The position's key: the field, the pawns, who is out and whose turn.
    pub fn position_key(&self) -> u64 {
        let mut key = flag_key(self.turn.index()) ^ flag_key(4 + usize::from(self.active));
        for (i, &h) in self.heights.iter().enumerate() {
            key ^= height_key(i, h);
            if self.cubes & (1 << i) != 0 {
                key ^= cube_key(i);
            }
        }
        for seat in self.seats() {
            key ^= pawn_key(seat.index(), self.pawn(seat).index());
        }
        key
    }

    fn active_count(&self) -> u32 {
        self.active.count_ones()
    }

    /// Passes the turn on counter-clockwise to the next active player; a
    /// player who cannot complete a turn is out, and the last one left wins.
    fn settle(&mut self, events: &mut Vec<Event>) {
        loop {
            if self.active_count() <= 1 {
                let winner = self.seats().find(|&s| self.is_active(s)).unwrap_or(self.turn);
                self.outcome = Some(Outcome::win(winner));
                return;
            }
            if self.is_active(self.turn) && self.has_action(self.turn) {
                return;
            }
            if self.is_active(self.turn) {
                events.push(Event::Trapped { seat: self.turn, square: self.pawn(self.turn) });
                self.active &= !(1 << self.turn.index());
            }
            self.turn = self.next_seat(self.turn);
        }
    }

    fn next_seat(&self, seat: Seat) -> Seat {
        Seat::new((seat.index() + 1) % usize::from(self.players))
    }

    /// Ends the game in a draw among those still playing when the turn limit
    /// is reached or a position comes a third time.
    fn check_draw(&mut self, events: &mut Vec<Event>) {
        if self.outcome.is_some() {
            return;
        }
        let key = self.position_key();
        self.history.push(key);
        let repeated = self.repetition && self.history.iter().filter(|&&k| k == key).count() >= 3;
        if repeated || self.turns >= self.turn_limit {
            self.outcome = Some(Outcome {
                winners: self.seats().filter(|&s| self.is_active(s)).fold(SeatSet::default(), SeatSet::with),
            });
            events.push(Event::Drawn { repetition: repeated });
        }
    }

    fn refuse(&self, action: Action) -> Option<&'static str> {
        let seat = self.turn;
        if !self.changeable(seat).contains(&action.column) {
            return Some("only a column in line with the player, up to and including the first cube, may be changed");
        }
        let notch = self.heights[action.column.index()];
        if (action.raise && notch >= TOP) || (!action.raise && notch == 0) {
            return Some("a column stays between notch 0 and notch 19");
        }
        let mut heights = self.heights;
        heights[action.column.index()] = if action.raise { notch + 1 } else { notch - 1 };
        let mut legal = false;
        self.moves_on(&heights, seat, &mut |step| legal |= step == action.step);
        (!legal).then(|| self.why_not(&heights, action.step))
    }

    /// Why the cube on `from` may not be pushed toward `dir`: the first
    /// restriction the push breaks.
    fn why_not_push(&self, heights: &[u8; SQUARES], from: Square, dir: Dir) -> &'static str {
        let Some(to) = from.neighbour(dir) else { return "a cube cannot be pushed off the field" };
        let (from_h, to_h) = (heights[from.index()], heights[to.index()]);
        if to_h > from_h {
            "a cube cannot be pushed onto a higher column"
        } else if to_h + 1 < from_h {
            "a cube cannot be pushed onto a column two or more notches lower"
        } else if self.has_cube(to) {
            "a cube cannot be pushed onto another cube"
        } else {
            "a cube cannot be pushed onto a square where someone stands"
        }
    }

    /// The rule a move breaks, in words.
    fn why_not(&self, heights: &[u8; SQUARES], step: Move) -> &'static str {
        let seat = self.turn;
        let Some(to) = self.pawn(seat).neighbour(step.dir()) else { return "the move leaves the field" };
        if self.rival_on(to, seat) {
            return "a player may not move onto an active opponent's square";
        }
        let level = heights[self.pawn(seat).index()] + if self.has_cube(self.pawn(seat)) { CUBE } else { 0 };
        let column = heights[to.index()];
        match step {
            Move::Step(_) if self.has_cube(to) => {
                "a player may only go onto a cube's square by pushing, climbing or crossing it"
            }
            Move::Step(_) => "a player can step up at most one notch",
            _ if !self.has_cube(to) => "there is no cube there",
            Move::Climb(_) => "a player climbs onto a cube only from at least one notch above its column",
            Move::Cross(_) if level < column + 2 => {
                "a player crosses a cube only from two or more notches above its column"
            }
            Move::Cross(_) => "the square beyond the cube cannot be entered",
            Move::Push { .. } if level > column + 1 => {
                "a player may push a cube only from at most one notch above its column"
            }
            Move::Push { .. } if level + 1 < column => "a player cannot step up two notches to push",
            Move::Push { .. } if self.anyone_on(to) => "a cube with someone on it cannot be pushed",
            Move::Push { dir, cube } if dir != cube && !(self.pawn(seat).on_edge() && to.on_edge()) => {
                "a cube is pushed straight ahead, or at a right angle only when both it and the pusher are on the edge"
            }
            Move::Push { cube, .. } => self.why_not_push(heights, to, cube),
        }
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
        scored: false,
    };

    fn new(options: &Options, _seed: u64) -> Result<Self, SetupError> {
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
        let mut game = Self::new(options, 0)?;
        let mut problems = Vec::new();
        if let Some(heights) = &setup.heights {
            if heights.len() != 5 || heights.iter().any(|row| row.len() != 5) {
                problems.push("`heights` needs five rows of five notches".to_owned());
            } else {
                for (r, row) in heights.iter().enumerate() {
                    for (c, &h) in row.iter().enumerate() {
                        if h > TOP {
                            problems.push(format!("a column stands at notch {h}; the highest is {TOP}"));
                        }
                        if let Some(square) = Square::at(c as u8, 4 - r as u8) {
                            game.heights[square.index()] = h.min(TOP);
                        }
                    }
                }
            }
        }
        let square = |text: &String, problems: &mut Vec<String>| match text.parse::<Square>() {
            Ok(s) => Some(s),
            Err(e) => {
                problems.push(e.to_string());
                None
            }
        };
        if let Some(cubes) = &setup.cubes {
            game.cubes = 0;
            for text in cubes.iter().take(SQUARES + 1) {
                if let Some(s) = square(text, &mut problems) {
                    if game.has_cube(s) {
                        problems.push(format!("two cubes on {s}"));
                    }
                    game.cubes |= 1 << s.index();
                }
            }
        }
        if let Some(pawns) = &setup.pawns {
            if pawns.len() != usize::from(game.players) {
                problems.push(format!("{} pawns for {} players", pawns.len(), game.players));
            }
            for (seat, text) in pawns.iter().enumerate().take(MAX_PLAYERS) {
                if let Some(s) = square(text, &mut problems) {
                    game.pawns[seat] = s;
                }
            }
        }
        for &seat in setup.inactive.iter().take(MAX_PLAYERS + 1) {
            if seat.index() >= usize::from(game.players) {
                problems.push(format!("{seat} is not at the table"));
            } else {
                game.active &= !(1 << seat.index());
            }
        }
        for a in game.seats() {
            for b in game.seats().filter(|&b| b > a) {
                if game.is_active(a) && game.is_active(b) && game.pawn(a) == game.pawn(b) {
                    problems.push(format!("{a} and {b} are both active on {}", game.pawn(a)));
                }
            }
        }
        if setup.to_move.index() >= usize::from(game.players) || !game.is_active(setup.to_move) {
            problems.push(format!("{} cannot have the turn", setup.to_move));
        }
        if setup.turns >= game.turn_limit {
            problems.push(format!("{} turns played: the turn limit is {}", setup.turns, game.turn_limit));
        }
        if setup.seen_before > 1 {
            problems
                .push(format!("`seen_before` is {}: a position seen twice before is already drawn", setup.seen_before));
        }
        if !problems.is_empty() {
            return Err(SetupError::new(problems.join("; ")));
        }
        game.turn = setup.to_move;
        game.turns = setup.turns;
        game.history = vec![game.position_key(); 1 + usize::from(setup.seen_before)];
        game.settle(events);
        Ok(game)
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

    fn random_action(&self, rng: &mut dyn RngCore) -> Option<Action> {
        if self.outcome.is_some() {
            return None;
        }
        let mut all: ArrayVec<Action, MAX_ACTIONS> = ArrayVec::new();
        self.actions(self.turn, &mut |action| all.try_push(action).is_ok());
        (!all.is_empty()).then(|| all[rng.random_range(0..all.len())])
    }

    fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if let Some(rule) = self.refuse(action) {
            return Err(RuleError::Broken(rule));
        }
        let seat = self.turn;
        let column = action.column.index();
        self.heights[column] = if action.raise { self.heights[column] + 1 } else { self.heights[column] - 1 };
        events.push(Event::Column { seat, column: action.column, height: self.heights[column], raised: action.raise });
        let from = self.pawn(seat);
        let dir = action.step.dir();
        let next = from.neighbour(dir).ok_or(RuleError::Broken("the move leaves the field"))?;
        let (to, crossed) = match action.step {
            Move::Step(_) | Move::Climb(_) => (next, None),
            Move::Cross(_) => (next.neighbour(dir).ok_or(RuleError::Broken("the move leaves the field"))?, Some(next)),
            Move::Push { cube, .. } => {
                let cube_to = next.neighbour(cube).ok_or(RuleError::Broken("the cube would leave the field"))?;
                self.cubes = (self.cubes & !(1 << next.index())) | 1 << cube_to.index();
                events.push(Event::Pushed { seat, from: next, to: cube_to });
                (next, None)
            }
        };
        self.pawns[seat.index()] = to;
        events.push(Event::Moved { seat, from, to, on_cube: self.has_cube(to), crossed });
        self.turns += 1;
        self.turn = self.next_seat(seat);
        self.settle(events);
        self.check_draw(events);
        Ok(())
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
