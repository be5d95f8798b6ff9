//! Hostile and absurd input to the `parlour` command line: each is refused
//! in one clear line, quickly, without a panic, with memory that does not
//! grow with what the input asks for, and nothing left behind.

use std::path::Path;
use std::process::Output;

use crate::run::{last_json, parlour, stderr};
use parlour_tests::temp_dir;
use serde_json::json;

const SET: &str = "assets/unicorn-jelly/default-set.ron";

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

/// Asserts `output` failed with one line naming `expected`, and no panic.
fn refused(args: &[&str], output: &Output, expected: &str) {
    let message = stderr(output);
    assert!(!output.status.success(), "{args:?} succeeded");
    assert!(message.contains(expected), "{args:?}: expected `{expected}` in: {message}");
    assert!(!message.contains("panicked"), "{args:?} panicked: {message}");
    assert_eq!(message.trim().lines().count(), 1, "{args:?}: not one line: {message}");
}

fn refuses(args: &[&str], expected: &str) {
    refused(args, &parlour(args), expected);
}

#[test]
fn absurd_numbers_are_refused_with_their_range() {
    let yah = ["selfplay", "--game", "you-are-here", "--players", "random,random"];
    for games in ["18446744073709551615", "9223372036854775808", "1000000000000", "0"] {
        refuses(&[&yah[..], &["--games", games]].concat(), "from 1 to 10000000");
    }
    refuses(&["balance", "--set", SET, "--card", "Redcloak", "--games", "9223372036854775808"], "from 1 to 10000000");
    refuses(&[&yah[..], &["--threads", "100000"]].concat(), "from 1 to 256");
    for seconds in ["1e30", "NaN", "inf", "0"] {
        refuses(&["bench", "--game", "jalak", "--seconds", seconds], "from 0.01 to 3600");
    }
    refuses(&["bench", "--game", "jalak", "--seconds=-1"], "from 0.01 to 3600");
    for (flag, value, range) in [
        ("--gap-mm", "NaN", "from 0 to 50"),
        ("--gap-mm", "inf", "from 0 to 50"),
        ("--margin-mm", "1e30", "from 0 to 50"),
        ("--bleed-mm", "11", "from 0 to 10"),
        ("--back-offset-mm", "NaN,0", "from -20 to 20"),
    ] {
        refuses(&["export", SET, "--out", "/tmp/never-written.pdf", flag, value], range);
    }
    refuses(&["selfplay", "--game", "jalak", "--players", "mcts:4000000000,random"], "1 to 1000000");
}

#[test]
fn many_games_are_tallied_as_they_end() {
    // Counts are not kept per game: a run of many quick games reports them all.
    let report = last_json(&parlour(&[
        "selfplay",
        "--game",
        "jalak",
        "--players",
        "random,random",
        "--games",
        "3000",
        "--seed",
        "2",
        "--json",
    ]));
    assert_eq!(report["games"], 3000);
    let wins: u64 = report["wins"].as_array().expect("wins").iter().filter_map(serde_json::Value::as_u64).sum();
    assert_eq!(wins + report["draws"].as_u64().expect("draws"), 3000);
}

#[test]
fn files_that_are_not_regular_files_are_refused_at_once() {
    refuses(&["validate", "/dev/zero"], "is a device, not a regular file");
    refuses(&["scenario", "/dev/zero"], "is a device, not a regular file");
    refuses(&["selfplay", "--game", "unicorn-jelly", "--players", "random,random", "--set", "/dev/zero"], "a device");
    let dir = temp_dir("fifo");
    let fifo = dir.path().join("pipe.ron");
    assert!(std::process::Command::new("mkfifo").arg(&fifo).status().expect("mkfifo").success());
    refuses(&["validate", path(&fifo)], "is a FIFO (named pipe), not a regular file");
    refuses(&["scenario", path(&fifo)], "FIFO");
    refuses(&["export", path(&fifo), "--out", path(&dir.path().join("x.pdf"))], "FIFO");
    refuses(&["validate", path(dir.path())], "is a folder, not a regular file");
    let large = dir.path().join("large.ron");
    std::fs::write(&large, vec![b' '; 5 << 20]).expect("write");
    refuses(&["validate", path(&large)], "larger than 4194304 bytes");
}

