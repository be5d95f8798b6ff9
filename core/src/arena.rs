//! Bot-versus-bot games: the engine behind `parlour selfplay` and balance reports.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::bots::{BotSpec, Bots};
use crate::error::SetupError;
use crate::game::Game;
use crate::options::GameOptions;
use crate::outcome::Outcome;
use crate::record::Record;
use crate::rng::{self, Stream};
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
pub fn play<G: Bots>(
    options: &G::Options,
    seed: u64,
    rotation: usize,
    specs: &[BotSpec],
) -> Result<GameResult, SetupError> {
    play_watched::<G>(options, seed, rotation, specs, &mut |_, _, _| {})
}

/// A game as [`play`] plays it, with its record: the deal's seed, the
/// actions in the game's notation, and who sat in each seat.
pub fn play_recorded<G: Bots>(
    options: &G::Options,
    seed: u64,
    rotation: usize,
    specs: &[BotSpec],
) -> Result<(GameResult, Record<G>), SetupError> {
    let mut record = Record::new(options.clone(), rng::stream(seed, Stream::Deal));
    let result = play_watched::<G>(options, seed, rotation, specs, &mut |_, action, _| record.push(*action))?;
    record.players = result.spec_at_seat.iter().map(|&spec| specs[spec].to_string()).collect();
    Ok((result, record))
}

/// Shown every action of a game: the seat that took it, the action, and the events it caused.
pub type Watcher<'a, G> = dyn FnMut(Seat, &<G as Game>::Action, &[<G as Game>::Event]) + 'a;

/// [`play`], showing `watch` every action with the seat that took it and
/// the events it caused.
pub fn play_watched<G: Bots>(
    options: &G::Options,
    seed: u64,
    rotation: usize,
    specs: &[BotSpec],
    watch: &mut Watcher<'_, G>,
) -> Result<GameResult, SetupError> {
    let mut game = G::new(options, rng::stream(seed, Stream::Deal))?;
    let seats = game.seat_count();
    if specs.len() != seats {
        return Err(SetupError::new(format!("{} needs {seats} players, {} were given", G::INFO.name, specs.len())));
    }
    let first = game.to_act().map_or(0, Seat::index);
    let spec_at_seat: Vec<usize> = (0..seats).map(|s| (rotation + seats + s - first) % seats).collect();
    let mut bots: Vec<_> =
        (0..seats).map(|s| G::bot(specs[spec_at_seat[s]], rng::stream(seed, Stream::SeatBot(Seat::new(s))))).collect();
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
            .ok_or_else(|| SetupError::new(format!("the bot at {seat} found no move")))?;
        let took = started.elapsed();
        let s = seat.index();
        result.longest_decision[s] = result.longest_decision[s].max(took);
        result.thinking[s] += took;
        result.decisions[s] += 1;
        events.clear();
        game.apply_into(action, &mut events)
            .map_err(|e| SetupError::new(format!("the bot at {seat} chose the illegal `{action}`: {e}")))?;
        watch(seat, &action, &events);
        result.actions += 1;
    }
    result.outcome = game.outcome().unwrap_or(result.outcome);
    Ok(result)
}

/// What a run of bot games adds up to, per player spec: tallied as each
/// game ends, so memory does not grow with the number of games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Sole wins of each spec.
    pub wins: Vec<u64>,
    /// Draws and shared wins.
    pub draws: u64,
    /// Games each spec started.
    pub starts: Vec<u64>,
    /// Actions in all games.
    pub actions: u64,
    /// Each spec's total thinking time.
    pub thinking: Vec<Duration>,
    /// Each spec's number of decisions.
    pub decisions: Vec<u64>,
    /// Each spec's longest single decision.
    pub longest_decision: Vec<Duration>,
}

impl Tally {
    /// An empty tally for `specs` player specs.
    pub fn new(specs: usize) -> Self {
        Self {
            wins: vec![0; specs],
            starts: vec![0; specs],
            thinking: vec![Duration::ZERO; specs],
            decisions: vec![0; specs],
            longest_decision: vec![Duration::ZERO; specs],
            ..Self::default()
        }
    }

    /// Adds one finished game.
    pub fn add(&mut self, result: &GameResult) {
        self.games += 1;
        match result.winning_spec() {
            Some(spec) => self.wins[spec] += 1,
            None => self.draws += 1,
        }
        self.starts[result.spec_at_seat[result.first.index()]] += 1;
        self.actions += u64::from(result.actions);
        for (seat, &spec) in result.spec_at_seat.iter().enumerate() {
            self.thinking[spec] += result.thinking[seat];
            self.decisions[spec] += u64::from(result.decisions[seat]);
            self.longest_decision[spec] = self.longest_decision[spec].max(result.longest_decision[seat]);
        }
    }
}

/// Plays `games` games on `threads` threads; game `i` uses a seed derived
/// from `seed` and `i`, and rotation `i`. Which games are won does not
/// depend on the number of threads. `progress` is called after each game.
pub fn play_many<G: Bots>(
    options: &G::Options,
    specs: &[BotSpec],
    games: u64,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn() + Sync),
) -> Result<Tally, SetupError> {
    if specs.len() != options.seat_count() {
        return Err(SetupError::new(format!(
            "{} needs {} players, {} were given",
            G::INFO.name,
            options.seat_count(),
            specs.len()
        )));
    }
    run_many(
        games,
        seed,
        threads,
        progress,
        |i, seed| play::<G>(options, seed, i as usize, specs),
        Tally::new(specs.len()),
        |tally, result| tally.add(&result),
    )
}

/// Runs `game(i, seed_i)` for `i` in `0..games` on `threads` threads, where
/// `seed_i` is derived from `seed` and `i`, and folds each result into
/// `tally` with `add` as it comes, so memory does not grow with `games`.
/// Results arrive in no set order: `add` must not depend on it for the
/// total to be the same whatever the number of threads. Stops at the first
/// error. `progress` is called after each game.
pub fn run_many<T, A: Send>(
    games: u64,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn() + Sync),
    game: impl Fn(u64, u64) -> Result<T, SetupError> + Sync,
    tally: A,
    add: impl Fn(&mut A, T) + Sync,
) -> Result<A, SetupError> {
    let next = AtomicU64::new(0);
    let state: Mutex<(A, Option<SetupError>)> = Mutex::new((tally, None));
    let workers = threads.clamp(1, usize::try_from(games).unwrap_or(usize::MAX).max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let result = game(i, rng::derive(seed, i));
                    let Ok(mut state) = state.lock() else { break };
                    match result {
                        Ok(value) => add(&mut state.0, value),
                        Err(error) => {
                            state.1.get_or_insert(error);
                            next.store(games, Ordering::Relaxed);
                        }
                    }
                    drop(state);
                    progress();
                }
            });
        }
    });
    let (tally, error) = state.into_inner().map_err(|_| SetupError::new("a game thread panicked".to_owned()))?;
    error.map_or(Ok(tally), Err)
}
