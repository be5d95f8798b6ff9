//! The Wonderland table's own checks.

use parlour_core::games::wonderland::Options;

use super::*;
use crate::desktop::settings::AnimationSpeed;

#[test]
fn the_queen_of_hearts_catch_is_shown_after_her_walk_before_the_next_move() {
    let game = Wonderland::new(&Options::default(), 1).expect("a game");
    let settings = Settings { animation: AnimationSpeed::Normal, ..Settings::default() };
    let seconds = settings.animation.seconds();
    let hedge = Hedge::central(Seat(1));
    let seats = parlour_core::SeatSet::default().with(Seat(1));
    let events = [
        Event::Stalked { seat: Seat(0), card: "4c".parse().expect("a card"), dir: Dir::Cw, to: hedge },
        Event::Unpainted { hedge },
        Event::Caught { hedge, seats },
    ];
    let mut board = WonderlandBoard::default();
    board.played(&game, &events, 10.0, &settings);
    assert!(
        matches!(board.rages.as_slice(), [(Rage::Whitened(_), _), (Rage::Caught(h, _), start)] if *h == hedge && *start > 10.0)
    );
    assert!(board.showing(10.0 + seconds * 2.5, &settings), "the catch is still shown after the walk");
    assert!(!board.showing(10.0 + seconds * 3.5, &settings), "and then the table goes on");
}
