//! The errors the rules core reports.

use thiserror::Error;

/// Why an action was refused. The state it was tried on is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The game has ended; nobody may act.
    #[error("the game is over")]
    GameOver,
    /// The action breaks the rule given in words.
    #[error("{0}")]
    Broken(&'static str),
}

/// A text that is not an action in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{text}` is not a move: {reason}")]
pub struct NotationError {
    /// The text that was read, as an excerpt (see [`crate::text::excerpt`]).
    pub text: String,
    /// What is wrong with it, and what was expected.
    pub reason: String,
}

impl NotationError {
    /// An error for `text`, explained by `reason` (which should not quote
    /// `text` again: the message already does).
    pub fn new(text: &str, reason: impl Into<String>) -> Self {
        Self { text: crate::text::excerpt(text), reason: reason.into() }
    }
}

/// Options or a setup that cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The game is not played by this many.
    #[error("{game} is for {}, not {given}", players(*.min, *.max))]
    Players {
        /// The game's name.
        game: &'static str,
        /// The fewest players it takes.
        min: usize,
        /// The most.
        max: usize,
        /// How many were asked for.
        given: usize,
    },
    /// A rule option holds a value the game does not take.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// The position (or what goes with it: a tile set, the seats) cannot
    /// start a game, for the reasons given.
    #[error("{0}")]
    Invalid(String),
}

/// `2 players`, or `2 to 4 players`.
fn players(min: usize, max: usize) -> String {
    if min == max { format!("{min} players") } else { format!("{min} to {max} players") }
}

impl SetupError {
    /// A position that cannot start a game, for `reason`.
    pub fn new(reason: impl Into<String>) -> Self {
        SetupError::Invalid(reason.into())
    }
}

/// A `KEY=VALUE` rule option that the game does not know or cannot take.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionError {
    /// No option has this key.
    #[error("unknown option `{key}` (this game knows: {known})")]
    UnknownKey {
        /// The key given.
        key: String,
        /// The keys the game knows, comma separated.
        known: String,
    },
    /// The key is known but the value is not one it takes.
    #[error("option `{key}` cannot be `{value}` (expected {expected})")]
    BadValue {
        /// The key given.
        key: String,
        /// The value given.
        value: String,
        /// What the option takes.
        expected: String,
    },
}

/// A word or value that is not what was expected: a square, a suit, a kind,
/// a player, a paper size.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{text}` is not {what}: {expected}")]
pub struct ParseError {
    /// The text that was read, as an excerpt (see [`crate::text::excerpt`]).
    pub text: String,
    /// What it should have been, e.g. "a suit".
    pub what: &'static str,
    /// What is accepted, in words.
    pub expected: String,
}

impl ParseError {
    /// `text` is not `what`; `expected` says what would be.
    pub fn new(text: &str, what: &'static str, expected: impl Into<String>) -> Self {
        Self { text: crate::text::excerpt(text), what, expected: expected.into() }
    }
}

/// An action written in a file (a saved game, a scenario) that cannot be
/// played: not in the game's notation, or against its rules.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    /// An action is not in the game's notation.
    #[error("action {index}: {error}")]
    Notation {
        /// Its index, from 0.
        index: usize,
        /// Why it could not be read.
        error: NotationError,
    },
    /// An action breaks a rule.
    #[error("action {index} `{action}` is illegal: {error}")]
    Illegal {
        /// Its index, from 0.
        index: usize,
        /// Its text, as an excerpt.
        action: String,
        /// The rule it breaks.
        error: RuleError,
    },
}
