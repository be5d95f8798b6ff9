//! Scenario files: a game, its options, an exact setup and a list of actions.
//!
//! ```ron
//! Scenario(
//!     game: "you-are-here",
//!     options: (draw: false),
//!     setup: ( /* the game's own setup */ ),
//!     actions: ["#0@b2", "#3@b3"],
//!     expect: (scores: [6, 4], to_act: 1, log: ["plays Probe on b2"]),
//! )
//! ```
//!
//! `expect` says what the scenario shows, and [`Scenario::check`] holds it
//! to that: the scores, who is to act, who won (`winner: 0`) or that it was
//! drawn (`draw: true`), the index of the action refused as illegal
//! (`refused: 1`), and sentences the log holds, in order (each a part of
//! one line).
//!
//! A scenario may name its file format, `format: 1`; one written for an
//! earlier Parlour, without it, still reads (see [`crate::format`]), and
//! what it says under older names is noted in [`Scenario::notes`].

use serde::Deserialize;
use thiserror::Error;

use crate::error::{ActionError, SetupError};
use crate::format::{Format, NewerFormat};
use crate::game::Game;
use crate::record::play_written;
use crate::seat::Seat;

/// A scenario of game `G`.
#[derive(Clone, Debug, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Scenario<G: Game> {
    /// The file's format: left out, or at most this Parlour's.
    #[serde(default)]
    pub format: Format,
    /// The game's id.
    pub game: String,
    /// Rule options; defaults where left out.
    #[serde(default)]
    pub options: G::Options,
    /// The exact starting position.
    pub setup: G::Setup,
    /// Actions to play from it, in the game's notation.
    #[serde(default)]
    pub actions: Vec<String>,
    /// What playing it shows; nothing is checked when left out.
    #[serde(default)]
    pub expect: Expect,
    /// What the file says under older names, one sentence each ("`drawn` is
    /// the older name of `phase`"): not part of the file.
    #[serde(skip)]
    pub notes: Vec<String>,
}

/// What a scenario shows when played: each part left out is not checked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Expect {
    /// The scores at the end, one per seat.
    pub scores: Option<Vec<i32>>,
    /// The seat whose decision it is at the end (from 0).
    pub to_act: Option<Seat>,
    /// The sole winner (from 0).
    pub winner: Option<Seat>,
    /// Whether the game ends drawn (won by nobody alone).
    pub draw: Option<bool>,
    /// The index (from 0) of the action refused as illegal.
    pub refused: Option<usize>,
    /// Sentences the log holds, in this order, each a part of one line.
    pub log: Vec<String>,
}

/// Why a scenario could not be read or played through.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ScenarioError {
    /// The text is not a scenario.
    #[error("not a scenario file: {0}")]
    Malformed(String),
    /// The file was written by a newer Parlour.
    #[error(transparent)]
    Newer(#[from] NewerFormat),
    /// The setup cannot start a game.
    #[error("the setup cannot start a game: {0}")]
    Setup(SetupError),
    /// An action cannot be played.
    #[error(transparent)]
    Action(#[from] ActionError),
    /// Playing it does not show what it says it shows.
    #[error("the scenario expects {0}")]
    Unexpected(String),
}

#[derive(Deserialize)]
#[serde(rename = "Scenario")]
struct GameId {
    game: String,
}

/// The game id a scenario text names, read before its game-specific parts.
pub fn game_id(text: &str) -> Result<String, ScenarioError> {
    crate::ron_text::from_str::<GameId>(text).map(|g| g.game).map_err(ScenarioError::unread)
}

impl ScenarioError {
    /// A text that does not read as a scenario: written by a newer
    /// Parlour, or the reader's message on one line, cut short.
    fn unread(error: crate::ron_text::RonError) -> Self {
        match error {
            crate::ron_text::RonError::Newer(newer) => ScenarioError::Newer(newer),
            crate::ron_text::RonError::Malformed(reason) => {
                ScenarioError::Malformed(crate::text::one_line(&reason, 300))
            }
        }
    }
}

impl<G: Game> Scenario<G> {
    /// Reads a scenario from RON text. Optional parts may be written
    /// without `Some(…)`: `cubes: []` is a field with no cubes. A scenario
    /// of an earlier Parlour reads, its older names noted in `notes`.
    pub fn from_ron(text: &str) -> Result<Self, ScenarioError> {
        let read = crate::ron_text::read::<Self>(text).map_err(ScenarioError::unread)?;
        Ok(Self { notes: read.notes, ..read.value })
    }

    /// Plays the actions from the setup; returns the final state and every
    /// event in order, those of the setup's start first.
    pub fn run(&self) -> Result<(G, Vec<G::Event>), ScenarioError> {
        let mut events = Vec::new();
        let mut game = G::from_setup_into(&self.options, &self.setup, &mut events).map_err(ScenarioError::Setup)?;
        play_written::<G>(&self.actions, |action| game.apply_into(action, &mut events))?;
        Ok((game, events))
    }

    /// Plays the scenario and holds it to what it expects; returns the final
    /// state and every event, or (for a scenario that expects an action to
    /// be refused) the state and events up to it.
    pub fn check(&self) -> Result<(G, Vec<G::Event>), ScenarioError> {
        let mut events = Vec::new();
        let mut game = G::from_setup_into(&self.options, &self.setup, &mut events).map_err(ScenarioError::Setup)?;
        let played = play_written::<G>(&self.actions, |action| game.apply_into(action, &mut events));
        let expect = &self.expect;
        let unexpected = |what: String| Err(ScenarioError::Unexpected(crate::text::one_line(&what, 300)));
        match (played, expect.refused) {
            (Ok(()), None) => {}
            (Err(ActionError::Illegal { index, .. }), Some(refused)) if index == refused => {}
            (Ok(()), Some(refused)) => {
                return unexpected(format!("action {refused} to be refused, but all were played"));
            }
            (Err(error), _) => return Err(error.into()),
        }
        let scores: Vec<i32> = Seat::all(game.seat_count()).map(|s| game.score(s)).collect();
        let winner = game.outcome().and_then(crate::outcome::Outcome::sole_winner);
        let drawn = game.outcome().is_some() && winner.is_none();
        if let Some(want) = &expect.scores
            && *want != scores
        {
            return unexpected(format!("scores {want:?}, not {scores:?}"));
        }
        if expect.to_act.is_some() && expect.to_act != game.to_act() {
            return unexpected(format!("{:?} to act, not {:?}", expect.to_act, game.to_act()));
        }
        if expect.winner.is_some() && expect.winner != winner {
            return unexpected(format!("{:?} to win, not {winner:?}", expect.winner));
        }
        if let Some(draw) = expect.draw
            && draw != drawn
        {
            return unexpected(format!("a draw: {draw}, but the game {}", if drawn { "was drawn" } else { "was not" }));
        }
        let log: Vec<String> = events.iter().map(|e| game.describe(e, None)).collect();
        let mut lines = log.iter();
        for sentence in &expect.log {
            if !lines.any(|line| line.contains(sentence.as_str())) {
                return unexpected(format!("the log to say, in order, \"{sentence}\"; it says: {}", log.join(" ")));
            }
        }
        Ok((game, events))
    }
}
