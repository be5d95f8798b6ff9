//! The balance assistant: for every design whose whole interval lies
//! outside the band, the fewest edits that bring its figure back inside,
//! each judged by games.
//!
//! The set is measured first, as [`measure_set`](super::measure::measure_set) does, keeping the
//! games without each design: an edit of a design changes only the games
//! with it, so an edited design is measured against the same games without
//! it. The designs out of band are taken one at a time, in the designer's
//! order (the set's, or the order they were named in), each searched in
//! the set as it stands (with the fixes kept before it). When the designer
//! names designs, only those are measured, searched and proved: the
//! others' figures are not known, so the summary speaks of the designs
//! named.
//!
//! *Interpretation:* the designer's order, not the furthest out first:
//! with many designs out of band, the time allowed reaches only the first
//! few, and the designer decides which by naming them.
//!
//! 1. **Screening.** Every edit the game offers of one field
//!    ([`Balanced::edits`], the smallest first) is played in a few games
//!    (a quarter of the full number, 200 to 1,000), every edit on the same
//!    stream of seeds: the same seeds deal alike whatever the edit (common
//!    random numbers; an edit of the copies changes the bag, so its deals
//!    differ), so edits are told apart more precisely than their figures
//!    alone say. The stream is not the one the design was found out of
//!    band on: a design picked for an extreme figure would carry that
//!    luck into every estimate made from it.
//! 2. **Confirmation.** Edits screened well inside the band (within three
//!    fifths of it), the smallest first, then the others screened inside
//!    it, nearest the middle first, are played in the full number of
//!    games on a stream of seeds of their own, at most three: the first
//!    whose figure lies well inside the band is the design's fix.
//! 3. **Pairs**, then **wide edits.** When no single edit is confirmed,
//!    pairs of the eight singles screened nearest the middle (never two
//!    edits of one field) are screened and confirmed the same way; then
//!    edits of several fields at once (a card's four edges reshaped).
//!
//! **The whole set.** A fix is kept only when the set stays balanced:
//! the whole set with it is measured again on the set's own seeds, games
//! the fix was neither chosen nor confirmed on. The fix stands when its
//! design lies inside the band there, the mean of its two full measures
//! well inside it, no other design was pushed out —
//! it *moved* (its figure changed by more than the two runs' intervals
//! allow) to lie wholly outside the band — and the set's spread (its
//! strongest design's figure less its weakest's) did not widen by more
//! than a design's interval allows (its mean half-width). That measure is the set as it
//! stands for the next design, which is taken when it is still out of band
//! there. A fix the set does not prove is set aside and the search made
//! once more without it. Fixes interact (a weaker Danger makes every Hero stronger), so
//! fixes found side by side and made together did not hold: the search is
//! one design at a time, each proved before the next.
//!
//! *Interpretation:* "inside the band" for a fix is its figure, not its
//! whole interval: an interval is rarely narrower than the band at the
//! games a designer can wait for. The search aims at the middle of the
//! band, so a fix has room when measured afresh.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use super::kept::{brought_back, moved, read_kept, widened};
use super::measure::{
    BalanceError, Balanced, Measured, Report, Request, Totals, games_to_play, measure_against, measure_with_baselines,
};
use super::suggestion::{Moved, Suggestion, Suggestions};

/// What the assistant is doing, told when it starts doing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Measuring the set as it is.
    Measuring,
    /// Searching for a fix to the design named, the `number`th of `of`
    /// out of band.
    Searching {
        /// The design.
        card: String,
        /// Which of the designs out of band, from 1.
        number: usize,
        /// How many designs are out of band.
        of: usize,
    },
    /// Measuring the set with a fix found to the design named, to prove it.
    Checking {
        /// The design.
        card: String,
    },
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stage::Measuring => f.write_str("Measuring the set as it is"),
            Stage::Searching { card, number, of } => write!(f, "Searching for a fix to {card} ({number} of {of})"),
            Stage::Checking { card } => write!(f, "Measuring the set with the fix to {card}"),
        }
    }
}

/// The games each measure of the assistant plays unless asked for more:
/// finer than a plain measure's, so that a design a few points out of band
/// is told from one at its edge.
pub const SUGGEST_GAMES: u64 = 4000;

/// How long the assistant searches unless asked otherwise, in seconds.
pub const SUGGEST_SECONDS: u64 = 120;

