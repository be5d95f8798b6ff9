//! Wonderland's rules, sentence by sentence, on exact positions: the
//! decks, the ring of gardens, guardsmen chosen unseen, the dealer, moving,
//! painting, a turn without a guardsman, Jacks, Queens, Kings and their
//! cancels, the Queen of Hearts, the end of a turn, winning — and every
//! interpretation.

use parlour_core::cards::Card;
use parlour_core::games::wonderland::{
    Action, Dir, Event, GuardSetup, Hedge, Options, QUEEN_OF_HEARTS, Setup, Wonderland,
};
use parlour_core::options::FirstPlayer;
use parlour_core::{Game, RuleError, Seat};

const P1: Seat = Seat(0);
const P2: Seat = Seat(1);
const P3: Seat = Seat(2);

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(|c| c.parse().expect("a card")).collect()
}

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

fn hedge(text: &str) -> Hedge {
    text.parse().expect("a hedge")
}

/// The two gardens most tests play on: Player 1's `3c 9d 5h Ah 2s`
/// (`p1.1` to `p1.5`), Player 2's `7c 8d 4h 6s Td`.
const GARDENS: [&str; 3] = ["3c 9d 5h Ah 2s", "7c 8d 4h 6s Td", "2c 3d 4d 5d 6d"];

/// A position on the first `hands.len()` gardens: guardsmen (`None` for
/// none), hands, Kings in front, painted hedges, the Queen of Hearts, the
/// draw pile (next card first); Player 1 to play, Player 1 the dealer.
#[derive(Default)]
struct Table<'a> {
    guards: &'a [Option<(&'a str, &'a str)>],
    hands: &'a [&'a str],
    kings: &'a [&'a str],
    painted: &'a [&'a str],
    queen: Option<&'a str>,
    draw: &'a str,
    discard: &'a str,
    dealer: u8,
}

fn position(table: &Table) -> Wonderland {
    let players = table.hands.len();
    let setup = Setup {
        gardens: GARDENS.iter().take(players).map(|g| cards(g)).collect(),
        painted: table.painted.iter().map(|h| hedge(h)).collect(),
        guards: table.guards.iter().map(|g| g.map(|(c, at)| GuardSetup { card: card(c), at: hedge(at) })).collect(),
        queen: table.queen.map(hedge),
        hands: table.hands.iter().map(|h| cards(h)).collect(),
        kings: if table.kings.is_empty() { Vec::new() } else { table.kings.iter().map(|k| cards(k)).collect() },
        draw: Some(cards(table.draw)),
        discard: cards(table.discard),
        dealer: Seat(table.dealer),
        ..Setup::default()
    };
    let options = Options { players: players as u8, ..Options::default() };
    Wonderland::from_setup(&options, &setup).expect("a valid position")
}

fn action(text: &str) -> Action {
    text.parse().expect("notation")
}

fn legal(game: &Wonderland, text: &str) -> bool {
    game.legal_actions().contains(&action(text))
}

fn play(game: &mut Wonderland, text: &str) -> Vec<Event> {
    assert!(legal(game, text), "{text} should be legal; legal: {:?}", names(game));
    game.apply(action(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn names(game: &Wonderland) -> Vec<String> {
    game.legal_actions().iter().map(Action::to_string).collect()
}

fn refused(game: &Wonderland, text: &str) -> &'static str {
    let mut copy = game.clone();
    match copy.apply(action(text)) {
        Err(RuleError::Broken(rule)) => {
            assert_eq!(&copy, game, "a refused action changes nothing");
            rule
        }
        other => panic!("{text} was not refused: {other:?}"),
    }
}

fn at(game: &Wonderland, seat: Seat) -> Option<Hedge> {
    game.guard(seat).map(|g| g.at)
}

/// Two players, Player 1's guardsman on `p1.3`, Player 2's on `p2.3`.
fn duel(hand: &str) -> Wonderland {
    position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &[hand, "9c"],
        draw: "Tc Ts 9h",
        ..Table::default()
    })
}

// ----- cards and the ring -----

