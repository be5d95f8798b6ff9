//! Files earlier Parlours wrote, kept in `tests/fixtures/old/` (one for each
//! older shape of each kind of file): each opens, read as today's, and
//! says what it said then. And a file of a newer Parlour is refused as one.

use std::path::PathBuf;

use parlour_core::bots::Bots;
use parlour_core::format::{FORMAT, NewerFormat};
use parlour_core::games::jalak::Jalak;
use parlour_core::games::shrine::{self, Shrine};
use parlour_core::games::unicorn_jelly::{Ability, TileSet};
use parlour_core::games::wonderland::{self, Wonderland};
use parlour_core::games::you_are_here::{Collection, YouAreHere};
use parlour_core::lesson::Lesson;
use parlour_core::record::{Ending, Record};
use parlour_core::scenario::Scenario;
use parlour_core::{Game, GameKind, GameVisitor, Outcome, Seat};
use parlour_designer::designs::{self, FileKind};
use parlour_designer::file;

/// Where the files are.
fn path(name: &str) -> PathBuf {
    parlour_tests::workspace_root().join("tests/fixtures/old").join(name)
}

/// The text of the file `name`, read through the one bounded reader.
fn fixture(name: &str) -> String {
    file::read_text(&path(name)).unwrap_or_else(|e| panic!("{e}"))
}

/// The log of a scenario played through, in words.
fn log<G: Game>(scenario: &Scenario<G>) -> Vec<String> {
    let (game, events) = scenario.run().unwrap_or_else(|e| panic!("plays: {e}"));
    events.iter().map(|e| game.describe(e, None)).collect()
}

#[test]
fn a_shrine_scenario_that_says_drawn_starts_where_the_turn_player_acts_or_draws() {
    let text = fixture("scenario-shrine-drawn.ron");
    let scenario = Scenario::<Shrine>::from_ron(&text).expect("reads");
    assert_eq!(scenario.setup.phase, shrine::TurnPhase::Act, "`drawn: true` is the Act phase");
    assert_eq!(scenario.notes, ["`drawn` is the older name of `phase`"]);
    let (game, events) = scenario.run().expect("its action plays");
    assert!(!events.iter().any(|e| matches!(e, shrine::Event::Drew { .. })), "no draw first: {events:?}");
    assert!(game.describe(&events[0], None).contains("attacks Player 2's Shrine with 4♣ + 5♠"));
    assert_eq!(game.score(Seat(0)), 5);
    assert_eq!(game.to_act(), Some(Seat(1)));

    let draw = Scenario::<Shrine>::from_ron(&text.replace("drawn: true", "drawn: false")).expect("reads");
    assert_eq!(draw.setup.phase, shrine::TurnPhase::Draw, "`drawn: false` is the Draw phase");
    assert!(log(&draw)[0].contains("drew a card"), "the turn starts with its draw");

    let today = Scenario::<Shrine>::from_ron(&text.replace("drawn: true", "phase: Act")).expect("reads");
    assert!(today.notes.is_empty());
    assert_eq!(log(&today), log(&scenario), "the same game as `phase: Act`");

    let both = Scenario::<Shrine>::from_ron(&text.replace("drawn: true", "drawn: true, phase: Act"));
    let error = both.expect_err("both names").to_string();
    assert!(error.contains("`drawn` is the older name of `phase`"), "{error}");
}

#[test]
fn scenario_files_as_they_stood_before_play_as_they_do_now() {
    let root = parlour_tests::workspace_root().join("tests/scenarios");
    let now = |name: &str| file::read_text(&root.join(name)).expect("read");

    let old = Scenario::<Shrine>::from_ron(&fixture("scenario-shrine-fizzle-and-counter.ron")).expect("reads");
    let current = Scenario::<Shrine>::from_ron(&now("shrine-fizzle-and-counter.ron")).expect("reads");
    assert_eq!(old.setup, current.setup, "`drawn: true` reads as today's `phase: Act`");
    assert_eq!(log(&old), log(&current));
    assert!(log(&old).iter().any(|line| line.contains("counter")), "{:?}", log(&old));

    let old = Scenario::<Wonderland>::from_ron(&fixture("scenario-wonderland-queen-catch.ron")).expect("reads");
    let current = Scenario::<Wonderland>::from_ron(&now("wonderland-queen-catch.ron")).expect("reads");
    assert_eq!(old.setup.phase, wonderland::TurnPhase::Act, "no phase: the turn player acts");
    assert_eq!(log(&old), log(&current));
    current.check().expect("and it shows what today's file says it shows");
}

