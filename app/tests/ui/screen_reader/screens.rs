//! Every screen a listener reaches: each control named, so a screen reader
//! says what it does — the shelf, the New game dialog, every table, a
//! lesson, the History, a replay under review (its marks named), the
//! workshop's forms and the file picker.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::file_dialog::DialogChoice;
use parlour::desktop::{ParlourApp, Settings};
use parlour::seat_player::SeatPlayer;
use parlour_core::GameKind;
use parlour_core::bots::Level;

use parlour_core::games::jalak::{Jalak, Options as JalakOptions};

use super::spoken;
use crate::analysis::{record_of, replayed, review_of};
use crate::harness::{self, choices, temp_dir};

/// The roles a person acts on.
const CONTROLS: [Role; 10] = [
    Role::Button,
    Role::TextInput,
    Role::MultilineTextInput,
    Role::ComboBox,
    Role::CheckBox,
    Role::RadioButton,
    Role::Slider,
    Role::SpinButton,
    Role::Link,
    Role::ListBoxOption,
];

/// The controls on screen that a screen reader could not name, by role and
/// place, on the screen called `screen`.
fn unnamed(harness: &Harness<'_, ParlourApp>, screen: &str) -> Vec<String> {
    harness
        .query_all_by(|node| CONTROLS.contains(&node.role()) && spoken(node).trim().is_empty())
        .map(|node| format!("{screen}: a {:?} at {:?}", node.accesskit_node().role(), node.rect()))
        .collect()
}

/// How many controls are on screen.
fn controls(harness: &Harness<'_, ParlourApp>) -> usize {
    harness.query_all_by(|node| CONTROLS.contains(&node.role())).count()
}

/// Clicks the control named `name` and lets the app draw.
fn open(harness: &mut Harness<'_, ParlourApp>, name: &str) {
    harness.get_by(|node| spoken(node) == name).click();
    harness.run_steps(3);
}

#[test]
fn screen_reader_every_control_on_every_screen_has_a_name() {
    let mut missing = Vec::new();
    let mut seen = 0;
    let mut look = |harness: &Harness<'_, ParlourApp>, screen: &str| {
        assert!(controls(harness) > 0, "{screen}: no control at all");
        seen += 1;
        missing.extend(unnamed(harness, screen));
    };
    let dir = temp_dir("sr-screens");
    let mut harness = harness::harness(Settings::default(), dir.path());
    look(&harness, "the shelf");
    for &kind in GameKind::ALL {
        let name = kind.info().name;
        let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
        let mut at_table = harness::harness(choices(kind, seats, &[], 3), dir.path());
        open(&mut at_table, &format!("New game of {name}"));
        look(&at_table, &format!("the New game dialog of {name}"));
        open(&mut at_table, "Start");
        at_table.run_steps(5);
        assert!(at_table.state().screen().is_table(), "{name}: at its table");
        look(&at_table, &format!("the {name} table"));
        let mut lesson = harness::harness(Settings::default(), dir.path());
        open(&mut lesson, &format!("Learn to play {name}"));
        assert!(lesson.state().screen().is_table(), "{name}: at its lesson");
        look(&lesson, &format!("the lesson of {name}"));
    }
    open(&mut harness, "History");
    look(&harness, "the History");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    crate::harness::open_workshop(&mut harness);
    look(&harness, "the workshop's tiles");
    open(&mut harness, "You Are Here cards");
    look(&harness, "the workshop's cards");
    let mut picker = harness::harness(Settings::default(), dir.path());
    DialogChoice::Parlour.use_in(&picker.ctx);
    open(&mut picker, "Open a saved game…");
    look(&picker, "the prompt to open a saved game");
    let prompt = controls(&picker);
    open(&mut picker, "Browse…");
    // The picker itself, not the prompt behind it: its own controls are there.
    for own in ["Up", "Folder", "Filter", "File type"] {
        let control = picker.query_by(|node| CONTROLS.contains(&node.role()) && spoken(node) == own);
        assert!(control.is_some(), "the file picker shows the control {own:?}");
    }
    assert!(controls(&picker) > prompt, "the picker adds its controls to the prompt's {prompt}");
    look(&picker, "the file picker");
    // A replay under the hard bot's review: its marks named with the move and the mark.
    let record = record_of::<Jalak>(JalakOptions::default(), 5, &["human", "easy"], 12);
    let (_replays, replay) = replayed("sr-screens-replay", &record, &review_of(&record, &[(3, 0.3)]));
    look(&replay, "a replay under review");
    let marks: Vec<String> =
        replay.query_all_by(|node| spoken(node).starts_with("Move 4: ")).map(|n| spoken(&n.accesskit_node())).collect();
    assert!(
        marks.iter().any(|m| m.contains("blunder") && m.contains("Player 2")),
        "the review's mark is named: {marks:?}"
    );
    assert!(missing.is_empty(), "controls a screen reader cannot name:\n{}", missing.join("\n"));
    assert!(seen >= 20, "{seen} screens looked at");
}
