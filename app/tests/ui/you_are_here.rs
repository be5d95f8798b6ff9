//! The You Are Here table: the shelf, a game against a bot played to the
//! end by clicking, dragging, undo, save and load, a corrupt save,
//! hot-seat, the autosave, and Escape.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::{YouAreHereTable, pointing};
use parlour::desktop::{AnimationSpeed, ParlourApp, Settings};
use parlour::seat_player::SeatPlayer;
use parlour_core::bots::Level;
use parlour_core::games::you_are_here::{Action, Cell, Options};
use parlour_core::{Game, GameKind, Seat};
use tempfile::TempDir;

use crate::harness::{self, choices, temp_dir, type_path};

/// Settings whose new-game dialog starts a human against `bot`, with this seed.
fn against(bot: SeatPlayer, seed: u64) -> Settings {
    choices(GameKind::YouAreHere, vec![SeatPlayer::Human, bot], &[], seed)
}

fn table<'h>(harness: &'h Harness<'_, ParlourApp>) -> &'h YouAreHereTable {
    harness::table(harness)
}

fn start_game(harness: &mut Harness<'_, ParlourApp>) {
    harness::start_game(harness, GameKind::YouAreHere);
}

fn wait_for_human(harness: &mut Harness<'_, ParlourApp>) {
    harness::wait_for_human::<YouAreHereTable>(harness);
}

/// A new game against the easy bot, started from the shelf through the
/// new-game dialog, waiting for the human's first decision. The folder
/// named `name` holds the app's files.
fn game_against_easy(name: &str, seed: u64) -> (TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let mut harness = harness::harness(against(SeatPlayer::Bot(Level::Easy), seed), dir.path());
    start_game(&mut harness);
    wait_for_human(&mut harness);
    (dir, harness)
}

/// Makes the human's first legal decision by clicking: a hand card then a
/// square, or the square a cascade flips next.
fn click_first_legal(harness: &mut Harness<'_, ParlourApp>) {
    let session = table(harness).session();
    let seat = session.human_to_act().expect("the human is to act");
    let action = session.state().legal_actions()[0];
    match action {
        Action::Place { card, cell } => {
            let state = session.state();
            let slot = state.hand(seat).iter().position(|&c| c == card).expect("in hand");
            let label = format!("Hand card {}: {}", slot + 1, state.card(card).name);
            harness::place(harness, &label).click();
            harness.step();
            harness::place(harness, &format!("Square {cell}")).click();
        }
        Action::Flip(cell) => harness::place(harness, &format!("Square {cell}")).click(),
    }
    harness.step();
}

#[test]
fn the_shelf_lists_the_games() {
    let dir = temp_dir("shelf");
    let harness = harness::harness(Settings::default(), dir.path());
    for &kind in GameKind::ALL {
        let info = kind.info();
        harness.get_by_label(info.name);
        harness.get_by_label(&format!("New game of {}", info.name));
    }
    harness.get_by_label("2 players");
    harness.get_by_label("1–2 players");
    harness.get_by_label("2–6 players");
    assert!(harness.query_by_label_contains("Continue").is_none(), "nothing to continue yet");
    assert!(harness.state().screen().is_shelf(), "on the shelf");
}

#[test]
fn a_whole_game_against_a_bot_is_played_by_clicking() {
    let dir = temp_dir("whole-game");
    let mut harness = harness::harness(against(SeatPlayer::Bot(Level::Easy), 11), dir.path());
    start_game(&mut harness);
    let record = table(&harness).session().record();
    assert_eq!((record.options.clone(), record.seed), (Options::default(), 11), "the dialog's defaults are the game's");
    let mut decisions = 0;
    loop {
        wait_for_human(&mut harness);
        if table(&harness).session().state().outcome().is_some() {
            break;
        }
        let before = table(&harness).session().record().actions.len();
        click_first_legal(&mut harness);
        assert!(table(&harness).session().record().actions.len() > before, "the click played nothing");
        decisions += 1;
        assert!(decisions < 20, "the game does not end");
    }
    assert!(decisions >= 4, "the human made {decisions} decisions");
    harness.get_by_label("Rematch");
    let summary = ["Player 1 wins!", "Player 2 wins!", "A draw!"];
    assert!(summary.iter().any(|s| harness.query_by_label(s).is_some()), "no end-of-game summary");
    assert!(!dir.path().join("in-progress/you-are-here.ron").exists(), "a finished game's autosave is removed");
}

