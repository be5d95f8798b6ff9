//! Where the Export dialog writes. Each thing exported — the tile set, the
//! card collection, a rules card — has a file of its own: by default its
//! name as a PDF (its file's stem when the name leaves nothing), in the
//! folder of its design's file, else in the home folder. A file typed or
//! picked for one thing is kept for that thing, and the dialog's path
//! follows the thing being exported, so exporting the cards never writes
//! over the tiles' sheets. A file there already is replaced only when the
//! person says so.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::desktop::file_dialog::{FilePicker, FileRequest, Purpose};
use crate::desktop::replace_prompt::{ReplaceAnswer, ReplacePrompt};

/// The PDF a thing named `name` is exported to unless another is chosen:
/// `name` (its letters, digits and dashes; `stem` when that leaves
/// nothing, else "sheets") with `.pdf`, in `folder`, else the home folder.
pub fn default_file(folder: Option<&Path>, name: &str, stem: Option<&str>) -> PathBuf {
    let clean = |text: &str| -> String {
        let file: String = text.trim().chars().map(|c| if c.is_alphanumeric() || c == '-' { c } else { '_' }).collect();
        if file.chars().all(|c| c == '_') { String::new() } else { file }
    };
    let file = [clean(name), stem.map(clean).unwrap_or_default()].into_iter().find(|f| !f.is_empty());
    let folder = folder.map(Path::to_path_buf).or_else(std::env::home_dir).unwrap_or_default();
    folder.join(format!("{}.pdf", file.as_deref().unwrap_or("sheets")))
}

/// The file an export goes to, for each thing exported.
#[derive(Default)]
pub struct ExportTarget {
    /// What is being exported, as the dialog's owner names it.
    thing: String,
    /// The file shown in the field.
    path: String,
    /// The files typed or picked, by thing.
    chosen: HashMap<String, String>,
    picker: FilePicker,
    replace: ReplacePrompt,
}

impl ExportTarget {
    /// Follows `thing`, named `name`, its design's file `design` (when it
    /// has one): the file kept for it, else its default file. A change of
    /// thing forgets the answer about replacing the last one's file.
    pub fn follow(&mut self, thing: &str, name: &str, design: Option<&Path>) {
        if thing != self.thing {
            thing.clone_into(&mut self.thing);
            self.replace.forget();
        }
        self.path = if let Some(path) = self.chosen.get(thing) {
            path.clone()
        } else {
            let folder = design.and_then(Path::parent).filter(|f| !f.as_os_str().is_empty());
            let stem = design.and_then(Path::file_stem).map(|s| s.to_string_lossy().into_owned());
            default_file(folder, name, stem.as_deref()).display().to_string()
        };
    }

    /// The file to write: the field's path, `.pdf` added when it has no extension.
    pub fn file(&self) -> PathBuf {
        let mut path = PathBuf::from(self.path.trim());
        if path.extension().is_none() {
            path.set_extension("pdf");
        }
        path
    }

    /// Whether a file is named.
    pub fn is_named(&self) -> bool {
        !self.path.trim().is_empty()
    }

    /// The field "PDF file" and its Browse….
    pub fn field_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.label("PDF file");
        let field = egui::TextEdit::singleline(&mut self.path).desired_width(260.0);
        if ui.add(field).labelled_by(label.id).changed() {
            self.chosen.insert(self.thing.clone(), self.path.clone());
        }
        let path = &self.path;
        let request = || FileRequest::new("Export to PDF", Purpose::Save, "PDF", &["pdf"]).starting_at(path);
        if let Some(chosen) = self.picker.browse_ui(ui, request) {
            self.path = chosen.display().to_string();
            self.chosen.insert(self.thing.clone(), self.path.clone());
            // The picker asked itself before naming a file there already.
            self.replace.confirm(&self.file());
        }
    }

    /// The file to write now that Export was pressed, or `None` while the
    /// person is asked whether a file there already may be replaced.
    pub fn file_to_write(&mut self) -> Option<PathBuf> {
        let file = self.file();
        self.replace.may_write(&file).then_some(file)
    }

    /// The question about replacing a file, while it is asked; returns the
    /// answer once given.
    pub fn prompt_ui(&mut self, ctx: &egui::Context) -> Option<ReplaceAnswer> {
        self.replace.ui(ctx)
    }

    /// Notes that `file` was written for the thing exported: exporting it
    /// again asks first, as for any file there already (what was written
    /// may have gone to a print shop since).
    pub fn written(&mut self, file: &Path) {
        if file == self.file() {
            self.replace.forget();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_thing_has_its_own_file_by_its_name_beside_its_design() {
        let folder = Path::new("/designs");
        assert_eq!(default_file(Some(folder), "My tiles", None), folder.join("My_tiles.pdf"));
        assert_eq!(default_file(Some(folder), " ?! ", Some("whales")), folder.join("whales.pdf"));
        assert_eq!(default_file(Some(folder), "", None), folder.join("sheets.pdf"));
        let home = std::env::home_dir().unwrap_or_default();
        assert_eq!(default_file(None, "My cards", None), home.join("My_cards.pdf"), "home, not the working folder");

        let mut target = ExportTarget::default();
        let tiles = folder.join("tiles.ron");
        target.follow("tiles", "My tiles", Some(&tiles));
        assert_eq!(target.file(), folder.join("My_tiles.pdf"));
        target.path = "/elsewhere/mine".to_owned();
        target.chosen.insert("tiles".to_owned(), target.path.clone());
        target.follow("cards", "My cards", None);
        assert_eq!(target.file(), home.join("My_cards.pdf"), "the cards' own file, not the tiles'");
        target.follow("tiles", "My tiles", Some(&tiles));
        assert_eq!(target.file(), PathBuf::from("/elsewhere/mine.pdf"), "the file chosen for the tiles is kept");
    }
}
