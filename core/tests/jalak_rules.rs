//! Jalak's rules, sentence by sentence, on exact positions: the setup, the
//! two parts of a turn, which columns may change, stepping, pushing (every
//! restriction with a refused example), climbing, crossing, being trapped,
//! and the interpretations the rules leave open.

use parlour_core::games::jalak::{Action, Event, Jalak, Options, Setup, Square};
use parlour_core::{Game, RuleError, Seat};

fn sq(text: &str) -> Square {
    text.parse().expect("a square")
}

/// A position: every column at 9 except `heights`, cubes where given (the
/// five starting cubes when none are), pawns where given, the player in
/// seat `to_move` to play.
fn position(heights: &[(&str, u8)], cubes: &[&str], pawns: &[&str], to_move: u8) -> Jalak {
    position_with(&Options { players: pawns.len() as u8, ..Options::default() }, heights, cubes, pawns, &[], to_move)
}

fn position_with(
    options: &Options,
    heights: &[(&str, u8)],
    cubes: &[&str],
    pawns: &[&str],
    out: &[u8],
    to_move: u8,
) -> Jalak {
    let mut rows = vec![vec![9u8; 5]; 5];
    for &(square, h) in heights {
        let s = sq(square);
        rows[4 - usize::from(s.row())][usize::from(s.column())] = h;
    }
    let setup = Setup {
        heights: Some(rows),
        cubes: (!cubes.is_empty()).then(|| cubes.iter().map(|s| (*s).to_owned()).collect()),
        pawns: Some(pawns.iter().map(|s| (*s).to_owned()).collect()),
        inactive: out.iter().map(|&s| Seat(s)).collect(),
        to_move: Seat(to_move),
        ..Setup::default()
    };
    Jalak::from_setup(options, &setup).expect("a valid position")
}

fn action(text: &str) -> Action {
    text.parse().expect("notation")
}

fn legal(game: &Jalak, text: &str) -> bool {
    game.legal_actions().contains(&action(text))
}

/// The rule `text` breaks, checking the game is unchanged.
fn refused(game: &Jalak, text: &str) -> &'static str {
    let mut copy = game.clone();
    match copy.apply(action(text)) {
        Err(RuleError::Broken(rule)) => {
            assert_eq!(&copy, game, "a refused action changes nothing");
            assert!(!legal(game, text), "{text} is refused but listed as legal");
            rule
        }
        other => panic!("{text} was not refused: {other:?}"),
    }
}

fn moves_to(game: &Jalak, change: &str) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_actions()
        .iter()
        .map(ToString::to_string)
        .filter_map(|a| a.strip_prefix(change).map(|m| m.trim().to_owned()))
        .collect();
    moves.sort();
    moves
}

#[test]
fn setup_middle_field_four_holes_with_cubes_and_a_cube_on_the_centre() {
    let game = Jalak::new(&Options::default(), 0).expect("a game");
    for square in Square::ALL {
        let expected = if ["b2", "d2", "b4", "d4"].contains(&square.to_string().as_str()) { 7 } else { 9 };
        assert_eq!(game.height(square), expected, "{square}");
    }
    let cubes: Vec<String> = game.cubes().map(|s| s.to_string()).collect();
    assert_eq!(cubes, ["b2", "d2", "c3", "b4", "d4"]);
}

#[test]
fn players_start_on_corners_and_turns_go_counter_clockwise() {
    let corners = |players: u8| {
        let game = Jalak::new(&Options { players, ..Options::default() }, 0).expect("a game");
        Seat::all(usize::from(players)).map(|s| game.pawn(s).to_string()).collect::<Vec<_>>()
    };
    assert_eq!(corners(2), ["a1", "e5"], "two players: opposite corners");
    assert_eq!(corners(3), ["a1", "e1", "e5"]);
    assert_eq!(corners(4), ["a1", "e1", "e5", "a5"], "a1, e1, e5, a5 is counter-clockwise seen from above");
    let mut game = Jalak::new(&Options { players: 4, ..Options::default() }, 0).expect("a game");
    let mut order = Vec::new();
    for _ in 0..5 {
        order.push(game.to_act().expect("playing").index());
        let first = game.legal_actions()[0];
        game.apply(first).expect("legal");
    }
    assert_eq!(order, [0, 1, 2, 3, 0]);
}

