//! Measuring designs: the games played with the set and without each
//! design, and the reports read from them (the method is told in
//! [`super`]).

use std::sync::atomic::{AtomicBool, Ordering};

use parlour_core::arena;
use parlour_core::bots::{BotSpec, Bots};
use parlour_core::{Seat, SetupError};
use serde::Serialize;

use super::change::Change;

/// How to measure in game `G`.
#[derive(Clone, Debug)]
pub struct Request<G: Bots> {
    /// The rules, the tile set or decks included.
    pub options: G::Options,
    /// Games played with the set as it is, and as many without each design.
    pub games: u64,
    /// The seed every game derives from.
    pub seed: u64,
    /// The two bots.
    pub players: [BotSpec; 2],
    /// Threads to play on.
    pub threads: usize,
}

/// The balance of one tile.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The tile's name.
    pub card: String,
    /// Games played with it (as many were played without it).
    pub games: u64,
    /// Copies of it placed per game.
    pub played_per_game: f64,
    /// Points each placement of it scored, on average.
    pub score_when_played: f64,
    /// The holder's win rate minus a player's win rate without the tile.
    pub win_rate_delta: f64,
    /// The 95% confidence interval of `win_rate_delta`.
    pub ci95: [f64; 2],
    /// The holder's results behind the difference (games where one player held it).
    pub held_games: usize,
}

/// The fewest games where one player alone held a design that say
/// anything of it: with so many copies that both players hold one in
/// nearly every game, a design's figure is no figure at all.
pub const MIN_HELD: usize = 30;

impl Report {
    /// Whether enough games had one player alone holding the design for
    /// its figure to say anything ([`MIN_HELD`]).
    pub fn measurable(&self) -> bool {
        self.held_games >= MIN_HELD
    }

    /// Whether the whole 95% interval lies outside ±`band` (a win-rate
    /// difference, 0.05 for five points): the design is clearly too strong
    /// or too weak.
    pub fn outside(&self, band: f64) -> bool {
        self.ci95[0] > band || self.ci95[1] < -band
    }
}

/// The set as a whole, from the games played with it as it is: a tilt
/// toward the player who starts, or toward draws, that no one design's
/// figure shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SetReport {
    /// Games played with the set.
    pub games: u64,
    /// The share of them the first player won.
    pub first_player_win_rate: f64,
    /// The 95% confidence interval of `first_player_win_rate`.
    pub ci95: [f64; 2],
    /// The share the second player won.
    pub second_player_win_rate: f64,
    /// The share drawn.
    pub draw_rate: f64,
}

/// A set measured: the set as a whole, and each design.
#[derive(Clone, Debug, PartialEq)]
pub struct Balance {
    /// The set as a whole.
    pub set: SetReport,
    /// Each design asked for, in order.
    pub designs: Vec<Report>,
}

impl Balance {
    /// The set's spread: its strongest design's win-rate change less its
    /// weakest's (0 with fewer than two designs).
    pub fn spread(&self) -> f64 {
        let figures = self.designs.iter().map(|r| r.win_rate_delta);
        (figures.clone().fold(f64::NEG_INFINITY, f64::max) - figures.fold(f64::INFINITY, f64::min)).max(0.0)
    }
}

/// The band of win-rate difference a set's designs are expected to stay
/// within, unless the designer sets another: five points either way.
pub const DEFAULT_BAND: f64 = 0.05;

/// The games a run plays: `games` with the set, and as many without each of
/// `designs` designs.
pub fn games_to_play(games: u64, designs: usize) -> u64 {
    games.saturating_mul(designs as u64 + 1)
}

/// Why a balance report could not be made.
#[derive(Debug, thiserror::Error)]
pub enum BalanceError {
    /// No tile of the set (card of the decks) has that name.
    #[error("the {set} has no {item} named `{card}`")]
    NoSuchTile {
        /// The set or decks, in words.
        set: String,
        /// "tile" or "card".
        item: &'static str,
        /// The name asked for, as an excerpt.
        card: String,
    },
    /// The set (a deck) without it cannot be played (too small, say): the
    /// design, and why not.
    #[error("without `{0}` the game cannot be set up ({1}): add designs or copies so that it can be measured")]
    TooSmall(String, String),
    /// The games could not be played.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The run was stopped.
    #[error("stopped")]
    Stopped,
}

