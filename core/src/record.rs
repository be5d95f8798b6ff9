//! A game as (game, options, seed, actions): the save file, the replay and
//! the undo mechanism.
//!
//! A record is written with its file format, `format: 1`; records of an
//! earlier Parlour, without it (and without `players` or `ending`, which
//! came later), still read, and a record of a newer Parlour is refused as
//! one (see [`crate::format`]).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::error::{ActionError, RuleError, SetupError};
use crate::format::{Format, NewerFormat};
use crate::game::Game;
use crate::outcome::Outcome;

/// Everything needed to reproduce a game exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Record<G: Game> {
    /// The file's format: written as this Parlour's, left out by earlier ones.
    #[serde(default)]
    pub format: Format,
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
    /// How the game stood when it was put away in a list of games (the
    /// app's history), so the list can say so without replaying it;
    /// `None` elsewhere, and in files of an earlier Parlour. Replaying does
    /// not need it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
}

/// How a game stood when it was put away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Played to the end, with this outcome.
    Over(Outcome),
    /// Left before the end.
    Unfinished,
}

impl Ending {
    /// How a game whose outcome is `outcome` (`None` while it goes on) stands.
    pub fn of(outcome: Option<Outcome>) -> Self {
        outcome.map_or(Ending::Unfinished, Ending::Over)
    }
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
    /// The file was written by a newer Parlour.
    #[error(transparent)]
    Newer(#[from] NewerFormat),
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
        Self {
            format: Format,
            game: G::INFO.id.to_owned(),
            options,
            seed,
            actions: Vec::new(),
            players: Vec::new(),
            ending: None,
        }
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
        let record: Self = crate::ron_text::from_str(text).map_err(|e| match e {
            crate::ron_text::RonError::Newer(newer) => ReplayError::Newer(newer),
            crate::ron_text::RonError::Malformed(reason) => unreadable(reason),
        })?;
        if record.game != G::INFO.id {
            return Err(unreadable(format!("it is a game of `{}`", crate::text::excerpt(&record.game))));
        }
        record.replay()?;
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::jalak::Jalak;
    use crate::seat::Seat;

    #[test]
    fn an_ending_is_written_only_when_known_and_records_without_one_still_read() {
        let mut record = Record::<Jalak>::new(crate::games::jalak::Options::default(), 3);
        assert!(!record.to_ron().contains("ending"), "nothing written when not known");
        record.ending = Some(Ending::Over(Outcome::win(Seat(1))));
        assert_eq!(Record::<Jalak>::from_ron(&record.to_ron()).map(|r| r.ending), Ok(record.ending));
        record.ending = Some(Ending::Unfinished);
        assert_eq!(Record::<Jalak>::from_ron(&record.to_ron()).map(|r| r.ending), Ok(record.ending));
        let earlier = r#"(game: "jalak", options: (), seed: 3, actions: [], players: ["human", "hard"])"#;
        assert_eq!(Record::<Jalak>::from_ron(earlier).map(|r| r.ending), Ok(None), "a record of an earlier Parlour");
    }
}
