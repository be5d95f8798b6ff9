//! Options and flags either take effect or are refused, whatever the path;
//! a reader that stops listening ends a command quietly; refusals quote
//! little and say what was given and what is taken.

use std::io::Read;
use std::process::{Command, Stdio};

use crate::run::{last_json, parlour, stderr, workspace_root};
use parlour_tests::temp_dir;

const SET: &str = "assets/unicorn-jelly/default-set.ron";

/// Asserts `args` fail, without a panic, with a message holding each of `expected`.
fn refuses(args: &[&str], expected: &[&str]) -> String {
    let output = parlour(args);
    let message = stderr(&output);
    assert!(!output.status.success(), "{args:?} succeeded: {}", String::from_utf8_lossy(&output.stdout));
    assert!(!message.contains("panicked"), "{args:?} panicked: {message}");
    for part in expected {
        assert!(message.contains(part), "{args:?}: expected `{part}` in: {message}");
    }
    message
}

#[test]
fn a_player_named_to_start_must_be_at_the_table_on_every_path() {
    let two = ["--players", "random,random", "--games", "1"];
    refuses(&[&["selfplay", "--game", "wonderland"][..], &two, &["--option", "dealer=3"]].concat(), &["`3`", "1 to 2"]);
    let four = ["--players", "random,random,random,random", "--games", "1", "--option", "dealer=6"];
    refuses(&[&["selfplay", "--game", "wonderland"][..], &four].concat(), &["`6`", "1 to 4"]);
    refuses(&["bench", "--game", "wonderland", "--option", "dealer=3", "--seconds", "0.1"], &["`3`"]);
    refuses(&["app", "--open", "wonderland", "--players", "human,medium", "--option", "dealer=3"], &["`3`"]);
    let dir = temp_dir("refusals");
    let saved = dir.path().join("dealer.ron");
    std::fs::write(&saved, r#"(game:"wonderland",options:(players:2,dealer:Player3),seed:1,actions:[])"#)
        .expect("write");
    refuses(&["validate", saved.to_str().expect("utf-8")], &["dealer", "`3`"]);
    let scenario = dir.path().join("dealer-scenario.ron");
    let text =
        std::fs::read_to_string(workspace_root().join("tests/scenarios/wonderland-queen-catch.ron")).expect("read");
    std::fs::write(&scenario, text.replace("options: (players: 3)", "options: (players: 3, dealer: Player4)"))
        .expect("write");
    refuses(&["scenario", scenario.to_str().expect("utf-8")], &["dealer", "`4`", "1 to 3"]);
}

#[test]
fn options_take_effect_or_are_refused() {
    // A padded key still sets the count, which then disagrees with the players named.
    for option in [" players=3", "players =3"] {
        refuses(
            &["selfplay", "--game", "shrine", "--players", "random,random", "--games", "2", "--option", option],
            &["3 players", "2 were named"],
        );
    }
    let three = last_json(&parlour(&[
        "selfplay",
        "--game",
        "shrine",
        "--players",
        "random,random,random",
        "--games",
        "2",
        "--option",
        " players=3",
        "--json",
    ]));
    assert_eq!(three["players"].as_array().map(Vec::len), Some(3), "{three}");
    refuses(
        &["selfplay", "--game", "shrine", "--players", "random,random,random,random,random"],
        &["2 to 4 players, not 5"],
    );
    refuses(&["export", "playing-cards", "--deck", "Starter", "--out", "/tmp/parlour-never.pdf"], &["--deck"]);
    assert!(!std::path::Path::new("/tmp/parlour-never.pdf").exists());
}

#[test]
fn refusals_quote_a_short_excerpt() {
    let name = "x".repeat(100_000);
    let message = refuses(&["balance", "--set", SET, "--card", &name, "--games", "10"], &["100000 characters"]);
    assert!(message.len() < 300, "{} characters: {message}", message.len());
}

#[test]
fn a_deeply_nested_file_is_told_in_parlours_words() {
    let dir = temp_dir("deep");
    let file = dir.path().join("deep.ron");
    let text =
        format!("Scenario(game:\"shrine\",options:(players:2),setup:(hands:{}{}))", "[".repeat(400), "]".repeat(400));
    std::fs::write(&file, text).expect("write");
    let message = refuses(&["scenario", file.to_str().expect("utf-8")], &["nests too deeply"]);
    assert!(!message.contains("recursion_limit") && !message.contains("serde_stacker"), "{message}");
}

/// Runs `args` with stdout read for at most `keep` bytes and then closed,
/// as `| head -c` does; returns stderr.
fn with_output_closed(args: &[&str], keep: usize) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(args)
        .current_dir(workspace_root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("parlour runs");
    let mut out = child.stdout.take().expect("stdout");
    let mut first = vec![0; keep];
    let _ = out.read(&mut first);
    drop(out);
    let output = child.wait_with_output().expect("parlour ends");
    stderr(&output)
}

#[test]
fn a_closed_output_ends_every_command_quietly() {
    let commands: [&[&str]; 7] = [
        &["scenario", "tests/scenarios/wonderland-queen-catch.ron"],
        &["scenario", "tests/scenarios/wonderland-queen-catch.ron", "--json"],
        &["selfplay", "--game", "shrine", "--players", "random,random", "--games", "30"],
        &["validate", SET],
        &["bench", "--game", "jalak", "--seconds", "0.2", "--json"],
        &["balance", "--set", SET, "--card", "Redcloak", "--games", "20", "--json"],
        &["--help"],
    ];
    for args in commands {
        for keep in [0, 1] {
            let message = with_output_closed(args, keep);
            assert!(!message.contains("panicked") && !message.contains("Broken pipe"), "{args:?}: {message}");
        }
    }
}

#[test]
fn a_word_that_names_no_file_is_a_command_mistyped_and_a_file_goes_alone() {
    let message = refuses(&["selfply", "--game", "jalak"], &["unrecognized subcommand `selfply`", "parlour --help"]);
    assert_eq!(message.lines().count(), 1, "{message}");
    refuses(&["app", "--open", "jalak", "game.ron"], &["cannot be used with"]);
    refuses(&["app", "--tour", "pictures", "game.ron"], &["cannot be used with"]);
}
