//! The workshop's forms and balance window as a person works them: a
//! problem appearing as one types takes a line kept for it, so nothing under
//! the pointer moves; the balance chart lists the designs in the table's
//! order, whatever it is sorted by, and a design under the pointer in one
//! is lit in the other.

use egui::accesskit::Toggled;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::{ParlourApp, Settings};

use crate::harness::{self, open_workshop, temp_dir, type_into};

#[test]
fn a_name_too_long_shows_its_problem_without_moving_the_form() {
    let dir = temp_dir("workshop-form-room");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.run_steps(4);
    let before = harness.get_by_label("Add an ability").rect();
    type_into(&mut harness, "Name", "Lupiko the Unexpectedly Brave of Meadows");
    harness.run_steps(2);
    harness.get_by_label("the name has 40 characters; at most 32 fit on a tile");
    let after = harness.get_by_label("Add an ability").rect();
    assert_eq!(before, after, "the fields under the name stay where they were");

    // A name far too long: its problem stays in the form's column, clear of the face.
    let long = "Lupiko the Unexpectedly Brave of Meadows, Hills and the Far Marshes";
    type_into(&mut harness, "Name", long);
    harness.run_steps(2);
    let problem = harness.get_by_label("the name has 67 characters; at most 32 fit on a tile").rect();
    let face = harness.get_by_label(&format!("Preview of {long}")).rect();
    assert!(problem.right() <= face.left(), "the problem {problem:?} lies clear of the face {face:?}");
}

#[test]
fn a_kind_without_a_power_keeps_the_powers_room_so_the_form_below_stays_still() {
    let dir = temp_dir("workshop-form-kind");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.run_steps(4);
    let before = harness.get_by_label("Add an ability").rect();
    harness.get_by_label("Kind").click();
    harness.run_steps(2);
    harness.get_by_label("Impetus").click();
    harness.run_steps(3);
    harness.get_by_label_contains("have no power");
    assert_eq!(harness.get_by_label("Add an ability").rect(), before, "Add an ability stays where it was");
}

/// The balance window's widget whose name is `label`, or starts with it
/// when `start` (the bench's list names the same designs).
fn in_window<'h>(harness: &'h Harness<'_, ParlourApp>, label: &str, start: bool) -> egui_kittest::Node<'h> {
    let window = harness
        .get_by(|n| n.role() == egui::accesskit::Role::Window && n.label().as_deref() == Some("Balance the set"));
    let label = label.to_owned();
    // A label's words are its value; a button's, its name. A field
    // labelled by a label is found rather than the label.
    let found: Vec<_> = window
        .query_all(egui_kittest::kittest::By::new().predicate(move |n| {
            n.role() != egui::accesskit::Role::TextRun
                && n.label()
                    .or_else(|| n.value())
                    .is_some_and(|l| if start { l.starts_with(&label) } else { l == label })
        }))
        .collect();
    let (labels, others): (Vec<_>, Vec<_>) =
        found.into_iter().partition(|n| n.accesskit_node().role() == egui::accesskit::Role::Label);
    match (others.len(), labels.len()) {
        (1, _) => others.into_iter().next().expect("one"),
        (0, 1) => labels.into_iter().next().expect("one"),
        counts => panic!("not one widget named {counts:?} in the balance window"),
    }
}

/// A design's dot on the chart.
fn dot<'h>(harness: &'h Harness<'_, ParlourApp>, name: &str) -> egui_kittest::Node<'h> {
    in_window(harness, &format!("{name} on the chart:"), true)
}

/// Whether the widget labelled `label` in the balance window is told as selected (lit).
fn lit(node: &egui_kittest::Node<'_>) -> bool {
    node.accesskit_node().toggled() == Some(Toggled::True)
}

/// The names of the cards in the order their rows stand in the table, and
/// in the order their dots stand on the chart, top to bottom.
fn orders(harness: &Harness<'_, ParlourApp>, names: &[String]) -> (Vec<String>, Vec<String>) {
    let by = |place: &dyn Fn(&str) -> f32| {
        let mut sorted = names.to_vec();
        sorted.sort_by(|a, b| place(a).total_cmp(&place(b)));
        sorted
    };
    let table = by(&|name| in_window(harness, name, false).rect().center().y);
    let chart = by(&|name| dot(harness, name).rect().center().y);
    (table, chart)
}

