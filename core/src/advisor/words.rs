//! The advisor's moves in the words the table's log uses, and moves it
//! cannot tell apart said as one answer.

use crate::game::Game;

/// What the table's log says of `action` taken in `state`, as its player
/// saw it: every line it writes, one after the other ("Player 1 raised
/// column d1 to notch 10. Player 1 moved from a1 to a2."), so that two
/// actions alike in their first effect still read apart; what the game
/// calls the action when it writes nothing; its notation when it cannot be
/// played. The player's own cards are named (the guardsman they chose face
/// down), for they knew them when deciding; what the action brought to
/// light (the card drawn after a play, a card turned up) is not: they did
/// not know it when deciding, and a review is read from every seat.
pub fn in_words<G: Game>(state: &G, action: G::Action) -> String {
    let mut after = state.clone();
    let player = state.to_act();
    match after.apply(action) {
        Ok(events) if !events.is_empty() => {
            let seen = |event: &G::Event| if G::reveals(event).is_some() { None } else { player };
            let lines: Vec<String> = events.iter().map(|event| after.describe(event, seen(event))).collect();
            lines.join(" ")
        }
        Ok(_) => state.action_in_words(action),
        Err(_) => action.to_string(),
    }
}

/// The best move and those the search cannot tell from it, in one short
/// sentence that reads as one choice, not a sequence: the best alone as it
/// is ("Main Stage on a2"); with one other, "Main Stage on a2 (Encore on b1
/// is as good)"; with more, "Main Stage on a2 (or any of 26 other moves,
/// as good)" — the choice among them hardly matters. Moves said alike are
/// said once.
pub fn as_good_as_each_other(moves: &[String]) -> String {
    let mut said: Vec<&String> = Vec::new();
    for name in moves {
        if !said.contains(&name) {
            said.push(name);
        }
    }
    match said.as_slice() {
        [] => String::new(),
        [one] => (*one).clone(),
        [first, other] => format!("{first} ({other} is as good)"),
        [first, others @ ..] => format!("{first} (or any of {} other moves, as good)", others.len()),
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
                assert_eq!(in_words(&game, Action::Let), format!("{seat} lets it happen."));
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
    fn a_card_drawn_after_a_play_is_not_named_in_words_every_seat_reads() {
        use crate::games::you_are_here::{Options as YahOptions, YouAreHere};
        let game = YouAreHere::new(&YahOptions::default(), 3).expect("a game");
        let action = game.legal_actions()[0];
        let words = in_words(&game, action);
        assert!(words.contains("draws a card."), "the draw is told, the card not named: {words}");
    }

    #[test]
    fn the_players_own_card_chosen_face_down_is_named_in_their_words() {
        use crate::games::wonderland::{Action as WonderlandAction, Options as WonderlandOptions, Wonderland};
        let game = Wonderland::new(&WonderlandOptions::default(), 3).expect("a game");
        let guards: Vec<WonderlandAction> =
            game.legal_actions().into_iter().filter(|a| matches!(a, WonderlandAction::Guard(_))).collect();
        assert!(guards.len() > 1, "a guardsman to choose among the hand: {guards:?}");
        let said: Vec<String> = guards.iter().map(|&a| in_words(&game, a)).collect();
        for (action, words) in guards.iter().zip(&said) {
            let WonderlandAction::Guard(card) = action else { unreachable!() };
            assert!(words.contains(&card.symbol()), "{words} names {}", card.symbol());
        }
    }

    #[test]
    fn moves_the_search_cannot_tell_apart_are_said_as_one_answer() {
        let moves = |names: &[&str]| names.iter().map(|&n| n.to_owned()).collect::<Vec<_>>();
        assert_eq!(as_good_as_each_other(&moves(&["Main Stage on a2"])), "Main Stage on a2");
        assert_eq!(
            as_good_as_each_other(&moves(&["Main Stage on a2", "Encore on b1"])),
            "Main Stage on a2 (Encore on b1 is as good)"
        );
        assert_eq!(as_good_as_each_other(&moves(&["a", "b", "c"])), "a (or any of 2 other moves, as good)");
        assert_eq!(as_good_as_each_other(&[]), "");
        // Said once each.
        assert_eq!(as_good_as_each_other(&moves(&["a", "b", "a"])), "a (b is as good)");
        let many: Vec<String> = (0..30).map(|n| format!("m{n}")).collect();
        assert_eq!(as_good_as_each_other(&many), "m0 (or any of 29 other moves, as good)");
    }
}