#[test]
fn interpretation_five_or_six_play_with_two_decks_and_one_queen_of_hearts() {
    for (players, total) in [(2u8, 52usize), (4, 52), (5, 103), (6, 103)] {
        let game = Wonderland::new(&Options { players, ..Options::default() }, 9).expect("a game");
        let mut all: Vec<Card> = (0..game.ring()).map(|i| game.hedge(Hedge(i as u8))).collect();
        for seat in Seat::all(usize::from(players)) {
            all.extend(game.hand(seat));
        }
        all.extend(game.draw_pile());
        assert_eq!(all.len(), total, "{players} players");
        assert_eq!(all.iter().filter(|&&c| c == QUEEN_OF_HEARTS).count(), 1, "one Queen of Hearts");
        let spades = all.iter().filter(|&&c| c == card("Ks")).count();
        assert_eq!(spades, if players > 4 { 2 } else { 1 });
    }
}

#[test]
fn gardens_are_five_number_cards_and_join_into_a_ring() {
    let game = Wonderland::new(&Options { players: 3, ..Options::default() }, 4).expect("a game");
    assert_eq!(game.ring(), 15);
    assert!(
        (0..15).all(|i| !game.hedge(Hedge(i)).rank().is_some_and(parlour_core::cards::Rank::is_face)),
        "hedges are number cards"
    );
    assert_eq!(hedge("p1.5").step(1, Dir::Cw, 3), hedge("p2.1"), "a rightmost hedge meets the next leftmost");
    assert_eq!(hedge("p3.5").step(1, Dir::Cw, 3), hedge("p1.1"), "the last garden meets the first");
}

// ----- guardsmen and the dealer -----

#[test]
fn guardsmen_are_chosen_unseen_then_stand_on_the_central_hedges() {
    let options = Options { dealer: FirstPlayer::Player1, ..Options::default() };
    let mut game = Wonderland::new(&options, 5).expect("a game");
    assert!(game.choosing());
    assert_eq!(game.hand(P1).len(), 6);
    let first = game.hand(P1)[0];
    let events = play(&mut game, &format!("guard {first}"));
    assert_eq!(game.to_act(), Some(P2), "then Player 2 chooses");
    let chose = events.iter().find(|e| matches!(e, Event::Chose { .. })).expect("a choice");
    assert_eq!(game.describe(chose, Some(P2)), "Player 1 chose a guardsman, face down.");
    assert!(game.view(Some(P2)).guards.iter().all(Option::is_none), "nothing shows before all have chosen");
    let second = game.hand(P2)[0];
    play(&mut game, &format!("guard {second}"));
    assert_eq!(at(&game, P1), Some(Hedge::central(P1)));
    assert_eq!(at(&game, P2), Some(Hedge::central(P2)));
    assert_eq!((game.hand(P1).len(), game.hand(P2).len()), (5, 5));
    assert_eq!((game.turn(), game.to_act()), (P1, Some(P1)), "the dealer starts");
}

#[test]
fn interpretation_any_of_the_six_may_be_the_first_guardsman() {
    for seed in 0..40 {
        let game = Wonderland::new(&Options::default(), seed).expect("a game");
        let seat = game.to_act().expect("a chooser");
        let distinct: std::collections::HashSet<Card> = game.hand(seat).iter().copied().collect();
        assert_eq!(game.legal_actions().len(), distinct.len(), "every card of the six, faces too");
    }
}

#[test]
fn interpretation_the_dealer_is_drawn_at_random_unless_chosen() {
    let dealers: std::collections::HashSet<Seat> =
        (0..30).map(|seed| Wonderland::new(&Options::default(), seed).expect("a game").dealer()).collect();
    assert_eq!(dealers.len(), 2);
    let options = Options { players: 3, dealer: FirstPlayer::Player3, ..Options::default() };
    assert_eq!(Wonderland::new(&options, 1).expect("a game").to_act(), Some(P3), "the dealer chooses first");
}

// ----- moving -----

