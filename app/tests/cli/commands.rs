//! The `parlour` command line: its contracts, determinism and bad input.

use crate::run::{last_json, parlour, stderr};
use parlour_tests::temp_dir;

/// The default Unicorn Jelly tile set.
const SET: &str = "assets/unicorn-jelly/default-set.ron";

#[test]
fn selfplay_reports_the_promised_json_and_repeats_itself() {
    let args =
        ["selfplay", "--game", "you-are-here", "--players", "random,greedy", "--games", "60", "--seed", "5", "--json"];
    let first = last_json(&parlour(&args));
    for key in ["game", "games", "players", "wins", "draws", "mean_actions", "seconds"] {
        assert!(first.get(key).is_some(), "no `{key}` in {first}");
    }
    assert_eq!(first["game"], "you-are-here");
    assert_eq!(first["games"], 60);
    assert_eq!(first["players"], serde_json::json!(["random", "greedy"]));
    let wins: u64 = first["wins"].as_array().expect("wins").iter().filter_map(serde_json::Value::as_u64).sum();
    assert_eq!(wins + first["draws"].as_u64().expect("draws"), 60);
    let again = last_json(&parlour(&args));
    assert_eq!(first["wins"], again["wins"], "same seed, same result");
    let one_thread = last_json(&parlour(&[&args[..], &["--threads", "1"]].concat()));
    assert_eq!(first["wins"], one_thread["wins"], "threads do not change results");
}

#[test]
fn selfplay_times_every_players_decisions_at_any_player_count() {
    let players = "random,greedy,random,greedy,random";
    let args = ["selfplay", "--game", "wonderland", "--players", players, "--games", "4", "--json"];
    let report = last_json(&parlour(&args));
    let times = |key: &str| -> Vec<f64> {
        report[key]
            .as_array()
            .unwrap_or_else(|| panic!("no `{key}` in {report}"))
            .iter()
            .filter_map(serde_json::Value::as_f64)
            .collect()
    };
    let (mean, max) = (times("mean_decision_ms"), times("max_decision_ms"));
    assert_eq!((mean.len(), max.len()), (5, 5), "one time per player: {report}");
    for (m, x) in mean.iter().zip(&max) {
        assert!(0.0 < *m && m <= x, "a mean of {m} ms and a longest of {x} ms: {report}");
    }
}

#[test]
fn selfplay_takes_rule_options() {
    let play = |limit: &str| {
        last_json(&parlour(&[
            "selfplay",
            "--game",
            "jalak",
            "--players",
            "random,random",
            "--games",
            "20",
            "--option",
            limit,
            "--json",
        ]))
    };
    // Random Jalak games last about a hundred turns: a limit of twenty draws most of them.
    let short = play("turn-limit=20");
    let long = play("turn-limit=2000");
    assert!(short["mean_actions"].as_f64().expect("mean") <= 20.0, "{short}");
    assert!(short["draws"].as_u64().expect("draws") > 10, "{short}");
    assert!(long["mean_actions"].as_f64().expect("mean") > 20.0, "{long}");
}

#[test]
fn bench_reports_playouts_per_second() {
    let report = last_json(&parlour(&["bench", "--game", "you-are-here", "--seconds", "0.2", "--json"]));
    assert_eq!(report["game"], "you-are-here");
    assert!(report["playouts"].as_u64().is_some_and(|n| n > 0));
    assert!(report["playouts_per_sec"].as_f64().is_some_and(|x| x > 0.0));
}

