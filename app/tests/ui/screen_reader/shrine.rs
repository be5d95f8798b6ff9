//! Shrine by ear: a whole game against the bots, and every move announced once in the log's words.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour::desktop::tables::ShrineTable;
use parlour::desktop::tables::shrine::label;
use parlour::seat_player::SeatPlayer;
use parlour_core::bots::Level;
use parlour_core::games::shrine::{Action, Options, Shrine};
use parlour_core::{Game, GameKind, Seat};

use super::{Ear, assert_heard_result, enabled, key, named, press};
use crate::harness::{self, SeatedTable, choices, temp_dir};

/// A game of Shrine, a person against the easy bot, started from the
/// shelf; the person first when `first` is "1".
fn game(name: &str, seed: u64, first: &str) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let mut harness = harness::harness(choices(GameKind::Shrine, seats, &[("first", first)], seed), dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    (dir, harness)
}

/// The names a decision is taken from: an answer's "Let it happen" (or
/// "Let it fail"), the deck at a turn's start, Pass, and the cards of the
/// person's hand, which may be pressed whenever the turn is theirs ("10♥
/// in your hand": by their ranks).
const DECIDING: [&str; 16] =
    ["Let it", "Deck: ", "Pass", "A", "1", "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K"];

/// What the buttons of actions that use the picked cards begin with, the
/// ones the person likes best first.
const ACTIONS: [&str; 7] = ["Attack", "Heal", "Play ", "Dagger ", "Triplet", "Quad", "Resurrection"];

/// The cards of the person's hand that may be pressed, by name.
fn hand(harness: &Harness<'_, ParlourApp>) -> Vec<String> {
    let mut cards = enabled(harness, "");
    cards.retain(|name| name.ends_with(" in your hand"));
    cards
}

/// A card's rank and suit as its name says them: ("10", '♥').
fn rank_and_suit(name: &str) -> (&str, char) {
    let card = name.split(' ').next().unwrap_or_default();
    let suit = card.chars().last().unwrap_or_default();
    (card.trim_end_matches(suit), suit)
}

/// Whether two cards may make something together, as their names tell: one
/// value (a heal, a pair), or one colour (a Token paid for, an attack).
fn may_pair(a: &str, b: &str) -> bool {
    let red = |suit: char| matches!(suit, '♥' | '♦');
    let ((rank_a, suit_a), (rank_b, suit_b)) = (rank_and_suit(a), rank_and_suit(b));
    rank_a == rank_b || red(suit_a) == red(suit_b)
}

/// The answer to the question last heard: a Block when one is offered,
/// else letting it be — pressed by the key the question names.
fn answer(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear) {
    let asked = ear.heard.iter().rev().find(|words| words.contains("Choices: ")).cloned().expect("a question");
    let choices = asked.split("Choices: ").nth(1).unwrap_or_default().trim_end_matches('.');
    let keyed: Vec<(&str, &str)> = choices.split("; ").filter_map(|choice| choice.rsplit_once(", key ")).collect();
    // No key stands for two answers: the last Block heard is taken by its own.
    let letters: std::collections::HashSet<&str> = keyed.iter().map(|(_, letter)| *letter).collect();
    assert_eq!(letters.len(), keyed.len(), "a key named for two answers: {asked}");
    let block = keyed.iter().rev().find(|(words, _)| words.starts_with("Block with"));
    let chosen = block.or_else(|| keyed.iter().find(|(words, _)| words.starts_with("Let it")));
    let (_, letter) = chosen.unwrap_or_else(|| panic!("no Block nor Let among the choices heard: {asked}"));
    // The question took the focus: its first answer has it.
    let focused = harness::focused(harness).unwrap_or_default();
    assert!(keyed.iter().any(|(words, _)| focused == *words), "the focus is on {focused:?}, asked {asked}");
    let pressed = egui::Key::from_name(letter).unwrap_or_else(|| panic!("a key named {letter}"));
    let heard = key(harness, ear, pressed);
    if let Some((words, _)) = block {
        let token = words.rsplit(' ').next().unwrap_or_default();
        assert!(heard.iter().any(|h| h.contains(token)), "the key {letter} blocked with {token}: {heard:?}");
    }
}

