//! Scenario files pin rules of the games, played through
//! `parlour scenario --json`.

use crate::run::{last_json, parlour, stderr};
use serde_json::{Value, json};

/// Plays a scenario from `tests/scenarios/` and returns its JSON report.
fn play(name: &str) -> Value {
    let path = format!("tests/scenarios/{name}.ron");
    let output = parlour(&["scenario", &path, "--json"]);
    assert!(output.status.success(), "{name}: {}", stderr(&output));
    last_json(&output)
}

/// The controller (0 or 1) of the card on `cell`, or `None` if it is empty.
fn owner(report: &Value, cell: &str) -> Option<u64> {
    let board = report["state"]["board"].as_array()?;
    board.iter().find(|placed| placed["cell"] == cell)?["owner"].as_u64()
}

#[test]
fn second_player_cards_lie_turned_so_their_printed_top_faces_south() {
    let south = play("orientation-south");
    assert_eq!(owner(&south, "b2"), Some(1), "a 5 does not beat the Arrow's 9, which faces south");
    assert_eq!(owner(&south, "b1"), Some(0));
    let north = play("orientation-north");
    assert_eq!(owner(&north, "b2"), Some(0), "the Arrow shows its printed bottom, 1, to the north");
    assert_eq!(north["scores"], serde_json::json!([2, 0]));
}

#[test]
fn a_captured_card_turns_and_captures_with_its_new_edges() {
    let report = play("turn-on-capture");
    assert_eq!(owner(&report, "b2"), Some(0));
    assert_eq!(owner(&report, "b3"), Some(0), "turned, the Arrow's 9 faces north and beats the Wall's 8");
    let log = report["log"].to_string();
    assert!(log.contains("Arrow 9 beats Wall 8 on b3"), "{log}");
}

#[test]
fn a_cascade_with_two_candidates_waits_for_a_choice_and_follows_it() {
    let report = play("cascade-choice");
    assert_eq!(owner(&report, "a2"), Some(1), "the card not chosen stays");
    assert_eq!(owner(&report, "c2"), Some(0), "the chosen card flips");
    assert_eq!(owner(&report, "c3"), Some(0), "the chain goes on from the chosen card");
    assert_eq!(report["to_act"], 1);
    assert!(report["log"].to_string().contains("could flip a2 or c2"));
}

#[test]
fn own_cards_never_flip_and_only_the_mover_captures() {
    let report = play("own-cards-safe");
    assert_eq!(owner(&report, "a2"), Some(0));
    assert_eq!(owner(&report, "a3"), Some(0), "the mover's own card never flips");
    assert_eq!(owner(&report, "b2"), Some(0), "the stronger Wall does not capture on its owner's off-turn");
    assert_eq!(owner(&report, "c2"), Some(1));
}

#[test]
fn the_full_board_ends_the_game_and_cards_are_counted() {
    let report = play("end-count");
    assert_eq!(report["scores"], serde_json::json!([6, 3]));
    assert_eq!(report["winner"], 0);
    assert!(report["to_act"].is_null());
    let with_hands = play("end-count-hand");
    assert_eq!(with_hands["scores"], serde_json::json!([6, 5]), "hand-counts adds Player 2's two cards");
}

#[test]
fn an_illegal_action_stops_with_its_index_text_and_rule() {
    let output = parlour(&["scenario", "tests/scenarios/illegal-occupied.ron", "--json"]);
    assert_eq!(output.status.code(), Some(1));
    let message = stderr(&output);
    assert!(message.contains("action 1"), "{message}");
    assert!(message.contains("#4@b2"), "{message}");
    assert!(message.contains("empty square"), "{message}");
    assert_eq!(message.trim().lines().count(), 1, "one line: {message}");
}

#[test]
fn unicorn_jelly_combo_attacks_add_up() {
    let report = play("unicorn-jelly-combo");
    assert_eq!(report["scores"], serde_json::json!([1, 0]));
    let log = report["log"].to_string();
    assert!(log.contains("Rallying Horn activates Lupiko at 0,0"), "{log}");
    assert!(log.contains("= 8 > Crystal Basilisk 6 at 1,0: defeated, +1 point to Player 1"), "{log}");
    let basilisk = report["state"]["board"].as_array().and_then(|b| b.iter().find(|t| t["pos"] == "1,0"));
    assert_eq!(
        basilisk.map(|t| (t["tile"].clone(), t["face"].clone())),
        Some((json!("Crystal Basilisk"), json!("Down")))
    );
    let defeated = report["events"].as_array().and_then(|e| e.iter().find(|e| e["event"] == "defeated"));
    let defeated = defeated.expect("a structured defeat among the events");
    assert_eq!(
        (defeated["tile"].clone(), defeated["pos"].clone(), defeated["seat"].clone()),
        (json!("Crystal Basilisk"), json!("1,0"), json!(0))
    );
    assert_eq!(defeated["by"].as_array().map(Vec::len), Some(2), "two attackers: {defeated}");
}

#[test]
fn jalak_a_player_walled_in_is_trapped_and_loses() {
    let report = play("jalak-trap");
    assert_eq!(report["winner"], 0);
    assert!(report["to_act"].is_null());
    let log = report["log"].to_string();
    assert!(log.contains("Player 1 raised column b5 to notch 12"), "{log}");
    assert!(log.contains("Player 2 is trapped on a5 with no move, and loses"), "{log}");
    assert_eq!(report["outcome"], json!({"winners": [0]}));
    assert_eq!(report["state"]["heights"][0], json!([9, 12, 9, 9, 9]), "row 5 first, as the file writes it");
    assert_eq!(
        report["state"]["players"][1],
        json!({"seat": 1, "square": "a5", "level": 9, "on_cube": false, "active": false})
    );
    let kinds: Vec<&str> =
        report["events"].as_array().expect("events").iter().filter_map(|e| e["event"].as_str()).collect();
    assert_eq!(kinds, ["column", "moved", "trapped"]);
}

#[test]
fn a_shrine_scenario_of_an_earlier_parlour_plays_and_says_it_used_an_older_name() {
    let output = parlour(&["scenario", "tests/fixtures/old/scenario-shrine-drawn.ron", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stderr(&output).trim(), "note: `drawn` is the older name of `phase`");
    let report = last_json(&output);
    assert_eq!(report["actions"], 1);
    assert_eq!(report["events"][0]["event"], "declared", "the turn player had drawn: no draw first");
    assert_eq!(report["scores"], json!([5, 4]));
}

#[test]
fn a_scenario_of_a_newer_parlour_is_refused_as_one() {
    let dir = parlour_tests::temp_dir("newer-scenario");
    let path = dir.path().join("newer.ron");
    let newer = format!("Scenario(format: {}, game: \"jalak\", setup: (), moons: 3)", parlour_core::format::FORMAT + 1);
    std::fs::write(&path, newer).expect("written");
    let output = parlour(&["scenario", path.to_str().expect("a UTF-8 path"), "--json"]);
    assert!(!output.status.success());
    let error = stderr(&output);
    assert!(error.contains("newer.ron: this file was written by a newer Parlour"), "{error}");
}
