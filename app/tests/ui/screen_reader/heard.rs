//! What reaches a screen reader beyond the live nodes: each announcement
//! as the focused control's description too, for a screen reader that does
//! not follow live regions (Orca 45 and older); the focus kept on the table
//! as moves are played; nothing said again on returning to a table; R and
//! the opening words of a game continued later.

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour::desktop::screen_readers::Announcing;
use parlour::seat_player::SeatPlayer;
use parlour_core::GameKind;
use parlour_core::bots::Level;

use super::{Ear, asked, enabled, key, press, spoken, step, wait_for_decision};
use crate::harness::{self, choices, temp_dir};

/// A game of You Are Here, a person (first) against the easy bot, started
/// from the shelf in `dir`, its announcements reaching the screen reader as
/// `announcing` says.
fn game(dir: &std::path::Path, seed: u64, announcing: Announcing) -> Harness<'static, ParlourApp> {
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let mut settings = choices(GameKind::YouAreHere, seats, &[("first", "1")], seed);
    settings.announcing = announcing;
    let mut harness = harness::harness(settings, dir);
    harness::start_game(&mut harness, GameKind::YouAreHere);
    harness
}

/// The person's move, by ear: the first card in hand on the first empty square.
fn play_a_card(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear) {
    let card = enabled(harness, "Hand card").first().cloned().expect("a card may be played");
    press(harness, ear, &card);
    let square = enabled(harness, "Square").into_iter().find(|n| n.contains(": empty")).expect("an empty square");
    press(harness, ear, &square);
}

/// Steps `frames` times, listening.
fn listen(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear, frames: usize) {
    for _ in 0..frames {
        step(harness, ear);
    }
}

#[test]
fn screen_reader_gives_each_announcement_to_the_focused_control_when_asked() {
    let dir = temp_dir("sr-on-focus");
    let mut harness = game(dir.path(), 31, Announcing::AlsoOnFocus);
    let mut ear = Ear::new();
    ear.listen(&harness);
    listen(&mut harness, &mut ear, 8);
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    play_a_card(&mut harness, &mut ear);
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    listen(&mut harness, &mut ear, 12);
    for _ in 0..2 {
        harness.key_press(egui::Key::R);
        listen(&mut harness, &mut ear, 8);
    }
    // Every announcement the live nodes made was the focused control's
    // description too, in the same order — R's repeat twice over as well.
    let moves: Vec<&String> = ear.heard.iter().filter(|words| !asked(words)).collect();
    assert!(moves.len() >= 4, "the person's move, the bot's and R twice: {:#?}", ear.heard);
    let mut at = 0;
    for words in &ear.heard {
        let found = ear.described[at..].iter().position(|d| d == words);
        let found = found
            .unwrap_or_else(|| panic!("{words:?} was never the focus's description after {at}: {:#?}", ear.described));
        at += found + 1;
    }
    let last = ear.described.iter().rev().take(2).collect::<Vec<_>>();
    assert!(last[0] == last[1] && !asked(last[0]), "R twice, heard twice on the focus: {last:?}");
    // Only the focused control carries one.
    let elsewhere: Vec<String> = harness
        .query_all_by(|node| {
            let own = node.label().or_else(|| node.value());
            !node.is_focused()
                && node
                    .description()
                    .is_some_and(|d| own.as_deref() != Some(&d) && ear.heard.contains(&d.trim_end().to_owned()))
        })
        .map(|node| spoken(&node.accesskit_node()))
        .collect();
    assert!(elsewhere.is_empty(), "announcements on controls without the focus: {elsewhere:?}");
}

#[test]
fn screen_reader_hears_on_the_focus_what_was_said_before_the_person_could_move() {
    // The bot moves first: "Your seat" and its move are said before any
    // control has the focus, and wait for one to carry them.
    // Opened from the command line, as `parlour app --open`: nothing has
    // the focus as the table opens.
    let dir = temp_dir("sr-on-focus-bot-first");
    let settings = parlour::desktop::Settings {
        announcing: Announcing::AlsoOnFocus,
        animation: parlour::desktop::AnimationSpeed::Instant,
        ..parlour::desktop::Settings::default()
    };
    let launch = parlour::launch::Launch {
        open: Some("you-are-here".to_owned()),
        players: vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)],
        options: [("first".to_owned(), "2".to_owned())].into(),
        seed: Some(31),
        ..parlour::launch::Launch::default()
    };
    let mut app = ParlourApp::with_settings(settings, dir.path().to_path_buf(), launch);
    app.start(&egui::Context::default());
    let mut harness =
        Harness::builder().with_size([1200.0, 820.0]).build_ui_state(|ui, app: &mut ParlourApp| app.ui_root(ui), app);
    // The window has not the keyboard yet: nothing is said until it has.
    harness.input_mut().focused = false;
    let mut ear = Ear::new();
    for _ in 0..200 {
        step(&mut harness, &mut ear);
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    assert!(ear.heard.is_empty(), "said while the window had not the keyboard: {:?}", ear.heard);
    harness.input_mut().focused = true;
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    listen(&mut harness, &mut ear, 60);
    let opening: Vec<&String> = ear.heard.iter().take(2).collect();
    let first = opening.len() == 2 && opening[0].starts_with("Your seat") && opening[1].starts_with("Player 2 ");
    assert!(first, "the opening heard: {:#?}", ear.heard);
    for words in opening {
        assert!(ear.described.contains(words), "{words:?} never reached the focus: {:#?}", ear.described);
    }
}