#[test]
fn a_turn_changes_one_column_one_notch_then_moves_one_square() {
    let mut game = position(&[], &[], &["a1", "e5"], 0);
    let events = game.apply(action("a2+ e")).expect("legal");
    assert_eq!(game.height(sq("a2")), 10);
    assert_eq!(game.pawn(Seat(0)), sq("b1"));
    assert!(matches!(events[0], Event::Column { height: 10, raised: true, .. }));
    assert!(game.legal_actions().iter().all(|a| a.column != sq("a1") || game.height(sq("a1")) == 9));
    // Never past the top or the bottom notch.
    let top = position(&[("a2", 19), ("b1", 0)], &[], &["a1", "e5"], 0);
    assert_eq!(refused(&top, "a2+ e"), "a column stays between notch 0 and notch 19");
    assert_eq!(refused(&top, "b1- n"), "a column stays between notch 0 and notch 19");
    assert!(legal(&top, "a2- e"));
}

#[test]
fn the_columns_to_change_are_the_plus_cut_beyond_the_first_cube() {
    let game = position(&[], &["c3"], &["a3", "e5"], 0);
    let mut columns: Vec<String> = game.changeable(Seat(0)).iter().map(ToString::to_string).collect();
    columns.sort();
    // North and south to the edges, east up to and including the cube on c3, not d3 or e3.
    assert_eq!(columns, ["a1", "a2", "a3", "a4", "a5", "b3", "c3"]);
    assert_eq!(
        refused(&game, "d3+ n"),
        "only a column in line with the player, up to and including the first cube, may be changed"
    );
    assert_eq!(
        refused(&game, "b4+ n"),
        "only a column in line with the player, up to and including the first cube, may be changed"
    );
    assert!(legal(&game, "c3+ n"), "the cube's own column may be changed");
    // Interpretation: the own column may change; whatever stands on a column rides it.
    assert!(legal(&game, "a3+ n"));
    let under = position(&[], &[], &["a1", "b1"], 0);
    assert!(legal(&under, "b1- n"), "a column under another player may be changed (interpretation)");
    let mut riding = position(&[], &["a2"], &["a1", "e5"], 0);
    riding.apply(action("a2+ e")).expect("legal");
    assert!(riding.has_cube(sq("a2")), "the cube rode its column up");
    assert_eq!(riding.height(sq("a2")), 10);
}

#[test]
fn stepping_up_one_notch_at_most_and_down_any_distance() {
    let game = position(&[("b1", 11), ("a2", 1)], &[], &["a1", "e5"], 0);
    assert!(legal(&game, "a1+ e"), "raised to 10, b1 at 11 is one up");
    assert_eq!(refused(&game, "a1- e"), "a player can step up at most one notch");
    assert!(legal(&game, "a1- n"), "down eight notches is fine");
}

#[test]
fn never_onto_an_active_rival_but_onto_an_inactive_one() {
    let game = position(&[], &[], &["a1", "b1"], 0);
    assert_eq!(refused(&game, "a1+ e"), "a player may not move onto an active opponent's square");
    let options = Options { players: 3, ..Options::default() };
    let game = position_with(&options, &[], &[], &["a1", "b1", "e5"], &[1], 0);
    assert!(legal(&game, "a1+ e"), "an inactive player's square may be stepped on");
}

#[test]
fn a_cube_square_is_entered_only_by_pushing_climbing_or_crossing() {
    let game = position(&[], &["b1"], &["a1", "e5"], 0);
    assert_eq!(
        refused(&game, "a2+ e"),
        "a player may only go onto a cube's square by pushing, climbing or crossing it"
    );
}

