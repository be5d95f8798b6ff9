//! The keeping of games: each game being played kept in progress after
//! every action (one a game), a finished one kept in the history and
//! counted in the player's tallies, a game given up for another kept there
//! — resigned, and counted as a loss, when it was one person's against
//! bots; unfinished otherwise —, and where each lesson was left. Everything
//! lives in the data folder.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use parlour_core::GameKind;

use super::history;
use super::in_progress::InProgress;
use super::settings::Settings;
use super::tables::{Keeping, Table};
use super::tally;

/// Keeps the games of the data folder.
pub struct Keeper {
    data_dir: PathBuf,
    /// The games in progress, one a game.
    in_progress: InProgress,
    /// The game and the moves last kept, and whether it was over (the
    /// players may end it without a move: a resignation, a draw agreed).
    kept: Option<(GameKind, usize, bool)>,
    /// The finished game last kept in the history, as (game, moves) — or
    /// found finished when it was opened, which is not kept again.
    finished: Option<(GameKind, usize)>,
}

impl Keeper {
    /// The keeper of the games in `data_dir`, and what was set aside as it
    /// opened them (autosaves that cannot be opened), in words.
    pub fn open(data_dir: PathBuf) -> (Self, Vec<String>) {
        let (in_progress, set_aside) = InProgress::load(&data_dir);
        (Self { data_dir, in_progress, kept: None, finished: None }, set_aside)
    }

    /// The data folder.
    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }

    /// The games in progress.
    pub fn in_progress(&self) -> &InProgress {
        &self.in_progress
    }

    /// `table` has come to the table: kept from its next action on; a game
    /// that is over already is not kept in the history again.
    pub fn arrived(&mut self, table: &dyn Table) {
        self.finished = table.is_over().then(|| (table.kind(), table.actions_played()));
        self.kept = None;
    }

    /// The game of `kind` in progress, opened at its table.
    pub fn resume(&self, kind: GameKind) -> Result<Box<dyn Table>> {
        self.in_progress.open(kind)
    }

    /// The game of `kind` in progress, if any, is given up for another:
    /// resigned when it is one person's against bots (a loss in the
    /// tallies), and kept in the history — unfinished when it was between
    /// people, or played on from a replay.
    pub fn give_up(&self, kind: GameKind, settings: &mut Settings) -> Result<()> {
        if self.in_progress.get(kind).is_none() {
            return Ok(());
        }
        let Ok(mut abandoned) = self.in_progress.open(kind) else { return Ok(()) };
        if !abandoned.status().played_on()
            && abandoned.resign_alone()
            && let Some(outcome) = abandoned.status().outcome()
        {
            let status = abandoned.status();
            tally::count(&mut settings.tallies, kind, status.players(), outcome, status.took_back());
        }
        history::keep(&self.data_dir, kind, &abandoned.save_text(), settings.history_limit)
            .map(drop)
            .context("Could not keep the game given up in the history")
    }

    /// Keeps what there is to keep of `table` after its last action: the
    /// lesson's step, or the game in progress — and, once it is over, in
    /// the history and the tallies (a one-player game's best score too).
    pub fn keep(&mut self, table: &dyn Table, settings: &mut Settings) -> Result<()> {
        match table.keeping() {
            Keeping::Game => {}
            Keeping::Lesson(step) => {
                let id = table.kind().info().id.to_owned();
                match step {
                    Some(step) => settings.lessons.insert(id, step),
                    None => settings.lessons.remove(&id),
                };
                return Ok(());
            }
            Keeping::Nothing => return Ok(()),
        }
        let now = (table.kind(), table.actions_played());
        if self.kept == Some((now.0, now.1, table.is_over())) {
            return Ok(());
        }
        self.kept = Some((now.0, now.1, table.is_over()));
        if table.is_over()
            && let Some((key, score)) = table.solo_result()
        {
            settings.keep_solo_best(key, score);
        }
        let mut in_history = Ok(());
        if table.is_over() && self.finished != Some(now) {
            self.finished = Some(now);
            if let Some(outcome) = table.status().outcome().filter(|_| !table.status().played_on()) {
                let status = table.status();
                tally::count(&mut settings.tallies, now.0, status.players(), outcome, status.took_back());
            }
            in_history = history::keep(&self.data_dir, now.0, &table.save_text(), settings.history_limit)
                .map(drop)
                .context("Could not keep the finished game in the history");
        }
        // A game nobody has moved in yet is not worth keeping over an older one.
        if now.1 > 0 || table.is_over() {
            self.in_progress.save(table).context("Could not keep the game in progress")?;
        }
        in_history
    }
}
