//! The balance measured on small sets whose answer is known.

use parlour_core::Seat;
use parlour_core::bots::BotSpec;
use parlour_core::games::unicorn_jelly::{self as uj, Kind, TileDef, TileSet, UnicornJelly};
use parlour_core::games::you_are_here::{self as yah, YouAreHere};

use std::sync::atomic::{AtomicBool, Ordering};

use super::*;

fn tile(name: &str, kind: Kind, power: Option<i8>, count: u8) -> TileDef {
    TileDef {
        name: name.to_owned(),
        kind,
        power,
        abilities: Vec::new(),
        count,
        flavour: String::new(),
        art: None,
        crop: parlour_core::face_layout::Crop::default(),
    }
}

/// A small set where `Titan`, one copy, beats every Danger it borders.
fn titan_set() -> uj::Options {
    let set = TileSet {
        format: parlour_core::format::Format,
        name: "titan".to_owned(),
        version: String::new(),
        back_art: None,
        layout: parlour_core::face_layout::FaceLayout::default(),
        typeface: parlour_core::typeface::Typeface::Sans,
        colours: Vec::new(),
        tiles: vec![
            tile("Titan", Kind::Hero, Some(9), 1),
            tile("Squire", Kind::Hero, Some(1), 6),
            tile("Imp", Kind::Danger, Some(2), 8),
            tile("Meadow", Kind::Location, None, 3),
        ],
    };
    assert!(set.problems().is_empty(), "{:?}", set.problems());
    uj::Options { set: Some(set), ..uj::Options::default() }
}

fn request(games: u64, threads: usize) -> Request<UnicornJelly> {
    let players = [BotSpec::Greedy, BotSpec::Greedy];
    Request { options: titan_set(), games, seed: 7, players, threads }
}

fn measured<G: Balanced>(request: &Request<G>, card: &str) -> Result<Report, BalanceError> {
    measure(request, card, &|| {}, &AtomicBool::new(false))
}

#[test]
fn a_tile_stronger_than_the_rest_helps_whoever_holds_it() {
    let report = measured(&request(400, 2), "Titan").expect("a report");
    assert_eq!(report.games, 400);
    assert!(report.played_per_game > 0.9, "one copy, placed nearly every game: {report:?}");
    assert!(report.score_when_played > 0.5, "{report:?}");
    assert!(report.ci95[0] > 0.0, "holding the Titan wins more: {report:?}");
    assert!(report.ci95[0] <= report.win_rate_delta && report.win_rate_delta <= report.ci95[1]);
}

#[test]
fn the_set_as_a_whole_is_who_won_its_games_first_or_second_and_how_many_were_drawn() {
    let request = request(120, 2);
    let names = ["Titan".to_owned()];
    let measured = measure_set(&request, &names, &|| {}, &AtomicBool::new(false)).expect("measured");
    let set = measured.set;
    // The same games, played again one by one and counted.
    let (mut first, mut second, mut drawn) = (0, 0, 0);
    for i in 0..request.games {
        let seed = parlour_core::rng::derive(request.seed, i);
        let result = parlour_core::arena::play::<UnicornJelly>(&request.options, seed, i as usize, &request.players)
            .expect("a game");
        match (result.outcome.reward(Seat(0)), result.outcome.reward(Seat(1))) {
            (a, b) if (a - b).abs() < 1e-9 => drawn += 1,
            (a, _) if a > 0.5 => first += 1,
            _ => second += 1,
        }
    }
    let share = |n: u32| f64::from(n) / 120.0;
    assert_eq!(set.games, 120);
    assert!((set.first_player_win_rate - share(first)).abs() < 1e-9, "{set:?} against {first} won first");
    assert!((set.second_player_win_rate - share(second)).abs() < 1e-9, "{set:?} against {second} won second");
    assert!((set.draw_rate - share(drawn)).abs() < 1e-9, "{set:?} against {drawn} drawn");
    assert!(set.ci95[0] < set.first_player_win_rate && set.first_player_win_rate < set.ci95[1]);
    assert_eq!(measured.designs, [measure(&request, "Titan", &|| {}, &AtomicBool::new(false)).expect("a report")]);
}

#[test]
fn reports_are_reproducible_whatever_the_threads() {
    let one = measured(&request(60, 1), "Imp").expect("a report");
    let two = measured(&request(60, 2), "Imp").expect("a report");
    assert_eq!(one, two);
}