/// Opens Balance the set, measures its `count` designs with `games` games
/// each, and waits for the report.
fn measure_every_design(harness: &mut Harness<'_, ParlourApp>, count: usize, games: &str) {
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    in_window(harness, "Games", false).click();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    in_window(harness, "Games", false).type_text(games);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    harness.get_by_label(&format!("Measure {count} designs")).click();
    let started = std::time::Instant::now();
    while harness.query_by_label_contains(&format!("{count} designs measured")).is_none() {
        assert!(started.elapsed().as_secs() < 300, "the report never came");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    harness.run_steps(2);
}

#[test]
fn the_balance_chart_lists_designs_as_the_table_does_and_lights_the_one_pointed_at_in_either() {
    let dir = temp_dir("workshop-balance-order");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    let names: Vec<String> =
        harness.state().workshop().expect("open").collection().cards.iter().map(|c| c.name.clone()).collect();
    // Fewer games than the window proposes: enough to rank ten cards.
    measure_every_design(&mut harness, names.len(), "100");
    let (table, chart) = orders(&harness, &names);
    assert_eq!(table, chart, "sorted by change");
    harness.get_by_label("Sort by design").click();
    harness.run_steps(2);
    let (table, chart) = orders(&harness, &names);
    let mut alphabetical = names.clone();
    alphabetical.sort_by_key(|n| n.to_lowercase());
    assert_eq!(table, alphabetical, "the table sorted by name");
    assert_eq!(chart, alphabetical, "and the chart with it");

    let (first, last) = (&table[0], &table[table.len() - 1]);
    in_window(&harness, first, false).hover();
    harness.run_steps(2);
    assert!(lit(&dot(&harness, first)), "the dot of the row under the pointer is lit");
    assert!(!lit(&dot(&harness, last)));
    harness.hover_at(dot(&harness, last).rect().center());
    harness.run_steps(3);
    assert!(lit(&in_window(&harness, last, false)), "the row of the dot under the pointer is lit");
    assert!(!lit(&in_window(&harness, first, false)));
}

#[test]
fn file_picker_opens_a_set_from_the_workshop_and_saves_it_as_another_file() {
    let dir = temp_dir("workshop-browse");
    let mut set = parlour_core::games::unicorn_jelly::TileSet::default_set().clone();
    set.name = "Whales".to_owned();
    std::fs::write(dir.path().join("whales.ron"), set.to_ron()).expect("written");
    let mut harness = harness::harness(Settings::default(), dir.path());
    parlour::desktop::file_dialog::DialogChoice::Parlour.use_in(&harness.ctx);
    open_workshop(&mut harness);
    harness.get_by_label("Browse…").click();
    harness.run_steps(2);
    type_into(&mut harness, "Folder", &dir.path().display().to_string());
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    harness.get_by_label("File type").value().filter(|v| v.starts_with("Tile sets")).expect("the kind shown");
    harness.get_by_label("whales.ron").click();
    harness.run_steps(2);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(3);
    assert_eq!(harness.state().workshop().expect("open").set().name, "Whales", "the set picked is open");

    harness.get_by_label("Save as…").click();
    harness.run_steps(2);
    type_into(&mut harness, "File name", "copy");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(3);
    let copy = dir.path().join("copy.ron");
    let written = std::fs::read_to_string(&copy).expect("saved as copy.ron, its kind's extension added");
    assert!(written.contains("Whales"));
    assert_eq!(
        harness.state().workshop().expect("open").files()[0].1,
        copy.as_path(),
        "the set's file is now the copy"
    );
}

#[test]
fn the_workshop_takes_an_editors_keys_and_a_file_opened_leaves_nothing_to_undo() {
    let dir = temp_dir("workshop-keys");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    let name = |h: &Harness<'_, ParlourApp>| h.state().workshop().expect("open").set().name.clone();
    let start = name(&harness);
    type_into(&mut harness, "Set name", "Whales");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert_eq!(name(&harness), "Whales");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run_steps(2);
    assert_eq!(name(&harness), start, "Ctrl+Z undid the edit");
    harness.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, egui::Key::Z);
    harness.run_steps(2);
    assert_eq!(name(&harness), "Whales", "Ctrl+Shift+Z redid it");
    let file = dir.path().join("whales.ron");
    type_into(&mut harness, "Set file", &file.display().to_string());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    harness.run_steps(2);
    assert!(std::fs::read_to_string(&file).expect("Ctrl+S saved").contains("Whales"));

    // Another file opened: Undo does not bring back what was being edited.
    let mut other = parlour_core::games::unicorn_jelly::TileSet::default_set().clone();
    other.name = "Drakes".to_owned();
    let other_file = dir.path().join("drakes.ron");
    std::fs::write(&other_file, other.to_ron()).expect("written");
    type_into(&mut harness, "Set file", &other_file.display().to_string());
    harness.get_by_label("Open set").click();
    harness.run_steps(2);
    assert_eq!(name(&harness), "Drakes");
    assert!(harness.get_by_label("Undo edit").accesskit_node().is_disabled(), "nothing to undo");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run_steps(2);
    assert_eq!(name(&harness), "Drakes");
}

