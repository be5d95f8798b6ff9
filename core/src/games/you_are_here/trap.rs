//! Setting traps: how the `hard` bot plays a position it has lost.
//!
//! Against an opponent who never errs, every action in a lost position is
//! as good as another, and the solver cannot tell them apart. Opponents do
//! err, so where `hard` finds itself lost it prefers the action after which
//! the opponent's most natural reply is a losing one.
//!
//! The opponent is modelled as a player who tries each reply in random games
//! played out from what they can see — their own guess at `hard`'s hidden
//! cards — and plays the reply that did best. What that reply leaves is
//! settled exactly by the solver in the sampled deal.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::action::Action;
use super::solver::{Solver, outcome_of_margin};
use super::state::YouAreHere;
use crate::game::Game;
use crate::rng::GameRng;
use crate::seat::Seat;

/// Random games the modelled opponent plays out for each of its replies.
const PLAYOUTS: usize = 40;

/// For each of `actions` of the seat to act, in how many of the sampled
/// `deals` that seat wins, with best play by both after the opponent's
/// natural reply (a draw counts half). An action after which the opponent is
/// not to act next counts nothing. No deal is begun once `stop` is set or
/// `until` has passed.
pub(super) fn traps(
    deals: &[YouAreHere],
    actions: &[Action],
    solver: &mut Solver,
    rng: &mut GameRng,
    stop: &AtomicBool,
    until: Instant,
) -> Vec<f64> {
    let mut traps = vec![0.0; actions.len()];
    for deal in deals {
        let Some(seat) = deal.to_act() else { continue };
        if stop.load(Ordering::Relaxed) || Instant::now() >= until {
            break;
        }
        // Each deal has its own hidden cards: nothing in the table carries over.
        solver.forget();
        for (trap, &action) in traps.iter_mut().zip(actions) {
            let mut game = deal.clone();
            if game.apply(action).is_err() || game.to_act() != Some(seat.opponent()) {
                continue;
            }
            let seen = game.determinize(seat.opponent(), rng);
            let Some(reply) = natural_reply(&seen, &game.legal_actions(), rng) else { continue };
            if game.apply(reply).is_ok() {
                *trap += solved_reward(solver, &game, seat);
            }
        }
    }
    traps
}

/// Which of `replies` the seat to act in `seen` plays if it judges each by
/// [`PLAYOUTS`] random games from there: the one with the best total.
fn natural_reply(seen: &YouAreHere, replies: &[Action], rng: &mut GameRng) -> Option<Action> {
    let seat = seen.to_act()?;
    let mut events = Vec::new();
    let mut best: Option<(Action, f64)> = None;
    for &reply in replies {
        let mut total = 0.0;
        for _ in 0..PLAYOUTS {
            let mut game = seen.clone();
            let mut next = Some(reply);
            // Every action here is legal: the reply in `seen`, the rest drawn from its legal ones.
            while let Some(action) = next {
                events.clear();
                let _ = game.apply_into(action, &mut events);
                next = game.random_action(rng);
            }
            total += game.reward(seat);
        }
        if best.is_none_or(|(_, most)| total > most) {
            best = Some((reply, total));
        }
    }
    best.map(|(reply, _)| reply)
}

/// What `seat` gets from `game` with best play by both, every card taken as
/// known: 1 for a win, ½ for a draw, 0 for a loss.
fn solved_reward(solver: &mut Solver, game: &YouAreHere, seat: Seat) -> f64 {
    let outcome = match game.to_act() {
        None => game.outcome(),
        Some(_) if game.choice().is_empty() => solver.outcome(game),
        // A cascade waits for a choice: the best of them for the seat making it.
        Some(chooser) => solver.value(game).map(|margin| outcome_of_margin(chooser, margin)),
    };
    outcome.map_or(0.0, |outcome| outcome.reward(seat))
}
