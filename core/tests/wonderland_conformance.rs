//! Wonderland through the shared conformance kit, for every player count
//! from two to six, with the game's own invariants checked at every step.

use parlour_core::cards::Rank;
use parlour_core::games::wonderland::{GARDEN, HAND, Options, QUEEN_OF_HEARTS, Wonderland};
use parlour_core::{Game, Seat, testing};

/// Every card is somewhere: the ring, guardsmen (chosen or standing), the
/// Queen of Hearts in play, the face card waiting for an answer, hands, Kings in front, the piles, or out of the
/// game — 52 cards with one deck, 103 with two. The Queen of Hearts is in
/// one place at most; guardsmen stand on the ring; only Kings stand in
/// front of players; a hand holds five at most outside its own turn; a
/// finished game was won by a painted garden, or drawn.
fn invariants(game: &Wonderland) -> Result<(), String> {
    let players = game.seat_count();
    let seats: Vec<Seat> = Seat::all(players).collect();
    let mut count = game.ring() + game.draw_len() + game.discards().len() + game.removed().len();
    let mut hearts = game.discards().iter().filter(|&&c| c == QUEEN_OF_HEARTS).count();
    if game.ring() != players * GARDEN {
        return Err(format!("{} hedges for {players} players", game.ring()));
    }
    if game.queen().is_some() {
        count += 1;
        hearts += 1;
    }
    if game.pending().is_some() {
        // The face card waiting for a King's answer.
        count += 1;
    }
    for &seat in &seats {
        count += game.hand(seat).len() + game.kings(seat).len();
        hearts += game.hand(seat).iter().filter(|&&c| c == QUEEN_OF_HEARTS).count();
        if let Some(guard) = game.guard(seat) {
            count += 1;
            if guard.at.index() >= game.ring() {
                return Err(format!("{seat}'s guardsman stands off the ring, on {}", guard.at));
            }
        }
        if game.has_chosen(seat) {
            count += 1;
        }
        if game.kings(seat).iter().any(|c| c.rank() != Some(Rank::KING)) {
            return Err(format!("something other than a King stands in front of {seat}"));
        }
        let own_turn = game.turn_seat() == Some(seat);
        if !own_turn && !game.choosing() && game.hand(seat).len() > HAND {
            return Err(format!("{seat} holds {} cards out of their turn", game.hand(seat).len()));
        }
    }
    let expected = if players > 4 { 103 } else { 52 };
    if count != expected {
        return Err(format!("{count} cards in the game, not {expected}"));
    }
    if hearts > 1 {
        return Err(format!("the Queen of Hearts is in {hearts} places"));
    }
    match (game.to_act(), game.outcome()) {
        (Some(_), None) => {}
        (None, Some(outcome)) => {
            if let Some(winner) = outcome.sole_winner()
                && game.painted_in(winner) != GARDEN
            {
                return Err(format!("{winner} won with {} hedges painted", game.painted_in(winner)));
            }
        }
        other => return Err(format!("to_act and outcome disagree: {other:?}")),
    }
    Ok(())
}

#[test]
fn two_to_four_players_pass_the_kit() {
    for players in 2..=4u8 {
        let options = Options { players, ..Options::default() };
        let report = testing::check_with::<Wonderland>(&options, 400, u64::from(players), invariants);
        assert!(report.refused > 0, "no illegal action was tried");
    }
}

#[test]
fn five_and_six_players_with_two_decks_pass_the_kit() {
    for players in 5..=6u8 {
        let options = Options { players, ..Options::default() };
        let report = testing::check_with::<Wonderland>(&options, 300, 10 + u64::from(players), invariants);
        assert!(report.refused > 0, "no illegal action was tried");
    }
}

#[test]
fn a_short_turn_limit_draws_the_game() {
    let options = Options { players: 4, turn_limit: 50, ..Options::default() };
    let report = testing::check_with::<Wonderland>(&options, 200, 3, invariants);
    assert!(report.draws > 150, "random games of fifty turns for four are mostly drawn: {} of 200", report.draws);
    assert!(report.longest < 50 * 6, "no game runs past fifty turns: {} actions", report.longest);
}