#[test]
fn a_you_are_here_scenario_with_its_hands_as_a_pair_plays() {
    let scenario = Scenario::<YouAreHere>::from_ron(&fixture("scenario-you-are-here-pairs.ron")).expect("reads");
    assert_eq!(scenario.setup.hands, [vec!["Probe".to_owned(); 4], vec!["Arrow".to_owned(); 4]]);
    assert_eq!(scenario.setup.piles, [Vec::<String>::new(), Vec::new()]);
    let (game, _) = scenario.run().expect("plays");
    assert_eq!((game.score(Seat(0)), game.score(Seat(1))), (2, 0), "Probe captures the Arrow");
    assert!(log(&scenario).iter().any(|line| line.contains("Probe 5 beats Arrow 1 on b2")));
}

#[test]
fn saved_games_and_history_files_of_earlier_parlours_replay() {
    let saved = Record::<YouAreHere>::from_ron(&fixture("record-you-are-here.ron")).expect("reads");
    assert_eq!(saved.players, ["human", "medium"]);
    assert_eq!(saved.ending, None);
    let end = saved.replay().expect("replays");
    assert_eq!(end.outcome(), Some(Outcome::win(Seat(0))));

    let kept = Record::<YouAreHere>::from_ron(&fixture("history-you-are-here.ron")).expect("reads");
    assert_eq!(kept.ending, Some(Ending::Over(Outcome::win(Seat(0)))));
    assert_eq!(kept.actions, saved.actions);

    let jalak = Record::<Jalak>::from_ron(&fixture("record-jalak-turn-limit.ron")).expect("reads");
    assert_eq!(jalak.options.turn_limit, Some(200), "a plain number of turns in all");
    let end = jalak.replay().expect("replays");
    assert_eq!(jalak.actions.len(), 200);
    assert_eq!(end.outcome(), Some(Outcome::draw(2)), "drawn at the turn limit it names");

    let shrine = Record::<Shrine>::from_ron(&fixture("record-shrine-options.ron")).expect("reads");
    let options = &shrine.options;
    assert_eq!(
        (options.balance, options.healing, options.fizzle),
        (shrine::BalanceRule::Off, shrine::Healing::Pairs, shrine::FizzleRule::Hand)
    );
    assert!(shrine.replay().expect("replays").outcome().is_some(), "played to its end");
    // Written again, it is written as this Parlour writes: with its format, in today's words.
    let again = shrine.to_ron();
    assert!(again.contains(&format!("format: {FORMAT}")) && again.contains("balance: off"), "{again}");
    assert_eq!(Record::<Shrine>::from_ron(&again), Ok(shrine));
}

#[test]
fn tile_sets_of_earlier_parlours_read_in_ron_and_csv() {
    let set = TileSet::from_ron(&fixture("tile-set.ron")).expect("reads");
    assert_eq!((set.name.as_str(), set.version.as_str(), set.total()), ("Meadow and Drake", "0.3", 8));
    assert!(set.tiles.iter().all(|tile| tile.art.is_none()));
    let elder = set.tile("Village Elder").expect("a design");
    assert!(matches!(elder.abilities[..], [Ability::Revive { .. }]), "{:?}", elder.abilities);

    let sheet = designs::read(&path("tile-set.csv")).expect("reads");
    let from_csv = sheet.design.get::<TileSet>().expect("a tile set");
    assert_eq!(from_csv.tiles, set.tiles, "the sheet without an art column holds the same designs");
}

#[test]
fn card_collections_of_earlier_parlours_read_and_a_bare_deck_too() {
    let collection = Collection::from_ron(&fixture("collection.ron")).expect("reads");
    assert_eq!(collection.name, "Night Market");
    assert_eq!(collection.cards.len(), 4);
    assert!(collection.cards.iter().all(|card| card.art.is_none()));
    assert_eq!(collection.playing_deck().len(), 10, "its deck, Evening");

    let deck = designs::read(&path("deck-list.ron")).expect("reads");
    let deck = deck.design.get::<Collection>().expect("a collection");
    assert_eq!((deck.name.as_str(), deck.cards.len(), deck.decks.len()), ("deck-list", 10, 1));
    assert_eq!(deck.playing_deck(), parlour_core::games::you_are_here::starter_deck());
}

