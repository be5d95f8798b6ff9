//! The shelf and the windows opened from it: the player's records against
//! the bots, in words.

use egui_kittest::kittest::Queryable;
use parlour::desktop::Settings;

use crate::harness::{self, temp_dir};

#[test]
fn a_record_against_the_bots_reads_in_words() {
    let dir = temp_dir("records-in-words");
    let kept = r#"(tallies: {"shrine": {"hard": (wins: 3, losses: 1, draws: 0, streak: 1)}})"#;
    let settings: Settings = ron::from_str(kept).expect("settings read");
    let mut harness = harness::harness(settings, dir.path());
    harness.get_by_label("Your record against hard: won 3, lost 1, drawn 0");
    harness.get_by_label("Records").click();
    harness.run_steps(2);
    for heading in ["Against", "Games", "Won", "Lost", "Drawn", "Win rate", "Streak"] {
        harness.get_by_label(heading);
    }
}
