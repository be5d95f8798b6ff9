//! The games in progress: one autosave per game in the data folder's
//! `in-progress/`, written after every move and removed when the game ends,
//! so that starting a game of one kind never loses a game of another, and
//! the shelf can offer each back. A file that cannot be opened again
//! (damaged, or from rules that changed) is set aside under another name,
//! with a message, and never offered again.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::Result;
use parlour_core::GameKind;

use super::tables::{self, Table};
use crate::files::{self, write_atomically};

/// A game in progress, as the shelf lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Who plays: "Human vs Bot: medium".
    pub seats: String,
    /// Moves made so far.
    pub moves: usize,
    /// Whether one person plays it against bots: given up for another, it
    /// is resigned.
    pub against_bots: bool,
}

impl Summary {
    /// What the shelf says of `table`.
    fn of(table: &dyn Table) -> Self {
        // Seats alike side by side are said once, with their number:
        // "Human vs Bot: medium ×3".
        let mut seats: Vec<(String, usize)> = Vec::new();
        for player in table.status().players() {
            let name = player.to_string();
            match seats.last_mut() {
                Some((last, count)) if *last == name => *count += 1,
                _ => seats.push((name, 1)),
            }
        }
        let seats: Vec<String> =
            seats.into_iter().map(|(name, count)| if count > 1 { format!("{name} ×{count}") } else { name }).collect();
        let players = table.status().players();
        let people = players.iter().filter(|p| **p == crate::seat_player::SeatPlayer::Human).count();
        // A game played on from a replay is left without a loss.
        let against_bots = people == 1 && players.iter().any(|p| p.bot().is_some()) && !table.status().played_on();
        Self { seats: seats.join(" vs "), moves: table.actions_played(), against_bots }
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}, {} move{}", self.seats, self.moves, if self.moves == 1 { "" } else { "s" })
    }
}

/// The games in progress, one a game, and where they are kept.
pub struct InProgress {
    folder: PathBuf,
    games: BTreeMap<&'static str, Summary>,
}

impl InProgress {
    /// The games kept under `data_dir`, and a message for each file that
    /// could not be opened and was set aside. A game autosaved by an
    /// earlier Parlour (one `autosave.ron`) joins the others.
    pub fn load(data_dir: &Path) -> (Self, Vec<String>) {
        let mut kept = Self { folder: data_dir.join("in-progress"), games: BTreeMap::new() };
        let mut messages = Vec::new();
        let old = data_dir.join("autosave.ron");
        if old.exists() {
            match open(&old) {
                Ok(table) => {
                    if kept.save(table.as_ref()).is_ok() {
                        let _ = std::fs::remove_file(&old);
                    }
                }
                Err(e) => messages.push(set_aside(&old, &e)),
            }
        }
        for &kind in GameKind::ALL {
            let path = kept.path(kind);
            if !path.exists() {
                continue;
            }
            match open(&path) {
                Ok(table) => {
                    kept.games.insert(kind.info().id, Summary::of(table.as_ref()));
                }
                Err(e) => messages.push(set_aside(&path, &e)),
            }
        }
        (kept, messages)
    }

    /// Where the game of `kind` in progress is kept.
    pub fn path(&self, kind: GameKind) -> PathBuf {
        self.folder.join(format!("{}.ron", kind.info().id))
    }

    /// The game of `kind` in progress, if there is one.
    pub fn get(&self, kind: GameKind) -> Option<&Summary> {
        self.games.get(kind.info().id)
    }

    /// Every game in progress, in shelf order.
    pub fn all(&self) -> Vec<(GameKind, Summary)> {
        GameKind::ALL.iter().filter_map(|&kind| Some((kind, self.get(kind)?.clone()))).collect()
    }

    /// Opens the game of `kind` in progress again.
    pub fn open(&self, kind: GameKind) -> Result<Box<dyn Table>> {
        open(&self.path(kind))
    }

    /// Keeps `table`'s game after a move: written while it goes on,
    /// removed once it is over.
    pub fn save(&mut self, table: &dyn Table) -> Result<()> {
        let kind = table.kind();
        let path = self.path(kind);
        if table.is_over() {
            self.games.remove(kind.info().id);
            let _ = std::fs::remove_file(&path);
            return Ok(());
        }
        std::fs::create_dir_all(&self.folder)?;
        write_atomically(&path, table.save_text())?;
        self.games.insert(kind.info().id, Summary::of(table));
        Ok(())
    }
}

/// The game in `path`, unless it is over.
fn open(path: &Path) -> Result<Box<dyn Table>> {
    let table = tables::load(&files::read_text(path)?)?;
    anyhow::ensure!(!table.is_over(), "the game is over");
    Ok(table)
}

/// Moves an autosave that cannot be opened aside; says so.
fn set_aside(path: &Path, error: &anyhow::Error) -> String {
    let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let name = path.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let aside = path.with_file_name(format!("{name}-unopened-{stamp}.ron"));
    match std::fs::rename(path, &aside) {
        Ok(()) => format!("A game in progress could not be reopened ({error:#}); it was kept as {}.", aside.display()),
        Err(_) => format!("A game in progress could not be reopened: {error:#}"),
    }
}