/// How the assistant searches.
#[derive(Clone, Copy, Debug)]
pub struct Search {
    /// The band of win-rate change, either way (0.05 for five points).
    pub band: f64,
    /// How long the search may take: designs not reached by then are
    /// reported unfixed (a fix confirmed in time is still proved).
    pub budget: Duration,
    /// At most how many games the whole run may play, the first measure
    /// included; once a search would leave no room for the measure that
    /// proves its fix, it stops as when the time allowed runs out. Unlike
    /// time, it stops the search at the same place on any machine. `None`:
    /// no limit but the time.
    pub games: Option<u64>,
}

/// Whom the assistant tells what it does, and who may stop it: stopped
/// while measuring the set, it ends with [`BalanceError::Stopped`];
/// stopped later, it ends with the fixes proved so far.
pub struct Watch<'a> {
    /// Called after every game.
    pub tick: &'a (dyn Fn() + Sync),
    /// Called when a stage starts, with the games it means to play.
    pub stage: &'a (dyn Fn(Stage, u64) + Sync),
    /// Ends the run when set.
    pub stop: &'a AtomicBool,
}

/// One edit or pair of edits, screened.
struct Candidate<G: Balanced> {
    edits: Vec<G::Edit>,
    design: G::Design,
    /// The design's figure, as screening estimates it.
    estimate: f64,
}

/// The share of the band an edit's figure should lie within to be tried
/// first, and to be taken at once when confirmed: a fix measured near the
/// band's edge would often measure outside it afresh.
const WELL_INSIDE: f64 = 0.6;

/// The games a search plays: each on a stream of seeds of its own, apart
/// from the set's measures, so that a fix is confirmed on games it was not
/// chosen on, and proved on games it was not confirmed on.
#[derive(Clone, Copy)]
enum Run {
    /// A few games, the design as it is and each edit on the same seeds.
    Screening,
    /// The full number of games.
    Confirming,
}

/// How many fixes of one design the whole set is asked to prove.
const PROOFS: usize = 3;

/// The seed streams of [`Run`]s.
const SCREENING: u64 = 1 << 40;
const CONFIRMING: u64 = 2 << 40;

/// What the search for one design found.
struct Found<G: Balanced> {
    /// The design confirmed inside the band, or the closest one, with its
    /// figure when it was played in full.
    best: Option<(G::Design, Option<Report>)>,
    fixed: bool,
    games: u64,
    note: Option<String>,
}

/// The assistant at work on one set.
struct Assistant<'a, G: Balanced> {
    request: &'a Request<G>,
    /// The set with the fixes found so far.
    current: G::Options,
    search: Search,
    watch: &'a Watch<'a>,
    /// When searching must stop, to leave time for the last measure.
    deadline: Instant,
    /// The games a measure of the whole set plays.
    whole: u64,
    /// The games played so far, the first measure included.
    played: std::cell::Cell<u64>,
    screened: usize,
    confirmed: usize,
    failed_confirmation: usize,
    /// Whether the deadline was ever found passed.
    ran_out: std::cell::Cell<bool>,
    /// Fixes of the design searched that the whole set did not prove.
    rejected: Vec<G::Design>,
}

