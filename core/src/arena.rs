//! Bot-versus-bot games: the engine behind `parlour selfplay` and balance reports.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::bots::BotSpec;
use crate::error::SetupError;
use crate::game::{Game, GameOptions};
use crate::outcome::Outcome;
use crate::rng;
use crate::seat::Seat;

/// One finished bot game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    /// How it ended.
    pub outcome: Outcome,
    /// Actions taken.
    pub actions: u32,
    /// For each seat, the index of the player spec sitting there.
    pub spec_at_seat: Vec<usize>,
    /// The seat that acted first.
    pub first: Seat,
    /// Each seat's longest single decision.
    pub longest_decision: Vec<Duration>,
    /// Each seat's total thinking time.
    pub thinking: Vec<Duration>,
    /// Each seat's number of decisions.
    pub decisions: Vec<u32>,
}

impl GameResult {
    /// The spec index of the sole winner, or `None` for a draw or shared win.
    pub fn winning_spec(&self) -> Option<usize> {
        self.outcome.sole_winner().map(|seat| self.spec_at_seat[seat.index()])
    }
}

/// Plays one game of `G` between bots made from `specs`, all chance and
/// every bot seeded from `seed`. The spec with index `rotation % specs.len()`
/// gets the seat that acts first, the others follow in seat order, so
/// rotating through `0..specs.len()` lets each spec start equally often.
pub fn play<G: Game>(
    options: &G::Options,
    seed: u64,
    rotation: usize,
    specs: &[BotSpec],
) -> Result<GameResult, SetupError> {
    play_watched::<G>(options, seed, rotation, specs, &mut |_, _, _| {})
}

/// Shown every action of a game: the seat that took it, the action, and the events it caused.
pub type Watcher<'a, G> = dyn FnMut(Seat, &<G as Game>::Action, &[<G as Game>::Event]) + 'a;

/// [`play`], showing `watch` every action with the seat that took it and
/// the events it caused.
pub fn play_watched<G: Game>(
    options: &G::Options,
    seed: u64,
    rotation: usize,
    specs: &[BotSpec],
    watch: &mut Watcher<'_, G>,
) -> Result<GameResult, SetupError> {
    let mut game = G::new(options, rng::derive(seed, 0))?;
    let seats = game.seat_count();
    if specs.len() != seats {
        return Err(SetupError(format!("{} needs {seats} players, {} were given", G::INFO.name, specs.len())));
    }
    let first = game.to_act().map_or(0, Seat::index);
    let spec_at_seat: Vec<usize> = (0..seats).map(|s| (rotation + seats + s - first) % seats).collect();
    let mut bots: Vec<_> =
        (0..seats).map(|s| G::bot(specs[spec_at_seat[s]], rng::derive(seed, 1 + s as u64))).collect();
    let stop = AtomicBool::new(false);
    let mut result = GameResult {
        outcome: Outcome::draw(seats),
        actions: 0,
        spec_at_seat,
        first: Seat::new(first),
        longest_decision: vec![Duration::ZERO; seats],
        thinking: vec![Duration::ZERO; seats],
        decisions: vec![0; seats],
    };
    let mut events = Vec::new();
    while let Some(seat) = game.to_act() {
        let started = Instant::now();
        let action = bots[seat.index()]
            .choose(&game, &stop)
            .ok_or_else(|| SetupError(format!("the bot at {seat} found no move")))?;
        let took = started.elapsed();
        let s = seat.index();
        result.longest_decision[s] = result.longest_decision[s].max(took);
        result.thinking[s] += took;
        result.decisions[s] += 1;
        events.clear();
        game.apply_into(action, &mut events)
            .map_err(|e| SetupError(format!("the bot at {seat} chose the illegal `{action}`: {e}")))?;
        watch(seat, &action, &events);
        result.actions += 1;
    }
    result.outcome = game.outcome().unwrap_or(result.outcome);
    Ok(result)
}

/// Plays `games` games on `threads` threads; game `i` uses a seed derived
/// from `seed` and `i`, and rotation `i`. The results, in game order, do not
/// depend on the number of threads. `progress` is called after each game.
pub fn play_many<G: Game>(
    options: &G::Options,
    specs: &[BotSpec],
    games: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn() + Sync),
) -> Result<Vec<GameResult>, SetupError> {
    if specs.len() != options.seat_count() {
        return Err(SetupError(format!(
            "{} needs {} players, {} were given",
            G::INFO.name,
            options.seat_count(),
            specs.len()
        )));
    }
    run_many(games, seed, threads, progress, |i, seed| play::<G>(options, seed, i, specs))
}

/// Runs `game(i, seed_i)` for `i` in `0..games` on `threads` threads, where
/// `seed_i` is derived from `seed` and `i`; returns the results in order,
/// whatever the number of threads, or the first error. `progress` is called
/// after each game.
pub fn run_many<T: Send>(
    games: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn() + Sync),
    game: impl Fn(usize, u64) -> Result<T, SetupError> + Sync,
) -> Result<Vec<T>, SetupError> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<T, SetupError>>>> = Mutex::new((0..games).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, games.max(1)) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let result = game(i, rng::derive(seed, i as u64));
                    let failed = result.is_err();
                    if let Ok(mut slots) = results.lock() {
                        slots[i] = Some(result);
                    }
                    progress();
                    if failed {
                        next.store(games, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let slots = results.into_inner().map_err(|_| SetupError("a game thread panicked".to_owned()))?;
    slots.into_iter().flatten().collect()
}
