//! Suggest fixes in the Balance the set window: aimed at the designs the
//! list shows, within the games and the time the designer set (the games
//! left as set), a progress bar naming the design searched; a fix proved
//! by games is applied (one edit Undo takes back) or dismissed; Cancel
//! says so.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::workshop::GamesAllowed;
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::games::you_are_here::{Card, Edges};

use crate::harness::{self, open_workshop, temp_dir, type_into};
use crate::workshop_forms::in_window;

/// Types `text` into the Balance the set window's field `label`.
fn type_in_window(harness: &mut Harness<'_, ParlourApp>, label: &str, text: &str) {
    in_window(harness, label, false).click();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    in_window(harness, label, false).type_text(text);
    harness.run_steps(2);
}

fn main_stage(harness: &Harness<'_, ParlourApp>) -> Card {
    let workshop = harness.state().workshop().expect("the workshop");
    workshop.collection().card("Main Stage").cloned().expect("Main Stage")
}

/// The card bench, Main Stage given the strongest edges Diamonds allow,
/// the Balance the set window open with `games` a measure; a search
/// `bounded` by games alone, with no time limit, runs its course.
fn broken_main_stage(name: &str, games: &str, bounded: bool) -> (Harness<'static, ParlourApp>, tempfile::TempDir) {
    let dir = temp_dir(name);
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    harness.get_by_label("Main Stage").click();
    harness.run_steps(2);
    for edge in ["Top edge", "Right edge", "Bottom edge", "Left edge"] {
        type_into(&mut harness, edge, "9");
    }
    let broken = Edges { top: 9, right: 9, bottom: 9, left: 9 };
    assert_eq!(main_stage(&harness).edges, broken, "the card made as strong as Diamonds allow");
    if bounded {
        // Games enough for the search to run its course, and no time limit:
        // it ends at the same place however slow the machine.
        GamesAllowed(100_000_000).use_in(&harness.ctx);
    }
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    type_in_window(&mut harness, "Games", games);
    (harness, dir)
}

/// Searches the list's designs (after typing `search`) in a fixed band
/// of ±5 points, and waits for the suggestions.
fn suggest_for_the_list(harness: &mut Harness<'_, ParlourApp>, search: &str) {
    type_into(harness, "Search", search);
    harness.get_by_label_contains("Those the list shows (").click();
    harness.get_by_label("Fixed band").click();
    harness.run_steps(2);
    harness.get_by_label("Suggest fixes").click();
    harness.run_steps(2);
    wait_for_the_search(harness);
}

