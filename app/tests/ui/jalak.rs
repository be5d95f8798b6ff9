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
    harness.get_by_label("Takebacks: with the bots' replies").click();
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

/// The app at a window of `size`, keeping its files in `dir`.
fn harness_at(
    settings: parlour::desktop::Settings,
    dir: &std::path::Path,
    size: [f32; 2],
) -> Harness<'static, ParlourApp> {
    let app = ParlourApp::with_settings(settings, dir.to_path_buf(), parlour::launch::Launch::default());
    let mut harness =
        Harness::builder().with_size(size).build_ui_state(|ui, app: &mut ParlourApp| app.ui_root(ui), app);
    harness.run_steps(2);
    harness
}

/// A game of two against an easy bot, at a window of `size`, the player to move.
fn game_at(name: &str, size: [f32; 2], seed: u64) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], seed);
    let mut harness = harness_at(settings, dir.path(), size);
    harness::start_game(&mut harness, GameKind::Jalak);
    harness::wait_for_human::<JalakTable>(&mut harness);
    harness.run_steps(2);
    (dir, harness)
}

/// The columns the player may change now.
fn changeable_now(state: &Jalak) -> Vec<Square> {
    let legal = state.legal_actions();
    let mut columns: Vec<Square> = legal.iter().map(|a| a.column).collect();
    columns.sort_by_key(|s| (s.row(), s.column()));
    columns.dedup();
    columns
}

/// The square of a column's name, "Column c3: notch 9" giving c3.
fn square_named(label: &str) -> Option<Square> {
    label.strip_prefix("Column ")?.split(':').next()?.parse().ok()
}

/// Where egui drew the widget of `node` whole, and the part of it that can
/// be seen and clicked (cut by a scroll area or panel around it).
fn drawn_and_seen(harness: &Harness<'_, ParlourApp>, node: &egui_kittest::Node<'_>) -> (egui::Rect, egui::Rect) {
    let (wanted, _) = node.accesskit_node().locate();
    harness.ctx.viewport(|viewport| {
        let widgets = &viewport.prev_pass.widgets;
        let widget = widgets
            .layers()
            .flat_map(|(_, list)| list.iter())
            .find(|w| w.id.accesskit_id() == wanted)
            .copied()
            .expect("the widget was drawn");
        (widget.rect, widget.interact_rect)
    })
}

/// Checks, at each step of several turns, that every button of Raise,
/// Lower and every move of every column shows whole in the window, cut by
/// no scroll area, and plays one.
fn every_move_button_shows_whole(name: &str, size: [f32; 2]) {
    let (_dir, mut harness) = game_at(name, size, 4);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
    let whole = |harness: &Harness<'_, ParlourApp>, label: &str, node: &egui_kittest::Node<'_>| {
        let (drawn, seen) = drawn_and_seen(harness, node);
        assert!(window.contains_rect(drawn), "{label} at {drawn:?} lies in the {size:?} window");
        assert!(seen.contains_rect(drawn.shrink(0.5)), "{label} at {drawn:?} is cut off: only {seen:?} shows");
    };
    let mut checked = 0;
    for _ in 0..6 {
        harness::wait_for_human::<JalakTable>(&mut harness);
        let state = table(&harness).session().state().clone();
        if state.outcome().is_some() {
            break;
        }
        let legal = state.legal_actions();
        for column in changeable_now(&state) {
            for raise in [true, false] {
                let moves: Vec<Action> =
                    legal.iter().copied().filter(|a| a.column == column && a.raise == raise).collect();
                if moves.is_empty() {
                    continue;
                }
                harness.get_by_label(&column.to_string()).click();
                harness.run_steps(2);
                let change = if raise { "Raise" } else { "Lower" };
                button(&harness, change).click();
                harness.run_steps(2);
                for (pointer, node) in [("Raise", button(&harness, "Raise")), ("Lower", button(&harness, "Lower"))] {
                    whole(&harness, pointer, &node);
                }
                for &action in &moves {
                    let words = describe_move(&state, action);
                    whole(&harness, &words, &harness.get_by_label(&words));
                    checked += 1;
                }
                harness.get_by_label("Pick another column").click();
                harness.run_steps(2);
            }
        }
        click(&mut harness, pick(&state, true, true));
    }
    assert!(checked > 20, "only {checked} move buttons were seen");
}

