//! Shrine's rules, sentence by sentence, on exact positions: cards and
//! colour, the setup, a turn's start and its one action, heal, attack, the
//! Dagger on top, Tokens and their powers, blocks, the Triad, Daggers and
//! Dagger blocks, the three combos, Fizzles and counters, going out, the
//! optional rules, what each seat may see — and every interpretation.

use parlour_core::cards::{Card, CardSet, Rank};
use parlour_core::games::shrine::{
    Action, BalanceRule, Event, FizzleRule, Healing, Options, Setup, Shrine, Stage, TurnPhase,
};
use parlour_core::options::FirstPlayer;
use parlour_core::{Game, GameOptions, RuleError, Seat};

const P1: Seat = Seat(0);
const P2: Seat = Seat(1);
const P3: Seat = Seat(2);

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(|c| c.parse().expect("a card")).collect()
}

fn set(text: &str) -> CardSet {
    CardSet::of(&cards(text))
}

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

/// One player's side: hand, Shrine (bottom first) and Field.
#[derive(Clone, Copy, Default)]
struct Side<'a> {
    hand: &'a str,
    shrine: &'a str,
    field: &'a str,
}

fn side<'a>(hand: &'a str, shrine: &'a str, field: &'a str) -> Side<'a> {
    Side { hand, shrine, field }
}

/// A position with the players' `sides`, Player 1 to act (having drawn),
/// the Graveyard (top last) and the deck (next card first).
fn position(sides: &[Side], graveyard: &str, deck: &str) -> Shrine {
    let options = Options { players: sides.len() as u8, ..Options::default() };
    position_with(&options, sides, graveyard, deck, true)
}

fn position_with(options: &Options, sides: &[Side], graveyard: &str, deck: &str, drawn: bool) -> Shrine {
    let setup = Setup {
        hands: sides.iter().map(|s| cards(s.hand)).collect(),
        shrines: sides.iter().map(|s| cards(s.shrine)).collect(),
        fields: sides.iter().map(|s| cards(s.field)).collect(),
        graveyard: cards(graveyard),
        deck: Some(cards(deck)),
        turn: P1,
        phase: if drawn { TurnPhase::Act } else { TurnPhase::Draw },
        turns: 0,
    };
    Shrine::from_setup(options, &setup).expect("a valid position")
}

fn action(text: &str) -> Action {
    text.parse().expect("notation")
}

fn legal(game: &Shrine, text: &str) -> bool {
    game.legal_actions().contains(&action(text))
}

