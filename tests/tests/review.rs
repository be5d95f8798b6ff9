//! The review of a decision, per game: a move that throws away a won
//! position (or lets the rival win) is marked a mistake or a blunder, and
//! the winning move in its place is good. And a whole game is reviewed
//! one entry per decision, the same on every run.

use std::sync::atomic::AtomicBool;

use parlour_core::Seat;
use parlour_core::bots::Bots;
use parlour_core::review::{Judgment, Mark, Review, review, review_from};
use parlour_core::scenario::Scenario;

/// The judgment of `action`, played first from the setup of `scenario`.
fn judged<G: Bots>(scenario: &str, action: &str) -> Judgment {
    let scenario = Scenario::<G>::from_ron(scenario).expect("the scenario reads");
    let start = G::from_setup(&scenario.options, &scenario.setup).expect("the setup starts a game");
    let stop = AtomicBool::new(false);
    let how = Review { seat: None, threads: 2, progress: &|_, _| {}, stop: &stop };
    review_from(start, &[action.to_owned()], &how).expect("the action is legal").remove(0)
}

/// `blunder` is marked a mistake or worse; `good` (which wins) and the
/// search's own choice are marked good.
fn marks<G: Bots>(scenario: &str, blunder: &str, good: &str) {
    let bad = judged::<G>(scenario, blunder);
    assert!(matches!(bad.mark, Mark::Mistake | Mark::Blunder), "{}: {bad:?}", G::INFO.name);
    // Both moves told in the table's words, each its own.
    assert!(bad.played_text.starts_with("Player ") && bad.best_text.starts_with("Player "), "{bad:?}");
    assert_ne!(bad.played_text, bad.best_text, "{bad:?}");
    assert!(bad.value_before - bad.value_after >= 0.10, "{bad:?}");
    assert_ne!(bad.best, blunder, "{}", G::INFO.name);
    // The search's choice, and the winning move, are good.
    for fine in [good, bad.best.as_str()] {
        let fine = judged::<G>(scenario, fine);
        assert_eq!(fine.mark, Mark::Good, "{}: {fine:?}", G::INFO.name);
    }
    // The same position is searched alike: the search's choice is the same;
    // played, it gave nothing away.
    let chosen = judged::<G>(scenario, &bad.best);
    assert_eq!(chosen.best, bad.best, "{}", G::INFO.name);
    assert!(chosen.value_before - chosen.value_after < 1e-12, "{}: {chosen:?}", G::INFO.name);
}

#[test]
fn you_are_here_the_square_that_loses_the_count_is_marked() {
    use parlour_core::games::you_are_here::YouAreHere;
    // Two squares are left. On b2 the Probe takes a Weak card and the game
    // ends 5–4; on b3 it takes nothing, and Player 2 fills b2: 4–5.
    let scenario = r#"Scenario(game: "you-are-here", options: (draw: false), setup: (
        cards: [
            (name: "Probe", suit: Diamonds, edges: (top: 5, right: 5, bottom: 5, left: 5)),
            (name: "Weak",  suit: Diamonds, edges: (top: 2, right: 2, bottom: 2, left: 2)),
            (name: "Wall",  suit: Diamonds, edges: (top: 9, right: 9, bottom: 9, left: 9)),
        ],
        first: 0,
        hands: [["Probe"], ["Probe"]],
        board: [
            (cell: "a1", card: "Wall", owner: 0), (cell: "b1", card: "Wall", owner: 0), (cell: "c1", card: "Wall", owner: 0),
            (cell: "a2", card: "Weak", owner: 1), (cell: "c2", card: "Weak", owner: 1),
            (cell: "a3", card: "Wall", owner: 1), (cell: "c3", card: "Wall", owner: 1),
        ],
    ))"#;
    marks::<YouAreHere>(scenario, "#0@b3", "#0@b2");
}

