//! Problems named where they are: a duplicate tile name in the words
//! `parlour validate` uses, beside the tile, in the verdict and when the set
//! is saved; numbers outside their range, or not numbers, refused in words
//! with the last good value kept.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::games::unicorn_jelly::TileSet;

use crate::harness::{self, open_workshop, temp_dir, type_into};

fn set(harness: &Harness<'_, ParlourApp>) -> TileSet {
    harness.state().workshop().expect("open").set().clone()
}

#[test]
fn a_duplicate_tile_name_is_named_beside_the_tile_in_the_verdict_and_when_saved() {
    let dir = temp_dir("workshop-duplicate");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    open_workshop(&mut harness);
    let second = set(&harness).tiles[1].name.clone();
    type_into(&mut harness, "Name", &second);
    let words = format!("{second} (name): another tile has the same name");
    harness.get_by_label_contains(&format!("To fix before playing: {words}"));
    harness.get_by_label("another tile has the same name");
    // In the list, both rows of that name are marked.
    let marked = harness.query_all_by_label_contains(&format!("⚠ {second}")).count();
    assert_eq!(marked, 2, "both tiles named {second} are marked in the list");

    let file = dir.path().join("sets/dupes.ron");
    type_into(&mut harness, "Set file", &file.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    let saved = harness.get_by_label_contains(&format!("Saved {} with 1 problem: {words}", file.display())).rect();
    // Beside the problems on the verdict's line, in sight: not pushed past the window's edge.
    assert!(saved.left() < 1200.0 - 200.0, "the message is in sight beside the problems: {saved:?}");
    let validated = parlour_designer::designs::read(&file).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(validated.contains(&words), "validate says the same words: {validated}");
}

#[test]
fn range_power_typed_as_words_is_refused_and_the_last_good_value_kept() {
    let dir = temp_dir("workshop-range-power");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    open_workshop(&mut harness);
    let power = set(&harness).tiles[0].power.expect("the first tile has power");
    type_into(&mut harness, "Power", "abc");
    harness.get_by_label(&format!("“abc” is not a whole number: kept {power}"));
    assert_eq!(set(&harness).tiles[0].power, Some(power), "nothing changed");
    harness.get_by_label("0 to 99");
    type_into(&mut harness, "Power", "7");
    assert_eq!(set(&harness).tiles[0].power, Some(7), "a good number is taken");
    assert!(harness.query_by_label_contains("is not a whole number").is_none(), "and the refusal goes");
}

#[test]
fn range_a_count_or_an_edge_outside_its_range_is_refused_in_words() {
    let dir = temp_dir("workshop-range-edge");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    open_workshop(&mut harness);
    let count = set(&harness).tiles[0].count;
    type_into(&mut harness, "Count", "12");
    harness.get_by_label(&format!("12 is outside 1 to 9: kept {count}"));
    assert_eq!(set(&harness).tiles[0].count, count, "not taken, nor made 9");

    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    let top = harness.state().workshop().expect("open").collection().cards[0].edges.top;
    type_into(&mut harness, "Top edge", "12");
    let refusal = format!("12 is outside 1 to 9: kept {top}");
    harness.get_by_label(&refusal);
    assert_eq!(harness.state().workshop().expect("open").collection().cards[0].edges.top, top);
    // Whole on its line under the edge, not cut short.
    let painted = harness::painted_texts_within(&harness, egui::Rect::EVERYTHING);
    assert!(painted.contains(&refusal), "the refusal is painted whole: {painted:?}");
}

#[test]
fn range_a_number_typed_past_its_range_leaves_the_value_from_before_and_the_form_where_it_was() {
    let dir = temp_dir("workshop-range-typed");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    open_workshop(&mut harness);
    let power = set(&harness).tiles[0].power.expect("the first tile has power");
    let below = |h: &Harness<'_, ParlourApp>| h.get_by_label("Count").rect().top();
    let count_at = below(&harness);
    // "150" typed over the power a key at a time: "1" and "15" on the way are not kept.
    type_into(&mut harness, "Power", "1");
    for key in ["5", "0"] {
        harness.get_by_label("Power").type_text(key);
        harness.run_steps(2);
    }
    harness.get_by_label(&format!("150 is outside 0 to 99: kept {power}"));
    assert_eq!(set(&harness).tiles[0].power, Some(power), "the power from before the typing");
    assert!((below(&harness) - count_at).abs() < 0.5, "the refusal moved the form: {count_at} → {}", below(&harness));
    // Left, the field shows the power again and the refusal stays said beside it.
    harness.get_by_label("Count").click();
    harness.run_steps(2);
    assert_eq!(harness.get_by_label("Power").value().as_deref(), Some(power.to_string().as_str()));
    harness.get_by_label(&format!("150 is outside 0 to 99: kept {power}"));
    // A number taken is the end of it.
    type_into(&mut harness, "Power", "4");
    harness.get_by_label("Count").click();
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("is outside 0 to 99").is_none(), "no refusal left behind");
}

