//! Jalak by ear: a whole game against the easy bot, and every move
//! announced once in the log's words.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour::desktop::tables::{JalakTable, Table};
use parlour::seat_player::SeatPlayer;
use parlour_core::bots::Level;
use parlour_core::{GameKind, Seat};

use super::{Ear, assert_heard_result, enabled, named, press};
use crate::harness::{self, SeatedTable, choices, temp_dir};

/// A game of Jalak, a person against the easy bot, started from the
/// shelf; drawn after `turns` turns in all.
fn game(name: &str, seed: u64, turns: &str) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let options = [("turn-limit", turns)];
    let mut harness = harness::harness(choices(GameKind::Jalak, seats, &options, seed), dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    (dir, harness)
}

/// The words a move's button begins with.
const MOVES: [&str; 4] = ["Step ", "Climb ", "Cross ", "Push "];

/// The buttons for the moves the change chosen allows, in the tree's order.
fn moves(harness: &Harness<'static, ParlourApp>) -> Vec<String> {
    MOVES.iter().flat_map(|words| enabled(harness, words)).collect()
}

/// Plays the person's turn from the names alone: the first column they
/// may raise or lower, Raise if it may be raised (else Lower), then the
/// first move that change allows.
fn play_by_ear(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear) {
    let columns = enabled(harness, "Column ");
    let column = columns.iter().find(|name| name.ends_with(", you may raise or lower it"));
    let column = column.unwrap_or_else(|| panic!("no column may be changed: {columns:?}")).clone();
    press(harness, ear, &column);
    let square = column.trim_start_matches("Column ").split(':').next().unwrap_or_default().to_owned();
    let change = [format!("Raise: column {square} "), format!("Lower: column {square} ")]
        .iter()
        .find_map(|words| enabled(harness, words).first().cloned())
        .unwrap_or_else(|| panic!("after picking {column}, neither Raise nor Lower may be pressed"));
    // A button, not a toggle that is "not pressed".
    let toggled = harness.get_by(|n| n.label().as_deref() == Some(change.as_str())).accesskit_node().toggled();
    assert_eq!(toggled, None, "{change} is a button");
    press(harness, ear, &change);
    let then = moves(harness);
    let first = then.first().unwrap_or_else(|| panic!("after {change}, no move may be pressed"));
    press(harness, ear, &first.clone());
}

/// The names a decision is taken from.
const DECIDING: [&str; 1] = ["Column "];

#[test]
fn jalak_screen_reader_plays_a_whole_game_by_ear() {
    let (_dir, mut harness) = game("sr-jalak-game", 4, "60");
    let mut play = |harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear| {
        // Each pawn is named with where it stands.
        for pawn in ["Your pawn: ", "Player 2's pawn: "] {
            assert_eq!(named(harness, pawn).len(), 1, "one name for {pawn:?}");
        }
        play_by_ear(harness, ear);
    };
    let (ear, decisions) = super::play_by_ear::<JalakTable>(&mut harness, &DECIDING, &mut play, false);
    let table = harness::table::<JalakTable>(&harness);
    let outcome = table.outcome().expect("the record shows the game ended");
    assert_heard_result(&ear, outcome, table.final_scores());
    // Where the names put the pawns at the end is where the record has them.
    let state = table.session().state();
    for (seat, whose) in [(Seat(0), "Your pawn: "), (Seat(1), "Player 2's pawn: ")] {
        let name = named(&harness, whose).pop().unwrap_or_else(|| panic!("{whose:?} is named at the end"));
        let square = state.pawn(seat).to_string();
        assert!(name.contains(&format!("{square}, level ")) || name.ends_with(&square), "{name}, on {square}");
    }
    assert_eq!(named(&harness, "Column ").len(), 25, "the field's 25 columns are named");
    assert!(decisions >= 3, "the person played their share: {decisions}");
}