/// Plays `text`, which must be legal, and returns its events.
fn play(game: &mut Shrine, text: &str) -> Vec<Event> {
    assert!(legal(game, text), "{text} should be legal; legal: {:?}", names(game));
    game.apply(action(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn names(game: &Shrine) -> Vec<String> {
    game.legal_actions().iter().map(Action::to_string).collect()
}

/// The rule `text` breaks, checking the game is unchanged.
fn refused(game: &Shrine, text: &str) -> &'static str {
    let mut copy = game.clone();
    match copy.apply(action(text)) {
        Err(RuleError::Broken(rule)) => {
            assert_eq!(&copy, game, "a refused action changes nothing");
            assert!(!legal(game, text), "{text} is refused but listed as legal");
            rule
        }
        other => panic!("{text} was not refused: {other:?}"),
    }
}

fn top(game: &Shrine, seat: Seat) -> Option<Card> {
    game.area(seat).top()
}

fn size(game: &Shrine, seat: Seat) -> usize {
    game.area(seat).shrine.len()
}

fn grave_top(game: &Shrine) -> Option<Card> {
    game.graveyard().last().copied()
}

// ----- cards and colour -----

#[test]
fn only_colour_counts_never_suit() {
    // 9♥ falls to black cards adding up to 9, whatever their suits.
    let game = position(&[side("5s 4c 4d", "2c 8h", ""), side("2h 3h", "3c 9h", "")], "", "Td 6s");
    assert!(legal(&game, "attack 2 4c+5s"));
    assert!(refused(&game, "attack 2 4d+5s").contains("opposite colour"));
}

#[test]
fn faces_count_eleven_to_thirteen_and_the_ace_one() {
    // K♥ (13) falls to 6♣ + 7♠; Q♦ (12) to J♣ + A♠.
    let game = position(&[side("6c 7s Jc As", "2c 9h", ""), side("2h 3h", "3c Kh", "")], "", "Td");
    assert!(legal(&game, "attack 2 6c+7s"));
    let game = position(&[side("6c 7s Jc As", "2c 9h", ""), side("2h 3h", "3c Qd", "")], "", "Td");
    assert!(legal(&game, "attack 2 As+Jc"));
}

// ----- setup -----

#[test]
fn each_player_starts_with_a_shrine_of_five_and_five_in_hand() {
    for players in 2..=4u8 {
        let options = Options { players, first: FirstPlayer::Player1, ..Options::default() };
        let game = Shrine::new(&options, 11).expect("a game");
        for seat in Seat::all(usize::from(players)) {
            assert_eq!(size(&game, seat), 5);
            let shrine = &game.area(seat).shrine;
            assert!(shrine.last().is_some_and(|s| s.seen), "the top card is face up");
            assert!(shrine.iter().take(4).all(|s| !s.seen), "the other four are face down");
            let drew = usize::from(seat == P1);
            assert_eq!(game.hand(seat).len(), 5 + drew, "five dealt, and Player 1 drew to start");
        }
        assert_eq!(game.deck_len(), 52 - 10 * usize::from(players) - 1);
    }
}

#[test]
fn interpretation_nobody_sees_the_face_down_shrine_cards() {
    let game = Shrine::new(&Options::default(), 3).expect("a game");
    for seat in [P1, P2] {
        let view = game.view(Some(seat));
        for shrine in &view.shrines {
            assert_eq!(shrine.iter().filter(|c| c.is_some()).count(), 1, "only the top is shown, even to its owner");
        }
    }
}

#[test]
fn interpretation_a_card_once_on_top_stays_known_when_covered() {
    // Heal onto 9♥ with 9♦ + 9♣: 7♠ covers it, and 9♥ stays shown.
    let mut game = position(&[side("9d 9c", "2c 9h", ""), side("2h 3h", "3c Kh", "")], "", "7s");
    play(&mut game, "heal 9c+9d");
    play_lets(&mut game);
    let shrine = &game.view(Some(P2)).shrines[0];
    assert_eq!(shrine.as_slice(), &[None, Some(card("9h")), Some(card("7s"))]);
}

#[test]
fn interpretation_the_first_player_is_drawn_at_random_unless_chosen() {
    let starters: std::collections::HashSet<Seat> =
        (0..40).map(|seed| Shrine::new(&Options::default(), seed).expect("a game").turn()).collect();
    assert_eq!(starters.len(), 2, "both players start some games");
    let options = Options { first: FirstPlayer::Player2, ..Options::default() };
    assert!((0..10).all(|seed| Shrine::new(&options, seed).expect("a game").turn() == P2));
    let mut bad = Options::default();
    bad.set("first", "3").expect("a value of the option");
    assert!(Shrine::new(&bad, 1).is_err(), "Player 3 is not at a table of two");
}

// ----- sizes -----

#[test]
fn a_shrine_holds_five_and_cannot_be_healed_past_it() {
    let game = position(&[side("9d 9c", "2c 3c 4c 5c 9h", ""), side("2h 3h", "3d Kh", "")], "", "7s");
    assert!(refused(&game, "heal 9c+9d").contains("past the Shrine's size"));
}

#[test]
fn a_hand_of_more_than_seven_is_cut_to_seven_at_the_end_of_the_turn_by_its_owner() {
    let mut game = position(&[side("2c 3c 4c 5c 6c 7c 8c 9c", "2d 9h", ""), side("2h 3h", "3d Kh", "")], "", "7s 8s");
    play(&mut game, "pass");
    assert_eq!(game.to_act(), Some(P1), "Player 1 must discard first");
    assert!(refused(&game, "pass").contains("seven"));
    play(&mut game, "discard 5c");
    assert_eq!(game.hand(P1).len(), 7);
    assert!(!game.hand(P1).contains(card("5c")), "the player chose which");
    assert_eq!((game.turn(), game.to_act()), (P2, Some(P2)));
}

// ----- the start of a turn -----

#[test]
fn a_turn_starts_with_a_draw_or_the_graveyards_top_card_which_is_the_whole_action() {
    let options = Options::default();
    let sides = [side("2c", "2d 9h", ""), side("2h 3h", "3d Kh", "")];
    let mut game = position_with(&options, &sides, "5s", "7s 8s", false);
    assert!(game.at_start());
    assert!(refused(&game, "pass").contains("starts by drawing"));
    let mut drew = game.clone();
    play(&mut drew, "draw");
    assert!(drew.hand(P1).contains(card("7s")));
    assert_eq!(drew.to_act(), Some(P1), "an action follows the draw");
    play(&mut game, "take");
    assert!(game.hand(P1).contains(card("5s")) && !game.hand(P1).contains(card("7s")));
    assert_eq!(game.turn(), P2, "taking from the Graveyard was the turn's action");
}

#[test]
fn interpretation_with_an_empty_graveyard_the_draw_is_made_at_once() {
    let game = position_with(&Options::default(), &[side("2c", "2d 9h", ""), side("2h", "3d Kh", "")], "", "7s", false);
    assert!(!game.at_start());
    assert!(game.hand(P1).contains(card("7s")));
}

#[test]
fn interpretation_the_dagger_token_draws_a_second_card_after_taking_from_the_graveyard() {
    let options = Options::default();
    let sides = [side("2c", "2d 9h", "Jc Qc Kc Ac"), side("2h 3h", "3d Kh", "")];
    let mut game = position_with(&options, &sides, "5s", "7s 8s", false);
    play(&mut game, "take");
    assert!(game.hand(P1).includes(set("5s 7s")), "the Graveyard's card, then one from the deck");
    assert_eq!(game.to_act(), Some(P1), "one of the two actions is left");
    play(&mut game, "pass");
    assert_eq!(game.turn(), P2);
}

// ----- one action -----

#[test]
fn one_action_a_turn_then_the_next_player() {
    let mut game = position(&[side("5s 4c 9s", "2c 9h", ""), side("2h", "3c 9d", "")], "", "Td 6s");
    play(&mut game, "attack 2 4c+5s");
    assert_eq!(game.turn(), P2, "the attack was the turn's one action");
}

// ----- heal -----

#[test]
fn a_heal_takes_a_pair_of_the_tops_value_one_of_its_colour_and_adds_the_decks_top_card() {
    let game = position(&[side("9d 9c 9s 8h 8d", "2c 9h", ""), side("2h", "3c Kh", "")], "", "7s");
    assert!(legal(&game, "heal 9c+9d"));
    assert!(refused(&game, "heal 9c+9s").contains("one of them its colour"));
    assert!(refused(&game, "heal 8d+8h").contains("pair matching"));
    let mut game = game;
    play(&mut game, "heal 9c+9d");
    play_lets(&mut game);
    assert_eq!((size(&game, P1), top(&game, P1)), (3, Some(card("7s"))));
    assert!(game.graveyard().contains(&card("9c")) && game.graveyard().contains(&card("9d")));
}

#[test]
fn no_heal_onto_a_dagger() {
    let game = position(&[side("Ad Ac", "2c Ah", ""), side("2h", "3c Kh", "")], "", "7s");
    assert!(refused(&game, "heal Ac+Ad").contains("never onto a Dagger"));
}

// ----- attack -----

#[test]
fn an_attack_must_add_up_exactly_and_sends_the_top_to_the_graveyard() {
    let mut game = position(&[side("5s 7s 4c", "2c 8h", ""), side("2h", "3c 8d 9h", "")], "", "Td");
    assert!(refused(&game, "attack 2 5s+7s").contains("adding up"), "12 is not 9");
    play(&mut game, "attack 2 4c+5s");
    play_lets(&mut game);
    assert_eq!(top(&game, P2), Some(card("8d")), "the card beneath is turned up");
    assert!(game.view(Some(P1)).shrines[1].last() == Some(&Some(card("8d"))));
    assert_eq!(game.graveyard(), &cards("9h 4c 5s")[..], "the top first, then the cards that took it");
}

#[test]
fn a_face_card_on_top_falls_to_the_same_face_of_the_other_colour_or_to_a_sum() {
    let game = position(&[side("Qc Qh 5s 7c", "2c 9h", ""), side("2h", "3c Qd", "")], "", "Td");
    assert!(legal(&game, "attack 2 Qc"));
    assert!(legal(&game, "attack 2 5s+7c"));
    assert!(refused(&game, "attack 2 Qh").contains("opposite colour"));
}

#[test]
fn a_dagger_on_top_falls_only_to_a_pair_of_any_colours_or_a_dagger() {
    let game = position(&[side("Ac 3h 3d 7s 7h", "2c 9h", ""), side("2h", "3c Ad", "")], "", "Td");
    assert!(legal(&game, "attack 2 3d+3h"), "a red pair");
    assert!(legal(&game, "attack 2 7h+7s"), "Interpretation: the pair's colours do not matter");
    assert!(refused(&game, "attack 2 Ac").contains("Dagger on top falls only to a pair"));
    assert!(legal(&game, "dagger Ac pay 7s on 2:shrine"));
}

// ----- Tokens -----

#[test]
fn a_token_is_paid_with_a_card_of_its_colour_one_of_each_kind_three_at_most() {
    let game = position(&[side("Qh 3h 4c Kd", "2c 9h", "Qd"), side("2h", "3c 9d", "")], "", "Td");
    assert!(refused(&game, "token Qh pay 3h").contains("not on the Field yet"), "one Queen already");
    assert!(legal(&game, "token Kd pay 3h"));
    assert!(refused(&game, "token Kd pay 4c").contains("paid with a card of its colour"));
    let mut game = game;
    play(&mut game, "token Kd pay 3h");
    play_lets(&mut game);
    assert!(game.area(P1).field.includes(set("Qd Kd")));
    assert_eq!(grave_top(&game), Some(card("3h")));
}

#[test]
fn a_field_holds_three_tokens_without_the_dagger_token() {
    let setup = Setup {
        hands: vec![vec![], vec![]],
        shrines: vec![cards("2c"), cards("3c")],
        fields: vec![cards("Qd Jc As"), vec![]],
        ..Setup::default()
    };
    let error = Shrine::from_setup(&Options::default(), &setup).expect_err("an Ace needs a Triad");
    assert!(error.to_string().contains("Dagger Token needs a Triad"), "{error}");
}

#[test]
fn the_king_widens_an_attack_by_one_interpretation_sums_too() {
    let game = position(&[side("8c 6s 4c", "2c 9h", "Kd"), side("2h", "3c 9d", "")], "", "Td");
    assert!(legal(&game, "attack 2 8c"), "8 against 9");
    assert!(legal(&game, "attack 2 4c+6s"), "4 + 6 = 10 against 9");
    let plain = position(&[side("8c 6s 4c", "2c 9h", ""), side("2h", "3c 9d", "")], "", "Td");
    assert!(!legal(&plain, "attack 2 8c"));
}

#[test]
fn the_queen_widens_a_heal_by_one() {
    let game = position(&[side("8c 8d Tc Th", "2c 9h", "Qd"), side("2h", "3c 9d", "")], "", "Td");
    assert!(legal(&game, "heal 8c+8d"));
    assert!(legal(&game, "heal Tc+Th"));
    let plain = position(&[side("8c 8d", "2c 9h", ""), side("2h", "3c 9d", "")], "", "Td");
    assert!(!legal(&plain, "heal 8c+8d"));
}

#[test]
fn the_jack_steals_unseen_from_a_rival_with_two_cards_then_its_user_discards() {
    let mut game = position(&[side("2c", "2d 9h", "Jc"), side("5h 6h", "3c 9d", "")], "", "Td 6s");
    let events = play(&mut game, "jack 2");
    let rest = play_lets(&mut game);
    assert_eq!(game.hand(P2).len(), 1);
    assert_eq!(game.hand(P1).len(), 2);
    let stolen = game.hand(P1).without(card("2c")).iter().next().expect("a card taken");
    assert!(set("5h 6h").contains(stolen));
    assert_eq!(game.to_act(), Some(P1), "then a discard");
    assert!(refused(&game, "pass").contains("discarded"));
    play(&mut game, &format!("discard {stolen}"));
    assert_eq!(game.turn(), P2);
    // The others hear only that a card was taken.
    let steal = events.iter().chain(&rest).find(|e| matches!(e, Event::Stole { .. })).expect("a steal");
    assert!(game.describe(steal, Some(P1)).contains(&stolen.symbol()));
    assert!(game.describe(steal, Some(P2)).contains(&stolen.symbol()), "the victim knows what they lost");
    assert_eq!(game.describe(steal, None), "Player 1 took a card from Player 2's hand.");
}

#[test]
fn the_jack_needs_a_rival_holding_two_cards() {
    let game = position(&[side("2c", "2d 9h", "Jc"), side("5h", "3c 9d", "")], "", "Td");
    assert!(refused(&game, "jack 2").contains("two cards or more"));
}

#[test]
fn interpretation_the_jack_is_the_turns_action_once_a_turn() {
    // With the Dagger Token's second action the Jack still steals only once.
    let mut game = position(&[side("2c", "2d 9h", "Jc Qc Kc Ac"), side("5h 6h 7h", "3c 9d", "")], "", "Td");
    play(&mut game, "jack 2");
    play_lets(&mut game);
    let discard = game.hand(P1).iter().next().expect("a card");
    play(&mut game, &format!("discard {discard}"));
    assert_eq!(game.to_act(), Some(P1), "a second action is left");
    assert!(refused(&game, "jack 2").contains("once a turn"));
}

// ----- blocks -----

#[test]
fn a_token_blocks_an_attack_and_both_sides_cards_go() {
    let mut game = position(&[side("5s 4c 9s", "2c 8h", ""), side("2h", "3c 9h", "Qd Kd")], "", "Td");
    play(&mut game, "attack 2 4c+5s");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Block(P2)));
    assert!(legal(&game, "block Qd") && legal(&game, "block Kd") && legal(&game, "let"));
    play(&mut game, "block Qd");
    assert_eq!(top(&game, P2), Some(card("9h")), "the attack was stopped");
    assert_eq!(game.area(P2).field, set("Kd"));
    assert!(game.graveyard().iter().copied().collect::<CardSet>().includes(set("4c 5s Qd")));
    assert_eq!(game.turn(), P2);
}

