//! The conformance kit every game's tests run: thousands of seeded random
//! games, checking the [`Game`] contract at every step.
//!
//! At each step it checks that a clone equals the original; that the legal
//! actions are unique, and empty exactly when the game is over; that every
//! action's notation reads back as the same action; that `random_action`
//! and `playout_action` pick legal ones; that actions legal
//! elsewhere but not here are refused and leave the state unchanged; that
//! `view` and `determinize` neither leak nor change what a seat knows; that
//! the state survives a serde round-trip; and at the end that replaying
//! (options, seed, actions), also through a RON round-trip of the record,
//! gives the same state. Failures panic with the game, seed and step.
//!
//! It also deals the positions the searches' tests and benchmarks weigh
//! ([`halfway`]).

use std::collections::HashSet;

use rand::Rng;

use crate::error::RuleError;
use crate::game::Game;
use crate::record::Record;
use crate::rng;
use crate::seat::Seat;

/// What a conformance run covered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games played to the end.
    pub games: u32,
    /// Actions applied in all games.
    pub actions: u64,
    /// Illegal actions tried and refused.
    pub refused: u64,
    /// Games that ended without a sole winner.
    pub draws: u32,
    /// Actions in the longest game.
    pub longest: u32,
}

/// Runs `games` seeded random games of `G` with `options` through the kit.
pub fn check<G: Game>(options: &G::Options, games: u32, seed: u64) -> Report {
    check_with::<G>(options, games, seed, |_| Ok(()))
}

/// As [`check`], also asserting the game's own `invariant` at every step.
pub fn check_with<G: Game>(
    options: &G::Options,
    games: u32,
    seed: u64,
    invariant: impl Fn(&G) -> Result<(), String>,
) -> Report {
    let mut report = Report::default();
    let mut pool: Vec<G::Action> = Vec::new();
    let mut pooled: HashSet<G::Action> = HashSet::new();
    for game_index in 0..games {
        let game_seed = rng::derive(seed, u64::from(game_index));
        let mut rng = rng::seeded(rng::stream(game_seed, rng::Stream::Conformance));
        let mut state = G::new(options, game_seed).unwrap_or_else(|e| panic!("options refused: {e}"));
        assert_eq!(state, G::new(options, game_seed).expect("options accepted once"), "same seed, different deal");
        let mut record = Record::<G>::new(options.clone(), game_seed);
        let mut step = 0usize;
        loop {
            let at = |what: &str| format!("{} seed {game_seed} step {step}: {what}", G::INFO.id);
            assert_eq!(state.clone(), state, "{}", at("a clone differs from the original"));
            if let Err(e) = invariant(&state) {
                panic!("{}", at(&format!("invariant broken: {e}\n{state:?}")));
            }
            let legal = state.legal_actions();
            let unique: HashSet<_> = legal.iter().collect();
            assert_eq!(unique.len(), legal.len(), "{}", at("an action is listed twice"));
            assert_eq!(legal.is_empty(), state.to_act().is_none(), "{}", at("legal actions and to_act disagree"));
            assert_eq!(legal.is_empty(), state.outcome().is_some(), "{}", at("legal actions and outcome disagree"));
            for action in &legal {
                let text = action.to_string();
                assert_eq!(text.parse::<G::Action>().as_ref(), Ok(action), "{}", at(&format!("notation `{text}`")));
            }
            let random = state.random_action(&mut rng);
            assert_eq!(random.is_none(), legal.is_empty(), "{}", at("random_action and the legal actions disagree"));
            if let Some(action) = random {
                assert!(unique.contains(&action), "{}", at(&format!("random_action gave the illegal `{action}`")));
            }
            let guided = state.playout_action(&mut rng);
            assert_eq!(guided.is_none(), legal.is_empty(), "{}", at("playout_action and the legal actions disagree"));
            if let Some(action) = guided {
                assert!(unique.contains(&action), "{}", at(&format!("playout_action gave the illegal `{action}`")));
            }
            check_views(&state, &mut rng, &at);
            check_serde_round_trip(&state, &at);
            report.refused += check_refusals(&state, &pool, &unique, &mut rng, &at);
            let Some(_) = state.to_act() else { break };
            let action = legal[rng.random_range(0..legal.len())];
            if pooled.insert(action) {
                pool.push(action);
            }
            let mut twin = state.clone();
            let events =
                state.apply(action).unwrap_or_else(|e| panic!("{}", at(&format!("legal `{action}` refused: {e}"))));
            let twin_events = twin.apply(action).expect("the twin accepts what the original did");
            assert_eq!((&state, &events), (&twin, &twin_events), "{}", at("applying is not deterministic"));
            record.push(action);
            report.actions += 1;
            step += 1;
        }
        assert_eq!(state.apply(legal_or_any(&pool)), Err(RuleError::GameOver), "a finished game accepted an action");
        if state.outcome().and_then(crate::outcome::Outcome::sole_winner).is_none() {
            report.draws += 1;
        }
        report.longest = report.longest.max(step as u32);
        let replayed = record.replay().unwrap_or_else(|e| panic!("replay of seed {game_seed} failed: {e}"));
        assert_eq!(replayed, state, "replay of seed {game_seed} differs");
        let reread = Record::<G>::from_ron(&record.to_ron()).unwrap_or_else(|e| panic!("record round-trip: {e}"));
        assert_eq!(reread.replay().ok().as_ref(), Some(&state), "replay after a RON round-trip differs");
        report.games += 1;
    }
    report
}

