//! What the hard bot makes of a decision under study (see
//! [`crate::review::Study`]). Once few squares are empty, the exact solver
//! (`solver`) solves the position as it truly is — in a finished game's
//! replay every card is known, the opponent's hand and the order of the
//! piles too — and proves its result: the choices are the actions the
//! solver values most (by the final margin they force), and the line is
//! best play by both. The study then says it took every card as known, for
//! the seat deciding could not see them all. With more squares empty the
//! study is the searched one, from the seat's own view.

use std::sync::atomic::{AtomicBool, Ordering};

use super::action::Action;
use super::solver::{Solver, outcome_of_margin};
use super::state::YouAreHere;
use crate::bots::Bots;
use crate::game::Game;
use crate::outcome::Outcome;
use crate::review::{self, CHOICES, Choice, LINE_MOVES, Proof, Step, Study};
use crate::seat::Seat;

/// Empty squares at or below which the study solves the position. Who
/// wins is settled for every action of a position with eight empty squares
/// in about 0.1 s in a release build (at most 0.2 s in eight deals); with
/// nine it takes 2 to 3 s.
const SOLVE_FROM_EMPTIES: usize = 8;
/// Empty squares at or below which the solver settles the final margin of
/// every action, not only who wins: best play then wins by as much, and
/// loses by as little, as it can. With seven empty squares that takes about
/// 0.1 s; with eight, 0.8 s.
const MARGINS_FROM_EMPTIES: usize = 7;

/// The study of `game`, the same for the same `seed`.
pub(super) fn study(game: &YouAreHere, seed: u64, stop: &AtomicBool) -> Study {
    let Some(seat) = game.to_act() else { return Study::default() };
    if game.empties().len() > SOLVE_FROM_EMPTIES {
        return review::searched(game, seed, &YouAreHere::review_settings(), stop);
    }
    if stop.load(Ordering::Relaxed) {
        // The solver cannot be stopped halfway: it does not start.
        return Study { seat: seat.0 + 1, ..Study::default() };
    }
    let mut solver = Solver::new();
    let ranked = best_first(&mut solver, game);
    let choices = ranked
        .iter()
        .take(CHOICES)
        .map(|&(action, margin)| Choice::of(game, action, seat, outcome_of_margin(seat, margin).reward(seat)))
        .collect();
    let proof = ranked.first().map(|&(_, margin)| proof(outcome_of_margin(seat, margin), seat));
    let line = ranked.first().map_or_else(Vec::new, |&(best, _)| {
        let mut after = game.clone();
        match after.apply(best) {
            Ok(_) => best_play(&mut solver, after, seat, stop),
            Err(_) => Vec::new(),
        }
    });
    Study { seat: seat.0 + 1, choices, line, proof, known: hides_cards(game, seat) }
}

/// Every legal action of `game` with the final margin it forces for the
/// seat to act, the largest first (of equal margins, the first listed):
/// exact from [`MARGINS_FROM_EMPTIES`] on; before, only its sign is (a
/// margin of 1 is a win by at least 1).
fn best_first(solver: &mut Solver, game: &YouAreHere) -> Vec<(Action, i8)> {
    // The draw piles the solver read last may not be these: its table is of no use.
    solver.forget();
    let (alpha, beta) = if game.empties().len() <= MARGINS_FROM_EMPTIES { (-127, 127) } else { (-1, 1) };
    let mut ranked = solver.action_values(game, alpha, beta);
    ranked.sort_by_key(|&(_, margin)| std::cmp::Reverse(margin));
    ranked
}

/// Best play by both from `game` on, told as `seat` reads it.
fn best_play(solver: &mut Solver, mut game: YouAreHere, seat: Seat, stop: &AtomicBool) -> Vec<Step> {
    let mut line = Vec::new();
    while line.len() < LINE_MOVES && !stop.load(Ordering::Relaxed) {
        let Some(&(action, _)) = best_first(solver, &game).first() else { break };
        line.push(Step::of(&game, action, seat));
        if game.apply(action).is_err() {
            break;
        }
    }
    line
}

/// What `outcome` proves for `seat`.
fn proof(outcome: Outcome, seat: Seat) -> Proof {
    match outcome.sole_winner() {
        Some(winner) if winner == seat => Proof::Wins,
        Some(_) => Proof::Loses,
        None => Proof::Draws,
    }
}

