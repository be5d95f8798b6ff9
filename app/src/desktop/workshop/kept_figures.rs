//! Balance figures kept between runs of Parlour: each set's figures are
//! written beside the workshop's autosave, under a hash of what the games
//! play of the set (every design's content, in order), so a set opened
//! again unchanged shows its figures at once; a set changed since finds
//! none of them under its hash and is measured again.

use std::collections::HashMap;
use std::path::PathBuf;

use parlour_designer::balance::Report;
use serde::{Deserialize, Serialize};

use super::balance_entry::Entry;

/// How many sets' figures the file keeps, the latest last.
const SETS_KEPT: usize = 16;

/// A [`Report`] as the file holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Figures {
    card: String,
    games: u64,
    played_per_game: f64,
    score_when_played: f64,
    win_rate_delta: f64,
    ci95: [f64; 2],
    held_games: usize,
}

impl From<&Report> for Figures {
    fn from(r: &Report) -> Self {
        Self {
            card: r.card.clone(),
            games: r.games,
            played_per_game: r.played_per_game,
            score_when_played: r.score_when_played,
            win_rate_delta: r.win_rate_delta,
            ci95: r.ci95,
            held_games: r.held_games,
        }
    }
}

impl From<Figures> for Report {
    fn from(f: Figures) -> Self {
        Report {
            card: f.card,
            games: f.games,
            played_per_game: f.played_per_game,
            score_when_played: f.score_when_played,
            win_rate_delta: f.win_rate_delta,
            ci95: f.ci95,
            held_games: f.held_games,
        }
    }
}

/// The file: each set's hash with its figures by report key.
type Kept = Vec<(String, Vec<(String, Figures)>)>;

/// The hash of what the games play of a set: FNV-1a over every design's
/// content, in order — the same on every machine and every build.
pub fn set_hash(entries: &[Entry]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in entries.iter().flat_map(|e| e.content.bytes().chain([0])) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// Where a bench keeps its figures, and what it last read and wrote.
#[derive(Default)]
pub struct KeptFigures {
    file: Option<PathBuf>,
    /// The set's hash last looked up.
    looked_up: Option<String>,
    /// How many figures were last written for it.
    written: usize,
}

impl KeptFigures {
    /// Figures kept in `file`.
    pub fn in_file(file: PathBuf) -> Self {
        Self { file: Some(file), ..Self::default() }
    }

    fn read(&self) -> Kept {
        let text = self.file.as_ref().and_then(|f| std::fs::read_to_string(f).ok());
        text.and_then(|t| ron::from_str(&t).ok()).unwrap_or_default()
    }

    /// Brings back the figures kept for the set `entries` make, once per
    /// set, into `reports`; and writes the figures of the set there when
    /// there are new ones. `is_of` tells whether a report key belongs to
    /// a design's content.
    pub fn follow(
        &mut self,
        entries: &[Entry],
        reports: &mut HashMap<String, Report>,
        is_of: impl Fn(&str, &str) -> bool,
    ) {
        if self.file.is_none() {
            return;
        }
        let hash = set_hash(entries);
        if self.looked_up.as_ref() != Some(&hash) {
            let kept = self.read();
            let figures = kept.into_iter().find(|(h, _)| *h == hash).map(|(_, f)| f).unwrap_or_default();
            self.written = figures.len();
            for (key, f) in figures {
                reports.entry(key).or_insert_with(|| f.into());
            }
            self.looked_up = Some(hash.clone());
        }
        let mine: Vec<(String, Figures)> = reports
            .iter()
            .filter(|(key, _)| entries.iter().any(|e| is_of(key, &e.content)))
            .map(|(key, r)| (key.clone(), r.into()))
            .collect();
        if mine.len() > self.written {
            self.written = mine.len();
            let mut kept = self.read();
            kept.retain(|(h, _)| *h != hash);
            kept.push((hash, mine));
            let drop = kept.len().saturating_sub(SETS_KEPT);
            kept.drain(..drop);
            if let (Some(file), Ok(text)) = (&self.file, ron::to_string(&kept)) {
                // Figures not kept are measured again: nothing a person made is lost.
                let _ = crate::files::write_atomically(file, text);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(content: &str) -> Entry {
        Entry { index: 0, name: content.to_owned(), content: content.to_owned(), shown: true }
    }

    fn report(card: &str) -> Report {
        Report {
            card: card.to_owned(),
            games: 1000,
            played_per_game: 1.5,
            score_when_played: 2.0,
            win_rate_delta: 0.04,
            ci95: [0.01, 0.07],
            held_games: 700,
        }
    }

    #[test]
    fn an_unchanged_set_finds_its_figures_after_a_restart_and_a_changed_one_does_not() {
        let dir = tempfile::Builder::new().prefix("parlour-kept-").tempdir().expect("a temporary folder");
        let file = dir.path().join("workshop-autosave-balance.ron");
        let is_of = |key: &str, content: &str| key.ends_with(&format!(" games: {content}"));
        let set = [entry("Wyrm 5"), entry("Drake 3")];
        let mut reports = HashMap::from([("1000 games: Wyrm 5".to_owned(), report("Wyrm"))]);
        KeptFigures::in_file(file.clone()).follow(&set, &mut reports, is_of);

        let mut again = HashMap::new();
        KeptFigures::in_file(file.clone()).follow(&set, &mut again, is_of);
        assert_eq!(again.get("1000 games: Wyrm 5"), Some(&report("Wyrm")), "kept with the set's content");

        let changed = [entry("Wyrm 6"), entry("Drake 3")];
        let mut none = HashMap::new();
        KeptFigures::in_file(file).follow(&changed, &mut none, is_of);
        assert!(none.is_empty(), "a changed set is measured again");
        assert_ne!(set_hash(&set), set_hash(&changed));
    }
}
