//! Parlour's own file dialog, the one Browse… opens where the desktop has
//! none: finding a folder by clicking, the kind of file listed, naming, and
//! the question before a file is replaced; and, in a busy folder (300
//! entries with 80-character names), a dialog that stays inside the window,
//! is worked with the keyboard, filters as one types, sorts by a column,
//! enters a folder on a double click without opening what lies under the
//! click that follows, and closes on Esc without anything behind it
//! reacting.

use std::path::{Path, PathBuf};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::file_dialog::{DialogChoice, FilePicker, FileRequest, Purpose};
use parlour::desktop::{ParlourApp, Settings};
use tempfile::TempDir;

use crate::harness::{self, temp_dir, type_into};

/// A path field's Browse… with Parlour's dialog, and every file it chose.
struct Field {
    picker: FilePicker,
    request: FileRequest,
    chosen: Vec<PathBuf>,
}

/// A Browse… for `request` in a window of 900 × 640 points.
fn field(request: FileRequest) -> Harness<'static, Field> {
    field_in(request, [900.0, 640.0])
}

/// A Browse… for `request` in a window of `size` points, whose frames
/// follow one another as fast as a screen's (so that two clicks make a
/// double click).
fn field_in(request: FileRequest, size: [f32; 2]) -> Harness<'static, Field> {
    let field = Field { picker: FilePicker::new(DialogChoice::Parlour), request, chosen: Vec::new() };
    Harness::builder().with_size(size).with_step_dt(1.0 / 60.0).build_ui_state(
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

/// The name of entry `n` of a busy folder: 80 characters.
fn long_name(n: usize) -> String {
    let stem = format!("{n:03} a saved game with a name as long as a person might give it when ");
    stem.chars().chain(std::iter::repeat('x')).take(80).collect()
}

/// A folder `busy` of 300 entries with 80-character names, every tenth a
/// folder (the first holds `first.ron` and `second.ron`), the rest saved
/// games; and a note.
fn busy_folder(name: &str) -> (TempDir, PathBuf) {
    let dir = temp_dir(name);
    let busy = dir.path().join("busy");
    for n in 0..300 {
        if n % 10 == 0 {
            std::fs::create_dir_all(busy.join(long_name(n))).expect("folder");
        } else {
            std::fs::write(busy.join(format!("{}.ron", long_name(n))), "").expect("file");
        }
    }
    for inside in ["first.ron", "second.ron"] {
        std::fs::write(busy.join(long_name(0)).join(inside), "").expect("file");
    }
    std::fs::write(busy.join("notes.txt"), "").expect("file");
    (dir, busy)
}

/// A request to open a saved game, starting in `folder`.
fn open_in(folder: &Path) -> FileRequest {
    FileRequest::new("Open a saved game", Purpose::Open, "Parlour game", &["ron"])
        .starting_at(&folder.display().to_string())
}

fn open_dialog(harness: &mut Harness<'_, Field>) {
    harness.get_by_label("Browse…").click();
    harness.run_steps(2);
    assert!(harness.state().picker.is_open(), "Browse… opened a dialog");
}

/// Double clicks the widget labelled `label`.
fn double_click<State>(harness: &mut Harness<'_, State>, label: &str) {
    let pos = harness.get_by_label(label).rect().center();
    harness::click_at(harness, pos, 2);
}

/// Presses `key` and lets the dialog answer.
fn press(harness: &mut Harness<'_, Field>, key: egui::Key) {
    harness.key_press(key);
    harness.run_steps(2);
}

/// What the folder bar says.
fn folder_bar(harness: &Harness<'_, Field>) -> String {
    harness.get_by_label("Folder").value().unwrap_or_default()
}

/// The label of the entry selected in the list, if any.
fn selected_entry(harness: &Harness<'_, Field>) -> Option<String> {
    harness
        .query_all_by_role(Role::ListBoxOption)
        .find(|n| n.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True))
        .and_then(|n| n.accesskit_node().label())
}