#[test]
fn jalak_every_move_button_shows_whole_without_a_scroll_at_1024x640() {
    every_move_button_shows_whole("jalak-small-window", [1024.0, 640.0]);
}

#[test]
fn jalak_every_move_button_shows_whole_without_a_scroll_at_1180x780() {
    every_move_button_shows_whole("jalak-laptop-window", [1180.0, 780.0]);
}

/// Every shape painted last pass in order, the nested ones flattened.
fn shapes_in_order(harness: &Harness<'_, ParlourApp>) -> Vec<egui::Shape> {
    fn flatten(shape: &egui::Shape, out: &mut Vec<egui::Shape>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| flatten(s, out)),
            shape => out.push(shape.clone()),
        }
    }
    let mut shapes = Vec::new();
    for clipped in &harness.output().shapes {
        flatten(&clipped.shape, &mut shapes);
    }
    shapes
}

/// Checks the field as painted: every column's notch, every file letter
/// and row number is a label on a backing painted after every block, cube
/// and pawn of the field, no two labels lie over each other, and none over
/// a pawn's head.
fn labels_read_over_everything(harness: &Harness<'_, ParlourApp>, when: &str) {
    let state = table(harness).session().state().clone();
    let columns: Vec<egui::Rect> = Square::ALL.iter().map(|&s| column_rect(harness, s)).collect();
    let reach = columns.iter().map(|r| r.width().max(r.height())).fold(0.0, f32::max) * 2.0;
    let field = columns.iter().fold(egui::Rect::NOTHING, |a, r| a.union(*r)).expand(reach);
    let shapes = shapes_in_order(harness);
    let inside = |shape: &egui::Shape| field.intersects(shape.visual_bounding_rect());
    // Blocks and cubes are polygons, pawns' feet ellipses and heads circles.
    let last_block = shapes
        .iter()
        .rposition(|s| {
            inside(s) && matches!(s, egui::Shape::Path(_) | egui::Shape::Ellipse(_) | egui::Shape::Circle(_))
        })
        .expect("the field is painted");
    let heads: Vec<egui::Rect> = shapes
        .iter()
        .filter(|s| inside(s) && matches!(s, egui::Shape::Circle(_)))
        .map(egui::Shape::visual_bounding_rect)
        .collect();
    // A label: a text on a backing painted just before it.
    let labels: Vec<(usize, String, egui::Rect)> = shapes
        .iter()
        .enumerate()
        .skip(1)
        .filter_map(|(i, shape)| {
            let (egui::Shape::Text(text), egui::Shape::Rect(backing)) = (shape, &shapes[i - 1]) else { return None };
            let on_backing = backing.rect.contains_rect(text.visual_bounding_rect()) && backing.fill.a() > 100;
            (on_backing && inside(shape)).then(|| (i, text.galley.text().to_owned(), backing.rect))
        })
        .collect();
    let mut wanted: Vec<String> = Square::ALL.iter().map(|&s| state.height(s).to_string()).collect();
    wanted.extend(["a", "b", "c", "d", "e", "1", "2", "3", "4", "5"].map(str::to_owned));
    let mut found: Vec<String> = labels.iter().map(|(_, text, _)| text.clone()).collect();
    for text in &wanted {
        let at = found.iter().position(|f| f == text);
        assert!(at.is_some(), "{when}: the label {text} is drawn on a backing (labels: {found:?})");
        found.remove(at.unwrap_or_default());
    }
    for (i, text, rect) in &labels {
        assert!(*i > last_block, "{when}: the label {text} is painted over every block and pawn");
        for head in &heads {
            assert!(!rect.intersects(*head), "{when}: the label {text} at {rect:?} leaves the pawn at {head:?} seen");
        }
        for (j, other, second) in &labels {
            assert!(i == j || !rect.intersects(*second), "{when}: the labels {text} and {other} lie apart");
        }
    }
}

