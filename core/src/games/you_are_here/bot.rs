//! The `hard` and `expert` bots, built on the exact solver (`solver`);
//! expert searches longer and solves from one more empty square.
//!
//! It samples positions consistent with what it knows and solves each one
//! for every legal action (perfect-information Monte Carlo), once few
//! enough squares are empty for that to be quick. Before that it searches
//! with ISMCTS whose playouts end where the solver takes over: a sampled
//! position with five empty squares is solved, not played out at random.
//! Where it finds itself lost, it sets a trap ([`trap`]): after the search,
//! when the best action it found scores below [`LOST_BELOW`] and the solver
//! is near enough to judge what a reply leaves; after solving the samples,
//! when every action loses in all of them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::action::Action;
use super::solver::{Solver, outcome_of_margin};
use super::state::YouAreHere;
use super::trap;
use crate::advisor::counsel::Proof;
use crate::bots::{self, Bot, BotSpec, Bots, Level, Mcts, MctsSettings};
use crate::game::Game;
use crate::rng::{self, GameRng};
use crate::seat::Seat;

/// Of the sampled positions solved, how many are searched for traps when every action loses in all.
const TRAP_DEALS: usize = 16;
/// The search's value of its best action (0 to 1) below which the bot
/// takes the position as lost and looks for traps.
const LOST_BELOW: f64 = 0.35;
/// How many of the search's best actions are weighed for traps then,
const TRAP_CANDIDATES: usize = 8;
/// in how many sampled deals.
const TRAP_DEALS_AFTER_SEARCH: usize = 8;

/// How far a solver bot looks: `hard`'s reach or `expert`'s.
#[derive(Clone, Copy, Debug)]
struct Reach {
    /// Empty squares at or below which it solves sampled positions instead of searching.
    solve_from: usize,
    /// Sampled positions per decision when solving.
    samples: usize,
    /// Empty squares at or below which the search's playouts end in a solve.
    judge_from: usize,
    /// The search's iterations per decision, and the time it may take at most.
    search: MctsSettings,
    /// Time into a decision after which no further deal is solved or
    /// searched for traps.
    time: Duration,
}

/// `hard`: a second's search, solving the last six squares.
const HARD: Reach = Reach {
    solve_from: 6,
    samples: 96,
    judge_from: 5,
    search: MctsSettings { iterations: 20_000, time_limit: Some(Duration::from_secs(1)), ..MctsSettings::DEFAULT },
    time: Duration::from_millis(1_200),
};

/// `expert`: three times the search, solving the last seven squares in
/// more samples.
const EXPERT: Reach = Reach {
    solve_from: 7,
    samples: 160,
    judge_from: 5,
    search: MctsSettings {
        iterations: 60_000,
        time_limit: Some(Duration::from_millis(1_500)),
        ..MctsSettings::DEFAULT
    },
    time: Duration::from_millis(1_700),
};

/// The `hard` and `expert` bot of The You Are Here Game.
pub struct SolverBot {
    reach: Reach,
    rng: GameRng,
    solver: Option<Box<Solver>>,
    search: Mcts,
}

impl SolverBot {
    /// A `hard` bot seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Self::reaching(HARD, seed)
    }

    /// An `expert` bot seeded with `seed`.
    pub fn expert(seed: u64) -> Self {
        Self::reaching(EXPERT, seed)
    }

    fn reaching(reach: Reach, seed: u64) -> Self {
        Self { reach, rng: rng::seeded(seed), solver: None, search: Mcts::new(reach.search, rng::derive(seed, 1)) }
    }
}

/// What a sample hides from the seat to act: the opponent's hand and both piles.
fn hidden_part(game: &YouAreHere, seat: Seat) -> (Vec<u8>, [Vec<u8>; 2]) {
    let mut hand = game.hand(seat.opponent()).to_vec();
    hand.sort_unstable();
    (hand, [game.piles[0].to_vec(), game.piles[1].to_vec()])
}