#[test]
fn level_or_one_lower_push_only_and_no_push_no_move() {
    // Level with the cube's column: push, not climb.
    let game = position(&[], &["c3"], &["b3", "e5"], 0);
    assert!(legal(&game, "b4+ e*"));
    assert_eq!(refused(&game, "b4+ e^"), "a player climbs onto a cube only from at least one notch above its column");
    // One lower: still a push.
    let lower = position(&[("b3", 8)], &["c3"], &["b3", "e5"], 0);
    assert!(legal(&lower, "b4+ e*"));
    // The push is blocked (a cube beyond): then the player cannot go there at all.
    let blocked = position(&[], &["c3", "d3"], &["b3", "e5"], 0);
    assert_eq!(moves_to(&blocked, "b4+").iter().filter(|m| m.starts_with('e')).count(), 0);
    assert_eq!(refused(&blocked, "b4+ e*"), "a cube cannot be pushed onto another cube");
}

#[test]
fn one_higher_push_or_climb() {
    let game = position(&[("a1", 10)], &["b1"], &["a1", "e5"], 0);
    assert_eq!(moves_to(&game, "a2+"), ["e*", "e*n", "e^", "n"], "on the edge the push may also turn north");
    let mut climbed = game.clone();
    climbed.apply(action("a2+ e^")).expect("legal");
    assert_eq!(climbed.pawn(Seat(0)), sq("b1"));
    assert!(climbed.has_cube(sq("b1")), "the cube stays, the player on top");
    assert_eq!(climbed.level(Seat(0)), 11);
    let mut pushed = game;
    pushed.apply(action("a2+ e*")).expect("legal");
    assert!(pushed.has_cube(sq("c1")) && !pushed.has_cube(sq("b1")), "the mover ends where the cube stood");
    assert_eq!(pushed.pawn(Seat(0)), sq("b1"));
}

#[test]
fn two_or_more_higher_land_on_top_or_cross_when_the_square_beyond_can_be_entered() {
    let game = position(&[("a1", 11)], &["b1"], &["a1", "e5"], 0);
    assert_eq!(moves_to(&game, "a2+"), ["e>", "e^", "n"]);
    assert_eq!(refused(&game, "a2+ e*"), "a player may push a cube only from at most one notch above its column");
    let mut crossed = game.clone();
    crossed.apply(action("a2+ e>")).expect("legal");
    assert_eq!(crossed.pawn(Seat(0)), sq("c1"), "two squares in one turn");
    // Interpretation: beyond must be a square the mover could step onto.
    for (heights, cubes, pawns) in [
        (vec![("a1", 11), ("c1", 13)], vec!["b1"], vec!["a1", "e5"]),
        (vec![("a1", 11)], vec!["b1", "c1"], vec!["a1", "e5"]),
        (vec![("a1", 11)], vec!["b1"], vec!["a1", "c1"]),
    ] {
        let game = position(&heights, &cubes, &pawns, 0);
        assert_eq!(
            refused(&game, "a2+ e>"),
            "the square beyond the cube cannot be entered",
            "{heights:?} {cubes:?} {pawns:?}"
        );
    }
    let edge = position(&[("d1", 11)], &["e1"], &["d1", "a5"], 0);
    assert_eq!(refused(&edge, "d2+ e>"), "the square beyond the cube cannot be entered", "off the field");
}

#[test]
fn interpretation_someone_on_a_cube_stands_two_notches_higher() {
    // On a cube on b1 (column 9): level 11, so a12 column two notches above the column is one step up.
    let game = position(&[("c1", 12)], &["b1"], &["b1", "e5"], 0);
    assert_eq!(game.level(Seat(0)), 11);
    assert_eq!(game.standing(Seat(0)).as_deref(), Some("on the cube on b1, level 11"), "the seat bar says so");
    assert_eq!(game.standing(Seat(1)).as_deref(), Some("on e5, level 9"));
    assert!(legal(&game, "a1+ e"), "from the cube's top, c1 at 12 is one up");
    // And they push from the top too: a cube on c1 at column 9 is two below level 11 — no push.
    let high = position(&[], &["b1", "c1"], &["b1", "e5"], 0);
    assert_eq!(refused(&high, "b2+ e*"), "a player may push a cube only from at most one notch above its column");
    assert!(legal(&high, "b2+ e^"));
}

