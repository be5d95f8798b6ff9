//! What best play proves of a position near the end with every card known
//! (see [`Bots::proof_with_every_card_known`](crate::bots::Bots::proof_with_every_card_known)):
//! once few squares are empty, the exact solver (`solver`) solves the
//! position as it truly is — in a finished game's replay every card is
//! known, the opponent's hand and the order of the piles too. The study of
//! a move says it took every card as known where the seat deciding could
//! not see them all; its choices stay the advisor's, from the seat's view.

use std::sync::atomic::{AtomicBool, Ordering};

use super::solver::{Solver, outcome_of_margin};
use super::state::YouAreHere;
use crate::advisor::counsel::Proof;
use crate::game::Game;
use crate::outcome::Outcome;
use crate::seat::Seat;

/// Empty squares at or below which the position is solved. Who wins is
/// settled for every action of a position with eight empty squares in
/// about 0.1 s in a release build; with nine it takes 2 to 3 s.
const SOLVE_FROM_EMPTIES: usize = 8;

/// What best play by both proves of `game` for the seat to act, every card
/// known, and whether that took as known a card hidden from the seat;
/// `None` with more than [`SOLVE_FROM_EMPTIES`] squares empty, once the
/// game is over, or when `stop` is set (the solver cannot be stopped
/// halfway: it does not start).
pub(super) fn with_every_card_known(game: &YouAreHere, stop: &AtomicBool) -> Option<(Proof, bool)> {
    let seat = game.to_act()?;
    if game.empties().len() > SOLVE_FROM_EMPTIES || stop.load(Ordering::Relaxed) {
        return None;
    }
    let margin = Solver::new().value(game)?;
    Some((proof(outcome_of_margin(seat, margin), seat), hides_cards(game, seat)))
}

/// Whether `game` hides any card from `seat`: the opponent's hand, or the
/// order of a draw pile of more than one card.
fn hides_cards(game: &YouAreHere, seat: Seat) -> bool {
    let pile_unseen = game.draw && game.piles.iter().any(|pile| pile.len() > 1);
    pile_unseen || !game.hand_is_visible(seat.opponent(), Some(seat))
}

/// What `outcome` proves for `seat`.
fn proof(outcome: Outcome, seat: Seat) -> Proof {
    match outcome.sole_winner() {
        Some(winner) if winner == seat => Proof::Wins,
        Some(_) => Proof::Loses,
        None => Proof::Draws,
    }
}

#[cfg(test)]
mod tests {
    use rand::Rng;

    use super::*;
    use crate::advisor::{CHOICES, study};
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

    #[test]
    fn near_the_end_the_study_proves_what_the_solver_finds_with_every_card_known() {
        let stop = AtomicBool::new(false);
        let mut proofs = Vec::new();
        for seed in 0..8 {
            let game = with_empties(&Options::default(), seed, 4 + seed as usize % 5);
            let seat = game.to_act().expect("a decision");
            let outcome = Solver::new().outcome(&game).expect("a position the solver settles");
            let studied = study(&game, None, &stop);
            assert_eq!(studied.proof, Some(proof(outcome, seat)), "seed {seed}: {studied:?}");
            proofs.push(studied.proof);
            assert!(studied.known, "the opponent's hand is hidden from the seat");
            assert!(!studied.choices.is_empty() && studied.choices.len() <= CHOICES);
        }
        assert!(proofs.contains(&Some(Proof::Wins)) && proofs.contains(&Some(Proof::Loses)), "{proofs:?}");
    }

    #[test]
    fn with_every_card_open_and_no_draws_nothing_was_taken_as_known() {
        let options = Options { open_hands: true, draw: false, ..Options::default() };
        let game = with_empties(&options, 3, 5);
        let studied = study(&game, None, &AtomicBool::new(false));
        assert!(studied.proof.is_some() && !studied.known, "{studied:?}");
        assert_eq!(studied.proof_words().as_deref(), studied.proof.map(Proof::words));
    }

    #[test]
    fn with_too_many_squares_empty_nothing_is_proven() {
        let game = with_empties(&Options::default(), 5, 9);
        assert_eq!(with_every_card_known(&game, &AtomicBool::new(false)), None);
        let studied = study(&game, None, &AtomicBool::new(false));
        assert_eq!(studied.proof, None);
        assert!(!studied.known);
        assert_eq!(studied.choices.len(), CHOICES);
    }
}