#[test]
fn a_card_is_played_by_dragging_it_onto_a_square() {
    let (_dir, mut harness) = game_against_easy("drag", 9);
    let session = table(&harness).session();
    let seat = session.human_to_act().expect("the human is to act");
    let state = session.state();
    let card = state.hand(seat)[0];
    let cell = Cell::ALL.into_iter().find(|c| state.at(*c).is_none()).expect("an empty square");
    let before = session.record().actions.len();
    let from = harness::place(&harness, &format!("Hand card 1: {}", state.card(card).name)).rect().center();
    let to = harness::place(&harness, &format!("Square {cell}")).rect().center();
    harness.hover_at(from);
    harness.step();
    harness.drag_at(from);
    harness.step();
    for i in 1..=10 {
        harness.hover_at(from + (to - from) * (i as f32 / 10.0));
        harness.step();
    }
    harness.drop_at(to);
    harness.run_steps(2);
    let session = table(&harness).session();
    assert_eq!(session.record().actions.get(before).map(String::as_str), Some(format!("#{card}@{cell}").as_str()));
    assert_eq!(session.state().at(cell).map(|p| p.card), Some(card), "the dragged card lies on {cell}");
}

/// A game against the easy bot, slow enough to Undo before it replies,
/// with draws on or off.
fn slow_game(name: &str, draw: &str) -> (TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let mut settings =
        choices(GameKind::YouAreHere, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[("draw", draw)], 5);
    settings.animation = AnimationSpeed::Slow;
    let mut harness = harness::harness(settings, dir.path());
    start_game(&mut harness);
    wait_for_human(&mut harness);
    (dir, harness)
}

#[test]
fn undo_takes_back_a_move_until_the_bot_replies_and_never_a_draw() {
    let (_dir, mut harness) = slow_game("undo", "off");
    let before = table(&harness).session().record().actions.clone();
    click_first_legal(&mut harness);
    harness.step();
    harness::undo(&mut harness);
    assert_eq!(table(&harness).session().record().actions, before, "back to the human's decision");
    harness.run_steps(2);
    let focus = harness::focused(&harness).unwrap_or_default();
    assert!(focus.starts_with("Hand card"), "after Undo the keyboard's focus is back in the hand: {focus:?}");
    // Once the bot has replied, its move is its own.
    click_first_legal(&mut harness);
    wait_for_human(&mut harness);
    harness::assert_undo_refused(&mut harness, &harness::after_the_bots_reply(parlour_core::Seat(1)));

    // A card drawn after the move cannot be drawn again.
    let (_dir, mut harness) = slow_game("undo-draw", "on");
    click_first_legal(&mut harness);
    harness.step();
    let drew = table(&harness).session().log().last().cloned();
    assert!(matches!(drew, Some(parlour_core::games::you_are_here::Event::Drew { .. })), "the move drew: {drew:?}");
    harness::assert_undo_refused(&mut harness, "a card was drawn");
}

#[test]
fn a_game_is_saved_and_loaded_back() {
    let (dir, mut harness) = game_against_easy("save-load", 8);
    let file = dir.path().join("my game.ron");
    click_first_legal(&mut harness);
    wait_for_human(&mut harness);
    let saved = table(&harness).session().record().clone();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    harness.run_steps(2);
    type_path(&mut harness, &file);
    harness.get_by_label("Save").click();
    harness.step();
    assert!(file.exists(), "the file was written");
    let said = harness.state().message().unwrap_or_default();
    assert!(said.contains("Saved the game to") && said.contains("my game.ron"), "saving says where: {said}");
    harness.run_steps(2);
    harness.get_by_label("OK").click();
    harness.step();

    // A fresh app opens it from the shelf.
    let other_dir = temp_dir("save-load-2");
    let mut other = harness::harness(Settings::default(), other_dir.path());
    other.get_by_label("Open a saved game…").click();
    other.run_steps(2);
    type_path(&mut other, &file);
    other.get_by_label("Open").click();
    other.run_steps(2);
    assert!(other.state().screen().is_table(), "at a table");
    let loaded = table(&other).session();
    assert_eq!(loaded.record().actions, saved.actions);
    assert_eq!(loaded.state(), table(&harness).session().state());
    assert_eq!(loaded.seats(), [SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], "who played is kept");
    assert_eq!(other.state().settings().recent.first(), Some(&file));
}