#[test]
fn a_move_discards_a_number_card_and_walks_its_value_interpretation_either_way() {
    let game = duel("4c Ad Js");
    let mut cw = game.clone();
    play(&mut cw, "move 4c cw");
    assert_eq!(at(&cw, P1), Some(hedge("p2.2")), "from p1.3 four hedges clockwise, into Player 2's garden");
    assert_eq!(cw.discards().last(), Some(&card("4c")));
    let mut ccw = game.clone();
    play(&mut ccw, "move 4c ccw");
    assert_eq!(at(&ccw, P1), Some(hedge("p2.4")), "counter-clockwise round the ring of ten");
    let mut ace = game.clone();
    play(&mut ace, "move Ad cw");
    assert_eq!(at(&ace, P1), Some(hedge("p1.4")), "an Ace is one");
    assert!(refused(&game, "move Js cw").contains("number card"));
    assert!(refused(&cw, "move Ad cw").contains("one move a turn"));
}

#[test]
fn a_move_ends_on_a_new_hedge() {
    // A ten on a ring of ten hedges would walk all the way round, back where it began.
    let game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["Tc 9h", "9c"],
        queen: Some("p2.1"),
        draw: "Th",
        ..Table::default()
    });
    for text in ["move Tc cw", "move Tc ccw", "hearts Tc cw", "hearts Tc ccw"] {
        assert!(refused(&game, text).contains("new hedge"), "{text}");
    }
    assert!(legal(&game, "move 9h cw") && legal(&game, "hearts 9h ccw"));
}

// ----- painting -----

#[test]
fn painting_takes_a_card_as_high_as_the_hedge_once_a_turn() {
    // Player 1 on p1.2, a 9.
    let game = position(&Table {
        guards: &[Some(("7s", "p1.2")), Some(("8s", "p2.3"))],
        hands: &["9s 8c Tc", "9c"],
        draw: "Th",
        ..Table::default()
    });
    assert!(refused(&game, "paint 8c").contains("as high as the hedge"));
    let mut game = game;
    play(&mut game, "paint 9s");
    assert!(game.is_painted(hedge("p1.2")));
    assert!(refused(&game, "paint Tc").contains("one painting a turn"));
}

#[test]
fn interpretation_a_face_card_may_pay_and_a_rivals_hedge_may_be_painted() {
    let game = position(&Table {
        guards: &[Some(("7s", "p2.5")), Some(("8s", "p2.3"))],
        hands: &["Jc", "9c"],
        draw: "Th",
        ..Table::default()
    });
    assert!(legal(&game, "paint Jc"), "a Jack is 11, against Player 2's ten");
}

#[test]
fn no_painting_a_painted_hedge() {
    let game = position(&Table {
        guards: &[Some(("7s", "p1.2")), Some(("8s", "p2.3"))],
        hands: &["9s", "9c"],
        painted: &["p1.2"],
        draw: "Th",
        ..Table::default()
    });
    assert!(refused(&game, "paint 9s").contains("unpainted hedge"));
}

// ----- a turn without a guardsman -----

#[test]
fn without_a_guardsman_a_number_card_becomes_one_and_nothing_else_happens() {
    let game = position(&Table {
        guards: &[None, Some(("8s", "p2.3"))],
        hands: &["4c Ks", "9c"],
        draw: "Th",
        ..Table::default()
    });
    assert!(refused(&game, "guard Ks").contains("number card"));
    assert!(refused(&game, "king Ks").contains("without a guardsman"), "Interpretation: no face card either");
    let mut game = game;
    play(&mut game, "guard 4c");
    assert_eq!(at(&game, P1), Some(Hedge::central(P1)));
    assert_eq!(names(&game), vec!["end"], "nothing else that turn");
}

#[test]
fn a_guardsman_lost_in_ones_own_turn_is_not_put_down_again_that_turn() {
    // Player 1 sends the Queen of Hearts onto their own painted hedge: their
    // guardsman is caught, and a new one waits for a turn of its own.
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["2c 5c", "9c"],
        painted: &["p1.3"],
        queen: Some("p1.1"),
        draw: "Th Tc Ts 4s",
        ..Table::default()
    });
    play(&mut game, "hearts 2c cw");
    assert_eq!(game.guard(P1), None, "caught");
    assert!(refused(&game, "guard 5c").contains("whole turn"));
    assert_eq!(names(&game), vec!["end"]);
    play(&mut game, "end");
    play(&mut game, "end");
    assert_eq!(game.turn(), P1);
    assert!(legal(&game, "guard 5c"), "the next turn may put one down");
}

