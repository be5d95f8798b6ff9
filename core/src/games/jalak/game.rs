//! The contract: wires the state, the rules, the view and the evaluation
//! into the [`Game`] trait, and the search and its study into [`Bots`].
//! Nothing else in the folder uses this room.

use std::sync::atomic::AtomicBool;

use rand::RngCore;

use super::action::Action;
use super::bot::{EXPERT_BUDGET, SearchBot};
use super::event::{Event, PublicEvent};
use super::field::{SIDE, Square};
use super::options::Options;
use super::setup::Setup;
use super::state::Jalak;
use super::study;
use super::view::{PlayerView, View};
use crate::bots::{self, Bot, BotSpec, Bots, Level};
use crate::error::SetupError;
use crate::game::{Game, GameInfo};
use crate::outcome::Outcome;
use crate::review::Study;
use crate::seat::Seat;

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
        concepts: &[
            "raise-column",
            "lower-column",
            "which-columns",
            "your-level",
            "step",
            "climb",
            "cross",
            "push",
            "push-off-field",
            "push-uphill",
            "push-drop",
            "push-onto-something",
            "push-ridden",
            "push-sideways",
            "trapped",
            "draw-rule",
            "turn-order",
        ],
        lesson: include_str!("../../../../assets/jalak/lesson.ron"),
        scored: false,
    };

    fn new_into(options: &Options, _seed: u64, _events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        Ok(Self::starting(options))
    }

    fn from_setup_into(options: &Options, setup: &Setup, events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        setup.build(options, events)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.players)
    }

    fn to_act(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.turn)
    }

    crate::game::through_rules!();

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

    /// Nothing in Jalak is hidden or left to chance once the game has begun.
    fn reveals(_event: &Event) -> Option<&'static str> {
        None
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

impl Bots for Jalak {
    /// The hard and expert bots search, expert the longer; the other levels
    /// are the generic ones.
    fn bot(spec: BotSpec, seed: u64) -> Box<dyn Bot<Self>> {
        match spec {
            BotSpec::Level(Level::Hard) => Box::new(SearchBot::new(seed)),
            BotSpec::Level(Level::Expert) => Box::new(SearchBot::with_budget(seed, EXPERT_BUDGET)),
            _ => bots::standard(spec, seed),
        }
    }

    /// The search's own study, which proves a trap it sees (see `study`).
    fn study(state: &Self, seed: u64, stop: &AtomicBool) -> Study {
        study::study(state, seed, stop)
    }
}