#[test]
fn a_token_never_blocks_a_dagger() {
    let mut game = position(&[side("Ac 5c", "2c 8h", ""), side("2h", "3c 9h", "Qd")], "", "Td");
    play(&mut game, "dagger Ac pay 5c on 2:shrine");
    assert!(!matches!(game.pending(), Some((_, _, Stage::Block(_)))), "no block is offered");
    assert!(refused_now(&game, "block Qd"));
}

fn refused_now(game: &Shrine, text: &str) -> bool {
    game.clone().apply(action(text)).is_err()
}

#[test]
fn interpretation_a_resurrection_attack_can_be_blocked_a_quad_cannot() {
    let sides = [side("3h 4c 5d 2s", "2c 8h", ""), side("2h", "3c 9h", "Qd")];
    let mut game = position(&sides, "7s", "Td");
    play(&mut game, "rise 3h+4c+5d attack 2 2s");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Block(P2)));
    let mut game = position(&[side("7c 7d 7h 7s", "2c 8h", ""), side("2h", "3c 9h", "Qd")], "", "Td");
    play(&mut game, "quad 7c+7d+7h+7s on 2");
    assert!(!matches!(game.pending(), Some((_, _, Stage::Block(_)))));
}

// ----- the Triad -----

#[test]
fn a_triad_holds_seven_and_lets_an_ace_be_the_dagger_token() {
    let game = position(&[side("9d 9c Ah 3h", "2c 3c 4c 5c 9h", "Jc Qd Kd"), side("2h", "3d Ts", "")], "", "7s");
    assert!(legal(&game, "heal 9c+9d"), "a sixth card with a Triad");
    assert!(legal(&game, "token Ah pay 3h"));
    let plain = position(&[side("Ah 3h", "2c 9h", "Jc Qd"), side("2h", "3d Ts", "")], "", "7s");
    assert!(!legal(&plain, "token Ah pay 3h"));
}

#[test]
fn the_dagger_token_gives_an_extra_draw_and_an_extra_action() {
    let sides = [side("5s 4c 6s 2c", "3h Th", "Jc Qd Kd Ah"), side("2h", "7s 8d 9h", "")];
    let mut game = position_with(&Options::default(), &sides, "", "Td 6d 2d", false);
    assert!(game.hand(P1).includes(set("Td 6d")), "two cards drawn");
    play(&mut game, "attack 2 4c+5s");
    assert_eq!(game.to_act(), Some(P1));
    play(&mut game, "attack 2 2c+6s");
    assert_eq!((game.turn(), top(&game, P2)), (P2, Some(card("7s"))));
}

