//! What the app remembers between runs, kept in eframe's storage.
//!
//! Settings are read leniently (see `parlour_core::format`): each part left
//! out takes its default and a part this Parlour does not know is left out,
//! so settings of every earlier Parlour — and of a newer one, as far as they
//! are understood — are kept. They carry their `format`; settings of a newer
//! Parlour are said to be so ([`Settings::newer_note`]) rather than refused,
//! which would throw all of them away.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

use parlour_core::design::DesignKind;
use parlour_core::format::FORMAT;
use serde::{Deserialize, Serialize};

use crate::seat_player::SeatPlayer;

/// The storage key of the settings.
pub const STORAGE_KEY: &str = "parlour-settings";
/// How many recent saves the shelf lists.
const RECENT_SAVES: usize = 8;

/// How fast captures and moves are shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// No animation at all.
    Instant,
    /// Quick.
    Fast,
    /// The default.
    #[default]
    Normal,
    /// Slow enough to follow every turn.
    Slow,
}

impl AnimationSpeed {
    /// All speeds, fastest first.
    pub const ALL: [AnimationSpeed; 4] =
        [AnimationSpeed::Instant, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow];

    /// Seconds one card takes to turn.
    pub fn seconds(self) -> f64 {
        match self {
            AnimationSpeed::Instant => 0.0,
            AnimationSpeed::Fast => 0.2,
            AnimationSpeed::Normal => 0.45,
            AnimationSpeed::Slow => 0.9,
        }
    }
}

impl fmt::Display for AnimationSpeed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            AnimationSpeed::Instant => "Instant",
            AnimationSpeed::Fast => "Fast",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Slow => "Slow",
        })
    }
}

/// The last choices made in the new-game dialog for one game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGameChoices {
    /// Who sits where.
    pub seats: Vec<SeatPlayer>,
    /// Rule options as key and value.
    pub options: BTreeMap<String, String>,
    /// The seed as typed; empty for a new deal each time. Kept here only
    /// while `keep_seed` pins it: otherwise cleared once the game starts.
    pub seed: String,
    /// Whether the seed typed is kept for the games after this one (off
    /// unless the player pins it; settings of an earlier Parlour read off).
    pub keep_seed: bool,
    /// A tile set or card collection of the player's own to play with;
    /// `None` for the game's own.
    pub design: Option<PathBuf>,
    /// Whether one person against bots may take back a move with the bots'
    /// replies (off unless chosen; settings of an earlier Parlour read off).
    pub takebacks: bool,
}

/// Everything remembered between runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The format they were written in: this Parlour's once read (see
    /// [`Settings::migrated`]); left out by earlier ones.
    pub format: u64,
    /// Dark or light.
    pub dark: bool,
    /// The zoom factor.
    pub zoom: f32,
    /// Animation speed.
    pub animation: AnimationSpeed,
    /// The last new-game choices, by game id.
    pub last_choices: BTreeMap<String, NewGameChoices>,
    /// Recently saved or opened games, newest first.
    pub recent: Vec<PathBuf>,
    /// The best score of each one-player game (by what it is kept under:
    /// the game, variant and tile set).
    pub best_solo: BTreeMap<String, i32>,
    /// Tile sets and card collections opened or saved in the workshop,
    /// newest first, by the id of their kind ("tile-set").
    pub recent_designs: BTreeMap<String, Vec<PathBuf>>,
    /// Whether a player is asked to answer every action out of turn, or only
    /// those aimed at them (others are let through).
    pub answer_every_action: bool,
    /// Where each game's lesson was left, by game id: the step to resume
    /// at (from 0); a finished lesson is forgotten.
    pub lessons: BTreeMap<String, usize>,
    /// How many finished games the history keeps (the oldest are pruned).
    pub history_limit: usize,
    /// The player's tallies against the bots, by game and opponent (kept
    /// as `records` by earlier versions).
    #[serde(alias = "records")]
    pub tallies: super::tally::Tallies,
    /// How a table's announcements reach the screen reader.
    pub announcing: super::screen_readers::Announcing,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            format: FORMAT,
            dark: true,
            zoom: 1.0,
            animation: AnimationSpeed::Normal,
            last_choices: BTreeMap::new(),
            recent: Vec::new(),
            best_solo: BTreeMap::new(),
            recent_designs: BTreeMap::new(),
            answer_every_action: false,
            lessons: BTreeMap::new(),
            history_limit: super::history::DEFAULT_LIMIT,
            tallies: super::tally::Tallies::new(),
            announcing: super::screen_readers::Announcing::default(),
        }
    }
}

impl Settings {
    /// Keeps `score` under `key` if it beats the best so far.
    pub fn keep_solo_best(&mut self, key: String, score: i32) {
        let best = self.best_solo.entry(key).or_insert(score);
        *best = (*best).max(score);
    }

    /// Puts `path` first in the recent list.
    pub fn remember(&mut self, path: PathBuf) {
        remember_in(&mut self.recent, path);
    }

    /// Puts the design file `path`, of `kind`, first among the recent ones
    /// of its kind.
    pub fn remember_design(&mut self, kind: DesignKind, path: PathBuf) {
        let recent = self.recent_designs.entry(kind.id().to_owned()).or_default();
        if recent.first() != Some(&path) {
            remember_in(recent, path);
        }
    }

    /// The design files of `kind` opened or saved lately, newest first.
    pub fn recent_designs(&self, kind: DesignKind) -> &[PathBuf] {
        self.recent_designs.get(kind.id()).map_or(&[], Vec::as_slice)
    }

    /// What to tell the player of settings a newer Parlour wrote: that what
    /// this one does not know of them is left out. `None` for settings of
    /// this Parlour or an earlier one.
    pub fn newer_note(&self) -> Option<String> {
        let newer = parlour_core::format::check(self.format).err()?;
        Some(format!("The settings: {newer}. What this Parlour does not know of them is left out."))
    }

