//! What the rules core does with files and text from outside: one
//! validation on every path, unknown fields refused, every part of a
//! position settable from a scenario, and short, escaped quotes in every
//! message.

use parlour_core::games::jalak::Jalak;
use parlour_core::games::unicorn_jelly::{TileSet, UnicornJelly};
use parlour_core::games::you_are_here::{Collection, YouAreHere};
use parlour_core::record::Record;
use parlour_core::scenario::Scenario;
use parlour_core::{DesignError, Game, Seat};

fn set_problems(text: &str) -> Vec<String> {
    match TileSet::from_ron(text) {
        Err(DesignError::Invalid(problems)) => problems.iter().map(ToString::to_string).collect(),
        other => panic!("expected problems, got {other:?}"),
    }
}

fn collection_problems(text: &str) -> Vec<String> {
    match Collection::from_ron(text) {
        Err(DesignError::Invalid(problems)) => problems.iter().map(ToString::to_string).collect(),
        other => panic!("expected problems, got {other:?}"),
    }
}

fn unreadable(result: Result<impl std::fmt::Debug, DesignError>) -> String {
    match result {
        Err(DesignError::Unreadable(reason)) => reason,
        other => panic!("expected an unreadable file, got {other:?}"),
    }
}

#[test]
fn a_modify_of_minus_128_is_refused_like_every_amount_beyond_five() {
    for amount in [-128, -127, -6, 6, 127] {
        let text = format!(
            "(name: \"x\", tiles: [(name: \"Hex\", kind: Location, count: 7, abilities: [Modify(kinds: [Hero], amount: {amount})])])"
        );
        let problems = set_problems(&text);
        assert_eq!(
            problems,
            [format!("Hex (abilities): Modify changes power by {amount}; it must be 1 to 5 up or down")],
            "{amount}"
        );
    }
}

#[test]
fn unknown_fields_are_refused_naming_the_field() {
    let tile = unreadable(TileSet::from_ron(
        "(name: \"x\", tiles: [(name: \"A\", kind: Hero, power: Some(3), count: 7, colour: \"red\")])",
    ));
    assert!(tile.contains("colour") && tile.contains("flavour"), "names the field and those allowed: {tile}");
    let set = unreadable(TileSet::from_ron("(name: \"x\", tilez: [])"));
    assert!(set.contains("tilez"), "{set}");
    let card = unreadable(Collection::from_ron(
        "(name: \"c\", cards: [(name: \"A\", suit: Hearts, edges: (top: 9, right: 1, bottom: 1, left: 1, middle: 3))])",
    ));
    assert!(card.contains("middle"), "{card}");
    let typo = "Scenario(game: \"jalak\", setup: (inactve: [1]))";
    let error = Scenario::<Jalak>::from_ron(typo).expect_err("a typo").to_string();
    assert!(error.contains("inactve") && error.contains("inactive"), "{error}");
    let options = "Scenario(game: \"jalak\", options: (players: 2, turnlimit: 50), setup: ())";
    assert!(Scenario::<Jalak>::from_ron(options).expect_err("a typo").to_string().contains("turnlimit"));
    let save = "(game: \"jalak\", options: (), seed: 1, actions: [], cheat: true)";
    assert!(Record::<Jalak>::from_ron(save).expect_err("unknown").to_string().contains("cheat"));
}

#[test]
fn a_turn_limit_outside_20_to_2000_is_refused_from_saves_and_scenarios_alike() {
    for limit in [0, 1, 19, 2001, 65535] {
        let save = format!("(game: \"jalak\", options: (turn_limit: {limit}), seed: 1, actions: [])");
        let error = Record::<Jalak>::from_ron(&save).expect_err("out of range").to_string();
        assert!(error.contains("expected a number from 20 to 2000"), "{limit}: {error}");
        let scenario = format!("Scenario(game: \"jalak\", options: (turn_limit: {limit}), setup: ())");
        let error = Scenario::<Jalak>::from_ron(&scenario).expect("reads").run().expect_err("refused").to_string();
        assert!(error.contains("expected a number from 20 to 2000"), "{limit}: {error}");
    }
    let fine = "(game: \"jalak\", options: (turn_limit: 20), seed: 1, actions: [])";
    assert!(Record::<Jalak>::from_ron(fine).is_ok());
}

