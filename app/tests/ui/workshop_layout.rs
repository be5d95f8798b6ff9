//! Layouts a designer controls: a set laid out full bleed puts each
//! design's art under the whole face, cropped as the design says, and both
//! are saved with the set.

use std::path::Path;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::face_layout::{Crop, FaceLayout};
use parlour_core::games::unicorn_jelly::TileSet;

use crate::harness::{self, temp_dir, type_into};

/// A picture twice as wide as high, for art.
fn wide_png(path: &Path) {
    image::RgbaImage::from_pixel(64, 32, image::Rgba([200, 90, 40, 255])).save(path).expect("a PNG");
}

/// The pictures painted in the last frame: where each lies, and the part
/// of its texture shown (its least and greatest texture coordinates).
fn pictures(harness: &Harness<'_, ParlourApp>) -> Vec<(egui::Rect, egui::Rect)> {
    fn collect(shape: &egui::Shape, out: &mut Vec<(egui::Rect, egui::Rect)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, out)),
            egui::Shape::Mesh(mesh) if mesh.texture_id != egui::TextureId::default() && !mesh.vertices.is_empty() => {
                let rect = egui::Rect::from_points(&mesh.vertices.iter().map(|v| v.pos).collect::<Vec<_>>());
                let uv = egui::Rect::from_points(&mesh.vertices.iter().map(|v| v.uv).collect::<Vec<_>>());
                out.push((rect, uv));
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    for clipped in &harness.output().shapes {
        collect(&clipped.shape, &mut found);
    }
    found
}

/// The largest picture painted: the preview's art.
fn preview_art(harness: &Harness<'_, ParlourApp>) -> (egui::Rect, egui::Rect) {
    pictures(harness).into_iter().max_by(|a, b| a.0.area().total_cmp(&b.0.area())).expect("the preview paints the art")
}

/// Chooses the layout `choice` in the Layout list.
fn choose_layout(harness: &mut Harness<'_, ParlourApp>, choice: &str) {
    harness.get_by_role_and_label(Role::ComboBox, "Layout").click();
    harness.run_steps(2);
    harness.get_by_role(Role::ListBox).get_by_label(choice).click();
    harness.run_steps(3);
}

/// Saves the set and reads it back from `file`.
fn saved(harness: &mut Harness<'_, ParlourApp>, file: &Path) -> TileSet {
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
    TileSet::from_ron(&std::fs::read_to_string(file).expect("saved")).expect("a set")
}