#[test]
fn an_empty_new_decks_problem_stands_in_place_of_its_count() {
    let dir = temp_dir("workshop-empty-deck");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    open_workshop(&mut harness);
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    harness.get_by_label_contains("10 cards; a game needs 5 to 60");
    harness.get_by_label("New deck").click();
    harness.run_steps(3);
    // Under the deck's name, its problem in place of its count (the verdict above names it too).
    harness.get_by_label("the deck has 0 cards; a game needs 5 to 60");
    assert!(harness.query_by_label("0 cards; a game needs 5 to 60").is_none(), "not said twice under the name");
}

#[test]
fn a_deck_filled_past_the_count_a_game_needs_keeps_its_cards_where_they_were_at_1024x640() {
    let dir = temp_dir("workshop-deck-still");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    harness.set_size(egui::vec2(1024.0, 640.0));
    harness.run_steps(2);
    open_workshop(&mut harness);
    harness.get_by_label("You Are Here cards").click();
    harness.run_steps(2);
    harness.get_by_label("New deck").click();
    harness.run_steps(3);
    let cards: Vec<String> =
        harness.state().workshop().expect("open").collection().cards.iter().map(|c| c.name.clone()).collect();
    // The last card's Add, never clicked: it stays under the pointer as the deck fills to six.
    let still = format!("Add {}", cards[cards.len() - 1]);
    let place = harness.get_by_label(&still).rect();
    for card in &cards[..6] {
        harness.get_by_label(&format!("Add {card}")).click();
        harness.run_steps(3);
        assert_eq!(harness.get_by_label(&still).rect(), place, "after adding {card}");
    }
    harness.get_by_label_contains("6 cards; a game needs 5 to 60");
}

#[test]
fn a_new_tiles_art_field_starts_empty_whatever_was_typed_for_the_tile_before() {
    let dir = temp_dir("workshop-new-art-field");
    let mut harness = harness::harness(Settings::default(), &dir.path().join("data"));
    open_workshop(&mut harness);
    // Art comes once the set has a folder.
    type_into(&mut harness, "Set file", &dir.path().join("sets/mine.ron").display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    // The tile whose place the new one takes: the first after the last Hero (a new tile is a Hero).
    let tiles = set(&harness).tiles;
    let at = tiles.iter().rposition(|t| t.kind == parlour_core::games::unicorn_jelly::Kind::Hero).expect("a Hero") + 1;
    harness.get_by_role_and_label(egui::accesskit::Role::Label, &tiles[at].name).click();
    harness.run_steps(2);
    type_into(&mut harness, "Art file", "/pictures/meant-for-another.png");
    harness.get_by_label("New tile").click();
    harness.run_steps(2);
    let typed = harness.get_by_label("Art file").value().unwrap_or_default();
    assert_eq!(typed, "", "the path typed for the tile before is not offered to the new one");
}
