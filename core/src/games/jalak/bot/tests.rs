//! The `hard` bot's search: what its table may remember, repetition, and its rivals.

use super::*;
use crate::games::jalak::Options;
use crate::rng;

fn played(game: &mut Jalak, actions: &[&str]) {
    for action in actions {
        game.apply(action.parse().expect("notation")).expect("legal");
    }
}

/// Both pawns step out and back while the far column each changed is
/// put back: the start position comes round again.
const ROUND: [&str; 4] = ["a5+ n", "e1+ s", "a5- s", "e1- n"];

#[test]
fn the_turn_limit_and_a_position_seen_before_bound_what_a_stored_value_may_say() {
    let mut game = Jalak::new(&Options { turn_limit: Some(20), ..Options::default() }, 0).expect("a game");
    assert!(!game.may_be_drawn_within(4));
    played(&mut game, &ROUND);
    assert!(game.may_be_drawn_within(4), "the start came round again");
    played(&mut game, &ROUND[..1]);
    assert!(game.may_be_drawn_within(4), "so did the position after the first turn");
    played(&mut game, &["e1+ w"]);
    assert_eq!(game.turns, 6);
    assert!(!game.may_be_drawn_within(13), "a new position, fourteen turns from the limit");
    assert!(game.may_be_drawn_within(14), "the limit is 20 turns");
}

#[test]
fn a_value_stored_for_a_position_does_not_hide_the_repetition_it_now_allows() {
    let mut game = Jalak::new(&Options::default(), 0).expect("a game");
    played(&mut game, &ROUND[..3]);
    let mut bot = SearchBot::to_depth(1, 2);
    bot.table = vec![None; TABLE_SIZE];
    let stop = AtomicBool::new(false);
    let search = |bot: &mut SearchBot, game: &mut Jalak| {
        bot.out_of_time = false;
        bot.search(game, 2, 0, f64::NEG_INFINITY, f64::INFINITY, &stop)
    };
    let first = search(&mut bot, &mut game);
    // Round once more: the rival's last turn would now bring the start a third time.
    played(&mut game, &[ROUND[3], ROUND[0], ROUND[1], ROUND[2]]);
    let drawn = {
        let mut after = game.clone();
        played(&mut after, &ROUND[3..]);
        assert!(after.outcome().is_some(), "the third time draws");
        bot.value(&after, 1)
    };
    assert!(first > drawn, "the first time round, {first} against a draw's {drawn}");
    assert!(search(&mut bot, &mut game) <= drawn, "the stored {first} must not stand");
}

/// A position of the random game dealt from `seed`, Player 1 to move,
/// and the rest of a round from it: Player 1's `first` move, then three
/// more turns that bring the position back; `None` if it has none.
fn round_from(seed: u64, first: Action) -> Option<[Action; 3]> {
    let start = position(seed);
    let key = start.position_key();
    let mut after_first = start.clone();
    after_first.apply(first).ok()?;
    for reply in after_first.legal_actions() {
        let mut second = after_first.clone();
        second.apply(reply).ok()?;
        for back in second.legal_actions() {
            let mut third = second.clone();
            third.apply(back).ok()?;
            if third.pawn(Seat(0)) != start.pawn(Seat(0)) || third.outcome().is_some() {
                continue;
            }
            let undone = third.legal_actions().into_iter().find(|&undo| {
                let mut fourth = third.clone();
                fourth.apply(undo).is_ok() && fourth.position_key() == key
            });
            if let Some(undo) = undone {
                return Some([reply, back, undo]);
            }
        }
    }
    None
}

/// The position 12 to 31 turns into the random game dealt from `seed`
/// where it is Player 1's turn.
fn position(seed: u64) -> Jalak {
    let mut game = Jalak::new(&Options::default(), seed).expect("a game");
    let mut chooser = rng::seeded(seed);
    let turns = 12 + seed % 20;
    while game.outcome().is_none() && (u64::from(game.turns()) < turns || game.to_act() != Some(Seat(0))) {
        let action = game.random_action(&mut chooser).expect("the game goes on");
        game.apply(action).expect("legal");
    }
    game
}

