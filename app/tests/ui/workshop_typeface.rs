//! A set's typeface and colours: the typeface chosen in the workshop among
//! those Parlour ships or a file in the set's folder, the preview painted
//! in it, saved with the set and carried with it by Save as; the colours it
//! gives its kinds painting its faces.

use std::path::Path;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::games::unicorn_jelly::TileSet;
use parlour_core::typeface::Typeface;

use crate::harness::{self, temp_dir, type_into};

/// The font family of every text painted in the last frame.
fn families(harness: &Harness<'_, ParlourApp>) -> Vec<egui::FontFamily> {
    fn collect(shape: &egui::Shape, out: &mut Vec<egui::FontFamily>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, out)),
            egui::Shape::Text(text) => {
                out.extend(text.galley.job.sections.iter().map(|s| s.format.font_id.family.clone()));
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

/// Whether a text was painted in a family named starting with `name`.
fn painted_in(harness: &Harness<'_, ParlourApp>, name: &str) -> bool {
    families(harness).iter().any(|f| matches!(f, egui::FontFamily::Name(n) if n.starts_with(name)))
}

/// Chooses `choice` in the Typeface list.
fn choose_typeface(harness: &mut Harness<'_, ParlourApp>, choice: &str) {
    harness.get_by_role_and_label(Role::ComboBox, "Typeface").click();
    harness.run_steps(2);
    harness.get_by_role(Role::ListBox).get_by_label(choice).click();
    // The font is installed as it is first drawn, and drawn in a frame later.
    harness.run_steps(4);
}

/// The workshop with a new set saved as `file`, its first tile picked.
fn saved_set(harness: &mut Harness<'_, ParlourApp>, file: &Path) {
    harness::open_workshop(harness);
    type_into(harness, "Set file", &file.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(3);
}

fn read(file: &Path) -> TileSet {
    TileSet::from_ron(&std::fs::read_to_string(file).expect("saved")).expect("a set")
}

#[test]
fn typeface_serif_chosen_sets_the_preview_in_it_and_the_set_keeps_it() {
    let dir = temp_dir("typeface-serif");
    let file = dir.path().join("sets/beasts.ron");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    saved_set(&mut harness, &file);
    assert!(!painted_in(&harness, "DejaVu Serif"), "a new set is set in DejaVu Sans");
    assert_eq!(read(&file).typeface, Typeface::Sans);
    choose_typeface(&mut harness, "DejaVu Serif");
    assert!(painted_in(&harness, "DejaVu Serif"), "the preview is set in the serif: {:?}", families(&harness));
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
    assert_eq!(read(&file).typeface, Typeface::Serif, "the set keeps its typeface");
    assert!(std::fs::read_to_string(&file).expect("saved").contains("typeface: Serif"));
}

#[test]
fn typeface_file_in_the_sets_folder_is_offered_used_and_carried_by_save_as() {
    let dir = temp_dir("typeface-file");
    let (first, second) = (dir.path().join("first"), dir.path().join("second"));
    std::fs::create_dir_all(first.join("fonts")).expect("made");
    std::fs::create_dir_all(&second).expect("made");
    std::fs::write(first.join("fonts/Mine.ttf"), parlour_designer::print::font::DEJAVU_SERIF).expect("written");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    saved_set(&mut harness, &first.join("beasts.ron"));
    choose_typeface(&mut harness, "Mine.ttf");
    assert!(painted_in(&harness, "Mine.ttf"), "the preview is set in the file: {:?}", families(&harness));
    // Saved into another folder: the typeface goes with it, and the new file validates there.
    let new = second.join("beasts.ron");
    type_into(&mut harness, "Set file", &new.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    harness.get_by_label_contains("copied 1 typeface beside it");
    assert_eq!(read(&new).typeface, Typeface::File("fonts/Mine.ttf".into()));
    assert!(second.join("fonts/Mine.ttf").exists(), "the typeface file is carried");
    std::fs::remove_dir_all(&first).expect("the first folder taken away");
    if let Err(e) = parlour_designer::designs::read(&new) {
        panic!("the new file does not validate from its own folder: {e}");
    }
    // A typeface file that is not a font is named where the typeface is chosen.
    std::fs::write(second.join("fonts/Mine.ttf"), b"no font").expect("written");
    harness.run_steps(2);
    harness.get_by_label_contains("is not a TrueType or OpenType font; shown in DejaVu Sans");
}

#[test]
fn a_sets_own_colours_paint_its_faces_and_are_kept() {
    let dir = temp_dir("set-colours");
    let file = dir.path().join("sets/beasts.ron");
    let mut set = TileSet::default_set().clone();
    set.colours = vec![(parlour_core::games::unicorn_jelly::Kind::Hero, [20, 40, 60])];
    std::fs::create_dir_all(file.parent().expect("a folder")).expect("made");
    std::fs::write(&file, set.to_ron()).expect("written");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    harness::open_workshop(&mut harness);
    type_into(&mut harness, "Set file", &file.display().to_string());
    harness.get_by_label("Open set").click();
    harness.run_steps(3);
    let ours = egui::Color32::from_rgb(20, 40, 60);
    let painted =
        harness.output().shapes.iter().any(|clipped| matches!(&clipped.shape, egui::Shape::Rect(r) if r.fill == ours));
    assert!(painted, "the first tile, a Hero, is framed in the set's colour");
    harness.get_by_role_and_label(Role::ColorWell, "Heroes");
    harness.get_by_label("Parlour's colours").click();
    harness.run_steps(2);
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
    assert!(read(&file).colours.is_empty(), "back to Parlour's colours, saved");
}