#[test]
fn a_message_in_the_bar_never_moves_the_workshop_below() {
    let dir = temp_dir("workshop-message-room");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.run_steps(4);
    let before = harness.get_by_label("Search").rect();
    type_into(&mut harness, "Set file", &dir.path().join("tiles.ron").display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(4);
    harness.get_by_label_contains("Saved ");
    assert_eq!(harness.get_by_label("Search").rect(), before, "a message came: the list stays where it was");
    let broken = dir.path().join("a picture whose name is long enough to fill the bar twice over.png");
    std::fs::write(&broken, "not a picture").expect("written");
    type_into(&mut harness, "Art file", &broken.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(3);
    harness.get_by_label_contains("Art refused");
    assert_eq!(harness.get_by_label("Search").rect(), before, "the list stays where it was");
}

#[test]
fn a_design_pointed_at_on_the_chart_has_its_row_scrolled_into_view() {
    let dir = temp_dir("workshop-balance-reveal");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    let names: Vec<String> =
        harness.state().workshop().expect("open").set().tiles.iter().map(|t| t.name.clone()).collect();
    measure_every_design(&mut harness, names.len(), "50");
    let window = harness
        .get_by(|n| n.role() == egui::accesskit::Role::Window && n.label().as_deref() == Some("Balance the set"))
        .rect();
    let hidden = names
        .iter()
        .find(|name| in_window(&harness, name, false).rect().top() > window.bottom())
        .expect("a row out of view below the window's foot")
        .clone();
    harness.hover_at(dot(&harness, &hidden).rect().center());
    harness.run_steps(4);
    let row = in_window(&harness, &hidden, false).rect();
    assert!(
        row.bottom() <= window.bottom() && row.top() >= window.top(),
        "{hidden}'s row {row:?} in view in {window:?}"
    );
    assert!(lit(&in_window(&harness, &hidden, false)));
}

#[test]
fn every_colour_well_stays_in_the_forms_column_beside_its_name() {
    let dir = temp_dir("workshop-form-colours");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.run_steps(4);
    let face = harness.get_by_label_contains("Preview of ").rect();
    for name in ["Heroes", "Personages", "Locations", "Dangers", "Impetus tiles"] {
        let well = harness
            .get_by(|node| node.role() == egui::accesskit::Role::ColorWell && node.label().as_deref() == Some(name))
            .rect();
        assert!(well.right() <= face.left(), "{name}'s well {well:?} lies clear of the face {face:?}");
        let words =
            harness.get_by(|node| node.role() == egui::accesskit::Role::Label && node.value().as_deref() == Some(name));
        let words = words.rect();
        assert!(
            (words.center().y - well.center().y).abs() < 6.0,
            "{name} and its well on one line: {words:?} {well:?}"
        );
    }
}
