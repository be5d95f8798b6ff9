//! What ends Undo: every event that shows someone a card they could not
//! see, or leaves something to chance, says so through `Game::reveals` —
//! answers out of turn included, for an answer that lets an action stand
//! shows what the action shows. Each path of Shrine and Wonderland, by
//! name, on exact positions; and the answers that show nothing, which Undo
//! may take back.

use parlour_core::cards::Card;
use parlour_core::games::shrine::{self, BalanceRule, Shrine, Stage, TurnPhase};
use parlour_core::games::wonderland::{self, GuardSetup, Wonderland};
use parlour_core::{Game, Seat};

const P1: Seat = Seat(0);
const P2: Seat = Seat(1);

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(|c| c.parse().expect("a card")).collect()
}

/// What the events of playing `text` in `game` show, as `Game::reveals`
/// words it (the first that does); `None` for nothing.
fn plays_and_shows<G: Game>(game: &mut G, text: &str) -> Option<&'static str> {
    let action = text.parse().unwrap_or_else(|_| panic!("{text} is notation"));
    assert!(game.legal_actions().contains(&action), "{text} should be legal");
    let events = game.apply(action).unwrap_or_else(|e| panic!("{text}: {e}"));
    events.iter().find_map(G::reveals)
}

// ----- Shrine -----

/// A Shrine position: each side's hand, Shrine (bottom first, the top face
/// up, the rest face down) and Field; Player 1 to act, the Graveyard
/// holding a card (so no turn starts with a draw made at once).
fn shrine(sides: &[(&str, &str, &str)], deck: &str, options: &shrine::Options) -> Shrine {
    let setup = shrine::Setup {
        hands: sides.iter().map(|s| cards(s.0)).collect(),
        shrines: sides.iter().map(|s| cards(s.1)).collect(),
        fields: sides.iter().map(|s| cards(s.2)).collect(),
        graveyard: cards("8c"),
        deck: Some(cards(deck)),
        turn: P1,
        phase: TurnPhase::Act,
        turns: 0,
    };
    let options = shrine::Options { players: sides.len() as u8, ..*options };
    Shrine::from_setup(&options, &setup).expect("a valid position")
}

fn two(p1: (&'static str, &'static str, &'static str), p2: (&'static str, &'static str, &'static str)) -> Shrine {
    shrine(&[p1, p2], "Td 6s", &shrine::Options::default())
}

/// Plays Player 1's `declared` action and checks that Player 2 answers it
/// at `stage`.
fn declared(game: &mut Shrine, declared: &str, stage: Stage) {
    assert_eq!(plays_and_shows(game, declared), None, "declaring shows only the cards played");
    assert_eq!(game.pending().map(|p| p.2), Some(stage), "Player 2 answers");
    assert_eq!(game.to_act(), Some(P2));
}

const TURNED_UP: Option<&str> = Some("a card was turned face up on a Shrine");

#[test]
fn shrine_letting_a_dagger_through_turns_up_the_card_beneath() {
    // Player 2 could block with their own Dagger, and lets it be.
    let mut game = two(("As 2s 9c", "3c 8d 9h", ""), ("Ah 5h", "2d 7c Kd", ""));
    declared(&mut game, "dagger As pay 2s on 2:shrine", Stage::Block(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), TURNED_UP);
    assert_eq!(game.area(P2).top(), Some(cards("7c")[0]), "7♣ is on top, face up");
    // Player 2 could Fizzle it, and lets it be.
    let mut game = two(("As 2s 9c", "3c 8d 9h", ""), ("4h 5h 6c", "2d 7c Kd", ""));
    declared(&mut game, "dagger As pay 2s on 2:shrine", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), TURNED_UP);
}

#[test]
fn shrine_letting_an_attack_through_turns_up_the_card_beneath() {
    let mut game = two(("9c 4s 2c", "3c 8d 9h", ""), ("2h 3h", "2d 7c Kd", "Qc"));
    declared(&mut game, "attack 2 4s+9c", Stage::Block(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), TURNED_UP);
}

