//! A game as (game, options, seed, actions): the save file, the replay and
//! the undo mechanism.
//!
//! A record is written with its file format, `format: 2`; records of an
//! earlier Parlour, without it (and without `players`, `ending` or
//! `takebacks`, which came later), still read, and a record of a newer
//! Parlour is refused as one (see [`crate::format`]).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::error::{ActionError, RuleError, SetupError};
use crate::format::{Format, NewerFormat};
use crate::game::Game;
use crate::outcome::Outcome;
use crate::seat::{Seat, SeatSet};

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
    /// Whether the one player against the bots could take back a move
    /// with the bots' replies since (`Some`), and how many times they did;
    /// `None` when takebacks were off, and in files of an earlier Parlour.
    /// Replaying does not need it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takebacks: Option<u32>,
    /// The tile set or collection file the game's design was read from, so
    /// that its faces are drawn as that file prints them when the game is
    /// opened again; `None` for Parlour's own designs, and in files of an
    /// earlier Parlour. Replaying does not need it: the options hold the
    /// design.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub design_file: Option<String>,
    /// Whether the game was played on from a replay's position ("Play from
    /// here"): kept and replayed like any other, but a study of a game
    /// already played rather than one of its own — not counted in the
    /// player's record, and left without a loss. `false` in files of an
    /// earlier Parlour.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub played_on: bool,
    /// The actions, by their place in `actions` (from 0), that the table
    /// took for a player without asking them — an answer their settings
    /// give to an action not aimed at them —, so that a game opened again
    /// takes them back with the action they answered, as it did before.
    /// Empty in files of an earlier Parlour. Replaying does not need it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unasked: Vec<usize>,
}

/// How a game stood when it was put away, or how the players ended it
/// before its rules did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Played to the end, with this outcome.
    Over(Outcome),
    /// Left before the end.
    Unfinished,
    /// Given up by this seat, which lost: every other seat shares the win.
    Resigned(Seat),
    /// Drawn by the players' agreement: every seat shares it.
    Agreed,
}

impl Ending {
    /// How a game whose outcome is `outcome` (`None` while it goes on) stands.
    pub fn of(outcome: Option<Outcome>) -> Self {
        outcome.map_or(Ending::Unfinished, Ending::Over)
    }

    /// Whether the players ended the game themselves (a resignation, a
    /// draw agreed), which the record's actions do not tell.
    pub fn by_the_players(self) -> bool {
        matches!(self, Ending::Resigned(_) | Ending::Agreed)
    }

    /// The outcome of a game of `seats` seats that ended so; `None` for one
    /// left unfinished.
    pub fn outcome(self, seats: usize) -> Option<Outcome> {
        match self {
            Ending::Over(outcome) => Some(outcome),
            Ending::Unfinished => None,
            Ending::Resigned(seat) => {
                let winners = Seat::all(seats).filter(|&s| s != seat).fold(SeatSet::default(), SeatSet::with);
                Some(Outcome { winners })
            }
            Ending::Agreed => Some(Outcome::draw(seats)),
        }
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
            takebacks: None,
            design_file: None,
            played_on: false,
            unasked: Vec::new(),
        }
    }

    /// Keeps the first `len` actions only, and what is said of them.
    pub fn truncate(&mut self, len: usize) {
        self.actions.truncate(len);
        self.unasked.retain(|&index| index < len);
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

    #[test]
    fn a_resignation_a_draw_agreed_and_takebacks_are_kept_and_read_back() {
        let mut record = Record::<Jalak>::new(crate::games::jalak::Options::default(), 3);
        assert!(!record.to_ron().contains("takebacks"), "nothing written while takebacks are off");
        record.ending = Some(Ending::Resigned(Seat(0)));
        record.takebacks = Some(2);
        let read = Record::<Jalak>::from_ron(&record.to_ron()).expect("reads");
        assert_eq!((read.ending, read.takebacks), (record.ending, Some(2)));
        record.ending = Some(Ending::Agreed);
        assert_eq!(Record::<Jalak>::from_ron(&record.to_ron()).map(|r| r.ending), Ok(record.ending));
        let resigned = Ending::Resigned(Seat(1)).outcome(3).expect("over");
        assert_eq!(resigned.winners.iter().collect::<Vec<_>>(), [Seat(0), Seat(2)], "the others share the win");
        assert_eq!(Ending::Agreed.outcome(2), Some(Outcome::draw(2)));
        assert!(Ending::Agreed.by_the_players() && !Ending::Unfinished.by_the_players());
        assert_eq!(Ending::Unfinished.outcome(2), None);
    }
}