/// What one game showed of one design.
#[derive(Clone, Copy, Debug, Default)]
struct Placements {
    plays: u32,
    points: u32,
    /// Which seats placed a copy (every tile drawn is placed, unless the
    /// game is called first).
    held: [bool; 2],
}

/// What one game showed: each seat's result (1 a win, ½ a draw, 0 a loss)
/// and the placements of each design traced.
#[derive(Clone, Debug)]
struct Trace {
    results: [f64; 2],
    designs: Vec<Placements>,
}

/// Sums of one seat's results (1 a win, ½ a draw, 0 a loss): enough for
/// their mean and spread without keeping each game. The results are
/// multiples of ½, so the sums are exact whatever order games end in.
#[derive(Clone, Copy, Debug, Default)]
struct Sums {
    count: f64,
    sum: f64,
    squares: f64,
}

impl Sums {
    fn add(&mut self, value: f64) {
        self.count += 1.0;
        self.sum += value;
        self.squares += value * value;
    }

    fn mean(self) -> f64 {
        if self.count == 0.0 { 0.0 } else { self.sum / self.count }
    }

    /// The sum of squared differences from `centre`.
    fn spread_about(self, centre: f64) -> f64 {
        self.squares - 2.0 * centre * self.sum + self.count * centre * centre
    }
}

/// What the games of a run add up to for one design traced.
#[derive(Clone, Copy, Debug, Default)]
struct DesignTotals {
    plays: u32,
    points: u32,
    /// Each seat's results in the games where it alone held the design.
    seats: [Sums; 2],
}

/// What the games of one run add up to.
#[derive(Clone, Debug, Default)]
pub(super) struct Totals {
    games: u64,
    /// The games drawn.
    draws: u64,
    /// Each seat's results in every game.
    seats: [Sums; 2],
    /// One entry per design traced.
    designs: Vec<DesignTotals>,
}

impl Totals {
    fn add(&mut self, trace: Trace) {
        self.games += 1;
        self.draws += u64::from((trace.results[0] - trace.results[1]).abs() < 1e-9);
        for seat in 0..2 {
            self.seats[seat].add(trace.results[seat]);
        }
        for (totals, placements) in self.designs.iter_mut().zip(trace.designs) {
            totals.plays += placements.plays;
            totals.points += placements.points;
            for seat in 0..2 {
                if placements.held[seat] && !placements.held[1 - seat] {
                    totals.seats[seat].add(trace.results[seat]);
                }
            }
        }
    }
}

/// A game whose tiles or cards can be measured.
pub trait Balanced: Bots {
    /// The tile or card in words: "tile" or "card".
    const ITEM: &'static str;

    /// The options without every copy of `card`, and how the games with it
    /// know a copy: the id a placement names.
    fn without(options: &Self::Options, card: &str) -> Result<(Self::Options, u8), BalanceError>;

    /// The name of every design the games with `options` play, each once,
    /// in the set's (or deck's) order.
    fn designs(options: &Self::Options) -> Result<Vec<String>, BalanceError>;

    /// The item `action` placed a copy of (the id [`Balanced::without`]
    /// gives), and what the placement scored; `None` when it placed none.
    fn placement(action: &Self::Action, events: &[Self::Event]) -> Option<(u8, u32)>;

    /// One design as the set holds it: a tile, a card.
    type Design: Clone + std::fmt::Debug + PartialEq + Send + Sync + 'static;

    /// One edit the balance assistant may make to a design, holding the
    /// value it sets.
    type Edit: Copy + std::fmt::Debug + PartialEq + Send + Sync + 'static;

