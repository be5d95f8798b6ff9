//! Suggest fixes in the Balance the set window: a card made far too
//! strong gets a fix proved by games, Apply makes it (one edit Undo takes
//! back), and Dismiss takes a suggestion off the list.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::workshop::GamesAllowed;
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::games::you_are_here::{Card, Edges};

use crate::harness::{self, open_workshop, temp_dir, type_into};

fn main_stage(harness: &Harness<'_, ParlourApp>) -> Card {
    let workshop = harness.state().workshop().expect("the workshop");
    workshop.collection().card("Main Stage").cloned().expect("Main Stage")
}

const BROKEN: Edges = Edges { top: 9, right: 9, bottom: 9, left: 9 };

/// Opens the card bench with Main Stage made as strong as Diamonds allow,
/// and lets every search play games enough to run its course with no time
/// limit: it ends at the same place however slow the machine.
fn main_stage_broken(harness: &mut Harness<'_, ParlourApp>) {
    open_workshop(harness);
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    harness.get_by_label("Main Stage").click();
    harness.run_steps(2);
    for edge in ["Top edge", "Right edge", "Bottom edge", "Left edge"] {
        type_into(harness, edge, "9");
    }
    assert_eq!(main_stage(harness).edges, BROKEN, "the card made as strong as Diamonds allow");
    GamesAllowed(100_000_000).use_in(&harness.ctx);
}

/// Types `value` into the number field labelled `label` and presses Enter.
fn set_number(harness: &mut Harness<'_, ParlourApp>, label: &str, value: &str) {
    field(harness, label).click();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    field(harness, label).type_text(value);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
}

/// The number field labelled `label` in the Balance the set window.
fn field<'h>(harness: &'h Harness<'_, ParlourApp>, label: &'h str) -> egui_kittest::Node<'h> {
    let window = harness
        .get_by(|n| n.role() == egui::accesskit::Role::Window && n.label().as_deref() == Some("Balance the set"));
    window.get_by(|n| n.role() == egui::accesskit::Role::SpinButton && n.label().as_deref() == Some(label))
}

/// The value the number field labelled `label` shows.
fn number(harness: &Harness<'_, ParlourApp>, label: &str) -> Option<f64> {
    field(harness, label).accesskit_node().numeric_value()
}

/// Presses Suggest fixes and waits for the search to end.
fn suggest_and_wait(harness: &mut Harness<'_, ParlourApp>) {
    harness.get_by_label("Suggest fixes").click();
    harness.run_steps(2);
    harness.get_by_label("Cancel");
    let started = std::time::Instant::now();
    while harness.query_by_label("Cancel").is_some() {
        assert!(started.elapsed().as_secs() < 600, "the search went on");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    harness.run_steps(2);
    harness.get_by_label_contains("Suggested fixes.");
}

/// The designs the list of suggestions names.
fn suggested(harness: &Harness<'_, ParlourApp>) -> Vec<String> {
    let names = harness.get_all_by_label_contains("Dismiss the suggestion for ");
    names.map(|n| n.accesskit_node().label().unwrap_or_default().replace("Dismiss the suggestion for ", "")).collect()
}

#[test]
fn a_suggested_fix_is_applied_to_a_card_made_too_strong_and_undone_in_one_step() {
    let dir = temp_dir("balance-fixes");
    let mut harness = harness::harness(Settings::default(), dir.path());
    main_stage_broken(&mut harness);
    let broken = BROKEN;
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    set_number(&mut harness, "Games", "4000");
    suggest_and_wait(&mut harness);
    assert!(harness.query_by_label_contains("The time allowed ran out").is_none(), "the search ran its course");
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
    // Another suggestion dismissed leaves the list.
    let other = harness
        .get_all_by_label_contains("Dismiss the suggestion for ")
        .next()
        .map(|n| n.accesskit_node().label().unwrap_or_default())
        .expect("another design out of band");
    harness.get_by_label(&other).click();
    harness.run_steps(2);
    assert!(harness.query_by_label(&other).is_none(), "{other} dismissed");
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

#[test]
fn suggest_searches_only_the_designs_the_list_shows() {
    let dir = temp_dir("balance-fixes-aim");
    let mut harness = harness::harness(Settings::default(), dir.path());
    main_stage_broken(&mut harness);
    type_into(&mut harness, "Search", "Main Stage");
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    harness.get_by_label("Those the list shows (1)").click();
    harness.run_steps(2);
    set_number(&mut harness, "Games", "4000");
    suggest_and_wait(&mut harness);
    assert_eq!(suggested(&harness), ["Main Stage"], "the one design aimed at");
    harness.get_by_label("Apply the fix to Main Stage");
    // Only Main Stage was measured: the others wait for a measure.
    harness.get_by_label("Every design (10)").click();
    harness.run_steps(2);
    harness.get_by_label("Measure 9 designs");
    // Another collection started: what was suggested for this one is gone.
    harness.get_by_label("New collection").click();
    harness.run_steps(2);
    harness.get_by_label("Discard changes").click();
    harness.run_steps(3);
    assert!(harness.query_by_label_contains("Suggested fixes.").is_none(), "the last collection's fixes are gone");
    assert!(harness.query_by_label("Apply the fix to Main Stage").is_none());
}

#[test]
fn suggest_searches_for_the_time_set_and_leaves_the_games_alone() {
    let dir = temp_dir("balance-fixes-time");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    set_number(&mut harness, "Games", "200");
    set_number(&mut harness, "Time", "10");
    assert_eq!(number(&harness, "Time"), Some(10.0));
    // The default tile set holds designs out of band that ten seconds
    // cannot all reach.
    let started = std::time::Instant::now();
    suggest_and_wait(&mut harness);
    harness.get_by_label_contains("The time allowed ran out");
    assert!(started.elapsed().as_secs() < 120, "the search stopped near its ten seconds");
    assert_eq!(number(&harness, "Games"), Some(200.0), "the games are the designer's to change");
    // The search's first measure, at those games, fills the table.
    harness.get_by_label_contains("designs measured");
}

#[test]
fn the_games_and_time_chosen_are_kept_for_the_next_bench_and_the_next_run() {
    let dir = temp_dir("balance-asks-kept");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    set_number(&mut harness, "Games", "300");
    set_number(&mut harness, "Time", "30");
    // The cards' bench has its own window, opened with the same asks —
    // kept with what Parlour keeps between runs.
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    assert_eq!(number(&harness, "Games"), Some(300.0), "the games chosen are kept");
    assert_eq!(number(&harness, "Time"), Some(30.0), "the time chosen is kept");
    let kept = harness.ctx.data_mut(|d| d.get_persisted::<(u64, u64, f64)>(egui::Id::unique("parlour-balance-asks")));
    assert_eq!(kept.map(|(games, seconds, _)| (games, seconds)), Some((300, 30)), "kept between runs");
}
