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

#[test]
fn a_suggested_fix_is_applied_to_a_card_made_too_strong_and_undone_in_one_step() {
    let dir = temp_dir("balance-fixes");
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
    // Games enough for the search to run its course, and no time limit:
    // it ends at the same place however slow the machine.
    GamesAllowed(100_000_000).use_in(&harness.ctx);
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    harness.get_by_label("Suggest fixes").click();
    harness.run_steps(2);
    harness.get_by_label("Cancel");
    while harness.query_by_label("Cancel").is_some() {
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    harness.run_steps(2);
    harness.get_by_label_contains("Suggested fixes.");
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
