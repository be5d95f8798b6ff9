//! Jalak through the shared conformance kit, for two, three and four
//! players, with the game's own invariants checked at every step.

use parlour_core::games::jalak::{Jalak, Options, Square, TOP};
use parlour_core::{Game, Seat, testing};

/// Five cubes on five squares; columns within 0–19; no two active players
/// on one square, no cube under an inactive player that was not there when
/// they were trapped; a finished game has a winner or a draw among the
/// active; an active player to move has a move.
fn invariants(game: &Jalak) -> Result<(), String> {
    let cubes = game.cubes().count();
    if cubes != 5 {
        return Err(format!("{cubes} cubes on the field"));
    }
    if let Some(square) = Square::ALL.into_iter().find(|&s| game.height(s) > TOP) {
        return Err(format!("{square} stands above notch {TOP}"));
    }
    let seats: Vec<Seat> = Seat::all(game.seat_count()).collect();
    for &a in &seats {
        for &b in seats.iter().filter(|&&b| b > a) {
            if game.is_active(a) && game.is_active(b) && game.pawn(a) == game.pawn(b) {
                return Err(format!("{a} and {b} share {}", game.pawn(a)));
            }
        }
    }
    match (game.to_act(), game.outcome()) {
        (Some(seat), None) => {
            if !game.is_active(seat) || game.mobility(seat) == 0 {
                return Err(format!("{seat} has the turn but cannot play"));
            }
        }
        (None, Some(outcome)) => {
            if outcome.winners.iter().any(|s| !game.is_active(s)) || outcome.winners.is_empty() {
                return Err(format!("a player who is out shares the result: {outcome:?}"));
            }
        }
        other => return Err(format!("to_act and outcome disagree: {other:?}")),
    }
    Ok(())
}

#[test]
fn two_players_pass_the_kit() {
    let report = testing::check_with::<Jalak>(&Options::default(), 1_000, 1, invariants);
    assert!(report.refused > 1_000, "illegal actions were tried: {}", report.refused);
}

#[test]
fn three_and_four_players_pass_the_kit() {
    for players in [3, 4] {
        let options = Options { players, ..Options::default() };
        let report = testing::check_with::<Jalak>(&options, 500, u64::from(players), invariants);
        assert!(report.refused > 0, "{players} players: illegal actions were tried");
    }
}

#[test]
fn short_limits_and_no_repetition_still_finish() {
    let options = Options { turn_limit: Some(20), repetition: false, ..Options::default() };
    let report = testing::check_with::<Jalak>(&options, 300, 9, invariants);
    assert!(report.actions <= 300 * 20);
}