/// The widgets a person clicks or types into, by name and place.
fn interactive<State>(harness: &Harness<'_, State>) -> Vec<(String, egui::Rect)> {
    const ROLES: [Role; 8] = [
        Role::Button,
        Role::TextInput,
        Role::ComboBox,
        Role::ListBoxOption,
        Role::ColumnHeader,
        Role::CheckBox,
        Role::Link,
        Role::RadioButton,
    ];
    harness
        .query_all_by(|node| ROLES.contains(&node.role()))
        .map(|node| (node.accesskit_node().label().unwrap_or_default(), node.rect()))
        .collect()
}

/// Checks that every widget of the dialog lies inside the window, is
/// named, and lies over no other.
fn assert_fits(harness: &Harness<'_, Field>, size: [f32; 2]) {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into()).expand(1.0);
    let widgets: Vec<_> = interactive(harness).into_iter().filter(|(name, _)| name != "Browse…").collect();
    assert!(widgets.len() > 20, "the dialog shows its widgets and many entries: {}", widgets.len());
    for (name, rect) in &widgets {
        assert!(!name.is_empty(), "a widget at {rect:?} has no name");
        assert!(window.contains_rect(*rect), "{name} at {rect:?} lies outside the window of {size:?}");
    }
    for (n, (a, ra)) in widgets.iter().enumerate() {
        for (b, rb) in &widgets[n + 1..] {
            let shared = ra.intersect(*rb);
            assert!(shared.width() <= 1.0 || shared.height() <= 1.0, "{a} {ra:?} lies over {b} {rb:?}");
        }
    }
}

#[test]
fn a_game_is_saved_into_a_folder_found_by_clicking_and_replaced_only_when_confirmed() {
    let dir = folder_of_files("dialog-save");
    let request = FileRequest::new("Save game", Purpose::Save, "Parlour game", &["ron"])
        .starting_at(&dir.path().display().to_string());
    let mut harness = field(request);
    open_dialog(&mut harness);
    double_click(&mut harness, "games/");
    assert!(harness.query_by_label("old.ron").is_some(), "the saved game is listed");
    assert!(harness.query_by_label("notes.txt").is_none(), "other kinds of file are not");
    let kind = harness.get_by_label("File type");
    assert_eq!(kind.value().as_deref(), Some("Parlour game (*.ron)"), "the kind listed is shown");
    kind.click();
    harness.run_steps(2);
    harness.get_by_label("All files").click();
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
    // The question takes the keyboard: Enter keeps the file.
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    assert!(harness.get_by_label("Keep it").accesskit_node().is_focused(), "Keep it has the keyboard");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("already exists").is_none(), "answered");
    assert_eq!(harness.state().chosen.len(), 1, "Enter kept the file");
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

#[test]
fn file_picker_in_a_busy_folder_fits_the_window_with_one_entry_a_row() {
    let (_dir, busy) = busy_folder("picker-fits");
    for size in [[1024.0, 640.0], [1180.0, 780.0], [800.0, 500.0], [640.0, 400.0]] {
        let mut harness = field_in(open_in(&busy), size);
        open_dialog(&mut harness);
        harness.run_steps(4);
        assert_fits(&harness, size);
        for name in ["Open", "Cancel", "Up", "Folder", "Filter", "File name", "File type", "Sort by name"] {
            harness.get_by_label(name);
        }
        // One entry a row, folders first: the rows stand one under another.
        let first = harness.get_by_label(&format!("{}/", long_name(0))).rect();
        let second = harness.get_by_label(&format!("{}/", long_name(10))).rect();
        assert!(second.top() >= first.bottom() - 1.0 && (second.left() - first.left()).abs() < 1.0);
        assert!(first.width() < size[0], "a row is no wider than the window");
        let status = "30 folders, 270 files";
        assert!(harness.query_by_label(status).is_some(), "the note is not listed, being of another kind");
    }
}