/// Measures every design of `request`'s set (or the designs `aim` names,
/// when it names any), then searches for a fix to each one out of
/// `search.band`, in that order, each fix proved on the designs measured.
pub fn suggest<G: Balanced>(
    request: &Request<G>,
    search: Search,
    aim: &[String],
    watch: &Watch<'_>,
) -> Result<Suggestions<G>, BalanceError> {
    let started = Instant::now();
    let cards = if aim.is_empty() { G::designs(&request.options)? } else { aimed(aim) };
    let whole = games_to_play(request.games, cards.len());
    (watch.stage)(Stage::Measuring, whole);
    let base = measure_with_baselines(request, &cards, watch.tick, watch.stop)?;
    // A measure of the whole set takes as long as the first: each search
    // leaves room for one.
    let measuring = started.elapsed();
    let ends = started.checked_add(search.budget).unwrap_or(started + Duration::from_hours(24 * 365));
    let mut assistant = Assistant {
        request,
        current: request.options.clone(),
        search,
        watch,
        deadline: ends.checked_sub(measuring).unwrap_or(started),
        whole,
        played: std::cell::Cell::new(whole),
        screened: 0,
        confirmed: 0,
        failed_confirmation: 0,
        ran_out: std::cell::Cell::new(false),
        rejected: Vec::new(),
    };
    let band = search.band;
    let mut games = whole;
    let mut suggestions: Vec<Suggestion<G>> = Vec::new();
    // The set as it stands, measured: the set itself, then with each fix kept.
    let mut latest = base.clone();
    let mut tried = vec![false; cards.len()];
    // Cancel keeps the fixes proved before it.
    let mut cancelled = false;
    while let Some(index) = (0..cards.len()).find(|&i| !tried[i] && latest.balance.designs[i].outside(band)) {
        tried[index] = true;
        let card = &cards[index];
        let before = latest.balance.designs[index].clone();
        let mut suggestion = Suggestion {
            card: card.clone(),
            changes: Vec::new(),
            design: None,
            fixed: false,
            after_fixes: suggestions.iter().any(|s| s.fixed),
            before: before.clone(),
            after: None,
            games: 0,
            note: None,
        };
        if cancelled {
            suggestion.note = Some("the search was cancelled before it was reached".to_owned());
            suggestions.push(suggestion);
            continue;
        }
        // A search and the measure that proves its fix must fit the time left.
        if Instant::now() + measuring + measuring / 4 > ends || assistant.out_of_games() {
            assistant.ran_out.set(true);
            suggestion.note = Some("the time allowed ran out before it was reached".to_owned());
            suggestions.push(suggestion);
            continue;
        }
        let number = tried.iter().filter(|&&t| t).count();
        let waiting = (0..cards.len()).filter(|&i| !tried[i] && latest.balance.designs[i].outside(band)).count();
        (watch.stage)(Stage::Searching { card: card.clone(), number, of: number + waiting }, 0);
        match assistant.fix(&cards, &mut latest, index, &mut suggestion) {
            Err(BalanceError::Stopped) => {
                cancelled = true;
                suggestion.note = Some("the search was cancelled before a fix was proved".to_owned());
            }
            other => other?,
        }
        games += suggestion.games;
        suggestions.push(suggestion);
    }
    read_kept(&mut suggestions, &latest.balance, band);
    suggestions.extend(brought_back(&base.balance, &latest.balance, &tried, band));
    let kept: Vec<&str> = suggestions.iter().filter(|s| s.fixed).map(|s| s.card.as_str()).collect();
    let moved = base
        .balance
        .designs
        .iter()
        .zip(&latest.balance.designs)
        .filter(|(b, a)| !kept.contains(&b.card.as_str()) && moved(b, a))
        .map(|(b, a)| Moved { card: b.card.clone(), before: b.win_rate_delta, after: a.win_rate_delta })
        .collect();
    let after = (!kept.is_empty()).then_some(latest.balance);
    Ok(Suggestions {
        before: base.balance,
        after,
        suggestions,
        moved,
        games,
        screened: assistant.screened,
        confirmed: assistant.confirmed,
        failed_confirmation: assistant.failed_confirmation,
        budget_reached: assistant.ran_out.get(),
        cancelled,
        measuring,
    })
}

/// The names `aim` gives, each once, in its order.
fn aimed(aim: &[String]) -> Vec<String> {
    let mut cards: Vec<String> = Vec::with_capacity(aim.len());
    for card in aim {
        if !cards.contains(card) {
            cards.push(card.clone());
        }
    }
    cards
}