#[test]
fn jalak_screen_reader_hears_each_move_once_in_the_logs_words() {
    let (_dir, mut harness) = game("sr-jalak-heard", 7, "40");
    let (ear, decisions) = super::play_by_ear::<JalakTable>(&mut harness, &DECIDING, &mut play_by_ear, true);
    let table = harness::table::<JalakTable>(&harness);
    assert_eq!(ear.moves().len(), table.actions_played(), "one announcement a move: {:#?}", ear.heard);
    // Each of the bot's turns was heard: its change, then its move.
    let theirs = ear.heard.iter().filter(|words| words.starts_with("Player 2 ")).count();
    let bot_moves = table.actions_played() - decisions;
    assert_eq!(theirs, bot_moves, "an announcement for each of the bot's moves: {:#?}", ear.heard);
}

/// The label of what has the focus.
fn focused(harness: &Harness<'static, ParlourApp>) -> String {
    harness::focused(harness).unwrap_or_default()
}

#[test]
fn jalak_screen_reader_focus_follows_the_turn_and_the_keys_follow_the_field() {
    let (_dir, mut harness) = game("sr-jalak-keys", 4, "60");
    let mut ear = Ear::new();
    super::wait_for_decision(&mut harness, &mut ear, &DECIDING);
    // No column nor pawn says its name again as its description: a screen
    // reader would say each change of it twice.
    let twice: Vec<String> = harness
        .query_all_by(|node| node.label().is_some_and(|name| node.description().as_deref() == Some(name.as_str())))
        .map(|node| super::spoken(&node.accesskit_node()))
        .collect();
    assert!(twice.is_empty(), "named twice: {twice:?}");
    // Tab goes through the columns that can be changed first, in reading
    // order, row 5 first, each from a.
    harness.get_by(|node| super::spoken(node).starts_with("Column a5:")).focus();
    harness.run_steps(2);
    let mut order = vec![focused(&harness)];
    for _ in 0..5 {
        harness.key_press(egui::Key::Tab);
        harness.run_steps(2);
        order.push(focused(&harness));
    }
    let squares: Vec<&str> =
        order.iter().map(|n| n.trim_start_matches("Column ").split(':').next().unwrap_or("")).collect();
    assert_eq!(squares, ["a5", "a4", "a3", "a2", "a1", "b1"], "Tab order: {order:?}");
    // The arrows move a column at a time along the field, never diagonally.
    harness.get_by(|node| super::spoken(node).starts_with("Column c3:")).focus();
    harness.run_steps(2);
    let mut walked = Vec::new();
    for arrow in [egui::Key::ArrowUp, egui::Key::ArrowRight, egui::Key::ArrowDown, egui::Key::ArrowLeft] {
        harness.key_press(arrow);
        harness.run_steps(2);
        walked.push(focused(&harness).trim_start_matches("Column ").split(':').next().unwrap_or("").to_owned());
    }
    assert_eq!(walked, ["c4", "d4", "d3", "c3"], "the arrows on the field");
    // A column picked: the focus goes on to Raise or Lower, then to the first move.
    let column = enabled(&harness, "Column ").into_iter().find(|n| n.ends_with(", you may raise or lower it"));
    let column = column.expect("a column to change");
    press(&mut harness, &mut ear, &column);
    let change = focused(&harness);
    assert!(change.starts_with("Raise: ") || change.starts_with("Lower: "), "after the column: {change:?}");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(3);
    let first = focused(&harness);
    assert!(MOVES.iter().any(|m| first.starts_with(m)), "after the change: {first:?}");
    // The move played, its button gone: the focus stays on the field, not the window.
    harness.key_press(egui::Key::Enter);
    for _ in 0..12 {
        super::step(&mut harness, &mut ear);
        let on = focused(&harness);
        assert!(on.starts_with("Column "), "after the move the focus is on {on:?}");
    }
    super::wait_for_decision(&mut harness, &mut ear, &DECIDING);
    // S is short; F reads the whole field.
    let summary = super::key(&mut harness, &mut ear, egui::Key::S).join(" ");
    assert!(summary.contains("next to it: ") && !summary.contains("Row 5: "), "S: {summary}");
    assert_eq!(summary.matches("Your pawn: ").count(), 1, "each pawn said once: {summary}");
    let field = super::key(&mut harness, &mut ear, egui::Key::F).join(" ");
    assert!(field.starts_with("The field, from row 5 to row 1") && field.contains("Row 1: a1 "), "F: {field}");
}