#[test]
fn bad_input_fails_with_one_clear_line_and_no_panic() {
    let cases: &[(&[&str], &str)] = &[
        (&["selfplay", "--game", "chess", "--players", "random,random"], "unknown game `chess`"),
        (&["selfplay", "--game", "you-are-here", "--players", "random,wizard"], "`wizard` is not a player"),
        (&["selfplay", "--game", "you-are-here", "--players", "random"], "is for 2 players, not 1"),
        (&["selfplay", "--game", "you-are-here", "--players", "mcts:0,random"], "is not a player"),
        (&["selfplay", "--game", "you-are-here", "--players", "random,random", "--option", "draw"], "KEY=VALUE"),
        (&["selfplay", "--game", "you-are-here", "--players", "random,random", "--option", "x=1"], "unknown option"),
        (&["selfplay", "--game", "you-are-here", "--players", "random,random", "--games", "-3"], "error"),
        (&["bench", "--game", "you-are-here", "--seconds", "0"], "--seconds"),
        (&["scenario", "no/such/file.ron"], "cannot read"),
        (&["scenario", "Cargo.toml"], "not a scenario"),
        (&["balance", "--set", SET, "--card", "Nobody"], "no tile named `Nobody`"),
        (&["balance", "--set", SET, "--card", "Redcloak", "--players", "greedy"], "needs two bots"),
        (&["balance", "--set", "Cargo.toml", "--card", "Redcloak"], "cannot be read as a tile set"),
        (&["app", "--open", "shrine", "--option", "fizzle=some"], "in --option fizzle=some"),
        (&["app", "--open", "workshop", "--option", "fizzle=three"], "--option needs a game opened"),
        (&["frobnicate"], "unrecognized subcommand"),
    ];
    for (args, expected) in cases {
        let output = parlour(args);
        let message = stderr(&output);
        assert!(!output.status.success(), "{args:?} succeeded");
        assert!(message.contains(expected), "{args:?}: expected `{expected}` in: {message}");
        assert!(!message.contains("panicked"), "{args:?} panicked: {message}");
        assert_eq!(message.trim().lines().count(), 1, "{args:?}: not one line: {message}");
    }
}

#[test]
fn a_scenario_with_a_bad_setup_is_refused_clearly() {
    let dir = temp_dir("cli");
    let file = dir.path().join("bad.ron");
    std::fs::write(
        &file,
        r#"Scenario(game: "you-are-here", setup: (hands: [["Nobody"], []], board: [(cell: "z9", card: "Flyer", owner: 0)]))"#,
    )
    .expect("write");
    let output = parlour(&["scenario", file.to_str().expect("utf-8 path")]);
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1));
    assert!(message.contains("no card is named `Nobody`"), "{message}");
    assert!(message.contains("z9"), "{message}");
    let other_game = dir.path().join("other.ron");
    std::fs::write(&other_game, r#"Scenario(game: "croquet", setup: ())"#).expect("write");
    let message = stderr(&parlour(&["scenario", other_game.to_str().expect("utf-8 path")]));
    assert!(message.contains("unknown game `croquet`"), "{message}");
}

