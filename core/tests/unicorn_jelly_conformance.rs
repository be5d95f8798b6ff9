//! Unicorn Jelly through the shared conformance kit, in every variant.

use parlour_core::games::unicorn_jelly::{Face, Options, UnicornJelly};
use parlour_core::{Game, GameOptions, Seat, testing};

/// No tile appears or vanishes; hands hold at most three; the board is one
/// connected group; points only come from defeats (each tile lying
/// defeated earned one).
fn invariants(game: &UnicornJelly) -> Result<(), String> {
    let view = game.view(None);
    let in_hands: usize = view.hands.iter().map(parlour_core::hand::HandView::len).sum();
    let total = view.board.len() + view.covered.len() + in_hands + view.pile;
    if total != 40 {
        return Err(format!("{total} tiles in the game, expected 40"));
    }
    if view.hands.iter().any(|h| h.len() > 3) {
        return Err("a hand holds more than three tiles".into());
    }
    let defeated = view.board.iter().filter(|t| t.face == Face::Down).count() as i32;
    let points: i32 = view.scores.iter().sum();
    if points < defeated || points < 0 {
        return Err(format!("{points} points for {defeated} defeated tiles"));
    }
    let mut reached = vec![view.board.first().map(|t| t.pos)].into_iter().flatten().collect::<Vec<_>>();
    let mut next = 0;
    while next < reached.len() {
        let pos = reached[next];
        next += 1;
        for t in &view.board {
            if t.pos.borders(pos) && !reached.contains(&t.pos) {
                reached.push(t.pos);
            }
        }
    }
    if reached.len() != view.board.len() {
        return Err("the board fell apart".into());
    }
    if game.to_act().is_none() && game.seat_count() == 2 && game.score(Seat(0)) < 0 {
        return Err("negative score".into());
    }
    Ok(())
}

fn options(variant: &str) -> Options {
    let mut options = Options::default();
    options.set("variant", variant).expect("a variant");
    options
}

#[test]
fn the_basic_game_passes_the_kit() {
    let report = testing::check_with::<UnicornJelly>(&options("basic"), 400, 1, invariants);
    assert!(report.refused > 100, "illegal actions were tried: {}", report.refused);
    assert!(report.draws < 400 / 4, "most games have a winner: {} draws", report.draws);
}

#[test]
fn every_variant_passes_the_kit() {
    for variant in ["solitaire", "landmine", "cascade", "jumping", "ultimate"] {
        let report = testing::check_with::<UnicornJelly>(&options(variant), 120, 2, invariants);
        assert!(report.refused > 0, "{variant}: illegal actions were tried");
    }
    let mut all = options("ultimate");
    all.set("landmine", "on").expect("landmine");
    assert!(testing::check_with::<UnicornJelly>(&all, 120, 3, invariants).refused > 0);
}
