//! Wonderland by ear: a whole game against the bots, and every move announced once in the log's words.

use egui_kittest::Harness;
use parlour::desktop::ParlourApp;
use parlour::desktop::tables::WonderlandTable;
use parlour::seat_player::SeatPlayer;
use parlour_core::GameKind;
use parlour_core::bots::Level;

use super::{Ear, assert_heard_result, enabled, key, named, press};
use crate::harness::{self, SeatedTable, choices, temp_dir};

/// A game of Wonderland, a person against the easy bot, started from the
/// shelf; the person deals (and plays first) when `dealer` is "1".
fn game(name: &str, seed: u64, dealer: &str) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let mut harness = harness::harness(choices(GameKind::Wonderland, seats, &[("dealer", dealer)], seed), dir.path());
    harness::start_game(&mut harness, GameKind::Wonderland);
    (dir, harness)
}

/// The names a decision is taken from: End turn while the turn lasts, an
/// answer's "Let it be", and the cards of the person's hand, which may be
/// pressed whenever the decision is theirs ("10♥ in your hand": by their
/// ranks).
const DECIDING: [&str; 15] = ["End turn", "Let it be", "A", "1", "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K"];

/// The cards of the person's hand that may be pressed, by name.
fn hand(harness: &Harness<'_, ParlourApp>) -> Vec<String> {
    let mut cards = enabled(harness, "");
    cards.retain(|name| name.ends_with(" in your hand"));
    cards
}

/// Whether the hedge the button `name` ends at ("Walk 3 clockwise to
/// p1.4") is a white one of the person's garden, as the hedge's name says.
fn to_a_white_hedge_of_mine(harness: &Harness<'_, ParlourApp>, name: &str) -> bool {
    let hedge = name.rsplit(" to ").next().unwrap_or_default();
    hedge.starts_with("p1.") && named(harness, &format!("Hedge {hedge}: ")).iter().any(|h| h.contains(", white"))
}

/// The action a card picked lights that the person likes: painting, a new
/// guardsman, the Jack's paint, or a walk to a white hedge of their own.
fn liked(harness: &Harness<'_, ParlourApp>) -> Option<String> {
    let lit = enabled(harness, "");
    let first = |verb: &str| lit.iter().find(|name| name.starts_with(verb)).cloned();
    first("Paint ").or_else(|| first("Put ")).or_else(|| first("Play the Jack")).or_else(|| {
        lit.iter().find(|name| name.starts_with("Walk ") && to_a_white_hedge_of_mine(harness, name)).cloned()
    })
}

/// Plays the person's decision from the names alone: cancels with a King
/// when asked (by the key the question names); chooses the first card as
/// the guardsman; discards the first card when the table asks for a
/// discard; else the first card that lights a liked action (see [`liked`])
/// plays it, and the turn ends when none does.
fn play_by_ear(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear) {
    if !enabled(harness, "Let it be").is_empty() {
        let asked = ear.heard.iter().rev().find(|words| words.contains("Choices: ")).cloned().expect("a question");
        assert!(asked.contains("Cancel ") && asked.contains(", key C"), "a cancel is offered: {asked}");
        key(harness, ear, egui::Key::C);
        return;
    }
    let cards = hand(harness);
    let status = named(harness, "Your ");
    if status.iter().any(|words| words.starts_with("Your choice: ") || words.contains("to discard")) {
        let card = cards.first().expect("a card in hand");
        press(harness, ear, card);
        if let Some(choose) = enabled(harness, "Choose ").first().cloned() {
            // What the card picked can do was said, with the key that does it.
            let letter = heard_key(ear, &choose);
            let before = crate::harness::actions_played(harness);
            key(harness, ear, egui::Key::from_name(&letter).unwrap_or_else(|| panic!("{letter:?} is a key")));
            assert!(crate::harness::actions_played(harness) > before, "the key {letter} chose {choose:?}");
        }
        return;
    }
    for card in &cards {
        press(harness, ear, card);
        if let Some(action) = liked(harness) {
            heard_key(ear, &action);
            return press(harness, ear, &action);
        }
        press(harness, ear, &format!("{card}, picked"));
    }
    key(harness, ear, egui::Key::E);
}

/// The key said for `action` among the choices of the card just picked
/// ("4♠ picked. Choices: Choose 4♠ as your guardsman, key 1.").
fn heard_key(ear: &Ear, action: &str) -> String {
    let told = ear.heard.last().cloned().unwrap_or_default();
    let choices = told.split(" picked. Choices: ").nth(1).unwrap_or_default().trim_end_matches('.');
    let choice = choices.split("; ").find_map(|choice| choice.rsplit_once(", key ").filter(|(w, _)| *w == action));
    let (_, letter) = choice.unwrap_or_else(|| panic!("{action:?} was not among the choices heard: {told}"));
    letter.to_owned()
}

#[test]
fn wonderland_screen_reader_plays_a_whole_game_by_ear() {
    let (_dir, mut harness) = game("sr-wonderland-game", 3, "1");
    let mut play = |harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear| {
        // The rival's hand is known by its count.
        let rival = named(harness, "Player 2's hand: ");
        assert_eq!(rival.len(), 1, "the rival's hand has one name: {rival:?}");
        play_by_ear(harness, ear);
    };
    let (ear, decisions) = super::play_by_ear::<WonderlandTable>(&mut harness, &DECIDING, &mut play, false);
    let table = harness::table::<WonderlandTable>(&harness);
    let outcome = table.outcome().expect("the record shows the game ended");
    assert_heard_result(&ear, outcome, table.final_scores());
    // The winner's garden is named all painted, hedge by hedge and on their label.
    let winner = outcome.sole_winner().expect("a winner");
    let garden = named(&harness, &format!("Hedge p{}.", winner.index() + 1));
    assert_eq!(garden.len(), 5, "five hedges in the winner's garden: {garden:?}");
    assert!(garden.iter().all(|hedge| hedge.contains(", painted")), "all painted: {garden:?}");
    let label = named(&harness, &format!("{winner}: "));
    assert!(label.iter().any(|l| l.contains("5 of 5 hedges painted")), "{label:?}");
    assert!(decisions >= 10, "the person played their share: {decisions}");
}

#[test]
fn wonderland_screen_reader_hears_each_move_once_in_the_logs_words() {
    let (_dir, mut harness) = game("sr-wonderland-heard", 4, "1");
    let (ear, _) = super::play_by_ear::<WonderlandTable>(&mut harness, &DECIDING, &mut play_by_ear, true);
    // Each of the bot's moves was heard, in its order.
    let table = harness::table::<WonderlandTable>(&harness);
    let bot = super::bot_moves_said(table);
    assert!(bot.len() >= 10, "the bot played a game: {bot:?}");
    super::assert_each_heard_apart(&ear, &bot);
}