#[test]
fn file_picker_long_names_are_cut_short_and_shown_whole_on_hover() {
    let (dir, busy) = busy_folder("picker-long");
    let mut harness = app_with_parlours_dialog(dir.path());
    harness.get_by_label("Open a saved game…").click();
    harness.run_steps(2);
    type_into(&mut harness, "File", &busy.display().to_string());
    harness.get_by_label("Browse…").click();
    harness.run_steps(2);
    let folder = format!("{}/", long_name(0));
    let row = harness.get_by_label(&folder).rect();
    let painted = painted_texts(&harness, row);
    let cut = |t: &String| t.ends_with('…') && folder.starts_with(t.trim_end_matches('…'));
    assert!(painted.iter().any(cut), "the name is cut short with an ellipsis: {painted:?}");
    harness.hover_at(row.center());
    harness.run_steps(10);
    let everywhere = painted_texts(&harness, egui::Rect::EVERYTHING);
    assert!(everywhere.contains(&folder), "the whole name shows on hover");
}

/// Every text painted in the last frame whose box lies in `area`, as
/// painted (an ellipsis where it was cut short).
fn painted_texts<State>(harness: &Harness<'_, State>, area: egui::Rect) -> Vec<String> {
    fn collect(shape: &egui::Shape, area: egui::Rect, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, area, out)),
            egui::Shape::Text(text) if area.intersects(text.visual_bounding_rect()) => {
                out.push(text.galley.rows.iter().flat_map(|r| r.glyphs.iter().map(|g| g.chr)).collect());
            }
            _ => {}
        }
    }
    let mut texts = Vec::new();
    for clipped in &harness.output().shapes {
        collect(&clipped.shape, area, &mut texts);
    }
    texts
}

#[test]
fn file_picker_is_worked_with_the_keyboard_into_a_folder_and_a_file() {
    let (_dir, busy) = busy_folder("picker-keys");
    let mut harness = field_in(open_in(&busy), [1024.0, 640.0]);
    open_dialog(&mut harness);
    let inner = busy.join(long_name(0));
    press(&mut harness, egui::Key::ArrowDown);
    assert_eq!(selected_entry(&harness), Some(format!("{}/", long_name(0))), "↓ selects the first entry");
    press(&mut harness, egui::Key::Enter);
    assert_eq!(folder_bar(&harness), inner.display().to_string(), "Enter enters the folder selected");
    press(&mut harness, egui::Key::Backspace);
    assert_eq!(folder_bar(&harness), busy.display().to_string(), "Backspace goes to the folder above");
    assert_eq!(selected_entry(&harness), Some(format!("{}/", long_name(0))), "with the folder left selected");
    press(&mut harness, egui::Key::Enter);
    harness.key_press_modifiers(egui::Modifiers::ALT, egui::Key::ArrowUp);
    harness.run_steps(2);
    assert_eq!(folder_bar(&harness), busy.display().to_string(), "Alt+↑ goes to the folder above too");
    press(&mut harness, egui::Key::Enter);
    for _ in 0..2 {
        press(&mut harness, egui::Key::ArrowDown);
    }
    assert_eq!(selected_entry(&harness).as_deref(), Some("second.ron"));
    press(&mut harness, egui::Key::Enter);
    assert_eq!(harness.state().chosen, [inner.join("second.ron")], "Enter opens the file selected");
    assert!(!harness.state().picker.is_open());

    // Far down the list: the selection is scrolled into view.
    open_dialog(&mut harness);
    press(&mut harness, egui::Key::Backspace);
    for _ in 0..3 {
        press(&mut harness, egui::Key::PageDown);
    }
    harness.run_steps(10);
    let selected = harness
        .query_all_by_role(Role::ListBoxOption)
        .find(|n| n.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True));
    let row = selected.expect("the selection is drawn").rect();
    let cancel = harness.get_by_label("Cancel").rect();
    assert!(row.bottom() < cancel.top() && row.top() > harness.get_by_label("Sort by name").rect().bottom());
}