#[test]
fn a_broken_triad_cuts_the_shrine_to_five_and_loses_the_dagger_token() {
    let sides = [side("Ac 5c", "2c 9h", ""), side("2h", "2d 3d 4d 5d 6d 7d 8d", "Jc Qd Kd Ah")];
    let mut game = position(&sides, "", "Td");
    play(&mut game, "dagger Ac pay 5c on 2:Q");
    play_lets(&mut game);
    assert_eq!(game.area(P2).field, set("Jc Kd"));
    assert_eq!((size(&game, P2), top(&game, P2)), (5, Some(card("6d"))));
    assert!(game.graveyard().iter().copied().collect::<CardSet>().includes(set("Qd Ah 7d 8d")));
}

// ----- Daggers -----

#[test]
fn a_dagger_paid_in_its_colour_takes_a_token_or_a_shrine_top() {
    let mut game = position(&[side("Ac 5c 5h", "2c 8h", ""), side("2h", "3c 9h", "Kd")], "", "Td");
    assert!(refused(&game, "dagger Ac pay 5h on 2:K").contains("paid with a card of its colour"));
    play(&mut game, "dagger Ac pay 5c on 2:K");
    play_lets(&mut game);
    assert!(game.area(P2).field.is_empty());
    assert!(game.graveyard().iter().copied().collect::<CardSet>().includes(set("Ac 5c Kd")));
    let mut game = position(&[side("Ac 5c", "2c 8h", ""), side("2h", "3c 9h", "")], "", "Td");
    play(&mut game, "dagger Ac pay 5c on 2:shrine");
    play_lets(&mut game);
    assert_eq!(top(&game, P2), Some(card("3c")));
}

#[test]
fn a_dagger_block_discards_both_daggers_and_nothing_else_happens() {
    let mut game = position(&[side("Ac 5c", "2c 8h", ""), side("Ad 4h 9s", "3c 9h", "")], "", "Td");
    play(&mut game, "dagger Ac pay 5c on 2:shrine");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Block(P2)));
    assert!(!legal(&game, "dagger-block Ad pay 9s"), "paid in the Dagger's colour");
    play(&mut game, "dagger-block Ad pay 4h");
    assert_eq!(top(&game, P2), Some(card("9h")));
    assert_eq!(game.hand(P2), set("9s"));
    assert!(game.graveyard().iter().copied().collect::<CardSet>().includes(set("Ac 5c Ad 4h")));
    assert_eq!(game.turn(), P2);
}

// ----- combos -----

#[test]
fn a_triplet_takes_every_token_of_a_rival_interpretation_who_has_one() {
    let mut game = position(&[side("7c 7d 7h", "2c 8h", ""), side("2h", "3c 9h", "Qd Kd")], "", "Td");
    play(&mut game, "triplet 7c+7d+7h on 2");
    play_lets(&mut game);
    assert!(game.area(P2).field.is_empty());
    let bare = position(&[side("7c 7d 7h", "2c 8h", ""), side("2h", "3c 9h", "")], "", "Td");
    assert!(refused(&bare, "triplet 7c+7d+7h on 2").contains("against a rival with Tokens"));
}

#[test]
fn a_quad_takes_every_token_and_the_shrine_top() {
    let mut game = position(&[side("7c 7d 7h 7s", "2c 8h", ""), side("2h", "3c 9h", "Qd")], "", "Td");
    play(&mut game, "quad 7c+7d+7h+7s on 2");
    play_lets(&mut game);
    assert!(game.area(P2).field.is_empty());
    assert_eq!(top(&game, P2), Some(card("3c")));
}

#[test]
fn a_resurrection_runs_king_ace_two_and_raises_the_graveyards_top_card() {
    let sides = [side("Kc Ad 2h", "2c 8h", ""), side("6d", "3c 9h", "")];
    let game = position(&sides, "5s 7h", "Td");
    assert!(legal(&game, "rise Kc+Ad+2h shrine"));
    assert!(refused(&game, "rise Kc+Ad+3h shrine").contains("three cards in sequence"));
    let mut game = game;
    play(&mut game, "rise Kc+Ad+2h shrine");
    play_lets(&mut game);
    assert_eq!(top(&game, P1), Some(card("7h")), "onto the Shrine without matching 9♥");
    // Interpretation: the risen card was the top before the three were buried.
    assert_eq!(game.graveyard().iter().copied().collect::<CardSet>(), set("5s Kc Ad 2h"));
}

#[test]
fn a_risen_card_may_attack_with_cards_from_the_hand_or_alone() {
    let sides = [side("3h 4c 5d 2s", "2c 8h", ""), side("2h", "3c 9h", "")];
    let game = position(&sides, "7s", "Td");
    assert!(legal(&game, "rise 3h+4c+5d attack 2 2s"), "7♠ + 2♠ = 9 against 9♥");
    assert!(!legal(&game, "rise 3h+4c+5d attack 2 -"), "7 alone is not 9");
    let game = position(&sides, "9s", "Td");
    assert!(legal(&game, "rise 3h+4c+5d attack 2 -"));
    let mut game = game;
    play(&mut game, "rise 3h+4c+5d attack 2 -");
    play_lets(&mut game);
    assert_eq!(top(&game, P2), Some(card("3c")));
}

#[test]
fn a_risen_token_or_dagger_is_played_without_paying() {
    let sides = [side("3h 4c 5d", "2c 8h", ""), side("2h", "3c 9h", "Kd")];
    let mut game = position(&sides, "Qs", "Td");
    play(&mut game, "rise 3h+4c+5d token");
    play_lets(&mut game);
    assert_eq!(game.area(P1).field, set("Qs"));
    let mut game = position(&sides, "As", "Td");
    assert!(!legal(&game, "rise 3h+4c+5d dagger-token"), "the Dagger Token needs a Triad");
    play(&mut game, "rise 3h+4c+5d dagger on 2:K");
    play_lets(&mut game);
    assert!(game.area(P2).field.is_empty());
    let triad = [side("3h 4c 5d", "2c 8h", "Jc Qd Kd"), side("2h", "3c 9h", "")];
    let mut game = position(&triad, "As", "Td");
    play(&mut game, "rise 3h+4c+5d dagger-token");
    play_lets(&mut game);
    assert!(game.area(P1).has(Rank::ACE));
}

// ----- Fizzle -----

#[test]
fn a_fizzle_costs_the_whole_hand_of_three_or_more_and_the_actions_cards_are_lost() {
    let mut game = position(&[side("5s 4c", "2c 8h", ""), side("2h 3h 8d", "3c 9h", "")], "", "Td");
    play(&mut game, "attack 2 4c+5s");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Fizzle(P2)));
    let events = play(&mut game, "fizzle");
    assert!(events.iter().any(|e| matches!(e, Event::Failed { .. })), "Player 1 holds no three to counter");
    assert!(game.hand(P2).is_empty());
    assert_eq!(top(&game, P2), Some(card("9h")));
    assert!(game.graveyard().iter().copied().collect::<CardSet>().includes(set("4c 5s 2h 3h 8d")));
    assert_eq!(game.turn(), P2, "a stopped action still used the turn");
}