#[test]
fn interpretation_without_a_guardsman_or_a_number_card_the_turn_just_ends() {
    let game = position(&Table {
        guards: &[None, Some(("8s", "p2.3"))],
        hands: &["Ks Qd", "9c"],
        queen: Some("p2.1"),
        draw: "Th",
        ..Table::default()
    });
    assert_eq!(names(&game), vec!["end"]);
}

// ----- face cards -----

#[test]
fn a_jack_paints_a_hedge_of_ones_garden_where_a_rivals_guardsman_stands() {
    let game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p1.2"))],
        hands: &["Jd", "9c"],
        draw: "Th",
        ..Table::default()
    });
    assert!(refused(&game, "jack Jd on p1.3").contains("rival's guardsman"), "one's own guardsman does not count");
    let mut game = game;
    play(&mut game, "jack Jd on p1.2");
    assert!(game.is_painted(hedge("p1.2")));
}

#[test]
fn a_queen_turns_any_painted_hedge_face_up() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["Qc", "9c"],
        painted: &["p2.4"],
        draw: "Th",
        ..Table::default()
    });
    assert!(refused(&game, "queen Qc on p2.5").contains("painted hedge"));
    play(&mut game, "queen Qc on p2.4");
    assert!(!game.is_painted(hedge("p2.4")));
    assert!(refused(&game, "king Qc").contains("one face card a turn"));
}

#[test]
fn a_king_stands_in_front_and_cancels_the_next_face_card_of_another() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["Qc Kc", "9c"],
        kings: &["Kd", "Kh"],
        painted: &["p2.4"],
        draw: "Th",
        ..Table::default()
    });
    play(&mut game, "queen Qc on p2.4");
    assert_eq!(game.to_act(), Some(P2), "Player 2 may cancel; Player 1's own King is not asked");
    assert_eq!(names(&game), vec!["cancel", "let"]);
    play(&mut game, "cancel");
    assert!(game.is_painted(hedge("p2.4")), "the Queen did nothing");
    assert!(game.kings(P2).is_empty());
    assert!(game.discards().ends_with(&cards("Kh Qc")) || game.discards().ends_with(&cards("Qc Kh")));
    assert_eq!(game.to_act(), Some(P1));
    assert!(!legal(&game, "king Kc"), "the face card of the turn was spent");
}

#[test]
fn interpretation_a_king_cancels_a_king_and_holders_answer_in_seat_order() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3")), Some(("9s", "p3.3"))],
        hands: &["Kc", "9c", "8c"],
        kings: &["", "Kd", "Kh"],
        draw: "Th",
        ..Table::default()
    });
    play(&mut game, "king Kc");
    assert_eq!(game.to_act(), Some(P2), "first the holder on the player's left");
    play(&mut game, "let");
    assert_eq!(game.to_act(), Some(P3), "then the next");
    play(&mut game, "cancel");
    assert!(game.kings(P1).is_empty(), "the King played was cancelled");
    assert_eq!(game.kings(P2), &cards("Kd")[..], "a King unused stays");
}

#[test]
fn a_king_let_through_stands_in_front() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["Kc", "9c"],
        kings: &["", "Kd"],
        draw: "Th",
        ..Table::default()
    });
    play(&mut game, "king Kc");
    play(&mut game, "let");
    assert_eq!(game.kings(P1), &cards("Kc")[..]);
}

// ----- the Queen of Hearts -----

#[test]
fn interpretation_a_king_cancels_the_queen_of_hearts_played_as_a_queen_not_put_into_play() {
    let table = Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["Qh", "9c"],
        kings: &["", "Kd"],
        painted: &["p2.4"],
        draw: "Th",
        ..Table::default()
    };
    let mut as_queen = position(&table);
    play(&mut as_queen, "queen Qh on p2.4");
    assert_eq!(as_queen.to_act(), Some(P2), "as a Queen she may be cancelled");
    let mut into_play = position(&table);
    play(&mut into_play, "hearts play");
    assert_eq!(into_play.queen(), Some(Hedge::central(P1)));
    assert_eq!(into_play.to_act(), Some(P1), "put into play, nobody is asked");
}