#[test]
fn a_lesson_of_an_earlier_parlour_reads_and_plays_through() {
    let lesson = Lesson::<YouAreHere>::from_ron(&fixture("lesson-you-are-here.ron")).expect("reads and checks");
    assert_eq!(lesson.steps.len(), 9);
    let (game, _) = lesson.start(8).expect("its last step's position");
    assert!(game.to_act().is_some() || game.outcome().is_some());
}

/// Reads a file of any kind as `parlour validate` tells it apart: what it
/// is, or why it cannot be read.
struct Open<'a> {
    text: &'a str,
    kind: FileKind,
}

impl GameVisitor for Open<'_> {
    type Output = Result<(), String>;
    fn visit<G: Bots>(self) -> Self::Output {
        let text = self.text;
        match self.kind {
            FileKind::Scenario => {
                Scenario::<G>::from_ron(text).and_then(|s| s.check()).map(drop).map_err(|e| e.to_string())
            }
            FileKind::SavedGame => Record::<G>::from_ron(text).map(drop).map_err(|e| e.to_string()),
            FileKind::Lesson => Lesson::<G>::from_ron(text).map(drop).map_err(|e| e.to_string()),
            FileKind::Design(_) => unreachable!("designs are read by the designer"),
        }
    }
}

/// Opens `text` as the file `name`, whatever kind it is.
fn open(name: &str, text: &str) -> Result<FileKind, String> {
    let kind = FileKind::of(&path(name), text);
    match kind {
        FileKind::Design(_) => designs::from_text(&path(name), text).map(drop).map_err(|e| e.to_string()),
        FileKind::Scenario | FileKind::SavedGame | FileKind::Lesson => {
            let id = if kind == FileKind::Lesson {
                parlour_core::lesson::game_id(text).map_err(|e| e.to_string())?
            } else {
                parlour_core::scenario::game_id(text).map_err(|e| e.to_string())?
            };
            GameKind::from_id(&id).map_err(|e| e.to_string())?.visit(Open { text, kind })
        }
    }?;
    Ok(kind)
}

/// `text` with `format: N` first inside its outermost brackets.
fn with_format(text: &str, format: u64) -> String {
    let start = text.lines().take_while(|line| line.starts_with("//")).map(|line| line.len() + 1).sum::<usize>();
    let open = start + text[start..].find('(').expect("a structure");
    format!("{}format: {format}, {}", &text[..=open], &text[open + 1..])
}

#[test]
fn every_old_file_opens_and_with_a_newer_format_is_refused_as_a_newer_parlours() {
    let mut names: Vec<String> = std::fs::read_dir(path(""))
        .expect("tests/fixtures/old is there")
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with("settings-") && name != "README.md")
        .collect();
    names.sort();
    assert!(names.len() >= 12, "the files are found: {names:?}");
    for name in &names {
        let text = fixture(name);
        let kind = open(name, &text).unwrap_or_else(|e| panic!("{name}: {e}"));
        // A sheet or a bare list of cards has nowhere to name a format.
        if path(name).extension().is_some_and(|e| e == "csv") || name == "deck-list.ron" {
            continue;
        }
        assert_eq!(open(name, &with_format(&text, FORMAT)), Ok(kind), "{name}: this Parlour's format reads");
        let newer = with_format(&text, FORMAT + 1);
        let error = open(name, &newer).expect_err("a newer format is refused");
        assert!(error.contains(&NewerFormat { found: FORMAT + 1 }.to_string()), "{name}: {error}");
        assert!(error.contains("written by a newer Parlour"), "{name}: {error}");
        // Even with a part this Parlour has never heard of, it is the format that is named.
        let unknown = with_format(&text, FORMAT + 1).replacen("format:", "sparkle: 3, format:", 1);
        let error = open(name, &unknown).expect_err("refused");
        assert!(error.contains("written by a newer Parlour"), "{name}: {error}");
    }
}