#[test]
fn art_that_leaves_the_folder_or_is_no_file_is_refused_on_every_path() {
    let dir = temp_dir("art");
    std::fs::create_dir_all(dir.path().join("art")).expect("art folder");
    std::os::unix::fs::symlink("/etc/passwd", dir.path().join("art/passwd.png")).expect("a link");
    let set = dir.path().join("s.ron");
    let tiles: Vec<String> = (0..7)
        .map(|i| {
            let art = if i == 0 { ", art: Some(\"art/passwd.png\")" } else { "" };
            format!("(name: \"T{i}\", kind: Hero, power: Some(3){art})")
        })
        .collect();
    std::fs::write(&set, format!("(name: \"x\", tiles: [{}])", tiles.join(","))).expect("write");
    let validate = parlour(&["validate", path(&set)]);
    assert!(!validate.status.success());
    assert!(
        String::from_utf8_lossy(&validate.stdout)
            .contains("T0 (art): art path `art/passwd.png` leads out of the set's folder")
    );
    let play =
        ["selfplay", "--game", "unicorn-jelly", "--players", "random,random", "--games", "1", "--set", path(&set)];
    refuses(&play, "leads out of the set's folder");
    refuses(&["balance", "--set", path(&set), "--card", "T1", "--games", "1"], "leads out of the set's folder");
    refuses(&["export", path(&set), "--out", path(&dir.path().join("x.pdf"))], "leads out of the set's folder");
    // A FIFO as art would block whoever reads it.
    std::fs::remove_file(dir.path().join("art/passwd.png")).expect("unlink");
    assert!(
        std::process::Command::new("mkfifo").arg(dir.path().join("art/passwd.png")).status().expect("mkfifo").success()
    );
    refuses(&["export", path(&set), "--out", path(&dir.path().join("x.pdf"))], "FIFO");
    assert!(!parlour(&["validate", path(&set)]).status.success());
}

#[test]
fn export_never_replaces_a_folder_or_device_and_leaves_nothing_behind() {
    let dir = temp_dir("out");
    let folder = dir.path().join("out");
    std::fs::create_dir_all(&folder).expect("folder");
    refuses(&["export", SET, "--out", path(&folder)], "is a folder, not a file to write");
    refuses(&["export", SET, "--out", "/dev/null"], "is not a regular file");
    let left: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, ["out"], "no temporary file is left behind");
}

#[test]
fn validate_refuses_what_a_later_command_would() {
    let dir = temp_dir("later");
    let card = |i: usize| format!("(name: \"C{i}\", suit: Diamonds, edges: (top: 5, right: 5, bottom: 5, left: 5))");
    for n in [4, 61, 200] {
        let file = dir.path().join(format!("loose-{n}.ron"));
        let cards: Vec<String> = (0..n).map(card).collect();
        std::fs::write(&file, format!("(name: \"Loose\", cards: [{}])", cards.join(","))).expect("write");
        let output = parlour(&["validate", path(&file)]);
        assert!(!output.status.success(), "{n} cards with no deck");
        assert!(String::from_utf8_lossy(&output.stdout).contains("needs 5 to 60 cards"), "{n}");
        let play = ["selfplay", "--game", "you-are-here", "--players", "random,random", "--set", path(&file)];
        refuses(&play, &format!("loose-{n}.ron"));
    }
    let negative = dir.path().join("negative.ron");
    std::fs::write(
        &negative,
        "(name: \"x\", tiles: [(name: \"Hex\", kind: Location, count: 7, abilities: [Modify(kinds: [Hero], amount: -128)])])",
    )
    .expect("write");
    assert!(!parlour(&["validate", path(&negative)]).status.success());
    let unknown = dir.path().join("unknown.ron");
    std::fs::write(
        &unknown,
        "(name: \"x\", tiles: [(name: \"A\", kind: Hero, power: Some(3), count: 7, colour: \"red\")])",
    )
    .expect("write");
    refuses(&["validate", path(&unknown)], "colour");
}

