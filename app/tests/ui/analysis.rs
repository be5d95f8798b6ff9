//! Replays as a player studies them: Play runs on by itself, a move at a
//! time, with nothing else happening in the window.

use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use parlour::desktop::tables::JalakTable;
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::Game;
use parlour_core::games::jalak::{Jalak, Options};
use parlour_core::record::Record;

use crate::harness::{self, temp_dir};

/// The move a Jalak replay shows.
fn shown(harness: &Harness<'_, ParlourApp>) -> usize {
    harness::table::<JalakTable>(harness).replay_mode().expect("replaying").at
}

/// A record of Jalak from `seed` with `players`, its first legal action
/// played at most `moves` times, written into `dir`; its file.
fn jalak_record(dir: &std::path::Path, seed: u64, players: [&str; 2], moves: usize) -> std::path::PathBuf {
    let mut game = Jalak::new(&Options::default(), seed).expect("a game");
    let mut record = Record::<Jalak>::new(Options::default(), seed);
    record.players = players.map(str::to_owned).to_vec();
    for _ in 0..moves {
        let Some(&action) = game.legal_actions().first() else { break };
        game.apply(action).expect("legal");
        record.push(action);
    }
    let file = dir.join(format!("jalak-{seed:05}.ron"));
    std::fs::write(&file, record.to_ron()).expect("written");
    file
}

#[test]
fn analysis_play_runs_on_with_no_input_at_all() {
    let dir = temp_dir("analysis-play");
    let file = jalak_record(dir.path(), 5, ["human", "human"], usize::MAX);
    let mut harness = harness::harness(Settings::default(), dir.path());
    harness.state_mut().open_files(&[file]);
    harness.run_steps(2);
    assert_eq!(shown(&harness), 0);
    harness.get_by_label("Play").click();
    harness.run_steps(1);
    // From here on, no input: a window draws a frame only when asked to, so
    // every frame must ask for the next while the replay plays.
    for frame in 0.. {
        if shown(&harness) >= 6 {
            break;
        }
        let asked = harness.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
        assert!(asked <= Duration::from_secs(1), "at move {}, the replay asked for no next frame", shown(&harness));
        assert!(frame < 3000, "six moves never came");
        harness.step();
    }
}

#[test]
fn analysis_seats_are_named_for_who_sat_there_bots_of_no_level_too() {
    let dir = temp_dir("analysis-seats");
    let file = jalak_record(dir.path(), 7, ["random", "greedy"], 6);
    let mut harness = harness::harness(Settings::default(), dir.path());
    harness.state_mut().open_files(&[file]);
    harness.run_steps(2);
    let seats = harness::table::<JalakTable>(&harness).session().seats().to_vec();
    assert_eq!(seats.iter().map(ToString::to_string).collect::<Vec<_>>(), ["Bot: random", "Bot: greedy"]);
    assert!(harness.query_by_label_contains("random").is_some(), "the table names the random bot");
    assert!(harness.query_by_label_contains("Human").is_none(), "no seat is called Human");
}
