//! How long the exact solver takes on open 5-vs-5 positions from the empty
//! board (no draws, both hands known). Each sample solves a different deal,
//! so the median is the median over deals.

use std::cell::Cell;

use parlour_core::Game;
use parlour_core::games::you_are_here::{Options, Solver, YouAreHere};

fn main() {
    divan::main();
}

#[divan::bench(sample_count = 11, sample_size = 1)]
fn solve_open_five_v_five(bencher: divan::Bencher) {
    let options = Options { draw: false, open_hands: true, ..Options::default() };
    let seed = Cell::new(0u64);
    bencher
        .with_inputs(|| {
            seed.set(seed.get() + 1);
            (Solver::new(), YouAreHere::new(&options, seed.get()).expect("default options deal"))
        })
        .bench_local_values(|(mut solver, game)| solver.value(&game));
}
