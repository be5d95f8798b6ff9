//! The search for one design's fix: the smallest change that brings it
//! where a fix aims (the `band` module: among the set's middle half, or
//! well inside a fixed band), of any size a field allows.
//!
//! The game gives the ways a design may change as **ladders**: the values
//! one field may take, one way from the design's (a power from 98 down to
//! 0, from 100 up…), or a field's other choices (the kinds an ability
//! affects). They are tried in the game's order (a tile's power first,
//! then its copies, then its abilities; a card's edges one at a time), and
//! the first that brings the design inside is its fix:
//!
//! 1. **Along an ordered ladder** the design's figure moves one way. Its far
//!    end is screened first: a ladder whose far end leaves the design out
//!    of band on the side it was is passed over. Otherwise the ladder is
//!    halved — first at the step where the values the set's other designs
//!    of its kind use begin (a power of 99 goes back toward the kind's
//!    usual powers in one edit), then between the nearest step known
//!    still out and the nearest known in — to the nearest step that lies
//!    where a fix aims: the smallest change of that field that does. A
//!    field too coarse to land there takes, of the two steps either side
//!    of the aim, the one nearer the middle that lies inside the band (the
//!    other is proved when it is not kept).
//! 2. **Choices** are each screened; the one nearest the band's middle
//!    that lies where a fix aims is the fix.
//! 3. **Pairs**: when no single field does it, pairs of the four single
//!    edits screened nearest the middle (never two of one field).
//! 4. **Wide edits** last: several fields at once (a card's four edges
//!    reshaped in its suit's shape).
//!
//! *Interpretation:* "inside the band" for a fix is its figure, not its
//! whole interval: an interval is rarely narrower than the band at the
//! games a designer can wait for. The search aims well inside (or among
//! the set's middle half), so that a fix has room when measured afresh.

use super::assistant::Assistant;
use super::balanced::{Balanced, Ladder};
use super::band::Limits;
use super::error::BalanceError;
use super::report::Report;

/// The single edits screened nearest the middle that pairs are made of.
const PAIRED: usize = 4;

/// Where a version's figure lies, seen from the side its design was out
/// on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// Still beyond where a fix aims, on that side.
    Out,
    /// Where a fix aims.
    In,
    /// Past it, on the other side.
    Crossed,
}

/// Where `figure` lies in `limits`, seen from `side` (+1 a design too
/// strong, −1 too weak).
pub(super) fn place(limits: &Limits, side: f64, figure: f64) -> Place {
    if side * (figure - limits.aim_edge(side)) > 0.0 {
        Place::Out
    } else if side * (figure - limits.aim_edge(-side)) < 0.0 {
        Place::Crossed
    } else {
        Place::In
    }
}

/// Where a fix lies on its ladder: a fix the whole set puts still out of
/// band is taken one step further.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Rung {
    pub ladder: usize,
    pub step: usize,
}

/// What the search for one design found.
pub(super) struct Found<G: Balanced> {
    /// The version screened inside the band, or the closest tried.
    pub design: Option<G::Design>,
    /// Its figure, screened.
    pub screened: Option<Report>,
    /// Whether it lies inside the band.
    pub fixed: bool,
    /// Where it lies, when on one ladder.
    pub rung: Option<Rung>,
    /// Another version inside the band, on the other side of the middle
    /// or nearer the edge, to prove when the first is not kept.
    pub alternatives: Vec<Candidate<G>>,
    /// Why there is no fix, in words.
    pub note: Option<String>,
}

/// A version to prove: the design, its screening, where it lies.
pub(super) struct Candidate<G: Balanced> {
    pub design: G::Design,
    pub screened: Option<Report>,
    pub rung: Option<Rung>,
}

/// One version screened.
struct Tried<G: Balanced> {
    edits: Vec<G::Edit>,
    fields: u32,
    design: G::Design,
    report: Report,
}