#[test]
fn screen_reader_live_regions_alone_leave_the_focus_without_a_description() {
    let dir = temp_dir("sr-live-only");
    let mut harness = game(dir.path(), 31, Announcing::Announcements);
    let mut ear = Ear::new();
    ear.listen(&harness);
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    play_a_card(&mut harness, &mut ear);
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    listen(&mut harness, &mut ear, 12);
    assert!(ear.heard.len() >= 2, "the moves were announced: {:#?}", ear.heard);
    // The focus keeps only its own description (a card's tip), never an announcement.
    let twice: Vec<&String> = ear.described.iter().filter(|d| ear.heard.contains(d)).collect();
    assert!(twice.is_empty(), "a screen reader that follows live regions would hear these twice: {twice:?}");
}

#[test]
fn screen_reader_focus_stays_on_the_table_as_moves_are_played() {
    // Unicorn Jelly: the lit square a tile is placed on leaves the table with the move.
    let dir = temp_dir("sr-focus-kept");
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let mut settings = choices(GameKind::UnicornJelly, seats, &[], 32);
    settings.announcing = Announcing::Announcements;
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::UnicornJelly);
    let mut ear = Ear::new();
    let mut lost = Vec::new();
    for _ in 0..3 {
        wait_for_decision(&mut harness, &mut ear, &["Hand tile"]);
        let tile = enabled(&harness, "Hand tile").first().cloned().expect("a tile may be played");
        press(&mut harness, &mut ear, &tile);
        let square = harness::focused(&harness).unwrap_or_default();
        assert!(square.starts_with("Square "), "after the pick, the focus is on a lit square: {square:?}");
        harness.key_press(egui::Key::Enter);
        // Every frame from the move to the next decision: the focus is on
        // something of the table, never the window itself.
        for _ in 0..40 {
            step(&mut harness, &mut ear);
            match harness::focus_node(&harness) {
                Some(node) if node.accesskit_node().role() != Role::Window => {}
                other => lost.push(other.map(|n| spoken(&n.accesskit_node()))),
            }
        }
        let focused = harness::focused(&harness).unwrap_or_default();
        assert!(focused.starts_with("Hand tile "), "the next decision begins in the hand: {focused:?}");
    }
    assert!(lost.is_empty(), "the focus fell to the window {} times: {lost:?}", lost.len());
}

#[test]
fn screen_reader_says_only_the_decision_again_on_returning_to_the_table_and_r_knows_the_moves() {
    let dir = temp_dir("sr-return");
    let mut harness = game(dir.path(), 33, Announcing::Announcements);
    let mut ear = Ear::new();
    ear.listen(&harness);
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    play_a_card(&mut harness, &mut ear);
    wait_for_decision(&mut harness, &mut ear, &["Hand card"]);
    let last_move = ear.heard.iter().rev().find(|w| !asked(w)).cloned().expect("the bot's move was heard");
    for _ in 0..6 {
        step(&mut harness, &mut ear);
    }
    // Esc to the shelf, then back to the game: no move is said again, only
    // what the decision asks, once, with the focus back in the hand.
    harness.key_press(egui::Key::Escape);
    for _ in 0..3 {
        step(&mut harness, &mut ear);
    }
    assert!(!harness.state().screen().is_table(), "at the shelf");
    let before = ear.heard.len();
    harness.get_by(|node| spoken(node).starts_with("Continue The You Are Here Game")).click();
    for _ in 0..8 {
        step(&mut harness, &mut ear);
    }
    assert!(harness.state().screen().is_table(), "back at the table");
    let again = &ear.heard[before..];
    assert!(again.len() == 1 && again.iter().all(|w| asked(w)), "only the decision is said again: {again:?}");
    let focused = crate::harness::focused(&harness).unwrap_or_default();
    assert!(focused.starts_with("Hand card"), "the focus is back in the hand: {focused:?}");
    assert_eq!(key(&mut harness, &mut ear, egui::Key::R), std::slice::from_ref(&last_move), "R says the last move");
    // The game continued in a new run: its moves are said as it opens, and R knows them.
    drop(harness);
    let mut again = harness::harness(choices(GameKind::YouAreHere, Vec::new(), &[], 1), dir.path());
    again.get_by(|node| spoken(node).starts_with("Continue The You Are Here Game")).click();
    let mut ear = Ear::new();
    let opened: Vec<String> = (0..6).flat_map(|_| step(&mut again, &mut ear)).collect();
    assert!(harness_at_table(&again), "the game continues");
    let moves = crate::harness::actions_played(&again);
    assert!(
        opened.iter().any(|w| w.starts_with(&format!("After {moves} moves: "))),
        "the game says where it stands as it opens: {opened:?}"
    );
    assert_eq!(key(&mut again, &mut ear, egui::Key::R), [last_move], "R says the whole last move");
}

/// Whether a table shows.
fn harness_at_table(harness: &Harness<'_, ParlourApp>) -> bool {
    harness.state().screen().is_table()
}