#[test]
fn every_push_restriction_has_a_refused_example() {
    // Each refusal names the restriction the push breaks.
    let game = position(&[("c2", 10)], &["c3"], &["c4", "e1"], 0);
    assert_eq!(refused(&game, "a4+ s*"), "a cube cannot be pushed onto a higher column");
    // One lower is allowed, two lower is not.
    assert!(legal(&position(&[("c2", 8)], &["c3"], &["c4", "e1"], 0), "a4+ s*"));
    assert_eq!(
        refused(&position(&[("c2", 7)], &["c3"], &["c4", "e1"], 0), "a4+ s*"),
        "a cube cannot be pushed onto a column two or more notches lower"
    );
    // Onto a player, active or not, or another cube.
    let onto_player = "a cube cannot be pushed onto a square where someone stands";
    assert_eq!(refused(&position(&[], &["c3"], &["c4", "c2"], 0), "a4+ s*"), onto_player);
    let options = Options { players: 3, ..Options::default() };
    let roadblock = position_with(&options, &[], &["c3"], &["c4", "c2", "e5"], &[1], 0);
    assert_eq!(refused(&roadblock, "a4+ s*"), onto_player, "an inactive player blocks cubes");
    assert_eq!(
        refused(&position(&[], &["c3", "c2"], &["c4", "e1"], 0), "a4+ s*"),
        "a cube cannot be pushed onto another cube"
    );

    // A cube with someone on top.
    let options = Options { players: 3, ..Options::default() };
    let ridden = position_with(&options, &[], &["c3"], &["c4", "c3", "e5"], &[1], 0);
    assert_eq!(refused(&ridden, "a4+ s*"), "a cube with someone on it cannot be pushed");
    // The pusher more than one notch above the cube's column.
    assert_eq!(
        refused(&position(&[("c4", 11)], &["c3"], &["c4", "e1"], 0), "a4+ s*"),
        "a player may push a cube only from at most one notch above its column"
    );
    // Off the field.
    assert_eq!(refused(&position(&[], &["c1"], &["c2", "e5"], 0), "a2+ s*"), "a cube cannot be pushed off the field");
    // Right angles only on the edge: refused in the middle…
    assert_eq!(
        refused(&position(&[], &["c3"], &["c4", "e1"], 0), "a4+ s*e"),
        "a cube is pushed straight ahead, or at a right angle only when both it and the pusher are on the edge"
    );
    // …allowed when both pusher and cube stand on edge squares.
    let edge = position(&[], &["b1"], &["a1", "e5"], 0);
    assert!(legal(&edge, "a2+ e*n"));
    let mut turned = edge;
    turned.apply(action("a2+ e*n")).expect("legal");
    assert!(turned.has_cube(sq("b2")) && turned.pawn(Seat(0)) == sq("b1"));
}

#[test]
fn a_trapped_player_loses_with_two_and_becomes_a_roadblock_with_more() {
    // Player 2 in the a5 corner: a4 five notches up, b5 two — until Player 1
    // raises b5 a third notch, and no change Player 2 can make lets them out.
    let walls = [("a4", 14), ("b5", 11)];
    let mut game = position(&walls, &["d2", "d4"], &["b1", "a5"], 0);
    game.apply(action("b5+ e")).expect("legal");
    assert_eq!(game.outcome().and_then(parlour_core::Outcome::sole_winner), Some(Seat(0)), "trapped: Player 2 loses");
    assert!(game.view(None).to_act.is_none());

    let options = Options { players: 3, ..Options::default() };
    let mut three = position_with(&options, &walls, &["d2", "d4"], &["b1", "e1", "a5"], &[], 0);
    three.apply(action("b5+ e")).expect("legal");
    assert!(three.is_active(Seat(2)), "Player 3 is not trapped until their turn");
    three.apply(action("e2+ w")).expect("legal");
    assert!(!three.is_active(Seat(2)), "out at the start of their turn");
    assert_eq!(three.to_act(), Some(Seat(0)), "the turn skips the player who is out");
    assert_eq!(three.outcome(), None, "two still play");
    assert_eq!(three.pawn(Seat(2)), sq("a5"), "the roadblock stays on its square");
    assert_eq!(three.standing(Seat(2)).as_deref(), Some("out: a roadblock on a5"), "the seat bar says so");
}