    /// The design named `card` in `options`.
    fn design(options: &Self::Options, card: &str) -> Option<Self::Design>;

    /// `options` with every copy of `card` made `design`.
    fn with_design(options: &Self::Options, card: &str, design: &Self::Design) -> Self::Options;

    /// The single edits worth trying on `design`, never of its name or
    /// kind, each leaving a design without problems.
    fn edits(design: &Self::Design) -> Vec<Self::Edit>;

    /// `design` with `edit` made; `None` when the edit leaves it with a
    /// problem.
    fn edited(design: &Self::Design, edit: Self::Edit) -> Option<Self::Design>;

    /// What differs between two versions of a design, in words, field by
    /// field.
    fn changes(before: &Self::Design, after: &Self::Design) -> Vec<Change>;

    /// The fields `edit` touches, one bit each: two edits of one field are
    /// never made together.
    fn fields(edit: Self::Edit) -> u32;
}

/// Plays the games and reports on `card`. `progress` is called after each
/// game (of the `2 × games`); `stop` ends the run early with
/// [`BalanceError::Stopped`].
pub fn measure<G: Balanced>(
    request: &Request<G>,
    card: &str,
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Report, BalanceError> {
    let mut reports = measure_each(request, &[card.to_owned()], progress, stop)?;
    Ok(reports.remove(0))
}

/// Plays the games and reports on each of `cards`, in their order: the
/// games with the set once, and the games without each design.
/// `progress` is called after each game (of the [`games_to_play`]); `stop`
/// ends the run early with [`BalanceError::Stopped`]. Every name is checked
/// before a game is played.
pub fn measure_each<G: Balanced>(
    request: &Request<G>,
    cards: &[String],
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Vec<Report>, BalanceError> {
    Ok(measure_set(request, cards, progress, stop)?.designs)
}

/// As [`measure_each`], with the set as a whole measured from the same
/// games with it: who wins, the first player or the second, and how often
/// it is drawn.
pub fn measure_set<G: Balanced>(
    request: &Request<G>,
    cards: &[String],
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Balance, BalanceError> {
    Ok(measure_with_baselines(request, cards, progress, stop)?.balance)
}

/// A set measured, with the games without each design kept: an edit of a
/// design changes only the games with it, so an edited design is measured
/// against the same games without it.
#[derive(Clone)]
pub(super) struct Measured {
    /// The set's and each design's figures.
    pub(super) balance: Balance,
    /// The games without each design, in the order of `balance.designs`.
    pub(super) withouts: Vec<Totals>,
}

/// As [`measure_set`], keeping the games without each design.
pub(super) fn measure_with_baselines<G: Balanced>(
    request: &Request<G>,
    cards: &[String],
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Measured, BalanceError> {
    let withouts = cards.iter().map(|card| G::without(&request.options, card)).collect::<Result<Vec<_>, _>>()?;
    let items: Vec<u8> = withouts.iter().map(|&(_, item)| item).collect();
    let with = run(request, &request.options, &items, progress, stop)?;
    let mut reports = Vec::with_capacity(cards.len());
    let mut baselines = Vec::with_capacity(cards.len());
    for ((card, (without, _)), design) in cards.iter().zip(&withouts).zip(&with.designs) {
        let baseline = run(request, without, &[], progress, stop)?;
        reports.push(report(card, with.games, design, &baseline));
        baselines.push(baseline);
    }
    Ok(Measured { balance: Balance { set: set_report(&with), designs: reports }, withouts: baselines })
}

/// `card` measured in `games` games with `options` (the set with it as
/// edited), seeded as `request` seeds them, against `without`: the games
/// without it.
pub(super) fn measure_against<G: Balanced>(
    request: &Request<G>,
    options: &G::Options,
    games: u64,
    card: &str,
    without: &Totals,
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Report, BalanceError> {
    let (_, item) = G::without(options, card)?;
    let request = Request::<G> { options: options.clone(), games, ..request.clone() };
    let with = run(&request, options, &[item], progress, stop)?;
    Ok(report(card, games, &with.designs[0], without))
}

/// The set as a whole, from the games played with it.
fn set_report(with: &Totals) -> SetReport {
    let games = with.games.max(1) as f64;
    let draw_rate = with.draws as f64 / games;
    // A seat's results count a draw as half a win.
    let first = with.seats[0].sum / games - draw_rate / 2.0;
    let second = with.seats[1].sum / games - draw_rate / 2.0;
    let spread = 1.96 * (first * (1.0 - first) / games).sqrt();
    SetReport {
        games: with.games,
        first_player_win_rate: first,
        ci95: [first - spread, first + spread],
        second_player_win_rate: second,
        draw_rate,
    }
}

/// Plays `request.games` games with `options`, tracing the placements of
/// each of `items`.
fn run<G: Balanced>(
    request: &Request<G>,
    options: &G::Options,
    items: &[u8],
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Totals, BalanceError> {
    // Which traced design an item id is, if any.
    let mut traced = [None; 256];
    for (design, &item) in items.iter().enumerate() {
        traced[usize::from(item)] = Some(design);
    }
    let game = |i: u64, seed: u64| {
        if stop.load(Ordering::Relaxed) {
            return Err(SetupError::new("stopped".to_owned()));
        }
        let mut trace = Trace { results: [0.0; 2], designs: vec![Placements::default(); items.len()] };
        let result =
            arena::play_watched::<G>(options, seed, i as usize, &request.players, &mut |seat, action, events| {
                if let Some((item, points)) = G::placement(action, events)
                    && let Some(design) = traced[usize::from(item)]
                {
                    let placements = &mut trace.designs[design];
                    placements.plays += 1;
                    placements.points += points;
                    placements.held[seat.index()] = true;
                }
            })?;
        for seat in Seat::all(2) {
            trace.results[seat.index()] = result.outcome.reward(seat);
        }
        Ok(trace)
    };
    let empty = Totals { designs: vec![DesignTotals::default(); items.len()], ..Totals::default() };
    let totals = arena::run_many(request.games, request.seed, request.threads, progress, game, empty, Totals::add);
    match totals {
        Err(_) if stop.load(Ordering::Relaxed) => Err(BalanceError::Stopped),
        other => Ok(other?),
    }
}

/// The figures of `card` from the `games` with the set (its totals there,
/// `with`) and the games without it.
fn report(card: &str, games: u64, with: &DesignTotals, without: &Totals) -> Report {
    // Each seat's mean result without the tile: the holder's result is
    // compared with it, so the first player's edge does not count.
    let baseline_by_seat = without.seats.map(Sums::mean);
    let held = Sums {
        count: with.seats.iter().map(|s| s.count).sum(),
        sum: with.seats.iter().zip(baseline_by_seat).map(|(s, b)| s.sum - s.count * b).sum(),
        squares: with.seats.iter().zip(baseline_by_seat).map(|(s, b)| s.spread_about(b)).sum(),
    };
    let delta = held.mean();
    let baseline_count: f64 = without.seats.iter().map(|s| s.count).sum();
    let baseline_spread: f64 = without.seats.iter().zip(baseline_by_seat).map(|(s, b)| s.spread_about(b)).sum();
    let variance = |spread: f64, count: f64| if count < 2.0 { 0.0 } else { spread / (count - 1.0) };
    let held_variance = variance(held.squares - held.count * delta * delta, held.count);
    let spread = 1.96
        * (held_variance / held.count.max(1.0) + variance(baseline_spread, baseline_count) / baseline_count.max(1.0))
            .sqrt();
    Report {
        card: card.to_owned(),
        games,
        played_per_game: f64::from(with.plays) / games.max(1) as f64,
        score_when_played: if with.plays == 0 { 0.0 } else { f64::from(with.points) / f64::from(with.plays) },
        win_rate_delta: delta,
        ci95: [delta - spread, delta + spread],
        held_games: held.count as usize,
    }
}