#[test]
fn no_fizzle_from_a_hand_of_two() {
    let mut game = position(&[side("5s 4c", "2c 8h", ""), side("2h 3h", "3c 9h", "")], "", "Td");
    play(&mut game, "attack 2 4c+5s");
    assert_eq!(game.pending(), None, "nobody could answer: the attack went through");
    assert_eq!(top(&game, P2), Some(card("3c")));
}

#[test]
fn a_counter_fizzle_needs_three_besides_the_actions_cards_and_cannot_be_answered() {
    let mut game = position(&[side("5s 4c 2d 3d 6h", "2c 8h", ""), side("2h 3h 8d", "3c 9h", "")], "", "Td");
    play(&mut game, "attack 2 4c+5s");
    play(&mut game, "fizzle");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Counter(P2)));
    assert_eq!(game.to_act(), Some(P1));
    play(&mut game, "counter");
    assert_eq!(game.pending(), None, "nobody answers a counter");
    assert_eq!(top(&game, P2), Some(card("3c")), "the attack went through");
    assert!(game.hand(P1).is_empty() && game.hand(P2).is_empty());
    let short = position(&[side("5s 4c 2d 3d", "2c 8h", ""), side("2h 3h 8d", "3c 9h", "")], "", "Td");
    let mut short = short;
    play(&mut short, "attack 2 4c+5s");
    play(&mut short, "fizzle");
    assert_eq!(short.pending(), None, "two cards besides the attack's are not enough");
}

#[test]
fn interpretation_every_action_can_be_fizzled_but_not_draws_passes_or_answers() {
    let heal = position(&[side("9d 9c", "2c 9h", ""), side("2h 3h 8d", "3c Kh", "")], "", "7s");
    let token = position(&[side("Qh 3h", "2c 8h", ""), side("2h 3d 8d", "3c Kh", "")], "", "7s");
    let jack = position(&[side("2c", "2d 9h", "Jc"), side("2h 3h 8d", "3c Kh", "")], "", "7s");
    let triplet = position(&[side("7c 7d 7h", "2c 8h", ""), side("2h 3h 8d", "3c Kh", "Qd")], "", "7s");
    let rise = position(&[side("Kc Ad 2h", "2c 8h", ""), side("4h 3h 8d", "3c Kh", "")], "5s", "7s");
    for (game, text) in [
        (heal, "heal 9c+9d"),
        (token, "token Qh pay 3h"),
        (jack, "jack 2"),
        (triplet.clone(), "triplet 7c+7d+7h on 2"),
        (rise, "rise Kc+Ad+2h shrine"),
    ] {
        let mut game = game;
        play(&mut game, text);
        play_lets_until_fizzle(&mut game);
        assert_eq!(game.pending().map(|p| p.2), Some(Stage::Fizzle(P2)), "{text} can be fizzled");
    }
    let mut game = triplet;
    play(&mut game, "pass");
    assert_eq!(game.pending(), None, "a pass cannot");
    let sides = [side("2c", "2d 9h", ""), side("2h 3h 8d", "3c Kh", "")];
    let mut game = position_with(&Options::default(), &sides, "5s", "7s", false);
    play(&mut game, "take");
    assert_eq!(game.pending(), None, "taking from the Graveyard cannot");
    // A Dagger block is an answer: once made, nobody may fizzle it.
    let mut game =
        position(&[side("Ac 5c", "2c 8h", ""), side("Ad 4h", "3c Kh", ""), side("2s 3s 4s", "6d 9d", "")], "", "Td");
    play(&mut game, "dagger Ac pay 5c on 2:shrine");
    play(&mut game, "dagger-block Ad pay 4h");
    assert_eq!(game.pending(), None);
}

#[test]
fn interpretation_the_target_answers_first_then_the_fizzle_goes_round_from_the_actors_left() {
    let sides = [side("5s 4c", "2c 8h", ""), side("2h 3h 8d", "3c 9d", ""), side("2d 3d 4d", "6c 9h", "Qd")];
    let mut game = position(&sides, "", "Td");
    play(&mut game, "attack 3 4c+5s");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Block(P3)), "the target blocks first");
    play(&mut game, "let");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Fizzle(P2)), "then Player 2, on the actor's left");
    play(&mut game, "let");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Fizzle(P3)), "then Player 3");
    play(&mut game, "fizzle");
    assert_eq!(top(&game, P3), Some(card("9h")));
}

#[test]
fn interpretation_the_actor_chooses_the_target_among_several_rivals() {
    let sides = [side("5s 4c", "2c 8h", ""), side("2h", "3c 9d", ""), side("2d", "6c 9h", "")];
    let game = position(&sides, "", "Td");
    assert!(legal(&game, "attack 2 4c+5s") && legal(&game, "attack 3 4c+5s"));
}

#[test]
fn interpretation_a_fizzle_costs_three_chosen_cards_with_the_alternate_rule() {
    let options = Options { fizzle: FizzleRule::Three, ..Options::default() };
    let sides = [side("5s 4c 2d 3d 6h", "2c 8h", ""), side("2h 3h 8d 9c", "3c 9h", "")];
    let mut game = position_with(&options, &sides, "", "Td", true);
    play(&mut game, "attack 2 4c+5s");
    assert!(!legal(&game, "fizzle"), "three cards are named");
    play(&mut game, "fizzle 2h+3h+8d");
    assert_eq!(game.hand(P2), set("9c"));
    play(&mut game, "counter 2d+3d+6h");
    assert_eq!(top(&game, P2), Some(card("3c")));
}

// ----- out and winning -----

#[test]
fn an_empty_shrine_puts_its_owner_out_and_the_last_shrine_wins() {
    let mut game = position(&[side("5s 4c", "2c 8h", ""), side("2h 3h", "9h", "Qd")], "", "Td");
    play(&mut game, "attack 2 4c+5s");
    play(&mut game, "let");
    assert_eq!(game.outcome().and_then(parlour_core::Outcome::sole_winner), Some(P1));
    assert!(!game.is_in(P2));
    assert!(game.hand(P2).is_empty() && game.area(P2).field.is_empty(), "their hand and Field go");
}

#[test]
fn with_three_players_the_game_goes_on_without_the_one_out() {
    let sides = [side("5s 4c", "2c 8h", ""), side("2h", "9h", ""), side("2d", "6c Kd", "")];
    let mut game = position(&sides, "", "Td 6s");
    play(&mut game, "attack 2 4c+5s");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.turn(), P3, "Player 2 is skipped");
}

#[test]
fn an_empty_deck_is_made_again_from_the_graveyard() {
    let sides = [side("2c", "2d 9h", ""), side("2h", "3c 9d", "")];
    let mut game = position_with(&Options::default(), &sides, "5s 6s 7s", "", false);
    let events = play(&mut game, "draw");
    assert!(events.iter().any(|e| matches!(e, Event::Reshuffled { cards: 3 })));
    assert_eq!((game.deck_len(), game.graveyard().len(), game.hand(P1).len()), (2, 0, 2));
}

#[test]
fn interpretation_an_empty_deck_is_made_again_only_when_a_card_is_needed_from_it() {
    let sides = [side("2c", "2d 9h", ""), side("2h", "3c 9d", "")];
    let mut game = position_with(&Options::default(), &sides, "5s 6s 7s", "", false);
    let events = play(&mut game, "take");
    assert!(!events.iter().any(|e| matches!(e, Event::Reshuffled { .. })), "{events:?}");
    assert_eq!((game.deck_len(), game.graveyard().len()), (0, 2), "the Graveyard waits for the next draw");
    assert!(game.hand(P1).contains("7s".parse::<Card>().expect("a card")), "the top was taken");
}