#[test]
fn a_corrupt_save_is_refused_with_a_message_and_changes_nothing() {
    let (dir, mut harness) = game_against_easy("corrupt", 4);
    let before = table(&harness).session().record().clone();
    for (name, text) in [
        ("garbage.ron", "this is not a saved game at all"),
        ("foreign.ron", "(game: \"chess\", seed: 1, actions: [])"),
        ("illegal.ron", "(game: \"you-are-here\", options: (), seed: 1, actions: [\"#0@b2\", \"#0@b2\"])"),
    ] {
        let file = dir.path().join(name);
        std::fs::write(&file, text).expect("write");
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
        harness.run_steps(2);
        type_path(&mut harness, &file);
        harness.get_by_label("Open").click();
        harness.run_steps(2);
        let message = harness.state().message().expect("a message").to_owned();
        assert!(message.contains("Could not open"), "{message}");
        harness.get_by_label("OK").click();
        harness.run_steps(2);
        assert_eq!(table(&harness).session().record(), &before, "{name} changed the game");
    }
}

#[test]
fn hot_seat_hides_hands_between_turns() {
    let dir = temp_dir("hot-seat");
    let mut harness = harness::harness(against(SeatPlayer::Human, 2), dir.path());
    start_game(&mut harness);
    let first = table(&harness).session().human_to_act().expect("a human starts");
    harness.get_by_label_contains("Pass the device to");
    harness.get_by_label(&format!("I am {first}: show my hand")).click();
    harness.run_steps(2);
    click_first_legal(&mut harness);
    harness.run_steps(2);
    let second = first.opponent();
    harness.get_by_label(&format!("Pass the device to {second}"));
    assert!(harness.query_by_label_contains("Hand card").is_none(), "no hand is shown while passing");
    assert!(harness.get_by_label("Hint").accesskit_node().is_disabled(), "no hint for a hand not yet shown");
    // The next player's Enter shows their hand: the focus waits on it.
    let ready = format!("I am {second}: show my hand");
    assert_eq!(harness::focused(&harness).as_deref(), Some(ready.as_str()), "the focus waits on {ready}");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("Hand card 1").is_some());
}

#[test]
fn an_interrupted_game_is_offered_back() {
    let (dir, mut harness) = game_against_easy("autosave", 6);
    click_first_legal(&mut harness);
    wait_for_human(&mut harness);
    let played = table(&harness).session().record().actions.clone();
    assert!(dir.path().join("in-progress/you-are-here.ron").exists());
    drop(harness); // as if the app was killed

    let mut again = harness::harness(Settings::default(), dir.path());
    again.get_by_label_contains("Continue").click();
    again.step();
    assert!(again.state().screen().is_table(), "at a table");
    assert_eq!(table(&again).session().record().actions, played);
}

#[test]
fn escape_goes_back_to_the_shelf_and_the_game_waits() {
    let dir = temp_dir("escape");
    let mut harness = harness::harness(against(SeatPlayer::Bot(Level::Easy), 3), dir.path());
    start_game(&mut harness);
    wait_for_human(&mut harness);
    let before = (table(&harness).session().record().clone(), table(&harness).session().state().clone());
    harness.key_press(egui::Key::Escape);
    harness.step();
    assert!(harness.state().screen().is_shelf(), "on the shelf");
    harness.run_steps(20);
    // The way back has the keyboard's focus: Enter goes back.
    assert_eq!(harness::focused(&harness).as_deref(), Some("Back to the table"), "the focus on the way back");
    harness.key_press(egui::Key::Enter);
    harness.step();
    assert!(harness.state().screen().is_table(), "at a table");
    let after = (table(&harness).session().record().clone(), table(&harness).session().state().clone());
    assert_eq!(after, before, "the game waited, just as it was");
}

