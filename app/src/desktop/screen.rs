//! What the window shows: one [`Screen`] at a time — the shelf, a table or
//! the workshop — which owns what it shows, and what waits [aside](Screens)
//! meanwhile: the game at the table, paused, and the workshop with its
//! unsaved work.

use std::path::Path;

use super::shelf::ShelfScreen;
use super::tables::Table;
use super::workshop::Workshop;

/// The screen showing, with what it shows.
pub enum Screen {
    /// The shelf of games, with the window opened from it, if any.
    Shelf(ShelfScreen),
    /// A game at its table.
    Table(Box<dyn Table>),
    /// The workshop, where tiles and cards are designed.
    Workshop(Box<Workshop>),
}

impl Screen {
    /// The shelf, as the app opens on it.
    pub fn shelf() -> Self {
        Screen::Shelf(ShelfScreen::default())
    }

    /// Whether this is the shelf.
    pub fn is_shelf(&self) -> bool {
        matches!(self, Screen::Shelf(_))
    }

    /// Whether this is a table.
    pub fn is_table(&self) -> bool {
        matches!(self, Screen::Table(_))
    }

    /// Whether this is the workshop.
    pub fn is_workshop(&self) -> bool {
        matches!(self, Screen::Workshop(_))
    }
}

/// The screen showing, and the table and workshop set aside while another
/// shows: at most one of each is open at a time.
pub struct Screens {
    showing: Screen,
    table: Option<Box<dyn Table>>,
    workshop: Option<Box<Workshop>>,
    /// Whether the table holds a play-test of the workshop's design: never
    /// kept among the player's games, and Esc goes back to the workshop.
    play_test: bool,
}

impl Default for Screens {
    fn default() -> Self {
        Self { showing: Screen::shelf(), table: None, workshop: None, play_test: false }
    }
}

impl Screens {
    /// The screen showing.
    pub fn showing(&self) -> &Screen {
        &self.showing
    }

    /// The screen showing, to draw it.
    pub fn showing_mut(&mut self) -> &mut Screen {
        &mut self.showing
    }

    /// The game at the table, shown or set aside.
    pub fn table(&self) -> Option<&dyn Table> {
        match &self.showing {
            Screen::Table(table) => Some(table.as_ref()),
            _ => self.table.as_deref(),
        }
    }

    /// The game at the table, shown or set aside, to act on it.
    pub fn table_mut(&mut self) -> Option<&mut (dyn Table + 'static)> {
        match &mut self.showing {
            Screen::Table(table) => Some(table.as_mut()),
            _ => self.table.as_deref_mut(),
        }
    }

    /// The workshop, shown or set aside.
    pub fn workshop(&self) -> Option<&Workshop> {
        match &self.showing {
            Screen::Workshop(workshop) => Some(workshop),
            _ => self.workshop.as_deref(),
        }
    }

    /// Shows the shelf; a table showing is paused and set aside.
    pub fn show_shelf(&mut self) {
        self.show(Screen::shelf());
    }

    /// Shows `table` in place of the game at the table, if any.
    pub fn show_table(&mut self, table: Box<dyn Table>) {
        self.table = None;
        self.play_test = false;
        self.show(Screen::Table(table));
    }

    /// Shows `table`, a play-test of the workshop's design, in place of
    /// the table set aside: the player's game there is kept in progress
    /// already, and waits on the shelf.
    pub fn show_play_test(&mut self, table: Box<dyn Table>) {
        self.show_table(table);
        self.play_test = true;
    }

    /// Whether the table, shown or set aside, holds a play-test.
    pub fn is_play_test(&self) -> bool {
        self.play_test && self.table().is_some()
    }

    /// Shows the game set aside at the table again; `false` when there is none.
    pub fn back_to_table(&mut self) -> bool {
        match self.table.take() {
            Some(table) => {
                self.show(Screen::Table(table));
                true
            }
            None => self.showing.is_table(),
        }
    }

    /// Shows the workshop as it was left, or a new one keeping its files
    /// beside `data_dir`.
    pub fn show_workshop(&mut self, data_dir: &Path) {
        if self.showing.is_workshop() {
            return;
        }
        let workshop = self.workshop.take().unwrap_or_else(|| Box::new(Workshop::new(data_dir)));
        self.show(Screen::Workshop(workshop));
    }

    /// Shows `screen`, setting the one showing aside: a table paused, the
    /// workshop as it is; the shelf goes, with any window opened from it.
    fn show(&mut self, screen: Screen) {
        match std::mem::replace(&mut self.showing, screen) {
            // A table showing has none aside: it waits there unless
            // another table takes its place.
            Screen::Table(mut table) if !self.showing.is_table() => {
                table.pause();
                self.table = Some(table);
            }
            Screen::Shelf(_) | Screen::Table(_) => {}
            Screen::Workshop(workshop) => self.workshop = Some(workshop),
        }
    }
}
