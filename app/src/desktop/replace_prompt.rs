//! The one question Parlour asks before it writes over a file the person
//! named: “name” already exists in FOLDER. Replace it? [Replace] [Keep it].
//! Every place that writes a file typed or picked asks through it — the
//! Export dialog (the workshop's sheets, the Print menu, rules cards), the
//! workshop's Save, the table's Save game.
//!
//! A file picked in a dialog that asked already (Parlour's own picker, the
//! desktop's) counts as answered, and so does a file Parlour has just
//! written for the same thing; saving a design to its own file again never
//! asks. Keep it waits with the keyboard's focus, so Enter, like Esc,
//! keeps the file: nothing is lost by a slip of a key, and Replace is a
//! click or a Tab away.

use std::path::{Path, PathBuf};

/// What the person answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplaceAnswer {
    /// Write over this file.
    Replace(PathBuf),
    /// Leave this file as it is.
    Cancel(PathBuf),
}

/// The question before a file is replaced, and the file the person already
/// said may be.
#[derive(Debug, Default)]
pub struct ReplacePrompt {
    /// The file asked about, while the question is shown.
    asking: Option<PathBuf>,
    /// The file that may be written over without asking again.
    confirmed: Option<PathBuf>,
}

/// Whether `path` names a file there already.
fn exists(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file())
}

impl ReplacePrompt {
    /// Whether `path` may be written now: it is not there yet, or the person
    /// said it may be replaced. Otherwise the question is asked, and the
    /// answer comes from [`ReplacePrompt::ui`].
    pub fn may_write(&mut self, path: &Path) -> bool {
        if !exists(path) || self.confirmed.as_deref() == Some(path) {
            self.asking = None;
            return true;
        }
        self.asking = Some(path.to_path_buf());
        false
    }

    /// Notes that `path` may be written over without asking: the person
    /// said so in a dialog that asked itself, or Parlour has just written it.
    pub fn confirm(&mut self, path: &Path) {
        self.confirmed = Some(path.to_path_buf());
    }

    /// Forgets any answer given: the next file that exists is asked about.
    pub fn forget(&mut self) {
        self.confirmed = None;
        self.asking = None;
    }

    /// Whether the question is being asked.
    pub fn is_asking(&self) -> bool {
        self.asking.is_some()
    }

    /// The question, while it is asked; returns the answer given this frame.
    pub fn ui(&mut self, ctx: &egui::Context) -> Option<ReplaceAnswer> {
        let path = self.asking.clone()?;
        let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        let folder = match path.parent().filter(|p| !p.as_os_str().is_empty()) {
            Some(folder) => parlour_designer::file::shown(folder),
            None => "this folder".to_owned(),
        };
        let mut replace = None;
        let modal = crate::desktop::dialog(egui::Id::unique(("parlour-replace-prompt", &path)), "Replace the file?")
            .show(ctx, |ui| {
                ui.set_max_width(460.0);
                ui.heading("Replace the file?");
                ui.label(format!("“{name}” already exists in {folder}. Replace it?"));
                ui.weak("What it holds now will be lost.");
                ui.horizontal(|ui| {
                    if ui.button("Replace").clicked() {
                        replace = Some(true);
                    }
                    let keep = ui.button("Keep it");
                    super::focus::first(ui, &keep);
                    if keep.clicked() {
                        replace = Some(false);
                    }
                });
            });
        if replace.is_none() && modal.should_close() {
            replace = Some(false);
        }
        let replace = replace?;
        self.asking = None;
        if replace {
            self.confirm(&path);
            Some(ReplaceAnswer::Replace(path))
        } else {
            Some(ReplaceAnswer::Cancel(path))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_file_there_already_and_not_confirmed_is_asked_about() {
        let dir = tempfile::Builder::new().prefix("parlour-replace-").tempdir().expect("a temporary folder");
        let (new, old) = (dir.path().join("new.pdf"), dir.path().join("old.pdf"));
        std::fs::write(&old, "old").expect("written");
        let mut prompt = ReplacePrompt::default();
        assert!(prompt.may_write(&new), "a new file is written at once");
        assert!(!prompt.is_asking());
        assert!(!prompt.may_write(&old), "an existing file waits for the answer");
        assert!(prompt.is_asking());
        prompt.confirm(&old);
        assert!(prompt.may_write(&old), "once confirmed, it is written");
        prompt.forget();
        assert!(!prompt.may_write(&old), "forgotten, it is asked about again");
        assert!(prompt.may_write(dir.path()), "a folder is not asked about: writing refuses it with its own message");
    }
}