#[test]
fn file_picker_typing_filters_the_list_and_enter_opens_the_match() {
    let (_dir, busy) = busy_folder("picker-filter");
    let mut harness = field_in(open_in(&busy), [1024.0, 640.0]);
    open_dialog(&mut harness);
    let wanted = format!("{}.ron", long_name(137));
    // The filter has the keyboard from the start: typing goes there.
    harness.event(egui::Event::Text("137".to_owned()));
    harness.run_steps(2);
    let rows: Vec<_> =
        harness.query_all_by_role(Role::ListBoxOption).filter_map(|n| n.accesskit_node().label()).collect();
    assert_eq!(rows, std::slice::from_ref(&wanted), "only the name holding the words typed is listed");
    assert_eq!(harness.get_by_label("Filter").value().as_deref(), Some("137"));
    type_into(&mut harness, "Filter", "person 13");
    let rows = harness.query_all_by_role(Role::ListBoxOption).count();
    assert_eq!(rows, 13, "every word must be in the name: 013, 113, 130–139, 213");
    type_into(&mut harness, "Filter", "137");
    press(&mut harness, egui::Key::Enter);
    assert_eq!(harness.state().chosen, [busy.join(&wanted)]);
}

#[test]
fn file_picker_double_click_on_a_folder_enters_it_and_the_next_click_opens_nothing() {
    let (_dir, busy) = busy_folder("picker-double");
    let mut harness = field_in(open_in(&busy), [1024.0, 640.0]);
    open_dialog(&mut harness);
    let folder = format!("{}/", long_name(0));
    let pos = harness.get_by_label(&folder).rect().center();
    harness::click_at(&mut harness, pos, 2);
    // Two more clicks at once, where the folder was: on the first file inside.
    harness::click_at(&mut harness, pos, 2);
    assert!(harness.state().chosen.is_empty(), "no file was opened: {:?}", harness.state().chosen);
    assert!(harness.state().picker.is_open());
    assert!(harness.query_by_label("first.ron").is_some(), "the folder was entered");
    assert_eq!(folder_bar(&harness), busy.join(long_name(0)).display().to_string());
    // A double click on a file, after a pause, opens it.
    harness.run_steps(30);
    double_click(&mut harness, "second.ron");
    assert_eq!(harness.state().chosen, [busy.join(long_name(0)).join("second.ron")]);
}

#[test]
fn file_picker_clears_the_file_name_when_the_folder_changes_but_keeps_a_typed_save_name() {
    let (_dir, busy) = busy_folder("picker-name");
    let inner = busy.join(long_name(0));
    let mut harness = field_in(open_in(&inner), [1024.0, 640.0]);
    open_dialog(&mut harness);
    harness.get_by_label("first.ron").click();
    harness.run_steps(2);
    assert_eq!(harness.get_by_label("File name").value().as_deref(), Some("first.ron"), "a click names the file");
    harness.get_by_label("Up").click();
    harness.run_steps(2);
    assert_eq!(harness.get_by_label("File name").value().as_deref(), Some(""), "a name of the folder left goes");

    let save = FileRequest::new("Save game", Purpose::Save, "Parlour game", &["ron"])
        .starting_at(&inner.display().to_string());
    let mut harness = field_in(save, [1024.0, 640.0]);
    open_dialog(&mut harness);
    type_into(&mut harness, "File name", "evening");
    harness.get_by_label("Up").click();
    harness.run_steps(2);
    assert_eq!(
        harness.get_by_label("File name").value().as_deref(),
        Some("evening"),
        "a name typed to save under stays"
    );
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    assert_eq!(harness.state().chosen, [busy.join("evening.ron")]);
}