#[test]
fn unicorn_jelly_a_horn_that_wakes_no_combo_is_marked() {
    use parlour_core::games::unicorn_jelly::UnicornJelly;
    let scenario = r#"Scenario(game: "unicorn-jelly", setup: (
        first: 0,
        hands: [["Rallying Horn"], ["Travelling Bard", "Court Jester", "Gloom Slime"]],
        pile: ["Young Squire", "Travelling Bard", "Gloom Slime"],
        board: [(pos: "0,0", tile: "Lupiko"), (pos: "1,0", tile: "Crystal Basilisk"), (pos: "1,1", tile: "Redcloak")],
    ))"#;
    marks::<UnicornJelly>(scenario, "#24@-1,0", "#24@0,1");
}

#[test]
fn jalak_stepping_away_from_the_trap_is_marked() {
    use parlour_core::games::jalak::Jalak;
    let scenario = r#"Scenario(game: "jalak", options: (players: 2), setup: (
        heights: [[9, 11, 9, 9, 9], [14, 9, 9, 9, 9], [9, 9, 9, 9, 9], [9, 9, 9, 9, 9], [9, 9, 9, 9, 9]],
        cubes: ["d2", "d4", "c3", "e3", "e4"],
        pawns: ["b1", "a5"],
        to_move: 0,
    ))"#;
    marks::<Jalak>(scenario, "a1+ e", "b5+ e");
}

#[test]
fn shrine_passing_instead_of_the_last_attack_is_marked() {
    use parlour_core::games::shrine::Shrine;
    let scenario = r#"Scenario(game: "shrine", options: (players: 2), setup: (
        hands: [["5s", "4c"], ["4h", "5h"]],
        shrines: [["9c"], ["9h"]],
        fields: [[], []],
        graveyard: ["7c"],
        turn: 0,
        phase: Act,
    ))"#;
    marks::<Shrine>(scenario, "pass", "attack 2 4c+5s");
}

#[test]
fn wonderland_ending_the_turn_before_the_last_hedge_is_marked() {
    use parlour_core::games::wonderland::Wonderland;
    let scenario = r#"Scenario(game: "wonderland", options: (players: 2), setup: (
        gardens: [["3c", "9d", "5h", "Ah", "2s"], ["7c", "8d", "4h", "6s", "Td"]],
        painted: ["p1.1", "p1.2", "p1.4", "p1.5", "p2.1", "p2.2", "p2.4", "p2.5"],
        guards: [(card: "7h", at: "p1.3"), (card: "2c", at: "p2.3")],
        hands: [["9s", "3d"], ["9c", "4d"]],
        turn: 0,
        dealer: 0,
    ))"#;
    marks::<Wonderland>(scenario, "end", "paint 9s");
}

#[test]
fn a_whole_game_is_reviewed_one_entry_per_decision_the_same_every_time() {
    use parlour_core::arena;
    use parlour_core::bots::BotSpec;
    use parlour_core::games::you_are_here::{Options, YouAreHere};
    let (_, record) =
        arena::play_recorded::<YouAreHere>(&Options::default(), 5, 0, &[BotSpec::Random, BotSpec::Greedy])
            .expect("plays");
    let stop = AtomicBool::new(false);
    let review_seat = |seat| {
        let how = Review { seat, threads: 2, progress: &|_, _| {}, stop: &stop };
        review(&record, &how).expect("replays")
    };
    let all = review_seat(None);
    assert_eq!(all.len(), record.actions.len(), "every decision");
    assert_eq!(all, review_seat(None), "the same every time");
    assert!(all.iter().enumerate().all(|(i, j)| j.index == i && (1..=2).contains(&j.seat)));
    let second = review_seat(Some(Seat(1)));
    assert!(!second.is_empty() && second.iter().all(|j| j.seat == 2), "only the second seat's");
    assert!(all.iter().all(|j| (0.0..=1.0).contains(&j.value_after) && j.value_after <= j.value_before));
}
