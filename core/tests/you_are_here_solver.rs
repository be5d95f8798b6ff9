//! The exact solver agrees with plain minimax over the rules.

use parlour_core::games::you_are_here::{Options, Solver, YouAreHere};
use parlour_core::rng;
use parlour_core::{Game, Outcome};
use rand::Rng;

/// The margin the seat to act can force, by exhaustive search through `apply`.
fn minimax(game: &YouAreHere) -> i32 {
    let Some(seat) = game.to_act() else { unreachable!("called on a finished game") };
    game.legal_actions()
        .into_iter()
        .map(|action| {
            let mut next = game.clone();
            next.apply(action).expect("legal");
            match next.to_act() {
                None => next.score(seat) - next.score(seat.opponent()),
                Some(s) if s == seat => minimax(&next),
                Some(_) => -minimax(&next),
            }
        })
        .max()
        .expect("a game not over has actions")
}

fn random_midgame(options: &Options, seed: u64, plies: usize) -> YouAreHere {
    let mut rng = rng::seeded(seed);
    let mut game = YouAreHere::new(options, seed).expect("deal");
    for _ in 0..plies {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        game.apply(legal[rng.random_range(0..legal.len())]).expect("legal");
    }
    game
}

#[test]
fn solver_matches_minimax_on_endgames() {
    let mut solver = Solver::new();
    let mut checked = 0;
    for options in [
        Options::default(),
        Options { draw: false, ..Options::default() },
        Options { hand_counts: true, ..Options::default() },
        Options { draw: false, hand_counts: true, ..Options::default() },
    ] {
        for seed in 0..40 {
            let game = random_midgame(&options, seed, 5);
            if game.to_act().is_none() {
                continue;
            }
            solver.forget();
            let value = solver.value(&game).map(i32::from);
            let exact = minimax(&game);
            assert_eq!(value, Some(exact), "seed {seed}, options {options:?}\n{game:?}");
            let seat = game.to_act().expect("not over");
            let winner = match exact.signum() {
                1 => Outcome::win(seat),
                -1 => Outcome::win(seat.opponent()),
                _ => Outcome::draw(2),
            };
            solver.forget();
            if game.choice().is_empty() {
                assert_eq!(solver.outcome(&game), Some(winner), "seed {seed}, options {options:?}\n{game:?}");
            } else {
                assert_eq!(solver.outcome(&game), None, "seed {seed}: a cascade's choice is left to the search");
            }
            checked += 1;
        }
    }
    assert!(checked >= 150, "only {checked} positions checked");
}

#[test]
fn solver_action_values_are_exact_inside_the_window() {
    let mut solver = Solver::new();
    for seed in 100..120 {
        let game = random_midgame(&Options::default(), seed, 4);
        let Some(seat) = game.to_act() else { continue };
        solver.forget();
        let values = solver.action_values(&game, -127, 127);
        assert_eq!(values.len(), game.legal_actions().len(), "seed {seed}: a value for every legal action");
        for (action, value) in values {
            let mut next = game.clone();
            next.apply(action).expect("legal");
            let expected = match next.to_act() {
                None => next.score(seat) - next.score(seat.opponent()),
                Some(s) if s == seat => minimax(&next),
                Some(_) => -minimax(&next),
            };
            assert_eq!(i32::from(value), expected, "seed {seed} action {action}");
        }
    }
}