#[test]
fn an_autosave_that_cannot_be_opened_is_set_aside_and_not_offered() {
    let dir = temp_dir("bad-autosave");
    // A game whose dealer is not at the table: from rules that refuse it.
    let text = r#"(game:"wonderland",options:(players:2,dealer:Player3),seed:1,actions:[])"#;
    std::fs::write(dir.path().join("autosave.ron"), text).expect("written");
    let harness = harness::harness(Settings::default(), dir.path());
    assert!(harness.query_by_label_contains("Continue").is_none(), "a game that cannot open is not offered");
    assert!(harness.query_by_label_contains("could not be reopened").is_some(), "the player is told");
    assert!(!dir.path().join("autosave.ron").exists(), "it is set aside");
    let kept: Vec<_> = std::fs::read_dir(dir.path()).expect("dir").flatten().map(|e| e.file_name()).collect();
    assert!(kept.iter().any(|name| name.to_string_lossy().starts_with("autosave-unopened-")), "and kept: {kept:?}");
    drop(harness);
    let again = harness::harness(Settings::default(), dir.path());
    assert!(again.query_by_label_contains("could not be reopened").is_none(), "and not offered again");
}

#[test]
fn a_new_game_never_silently_replaces_the_game_in_progress() {
    let (dir, mut harness) = game_against_easy("replace", 9);
    click_first_legal(&mut harness);
    wait_for_human(&mut harness);
    let played = table(&harness).session().record().actions.clone();
    // A game of another kind leaves this one in progress.
    harness.key_press(egui::Key::Escape);
    harness.step();
    harness::start_game(&mut harness, GameKind::Jalak);
    assert!(dir.path().join("in-progress/you-are-here.ron").exists(), "the You Are Here game is kept");
    harness.key_press(egui::Key::Escape);
    harness.step();
    assert!(harness.query_by_label_contains("In progress:").is_some(), "the shelf lists it");
    // A new game of the same kind asks first.
    harness.get_by_label("New game of The You Are Here Game").click();
    harness::click_once_still(&mut harness, "Start");
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("will be resigned").is_some(), "the player is asked");
    harness.get_by_label("Keep the game in progress").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Continue The You Are Here Game").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "at a table");
    assert_eq!(table(&harness).session().record().actions, played, "the game in progress is back");
    assert!(!dir.path().join("history").exists(), "nothing given up yet");
    // Given up for a new one, it is resigned and kept in the history.
    harness.key_press(egui::Key::Escape);
    harness.step();
    harness.get_by_label("New game of The You Are Here Game").click();
    harness::click_once_still(&mut harness, "Start");
    harness.run_steps(2);
    harness.get_by_label("Resign it and start the new game").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "at a table");
    let kept: Vec<_> = std::fs::read_dir(dir.path().join("history")).expect("a history").flatten().collect();
    assert_eq!(kept.len(), 1, "the game given up is kept");
    let text = std::fs::read_to_string(kept[0].path()).expect("read");
    assert!(text.contains(&played[0]), "its moves are kept");
    // The History window says so.
    harness.key_press(egui::Key::Escape);
    harness.step();
    harness.get_by_label("History").click();
    harness.run_steps(2);
    harness.get_by_label("Player 2 won (Player 1 resigned)");
}