#[test]
fn an_unknown_tile_or_a_set_too_small_without_it_is_refused() {
    let unknown = measured(&request(10, 1), "Nobody").expect_err("no such tile");
    assert_eq!(unknown.to_string(), "the set \"titan\" has no tile named `Nobody`");
    let cards = Request::<YouAreHere> {
        options: yah::Options::default(),
        games: 10,
        seed: 1,
        players: [BotSpec::Random, BotSpec::Random],
        threads: 1,
    };
    assert_eq!(
        measured(&cards, "Nobody").expect_err("no such card").to_string(),
        "the deck has no card named `Nobody`"
    );
    let mut tiny = request(10, 1);
    if let Some(set) = &mut tiny.options.set {
        set.tiles.retain(|t| t.name == "Titan" || t.name == "Imp");
    }
    let small = measured(&tiny, "Imp").expect_err("too small");
    assert!(matches!(small, BalanceError::TooSmall(..)), "{small}");
    // Why, and what to do, in words.
    let said = small.to_string();
    assert!(said.contains("tiles") && said.contains("add designs or copies"), "{said}");
}

#[test]
fn a_card_with_the_highest_edges_flips_cards_and_wins() {
    let deck = yah::starter_deck();
    let mut strong = deck[0].clone();
    strong.name = "Giant".to_owned();
    strong.edges = yah::Edges { top: 9, right: 9, bottom: 9, left: 9 };
    let mut decks = deck.to_vec();
    decks.push(strong);
    let request = Request::<YouAreHere> {
        options: yah::Options { decks: Some(vec![decks.clone(), decks]), ..Default::default() },
        games: 300,
        seed: 3,
        players: [BotSpec::Greedy, BotSpec::Greedy],
        threads: 2,
    };
    let report = measured(&request, "Giant").expect("a report");
    assert!(report.played_per_game > 0.5 && report.score_when_played > 0.3, "{report:?}");
    assert!(report.win_rate_delta > 0.0, "{report:?}");
}

#[test]
fn a_stopped_run_says_so() {
    let stopped = measure(&request(50, 1), "Imp", &|| {}, &AtomicBool::new(true)).expect_err("stopped");
    assert!(matches!(stopped, BalanceError::Stopped));
}

#[test]
fn a_whole_set_measured_at_once_reports_what_each_design_gets_alone() {
    let request = request(80, 2);
    let names: Vec<String> = ["Imp", "Titan", "Meadow"].map(str::to_owned).into();
    let played = std::sync::atomic::AtomicU64::new(0);
    let tick = || {
        played.fetch_add(1, Ordering::Relaxed);
    };
    let reports = measure_each(&request, &names, &tick, &AtomicBool::new(false)).expect("reports");
    assert_eq!(played.into_inner(), games_to_play(80, 3), "the games with the set are played once");
    for (name, report) in names.iter().zip(&reports) {
        assert_eq!(report, &measured(&request, name).expect("a report"));
    }
    let unknown = vec!["Imp".to_owned(), "Nobody".to_owned()];
    let refused = measure_each(&request, &unknown, &|| {}, &AtomicBool::new(false)).expect_err("no such tile");
    assert!(matches!(refused, BalanceError::NoSuchTile { .. }), "{refused}");
}

#[test]
fn an_overpowered_design_lies_outside_the_band_and_a_copy_of_a_default_one_does_not() {
    // The default set with one more tile, measured as `parlour balance --all` does.
    let with = |extra: TileDef| {
        let mut set = TileSet::default_set().clone();
        let name = extra.name.clone();
        set.tiles.push(extra);
        let options = uj::Options { set: Some(set), ..uj::Options::default() };
        let players = [BotSpec::Greedy, BotSpec::Greedy];
        let request = Request::<UnicornJelly> { options, games: 1000, seed: 1, players, threads: 2 };
        measure(&request, &name, &|| {}, &AtomicBool::new(false)).expect("a report")
    };
    let titan = with(tile("Titan", Kind::Hero, Some(99), 1));
    assert!(titan.outside(DEFAULT_BAND), "{titan:?}");
    let mut twin = TileSet::default_set().tile("Lupiko").expect("a default tile").clone();
    twin.name = "Lupiko's twin".to_owned();
    let twin = with(twin);
    assert!(!twin.outside(DEFAULT_BAND), "{twin:?}");
}

/// The starter deck with `Main Stage` given the strongest edges its suit
/// (Diamonds) allows.
fn broken_deck() -> yah::Options {
    let mut deck = yah::starter_deck().to_vec();
    deck[0].edges = yah::Edges { top: 9, right: 9, bottom: 9, left: 9 };
    assert!(deck[0].suit.fits(deck[0].edges));
    yah::Options { decks: Some(vec![deck.clone(), deck]), ..Default::default() }
}