#[test]
fn a_bot_ahead_does_not_move_back_to_a_position_seen_before() {
    let stop = AtomicBool::new(false);
    let mut checked = 0;
    for seed in 0..400 {
        let start = position(seed);
        if start.outcome().is_some() || start.legal_actions().iter().any(|&a| start.delays(a)) {
            continue;
        }
        let mut bot = SearchBot::to_depth(seed, 3);
        let Some(chosen) = bot.choose(&start, &stop) else { continue };
        let Some(ranked) = SearchBot::to_depth(seed, 3).ranked(&start, 2, &stop) else { continue };
        let value = |action| ranked.actions.iter().find(|(a, _)| *a == action).map(|&(_, v)| v);
        let (Some(best), Some(&(_, next))) = (value(chosen), ranked.actions.iter().find(|(a, _)| *a != chosen)) else {
            continue;
        };
        // Ahead, with another move close behind, and the chosen one
        // undone by the turns after it.
        let ahead = SearchBot::settled(best).is_none() && best + bot.distance_cost(&start) > 0.1;
        let close = best - next < REPEAT / 2.0;
        let Some(round) = (ahead && close).then(|| round_from(seed, chosen)).flatten() else { continue };
        let mut again = start.clone();
        again.apply(chosen).expect("legal");
        for &action in &round {
            again.apply(action).expect("legal");
        }
        assert_eq!(again.position_key(), start.position_key());
        assert!(again.delays(chosen), "the chosen move now comes back to a position seen before");
        let now = SearchBot::to_depth(seed, 3).choose(&again, &stop).expect("a move");
        assert_ne!(now, chosen, "seed {seed}: the bot, ahead, moved back to a position seen before");
        checked += 1;
        if checked == 3 {
            return;
        }
    }
    panic!("only {checked} positions ahead with a move that could come round again");
}

#[test]
fn with_one_rival_the_distance_to_it_costs_and_with_more_the_nearest_costs_less() {
    let costs_at = |bot: &SearchBot, game: &Jalak, steps: f64, weight: f64| {
        (bot.distance_cost(game) - weight * steps / WIDEST).abs() < 1e-12
    };
    let costs = |bot: &SearchBot, game: &Jalak, steps: f64| costs_at(bot, game, steps, PURSUIT);
    let mut bot = SearchBot::to_depth(1, 2);
    let two = Jalak::new(&Options::default(), 0).expect("a game");
    assert!(costs(&bot, &two, 8.0), "corner to corner is the widest");
    let mut near = two.clone();
    played(&mut near, &["a5+ n", "e1+ s"]);
    assert!(costs(&bot, &near, 6.0));
    bot.me = Seat(1);
    assert!(costs(&bot, &near, 6.0), "the same both ways");
    let mut three = Jalak::new(&Options { players: 3, ..Options::default() }, 0).expect("a game");
    bot.me = Seat(0);
    let nearest = |game: &Jalak| {
        (1..3).map(|s| f64::from(game.pawn(Seat(0)).steps_to(game.pawn(Seat(s))))).fold(f64::MAX, f64::min)
    };
    let apart = nearest(&three);
    assert!(costs_at(&bot, &three, apart, PURSUIT_AMONG), "the nearest of two rivals, {apart} steps away");
    played(&mut three, &["a5+ n"]);
    assert!(costs_at(&bot, &three, nearest(&three), PURSUIT_AMONG), "after a step");
}

#[test]
fn with_more_players_each_rival_out_counts_its_share_for_the_bot() {
    let mut game = Jalak::new(&Options { players: 4, ..Options::default() }, 0).expect("a game");
    let mut bot = SearchBot::to_depth(1, 2);
    bot.me = Seat(0);
    let all_in = bot.value(&game, 0);
    game.active &= !(1 << 2);
    let one_out = bot.value(&game, 0);
    // Mobility weighs only the best-placed rival, less the way to the
    // nearest; the rest is the rival out.
    let mobility = game.evaluate(Seat(0)) - bot.distance_cost(&game);
    assert!((one_out - mobility - ELIMINATION / 3.0).abs() < 1e-12, "{one_out} from {mobility}");
    assert!(one_out > all_in, "{one_out} after a rival went out, {all_in} before");
    bot.me = Seat(2);
    assert!(bot.value(&game, 0) < -0.99, "the seat out is lost to itself");
}
