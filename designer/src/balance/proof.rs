//! Fixes proved on the whole set: the set with them measured again on its
//! own seeds — games no fix was chosen on — and every design read.
//!
//! A fix is kept when its design lies inside the band there, the mean of
//! its screening and this measure (weighed by their games) where a fix
//! aims; when no other design was pushed out; and when the set keeps its
//! shape: the spread of the set's figures (their standard deviation) is
//! not wider than before by more than chance allows (the typical
//! half-width of a design's interval over twice the square root of the
//! designs) — the designs out of band that the fixes leave as they were
//! set aside, as each is searched on its own.
//! Several fixes may be proved together in one measure.
//!
//! *Interpretation* (pushed out): a design is pushed out when, inside the
//! band before, it *moved* (its figure changed by more than the two
//! measures' intervals allow) away from the band's middle to lie wholly
//! outside the band, further out than the design fixed lay. One already
//! out of band is not pushed out: the spread says whether the set as a
//! whole is better off. A design that dominates its games hides how
//! strong or weak the others are: fixing it lets their figures spread, and
//! one that then lies out of band, less far than the broken design did, is
//! the next to search — the set is better off, not pushed. The band is the
//! one the set as it was draws, throughout one search.

use super::assistant::Assistant;
use super::balanced::Balanced;
use super::error::BalanceError;
use super::mending::{Place, place};
use super::report::{Balance, Report};

/// What the whole set said of one fix.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Verdict {
    /// Inside, well inside with its screening.
    Kept,
    /// Outside the band: still too strong (too weak) when `still`, else
    /// gone past it to the other side.
    Outside { still: bool },
    /// Inside, but too near its edge.
    NearEdge,
}

/// A measure of the whole set with fixes made.
pub(super) struct Proof<G: Balanced> {
    /// The set with them.
    pub options: G::Options,
    /// The set measured.
    pub balance: Balance,
    /// One for each fix, in order.
    pub verdicts: Vec<Verdict>,
    /// The designs the fixes pushed out of band.
    pub pushed: Vec<String>,
    /// The spread before and with the fixes, when they widened it.
    pub widened: Option<[f64; 2]>,
    /// Where a fix aims, in words.
    aim: String,
}

impl<G: Balanced> Proof<G> {
    /// Whether every fix is kept.
    pub fn holds(&self) -> bool {
        self.verdicts.iter().all(|v| *v == Verdict::Kept) && self.pushed.is_empty() && self.widened.is_none()
    }

    /// Why the fix at `at` is not kept, in words.
    pub fn why_not(&self, at: usize, report: &Report) -> String {
        let points = 100.0 * report.win_rate_delta;
        match &self.verdicts[at] {
            Verdict::Outside { still: true } => {
                format!("measured with the whole set, the edit leaves it at {points:+.1} points, outside the band")
            }
            Verdict::Outside { still: false } => {
                format!("measured with the whole set, the edit takes it past the band, to {points:+.1} points")
            }
            Verdict::NearEdge => {
                format!("measured with the whole set, the edit leaves it at {points:+.1} points, short of {}", self.aim)
            }
            Verdict::Kept if !self.pushed.is_empty() => {
                format!("the edit pushed {} out of the band", self.pushed.join(", "))
            }
            Verdict::Kept => match self.widened {
                Some([before, after]) => format!(
                    "the edit widened the set's spread from {:.1} to {:.1} points",
                    100.0 * before,
                    100.0 * after
                ),
                None => "the edit was proved only with other fixes that were not".to_owned(),
            },
        }
    }
}

/// Whether `after`'s figure differs from `before`'s by more than their
/// intervals allow.
pub(super) fn moved(before: &Report, after: &Report) -> bool {
    let half = |r: &Report| (r.ci95[1] - r.ci95[0]) / 2.0;
    (after.win_rate_delta - before.win_rate_delta).abs() > half(before).hypot(half(after))
}

