//! You Are Here by ear: a whole game against the easy bot, and every move
//! announced once in the log's words.

use std::cell::Cell as StdCell;
use std::collections::HashSet;
use std::rc::Rc;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour::desktop::tables::YouAreHereTable;
use parlour::seat_player::SeatPlayer;
use parlour_core::GameKind;
use parlour_core::Seat;
use parlour_core::bots::Level;
use parlour_core::games::you_are_here::{Cell, YouAreHere};

use super::{Ear, assert_heard_result, enabled, key, named, press, wait_for_decision};
use crate::harness::{self, SeatedTable, choices, temp_dir};
use parlour::desktop::tables::Table;

/// A game of You Are Here, a person against the easy bot, started from
/// the shelf; the person first when `first` is "1".
fn game(name: &str, seed: u64, first: &str) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let options = [("first", first)];
    let mut harness = harness::harness(choices(GameKind::YouAreHere, seats, &options, seed), dir.path());
    harness::start_game(&mut harness, GameKind::YouAreHere);
    (dir, harness)
}

/// Plays the person's decision from the names alone: the card a cascade
/// flips next when one must be chosen (the first lit square), else the first
/// card in hand on the first empty square.
fn play_by_ear(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear) {
    if let Some(card) = enabled(harness, "Hand card").first().cloned() {
        assert!(card.contains(", top "), "a hand card names its edges: {card}");
        press(harness, ear, &card);
        let square = enabled(harness, "Square")
            .into_iter()
            .find(|name| name.ends_with(": empty"))
            .unwrap_or_else(|| panic!("after picking {card}, no empty square may be pressed"));
        press(harness, ear, &square);
    } else {
        let square = enabled(harness, "Square").first().cloned().expect("a square to flip may be pressed");
        press(harness, ear, &square);
    }
}

/// The names a decision is taken from.
const DECIDING: [&str; 2] = ["Hand card", "Square"];

#[test]
fn you_are_here_screen_reader_plays_a_whole_game_by_ear() {
    let (_dir, mut harness) = game("sr-yah-game", 21, "random");
    let mut play = |harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear| {
        // The rival's hand is known by its count alone.
        let rival = named(harness, "Player 2's hand: ");
        assert_eq!(rival.len(), 1, "the rival's hand has one name: {rival:?}");
        play_by_ear(harness, ear);
    };
    let (ear, decisions) = super::play_by_ear::<YouAreHereTable>(&mut harness, &DECIDING, &mut play, false);
    // The board, as the tree names it, is full; the end was heard as the record has it.
    let squares = named(&harness, "Square ");
    assert_eq!(squares.len(), 9, "nine squares are named: {squares:?}");
    assert!(squares.iter().all(|s| !s.ends_with(": empty")), "the board is full: {squares:?}");
    let table = harness::table::<YouAreHereTable>(&harness);
    let outcome = table.outcome().expect("the record shows the game ended");
    assert_heard_result(&ear, outcome, table.final_scores());
    assert!(decisions >= 4, "the person played their share: {decisions}");
}

#[test]
fn you_are_here_screen_reader_hears_each_move_once_in_the_logs_words() {
    let (_dir, mut harness) = game("sr-yah-heard", 22, "2");
    let (ear, _) = super::play_by_ear::<YouAreHereTable>(&mut harness, &DECIDING, &mut play_by_ear, true);
    // One announcement a move, the person's too.
    let table = harness::table::<YouAreHereTable>(&harness);
    assert_eq!(ear.moves().len(), table.actions_played(), "one announcement a move: {:#?}", ear.heard);
    let picks = ear.heard.iter().filter(|words| words.contains(" picked, now a square")).count();
    assert!(picks >= 4, "each card picked was said: {:#?}", ear.heard);
}

#[test]
fn you_are_here_screen_reader_summary_and_repeat_keys() {
    let (_dir, mut harness) = game("sr-yah-keys", 23, "1");
    let mut ear = Ear::new();
    ear.listen(&harness);
    let heard = key(&mut harness, &mut ear, egui::Key::R);
    assert_eq!(heard.last().map(String::as_str), Some("No move has been played yet"), "R before any move: {heard:?}");
    assert!(ear.heard.iter().any(|words| words == "Your seat: Player 1."), "the seat is said as the game opens");
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    play_by_ear(&mut harness, &mut ear);
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    let last_move = ear.heard.last().cloned().expect("the bot's move was heard");
    assert!(last_move.starts_with("Player 2 plays "), "{last_move}");
    let summary = key(&mut harness, &mut ear, egui::Key::S);
    assert_eq!(summary.len(), 1, "S says one thing: {summary:?}");
    let summary = &summary[0];
    for words in [
        "Your turn",
        "You: 1 point",
        "Player 2: 1 point",
        "Your hand: ",
        "Player 2's hand: 5 cards",
        "Row 3: a3 ",
        "Row 1: a1 ",
    ] {
        assert!(summary.contains(words), "the summary says {words:?}: {summary}");
    }
    assert_eq!(summary.matches(", Player 2's, top ").count(), 1, "one card of Player 2's on the board: {summary}");
    assert_eq!(summary.matches(", yours, top ").count(), 1, "one card of the person's on the board: {summary}");
    assert_eq!(
        key(&mut harness, &mut ear, egui::Key::R),
        std::slice::from_ref(&last_move),
        "R says the last move again"
    );
    assert_eq!(key(&mut harness, &mut ear, egui::Key::R), [last_move], "and again");
    // A card picked: what the turn asks now is said.
    let card = enabled(&harness, "Hand card 1: ").remove(0);
    let name = card.split(", top").next().and_then(|c| c.split(": ").nth(1)).expect("the card's name").to_owned();
    let before = ear.heard.len();
    press(&mut harness, &mut ear, &card);
    assert_eq!(ear.heard[before..], [format!("Your turn: {name} picked, now a square for it (or another card)")]);
    // The window is named as its title is.
    let root = harness.root().accesskit_node().label();
    assert_eq!(root.as_deref(), Some("The You Are Here Game — Parlour"));
}

