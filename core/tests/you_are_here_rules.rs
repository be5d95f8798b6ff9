//! Rules of The You Are Here Game that the scenario files do not reach:
//! drawing, what each seat can see, compulsory captures and the starter deck.

use parlour_core::games::you_are_here::{
    Action, Card, Edges, Options, Setup, SetupPlaced, Suit, YouAreHere, starter_deck,
};
use parlour_core::hand::HandView;
use parlour_core::{Game, RuleError, Seat, rng};

fn card(name: &str, [top, right, bottom, left]: [u8; 4]) -> Card {
    Card {
        name: name.into(),
        suit: Suit::Diamonds,
        edges: Edges { top, right, bottom, left },
        art: None,
        crop: parlour_core::face_layout::Crop::default(),
    }
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

fn cell(text: &str) -> parlour_core::games::you_are_here::Cell {
    text.parse().expect("a square")
}

#[test]
fn the_starter_deck_has_ten_cards_that_fit_their_suits() {
    let deck = starter_deck();
    assert_eq!(deck.len(), 10);
    for card in deck {
        assert!(card.suit.fits(card.edges), "{card} does not have its suit's shape");
        assert!(card.problems(0).is_empty(), "{card}: {:?}", card.problems(0));
    }
    for suit in Suit::ALL {
        assert!(deck.iter().any(|c| c.suit == suit), "no {suit:?} in the starter deck");
    }
}

#[test]
fn suits_describe_edge_shapes() {
    let edges = |top, right, bottom, left| Edges { top, right, bottom, left };
    assert!(Suit::Diamonds.fits(edges(5, 6, 4, 5)));
    assert!(!Suit::Diamonds.fits(edges(9, 2, 2, 2)));
    assert!(Suit::Hearts.fits(edges(2, 9, 3, 2)));
    assert!(!Suit::Hearts.fits(edges(5, 6, 4, 5)));
    assert!(Suit::Spades.fits(edges(2, 8, 3, 7)));
    assert!(!Suit::Spades.fits(edges(8, 2, 7, 3)));
    assert!(Suit::Clubs.fits(edges(8, 2, 7, 3)));
    assert!(!Suit::Clubs.fits(edges(2, 8, 3, 7)));
}

#[test]
fn a_new_game_deals_five_each_and_the_seed_decides_who_starts() {
    let mut starters = [0; 2];
    for seed in 0..200 {
        let game = YouAreHere::new(&Options::default(), seed).expect("deal");
        assert_eq!(game.hand(Seat(0)).len(), 5);
        assert_eq!(game.hand(Seat(1)).len(), 5);
        assert_eq!(game.view(None).piles, [5, 5]);
        starters[game.to_act().expect("not over").index()] += 1;
    }
    assert!(starters[0] > 70 && starters[1] > 70, "coin flip is lopsided: {starters:?}");
    let options = Options { first: parlour_core::games::you_are_here::FirstPlayer::Player2, ..Options::default() };
    assert_eq!(YouAreHere::new(&options, 3).expect("deal").to_act(), Some(Seat(1)));
}

#[test]
fn interpretation_a_card_is_drawn_after_each_play_unless_draw_is_off() {
    let mut game = YouAreHere::new(&Options::default(), 11).expect("deal");
    let seat = game.to_act().expect("not over");
    let action = game.legal_actions()[0];
    game.apply(action).expect("legal");
    assert_eq!(game.hand(seat).len(), 5, "drew back up to five");
    assert_eq!(game.view(None).piles[seat.index()], 4);

    let options = Options { draw: false, ..Options::default() };
    let mut game = YouAreHere::new(&options, 11).expect("deal");
    let seat = game.to_act().expect("not over");
    game.apply(game.legal_actions()[0]).expect("legal");
    assert_eq!(game.hand(seat).len(), 4, "no draw with draw=off");
}

#[test]
fn a_placed_card_leaves_the_rest_of_the_hand_in_order() {
    let options = Options { draw: false, ..Options::default() };
    for slot in 0..5 {
        let mut game = YouAreHere::new(&options, 5).expect("deal");
        let seat = game.to_act().expect("not over");
        let mut hand = game.hand(seat).to_vec();
        let card = hand.remove(slot);
        game.apply(Action::Place { card, cell: cell("b2") }).expect("legal");
        assert_eq!(game.hand(seat), hand.as_slice(), "placing the card in slot {slot}");
    }
}

#[test]
fn interpretation_nobody_draws_once_the_board_is_full() {
    let mut rng = rng::seeded(2);
    let mut game = YouAreHere::new(&Options::default(), 2).expect("deal");
    while game.to_act().is_some() {
        let action = game.random_action(&mut rng).expect("not over");
        game.apply(action).expect("legal");
    }
    // Nine cards were placed from twenty: ten dealt, and draws only after the first eight plays.
    let view = game.view(None);
    assert_eq!(view.hands[0].len() + view.hands[1].len() + view.piles[0] + view.piles[1], 11);
}

fn choice_position() -> YouAreHere {
    let setup = Setup {
        cards: Some(vec![card("Probe", [5, 5, 5, 5]), card("Weak", [2, 2, 2, 2])]),
        first: Seat(0),
        hands: vec![names(&["Probe", "Probe", "Probe", "Probe"]), names(&["Weak", "Weak", "Weak"])],
        piles: Vec::new(),
        board: vec![
            SetupPlaced { cell: "a2".into(), card: "Weak".into(), owner: Seat(1) },
            SetupPlaced { cell: "c2".into(), card: "Weak".into(), owner: Seat(1) },
        ],
    };
    YouAreHere::from_setup(&Options { draw: false, ..Options::default() }, &setup).expect("a valid setup")
}

#[test]
fn interpretation_captures_are_compulsory_and_one_card_is_chosen() {
    let mut game = choice_position();
    game.apply(Action::Place { card: 0, cell: cell("b2") }).expect("legal");
    assert_eq!(game.to_act(), Some(Seat(0)), "the same player chooses");
    let mut legal = game.legal_actions();
    legal.sort_by_key(ToString::to_string);
    assert_eq!(legal, vec![Action::Flip(cell("a2")), Action::Flip(cell("c2"))], "no way to decline");
    let before = game.clone();
    assert!(matches!(game.apply(Action::Flip(cell("b1"))), Err(RuleError::Broken(_))));
    assert!(matches!(game.apply(Action::Place { card: 0, cell: cell("a1") }), Err(RuleError::Broken(_))));
    assert_eq!(game, before, "refused actions change nothing");
    game.apply(Action::Flip(cell("a2"))).expect("legal");
    assert_eq!(game.at(cell("a2")).map(|p| p.owner), Some(Seat(0)));
    assert_eq!(game.at(cell("c2")).map(|p| p.owner), Some(Seat(1)), "only one card flips");
    assert_eq!(game.to_act(), Some(Seat(1)));
}

#[test]
fn hands_are_hidden_from_the_opponent_unless_open() {
    let game = YouAreHere::new(&Options::default(), 5).expect("deal");
    let view = game.view(Some(Seat(0)));
    assert_eq!(view.hands[0], HandView::Shown(game.hand(Seat(0)).to_vec()));
    assert_eq!(view.hands[1], HandView::Hidden(5));
    assert_eq!(game.view(None).hands[0], HandView::Hidden(5));
    let open = YouAreHere::new(&Options { open_hands: true, ..Options::default() }, 5).expect("deal");
    assert_eq!(open.view(None).hands[1], HandView::Shown(open.hand(Seat(1)).to_vec()));
}

#[test]
fn interpretation_determinize_samples_the_opponent_hand_from_their_unseen_cards() {
    let mut game = YouAreHere::new(&Options::default(), 8).expect("deal");
    let mut rng = rng::seeded(1);
    for _ in 0..4 {
        let action = game.random_action(&mut rng).expect("not over");
        game.apply(action).expect("legal");
    }
    let viewer = game.to_act().expect("not over");
    let other = viewer.opponent();
    let mut resampled = false;
    for _ in 0..50 {
        let sample = game.determinize(viewer, &mut rng);
        assert_eq!(sample.hand(viewer), game.hand(viewer), "own hand kept");
        assert_eq!(sample.view(Some(viewer)), game.view(Some(viewer)), "what the viewer sees is kept");
        let (mut a, mut b) = (sample.hand(other).to_vec(), game.hand(other).to_vec());
        a.sort_unstable();
        b.sort_unstable();
        resampled |= a != b;
    }
    assert!(resampled, "the hidden hand was never resampled");
    let open = YouAreHere::new(&Options { open_hands: true, ..Options::default() }, 8).expect("deal");
    assert_eq!(open.determinize(Seat(0), &mut rng).hand(Seat(1)), open.hand(Seat(1)), "an open hand is known");
}

#[test]
fn setups_that_cannot_be_played_are_refused_with_every_problem() {
    let setup = Setup {
        hands: vec![names(&["Flyer", "Nobody"]), names(&["Flyer"])],
        board: vec![
            SetupPlaced { cell: "d4".into(), card: "Flyer".into(), owner: Seat(0) },
            SetupPlaced { cell: "a1".into(), card: "Flyer".into(), owner: Seat(3) },
        ],
        ..Setup::default()
    };
    let error = YouAreHere::from_setup(&Options::default(), &setup).expect_err("a broken setup").to_string();
    for part in ["Nobody", "d4", "owner 3", "needs"] {
        assert!(error.contains(part), "`{part}` missing from: {error}");
    }
}

#[test]
fn bad_custom_decks_are_refused() {
    let too_small = Options { decks: Some(vec![vec![card("A", [1, 1, 1, 1])]; 2]), ..Options::default() };
    assert!(YouAreHere::new(&too_small, 1).is_err());
    let bad_edge = vec![card("Zero", [0, 1, 1, 10]); 5];
    let error = YouAreHere::new(&Options { decks: Some(vec![bad_edge.clone(), bad_edge]), ..Options::default() }, 1)
        .expect_err("edges out of range")
        .to_string();
    assert_eq!(error, "Zero (top): edge 0 is outside 1 to 9; Zero (left): edge 10 is outside 1 to 9");
    let clash = vec![card("Same", [1, 1, 1, 1]), card("Same", [2, 2, 2, 2]), card("B", [1, 1, 1, 1])];
    let error = YouAreHere::new(&Options { decks: Some(vec![clash.clone(), clash]), ..Options::default() }, 1)
        .expect_err("two cards named alike")
        .to_string();
    assert!(error.contains("two different cards are named `Same`"), "{error}");
}