/// The spread (standard deviation) of the figures of `balance`'s designs
/// at `indices`.
fn spread(balance: &Balance, indices: &[usize]) -> f64 {
    let figures: Vec<f64> = indices.iter().map(|&i| balance.designs[i].win_rate_delta).collect();
    let count = figures.len() as f64;
    if count < 2.0 {
        return 0.0;
    }
    let mean = figures.iter().sum::<f64>() / count;
    (figures.iter().map(|f| (f - mean).powi(2)).sum::<f64>() / (count - 1.0)).sqrt()
}

/// How much wider the spread of the designs of `balance` at `indices` may
/// measure by chance: the typical (median) half-width of their intervals
/// over twice the square root of their number.
fn spread_allowance(balance: &Balance, indices: &[usize]) -> f64 {
    let mut halves: Vec<f64> =
        indices.iter().map(|&i| &balance.designs[i]).map(|r| (r.ci95[1] - r.ci95[0]) / 2.0).collect();
    halves.sort_by(f64::total_cmp);
    let typical = halves.get(halves.len() / 2).copied().unwrap_or(0.0);
    typical / (2.0 * (halves.len().max(1) as f64).sqrt())
}

impl<G: Balanced> Assistant<'_, G> {
    /// Measures the set as it stands (`latest`) with each of `fixes` made
    /// (a design's index, its new version and that version's screening),
    /// and judges them.
    pub fn prove(
        &mut self,
        latest: &Balance,
        fixes: &[(usize, G::Design, Option<Report>)],
    ) -> Result<Proof<G>, BalanceError> {
        let made: Vec<(usize, &G::Design)> = fixes.iter().map(|(i, d, _)| (*i, d)).collect();
        let (options, balance) = self.measure_with(&made)?;
        self.proofs += 1;
        let (limits, games) = (self.limits, self.request.games as f64);
        let verdicts = fixes
            .iter()
            .map(|(index, _, screened)| {
                let before = &latest.designs[*index];
                let now = balance.designs[*index].win_rate_delta;
                let side = limits.side(before.win_rate_delta);
                let pooled = screened.as_ref().map_or(now, |s| {
                    let weight = s.games as f64;
                    (s.win_rate_delta * weight + now * games) / (weight + games)
                });
                if !limits.contains(now) {
                    Verdict::Outside { still: place(&limits, side, now) == Place::Out }
                } else if place(&limits, side, pooled) == Place::In {
                    Verdict::Kept
                } else {
                    Verdict::NearEdge
                }
            })
            .collect();
        let indices: Vec<usize> = fixes.iter().map(|(i, _, _)| *i).collect();
        // How far out the designs fixed lay: no other may end further out.
        let furthest = indices.iter().map(|&i| limits.distance(latest.designs[i].win_rate_delta)).fold(0.0, f64::max);
        let distance = |r: &Report| limits.distance(r.win_rate_delta);
        let pushed = (latest.designs.iter().zip(&balance.designs).enumerate())
            .filter(|(i, (b, a))| {
                !indices.contains(i)
                    && !limits.outside(b)
                    && limits.outside(a)
                    && moved(b, a)
                    && distance(a) > distance(b)
                    && distance(a) > furthest
            })
            .map(|(_, (b, _))| b.card.clone())
            .collect();
        // The set but the designs out of band that these fixes leave as
        // they were: each is searched on its own.
        let rest: Vec<usize> =
            (0..latest.designs.len()).filter(|i| indices.contains(i) || !limits.outside(&latest.designs[*i])).collect();
        let (before, after) = (spread(latest, &rest), spread(&balance, &rest));
        let widened = (after > before + spread_allowance(latest, &rest)).then_some([before, after]);
        let proof = Proof { options, balance, verdicts, pushed, widened, aim: limits.aim_in_words() };
        if !proof.holds() {
            self.failed_proofs += 1;
        }
        Ok(proof)
    }
}
