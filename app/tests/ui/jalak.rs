//! The Jalak table: a whole game against a bot played by clicking columns,
//! Raise or Lower, and moves — a push and a climb among them — in the flat
//! view, where no column hides another; the view turned and columns picked
//! by their buttons in 3-D.

use std::collections::BTreeMap;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour::desktop::tables::JalakTable;
use parlour::desktop::tables::jalak::describe_move;
use parlour::desktop::tables::pointing::names;
use parlour::seat_player::SeatPlayer;
use parlour_core::bots::Level;
use parlour_core::games::jalak::{Action, Jalak, Move, Square};
use parlour_core::{Game, GameKind, Seat};

use crate::harness::{self, choices, temp_dir};

fn table<'h>(harness: &'h Harness<'_, ParlourApp>) -> &'h JalakTable {
    harness::table(harness)
}

/// The button `pointer` names as a lesson points at it: "Column a1" names
/// "Column a1: notch 9, your pawn", "Raise" names "Raise: column a2 to notch 10".
fn button<'h>(harness: &'h Harness<'_, ParlourApp>, pointer: &str) -> egui_kittest::Node<'h> {
    let pointer = pointer.to_owned();
    harness.get_by(move |node| {
        node.role() == egui::accesskit::Role::Button && node.label().is_some_and(|l| names(&pointer, &l))
    })
}

/// Presses Enter on the button `pointer` names, reached with Tab.
fn press_on_button(harness: &mut Harness<'_, ParlourApp>, pointer: &str) {
    harness::press_on(harness, |label| names(pointer, label), pointer);
}

/// Where the column on `square` is on screen.
fn column_rect(harness: &Harness<'_, ParlourApp>, square: Square) -> egui::Rect {
    button(harness, &format!("Column {square}")).rect()
}

/// The action the test plays: a push until one was made, then a climb,
/// then whatever leaves the bot the fewest moves.
fn pick(state: &Jalak, pushed: bool, climbed: bool) -> Action {
    let actions = state.legal_actions();
    let wanted = |a: &&Action| {
        (!pushed && matches!(a.step, Move::Push { .. })) || (pushed && !climbed && matches!(a.step, Move::Climb(_)))
    };
    if let Some(&action) = actions.iter().find(wanted) {
        return action;
    }
    let value = |a: &Action| {
        let mut after = state.clone();
        after.apply(*a).expect("legal");
        after.evaluate(Seat(0))
    };
    actions.into_iter().max_by(|a, b| value(a).total_cmp(&value(b))).expect("a move")
}

/// Plays `action` the way a person does: the column, Raise or Lower, the move.
fn click(harness: &mut Harness<'_, ParlourApp>, action: Action) {
    let state = table(harness).session().state().clone();
    button(harness, &format!("Column {}", action.column)).click();
    harness.run_steps(2);
    let table_column = table(harness).board().picked_column();
    assert_eq!(table_column, Some(action.column), "clicking column {} for {action}", action.column);
    button(harness, if action.raise { "Raise" } else { "Lower" }).click();
    harness.run_steps(2);
    harness.get_by_label(&describe_move(&state, action)).click();
    harness.run_steps(2);
}

#[test]
fn a_whole_game_against_the_bot_is_played_by_clicking_with_a_push_and_a_climb() {
    let dir = temp_dir("jalak-game");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 4);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    // From above no column hides another, whatever the notches.
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    let (mut pushed, mut climbed, mut turns) = (false, false, 0);
    loop {
        harness::wait_for_human::<JalakTable>(&mut harness);
        let state = table(&harness).session().state().clone();
        if state.outcome().is_some() {
            break;
        }
        let count = format!("Turn {} of {}, then a draw.", state.turns() + 1, state.turn_limit());
        assert!(harness.query_by_label_contains(&count).is_some(), "the table shows \"{count}\"");
        let action = pick(&state, pushed, climbed);
        let cube_before = state.pawn(Seat(0)).neighbour(action.step.dir()).filter(|&s| state.has_cube(s));
        click(&mut harness, action);
        let after = table(&harness).session().state().clone();
        assert_ne!(after.turns(), state.turns(), "the clicks played {action}");
        match action.step {
            Move::Push { .. } => {
                let from: Square = cube_before.expect("a cube was pushed");
                assert!(!after.has_cube(from) || after.pawn(Seat(0)) == from, "the cube left {from}");
                pushed = true;
            }
            Move::Climb(_) => {
                assert!(after.has_cube(after.pawn(Seat(0))), "standing on a cube");
                climbed = true;
            }
            _ => {}
        }
        turns += 1;
        assert!(turns < 300, "the game never ended");
    }
    assert!(pushed && climbed, "a push ({pushed}) and a climb ({climbed}) were played");
    harness.get_by_label("Rematch");
    // Jalak keeps no score: the result is who won, not "1 – 0".
    assert!(harness.query_by_label_contains("Final score").is_none());
    assert!(harness.query_by_label_contains("1 – 0").is_none());
}