#[test]
fn interpretation_coming_into_play_on_a_painted_central_hedge_is_landing_there() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["Qh", "9c"],
        painted: &["p1.3"],
        draw: "Th",
        ..Table::default()
    });
    let events = play(&mut game, "hearts play");
    assert!(!game.is_painted(hedge("p1.3")));
    assert_eq!(game.guard(P1), None, "Player 1's own guardsman stood there: caught");
    assert_eq!(game.queen(), None, "and she is discarded");
    assert!(events.iter().any(|e| matches!(e, Event::Caught { .. })));
}

#[test]
fn the_queen_of_hearts_is_moved_with_the_move_and_unpaints_where_she_lands() {
    let table = Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["2c 3d", "9c"],
        painted: &["p1.4", "p1.5"],
        queen: Some("p1.3"),
        draw: "Th",
        ..Table::default()
    };
    let mut game = position(&table);
    play(&mut game, "hearts 2c cw");
    assert_eq!(game.queen(), Some(hedge("p1.5")));
    assert!(!game.is_painted(hedge("p1.5")), "where she lands");
    assert!(game.is_painted(hedge("p1.4")), "Interpretation: not the hedges she passes");
    assert!(refused(&game, "move 3d cw").contains("one move a turn"), "she took the turn's move");
    let mut back = position(&table);
    play(&mut back, "hearts 2c ccw");
    assert_eq!(back.queen(), Some(hedge("p1.1")), "Interpretation: either way round");
}

#[test]
fn the_queen_of_hearts_landing_on_painted_guardsmen_takes_them_out_for_good() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.1")), Some(("9s", "p2.1"))],
        hands: &["4c", "9c", "8c"],
        painted: &["p2.1"],
        queen: Some("p1.2"),
        draw: "Th",
        ..Table::default()
    });
    play(&mut game, "hearts 4c cw");
    assert!(!game.is_painted(hedge("p2.1")));
    assert_eq!((game.guard(P2), game.guard(P3)), (None, None), "both guardsmen on the hedge");
    assert_eq!(game.removed(), &cards("8s 9s")[..]);
    assert_eq!(game.queen(), None);
    assert_eq!(game.discards().last(), Some(&QUEEN_OF_HEARTS));
}

#[test]
fn no_stalking_without_the_queen_in_play() {
    let game = duel("4c");
    assert!(refused(&game, "hearts 4c cw").contains("only while she is in play"));
}

// ----- the end of a turn -----

#[test]
fn the_end_of_a_turn_draws_two_discards_down_to_five_and_turns_up_a_card() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["2c 3h 4c 5c", "9c"],
        draw: "6c 8h 8c",
        dealer: 1,
        ..Table::default()
    });
    play(&mut game, "end");
    assert_eq!(game.hand(P1).len(), 6);
    assert_eq!(game.to_act(), Some(P1), "Player 1 chooses the discard");
    play(&mut game, "discard 2c");
    assert_eq!(game.hand(P1), &cards("3h 4c 5c 6c 8h")[..]);
    assert_eq!(game.discards().last(), Some(&card("8c")), "8♣ turned up and discarded");
    assert_eq!(game.turn(), P2);
}

#[test]
fn the_queen_of_hearts_turned_up_comes_into_play_on_ones_central_hedge() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["2c", "9c"],
        draw: "6c 8h Qh",
        dealer: 1,
        ..Table::default()
    });
    let events = play(&mut game, "end");
    assert_eq!(game.queen(), Some(Hedge::central(P1)));
    assert!(events.iter().any(|e| matches!(e, Event::QueenIn { .. })));
}

#[test]
fn the_dealer_shuffles_the_discards_back_at_the_end_of_their_turn() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["2c", "9c"],
        draw: "6c 8h 8c 9h",
        discard: "2d 3d",
        dealer: 0,
        ..Table::default()
    });
    play(&mut game, "end");
    assert!(game.discards().is_empty());
    assert_eq!(game.draw_len(), 1 + 3, "9♥ left, and the discards with 8♣ turned up");
    assert!(game.removed().is_empty());
}

#[test]
fn interpretation_an_empty_draw_pile_is_made_again_from_the_discards_at_once() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.3")), Some(("8s", "p2.3"))],
        hands: &["2c", "9c"],
        draw: "6c",
        discard: "2d 3d 4d",
        dealer: 1,
        ..Table::default()
    });
    let events = play(&mut game, "end");
    assert!(events.iter().any(|e| matches!(e, Event::Reshuffled { .. })));
    assert_eq!(game.hand(P1).len(), 3, "two drawn, the second after the reshuffle");
}