/// The games a search of these tests may play: far more than any of them
/// needs, so the search runs its course. A number of games, not a time:
/// it ends a search at the same place however fast the machine is.
const GAMES_ALLOWED: u64 = 100_000_000;

/// The assistant's suggestions for the deck `options` at `band`, its games
/// dealt from `seed`, with no time limit and [`GAMES_ALLOWED`].
fn suggested(options: yah::Options, band: f64, seed: u64) -> Suggestions<YouAreHere> {
    suggested_within(options, band, seed, GAMES_ALLOWED)
}

/// As [`suggested`], the search allowed `games` games in all.
fn suggested_within(options: yah::Options, band: f64, seed: u64, games: u64) -> Suggestions<YouAreHere> {
    let request = suggest_request(options, seed);
    let search = Search { band, budget: std::time::Duration::MAX, games: Some(games) };
    let watch = Watch { tick: &|| {}, stage: &|_, _| {}, stop: &AtomicBool::new(false) };
    suggest(&request, search, &[], &watch).expect("suggestions")
}

/// What the assistant measures the deck `options` with: its games from `seed`.
fn suggest_request(options: yah::Options, seed: u64) -> Request<YouAreHere> {
    let players = [BotSpec::Greedy, BotSpec::Greedy];
    Request::<YouAreHere> { options, games: SUGGEST_GAMES, seed, players, threads: 2 }
}

#[test]
fn a_suggested_fix_brings_a_broken_card_inside_the_band_measured_afresh_on_other_seeds() {
    let found = suggested(broken_deck(), DEFAULT_BAND, 1);
    let fix = found.suggestions.iter().find(|s| s.card == "Main Stage").expect("the broken card is out of band");
    assert!(fix.before.outside(DEFAULT_BAND), "{fix:?}");
    assert!(fix.fixed, "{fix:?}");
    assert!((1..=2).contains(&fix.changes.len()), "{:?}", fix.changes);
    let design = fix.design.clone().expect("the fixed card");
    assert_eq!(design.name, "Main Stage");
    assert!(design.suit.fits(design.edges), "the card keeps its suit's shape: {design:?}");
    // The deck with every fix kept, measured on seeds the search never played.
    let mut fixed = broken_deck();
    for kept in found.suggestions.iter().filter(|s| s.fixed) {
        fixed = YouAreHere::with_design(&fixed, &kept.card, kept.design.as_ref().expect("a design"));
    }
    let players = [BotSpec::Greedy, BotSpec::Greedy];
    let afresh = Request::<YouAreHere> { options: fixed, games: 4000, seed: 977, players, threads: 2 };
    let report = measured(&afresh, "Main Stage").expect("a report");
    assert!(report.win_rate_delta.abs() <= DEFAULT_BAND, "measured afresh: {report:?}, fixes {:?}", found.suggestions);
    let broken = Request::<YouAreHere> { options: broken_deck(), ..afresh };
    assert!(measured(&broken, "Main Stage").expect("a report").outside(DEFAULT_BAND), "the seeds see the break");
    // Every design out of band at first has a suggestion, and each
    // suggestion is for a design out of band in the set as it stood (with
    // the fixes before it): none is made for a design inside the band.
    for report in found.before.designs.iter().filter(|r| r.outside(DEFAULT_BAND)) {
        assert!(found.suggestions.iter().any(|s| s.card == report.card), "{report:?}");
    }
    assert!(found.suggestions.iter().all(|s| s.before.outside(DEFAULT_BAND)), "{:?}", found.suggestions);
    assert!(!found.budget_reached, "the search ran its course");
    assert!(found.games < GAMES_ALLOWED / 10, "within its games with room to spare: {}", found.games);
    // The same seed, the same suggestions: all but the time measuring took.
    let again = Suggestions { measuring: found.measuring, ..suggested(broken_deck(), DEFAULT_BAND, 1) };
    assert_eq!(again, found, "the same seed, the same suggestions");
}

#[test]
fn a_search_out_of_its_budget_names_the_designs_it_did_not_reach_and_keeps_no_fix_unproved() {
    // Games for the first measure alone: none left to search with.
    let first = games_to_play(SUGGEST_GAMES, 10);
    let found = suggested_within(broken_deck(), DEFAULT_BAND, 1, first);
    assert!(found.budget_reached);
    assert!(found.suggestions.iter().any(|s| s.card == "Main Stage"), "{:?}", found.suggestions);
    for suggestion in &found.suggestions {
        assert!(!suggestion.fixed && suggestion.changes.is_empty(), "{suggestion:?}");
        assert!(suggestion.note.as_deref().is_some_and(|n| n.contains("time allowed ran out")), "{suggestion:?}");
    }
    assert_eq!(found.games, games_to_play(SUGGEST_GAMES, 10), "nothing but the first measure was played");
    assert!(found.after.is_none());
}

