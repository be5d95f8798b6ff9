//! The balance assistant: for each design out of band (or each the
//! designer points at), the smallest change that brings it inside, found
//! by games and proved on the whole set.
//!
//! 1. **The set is measured** as it is, every design from the same games,
//!    and its band drawn (the `band` module).
//! 2. **Each design is searched**, the worst first (the furthest from the
//!    band's middle in the set as it stands), in the set with the fixes
//!    kept before it (the `mending` module): only the designs named when
//!    the designer points at some, else every design out of band (one out
//!    at first is searched while its figure lies outside the band) —
//!    including one a fix revealed (a design that dominates games hides
//!    the others' strengths). A design named is searched while its figure
//!    lies outside where a fix aims (among the set's middle half, or well
//!    inside a fixed band), even inside the band: the designer pointed at
//!    it. One that already lies there is left as it is, and said to be; so
//!    is one out of band the fixes to others brought inside.
//! 3. **Its fix is proved** on the whole set (the `proof` module) before
//!    the next design is searched: fixes interact (a weaker Danger makes
//!    every Hero stronger), so each is searched and proved in the set as
//!    it stands. A fix the set puts still out of band is taken one step
//!    further along its field and proved again, at most three times.
//!
//! The budget (time or games) is checked before each screening, always
//! leaving room for one measure of the whole set, so a fix found in time is
//! still proved. When the search is stopped, the fixes proved by then are
//! kept and the others said to be cancelled.

use std::time::Instant;

use super::assistant::Assistant;
use super::balanced::Balanced;
use super::error::BalanceError;
use super::measure::{Request, check_names, run};
use super::mending::{Candidate, Found, Place, Rung, place};
use super::proof::{Proof, Verdict, moved};
use super::report::{Balance, Report};
use super::search::{Search, Stage, Watch};
use super::suggestion::{Moved, Suggestion, Suggestions};

/// How many times the whole set is asked to prove one design's fix.
const PROOFS: usize = 3;

/// One design searched, as the search goes.
struct Target<G: Balanced> {
    index: usize,
    suggestion: Suggestion<G>,
    /// The fix found and not yet proved, with its screening and its rung.
    pending: Option<(G::Design, Option<Report>, Option<Rung>)>,
    /// Other versions to prove when it is not kept.
    alternatives: Vec<Candidate<G>>,
}

