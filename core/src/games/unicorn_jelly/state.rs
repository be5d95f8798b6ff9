//! The state of a game of Unicorn Jelly and its rules.

use std::sync::Arc;

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use super::action::{Action, TileId};
use super::board::{Board, Indices};
pub use super::board::{Face, OnBoard};
use super::designs::{Designs, Facts};
use super::event::{Attacker, Event, PublicAttacker, PublicEvent};
use super::kind::Kind;
use super::options::Options;
use super::pos::Pos;
use super::set::{MAX_TILES, MIN_TILES};
use super::setup::Setup;
use super::tile::TileDef;
use super::view::{SeenTile, View};
use crate::error::{RuleError, SetupError};
use crate::game::{Game, GameInfo};
use crate::hand::HandView;
use crate::outcome::Outcome;
use crate::seat::Seat;

/// Tiles each player keeps in hand.
pub const HAND_SIZE: usize = 3;
/// A player lays a landmine after every this many tiles they place.
pub const MINE_EVERY: u16 = 3;
/// Landmines on the board that are turned over together.
pub const MINES_TO_REVEAL: usize = 3;

/// Whose decision it is, within the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    /// The turn player places (or jumps, or offers to call).
    Play,
    /// The turn player lays a landmine.
    LayMine,
    /// The other player answers an offer to end the game.
    AnswerCall,
}

