//! Every registered game through the shared conformance kit, with its
//! default options: a game cannot be registered without passing it. Each
//! game's own conformance test adds its invariants and every option.

use parlour_core::bots::Bots;
use parlour_core::testing::{self, Report};
use parlour_core::{GameKind, GameVisitor};

/// Games per registered game.
const GAMES: u32 = 200;

struct Conform;

impl GameVisitor for Conform {
    type Output = Report;

    fn visit<G: Bots>(self) -> Report {
        testing::check::<G>(&G::Options::default(), GAMES, 0x5eed)
    }
}

#[test]
fn every_registered_game_passes_the_conformance_kit() {
    for &kind in GameKind::ALL {
        let report = kind.visit(Conform);
        let id = kind.info().id;
        assert!(report.refused > u64::from(GAMES), "{id}: illegal actions were tried and refused: {report:?}");
        assert!(report.actions > u64::from(GAMES) * 5, "{id}: the games were played out: {report:?}");
        assert!(report.draws < GAMES, "{id}: not every game is drawn: {report:?}");
    }
}
