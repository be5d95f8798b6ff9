//! One problem with something a designer made, naming the item and field.

use std::fmt;

/// One problem with a tile, card or deck: which item, which field, and
/// what is wrong, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The item's name (or its position when it has none).
    pub item: String,
    /// The field, e.g. `name`, `power`, `top` or `cards`.
    pub field: &'static str,
    /// What is wrong, in words.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", crate::text::excerpt(&self.item), self.field, self.message)
    }
}

/// Why a designer's file could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DesignError {
    /// The text cannot be read as that kind of file (the message gives the
    /// line and column).
    #[error("cannot be read: {0}")]
    Unreadable(String),
    /// The file was written by a newer Parlour.
    #[error(transparent)]
    Newer(#[from] crate::format::NewerFormat),
    /// The file reads, but some items break the rules, each named.
    #[error("{} problem{}: {}", .0.len(), if .0.len() == 1 { "" } else { "s" }, list(.0))]
    Invalid(Vec<Problem>),
}

/// Problems one after another, in words.
fn list(problems: &[Problem]) -> String {
    problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ")
}

impl DesignError {
    /// The error for a text that does not read as the file it should be:
    /// the reader's message on one line, cut short (it may quote the file).
    pub fn unreadable(error: impl fmt::Display) -> Self {
        DesignError::Unreadable(crate::text::one_line(&error.to_string(), 300))
    }

    /// The error for a text the reader refused: written by a newer
    /// Parlour, or [unreadable](DesignError::unreadable).
    pub fn unread(error: crate::ron_text::RonError) -> Self {
        match error {
            crate::ron_text::RonError::Newer(newer) => DesignError::Newer(newer),
            crate::ron_text::RonError::Malformed(reason) => DesignError::unreadable(reason),
        }
    }
}

/// Reads a designer's file of type `T` from RON and checks it with
/// `problems`: the file, or everything wrong with it.
pub(crate) fn read_checked<T: serde::de::DeserializeOwned>(
    text: &str,
    problems: impl FnOnce(&T) -> Vec<Problem>,
) -> Result<T, DesignError> {
    let value: T = crate::ron_text::from_str(text).map_err(DesignError::unread)?;
    let found = problems(&value);
    if found.is_empty() { Ok(value) } else { Err(DesignError::Invalid(found)) }
}

/// `value` as RON text laid out for people to read.
pub(crate) fn pretty_ron<T: serde::Serialize>(value: &T) -> String {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default()).unwrap_or_default()
}