#[test]
fn shrine_letting_a_quad_through_turns_up_the_card_beneath() {
    let mut game = two(("7h 7s 7c 7d 2c", "3c 8d 9h", ""), ("2h 3h 4h", "2d 6c Kd", "Qc"));
    declared(&mut game, "quad 7h+7s+7c+7d on 2", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), TURNED_UP);
}

#[test]
fn shrine_letting_a_heal_through_shows_the_decks_card() {
    let mut game = two(("9c 9d 2c", "3c 8d 9h", ""), ("2h 3h 4h", "2d 7c Kd", ""));
    declared(&mut game, "heal 9c+9d", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), Some("a card from the deck was turned face up on a Shrine"));
    assert_eq!(game.area(P1).top(), Some(cards("Td")[0]));
}

#[test]
fn shrine_letting_the_jack_through_shows_a_stolen_card() {
    let mut game = two(("2c 4c", "3c 8d 9h", "Jc"), ("4h 5h 6h", "2d 7c Kd", ""));
    declared(&mut game, "jack 2", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), Some("a card was stolen"));
}

#[test]
fn shrine_countering_a_fizzle_lets_the_attack_turn_up_the_card_beneath() {
    let mut game = two(("9c 4s 2c 5c 6c", "3c 8d 9h", ""), ("2h 3h 4h", "2d 7c Kd", ""));
    declared(&mut game, "attack 2 4s+9c", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "fizzle"), None, "a Fizzle shows only the fizzler's own cards");
    assert_eq!(game.to_act(), Some(P1), "Player 1 may counter");
    assert_eq!(plays_and_shows(&mut game, "counter"), TURNED_UP);
}

#[test]
fn shrine_letting_an_attack_through_onto_the_balance_card_plays_it() {
    let options = shrine::Options { balance: BalanceRule::Once, ..shrine::Options::default() };
    let mut game = shrine(&[("5s 4c 2c", "2d 3d 8h", ""), ("5h 6h 7h", "4s Jk 9h", "")], "7c Ts", &options);
    declared(&mut game, "attack 2 4c+5s", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), TURNED_UP, "4♠ turned up, then the Balance card played");
}

#[test]
fn shrine_letting_an_attack_through_that_puts_a_rival_out_shows_their_hand() {
    let sides = [("5s 4c 2c", "3c 8d 9d", ""), ("5h 6h 7h", "9h", ""), ("2s 3s", "4d 5d", "")];
    let mut game = shrine(&sides, "Td 6s", &shrine::Options::default());
    declared(&mut game, "attack 2 4c+5s", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), Some("a player went out and their hand was shown"));
}

#[test]
fn shrine_answers_that_show_nothing_leave_the_answer_to_be_taken_back() {
    // A Token blocks an attack.
    let mut game = two(("9c 4s 2c", "3c 8d 9h", ""), ("2h 3h", "2d 7c Kd", "Qc"));
    declared(&mut game, "attack 2 4s+9c", Stage::Block(P2));
    assert_eq!(plays_and_shows(&mut game, "block Qc"), None);
    // A Dagger blocks a Dagger.
    let mut game = two(("As 2s 9c", "3c 8d 9h", ""), ("Ah 5h", "2d 7c Kd", ""));
    declared(&mut game, "dagger As pay 2s on 2:shrine", Stage::Block(P2));
    assert_eq!(plays_and_shows(&mut game, "dagger-block Ah pay 5h"), None);
    // A Fizzle the actor cannot counter.
    let mut game = two(("9c 4s", "3c 8d 9h", ""), ("2h 3h 4h", "2d 7c Kd", ""));
    declared(&mut game, "attack 2 4s+9c", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "fizzle"), None);
    // A Token let onto the Field.
    let mut game = two(("Qc 2c 4c", "3c 8d 9h", ""), ("2h 3h 4h", "2d 7c Kd", ""));
    declared(&mut game, "token Qc pay 2c", Stage::Fizzle(P2));
    assert_eq!(plays_and_shows(&mut game, "let"), None);
}

