//! The workshop's autosave: every edit of a design is kept in Parlour's
//! folder as it is made (the design's own RON), and beside it what the
//! edits belong to — the file the design was saved to or opened from, and
//! the pictures Parlour copied into its art folder. After a restart the
//! workshop brings back both, says so, and knows again where the design's
//! art is. An autosave from before (the design alone) still opens; a file
//! deleted or moved since is said to be gone, and the edits are kept.

use std::path::{Path, PathBuf};

use anyhow::Result;
use serde::{Deserialize, Serialize};

use super::editable::Editable;
use crate::files::write_atomically;

/// What the edits kept in an autosave belong to.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Belonging {
    /// The file's format: written as this Parlour's; one from a newer
    /// Parlour is not taken up (the edits come back without their file).
    #[serde(default)]
    pub format: parlour_core::format::Format,
    /// The file the design was last saved to or opened from.
    #[serde(default)]
    pub file: Option<PathBuf>,
    /// The pictures Parlour copied into an art folder for the design, as
    /// full paths: the only pictures it may offer to clean up.
    #[serde(default)]
    pub imported: Vec<PathBuf>,
}

/// Where a design's autosave is kept: `NAME.ron` holds the design,
/// `NAME-file.ron` what it belongs to.
#[derive(Clone, Debug)]
pub struct Autosave {
    design: PathBuf,
}

impl Autosave {
    /// The autosave whose design is kept in `design`.
    pub fn new(design: PathBuf) -> Self {
        Self { design }
    }

    /// The file that keeps what the design belongs to.
    fn belonging_file(&self) -> PathBuf {
        let stem = self.design.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        self.design.with_file_name(format!("{stem}-file.ron"))
    }

    /// Keeps `design` as it stands.
    pub fn keep_design<D: Editable>(&self, design: &D) -> Result<()> {
        write_atomically(&self.design, design.to_text(false))
    }

    /// Keeps what the design belongs to.
    pub fn keep_belonging(&self, belonging: &Belonging) -> Result<()> {
        let text = ron::ser::to_string_pretty(belonging, ron::ser::PrettyConfig::default())?;
        write_atomically(&self.belonging_file(), text)
    }

    /// The design kept, if one is and it reads.
    fn design<D: Editable>(&self) -> Option<D> {
        let text = parlour_designer::file::read_text(&self.design).ok()?;
        parlour_core::ron_text::from_str::<D>(&text).ok()
    }

    /// What the design belongs to, as kept; nothing when none was.
    fn belonging(&self) -> Belonging {
        parlour_designer::file::read_text(&self.belonging_file())
            .ok()
            .and_then(|text| parlour_core::ron_text::from_str(&text).ok())
            .unwrap_or_default()
    }
}

/// What a restart brings back.
pub struct Restored<D> {
    /// The design, as it was left.
    pub value: D,
    /// The design as its file holds it; `None` when no file holds the edits.
    pub saved: Option<D>,
    /// The file the edits belong to, when it is there.
    pub file: Option<PathBuf>,
    /// The file's path, for the field that names it.
    pub path: String,
    /// What was brought back, in words; empty when nothing was.
    pub status: String,
    /// The pictures Parlour copied for the design.
    pub imported: Vec<PathBuf>,
}

/// The file's name, for messages.
fn name_of(file: &Path) -> String {
    file.file_name().map_or_else(|| file.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// Brings back the design kept in `autosave` and the file it belongs to,
/// else `fallback` with no file.
pub fn restore<D: Editable>(autosave: &Autosave, fallback: impl FnOnce() -> D) -> Restored<D> {
    let Belonging { file, imported, .. } = autosave.belonging();
    let Some(value) = autosave.design::<D>() else {
        let value = fallback();
        return Restored {
            saved: Some(value.clone()),
            value,
            file: None,
            path: String::new(),
            status: String::new(),
            imported,
        };
    };
    let Some(file) = file else {
        // An autosave from before files were kept with it, or edits never saved.
        let fresh = fallback();
        let (saved, status) = if value == fresh {
            (Some(value.clone()), String::new())
        } else {
            (None, "Brought back your unsaved edits (not yet saved to a file)".to_owned())
        };
        return Restored { value, saved, file: None, path: String::new(), status, imported };
    };
    let path = file.display().to_string();
    let name = name_of(&file);
    if !file.exists() {
        let status = format!(
            "Brought back your unsaved edits to {name}, which is no longer at {} (deleted or moved): save them to keep them",
            parlour_designer::file::shown(&file)
        );
        return Restored { value, saved: None, file: None, path, status, imported };
    }
    match value.read(&file) {
        Ok(on_disk) if on_disk == value => {
            let status = format!("Opened {name} again, as you left it");
            Restored { saved: Some(on_disk), value, file: Some(file), path, status, imported }
        }
        Ok(on_disk) => {
            let status = format!("Brought back your unsaved edits to {name}");
            Restored { value, saved: Some(on_disk), file: Some(file), path, status, imported }
        }
        Err(e) => {
            let status =
                format!("Brought back your unsaved edits to {name} (the file itself does not open now: {e:#})");
            Restored { value, saved: None, file: Some(file), path, status, imported }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::games::unicorn_jelly::TileSet;

    fn folder() -> tempfile::TempDir {
        tempfile::Builder::new().prefix("parlour-autosave-").tempdir().expect("a temporary folder")
    }

    fn fallback() -> TileSet {
        TileSet::default_set().clone()
    }

    #[test]
    fn the_file_comes_back_with_the_edits_and_a_word_on_what_came_back() {
        let dir = folder();
        let autosave = Autosave::new(dir.path().join("autosave.ron"));
        let file = dir.path().join("My tiles.ron");
        let on_disk = TileSet { name: "On disk".to_owned(), ..fallback() };
        std::fs::write(&file, on_disk.to_ron()).expect("written");
        let edited = TileSet { name: "Edited".to_owned(), ..fallback() };
        autosave.keep_design(&edited).expect("kept");
        autosave.keep_belonging(&Belonging { file: Some(file.clone()), ..Belonging::default() }).expect("kept");

        let back = restore(&autosave, fallback);
        assert_eq!(back.value, edited);
        assert_eq!(back.saved, Some(on_disk), "the file's own design, to tell the edits from it");
        assert_eq!(back.file.as_deref(), Some(file.as_path()));
        assert_eq!(back.status, "Brought back your unsaved edits to My tiles.ron");

        std::fs::remove_file(&file).expect("removed");
        let back = restore(&autosave, fallback);
        assert_eq!(back.value, edited, "the edits are kept");
        assert_eq!(back.file, None);
        assert_eq!(back.path, file.display().to_string(), "the path is offered to save to again");
        assert!(back.status.contains("no longer at") && back.status.contains("deleted or moved"), "{}", back.status);
    }

    #[test]
    fn an_autosave_from_before_files_were_kept_still_opens() {
        let dir = folder();
        let autosave = Autosave::new(dir.path().join("autosave.ron"));
        let edited = TileSet { name: "Edited".to_owned(), ..fallback() };
        std::fs::write(dir.path().join("autosave.ron"), edited.to_ron()).expect("written");
        let back = restore(&autosave, fallback);
        assert_eq!(back.value, edited);
        assert_eq!((back.file, back.saved), (None, None), "not in any file");
        assert!(back.status.starts_with("Brought back your unsaved edits"), "{}", back.status);
        let nothing = restore(&Autosave::new(dir.path().join("none.ron")), fallback);
        assert_eq!((nothing.value, nothing.status), (fallback(), String::new()));
    }
}