#[test]
fn jalak_notches_and_edge_names_read_over_tall_columns_and_pawns_in_3d() {
    let (_dir, mut harness) = game_at("jalak-labels", [1180.0, 780.0], 4);
    for turn in 0..8 {
        harness::wait_for_human::<JalakTable>(&mut harness);
        let state = table(&harness).session().state().clone();
        if state.outcome().is_some() {
            break;
        }
        assert!(!table(&harness).board().looked_at().1, "in 3-D");
        labels_read_over_everything(&harness, &format!("turn {turn}"));
        if turn == 3 {
            harness.get_by_label("⟳ Turn right").click();
            harness.run_steps(2);
            labels_read_over_everything(&harness, "turned right");
        }
        // Columns raised where they most hide others: in front of the rest.
        let actions = state.legal_actions();
        let action =
            actions.iter().copied().find(|a| a.raise && !matches!(a.step, Move::Step(_))).unwrap_or(actions[0]);
        click(&mut harness, action);
    }
}

/// The memory egui keeps for the app, written and read back as eframe
/// keeps it in its storage between runs.
fn restarted_memory(harness: &Harness<'_, ParlourApp>) -> egui::Memory {
    let written = harness.ctx.memory(ron::to_string).expect("egui's memory is written");
    ron::from_str(&written).expect("egui's memory is read back")
}

#[test]
fn jalak_flat_view_and_turn_survive_a_restart() {
    let (dir, mut harness) = game_at("jalak-remembered", [1180.0, 780.0], 2);
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    harness.get_by_label("⟳ Turn right").click();
    harness.run_steps(2);
    assert_eq!(table(&harness).board().looked_at(), (1, true));
    let memory = restarted_memory(&harness);
    drop(harness);

    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 2);
    let mut again = harness_at(settings.clone(), dir.path(), [1180.0, 780.0]);
    again.ctx.memory_mut(|m| *m = memory);
    harness::start_game(&mut again, GameKind::Jalak);
    harness::wait_for_human::<JalakTable>(&mut again);
    assert_eq!(table(&again).board().looked_at(), (1, true), "flat and turned right, as left");
    let flat = column_rect(&again, Square::CORNERS[0]);
    assert!(flat.width() > 0.0, "the columns are drawn");
    // Back in 3-D, remembered too; a player who never chose sees 3-D.
    again.get_by_label("Flat view").click();
    again.run_steps(2);
    let memory = restarted_memory(&again);
    let fresh_dir = temp_dir("jalak-remembered-fresh");
    let mut fresh = harness_at(settings.clone(), fresh_dir.path(), [1180.0, 780.0]);
    harness::start_game(&mut fresh, GameKind::Jalak);
    harness::wait_for_human::<JalakTable>(&mut fresh);
    assert_eq!(table(&fresh).board().looked_at(), (0, false), "3-D, unturned, at first");
    let mut third = harness_at(settings, dir.path(), [1180.0, 780.0]);
    third.ctx.memory_mut(|m| *m = memory);
    harness::start_game(&mut third, GameKind::Jalak);
    harness::wait_for_human::<JalakTable>(&mut third);
    assert_eq!(table(&third).board().looked_at(), (1, false));
}