#[test]
fn shrine_a_players_own_attack_that_turns_up_a_card_ends_their_undo_too() {
    // Nobody may answer (Player 2 holds two cards and no Token): the
    // attack stands at once and turns 7♣ up.
    let mut game = two(("9c 4s 2c", "3c 8d 9h", ""), ("2h 3h", "2d 7c Kd", ""));
    assert_eq!(plays_and_shows(&mut game, "attack 2 4s+9c"), TURNED_UP);
}

// ----- Wonderland -----

/// A Wonderland position of two gardens, Player 1 to play: guardsmen on
/// the central hedges, the hands, the Kings in front, the draw pile (next
/// card first); Player 2 the dealer.
fn wonderland(hands: [&str; 2], kings: [&str; 2], draw: &str) -> Wonderland {
    let guard = |c: &str, at: &str| Some(GuardSetup { card: cards(c)[0], at: at.parse().expect("a hedge") });
    let setup = wonderland::Setup {
        gardens: vec![cards("3c 9d 5h Ah 2s"), cards("7c 8d 4h 6s Td")],
        painted: vec!["p2.4".parse().expect("a hedge")],
        guards: vec![guard("7s", "p1.3"), guard("8s", "p2.3")],
        hands: hands.iter().map(|h| cards(h)).collect(),
        kings: kings.iter().map(|k| cards(k)).collect(),
        draw: Some(cards(draw)),
        dealer: P2,
        ..wonderland::Setup::default()
    };
    Wonderland::from_setup(&wonderland::Options::default(), &setup).expect("a valid position")
}

#[test]
fn wonderland_a_kings_cancel_or_a_face_card_let_through_shows_nothing() {
    let mut game = wonderland(["Qc 2c", "9c"], ["", "Kh"], "Th 9h 8h");
    assert_eq!(plays_and_shows(&mut game, "queen Qc on p2.4"), None);
    assert_eq!(game.to_act(), Some(P2), "Player 2 may cancel");
    assert_eq!(plays_and_shows(&mut game, "cancel"), None);
    let mut game = wonderland(["Qc 2c", "9c"], ["", "Kh"], "Th 9h 8h");
    plays_and_shows(&mut game, "queen Qc on p2.4");
    assert_eq!(plays_and_shows(&mut game, "let"), None);
}

#[test]
fn wonderland_ending_a_turn_draws() {
    let mut game = wonderland(["2c", "9c"], ["", ""], "Th 9h 8h");
    assert_eq!(plays_and_shows(&mut game, "end"), Some("a card was drawn"));
}

#[test]
fn wonderland_the_discard_down_to_five_turns_up_the_piles_top() {
    let mut game = wonderland(["2c 3h 4c 5c", "9c"], ["", ""], "6c 8h 8c");
    plays_and_shows(&mut game, "end");
    assert_eq!(game.to_act(), Some(P1), "Player 1 discards down to five");
    assert_eq!(plays_and_shows(&mut game, "discard 2c"), Some("a card was turned up"));
}

#[test]
fn wonderland_the_queen_of_hearts_turned_up_comes_into_play() {
    let mut game = wonderland(["2c 3h 4c 5c", "9c"], ["", ""], "6c 8h Qh");
    plays_and_shows(&mut game, "end");
    assert_eq!(plays_and_shows(&mut game, "discard 2c"), Some("the Queen of Hearts came into play"));
}

#[test]
fn wonderland_the_last_guardsman_chosen_shows_them_all() {
    let setup = wonderland::Setup {
        gardens: vec![cards("3c 9d 5h Ah 2s"), cards("7c 8d 4h 6s Td")],
        hands: vec![cards("2c 3d Kh Qs 9s 8c"), cards("2d 3h 4c 5c 6c Jd")],
        dealer: P2,
        turn: P2,
        phase: wonderland::TurnPhase::Choose,
        ..wonderland::Setup::default()
    };
    let mut game = Wonderland::from_setup(&wonderland::Options::default(), &setup).expect("the very start");
    assert_eq!(plays_and_shows(&mut game, "guard Jd"), None, "the dealer's choice stays face down");
    assert_eq!(plays_and_shows(&mut game, "guard Kh"), Some("the guardsmen were shown"));
}
