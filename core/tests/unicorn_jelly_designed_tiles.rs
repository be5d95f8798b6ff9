//! Designed tiles play as their data says: for each ability of the
//! vocabulary, a tile a designer made (not one of the default set) is put
//! in a scenario file, as the workshop writes them, and played.

use parlour_core::games::unicorn_jelly::{Face, Pos, UnicornJelly};
use parlour_core::scenario::Scenario;
use parlour_core::{Game, Seat};

/// The designs every scenario here uses, as a designer writes them.
const DESIGNS: &str = r#"
    (name: "Ember Knight", kind: Hero, power: Some(4), count: 2),
    (name: "Mire Troll", kind: Danger, power: Some(5), count: 2),
    (name: "Sunken Glade", kind: Location, abilities: [Modify(kinds: [Hero], amount: 2)]),
    (name: "Cursed Moor", kind: Location, abilities: [Modify(kinds: [Danger], amount: -2)]),
    (name: "Frost Paladin", kind: Hero, power: Some(1), abilities: [Zero(kinds: [Danger])]),
    (name: "War Drum", kind: Impetus, abilities: [Activate(filter: Heroes)]),
    (name: "Dark Horn", kind: Impetus, abilities: [Activate(filter: Dangers)]),
    (name: "Wild Bell", kind: Impetus, abilities: [Activate(filter: AnyButImpetus)]),
    (name: "Veiled Courier", kind: Personage, power: Some(0), abilities: [Cover]),
    (name: "Spring Healer", kind: Hero, power: Some(2), abilities: [Revive(kinds: [Hero])]),
    (name: "Pebble", kind: Personage, power: Some(0), count: 6),
"#;

/// Plays `actions` from a position with Player 1 holding `hand` and the
/// `board` given as `(pos: "x,y", tile: "Name")` entries; returns the game
/// and the log.
fn play(hand: &str, board: &str, actions: &[&str]) -> (UnicornJelly, String) {
    let actions: Vec<String> = actions.iter().map(|a| format!("{a:?}")).collect();
    let text = format!(
        r#"Scenario(
            game: "unicorn-jelly",
            setup: (
                tiles: [{DESIGNS}],
                hands: [[{hand}], ["Pebble", "Pebble"]],
                pile: ["Pebble", "Pebble", "Pebble"],
                board: [{board}],
            ),
            actions: [{}],
        )"#,
        actions.join(", ")
    );
    let scenario = Scenario::<UnicornJelly>::from_ron(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let (game, events) = scenario.run().unwrap_or_else(|e| panic!("{e}"));
    let log = events.iter().map(|e| game.describe(e, None)).collect::<Vec<_>>().join("\n");
    (game, log)
}

/// The tile number of a design, for the notation.
fn number(name: &str) -> usize {
    let names: Vec<&str> = DESIGNS.split("name: \"").skip(1).filter_map(|s| s.split('"').next()).collect();
    names.iter().position(|n| *n == name).unwrap_or_else(|| panic!("no design {name}"))
}

fn face(game: &UnicornJelly, x: i16, y: i16) -> Option<Face> {
    game.at(Pos::new(x, y)).map(|t| t.face)
}