#[test]
fn full_bleed_puts_the_art_under_the_whole_face_and_the_set_keeps_its_layout() {
    let dir = temp_dir("full-bleed-layout");
    let (file, picture) = (dir.path().join("sets/beasts.ron"), dir.path().join("wide.png"));
    wide_png(&picture);
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    harness::workshop_with_art(&mut harness, &file, &picture);
    let (framed, _) = preview_art(&harness);
    // Framed, the wide picture is whole in a box: twice as wide as high.
    assert!((framed.width() / framed.height() - 2.0).abs() < 0.1, "framed, the art is whole: {framed:?}");
    choose_layout(&mut harness, "Full bleed");
    let (bled, shown) = preview_art(&harness);
    // Full bleed, it covers the square face: as high as wide, its sides cut.
    assert!((bled.width() / bled.height() - 1.0).abs() < 0.05, "the art covers the square tile: {bled:?}");
    assert!(bled.height() > framed.height() * 1.5, "over the whole face, not its box: {bled:?} {framed:?}");
    assert!((shown.width() - 0.5).abs() < 0.02 && (shown.height() - 1.0).abs() < 0.02, "its middle half: {shown:?}");
    // 32 pixels down a 50 mm tile: 16 per inch, the figure validate gives,
    // whether or not the preview shows the bleed around the tile.
    let soft = "prints at 16 pixels per inch";
    harness.get_by_label_contains(soft);
    harness.get_by_label("Show the cut lines").click();
    harness.run_steps(2);
    harness.get_by_label_contains(soft);
    let set = saved(&mut harness, &file);
    assert_eq!(set.layout, FaceLayout::FullBleed, "the set keeps its layout");
    // A CSV sheet has no place for it: saving one is refused rather than losing it.
    let sheet = file.with_extension("csv");
    type_into(&mut harness, "Set file", &sheet.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    harness.get_by_label_contains("a CSV sheet holds the designs, not the layout: save as .ron to keep it");
    assert!(!sheet.exists(), "nothing written");
}

#[test]
fn full_bleed_zoom_and_middle_crop_the_art_and_the_design_keeps_them() {
    let dir = temp_dir("full-bleed-crop");
    let (file, picture) = (dir.path().join("sets/beasts.ron"), dir.path().join("wide.png"));
    wide_png(&picture);
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    harness::workshop_with_art(&mut harness, &file, &picture);
    choose_layout(&mut harness, "Full bleed");
    for (field, value) in [("Zoom", "200"), ("Across", "0"), ("Down", "100")] {
        type_into(&mut harness, field, value);
        harness.key_press(egui::Key::Enter);
        harness.run_steps(2);
    }
    let (_, shown) = preview_art(&harness);
    // Twice as far in: a quarter of the width and half the height, held
    // at the picture's bottom left corner.
    let expected = egui::Rect::from_min_max(egui::pos2(0.0, 0.5), egui::pos2(0.25, 1.0));
    assert!(
        (shown.min - expected.min).length() < 0.02 && (shown.max - expected.max).length() < 0.02,
        "the part shown is {shown:?}, not {expected:?}"
    );
    let set = saved(&mut harness, &file);
    assert_eq!(set.tiles[0].crop, Crop { zoom: 200, across: 0, down: 100 }, "the design keeps its crop");
    // Another picture is shown whole: the crop was the last one's.
    let other = dir.path().join("other.png");
    wide_png(&other);
    type_into(&mut harness, "Art file", &other.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(3);
    let set = harness.state().workshop().expect("open").set().clone();
    assert_eq!(set.tiles[0].art.as_deref(), Some("art/other.png"));
    assert_eq!(set.tiles[0].crop, Crop::default(), "a new picture starts whole");
}

#[test]
fn each_picture_given_or_taken_away_is_an_undo_step_of_its_own() {
    let dir = temp_dir("art-undo-steps");
    let (file, first) = (dir.path().join("sets/beasts.ron"), dir.path().join("forest.png"));
    wide_png(&first);
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    harness::workshop_with_art(&mut harness, &file, &first);
    let art = |h: &Harness<'_, ParlourApp>| h.state().workshop().expect("open").set().tiles[0].art.clone();
    assert_eq!(art(&harness).as_deref(), Some("art/forest.png"));
    harness.get_by_label("Remove art").click();
    harness.run_steps(2);
    let second = dir.path().join("sun.png");
    wide_png(&second);
    type_into(&mut harness, "Art file", &second.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(3);
    assert_eq!(art(&harness).as_deref(), Some("art/sun.png"));
    for (step, wanted) in [("the second picture undone", None), ("the removal undone", Some("art/forest.png"))] {
        harness.get_by_label("Undo edit").click();
        harness.run_steps(2);
        assert_eq!(art(&harness).as_deref(), wanted, "{step}");
    }
}

#[test]
fn the_card_face_stays_in_sight_while_the_form_is_scrolled_down_to_its_art() {
    let dir = temp_dir("card-face-in-sight");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    harness.set_size(egui::vec2(1024.0, 640.0));
    harness::open_workshop(&mut harness);
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    harness.get_by_label("Main Stage").click();
    harness.run_steps(2);
    let face_note = |h: &Harness<'_, ParlourApp>| h.get_by_label_contains("Printed 63 × 88 mm").rect();
    let before = face_note(&harness);
    // The wheel turned over the form, down to its foot (the art, the typeface).
    harness.hover_at(harness.get_by_label("Top edge").rect().center());
    harness.step();
    harness.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, -600.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    harness.run_steps(30);
    let typeface = harness.query_all_by_label("Typeface").map(|n| n.rect()).next().expect("the typeface row");
    assert!(typeface.bottom() <= 640.0, "the form scrolled down to its foot: {typeface:?}");
    assert_eq!(face_note(&harness), before, "the face beside it stayed where it was, in sight");
}