#[test]
fn interpretation_the_turn_limit_draws_the_game_among_those_still_in() {
    // Three players, Player 3 out already: the draw is Player 1's and Player 2's.
    let options = Options { players: 3, turn_limit: 50, ..Options::default() };
    let sides = [side("2c", "2d 9h", ""), side("2h", "3c 9d", ""), side("", "", "")];
    let setup = Setup {
        hands: sides.iter().map(|s| cards(s.hand)).collect(),
        shrines: sides.iter().map(|s| cards(s.shrine)).collect(),
        deck: Some(cards("Td 6s")),
        phase: TurnPhase::Act,
        turns: 49,
        ..Setup::default()
    };
    let mut game = Shrine::from_setup(&options, &setup).expect("a position");
    assert!(!game.is_in(P3));
    play(&mut game, "pass");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winners.iter().collect::<Vec<_>>(), [P1, P2], "those still in share it");
    assert_eq!(Options::default().turn_limit, 300);
}

// ----- the Balance card -----

fn balance(rule: BalanceRule) -> Options {
    Options { balance: rule, ..Options::default() }
}

#[test]
fn the_balance_card_drawn_is_played_at_once_uses_the_action_and_evens_everyone_out() {
    let sides = [side("2c 3c 4c", "2d 3d 9h", "Qd Kd"), side("5h 6h", "4s 5s 6s 7s 9d", "Jc")];
    let mut game = position_with(&balance(BalanceRule::Once), &sides, "8h Qs", "Jk 7c Kh Ts", false);
    let events = play(&mut game, "draw");
    assert!(events.iter().any(|e| matches!(e, Event::Balance { seat } if *seat == P1)));
    assert_eq!(game.turn(), P2, "drawing it used the turn's action");
    // Player 2 was evened out: three in hand (before their own draw), a
    // Shrine of three, the Queen and King (found in the Graveyard and the
    // deck) and no Jack.
    assert_eq!(size(&game, P2), 3);
    let field = &game.area(P2);
    assert!(field.has(Rank::QUEEN) && field.has(Rank::KING) && !field.has(Rank::JACK), "{}", field.field);
    assert_eq!(game.hand(P2).len(), 3 + 1, "three, and the card just drawn");
    assert!(game.graveyard().is_empty(), "deck and Graveyard were shuffled together");
    assert!(!game.graveyard().contains(&Card::JOKER));
}

#[test]
fn the_balance_card_leaves_the_game_or_is_shuffled_back() {
    for (rule, back) in [(BalanceRule::Once, false), (BalanceRule::Reshuffle, true)] {
        let sides = [side("2c", "2d 9h", ""), side("5h", "4s 9d", "")];
        let mut game = position_with(&balance(rule), &sides, "8h", "Jk 7c Ts 3s", false);
        play(&mut game, "draw");
        let placed: usize =
            [P1, P2].iter().map(|&s| game.hand(s).len() + size(&game, s) + game.area(s).field.len()).sum();
        let cards = placed + game.graveyard().len() + game.deck_len();
        assert_eq!(cards, 10 + usize::from(back), "{rule:?}: the Balance card is back in the deck: {back}");
    }
}

#[test]
fn interpretation_turned_up_in_a_shrine_the_balance_card_is_played_by_its_owner_at_once() {
    let sides = [side("5s 4c 2c", "2d 3d 8h", ""), side("5h 6h", "4s Jk 9h", "")];
    let mut game = position_with(&balance(BalanceRule::Once), &sides, "8c", "7c Ts", true);
    let events = play(&mut game, "attack 2 4c+5s");
    assert!(events.iter().any(|e| matches!(e, Event::Balance { seat } if *seat == P2)), "{events:?}");
    assert_eq!(top(&game, P2), Some(card("4s")));
    assert_eq!(game.hand(P1).len(), 2, "Player 1 evened to Player 2's hand");
    assert_eq!(size(&game, P1), 1, "and to their Shrine of one");
}

#[test]
fn interpretation_the_balance_card_as_a_shrines_last_card_leaves_it_empty() {
    let sides = [side("5s 4c", "2d 8h", ""), side("5h 6h", "Jk 9h", "")];
    let mut game = position_with(&balance(BalanceRule::Once), &sides, "8c", "7c Ts", true);
    play(&mut game, "attack 2 4c+5s");
    assert_eq!(game.outcome().and_then(parlour_core::Outcome::sole_winner), Some(P1));
}

#[test]
fn interpretation_the_balance_card_is_never_dealt() {
    for seed in 0..200 {
        let game = Shrine::new(&balance(BalanceRule::Once), seed).expect("a game");
        for seat in [P1, P2] {
            assert!(!game.hand(seat).contains(Card::JOKER));
            assert!(game.area(seat).shrine.iter().all(|s| !s.card.is_joker()), "seed {seed}");
        }
    }
}

// ----- alternate healing -----

#[test]
fn alternate_healing_is_an_attack_in_the_tops_own_colour() {
    let options = Options { healing: Healing::Alternate, ..Options::default() };
    let sides = [side("5h 4d 9c 9s", "2c 9h", ""), side("2h", "3c 9d", "")];
    let game = position_with(&options, &sides, "", "7s", true);
    assert!(legal(&game, "heal 4d+5h"));
    assert!(refused(&game, "heal 9c+9s").contains("Shrine top's colour"));
}

// ----- what each seat may see -----

#[test]
fn a_seat_sees_its_own_hand_and_counts_of_the_others() {
    let game = Shrine::new(&Options::default(), 5).expect("a game");
    let view = game.view(Some(P1));
    assert_eq!(view.hands[0].shown().map(<[Card]>::len), Some(game.hand(P1).len()));
    assert_eq!(view.hands[1].shown(), None);
    assert_eq!(view.hands[1].len(), 5);
    let json = ron::to_string(&game.view(Some(P2))).expect("serialized");
    for c in game.hand(P1).iter() {
        assert!(!json.contains(&format!("\"{c}\"")), "Player 1's {c} shows in Player 2's view");
    }
}