impl<G: Balanced> Assistant<'_, G> {
    /// Searches for a fix to the design at `index`, out of band on `side`
    /// (+1 too strong, −1 too weak), in the set as it stands.
    pub fn search(&mut self, index: usize, side: f64) -> Result<Found<G>, BalanceError> {
        let card = self.cards[index].clone();
        let mut found =
            Found { design: None, screened: None, fixed: false, rung: None, alternatives: Vec::new(), note: None };
        let Some(design) = G::design(&self.current, &card) else {
            found.note = Some("it could not be found in the set".to_owned());
            return Ok(found);
        };
        let ladders = G::ladders(&self.current, &design);
        let mut tried = Vec::new();
        let narrow = |l: &Ladder<G::Edit>| l.fields.count_ones() <= 1;
        for (at, ladder) in ladders.iter().enumerate().filter(|(_, l)| narrow(l)) {
            if let Some((step, other)) = self.climb(index, &design, ladder, side, &mut tried)? {
                return Ok(Self::found_at(&design, ladder, at, [Some(step), other], &tried));
            }
            if self.ran_out {
                break;
            }
        }
        if !self.ran_out
            && let Some(pair) = self.pairs(index, &design, side, &mut tried)?
        {
            let pair = &tried[pair];
            return Ok(Found {
                design: Some(pair.design.clone()),
                screened: Some(pair.report.clone()),
                fixed: true,
                rung: None,
                alternatives: Vec::new(),
                note: None,
            });
        }
        for (at, ladder) in ladders.iter().enumerate().filter(|(_, l)| !narrow(l)) {
            if self.ran_out {
                break;
            }
            if let Some((step, other)) = self.climb(index, &design, ladder, side, &mut tried)? {
                return Ok(Self::found_at(&design, ladder, at, [Some(step), other], &tried));
            }
        }
        if let Some(closest) = tried.iter().min_by(|a, b| {
            self.limits.distance(a.report.win_rate_delta).total_cmp(&self.limits.distance(b.report.win_rate_delta))
        }) {
            found.design = Some(closest.design.clone());
            found.screened = Some(closest.report.clone());
        }
        found.note = Some(if self.ran_out {
            "the time allowed ran out before an edit brought it inside".to_owned()
        } else {
            "no edit tried brought it inside the band".to_owned()
        });
        Ok(found)
    }

    /// The fix at `step` of ladder `at`, screened, and the other step that
    /// lies inside the band, if any.
    fn found_at(
        design: &G::Design,
        ladder: &Ladder<G::Edit>,
        at: usize,
        [step, other]: [Option<usize>; 2],
        tried: &[Tried<G>],
    ) -> Found<G> {
        let version = |step: usize| {
            let version = G::edited(design, ladder.steps[step])?;
            let screened = tried.iter().find(|t| t.design == version).map(|t| t.report.clone());
            Some(Candidate { design: version, screened, rung: Some(Rung { ladder: at, step }) })
        };
        let mut candidates: Vec<Candidate<G>> = [step, other].into_iter().flatten().filter_map(version).collect();
        let first = (!candidates.is_empty()).then(|| candidates.remove(0));
        Found {
            design: first.as_ref().map(|c| c.design.clone()),
            screened: first.as_ref().and_then(|c| c.screened.clone()),
            fixed: first.is_some(),
            rung: first.and_then(|c| c.rung),
            alternatives: candidates,
            note: None,
        }
    }

    /// The step after `rung` on its ladder, further from `design`: for a
    /// fix the whole set put still out of band.
    pub fn further(&self, design: &G::Design, rung: Rung) -> Option<(Rung, G::Design)> {
        let ladders = G::ladders(&self.current, design);
        let ladder = ladders.get(rung.ladder).filter(|l| l.ordered)?;
        let step = rung.step + 1;
        let version = G::edited(design, *ladder.steps.get(step)?)?;
        Some((Rung { ladder: rung.ladder, step }, version))
    }

    /// Screens `version` and notes it in `tried`; its place, `None` when it
    /// could not be screened.
    fn try_version(
        &mut self,
        index: usize,
        side: f64,
        edits: Vec<G::Edit>,
        fields: u32,
        version: G::Design,
        tried: &mut Vec<Tried<G>>,
    ) -> Result<Option<Place>, BalanceError> {
        let Some(report) = self.screen(index, &version, self.limits.aim_edge(side))? else { return Ok(None) };
        let at = place(&self.limits, side, report.win_rate_delta);
        tried.push(Tried { edits, fields, design: version, report });
        Ok(Some(at))
    }

    /// Climbs `ladder`: the step that brings the design inside, as the
    /// module's docs tell.
    fn climb(
        &mut self,
        index: usize,
        design: &G::Design,
        ladder: &Ladder<G::Edit>,
        side: f64,
        tried: &mut Vec<Tried<G>>,
    ) -> Result<Option<(usize, Option<usize>)>, BalanceError> {
        let versions: Vec<Option<G::Design>> = ladder.steps.iter().map(|&e| G::edited(design, e)).collect();
        let at = |assistant: &mut Self, step: usize, tried: &mut Vec<Tried<G>>| {
            let Some(version) = versions[step].clone() else { return Ok(None) };
            assistant.try_version(index, side, vec![ladder.steps[step]], ladder.fields, version, tried)
        };
        if !ladder.ordered {
            let mut best: Option<(usize, f64)> = None;
            for step in 0..versions.len() {
                if at(self, step, tried)? == Some(Place::In) {
                    let distance =
                        tried.last().map_or(f64::INFINITY, |t| self.limits.distance(t.report.win_rate_delta));
                    if best.is_none_or(|(_, d)| distance < d) {
                        best = Some((step, distance));
                    }
                }
                if self.ran_out {
                    break;
                }
            }
            return Ok(best.map(|(step, _)| (step, None)));
        }
        let Some(last) = versions.len().checked_sub(1) else { return Ok(None) };
        match at(self, last, tried)? {
            None | Some(Place::Out) => return Ok(None),
            Some(_) => {}
        }
        // The nearest step known still out (none: the design itself), and
        // the nearest known not.
        let (mut out, mut not_out) = (None::<usize>, last);
        let mut split = ladder.usual.filter(|&u| u < last);
        while not_out > out.map_or(0, |o| o + 1) {
            let low = out.map_or(0, |o| o + 1);
            let middle = split.take().filter(|u| (low..not_out).contains(u)).unwrap_or(low + (not_out - low) / 2);
            match at(self, middle, tried)? {
                None => return Ok(None),
                Some(Place::Out) => out = Some(middle),
                Some(_) => not_out = middle,
            }
        }
        let figure = |step: usize| {
            let version = versions[step].as_ref()?;
            tried.iter().find(|t| &t.design == version).map(|t| t.report.win_rate_delta)
        };
        // Past the middle: the step before, still out but inside the band,
        // may lie nearer it.
        let inside = |step: usize| figure(step).filter(|&f| self.limits.contains(f));
        let distance = |step: usize| inside(step).map_or(f64::INFINITY, |f| self.limits.distance(f));
        let crossed = figure(not_out).is_some_and(|f| place(&self.limits, side, f) == Place::Crossed);
        let before = out.filter(|&o| crossed && inside(o).is_some());
        Ok(match (inside(not_out).map(|_| not_out), before) {
            (Some(step), Some(back)) if distance(back) < distance(step) => Some((back, Some(step))),
            (Some(step), back) => Some((step, back)),
            (None, Some(back)) => Some((back, None)),
            (None, None) => None,
        })
    }

    /// Pairs of the single edits screened nearest the middle, of two
    /// fields: the index in `tried` of the first well inside.
    fn pairs(
        &mut self,
        index: usize,
        design: &G::Design,
        side: f64,
        tried: &mut Vec<Tried<G>>,
    ) -> Result<Option<usize>, BalanceError> {
        let mut singles: Vec<(G::Edit, u32, f64)> = tried
            .iter()
            .filter(|t| t.edits.len() == 1)
            .map(|t| (t.edits[0], t.fields, self.limits.distance(t.report.win_rate_delta)))
            .collect();
        singles.sort_by(|a, b| a.2.total_cmp(&b.2));
        singles.truncate(PAIRED);
        for (i, &(a, fields_a, _)) in singles.iter().enumerate() {
            for &(b, fields_b, _) in &singles[i + 1..] {
                if fields_a & fields_b != 0 {
                    continue;
                }
                let Some(version) = G::edited(design, a).and_then(|d| G::edited(&d, b)) else { continue };
                if self.try_version(index, side, vec![a, b], fields_a | fields_b, version, tried)? == Some(Place::In) {
                    return Ok(Some(tried.len() - 1));
                }
                if self.ran_out {
                    return Ok(None);
                }
            }
        }
        Ok(None)
    }
}