#[test]
fn the_view_turns_and_goes_flat_and_columns_stay_clickable() {
    let dir = temp_dir("jalak-view");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 2);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    harness::wait_for_human::<JalakTable>(&mut harness);
    let a1 = |harness: &Harness<'_, ParlourApp>| column_rect(harness, Square::CORNERS[0]).center();
    let start = a1(&harness);
    for (control, looked_at) in [("⟳ Turn right", (1, false)), ("Flat view", (1, true)), ("⟲ Turn left", (0, true))]
    {
        let before = a1(&harness);
        harness.get_by_label(control).click();
        harness.run_steps(2);
        assert_eq!(table(&harness).board().looked_at(), looked_at, "after {control}");
        assert!(a1(&harness).distance(before) > 10.0, "{control} moved column a1 on screen");
    }
    assert!(a1(&harness).distance(start) > 10.0, "flat is not the 3-D view it started from");
    // Player 1 on a1 may change a2 (in line, no cube before it), picked by its button.
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    harness.get_by_label("a2").click();
    harness.run_steps(2);
    button(&harness, "Raise").click();
    harness.run_steps(2);
    harness.get_by_label("Step north to a2");
}

#[test]
fn four_players_play_to_the_end_and_the_trapped_stay_as_roadblocks() {
    let dir = temp_dir("jalak-four");
    let seats = vec![
        SeatPlayer::Human,
        SeatPlayer::Bot(Level::Easy),
        SeatPlayer::Bot(Level::Easy),
        SeatPlayer::Bot(Level::Easy),
    ];
    let settings = choices(GameKind::Jalak, seats, &[("players", "4")], 6);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    assert_eq!(table(&harness).session().state().seat_count(), 4);
    assert!(harness.query_all_by_label_contains("Player 4").count() >= 2, "in the seat bar and on the field");
    for turn in 0.. {
        harness::wait_for_human::<JalakTable>(&mut harness);
        let state = table(&harness).session().state().clone();
        if state.outcome().is_some() {
            break;
        }
        assert!(turn < 300, "the game never ended");
        click(&mut harness, pick(&state, true, true));
    }
    let state = table(&harness).session().state().clone();
    let out = Seat::all(4).filter(|&s| !state.is_active(s)).count();
    assert!(out >= 1, "someone was trapped");
    let label = |node: &egui_kittest::Node<'_>| {
        let node = node.accesskit_node();
        node.label().or_else(|| node.value()).unwrap_or_default()
    };
    let roadblocks =
        harness.query_all_by_label_contains("out: a roadblock on").filter(|n| label(n).starts_with("out:")).count();
    assert_eq!(roadblocks, out, "the seat bar names every player who is out");
    for flat in [true, false] {
        for seat in Seat::all(4) {
            let whose = if seat == Seat(0) { "Your".to_owned() } else { format!("{seat}'s") };
            let square = state.pawn(seat);
            let standing =
                if state.is_active(seat) { format!("on {square}") } else { format!("out, a roadblock on {square}") };
            let name = format!("{whose} pawn: ");
            harness.get_by(move |node| node.label().is_some_and(|l| l.starts_with(&name) && l.contains(&standing)));
        }
        if flat {
            harness.get_by_label("Flat view").click();
            harness.run_steps(2);
        }
    }
    if state.outcome().and_then(parlour_core::Outcome::sole_winner).is_some() {
        assert_eq!(out, 3, "the last active player wins");
    }
}

#[test]
fn a_game_opened_with_four_named_players_seats_four() {
    let seats = vec![
        SeatPlayer::Human,
        SeatPlayer::Bot(Level::Easy),
        SeatPlayer::Bot(Level::Easy),
        SeatPlayer::Bot(Level::Easy),
    ];
    let opened =
        parlour::desktop::tables::demo(GameKind::Jalak, seats, BTreeMap::new(), 5, 0).expect("four may play Jalak");
    let jalak = opened.as_any().downcast_ref::<JalakTable>().expect("a Jalak table");
    assert_eq!(jalak.session().state().seat_count(), 4);
    let five = vec![SeatPlayer::Human; 5];
    let refused =
        parlour::desktop::tables::demo(GameKind::Jalak, five, BTreeMap::new(), 5, 0).err().expect("five may not");
    assert!(refused.to_string().contains("is for 2 to 4 players, not 5"), "{refused}");
}