#[test]
fn file_picker_sorts_by_a_column_heading_and_goes_to_a_folder_typed() {
    let dir = temp_dir("picker-sort");
    for (name, bytes) in [("a.ron", 3), ("b.ron", 1), ("c.ron", 2)] {
        std::fs::write(dir.path().join(name), "x".repeat(bytes)).expect("file");
    }
    std::fs::create_dir_all(dir.path().join("z/deeper")).expect("folder");
    let mut harness = field_in(open_in(dir.path()), [1024.0, 640.0]);
    open_dialog(&mut harness);
    let order = |harness: &Harness<'_, Field>| {
        let mut rows: Vec<_> = harness
            .query_all_by_role(Role::ListBoxOption)
            .map(|n| (n.rect().top(), n.accesskit_node().label().unwrap_or_default()))
            .collect();
        rows.sort_by(|a, b| a.0.total_cmp(&b.0));
        rows.into_iter().map(|(_, label)| label).collect::<Vec<_>>()
    };
    assert_eq!(order(&harness), ["z/", "a.ron", "b.ron", "c.ron"], "folders first, then by name");
    harness.get_by_label("Sort by size").click();
    harness.run_steps(2);
    assert_eq!(order(&harness), ["z/", "a.ron", "c.ron", "b.ron"], "the largest first");
    harness.get_by_label("Sort by size").click();
    harness.run_steps(2);
    assert_eq!(order(&harness), ["z/", "b.ron", "c.ron", "a.ron"], "a second click turns the order around");

    type_into(&mut harness, "Folder", &dir.path().join("z/deeper").display().to_string());
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert_eq!(folder_bar(&harness), dir.path().join("z/deeper").display().to_string());
    type_into(&mut harness, "Folder", "/no/such/folder");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("There is no folder /no/such/folder").is_some());
}

/// The app, its files in `dir`, with Parlour's own dialog behind every
/// Browse….
fn app_with_parlours_dialog(dir: &Path) -> Harness<'static, ParlourApp> {
    let harness = harness::harness(Settings::default(), dir);
    DialogChoice::Parlour.use_in(&harness.ctx);
    harness
}

#[test]
fn file_picker_esc_closes_only_the_picker() {
    let (dir, busy) = busy_folder("picker-esc");
    let mut harness = app_with_parlours_dialog(dir.path());
    // Over the prompt to open a saved game: the prompt stays.
    harness.get_by_label("Open a saved game…").click();
    harness.run_steps(2);
    type_into(&mut harness, "File", &busy.display().to_string());
    harness.get_by_label("Browse…").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Up").is_some(), "the picker is open");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Up").is_none(), "Esc closed the picker");
    assert!(harness.query_by_label("File").is_some(), "and only the picker");

    // In the workshop, where Esc alone goes back to the shelf.
    let (dir, _) = busy_folder("picker-esc-workshop");
    let mut harness = app_with_parlours_dialog(dir.path());
    harness.get_by_label("Workshop: design tiles and cards").click();
    harness.run_steps(2);
    harness.get_by_label("New tile").click();
    harness.run_steps(2);
    type_into(&mut harness, "Set file", &dir.path().join("set/whales.ron").display().to_string());
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
    harness.get_by_label("Browse…").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Up").is_some(), "the picker is open");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Up").is_none(), "Esc closed the picker");
    assert!(harness.state().screen().is_workshop(), "and the workshop is still showing");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(!harness.state().screen().is_workshop(), "Esc with no picker goes back to the shelf as before");
}

#[test]
fn file_picker_letters_typed_one_by_one_over_the_list_keep_their_order() {
    let (_dir, busy) = busy_folder("picker-letters");
    let mut harness = field_in(open_in(&busy), [1024.0, 640.0]);
    open_dialog(&mut harness);
    // The keyboard on the list, not the filter: the first letter sends it
    // there, the next ones follow it.
    harness.query_all_by_role(Role::ListBoxOption).next().expect("a row").click();
    harness.run_steps(2);
    assert!(!harness.get_by_label("Filter").is_focused(), "the keyboard is on the list");
    for letter in ["1", "3", "7"] {
        harness.event(egui::Event::Text(letter.to_owned()));
        harness.run_steps(2);
    }
    assert_eq!(harness.get_by_label("Filter").value().as_deref(), Some("137"));
}

