//! The balance assistant: aimed where the designer points, fixes of any
//! size proved on the whole set, the set's shape kept, budgets of games,
//! and a stopped search that keeps what it proved.

use std::sync::atomic::Ordering;

use super::*;

fn suggested<G: Balanced>(request: &Request<G>, search: &Search) -> Suggestions<G> {
    let watch = Watch { tick: &|| {}, stage: &|_, _| {}, stop: &AtomicBool::new(false) };
    suggest(request, search, &watch).expect("suggestions")
}

fn aimed(cards: &[&str]) -> Search {
    Search { band: Band::Set, cards: cards.iter().map(|&c| c.to_owned()).collect(), budget: Budget::default() }
}

/// [`aimed`], within a fixed band of `points` either way.
fn aimed_within(cards: &[&str], points: f64) -> Search {
    Search { band: Band::Fixed(points / 100.0), ..aimed(cards) }
}

/// The set of `options` with every fix `found` kept.
fn with_fixes(options: uj::Options, found: &Suggestions<UnicornJelly>) -> uj::Options {
    found.fixed().fold(options, |options, s| {
        UnicornJelly::with_design(&options, &s.card, s.design.as_ref().expect("a fixed design"))
    })
}

/// The one power change of `suggestion`, from and to.
fn power_change(suggestion: &Suggestion<UnicornJelly>) -> Option<(i8, i8)> {
    match suggestion.changes.as_slice() {
        [change] if change.field == "power" => Some((change.from.parse().ok()?, change.to.parse().ok()?)),
        _ => None,
    }
}

#[test]
fn a_power_99_lupiko_pointed_at_goes_back_to_its_kinds_powers_in_one_edit() {
    let request = greedy::<UnicornJelly>(default_set_with(&[("Lupiko", 99)]), 2000, 1);
    let search = aimed(&["Lupiko"]);
    let found = suggested(&request, &search);
    assert_eq!(found.suggestions.len(), 1, "only the design pointed at is searched: {:?}", found.suggestions);
    let lupiko = &found.suggestions[0];
    assert!(!found.limits.aimed(lupiko.before.win_rate_delta), "among the set's strongest: {lupiko:?}");
    assert!(lupiko.fixed, "{lupiko:?}");
    assert!(power_change(lupiko).is_some_and(|(from, to)| from == 99 && to <= 7), "{:?}", lupiko.changes);
    assert!(found.limits.contains(lupiko.after.as_ref().expect("its figure").win_rate_delta));
    assert!(!found.budget_reached && !found.cancelled);
    // Measured afresh on other seeds, it lies among the set's middle half.
    let afresh = greedy::<UnicornJelly>(with_fixes(request.options.clone(), &found), 2000, 977);
    let measured_afresh = whole(&afresh);
    let report = measured_afresh.report("Lupiko").expect("a report");
    let limits = Band::Set.limits(&measured_afresh.designs);
    assert!(report.ci95[0] <= limits.aim[1] && !limits.outside(report), "{report:?} against {limits:?}");
    assert_eq!(suggested(&request, &search), found, "the same seed, the same suggestions");
}

#[test]
fn a_design_pointed_at_among_the_sets_middle_half_is_left_as_it_is_and_said_to_be() {
    let request = greedy::<UnicornJelly>(default_set_with(&[]), 1000, 1);
    let found = suggested(&request, &aimed(&["Dawn Ranger"]));
    assert_eq!(found.suggestions.len(), 1);
    let ranger = &found.suggestions[0];
    assert!(found.limits.aimed(ranger.before.win_rate_delta), "{ranger:?} against {:?}", found.limits);
    assert!(!ranger.fixed && ranger.changes.is_empty(), "{ranger:?}");
    assert!(ranger.note.as_deref().is_some_and(|n| n.contains("among the set's middle half")), "{ranger:?}");
    assert_eq!(found.games, 1000, "the set is measured once, nothing searched");
    let unknown = Search { cards: vec!["Nobody".to_owned()], ..aimed(&[]) };
    let watch = Watch { tick: &|| {}, stage: &|_, _| {}, stop: &AtomicBool::new(false) };
    assert!(matches!(suggest(&request, &unknown, &watch), Err(BalanceError::NoSuchTile { .. })));
}