#[test]
fn validate_accepts_the_default_tile_set_and_lists_every_problem_of_a_broken_one() {
    let output = parlour(&["validate", "assets/unicorn-jelly/default-set.ron"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(String::from_utf8_lossy(&output.stdout).starts_with("ok: 40 tiles"));

    let dir = temp_dir("validate");
    let broken = dir.path().join("broken.ron");
    std::fs::write(
        &broken,
        r#"(name: "B", tiles: [(name: "Marsh", kind: Location, power: Some(1), count: 4), (name: "", kind: Hero, power: Some(3), count: 4)])"#,
    )
    .expect("write");
    let output = parlour(&["validate", broken.to_str().expect("utf-8 path")]);
    assert_eq!(output.status.code(), Some(1));
    let listed = String::from_utf8_lossy(&output.stdout);
    assert!(listed.contains("Marsh (power): a Location has no power value"), "{listed}");
    assert!(listed.contains("tile 2 (name): the name is empty"), "{listed}");
    assert!(stderr(&output).contains("2 problems"), "{}", stderr(&output));

    let default = std::fs::read_to_string(crate::run::workspace_root().join("assets/unicorn-jelly/default-set.ron"))
        .expect("read the default set");
    let truncated = dir.path().join("truncated.ron");
    std::fs::write(&truncated, &default[..default.len() / 2]).expect("write");
    let output = parlour(&["validate", truncated.to_str().expect("utf-8 path")]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("cannot be read as a tile set"), "{}", stderr(&output));
    assert!(!stderr(&output).contains("panicked"));

    let csv = dir.path().join("tiles.csv");
    std::fs::write(&csv, "name,kind,power\nWhale,Dragon,3\nKnight,Hero,x\n").expect("write");
    let output = parlour(&["validate", csv.to_str().expect("utf-8 path")]);
    assert_eq!(output.status.code(), Some(1));
    let listed = String::from_utf8_lossy(&output.stdout);
    assert!(listed.contains("row 2, column `kind`: `Dragon` is not a kind"), "{listed}");
    assert!(listed.contains("row 3, column `power`: `x` is not a power"), "{listed}");
}

#[test]
fn balance_reports_the_promised_json_and_repeats_itself() {
    let args = ["balance", "--set", SET, "--card", "Redcloak", "--games", "150", "--seed", "3", "--json"];
    let report = last_json(&parlour(&args));
    assert_eq!(report["card"], "Redcloak");
    assert_eq!(report["games"], 150);
    for key in ["played_per_game", "score_when_played", "win_rate_delta"] {
        assert!(report[key].as_f64().is_some(), "no number `{key}` in {report}");
    }
    let ci: Vec<f64> = report["ci95"].as_array().expect("ci95").iter().filter_map(serde_json::Value::as_f64).collect();
    let delta = report["win_rate_delta"].as_f64().expect("delta");
    assert!(ci.len() == 2 && ci[0] <= delta && delta <= ci[1], "{report}");
    assert!(report["played_per_game"].as_f64().is_some_and(|x| x > 0.5), "Redcloak is placed: {report}");
    assert_eq!(last_json(&parlour(&args)), report, "same seed, same report");
}

#[test]
fn balance_of_a_whole_deck_reports_each_card_then_a_summary() {
    let deck = "assets/you-are-here/starter-deck.ron";
    let args = ["balance", "--set", deck, "--all", "--games", "40", "--json"];
    let output = parlour(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let lines: Vec<serde_json::Value> =
        stdout(&output).lines().map(|l| serde_json::from_str(l).expect("one JSON object a line")).collect();
    assert_eq!(lines.len(), 11, "ten cards and the summary");
    assert_eq!(lines[0]["card"], "Main Stage");
    assert!(lines[..10].iter().all(|l| l["games"] == 40), "{lines:?}");
    let summary = &lines[10];
    assert_eq!(summary["designs"], 10);
    assert_eq!(summary["games"], 440, "40 games with the deck, 40 without each card");
    assert!(summary["seconds"].as_f64().is_some() && summary["outliers"].is_array(), "{summary}");
    // The deck as a whole: who won its 40 games, first or second, and how many were drawn.
    let share = |key: &str| summary[key].as_f64().unwrap_or_else(|| panic!("{key} in {summary}"));
    let (first, second, drawn) = (share("first_player_win_rate"), share("second_player_win_rate"), share("draw_rate"));
    assert!((first + second + drawn - 1.0).abs() < 1e-9, "{summary}");
    assert!(((first + drawn) * 40.0 - ((first + drawn) * 40.0).round()).abs() < 1e-6, "shares of 40 games: {summary}");
    let refused = parlour(&["balance", "--set", deck, "--all", "--card", "Flyer"]);
    assert_eq!(refused.status.code(), Some(2), "--all and --card together: {}", stderr(&refused));
    let refused = parlour(&["balance", "--set", deck, "--all", "--band", "NaN"]);
    assert!(stderr(&refused).contains("expected a number from 0 to 50"), "{}", stderr(&refused));
}

fn stdout(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn validate_reads_card_collections_saved_games_and_scenarios() {
    use parlour_core::Game;
    use parlour_core::games::you_are_here::{Collection, Options, YouAreHere};
    use parlour_core::record::Record;

    let dir = temp_dir("validate-kinds");
    let collection = dir.path().join("cards.ron");
    std::fs::write(&collection, Collection::starter().to_ron()).expect("write");
    let output = parlour(&["validate", collection.to_str().expect("utf-8")]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "ok: 10 cards and 1 deck (\"Starter cards\")\n");

    let broken = dir.path().join("broken-cards.ron");
    let text = r#"(name: "B", cards: [(name: "Flat", suit: Hearts, edges: (top: 1, right: 1, bottom: 1, left: 12))],
        decks: [(name: "Mine", cards: ["Flat", "Ghost"])])"#;
    std::fs::write(&broken, text).expect("write");
    let output = parlour(&["validate", broken.to_str().expect("utf-8")]);
    assert_eq!(output.status.code(), Some(1));
    let listed = stdout(&output);
    for line in
        ["Flat (left): edge 12 is outside 1 to 9", "deck Mine (cards): the deck has 2 cards; a game needs 5 to 60"]
    {
        assert!(listed.contains(line), "{listed}");
    }
    assert!(listed.contains("deck Mine (cards): `Ghost` is not a card of the collection"), "{listed}");

    let csv = dir.path().join("cards.csv");
    std::fs::write(&csv, "name,suit,top,right,bottom,left\nBeacon,Clubs,8,2,7,1\nOak,Diamonds,5,5,6,x\n")
        .expect("write");
    let listed = stdout(&parlour(&["validate", csv.to_str().expect("utf-8")]));
    assert_eq!(listed, "row 3, column `left`: `x` is not an edge number\n");

    let mut game = YouAreHere::new(&Options::default(), 9).expect("a game");
    let mut record = Record::<YouAreHere>::new(Options::default(), 9);
    for i in 0..4 {
        let legal = game.legal_actions();
        let action = legal[(7 * i + 3) % legal.len()];
        game.apply(action).expect("legal");
        record.push(action);
    }
    let save = dir.path().join("game.ron");
    std::fs::write(&save, record.to_ron()).expect("write");
    let output = parlour(&["validate", save.to_str().expect("utf-8")]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "ok: a saved game of The You Are Here Game, 4 actions\n");
    let tampered = dir.path().join("tampered.ron");
    let illegal = record.to_ron().replacen(&record.actions[1], &record.actions[0], 1);
    std::fs::write(&tampered, illegal).expect("write");
    let output = parlour(&["validate", tampered.to_str().expect("utf-8")]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("action 1"), "{}", stderr(&output));

    let scenario = crate::run::workspace_root().join("tests/scenarios/unicorn-jelly-combo.ron");
    let output = parlour(&["validate", scenario.to_str().expect("utf-8")]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "ok: a scenario of Unicorn Jelly: The Card Game, 1 action\n");
}

#[test]
fn selfplay_and_balance_play_a_card_collection() {
    use parlour_core::games::you_are_here::Collection;

    let dir = temp_dir("collection-play");
    let file = dir.path().join("cards.ron");
    std::fs::write(&file, Collection::starter().to_ron()).expect("write");
    let path = file.to_str().expect("utf-8");
    let args = ["selfplay", "--game", "you-are-here", "--players", "random,random", "--set", path, "--games", "20"];
    let report = last_json(&parlour(&[&args[..], &["--json"]].concat()));
    assert_eq!(report["games"], 20);
    let card = &Collection::starter().cards[0].name;
    let args = ["balance", "--set", path, "--card", card, "--games", "100", "--seed", "2", "--json"];
    let report = last_json(&parlour(&args));
    assert_eq!(&report["card"], card.as_str());
    assert!(report["played_per_game"].as_f64().is_some_and(|x| x > 0.5), "{report}");
    let refused = parlour(&["balance", "--set", path, "--card", "Nobody"]);
    assert!(stderr(&refused).contains("the deck has no card named `Nobody`"), "{}", stderr(&refused));
}

#[test]
fn export_writes_print_sheets_of_sets_and_collections() {
    let dir = temp_dir("export");
    let out = dir.path().join("tiles.pdf");
    let output = parlour(&["export", SET, "--out", out.to_str().expect("utf-8"), "--backs", "long-edge"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), format!("wrote 6 pages, 40 items to {}\n", out.display()));
    let again = dir.path().join("again.pdf");
    std::fs::copy(&out, &again).expect("copied");
    let replacing = parlour(&["export", SET, "--out", again.to_str().expect("utf-8")]);
    assert!(replacing.status.success(), "{}", stderr(&replacing));
    let said = format!("it replaced the earlier {}\n", again.display());
    assert!(stdout(&replacing).ends_with(&said), "{}", stdout(&replacing));
    let bytes = std::fs::read(&out).expect("written");
    assert!(bytes.starts_with(b"%PDF"), "a PDF");
    let cards = dir.path().join("cards.ron");
    std::fs::write(&cards, parlour_core::games::you_are_here::Collection::starter().to_ron()).expect("write");
    let sheet = dir.path().join("cards.pdf");
    let args = ["export", cards.to_str().expect("utf-8"), "--out", sheet.to_str().expect("utf-8"), "--page", "letter"];
    assert_eq!(stdout(&parlour(&args)), format!("wrote 2 pages, 10 items to {}\n", sheet.display()));
    let deck = parlour_core::games::you_are_here::Collection::starter().decks[0].name.clone();
    let args = [
        "export",
        cards.to_str().expect("utf-8"),
        "--deck",
        &deck,
        "--out",
        sheet.to_str().expect("utf-8"),
        "--backs",
        "fold",
    ];
    let output = parlour(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let args = ["export", cards.to_str().expect("utf-8"), "--deck", "Nope", "--out", sheet.to_str().expect("utf-8")];
    let missing = parlour(&args);
    assert_eq!(missing.status.code(), Some(1));
    assert!(stderr(&missing).contains("no deck named `Nope`"), "{}", stderr(&missing));
    let refused = parlour(&["export", SET, "--out", out.to_str().expect("utf-8"), "--size", "huge"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("is not an item size"), "{}", stderr(&refused));
    let faint = parlour(&["export", SET, "--out", out.to_str().expect("utf-8"), "--mark-weight-pt", "0.2"]);
    assert_eq!(faint.status.code(), Some(2));
    assert!(stderr(&faint).contains("thinner ones vanish in print"), "{}", stderr(&faint));
    let short = parlour(&["export", SET, "--out", out.to_str().expect("utf-8"), "--mark-length-mm", "0"]);
    assert!(
        stderr(&short).contains("is not a mark length in mm: expected a number from 0.5 to 20"),
        "{}",
        stderr(&short)
    );
    assert_eq!(std::fs::read(&out).expect("the sheet"), bytes, "a refused export leaves the file alone");
    let shaped = ["--mark-length-mm", "4", "--mark-offset-mm", "0.5", "--mark-weight-pt", "1"];
    let output = parlour(&[&["export", SET, "--out", out.to_str().expect("utf-8")][..], &shaped].concat());
    let said = format!("wrote 3 pages, 40 items to {0}\nit replaced the earlier {0}\n", out.display());
    assert_eq!(stdout(&output), said, "{}", stderr(&output));
    let nothing = parlour(&["export", "no-such-board", "--out", out.to_str().expect("utf-8")]);
    assert_eq!(nothing.status.code(), Some(1));
    assert!(stderr(&nothing).contains("cannot read no-such-board"), "{}", stderr(&nothing));
}

#[test]
fn export_prints_the_board_the_kit_and_a_calibration_page() {
    let dir = temp_dir("export-words");
    let board = dir.path().join("board.pdf");
    let output = parlour(&[
        "export",
        "yah-board",
        "--out",
        board.to_str().expect("utf-8"),
        "--page",
        "letter",
        "--size",
        "poker",
    ]);
    assert_eq!(stdout(&output), format!("wrote 1 page, 1 item to {}\n", board.display()), "{}", stderr(&output));
    let kit = dir.path().join("kit.pdf");
    let output = parlour(&["export", "jalak-kit", "--out", kit.to_str().expect("utf-8")]);
    assert_eq!(stdout(&output), format!("wrote 2 pages, 10 items to {}\n", kit.display()), "{}", stderr(&output));
    let cards = dir.path().join("cards.pdf");
    let output = parlour(&["export", "playing-cards", "--out", cards.to_str().expect("utf-8"), "--backs", "long-edge"]);
    assert_eq!(stdout(&output), format!("wrote 12 pages, 54 items to {}\n", cards.display()), "{}", stderr(&output));
    let tiles = dir.path().join("tiles.pdf");
    let args = [
        "export",
        SET,
        "--out",
        tiles.to_str().expect("utf-8"),
        "--calibration",
        "--backs",
        "short-edge",
        "--back-offset-mm",
        "1.5,-0.5",
    ];
    let output = parlour(&args);
    assert_eq!(stdout(&output), format!("wrote 8 pages, 40 items to {}\n", tiles.display()), "{}", stderr(&output));
}

#[test]
fn help_lists_every_command() {
    let output = parlour(&["--help"]);
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    for command in ["app", "selfplay", "bench", "scenario", "validate", "balance", "export"] {
        assert!(text.contains(command), "help lacks {command}: {text}");
    }
}

#[test]
fn install_desktop_entry_writes_an_entry_running_this_program_its_file_types_and_every_icon() {
    let temp = temp_dir("install");
    let data = temp.path().join("data");
    let data_arg = data.display().to_string();
    for _ in 0..2 {
        let output = parlour(&["install-desktop-entry", "--data-dir", &data_arg]);
        assert!(output.status.success(), "{}", stderr(&output));
    }
    let entry = std::fs::read_to_string(data.join("applications/parlour.desktop")).expect("the entry");
    let program = std::fs::canonicalize(env!("CARGO_BIN_EXE_parlour")).expect("the program");
    assert!(entry.lines().any(|l| l == format!("Exec={} %F", program.display())), "{entry}");
    assert!(entry.contains("\nIcon=parlour\n") && entry.contains("\nStartupWMClass=parlour\n"), "{entry}");
    let types = ["application/x-parlour-game", "application/x-parlour-tiles", "application/x-parlour-cards"];
    let declared = std::fs::read_to_string(data.join("mime/packages/parlour.xml")).expect("the MIME package");
    let listed = entry.lines().find_map(|l| l.strip_prefix("MimeType=")).expect("a MimeType key");
    for name in types {
        assert!(listed.split(';').any(|t| t == name), "the entry opens {name}: {entry}");
        assert!(declared.contains(&format!("<mime-type type=\"{name}\">")), "{name} is declared: {declared}");
    }
    for size in [16u32, 24, 32, 48, 64, 128, 256] {
        let icon = data.join(format!("icons/hicolor/{size}x{size}/apps/parlour.png"));
        let bytes = std::fs::read(&icon).unwrap_or_else(|e| panic!("{}: {e}", icon.display()));
        // A PNG's width and height, big-endian, at bytes 16 to 24.
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(bytes[16..20], size.to_be_bytes());
        assert_eq!(bytes[20..24], size.to_be_bytes());
    }
    // Beside the entry, update-desktop-database (where installed) keeps its mimeinfo.cache.
    let names: Vec<String> = std::fs::read_dir(data.join("applications"))
        .expect("folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name != "mimeinfo.cache")
        .collect();
    assert_eq!(names, ["parlour.desktop"], "installing twice leaves one entry and no temporary files");

    let not_a_folder = data.join("applications/parlour.desktop").display().to_string();
    let refused = parlour(&["install-desktop-entry", "--data-dir", &not_a_folder]);
    assert!(!refused.status.success());
    assert!(stderr(&refused).starts_with("error: ") && !stderr(&refused).contains("panicked"), "{}", stderr(&refused));
}

#[test]
fn export_prints_each_games_rules_card_on_one_page() {
    let dir = temp_dir("rules-cards");
    for game in ["you-are-here", "unicorn-jelly", "jalak", "shrine", "wonderland"] {
        let out = dir.path().join(format!("{game}.pdf")).display().to_string();
        let output = parlour(&["export", "--rules-card", game, "--out", &out]);
        assert!(output.status.success(), "{game}: {}", stderr(&output));
        assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), format!("wrote 1 page, 1 item to {out}"));
        assert!(std::fs::read(&out).expect("written").starts_with(b"%PDF"));
    }
    let out = dir.path().join("x.pdf").display().to_string();
    for (args, says) in [
        (vec!["export", "--rules-card", "chess", "--out", &out], "unknown game `chess`"),
        (vec!["export", "yah-board", "--rules-card", "jalak", "--out", &out], "cannot be used with"),
        (vec!["export", "--rules-card", "jalak", "--size", "poker", "--out", &out], "prints at its own size"),
    ] {
        let refused = parlour(&args);
        assert!(!refused.status.success() && stderr(&refused).contains(says), "{args:?}: {}", stderr(&refused));
    }
    assert!(!std::path::Path::new(&out).exists(), "a refusal writes nothing");
}

#[test]
fn validate_plays_and_rehearses_every_lesson_and_names_a_broken_step() {
    for (game, steps) in [("you-are-here", 9), ("unicorn-jelly", 14), ("jalak", 13), ("shrine", 26), ("wonderland", 15)]
    {
        let output = parlour(&["validate", &format!("assets/{game}/lesson.ron")]);
        assert!(output.status.success(), "{game}: {}", stderr(&output));
        assert!(stdout(&output).contains(&format!("{steps} steps")), "{game}: {}", stdout(&output));
    }
    let dir = temp_dir("validate-lessons");
    let text = std::fs::read_to_string(crate::run::workspace_root().join("assets/jalak/lesson.ron")).expect("read");
    for (from, to, why) in [
        // A pointer at nothing the table shows.
        ("\"Column e4\"", "\"Column q9\"", "step 3: it points at \"Column q9\""),
        // Pointers that make another move than the step asks for.
        ("\"Step north to a2\"]", "\"Pick another column\"]", "step 2: clicking what it points at"),
        // A move against the rules.
        ("action: \"a1- e>\"", "action: \"a1- w>\"", "step 4: `a1- w>` is illegal"),
    ] {
        let broken = dir.path().join("broken.ron");
        std::fs::write(&broken, text.replacen(from, to, 1)).expect("write");
        let output = parlour(&["validate", broken.to_str().expect("utf-8")]);
        assert_eq!(output.status.code(), Some(1), "{why}");
        assert!(stderr(&output).contains(why), "{why}: {}", stderr(&output));
    }
}

#[test]
fn selfplay_records_games_that_replay_and_review_prints_one_entry_per_decision() {
    let dir = temp_dir("records");
    let output = parlour(&[
        "selfplay",
        "--game",
        "jalak",
        "--players",
        "medium,random",
        "--games",
        "2",
        "--seed",
        "3",
        "--record",
        dir.path().to_str().expect("utf-8"),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let mut files: Vec<_> = std::fs::read_dir(dir.path()).expect("the folder").flatten().map(|e| e.path()).collect();
    files.sort();
    assert_eq!(files.len(), 2, "one record per game");
    let file = files[0].to_str().expect("utf-8");
    let replay = stdout(&parlour(&["replay", file, "--json"]));
    let lines: Vec<serde_json::Value> = replay.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    let summary = lines.last().expect("a summary");
    let moves = summary["moves"].as_u64().expect("moves") as usize;
    assert_eq!(lines.len(), moves + 1, "a line per move, then the summary");
    assert_eq!(summary["finished"], true);
    assert!(lines[0]["log"].as_array().is_some_and(|l| !l.is_empty()), "the log of the first move");
    // One seat's decisions only, numbered from 1.
    let review = stdout(&parlour(&["review", file, "--seat", "2", "--json"]));
    let mut judged: Vec<serde_json::Value> = review.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    // The last line sums up each seat: only seat 2's decisions were judged.
    let summary = judged.pop().expect("a summary");
    let seats = summary["summary"].as_array().expect("a summary a seat");
    assert_eq!(seats.iter().map(|s| s["decisions"].as_u64().unwrap_or(0) > 0).collect::<Vec<_>>(), [false, true]);
    assert!(seats[0]["accuracy"].is_null(), "no figure for a seat not judged");
    assert!(!judged.is_empty() && judged.len() < moves, "{judged:?}");
    assert!(judged.iter().all(|j| j["seat"] == 2 && j["mark"].is_string() && j["value_before"].is_number()));
    // Bad input changes nothing and says why.
    let junk = dir.path().join("junk.ron");
    std::fs::write(&junk, "not a record").expect("write");
    for command in ["replay", "review"] {
        let output = parlour(&[command, junk.to_str().expect("utf-8")]);
        assert_eq!(output.status.code(), Some(1), "{command}");
        assert!(stderr(&output).contains("is not a saved game"), "{command}: {}", stderr(&output));
    }
    let output = parlour(&["review", file, "--seat", "3"]);
    assert!(stderr(&output).contains("this game has 2 seats"), "{}", stderr(&output));
}

#[test]
fn validate_and_export_take_a_typeface_file_beside_the_set_and_name_one_missing() {
    let dir = temp_dir("validate-typeface");
    std::fs::create_dir_all(dir.path().join("fonts")).expect("made");
    std::fs::write(dir.path().join("fonts/Mine.ttf"), parlour_designer::print::font::DEJAVU_SERIF).expect("written");
    let mut set = parlour_core::games::unicorn_jelly::TileSet::default_set().clone();
    set.typeface = parlour_core::typeface::Typeface::File("fonts/Mine.ttf".into());
    let file = dir.path().join("mine.ron");
    std::fs::write(&file, set.to_ron()).expect("written");
    let path = file.to_str().expect("utf-8 path");
    let output = parlour(&["validate", path]);
    assert!(output.status.success(), "{}", stderr(&output));
    let pdf = dir.path().join("mine.pdf");
    let output = parlour(&["export", path, "--out", pdf.to_str().expect("utf-8 path")]);
    assert!(output.status.success(), "{}", stderr(&output));
    std::fs::remove_file(dir.path().join("fonts/Mine.ttf")).expect("taken away");
    let output = parlour(&["validate", path]);
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stdout).into_owned() + &stderr(&output);
    assert!(said.contains("(typeface)") && said.contains("Mine.ttf"), "{said}");
}
