//! Playing to finish: a search bot that is not behind does not put the game
//! off. Where its search's choice only delays the game ([`Game::delays`]:
//! a pass, a move back to a position seen before) and another action does
//! as well as far as the search can tell, it takes that one instead — the
//! most tried of them. So a bot ahead does not circle until a repetition or
//! the turn limit draws a game it leads, nor pass turn after turn when
//! passing gains nothing; a bot behind may still play for the draw.
//!
//! *Interpretation*: "as well, as far as the search can tell" is for the
//! tree search the advisor's test of two moves alike (their values within
//! twice their standard errors together), among actions tried at least a
//! quarter as often as the choice, lest one tried a few times pass for as
//! good (see `mcts::to_finish`).

use crate::game::Game;

/// Which of `ranked` (a search's choices in `game`, its choice first) to
/// take: the first, unless it only delays the game while the seat deciding
/// is not behind (its value, by `weigh`, at least an even share) and one
/// after it that plays on is `alike` it — then the first such. `None` when
/// `ranked` is empty. The bots and the advisor choose alike through it.
pub fn playing_on<G: Game, C>(
    game: &G,
    ranked: &[C],
    weigh: impl Fn(&C) -> (G::Action, f64),
    alike: impl Fn(&C, &C) -> bool,
) -> Option<usize> {
    let (first, others) = ranked.split_first()?;
    let (action, value) = weigh(first);
    let even = 1.0 / game.seat_count().max(1) as f64;
    if value < even || !game.delays(action) {
        return Some(0);
    }
    let on = others.iter().position(|other| alike(first, other) && !game.delays(weigh(other).0));
    Some(on.map_or(0, |i| i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::mcts::{Weighed, to_finish};
    use crate::games::shrine::{Action, Options, Shrine};
    use crate::rng;

    /// A position of Shrine with Player 1 to choose its turn's action, Pass among others.
    fn may_pass() -> Shrine {
        let mut game = Shrine::new(&Options::default(), 3).expect("a game");
        let mut chooser = rng::seeded(3);
        while !(game.legal_actions().contains(&Action::Pass) && game.legal_actions().len() > 2) {
            let action = game.random_action(&mut chooser).expect("the game goes on");
            game.apply(action).expect("legal");
        }
        game
    }

    fn weighed(action: Action, visits: u32, value: f64, error: f64) -> Weighed<Action> {
        Weighed { action, visits, value, error }
    }

    #[test]
    fn a_bot_not_behind_plays_on_rather_than_pass_when_the_search_cannot_tell_them_apart() {
        let game = may_pass();
        let other = *game.legal_actions().iter().find(|&&a| a != Action::Pass && !game.delays(a)).expect("another");
        assert!(game.delays(Action::Pass));
        // Alike: 0.60 and 0.58, within their noises; tried often enough.
        let alike = [weighed(Action::Pass, 1_000, 0.60, 0.01), weighed(other, 800, 0.58, 0.01)];
        assert_eq!(to_finish(&game, &alike), Some(other));
        // The pass clearly better: it stands.
        let better = [weighed(Action::Pass, 1_000, 0.70, 0.01), weighed(other, 800, 0.58, 0.01)];
        assert_eq!(to_finish(&game, &better), Some(Action::Pass));
        // The other tried too little to be weighed against it.
        let few = [weighed(Action::Pass, 1_000, 0.60, 0.01), weighed(other, 100, 0.60, 0.05)];
        assert_eq!(to_finish(&game, &few), Some(Action::Pass));
        // Behind, a bot may play for time.
        let behind = [weighed(Action::Pass, 1_000, 0.30, 0.01), weighed(other, 800, 0.29, 0.01)];
        assert_eq!(to_finish(&game, &behind), Some(Action::Pass));
        // A choice that does not delay stands.
        let playing = [weighed(other, 1_000, 0.60, 0.01), weighed(Action::Pass, 800, 0.60, 0.01)];
        assert_eq!(to_finish(&game, &playing), Some(other));
        assert_eq!(to_finish::<Shrine>(&game, &[]), None);
    }
}
