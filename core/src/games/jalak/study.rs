//! What the hard bot makes of a decision under study (see
//! [`crate::review::Study`]): nothing in Jalak is hidden, so the bot's own
//! search (`bot`) weighs the choices, searching ever deeper within a fixed
//! number of positions, and its line is the one that search expects: the
//! moves its table holds for the positions along the best, each checked,
//! and where the table has none, the choice of a shorter search from the
//! view of the seat to move. With more than two players the search is
//! paranoid, and the line it expects has every rival play against the
//! seat deciding.
//!
//! A trap the search sees proves the result, and so does a search that
//! reached the turn limit's draw down every line. With more than two
//! players only a win is proven: what the rivals together can force is not
//! what each of them would play.

use std::sync::atomic::{AtomicBool, Ordering};

use super::bot::SearchBot;
use super::state::Jalak;
use crate::bots::Bot;
use crate::game::Game;
use crate::review::{CHOICES, Choice, LINE_MOVES, Proof, Step, Study};
use crate::rng;
use crate::seat::Seat;

/// Positions the search of the choices may visit: about 1 s in a release
/// build halfway through a game.
const NODES: u64 = 3_000_000;
/// Positions each search of a move of the line may visit, where the first
/// search's table holds none.
const LINE_NODES: u64 = 100_000;

/// The study of `game`, the same for the same `seed`.
pub(super) fn study(game: &Jalak, seed: u64, stop: &AtomicBool) -> Study {
    let Some(seat) = game.to_act() else { return Study::default() };
    let mut search = SearchBot::within_nodes(seed, NODES);
    let Some(ranked) = search.ranked(game, CHOICES, stop) else {
        return Study { seat: seat.0 + 1, ..Study::default() };
    };
    let two = game.seat_count() == 2;
    let chance = |value: f64| {
        if ranked.to_the_end && two && SearchBot::settled(value).is_none() {
            0.5
        } else {
            search.win_chance(game, value)
        }
    };
    let choices = ranked
        .actions
        .iter()
        .take(CHOICES)
        .map(|&(action, value)| Choice::of(game, action, seat, chance(value)))
        .collect();
    let proof = ranked.actions.first().and_then(|&(_, value)| match SearchBot::settled(value) {
        Some(true) => Some(Proof::Wins),
        Some(false) if two => Some(Proof::Loses),
        None if two && ranked.to_the_end => Some(Proof::Draws),
        _ => None,
    });
    let line = ranked.actions.first().map_or_else(Vec::new, |&(best, _)| {
        let mut after = game.clone();
        match after.apply(best) {
            Ok(_) => expected_line(&search, after, seat, seed, stop),
            Err(_) => Vec::new(),
        }
    });
    Study { seat: seat.0 + 1, choices, line, proof, known: false }
}

