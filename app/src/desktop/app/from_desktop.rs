//! Files handed to the app by the desktop (`parlour FILE…`, the `%F` of
//! its entry): each opens through the app's own way of opening it — a
//! saved game as Open… does, a record as Replay a saved game… does, a
//! tile set or card collection as the workshop's Open does. A file that
//! cannot be opened leaves the app on the shelf, saying why. Parlour opens
//! one file at a time: of several, the first is opened and the others are
//! named in a message.

use std::path::{Path, PathBuf};

use parlour_core::design::DesignKind;

use super::ParlourApp;
use crate::desktop::screen::Screen;
use crate::file_kind::ParlourFile;
use crate::files;

impl ParlourApp {
    /// Opens the first of `paths` on the screen for what it holds, and
    /// says that the others were not opened.
    pub fn open_files(&mut self, paths: &[PathBuf]) {
        let Some((first, others)) = paths.split_first() else { return };
        self.open_any(first);
        if !others.is_empty() {
            let names: Vec<String> = others.iter().map(|p| p.display().to_string()).collect();
            let not_opened = format!(
                "Parlour opens one file at a time: it opened {} and not {}.",
                first.display(),
                names.join(", ")
            );
            self.dialogs.tell_more(not_opened, "\n\n");
        }
    }

    /// Opens `path` as what it holds; a file that cannot be read, or is
    /// none of Parlour's, changes nothing and says why.
    fn open_any(&mut self, path: &Path) {
        match files::read_text(path).and_then(|text| ParlourFile::of(path, &text)) {
            Ok(ParlourFile::SavedGame(_)) => self.open_file(path),
            Ok(ParlourFile::Record(_)) => self.replay_file(path, None),
            Ok(ParlourFile::Design(kind)) => self.open_design(kind, path),
            Err(e) => self.tell(format!("Could not open {}: {e:#}", path.display())),
        }
    }

    /// Opens the design in `path` in the workshop; when it cannot be
    /// opened, the shelf shows again with the workshop's reason.
    fn open_design(&mut self, kind: DesignKind, path: &Path) {
        self.show_workshop();
        let Screen::Workshop(workshop) = self.screens.showing_mut() else { return };
        if let Err(reason) = workshop.open_file(kind, path) {
            self.screens.show_shelf();
            self.tell(reason);
        }
    }
}