/// Measures every design of `request`'s set, then searches for a fix to
/// each design `search` aims at (every one out of band unless it names
/// some), each fix proved on the whole set.
pub fn suggest<G: Balanced>(
    request: &Request<G>,
    search: &Search,
    watch: &Watch<'_>,
) -> Result<Suggestions<G>, BalanceError> {
    let started = Instant::now();
    let cards = G::designs(&request.options)?;
    check_names::<G>(&request.options, &search.cards)?;
    (watch.stage)(Stage::Measuring, request.games);
    let base = Balance::read(&cards, &run(request, &request.options, 0..request.games, watch.tick, watch.stop)?);
    let limits = search.band.limits(&base.designs);
    let mut assistant = Assistant::new(request, watch, search.budget, search.band, &base, started);
    let mut aimed: Vec<usize> = search.cards.iter().filter_map(|c| cards.iter().position(|d| d == c)).collect();
    aimed.dedup();
    let wanted = |i: usize| aimed.is_empty() || aimed.contains(&i);
    let mut done = vec![false; cards.len()];
    let mut targets: Vec<Target<G>> = Vec::new();
    // A design pointed at that already lies where a fix aims is left as
    // it is.
    for &index in aimed.iter().filter(|&&i| limits.aimed(base.designs[i].win_rate_delta)) {
        done[index] = true;
        let mut inside = target(&base, index);
        let points = 100.0 * inside.suggestion.before.win_rate_delta;
        let aim = limits.aim_in_words();
        inside.suggestion.note = Some(format!("it lies at {points:+.1} points, {aim}: nothing to change"));
        targets.push(inside);
    }
    let (mut latest, mut kept_before, mut cancelled, mut number) = (base.clone(), false, false, 0);
    loop {
        // The worst design still to search, in the set as it stands: one
        // pointed at, beyond where a fix aims; else one out of band at
        // first and its figure still outside, or pushed out wholly since.
        let out = |i: usize| {
            let now = &latest.designs[i];
            if aimed.is_empty() {
                limits.outside(now) || (limits.outside(&base.designs[i]) && !limits.contains(now.win_rate_delta))
            } else {
                !limits.aimed(now.win_rate_delta)
            }
        };
        let waiting: Vec<usize> = (0..cards.len()).filter(|&i| !done[i] && wanted(i) && out(i)).collect();
        let distance = |i: &&usize| limits.distance(latest.designs[**i].win_rate_delta);
        let Some(&index) = waiting.iter().max_by(|a, b| distance(a).total_cmp(&distance(b))) else { break };
        done[index] = true;
        number += 1;
        let mut target = target(&latest, index);
        target.suggestion.after_fixes = kept_before;
        if cancelled || !assistant.can_play(0) {
            target.suggestion.note = Some(not_reached(cancelled));
            targets.push(target);
            continue;
        }
        let card = cards[index].clone();
        (watch.stage)(Stage::Searching { card, number, of: number + waiting.len() - 1 }, 0);
        let games = assistant.games;
        let side = limits.side(latest.designs[index].win_rate_delta);
        let outcome = assistant.search(index, side).and_then(|found| {
            take(&mut target, found);
            prove(&mut assistant, &mut target, &mut latest, kept_before)
        });
        target.suggestion.games += assistant.games - games;
        match outcome {
            Ok(kept) => kept_before |= kept,
            Err(BalanceError::Stopped) => {
                cancelled = true;
                target.suggestion.note = Some(if target.pending.is_some() {
                    "the search was stopped before its fix was proved".to_owned()
                } else {
                    not_reached(true)
                });
            }
            Err(other) => return Err(other),
        }
        if target.pending.take().is_some() && !cancelled {
            target.suggestion.note = Some("the time allowed ran out before its fix was proved".to_owned());
        }
        targets.push(target);
    }
    // Out of band at first, and brought inside by the fixes to others.
    for index in (0..cards.len()).filter(|&i| !done[i] && wanted(i) && limits.outside(&base.designs[i])) {
        let mut brought = target(&base, index);
        let now = latest.designs[index].clone();
        let points = 100.0 * now.win_rate_delta;
        brought.suggestion.note =
            Some(format!("the fixes to other designs brought it to {points:+.1} points, inside the band"));
        brought.suggestion.after = Some(now);
        targets.push(brought);
    }
    Ok(finish(&assistant, base, latest, targets, cancelled))
}

/// A design to search, as it measured.
fn target<G: Balanced>(base: &Balance, index: usize) -> Target<G> {
    let suggestion = Suggestion {
        card: base.designs[index].card.clone(),
        changes: Vec::new(),
        design: None,
        fixed: false,
        after_fixes: false,
        before: base.designs[index].clone(),
        after: None,
        games: 0,
        note: None,
    };
    Target { index, suggestion, pending: None, alternatives: Vec::new() }
}

/// Why a design was not searched, in words.
fn not_reached(cancelled: bool) -> String {
    if cancelled {
        "the search was stopped before it was reached".to_owned()
    } else {
        "the time allowed ran out before it was reached".to_owned()
    }
}

/// Takes what the search for `target` found.
fn take<G: Balanced>(target: &mut Target<G>, found: Found<G>) {
    target.suggestion.note = found.note;
    target.suggestion.after.clone_from(&found.screened);
    target.suggestion.design.clone_from(&found.design);
    target.alternatives = found.alternatives;
    if found.fixed
        && let Some(design) = found.design
    {
        target.pending = Some((design, found.screened, found.rung));
    }
}

