//! The bots find what is there to find, and stop when told to.

use std::sync::atomic::AtomicBool;

use parlour_core::bots::{BotSpec, Bots, Level, Mcts, MctsSettings};
use parlour_core::games::you_are_here::{Action, Card, Edges, Options, Setup, SetupPlaced, Suit, YouAreHere};
use parlour_core::options::GameOptions;
use parlour_core::{Game, GameKind, GameVisitor, Outcome, Seat, arena};

fn card(name: &str, edge: u8) -> Card {
    Card {
        name: name.into(),
        suit: Suit::Diamonds,
        edges: Edges { top: edge, right: edge, bottom: edge, left: edge },
        art: None,
        crop: parlour_core::face_layout::Crop::default(),
    }
}

/// A game with one square left, b2, and Player 1 to play one of `hand`
/// (two of `cards`); `board` fills the other eight as (cell, card, owner).
fn b2_left(cards: Vec<Card>, hand: [&str; 2], board: &[(&str, &str, u8); 8]) -> YouAreHere {
    let setup = Setup {
        cards: Some(cards),
        first: Seat(0),
        hands: vec![hand.map(String::from).to_vec(), Vec::new()],
        piles: Vec::new(),
        board: board
            .iter()
            .map(|&(cell, card, owner)| SetupPlaced { cell: cell.into(), card: card.into(), owner: Seat(owner) })
            .collect(),
    };
    YouAreHere::from_setup(&Options { draw: false, ..Options::default() }, &setup).expect("valid setup")
}

/// One square left (b2). Player 1 holds Probe (5s), which captures the Weak
/// card on b3 and wins 5–4, and Flyer (1s), which captures nothing and loses 4–5.
fn last_move_decides() -> YouAreHere {
    b2_left(
        vec![card("Probe", 5), card("Flyer", 1), card("Wall", 8), card("Weak", 2)],
        ["Flyer", "Probe"],
        &[
            ("a1", "Wall", 1),
            ("b1", "Wall", 1),
            ("c1", "Wall", 0),
            ("a2", "Wall", 1),
            ("c2", "Wall", 1),
            ("a3", "Wall", 0),
            ("b3", "Weak", 1),
            ("c3", "Wall", 0),
        ],
    )
}

#[test]
fn every_searching_bot_finds_the_winning_last_move() {
    let game = last_move_decides();
    let winning = Action::Place { card: 0, cell: "b2".parse().expect("b2") };
    let stop = AtomicBool::new(false);
    for spec in [BotSpec::Greedy, BotSpec::Mcts(200)].into_iter().chain(Level::ALL.map(BotSpec::Level)) {
        for seed in 0..5 {
            let choice = YouAreHere::bot(spec, seed).choose(&game, &stop);
            assert_eq!(choice, Some(winning), "{spec} with seed {seed}");
        }
    }
}

#[test]
fn a_search_weighs_each_action_or_only_those_it_is_given() {
    let game = last_move_decides();
    let winning = Action::Place { card: 0, cell: "b2".parse().expect("b2") };
    let losing = Action::Place { card: 1, cell: "b2".parse().expect("b2") };
    let stop = AtomicBool::new(false);
    let settings = MctsSettings { iterations: 400, ..MctsSettings::DEFAULT };
    let all = Mcts::new(settings, 1).weigh(&game, None, &stop);
    assert_eq!(all.len(), 2, "both cards weighed");
    assert_eq!((all[0].action, all[0].value), (winning, 1.0), "the winning card, most visited, always wins");
    let only = Mcts::new(settings, 1).weigh(&game, Some(&[losing]), &stop);
    assert_eq!(only.len(), 1, "only the action given");
    assert_eq!((only[0].action, only[0].visits, only[0].value), (losing, 400, 0.0), "searched on its own, it loses");
}

#[test]
fn a_search_grown_in_batches_finds_what_one_search_finds() {
    let game = YouAreHere::new(&Options::default(), 3).expect("deal");
    let stop = AtomicBool::new(false);
    let settings = MctsSettings { iterations: 600, ..MctsSettings::DEFAULT };
    let whole = Mcts::new(settings, 9).weigh(&game, None, &stop);
    let mut growing = Mcts::new(MctsSettings { iterations: 1, ..settings }, 9).grow(&game);
    for _ in 0..6 {
        growing.grow(100, None, &stop);
    }
    assert_eq!(growing.iterations(), 600);
    assert_eq!(growing.weighed(), whole, "the same search, however it is cut up, whatever iterations it was set");
    // Grown on one action, that action alone is tried.
    let one = whole[whole.len() - 1].action;
    let before = growing.weighed();
    growing.grow(50, Some(&[one]), &stop);
    let after = growing.weighed();
    for w in &after {
        let tried = before.iter().find(|b| b.action == w.action).map_or(0, |b| b.visits);
        assert_eq!(w.visits, tried + if w.action == one { 50 } else { 0 }, "{}", w.action);
    }
    let mut finished = last_move_decides();
    finished.apply(Action::Place { card: 0, cell: "b2".parse().expect("b2") }).expect("legal");
    let mut over = Mcts::new(settings, 9).grow(&finished);
    over.grow(100, None, &stop);
    assert!(over.weighed().is_empty() && over.iterations() == 0, "nothing to search once the game is over");
}