/// A change of the turn in `state` after which two moves or more reach one
/// square: the column, the change, the square and its moves.
fn two_moves_onto_one(state: &Jalak) -> Option<(Square, bool, Square, Vec<Action>)> {
    let legal = state.legal_actions();
    let from = state.pawn(state.to_act()?);
    let onto = |a: &Action| {
        let next = from.neighbour(a.step.dir()).unwrap_or(from);
        match a.step {
            Move::Cross(dir) => next.neighbour(dir).unwrap_or(next),
            _ => next,
        }
    };
    legal.iter().find_map(|a| {
        let same: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|b| b.column == a.column && b.raise == a.raise && onto(b) == onto(a))
            .collect();
        (same.len() > 1).then(|| (a.column, a.raise, onto(a), same))
    })
}

#[test]
fn jalak_a_square_two_moves_reach_asks_which_and_the_move_picked_is_played() {
    let (_dir, mut harness) = game_at("jalak-which-move", [1180.0, 780.0], 4);
    harness.get_by_label("Flat view").click();
    harness.run_steps(2);
    for turn in 0.. {
        harness::wait_for_human::<JalakTable>(&mut harness);
        let state = table(&harness).session().state().clone();
        assert!(state.outcome().is_none() && turn < 200, "a square two moves reach came up");
        let Some((column, raise, square, moves)) = two_moves_onto_one(&state) else {
            click(&mut harness, pick(&state, true, false));
            continue;
        };
        button(&harness, &format!("Column {column}")).click();
        harness.run_steps(2);
        button(&harness, if raise { "Raise" } else { "Lower" }).click();
        harness.run_steps(2);
        button(&harness, &format!("Column {square}")).click();
        harness.run_steps(3);
        assert_eq!(table(&harness).board().asking_at(), Some(square), "the click on {square} asks");
        assert_eq!(table(&harness).session().state(), &state, "nothing is played yet");
        let asked = format!("Two moves reach {square}: pick one");
        let asked = if moves.len() == 2 { asked } else { asked.replacen("Two", &moves.len().to_string(), 1) };
        let question = harness.get_by_label(&asked).rect();
        let said = harness.query_all_by_label_contains(&format!("moves reach {square}: pick one")).count();
        assert!(said >= 2, "the status line says so too");
        // Each move is a button of the question, under the square.
        let mut choices = Vec::new();
        for &action in &moves {
            let words = describe_move(&state, action);
            let asked_by = harness
                .query_all_by_label(&words)
                .map(|node| node.rect())
                .filter(|rect| rect.top() >= question.bottom() - 1.0)
                .count();
            assert_eq!(asked_by, 1, "the question offers \"{words}\"");
            choices.push((action, words));
        }
        let (action, words) = choices.last().cloned().expect("two choices");
        let node = harness
            .query_all_by_label(&words)
            .max_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
            .expect("the question's button");
        node.click();
        harness.run_steps(2);
        let record = table(&harness).session().record().actions.clone();
        assert_eq!(record.get(state.turns() as usize).map(String::as_str), Some(action.to_string().as_str()));
        assert!(table(&harness).board().asking_at().is_none(), "the question is gone");
        break;
    }
}