#[test]
fn a_collection_with_no_deck_must_hold_a_playable_deck() {
    let card = |i: usize| format!("(name: \"C{i}\", suit: Diamonds, edges: (top: 5, right: 5, bottom: 5, left: 5))");
    for n in [4, 61, 200] {
        let cards: Vec<String> = (0..n).map(card).collect();
        let problems = collection_problems(&format!("(name: \"Loose\", cards: [{}])", cards.join(",")));
        assert_eq!(
            problems,
            [format!(
                "Loose (cards): with no deck, a game plays every card once: that needs 5 to 60 cards, not {n} (or build a deck)"
            )],
        );
    }
    let cards: Vec<String> = (0..61).map(card).collect();
    let deck: Vec<String> = (0..5).map(|i| format!("\"C{i}\"")).collect();
    let text = format!(
        "(name: \"Decked\", cards: [{}], decks: [(name: \"D\", cards: [{}])])",
        cards.join(","),
        deck.join(",")
    );
    assert!(Collection::from_ron(&text).is_ok(), "61 cards are fine with a deck to play");
}

#[test]
fn limits_apply_before_the_expensive_checks() {
    let tiles: Vec<String> =
        (0..100_000).map(|i| format!("(name: \"T{}\", kind: Hero, power: Some(1))", i % 3)).collect();
    let text = format!("(name: \"Huge\", tiles: [{}])", tiles.join(","));
    assert_eq!(set_problems(&text), ["Huge (tiles): the set has 100000 designs; a set holds at most 120 tiles"]);
    // Duplicate names are found in one pass, each reported once per repeat.
    let twins: Vec<String> = (0..120).map(|_| "(name: \"Twin\", kind: Hero, power: Some(1))".to_owned()).collect();
    let problems = set_problems(&format!("(name: \"Twins\", tiles: [{}])", twins.join(",")));
    assert_eq!(problems.iter().filter(|p| p.contains("another tile has the same name")).count(), 119);
}

#[test]
fn names_may_not_hide_control_characters_and_messages_quote_them_escaped() {
    let problems =
        set_problems("(name: \"x\", tiles: [(name: \"Red\\u{1b}[31mcloak\", kind: Hero, power: Some(3), count: 7)])");
    assert_eq!(
        problems,
        ["Red\\u{1b}[31mcloak (name): it contains the invisible control character U+001B, which is not allowed"]
    );
    let long = "x".repeat(2_000_000);
    let error = unreadable(TileSet::from_ron(&format!("(name: \"x\", tiles: [(name: \"{long}\", kind: Hero)])")));
    assert!(error.len() < 400, "a long name is not quoted whole: {} bytes", error.len());
    assert!(error.contains("too long"), "{error}");
    let action = "#".repeat(10_000);
    let scenario = format!("Scenario(game: \"you-are-here\", setup: (hands: [[], []]), actions: [\"{action}\"])");
    let error = Scenario::<YouAreHere>::from_ron(&scenario).expect("reads").run().expect_err("no move").to_string();
    assert!(error.len() < 300 && error.matches("####").count() <= 20, "quoted once, cut short: {error}");
}

#[test]
fn scenarios_may_define_fewer_tiles_than_a_game_needs() {
    let text = r##"Scenario(
        game: "unicorn-jelly",
        setup: (
            tiles: [(name: "Knight", kind: Hero, power: Some(4)), (name: "Troll", kind: Danger, power: Some(3))],
            hands: [["Knight"], ["Troll"]],
            board: [(pos: "0,0", tile: "Troll")],
        ),
        actions: ["#0@1,0"],
    )"##;
    let (game, _) = Scenario::<UnicornJelly>::from_ron(text).expect("reads").run().expect("plays");
    assert_eq!(game.score(Seat(0)), 1, "the knight defeats the troll");
}