/// The pictures painted in the last frame (meshes of a texture other than
/// the fonts'), by where they lie.
fn painted_pictures<State>(harness: &Harness<'_, State>) -> Vec<egui::Rect> {
    fn collect(shape: &egui::Shape, out: &mut Vec<egui::Rect>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, out)),
            egui::Shape::Mesh(mesh) if mesh.texture_id != egui::TextureId::default() => out.push(mesh.calc_bounds()),
            _ => {}
        }
    }
    let mut pictures = Vec::new();
    for clipped in &harness.output().shapes {
        collect(&clipped.shape, &mut pictures);
    }
    pictures
}

#[test]
fn file_picker_shows_a_thumbnail_of_each_picture_when_importing_art() {
    let dir = temp_dir("picker-pictures");
    for n in 0..50 {
        let colour = image::Rgba([(n * 5) as u8, 120, 200, 255]);
        image::RgbaImage::from_pixel(300, 200, colour)
            .save(dir.path().join(format!("{}.png", long_name(n))))
            .expect("png");
    }
    std::fs::write(dir.path().join("broken.png"), "not a picture").expect("file");
    let request = FileRequest::new("Import art", Purpose::Open, "Pictures", &parlour_core::art::ART_EXTENSIONS)
        .starting_at(&dir.path().display().to_string());
    let mut harness = field_in(request, [1024.0, 640.0]);
    open_dialog(&mut harness);
    assert_fits(&harness, [1024.0, 640.0]);
    let first = harness.get_by_label(&format!("{}.png", long_name(0))).rect();
    let second = harness.get_by_label(&format!("{}.png", long_name(1))).rect();
    let start = std::time::Instant::now();
    let mut pictures = painted_pictures(&harness);
    while pictures.len() < 8 && start.elapsed().as_secs() < 30 {
        std::thread::sleep(std::time::Duration::from_millis(20));
        harness.run_steps(1);
        pictures = painted_pictures(&harness);
    }
    assert!(pictures.len() >= 8, "thumbnails of the pictures in view: {}", pictures.len());
    assert!(pictures.len() < 50, "only the rows in view are read: {}", pictures.len());
    let beside_first = pictures.iter().find(|p| first.contains_rect(**p)).expect("the first row has its thumbnail");
    assert!(beside_first.width() > beside_first.height(), "a wide picture stays wide");
    assert!(first.height() > 30.0 && second.top() >= first.bottom() - 1.0, "one tall row a picture");
    // A file that is no picture is listed without one (opening it is
    // refused where the art is imported: see the workshop's tests).
    harness.get_by_label("Filter").type_text("broken");
    harness.run_steps(3);
    let broken = harness.get_by_label("broken.png").rect();
    assert!(painted_pictures(&harness).iter().all(|p| !broken.contains_rect(*p)));
}

/// Clicks New folder…, finds its name with the keyboard's focus, and
/// types `name` and Enter.
#[allow(
    clippy::redundant_closure_for_method_calls,
    reason = "the method alone is not general over the node's lifetime"
)]
fn name_a_new_folder<State>(harness: &mut Harness<'_, State>, name: &str) {
    harness.get_by_label("New folder…").click();
    harness.run_steps(2);
    let focused = harness.query_by(|n| n.is_focused()).and_then(|n| n.accesskit_node().label());
    assert_eq!(focused.as_deref(), Some("New folder"), "the new folder's name has the focus");
    harness.get_by(|n| n.is_focused()).type_text(name);
    harness.run_steps(1);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
}

