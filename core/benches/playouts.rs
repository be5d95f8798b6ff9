//! The rules engines' hot path: one random playout of each game from a
//! fresh deal with its default options, the loop `parlour bench` times and
//! every bot's search runs; and a playout of six-player Wonderland by its
//! playout policy, as hard's search plays it. Each sample deals a
//! different game.

use std::cell::Cell;

use parlour_core::bots::Bots;
use parlour_core::games::wonderland::{self, Wonderland};
use parlour_core::rng::GameRng;
use parlour_core::{Game, GameKind, GameVisitor, rng};

fn main() {
    divan::main();
}

/// Plays one playout per sample, each from a new deal of `options`, every
/// action picked by `pick`.
fn playouts<G: Game>(bencher: divan::Bencher, options: &G::Options, pick: fn(&G, &mut GameRng) -> Option<G::Action>) {
    let seed = Cell::new(0u64);
    let mut chooser = rng::seeded(0xbe9c);
    let mut events = Vec::new();
    bencher
        .with_inputs(|| {
            seed.set(seed.get() + 1);
            G::new(options, seed.get()).expect("the options deal")
        })
        .bench_local_values(|mut game| {
            while let Some(action) = pick(&game, &mut chooser) {
                events.clear();
                game.apply_into(action, &mut events).expect("the action picked is legal");
            }
            game
        });
}

/// Plays random playouts of one game with its default options.
struct Playouts<'a, 'b>(divan::Bencher<'a, 'b>);

impl GameVisitor for Playouts<'_, '_> {
    type Output = ();

    fn visit<G: Bots>(self) {
        playouts::<G>(self.0, &G::Options::default(), G::random_action);
    }
}

#[divan::bench(args = GameKind::ALL)]
fn random_playout(bencher: divan::Bencher, game: GameKind) {
    game.visit(Playouts(bencher));
}

#[divan::bench]
fn guided_wonderland_playout(bencher: divan::Bencher) {
    let options = wonderland::Options { players: 6, ..wonderland::Options::default() };
    playouts::<Wonderland>(bencher, &options, Wonderland::playout_action);
}
