//! Nothing a designer made is lost: Save as… into another folder carries
//! the art, so the preview shows it and the file validates where it lands;
//! a play-test never touches the player's game in progress, and Esc from it
//! goes back to the workshop, to the same design.

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::{ParlourApp, Settings};

use crate::harness::{self, temp_dir, type_into};

/// A small PNG for art.
fn small_png(path: &Path) {
    image::RgbaImage::from_pixel(16, 12, image::Rgba([40, 90, 200, 255])).save(path).expect("a PNG");
}

/// The workshop with its set saved as `file` and the first tile's art
/// imported from `picture`, saved again.
fn set_with_art(harness: &mut Harness<'_, ParlourApp>, file: &Path, picture: &Path) {
    harness::workshop_with_art(harness, file, picture);
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
}

/// Saves the set through Save as…'s dialog, into `folder` as `name`.
fn save_as_dialog(harness: &mut Harness<'_, ParlourApp>, folder: &Path, name: &str) {
    harness.get_by_label("Save as…").click();
    harness.run_steps(2);
    type_into(harness, "Folder", &folder.display().to_string());
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    type_into(harness, "File name", name);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(3);
}

/// Steps until the preview has read the art, or says it cannot.
fn settle(harness: &mut Harness<'_, ParlourApp>) {
    for _ in 0..20 {
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn save_as_into_another_folder_carries_the_art_and_the_preview_shows_it() {
    let dir = temp_dir("save-as-carries-art");
    let (first, second) = (dir.path().join("first"), dir.path().join("elsewhere/second"));
    std::fs::create_dir_all(&second).expect("made");
    let picture = dir.path().join("whale.png");
    small_png(&picture);
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    parlour::desktop::file_dialog::DialogChoice::Parlour.use_in(&harness.ctx);
    set_with_art(&mut harness, &first.join("whales.ron"), &picture);
    assert!(first.join("art/whale.png").exists(), "imported beside the first file");

    save_as_dialog(&mut harness, &second, "whales");
    let new = second.join("whales.ron");
    assert!(new.exists(), "saved as {}", new.display());
    assert_eq!(
        std::fs::read(second.join("art/whale.png")).expect("the art is carried beside the new file"),
        std::fs::read(first.join("art/whale.png")).expect("and left where it was")
    );
    harness.get_by_label_contains("copied 1 picture beside it");
    settle(&mut harness);
    assert!(harness.query_by_label_contains("Art: ").is_none(), "the preview reads the art from the new folder");
    harness.get_by_label("Using art/whale.png");
}

#[test]
fn save_as_into_another_folder_leaves_a_file_that_validates_where_it_lands() {
    let dir = temp_dir("save-as-validates");
    let (first, second) = (dir.path().join("first"), dir.path().join("second"));
    std::fs::create_dir_all(&second).expect("made");
    let picture = dir.path().join("whale.png");
    small_png(&picture);
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    set_with_art(&mut harness, &first.join("whales.ron"), &picture);
    // Typed into the file field, as Save as… without its dialog.
    let new = second.join("whales.ron");
    type_into(&mut harness, "Set file", &new.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    assert!(new.exists(), "saved");
    std::fs::remove_dir_all(&first).expect("the first folder taken away");
    if let Err(e) = parlour_designer::designs::read(&new) {
        panic!("the new file does not validate from its own folder: {e}");
    }
}

#[test]
fn save_as_into_a_folder_with_another_picture_by_that_name_keeps_both() {
    let dir = temp_dir("save-as-collision");
    let (first, second) = (dir.path().join("first"), dir.path().join("second"));
    std::fs::create_dir_all(second.join("art")).expect("made");
    let picture = dir.path().join("whale.png");
    small_png(&picture);
    image::RgbaImage::from_pixel(8, 8, image::Rgba([0, 200, 0, 255]))
        .save(second.join("art/whale.png"))
        .expect("a PNG");
    let theirs = std::fs::read(second.join("art/whale.png")).expect("theirs");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    set_with_art(&mut harness, &first.join("whales.ron"), &picture);
    let new = second.join("whales.ron");
    type_into(&mut harness, "Set file", &new.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    harness.get_by_label_contains("copied art/whale.png as art/whale-2.png");
    assert_eq!(
        std::fs::read(second.join("art/whale.png")).expect("theirs"),
        theirs,
        "the folder's own picture is left"
    );
    assert_eq!(
        std::fs::read(second.join("art/whale-2.png")).expect("ours, beside it"),
        std::fs::read(first.join("art/whale.png")).expect("ours")
    );
    let saved = parlour_designer::designs::read(&new).expect("the new file validates");
    let set = saved.design.get::<parlour_core::games::unicorn_jelly::TileSet>().expect("a set").clone();
    assert_eq!(set.tiles[0].art.as_deref(), Some("art/whale-2.png"), "the design names its own picture");
}