/// The switches of the rules in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Rules {
    seats: u8,
    landmine: bool,
    cascade: bool,
    jumping: bool,
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
    designs: Designs,
    rules: Rules,
    board: Board,
    covered: Vec<OnBoard>,
    hands: [ArrayVec<TileId, HAND_SIZE>; 2],
    /// The draw pile; the next tile is the last.
    pile: ArrayVec<TileId, MAX_TILES>,
    scores: [i32; 2],
    turn: Seat,
    phase: Phase,
    placed: [u16; 2],
    jumped_last: [bool; 2],
    offered: bool,
    over: bool,
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

    fn facts(&self, tile: TileId) -> &Facts {
        &self.designs.facts[usize::from(tile)]
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

    fn index_at(&self, pos: Pos) -> Option<usize> {
        self.board.index_at(pos)
    }

    /// The current power of the face-up tile on `pos`: its printed power
    /// with the constant changes of bordering tiles. `None` for an empty
    /// square, a tile without power, or one not face up.
    pub fn current_power(&self, pos: Pos) -> Option<i8> {
        let index = self.index_at(pos)?;
        (self.board[index].face == Face::Up && self.kind(index).has_power()).then(|| self.power(index, &[]))
    }

    /// A challenge in words, with its arithmetic: "Redcloak 5 + Lupiko 3 =
    /// 8 > Crystal Basilisk 6".
    pub fn challenge_text(&self, by: &[Attacker], defender: TileId, power: i8) -> String {
        let parts: Vec<String> = by.iter().map(|a| format!("{} {}", self.design(a.tile).name, a.power)).collect();
        let total: i32 = by.iter().map(|a| i32::from(a.power)).sum();
        let sum = if by.len() > 1 { format!("{} = {total}", parts.join(" + ")) } else { parts.join("") };
        format!("{sum} > {} {power}", self.design(defender).name)
    }

    fn kind(&self, index: usize) -> Kind {
        self.facts(self.board[index].tile).kind
    }

    fn seats(&self) -> usize {
        usize::from(self.rules.seats)
    }

    /// The current power of the tile at `index`: its printed power plus the
    /// constant changes of bordering Locations, never below 0; 0 if zeroed.
    fn power(&self, index: usize, zeroed: &[u8]) -> i8 {
        if zeroed.contains(&(index as u8)) {
            return 0;
        }
        let tile = self.board[index];
        let facts = self.facts(tile.tile);
        let mut power = i32::from(facts.power);
        for n in tile.pos.neighbours() {
            if let Some(j) = self.index_at(n)
                && self.board[j].face == Face::Up
            {
                power += i32::from(self.facts(self.board[j].tile).modify[facts.kind as usize]);
            }
        }
        power.clamp(0, i32::from(i8::MAX)) as i8
    }

    /// Resolves one turn's activity: `sources` (just placed, jumped or
    /// revealed) are active; Impetus tiles among them activate their
    /// neighbours; then every challenge is settled at once.
    fn resolve(&mut self, sources: &[usize], events: &mut Vec<Event>) {
        let active = self.activate(sources, events);
        let (zeroed, revived) = self.zeroed_and_revived(&active);
        let seat = self.turn;
        for (d, power, by) in self.challenges(&active, &zeroed) {
            self.board.set_face(d, Face::Down);
            self.scores[seat.index()] += 1;
            events.push(Event::Defeated { tile: self.board[d].tile, pos: self.board[d].pos, power, by, seat });
        }
        for &r in &revived {
            let r = usize::from(r);
            self.board.set_face(r, Face::Up);
            events.push(Event::Revived { tile: self.board[r].tile, pos: self.board[r].pos });
        }
    }

    /// The tiles active this turn: `sources`, and what their Impetus
    /// activates in turn (Cascade Jelly: Impetus too).
    fn activate(&self, sources: &[usize], events: &mut Vec<Event>) -> Indices {
        // Board indices fit in a byte (a game holds at most MAX_TILES tiles);
        // small lists keep this hot path free of allocations and big copies.
        let mut active: Indices = sources.iter().map(|&i| i as u8).collect();
        let mut next = 0;
        while next < active.len() {
            let source = usize::from(active[next]);
            next += 1;
            let Some(filter) = self.facts(self.board[source].tile).activate else { continue };
            let by = self.board[source].pos;
            for n in by.neighbours() {
                let Some(j) = self.index_at(n) else { continue };
                let kind = self.kind(j);
                let admitted = filter.admits(kind) && kind != Kind::Location;
                let cascades = self.rules.cascade && kind == Kind::Impetus;
                if self.board[j].face == Face::Up && (admitted || cascades) && !active.contains(&(j as u8)) {
                    active.push(j as u8);
                    events.push(Event::Activated { tile: self.board[j].tile, pos: n, by });
                }
            }
        }
        active
    }

    /// The tiles zeroed and those revived around the `active` ones. Revival
    /// is decided before the defeats, so a tile defeated now stays down
    /// this turn.
    fn zeroed_and_revived(&self, active: &Indices) -> (Indices, Indices) {
        let mut zeroed = Indices::new();
        let mut revived = Indices::new();
        for &a in active {
            let a = usize::from(a);
            let Facts { zero, revive, .. } = *self.facts(self.board[a].tile);
            if zero.is_empty() && revive.is_empty() {
                continue;
            }
            for n in self.board[a].pos.neighbours() {
                let Some(j) = self.index_at(n) else { continue };
                let kind = self.kind(j);
                if zero.contains(kind) && !zeroed.contains(&(j as u8)) {
                    zeroed.push(j as u8);
                }
                if revive.contains(kind) && self.board[j].face == Face::Down && !revived.contains(&(j as u8)) {
                    revived.push(j as u8);
                }
            }
        }
        (zeroed, revived)
    }

    /// Every tile the `active` ones defeat: bordering one, face up, with
    /// power, and beaten by the summed power of the active tiles bordering
    /// it that may challenge it. Each with its power and its attackers.
    fn challenges(&self, active: &Indices, zeroed: &Indices) -> Vec<(usize, i8, ArrayVec<Attacker, 4>)> {
        let mut defenders = Indices::new();
        for &a in active {
            for n in self.board[usize::from(a)].pos.neighbours() {
                if let Some(d) = self.index_at(n)
                    && self.board[d].face == Face::Up
                    && self.kind(d).has_power()
                    && !defenders.contains(&(d as u8))
                {
                    defenders.push(d as u8);
                }
            }
        }
        defenders.sort_unstable();
        let mut defeated = Vec::new();
        for &d in &defenders {
            let d = usize::from(d);
            let mut by: ArrayVec<Attacker, 4> = ArrayVec::new();
            for n in self.board[d].pos.neighbours() {
                if let Some(a) = self.index_at(n)
                    && active.contains(&(a as u8))
                    && self.board[a].face == Face::Up
                    && self.kind(a).may_challenge(self.kind(d))
                {
                    by.push(Attacker { pos: n, tile: self.board[a].tile, power: self.power(a, zeroed) });
                }
            }
            let power = self.power(d, zeroed);
            let total: i32 = by.iter().map(|a| i32::from(a.power)).sum();
            if !by.is_empty() && total > i32::from(power) {
                defeated.push((d, power, by));
            }
        }
        defeated
    }

    /// Puts a tile on an empty square and keeps the frontier up to date.
    fn put(&mut self, tile: OnBoard) -> usize {
        if let Some(i) = self.board.frontier.iter().position(|&p| p == tile.pos) {
            self.board.frontier.swap_remove(i);
        }
        // Every tile comes from the set, which holds at most MAX_TILES: there is room.
        let index = self.board.push(tile).unwrap_or(self.board.len() - 1);
        for n in tile.pos.neighbours() {
            self.board.add_to_frontier(n);
        }
        index
    }

    /// Whether the board is in one piece without the tile at `skip` (or with all tiles).
    fn connected_without(&self, skip: Option<usize>) -> bool {
        let others = self.board.len() - usize::from(skip.is_some());
        let Some(start) = (0..self.board.len()).find(|&i| Some(i) != skip) else { return true };
        let mut reached = Indices::new();
        reached.push(start as u8);
        let mut next = 0;
        while next < reached.len() {
            let pos = self.board[usize::from(reached[next])].pos;
            next += 1;
            for n in pos.neighbours() {
                if let Some(j) = self.index_at(n)
                    && Some(j) != skip
                    && !reached.contains(&(j as u8))
                {
                    reached.push(j as u8);
                }
            }
        }
        reached.len() == others
    }

    /// Where the tile at `index` may jump: empty squares bordering another
    /// tile, if lifting it leaves the board in one piece.
    fn jump_targets(&self, index: usize) -> impl Iterator<Item = Pos> + '_ {
        let from = self.board[index].pos;
        let movable = self.board[index].face == Face::Up && self.connected_without(Some(index));
        let lifted =
            movable.then(|| {
                self.board.frontier.iter().copied().chain(std::iter::once(from)).filter(move |&p| {
                    p != from && p.neighbours().iter().any(|&n| n != from && self.index_at(n).is_some())
                })
            });
        lifted.into_iter().flatten()
    }

    fn can_jump(&self) -> bool {
        self.rules.jumping && !self.jumped_last[self.turn.index()] && !self.board.is_empty()
    }

    fn has_cover(&self, tile: TileId) -> bool {
        self.facts(tile).cover
    }

    /// Whether nothing left can change who wins: the leader is ahead by
    /// more than the number of tiles that could still be defeated, and no
    /// tile that revives others can act again.
    pub fn result_is_settled(&self) -> bool {
        if self.seats() < 2 {
            return false;
        }
        let revives = |tile: TileId| !self.facts(tile).revive.is_empty();
        let powered = |tile: TileId| self.facts(tile).kind.has_power();
        let unplaced = self
            .hands
            .iter()
            .flatten()
            .chain(&self.pile)
            .copied()
            .chain(self.board.iter().filter(|t| t.face == Face::Mine).map(|t| t.tile));
        let margin = (self.scores[0] - self.scores[1]).abs();
        let mut open = 0;
        for tile in unplaced {
            open += i32::from(powered(tile));
            if revives(tile) || open >= margin {
                return false;
            }
        }
        for t in self.board.iter().filter(|t| t.face == Face::Up) {
            open += i32::from(powered(t.tile));
            if revives(t.tile) || open >= margin {
                return false;
            }
        }
        true
    }

    fn end(&mut self, events: &mut Vec<Event>) {
        self.over = true;
        if let Some(outcome) = self.outcome() {
            events.push(Event::Ended { outcome, scores: self.scores[..self.seats()].iter().copied().collect() });
        }
    }

    /// The start of `self.turn`'s turn: landmines go off, the hand is refilled,
    /// and a player with no tile left ends the game.
    fn start_turn(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Play;
        self.offered = false;
        if self.rules.landmine && self.board.iter().filter(|t| t.face == Face::Mine).count() >= MINES_TO_REVEAL {
            let mines: Vec<usize> = (0..self.board.len()).filter(|&i| self.board[i].face == Face::Mine).collect();
            for &i in &mines {
                self.board.set_face(i, Face::Up);
                events.push(Event::MineRevealed { tile: self.board[i].tile, pos: self.board[i].pos });
            }
            self.resolve(&mines, events);
        }
        let seat = self.turn;
        while self.hands[seat.index()].len() < HAND_SIZE {
            let Some(tile) = self.pile.pop() else { break };
            self.hands[seat.index()].push(tile);
            events.push(Event::Drew { seat, tile });
        }
        if self.hands[seat.index()].is_empty() {
            self.end(events);
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = Seat::new((self.turn.index() + 1) % self.seats());
        self.start_turn(events);
    }

    /// After a tile is placed: a landmine to lay every third tile, or the next turn.
    fn after_placing(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn.index();
        self.placed[seat] += 1;
        self.jumped_last[seat] = false;
        if self.rules.landmine && self.placed[seat].is_multiple_of(MINE_EVERY) && !self.pile.is_empty() {
            self.phase = Phase::LayMine;
        } else {
            self.end_turn(events);
        }
    }

    fn take_from_hand(&mut self, tile: TileId) -> Result<(), RuleError> {
        let hand = &mut self.hands[self.turn.index()];
        let slot = hand.iter().position(|&t| t == tile).ok_or(RuleError::Broken("that tile is not in your hand"))?;
        hand.remove(slot);
        Ok(())
    }

    /// Lays the pile's top tile face down as a landmine on `pos`.
    fn lay_mine(&mut self, pos: Pos, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.board.borders(pos) {
            return Err(RuleError::Broken("a landmine goes on an empty square bordering the board"));
        }
        let tile = self.pile.pop().ok_or(RuleError::Broken("no tile is left for a landmine"))?;
        self.put(OnBoard { pos, tile, face: Face::Mine });
        events.push(Event::MineLaid { seat: self.turn, pos });
        self.end_turn(events);
        Ok(())
    }

    /// Places `tile` from the hand on `pos`: the seed tile, or a tile that
    /// borders the board and acts as it lands.
    fn place(&mut self, tile: TileId, pos: Pos, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let legal = if self.board.is_empty() { pos == Pos::ORIGIN } else { self.board.borders(pos) };
        if !legal {
            return Err(RuleError::Broken(
                "a tile must go on an empty square bordering the board (north, south, east or west)",
            ));
        }
        self.take_from_hand(tile)?;
        let seed = self.board.is_empty();
        let index = self.put(OnBoard { pos, tile, face: Face::Up });
        events.push(Event::Placed { seat: self.turn, tile, pos });
        if !seed {
            self.resolve(&[index], events);
        }
        self.after_placing(events);
        Ok(())
    }

    /// Places `tile` (which has Cover) on top of the tile on `pos`.
    fn cover(&mut self, tile: TileId, pos: Pos, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.has_cover(tile) {
            return Err(RuleError::Broken("only a tile with Cover may go on top of another"));
        }
        let index = self
            .index_at(pos)
            .filter(|&i| self.board[i].face != Face::Mine)
            .ok_or(RuleError::Broken("Cover goes on top of a tile in play (not a landmine)"))?;
        self.take_from_hand(tile)?;
        let covered = self.board[index];
        self.covered.push(covered);
        self.board.replace(index, OnBoard { pos, tile, face: Face::Up });
        events.push(Event::Covered { tile, covered: covered.tile, pos });
        self.resolve(&[index], events);
        self.after_placing(events);
        Ok(())
    }

    /// Jumping Jelly: moves the face-up tile on `from` to `to`, where it
    /// acts as if just placed.
    fn jump(&mut self, from: Pos, to: Pos, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let index = self.index_at(from).ok_or(RuleError::Broken("there is no tile there to jump"))?;
        if !self.rules.jumping {
            return Err(RuleError::Broken("jumping needs Jumping Jelly"));
        }
        if self.jumped_last[self.turn.index()] {
            return Err(RuleError::Broken("a player may not jump two turns in a row"));
        }
        if !self.jump_targets(index).any(|p| p == to) {
            return Err(RuleError::Broken(
                "a face-up tile jumps to an empty square bordering another tile, leaving the board in one piece",
            ));
        }
        let tile = self.board[index].tile;
        self.board.relocate(index, to);
        self.board.rebuild_frontier();
        events.push(Event::Jumped { tile, from, to });
        self.resolve(&[index], events);
        self.jumped_last[self.turn.index()] = true;
        self.end_turn(events);
        Ok(())
    }

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
                return Err(SetupError::new(format!("a covered tile on {} needs a tile with Cover on top of it", tile.pos)));
            }
        }
        self.covered = at.covered;
        for (slot, hand) in self.hands.iter_mut().zip(at.hands) {
            slot.clear();
            slot.try_extend_from_slice(&hand).map_err(|_| SetupError::new("a hand holds at most three tiles".to_owned()))?;
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

    /// A game with the options' designs and nothing dealt: the designs are
    /// checked, but not how many tiles there are (a scenario needs only those
    /// its position uses).
    pub(super) fn with_designs(options: &Options) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        let designs = match &options.set {
            None => default_designs(),
            Some(set) => {
                let problems: Vec<String> =
                    set.problems().iter().filter(|p| p.field != "tiles").map(ToString::to_string).collect();
                if !problems.is_empty() {
                    return Err(SetupError::new(format!("the tile set has problems: {}", problems.join("; "))));
                }
                set.tiles.clone().into()
            }
        };
        Ok(Self::empty(designs, options))
    }

    fn empty(designs: Designs, options: &Options) -> Self {
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

impl Game for UnicornJelly {
    crate::game::game_types!();

    const INFO: GameInfo = GameInfo {
        id: "unicorn-jelly",
        name: "Unicorn Jelly: The Card Game",
        pitch: "Lay tiles, wake sleeping heroes and dangers, and win points with combo attacks.",
        min_seats: 1,
        max_seats: 2,
        rules: include_str!("../../../../assets/unicorn-jelly/rules.md"),
        scored: true,
    };

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        if let Some(set) = &options.set
            && !(MIN_TILES..=MAX_TILES).contains(&set.total())
        {
            return Err(SetupError::new(format!(
                "the tile set has {} tiles; a game needs {MIN_TILES} to {MAX_TILES}",
                set.total()
            )));
        }
        let mut game = Self::with_designs(options)?;
        let mut rng = crate::rng::seeded(seed);
        for (id, design) in game.designs.defs.iter().enumerate() {
            for _ in 0..design.count {
                game.pile.try_push(id as TileId).map_err(|_| SetupError::new("the tile set is too large".to_owned()))?;
            }
        }
        game.pile.shuffle(&mut rng);
        game.turn = match (game.seats(), options.first) {
            (1, _) => Seat(0),
            (_, first) => first.seat().unwrap_or_else(|| Seat((rng.next_u32() & 1) as u8)),
        };
        // Both players take three tiles; the first player's turn then begins.
        let mut events = Vec::new();
        let second = Seat::new((game.turn.index() + 1) % game.seats());
        for seat in Seat::all(game.seats()).map(|s| if s == Seat(0) { second } else { game.turn }) {
            for _ in 0..HAND_SIZE {
                if let Some(tile) = game.pile.pop() {
                    game.hands[seat.index()].push(tile);
                }
            }
        }
        game.start_turn(&mut events);
        Ok(game)
    }

    fn from_setup_into(options: &Options, setup: &Setup, events: &mut Vec<Event>) -> Result<Self, SetupError> {
        setup.build(options, events)
    }

    fn seat_count(&self) -> usize {
        self.seats()
    }

    fn to_act(&self) -> Option<Seat> {
        if self.over {
            None
        } else if self.phase == Phase::AnswerCall {
            Some(self.turn.opponent())
        } else {
            Some(self.turn)
        }
    }

    fn turn_seat(&self) -> Option<Seat> {
        (!self.over).then_some(self.turn)
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.over {
            return;
        }
        match self.phase {
            Phase::AnswerCall => out.extend([Action::Accept, Action::Decline]),
            Phase::LayMine => out.extend(self.board.frontier.iter().map(|&pos| Action::Mine(pos))),
            Phase::Play => {
                let hand = &self.hands[self.turn.index()];
                for (i, &tile) in hand.iter().enumerate() {
                    if hand[..i].contains(&tile) {
                        continue;
                    }
                    if self.board.is_empty() {
                        out.push(Action::Place { tile, pos: Pos::ORIGIN });
                        continue;
                    }
                    out.extend(self.board.frontier.iter().map(|&pos| Action::Place { tile, pos }));
                    if self.has_cover(tile) {
                        out.extend(
                            self.board
                                .iter()
                                .filter(|t| t.face != Face::Mine)
                                .map(|t| Action::Cover { tile, pos: t.pos }),
                        );
                    }
                }
                if self.can_jump() {
                    for i in 0..self.board.len() {
                        let from = self.board[i].pos;
                        out.extend(self.jump_targets(i).map(|to| Action::Jump { from, to }));
                    }
                }
                if !self.offered && self.result_is_settled() {
                    out.push(Action::Call);
                }
            }
        }
    }

    fn random_action(&self, rng: &mut dyn RngCore) -> Option<Action> {
        if self.over || self.phase != Phase::Play || self.rules.jumping || self.board.is_empty() {
            let actions = self.legal_actions();
            return (!actions.is_empty()).then(|| actions[rng.random_range(0..actions.len())]);
        }
        // Uniform over the legal list without building it: count each part.
        let hand = &self.hands[self.turn.index()];
        let mut distinct: ArrayVec<TileId, HAND_SIZE> = ArrayVec::new();
        for &tile in hand {
            if !distinct.contains(&tile) {
                distinct.push(tile);
            }
        }
        let coverable = if distinct.iter().any(|&t| self.has_cover(t)) {
            self.board.iter().filter(|t| t.face != Face::Mine).count()
        } else {
            0
        };
        let per_tile = |tile: TileId| self.board.frontier.len() + if self.has_cover(tile) { coverable } else { 0 };
        let call = usize::from(!self.offered && self.result_is_settled());
        let total: usize = distinct.iter().map(|&t| per_tile(t)).sum::<usize>() + call;
        let mut pick = rng.random_range(0..total);
        for &tile in &distinct {
            if pick < self.board.frontier.len() {
                return Some(Action::Place { tile, pos: self.board.frontier[pick] });
            }
            pick -= self.board.frontier.len();
            if self.has_cover(tile) {
                if pick < coverable {
                    let target = self.board.iter().filter(|t| t.face != Face::Mine).nth(pick)?;
                    return Some(Action::Cover { tile, pos: target.pos });
                }
                pick -= coverable;
            }
        }
        Some(Action::Call)
    }

    fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.over {
            return Err(RuleError::GameOver);
        }
        match (self.phase, action) {
            (Phase::AnswerCall, Action::Accept | Action::Decline) => {
                let accepted = action == Action::Accept;
                events.push(Event::CallAnswered { seat: self.turn.opponent(), accepted });
                self.phase = Phase::Play;
                if accepted {
                    self.end(events);
                }
                Ok(())
            }
            (Phase::AnswerCall, _) => Err(RuleError::Broken("an offer to end the game waits for an answer")),
            (Phase::LayMine, Action::Mine(pos)) => self.lay_mine(pos, events),
            (Phase::LayMine, _) => Err(RuleError::Broken("every third tile placed, a landmine must be laid")),
            (Phase::Play, Action::Place { tile, pos }) => self.place(tile, pos, events),
            (Phase::Play, Action::Cover { tile, pos }) => self.cover(tile, pos, events),
            (Phase::Play, Action::Jump { from, to }) => self.jump(from, to, events),
            (Phase::Play, Action::Call) => {
                if self.offered || !self.result_is_settled() {
                    return Err(RuleError::Broken(
                        "a game may be called only once a turn, when nothing left can change who wins",
                    ));
                }
                self.offered = true;
                self.phase = Phase::AnswerCall;
                events.push(Event::CallOffered { seat: self.turn });
                Ok(())
            }
            (Phase::Play, _) => Err(RuleError::Broken("place a tile (or jump, or offer to call the game)")),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        Some(match (self.seats(), self.scores[0].cmp(&self.scores[1])) {
            (1, _) | (_, std::cmp::Ordering::Greater) => Outcome::win(Seat(0)),
            (_, std::cmp::Ordering::Less) => Outcome::win(Seat(1)),
            (_, std::cmp::Ordering::Equal) => Outcome::draw(2),
        })
    }

    fn reward(&self, seat: Seat) -> f64 {
        match self.outcome() {
            // Alone, the score is the result: a share of the tiles that can be defeated.
            Some(_) if self.seats() == 1 => {
                let defeatable =
                    self.designs().iter().filter(|d| d.kind.has_power()).map(|d| f64::from(d.count)).sum::<f64>();
                f64::from(self.scores[0]) / defeatable.max(1.0)
            }
            Some(outcome) => outcome.reward(seat),
            None => 0.0,
        }
    }

    fn score(&self, seat: Seat) -> i32 {
        self.scores[seat.index()]
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        View {
            viewer,
            designs: Arc::clone(&self.designs.defs),
            board: self
                .board
                .iter()
                .map(|t| SeenTile { pos: t.pos, tile: (t.face != Face::Mine).then_some(t.tile), face: t.face })
                .collect(),
            covered: self.covered.iter().map(|t| (t.pos, t.tile)).collect(),
            hands: Seat::all(self.seats()).map(|s| HandView::of(&self.hands[s.index()], viewer == Some(s))).collect(),
            pile: self.pile.len(),
            scores: self.scores[..self.seats()].to_vec(),
            turn: self.turn,
            to_act: self.to_act(),
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut dyn RngCore) -> Self {
        // Unseen by `seat`: the other hand, the pile and the landmines.
        let mut sample = self.clone();
        let other = (self.seats() == 2).then(|| seat.opponent().index());
        let mut unseen: ArrayVec<TileId, MAX_TILES> = ArrayVec::new();
        if let Some(o) = other {
            unseen.extend(sample.hands[o].iter().copied());
        }
        unseen.extend(sample.pile.iter().copied());
        unseen.extend(sample.board.iter().filter(|t| t.face == Face::Mine).map(|t| t.tile));
        unseen.shuffle(rng);
        let mut deal = unseen.into_iter();
        if let Some(o) = other {
            for slot in &mut sample.hands[o] {
                *slot = deal.next().unwrap_or(*slot);
            }
        }
        for i in 0..sample.board.len() {
            let t = sample.board[i];
            if t.face == Face::Mine {
                sample.board.replace(i, OnBoard { tile: deal.next().unwrap_or(t.tile), ..t });
            }
        }
        for slot in &mut sample.pile {
            *slot = deal.next().unwrap_or(*slot);
        }
        sample
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        if self.seats() == 1 {
            return (f64::from(self.scores[0]) / 20.0).min(1.0);
        }
        (f64::from(self.scores[seat.index()] - self.scores[seat.opponent().index()]) / 10.0).clamp(-1.0, 1.0)
    }

    fn describe(&self, event: &Event, viewer: Option<Seat>) -> String {
        let name = |tile: TileId| self.design(tile).name.as_str();
        match event {
            Event::Drew { seat, tile } if viewer == Some(*seat) => format!("{seat} draws {}.", name(*tile)),
            Event::Drew { seat, .. } => format!("{seat} draws a tile."),
            Event::Placed { seat, tile, pos } => format!("{seat} places {} at {pos}.", name(*tile)),
            Event::Covered { tile, covered, pos } => format!("{} covers {} at {pos}.", name(*tile), name(*covered)),
            Event::Jumped { tile, from, to } => format!("{} jumps from {from} to {to}.", name(*tile)),
            Event::Activated { tile, pos, by } => {
                let impetus = self.at(*by).map_or("An Impetus", |t| name(t.tile));
                format!("{impetus} activates {} at {pos}.", name(*tile))
            }
            Event::Defeated { tile, pos, power, by, seat } => {
                format!("{} at {pos}: defeated, +1 point to {seat}.", self.challenge_text(by, *tile, *power))
            }
            Event::Revived { tile, pos } => format!("{} at {pos} is turned face up again.", name(*tile)),
            Event::MineLaid { seat, pos } => format!("{seat} lays a hidden landmine at {pos}."),
            Event::MineRevealed { tile, pos } => format!("The landmine at {pos} is {}!", name(*tile)),
            Event::CallOffered { seat } => {
                format!("{seat} offers to end the game: nothing left can change the result.")
            }
            Event::CallAnswered { seat, accepted: true } => format!("{seat} agrees: the game ends."),
            Event::CallAnswered { seat, accepted: false } => format!("{seat} plays on."),
            Event::Ended { outcome, scores } => match (scores.len(), outcome.sole_winner()) {
                (1, _) => format!("The tiles have run out: {} points.", scores[0]),
                (_, Some(winner)) => format!("The game is over: {winner} wins, {} to {}.", scores[0], scores[1]),
                _ => format!("The game is over: a draw, {} all.", scores[0]),
            },
        }
    }

    fn public_event(&self, event: &Event, viewer: Option<Seat>) -> PublicEvent {
        let name = |tile: TileId| self.design(tile).name.clone();
        match event {
            &Event::Drew { seat, tile } => PublicEvent::Drew { seat, tile: (viewer == Some(seat)).then(|| name(tile)) },
            &Event::Placed { seat, tile, pos } => PublicEvent::Placed { seat, tile: name(tile), pos },
            &Event::Covered { tile, covered, pos } => {
                PublicEvent::Covered { tile: name(tile), covered: name(covered), pos }
            }
            &Event::Jumped { tile, from, to } => PublicEvent::Jumped { tile: name(tile), from, to },
            &Event::Activated { tile, pos, by } => PublicEvent::Activated { tile: name(tile), pos, by },
            Event::Defeated { tile, pos, power, by, seat } => PublicEvent::Defeated {
                tile: name(*tile),
                pos: *pos,
                power: *power,
                by: by.iter().map(|a| PublicAttacker { pos: a.pos, tile: name(a.tile), power: a.power }).collect(),
                seat: *seat,
            },
            &Event::Revived { tile, pos } => PublicEvent::Revived { tile: name(tile), pos },
            &Event::MineLaid { seat, pos } => PublicEvent::MineLaid { seat, pos },
            &Event::MineRevealed { tile, pos } => PublicEvent::MineRevealed { tile: name(tile), pos },
            &Event::CallOffered { seat } => PublicEvent::CallOffered { seat },
            &Event::CallAnswered { seat, accepted } => PublicEvent::CallAnswered { seat, accepted },
            Event::Ended { outcome, scores } => PublicEvent::Ended { outcome: *outcome, scores: scores.to_vec() },
        }
    }
}
