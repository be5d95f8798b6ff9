//! The advisor's moves in the words the table's log uses, and moves it
//! cannot tell apart said as one answer.

use crate::game::Game;
use crate::seat::Seat;

/// What the table's log says of `action` taken in `state`, as `seat` sees
/// it: every line it writes, one after the other ("Player 1 raised column
/// d1 to notch 10. Player 1 moved from a1 to a2."), so that two actions
/// alike in their first effect still read apart; what the game calls the
/// action when it writes nothing; its notation when it cannot be played.
pub fn in_words<G: Game>(state: &G, action: G::Action, seat: Seat) -> String {
    let mut after = state.clone();
    match after.apply(action) {
        Ok(events) if !events.is_empty() => {
            let lines: Vec<String> = events.iter().map(|event| after.describe(event, Some(seat))).collect();
            lines.join(" ")
        }
        Ok(_) => state.action_in_words(action),
        Err(_) => action.to_string(),
    }
}

/// The most moves [`as_good_as_each_other`] names; the rest are counted.
const MOST_NAMED: usize = 3;
/// The most moves [`as_good_as_each_other`] lists, named and counted;
/// past it, the first is given as one of as many.
const MOST_LISTED: usize = 5;

/// The best move and those the search cannot tell from it, in one short
/// sentence: the best alone as it is ("Main Stage on a2"); with others,
/// "Main Stage on a2; Encore on b1 (as good as each other)" — set apart by
/// semicolons, as a move's words may begin with a capital ("Choose 4♠ as
/// your guardsman") that no "and" should follow. Moves said alike are
/// said once, and past three the rest are counted ("a; b; c; and 2 other
/// moves (as good as each other)"), so that the sentence fits where it is
/// shown; where more than
/// [`MOST_LISTED`] are alike, the choice hardly matters, and the first is
/// given as one of them ("a — one of 27 moves as good as each other here").
pub fn as_good_as_each_other(moves: &[String]) -> String {
    let mut said: Vec<&String> = Vec::new();
    for name in moves {
        if !said.contains(&name) {
            said.push(name);
        }
    }
    if said.len() > MOST_LISTED {
        return format!("{} — one of {} moves as good as each other here", said[0], said.len());
    }
    let named: Vec<&str> = said.iter().take(MOST_NAMED).map(|m| m.as_str()).collect();
    match (named.as_slice(), said.len().saturating_sub(MOST_NAMED)) {
        ([], _) => String::new(),
        ([one], _) => (*one).to_owned(),
        (all, 0) => format!("{} (as good as each other)", all.join("; ")),
        (all, 1) => format!("{}; and 1 other move (as good as each other)", all.join("; ")),
        (all, more) => format!("{}; and {more} other moves (as good as each other)", all.join("; ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::shrine::{Action, Options, Shrine};
    use crate::rng;

    #[test]
    fn a_decision_the_log_writes_nothing_of_is_named_in_words_not_notation() {
        let mut chooser = rng::seeded(5);
        let mut game = Shrine::new(&Options::default(), 5).expect("a game");
        // Play at random until someone lets an action pass on to the next
        // answer, which the log writes nothing of.
        for _ in 0..2_000 {
            let seat = game.to_act().expect("the game goes on");
            if game.legal_actions().contains(&Action::Let)
                && game.clone().apply(Action::Let).is_ok_and(|e| e.is_empty())
            {
                assert_eq!(in_words(&game, Action::Let, seat), format!("{seat} lets it happen."));
                return;
            }
            let action = game.random_action(&mut chooser).expect("an action");
            game.apply(action).expect("legal");
            if game.outcome().is_some() {
                game = Shrine::new(&Options::default(), 6).expect("a game");
            }
        }
        panic!("no silent Let in 2000 actions");
    }

    #[test]
    fn moves_the_search_cannot_tell_apart_are_said_as_one_answer() {
        let moves = |names: &[&str]| names.iter().map(|&n| n.to_owned()).collect::<Vec<_>>();
        assert_eq!(as_good_as_each_other(&moves(&["Main Stage on a2"])), "Main Stage on a2");
        assert_eq!(
            as_good_as_each_other(&moves(&["Main Stage on a2", "Encore on b1"])),
            "Main Stage on a2; Encore on b1 (as good as each other)"
        );
        assert_eq!(as_good_as_each_other(&moves(&["a", "b", "c"])), "a; b; c (as good as each other)");
        assert_eq!(as_good_as_each_other(&[]), "");
        // Said once each, and past three counted.
        assert_eq!(as_good_as_each_other(&moves(&["a", "b", "a"])), "a; b (as good as each other)");
        let many: Vec<String> = (0..30).map(|n| format!("m{n}")).collect();
        assert_eq!(as_good_as_each_other(&many), "m0 — one of 30 moves as good as each other here");
        assert_eq!(
            as_good_as_each_other(&moves(&["a", "b", "c", "d", "e"])),
            "a; b; c; and 2 other moves (as good as each other)"
        );
        assert_eq!(
            as_good_as_each_other(&moves(&["a", "b", "c", "d"])),
            "a; b; c; and 1 other move (as good as each other)"
        );
    }
}