#[test]
fn two_designs_broken_at_once_are_each_fixed_where_the_designer_points_and_measure_inside_afresh() {
    let broken = peers_with(&[("Danger E", 0)]);
    for (card, side) in [("Hero E", 1.0), ("Danger E", -1.0)] {
        let request = greedy::<UnicornJelly>(broken.clone(), 2000, 1);
        let found = suggested(&request, &aimed(&[card]));
        assert_eq!(found.suggestions.len(), 1);
        let fix = &found.suggestions[0];
        // Beyond the set's middle half, on its side: searched.
        let before = fix.before.win_rate_delta;
        assert!(side * (before - found.limits.aim_edge(side)) > 0.0, "{card}: {fix:?} {:?}", found.limits);
        assert!(fix.fixed, "{fix:?}");
        let (from, to) = power_change(fix).expect("one power change");
        assert!(if side > 0.0 { to < from } else { to > from }, "{card}: {:?}", fix.changes);
        // Measured afresh on other seeds, inside the band the set draws.
        let afresh = whole(&greedy::<UnicornJelly>(with_fixes(broken.clone(), &found), 2000, 977));
        let report = afresh.report(card).expect("a report");
        let limits = Band::Set.limits(&afresh.designs);
        assert!(
            limits.contains(report.win_rate_delta) && !limits.outside(report),
            "{card} afresh: {report:?} {limits:?}"
        );
    }
}

#[test]
fn every_design_out_of_band_is_searched_the_worst_first_and_the_set_keeps_its_shape() {
    let request = greedy::<UnicornJelly>(peers_with(&[]), 4000, 1);
    let found = suggested(&request, &aimed(&[]));
    let limits = found.limits;
    let first = &found.suggestions[0];
    assert_eq!(first.card, "Hero E", "the worst first: {:?}", found.suggestions);
    assert!(first.fixed && power_change(first).is_some_and(|(_, to)| to <= 4), "{first:?}");
    // With the Hero that won its games gone, the set's other designs
    // spread out: any that then stand out are searched after it.
    for later in &found.suggestions[1..] {
        assert!(later.after_fixes, "{later:?}");
        assert!(limits.outside(&later.before), "searched only when out of band: {later:?}");
        assert!(later.fixed || later.note.is_some(), "fixed or explained: {later:?}");
    }
    assert!(!found.budget_reached);
    let [before, after] = found.spread();
    assert!(after < before, "the set's spread narrows: {before} → {after}");
}

#[test]
fn a_budget_of_games_spent_on_the_first_measure_reaches_no_design_and_says_so() {
    let request = greedy::<UnicornJelly>(peers_with(&[]), 1000, 3);
    let search = Search { budget: Budget::games(1000), ..aimed(&[]) };
    let found = suggested(&request, &search);
    assert!(found.budget_reached);
    assert!(found.suggestions.iter().any(|s| s.card == "Hero E"), "{:?}", found.suggestions);
    for suggestion in &found.suggestions {
        assert!(!suggestion.fixed && suggestion.changes.is_empty(), "{suggestion:?}");
        assert!(suggestion.note.as_deref().is_some_and(|n| n.contains("time allowed ran out")), "{suggestion:?}");
    }
    assert_eq!(found.games, 1000, "nothing but the first measure was played");
    assert!(found.after.is_none());
}

#[test]
fn a_card_made_too_strong_is_fixed_in_at_most_two_edges_and_measures_inside_afresh() {
    let request = greedy::<YouAreHere>(broken_deck(), 4000, 1);
    let found = suggested(&request, &aimed_within(&["Main Stage"], 5.0));
    let fix = &found.suggestions[0];
    assert!(fix.fixed, "{fix:?}");
    assert!((1..=2).contains(&fix.changes.len()), "{:?}", fix.changes);
    let design = fix.design.clone().expect("the fixed card");
    assert!(design.suit.fits(design.edges), "the card keeps its suit's shape: {design:?}");
    let fixed = YouAreHere::with_design(&broken_deck(), "Main Stage", &design);
    let report = measured(&greedy::<YouAreHere>(fixed, 4000, 977), "Main Stage").expect("a report");
    assert!(report.win_rate_delta.abs() <= 0.05, "{report:?}");
}