#[test]
fn a_whole_game_against_a_bot_played_with_the_keyboard_alone() {
    let dir = temp_dir("yah-keyboard");
    let mut harness = harness::harness(against(SeatPlayer::Bot(Level::Easy), 12), dir.path());
    // From the shelf: Tab to the game's New game, Enter, then Start.
    harness::press_on_label(&mut harness, "New game of The You Are Here Game");
    let keys = harness::press_on(&mut harness, |l| l == "Start", "Start");
    assert_eq!(keys, 1, "the dialog took the focus as it opened: Enter starts");
    assert!(harness.state().screen().is_table(), "at a table");
    let mut moves = 0;
    loop {
        wait_for_human(&mut harness);
        let session = table(&harness).session();
        if session.state().outcome().is_some() {
            break;
        }
        let seat = session.human_to_act().expect("the human is to act");
        let before = session.record().actions.len();
        let action = session.state().legal_actions()[0];
        match action {
            Action::Place { card, cell } => {
                let state = session.state();
                let slot = state.hand(seat).iter().position(|&c| c == card).expect("in hand");
                let label = format!("Hand card {}: {}", slot + 1, state.card(card).name);
                let square = format!("Square {cell}");
                let keys = harness::press_on(&mut harness, |l| pointing::names(&label, l), &label)
                    + harness::press_on(&mut harness, |l| pointing::names(&square, l), &square);
                // The focus waits in the hand, then goes on to the squares.
                assert!(keys <= 6, "a move from the hand took {keys} keys");
            }
            Action::Flip(cell) => {
                let square = format!("Square {cell}");
                harness::press_on(&mut harness, |l| pointing::names(&square, l), &square);
            }
        }
        let record = &table(&harness).session().record().actions;
        assert_eq!(record.get(before), Some(&action.to_string()), "the keys played {action}");
        moves += 1;
    }
    assert!(moves >= 4, "a whole game: {moves} moves");
    let state = table(&harness).session().state().clone();
    let result = match state.outcome().and_then(parlour_core::Outcome::sole_winner) {
        Some(seat) if table(&harness).session().seats()[seat.index()] == SeatPlayer::Human => "You win".to_owned(),
        Some(seat) => format!("{seat} wins"),
        None => "A draw".to_owned(),
    };
    assert!(harness.query_all_by_label_contains(&result).next().is_some(), "the result says {result}");
}

#[test]
fn the_whole_shelf_is_in_view_at_1180_by_780_with_every_game_in_progress() {
    let dir = temp_dir("shelf-in-view");
    std::fs::create_dir_all(dir.path().join("in-progress")).expect("folder");
    for &kind in GameKind::ALL {
        let id = kind.info().id;
        let game = format!("(game:\"{id}\",options:(),seed:1,actions:[])");
        std::fs::write(dir.path().join(format!("in-progress/{id}.ron")), game).expect("written");
    }
    let recent = (1..=8).map(|n| dir.path().join(format!("an-evening-of-games-{n}.ron"))).collect();
    let mut harness = harness::harness(Settings { recent, ..Settings::default() }, dir.path());
    harness.set_size(egui::vec2(1180.0, 780.0));
    harness.run_steps(2);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1180.0, 780.0));
    let mut wanted = vec!["Open a saved game…".to_owned(), "Workshop: design tiles and cards".to_owned()];
    wanted.extend((1..=8).map(|n| format!("an-evening-of-games-{n}.ron")));
    for &kind in GameKind::ALL {
        wanted.push(format!("New game of {}", kind.info().name));
        wanted.push(format!("Continue {}", kind.info().name));
    }
    for label in wanted {
        let rect = harness.get_by_label_contains(&label).rect();
        assert!(window.contains_rect(rect), "{label} is out of view at {rect:?}");
    }
    // At 1920 × 1080 the five games stand in one row.
    harness.set_size(egui::vec2(1920.0, 1080.0));
    harness.run_steps(2);
    let tops: Vec<f32> = GameKind::ALL
        .iter()
        .map(|kind| harness.get_by_label(&format!("New game of {}", kind.info().name)).rect().top())
        .collect();
    assert!(tops.iter().all(|&top| (top - tops[0]).abs() < 20.0), "one row: {tops:?}");
}