/// Whether `game` hides any card from `seat`: the opponent's hand, or the
/// order of a draw pile of more than one card.
fn hides_cards(game: &YouAreHere, seat: Seat) -> bool {
    let pile_unseen = game.draw && game.piles.iter().any(|pile| pile.len() > 1);
    pile_unseen || !game.hand_is_visible(seat.opponent(), Some(seat))
}

#[cfg(test)]
mod tests {
    use rand::Rng;

    use super::*;
    use crate::games::you_are_here::Options;
    use crate::rng;

    /// A position of the random game dealt from `seed` with `empties`
    /// squares empty, a card to place.
    fn with_empties(options: &Options, seed: u64, empties: usize) -> YouAreHere {
        let mut game = YouAreHere::new(options, seed).expect("the options deal");
        let mut chooser = rng::seeded(seed);
        while game.empties().len() > empties || game.chain.is_some() {
            let legal = game.legal_actions();
            game.apply(legal[chooser.random_range(0..legal.len())]).expect("a legal action");
        }
        game
    }

    /// How `game` ends with best play by both, every card known; a
    /// cascade waiting for a choice included.
    fn solved(game: &YouAreHere) -> Option<Outcome> {
        let seat = game.to_act()?;
        Solver::new().value(game).map(|margin| outcome_of_margin(seat, margin))
    }

    #[test]
    fn near_the_end_the_study_proves_what_the_solver_finds_and_plays_it_out() {
        let stop = AtomicBool::new(false);
        let mut proofs = Vec::new();
        for seed in 0..12 {
            let game = with_empties(&Options::default(), seed, 4 + seed as usize % 5);
            let seat = game.to_act().expect("a decision");
            let outcome = Solver::new().outcome(&game).expect("a position the solver settles");
            assert_eq!(solved(&game), Some(outcome));
            let study = YouAreHere::study(&game, seed, &stop);
            assert_eq!(study.proof, Some(proof(outcome, seat)), "seed {seed}: {study:?}");
            proofs.push(study.proof);
            assert!(study.known, "the opponent's hand is hidden from the seat");
            assert!(!study.choices.is_empty() && study.choices.len() <= CHOICES);
            assert!((study.choices[0].value - outcome.reward(seat)).abs() < 1e-12, "seed {seed}: {study:?}");
            assert!(study.choices.windows(2).all(|w| w[0].value >= w[1].value), "seed {seed}: {study:?}");
            // Best play keeps the result: every position along the line is still worth it.
            let mut after = game.clone();
            after.apply(study.choices[0].action.parse().expect("notation")).expect("the best is legal");
            for step in &study.line {
                assert_eq!(after.outcome().or_else(|| solved(&after)), Some(outcome), "seed {seed}");
                assert!(!step.text.contains(['#', '@']), "{step:?}");
                after.apply(step.action.parse().expect("notation")).expect("each move is legal in turn");
            }
            let finished = after.outcome().is_some();
            assert!(study.line.len() == LINE_MOVES || finished, "seed {seed}: {study:?}");
            if finished {
                assert_eq!(after.outcome(), Some(outcome), "seed {seed}: best play ends as proven");
            }
        }
        assert!(proofs.contains(&Some(Proof::Wins)) && proofs.contains(&Some(Proof::Loses)), "{proofs:?}");
    }

    #[test]
    fn with_every_card_open_and_no_draws_nothing_was_taken_as_known() {
        let options = Options { open_hands: true, draw: false, ..Options::default() };
        let game = with_empties(&options, 3, 5);
        let study = YouAreHere::study(&game, 3, &AtomicBool::new(false));
        assert!(study.proof.is_some() && !study.known, "{study:?}");
        assert_eq!(study.proof_words().as_deref(), study.proof.map(Proof::words));
    }

    #[test]
    fn with_too_many_squares_empty_the_study_searches_from_the_seats_view() {
        let game = with_empties(&Options::default(), 5, 9);
        let study = YouAreHere::study(&game, 5, &AtomicBool::new(false));
        assert_eq!(study.proof, None);
        assert!(!study.known);
        assert_eq!(study.choices.len(), CHOICES);
    }
}
