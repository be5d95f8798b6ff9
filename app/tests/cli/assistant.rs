//! `parlour balance --suggest`: a card made far too strong is brought back
//! inside the band, the promised JSON is printed, and the set written with
//! its fixes measures inside the band on seeds the search never played.

use std::path::Path;

use parlour_tests::temp_dir;
use serde_json::Value;

use crate::run::{last_json, parlour, stderr};

const CARDS: &str = "assets/you-are-here/starter-deck.ron";

/// The games a search may play: far more than one needs.
const ALLOWED: &str = "100000000";

fn text(path: &Path) -> &str {
    path.to_str().expect("utf-8")
}

/// The starter deck with Main Stage given the strongest edges Diamonds allow.
fn broken_deck(dir: &Path) -> std::path::PathBuf {
    let deck = std::fs::read_to_string(parlour_tests::workspace_root().join(CARDS)).expect("the starter deck");
    let strong = deck.replace(
        "(name: \"Main Stage\",   suit: Diamonds, edges: (top: 6, right: 6, bottom: 5, left: 6))",
        "(name: \"Main Stage\",   suit: Diamonds, edges: (top: 9, right: 9, bottom: 9, left: 9))",
    );
    assert_ne!(strong, deck, "Main Stage is where the deck had it");
    let file = dir.join("strong.ron");
    std::fs::write(&file, strong).expect("write");
    file
}

#[test]
fn a_card_made_too_strong_is_fixed_in_at_most_two_edits_and_measures_inside_afresh() {
    let dir = temp_dir("suggest");
    let broken = broken_deck(dir.path());
    let fixed = dir.path().join("fixed.ron");
    // A budget in games, far more than the search needs, and no time limit:
    // the search runs its course however slow the machine.
    let args =
        ["balance", "--set", text(&broken), "--suggest", "--budget-games", ALLOWED, "--json", "--write", text(&fixed)];
    let output = parlour(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let lines: Vec<Value> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    let main = lines.iter().find(|l| l["card"] == "Main Stage").expect("a line for Main Stage");
    assert_eq!(main["fixed"], true, "{main}");
    let changes = main["changes"].as_array().expect("changes");
    assert!((1..=2).contains(&changes.len()) && changes.iter().all(|c| c.as_str().is_some_and(|c| c.contains(" → "))));
    for figure in ["before", "after"] {
        assert!(main[figure]["win_rate_delta"].is_f64() && main[figure]["ci95"].is_array(), "{main}");
    }
    assert!(main["games"].as_u64().is_some_and(|g| g > 0), "{main}");
    let summary = &lines.last().expect("a summary")["summary"];
    for key in ["spread_before", "spread_after", "seconds"] {
        assert!(summary[key].is_f64(), "{key} in {summary}");
    }
    assert!(summary["games"].as_u64().is_some_and(|g| g > 0), "{summary}");
    assert_eq!(summary["budget_reached"], false, "the search ran its course: {summary}");
    // The written deck, measured on other seeds.
    let args = ["balance", "--set", text(&fixed), "--card", "Main Stage", "--games", "4000", "--seed", "977", "--json"];
    let afresh = last_json(&parlour(&args));
    let delta = afresh["win_rate_delta"].as_f64().expect("a figure");
    assert!(delta.abs() <= 0.05, "measured afresh: {afresh}");
    // Written again without --force, the file is kept.
    let again = parlour(&["balance", "--set", text(&broken), "--suggest", "--write", text(&fixed)]);
    assert!(!again.status.success() && stderr(&again).contains("add --force"), "{}", stderr(&again));
}

#[test]
fn with_card_the_assistant_measures_and_fixes_only_the_card_named() {
    let dir = temp_dir("suggest-card");
    let broken = broken_deck(dir.path());
    let args = ["balance", "--set", text(&broken), "--suggest", "--card", "Main Stage"];
    let output = parlour(&[&args[..], &["--budget-games", ALLOWED, "--json"]].concat());
    assert!(output.status.success(), "{}", stderr(&output));
    let lines: Vec<Value> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    let [main, summary] = lines.as_slice() else { panic!("one line for Main Stage and a summary: {lines:?}") };
    assert_eq!(main["card"], "Main Stage", "{main}");
    assert_eq!(main["fixed"], true, "{main}");
    let summary = &summary["summary"];
    assert_eq!(summary["designs_out_of_band"], 1, "{summary}");
    assert_eq!(summary["designs_measured"], 1, "only Main Stage is measured: {summary}");
}

#[test]
fn the_assistant_refuses_what_it_cannot_do_in_words() {
    let dir = temp_dir("suggest-refusals");
    let broken = broken_deck(dir.path());
    let before = std::fs::read(&broken).expect("read");
    let nowhere = dir.path().join("no-such-folder").join("fixed.ron");
    let cases: [(&[&str], &str); 9] = [
        (&["--suggest", "--write", text(&nowhere)], "does not exist"),
        (&["--suggest", "--write", text(&broken)], "is the set being measured"),
        (&["--suggest", "--budget", "0"], "from 1 to 86400"),
        (&["--budget", "30", "--all"], "--suggest"),
        (&["--budget-games", "30000", "--all"], "--suggest"),
        (&["--suggest", "--budget-games", "0"], "from 1 to 1000000000000"),
        (&["--suggest", "--card", "Nobody"], "no card named `Nobody`"),
        (&["--suggest", "--all"], "cannot be used with"),
        (&["--all", "--write", "x.ron"], "--suggest"),
    ];
    for (extra, message) in cases {
        let output = parlour(&[&["balance", "--set", text(&broken)][..], extra].concat());
        assert!(!output.status.success(), "{extra:?} accepted");
        assert!(stderr(&output).contains(message), "{extra:?}: {}", stderr(&output));
    }
    assert_eq!(std::fs::read(&broken).expect("read"), before, "the set is never written over");
    assert!(!dir.path().join("no-such-folder").exists(), "no folder is made");
}
