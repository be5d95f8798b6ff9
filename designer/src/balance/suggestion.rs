//! What the balance assistant found: for each design out of band, the
//! changes of its fix (or of the closest edit tried), its figure before
//! and after, and for the set, its spread and the search's own figures.

use serde::Serialize;

use super::change::Change;
use super::measure::{Balance, Balanced, Report};

/// What the assistant found for one design out of band.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion<G: Balanced> {
    /// The design's name.
    pub card: String,
    /// The changes of the fix, or of the closest candidate when none was
    /// kept; empty when no edit could be measured.
    pub changes: Vec<Change>,
    /// The design with those changes.
    pub design: Option<G::Design>,
    /// Whether the changes are a fix the whole set kept.
    pub fixed: bool,
    /// Whether it was searched in the set with fixes kept before it: its
    /// figure `before` is then the set's with them, not the set's as it was.
    pub after_fixes: bool,
    /// The design's figure in the set as it stood when it was searched
    /// (with the fixes kept before it).
    pub before: Report,
    /// The changed design's figure: in the whole set with every fix kept
    /// when `fixed` (a later fix may have moved it), else from the
    /// search's own games.
    pub after: Option<Report>,
    /// The games the search for it played.
    pub games: u64,
    /// Why it is not fixed, in words.
    pub note: Option<String>,
}

impl<G: Balanced> Suggestion<G> {
    /// The changes in words: "power 7 → 4, copies 2 → 1".
    pub fn changes_in_words(&self) -> String {
        self.changes.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
    }
}

/// A design whose figure moved when the fixes were made.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Moved {
    /// The design's name.
    pub card: String,
    /// Its win-rate change before the fixes.
    pub before: f64,
    /// And with them.
    pub after: f64,
}

/// What the assistant found for a set.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestions<G: Balanced> {
    /// The set as it is.
    pub before: Balance,
    /// The set with every fix kept, when any was.
    pub after: Option<Balance>,
    /// One for each design out of band, at first or once the fixes before
    /// it were made, in the set's order.
    pub suggestions: Vec<Suggestion<G>>,
    /// The designs not fixed whose figure moved beyond what chance
    /// explains when the fixes were made.
    pub moved: Vec<Moved>,
    /// Every game played.
    pub games: u64,
    /// Edits screened.
    pub screened: usize,
    /// Edits played in the full number of games.
    pub confirmed: usize,
    /// Edits screened inside the band that the full games put outside it.
    pub failed_confirmation: usize,
    /// Whether the time allowed ran out: only a search that ends within
    /// it is sure to give the same suggestions for the same seed.
    pub budget_reached: bool,
    /// Whether the search was stopped after the set was measured: the
    /// fixes proved before it are kept, the designs not reached listed.
    pub cancelled: bool,
    /// How long measuring the set first took: each search and the measure
    /// that proves it need as long again.
    pub measuring: std::time::Duration,
}

impl<G: Balanced> Suggestions<G> {
    /// The largest minus the smallest win-rate change of the set's designs
    /// before the fixes, and after them (the same when none was kept).
    pub fn spread(&self) -> [f64; 2] {
        let before = self.before.spread();
        [before, self.after.as_ref().map_or(before, Balance::spread)]
    }
}