// ----- winning -----

#[test]
fn painting_the_fifth_hedge_wins_at_once() {
    let mut game = position(&Table {
        guards: &[Some(("7s", "p1.5")), Some(("8s", "p2.3"))],
        hands: &["2d", "9c"],
        painted: &["p1.1", "p1.2", "p1.3", "p1.4"],
        draw: "Th",
        ..Table::default()
    });
    play(&mut game, "paint 2d");
    assert_eq!(game.outcome().and_then(parlour_core::Outcome::sole_winner), Some(P1));
}

#[test]
fn interpretation_a_garden_finished_in_anothers_turn_wins_when_its_turn_comes() {
    // Player 1 paints Player 2's last white hedge; Player 2 wins as their turn begins.
    let mut game = position(&Table {
        guards: &[Some(("7s", "p2.5")), Some(("8s", "p2.3"))],
        hands: &["Tc", "9c"],
        painted: &["p2.1", "p2.2", "p2.3", "p2.4"],
        draw: "4s 5s 4d",
        dealer: 1,
        ..Table::default()
    });
    play(&mut game, "paint Tc");
    assert_eq!(game.outcome(), None, "not during Player 1's turn");
    play(&mut game, "end");
    assert_eq!(game.outcome().and_then(parlour_core::Outcome::sole_winner), Some(P2));
}

#[test]
fn interpretation_the_turn_limit_draws_the_game() {
    let options = Options { turn_limit: 50, ..Options::default() };
    let setup = Setup {
        gardens: GARDENS.iter().take(2).map(|g| cards(g)).collect(),
        hands: vec![cards("2c"), cards("9c")],
        draw: Some(cards("Th 6c 8c")),
        turns: 49,
        dealer: P2,
        ..Setup::default()
    };
    let mut game = Wonderland::from_setup(&options, &setup).expect("a position");
    play(&mut game, "end");
    assert_eq!(game.outcome().map(|o| o.winners.len()), Some(2));
    assert_eq!(Options::default().turn_limit, 400);
}

// ----- what each seat may see -----

#[test]
fn a_seat_sees_its_own_hand_and_the_table_and_determinize_keeps_it() {
    let game = duel("4c Ad Js");
    let view = game.view(Some(P2));
    assert_eq!(view.hands[0].shown(), None);
    assert_eq!(view.hands[0].len(), 3);
    assert_eq!(view.hands[1].shown(), Some(&cards("9c")[..]));
    let mut rng = parlour_core::rng::seeded(3);
    let mut hands = Vec::new();
    for _ in 0..20 {
        let sample = game.determinize(P2, &mut rng);
        assert_eq!(sample.hand(P2), game.hand(P2));
        assert_eq!(sample.hand(P1).len(), 3);
        assert_eq!(sample.view(Some(P2)), view);
        hands.push(sample.hand(P1).to_vec());
        assert_eq!(sample.draw_len(), game.draw_len());
    }
    // What Player 2 has not seen is dealt again: Player 1's hand (drawn
    // from it and the draw pile) varies from sample to sample.
    hands.sort_unstable();
    hands.dedup();
    assert!(hands.len() > 10, "{} different hands in 20 samples", hands.len());
}

#[test]
fn while_first_guardsmen_are_chosen_what_a_seat_has_not_seen_is_dealt_again() {
    let mut game = Wonderland::new(&Options::default(), 4).expect("a game");
    let chooser = game.to_act().expect("someone chooses");
    let first = game.hand(chooser)[0];
    play(&mut game, &format!("guard {first}"));
    let other = game.to_act().expect("the other chooses");
    let mut rng = parlour_core::rng::seeded(5);
    let guesses: std::collections::HashSet<Vec<Card>> =
        (0..20).map(|_| game.determinize(other, &mut rng).hand(chooser).to_vec()).collect();
    assert!(guesses.len() > 10, "the chosen guardsman is unseen: {} different hands", guesses.len());
    assert_eq!(game.determinize(chooser, &mut rng).hand(chooser), game.hand(chooser), "but not by its owner");
}

