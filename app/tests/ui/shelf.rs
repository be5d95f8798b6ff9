//! The windows opened from the shelf: the History of past games, each with
//! its date and result, and the player's records against the bots, in words.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::Game;
use parlour_core::games::you_are_here::YouAreHere;
use parlour_core::record::Record;

use crate::harness::{self, temp_dir};

/// A game of The You Are Here Game as an earlier Parlour kept it in the
/// history (without how it ended), played to the end or for `moves` moves,
/// and its result in words.
fn game_record(seed: u64, moves: Option<usize>) -> (String, String) {
    let options = parlour_core::games::you_are_here::Options::default();
    let mut record = Record::<YouAreHere>::new(options.clone(), seed);
    record.players = vec!["human".to_owned(), "easy".to_owned()];
    let mut game = YouAreHere::new(&options, seed).expect("a game");
    while game.outcome().is_none() && moves.is_none_or(|m| record.actions.len() < m) {
        let actions = game.legal_actions();
        let action = actions[record.actions.len() % actions.len()];
        game.apply(action).expect("legal");
        record.push(action);
    }
    let result = match game.outcome() {
        None => "unfinished".to_owned(),
        Some(outcome) => outcome.sole_winner().map_or_else(|| "drawn".to_owned(), |seat| format!("{seat} won")),
    };
    (record.to_ron(), result)
}

/// The texts of the row of the History window that holds the widget
/// labelled `label`, left to right.
fn row_of(harness: &Harness<'_, ParlourApp>, label: &str) -> Vec<String> {
    let window = harness.get_by_role_and_label(Role::Window, "History");
    let widget = harness.get_by_label(label).rect();
    let row = egui::Rect::from_x_y_ranges(window.rect().x_range(), widget.y_range());
    let mut cells: Vec<(f32, String)> = window
        .query_all_by(|node| node.role() == Role::Label)
        .filter(|node| row.contains(node.rect().center()))
        .filter_map(|node| Some((node.rect().left(), node.accesskit_node().value()?)))
        .collect();
    cells.sort_by(|a, b| a.0.total_cmp(&b.0));
    cells.into_iter().map(|(_, text)| text).collect()
}

#[test]
fn the_history_tells_each_games_date_and_result_even_of_records_that_do_not_say() {
    let dir = temp_dir("history-results");
    let history = dir.path().join("history");
    std::fs::create_dir_all(&history).expect("a history folder");
    // 14 November 2023 and two days later, in UTC; the second game was given up.
    let (finished, result) = game_record(5, None);
    std::fs::write(history.join("001700000000-000000000-you-are-here.ron"), finished).expect("written");
    let (unfinished, _) = game_record(6, Some(3));
    std::fs::write(history.join("001700172800-000000000-you-are-here.ron"), unfinished).expect("written");
    let mut harness = harness::harness(Settings::default(), dir.path());
    harness.get_by_label("History").click();
    harness.run_steps(2);
    assert_eq!(row_of(&harness, "Ended"), ["Ended", "Game", "Players", "Moves", "Result"]);
    let replays: Vec<String> = harness
        .query_all_by_label_contains("Replay The You Are Here Game of ")
        .filter_map(|node| node.accesskit_node().label())
        .collect();
    assert_eq!(replays.len(), 2, "{replays:?}");
    let newest = row_of(&harness, &replays[0]);
    assert!(newest[0].contains("Nov 2023"), "the date first: {newest:?}");
    assert_eq!(newest[1..], ["The You Are Here Game", "human vs easy", "3", "unfinished"]);
    let oldest = row_of(&harness, &replays[1]);
    assert!(oldest[0].contains("Nov 2023") && oldest[0] != newest[0], "{oldest:?}");
    assert_eq!(oldest[4], result, "{oldest:?}");
}

/// The shelf of a player with one record kept: Shrine against hard, won 3
/// and lost 1; the folder lives as long as the first of the pair.
fn shelf_with_a_record(name: &str) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let kept = r#"(tallies: {"shrine": {"hard": (wins: 3, losses: 1, draws: 0, streak: 1)}})"#;
    let settings: Settings = ron::from_str(kept).expect("settings read");
    let harness = harness::harness(settings, dir.path());
    (dir, harness)
}

#[test]
fn a_record_against_the_bots_reads_in_words() {
    let (_dir, mut harness) = shelf_with_a_record("records-in-words");
    harness.get_by_label("Your record against hard: won 3, lost 1, drawn 0");
    harness.get_by_label("Records").click();
    harness.run_steps(2);
    for heading in ["Against", "Games", "Won", "Lost", "Drawn", "Win rate", "Streak"] {
        harness.get_by_label(heading);
    }
}

#[test]
fn the_records_are_forgotten_only_once_the_player_says_so() {
    let (_dir, mut harness) = shelf_with_a_record("records-forgotten");
    harness.get_by_label("Records").click();
    harness.run_steps(2);
    harness.get_by_label("Reset the records…").click();
    harness.run_steps(2);
    assert!(!harness.state().settings().tallies.is_empty(), "nothing is forgotten before the player says so");
    harness.get_by_label("Keep the records").click();
    harness.run_steps(2);
    assert!(!harness.state().settings().tallies.is_empty(), "kept when the player says keep");
    harness.get_by_label("Reset the records…").click();
    harness.run_steps(2);
    harness.get_by_label("Forget them").click();
    harness.run_steps(2);
    assert!(harness.state().settings().tallies.is_empty(), "forgotten once the player says so");
    assert!(harness.query_by_label("Your record against hard: won 3, lost 1, drawn 0").is_none());
}

#[test]
fn a_question_over_the_shelf_is_a_dialog_a_screen_reader_hears_by_its_name() {
    let (_dir, mut harness) = shelf_with_a_record("records-dialog-named");
    harness.get_by_label("Records").click();
    harness.run_steps(2);
    // The dialog itself, not its heading, carries the name.
    let dialog = |harness: &Harness<'_, ParlourApp>| {
        harness
            .query_by(|node| node.label().as_deref() == Some("Forget your records?") && node.role() != Role::Label)
            .is_some()
    };
    assert!(!dialog(&harness), "no question before one is asked");
    harness.get_by_label("Reset the records…").click();
    harness.run_steps(2);
    assert!(dialog(&harness), "the question is a dialog named Forget your records?");
}

#[test]
fn the_game_menu_quits_as_the_windows_close_button_does() {
    let dir = crate::harness::temp_dir("menu-quit");
    let mut harness = crate::harness::harness(parlour::desktop::Settings::default(), dir.path());
    harness.run_steps(2);
    harness.get_by_role_and_label(egui::accesskit::Role::Button, "Game").click();
    harness.run_steps(2);
    harness.get_by_label("Quit").click();
    harness.step();
    let asked = harness.output().viewport_output.values().any(|v| v.commands.contains(&egui::ViewportCommand::Close));
    assert!(asked, "the window is asked to close");
}