/// Picks `cards` in the hand; presses the first button of an action they
/// make, if any, and returns whether it did (else puts them back).
fn try_cards(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear, cards: &[&String]) -> bool {
    for card in cards {
        press(harness, ear, card);
    }
    // What the cards picked make is said, each with its key, and taken by it.
    let told = ear.heard.last().cloned().unwrap_or_default();
    assert!(told.contains(" picked. "), "what the cards picked make was said: {told:?}");
    let lit = enabled(harness, "");
    let action = ACTIONS.iter().find_map(|verb| lit.iter().find(|name| name.starts_with(verb)));
    if let Some(action) = action.cloned() {
        let choices = told.split("Choices: ").nth(1).unwrap_or_default().trim_end_matches('.');
        let heard = choices.split("; ").find(|choice| choice.rsplit_once(", key ").is_some_and(|(w, _)| w == action));
        let heard = heard.unwrap_or_else(|| panic!("{action:?} was not among the choices heard: {told}"));
        let (_, letter) = heard.rsplit_once(", key ").unwrap_or_default();
        let before = crate::harness::actions_played(harness);
        key(harness, ear, egui::Key::from_name(letter).unwrap_or_else(|| panic!("{letter:?} is a key")));
        assert!(crate::harness::actions_played(harness) > before, "the key {letter} took {action:?}");
        return true;
    }
    press(harness, ear, "Clear");
    false
}

/// Plays the person's decision from the names alone: answers as
/// [`answer`] does; draws from the deck at a turn's start; discards the
/// first card when the table asks for a discard; else the first card, or
/// pair of cards of one value or colour, that makes an action, with that
/// action — and passes when nothing does.
fn play_by_ear(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear) {
    if !enabled(harness, "Let it").is_empty() {
        return answer(harness, ear);
    }
    if let Some(deck) = enabled(harness, "Deck: ").first().cloned() {
        return press(harness, ear, &deck);
    }
    // After the draw the focus is on something usable, not the dimmed deck.
    let focused = harness::focused(harness).unwrap_or_default();
    assert!(!focused.starts_with("Deck: "), "the focus rests on the dimmed deck: {focused:?}");
    let cards = hand(harness);
    let discarding = named(harness, "").iter().any(|words| words.contains("to discard"));
    if discarding {
        return press(harness, ear, cards.first().expect("a card to discard"));
    }
    for card in &cards {
        if try_cards(harness, ear, &[card]) {
            return;
        }
    }
    for (i, a) in cards.iter().enumerate() {
        for b in cards[i + 1..].iter().filter(|b| may_pair(a, b)) {
            if try_cards(harness, ear, &[a, b]) {
                return;
            }
        }
    }
    let pass = harness.get_by(|node| super::spoken(node) == "Pass").accesskit_node();
    assert_eq!(pass.description().as_deref(), Some("key P"), "Pass says its key");
    press(harness, ear, "Pass");
}

/// How many cards a name counts: "Deck: 31 cards" 31, "…: 1 card" 1,
/// "…: empty" 0.
fn counted(name: &str) -> usize {
    let words = name.split(": ").nth(1).unwrap_or_default();
    let number = words.split(' ').next().unwrap_or_default();
    number.parse().unwrap_or(0)
}

/// How many cards the names of the table count, the person's hand and the
/// Tokens on the Fields too: the whole deck, when nothing is lost.
fn cards_named(harness: &Harness<'_, ParlourApp>) -> usize {
    let piles = ["Deck: ", "Graveyard: ", "Your Shrine: ", "Player 2's Shrine: ", "Player 2's hand: "];
    let counts: usize = piles.iter().map(|pile| named(harness, pile).first().map_or(0, |name| counted(name))).sum();
    let mine = named(harness, "").iter().filter(|name| name.ends_with(" in your hand")).count();
    let tokens: usize = ["Your Field: ", "Player 2's Field: "]
        .iter()
        .filter_map(|field| named(harness, field).first().cloned())
        .map(|name| name.matches(['♣', '♦', '♥', '♠']).count())
        .sum();
    counts + mine + tokens
}