#[test]
fn determinize_keeps_what_the_seat_has_seen_and_deals_the_rest() {
    let sides = [side("5s 4c 9d", "2c 3c 9h", ""), side("5h 6h 7h", "4s 6s Td", "")];
    let mut game = position_with(&Options::default(), &sides, "8h", "7c Ts 2s 3s", false);
    play(&mut game, "take");
    // Player 1 took 8♥ in sight of everyone: Player 2 knows it is there.
    let mut rng = parlour_core::rng::seeded(9);
    let (mut hands, mut decks, mut shrines) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..30 {
        let sample = game.determinize(P2, &mut rng);
        assert_eq!(sample.hand(P2), game.hand(P2));
        assert!(sample.hand(P1).contains(card("8h")));
        assert_eq!(sample.hand(P1).len(), game.hand(P1).len());
        assert_eq!(top(&sample, P1), top(&game, P1));
        assert_eq!(sample.deck_len(), game.deck_len());
        assert_eq!(sample.view(Some(P2)), game.view(Some(P2)));
        hands.push(sample.hand(P1));
        shrines.push(sample.area(P1).shrine.iter().map(|s| s.card).collect::<Vec<_>>());
        decks.push(sample.clone());
    }
    // And the rest is dealt again: Player 1's unknown cards and face-down
    // Shrine cards vary from sample to sample.
    hands.sort_unstable_by_key(|h| format!("{h}"));
    hands.dedup();
    assert!(hands.len() > 10, "Player 1's hand was dealt again: {} different hands in 30", hands.len());
    shrines.sort_unstable();
    shrines.dedup();
    assert!(shrines.len() > 10, "the face-down Shrine cards were dealt again");
    assert!(decks.windows(2).any(|w| w[0] != w[1]));
}

// ----- once a turn, the order of the Graveyard, the Jack's steal -----

#[test]
fn each_tokens_power_is_used_once_a_turn_even_with_the_dagger_tokens_two_actions() {
    // The King: an attack one off the top, once; an exact attack needs no power.
    let triad = "Jc Qd Kd Ah";
    let sides = [side("8c 9s 8s 2c", "3h Th", triad), side("2h", "7s 8d 9h", "")];
    let mut game = position(&sides, "", "5d 6d");
    play(&mut game, "attack 2 8c");
    play_lets(&mut game);
    assert_eq!((game.to_act(), top(&game, P2)), (Some(P1), Some(card("8d"))), "a second action, 8♦ on top");
    assert!(refused(&game, "attack 2 9s").contains("one off with the King"), "the King's power is spent");
    assert!(legal(&game, "attack 2 8s"), "an exact attack needs no power");
    let sides = [side("9s 9c 2c", "3h Th", triad), side("2h", "7s 8d 9h", "")];
    let mut exact = position(&sides, "", "5d 6d");
    play(&mut exact, "attack 2 9s");
    play_lets(&mut exact);
    assert!(legal(&exact, "attack 2 9c"), "after an exact attack the King still widens: 9 against 8♦");
    // The Queen: a heal one off the top, once.
    let sides = [side("8c 8d 4c 4h 5c 5h", "3h 9h", triad), side("2h", "7s 8s 9d", "")];
    let mut game = position(&sides, "", "5s 6d");
    play(&mut game, "heal 8c+8d");
    play_lets(&mut game);
    assert_eq!(top(&game, P1), Some(card("5s")));
    assert!(refused(&game, "heal 4c+4h").contains("one above or below with the Queen"));
    assert!(legal(&game, "heal 5c+5h"));
}

#[test]
fn interpretation_a_fizzled_steal_spends_the_jack_for_the_turn() {
    // Player 2 fizzles Player 1's steal from Player 3; the Dagger Token's
    // second action may not try the Jack again.
    let sides = [side("2c", "2h 9h", "Jc Qd Kd Ah"), side("2d 3d 4d", "3c Kh", ""), side("5h 6h", "4c 9d", "")];
    let mut game = position(&sides, "", "7s 8s");
    play(&mut game, "jack 3");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Fizzle(P2)));
    play(&mut game, "fizzle");
    assert_eq!(game.to_act(), Some(P1), "the second action is left");
    assert_eq!(game.hand(P3).len(), 2);
    assert!(refused(&game, "jack 3").contains("once a turn"));
}

#[test]
fn interpretation_the_thief_discards_only_after_taking_a_card() {
    // With three-card Fizzles, Player 2 fizzles away their whole hand and
    // Player 1 counters: the steal finds nothing, and nothing is discarded.
    let options = Options { fizzle: FizzleRule::Three, ..Options::default() };
    let sides = [side("2c 3c 4c 9s", "2d 9h", "Jc"), side("5h 6h 7h", "3s Kh", "")];
    let mut game = position_with(&options, &sides, "", "7s 8s", true);
    play(&mut game, "jack 2");
    play(&mut game, "fizzle 5h+6h+7h");
    let events = play(&mut game, "counter 2c+3c+4c");
    assert!(!events.iter().any(|e| matches!(e, Event::Stole { .. })), "nothing to take");
    assert_eq!(game.hand(P1), set("9s"), "the thief keeps their last card");
    assert_eq!(game.turn(), P2, "and the turn passes");
}

#[test]
fn interpretation_the_balance_cards_evening_out_reshuffles_an_empty_deck_first() {
    // The deck holds only the Balance card: Player 2's hand is filled from
    // the Graveyard shuffled into a new deck, as for any card needed.
    let sides = [side("2c 3c 4c 5c", "2d 9h", ""), side("5h", "4s 9d", "")];
    let mut game = position_with(&balance(BalanceRule::Once), &sides, "8h Qs 7d 6d", "Jk", false);
    let events = play(&mut game, "draw");
    let reshuffled = events.iter().position(|e| matches!(e, Event::Reshuffled { .. })).expect("a reshuffle");
    let drawn = events.iter().position(|e| matches!(e, Event::Drew { seat, .. } if *seat == P2)).expect("a draw");
    assert!(reshuffled < drawn, "the Graveyard became the deck before Player 2 drew: {events:?}");
    assert_eq!(game.hand(P2).len(), 4 + 1, "evened to four, and their own draw");
}

#[test]
fn interpretation_a_quad_against_a_triad_takes_the_top_before_the_shrine_is_cut_back() {
    let sides = [side("7c 7d 7h 7s", "2c 8h", ""), side("2h", "2d 3d 4d 5d 6d 8d 9d", "Jc Qd Kd Ah")];
    let mut game = position(&sides, "", "Td");
    play(&mut game, "quad 7c+7d+7h+7s on 2");
    play_lets(&mut game);
    assert!(game.area(P2).field.is_empty());
    // Seven less the top is six, cut back to five: 9♦ with the Quad, then 8♦.
    assert_eq!((size(&game, P2), top(&game, P2)), (5, Some(card("6d"))));
    assert!(grave(&game).ends_with(&cards("9d 7c 7d 7h 7s 8d")), "{:?}", grave(&game));
}

// ----- scenario setups -----

fn scenario(text: &str) -> Result<Shrine, String> {
    let scenario = parlour_core::scenario::Scenario::<Shrine>::from_ron(text).map_err(|e| e.to_string())?;
    scenario.run().map(|(game, _)| game).map_err(|e| e.to_string())
}