/// Proves `target`'s fix on the whole set as it stands (`latest`): a step
/// further along its field while the set puts it still out of band, the
/// other version found when past it. When none is kept well inside, the
/// one the set put inside the band, nearest its edge, is kept. Whether a
/// fix was kept.
fn prove<G: Balanced>(
    assistant: &mut Assistant<'_, G>,
    target: &mut Target<G>,
    latest: &mut Balance,
    after_fixes: bool,
) -> Result<bool, BalanceError> {
    let mut near: Option<(Proof<G>, G::Design)> = None;
    for _ in 0..PROOFS {
        let Some((design, screened, rung)) = target.pending.take() else { break };
        if !assistant.can_prove() {
            target.pending = Some((design, screened, rung));
            break;
        }
        (assistant.watch.stage)(Stage::Proving { card: target.suggestion.card.clone() }, assistant.request.games);
        let proof = assistant.prove(latest, &[(target.index, design.clone(), screened)])?;
        let now = proof.balance.designs[target.index].clone();
        target.suggestion.design = Some(design.clone());
        if proof.holds() {
            target.pending = Some((design, None, rung));
            keep(target, after_fixes);
            assistant.keep(proof.options);
            *latest = proof.balance;
            return Ok(true);
        }
        target.suggestion.note = Some(proof.why_not(0, &now));
        target.suggestion.after = Some(now.clone());
        let side = assistant.limits.side(target.suggestion.before.win_rate_delta);
        let still = place(&assistant.limits, side, now.win_rate_delta) == Place::Out;
        let clean = proof.pushed.is_empty() && proof.widened.is_none();
        if proof.verdicts[0] == Verdict::NearEdge && clean && near.is_none() {
            near = Some((proof, design.clone()));
        }
        let original = G::design(&assistant.current, &target.suggestion.card);
        let further = match (still, rung, original) {
            (true, Some(rung), Some(original)) => assistant.further(&original, rung),
            _ => None,
        };
        if let Some((next, version)) = further {
            target.pending = Some((version, None, Some(next)));
        } else if !target.alternatives.is_empty() {
            let other = target.alternatives.remove(0);
            target.pending = Some((other.design, other.screened, other.rung));
        }
    }
    match near {
        Some((proof, design)) => {
            target.pending = Some((design, None, None));
            keep(target, after_fixes);
            let points = 100.0 * proof.balance.designs[target.index].win_rate_delta;
            target.suggestion.note = Some(format!(
                "kept at {points:+.1} points, near the band's edge: no step of its field lies nearer the middle"
            ));
            assistant.keep(proof.options);
            *latest = proof.balance;
            Ok(true)
        }
        None => Ok(false),
    }
}

/// Marks `target`'s fix kept.
fn keep<G: Balanced>(target: &mut Target<G>, after_fixes: bool) {
    if let Some((design, _, _)) = target.pending.take() {
        target.suggestion.design = Some(design);
        target.suggestion.fixed = true;
        target.suggestion.after_fixes = after_fixes;
        target.suggestion.note = None;
    }
}

/// The suggestions, each fix read in the set with every fix kept.
fn finish<G: Balanced>(
    assistant: &Assistant<'_, G>,
    base: Balance,
    latest: Balance,
    targets: Vec<Target<G>>,
    cancelled: bool,
) -> Suggestions<G> {
    let limits = assistant.limits;
    let mut suggestions: Vec<Suggestion<G>> = targets.into_iter().map(|t| t.suggestion).collect();
    for suggestion in &mut suggestions {
        let original = G::design(&assistant.request.options, &suggestion.card);
        if let (Some(original), Some(design)) = (original, &suggestion.design) {
            suggestion.changes = G::changes(&original, design);
        }
        if suggestion.fixed {
            suggestion.after = latest.report(&suggestion.card).cloned();
            if let Some(now) = suggestion.after.as_ref().filter(|now| !limits.contains(now.win_rate_delta)) {
                let points = 100.0 * now.win_rate_delta;
                suggestion.note =
                    Some(format!("the fixes after it moved it to {points:+.1} points, outside the band again"));
            }
        }
    }
    let kept: Vec<&str> = suggestions.iter().filter(|s| s.fixed).map(|s| s.card.as_str()).collect();
    let moved = (base.designs.iter().zip(&latest.designs))
        .filter(|(b, a)| !kept.contains(&b.card.as_str()) && moved(b, a))
        .map(|(b, a)| Moved { card: b.card.clone(), before: b.win_rate_delta, after: a.win_rate_delta })
        .collect();
    let after = (!kept.is_empty()).then_some(latest);
    Suggestions {
        before: base,
        limits,
        after,
        suggestions,
        moved,
        games: assistant.games,
        screened: assistant.screened,
        proofs: assistant.proofs,
        failed_proofs: assistant.failed_proofs,
        budget_reached: assistant.ran_out,
        cancelled,
    }
}
