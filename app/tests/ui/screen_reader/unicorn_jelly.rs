//! Unicorn Jelly by ear: a whole game against the easy bot, and every move
//! announced once in the log's words.

use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;
use parlour::desktop::ParlourApp;
use parlour::desktop::tables::{Table, UnicornJellyTable};
use parlour::seat_player::SeatPlayer;
use parlour_core::bots::Level;
use parlour_core::{GameKind, Seat};

use super::{Ear, assert_heard_result, enabled, key, named, press};
use crate::harness::{self, SeatedTable, choices, temp_dir};

/// A game of Unicorn Jelly with these options, a person against the easy
/// bot, started from the shelf.
fn game(name: &str, options: &[(&str, &str)], seed: u64) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let mut harness = harness::harness(choices(GameKind::UnicornJelly, seats, options, seed), dir.path());
    harness::start_game(&mut harness, GameKind::UnicornJelly);
    (dir, harness)
}

/// The choices of the last question heard: "Agree to end the game, key A"
/// and "Play on, key P" from "… Choices: Agree to end the game, key A; Play
/// on, key P."
fn last_choices(ear: &Ear) -> Vec<String> {
    let asked = ear.heard.iter().rev().find_map(|words| words.split_once("Choices: ")).map(|(_, choices)| choices);
    let asked = asked.expect("a question was heard with its choices");
    asked.trim_end_matches('.').split("; ").map(str::to_owned).collect()
}

/// Plays the person's decision from the names alone. Asked a question,
/// the first choice heard, by its key; else the first tile in hand that
/// may be picked, on the first lit empty square (or the first tile it may
/// cover); with no tile to pick (a landmine to lay), the first lit square.
fn play_by_ear(harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear) {
    if !enabled(harness, "Agree to end the game").is_empty() || !enabled(harness, "Play on").is_empty() {
        let choices = last_choices(ear);
        let first = choices.first().expect("a choice");
        let (words, letter) = first.rsplit_once(", key ").unwrap_or_else(|| panic!("{first:?} names its key"));
        assert!(!enabled(harness, words).is_empty(), "the choice heard, {words:?}, is a button too");
        let pressed = egui::Key::from_name(letter).unwrap_or_else(|| panic!("{letter:?} is a key"));
        key(harness, ear, pressed);
    } else if let Some(tile) = enabled(harness, "Hand tile").first().cloned() {
        let kinds = ["Hero", "Personage", "Location", "Danger", "Impetus"];
        assert!(kinds.iter().any(|kind| tile.contains(&format!(", {kind}"))), "a hand tile names its kind: {tile}");
        press(harness, ear, &tile);
        let square = enabled(harness, "Square ").first().cloned();
        let target = square.or_else(|| enabled(harness, "Tile ").first().cloned());
        let target = target.unwrap_or_else(|| panic!("after picking {tile}, nothing it may go on can be pressed"));
        press(harness, ear, &target);
    } else {
        let square = enabled(harness, "Square ").first().cloned().expect("a lit square may be pressed");
        press(harness, ear, &square);
    }
}

/// The names a decision is taken from.
const DECIDING: [&str; 4] = ["Hand tile", "Square ", "Agree to end the game", "Play on"];

#[test]
fn unicorn_jelly_screen_reader_plays_a_whole_game_by_ear() {
    let (_dir, mut harness) = game("sr-uj-game", &[], 21);
    let mut play = |harness: &mut Harness<'static, ParlourApp>, ear: &mut Ear| {
        // The rival's hand is known by its count alone (a label, and the
        // run of text within it).
        let rival = named(harness, "Player 2's hand: ");
        assert!(!rival.is_empty() && rival.iter().all(|r| *r == rival[0]), "the rival's hand: {rival:?}");
        // Each turn begins with the focus in the hand.
        if !enabled(harness, "Hand tile").is_empty() {
            let focused = harness::focused(harness).unwrap_or_default();
            assert!(focused.starts_with("Hand tile "), "the turn begins with the focus on {focused:?}");
        }
        play_by_ear(harness, ear);
    };
    let (ear, decisions) = super::play_by_ear::<UnicornJellyTable>(&mut harness, &DECIDING, &mut play, false);
    let table = harness::table::<UnicornJellyTable>(&harness);
    let outcome = table.outcome().expect("the record shows the game ended");
    assert_heard_result(&ear, outcome, table.final_scores());
    // What the names tell at the end agrees with the record: every tile on
    // the board is named, and the rival's hand by its count.
    let state = table.session().state();
    let tiles = named(&harness, "Tile ");
    assert_eq!(tiles.len(), state.board().len(), "a name for each tile on the board: {tiles:?}");
    let rival = format!("Player 2's hand: {} tile", state.hand(Seat(1)).len());
    assert!(!named(&harness, &rival).is_empty(), "the rival's hand is named {rival:?}");
    assert!(decisions >= 10, "the person played their share: {decisions}");
}

