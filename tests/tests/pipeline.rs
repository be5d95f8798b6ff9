//! A design's whole way through Parlour: a tile set written by a designer
//! is read and checked as every command reads it, played by bots, and
//! printed; what is wrong with it is refused the same way at the start.

use std::sync::atomic::AtomicBool;

use parlour_core::arena;
use parlour_core::bots::BotSpec;
use parlour_core::design::Design;
use parlour_core::games::unicorn_jelly::{self as uj, UnicornJelly};
use parlour_designer::balance::{self, Request};
use parlour_designer::designs::{self, DesignFileError};
use parlour_designer::print::pdf;
use parlour_designer::print::sheet::SheetOptions;
use parlour_designer::printable::{ItemSize, Printable};

const SET: &str = r#"(
    name: "Marsh and Moor",
    tiles: [
        (name: "Bog Knight", kind: Hero, power: Some(4), count: 3),
        (name: "Reed Witch", kind: Danger, power: Some(3), count: 3),
        (name: "Mire", kind: Location, count: 2, abilities: [Modify(kinds: [Danger], amount: 1)]),
        (name: "Heron Call", kind: Impetus, count: 2, abilities: [Activate(filter: Heroes)]),
    ],
)"#;

#[test]
fn a_designed_set_is_validated_played_measured_and_printed() {
    let dir = parlour_tests::temp_dir("pipeline");
    let path = dir.path().join("marsh.ron");
    std::fs::write(&path, SET).expect("written");
    let file = designs::read(&path).expect("a valid set");
    let Design::TileSet(set) = &file.design else { panic!("a tile set") };
    assert_eq!(set.total(), 10);

    let mut options = uj::Options::default();
    file.design.use_in::<UnicornJelly>(&mut options).expect("Unicorn Jelly plays tile sets");
    let specs = [BotSpec::Greedy, BotSpec::Random];
    let tally = arena::play_many::<UnicornJelly>(&options, &specs, 20, 4, 2, &|| {}).expect("bots play it");
    assert_eq!(tally.games, 20);
    assert!(tally.wins[0] > tally.wins[1], "greedy beats random with the set: {tally:?}");

    let request = Request::<UnicornJelly> {
        options,
        games: 40,
        seed: 1,
        players: [BotSpec::Greedy, BotSpec::Greedy],
        threads: 2,
    };
    let report = balance::measure(&request, "Bog Knight", &|| {}, &AtomicBool::new(false)).expect("a report");
    assert!(report.played_per_game > 0.5, "{report:?}");

    let tiles = Printable::Design { design: file.design.clone(), deck: None };
    let job = tiles.job(ItemSize::Natural, Some(file.folder)).expect("a job");
    let printed = pdf::print(&job, &SheetOptions::default()).expect("printed");
    assert!(printed.pages >= 1 && printed.bytes.starts_with(b"%PDF"));
}

#[test]
fn a_broken_design_is_refused_before_anything_else_happens() {
    let dir = parlour_tests::temp_dir("pipeline-broken");
    let path = dir.path().join("broken.ron");
    std::fs::write(&path, SET.replace("power: Some(4)", "power: Some(120)")).expect("written");
    match designs::read(&path) {
        Err(DesignFileError::Invalid { problems, .. }) => {
            assert_eq!(problems, ["Bog Knight (power): power 120 is outside 0 to 99"]);
        }
        other => panic!("expected the problem named, got {other:?}"),
    }
}