impl Bot<YouAreHere> for SolverBot {
    fn choose(&mut self, game: &YouAreHere, stop: &AtomicBool) -> Option<Action> {
        let started = Instant::now();
        let seat = game.to_act()?;
        let legal = game.legal_actions();
        if legal.len() == 1 {
            return legal.first().copied();
        }
        let reach = self.reach;
        let solver = self.solver.get_or_insert_with(|| Box::new(Solver::new()));
        if game.empties().len() > reach.solve_from {
            // Each sample has its own hidden cards: nothing in the table carries over.
            let judge = |sample: &YouAreHere| {
                (sample.empties().len() <= reach.judge_from).then(|| {
                    solver.forget();
                    solver.outcome(sample)
                })?
            };
            let weighed = self.search.weigh_judged(game, None, stop, judge);
            // Lost, as the search sees it, with the solver near enough to settle what a reply leaves.
            let lost = weighed.first().is_some_and(|w| w.value < LOST_BELOW);
            if lost && game.empties().len() <= reach.solve_from + 2 {
                let candidates: Vec<Action> = weighed.iter().take(TRAP_CANDIDATES).map(|w| w.action).collect();
                let deals: Vec<YouAreHere> =
                    (0..TRAP_DEALS_AFTER_SEARCH).map(|_| game.determinize(seat, &mut self.rng)).collect();
                let traps = trap::traps(&deals, &candidates, solver, &mut self.rng, stop, started + reach.time);
                // The search's order breaks ties.
                let best = (0..candidates.len()).max_by(|&a, &b| traps[a].total_cmp(&traps[b]).then(b.cmp(&a)))?;
                return Some(candidates[best]);
            }
            return weighed.first().map_or(legal.first().copied(), |w| Some(w.action));
        }
        let mut wins = vec![0.0f64; legal.len()];
        let mut margins = vec![0i32; legal.len()];
        let mut last_hidden = None;
        let mut last_values = Vec::new();
        let mut deals = Vec::new();
        for _ in 0..reach.samples {
            if stop.load(Ordering::Relaxed) || started.elapsed() >= reach.time {
                break;
            }
            let sample = game.determinize(seat, &mut self.rng);
            let hidden = hidden_part(&sample, seat);
            if last_hidden.as_ref() != Some(&hidden) {
                solver.forget();
                last_values = solver.action_values(&sample, -1, 1);
                last_hidden = Some(hidden);
            }
            for (action, value) in &last_values {
                if let Some(i) = legal.iter().position(|a| a == action) {
                    wins[i] += outcome_of_margin(seat, *value).reward(seat);
                    margins[i] += i32::from(*value);
                }
            }
            if deals.len() < TRAP_DEALS {
                deals.push(sample);
            }
        }
        // Lost in every deal: the one hope is an opponent's mistake.
        let traps = if wins.iter().all(|&w| w == 0.0) {
            trap::traps(&deals, &legal, solver, &mut self.rng, stop, started + reach.time)
        } else {
            vec![0.0; legal.len()]
        };
        let best = (0..legal.len()).max_by(|&a, &b| {
            wins[a]
                .total_cmp(&wins[b])
                .then(traps[a].total_cmp(&traps[b]))
                .then(margins[a].cmp(&margins[b]))
                .then(b.cmp(&a))
        })?;
        Some(legal[best])
    }
}

impl Bots for YouAreHere {
    /// The hard and expert bots use the exact solver; the other levels are
    /// the generic ones.
    fn bot(spec: BotSpec, seed: u64) -> Box<dyn Bot<Self>> {
        match spec {
            BotSpec::Level(Level::Hard) => Box::new(SolverBot::new(seed)),
            BotSpec::Level(Level::Expert) => Box::new(SolverBot::expert(seed)),
            _ => bots::standard(spec, seed),
        }
    }

    /// Near the end, the solver's proof with every card known (see `proof`).
    fn proof_with_every_card_known(state: &Self, stop: &AtomicBool) -> Option<(Proof, bool)> {
        super::proof::with_every_card_known(state, stop)
    }
}
