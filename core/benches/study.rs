//! How long the advisor takes to study a decision (`advisor::study`), the
//! work the replay does each time a player stops on a move: a position
//! halfway through a random game of each game with its default options,
//! each sample from a different deal; and You Are Here by the empty squares
//! left, where the solver proves the result with every card known.

use std::cell::Cell;
use std::sync::atomic::AtomicBool;

use parlour_core::advisor;
use parlour_core::bots::Bots;
use parlour_core::games::you_are_here::{self, YouAreHere};
use parlour_core::testing::halfway;
use parlour_core::{Game, GameKind, GameVisitor, rng};

fn main() {
    divan::main();
}

/// Studies a halfway position of one game per sample.
struct Studies<'a, 'b>(divan::Bencher<'a, 'b>);

impl GameVisitor for Studies<'_, '_> {
    type Output = ();

    fn visit<G: Bots>(self) {
        let seed = Cell::new(0u64);
        let stop = AtomicBool::new(false);
        self.0
            .with_inputs(|| {
                seed.set(seed.get() + 1);
                halfway::<G>(seed.get())
            })
            .bench_local_values(|game| advisor::study(&game, None, &stop));
    }
}

#[divan::bench(args = GameKind::ALL, sample_count = 8, sample_size = 1)]
fn study_halfway(bencher: divan::Bencher, game: GameKind) {
    game.visit(Studies(bencher));
}

/// A random game of You Are Here played on until `empties` squares are
/// empty and a card is to be placed.
fn with_empties(seed: u64, empties: usize) -> YouAreHere {
    let mut game = YouAreHere::new(&you_are_here::Options::default(), seed).expect("the default options deal");
    let mut chooser = rng::seeded(seed);
    let empty = |game: &YouAreHere| you_are_here::Cell::ALL.iter().filter(|&&c| game.at(c).is_none()).count();
    while empty(&game) > empties || !game.choice().is_empty() {
        let action = game.random_action(&mut chooser).expect("the game goes on");
        game.apply(action).expect("a random action is legal");
    }
    game
}

#[divan::bench(args = [9, 8, 7, 6], sample_count = 8, sample_size = 1)]
fn study_you_are_here_by_empty_squares(bencher: divan::Bencher, empties: usize) {
    let seed = Cell::new(0u64);
    let stop = AtomicBool::new(false);
    bencher
        .with_inputs(|| {
            seed.set(seed.get() + 1);
            with_empties(seed.get(), empties)
        })
        .bench_local_values(|game| advisor::study(&game, None, &stop));
}