/// The moves `search` expects from `game` on, told as `seat` reads them.
fn expected_line(search: &SearchBot, mut game: Jalak, seat: Seat, seed: u64, stop: &AtomicBool) -> Vec<Step> {
    let mut line = Vec::new();
    for step in 0..LINE_MOVES as u64 {
        if game.to_act().is_none() || stop.load(Ordering::Relaxed) {
            break;
        }
        let legal = game.legal_actions();
        let action = match search.remembered(&game).filter(|action| legal.contains(action)) {
            Some(action) => Some(action),
            None => SearchBot::within_nodes(rng::derive(seed, step + 1), LINE_NODES).choose(&game, stop),
        };
        let Some(action) = action else { break };
        line.push(Step::of(&game, action, seat));
        if game.apply(action).is_err() {
            break;
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Bots;
    use crate::games::jalak::{Options, Setup};
    use crate::outcome::Outcome;

    fn squares(names: &[&str]) -> Vec<String> {
        names.iter().map(|&s| s.to_owned()).collect()
    }

    /// Player 2 in the a5 corner, a4 five notches up and b5 two: Player 1,
    /// to move, traps it by raising b5 once more and stepping away.
    fn trap_in_one() -> Jalak {
        let setup = Setup {
            heights: Some(vec![
                vec![9, 11, 9, 9, 9],
                vec![14, 9, 9, 9, 9],
                vec![9, 9, 9, 9, 9],
                vec![9, 9, 9, 9, 9],
                vec![9, 9, 9, 9, 9],
            ]),
            cubes: Some(squares(&["d2", "d4", "c3", "e3", "e4"])),
            pawns: Some(squares(&["b1", "a5"])),
            ..Setup::default()
        };
        Jalak::from_setup(&Options::default(), &setup).expect("a position")
    }

    /// From a random game (seed 0, 49 turns in): whatever Player 2, to
    /// move, does, Player 1 can trap it at once.
    fn lost_in_two() -> Jalak {
        let setup = Setup {
            heights: Some(vec![
                vec![8, 6, 7, 7, 10],
                vec![10, 7, 9, 6, 11],
                vec![9, 8, 9, 9, 9],
                vec![8, 5, 10, 9, 9],
                vec![11, 10, 9, 9, 9],
            ]),
            cubes: Some(squares(&["b2", "d2", "c3", "b4", "d4"])),
            pawns: Some(squares(&["c5", "b5"])),
            to_move: Seat(1),
            turns: 49,
            ..Setup::default()
        };
        Jalak::from_setup(&Options::default(), &setup).expect("a position")
    }

    /// Whether `action` ends the game at once, won by the seat taking it.
    fn traps(game: &Jalak, action: &str) -> bool {
        let mut after = game.clone();
        let Ok(action) = action.parse() else { return false };
        after.apply(action).is_ok() && after.outcome().is_some_and(|o| Some(o) == game.to_act().map(Outcome::win))
    }

    #[test]
    fn a_trap_in_one_is_the_first_choice_and_wins_by_force() {
        let game = trap_in_one();
        let stop = AtomicBool::new(false);
        let study = Jalak::study(&game, 3, &stop);
        assert_eq!(study.proof, Some(Proof::Wins), "{study:?}");
        let best = &study.choices[0];
        assert!(traps(&game, &best.action), "{best:?} does not trap");
        assert!((best.value - 1.0).abs() < 1e-12);
        assert!(study.line.is_empty(), "nothing follows a trap: {study:?}");
        assert!(!study.known);
        assert_eq!(study, Jalak::study(&game, 3, &stop), "the same seed studies alike");
    }

    #[test]
    fn a_position_lost_whatever_the_seat_does_loses_against_best_play() {
        let game = lost_in_two();
        let stop = AtomicBool::new(false);
        let study = Jalak::study(&game, 3, &stop);
        assert_eq!(study.seat, 2);
        assert_eq!(study.proof, Some(Proof::Loses), "{study:?}");
        assert!(study.choices.iter().all(|c| c.value.abs() < 1e-12), "{study:?}");
        // The rival's trap follows the best (a losing) move, and ends the game.
        let mut after = game.clone();
        after.apply(study.choices[0].action.parse().expect("notation")).expect("legal");
        assert_eq!(study.line.len(), 1, "{study:?}");
        assert_eq!(study.line[0].seat, 1);
        assert!(traps(&after, &study.line[0].action), "{study:?}");
    }

    #[test]
    fn a_search_that_reaches_the_turn_limit_down_every_line_proves_the_draw() {
        let options = Options { turn_limit: Some(20), ..Options::default() };
        let game = Jalak::from_setup(&options, &Setup { turns: 18, ..Setup::default() }).expect("a position");
        let study = Jalak::study(&game, 3, &AtomicBool::new(false));
        assert_eq!(study.proof, Some(Proof::Draws), "{study:?}");
        assert_eq!(study.choices.len(), CHOICES);
        assert!(study.choices.iter().all(|c| (c.value - 0.5).abs() < 1e-12), "{study:?}");
        assert_eq!(study.line.len(), 1, "the rival's last turn ends the game: {study:?}");
        // Further from the limit nothing is proven.
        let early = Jalak::from_setup(&options, &Setup { turns: 10, ..Setup::default() }).expect("a position");
        assert_eq!(Jalak::study(&early, 3, &AtomicBool::new(false)).proof, None);
    }
}