#[test]
fn a_setup_may_leave_parts_out_and_write_options_as_the_command_line_does() {
    let game = scenario(
        r#"Scenario(game: "shrine", options: (balance: once, fizzle: three, healing: alternate),
           setup: (shrines: [["9h"], ["8d"]], phase: Act))"#,
    )
    .expect("hands and fields left out are empty");
    assert!(game.hand(P1).is_empty() && game.area(P2).field.is_empty());
    assert_eq!(game.to_act(), Some(P1));
    let old = scenario(r#"Scenario(game: "shrine", options: (balance: Once), setup: (shrines: [["9h"], ["8d"]]))"#);
    assert!(old.is_ok(), "the capitalised spelling of saved games still reads: {old:?}");
    let error = scenario(r#"Scenario(game: "shrine", setup: (hands: [[]], shrines: [["9h"], ["8d"]]))"#)
        .expect_err("one hand for two players");
    assert!(error.contains("one list for each of the 2 players"), "{error}");
}

#[test]
fn a_setup_may_start_with_an_answer_pending() {
    let setup = |stage: &str| {
        format!(
            r#"Scenario(game: "shrine", options: (players: 3),
               setup: (hands: [["5s", "4c", "2c", "3c", "7c"], ["2h", "3h", "8d"], ["2d", "3d", "4d"]],
                       shrines: [["9c"], ["3s", "9h"], ["6c", "9d"]], fields: [[], ["Qd"], []],
                       phase: Answer(action: "attack 2 4c+5s", stage: {stage})))"#
        )
    };
    let game = scenario(&setup("Block(1)")).expect("the target may block");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Block(P2)));
    assert_eq!(game.to_act(), Some(P2));
    assert!(!game.hand(P1).contains(card("5s")), "the action's cards are out of the hand");
    assert!(legal(&game, "block Qd"));
    let mut game = scenario(&setup("Fizzle(2)")).expect("Player 3 may fizzle");
    play(&mut game, "fizzle");
    assert_eq!(game.pending().map(|p| p.2), Some(Stage::Counter(P3)), "Player 1 holds three more: a counter");
    let game = scenario(&setup("Counter(1)")).expect("Player 1 may counter Player 2's Fizzle");
    assert_eq!(game.to_act(), Some(P1));
    assert!(legal(&game, "counter"));
    for (stage, why) in [("Block(2)", "not the target"), ("Fizzle(0)", "the actor")] {
        let error = scenario(&setup(stage)).expect_err(why);
        assert!(error.contains("cannot answer"), "{stage}: {error}");
    }
    let illegal = setup("Block(1)").replace("attack 2 4c+5s", "attack 2 2c+3c");
    assert!(scenario(&illegal).expect_err("5 is not 9").contains("cannot be declared"));
}

#[test]
fn a_setup_may_start_with_a_discard_pending() {
    let trim = scenario(
        r#"Scenario(game: "shrine", setup: (hands: [["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c"], []],
           shrines: [["9h"], ["8d"]], phase: Trim))"#,
    );
    let mut game = trim.expect("eight in hand at the end of the turn");
    assert_eq!(names(&game).len(), 8);
    play(&mut game, "discard 2c");
    assert_eq!(game.turn(), P2);
    let steal = scenario(
        r#"Scenario(game: "shrine", setup: (hands: [["2c"], []], shrines: [["9h"], ["8d"]], phase: Discard))"#,
    );
    assert!(refused(&steal.expect("a discard after the steal"), "pass").contains("discarded"));
    let short =
        scenario(r#"Scenario(game: "shrine", setup: (hands: [["2c"], []], shrines: [["9h"], ["8d"]], phase: Trim))"#);
    assert!(short.expect_err("one card is no trim").contains("more than 7"));
}

/// The Graveyard, top last.
fn grave(game: &Shrine) -> Vec<Card> {
    game.graveyard().to_vec()
}

#[test]
fn the_graveyard_takes_each_actions_cards_in_the_order_the_rules_tell() {
    // A Dagger: its payment, then its target, then the Dagger.
    let mut game = position(&[side("Ac 5c", "2c 8h", ""), side("2h", "3c 9h", "")], "", "Td");
    play(&mut game, "dagger Ac pay 5c on 2:shrine");
    play_lets(&mut game);
    assert_eq!(grave(&game), cards("5c 9h Ac"));
    let mut game = position(&[side("Ac 5c", "2c 8h", ""), side("2h", "3c 9h", "Kd")], "", "Td");
    play(&mut game, "dagger Ac pay 5c on 2:K");
    play_lets(&mut game);
    assert_eq!(grave(&game), cards("5c Kd Ac"));
    // A Token: its payment.
    let mut game = position(&[side("Qh 3h", "2c 8h", ""), side("2h", "3c 9h", "")], "", "Td");
    play(&mut game, "token Qh pay 3h");
    play_lets(&mut game);
    assert_eq!(grave(&game), cards("3h"));
    // A Token block: the Token, then the attacker's pawns.
    let mut game = position(&[side("5s 4c", "2c 8h", ""), side("2h", "3c 9h", "Qd")], "", "Td");
    play(&mut game, "attack 2 4c+5s");
    play(&mut game, "block Qd");
    assert_eq!(grave(&game), cards("Qd 4c 5s"));
    // A Dagger block: both payments, then both Daggers.
    let mut game = position(&[side("Ac 5c", "2c 8h", ""), side("Ad 4h", "3c 9h", "")], "", "Td");
    play(&mut game, "dagger Ac pay 5c on 2:shrine");
    play(&mut game, "dagger-block Ad pay 4h");
    assert_eq!(grave(&game), cards("5c 4h Ac Ad"));
    // A Triplet: the Tokens, then the three.
    let mut game = position(&[side("7c 7d 7h", "2c 8h", ""), side("2h", "3c 9h", "Qd Kd")], "", "Td");
    play(&mut game, "triplet 7c+7d+7h on 2");
    play_lets(&mut game);
    assert_eq!(grave(&game), cards("Qd Kd 7c 7d 7h"));
    // A Quad: the Tokens, the Shrine's top, then the four.
    let mut game = position(&[side("7c 7d 7h 7s", "2c 8h", ""), side("2h", "3c 9h", "Qd")], "", "Td");
    play(&mut game, "quad 7c+7d+7h+7s on 2");
    play_lets(&mut game);
    assert_eq!(grave(&game), cards("Qd 9h 7c 7d 7h 7s"));
    // A Resurrection's attack: the top, the risen card and the pawns, then the three.
    let mut game = position(&[side("3h 4c 5d 2s", "2c 8h", ""), side("2h", "3c 9h", "")], "7s", "Td");
    play(&mut game, "rise 3h+4c+5d attack 2 2s");
    play_lets(&mut game);
    let three: Vec<Card> = set("3h 4c 5d").iter().collect();
    assert_eq!(grave(&game), [cards("9h 7s 2s"), three].concat());
    // A Fizzle: the Fizzle's cards, then the stopped action's.
    let mut game = position(&[side("5s 4c", "2c 8h", ""), side("2h 3h 8d", "3c 9h", "")], "", "Td");
    play(&mut game, "attack 2 4c+5s");
    play(&mut game, "fizzle");
    let hand: Vec<Card> = set("2h 3h 8d").iter().collect();
    assert_eq!(grave(&game), [hand, cards("4c 5s")].concat());
}

/// Lets every answer pass until the action waiting is settled.
fn play_lets(game: &mut Shrine) -> Vec<Event> {
    let mut events = Vec::new();
    while game.pending().is_some() {
        events.extend(play(game, "let"));
    }
    events
}

/// Lets the blocks pass until a Fizzle is offered (or nothing waits).
fn play_lets_until_fizzle(game: &mut Shrine) {
    while matches!(game.pending(), Some((_, _, Stage::Block(_)))) {
        play(game, "let");
    }
}
