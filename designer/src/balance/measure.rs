//! Plays the games a balance report is read from: seeded bot-versus-bot
//! games with the set, every design traced at once.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};

use parlour_core::arena;
use parlour_core::bots::BotSpec;
use parlour_core::rng::{Stream, stream};
use parlour_core::{Seat, SetupError};

use super::balanced::Balanced;
use super::error::BalanceError;
use super::report::{Balance, Report};
use super::totals::{Placements, Totals, Trace};

/// How to measure in game `G`.
#[derive(Clone, Debug)]
pub struct Request<G: Balanced> {
    /// The rules, the tile set or decks included.
    pub options: G::Options,
    /// Games played with the set: every design is read from them.
    pub games: u64,
    /// The seed every game derives from.
    pub seed: u64,
    /// The two bots.
    pub players: [BotSpec; 2],
    /// Threads to play on.
    pub threads: usize,
}

/// Plays the games and reports on `card`. `progress` is called after each
/// game; `stop` ends the run early with [`BalanceError::Stopped`].
pub fn measure<G: Balanced>(
    request: &Request<G>,
    card: &str,
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Report, BalanceError> {
    let mut reports = measure_each(request, &[card.to_owned()], progress, stop)?;
    Ok(reports.remove(0))
}

/// Plays the games and reports on each of `cards`, in their order, every
/// one read from the same games. Every name is checked before a game is
/// played.
pub fn measure_each<G: Balanced>(
    request: &Request<G>,
    cards: &[String],
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Vec<Report>, BalanceError> {
    check_names::<G>(&request.options, cards)?;
    let measured = measure_set(request, progress, stop)?;
    Ok(cards.iter().filter_map(|c| measured.report(c).cloned()).collect())
}

/// Refuses a name in `cards` that no design of the set of `options` has.
pub fn check_names<G: Balanced>(options: &G::Options, cards: &[String]) -> Result<(), BalanceError> {
    let all = G::designs(options)?;
    match cards.iter().find(|c| !all.contains(c)) {
        Some(unknown) => Err(BalanceError::NoSuchTile {
            set: G::set_in_words(options),
            item: G::ITEM,
            card: parlour_core::text::excerpt(unknown),
        }),
        None => Ok(()),
    }
}

/// Plays the games and reports on the set as a whole and on every design
/// of it, in the set's order.
pub fn measure_set<G: Balanced>(
    request: &Request<G>,
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Balance, BalanceError> {
    let cards = G::designs(&request.options)?;
    let totals = run(request, &request.options, 0..request.games, progress, stop)?;
    Ok(Balance::read(&cards, &totals))
}

/// Plays games `games` of the stream `request` seeds with `options`, every
/// design traced. Game `i` is dealt from the seed derived from
/// `request.seed` and `i`, whatever else is played: two runs over the same
/// games deal alike while their sets do (common random numbers).
pub(super) fn run<G: Balanced>(
    request: &Request<G>,
    options: &G::Options,
    games: Range<u64>,
    progress: &(dyn Fn() + Sync),
    stop: &AtomicBool,
) -> Result<Totals, BalanceError> {
    let designs = G::designs(options)?.len();
    let game = |i: u64, _| {
        if stop.load(Ordering::Relaxed) {
            return Err(SetupError::new("stopped".to_owned()));
        }
        let i = games.start + i;
        let seed = parlour_core::rng::derive(request.seed, i);
        let mut trace = Trace { results: [0.0; 2], designs: vec![Placements::default(); designs] };
        // The opening hands: the game dealt as the game played deals it.
        let dealt = G::dealt(&G::new(options, stream(seed, Stream::Deal))?);
        for (seat, hand) in dealt.iter().enumerate() {
            for &item in hand {
                if let Some(placements) = trace.designs.get_mut(usize::from(item)) {
                    placements.held[seat] = placements.held[seat].saturating_add(1);
                }
            }
        }
        let result =
            arena::play_watched::<G>(options, seed, i as usize, &request.players, &mut |_, action, events| {
                if let Some((item, points)) = G::placement(action, events)
                    && let Some(placements) = trace.designs.get_mut(usize::from(item))
                {
                    placements.plays += 1;
                    placements.points += points;
                }
                for (seat, item) in events.iter().filter_map(G::drawn) {
                    if let Some(placements) = trace.designs.get_mut(usize::from(item)) {
                        placements.held[seat.index()] = placements.held[seat.index()].saturating_add(1);
                    }
                }
            })?;
        for seat in Seat::all(2) {
            trace.results[seat.index()] = result.outcome.reward(seat);
        }
        Ok(trace)
    };
    let count = games.end.saturating_sub(games.start);
    let totals =
        arena::run_many(count, request.seed, request.threads, progress, game, Totals::new(designs), Totals::add);
    match totals {
        Err(_) if stop.load(Ordering::Relaxed) => Err(BalanceError::Stopped),
        other => Ok(other?),
    }
}
