//! You Are Here card collections and their decks: every validation rule
//! has a failing example with the message it gives, and damaged or hostile
//! files are refused without a panic.

use parlour_core::DesignError;
use parlour_core::Game;
use parlour_core::design::Design;
use parlour_core::games::you_are_here::{Collection, Options, YouAreHere};

fn problems(text: &str) -> Vec<String> {
    match Collection::from_ron(text) {
        Err(DesignError::Invalid(problems)) => problems.iter().map(ToString::to_string).collect(),
        other => panic!("expected problems, got {other:?}"),
    }
}

#[test]
fn every_rule_has_its_message_naming_the_item_and_field() {
    let text = r#"(
        name: "Broken",
        cards: [
            (name: "", suit: Hearts, edges: (top: 9, right: 1, bottom: 1, left: 1)),
            (name: "A name far too long to fit on any printed card", suit: Clubs, edges: (top: 5, right: 1, bottom: 5, left: 1)),
            (name: "Zero", suit: Diamonds, edges: (top: 0, right: 1, bottom: 1, left: 10)),
            (name: "Twin", suit: Spades, edges: (top: 1, right: 5, bottom: 1, left: 5)),
            (name: "Twin", suit: Spades, edges: (top: 1, right: 6, bottom: 1, left: 6)),
            (name: "Stolen", suit: Spades, edges: (top: 1, right: 6, bottom: 1, left: 6), art: Some("../../etc/x.png")),
        ],
        decks: [
            (name: "", cards: ["Twin", "Twin", "Twin", "Twin", "Twin"]),
            (name: "Short", cards: ["Twin"]),
            (name: "Short", cards: ["Twin", "Twin", "Twin", "Twin", "Ghost"]),
        ],
    )"#;
    let found = problems(text);
    let expected = [
        "card 1 (name): the name is empty",
        "A name far too long to fit on any printed card (name): the name has 46 characters; at most 40 fit on a card",
        "Zero (top): edge 0 is outside 1 to 9",
        "Zero (left): edge 10 is outside 1 to 9",
        "Stolen (art): art path `../../etc/x.png` leaves the set's folder",
        "Twin (name): another card has the same name",
        "deck 1 (name): the name is empty",
        "deck Short (cards): the deck has 1 cards; a game needs 5 to 60",
        "deck Short (name): another deck has the same name",
        "deck Short (cards): `Ghost` is not a card of the collection",
    ];
    for line in expected {
        assert!(found.iter().any(|p| p == line), "missing `{line}` in {found:#?}");
    }
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    let empty = problems(r#"(name: "Empty", cards: [])"#);
    assert_eq!(empty, ["Empty (cards): the collection has no cards"]);
    let card = r#"(name: "C{}", suit: Diamonds, edges: (top: 5, right: 5, bottom: 5, left: 5))"#;
    let many: Vec<String> = (0..201).map(|i| card.replace("{}", &i.to_string())).collect();
    let crowded = problems(&format!("(name: \"Crowd\", cards: [{}])", many.join(",")));
    assert_eq!(crowded, ["Crowd (cards): the collection has 201 cards; at most 200"]);
}

#[test]
fn damaged_and_hostile_files_are_refused_cleanly() {
    let text = Collection::starter().to_ron();
    for cut in [0, 1, text.len() / 3, text.len() / 2, text.len() - 2] {
        assert!(matches!(Collection::from_ron(&text[..cut]), Err(DesignError::Unreadable(_))), "cut at {cut}");
    }
    // The first edge number, replaced by numbers no edge can hold.
    let at = text.find("top: ").expect("an edge") + "top: ".len();
    for huge in ["300", "99999999999999999999999", "-1"] {
        let hostile = format!("{}{huge}{}", &text[..at], &text[at + 1..]);
        assert!(matches!(Collection::from_ron(&hostile), Err(DesignError::Unreadable(_))), "{huge}");
    }
    assert!(Collection::from_ron("\u{0}\u{1}binary").is_err());
}

#[test]
fn a_collection_file_plays_its_first_deck() {
    let mut collection = Collection::starter();
    collection.decks[0].cards.truncate(7);
    let mut options = Options::default();
    Design::Collection(collection.clone()).use_in::<YouAreHere>(&mut options).expect("a collection");
    let deck = collection.deck_cards(&collection.decks[0].name).expect("a whole deck");
    assert_eq!(options.decks, Some(vec![deck.clone(), deck]));
    assert!(YouAreHere::new(&options, 1).is_ok());
    let before = options.clone();
    let set = Design::TileSet(parlour_core::games::unicorn_jelly::TileSet::default_set().clone());
    let refused = set.use_in::<YouAreHere>(&mut options).expect_err("a tile set");
    assert_eq!(refused.to_string(), "The You Are Here Game cannot be played with a tile set");
    assert_eq!(options, before, "a refused design changes nothing");
}

#[test]
fn designs_are_registered_with_the_games_that_play_them() {
    use parlour_core::GameKind;
    use parlour_core::design::{DesignKind, GameDesign};
    assert_eq!(GameKind::YouAreHere.design(), Some(DesignKind::Collection));
    assert_eq!(GameKind::Jalak.design(), None);
    for &kind in DesignKind::ALL {
        assert_eq!(kind.game().design(), Some(kind), "{kind:?}");
    }
    assert_eq!(DesignKind::Collection.id(), "card-collection", "kept in settings: never reworded");
    assert_eq!(DesignKind::TileSet.id(), "tile-set");
    assert_eq!(DesignKind::TileSet.noun(), "a tile set");
    let design = Design::from(Collection::starter());
    assert_eq!(design.get::<Collection>(), Some(&Collection::starter()));
    assert!(design.get::<parlour_core::games::unicorn_jelly::TileSet>().is_none());
    assert!(Collection::recognises("[(name: \"x\")]") && !Collection::recognises("(name: \"tiles:\", tiles: [])"));
}