fn legal_or_any<A: Copy>(pool: &[A]) -> A {
    *pool.first().expect("at least one action was played")
}

fn check_views<G: Game>(state: &G, rng: &mut impl Rng, at: &impl Fn(&str) -> String) {
    let public = state.view(None);
    let legal: HashSet<G::Action> = state.legal_actions().into_iter().collect();
    for seat in Seat::all(state.seat_count()) {
        let own = state.view(Some(seat));
        for _ in 0..2 {
            let sample = state.determinize(seat, rng);
            assert_eq!(sample.view(Some(seat)), own, "{}", at(&format!("determinize changed what {seat} sees")));
            assert_eq!(sample.view(None), public, "{}", at("determinize changed the public view"));
            assert_eq!(sample.to_act(), state.to_act(), "{}", at("determinize changed whose decision it is"));
            if state.to_act() == Some(seat) {
                let sampled: HashSet<G::Action> = sample.legal_actions().into_iter().collect();
                assert_eq!(sampled, legal, "{}", at("determinize changed the legal actions of the seat to act"));
            }
        }
    }
}

fn check_serde_round_trip<G: Game>(state: &G, at: &impl Fn(&str) -> String) {
    let text = ron::to_string(state).unwrap_or_else(|e| panic!("{}", at(&format!("state does not serialize: {e}"))));
    let back: G =
        ron::from_str(&text).unwrap_or_else(|e| panic!("{}", at(&format!("state does not deserialize: {e}"))));
    assert_eq!(&back, state, "{}", at("serde round-trip changed the state"));
}

fn check_refusals<G: Game>(
    state: &G,
    pool: &[G::Action],
    legal: &HashSet<&G::Action>,
    rng: &mut impl Rng,
    at: &impl Fn(&str) -> String,
) -> u64 {
    let mut refused = 0;
    for _ in 0..3 {
        if pool.is_empty() {
            break;
        }
        let action = pool[rng.random_range(0..pool.len())];
        if legal.contains(&action) {
            continue;
        }
        let mut copy = state.clone();
        let result = copy.apply(action);
        assert!(result.is_err(), "{}", at(&format!("illegal `{action}` was accepted")));
        assert_eq!(&copy, state, "{}", at(&format!("refusing `{action}` changed the state")));
        refused += 1;
    }
    refused
}

/// The position halfway through the random game of `G` dealt from `seed`
/// with the default options, its actions chosen from `seed` too: a position
/// with the game well under way, for a search to weigh.
pub fn halfway<G: Game>(seed: u64) -> G {
    let start = G::new(&G::Options::default(), seed).expect("the default options deal");
    let mut chooser = rng::seeded(seed);
    let mut actions = Vec::new();
    let mut game = start.clone();
    while let Some(action) = game.random_action(&mut chooser) {
        game.apply(action).expect("a random action is legal");
        actions.push(action);
    }
    let mut game = start;
    for &action in &actions[..actions.len() / 2] {
        game.apply(action).expect("the same action is legal again");
    }
    game
}