#[test]
fn a_whole_game_against_a_bot_played_with_the_keyboard_alone() {
    let dir = temp_dir("jalak-keyboard");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 8);
    let mut harness = harness::harness(settings, dir.path());
    harness::press_on_label(&mut harness, "New game of Jalak — Cube Trap");
    harness::press_on_label(&mut harness, "Start");
    let mut turns = 0;
    loop {
        harness::wait_for_human::<JalakTable>(&mut harness);
        let state = table(&harness).session().state().clone();
        if state.outcome().is_some() {
            break;
        }
        let action = pick(&state, true, true);
        press_on_button(&mut harness, &format!("Column {}", action.column));
        press_on_button(&mut harness, if action.raise { "Raise" } else { "Lower" });
        harness::press_on_label(&mut harness, &describe_move(&state, action));
        let after = table(&harness).session();
        assert_eq!(after.record().actions.get(turns * 2).map(String::as_str), Some(action.to_string().as_str()));
        turns += 1;
        assert!(turns < 300, "the game never ended");
    }
    let winner = table(&harness).session().state().outcome().and_then(parlour_core::Outcome::sole_winner);
    let said = match winner {
        Some(Seat(0)) => "You win".to_owned(),
        Some(seat) => format!("{seat} wins"),
        None => "A draw".to_owned(),
    };
    assert!(harness.query_all_by_label_contains(&said).next().is_some(), "the result says {said}");
}

#[test]
fn undo_takes_back_a_move_until_the_bot_has_played_its_own() {
    let dir = temp_dir("jalak-undo");
    let mut settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 4);
    settings.animation = parlour::desktop::AnimationSpeed::Slow;
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    harness::wait_for_human::<JalakTable>(&mut harness);
    let before = table(&harness).session().state().clone();
    click(&mut harness, pick(&before, true, true));
    harness::undo(&mut harness);
    assert_eq!(table(&harness).session().state(), &before, "the position before the move");
    click(&mut harness, pick(&before, true, true));
    harness::wait_for_human::<JalakTable>(&mut harness);
    harness::assert_undo_refused(&mut harness, &harness::after_the_bots_reply(Seat(1)));
}

#[test]
fn the_field_keeps_its_scale_through_the_three_steps_of_a_turn() {
    let dir = temp_dir("jalak-scale");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 4);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    harness::wait_for_human::<JalakTable>(&mut harness);
    let state = table(&harness).session().state().clone();
    let action = pick(&state, true, true);
    // A column the turn leaves alone, its place on screen step by step.
    let still = Square::ALL.into_iter().find(|&s| s != action.column).expect("another column");
    let place = |h: &Harness<'_, ParlourApp>| column_rect(h, still);
    let before = place(&harness);
    button(&harness, &format!("Column {}", action.column)).click();
    harness.run_steps(2);
    assert_eq!(place(&harness), before, "the field stays put once the column is picked");
    button(&harness, if action.raise { "Raise" } else { "Lower" }).click();
    harness.run_steps(2);
    assert_eq!(place(&harness), before, "the field stays put once the change is chosen");
}

/// The column on `square` as a screen reader says it: its name, and
/// whether it can be used now.
fn column_said(harness: &Harness<'_, ParlourApp>, square: Square) -> (String, bool) {
    let node = button(harness, &format!("Column {square}"));
    let node = node.accesskit_node();
    (node.label().unwrap_or_default(), !node.is_disabled())
}

#[test]
fn jalak_names_carry_state() {
    let dir = temp_dir("jalak-names");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 2);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    harness::wait_for_human::<JalakTable>(&mut harness);
    let state = table(&harness).session().state().clone();
    let legal = state.legal_actions();
    // Every column says its notch and what stands on it; only those the
    // player may change now can be used.
    for square in Square::ALL {
        let (label, enabled) = column_said(&harness, square);
        assert!(label.starts_with(&format!("Column {square}: notch {}", state.height(square))), "{label}");
        assert_eq!(label.contains("a cube on top"), state.has_cube(square), "{label}");
        assert_eq!(enabled, legal.iter().any(|a| a.column == square), "{label}");
    }
    assert!(column_said(&harness, Square::CORNERS[0]).0.contains("your pawn"));
    assert!(column_said(&harness, Square::CORNERS[2]).0.contains("Player 2's pawn"));
    harness.get_by_label("Your pawn: on a1, level 9");
    harness.get_by_label("Player 2's pawn: on e5, level 9");

    // A step: the column picked, raised, and where the pawn may go named so.
    let action =
        legal.iter().copied().find(|a| matches!(a.step, Move::Step(_)) && a.raise).expect("a raise and a step");
    button(&harness, &format!("Column {}", action.column)).click();
    harness.run_steps(2);
    let (picked, _) = column_said(&harness, action.column);
    assert!(picked.ends_with("picked to raise or lower"), "{picked}");
    let raise = format!("Raise: column {} to notch {}", action.column, state.height(action.column) + 1);
    assert!(!harness.get_by_label(&raise).accesskit_node().is_disabled(), "{raise} can be used");
    harness.get_by_label(&raise).click();
    harness.run_steps(2);
    harness.get_by_label(&format!("{raise}, chosen"));
    let to = state.pawn(Seat(0)).neighbour(action.step.dir()).expect("a square to step to");
    let (target, enabled) = column_said(&harness, to);
    assert!(target.ends_with("you may move here") && enabled, "{target}");
    let (still, enabled) = column_said(&harness, Square::CENTRE);
    assert!(!enabled, "{still} cannot be used now");
    harness.get_by_label(&describe_move(&state, action)).click();
    harness::wait_for_human::<JalakTable>(&mut harness);

    // The move and the bot's answer are on the field's names.
    let after = table(&harness).session().state().clone();
    let (changed, _) = column_said(&harness, action.column);
    assert!(changed.starts_with(&format!("Column {}: notch {}", action.column, after.height(action.column))));
    let (stood, _) = column_said(&harness, after.pawn(Seat(0)));
    assert!(stood.contains("your pawn"), "{stood}");
    harness.get_by_label(&format!("Your pawn: on {to}, level {}", after.level(Seat(0))));
    let rival = after.pawn(Seat(1));
    let on = if after.has_cube(rival) { "on the cube on" } else { "on" };
    harness.get_by_label(&format!("Player 2's pawn: {on} {rival}, level {}", after.level(Seat(1))));
}