#[test]
fn scenarios_may_not_define_more_designs_than_a_set_holds() {
    let tiles: Vec<String> = (0..121).map(|i| format!("(name: \"T{i}\", kind: Hero, power: Some(1))")).collect();
    let text = format!(
        r#"Scenario(game: "unicorn-jelly", setup: (tiles: [{}], hands: [["T0"], ["T120"]]), actions: [])"#,
        tiles.join(",")
    );
    let error = Scenario::<UnicornJelly>::from_ron(&text).expect("reads").run().expect_err("121 designs are too many");
    assert_eq!(
        error.to_string(),
        "the setup cannot start a game: the tile set has 121 designs; a set holds at most 120"
    );
}
#[test]
fn what_happens_as_a_setup_starts_is_in_the_events() {
    let text = r#"Scenario(
        game: "unicorn-jelly",
        options: (landmine: true),
        setup: (
            hands: [["Lupiko"], ["Young Squire", "Travelling Bard", "Court Jester"]],
            pile: ["Gloom Slime", "Court Jester"],
            board: [
                (pos: "0,0", tile: "Holy Shrine"),
                (pos: "0,1", tile: "Shadow Wolf"),
                (pos: "-1,0", tile: "Lupiko", face: Mine),
                (pos: "0,-1", tile: "Gloom Slime", face: Mine),
                (pos: "1,1", tile: "Redcloak", face: Mine),
            ],
        ),
    )"#;
    let (game, events) = Scenario::<UnicornJelly>::from_ron(text).expect("reads").run().expect("plays");
    let log: Vec<String> = events.iter().map(|e| game.describe(e, None)).collect();
    assert_eq!(game.score(Seat(0)), 1);
    assert_eq!(log.iter().filter(|l| l.starts_with("The landmine at")).count(), 3, "{log:#?}");
    assert!(log.iter().any(|l| l.contains("defeated, +1 point to Player 1")), "{log:#?}");
    assert!(log.iter().any(|l| l == "Player 1 draws a tile."), "the refill is told: {log:#?}");
}

#[test]
fn every_part_of_a_jalak_position_can_be_written() {
    let empty = "Scenario(game: \"jalak\", setup: (cubes: []))";
    let (game, _) = Scenario::<Jalak>::from_ron(empty).expect("reads").run().expect("plays");
    assert_eq!(game.cubes().count(), 0, "an empty list is an empty field");
    let (default, _) =
        Scenario::<Jalak>::from_ron("Scenario(game: \"jalak\", setup: ())").expect("reads").run().expect("plays");
    assert_eq!(default.cubes().count(), 5, "absent is the starting cubes");
    let late = "Scenario(game: \"jalak\", options: (turn_limit: 20), setup: (turns: 19))";
    let (game, _) = Scenario::<Jalak>::from_ron(late).expect("reads").run().expect("plays");
    assert_eq!(game.turns(), 19);
    let mut last = game.clone();
    let action = last.legal_actions()[0];
    last.apply(action).expect("legal");
    assert!(last.outcome().is_some(), "the twentieth turn ends the game in a draw");
    let too_late = "Scenario(game: \"jalak\", options: (turn_limit: 20), setup: (turns: 20))";
    assert!(Scenario::<Jalak>::from_ron(too_late).expect("reads").run().is_err());
    let seen = "Scenario(game: \"jalak\", setup: (seen_before: 1))";
    let (game, _) = Scenario::<Jalak>::from_ron(seen).expect("reads").run().expect("plays");
    assert_eq!(game.turns(), 0);
    assert!(
        Scenario::<Jalak>::from_ron("Scenario(game: \"jalak\", setup: (seen_before: 2))")
            .expect("reads")
            .run()
            .is_err()
    );
}

#[test]
fn every_part_of_a_unicorn_jelly_position_can_be_written() {
    // Two tiles placed: the next one calls for a landmine.
    let text = r#"Scenario(
        game: "unicorn-jelly",
        options: (landmine: true, jumping: true),
        setup: (
            hands: [["Young Squire"], ["Travelling Bard"]],
            pile: ["Gloom Slime", "Court Jester", "Court Jester", "Court Jester"],
            board: [(pos: "0,0", tile: "Holy Shrine"), (pos: "1,0", tile: "Redcloak")],
            placed: [2, 0],
            jumped_last: [true, false],
        ),
    )"#;
    let (game, _) = Scenario::<UnicornJelly>::from_ron(text).expect("reads").run().expect("plays");
    let legal = game.legal_actions();
    assert!(legal.iter().all(|a| !a.to_string().starts_with("jump")), "jumped last turn: no jump now");
    let mut next = game.clone();
    let place = legal.iter().copied().find(|a| a.to_string().contains('@')).expect("a placement");
    next.apply(place).expect("legal");
    assert!(next.legal_actions().iter().all(|a| a.to_string().starts_with("mine")), "the third tile: a landmine");
    let refused = game.clone().apply("jump 1,0>0,1".parse().expect("notation")).expect_err("a second jump");
    assert_eq!(refused.to_string(), "a player may not jump two turns in a row");
    let covered = r#"Scenario(
        game: "unicorn-jelly",
        setup: (
            hands: [["Young Squire"], ["Travelling Bard"]],
            board: [(pos: "0,0", tile: "Holy Shrine")],
            covered: [(pos: "0,0", tile: "Redcloak")],
        ),
    )"#;
    let error = Scenario::<UnicornJelly>::from_ron(covered).expect("reads").run().expect_err("no Cover on top");
    assert!(error.to_string().contains("needs a tile with Cover on top of it"), "{error}");
}

