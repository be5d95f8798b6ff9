//! The workshop: a new tile made, its fields set, its face previewed,
//! saved, opened again in a fresh app, and play-tested.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::tables::UnicornJellyTable;
use parlour::desktop::{ParlourApp, Screen, Settings};
use parlour_core::games::unicorn_jelly::{Kind, TileSet};

use crate::harness::{self, temp_dir};

/// Replaces the text of the field labelled `label`.
fn type_into(harness: &mut Harness<'_, ParlourApp>, label: &str, text: &str) {
    harness.get_by_label(label).click();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    harness.get_by_label(label).type_text(text);
    harness.run_steps(2);
}

fn open_workshop(harness: &mut Harness<'_, ParlourApp>) {
    harness.get_by_label("Workshop: design tiles").click();
    harness.run_steps(2);
    assert_eq!(harness.state().screen(), Screen::Workshop);
}

#[test]
fn a_new_tile_is_designed_saved_opened_again_and_play_tested() {
    let dir = temp_dir("workshop");
    let file = dir.join("whales.ron");
    let mut harness = harness::harness(Settings::default(), &dir);
    open_workshop(&mut harness);
    let before = harness.state().workshop().expect("open").set().tiles.len();
    harness.get_by_label("New tile").click();
    harness.run_steps(2);
    let set = harness.state().workshop().expect("open").set();
    assert_eq!(set.tiles.len(), before + 1);
    harness.get_by_label(&format!("Preview of {}", set.tiles[before].name));

    type_into(&mut harness, "Name", "Sky Whale");
    harness.get_by_label("Kind").click();
    harness.run_steps(2);
    harness.get_by_label("Danger").click();
    harness.run_steps(2);
    harness.get_by_label("Preview of Sky Whale");
    let tile = harness.state().workshop().expect("open").set().tile("Sky Whale").cloned().expect("renamed");
    assert_eq!(tile.kind, Kind::Danger, "the kind was picked");
    assert!(tile.power.is_some(), "a Danger has a power");

    // Undo takes the kind back; redo brings it again.
    harness.get_by_label("Undo edit").click();
    harness.run_steps(2);
    let kind =
        |h: &Harness<'_, ParlourApp>| h.state().workshop().and_then(|w| w.set().tile("Sky Whale")).map(|t| t.kind);
    assert_ne!(kind(&harness), Some(Kind::Danger));
    harness.get_by_label("Redo edit").click();
    harness.run_steps(2);
    assert_eq!(kind(&harness), Some(Kind::Danger));

    type_into(&mut harness, "Set file", &file.display().to_string());
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
    let saved = TileSet::from_ron(&std::fs::read_to_string(&file).expect("saved")).expect("a valid set");
    assert_eq!(&saved, harness.state().workshop().expect("open").set());
    harness.get_by_label("Save set");

    let mut other = harness::harness(Settings::default(), &temp_dir("workshop-2"));
    open_workshop(&mut other);
    type_into(&mut other, "Set file", &file.display().to_string());
    other.get_by_label("Open set").click();
    other.run_steps(2);
    assert_eq!(other.state().workshop().expect("open").set(), &saved, "the set opened is the set saved");
    type_into(&mut other, "Search", "whale");
    other.get_by_label_contains("Sky Whale (Danger");

    other.get_by_label("Play-test").click();
    other.run_steps(2);
    assert_eq!(other.state().screen(), Screen::Table);
    let table = other.state().table_as::<UnicornJellyTable>().expect("a Unicorn Jelly table");
    assert_eq!(table.session().record().options.tile_set(), &saved, "the game plays the set designed");
}

#[test]
fn a_broken_set_file_is_refused_and_changes_nothing() {
    let dir = temp_dir("workshop-broken");
    let file = dir.join("broken.csv");
    std::fs::write(&file, "name,kind,power\nWhale,Dragon,3\n").expect("write");
    let mut harness = harness::harness(Settings::default(), &dir);
    open_workshop(&mut harness);
    let before = harness.state().workshop().expect("open").set().clone();
    type_into(&mut harness, "Set file", &file.display().to_string());
    harness.get_by_label("Open set").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Could not open: row 2, column `kind`: `Dragon` is not a kind");
    assert_eq!(harness.state().workshop().expect("open").set(), &before);
}
