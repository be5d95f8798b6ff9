//! The contract: wires the state, the rules, the view and the events into
//! the [`Game`] trait, and makes the game play designers' tile sets.
//! Nothing else in the folder uses this room.

use std::sync::Arc;

use arrayvec::ArrayVec;
use rand::RngCore;
use rand::seq::SliceRandom;

use super::action::{Action, TileId};
use super::board::{Face, OnBoard};
use super::event::{Event, PublicEvent};
use super::options::Options;
use super::set::{MAX_TILES, MIN_TILES, TileSet};
use super::setup::Setup;
use super::state::{HAND_SIZE, Phase, UnicornJelly};
use super::view::{SeenTile, View};
use crate::designable::Designable;
use crate::error::SetupError;
use crate::game::{Game, GameInfo};
use crate::hand::HandView;
use crate::outcome::Outcome;
use crate::seat::Seat;

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
        concepts: &[
            "tile-kinds",
            "who-challenges",
            "where-tiles-go",
            "drawing",
            "asleep-and-active",
            "power",
            "defeat",
            "combo",
            "location",
            "impetus",
            "zero",
            "cover",
            "revive",
            "points",
            "the-end",
            "calling",
            "variant-solitaire",
            "variant-landmine",
            "variant-cascade",
            "variant-jumping",
            "variant-ultimate",
        ],
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

    crate::game::through_rules!();

    fn outcome(&self) -> Option<Outcome> {
        self.result()
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

    fn reveals(event: &Event) -> Option<&'static str> {
        match event {
            Event::Drew { .. } => Some("a tile was drawn"),
            Event::MineRevealed { .. } => Some("a landmine was turned over"),
            _ => None,
        }
    }

    fn describe(&self, event: &Event, viewer: Option<Seat>) -> String {
        super::event::describe(self, event, viewer)
    }

    fn public_event(&self, event: &Event, viewer: Option<Seat>) -> PublicEvent {
        super::event::public(self, event, viewer)
    }
}

impl Designable for UnicornJelly {
    type Design = TileSet;

    /// Plays the set.
    fn use_design(options: &mut Options, set: &TileSet) {
        options.set = Some(set.clone());
    }
}
