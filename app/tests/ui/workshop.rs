//! The workshop: a new tile made, its fields set, its face previewed,
//! saved, opened again in a fresh app, and play-tested; art imported and
//! bad art refused; unsaved changes kept until the designer says; a
//! balance report measured in the background; a You Are Here card made with
//! the suit helper, put in a deck and play-tested; sheets and a rules card
//! exported to PDF, the print job built only when a choice changes.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::{UnicornJellyTable, YouAreHereTable};
use parlour::desktop::workshop::{ArtCache, ExportDialog};
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::games::unicorn_jelly::{Kind, TileSet};
use parlour_core::games::you_are_here::{Collection, Suit};
use parlour_designer::printable::Printable;

use crate::harness::{self, open_workshop, temp_dir, type_into};

fn open_card_bench(harness: &mut Harness<'_, ParlourApp>) {
    open_workshop(harness);
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
}

/// Types `file` into the Export dialog, presses Export and waits until it is written.
/// Exports to `file` and waits for it to be written; returns whether a
/// progress bar ("Page 2 / 6") showed while it was.
fn export_to(harness: &mut Harness<'_, ParlourApp>, file: &std::path::Path) -> bool {
    type_into(harness, "PDF file", &file.display().to_string());
    harness.get_by_label("Export").click();
    let started = std::time::Instant::now();
    let mut progress = false;
    while harness.query_by_label_contains("Wrote ").is_none() {
        assert!(started.elapsed().as_secs() < 60, "the export never finished");
        harness.step();
        progress |= harness.query_all_by_role(egui::accesskit::Role::ProgressIndicator).next().is_some();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    progress
}

#[test]
fn a_new_tile_is_designed_saved_opened_again_and_play_tested() {
    let dir = temp_dir("workshop");
    let file = dir.path().join("whales.ron");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    let before = harness.state().workshop().expect("open").set().tiles.len();
    harness.get_by_label("New tile").click();
    harness.run_steps(2);
    let set = harness.state().workshop().expect("open").set();
    assert_eq!(set.tiles.len(), before + 1);
    // A new tile joins the last of its kind, so the set prints it with its kind, not last.
    let at = set.tiles.iter().position(|t| t.name.starts_with("New tile")).expect("the new tile");
    let kind = set.tiles[at].kind;
    assert!(at < before && set.tiles[at - 1].kind == kind && set.tiles[at + 1].kind != kind, "placed at {at}");
    harness.get_by_label(&format!("Preview of {}", set.tiles[at].name));

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

    let other_dir = temp_dir("workshop-2");
    let mut other = harness::harness(Settings::default(), other_dir.path());
    open_workshop(&mut other);
    type_into(&mut other, "Set file", &file.display().to_string());
    other.get_by_label("Open set").click();
    other.run_steps(2);
    assert_eq!(other.state().workshop().expect("open").set(), &saved, "the set opened is the set saved");
    type_into(&mut other, "Search", "whale");
    other.get_by_label("Sky Whale");
    assert!(other.query_by_label("Redcloak").is_none(), "the search leaves the other tiles out");

    other.get_by_label("Play-test").click();
    other.run_steps(2);
    assert!(other.state().screen().is_table(), "at a table");
    let table = other.state().table_as::<UnicornJellyTable>().expect("a Unicorn Jelly table");
    assert_eq!(table.session().record().options.tile_set(), &saved, "the game plays the set designed");
}

#[test]
fn a_broken_set_file_is_refused_and_changes_nothing() {
    let dir = temp_dir("workshop-broken");
    let file = dir.path().join("broken.csv");
    std::fs::write(&file, "name,kind,power\nWhale,Dragon,3\n").expect("write");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    let before = harness.state().workshop().expect("open").set().clone();
    type_into(&mut harness, "Set file", &file.display().to_string());
    harness.get_by_label("Open set").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Could not open");
    harness.get_by_label_contains("broken.csv: 1 problem (row 2, column `kind`: `Dragon` is not a kind");
    assert_eq!(harness.state().workshop().expect("open").set(), &before);
    // The file field no longer names the file refused: Save never aims at it.
    let field = harness.get_by_label("Set file").accesskit_node().value().unwrap_or_default();
    assert!(!field.contains("broken.csv"), "the file field still names the refused file: {field}");
}

/// A small PNG for art.
fn small_png(path: &std::path::Path) {
    image::RgbaImage::from_pixel(16, 12, image::Rgba([40, 90, 200, 255])).save(path).expect("a PNG");
}

fn tile_art(harness: &Harness<'_, ParlourApp>, name: &str) -> Option<String> {
    harness.state().workshop().and_then(|w| w.set().tile(name)).and_then(|t| t.art.clone())
}

#[test]
fn art_is_imported_into_the_set_folder_and_bad_art_is_refused() {
    let dir = temp_dir("workshop-art");
    let (set_dir, elsewhere) = (dir.path().join("set"), dir.path().join("downloads"));
    std::fs::create_dir_all(&elsewhere).expect("a folder");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.get_by_label("New tile").click();
    harness.run_steps(2);
    type_into(&mut harness, "Name", "Painted Whale");
    harness.get_by_label_contains("Save the file first");
    type_into(&mut harness, "Set file", &set_dir.join("whales.ron").display().to_string());
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);

    let noise = elsewhere.join("noise.png");
    std::fs::write(&noise, b"not an image").expect("written");
    type_into(&mut harness, "Art file", &noise.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Art refused:");
    assert_eq!(tile_art(&harness, "Painted Whale"), None, "refused art changes nothing");

    let picture = elsewhere.join("whale.png");
    small_png(&picture);
    type_into(&mut harness, "Art file", &picture.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(3);
    assert_eq!(tile_art(&harness, "Painted Whale").as_deref(), Some("art/whale.png"));
    assert!(set_dir.join("art/whale.png").exists(), "copied beside the set");
    harness.get_by_label("Using art/whale.png");
    assert!(harness.query_by_label_contains("Art: ").is_none(), "the art is shown without a problem");
    harness.get_by_label("Save set*").click();
    harness.run_steps(2);
    let saved = TileSet::from_ron(&std::fs::read_to_string(set_dir.join("whales.ron")).expect("saved")).expect("valid");
    assert_eq!(saved.tile("Painted Whale").and_then(|t| t.art.as_deref()), Some("art/whale.png"));
}

#[test]
fn the_art_picker_opens_a_file_that_is_no_picture_refuses_it_in_words_and_changes_nothing() {
    let dir = temp_dir("workshop-art-picker");
    let (set_dir, elsewhere) = (dir.path().join("set"), dir.path().join("downloads"));
    std::fs::create_dir_all(&elsewhere).expect("a folder");
    let mut harness = harness::harness(Settings::default(), dir.path());
    parlour::desktop::file_dialog::DialogChoice::Parlour.use_in(&harness.ctx);
    open_workshop(&mut harness);
    type_into(&mut harness, "Set file", &set_dir.join("whales.ron").display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    let first = harness.state().workshop().expect("open").set().tiles[0].name.clone();
    let picture = elsewhere.join("whale.png");
    small_png(&picture);
    type_into(&mut harness, "Art file", &picture.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(3);
    assert_eq!(tile_art(&harness, &first).as_deref(), Some("art/whale.png"), "the tile has its art");
    let listed = |folder: &std::path::Path| {
        let mut names: Vec<String> = std::fs::read_dir(folder)
            .expect("a folder")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let set_before = harness.state().workshop().expect("open").set().clone();
    let art_before = listed(&set_dir.join("art"));

    // A file named as a picture that holds none, picked in the picker.
    std::fs::write(elsewhere.join("broken.png"), "not a picture").expect("file");
    type_into(&mut harness, "Art file", &elsewhere.display().to_string());
    harness.get_by_label("Browse pictures…").click();
    harness.run_steps(3);
    harness.get_by_label("broken.png").click();
    harness.run_steps(2);
    harness.get_by_label("Open").click();
    harness.run_steps(3);
    assert!(harness.query_by_label("broken.png").is_none(), "the picker has closed");
    let refusal = harness.get_by_label_contains("Art refused:").accesskit_node();
    let refusal = refusal.value().or_else(|| refusal.label()).unwrap_or_default();
    assert!(refusal.contains("broken.png"), "the refusal names the file: {refusal}");
    assert_eq!(harness.state().workshop().expect("open").set(), &set_before, "the set is as it was");
    assert_eq!(tile_art(&harness, &first).as_deref(), Some("art/whale.png"), "the tile keeps its art");
    assert_eq!(listed(&set_dir.join("art")), art_before, "nothing is copied beside the set");
}

#[test]
fn unsaved_changes_are_kept_until_the_designer_says() {
    let dir = temp_dir("workshop-unsaved");
    let other = dir.path().join("other.ron");
    let other_set = TileSet { name: "Other".to_owned(), ..TileSet::default_set().clone() };
    std::fs::write(&other, other_set.to_ron()).expect("written");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    type_into(&mut harness, "Set name", "Half done");
    type_into(&mut harness, "Set file", &other.display().to_string());
    harness.get_by_label("Open set").click();
    harness.run_steps(2);
    // Asked in a dialog a screen reader names.
    harness.get_by(|node| {
        node.label().as_deref() == Some("Unsaved changes") && node.role() != egui::accesskit::Role::Label
    });
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    assert_eq!(harness.state().workshop().expect("open").set().name, "Half done", "cancel keeps the edits");
    harness.get_by_label("Open set").click();
    harness.run_steps(2);
    harness.get_by_label("Discard changes").click();
    harness.run_steps(2);
    assert_eq!(harness.state().workshop().expect("open").set(), &other_set);
    // Typing a name is one undo step, however many letters.
    type_into(&mut harness, "Set name", "Renamed");
    harness.get_by_label("Undo edit").click();
    harness.run_steps(2);
    assert_eq!(harness.state().workshop().expect("open").set().name, "Other");
}

#[test]
fn a_balance_report_is_measured_in_the_background() {
    let dir = temp_dir("workshop-balance");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    let first = harness.state().workshop().expect("open").set().tiles[0].name.clone();
    harness.get_by_label(&format!("Balance of {first}"));
    harness.get_by_label("Measure balance").click();
    let started = std::time::Instant::now();
    while harness.query_by_label_contains("Win rate of its holder").is_none() {
        assert!(started.elapsed().as_secs() < 300, "the report never came");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    harness.get_by_label_contains("Chart: ");
    harness.get_by_label_contains("Played ");
    assert!(harness.query_by_label("Stop measuring").is_none(), "the run is over");
}

#[test]
fn the_cards_the_list_shows_are_balanced_at_once_kept_and_opened_from_the_chart() {
    let dir = temp_dir("workshop-set-balance");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_card_bench(&mut harness);
    type_into(&mut harness, "Search", "Fly");
    harness.get_by_label("Balance the set").click();
    harness.run_steps(2);
    harness.get_by_label("Every design (10)");
    harness.get_by_label("Those the list shows (1)").click();
    harness.run_steps(2);
    harness.get_by_label("Measure 1 design").click();
    let started = std::time::Instant::now();
    while harness.query_by_label_contains("1 design measured").is_none() {
        assert!(started.elapsed().as_secs() < 300, "the report never came");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    harness.get_by_label("Sort by change");
    assert!(harness.query_by_label("Preview of Flyer").is_none(), "another card is open");
    harness.get_by_label_contains("Chart of the win-rate change of 1 design,").click();
    harness.run_steps(2);
    harness.get_by_label("Preview of Flyer");
    assert!(harness.query_by_label("Every design chosen is measured").is_some(), "kept, not measured twice");
    harness.get_by_label("Every design (10)").click();
    harness.run_steps(2);
    harness.get_by_label("Measure 9 designs");
    // The card's own panel shows the figures the window measured, and so
    // does it after a restart, without measuring again.
    let own_panel = |h: &Harness<'_, ParlourApp>| h.query_by_label_contains("Win rate of its holder").is_some();
    assert!(own_panel(&harness), "the card's panel shows the set's figures");
    drop(harness);
    let mut again = harness::harness(Settings::default(), dir.path());
    open_card_bench(&mut again);
    again.get_by_label("Balance the set").click();
    again.run_steps(2);
    again.get_by_label_contains("Chart of the win-rate change of 1 design,").click();
    again.run_steps(2);
    again.get_by_label("Preview of Flyer");
    assert!(own_panel(&again), "kept with the set's content");
    assert!(again.query_by_label("Stop measuring").is_none(), "not measured again");
}

#[test]
fn a_card_is_made_with_the_suit_helper_put_in_a_deck_and_play_tested() {
    let dir = temp_dir("workshop-cards");
    let file = dir.path().join("cards.ron");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_card_bench(&mut harness);
    harness.get_by_label("New card").click();
    harness.run_steps(2);
    type_into(&mut harness, "Name", "Lighthouse");
    harness.get_by_label("Preview of Lighthouse");
    harness.get_by_label("Suit").click();
    harness.run_steps(2);
    harness.get_by_label("♥ Hearts").click();
    harness.run_steps(2);
    let card =
        |h: &Harness<'_, ParlourApp>| h.state().workshop().and_then(|w| w.collection().card("Lighthouse").cloned());
    assert_eq!(card(&harness).map(|c| c.suit), Some(Suit::Hearts));
    harness.get_by_label_contains("These edges lack the suit's shape");
    harness.get_by_label_contains("Hearts shapes of strength").hover();
    harness.get_all_by_label_contains("Use ").next().expect("a proposal").click();
    harness.run_steps(2);
    let lighthouse = card(&harness).expect("the card");
    assert!(Suit::Hearts.fits(lighthouse.edges), "{:?}", lighthouse.edges);
    assert!(harness.query_by_label_contains("These edges lack the suit's shape").is_none());

    harness.get_by_label("Add Lighthouse").click();
    harness.run_steps(2);
    harness.get_by_label("Add Lighthouse").click();
    harness.run_steps(2);
    let collection = harness.state().workshop().expect("open").collection().clone();
    let deck = collection.deck_cards(&collection.decks[0].name).expect("a whole deck");
    assert_eq!(deck.iter().filter(|c| c.name == "Lighthouse").count(), 2, "duplicates are allowed");

    type_into(&mut harness, "Collection file", &file.display().to_string());
    harness.get_by_label("Save collection*").click();
    harness.run_steps(2);
    let saved = Collection::from_ron(&std::fs::read_to_string(&file).expect("saved")).expect("valid");
    assert_eq!(saved, collection);

    harness.get_by_label("Play-test").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "at a table");
    let table = harness.state().table_as::<YouAreHereTable>().expect("a You Are Here table");
    let decks = table.session().record().options.decks.clone().expect("the deck built");
    assert_eq!(decks, vec![deck.clone(), deck]);
}

#[test]
fn the_set_is_exported_to_pdf_with_a_page_preview_and_progress() {
    let dir = temp_dir("workshop-export");
    let file = dir.path().join("tiles.pdf");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    // The default set, 40 tiles: three A4 pages.
    harness.get_by_label("Page preview 1 of 3");
    harness.get_by_label("Next page").click();
    harness.run_steps(2);
    harness.get_by_label("Page preview 2 of 3");
    // Crop marks are shaped while they are chosen, and the shape hides with cut lines.
    assert!(harness.query_by_label("weight").is_some(), "the crop marks' weight");
    harness.get_by_label("Cut lines").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("weight").is_none());
    harness.get_by_label("Crop marks").click();
    harness.run_steps(2);
    // Two-sided backs put a back page behind each front.
    harness.get_by_label("Two-sided, flip on the long edge").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Page preview 2 of 6");
    assert!(export_to(&mut harness, &file), "a progress bar showed while the pages were written");
    harness.get_by_label_contains(&format!("Wrote 6 pages, 40 items to {}", file.display()));
    let bytes = std::fs::read(&file).expect("written");
    assert!(bytes.starts_with(b"%PDF"));
}

#[test]
fn the_export_dialog_builds_its_job_when_a_choice_changes_not_on_every_frame() {
    let mut set = TileSet::default_set().clone();
    let dialog = ExportDialog::open_for(&Printable::Design { design: set.clone().into(), deck: None }, "tiles");
    // The design is handed in afresh each frame, as the workshop does; the test changes it between frames.
    let state = (dialog, ArtCache::default(), set.clone());
    let mut harness = Harness::builder().with_size([1000.0, 720.0]).build_ui_state(
        |ui, (dialog, art, set): &mut (ExportDialog, ArtCache, TileSet)| {
            let printable = Printable::Design { design: set.clone().into(), deck: None };
            dialog.ui(ui.ctx(), printable, None, art);
        },
        state,
    );
    harness.run_steps(10);
    harness.get_by_label("Page preview 1 of 3");
    assert_eq!(harness.state().0.job_builds(), 1, "ten frames, one job");
    // Turning pages and choosing backs lay the same job out again: no new job.
    harness.get_by_label("Next page").click();
    harness.get_by_label("Two-sided, flip on the long edge").click();
    harness.run_steps(5);
    harness.get_by_label("Page preview 2 of 6");
    assert_eq!(harness.state().0.job_builds(), 1);
    // Another item size is another job, built once.
    harness.get_by_label("Item size").click();
    harness.run_steps(2);
    harness.get_by_label("Poker 63.5 × 88.9 mm").click();
    harness.run_steps(5);
    assert_eq!(harness.state().0.job_builds(), 2);
    // So is a change to the design.
    set.tiles.truncate(3);
    let items: u32 = set.tiles.iter().map(|t| u32::from(t.count)).sum();
    harness.state_mut().2 = set;
    harness.run_steps(5);
    assert_eq!(harness.state().0.job_builds(), 3);
    harness.get_by_label_contains(&format!("{items} items, "));
}

#[test]
fn a_deck_is_exported_from_the_card_bench() {
    let dir = temp_dir("workshop-export-cards");
    let file = dir.path().join("deck.pdf");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_card_bench(&mut harness);
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    let collection = harness.state().workshop().expect("open").collection().clone();
    let deck = &collection.decks[0];
    harness.get_by_label("Cards to print").click();
    harness.run_steps(2);
    harness.get_by_role(egui::accesskit::Role::ListBox).get_by_label(&deck.name).click();
    harness.run_steps(2);
    harness.get_by_label("Item size").click();
    harness.run_steps(2);
    harness.get_by_label("Poker 63.5 × 88.9 mm").click();
    harness.run_steps(2);
    export_to(&mut harness, &file);
    let copies: usize = deck.cards.len();
    harness.get_by_label_contains(&format!("{copies} items to"));
    let bytes = std::fs::read(&file).expect("the PDF was written");
    assert!(bytes.starts_with(b"%PDF") && bytes.len() > 1000, "a PDF: {} bytes", bytes.len());
}

#[test]
fn a_rules_card_is_printed_from_the_print_menu() {
    let dir = temp_dir("rules-card");
    let file = dir.path().join("jalak-card.pdf");
    let mut harness = harness::harness(Settings::default(), dir.path());
    harness.get_by_label("Print").click();
    harness.run_steps(2);
    harness.get_by_label("Rules card: Jalak — Cube Trap…").click();
    harness.run_steps(3);
    harness.get_by_label("Page preview 1 of 1");
    export_to(&mut harness, &file);
    harness.get_by_label(&format!("Wrote 1 page, 1 item to {}", file.display()));
    let bytes = std::fs::read(&file).expect("the PDF was written");
    assert!(bytes.starts_with(b"%PDF"), "a PDF");
}

#[test]
fn a_set_saved_with_problems_opens_again_to_be_mended_with_its_problems_named() {
    let dir = temp_dir("workshop-mend");
    let file = dir.path().join("small.ron");
    // Half made: one tile, and a second of the same name — a set saved as it stood.
    let mut set = TileSet::default_set().clone();
    set.name = "Half made".to_owned();
    set.tiles.truncate(1);
    set.tiles[0].count = 1;
    set.tiles.push(set.tiles[0].clone());
    std::fs::write(&file, set.to_ron()).expect("write");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    type_into(&mut harness, "Set file", &file.display().to_string());
    harness.get_by_label("Open set").click();
    harness.run_steps(2);
    assert_eq!(harness.state().workshop().expect("open").set(), &set, "opened as it was saved");
    assert!(harness.query_by_label_contains("Could not open").is_none(), "not refused");
    // Named as validate names them: the first in the bar, with how many more.
    let name = &set.tiles[0].name;
    harness.get_by_label(&format!("To fix before playing: {name} (name): another tile has the same name (and 1 more)"));
}
