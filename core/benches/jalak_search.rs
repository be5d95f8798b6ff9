//! The Jalak hard bot's search: a decision searched exactly four turns deep
//! from positions a few random turns into a game. Each sample starts from a
//! different position; the search's nodes are mostly leaves, each valued by
//! both players' mobility.

use std::cell::Cell;
use std::sync::atomic::AtomicBool;

use parlour_core::bots::Bot;
use parlour_core::games::jalak::{Jalak, Options, SearchBot};
use parlour_core::{Game, rng};

fn main() {
    divan::main();
}

/// A position `turns` random turns into game `seed`, still going.
fn position(seed: u64, turns: usize) -> Jalak {
    let mut chooser = rng::seeded(seed);
    let mut game = Jalak::new(&Options::default(), seed).expect("default options deal");
    for _ in 0..turns {
        let Some(action) = game.random_action(&mut chooser) else { break };
        let mut next = game.clone();
        next.apply(action).expect("a random action is legal");
        if next.outcome().is_some() {
            break;
        }
        game = next;
    }
    game
}

#[divan::bench(sample_count = 20, sample_size = 1)]
fn search_four_turns_deep(bencher: divan::Bencher) {
    let seed = Cell::new(0u64);
    let stop = AtomicBool::new(false);
    bencher
        .with_inputs(|| {
            seed.set(seed.get() + 1);
            (SearchBot::to_depth(seed.get(), 4), position(seed.get(), 10))
        })
        .bench_local_values(|(mut bot, game)| bot.choose(&game, &stop));
}