#[test]
fn a_finished_game_is_kept_in_the_history_and_replayed_with_the_keyboard() {
    let (dir, mut harness) = game_against_easy("replay", 4);
    while table(&harness).session().state().outcome().is_none() {
        click_first_legal(&mut harness);
        wait_for_human(&mut harness);
    }
    let played = table(&harness).session().record().actions.clone();
    let result = match table(&harness).session().state().outcome().and_then(parlour_core::Outcome::sole_winner) {
        Some(seat) => format!("{seat} won"),
        None => "drawn".to_owned(),
    };
    let kept: Vec<_> = std::fs::read_dir(dir.path().join("history")).expect("a history").flatten().collect();
    assert_eq!(kept.len(), 1, "the finished game is kept once");
    // From the end-of-game panel: the same table, read-only, from the start.
    harness.get_by_label("Replay").click();
    harness.run_steps(2);
    let shown = |harness: &Harness<'_, ParlourApp>| {
        let table = table(harness);
        (table.replay_mode().expect("replaying").at, table.session().record().actions.clone())
    };
    assert_eq!(shown(&harness), (0, Vec::new()));
    for _ in 0..3 {
        harness.key_press(egui::Key::ArrowRight);
        harness.run_steps(1);
    }
    assert_eq!(shown(&harness), (3, played[..3].to_vec()), "→ steps on, the position with it");
    harness.key_press(egui::Key::ArrowLeft);
    harness.run_steps(1);
    assert_eq!(shown(&harness).0, 2, "← steps back");
    harness.key_press(egui::Key::End);
    harness.run_steps(1);
    assert_eq!(shown(&harness), (played.len(), played.clone()), "End jumps to the end");
    harness.key_press(egui::Key::Home);
    harness.run_steps(1);
    assert_eq!(shown(&harness).0, 0, "Home jumps to the start");
    // A replay plays nothing, not even where it is your move: a card and
    // a square clicked, as a move is played at the table.
    let to_act = |harness: &Harness<'_, ParlourApp>| table(harness).session().state().to_act();
    while to_act(&harness) != Some(Seat(0)) {
        assert!(shown(&harness).0 < played.len(), "a position where Player 1 decides");
        harness.key_press(egui::Key::ArrowRight);
        harness.run_steps(1);
    }
    let before = shown(&harness);
    harness.get_by_label_contains("Hand card 1").click();
    harness.run_steps(1);
    let empty = |l: String| l.starts_with("Square ") && l.ends_with(": empty");
    let square = harness.query_all_by(|node| node.label().is_some_and(empty)).next().expect("an empty square");
    square.click();
    harness.run_steps(2);
    assert_eq!(shown(&harness), before, "nothing is played in a replay");
    // The History window on the shelf lists the game and replays it too.
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    // The record against the easy bot counts it, on the shelf and in Records.
    let tally = harness.state().settings().tallies["you-are-here"]["easy"];
    assert_eq!(tally.games(), 1);
    harness.get_by_label_contains(&format!("Your record against easy: {}", tally.score()));
    harness.get_by_label("Records").click();
    harness.run_steps(2);
    harness.get_by_label("Reset the records…").click();
    harness.run_steps(2);
    harness.get_by_label("Forget them").click();
    harness.run_steps(2);
    assert!(harness.state().settings().tallies.is_empty(), "reset on request");
    harness.get_by_label("History").click();
    harness.run_steps(2);
    harness.get_by_label(&result);
    harness.get_by_label_contains("Replay The You Are Here Game").click();
    harness.run_steps(2);
    assert_eq!(shown(&harness).0, 0, "opened from the history, at the start");
    assert!(!dir.path().join("in-progress/you-are-here.ron").exists(), "a replay is not a game in progress");
    // The review, worked out in the background: one judgment per decision.
    harness.get_by_label("Review").click();
    harness.run_steps(1);
    for _ in 0..2000 {
        if table(&harness).replay_mode().and_then(|r| r.judgments()).is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        harness.step();
    }
    let judged = table(&harness).replay_mode().and_then(|r| r.judgments()).expect("the review is done").to_vec();
    // Every seat's decisions, the bot's too.
    assert!(judged.iter().filter(|j| j.seat == 1).count() >= 4 && judged.iter().any(|j| j.seat == 2), "{judged:?}");
    harness.run_steps(2);
    // On to the human's next decision: its judgment is told.
    while table(&harness).replay_mode().is_some_and(|r| r.judgment_here().is_none_or(|j| j.seat != 1)) {
        harness.key_press(egui::Key::ArrowRight);
        harness.run_steps(1);
    }
    let told = harness.get_by_label_contains("Judged from what Player 1 knew then").accesskit_node();
    let told = told.value().or_else(|| told.label()).unwrap_or_default();
    assert!(told.contains("Player 1 plays ") && !told.contains('#') && !told.contains('@'), "in words: {told}");
    // Kept beside the record: opened again, the review is there at once.
    let reviews = std::fs::read_dir(dir.path().join("history")).expect("a history").flatten();
    assert_eq!(reviews.filter(|e| e.path().to_string_lossy().ends_with(".review.json")).count(), 1);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.get_by_label("History").click();
    harness.run_steps(2);
    harness.get_by_label_contains("Replay The You Are Here Game").click();
    harness.run_steps(2);
    let again =
        table(&harness).replay_mode().and_then(|r| r.judgments()).expect("the review kept with the record").to_vec();
    let same = |a: &parlour_core::review::Judgment, b: &parlour_core::review::Judgment| {
        (a.index, &a.played, &a.best, a.mark) == (b.index, &b.played, &b.best, b.mark)
            && (a.value_before - b.value_before).abs() < 1e-9
    };
    assert!(again.len() == judged.len() && again.iter().zip(&judged).all(|(a, b)| same(a, b)), "{again:?}");
}