#[test]
fn a_set_inside_the_band_gets_no_suggestion_and_no_search() {
    // At a band of thirty points, even the broken card lies inside it, as
    // the set measured on the assistant's own games shows first.
    let request = suggest_request(broken_deck(), 2);
    let cards = YouAreHere::designs(&request.options).expect("the deck's cards");
    assert_eq!(cards.len(), 10);
    let measured = measure_set(&request, &cards, &|| {}, &AtomicBool::new(false)).expect("measured");
    assert!(measured.designs.iter().all(|r| !r.outside(0.3)), "every card inside the band: {:?}", measured.designs);
    let stage = measured.designs.iter().find(|r| r.card == "Main Stage").expect("the broken card");
    assert!(stage.outside(DEFAULT_BAND), "yet outside the usual band: {stage:?}");
    let found = suggested(broken_deck(), 0.3, 2);
    assert_eq!(found.before, measured, "the assistant measured the same set");
    assert!(found.suggestions.is_empty(), "{:?}", found.suggestions);
    assert_eq!(found.games, games_to_play(SUGGEST_GAMES, 10), "the set is measured once");
    assert!(found.after.is_none());
    assert!((found.spread()[0] - found.spread()[1]).abs() < 1e-12, "{:?}", found.spread());
}

#[test]
fn a_tile_is_edited_in_its_power_copies_and_abilities_but_never_its_name_or_kind() {
    let set = TileSet::default_set();
    for tile in &set.tiles {
        for edit in UnicornJelly::edits(tile) {
            let edited = UnicornJelly::edited(tile, edit).expect("every edit offered leaves a valid tile");
            assert_eq!((&edited.name, edited.kind), (&tile.name, tile.kind));
            let changes = UnicornJelly::changes(tile, &edited);
            assert_eq!(changes.len(), 1, "{tile:?} {edit:?}: {changes:?}");
        }
    }
    let lupiko = set.tile("Lupiko").expect("Lupiko");
    let words: Vec<String> = UnicornJelly::edits(lupiko)
        .into_iter()
        .filter_map(|e| UnicornJelly::edited(lupiko, e))
        .map(|d| UnicornJelly::changes(lupiko, &d)[0].to_string())
        .collect();
    assert!(words.contains(&"power 3 → 2".to_owned()) && words.contains(&"copies 1 → 2".to_owned()), "{words:?}");
    assert!(!words.iter().any(|w| w.starts_with("copies 1 → 0")), "a tile keeps a copy: {words:?}");
}

#[test]
fn a_card_is_edited_only_in_its_suits_shape() {
    for card in yah::starter_deck() {
        for edit in YouAreHere::edits(card) {
            let edited = YouAreHere::edited(card, edit).expect("every edit offered leaves a valid card");
            assert!(edited.suit.fits(edited.edges), "{card} → {edited}");
            assert_eq!((&edited.name, edited.suit), (&card.name, card.suit));
        }
    }
    let mut main = yah::starter_deck()[0].clone();
    let twice = yah::Edges { top: 4, right: 4, ..main.edges };
    let change = YouAreHere::changes(&main, &yah::Card { edges: twice, ..main.clone() });
    assert_eq!(change.iter().map(ToString::to_string).collect::<Vec<_>>(), ["top edge 6 → 4", "right edge 6 → 4"]);
    main.edges = yah::Edges { top: 1, right: 1, bottom: 1, left: 1 };
    let all = YouAreHere::changes(&yah::starter_deck()[0], &main);
    assert_eq!(all.len(), 4, "a reshape is a change of each edge: {all:?}");
}

#[test]
fn a_power_far_out_of_range_comes_back_to_the_usual_range_in_one_edit() {
    let mut giant = TileSet::default_set().tile("Lupiko").expect("Lupiko").clone();
    giant.power = Some(99);
    let powers: Vec<i8> = UnicornJelly::edits(&giant)
        .into_iter()
        .filter_map(|e| match e {
            crate::games::unicorn_jelly::TileEdit::Power(p) => Some(p),
            _ => None,
        })
        .collect();
    assert_eq!(powers[..5], [98, 97, 96, 95, 94], "the nearest first");
    for usual in 0..=7 {
        assert!(powers.contains(&usual), "power 99 → {usual} in one edit: {powers:?}");
    }
    let copies = UnicornJelly::edits(&giant).into_iter().filter(|e| UnicornJelly::fields(*e) == 2).count();
    assert_eq!(copies, usize::from(uj::MAX_COUNT) - 1, "any number of copies allowed");
    // An edge to any number its suit allows.
    for card in yah::starter_deck() {
        let edits = YouAreHere::edits(card);
        for side in 0..4 {
            for to in yah::MIN_EDGE..=yah::MAX_EDGE {
                let edit = crate::games::you_are_here::CardEdit::Edge { side, to };
                let allowed = YouAreHere::edited(card, edit).is_some_and(|edited| edited != *card);
                assert_eq!(edits.contains(&edit), allowed, "{card}: {edit:?}");
            }
        }
    }
}