#[test]
fn scenario_errors_name_the_file_and_say_things_once() {
    let dir = temp_dir("scenario");
    let cases = [
        ("broken.ron", "Scenario(game: \"jalak\", setup: (", "broken.ron"),
        ("chess.ron", "Scenario(game: \"chess\", setup: ())", "unknown game `chess`"),
        ("deck.ron", "Scenario(game: \"you-are-here\", setup: (hands: [[\"Flyer\"], [\"Flyer\"]]))", "deck.ron"),
        ("typo.ron", "Scenario(game: \"jalak\", setup: (inactve: [1]))", "inactve"),
    ];
    for (name, text, expected) in cases {
        let file = dir.path().join(name);
        std::fs::write(&file, text).expect("write");
        let args = ["scenario", path(&file)];
        let output = parlour(&args);
        refused(&args, &output, expected);
        assert!(stderr(&output).contains(name), "{name} is named: {}", stderr(&output));
    }
    let heights = dir.path().join("heights.ron");
    std::fs::write(&heights, "Scenario(game: \"jalak\", setup: (heights: [[1]]))").expect("write");
    let message = stderr(&parlour(&["scenario", path(&heights)]));
    assert_eq!(message.matches("needs five rows").count(), 1, "told once: {message}");
    let long = dir.path().join("long.ron");
    let action = "x".repeat(10_000);
    std::fs::write(&long, format!("Scenario(game: \"jalak\", setup: (), actions: [\"{action}\"])")).expect("write");
    let message = stderr(&parlour(&["scenario", path(&long)]));
    assert!(message.len() < 400, "a long action is quoted short, once: {message}");
    refuses(&["scenario"], "<FILE>");
}

#[test]
fn control_characters_never_reach_the_terminal_raw() {
    let dir = temp_dir("controls");
    let file = dir.path().join("escape.ron");
    std::fs::write(&file, "Scenario(game: \"\u{1b}[2J\u{202e}chess\", setup: ())").expect("write");
    let output = parlour(&["scenario", path(&file)]);
    let message = stderr(&output);
    assert!(!message.contains('\u{1b}') && !message.contains('\u{202e}'), "{message:?}");
    assert!(message.contains("\\u{1b}[2J\\u{202e}chess"), "{message}");
}

#[test]
fn scenario_json_has_the_documented_public_shape() {
    let output = parlour(&["scenario", "tests/scenarios/cascade-choice.ron", "--json"]);
    let report = last_json(&output);
    for key in ["game", "actions", "to_act", "scores", "outcome", "winner", "log", "events", "state"] {
        assert!(report.get(key).is_some(), "no `{key}` in {report}");
    }
    let state = &report["state"];
    assert!(state["choice"].as_array().is_some_and(|c| c.iter().all(serde_json::Value::is_string)), "{state}");
    let hands = state["hands"].as_array().expect("hands");
    assert!(hands.iter().all(|h| h["count"].is_u64() && h["cards"].is_null()), "a spectator sees counts: {state}");
    let placed = report["events"].as_array().and_then(|e| e.iter().find(|e| e["event"] == "placed")).expect("placed");
    assert!(placed["card"].is_string() && placed["cell"].is_string() && placed["seat"].is_u64(), "{placed}");
    let uj = last_json(&parlour(&["scenario", "tests/scenarios/unicorn-jelly-combo.ron", "--json"]));
    let hands = uj["state"]["hands"].as_array().expect("hands");
    assert_eq!(hands[1], json!({"count": 3, "cards": null}));
    let drew = uj["events"].as_array().and_then(|e| e.iter().find(|e| e["event"] == "drew")).expect("a draw");
    assert!(drew["tile"].is_null(), "a spectator does not see what was drawn: {drew}");
}