#[test]
fn takeback_with_ctrl_z_takes_back_the_move_and_the_bots_reply_and_the_game_is_counted_apart() {
    let dir = temp_dir("jalak-takeback");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 4);
    let mut harness = harness::harness(settings, dir.path());
    harness.get_by_label(&format!("New game of {}", GameKind::Jalak.info().name)).click();
    harness.run_steps(2);
    harness.get_by_label("With the bots' replies").click();
    harness.run_steps(2);
    harness.get_by_label("Start").click();
    harness.run_steps(2);
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    harness::wait_for_human::<JalakTable>(&mut harness);
    let before = table(&harness).session().state().clone();
    click(&mut harness, pick(&before, true, true));
    harness::wait_for_human::<JalakTable>(&mut harness);
    assert_eq!(table(&harness).session().last_decider(), Some(Seat(1)), "the bot replied");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run_steps(2);
    assert_eq!(table(&harness).session().state(), &before, "the move and the reply are taken back");
    let told = "Taken back: your move and the reply since. It is your move again.";
    assert!(harness::is_shown(&harness, told), "Ctrl+Z says what it did where the player looks");
    assert_eq!(table(&harness).session().takebacks(), Some(1));
    // Given up, the game counts as a loss, apart from the games without a takeback.
    harness.get_by_label("Resign…").click();
    harness.run_steps(2);
    harness.get_by_label("Resign").click();
    harness.run_steps(3);
    let tallies = &harness.state().settings().tallies["jalak"];
    assert_eq!(tallies.keys().collect::<Vec<_>>(), ["easy with takebacks"]);
    assert_eq!(tallies["easy with takebacks"].losses, 1);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.get_by_label("History").click();
    harness.run_steps(2);
    assert!(harness::is_shown(&harness, "Player 2 won (Player 1 resigned), with takebacks"), "marked in the History");
}

#[test]
fn resign_asks_first_with_keep_playing_under_the_focus_and_counts_as_a_loss() {
    let dir = temp_dir("jalak-resign");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 4);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    harness::wait_for_human::<JalakTable>(&mut harness);
    harness.get_by_label("Resign…").click();
    harness.run_steps(2);
    assert!(harness::is_shown(&harness, "counts as a loss in the History and your Records"));
    assert_eq!(harness::focused(&harness).as_deref(), Some("Keep playing"), "Enter keeps the game");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(harness.query_by_label("Resign this game?").is_none(), "the question is gone");
    assert_eq!(table(&harness).session().outcome(), None, "the game goes on");
    harness.get_by_label("Resign…").click();
    harness.run_steps(2);
    harness.get_by_label("Resign").click();
    harness.run_steps(3);
    assert_eq!(table(&harness).session().outcome().and_then(parlour_core::Outcome::sole_winner), Some(Seat(1)));
    assert!(harness::is_shown(&harness, "You resigned: Player 2 wins"), "the status line says so");
    assert!(harness.get_by_label("Resign…").accesskit_node().is_disabled(), "nothing more to resign");
    assert_eq!(harness.state().settings().tallies["jalak"]["easy"].losses, 1, "a loss in the Records");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.get_by_label("History").click();
    harness.run_steps(2);
    assert!(harness::is_shown(&harness, "Player 2 won (Player 1 resigned)"), "and in the History");
}