#[test]
fn jalak_the_turn_starts_on_a_column_to_change_and_tab_goes_through_them_then_the_steps() {
    let dir = temp_dir("jalak-focus");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 8);
    let mut harness = harness::harness(settings, dir.path());
    harness::press_on_label(&mut harness, "New game of Jalak — Cube Trap");
    harness::press_on_label(&mut harness, "Start");
    for turn in 0..3 {
        harness::wait_for_human::<JalakTable>(&mut harness);
        harness.run_steps(2);
        let state = table(&harness).session().state().clone();
        let changeable = changeable_now(&state);
        let first = harness::focused(&harness).unwrap_or_default();
        let at = square_named(&first);
        assert!(at.is_some_and(|s| changeable.contains(&s)), "turn {turn}: the focus starts on \"{first}\"");
        // Tab goes through the columns that can be changed, each once, first.
        let mut seen = vec![at.expect("a column")];
        for _ in 1..changeable.len() {
            harness.key_press(egui::Key::Tab);
            harness.step();
            let now = harness::focused(&harness).unwrap_or_default();
            let square = square_named(&now).filter(|s| changeable.contains(s) && !seen.contains(s));
            assert!(square.is_some(), "turn {turn}: Tab goes on to another column to change, not \"{now}\"");
            seen.extend(square);
        }
        // Picked with Enter: Raise or Lower next, then the moves.
        let action = pick(&state, true, true);
        press_on_button(&mut harness, &format!("Column {}", action.column));
        let focus = harness::focused(&harness).unwrap_or_default();
        assert!(focus.starts_with("Raise") || focus.starts_with("Lower"), "turn {turn}: then \"{focus}\"");
        let tabs =
            harness::press_on(&mut harness, |l| names(if action.raise { "Raise" } else { "Lower" }, l), "change");
        assert!(tabs <= 2, "the change is a Tab away at most");
        let words = describe_move(&state, action);
        let tabs = harness::press_on(&mut harness, |l| l == words, &words);
        assert!(tabs <= 8, "the move is a few Tabs away ({tabs})");
    }
}

/// A game of Jalak against the easy bot, by the keyboard from the shelf,
/// at the person's first turn.
fn first_turn_against_easy(dir: &std::path::Path) -> Harness<'static, ParlourApp> {
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 8);
    let mut harness = harness::harness(settings, dir);
    harness::press_on_label(&mut harness, "New game of Jalak — Cube Trap");
    harness::press_on_label(&mut harness, "Start");
    harness::wait_for_human::<JalakTable>(&mut harness);
    harness.run_steps(2);
    harness
}

