//! The You Are Here Game through the shared conformance kit, with every option.

use parlour_core::games::you_are_here::{Card, Edges, FirstPlayer, Options, Suit, YouAreHere};
use parlour_core::{Game, Seat, testing};

/// The game's own invariants, checked at every step: no card appears or
/// vanishes, hands hold at most five, and a finished game has a full board
/// whose cards are all counted.
fn invariants(total_cards: usize) -> impl Fn(&YouAreHere) -> Result<(), String> {
    move |game| {
        let view = game.view(None);
        let on_board = view.board.iter().flatten().count();
        let in_hands = view.hands[0].len() + view.hands[1].len();
        let cards = on_board + in_hands + view.piles[0] + view.piles[1];
        if cards != total_cards {
            return Err(format!("{cards} cards in play, expected {total_cards}"));
        }
        if view.hands.iter().any(|h| h.len() > 5) {
            return Err("a hand holds more than five cards".into());
        }
        if game.to_act().is_none() {
            let counted = game.score(Seat(0)) + game.score(Seat(1));
            if on_board != 9 || counted < 9 {
                return Err(format!("finished with {on_board} cards on the board and {counted} counted"));
            }
        }
        Ok(())
    }
}

#[test]
fn default_rules_pass_the_kit() {
    let report = testing::check_with::<YouAreHere>(&Options::default(), 2_000, 1, invariants(20));
    assert!(report.actions >= 2_000 * 9, "every game fills nine squares");
    assert!(report.refused > 1_000, "illegal actions were tried: {}", report.refused);
}

#[test]
fn every_option_passes_the_kit() {
    let variants = [
        Options { draw: false, ..Options::default() },
        Options { hand_counts: true, ..Options::default() },
        Options { open_hands: true, first: FirstPlayer::Player2, ..Options::default() },
        Options { draw: false, hand_counts: true, first: FirstPlayer::Player1, ..Options::default() },
    ];
    for options in &variants {
        let report = testing::check_with::<YouAreHere>(options, 300, 2, invariants(20));
        assert!(report.refused > 0, "illegal actions were tried");
    }
}

#[test]
fn custom_decks_with_duplicates_pass_the_kit() {
    let card = |name: &str, suit, [top, right, bottom, left]: [u8; 4]| Card {
        name: name.into(),
        suit,
        edges: Edges { top, right, bottom, left },
        art: None,
        crop: parlour_core::face_layout::Crop::default(),
    };
    let big = card("Big", Suit::Diamonds, [7, 7, 7, 7]);
    let small = card("Small", Suit::Diamonds, [2, 3, 2, 3]);
    let spade = card("Spade", Suit::Spades, [2, 9, 2, 8]);
    let decks = [
        vec![big.clone(), big.clone(), small.clone(), small.clone(), small.clone(), spade.clone()],
        vec![spade.clone(), spade.clone(), spade, small.clone(), small, big],
    ];
    let options = Options { decks: Some(decks.to_vec()), ..Options::default() };
    let report = testing::check_with::<YouAreHere>(&options, 300, 3, invariants(12));
    assert!(report.refused > 0, "illegal actions were tried");
}
