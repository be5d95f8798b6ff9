//! What a search leaves of the set: each fix kept read in the set with
//! them all, the designs other fixes brought back, and the tests a fix's
//! measure of the whole set must pass (no design moved out, no spread
//! widened).

use super::measure::{Balance, Balanced, Report};
use super::suggestion::Suggestion;

/// Each fix kept, as `latest` (the set with every fix) measures it; a
/// note when the fixes after it moved it out of the band again.
pub(super) fn read_kept<G: Balanced>(suggestions: &mut [Suggestion<G>], latest: &Balance, band: f64) {
    for suggestion in suggestions.iter_mut().filter(|s| s.fixed) {
        suggestion.after = latest.designs.iter().find(|r| r.card == suggestion.card).cloned();
        if let Some(now) = suggestion.after.as_ref().filter(|now| now.win_rate_delta.abs() > band) {
            let points = 100.0 * now.win_rate_delta;
            suggestion.note =
                Some(format!("the fixes after it moved it to {points:+.1} points, outside the band again"));
        }
    }
}

/// An entry for each design out of band in `base` and never searched,
/// which the fixes to other designs brought back: its figure in `latest`.
pub(super) fn brought_back<G: Balanced>(
    base: &Balance,
    latest: &Balance,
    tried: &[bool],
    band: f64,
) -> Vec<Suggestion<G>> {
    let designs = base.designs.iter().zip(&latest.designs).zip(tried);
    designs
        .filter(|((first, now), tried)| first.outside(band) && !now.outside(band) && !**tried)
        .map(|((first, now), _)| {
            let points = 100.0 * now.win_rate_delta;
            Suggestion {
                card: first.card.clone(),
                changes: Vec::new(),
                design: None,
                fixed: false,
                after_fixes: false,
                before: first.clone(),
                after: Some(now.clone()),
                games: 0,
                note: Some(format!(
                    "the fixes to other designs brought it to {points:+.1} points, no longer wholly outside the band"
                )),
            }
        })
        .collect()
}

/// Whether the spread of `after` is wider than `before`'s by more than
/// chance allows: the mean half-width of its designs' intervals.
pub(super) fn widened(before: &Balance, after: &Balance) -> bool {
    let designs = after.designs.len().max(1) as f64;
    let allowed = after.designs.iter().map(|r| (r.ci95[1] - r.ci95[0]) / 2.0).sum::<f64>() / designs;
    after.spread() > before.spread() + allowed
}

/// Whether `after`'s figure differs from `before`'s by more than their
/// intervals allow.
pub(super) fn moved(before: &Report, after: &Report) -> bool {
    let half = |r: &Report| (r.ci95[1] - r.ci95[0]) / 2.0;
    (after.win_rate_delta - before.win_rate_delta).abs() > half(before).hypot(half(after))
}
