//! A game as (game, options, seed, actions): the save file, the replay and
//! the undo mechanism.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::error::{ActionError, RuleError, SetupError};
use crate::game::Game;

/// Everything needed to reproduce a game exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Record<G: Game> {
    /// The game's id; a record of another game is refused.
    pub game: String,
    /// The rule options it was started with.
    pub options: G::Options,
    /// The seed all chance was drawn from.
    pub seed: u64,
    /// The actions taken, in the game's notation.
    pub actions: Vec<String>,
    /// Who sat in each seat (`human` or a bot such as `hard`), for the
    /// people reading the file; replaying does not need it.
    #[serde(default)]
    pub players: Vec<String>,
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The file is not a record, or not of this game.
    #[error("not a saved game of {expected}: {reason}")]
    Unreadable {
        /// The game that was expected.
        expected: &'static str,
        /// What was wrong with the text.
        reason: String,
    },
    /// The options cannot start a game.
    #[error("the saved options cannot start a game: {0}")]
    Setup(SetupError),
    /// An action cannot be played.
    #[error(transparent)]
    Action(#[from] ActionError),
}

/// Plays the actions written in `actions`, in the notation of `G`, through
/// `apply`; the first that cannot be read or played is refused, naming it.
pub fn play_written<G: Game>(
    actions: &[String],
    mut apply: impl FnMut(G::Action) -> Result<(), RuleError>,
) -> Result<(), ActionError> {
    for (index, text) in actions.iter().enumerate() {
        let action: G::Action = text.parse().map_err(|error| ActionError::Notation { index, error })?;
        apply(action).map_err(|error| ActionError::Illegal { index, action: crate::text::excerpt(text), error })?;
    }
    Ok(())
}

impl<G: Game> Record<G> {
    /// A record of a game not yet played.
    pub fn new(options: G::Options, seed: u64) -> Self {
        Self { game: G::INFO.id.to_owned(), options, seed, actions: Vec::new(), players: Vec::new() }
    }

    /// Adds an action taken.
    pub fn push(&mut self, action: G::Action) {
        self.actions.push(action.to_string());
    }

    /// The state after all recorded actions.
    pub fn replay(&self) -> Result<G, ReplayError> {
        let mut game = G::new(&self.options, self.seed).map_err(ReplayError::Setup)?;
        let mut events = Vec::new();
        play_written::<G>(&self.actions, |action| {
            events.clear();
            game.apply_into(action, &mut events)
        })?;
        Ok(game)
    }

    /// The record as RON text.
    pub fn to_ron(&self) -> String {
        crate::problem::pretty_ron(self)
    }

    /// Reads a record from RON text, checking that it is of this game and
    /// that it replays.
    pub fn from_ron(text: &str) -> Result<Self, ReplayError> {
        let unreadable = |reason: String| ReplayError::Unreadable { expected: G::INFO.name, reason };
        let record: Self = crate::ron_text::from_str(text).map_err(|e| unreadable(e.to_string()))?;
        if record.game != G::INFO.id {
            return Err(unreadable(format!("it is a game of `{}`", crate::text::excerpt(&record.game))));
        }
        record.replay()?;
        Ok(record)
    }
}
