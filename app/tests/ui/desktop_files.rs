//! Files handed over by the desktop (`parlour FILE`): a saved game opens at
//! its table to play on, a record as its replay, a tile set or card
//! collection in the workshop; a file Parlour cannot open leaves the shelf
//! showing, with the reason; of several files the first opens and the
//! message names the others.

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::tables::{Keeping, Table};
use parlour::desktop::{ParlourApp, Screen, Settings};
use parlour_core::design::DesignKind;
use parlour_core::games::jalak::{Jalak, Options};
use parlour_core::games::unicorn_jelly::TileSet;
use parlour_core::games::you_are_here::Collection;
use parlour_core::record::Record;
use parlour_core::{Game, GameKind};

use crate::harness::{self, temp_dir};

/// The app in `dir` once the desktop has handed it `paths`.
fn opened(dir: &Path, paths: &[PathBuf]) -> Harness<'static, ParlourApp> {
    let mut harness = harness::harness(Settings::default(), dir);
    harness.state_mut().open_files(paths);
    harness.run_steps(2);
    harness
}

/// The table showing.
fn table<'a>(harness: &'a Harness<'_, ParlourApp>) -> &'a dyn Table {
    match harness.state().screen() {
        Screen::Table(table) => table.as_ref(),
        _ => panic!("not at a table: {:?}", harness.state().message()),
    }
}

/// A game of Jalak between two people, its first legal action taken
/// `moves` times (or up to its end), written to `dir/name`.
fn jalak(dir: &Path, name: &str, moves: usize) -> PathBuf {
    let mut game = Jalak::new(&Options::default(), 5).expect("a game");
    let mut record = Record::<Jalak>::new(Options::default(), 5);
    record.players = vec!["human".to_owned(); 2];
    for _ in 0..moves {
        let Some(&action) = game.legal_actions().first() else { break };
        game.apply(action).expect("legal");
        record.push(action);
    }
    let path = dir.join(name);
    std::fs::write(&path, record.to_ron()).expect("written");
    path
}

#[test]
fn a_saved_game_opens_at_its_table_to_play_on() {
    let dir = temp_dir("desktop-saved");
    let saved = jalak(dir.path(), "game.ron", 3);
    let harness = opened(dir.path(), &[saved]);
    let table = table(&harness);
    assert_eq!((table.kind(), table.keeping(), table.actions_played()), (GameKind::Jalak, Keeping::Game, 3));
    assert!(!table.is_over());
    assert_eq!(harness.state().message(), None);
}

#[test]
fn a_record_opens_as_its_replay() {
    let dir = temp_dir("desktop-record");
    let record = jalak(dir.path(), "jalak-00001.ron", 100_000);
    let harness = opened(dir.path(), &[record]);
    let table = table(&harness);
    assert_eq!((table.kind(), table.keeping()), (GameKind::Jalak, Keeping::Nothing), "a replay keeps nothing");
    assert_eq!(harness.state().message(), None);
}

#[test]
fn a_tile_set_and_a_card_collection_open_in_the_workshop() {
    let dir = temp_dir("desktop-designs");
    let tiles = dir.path().join("whales.ron");
    let set = TileSet { name: "Whales of the deep".to_owned(), ..TileSet::default_set().clone() };
    std::fs::write(&tiles, set.to_ron()).expect("written");
    let harness = opened(dir.path(), std::slice::from_ref(&tiles));
    let workshop = harness.state().workshop().expect("the workshop");
    assert!(harness.state().screen().is_workshop());
    assert_eq!(workshop.set().name, "Whales of the deep");
    assert!(workshop.files().contains(&(DesignKind::TileSet, tiles.as_path())));
    harness.get_by_label("Set name");

    let cards = dir.path().join("stars.ron");
    let collection = Collection { name: "Star cards".to_owned(), ..Collection::starter() };
    std::fs::write(&cards, collection.to_ron()).expect("written");
    let harness = opened(dir.path(), std::slice::from_ref(&cards));
    assert_eq!(harness.state().workshop().expect("the workshop").collection().name, "Star cards");
    harness.get_by_label("Collection name");
    assert_eq!(harness.state().message(), None);
}

#[test]
fn a_file_parlour_cannot_open_leaves_the_shelf_showing_with_the_reason() {
    let dir = temp_dir("desktop-refused");
    let whole = std::fs::read_to_string(jalak(dir.path(), "whole.ron", 3)).expect("read");
    let cut = dir.path().join("cut.ron");
    std::fs::write(&cut, &whole[..whole.len() / 2]).expect("written");
    let broken_set = dir.path().join("broken.ron");
    std::fs::write(&broken_set, "(name: \"Broken\", tiles: [(name: \"\", kind: Hero, power: Some(3))])")
        .expect("written");
    let unplayable = dir.path().join("unplayable.ron");
    std::fs::write(&unplayable, "(game: \"shrine\", options: (), seed: 1, actions: [\"this is not a move\"])")
        .expect("written");
    let cases = [(cut, "damaged"), (dir.path().join("missing.ron"), "missing.ron"), (unplayable, "this is not a move")];
    for (path, says) in cases {
        let harness = opened(dir.path(), std::slice::from_ref(&path));
        assert!(harness.state().screen().is_shelf(), "{}: still on the shelf", path.display());
        let message = harness.state().message().unwrap_or_else(|| panic!("{}: no message", path.display()));
        assert!(message.starts_with("Could not open") && message.contains(says), "{message}");
        harness.get_by_label("OK");
    }
    // A set with problems is a design to mend: the workshop opens it and names them.
    let harness = opened(dir.path(), std::slice::from_ref(&broken_set));
    assert_eq!(harness.state().workshop().expect("the workshop").set().name, "Broken");
    assert_eq!(harness.state().message(), None);
    assert!(harness.query_by_label_contains("To fix before playing").is_some(), "its problems are named");
}

#[test]
fn of_several_files_the_first_opens_and_the_message_names_the_others() {
    let dir = temp_dir("desktop-several");
    let first = jalak(dir.path(), "first.ron", 2);
    let second = jalak(dir.path(), "second.ron", 4);
    let harness = opened(dir.path(), &[first, second.clone()]);
    assert_eq!(table(&harness).actions_played(), 2, "the first file is open");
    let message = harness.state().message().expect("a message");
    assert!(message.contains("one file at a time") && message.contains(&second.display().to_string()), "{message}");
}
