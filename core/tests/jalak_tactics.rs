//! The `hard` bot's tactics suite: positions from seeded random games
//! where the player to move can trap their rival at once, or is sure to in
//! two turns whatever the rival does. The bot must find every one; the
//! positions are found — and the bot's answers checked — by brute force.

use std::sync::atomic::AtomicBool;

use parlour_core::bots::Bot;
use parlour_core::games::jalak::{Action, Jalak, Options, SearchBot};
use parlour_core::{Game, rng};
use rand::Rng;

/// Whether `action` wins on the spot for the player to move.
fn wins_now(game: &Jalak, action: Action) -> bool {
    let me = game.to_act();
    let mut after = game.clone();
    after.apply(action).is_ok() && after.outcome().and_then(parlour_core::Outcome::sole_winner) == me && me.is_some()
}

fn win_in_one(game: &Jalak) -> Vec<Action> {
    game.legal_actions().into_iter().filter(|&a| wins_now(game, a)).collect()
}

/// Whether `action` wins now, or leaves the rival only replies after each
/// of which a winning action exists.
fn forces_win_in_two(game: &Jalak, action: Action) -> bool {
    if wins_now(game, action) {
        return true;
    }
    let mut after = game.clone();
    if after.apply(action).is_err() || after.outcome().is_some() {
        return false;
    }
    after.legal_actions().into_iter().all(|reply| {
        let mut next = after.clone();
        next.apply(reply).is_ok() && next.outcome().is_none() && !win_in_one(&next).is_empty()
    })
}

/// Positions (up to `want` of each kind) with a win in one, and with a
/// forced win in two but none in one, from seeded random two-player games.
fn suite(want: usize) -> (Vec<Jalak>, Vec<Jalak>) {
    let (mut ones, mut twos) = (Vec::new(), Vec::new());
    let mut chooser = rng::seeded(7);
    for seed in 0..400u64 {
        let mut game = Jalak::new(&Options::default(), seed).expect("a game");
        while game.to_act().is_some() && (ones.len() < want || twos.len() < want) {
            if !win_in_one(&game).is_empty() {
                if ones.len() < want {
                    ones.push(game.clone());
                }
            } else if twos.len() < want {
                // Only replies few enough to be forced are tried.
                let candidates = game.legal_actions().into_iter().filter(|&a| {
                    let mut after = game.clone();
                    after.apply(a).is_ok() && after.outcome().is_none() && after.legal_actions().len() <= 12
                });
                if candidates.into_iter().any(|a| forces_win_in_two(&game, a)) {
                    twos.push(game.clone());
                }
            }
            let actions = game.legal_actions();
            let pick = actions[chooser.random_range(0..actions.len())];
            game.apply(pick).expect("legal");
        }
        if ones.len() >= want && twos.len() >= want {
            break;
        }
    }
    (ones, twos)
}

#[test]
fn hard_traps_in_one_and_in_two_every_time() {
    let (ones, twos) = suite(8);
    assert!(ones.len() >= 8 && twos.len() >= 3, "the suite has {} traps in one and {} in two", ones.len(), twos.len());
    let stop = AtomicBool::new(false);
    for (i, game) in ones.iter().enumerate() {
        let mut bot = SearchBot::to_depth(i as u64, 2);
        let chosen = bot.choose(game, &stop).expect("a move");
        assert!(wins_now(game, chosen), "trap in one #{i}: chose {chosen} in {game:?}");
    }
    for (i, game) in twos.iter().enumerate() {
        let mut bot = SearchBot::to_depth(i as u64, 4);
        let chosen = bot.choose(game, &stop).expect("a move");
        assert!(forces_win_in_two(game, chosen), "trap in two #{i}: chose {chosen}, which does not force it");
    }
}