#[test]
fn a_stopped_search_keeps_the_fixes_proved_before_it() {
    let request = greedy::<UnicornJelly>(peers_with(&[("Danger E", 0)]), 2000, 3);
    let stop = AtomicBool::new(false);
    // Stopped as the second design's search begins.
    let stage = |stage: Stage, _| {
        if matches!(stage, Stage::Searching { number: 2, .. }) {
            stop.store(true, Ordering::Relaxed);
        }
    };
    let watch = Watch { tick: &|| {}, stage: &stage, stop: &stop };
    let found = suggest(&request, &aimed_within(&["Hero E", "Danger E"], 10.0), &watch).expect("what was proved");
    assert!(found.cancelled);
    let [first, second] = [&found.suggestions[0], &found.suggestions[1]];
    assert!(first.fixed, "the first fix, proved, is kept: {first:?}");
    assert!(found.after.is_some());
    assert!(!second.fixed, "{second:?}");
    assert!(second.note.as_deref().is_some_and(|n| n.contains("stopped")), "{second:?}");
}

#[test]
fn a_tile_may_take_any_power_or_count_its_range_allows_but_never_another_name_or_kind() {
    let set = TileSet::default_set();
    let options = default_set_with(&[]);
    for tile in &set.tiles {
        for ladder in UnicornJelly::ladders(&options, tile) {
            assert!(!ladder.steps.is_empty());
            for &edit in &ladder.steps {
                let edited = UnicornJelly::edited(tile, edit).expect("every step leaves a valid tile");
                assert_eq!((&edited.name, edited.kind), (&tile.name, tile.kind));
                assert_eq!(UnicornJelly::changes(tile, &edited).len(), 1, "{tile:?} {edit:?}");
            }
        }
    }
    let lupiko = default_set_with(&[("Lupiko", 99)]);
    let giant = tiles(&lupiko).tile("Lupiko").expect("Lupiko").clone();
    let ladders = UnicornJelly::ladders(&lupiko, &giant);
    let down = &ladders[0];
    assert!(down.ordered && down.steps.len() == 99, "every power below 99: {down:?}");
    let usual = down.usual.map(|u| UnicornJelly::edited(&giant, down.steps[u]).and_then(|t| t.power));
    // The other Heroes' powers run up to Redcloak's 5.
    assert_eq!(usual, Some(Some(5)), "the kind's usual powers start at 5");
    let words: Vec<String> = ladders
        .iter()
        .flat_map(|l| &l.steps)
        .filter_map(|&e| UnicornJelly::edited(&giant, e))
        .map(|d| UnicornJelly::changes(&giant, &d)[0].to_string())
        .collect();
    for expected in ["power 99 → 0", "power 99 → 7", "copies 1 → 9"] {
        assert!(words.contains(&expected.to_owned()), "{expected}: {words:?}");
    }
    assert!(!words.iter().any(|w| w.starts_with("copies 1 → 0")), "a tile keeps a copy");
}

#[test]
fn a_card_may_take_any_edge_its_suit_allows_and_no_other() {
    for card in yah::starter_deck() {
        for ladder in YouAreHere::ladders(&yah::Options::default(), card) {
            for &edit in &ladder.steps {
                let edited = YouAreHere::edited(card, edit).expect("every step leaves a valid card");
                assert!(edited.suit.fits(edited.edges), "{card} → {edited}");
                assert_eq!((&edited.name, edited.suit), (&card.name, card.suit));
            }
        }
    }
    // A Hearts card's weak edges go down to 1, its strong one no lower
    // than its suit allows.
    let hearts = yah::starter_deck().iter().find(|c| c.suit == yah::Suit::Hearts).expect("a Hearts card");
    let values: Vec<String> = YouAreHere::ladders(&yah::Options::default(), hearts)
        .iter()
        .filter(|l| l.fields.is_power_of_two())
        .flat_map(|l| &l.steps)
        .filter_map(|&e| YouAreHere::edited(hearts, e))
        .flat_map(|d| YouAreHere::changes(hearts, &d))
        .map(|c| c.to_string())
        .collect();
    assert!(values.iter().any(|v| v.ends_with("→ 1")), "{values:?}");
    let mut main = yah::starter_deck()[0].clone();
    let twice = yah::Edges { top: 4, right: 4, ..main.edges };
    let change = YouAreHere::changes(&main, &yah::Card { edges: twice, ..main.clone() });
    assert_eq!(change.iter().map(ToString::to_string).collect::<Vec<_>>(), ["top edge 6 → 4", "right edge 6 → 4"]);
    main.edges = yah::Edges { top: 1, right: 1, bottom: 1, left: 1 };
    assert_eq!(YouAreHere::changes(&yah::starter_deck()[0], &main).len(), 4, "a reshape is a change of each edge");
}
