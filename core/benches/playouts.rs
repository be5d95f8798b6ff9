//! The rules engines' hot path: one random playout of each game from a
//! fresh deal with its default options, the loop `parlour bench` times and
//! every bot's search runs; and a playout of six-player Wonderland by its
//! playout policy, as hard's search plays it. Each sample deals a
//! different game.

use std::cell::Cell;

use parlour_core::bots::Bots;
use parlour_core::games::wonderland::{self, Wonderland};
use parlour_core::{Game, GameKind, GameVisitor, rng};

fn main() {
    divan::main();
}

/// Plays `samples` random playouts of one game.
struct Playouts<'a, 'b>(divan::Bencher<'a, 'b>);

impl GameVisitor for Playouts<'_, '_> {
    type Output = ();

    fn visit<G: Bots>(self) {
        let options = G::Options::default();
        let seed = Cell::new(0u64);
        let mut chooser = rng::seeded(0xbe9c);
        let mut events = Vec::new();
        self.0
            .with_inputs(|| {
                seed.set(seed.get() + 1);
                G::new(&options, seed.get()).expect("default options deal")
            })
            .bench_local_values(|mut game| {
                while let Some(action) = game.random_action(&mut chooser) {
                    events.clear();
                    game.apply_into(action, &mut events).expect("a random action is legal");
                }
                game
            });
    }
}

#[divan::bench(args = GameKind::ALL)]
fn random_playout(bencher: divan::Bencher, game: GameKind) {
    game.visit(Playouts(bencher));
}

#[divan::bench]
fn guided_wonderland_playout(bencher: divan::Bencher) {
    let options = wonderland::Options { players: 6, ..wonderland::Options::default() };
    let seed = Cell::new(0u64);
    let mut chooser = rng::seeded(0xbe9c);
    let mut events = Vec::new();
    bencher
        .with_inputs(|| {
            seed.set(seed.get() + 1);
            Wonderland::new(&options, seed.get()).expect("six players deal")
        })
        .bench_local_values(|mut game| {
            while let Some(action) = game.playout_action(&mut chooser) {
                events.clear();
                game.apply_into(action, &mut events).expect("the policy's action is legal");
            }
            game
        });
}
