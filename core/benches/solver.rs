//! How long the exact solver takes on an open 5-vs-5 position from the empty board.

use parlour_core::Game;
use parlour_core::games::you_are_here::{Options, Solver, YouAreHere};

fn main() {
    divan::main();
}

fn open_position(seed: u64) -> YouAreHere {
    let options = Options { draw: false, open_hands: true, ..Options::default() };
    YouAreHere::new(&options, seed).expect("default options deal")
}

#[divan::bench(args = [1, 2, 3, 4, 5], sample_count = 5, sample_size = 1)]
fn solve_open_five_v_five(bencher: divan::Bencher, seed: u64) {
    let game = open_position(seed);
    bencher.with_inputs(Solver::new).bench_local_values(|mut solver| solver.value(&game));
}
