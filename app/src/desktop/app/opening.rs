//! Opening tables and saving games: a new game (once the player has said a
//! game of its kind in progress may go), a saved game, a replay, a lesson,
//! the game kept in progress, a demo from the command line, a play-test
//! from the workshop; the workshop itself; and the game at the table saved
//! to a file. What cannot be opened changes nothing and says why.

use std::path::Path;

use parlour_core::GameKind;
use parlour_core::bots::Level;
use parlour_core::design::Design;

use super::ParlourApp;
use crate::desktop::replacement::Replacement;
use crate::desktop::screen::Screen;
use crate::desktop::session::fresh_seed;
use crate::desktop::tables::{self, Table};
use crate::desktop::workshop::Workshop;
use crate::files::{self, write_atomically};
use crate::seat_player::SeatPlayer;

impl ParlourApp {
    /// A game of `id` opened from the command line, its first decisions
    /// played by the greedy bot as asked.
    pub(super) fn open_demo(&mut self, id: &str) {
        let kind = match GameKind::from_id(id) {
            Ok(kind) => kind,
            Err(e) => {
                self.tell(e.to_string());
                return;
            }
        };
        let mut seats = self.launch.players.clone();
        if seats.is_empty() {
            seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Medium)];
        }
        let (options, seed) = (self.launch.options.clone(), self.launch.seed.unwrap_or(7));
        // A game of that kind in progress is asked about first, as from the shelf.
        match tables::demo(kind, seats, options, seed, self.launch.autoplay) {
            Ok(table) => self.replace_or_ask(Replacement::Asked(table)),
            Err(e) => self.tell(format!("Could not start the game: {e:#}")),
        }
    }

    /// Plays the set or deck the workshop sent against a bot, its art and
    /// typeface from `folder`.
    pub(super) fn play_test(&mut self, design: &Design, folder: Option<&std::path::Path>) {
        // Its own table, never the keeper's: the player's games stay as they are.
        match tables::play_test(design, folder, fresh_seed()) {
            Ok(table) => self.screens.show_play_test(table),
            Err(e) => self.tell(format!("Could not play-test: {e:#}")),
        }
    }

    /// The workshop, with the game in progress put aside.
    pub(super) fn show_workshop(&mut self) {
        self.screens.show_workshop(self.keeper.data_dir());
    }

    /// The workshop, on the page `page` turns to.
    pub(super) fn show_workshop_with(&mut self, page: fn(&mut Workshop)) {
        self.show_workshop();
        if let Screen::Workshop(workshop) = self.screens.showing_mut() {
            page(workshop);
        }
    }

    /// Shows `table` in place of the game at the table.
    pub(super) fn show_table(&mut self, table: Box<dyn Table>) {
        self.keeper.arrived(table.as_ref());
        self.screens.show_table(table);
    }

    /// Continues the game of `kind` in progress: the one at the table, or
    /// the one kept.
    pub(super) fn continue_game(&mut self, kind: GameKind) {
        let at_table = !self.screens.is_play_test()
            && self.screens.table().is_some_and(|t| t.kind() == kind && !t.is_over() && super::is_game(t));
        if at_table && self.screens.back_to_table() {
            return;
        }
        match self.keeper.resume(kind) {
            Ok(table) => self.show_table(table),
            Err(e) => self.tell(format!("The game cannot be continued: {e:#}")),
        }
    }

    /// Opens the lesson of `kind` where the learner left it (a game in
    /// progress is kept among the others).
    pub(super) fn learn(&mut self, kind: GameKind) {
        self.learn_at(kind, self.settings.lessons.get(kind.info().id).copied().unwrap_or(0));
    }

    /// Opens the lesson of `kind` at step `step` (from 0).
    pub(super) fn learn_at(&mut self, kind: GameKind, step: usize) {
        match tables::lesson(kind, step) {
            Ok(table) => self.show_table(table),
            Err(e) => self.tell(format!("The lesson cannot start: {e:#}")),
        }
    }

    /// Starts a new game, or opens a saved one, once the player has said a
    /// game of that kind in progress may go; the game given up is kept in
    /// the history — resigned when it was one person's against bots,
    /// unfinished otherwise.
    pub(super) fn replace(&mut self, replacement: Replacement) {
        if let Err(e) = self.keeper.give_up(replacement.kind(), &mut self.settings) {
            self.tell(format!("{e:#}"));
        }
        match replacement {
            Replacement::Start(kind, choices, seed) => {
                match tables::open(kind, &choices, seed.unwrap_or_else(fresh_seed)) {
                    Ok(table) => {
                        self.settings.last_choices.insert(kind.info().id.to_owned(), choices);
                        self.dialogs.new_game = None;
                        self.show_table(table);
                    }
                    Err(e) => self.tell(format!("Could not start the game: {e:#}")),
                }
            }
            Replacement::Open(table, path) => {
                self.settings.remember(path);
                self.show_table(table);
            }
            Replacement::Asked(table) => self.show_table(table),
        }
    }

    /// Goes ahead with `replacement` at once, or asks first when a game of
    /// its kind is in progress.
    pub(super) fn replace_or_ask(&mut self, replacement: Replacement) {
        let kind = replacement.kind();
        let at_table = self
            .screens
            .table()
            .is_some_and(|t| t.kind() == kind && !t.is_over() && t.actions_played() > 0 && super::is_game(t));
        if self.keeper.in_progress().get(kind).is_some() || at_table {
            self.dialogs.replacing = Some(replacement);
        } else {
            self.replace(replacement);
        }
    }

    /// Replays a saved game, its review kept in `cache` when one is given;
    /// a damaged or foreign file changes nothing and says why.
    pub(super) fn replay_file(&mut self, path: &Path, cache: Option<&Path>) {
        match files::read_text(path).and_then(|text| tables::replay(&text, cache)) {
            Ok(table) => self.show_table(table),
            Err(e) => self.tell(format!("Could not replay {}: {e:#}", path.display())),
        }
    }

    /// Opens a saved game; a damaged or foreign file changes nothing and says why.
    pub fn open_file(&mut self, path: &Path) {
        match files::read_text(path).and_then(|text| tables::load(&text)) {
            Ok(table) => self.replace_or_ask(Replacement::Open(table, path.to_path_buf())),
            Err(e) => self.tell(format!("Could not open {}: {e:#}", path.display())),
        }
    }

    /// Saves the game at the table to `path`, and says where.
    pub fn save_file(&mut self, path: &Path) {
        let Some(table) = self.screens.table() else { return };
        match write_atomically(path, table.save_text()) {
            Ok(()) => {
                self.settings.remember(path.to_path_buf());
                self.tell(format!("Saved the game to {}.", path.display()));
            }
            Err(e) => self.tell(format!("Could not save: {e:#}")),
        }
    }
}
