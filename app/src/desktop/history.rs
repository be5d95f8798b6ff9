//! The history: every game finished at a table kept as its record (game,
//! options, seed, actions, who played) in the data folder's `history/`,
//! one file each, named by when it ended; past the limit the player sets,
//! the oldest are pruned. The shelf's History window lists them for replay.

use std::path::{Path, PathBuf};

use anyhow::Result;
use parlour_core::GameKind;
use serde::Deserialize;

use crate::files::{self, write_atomically};

/// How many finished games are kept unless the player says otherwise.
pub const DEFAULT_LIMIT: usize = 500;
/// The most the player may keep.
pub const MAX_LIMIT: usize = 10_000;

/// The folder of the history under `data_dir`.
fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("history")
}

/// Keeps the finished game `text` (a saved-game text of `kind`), then
/// prunes the oldest past `limit`.
pub fn keep(data_dir: &Path, kind: GameKind, text: &str, limit: usize) -> Result<PathBuf> {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let name = format!("{:012}-{:09}-{}.ron", since.as_secs(), since.subsec_nanos(), kind.info().id);
    let path = folder(data_dir).join(name);
    write_atomically(&path, text)?;
    let mut kept = files_in(data_dir);
    let surplus = kept.len().saturating_sub(limit.clamp(1, MAX_LIMIT));
    for old in kept.drain(..surplus) {
        let _ = std::fs::remove_file(review_file(&old));
        let _ = std::fs::remove_file(old);
    }
    Ok(path)
}

/// Where the review of the game in `record` is kept: beside it.
pub fn review_file(record: &Path) -> PathBuf {
    record.with_extension("review.json")
}

/// The history's files, oldest first (their names begin with when the game ended).
fn files_in(data_dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder(data_dir)) else { return Vec::new() };
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron") && p.is_file())
        .take(2 * MAX_LIMIT)
        .collect();
    paths.sort();
    paths
}

/// A game of the history, as the History window lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its file.
    pub path: PathBuf,
    /// Which game.
    pub kind: GameKind,
    /// When it ended, in seconds since 1970.
    pub ended: u64,
    /// Who played: "human vs hard".
    pub players: String,
    /// How many moves were made.
    pub moves: usize,
}

/// What the list needs of a record, read without replaying it.
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    players: Vec<String>,
    #[serde(default)]
    actions: Vec<serde::de::IgnoredAny>,
}

/// The games of the history, newest first; files that are not saved games
/// are left out.
pub fn list(data_dir: &Path) -> Vec<Entry> {
    let mut entries: Vec<Entry> = files_in(data_dir)
        .into_iter()
        .filter_map(|path| {
            let text = files::read_text(&path).ok()?;
            let kind = files::saved_game_kind(&text).ok()?;
            let head: Head = parlour_core::ron_text::from_str(&text).ok()?;
            let ended = path.file_name()?.to_str()?.split('-').next()?.parse().ok()?;
            Some(Entry { path, kind, ended, players: head.players.join(" vs "), moves: head.actions.len() })
        })
        .collect();
    entries.reverse();
    entries
}

/// The History window's list, each game with its Replay button; returns the
/// file of the game to replay, if one was chosen.
pub fn list_ui(ui: &mut egui::Ui, entries: &[Entry]) -> Option<PathBuf> {
    if entries.is_empty() {
        ui.label("No finished game yet: every game played to the end at a table is kept here.");
    }
    let mut chosen = None;
    egui::ScrollArea::vertical().show(ui, |ui| {
        egui::Grid::new("history-list").striped(true).show(ui, |ui| {
            for entry in entries {
                ui.label(entry.kind.info().name);
                ui.label(&entry.players);
                ui.label(format!("{} moves", entry.moves));
                let button = ui.button("Replay");
                let label = format!("Replay {} of {}", entry.kind.info().name, ended(entry.ended));
                button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if button.on_hover_text(ended(entry.ended)).clicked() {
                    chosen = Some(entry.path.clone());
                }
                ui.end_row();
            }
        });
    });
    chosen
}

/// When a game ended, in words: "ended 3 days ago".
fn ended(seconds: u64) -> String {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let ago = now.saturating_sub(seconds);
    match ago {
        0..60 => "ended just now".to_owned(),
        60..3600 => format!("ended {} min ago", ago / 60),
        3600..86_400 => format!("ended {} h ago", ago / 3600),
        _ => format!("ended {} days ago", ago / 86_400),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finished_games_are_kept_newest_first_and_the_oldest_pruned() {
        let temp = tempfile::Builder::new().prefix("parlour-history-").tempdir().expect("a temporary folder");
        let dir = temp.path();
        let text = |moves: usize| {
            let actions: Vec<String> = (0..moves).map(|i| format!("\"a{i}\"")).collect();
            format!(
                "(game: \"jalak\", options: (), seed: 1, actions: [{}], players: [\"human\", \"hard\"])",
                actions.join(", ")
            )
        };
        for moves in 1..=4 {
            keep(dir, GameKind::Jalak, &text(moves), 3).expect("kept");
        }
        std::fs::write(folder(dir).join("zz-not-a-game.ron"), "junk").expect("write");
        let listed = list(dir);
        let moves: Vec<usize> = listed.iter().map(|e| e.moves).collect();
        assert_eq!(moves, [4, 3, 2], "the newest three, newest first; junk left out");
        assert_eq!(listed[0].players, "human vs hard");
    }
}