/// Presses H and waits for the advisor's answer to be shown.
fn ask_for_a_hint_by_h(harness: &mut Harness<'static, ParlourApp>) {
    harness.key_press(egui::Key::H);
    for _ in 0..400 {
        harness.step();
        if table(harness).session().hinted().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    harness.run_steps(2);
}

#[test]
fn jalak_after_a_hint_by_h_the_next_tab_stays_on_the_table() {
    let dir = temp_dir("jalak-hint-tab");
    let mut harness = first_turn_against_easy(dir.path());
    let before = harness::focused(&harness).unwrap_or_default();
    ask_for_a_hint_by_h(&mut harness);
    assert!(harness.query_all_by_label_contains("Hint: ").next().is_some(), "the hint is shown");
    let after_hint = harness::focused(&harness).unwrap_or_default();
    harness.key_press(egui::Key::Tab);
    harness.run_steps(2);
    let now = harness::focused(&harness).unwrap_or_default();
    // The hint takes the focus to its column; Tab goes on over the table's squares.
    let state = table(&harness).session().state().clone();
    let hinted = square_named(&after_hint).expect("H brings the focus to a column");
    assert!(changeable_now(&state).contains(&hinted), "the hinted column {after_hint} can be changed");
    let menu_bar = ["Game", "Print", "View"];
    assert!(
        !now.is_empty() && !menu_bar.contains(&now.as_str()),
        "from \"{before}\" (\"{after_hint}\" after H), Tab goes to \"{now}\", not the menu bar"
    );
}

/// Whether the text `words` was painted last frame in gold.
fn painted_gold(harness: &Harness<'_, ParlourApp>, words: &str) -> bool {
    shapes_in_order(harness).iter().any(|shape| match shape {
        egui::Shape::Text(text) => {
            text.galley.text() == words
                && text.galley.job.sections.iter().all(|s| s.format.color == egui::Color32::GOLD)
        }
        _ => false,
    })
}

/// Whether a square of the field was outlined in gold last frame.
fn square_outlined_in_gold(harness: &Harness<'_, ParlourApp>) -> bool {
    shapes_in_order(harness).iter().any(|shape| match shape {
        egui::Shape::Path(path) => path.stroke.color == egui::epaint::ColorMode::Solid(egui::Color32::GOLD),
        _ => false,
    })
}

#[test]
fn jalak_the_hint_marks_its_column_its_change_and_its_move_in_gold() {
    let dir = temp_dir("jalak-hint-gold");
    let mut harness = first_turn_against_easy(dir.path());
    let state = table(&harness).session().state().clone();
    let first = changeable_now(&state)[0];
    assert!(!painted_gold(&harness, &first.to_string()), "nothing is gold before the hint");
    assert!(!square_outlined_in_gold(&harness), "no square is outlined in gold before the hint");
    ask_for_a_hint_by_h(&mut harness);
    let hint = table(&harness).session().hinted().expect("a hint");
    assert!(painted_gold(&harness, &hint.column.to_string()), "the hinted column's button is gold");
    assert!(square_outlined_in_gold(&harness), "the hinted column is outlined in gold on the field");
    let others = changeable_now(&state).into_iter().filter(|&c| c != hint.column);
    for other in others {
        assert!(!painted_gold(&harness, &other.to_string()), "{other} is not hinted");
    }
    button(&harness, &format!("Column {}", hint.column)).click();
    harness.run_steps(2);
    let (change, other) = if hint.raise { ("Raise", "Lower") } else { ("Lower", "Raise") };
    assert!(painted_gold(&harness, change) && !painted_gold(&harness, other), "{change} is gold, {other} not");
    button(&harness, change).click();
    harness.run_steps(2);
    assert!(painted_gold(&harness, &describe_move(&state, hint)), "the hinted move is gold");
    assert!(square_outlined_in_gold(&harness), "the hinted move's square is outlined in gold on the field");
}

/// The file letters and row numbers as painted last, each with its place:
/// the texts "a" to "e", and "1" to "5" in the letters' size (a notch's
/// number is smaller).
fn edge_names(harness: &Harness<'_, ParlourApp>) -> Vec<(String, egui::Rect)> {
    let texts: Vec<(String, f32, egui::Rect)> = shapes_in_order(harness)
        .into_iter()
        .filter_map(|shape| match shape {
            egui::Shape::Text(text) => {
                let size = text.galley.job.sections.first().map_or(0.0, |s| s.format.font_id.size);
                Some((text.galley.text().to_owned(), size, text.visual_bounding_rect()))
            }
            _ => None,
        })
        .collect();
    let letter_size = texts.iter().find(|(t, ..)| t == "a").map(|(_, size, _)| *size);
    let mut names: Vec<(String, egui::Rect)> = texts
        .into_iter()
        .filter(|(t, size, _)| {
            ["a", "b", "c", "d", "e", "1", "2", "3", "4", "5"].contains(&t.as_str()) && Some(*size) == letter_size
        })
        .map(|(t, _, rect)| (t, rect))
        .collect();
    names.sort_by(|a, b| a.0.cmp(&b.0));
    names
}

#[test]
fn jalak_edge_names_stay_still_through_the_three_steps_of_a_turn_in_3d() {
    let dir = temp_dir("jalak-edge-names");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 4);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Jalak);
    harness::wait_for_human::<JalakTable>(&mut harness);
    let state = table(&harness).session().state().clone();
    // A column beside a letter or a number: its change moves its edge up or down.
    let on_edge = |s: &Square| s.row() == 0 || s.column() == 0;
    let action = state.legal_actions().into_iter().find(|a| on_edge(&a.column)).expect("a change on an edge");
    let before = edge_names(&harness);
    assert_eq!(before.len(), 10, "five letters and five numbers: {before:?}");
    button(&harness, &format!("Column {}", action.column)).click();
    harness.run_steps(2);
    assert_eq!(edge_names(&harness), before, "the names stay put once the column is picked");
    button(&harness, if action.raise { "Raise" } else { "Lower" }).click();
    harness.run_steps(2);
    assert_eq!(edge_names(&harness), before, "the names stay put once the change is shown");
}
