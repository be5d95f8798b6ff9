//! The figures: what the win-rate change means, read from one run of
//! games for every design, and the band a set draws from its own figures.

use parlour_core::{Game, Seat};

use super::*;

/// A small set where `Titan`, one copy, beats every Danger it borders.
fn titan_set() -> uj::Options {
    let set = TileSet {
        format: parlour_core::format::Format,
        name: "titan".to_owned(),
        version: String::new(),
        back_art: None,
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

#[test]
fn a_tile_stronger_than_the_rest_helps_whoever_holds_it() {
    let report = measured(&greedy::<UnicornJelly>(titan_set(), 400, 7), "Titan").expect("a report");
    assert_eq!(report.games, 400);
    assert!(report.played_per_game > 0.9, "one copy, placed nearly every game: {report:?}");
    assert!(report.score_when_played > 0.5, "{report:?}");
    assert!(report.ci95[0] > 0.0, "holding the Titan wins more: {report:?}");
    assert!(report.ci95[0] <= report.win_rate_delta && report.win_rate_delta <= report.ci95[1]);
    assert!((report.held_win_rate - (0.5 + report.win_rate_delta)).abs() < 1e-12);
}

#[test]
fn the_change_is_the_holders_result_against_the_other_players_per_copy_each_seat_counted_alike() {
    let request = greedy::<UnicornJelly>(titan_set(), 150, 3);
    let index = |name: &str| tiles(&request.options).tiles.iter().position(|t| t.name == name).expect("a tile");
    let (titan, squire) = (index("Titan"), index("Squire"));
    // The same games, played again one by one: the copies each seat was
    // dealt or drew, and the first player's result.
    let mut games = Vec::new();
    for i in 0..request.games {
        let seed = parlour_core::rng::derive(request.seed, i);
        let start =
            UnicornJelly::new(&request.options, parlour_core::rng::stream(seed, parlour_core::rng::Stream::Deal))
                .expect("a game");
        let mut held = [[0.0; 2]; 2];
        for seat in Seat::all(2) {
            for &tile in start.hand(seat) {
                for (at, design) in [titan, squire].into_iter().enumerate() {
                    held[at][seat.index()] += f64::from(u8::from(usize::from(tile) == design));
                }
            }
        }
        let result = parlour_core::arena::play_watched::<UnicornJelly>(
            &request.options,
            seed,
            i as usize,
            &request.players,
            &mut |_, _, events| {
                for event in events {
                    if let uj::Event::Drew { seat, tile } = *event {
                        for (at, design) in [titan, squire].into_iter().enumerate() {
                            held[at][seat.index()] += f64::from(u8::from(usize::from(tile) == design));
                        }
                    }
                }
            },
        )
        .expect("a game");
        games.push((held, result.outcome.reward(Seat(0))));
    }
    // One copy: the two seats' results holding it, averaged, less a half.
    let mut seats = [(0.0, 0.0); 2];
    for (held, first) in &games {
        let seat = usize::from(held[0][1] > 0.0);
        seats[seat].0 += 1.0;
        seats[seat].1 += if seat == 0 { *first } else { 1.0 - first };
    }
    let mean = |(games, results): (f64, f64)| results / games;
    let by_hand = (mean(seats[0]) + mean(seats[1]) - 1.0) / 2.0;
    let report = measured(&request, "Titan").expect("a report");
    assert!((report.win_rate_delta - by_hand).abs() < 1e-9, "{report:?} against {by_hand}");
    assert!((report.held_games as f64 - (seats[0].0 + seats[1].0)).abs() < 0.5);
    // Six copies: the slope of the first player's result against the
    // copies they held more than the second.
    let points: Vec<(f64, f64)> = games.iter().map(|(held, first)| (held[1][0] - held[1][1], *first)).collect();
    let n = points.len() as f64;
    let (mx, mr) = (points.iter().map(|p| p.0).sum::<f64>() / n, points.iter().map(|p| p.1).sum::<f64>() / n);
    let slope = points.iter().map(|(x, r)| (x - mx) * (r - mr)).sum::<f64>()
        / points.iter().map(|(x, _)| (x - mx).powi(2)).sum::<f64>();
    let report = measured(&request, "Squire").expect("a report");
    assert!((report.win_rate_delta - slope).abs() < 1e-9, "{report:?} against {slope}");
    assert_eq!(report.held_games, points.iter().filter(|p| p.0 != 0.0).count());
}

#[test]
fn the_set_as_a_whole_is_who_won_its_games_first_or_second_and_how_many_were_drawn() {
    let request = greedy::<UnicornJelly>(titan_set(), 120, 7);
    let measured_set = whole(&request);
    let set = &measured_set.set;
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
    // Every design is read from those games: one alone gets the same.
    let names: Vec<&str> = measured_set.designs.iter().map(|r| r.card.as_str()).collect();
    assert_eq!(names, ["Titan", "Squire", "Imp", "Meadow"]);
    assert_eq!(measured_set.report("Imp"), Some(&measured(&request, "Imp").expect("a report")));
}

#[test]
fn reports_are_reproducible_whatever_the_threads() {
    let one = Request { threads: 1, ..greedy::<UnicornJelly>(titan_set(), 60, 7) };
    let two = Request { threads: 2, ..one.clone() };
    assert_eq!(whole(&one), whole(&two));
}

#[test]
fn an_unknown_tile_or_card_is_refused_before_a_game_is_played() {
    let played = std::sync::atomic::AtomicU64::new(0);
    let tick = || {
        played.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    };
    let request = greedy::<UnicornJelly>(titan_set(), 10, 1);
    let names = ["Imp".to_owned(), "Nobody".to_owned()];
    let unknown = measure_each(&request, &names, &tick, &AtomicBool::new(false)).expect_err("no such tile");
    assert_eq!(unknown.to_string(), "the set \"titan\" has no tile named `Nobody`");
    assert_eq!(played.into_inner(), 0);
    let cards = greedy::<YouAreHere>(yah::Options::default(), 10, 1);
    let refused = measured(&cards, "Nobody").expect_err("no such card");
    assert_eq!(refused.to_string(), "the deck has no card named `Nobody`");
}

#[test]
fn a_card_with_the_highest_edges_flips_cards_and_wins() {
    let report = measured(&greedy::<YouAreHere>(broken_deck(), 300, 3), "Main Stage").expect("a report");
    assert!(report.played_per_game > 0.5 && report.score_when_played > 0.3, "{report:?}");
    assert!(report.ci95[0] > 0.0, "{report:?}");
}

#[test]
fn a_stopped_run_says_so() {
    let stopped = measure(&greedy::<UnicornJelly>(titan_set(), 50, 1), "Imp", &|| {}, &AtomicBool::new(true))
        .expect_err("stopped");
    assert!(matches!(stopped, BalanceError::Stopped));
}

fn report(card: &str, figure: f64, half: f64) -> Report {
    Report {
        card: card.to_owned(),
        games: 1000,
        played_per_game: 1.0,
        score_when_played: 0.0,
        win_rate_delta: figure,
        ci95: [figure - half, figure + half],
        held_games: 1000,
        held_win_rate: 0.5 + figure,
    }
}

#[test]
fn the_band_against_the_set_lies_at_tukeys_fences_of_its_own_figures() {
    // Quartiles of 0, 0.1, …, 0.8 are 0.2 and 0.6: fences 0.6 beyond them.
    let mut reports: Vec<Report> = (0..9).map(|i| report(&format!("d{i}"), f64::from(i) / 10.0, 0.01)).collect();
    let limits = Band::Set.limits(&reports);
    assert!((limits.low + 0.4).abs() < 1e-9 && (limits.high - 1.2).abs() < 1e-9, "{limits:?}");
    assert!(limits.against_set);
    assert!(reports.iter().all(|r| !limits.outside(r)), "no design of an even set stands out");
    // A fix aims among the set's middle half: between its quartiles.
    assert!((limits.aim[0] - 0.2).abs() < 1e-9 && (limits.aim[1] - 0.6).abs() < 1e-9, "{limits:?}");
    assert!(limits.aimed(0.4) && !limits.aimed(0.7) && !limits.aimed(0.1));
    assert_eq!(limits.to_string(), "-40.0 to +120.0 points, against the set");
    // Quartiles of the ten are 0.225 and 0.675: fences at −0.45 and 1.35.
    reports.push(report("broken", 2.0, 0.2));
    let limits = Band::Set.limits(&reports);
    assert!((limits.high - 1.35).abs() < 1e-9, "{limits:?}");
    assert!(limits.outside(&reports[9]), "a design far beyond the rest stands out: {limits:?}");
    // Beyond the fence, but its interval reaches back inside: not flagged.
    reports[9] = report("unsure", 1.5, 0.3);
    assert!(!Band::Set.limits(&reports).outside(&reports[9]));
    // A fixed band is the designer's, whatever the set; a fix aims well
    // inside it.
    let fixed = Band::Fixed(0.05).limits(&reports);
    assert_eq!((fixed.low, fixed.high, fixed.against_set), (-0.05, 0.05, false));
    assert!((fixed.aim[1] - 0.03).abs() < 1e-9 && (fixed.aim[0] + 0.03).abs() < 1e-9, "{fixed:?}");
    assert_eq!(fixed.to_string(), "±5 points");
    assert_eq!(fixed.aim_in_words(), "well inside the band (±3 points)");
    // Too few designs to draw quartiles from: the default band.
    let few = Band::Set.limits(&reports[..4]);
    assert_eq!((few.low, few.high), (-DEFAULT_BAND, DEFAULT_BAND));
}

#[test]
fn a_heros_power_beyond_every_danger_it_can_meet_plays_nearly_alike() {
    // A Danger of the default set beats a Hero of 9 only when two of them
    // are woken at once beside it: a Hero of 9 and one of 99 play nearly
    // every game alike, as the set's strongest designs do.
    let at = |power: i8| {
        let request = greedy::<UnicornJelly>(default_set_with(&[("Lupiko", power)]), 1000, 5);
        measured(&request, "Lupiko").expect("a report")
    };
    let (printed, nine, ninety_nine) = (at(3), at(9), at(99));
    assert!((nine.win_rate_delta - ninety_nine.win_rate_delta).abs() < 0.005, "{nine:?} against {ninety_nine:?}");
    assert!(nine.ci95[0] > printed.ci95[1], "stronger than as printed: {nine:?} against {printed:?}");
}

#[test]
fn a_design_broken_on_purpose_stands_out_from_a_set_of_peers() {
    let measured = whole(&greedy::<UnicornJelly>(peers_with(&[]), 1000, 3));
    let mut by_size: Vec<&Report> = measured.designs.iter().collect();
    by_size.sort_by(|a, b| b.win_rate_delta.abs().total_cmp(&a.win_rate_delta.abs()));
    assert_eq!(by_size[0].card, "Hero E", "{by_size:?}");
    assert!(by_size[0].ci95[0] > by_size[1].win_rate_delta.abs(), "by a wide margin: {by_size:?}");
    let limits = Band::Set.limits(&measured.designs);
    let outliers: Vec<&str> = measured.designs.iter().filter(|r| limits.outside(r)).map(|r| r.card.as_str()).collect();
    assert_eq!(outliers, ["Hero E"], "against {limits}");
}

#[test]
fn the_default_set_shows_few_outliers_against_itself() {
    let measured = whole(&greedy::<UnicornJelly>(default_set_with(&[]), 4000, 12));
    let limits = Band::Set.limits(&measured.designs);
    let outliers: Vec<&str> = measured.designs.iter().filter(|r| limits.outside(r)).map(|r| r.card.as_str()).collect();
    assert!(outliers.len() <= 3, "{outliers:?} outside {limits}");
}
