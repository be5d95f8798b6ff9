//! What the balance assistant found: for each design searched, the
//! changes of its fix (or of the closest edit tried), its figure before
//! and after, and for the set, its band, its spread and the search's own
//! figures.

use super::balanced::Balanced;
use super::band::Limits;
use super::change::Change;
use super::report::{Balance, Report};

/// What the assistant found for one design.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion<G: Balanced> {
    /// The design's name.
    pub card: String,
    /// The changes of the fix, or of the closest version tried when none
    /// was kept; empty when none was tried.
    pub changes: Vec<Change>,
    /// The design with those changes.
    pub design: Option<G::Design>,
    /// Whether the changes are a fix the whole set kept.
    pub fixed: bool,
    /// Whether it was searched in the set with fixes kept before it.
    pub after_fixes: bool,
    /// The design's figure in the set as it stood when it was searched:
    /// with the fixes kept before it when `after_fixes`.
    pub before: Report,
    /// The changed design's figure: in the whole set with every fix kept
    /// when `fixed`, else from the search's own games.
    pub after: Option<Report>,
    /// The games played for it (a measure of the whole set that proved
    /// several fixes together counted for each).
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
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
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
    /// The band the set as it is sets.
    pub limits: Limits,
    /// The set with every fix kept, when any was.
    pub after: Option<Balance>,
    /// One for each design searched (or aimed at), the worst first.
    pub suggestions: Vec<Suggestion<G>>,
    /// The designs not fixed whose figure moved beyond what chance
    /// explains when the fixes were made.
    pub moved: Vec<Moved>,
    /// Every game played.
    pub games: u64,
    /// Versions screened.
    pub screened: usize,
    /// Measures of the whole set with fixes made.
    pub proofs: usize,
    /// Those that did not keep every fix they measured.
    pub failed_proofs: usize,
    /// Whether the budget ran out: only a search that ends within it is
    /// sure to give the same suggestions for the same seed.
    pub budget_reached: bool,
    /// Whether the search was stopped: the fixes proved by then are kept.
    pub cancelled: bool,
}

impl<G: Balanced> Suggestions<G> {
    /// The spread of the set's designs' figures (their standard deviation)
    /// before the fixes, and after them (the same when none was kept).
    pub fn spread(&self) -> [f64; 2] {
        let before = self.before.spread();
        [before, self.after.as_ref().map_or(before, Balance::spread)]
    }

    /// The suggestions whose fix was kept.
    pub fn fixed(&self) -> impl Iterator<Item = &Suggestion<G>> {
        self.suggestions.iter().filter(|s| s.fixed)
    }
}
