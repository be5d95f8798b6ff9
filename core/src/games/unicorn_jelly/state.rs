//! The state of a game of Unicorn Jelly: the board, hands and pile, the
//! scores, whose decision it is, what each seat sees, and the game contract.
//! The rules that change it are in `rules`.

use std::sync::Arc;

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::RngCore;
use serde::{Deserialize, Serialize};

use super::action::{Action, TileId};
use super::board::{Board, Marks};
pub use super::board::{Face, OnBoard};
use super::designs::{Designs, Facts};
use super::event::{Attacker, Event, PublicEvent};
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
use crate::rng::GameRng;
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
        (self.board[index].face == Face::Up && self.kind(index).has_power()).then(|| self.power(index, Marks::default()))
    }

    /// A challenge in words, with its arithmetic: "Redcloak 5 + Lupiko 3 =
    /// 8 > Crystal Basilisk 6".
    pub fn challenge_text(&self, by: &[Attacker], defender: TileId, power: i8) -> String {
        let parts: Vec<String> = by.iter().map(|a| format!("{} {}", self.design(a.tile).name, a.power)).collect();
        let total: i32 = by.iter().map(|a| i32::from(a.power)).sum();
        let sum = if by.len() > 1 { format!("{} = {total}", parts.join(" + ")) } else { parts.join("") };
        format!("{sum} > {} {power}", self.design(defender).name)
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
    fn designs_of(options: &Options) -> Result<Designs, SetupError> {
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
        quick_reference: include_str!("../../../../assets/unicorn-jelly/rules-card.md"),
        concepts: &["tile-kinds", "who-challenges", "where-tiles-go", "drawing", "asleep-and-active", "power", "defeat", "combo", "location", "impetus", "zero", "cover", "revive", "points", "the-end", "calling", "variant-solitaire", "variant-landmine", "variant-cascade", "variant-jumping", "variant-ultimate"],
        lesson: include_str!("../../../../assets/unicorn-jelly/lesson.ron"),
        scored: true,
    };

    fn new_into(options: &Options, seed: u64, events: &mut Vec<Event>) -> Result<Self, SetupError> {
        if let Some(set) = &options.set
            && !(MIN_TILES..=MAX_TILES).contains(&set.total())
        {
            return Err(SetupError::new(format!(
                "the tile set has {} tiles; a game needs {MIN_TILES} to {MAX_TILES}",
                set.total()
            )));
        }
        // Built in place: a game is large, and a `Result` around it would be copied.
        let mut game = Self::empty(Self::designs_of(options)?, options);
        let mut rng = crate::rng::seeded(seed);
        game.pile
            .try_extend_from_slice(&game.designs.tiles)
            .map_err(|_| SetupError::new("the tile set is too large".to_owned()))?;
        game.pile.shuffle(&mut rng);
        game.turn = match (game.seats(), options.first) {
            (1, _) => Seat(0),
            (_, first) => first.seat().unwrap_or_else(|| Seat((rng.next_u32() & 1) as u8)),
        };
        // Both players take three tiles; the first player's turn then begins.
        let second = game.turn.next(game.seats());
        for seat in Seat::all(game.seats()).map(|s| if s == Seat(0) { second } else { game.turn }) {
            for _ in 0..HAND_SIZE {
                if let Some(tile) = game.pile.pop() {
                    game.hands[seat.index()].push(tile);
                }
            }
        }
        game.start_turn(events);
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
        self.list_into(out);
    }

    fn random_action(&self, rng: &mut GameRng) -> Option<Action> {
        self.random_legal(rng)
    }

    fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.act(action, events)
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
        let mut mines: ArrayVec<TileId, MAX_TILES> =
            self.board.iter().filter(|t| t.face == Face::Mine).map(|t| t.tile).collect();
        let [first, second] = &mut sample.hands;
        let other: &mut [TileId] = match (self.seats(), seat.index()) {
            (1, _) => &mut [],
            (_, 0) => second,
            _ => first,
        };
        crate::unseen::redeal(&mut [other, &mut sample.pile, &mut mines], rng);
        let mut mines = mines.into_iter();
        for i in 0..sample.board.len() {
            let t = sample.board[i];
            if t.face == Face::Mine {
                sample.board.replace(i, OnBoard { tile: mines.next().unwrap_or(t.tile), ..t });
            }
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
        super::event::describe(self, event, viewer)
    }

    fn public_event(&self, event: &Event, viewer: Option<Seat>) -> PublicEvent {
        super::event::public(self, event, viewer)
    }
}