/// Waits for the search under way to end (its Cancel gone), and for its
/// suggestions.
fn wait_for_the_search(harness: &mut Harness<'_, ParlourApp>) {
    while harness.query_by_label("Cancel").is_some() {
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    harness.run_steps(2);
    harness.get_by_label_contains("Suggested fixes.");
}

fn wait_for(harness: &mut Harness<'_, ParlourApp>, label: &str) {
    let started = std::time::Instant::now();
    while harness.query_by_label_contains(label).is_none() {
        assert!(started.elapsed().as_secs() < 600, "`{label}` never came");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    harness.run_steps(2);
}

/// The names of the designs with a suggestion on the list.
fn suggested(harness: &Harness<'_, ParlourApp>) -> Vec<String> {
    harness
        .query_all_by_label_contains("Dismiss the suggestion for ")
        .filter_map(|n| n.accesskit_node().label())
        .map(|l| l.trim_start_matches("Dismiss the suggestion for ").to_owned())
        .collect()
}

#[test]
fn a_suggested_fix_is_applied_to_a_card_made_too_strong_and_undone_in_one_step() {
    let (mut harness, _dir) = broken_main_stage("balance-fixes", "2000", true);
    let broken = main_stage(&harness).edges;
    suggest_for_the_list(&mut harness, "Main");
    assert!(harness.query_by_label_contains("allowed ran out").is_none(), "the search ran its course");
    let line = harness.get_by_label_contains("Main Stage: ").accesskit_node().value().unwrap_or_default();
    assert!(line.contains(" 9 → ") && line.ends_with("points"), "{line}");
    // The set as the search measured it fills the table and the chart.
    harness.get_by_label_contains("Main Stage on the chart: +");
    harness.get_by_label("Apply the fix to Main Stage").click();
    harness.run_steps(2);
    let fixed = main_stage(&harness);
    assert_ne!(fixed.edges, broken, "the fix is made");
    assert!(fixed.suit.fits(fixed.edges), "in its suit's shape: {fixed}");
    let changed = fixed.edges.as_array().iter().zip(broken.as_array()).filter(|(a, b)| *a != b).count();
    assert!(changed <= 2, "at most two edges changed: {fixed}");
    harness.get_by_label("Applied the fix to Main Stage");
    harness.get_by_label("Undo edit").click();
    harness.run_steps(2);
    assert_eq!(main_stage(&harness).edges, broken, "Undo takes the whole fix back at once");
    harness.get_by_label("Apply the fix to Main Stage");
    harness.get_by_label("Dismiss the suggestion for Main Stage").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Apply the fix to Main Stage").is_none(), "dismissed");
}

#[test]
fn suggest_fixes_searches_only_the_designs_the_list_shows() {
    let (mut harness, _dir) = broken_main_stage("suggest-aim", "600", true);
    suggest_for_the_list(&mut harness, "Main");
    assert_eq!(suggested(&harness), ["Main Stage"], "the list showed Main Stage alone");
    harness.get_by_label_contains("1 design searched");
    // Every design: at 600 games no card's interval lies wholly outside
    // ±5 points, Main Stage's included, so none is searched.
    harness.get_by_label_contains("Every design (").click();
    harness.run_steps(2);
    harness.get_by_label("Suggest fixes").click();
    harness.run_steps(2);
    wait_for_the_search(&mut harness);
    assert!(suggested(&harness).is_empty(), "{:?}", suggested(&harness));
    harness.get_by_label_contains("nothing to fix");
}

#[test]
fn suggest_fixes_takes_its_time_from_the_time_field() {
    let (mut harness, _dir) = broken_main_stage("suggest-time", "300", false);
    type_in_window(&mut harness, "Time limit", "45");
    let limit = in_window(&harness, "Time limit", false).accesskit_node().numeric_value();
    assert_eq!(limit, Some(45.0));
    suggest_for_the_list(&mut harness, "Main");
    harness.get_by_label_contains("within the 45 s allowed");
}

#[test]
fn suggest_fixes_leaves_the_games_as_the_designer_set_them() {
    let (mut harness, _dir) = broken_main_stage("suggest-games", "700", true);
    let games = |h: &Harness<'_, ParlourApp>| in_window(h, "Games", false).accesskit_node().numeric_value();
    assert_eq!(games(&harness), Some(700.0));
    suggest_for_the_list(&mut harness, "Main");
    assert_eq!(games(&harness), Some(700.0), "the games a measure plays are the designer's");
    // The figures the search measured are kept at those games.
    harness.get_by_label("Every design chosen is measured");
    harness.get_by_label_contains("1 design searched");
    harness.get_by_label_contains("700 games a measure");
}

#[test]
fn suggest_fixes_names_the_design_it_searches_and_the_games_on_its_progress_bar() {
    let (mut harness, _dir) = broken_main_stage("suggest-progress", "2000", false);
    type_into(&mut harness, "Search", "Main");
    harness.get_by_label_contains("Those the list shows (").click();
    harness.get_by_label("Fixed band").click();
    harness.run_steps(2);
    harness.get_by_label("Suggest fixes").click();
    harness.run_steps(1);
    wait_for(&mut harness, "Searching for a fix to Main Stage (1 of 1): ");
    let bar = harness
        .get_by_label_contains("Searching for a fix to Main Stage (1 of 1): ")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(bar.contains(" games, ") && bar.ends_with("of at most 120 s"), "{bar}");
    harness.get_by_label("Cancel").click();
    wait_for(&mut harness, "Suggested fixes.");
    harness.get_by_label_contains("Stopped: the fixes proved by then are kept.");
}

#[test]
fn suggesting_fixes_is_cancelled_and_says_so() {
    let dir = temp_dir("balance-fixes-cancel");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    harness.get_by_label("Suggest fixes").click();
    harness.run_steps(2);
    harness.get_by_label("Cancel").click();
    let started = std::time::Instant::now();
    while harness.query_by_label("Suggesting fixes was cancelled.").is_none() {
        assert!(started.elapsed().as_secs() < 60, "the search went on");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(harness.query_by_label("Cancel").is_none());
    assert!(harness.query_by_label("Suggest fixes").is_some(), "another search can start");
}