#[test]
fn the_last_active_player_wins() {
    let options = Options { players: 3, ..Options::default() };
    let walls = [("a4", 14), ("b5", 11)];
    let mut game = position_with(&options, &walls, &["d2", "d4"], &["b1", "e1", "a5"], &[1], 0);
    game.apply(action("b5+ e")).expect("legal");
    assert_eq!(game.outcome().and_then(parlour_core::Outcome::sole_winner), Some(Seat(0)));
}

#[test]
fn interpretation_draws_by_turn_limit_and_by_a_third_repetition() {
    let options = Options { turn_limit: Some(20), repetition: false, ..Options::default() };
    let mut game = Jalak::new(&options, 0).expect("a game");
    let mut turns = 0;
    while game.to_act().is_some() {
        let first = game.legal_actions()[0];
        game.apply(first).expect("legal");
        turns += 1;
    }
    // The first listed action keeps both players moving: the game reaches the limit.
    assert_eq!(turns, 20, "the game stops at the turn limit");
    assert_eq!(game.outcome().map(|o| o.winners.len()), Some(2), "both share the draw");
    // Raise and lower the same column, stepping back and forth: the start comes back.
    let mut game = position(&[], &[], &["a1", "e5"], 0);
    let mut last = Vec::new();
    for text in ["a2+ n", "e4+ s", "a2- s", "e4- n", "a2+ n", "e4+ s", "a2- s", "e4- n"] {
        assert_eq!(game.outcome(), None, "still playing before {text}");
        last = game.apply(action(text)).expect("legal");
    }
    assert!(last.iter().any(|e| matches!(e, Event::Drawn { repetition: true })), "the start, a third time: {last:?}");
    assert!(game.outcome().is_some_and(|o| o.winners.len() == 2), "a draw by repetition");
}

/// Draws `game`'s random action `draws` times per legal action and checks
/// every legal action comes up about equally often, and nothing else does.
fn drawn_evenly(game: &Jalak, draws: usize) {
    let legal = game.legal_actions();
    assert!(!legal.is_empty());
    let mut rng = parlour_core::rng::seeded(17);
    let mut counts = std::collections::HashMap::new();
    for _ in 0..draws * legal.len() {
        let action = game.random_action(&mut rng).expect("an action");
        *counts.entry(action).or_insert(0usize) += 1;
    }
    assert_eq!(counts.len(), legal.len(), "every legal action is drawn, and only those");
    let spread = 6.0 * (draws as f64).sqrt();
    for action in &legal {
        let n = counts[action] as f64;
        assert!((n - draws as f64).abs() < spread, "{action:?} drawn {n} times, expected about {draws}");
    }
}

#[test]
fn random_actions_are_drawn_evenly_among_the_legal_ones() {
    // The start: many actions, drawn by picking a change and a move slot.
    drawn_evenly(&Jalak::new(&Options::default(), 3).expect("a game"), 400);
    // Hemmed in by cubes: few actions, listed whole after a few empty slots.
    let cornered = position(&[("a1", 2), ("a2", 4), ("b1", 9)], &["a3", "b2", "c1", "e5", "d4"], &["a1", "e1"], 0);
    drawn_evenly(&cornered, 2000);
}