#[test]
fn takebacks_asked_for_are_off_where_every_play_draws_a_card() {
    let dir = temp_dir("takeback-draw");
    let mut settings =
        choices(GameKind::YouAreHere, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[("draw", "on")], 5);
    settings.animation = AnimationSpeed::Slow;
    settings.last_choices.get_mut("you-are-here").expect("the game's choices").takebacks = true;
    let mut harness = harness::harness(settings, dir.path());
    start_game(&mut harness);
    wait_for_human(&mut harness);
    // Asked for, takebacks are not on where every play draws a card.
    assert_eq!(table(&harness).session().takebacks(), None, "no takebacks where every play draws");
    click_first_legal(&mut harness);
    wait_for_human(&mut harness);
    assert_eq!(table(&harness).session().last_decider(), Some(parlour_core::Seat(1)), "the bot replied");
    // The person's move drew them a card: it could not be taken back, so
    // the refusal does not send them to Takebacks.
    harness::assert_undo_refused(&mut harness, "the last move was Player 2's");
    assert_eq!(table(&harness).session().takebacks(), None, "nothing was taken back");
}

#[test]
fn resign_is_asked_before_a_new_game_replaces_one_against_the_bot_with_keeping_it_under_the_focus() {
    let (_dir, mut harness) = game_against_easy("replace-resign", 8);
    click_first_legal(&mut harness);
    wait_for_human(&mut harness);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    let ask = |harness: &mut Harness<'static, ParlourApp>| {
        harness.get_by_label("New game of The You Are Here Game").click();
        harness.run_steps(2);
        harness.get_by_label("Start").click();
        harness.run_steps(3);
        assert!(harness::is_shown(harness, "will be resigned: it counts as a loss"), "the question says so");
    };
    ask(&mut harness);
    assert_eq!(harness::focused(&harness).as_deref(), Some("Keep the game in progress"), "Enter keeps it");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("Continue The You Are Here Game").is_some(), "still in progress");
    assert!(harness.state().settings().tallies.is_empty(), "nothing counted");
    // Esc answers as keeping it does.
    ask(&mut harness);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(!harness::is_shown(&harness, "will be resigned: it counts as a loss"), "Esc answers the question");
    assert!(harness.query_by_label_contains("Continue The You Are Here Game").is_some(), "still in progress");
    assert!(harness.state().settings().tallies.is_empty(), "nothing counted");
    let played = table(&harness).session().record().actions.clone();
    assert!(played.len() >= 2, "the old game had a move and a reply");
    ask(&mut harness);
    harness.get_by_label("Resign it and start the new game").click();
    harness.run_steps(3);
    assert!(harness.state().screen().is_table(), "the new game is at the table");
    // The bot may open the new game; its record holds at most that move.
    let now = &table(&harness).session().record().actions;
    assert!(now.len() <= 1 && now.len() < played.len(), "a new game: {now:?} after {played:?}");
    assert_eq!(harness.state().settings().tallies["you-are-here"]["easy"].losses, 1, "the game given up is a loss");
}

