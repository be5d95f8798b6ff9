//! The workshop's files, nothing overwritten and nothing forgotten: each
//! thing exported to a file of its own; a file there already replaced only
//! when the person says so (the Export dialog, the workshop's Save, the
//! table's Save game); Esc closing the window on top or leaving a field,
//! never the workshop; the file and its art brought back after a restart;
//! unused pictures listed and removed only when asked.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::GameKind;
use parlour_core::games::unicorn_jelly::TileSet;

use crate::harness::{self, open_workshop, temp_dir, type_into, type_path};

/// Names the file of the bench in front (`noun`: "set" or "collection") and saves it there.
fn save_as(harness: &mut Harness<'_, ParlourApp>, noun: &str, file: &Path) {
    type_into(harness, &format!("{}{} file", noun[..1].to_uppercase(), &noun[1..]), &file.display().to_string());
    harness.get_by_label_contains(&format!("Save {noun}")).click();
    harness.run_steps(2);
}

/// The file the Export dialog names.
fn export_field(harness: &Harness<'_, ParlourApp>) -> PathBuf {
    PathBuf::from(harness.get_by_label("PDF file").value().unwrap_or_default())
}

/// Presses Export and waits until `file` is written.
fn export_and_wait(harness: &mut Harness<'_, ParlourApp>, file: &Path) {
    harness.get_by_label("Export").click();
    harness.run_steps(2);
    wait_until_written(harness, file);
}

