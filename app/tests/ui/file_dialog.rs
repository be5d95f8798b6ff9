//! Parlour's own file dialog, the one Browse… opens where the desktop has
//! none: finding a folder by clicking, the filter, naming, and the question
//! before a file is replaced.

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::file_dialog::{DialogChoice, FilePicker, FileRequest, Purpose};
use tempfile::TempDir;

use crate::harness::{temp_dir, type_into};

/// A path field's Browse… with Parlour's dialog, and every file it chose.
struct Field {
    picker: FilePicker,
    request: FileRequest,
    chosen: Vec<PathBuf>,
}

fn field(request: FileRequest) -> Harness<'static, Field> {
    let field = Field { picker: FilePicker::new(DialogChoice::Parlour), request, chosen: Vec::new() };
    Harness::builder().with_size([900.0, 640.0]).build_ui_state(
        |ui, field: &mut Field| {
            let request = field.request.clone();
            if let Some(path) = field.picker.browse_ui(ui, || request) {
                field.chosen.push(path);
            }
        },
        field,
    )
}

/// A folder `games` holding a saved game and a note.
fn folder_of_files(name: &str) -> TempDir {
    let dir = temp_dir(name);
    std::fs::create_dir_all(dir.path().join("games")).expect("folder");
    std::fs::write(dir.path().join("games/old.ron"), "(game: \"jalak\")").expect("file");
    std::fs::write(dir.path().join("games/notes.txt"), "notes").expect("file");
    dir
}

fn open_dialog(harness: &mut Harness<'_, Field>) {
    harness.get_by_label("Browse…").click();
    harness.run_steps(2);
    assert!(harness.state().picker.is_open(), "Browse… opened a dialog");
}

#[test]
fn a_game_is_saved_into_a_folder_found_by_clicking_and_replaced_only_when_confirmed() {
    let dir = folder_of_files("dialog-save");
    let request = FileRequest::new("Save game", Purpose::Save, "Parlour game", &["ron"])
        .starting_at(&dir.path().display().to_string());
    let mut harness = field(request);
    open_dialog(&mut harness);
    harness.get_by_label("games/").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("old.ron").is_some(), "the saved game is listed");
    assert!(harness.query_by_label("notes.txt").is_none(), "other kinds of file are not");
    harness.get_by_label_contains("Show every file").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("notes.txt").is_some(), "every file is listed on request");

    type_into(&mut harness, "File name", "evening");
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    assert_eq!(harness.state().chosen, [dir.path().join("games/evening.ron")], "the kind's extension is added");
    assert!(!harness.state().picker.is_open());

    // The next dialog starts where the last file was chosen, and offers
    // that folder among its places.
    harness.state_mut().request.start = None;
    open_dialog(&mut harness);
    assert!(harness.query_by_label("old.ron").is_some(), "it opened in the last file's folder");
    harness.get_by_label("Up").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("old.ron").is_none());
    harness.get_by_label("games").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("old.ron").is_some(), "the recent place leads back to it");
    harness.get_by_label("old.ron").click();
    harness.run_steps(2);
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("already exists").is_some(), "replacing is asked first");
    assert_eq!(harness.state().chosen.len(), 1, "nothing is chosen before the answer");
    harness.get_by_label("Keep it").click();
    harness.run_steps(2);
    assert_eq!(harness.state().chosen.len(), 1, "keeping the file chooses nothing");
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    harness.get_by_label("Replace").click();
    harness.run_steps(2);
    assert_eq!(harness.state().chosen.last(), Some(&dir.path().join("games/old.ron")));
}

#[test]
fn a_missing_file_is_not_opened_and_cancel_chooses_nothing() {
    let dir = folder_of_files("dialog-open");
    let start = dir.path().join("games/old.ron");
    let request = FileRequest::new("Open a saved game", Purpose::Open, "Parlour game", &["ron"])
        .starting_at(&start.display().to_string());
    let mut harness = field(request);
    open_dialog(&mut harness);
    type_into(&mut harness, "File name", "missing.ron");
    harness.get_by_label("Open").click();
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("There is no file named missing.ron").is_some());
    assert!(harness.state().chosen.is_empty());
    harness.get_by_label("Up").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("games/").is_some(), "Up shows the folder above");
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    assert!(!harness.state().picker.is_open() && harness.state().chosen.is_empty());

    open_dialog(&mut harness);
    harness.get_by_label("old.ron").click();
    harness.run_steps(2);
    harness.get_by_label("Open").click();
    harness.run_steps(2);
    assert_eq!(harness.state().chosen, [start]);
    assert!(Path::new(&harness.state().chosen[0]).is_file());
}