impl<G: Balanced> Assistant<'_, G> {
    /// Searches for a fix to the design at `index` and proves it on the
    /// set as it stands (`latest`, made the set with the fix when it is
    /// kept). A fix the set does not prove is set aside, and the search
    /// made once more without it, at most [`PROOFS`] times. Notes in
    /// `suggestion` what was found.
    fn fix(
        &mut self,
        cards: &[String],
        latest: &mut Measured,
        index: usize,
        suggestion: &mut Suggestion<G>,
    ) -> Result<(), BalanceError> {
        let card = &cards[index];
        self.rejected.clear();
        for _ in 0..PROOFS {
            let found = self.search(card, &latest.withouts[index])?;
            suggestion.games += found.games;
            suggestion.note = found.note;
            let Some((design, after)) = found.best else { break };
            if let Some(original) = G::design(&self.request.options, card) {
                suggestion.changes = G::changes(&original, &design);
            }
            suggestion.after = after;
            suggestion.design = Some(design.clone());
            if !found.fixed {
                break;
            }
            if let Some(kept) = self.prove(cards, latest, index, &design, suggestion)? {
                *latest = kept;
                break;
            }
            self.rejected.push(design);
            if self.out_of_time() {
                break;
            }
        }
        Ok(())
    }

    /// Measures the whole set with `design` made (a fix found for the
    /// design at `index`), from the set as it stands (`latest`), and keeps
    /// the fix when its design lies inside the band and no other design
    /// was pushed out. Notes the figure, and why a fix is not kept, in
    /// `suggestion`; returns the set measured with the fix when kept.
    fn prove(
        &mut self,
        cards: &[String],
        latest: &Measured,
        index: usize,
        design: &G::Design,
        suggestion: &mut Suggestion<G>,
    ) -> Result<Option<Measured>, BalanceError> {
        let (band, card) = (self.search.band, &cards[index]);
        let whole = games_to_play(self.request.games, cards.len());
        (self.watch.stage)(Stage::Checking { card: card.clone() }, whole);
        let options = G::with_design(&self.current, card, design);
        let checked = Request::<G> { options: options.clone(), ..self.request.clone() };
        let checked = measure_with_baselines(&checked, cards, self.watch.tick, self.watch.stop)?;
        suggestion.games += whole;
        self.played.set(self.played.get() + whole);
        let confirmed = suggestion.after.as_ref().map_or(0.0, |r| r.win_rate_delta);
        let now = &checked.balance.designs[index];
        let pushed: Vec<&str> = (latest.balance.designs.iter().zip(&checked.balance.designs))
            .filter(|(b, a)| b.card != card.as_str() && !b.outside(band) && a.outside(band) && moved(b, a))
            .map(|(b, _)| b.card.as_str())
            .collect();
        suggestion.after = Some(now.clone());
        // Two measures on seeds of their own: their mean must lie well inside.
        let pooled = f64::midpoint(confirmed, now.win_rate_delta);
        if now.win_rate_delta.abs() > band || pooled.abs() > WELL_INSIDE * band {
            let where_ = if now.win_rate_delta.abs() > band { "outside the band" } else { "too near its edge" };
            let points = 100.0 * now.win_rate_delta;
            suggestion.note =
                Some(format!("measured with the whole set, the edit leaves it at {points:+.1} points, {where_}"));
            Ok(None)
        } else if !pushed.is_empty() {
            suggestion.note = Some(format!("the edit pushed {} out of the band", pushed.join(", ")));
            Ok(None)
        } else if widened(&latest.balance, &checked.balance) {
            let [before, after] = [&latest.balance, &checked.balance].map(|b| 100.0 * b.spread());
            suggestion.note = Some(format!("the edit widened the set's spread from {before:.1} to {after:.1} points"));
            Ok(None)
        } else {
            suggestion.fixed = true;
            self.current = options;
            Ok(Some(checked))
        }
    }

    fn out_of_time(&self) -> bool {
        let out = Instant::now() >= self.deadline || self.out_of_games();
        self.ran_out.set(self.ran_out.get() || out);
        out
    }

    /// Whether the games allowed leave no room for one more measure of the
    /// whole set.
    fn out_of_games(&self) -> bool {
        let out = self.search.games.is_some_and(|most| self.played.get() + self.whole > most);
        self.ran_out.set(self.ran_out.get() || out);
        out
    }

    /// The games a screening plays.
    fn screen_games(&self) -> u64 {
        (self.request.games / 4).clamp(200, 1000).min(self.request.games)
    }

    /// Searches for a fix to `card` in the set with the fixes so far, from
    /// the games without it there.
    fn search(&mut self, card: &str, without: &Totals) -> Result<Found<G>, BalanceError> {
        let mut found = Found { best: None, fixed: false, games: 0, note: None };
        let Some(design) = G::design(&self.current, card) else {
            found.note = Some("it could not be found in the set".to_owned());
            return Ok(found);
        };
        if self.out_of_time() {
            found.note = Some("the time allowed ran out before it was reached".to_owned());
            return Ok(found);
        }
        // Edits of one field first, then pairs of them, then edits of
        // several fields at once (a card's four edges reshaped).
        let (narrow, wide): (Vec<G::Edit>, Vec<G::Edit>) =
            G::edits(&design).into_iter().partition(|&e| G::fields(e).is_power_of_two());
        let singles = narrow.into_iter().map(|e| vec![e]).collect();
        let mut screened = self.screen(card, &design, singles, without, &mut found)?;
        if !self.confirm(card, &screened, without, &mut found)? && !self.out_of_time() {
            // Pairs of the singles that came nearest the middle.
            screened.sort_by(|a, b| a.estimate.abs().total_cmp(&b.estimate.abs()));
            screened.truncate(8);
            let mut pairs = Vec::new();
            for (i, a) in screened.iter().enumerate() {
                for b in &screened[i + 1..] {
                    let (a, b) = (a.edits[0], b.edits[0]);
                    if G::fields(a) & G::fields(b) == 0 {
                        pairs.push(vec![a, b]);
                    }
                }
            }
            let pairs = self.screen(card, &design, pairs, without, &mut found)?;
            if !self.confirm(card, &pairs, without, &mut found)? && !self.out_of_time() {
                let wide =
                    self.screen(card, &design, wide.into_iter().map(|e| vec![e]).collect(), without, &mut found)?;
                self.confirm(card, &wide, without, &mut found)?;
                screened.extend(wide);
            }
            screened.extend(pairs);
        }
        if found.best.is_none()
            && let Some(closest) = screened.into_iter().min_by(|a, b| a.estimate.abs().total_cmp(&b.estimate.abs()))
        {
            found.best = Some((closest.design, None));
        }
        if !found.fixed && found.note.is_none() {
            found.note = Some(if self.out_of_time() {
                "the time allowed ran out before an edit was confirmed".to_owned()
            } else {
                "no edit tried brought it inside the band".to_owned()
            });
        }
        Ok(found)
    }

    /// Plays `card` in the games of `run` with `options` against
    /// `without`; `None` when those options cannot be played.
    fn measure(
        &self,
        card: &str,
        options: &G::Options,
        run: Run,
        without: &Totals,
        found: &mut Found<G>,
    ) -> Result<Option<Report>, BalanceError> {
        let (games, seed) = match run {
            Run::Screening => (self.screen_games(), parlour_core::rng::derive(self.request.seed, SCREENING)),
            Run::Confirming => (self.request.games, parlour_core::rng::derive(self.request.seed, CONFIRMING)),
        };
        let request = Request::<G> { seed, ..self.request.clone() };
        match measure_against(&request, options, games, card, without, self.watch.tick, self.watch.stop) {
            Ok(report) => {
                found.games += games;
                self.played.set(self.played.get() + games);
                Ok(Some(report))
            }
            Err(BalanceError::Stopped) => Err(BalanceError::Stopped),
            Err(_) => Ok(None),
        }
    }

    /// Screens each of `edits` made to `design`, in their order.
    fn screen(
        &mut self,
        card: &str,
        design: &G::Design,
        edits: Vec<Vec<G::Edit>>,
        without: &Totals,
        found: &mut Found<G>,
    ) -> Result<Vec<Candidate<G>>, BalanceError> {
        let mut screened = Vec::new();
        for edits in edits {
            if self.out_of_time() {
                break;
            }
            let Some(edited) = edits.iter().try_fold(design.clone(), |d, &e| G::edited(&d, e)) else { continue };
            if self.rejected.contains(&edited) {
                continue;
            }
            let options = G::with_design(&self.current, card, &edited);
            let Some(report) = self.measure(card, &options, Run::Screening, without, found)? else { continue };
            self.screened += 1;
            // An edit that leaves no games where one player alone holds the
            // design (copies enough for both) cannot be judged by them.
            if !report.measurable() {
                continue;
            }
            screened.push(Candidate { edits, design: edited, estimate: report.win_rate_delta });
        }
        Ok(screened)
    }

    /// Plays candidates screened inside the band in the full number of
    /// games, at most three, until one is well inside it there: first
    /// those screened well inside (within three fifths of the band), the
    /// smallest edit first; then the rest, nearest the middle first. Keeps
    /// in `found` the one nearest the middle. Whether it is well inside.
    fn confirm(
        &mut self,
        card: &str,
        candidates: &[Candidate<G>],
        without: &Totals,
        found: &mut Found<G>,
    ) -> Result<bool, BalanceError> {
        let band = self.search.band;
        let well_inside = candidates.iter().filter(|c| c.estimate.abs() <= WELL_INSIDE * band);
        let mut rest: Vec<&Candidate<G>> =
            candidates.iter().filter(|c| c.estimate.abs() > WELL_INSIDE * band && c.estimate.abs() <= band).collect();
        rest.sort_by(|a, b| a.estimate.abs().total_cmp(&b.estimate.abs()));
        for candidate in well_inside.chain(rest).take(3) {
            if self.out_of_time() {
                break;
            }
            let options = G::with_design(&self.current, card, &candidate.design);
            let Some(report) = self.measure(card, &options, Run::Confirming, without, found)? else { continue };
            self.confirmed += 1;
            if !report.measurable() {
                continue;
            }
            let figure = report.win_rate_delta.abs();
            if figure > band {
                self.failed_confirmation += 1;
            }
            let closer = match &found.best {
                Some((_, Some(best))) => figure < best.win_rate_delta.abs(),
                _ => true,
            };
            if closer {
                found.best = Some((candidate.design.clone(), Some(report)));
                found.fixed = figure <= WELL_INSIDE * band;
            }
            if figure <= WELL_INSIDE * band {
                return Ok(true);
            }
        }
        Ok(found.fixed)
    }
}