#[test]
fn a_hot_seat_result_names_the_winner_rather_than_you() {
    let dir = temp_dir("hot-seat-result");
    let mut harness = harness::harness(against(SeatPlayer::Human, 2), dir.path());
    start_game(&mut harness);
    for _ in 0..40 {
        if table(&harness).session().outcome().is_some() {
            break;
        }
        let Some(seat) = table(&harness).session().human_to_act() else { panic!("a person is to act") };
        if let Some(ready) = harness.query_by_label(&format!("I am {seat}: show my hand")) {
            ready.click();
            harness.run_steps(2);
        }
        click_first_legal(&mut harness);
        harness.run_steps(2);
    }
    let outcome = table(&harness).session().outcome().expect("the game is over");
    harness.run_steps(2);
    let shown = match outcome.sole_winner() {
        Some(winner) => format!("{winner} wins"),
        None => "A draw".to_owned(),
    };
    assert!(harness.query_all_by_label_contains(&shown).next().is_some(), "the result says {shown}");
    assert!(harness.query_all_by_label_contains("You win").next().is_none(), "no \"you\" for two people");
}

/// Plays a move, waits for the bot's reply, and presses Ctrl+Z, which
/// says why nothing is taken back.
fn undo_refused_after_a_move(harness: &mut Harness<'_, ParlourApp>) {
    click_first_legal(harness);
    wait_for_human(harness);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run_steps(2);
    assert!(harness::is_shown(harness, "Nothing taken back"), "Ctrl+Z says why not");
}

#[test]
fn what_undo_said_before_the_player_left_is_gone_when_they_come_back() {
    let (_dir, mut harness) = game_against_easy("undo-notice-left", 6);
    undo_refused_after_a_move(&mut harness);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.get_by_label_contains("Continue").click();
    harness.run_steps(3);
    assert!(harness.state().screen().is_table(), "back at the table");
    assert!(!harness::is_shown(&harness, "Nothing taken back"), "the old answer is not told again");
}

#[test]
fn a_game_asked_for_on_the_command_line_asks_before_it_replaces_one_in_progress() {
    let (dir, mut harness) = game_against_easy("open-over-progress", 8);
    click_first_legal(&mut harness);
    wait_for_human(&mut harness);
    let played = table(&harness).session().record().actions.clone();
    drop(harness);
    // `parlour app --open you-are-here`, the game above still in progress.
    let launch = parlour::launch::Launch { open: Some("you-are-here".to_owned()), ..Default::default() };
    let settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
    let app = ParlourApp::with_settings(settings, dir.path().to_path_buf(), launch);
    let mut asked =
        Harness::builder().with_size([1200.0, 820.0]).build_ui_state(|ui, app: &mut ParlourApp| app.ui_root(ui), app);
    let ctx = asked.ctx.clone();
    asked.state_mut().start(&ctx);
    asked.run_steps(3);
    assert!(harness::is_shown(&asked, "A game of The You Are Here Game is in progress"), "asked first");
    asked.key_press(egui::Key::Escape);
    asked.run_steps(2);
    asked.get_by_label_contains("Continue The You Are Here Game").click();
    asked.run_steps(2);
    assert_eq!(table(&asked).session().record().actions, played, "the game in progress, as it was");
}

#[test]
fn undo_refused_is_said_until_the_player_picks_a_card() {
    let (_dir, mut harness) = game_against_easy("undo-notice-pick", 6);
    undo_refused_after_a_move(&mut harness);
    harness.run_steps(3);
    assert!(harness::is_shown(&harness, "Nothing taken back"), "said while nothing changes");
    // A card picked: the status line says what to do with it.
    let session = table(&harness).session();
    let seat = session.human_to_act().expect("the human is to act");
    let card = session.state().hand(seat)[0];
    let name = session.state().card(card).name.clone();
    harness::place(&harness, &format!("Hand card 1: {name}")).click();
    harness.run_steps(2);
    assert!(!harness::is_shown(&harness, "Nothing taken back"), "the old answer gives way to the pick");
    assert!(harness::is_shown(&harness, &format!("{name} picked")), "the status line tells the pick");
}