/// Waits until the Export dialog says it wrote `file`.
fn wait_until_written(harness: &mut Harness<'_, ParlourApp>, file: &Path) {
    let wrote = format!(" to {}", file.display());
    let started = Instant::now();
    while harness.query_by_label_contains(&wrote).is_none() {
        assert!(started.elapsed().as_secs() < 60, "the export to {} never finished", file.display());
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A small PNG for art.
fn small_png(path: &Path) {
    image::RgbaImage::from_pixel(16, 12, image::Rgba([40, 90, 200, 255])).save(path).expect("a PNG");
}

#[test]
fn each_design_is_exported_to_its_own_file_and_the_tiles_sheets_survive_the_cards() {
    let dir = temp_dir("export-own-files");
    let designs = dir.path().join("designs");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    save_as(&mut harness, "set", &designs.join("tiles.ron"));
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    save_as(&mut harness, "collection", &designs.join("cards.ron"));
    harness.get_by_label("Unicorn Jelly tiles").click();
    harness.run_steps(2);

    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    let tiles_pdf = designs.join("My_tiles.pdf");
    assert_eq!(export_field(&harness), tiles_pdf, "the set's name, beside its file");
    export_and_wait(&mut harness, &tiles_pdf);
    let tile_bytes = std::fs::read(&tiles_pdf).expect("the tiles' sheets");

    // The dialog stays open while the cards come to the front: its file follows.
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    let cards_pdf = designs.join("My_cards.pdf");
    assert_eq!(export_field(&harness), cards_pdf, "the collection's own file");
    export_and_wait(&mut harness, &cards_pdf);
    assert!(harness.query_by_label_contains("already exists").is_none(), "nothing was there to replace");
    assert!(std::fs::read(&cards_pdf).expect("the cards' sheets").starts_with(b"%PDF"));
    assert_eq!(std::fs::read(&tiles_pdf).expect("still there"), tile_bytes, "the tiles' sheets are untouched");

    // A file typed for the tiles is kept for them, and only for them.
    harness.get_by_label("Unicorn Jelly tiles").click();
    harness.run_steps(2);
    assert_eq!(export_field(&harness), tiles_pdf);
    let mine = designs.join("mine.pdf");
    type_into(&mut harness, "PDF file", &mine.display().to_string());
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    assert_eq!(export_field(&harness), cards_pdf);
    harness.get_by_label("Unicorn Jelly tiles").click();
    harness.run_steps(2);
    assert_eq!(export_field(&harness), mine);
}

#[test]
fn writing_over_a_file_asks_first_and_keep_it_leaves_the_old_bytes() {
    let dir = temp_dir("replace-asks");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);

    // The Export dialog.
    let sheet = dir.path().join("sheet.pdf");
    std::fs::write(&sheet, "old sheet").expect("written");
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    type_into(&mut harness, "PDF file", &sheet.display().to_string());
    harness.get_by_label("Export").click();
    harness.run_steps(2);
    let folder = dir.path().display().to_string();
    harness.get_by_label(&format!("“sheet.pdf” already exists in {folder}. Replace it?"));
    harness.get_by_label("Keep it").click();
    harness.run_steps(2);
    assert_eq!(std::fs::read(&sheet).expect("there"), b"old sheet", "kept as it was");
    harness.get_by_label_contains("Nothing written:");
    // Esc is Keep it too.
    harness.get_by_label("Export").click();
    harness.run_steps(2);
    harness.get_by_label_contains("already exists in");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("already exists in").is_none(), "Esc answered");
    assert!(harness.state().screen().is_workshop() && harness.query_by_label("PDF file").is_some(), "and only that");
    assert_eq!(std::fs::read(&sheet).expect("there"), b"old sheet");
    harness.get_by_label("Export").click();
    harness.run_steps(2);
    harness.get_by_label("Replace").click();
    harness.run_steps(2);
    wait_until_written(&mut harness, &sheet);
    assert!(std::fs::read(&sheet).expect("there").starts_with(b"%PDF"), "replaced once the person said so");
    harness.get_by_label_contains("It replaced the file that was there");
    // Its own export is asked about too, the next time.
    harness.get_by_label("Export").click();
    harness.run_steps(2);
    harness.get_by_label_contains("already exists in");
    harness.get_by_label("Keep it").click();
    harness.run_steps(2);
    harness.get_by_label("Close window").click();
    harness.run_steps(2);

    // The workshop's Save to another file; its own file again without asking.
    let other = dir.path().join("other.ron");
    std::fs::write(&other, "someone's set").expect("written");
    type_into(&mut harness, "Set file", &other.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    harness.get_by_label_contains("“other.ron” already exists in");
    harness.get_by_label("Keep it").click();
    harness.run_steps(2);
    assert_eq!(std::fs::read_to_string(&other).expect("there"), "someone's set");
    harness.get_by_label_contains("Not saved:");
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    harness.get_by_label("Replace").click();
    harness.run_steps(2);
    let set = || TileSet::from_ron(&std::fs::read_to_string(&other).expect("there")).expect("a set");
    assert_eq!(&set(), harness.state().workshop().expect("open").set());
    type_into(&mut harness, "Set name", "Renamed");
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("already exists in").is_none(), "its own file: no question");
    assert_eq!(set().name, "Renamed");

    // The table's Save game.
    let saved_game = dir.path().join("game.ron");
    std::fs::write(&saved_game, "an older game").expect("written");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness::start_game(&mut harness, GameKind::Jalak);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    harness.run_steps(2);
    type_path(&mut harness, &saved_game);
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    harness.get_by_label_contains("“game.ron” already exists in");
    harness.get_by_label("Keep it").click();
    harness.run_steps(2);
    assert_eq!(std::fs::read_to_string(&saved_game).expect("there"), "an older game");
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    harness.get_by_label("Replace").click();
    harness.run_steps(2);
    let text = std::fs::read_to_string(&saved_game).expect("there");
    assert!(text.contains("jalak"), "the game was saved: {text}");
}

#[test]
fn esc_closes_the_window_on_top_or_leaves_the_field_and_never_the_workshop() {
    let dir = temp_dir("workshop-esc");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Band ±").is_some() && harness.query_by_label("PDF file").is_some(), "both open");

    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("PDF file").is_none(), "Esc closed the Export dialog, on top");
    assert!(harness.query_by_label("Band ±").is_some(), "the balance window stays");
    assert!(harness.state().screen().is_workshop());
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Band ±").is_none(), "then the balance window");
    assert!(harness.state().screen().is_workshop());

    // A field typed in: Esc leaves it, the text kept.
    type_into(&mut harness, "Set name", "Half typed");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.state().screen().is_workshop(), "Esc in a field keeps the workshop");
    assert_eq!(harness.state().workshop().expect("open").set().name, "Half typed");
    // Nothing open, no field: back to the shelf, as before.
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.state().screen().is_shelf(), "Esc with nothing in front goes to the shelf");
}