    /// Settings as an earlier Parlour kept them, brought up to date: recent
    /// design files were kept by their kind in words ("a tile set"), now
    /// by its id; they are written in this Parlour's format from now on.
    #[must_use]
    pub fn migrated(mut self) -> Self {
        self.format = FORMAT;
        for &kind in DesignKind::ALL {
            if let Some(old) = self.recent_designs.remove(kind.noun()) {
                let recent = self.recent_designs.entry(kind.id().to_owned()).or_default();
                for path in old.into_iter().rev() {
                    if !recent.contains(&path) {
                        remember_in(recent, path);
                    }
                }
            }
        }
        self
    }
}

/// Puts `path` first in `recent`, once, keeping the newest few.
fn remember_in(recent: &mut Vec<PathBuf>, path: PathBuf) {
    recent.retain(|p| *p != path);
    recent.insert(0, path);
    recent.truncate(RECENT_SAVES);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_designs_kept_by_their_kind_in_words_move_to_its_id() {
        let mut old = Settings::default();
        let (a, b) = (PathBuf::from("a.ron"), PathBuf::from("b.ron"));
        old.recent_designs.insert("a tile set".to_owned(), vec![a.clone(), b.clone()]);
        old.recent_designs.insert("jigsaw".to_owned(), vec![b.clone()]);
        let settings = old.migrated();
        assert_eq!(settings.recent_designs(DesignKind::TileSet), [a, b]);
        assert!(settings.recent_designs(DesignKind::Collection).is_empty());
        assert!(!settings.recent_designs.contains_key("a tile set"));
        assert_eq!(settings.recent_designs.get("jigsaw").map(Vec::len), Some(1), "what is not ours is left alone");
    }

    #[test]
    fn tallies_kept_by_an_earlier_parlour_as_records_read_back() {
        let old = r#"(dark: false, records: {"shrine": {"hard": (wins: 2, losses: 1, draws: 0, streak: -1)}})"#;
        let settings: Settings = ron::from_str(old).expect("earlier settings read");
        assert_eq!(settings.tallies["shrine"]["hard"].wins, 2);
        assert!(!settings.dark);
    }

    /// Settings kept by an earlier Parlour (`tests/fixtures/old/`), read as
    /// eframe reads them and brought up to date as the app does.
    fn old(text: &str) -> Settings {
        let settings: Settings = ron::from_str(text).expect("earlier settings read");
        assert_eq!(settings.newer_note(), None, "not from a newer Parlour");
        settings.migrated()
    }

    #[test]
    fn settings_of_every_earlier_parlour_read() {
        let first = old(include_str!("../../../tests/fixtures/old/settings-c7d7ffa.ron"));
        assert!(!first.dark);
        assert!((first.zoom - 1.25).abs() < 1e-6);
        assert_eq!(first.animation, AnimationSpeed::Fast);
        let choices = &first.last_choices["you-are-here"];
        assert_eq!(choices.seats, [SeatPlayer::Human, SeatPlayer::Bot(parlour_core::bots::Level::Hard)]);
        assert_eq!((choices.seed.as_str(), choices.keep_seed, choices.design.as_ref()), ("42", false, None));
        assert_eq!(first.recent, [PathBuf::from("/home/player/games/evening.ron")]);
        assert_eq!(first.history_limit, super::super::history::DEFAULT_LIMIT, "what came later takes its default");
        assert_eq!(first.format, FORMAT, "written in this Parlour's format from now on");

        let designs = old(include_str!("../../../tests/fixtures/old/settings-8ce3573.ron"));
        let kept = [PathBuf::from("/home/player/tiles/meadow.ron"), PathBuf::from("/home/player/tiles/old.ron")];
        assert_eq!(designs.recent_designs(DesignKind::TileSet), kept, "kept by the kind's id now");
        assert_eq!(designs.last_choices["unicorn-jelly"].design.as_ref(), Some(&kept[0]));
        assert_eq!(designs.best_solo.get("unicorn-jelly solitaire: Meadow and Drake"), Some(&41));

        let records = old(include_str!("../../../tests/fixtures/old/settings-0610f5b.ron"));
        assert_eq!(records.tallies["shrine"]["hard"].wins, 2, "`records` read as the tallies");
        assert_eq!((records.lessons.get("shrine"), records.history_limit), (Some(&4), 120));
        assert!(records.answer_every_action);
        assert_eq!(records.animation, AnimationSpeed::Slow);
    }

    #[test]
    fn settings_carry_their_format_and_a_newer_parlours_are_read_as_far_as_they_are_understood() {
        let written = ron::to_string(&Settings::default()).expect("written");
        assert!(written.contains(&format!("format:{FORMAT}")), "{written}");
        let newer = format!("(format: {}, dark: false, sparkle: (colour: \"teal\"))", FORMAT + 1);
        let settings: Settings = ron::from_str(&newer).expect("read leniently");
        assert!(!settings.dark, "what is understood is kept");
        let note = settings.newer_note().expect("said to be newer");
        assert!(note.contains("written by a newer Parlour") && note.contains("left out"), "{note}");
        assert_eq!(settings.migrated().format, FORMAT);
    }

    #[test]
    fn recent_saves_are_unique_newest_first_and_few() {
        let mut settings = Settings::default();
        for i in 0..12 {
            settings.remember(PathBuf::from(format!("{i}.ron")));
        }
        settings.remember(PathBuf::from("5.ron"));
        assert_eq!(settings.recent.len(), RECENT_SAVES);
        assert_eq!(settings.recent[0], PathBuf::from("5.ron"));
    }
}
