//! Faces that fit, as a designer meets them in the workshop: a text too
//! long for its box even at the smallest size is named beside the face in
//! the words `validate` and the export use; a design that fits says nothing
//! of fitting.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::harness::{self, open_workshop, temp_dir, type_into};
use parlour::desktop::{ParlourApp, Settings};

/// A flavour near the most characters a design may have (200).
const LONG: &str = "Calls the drowned back up from the black water, one by one, and each of them remembers your name and \
                    the day you left them there, and every one of them wants a word with you before the night is out.";

/// A tile whose three lines of abilities leave the flavour too little
/// room for [`LONG`].
const WORDY: &str = "Swamp Hag";

/// The workshop open on a fresh set in a folder of its own named after
/// `test`, showing `tile`.
fn workshop(test: &str, tile: &str) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(test);
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.run_steps(4);
    harness.get_by_label(tile).click();
    harness.run_steps(3);
    (dir, harness)
}

/// The tile the workshop shows.
fn shown(harness: &Harness<'_, ParlourApp>, name: &str) -> parlour_core::games::unicorn_jelly::TileDef {
    let set = harness.state().workshop().expect("open").set().clone();
    set.tiles.into_iter().find(|t| t.name == name).expect("the tile")
}

#[test]
fn fits_a_flavour_too_long_is_named_beside_the_face() {
    let (_dir, mut harness) = workshop("fits-long-flavour", WORDY);
    let name = WORDY;
    type_into(&mut harness, "Flavour", LONG);
    harness.run_steps(3);
    // Beside its own face the design's name is left out; the words are validate's.
    let problem = harness.get_by_label_contains("Does not fit when printed: the flavour does not fit");
    let face = harness.get_by_label(&format!("Preview of {name}")).rect();
    let problem = problem.rect();
    assert!(
        problem.top() >= face.bottom() && problem.left() >= face.left() - 1.0,
        "the problem {problem:?} lies beside the face {face:?}, under it"
    );
}

#[test]
fn fits_a_design_that_fits_says_nothing_of_fitting() {
    let name = "Lupiko";
    let (_dir, mut harness) = workshop("fits-default", name);
    harness.get_by_label(&format!("Preview of {name}"));
    assert!(harness.query_by_label_contains("does not fit").is_none(), "a default tile fits its face");
    // A short flavour still fits: nothing is said.
    type_into(&mut harness, "Flavour", "She keeps the lighthouse lit for drowned ships");
    harness.run_steps(3);
    assert!(harness.query_by_label_contains("does not fit").is_none(), "a 45-character flavour fits");
}

#[test]
fn fits_the_problem_goes_when_the_flavour_is_shortened() {
    let (_dir, mut harness) = workshop("fits-shortened", WORDY);
    type_into(&mut harness, "Flavour", LONG);
    harness.run_steps(3);
    harness.get_by_label_contains("the flavour does not fit");
    type_into(&mut harness, "Flavour", "Calls the drowned back up.");
    harness.run_steps(3);
    assert!(harness.query_by_label_contains("does not fit").is_none(), "the shortened flavour fits: nothing named");
    assert_eq!(shown(&harness, WORDY).flavour, "Calls the drowned back up.", "the edit is the design's");
}