#[test]
fn shrine_screen_reader_plays_a_whole_game_by_ear() {
    let (_dir, mut harness) = game("sr-shrine-game", 5, "random");
    let mut play = |harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear| {
        // The rival's hand is known by its count.
        let rival = named(harness, "Player 2's hand: ");
        assert_eq!(rival.len(), 1, "the rival's hand has one name: {rival:?}");
        // No label on the table is empty (the bar's line while others decide).
        let empty =
            harness.query_all_by(|n| n.role() == egui::accesskit::Role::Label && super::spoken(n).trim().is_empty());
        assert_eq!(empty.count(), 0, "a label a screen reader names with nothing");
        play_by_ear(harness, ear);
    };
    let (ear, decisions) = super::play_by_ear::<ShrineTable>(&mut harness, &DECIDING, &mut play, false);
    let table = harness::table::<ShrineTable>(&harness);
    let outcome = table.outcome().expect("the record shows the game ended");
    assert_heard_result(&ear, outcome, table.final_scores());
    // The loser's Shrine is named empty and out; every card is named somewhere.
    if let Some(winner) = outcome.sole_winner() {
        let loser = if winner == Seat(0) { "Player 2's" } else { "Your" };
        let shrine = named(&harness, &format!("{loser} Shrine: "));
        assert_eq!(shrine, [format!("{loser} Shrine: empty, out")], "the loser's Shrine is gone");
    }
    assert_eq!(cards_named(&harness), 52, "the names count the whole deck");
    assert!(decisions >= 10, "the person played their share: {decisions}");
}

#[test]
fn shrine_screen_reader_hears_each_move_once_in_the_logs_words() {
    let (_dir, mut harness) = game("sr-shrine-heard", 6, "1");
    let (ear, _) = super::play_by_ear::<ShrineTable>(&mut harness, &DECIDING, &mut play_by_ear, true);
    // Each of the bot's moves was heard, in its order.
    let table = harness::table::<ShrineTable>(&harness);
    let bot = super::bot_moves_said(table);
    assert!(bot.len() >= 10, "the bot played a game: {bot:?}");
    super::assert_each_heard_apart(&ear, &bot);
    let questions = ear.heard.iter().filter(|words| words.contains("Choices: ")).count();
    assert!(questions > 0, "the person was asked to answer: {:#?}", ear.heard);
}

#[test]
fn shrine_screen_reader_the_key_said_for_a_pick_is_the_key_that_plays_it_with_the_jack_able_to_steal() {
    let dir = temp_dir("shrine-keys-said");
    // A turn where the Jack may steal and the cards picked make another action.
    let (file, seat, wanted) =
        harness::saved_before::<Shrine>(dir.path(), "jack.ron", &Options::default(), "easy", |game| {
            // A card action the bar lists after the Jack's steal: its number key
            // counts the steal's.
            let legal = game.legal_actions();
            let jack = legal.iter().position(|a| matches!(a, Action::Jack(_)))?;
            legal[jack..].iter().find(|a| !a.cards().is_empty()).copied()
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    // The card last drawn lands in the hand before it is picked.
    harness.run_steps(400);
    let mut ear = Ear::new();
    ear.listen(&harness);
    let table = harness::table::<ShrineTable>(&harness);
    let view = table.session().state().view(Some(seat));
    let said = label(&view, Options::default().healing, wanted);
    for card in wanted.cards().iter() {
        harness.get_by_label(&format!("{} in your hand", card.symbol())).click();
        // The pick's words come once the picking rests.
        for _ in 0..40 {
            harness.step();
            ear.listen(&harness);
        }
    }
    let choices = ear
        .heard
        .iter()
        .chain(&ear.described)
        .rev()
        .find(|words| words.contains("Choices: "))
        .cloned()
        .unwrap_or_else(|| panic!("the pick's choices are said: {:?} {:?}", ear.heard, ear.described));
    let key = choices
        .split("Choices: ")
        .nth(1)
        .unwrap_or_default()
        .split("; ")
        .find_map(|choice| choice.trim_end_matches('.').strip_prefix(&format!("{said}, key ")).map(str::to_owned))
        .unwrap_or_else(|| panic!("{said} among the choices: {choices}"));
    // S tells the cards picked too.
    let summary = super::key(&mut harness, &mut ear, egui::Key::S).join(" ");
    let picked: Vec<String> = wanted.cards().iter().map(parlour_core::cards::Card::symbol).collect();
    assert!(summary.contains("Picked: ") && picked.iter().all(|c| summary.contains(c.as_str())), "{summary}");
    let digit: u8 = key.parse().expect("a number key");
    let keys = [egui::Key::Num1, egui::Key::Num2, egui::Key::Num3, egui::Key::Num4, egui::Key::Num5];
    let before = harness::actions_played(&harness);
    harness.key_press(keys[usize::from(digit) - 1]);
    harness.run_steps(3);
    assert!(harness::actions_played(&harness) > before, "key {digit} plays");
    let record = &harness::table::<ShrineTable>(&harness).session().record().actions;
    assert_eq!(record[before], wanted.to_string(), "key {digit}, said for {said}, plays it: {choices}");
}
