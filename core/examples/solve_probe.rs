//! Prints how long and how many nodes the solver needs on open 5-vs-5 positions.
use parlour_core::Game;
use parlour_core::games::you_are_here::{Options, Solver, YouAreHere};
fn main() {
    let options = Options {
        draw: false,
        open_hands: true,
        ..Options::default()
    };
    for seed in 1..4 {
        let game = YouAreHere::new(&options, seed).expect("deal");
        let mut solver = Solver::new();
        let t = std::time::Instant::now();
        let v = solver.value(&game);
        println!("seed {seed}: value {v:?} nodes {} in {:?}", solver.nodes(), t.elapsed());
    }
}