#[test]
fn a_value_tried_more_is_known_better_and_never_for_certain() {
    let game = last_move_decides();
    let stop = AtomicBool::new(false);
    let settings = MctsSettings { iterations: 400, ..MctsSettings::DEFAULT };
    // The winning card always wins and the losing one always loses: every
    // reward alike, and still neither value is taken for certain.
    let all = Mcts::new(settings, 1).weigh(&game, None, &stop);
    assert!(all[0].visits > all[1].visits, "{all:?}");
    assert!(all.iter().all(|w| w.error > 0.0), "{all:?}");
    assert!(all[0].error < all[1].error && all[0].error < 0.01, "the card tried more is known better: {all:?}");
    // Where rewards differ, the error is about their spread over the square root of the tries.
    let deal = YouAreHere::new(&Options::default(), 3).expect("deal");
    let weighed = Mcts::new(MctsSettings { iterations: 2_000, ..settings }, 1).weigh(&deal, None, &stop);
    let most = weighed[0];
    assert!(
        most.error > 0.2 / f64::from(most.visits).sqrt() && most.error < 0.5 / f64::from(most.visits).sqrt(),
        "{most:?}"
    );
}

#[test]
fn a_judged_search_takes_its_judges_word_for_the_positions_it_settles() {
    let game = last_move_decides();
    let b2 = "b2".parse().expect("b2");
    let losing = Action::Place { card: 1, cell: b2 };
    let stop = AtomicBool::new(false);
    let settings = MctsSettings { iterations: 400, ..MctsSettings::DEFAULT };
    // A judge that calls every result the other way round: the search believes it.
    let backwards =
        |state: &YouAreHere| state.at(b2).map(|placed| Outcome::win(if placed.card == 0 { Seat(1) } else { Seat(0) }));
    let judged = Mcts::new(settings, 1).weigh_judged(&game, None, &stop, backwards);
    assert_eq!((judged[0].action, judged[0].value), (losing, 1.0), "the judge's winner is searched most");
    let silent = Mcts::new(settings, 1).weigh_judged(&game, None, &stop, |_: &YouAreHere| None);
    assert_eq!(
        silent,
        Mcts::new(settings, 1).weigh(&game, None, &stop),
        "a judge that settles nothing changes nothing"
    );
}

/// One square left (b2), Player 1 to play, both cards win: Big (9s) takes
/// one of the four rivals around b2 (its player's choice) and wins 6–3,
/// Small (3s) takes none and wins 5–4.
fn both_last_moves_win() -> YouAreHere {
    b2_left(
        vec![card("Big", 9), card("Small", 3), card("Wall", 8), card("Mid", 5)],
        ["Small", "Big"],
        &[
            ("a1", "Wall", 0),
            ("b1", "Mid", 1),
            ("c1", "Wall", 0),
            ("a2", "Mid", 1),
            ("c2", "Mid", 1),
            ("a3", "Wall", 0),
            ("b3", "Mid", 1),
            ("c3", "Wall", 0),
        ],
    )
}

#[test]
fn a_search_weighing_the_margin_wins_by_more() {
    let game = both_last_moves_win();
    let big = Action::Place { card: 0, cell: "b2".parse().expect("b2") };
    let stop = AtomicBool::new(false);
    let choices = |margin: f64| {
        (0..8)
            .map(|seed| {
                let settings = MctsSettings { iterations: 100, margin, ..MctsSettings::DEFAULT };
                Mcts::new(settings, seed).search(&game, &stop).first().map(|&(a, _)| a)
            })
            .collect::<Vec<_>>()
    };
    assert!(choices(0.2).iter().all(|&c| c == Some(big)), "with the margin weighed, Big every time");
    assert!(choices(0.0).iter().any(|&c| c != Some(big)), "without it, a win is a win: either card");
}

#[test]
fn search_is_reproducible_from_its_seed() {
    let game = YouAreHere::new(&Options::default(), 3).expect("deal");
    let stop = AtomicBool::new(false);
    let settings = MctsSettings { iterations: 500, ..MctsSettings::DEFAULT };
    let first = Mcts::new(settings, 9).search(&game, &stop);
    assert_eq!(first, Mcts::new(settings, 9).search(&game, &stop));
    let weighed: u32 = Mcts::new(settings, 9).weigh(&game, None, &stop).iter().map(|w| w.visits).sum();
    assert_eq!(weighed, 500, "every iteration visits one root child");
}

