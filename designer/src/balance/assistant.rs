//! The balance assistant at work on one set: the set with the fixes kept
//! so far, what it has played against its budget, and the screening of
//! one version of a design.
//!
//! **Screening** plays a version of a design in a few games of a stream
//! of seeds of its own, every version on the same seeds: the same seeds
//! deal alike whatever the version (common random numbers), so versions
//! are told apart more precisely than their figures alone say. The stream
//! is not the set's: a design picked for an extreme figure would carry that
//! luck into every estimate made from it. A screening plays a tenth of the
//! full number of games, and more (up to four times as many) while its
//! interval still straddles the figure the search must tell it from.

use std::ops::Range;
use std::time::{Duration, Instant};

use super::balanced::Balanced;
use super::band::{Band, Limits};
use super::error::BalanceError;
use super::measure::{Request, run};
use super::report::{Balance, Report};
use super::search::{Budget, Watch};
use super::totals::Totals;

/// The stream of seeds screenings play on, apart from the set's.
const SCREENING: u64 = 1 << 40;

/// The assistant at work on one set.
pub(super) struct Assistant<'a, G: Balanced> {
    pub request: &'a Request<G>,
    pub watch: &'a Watch<'a>,
    budget: Budget,
    /// The band the set's first measure set.
    pub limits: Limits,
    /// The names of the set's designs, in order.
    pub cards: Vec<String>,
    /// The set with the fixes kept so far.
    pub current: G::Options,
    started: Instant,
    /// How long one measure of the whole set took: kept in hand so that a
    /// fix found in time can still be proved.
    reserve: Duration,
    /// Every game played.
    pub games: u64,
    /// Versions screened.
    pub screened: usize,
    /// Measures of the whole set with fixes, and how many kept none.
    pub proofs: usize,
    pub failed_proofs: usize,
    /// Whether the budget stopped the search.
    pub ran_out: bool,
    /// Versions screened in the set as it stands.
    screenings: Vec<(G::Design, Report)>,
}

impl<'a, G: Balanced> Assistant<'a, G> {
    /// The assistant, once the set was measured as it is (`base`, which
    /// took `reserve` and whose band is `limits`).
    pub fn new(
        request: &'a Request<G>,
        watch: &'a Watch<'a>,
        budget: Budget,
        band: Band,
        base: &Balance,
        started: Instant,
    ) -> Self {
        Self {
            request,
            watch,
            budget,
            limits: band.limits(&base.designs),
            cards: base.designs.iter().map(|r| r.card.clone()).collect(),
            current: request.options.clone(),
            started,
            reserve: started.elapsed(),
            games: request.games,
            screened: 0,
            proofs: 0,
            failed_proofs: 0,
            ran_out: false,
            screenings: Vec::new(),
        }
    }

    /// Whether the budget leaves room for `games` more games and, after
    /// them, one measure of the whole set. Notes when it does not.
    pub fn can_play(&mut self, games: u64) -> bool {
        let whole = self.request.games.max(1);
        let by_games = self.budget.games.is_none_or(|cap| self.games + games + whole <= cap);
        let by_time = self.budget.time.is_none_or(|time| {
            let per_game = self.reserve.as_secs_f64() / whole as f64;
            let ahead = Duration::from_secs_f64(per_game * (games + whole) as f64);
            self.started.elapsed() + ahead <= time
        });
        let room = by_games && by_time;
        self.ran_out |= !room;
        room
    }

    /// Whether the budget leaves room for a measure of the whole set:
    /// the one kept in hand, unless it was spent.
    pub fn can_prove(&mut self) -> bool {
        let whole = self.request.games;
        let by_games = self.budget.games.is_none_or(|cap| self.games + whole <= cap);
        let by_time = self.budget.time.is_none_or(|time| self.started.elapsed() + self.reserve <= time);
        let room = by_games && by_time;
        self.ran_out |= !room;
        room
    }

    /// Plays `games` of the stream `seed` with `options`.
    fn play(&mut self, options: &G::Options, games: Range<u64>, seed: u64) -> Result<Totals, BalanceError> {
        let request = Request::<G> { seed, options: options.clone(), ..self.request.clone() };
        let totals = run(&request, options, games.clone(), self.watch.tick, self.watch.stop)?;
        self.games += games.end - games.start;
        Ok(totals)
    }

    /// The whole set with each of `fixes` made (a design's index and its
    /// new version) to the set as it stands, measured on the set's own
    /// seeds: the games its first measure played, dealt alike.
    pub fn measure_with(&mut self, fixes: &[(usize, &G::Design)]) -> Result<(G::Options, Balance), BalanceError> {
        let options = fixes.iter().fold(self.current.clone(), |options, &(index, design)| {
            G::with_design(&options, &self.cards[index], design)
        });
        let totals = self.play(&options, 0..self.request.games, self.request.seed)?;
        let cards = self.cards.clone();
        Ok((options, Balance::read(&cards, &totals)))
    }

    /// The games a screening starts with.
    fn first_screen(&self) -> u64 {
        (self.request.games / 10).clamp(100, 1000).min(self.request.games.max(1))
    }

    /// Screens `design` as the design at `index` in the set as it stands,
    /// playing more games while its interval straddles `threshold`. `None`
    /// when that set cannot be played, or the budget ran out first.
    pub fn screen(&mut self, index: usize, design: &G::Design, threshold: f64) -> Result<Option<Report>, BalanceError> {
        if let Some((_, report)) = self.screenings.iter().find(|(d, _)| d == design) {
            return Ok(Some(report.clone()));
        }
        let card = self.cards[index].clone();
        let options = G::with_design(&self.current, &card, design);
        let seed = parlour_core::rng::derive(self.request.seed, SCREENING);
        let first = self.first_screen();
        let (mut totals, mut played, mut report) = (None::<Totals>, 0, None);
        for games in [first, first, 2 * first] {
            if !self.can_play(games) {
                break;
            }
            let more = match self.play(&options, played..played + games, seed) {
                Ok(more) => more,
                Err(BalanceError::Setup(_)) => return Ok(None),
                Err(other) => return Err(other),
            };
            played += games;
            let totals = totals.get_or_insert_with(|| Totals::new(more.designs.len()));
            totals.merge(&more);
            let now = Report::read(&card, totals, &totals.designs[index]);
            let straddles = now.ci95[0] <= threshold && threshold <= now.ci95[1];
            report = Some(now);
            if !straddles {
                break;
            }
        }
        if let Some(report) = &report {
            self.screened += 1;
            self.screenings.push((design.clone(), report.clone()));
        }
        Ok(report)
    }

    /// Takes the set with the fixes kept: screenings made before no
    /// longer stand.
    pub fn keep(&mut self, options: G::Options) {
        self.current = options;
        self.screenings.clear();
    }
}