/// Every word a screen reader could speak of the tree now: each node's
/// name, value and description.
fn every_word(harness: &Harness<'_, ParlourApp>) -> Vec<String> {
    harness
        .query_all_by(|_| true)
        .flat_map(|node| {
            let node = node.accesskit_node();
            [node.label(), node.value(), node.description()]
        })
        .flatten()
        .collect()
}

/// The names of the cards `viewer` cannot see in `game` (the other hand and
/// both piles; every hand while the device is passed), less any name a card
/// they can see also bears (the two decks are alike).
fn secret_names(game: &YouAreHere, viewer: Option<Seat>) -> Vec<String> {
    let on_board = Cell::ALL.iter().filter_map(|&cell| game.at(cell)).map(|placed| placed.card);
    let in_hand = viewer.map_or(&[][..], |seat| game.hand(seat)).iter().copied();
    let seen: HashSet<&str> = on_board.chain(in_hand).map(|id| game.card(id).name.as_str()).collect();
    let names: HashSet<&str> = game.cards().iter().map(|card| card.name.as_str()).collect();
    let mut secret: Vec<String> = names.difference(&seen).map(|&name| name.to_owned()).collect();
    secret.sort();
    secret
}

#[test]
fn you_are_here_screen_reader_hot_seat_keeps_each_hand_secret() {
    let dir = temp_dir("sr-yah-hot-seat");
    let settings = choices(GameKind::YouAreHere, vec![SeatPlayer::Human, SeatPlayer::Human], &[("first", "1")], 24);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::YouAreHere);
    // Who last took the device, as the test presses "I am …"; nobody looks
    // while the device is being passed.
    let holder: Rc<StdCell<Option<Seat>>> = Rc::new(StdCell::new(None));
    // What was checked: frames, frames with a secret, names of a hand said to its holder.
    let tally: Rc<StdCell<(usize, usize, usize)>> = Rc::new(StdCell::new((0, 0, 0)));
    let (looking, counted) = (Rc::clone(&holder), Rc::clone(&tally));
    let watch = move |harness: &Harness<'_, ParlourApp>, heard: &[String]| {
        let passing = harness.query_by_label_contains("Pass the device to").is_some();
        let viewer = if passing { None } else { looking.get() };
        let game = harness::table::<YouAreHereTable>(harness).session().state();
        let secret = secret_names(game, viewer);
        let words = every_word(harness);
        for said in words.iter().chain(heard) {
            let told = secret.iter().find(|name| said.contains(name.as_str()));
            assert!(told.is_none(), "{told:?} was spoken to {viewer:?}, who cannot see it: {said:?}");
        }
        let own = viewer.map_or(0, |seat| {
            let hand = game.hand(seat).iter().map(|&id| game.card(id).name.as_str());
            hand.filter(|name| words.iter().any(|w| w.contains(name))).count()
        });
        let (frames, with_secrets, own_said) = counted.get();
        counted.set((frames + 1, with_secrets + usize::from(!secret.is_empty()), own_said + own));
    };
    let mut ear = Ear::watching(Box::new(watch));
    ear.listen(&harness);
    let mut decisions = 0;
    for _ in 0..5000 {
        super::step(&mut harness, &mut ear);
        if super::game_over(&harness) {
            break;
        }
        if let Some(button) = enabled(&harness, "I am Player ").first().cloned() {
            let number: u8 =
                button["I am Player ".len()..].split(':').next().and_then(|n| n.parse().ok()).expect("a seat");
            holder.set(Some(Seat(number - 1)));
            press(&mut harness, &mut ear, &button);
        } else if !enabled(&harness, "Hand card").is_empty() || !enabled(&harness, "Square").is_empty() {
            play_by_ear(&mut harness, &mut ear);
            decisions += 1;
        }
    }
    assert!(super::game_over(&harness), "the game came to its end");
    // The end, announced once settled, is heard and checked too.
    for _ in 0..=super::LATE {
        super::step(&mut harness, &mut ear);
    }
    assert!(decisions >= 9, "both players played their hands: {decisions} decisions");
    let (frames, with_secrets, own_said) = tally.get();
    assert!(with_secrets > frames / 2, "most frames had a card to keep secret: {with_secrets} of {frames}");
    assert!(own_said > 0, "a player's own cards are named to them");
    // The table knows what it does not say: the draw, in the drawer's own log.
    let table = harness::table::<YouAreHereTable>(&harness);
    let mine = table.log_words(Some(Seat(0)));
    assert!(mine.iter().any(|line| line.starts_with("Player 1 draws ") && line != "Player 1 draws a card."));
}
