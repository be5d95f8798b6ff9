//! Scenario files: a game, its options, an exact setup and a list of actions.
//!
//! ```ron
//! Scenario(
//!     game: "you-are-here",
//!     options: (draw: false),
//!     setup: ( /* the game's own setup */ ),
//!     actions: ["#0@b2", "#3@b3"],
//! )
//! ```

use serde::Deserialize;
use thiserror::Error;

use crate::error::{ActionError, SetupError};
use crate::game::Game;
use crate::record::play_written;

/// A scenario of game `G`.
#[derive(Clone, Debug, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Scenario<G: Game> {
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
}

/// Why a scenario could not be read or played through.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ScenarioError {
    /// The text is not a scenario.
    #[error("not a scenario file: {0}")]
    Malformed(String),
    /// The setup cannot start a game.
    #[error("the setup cannot start a game: {0}")]
    Setup(SetupError),
    /// An action cannot be played.
    #[error(transparent)]
    Action(#[from] ActionError),
}

#[derive(Deserialize)]
#[serde(rename = "Scenario")]
struct GameId {
    game: String,
}

/// The game id a scenario text names, read before its game-specific parts.
pub fn game_id(text: &str) -> Result<String, ScenarioError> {
    crate::ron_text::from_str::<GameId>(text).map(|g| g.game).map_err(ScenarioError::malformed)
}

impl ScenarioError {
    /// A text that does not read as a scenario: the reader's message on one
    /// line, cut short.
    fn malformed(error: impl std::fmt::Display) -> Self {
        ScenarioError::Malformed(crate::text::one_line(&error.to_string(), 300))
    }
}

impl<G: Game> Scenario<G> {
    /// Reads a scenario from RON text. Optional parts may be written
    /// without `Some(…)`: `cubes: []` is a field with no cubes.
    pub fn from_ron(text: &str) -> Result<Self, ScenarioError> {
        crate::ron_text::from_str(text).map_err(ScenarioError::malformed)
    }

    /// Plays the actions from the setup; returns the final state and every
    /// event in order, those of the setup's start first.
    pub fn run(&self) -> Result<(G, Vec<G::Event>), ScenarioError> {
        let mut events = Vec::new();
        let mut game = G::from_setup_into(&self.options, &self.setup, &mut events).map_err(ScenarioError::Setup)?;
        play_written::<G>(&self.actions, |action| game.apply_into(action, &mut events))?;
        Ok((game, events))
    }
}