#[test]
fn a_card_number_the_game_lacks_is_named_as_such() {
    let hand = r#"["Main Stage", "Bandstand", "Flyer", "Headliner", "Encore"]"#;
    let text = format!("Scenario(game: \"you-are-here\", setup: (hands: [{hand}, {hand}]), actions: [\"#99@b2\"])");
    let error = Scenario::<YouAreHere>::from_ron(&text).expect("reads").run().expect_err("no such card").to_string();
    assert!(error.contains("there is no card with that number in this game"), "{error}");
}

#[test]
fn card_game_setups_with_too_many_cards_or_players_are_refused_without_a_panic() {
    use parlour_core::games::shrine::Shrine;
    use parlour_core::games::wonderland::Wonderland;
    let many = |n: usize| vec!["\"5s\""; n].join(", ");
    for text in [
        format!(
            "Scenario(game: \"shrine\", setup: (hands: [[], []], shrines: [[\"2c\"], [\"3c\"]], fields: [[], []], graveyard: [{}]))",
            many(200)
        ),
        format!(
            "Scenario(game: \"shrine\", setup: (hands: [[], []], shrines: [[\"2c\"], [\"3c\"]], fields: [[], []], deck: [{}]))",
            many(200)
        ),
        "Scenario(game: \"shrine\", options: (players: 9), setup: ())".to_owned(),
    ] {
        let error = Scenario::<Shrine>::from_ron(&text).expect("reads").run().expect_err("refused");
        let message = error.to_string();
        assert!(message.len() < 2_000, "one short message: {message}");
    }
    let gardens = "[[\"3c\", \"9d\", \"5h\", \"Ah\", \"2s\"], [\"7c\", \"8d\", \"4h\", \"6s\", \"Td\"]]";
    for text in [
        format!("Scenario(game: \"wonderland\", setup: (gardens: {gardens}, discard: [{}]))", many(300)),
        format!("Scenario(game: \"wonderland\", setup: (gardens: {gardens}, draw: [{}]))", many(300)),
        format!("Scenario(game: \"wonderland\", setup: (gardens: {gardens}, removed: [{}]))", many(300)),
        "Scenario(game: \"wonderland\", options: (players: 7), setup: ())".to_owned(),
    ] {
        let error = Scenario::<Wonderland>::from_ron(&text).expect("reads").run().expect_err("refused");
        assert!(error.to_string().len() < 2_000, "{error}");
    }
}

#[test]
fn setup_errors_are_told_once() {
    let text = "Scenario(game: \"jalak\", setup: (heights: [[1, 2]]))";
    let error = Scenario::<Jalak>::from_ron(text).expect("reads").run().expect_err("bad heights");
    let mut chain = vec![error.to_string()];
    let mut source = std::error::Error::source(&error);
    while let Some(cause) = source {
        chain.push(cause.to_string());
        source = cause.source();
    }
    let chain = chain.join(": ");
    assert_eq!(chain.matches("needs five rows").count(), 1, "{chain}");
}

#[test]
fn rules_speak_of_cards_and_tiles_never_of_files() {
    for &kind in parlour_core::GameKind::ALL {
        let rules = kind.info().rules;
        for word in ["assets/", ".ron", ".csv"] {
            assert!(!rules.contains(word), "{} rules mention `{word}`", kind.info().name);
        }
    }
}