#[test]
#[allow(
    clippy::redundant_closure_for_method_calls,
    reason = "the method alone is not general over the node's lifetime"
)]
fn file_picker_new_folder_makes_a_folder_to_save_in_and_keeps_the_name_typed() {
    let dir = folder_of_files("picker-new-folder-button");
    let request = FileRequest::new("Save game", Purpose::Save, "Saved games", &["ron"])
        .starting_at(&dir.path().join("games").display().to_string());
    let mut harness = field(request);
    open_dialog(&mut harness);
    type_into(&mut harness, "File name", "evening");
    // Its name has the keyboard; Enter makes it, and the dialog goes in.
    name_a_new_folder(&mut harness, "autumn");
    assert!(dir.path().join("games/autumn").is_dir(), "the folder is made");
    assert_eq!(harness.get_by_label("File name").value().as_deref(), Some("evening"), "the name typed is kept");
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    assert_eq!(harness.state().chosen, [dir.path().join("games/autumn/evening.ron")], "saved in the new folder");
    // A folder there already is refused in words (the dialog opens in
    // the folder the request starts at, which holds it).
    open_dialog(&mut harness);
    name_a_new_folder(&mut harness, "autumn");
    assert!(harness.query_by_label_contains("There is already a “autumn” here").is_some(), "refused in words");
}

#[test]
fn file_picker_saves_into_a_new_folder_named_with_the_file() {
    let dir = folder_of_files("picker-new-folder");
    let request = FileRequest::new("Save game", Purpose::Save, "Saved games", &["ron"])
        .starting_at(&dir.path().join("games").display().to_string());
    let mut harness = field(request);
    open_dialog(&mut harness);
    type_into(&mut harness, "File name", "later/evening");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert_eq!(harness.state().chosen, [dir.path().join("games/later/evening.ron")], "a folder to be made there");
}

#[test]
fn a_name_beginning_with_a_tilde_is_saved_under_the_home_folder_not_a_folder_named_tilde() {
    let dir = folder_of_files("dialog-tilde");
    let request = FileRequest::new("Save set", Purpose::Save, "Tile set", &["ron"])
        .starting_at(&dir.path().display().to_string());
    let mut harness = field(request);
    open_dialog(&mut harness);
    let Some(home) = std::env::home_dir() else { return };
    let missing = "parlour-no-such-folder-for-tests";
    assert!(!home.join(missing).exists());
    type_into(&mut harness, "File name", &format!("~/{missing}/tiles"));
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    let said = format!("There is no folder {}", home.join(missing).display());
    assert!(harness.query_by_label_contains(&said).is_some(), "the home folder is meant: {said}");
    assert!(harness.state().chosen.is_empty(), "nothing chosen");
    // With a folder that is there: the file lies in it.
    let there = dir.path().join("games");
    let relative = there.strip_prefix(&home).ok().map(|p| format!("~/{}/evening", p.display()));
    if let Some(relative) = relative {
        type_into(&mut harness, "File name", &relative);
        harness.get_by_label("Save").click();
        harness.run_steps(2);
        assert_eq!(harness.state().chosen, [there.join("evening.ron")]);
    }
    assert!(!dir.path().join("~").exists(), "no folder named ~");
}

#[test]
fn enter_in_the_file_name_saves_under_the_name_typed() {
    let dir = folder_of_files("dialog-save-enter");
    let request = FileRequest::new("Save game", Purpose::Save, "Parlour game", &["ron"])
        .starting_at(&dir.path().display().to_string());
    let mut harness = field(request);
    open_dialog(&mut harness);
    type_into(&mut harness, "File name", "night");
    harness.get_by_label("File name").focus();
    harness.run_steps(1);
    press(&mut harness, egui::Key::Enter);
    assert_eq!(harness.state().chosen, [dir.path().join("night.ron")], "Enter saved under the name typed");
}