#[test]
fn modify_raises_and_lowers_the_kinds_it_names() {
    let knight = number("Ember Knight");
    // Without the Glade, Ember Knight 4 does not beat Mire Troll 5.
    let board = r#"(pos: "0,0", tile: "Mire Troll")"#;
    let (game, _) = play(r#""Ember Knight""#, board, &[&format!("#{knight}@1,0")]);
    assert_eq!(face(&game, 0, 0), Some(Face::Up));
    // Sunken Glade (+2 to Heroes) bordering the Knight's square: 6 > 5.
    let board = r#"(pos: "0,0", tile: "Mire Troll"), (pos: "0,1", tile: "Pebble"), (pos: "1,1", tile: "Sunken Glade")"#;
    let (game, log) = play(r#""Ember Knight""#, board, &[&format!("#{knight}@1,0")]);
    assert_eq!(face(&game, 0, 0), Some(Face::Down), "{log}");
    assert!(log.contains("Ember Knight 6 > Mire Troll 5"), "{log}");
    // Cursed Moor (−2 to Dangers) bordering the Troll: 4 > 3.
    let board = r#"(pos: "0,0", tile: "Mire Troll"), (pos: "-1,0", tile: "Cursed Moor")"#;
    let (game, log) = play(r#""Ember Knight""#, board, &[&format!("#{knight}@1,0")]);
    assert_eq!(face(&game, 0, 0), Some(Face::Down), "{log}");
    assert!(log.contains("Ember Knight 4 > Mire Troll 3"), "{log}");
    assert_eq!(game.score(Seat(0)), 1);
}

#[test]
fn zero_takes_the_power_of_the_kinds_it_names() {
    let paladin = number("Frost Paladin");
    let board = r#"(pos: "0,0", tile: "Mire Troll")"#;
    let (game, log) = play(r#""Frost Paladin""#, board, &[&format!("#{paladin}@1,0")]);
    assert_eq!(face(&game, 0, 0), Some(Face::Down), "{log}");
    assert!(log.contains("Frost Paladin 1 > Mire Troll 0"), "{log}");
}

#[test]
fn activate_wakes_only_the_kinds_its_filter_admits() {
    // Two Ember Knights border the Troll; a War Drum wakes both: 4 + 4 > 5.
    let board =
        r#"(pos: "0,0", tile: "Ember Knight"), (pos: "1,0", tile: "Mire Troll"), (pos: "1,1", tile: "Ember Knight")"#;
    let (game, log) = play(r#""War Drum""#, board, &[&format!("#{}@0,1", number("War Drum"))]);
    assert_eq!(face(&game, 1, 0), Some(Face::Down), "{log}");
    assert!(log.contains("Ember Knight 4 + Ember Knight 4 = 8 > Mire Troll 5"), "{log}");
    // A Dark Horn wakes the Troll instead, which beats a bordering Knight.
    let board = r#"(pos: "0,0", tile: "Mire Troll"), (pos: "1,0", tile: "Ember Knight")"#;
    let (game, log) = play(r#""Dark Horn""#, board, &[&format!("#{}@0,1", number("Dark Horn"))]);
    assert!(log.contains("activates Mire Troll"), "{log}");
    assert_eq!(face(&game, 1, 0), Some(Face::Down), "{log}");
    // A War Drum beside only the Troll wakes nothing.
    let board = r#"(pos: "0,0", tile: "Mire Troll"), (pos: "1,0", tile: "Ember Knight")"#;
    let (game, log) = play(r#""War Drum""#, board, &[&format!("#{}@0,1", number("War Drum"))]);
    assert!(!log.contains("activates"), "{log}");
    assert_eq!(face(&game, 1, 0), Some(Face::Up));
    // A Wild Bell wakes Heroes and Dangers alike.
    let board = r#"(pos: "0,0", tile: "Mire Troll"), (pos: "1,0", tile: "Pebble"), (pos: "1,1", tile: "Ember Knight")"#;
    let (_, log) = play(r#""Wild Bell""#, board, &[&format!("#{}@0,1", number("Wild Bell"))]);
    assert!(log.contains("activates Mire Troll") && log.contains("activates Ember Knight"), "{log}");
}

#[test]
fn cover_puts_the_tile_beneath_out_of_play() {
    let courier = number("Veiled Courier");
    let board = r#"(pos: "0,0", tile: "Mire Troll")"#;
    let (game, log) = play(r#""Veiled Courier""#, board, &[&format!("#{courier}^0,0")]);
    assert!(log.contains("Veiled Courier covers Mire Troll at 0,0"), "{log}");
    assert_eq!(game.at(Pos::ORIGIN).map(|t| game.design(t.tile).name.as_str()), Some("Veiled Courier"));
}

#[test]
fn revive_turns_defeated_bordering_kinds_face_up() {
    let healer = number("Spring Healer");
    let board = r#"(pos: "0,0", tile: "Ember Knight", face: Down)"#;
    let (game, log) = play(r#""Spring Healer""#, board, &[&format!("#{healer}@1,0")]);
    assert_eq!(face(&game, 0, 0), Some(Face::Up), "{log}");
    assert!(log.contains("Ember Knight at 0,0 is turned face up again."), "{log}");
    assert_eq!(game.score(Seat(0)), 0, "reviving scores nothing");
    let text = r#"(pos: "0,0", tile: "Mire Troll", face: Down)"#;
    let (game, _) = play(r#""Spring Healer""#, text, &[&format!("#{healer}@1,0")]);
    assert_eq!(face(&game, 0, 0), Some(Face::Down), "a Danger is not a Hero");
}