#[test]
fn unicorn_jelly_screen_reader_hears_each_move_once_in_the_logs_words() {
    let (_dir, mut harness) = game("sr-uj-heard", &[("landmine", "on")], 21);
    let (ear, decisions) = super::play_by_ear::<UnicornJellyTable>(&mut harness, &DECIDING, &mut play_by_ear, true);
    let table = harness::table::<UnicornJellyTable>(&harness);
    // One announcement a move, beside what is asked of the person.
    let moves = ear.moves();
    assert_eq!(moves.len(), table.actions_played(), "one announcement a move: {:#?}", ear.heard);
    // Each of the bot's moves was heard, said as Player 2's (a tile that
    // covers another is named first: "Chou covers Lupiko at 0,1").
    let theirs: Vec<&&String> = moves.iter().filter(|words| !words.starts_with("Player 1 ")).collect();
    let said_as_theirs = |words: &&&String| words.starts_with("Player 2 ") || words.contains(" covers ");
    assert!(theirs.iter().all(said_as_theirs), "what the person did not do was Player 2's: {theirs:#?}");
    let bot_moves = table.actions_played() - decisions;
    assert_eq!(theirs.len(), bot_moves, "an announcement for each of the bot's moves: {:#?}", ear.heard);
    let mines = theirs.iter().filter(|words| words.starts_with("Player 2 lays a hidden landmine")).count();
    assert!(mines > 0, "the bot's landmines were heard: {theirs:#?}");
}

#[test]
fn unicorn_jelly_screen_reader_tab_reaches_the_tiles_in_play_and_nothing_unnamed() {
    let (_dir, mut harness) = game("sr-uj-tab", &[], 22);
    let mut ear = Ear::new();
    for _ in 0..3 {
        super::wait_for_decision(&mut harness, &mut ear, &DECIDING);
        play_by_ear(&mut harness, &mut ear);
    }
    super::wait_for_decision(&mut harness, &mut ear, &DECIDING);
    let start = harness::focused(&harness).unwrap_or_default();
    assert!(start.starts_with("Hand tile "), "the turn begins in the hand: {start:?}");
    // Once round everything Tab reaches: each named, the tiles on the board among them.
    let mut reached = Vec::new();
    for _ in 0..300 {
        harness.key_press(egui::Key::Tab);
        harness.step();
        let node = harness::focus_node(&harness).expect("something has the focus");
        let node = node.accesskit_node();
        let name = super::spoken(&node);
        if name == start {
            break;
        }
        reached.push((name, node.role()));
    }
    let unnamed: Vec<_> = reached
        .iter()
        .filter(|(name, role)| name.trim().is_empty() || *role == egui::accesskit::Role::Unknown)
        .collect();
    assert!(unnamed.is_empty(), "the focus came to things without a name: {unnamed:?}");
    let tiles = reached.iter().filter(|(name, _)| name.starts_with("Tile ")).count();
    let on_board = harness::table::<UnicornJellyTable>(&harness).session().state().board().len();
    assert_eq!(tiles, on_board, "every tile in play takes the focus: {reached:?}");
}

#[test]
fn unicorn_jelly_screen_reader_the_hint_button_gives_the_focus_back_to_the_table_where_the_hint_is_said() {
    let (_dir, mut harness) = game("sr-uj-hint-button", &[], 8);
    harness::wait_for_human::<UnicornJellyTable>(&mut harness);
    let mut ear = Ear::new();
    ear.listen(&harness);
    press(&mut harness, &mut ear, "Hint");
    for _ in 0..4_000 {
        super::step(&mut harness, &mut ear);
        if harness::table::<UnicornJellyTable>(&harness).session().hinted().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    for _ in 0..=super::LATE {
        super::step(&mut harness, &mut ear);
    }
    let focused = harness::focused(&harness).unwrap_or_default();
    assert!(focused.starts_with("Hand tile"), "the focus is back on the table, not the window: {focused:?}");
    let said = |ear: &Ear| ear.heard.iter().filter(|words| words.contains("Hint: ")).count();
    assert_eq!(said(&ear), 1, "the hint is said once: {:?}", ear.heard);
    // H asks again: a hint missed is said again.
    let heard = super::key(&mut harness, &mut ear, egui::Key::H);
    for _ in 0..4_000 {
        if said(&ear) > 1 {
            break;
        }
        super::step(&mut harness, &mut ear);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert_eq!(said(&ear), 2, "H said the hint again: {heard:?} {:?}", ear.heard);
}