/// A search for a choice stops once its most visited action can no longer
/// be overtaken, and so chooses what the full search would.
#[test]
fn a_search_stops_once_its_choice_is_certain() {
    let stop = AtomicBool::new(false);
    let settings = MctsSettings { iterations: 3_000, ..MctsSettings::DEFAULT };
    let mut stopped_early = 0;
    for seed in 0..20 {
        let game = YouAreHere::new(&Options::default(), seed).expect("deal");
        let full = Mcts::new(settings, seed).weigh(&game, None, &stop);
        let quick = Mcts::new(settings, seed).search(&game, &stop);
        assert_eq!(quick.first().map(|&(a, _)| a), full.first().map(|w| w.action), "deal {seed}");
        let spent: u32 = quick.iter().map(|&(_, v)| v).sum();
        stopped_early += usize::from(spent < settings.iterations);
    }
    assert!(stopped_early > 0, "no search stopped before its last iteration");
}

#[test]
fn a_stopped_search_still_answers_with_a_legal_action() {
    let game = YouAreHere::new(&Options::default(), 4).expect("deal");
    let stop = AtomicBool::new(true);
    for spec in [BotSpec::Mcts(1_000_000), BotSpec::Level(Level::Hard), BotSpec::Level(Level::Expert)] {
        let action = YouAreHere::bot(spec, 1).choose(&game, &stop).expect("an answer");
        assert!(game.legal_actions().contains(&action), "{spec} gave {action}");
    }
}

#[test]
fn bots_have_nothing_to_say_when_the_game_is_over() {
    let mut game = last_move_decides();
    game.apply(Action::Place { card: 1, cell: "b2".parse().expect("b2") }).expect("legal");
    assert_eq!(game.outcome().and_then(parlour_core::Outcome::sole_winner), Some(Seat(1)));
    let stop = AtomicBool::new(false);
    assert_eq!(YouAreHere::bot(BotSpec::Random, 1).choose(&game, &stop), None);
    assert_eq!(YouAreHere::bot(BotSpec::Level(Level::Medium), 1).choose(&game, &stop), None);
}

#[test]
fn stronger_bots_beat_weaker_ones() {
    let options = Options::default();
    let specs = [BotSpec::Level(Level::Medium), BotSpec::Random];
    let tally = arena::play_many::<YouAreHere>(&options, &specs, 40, 7, 2, &|| ()).expect("games play");
    assert_eq!(tally.games, 40);
    assert!(tally.wins[0] >= 32, "medium won only {} of 40 against random", tally.wins[0]);
    assert_eq!(tally.starts, [20, 20], "each player starts equally often");
}

#[test]
fn arena_results_do_not_depend_on_threads() {
    let options = Options::default();
    let specs = [BotSpec::Greedy, BotSpec::Random];
    let one = arena::play_many::<YouAreHere>(&options, &specs, 30, 2, 1, &|| ()).expect("games play");
    let two = arena::play_many::<YouAreHere>(&options, &specs, 30, 2, 2, &|| ()).expect("games play");
    let outcomes = |t: &arena::Tally| (t.games, t.wins.clone(), t.draws, t.starts.clone(), t.actions);
    assert_eq!(outcomes(&one), outcomes(&two));
    let refused = arena::play_many::<YouAreHere>(&options, &specs[..1], 3, 2, 1, &|| ());
    assert!(refused.is_err(), "one player for a two-seat game");
}

/// Every level of every game, at every number of players, answers with a
/// legal action at the opening when told to stop at once: the expert too
/// (at every count the default rules take).
struct EveryLevelAnswers;

impl GameVisitor for EveryLevelAnswers {
    type Output = ();

    fn visit<G: Bots>(self) {
        let stop = AtomicBool::new(true);
        for players in G::INFO.min_seats..=G::INFO.max_seats {
            let mut options = G::Options::default();
            if options.set_seat_count(players).is_err() {
                continue; // a count only a variant takes (Unicorn Jelly alone)
            }
            let game = G::new(&options, 3).expect("a game");
            let legal = game.legal_actions();
            for level in Level::ALL {
                let action = G::bot(BotSpec::Level(level), 5).choose(&game, &stop);
                let id = G::INFO.id;
                assert!(action.is_some_and(|a| legal.contains(&a)), "{id}, {players} players, {level:?}: {action:?}");
            }
        }
    }
}

#[test]
fn every_level_of_every_game_answers_at_once_when_stopped() {
    for &kind in GameKind::ALL {
        kind.visit(EveryLevelAnswers);
    }
}