#[test]
fn after_a_restart_the_workshop_brings_back_the_file_and_its_art() {
    let dir = temp_dir("workshop-restart");
    let (data, designs) = (dir.path().join("data"), dir.path().join("designs"));
    let file = designs.join("whales.ron");
    let picture = dir.path().join("whale.png");
    small_png(&picture);
    let mut harness = harness::harness(Settings::default(), &data);
    open_workshop(&mut harness);
    save_as(&mut harness, "set", &file);
    let first = harness.state().workshop().expect("open").set().tiles[0].name.clone();
    type_into(&mut harness, "Art file", &picture.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(3);
    type_into(&mut harness, "Set name", "Unsaved name");
    drop(harness);

    let mut again = harness::harness(Settings::default(), &data);
    open_workshop(&mut again);
    assert_eq!(again.get_by_label("Set file").value().as_deref(), Some(file.display().to_string().as_str()));
    again.get_by_label("Brought back your unsaved edits to whales.ron");
    again.get_by_label("Save set*");
    let set = again.state().workshop().expect("open").set().clone();
    assert_eq!(set.name, "Unsaved name");
    assert_eq!(set.tile(&first).and_then(|t| t.art.as_deref()), Some("art/whale.png"));
    again.get_by_label("Using art/whale.png");
    assert!(again.query_by_label_contains("Save the file first").is_none(), "the art folder is known again");
    assert!(again.query_by_label_contains("Art: ").is_none(), "and the art is shown");
    drop(again);

    std::fs::remove_file(&file).expect("removed");
    let mut moved = harness::harness(Settings::default(), &data);
    open_workshop(&mut moved);
    moved.get_by_label_contains("which is no longer at");
    assert_eq!(moved.state().workshop().expect("open").set().name, "Unsaved name", "the edits are kept");
    moved.get_by_label("Save set*").click();
    moved.run_steps(2);
    assert!(file.exists(), "saved again where it was");
}

#[test]
fn unused_pictures_are_listed_and_removed_only_when_the_person_says_so() {
    let dir = temp_dir("workshop-unused-art");
    let (data, designs) = (dir.path().join("data"), dir.path().join("home/designs"));
    let picture = dir.path().join("whale.png");
    small_png(&picture);
    let mut harness = harness::harness(Settings::default(), &data);
    open_workshop(&mut harness);
    save_as(&mut harness, "set", &designs.join("whales.ron"));
    type_into(&mut harness, "Art file", &picture.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(3);
    let art = designs.join("art");
    let (imported, by_hand) = (art.join("whale.png"), art.join("by-hand.png"));
    assert!(imported.exists(), "copied beside the set");
    small_png(&by_hand);
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);

    harness.get_by_label("Clean up unused pictures…").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Nothing to clean up");
    harness.get_by_label("OK").click();
    harness.run_steps(2);

    harness.get_by_label("Remove art").click();
    harness.run_steps(2);
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
    // Undo can still bring the art back: the picture stays, and the question says why.
    harness.get_by_label("Clean up unused pictures…").click();
    harness.run_steps(2);
    harness.get_by_label("Kept while Undo or Redo can bring back a design that uses it: whale.png.");
    harness.get_by_label("OK").click();
    harness.run_steps(2);
    assert!(imported.exists(), "kept for Undo");
    drop(harness);

    // Opened again, with nothing to undo, it is unused.
    let mut harness = harness::harness(Settings::default(), &data);
    open_workshop(&mut harness);
    harness.get_by_label("Clean up unused pictures…").click();
    harness.run_steps(2);
    harness.get_by_label("• whale.png");
    assert!(harness.query_by_label("• by-hand.png").is_none(), "a picture Parlour did not copy is never listed");
    harness.get_by_label("Keep it").click();
    harness.run_steps(2);
    assert!(imported.exists(), "kept when the person says so");

    harness.get_by_label("Clean up unused pictures…").click();
    harness.run_steps(2);
    harness.get_by_label("Remove it").click();
    harness.run_steps(2);
    assert!(!imported.exists(), "removed when the person says so");
    assert!(by_hand.exists(), "the picture put there by hand stays");
    harness.get_by_label("Removed 1 unused picture");
}