// ----- scenario setups -----

fn scenario(text: &str) -> Result<Wonderland, String> {
    let scenario = parlour_core::scenario::Scenario::<Wonderland>::from_ron(text).map_err(|e| e.to_string())?;
    scenario.run().map(|(game, _)| game).map_err(|e| e.to_string())
}

const TWO_GARDENS: &str = r#"gardens: [["3c", "9d", "5h", "Ah", "2s"], ["7c", "8d", "4h", "6s", "Td"]]"#;

#[test]
fn a_setup_may_start_before_the_guardsmen_are_chosen() {
    let text = format!(
        r#"Scenario(game: "wonderland", setup: ({TWO_GARDENS},
           hands: [["2c", "3d", "Kh", "Qs", "9s", "8c"], ["2d", "3h", "4c", "5c", "6c", "Jd"]], dealer: 1, turn: 1, phase: Choose))"#
    );
    let mut game = scenario(&text).expect("the very start");
    assert_eq!(game.to_act(), Some(P2), "the dealer chooses first");
    play(&mut game, "guard Jd");
    play(&mut game, "guard Kh");
    assert_eq!((at(&game, P1), at(&game, P2)), (Some(Hedge::central(P1)), Some(Hedge::central(P2))));
    assert_eq!((game.turn(), game.hand(P1).len()), (P2, 5), "then the dealer's first turn");
    let late = text.replace("phase: Choose", "phase: Choose, guards: [Some((card: \"7s\", at: \"p1.3\")), None]");
    assert!(scenario(&late).expect_err("a guardsman already down").contains("very start"));
}

#[test]
fn a_setup_may_start_with_a_kings_cancel_or_a_discard_pending() {
    let cancel = |asked: u8| {
        format!(
            r#"Scenario(game: "wonderland", setup: ({TWO_GARDENS},
               guards: [Some((card: "7s", at: "p1.3")), Some((card: "8s", at: "p2.3"))], painted: ["p2.1"],
               hands: [["Qc", "2c"], ["9c"]], kings: [[], ["Kh"]], phase: Cancel(play: "queen Qc on p2.1", asked: {asked})))"#
        )
    };
    let mut game = scenario(&cancel(1)).expect("Player 2 may cancel");
    assert_eq!(game.to_act(), Some(P2));
    assert_eq!(game.hand(P1), &cards("2c")[..], "the Queen is out of the hand");
    play(&mut game, "cancel");
    assert!(game.is_painted(hedge("p2.1")), "cancelled");
    assert!(game.done().face && game.kings(P2).is_empty(), "the turn's face card was played, the King spent");
    assert!(scenario(&cancel(0)).expect_err("the player's own King").contains("no King"));
    let trim = format!(
        r#"Scenario(game: "wonderland", setup: ({TWO_GARDENS},
           guards: [Some((card: "7s", at: "p1.3")), Some((card: "8s", at: "p2.3"))],
           hands: [["2c", "9s", "4c", "5c", "6c", "9c", "Tc"], ["9h"]], phase: Trim))"#
    );
    let mut game = scenario(&trim).expect("seven in hand");
    play(&mut game, "discard 2c");
    play(&mut game, "discard 9s");
    assert_eq!(game.turn(), P2);
}

#[test]
fn a_setup_refuses_more_kings_than_the_game_has() {
    let kings = r#"["Kc", "Kd", "Kh", "Ks", "Kc", "Kd", "Kh", "Ks", "Kc"]"#;
    let gardens: Vec<String> =
        ["3c 9d 5h Ah 2s", "7c 8d 4h 6s Td", "2c 3d 4d 5d 6d", "7d 8c 9c Tc 2h", "3h 4c 5c 6c 7h"]
            .iter()
            .map(|g| format!("[{}]", g.split(' ').map(|c| format!("\"{c}\"")).collect::<Vec<_>>().join(", ")))
            .collect();
    let text = format!(
        r#"Scenario(game: "wonderland", options: (players: 5), setup: (gardens: [{}], kings: [{kings}, [], [], [], []]))"#,
        gardens.join(", ")
    );
    let error = scenario(&text).expect_err("two decks hold eight Kings");
    assert!(error.contains("one card too many"), "{error}");
}