/// The starter deck with Main Stage made too strong and Flyer too weak.
fn twice_broken_deck() -> yah::Options {
    let mut options = broken_deck();
    for deck in options.decks.iter_mut().flatten() {
        let flyer = deck.iter_mut().find(|c| c.name == "Flyer").expect("Flyer");
        flyer.edges = yah::Edges { top: 1, right: 1, bottom: 1, left: 1 };
        assert!(flyer.suit.fits(flyer.edges), "{flyer}");
    }
    options
}

#[test]
fn the_assistant_aimed_at_one_design_measures_searches_and_proves_only_it() {
    let request = suggest_request(twice_broken_deck(), 1);
    let search = Search { band: DEFAULT_BAND, budget: std::time::Duration::MAX, games: Some(GAMES_ALLOWED) };
    let watch = Watch { tick: &|| {}, stage: &|_, _| {}, stop: &AtomicBool::new(false) };
    let aim = ["Main Stage".to_owned(), "Main Stage".to_owned()];
    let found = suggest(&request, search, &aim, &watch).expect("suggestions");
    let measured: Vec<&str> = found.before.designs.iter().map(|r| r.card.as_str()).collect();
    assert_eq!(measured, ["Main Stage"], "named twice, measured once");
    let [fix] = found.suggestions.as_slice() else { panic!("one suggestion: {:?}", found.suggestions) };
    assert!(fix.fixed && fix.card == "Main Stage", "{fix:?}");
    let proved = found.after.as_ref().expect("measured with the fix");
    assert_eq!(proved.designs.len(), 1, "proved on the design named");
    let refused = suggest(&request, search, &["Nobody".to_owned()], &watch).expect_err("no such card");
    assert!(matches!(refused, BalanceError::NoSuchTile { .. }), "{refused}");
}

#[test]
fn designs_are_searched_in_the_sets_order_and_a_cancel_keeps_the_fixes_proved() {
    let request = suggest_request(broken_deck(), 1);
    let search = Search { band: DEFAULT_BAND, budget: std::time::Duration::MAX, games: Some(GAMES_ALLOWED) };
    let stop = AtomicBool::new(false);
    let searched = std::sync::Mutex::new(Vec::new());
    // Stopped as the second design's search begins.
    let on_stage = |stage: Stage, _| {
        if let Stage::Searching { card, number, .. } = stage {
            searched.lock().expect("the list").push(card);
            stop.store(number == 2, Ordering::Relaxed);
        }
    };
    let watch = Watch { tick: &|| {}, stage: &on_stage, stop: &stop };
    let found = suggest(&request, search, &[], &watch).expect("the fixes proved before the cancel");
    let first_out = found.before.designs.iter().find(|r| r.outside(DEFAULT_BAND)).expect("a design out of band");
    let searched = searched.into_inner().expect("the list");
    assert_eq!(searched.first(), Some(&first_out.card), "the set's order: {:?}", found.before.designs);
    assert!(found.cancelled, "{found:?}");
    let first = found.suggestions.iter().find(|s| s.card == searched[0]).expect("the first design's suggestion");
    assert!(first.fixed && found.after.is_some(), "the fix proved before the cancel is kept: {first:?}");
    let second = found.suggestions.iter().find(|s| s.card == searched[1]).expect("the second design's suggestion");
    assert!(!second.fixed && second.note.as_deref().is_some_and(|n| n.contains("cancelled")), "{second:?}");
}

#[test]
fn a_design_both_players_always_hold_is_not_measurable() {
    // Eight Imps among eighteen tiles: both players place one nearly every
    // game, so few games say what holding one alone does.
    let report = measured(&request(200, 2), "Imp").expect("a report");
    assert!(report.held_games < MIN_HELD && !report.measurable(), "{report:?}");
    let titan = measured(&request(200, 2), "Titan").expect("a report");
    assert!(titan.measurable(), "one copy, held alone every game: {titan:?}");
}
