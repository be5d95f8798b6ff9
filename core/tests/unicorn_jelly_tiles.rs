//! The Unicorn Jelly tile model: the default set, descriptions, and sets
//! whose every problem is reported with the tile and field.

use parlour_core::DesignError;
use parlour_core::games::unicorn_jelly::{Ability, ActivateFilter, Kind, KindSet, TileSet};

#[test]
fn the_default_set_has_forty_tiles_eight_of_each_kind() {
    let set = TileSet::default_set();
    assert_eq!(set.total(), 40);
    for kind in Kind::ALL {
        let count: usize = set.tiles.iter().filter(|t| t.kind == kind).map(|t| usize::from(t.count)).sum();
        assert_eq!(count, 8, "{kind}");
    }
    assert_eq!(TileSet::from_ron(&set.to_ron()).as_ref(), Ok(set), "RON round-trip");
}

#[test]
fn the_tiles_the_rules_name_are_as_the_rules_say() {
    let set = TileSet::default_set();
    let tile = |name: &str| set.tile(name).unwrap_or_else(|| panic!("{name} is in the default set"));
    assert_eq!((tile("Lupiko").kind, tile("Lupiko").power), (Kind::Hero, Some(3)));
    assert_eq!((tile("Redcloak").kind, tile("Redcloak").power), (Kind::Hero, Some(5)));
    assert_eq!((tile("Crystal Basilisk").kind, tile("Crystal Basilisk").power), (Kind::Danger, Some(6)));
    let chou = tile("Chou");
    assert_eq!(chou.kind, Kind::Hero);
    assert_eq!(chou.abilities, [Ability::Zero { kinds: KindSet::of(&[Kind::Danger]) }]);
    let thilia = tile("Thilia Lilinflylst");
    assert_eq!(
        (thilia.kind, thilia.power, thilia.abilities.as_slice()),
        (Kind::Personage, Some(0), &[Ability::Cover][..])
    );
    for t in &set.tiles {
        for ability in &t.abilities {
            assert!(!ability.describe().is_empty(), "{} has a wordless ability", t.name);
        }
    }
    let wild = tile("Wild Surge");
    assert_eq!(wild.abilities, [Ability::Activate { filter: ActivateFilter::AnyButImpetus }]);
}

#[test]
fn every_problem_is_reported_with_its_tile_and_field() {
    let text = r#"(
        name: "Broken",
        tiles: [
            (name: "Marsh", kind: Location, power: Some(2), count: 9),
            (name: "", kind: Hero, power: Some(3)),
            (name: "Titan", kind: Danger, power: Some(120)),
            (name: "Hornless", kind: Impetus),
            (name: "Bossy", kind: Hero, power: Some(1), abilities: [Activate(filter: Heroes), Modify(kinds: [Hero], amount: 1)]),
            (name: "Titan", kind: Danger, power: Some(4), count: 0),
            (name: "Ghost", kind: Personage),
        ],
    )"#;
    let Err(DesignError::Invalid(problems)) = TileSet::from_ron(text) else { panic!("the set should be refused") };
    let found = |tile: &str, field: &str, words: &str| {
        problems.iter().any(|p| p.item == tile && p.field == field && p.message.contains(words))
    };
    assert!(found("Marsh", "power", "a Location has no power value"), "{problems:#?}");
    assert!(found("tile 2", "name", "empty"), "{problems:#?}");
    assert!(found("Titan", "power", "outside 0 to 99"), "{problems:#?}");
    assert!(found("Hornless", "abilities", "exactly one Activate"), "{problems:#?}");
    assert!(found("Bossy", "abilities", "Activate only Impetus tiles"), "{problems:#?}");
    assert!(found("Bossy", "abilities", "Modify only Locations"), "{problems:#?}");
    assert!(found("Titan", "name", "same name"), "{problems:#?}");
    assert!(found("Titan", "count", "outside 1 to 9"), "{problems:#?}");
    assert!(found("Ghost", "power", "needs a power value"), "{problems:#?}");
    assert_eq!(problems.len(), 9, "{problems:#?}");
}

#[test]
fn a_damaged_file_is_refused_without_a_panic() {
    let text = TileSet::default_set().to_ron();
    for cut in [0, 1, text.len() / 3, text.len() / 2, text.len() - 2] {
        match TileSet::from_ron(&text[..cut]) {
            Err(DesignError::Unreadable(reason)) => assert!(!reason.is_empty()),
            other => panic!("a file cut at {cut} was {other:?}"),
        }
    }
    let tiny = r#"(name: "Tiny", tiles: [(name: "Lone", kind: Hero, power: Some(1), count: 2)])"#;
    let Err(error) = TileSet::from_ron(tiny) else { panic!("two tiles are not a game") };
    assert!(error.to_string().contains("needs 7 to 120"), "{error}");
}

#[test]
fn art_must_stay_in_the_set_folder_and_huge_numbers_are_refused() {
    let mut set = TileSet::default_set().clone();
    set.tiles[0].art = Some("../../home/secret.png".to_owned());
    set.tiles[1].art = Some("art/fine.webp".to_owned());
    let Err(DesignError::Invalid(problems)) = TileSet::from_ron(&set.to_ron()) else { panic!("refused") };
    let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
    let expected = format!("{} (art): art path `../../home/secret.png` leaves the set's folder", set.tiles[0].name);
    assert_eq!(lines, [expected]);
    let text = TileSet::default_set().to_ron();
    let at = text.find("count: ").expect("a count") + "count: ".len();
    for huge in ["300", "99999999999999999999999", "-4"] {
        let hostile = format!("{}{huge}{}", &text[..at], &text[at + 1..]);
        assert!(matches!(TileSet::from_ron(&hostile), Err(DesignError::Unreadable(_))), "count {huge}");
    }
}
