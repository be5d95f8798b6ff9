//! One change to a design, as the assistant's edits and fixes name it.

use std::fmt;

use serde::Serialize;

/// One change to a design, in words: "power 5 → 4".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Change {
    /// The field changed: "power", "top edge".
    pub field: String,
    /// Its value before.
    pub from: String,
    /// Its value after.
    pub to: String,
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} → {}", self.field, self.from, self.to)
    }
}
