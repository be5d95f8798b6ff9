//! A design being edited — a tile set or a card collection — with what
//! every editor of a file needs: its file (RON, or CSV for a `.csv` name),
//! atomic saves (over another file there already only when the person
//! says so; its own file again without asking), an autosave of every edit
//! with the file it belongs to (see [`autosave`](super::autosave)), undo and
//! redo that take a run of typing in one field as one step, and a prompt
//! before unsaved changes are dropped.

use std::path::{Path, PathBuf};

use anyhow::Result;
use parlour_designer::designs::csv_sheet::is_csv;

use super::autosave::{self, Autosave, Belonging};
use super::carry_art;
use super::editable::Editable;
use crate::desktop::file_dialog::{FilePicker, FileRequest, Purpose};
use crate::desktop::replace_prompt::{ReplaceAnswer, ReplacePrompt};
use crate::files::{check_target, typed_path, write_atomically};

/// What waits for the designer's answer about unsaved changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    Open,
    New,
}

/// A design being edited, and its file.
pub struct Draft<D: Editable> {
    value: D,
    /// The design as its file holds it, last saved or opened; `None` when
    /// no file holds the edits.
    saved: Option<D>,
    /// The file name being typed.
    pub path: String,
    /// The file the design was last saved to or opened from.
    file: Option<PathBuf>,
    undo: Vec<D>,
    redo: Vec<D>,
    /// What the last edit changed, when typing there should join it.
    last_key: Option<String>,
    /// The last thing that happened, or went wrong, in words.
    pub status: String,
    autosave: Autosave,
    /// The pictures Parlour copied into an art folder for the design.
    imported: Vec<PathBuf>,
    pending: Option<Pending>,
    replace: ReplacePrompt,
    /// The dialog of Browse…, a file to open.
    browse: FilePicker,
    /// The dialog of Save as….
    save_as: FilePicker,
}

impl<D: Editable> Draft<D> {
    /// The design left in `autosave` when the workshop was last used, with
    /// the file it belongs to, or `fallback`.
    pub fn new(autosave: PathBuf, fallback: impl FnOnce() -> D) -> Self {
        let autosave = Autosave::new(autosave);
        let back = autosave::restore(&autosave, fallback);
        Self {
            saved: back.saved,
            value: back.value,
            path: back.path,
            file: back.file,
            undo: Vec::new(),
            redo: Vec::new(),
            last_key: None,
            status: back.status,
            autosave,
            imported: back.imported,
            pending: None,
            replace: ReplacePrompt::default(),
            browse: FilePicker::default(),
            save_as: FilePicker::default(),
        }
    }

    /// The file the design was last saved to or opened from.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The design.
    pub fn value(&self) -> &D {
        &self.value
    }

    /// Whether there are edits not saved to a file.
    pub fn unsaved(&self) -> bool {
        self.saved.as_ref() != Some(&self.value)
    }

    /// Each item that names art, with the art's path, in the design as
    /// Undo and Redo may bring it back, at every step they keep.
    pub fn art_remembered(&self) -> Vec<(&str, &str)> {
        self.undo.iter().chain(&self.redo).flat_map(|design| design.art()).collect()
    }

    /// The pictures Parlour copied into an art folder for the design.
    pub fn imported(&self) -> &[PathBuf] {
        &self.imported
    }

    /// Notes that Parlour copied `picture` into the design's art folder.
    pub fn note_imported(&mut self, picture: PathBuf) {
        if !self.imported.contains(&picture) {
            self.imported.push(picture);
            self.keep_belonging();
        }
    }

    /// Forgets the pictures `gone` (removed, or no longer there).
    pub fn forget_imported(&mut self, gone: &[PathBuf]) {
        self.imported.retain(|p| !gone.contains(p));
        self.keep_belonging();
    }

    /// Keeps, beside the autosave, the file the design belongs to and the
    /// pictures imported for it.
    fn keep_belonging(&mut self) {
        let belonging = Belonging { file: self.file.clone(), imported: self.imported.clone(), ..Belonging::default() };
        if let Err(e) = self.autosave.keep_belonging(&belonging) {
            self.status = format!("Could not autosave: {e:#}");
        }
    }

    /// The folder of the design's file (where its art goes), once it has one.
    pub fn folder(&self) -> Option<PathBuf> {
        let folder = self.file.as_deref()?.parent().map_or_else(PathBuf::new, Path::to_path_buf);
        Some(if folder.as_os_str().is_empty() { PathBuf::from(".") } else { folder })
    }

    /// Applies an edit: undoable, and autosaved at once. Edits with the same
    /// `key` one after another (typing in one field) are one undo step.
    pub fn edit(&mut self, value: D, key: Option<String>) {
        if value == self.value {
            return;
        }
        let joins = key.is_some() && key == self.last_key;
        let before = std::mem::replace(&mut self.value, value);
        if !joins {
            self.undo.push(before);
        }
        self.last_key = key;
        self.redo.clear();
        self.autosave();
    }

    /// Puts `value` in the place of the design as another document — a file
    /// opened, a new design — with nothing to undo: Undo never brings back
    /// the design that was left, to be saved over the file just opened.
    fn replace_design(&mut self, value: D) {
        self.value = value;
        self.undo.clear();
        self.redo.clear();
        self.last_key = None;
        self.autosave();
    }

    /// Keeps the design as it stands in the autosave, for next time.
    fn autosave(&mut self) {
        if let Err(e) = self.autosave.keep_design(&self.value) {
            self.status = format!("Could not autosave: {e:#}");
        }
    }

    /// Undoes (or with `forward`, redoes) one step, autosaved as an edit
    /// is: what was undone does not come back next time.
    pub fn step(&mut self, forward: bool) {
        let (from, to) = if forward { (&mut self.redo, &mut self.undo) } else { (&mut self.undo, &mut self.redo) };
        if let Some(value) = from.pop() {
            to.push(std::mem::replace(&mut self.value, value));
            self.last_key = None;
            self.autosave();
        }
    }

    /// Saves to the typed path — CSV for a `.csv` file, RON otherwise —
    /// at once when it is the design's own file or a new one; over another
    /// file there already once the person says so.
    fn ask_save(&mut self) {
        let path = typed_path(&self.path);
        if self.path.trim().is_empty() {
            "Could not save: type a file name first".clone_into(&mut self.status);
        } else if self.file.as_deref() == Some(path.as_path()) || self.replace.may_write(&path) {
            self.save_saying(path);
        }
    }

    /// Saves to `path`, and says how it went: where (the real path), and
    /// the art carried there.
    fn save_saying(&mut self, path: PathBuf) {
        let shown = path.display().to_string();
        let problems = self.value.problems();
        let kept = match problems.as_slice() {
            [] => String::new(),
            [one] => format!(" with 1 problem: {one}"),
            [first, ..] => format!(" with {} problems, the first: {first}", problems.len()),
        };
        self.status = match self.save_to(path) {
            Ok(carried) if carried.is_empty() => format!("Saved {shown}{kept}"),
            Ok(carried) => format!("Saved {shown}{kept}; {carried}"),
            Err(e) => format!("Could not save: {e:#}"),
        };
    }

    /// Writes the design to `path`; saved into another folder, it takes
    /// its art along (see [`carry_art`]). Returns what carrying the art did,
    /// in words.
    fn save_to(&mut self, path: PathBuf) -> Result<String> {
        let lost = self.value.beyond_csv();
        if is_csv(&path) && !lost.is_empty() {
            anyhow::bail!(
                "a CSV sheet holds the designs, not {}: save as .ron to keep {}",
                parlour_core::text::listed(&lost),
                if lost.len() == 1 { "it" } else { "them" }
            );
        }
        check_target(&path)?;
        // The art and the typeface file go along with it.
        let (carried, typeface) = match (self.folder(), path.parent()) {
            (Some(from), Some(to)) => {
                let to = if to.as_os_str().is_empty() { Path::new(".") } else { to };
                let art: Vec<&str> = self.value.art().into_iter().map(|(_, art)| art).collect();
                let typeface: Vec<&str> = self.value.typeface().file().into_iter().collect();
                (carry_art::carry(&from, to, &art), carry_art::carry(&from, to, &typeface))
            }
            _ => Default::default(),
        };
        // Where the new folder had other files by those names, the design names the copies beside them.
        let mut value = self.value.clone();
        for (from, to) in carried.renamed.iter().chain(&typeface.renamed) {
            value.rename_file(from, to);
        }
        write_atomically(&path, value.to_text(is_csv(&path)))?;
        if value != self.value {
            self.replace_design(value);
        }
        for picture in carried.copied.clone() {
            if !self.imported.contains(&picture) {
                self.imported.push(picture);
            }
        }
        self.saved = Some(self.value.clone());
        self.last_key = None;
        self.path = path.display().to_string();
        self.file = Some(path);
        self.keep_belonging();
        let words = [carried.words(), typeface.words_of("typeface")];
        Ok(words.into_iter().filter(|w| !w.is_empty()).collect::<Vec<_>>().join("; "))
    }

    /// Opens the typed path; a file that is not valid changes nothing.
    fn open(&mut self) -> Result<()> {
        let path = typed_path(&self.path);
        let value = self.value.read(&path)?;
        self.replace_design(value.clone());
        self.saved = Some(value);
        self.file = Some(path);
        self.keep_belonging();
        Ok(())
    }

    /// Opens `path` as typing it and clicking Open does: at once, or once
    /// the designer has answered the question about unsaved changes. A
    /// file that cannot be opened changes nothing: the error is what the
    /// bar says.
    pub fn open_file(&mut self, path: &Path) -> Result<(), String> {
        self.path = path.display().to_string();
        if self.unsaved() {
            self.pending = Some(Pending::Open);
            return Ok(());
        }
        if self.carry_out(Pending::Open) { Ok(()) } else { Err(self.status.clone()) }
    }

    /// The workshop's keys, as an editor's: Ctrl+Z undoes an edit,
    /// Ctrl+Shift+Z or Ctrl+Y redoes it, Ctrl+S saves — not while a question
    /// or a dialog in front takes the keys.
    fn shortcuts(&mut self, ctx: &egui::Context) {
        let busy = self.pending.is_some()
            || self.replace.is_asking()
            || crate::desktop::file_dialog::showing(ctx)
            || egui::Popup::is_any_open(ctx);
        if busy {
            return;
        }
        let shortcut = |modifiers, key| egui::KeyboardShortcut::new(modifiers, key);
        let (redo, undo, save) = ctx.input_mut(|i| {
            let redo = i.consume_shortcut(&shortcut(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, egui::Key::Z))
                | i.consume_shortcut(&shortcut(egui::Modifiers::COMMAND, egui::Key::Y));
            let undo = i.consume_shortcut(&shortcut(egui::Modifiers::COMMAND, egui::Key::Z));
            (redo, undo, i.consume_shortcut(&shortcut(egui::Modifiers::COMMAND, egui::Key::S)))
        });
        if redo {
            self.step(true);
        } else if undo {
            self.step(false);
        }
        if save {
            self.ask_save();
        }
    }

    /// Does what was asked, after the prompt if there was one.
    fn carry_out(&mut self, pending: Pending) -> bool {
        match pending {
            Pending::Open => match self.open() {
                Ok(()) => {
                    self.status = format!("Opened {}", typed_path(&self.path).display());
                    true
                }
                Err(e) => {
                    self.status = format!("Could not open: {e:#}");
                    // The file field names the design's own file again: Save never aims at the one refused.
                    self.path = self.file.as_ref().map(|f| f.display().to_string()).unwrap_or_default();
                    false
                }
            },
            Pending::New => {
                self.replace_design(D::blank());
                self.saved = Some(self.value.clone());
                self.path.clear();
                self.file = None;
                self.keep_belonging();
                self.status = format!("A new {}", D::LABEL);
                true
            }
        }
    }

    /// The file bar: name, file, open, new, save, undo and redo. Returns
    /// whether a different design is now being edited.
    pub fn bar_ui(&mut self, ui: &mut egui::Ui) -> bool {
        self.shortcuts(ui.ctx());
        let noun = D::LABEL;
        let title = format!("{}{}", noun[..1].to_uppercase(), &noun[1..]);
        let label = ui.label(format!("{title} name"));
        let mut name = self.value.name().to_owned();
        if ui.add(egui::TextEdit::singleline(&mut name).desired_width(140.0)).labelled_by(label.id).changed() {
            self.edit(self.value.renamed(name), Some("name".to_owned()));
        }
        let label = ui.label(format!("{title} file"));
        let hint = format!("my-{noun}.ron or my-{noun}.csv");
        ui.add(egui::TextEdit::singleline(&mut self.path).hint_text(hint).desired_width(200.0)).labelled_by(label.id);
        let mut asked = None;
        let start = self.path.clone();
        let request =
            |title: String, purpose| FileRequest::new(title, purpose, D::KIND, &["ron", "csv"]).starting_at(&start);
        if let Some(picked) = self.browse.browse_ui(ui, || request(format!("Open a {noun}"), Purpose::Open)) {
            self.path = picked.display().to_string();
            asked = Some(Pending::Open);
        }
        if ui.button(format!("Open {noun}")).on_hover_text("Open the file named beside").clicked() {
            asked = Some(Pending::Open);
        }
        if ui.button(format!("New {noun}")).clicked() {
            asked = Some(Pending::New);
        }
        // As wide with its star as without: the buttons after it stay put.
        let starred = format!("Save {noun}*");
        let save = if self.unsaved() { starred.clone() } else { format!("Save {noun}") };
        let save = egui::Button::new(save).min_size(egui::vec2(crate::desktop::button_width(ui, &starred), 0.0));
        if ui.add(save).on_hover_text("RON, or CSV for a .csv file").clicked() {
            self.ask_save();
        }
        let title = format!("Save the {noun} as");
        if let Some(picked) = self.save_as.button_ui(ui, "Save as…", || request(title, Purpose::Save)) {
            // The dialog asked before a file was replaced. The file field
            // names the new file once it is written, and the design's own
            // while it is not.
            self.save_saying(picked);
        }
        match self.replace.ui(ui.ctx()) {
            Some(ReplaceAnswer::Replace(path)) => self.save_saying(path),
            Some(ReplaceAnswer::Cancel(path)) => {
                self.status = format!("Not saved: {} is kept as it was", path.display());
            }
            None => {}
        }
        // Undo and Redo side by side: a narrow window wraps them together.
        // A wrapping row cannot know a group's width before it is laid out,
        // so the row is ended here when the pair would not fit beside.
        // A gap before the separator, after it, and between the two buttons.
        let needed = crate::desktop::button_width(ui, "Undo edit")
            + crate::desktop::button_width(ui, "Redo edit")
            + 3.0 * ui.spacing().item_spacing.x;
        if ui.available_size_before_wrap().x < needed {
            ui.end_row();
        } else {
            ui.separator();
        }
        ui.horizontal(|ui| {
            if ui.add_enabled(!self.undo.is_empty(), egui::Button::new("Undo edit")).clicked() {
                self.step(false);
            }
            if ui.add_enabled(!self.redo.is_empty(), egui::Button::new("Redo edit")).clicked() {
                self.step(true);
            }
        });
        let mut changed = false;
        match asked {
            Some(pending) if self.unsaved() => self.pending = Some(pending),
            Some(pending) => changed = self.carry_out(pending),
            None => {}
        }
        changed | self.prompt_ui(ui.ctx())
    }

    /// The design's verdict — `ready` when it has no problems, else the
    /// first in the words `parlour validate` uses, every one on hover —
    /// and the last thing that happened.
    pub fn verdict_ui(&self, ui: &mut egui::Ui, ready: &str) {
        let problems = self.value.problems();
        match problems.first() {
            None => {
                ui.label(ready);
            }
            Some(first) => {
                let more = match problems.len() {
                    1 => String::new(),
                    n => format!(" (and {} more)", n - 1),
                };
                let words = format!("To fix before playing: {first}{more}");
                let all: Vec<String> = problems.iter().map(ToString::to_string).collect();
                let text = egui::RichText::new(words).color(ui.visuals().error_fg_color);
                // Cut to half the line when a message follows, so that
                // what was just done ("Saved…") is always in sight too.
                let share = if self.status.is_empty() { 1.0 } else { 0.5 };
                let room = egui::vec2(ui.available_width() * share, ui.spacing().interact_size.y);
                ui.allocate_ui_with_layout(room, egui::Layout::left_to_right(egui::Align::Center), |ui| {
                    let label = egui::Label::new(text).truncate().show_tooltip_when_elided(false);
                    ui.add(label).on_hover_text(all.join("\n"));
                });
            }
        }
        if !self.status.is_empty() {
            ui.separator();
            // One line, whole on hover: a long message never moves the
            // workshop down under the pointer. In red when something could
            // not be done.
            let failed = self.status.starts_with("Could not");
            let colour = if failed { ui.visuals().error_fg_color } else { ui.visuals().text_color() };
            ui.add(egui::Label::new(egui::RichText::new(&self.status).color(colour)).truncate());
        }
    }

    /// Asks what to do with unsaved changes before they would be dropped.
    fn prompt_ui(&mut self, ctx: &egui::Context) -> bool {
        let Some(pending) = self.pending else { return false };
        let mut answer = None;
        let file = self.file.clone();
        let modal =
            crate::desktop::dialog(egui::Id::unique("unsaved").with(D::LABEL), "Unsaved changes").show(ctx, |ui| {
                ui.heading("Unsaved changes");
                ui.label(format!("“{}” has changes that are not saved to a file.", self.value.name()));
                ui.horizontal(|ui| {
                    let save = ui.add_enabled(file.is_some(), egui::Button::new("Save first"));
                    let where_to =
                        file.as_ref().map_or("it has no file yet".to_owned(), |f| format!("to {}", f.display()));
                    if save.on_hover_text(where_to).on_disabled_hover_text("Save it under a name first").clicked() {
                        answer = Some(true);
                    }
                    if ui.button("Discard changes").clicked() {
                        answer = Some(false);
                    }
                    let cancel = ui.button("Cancel");
                    // Nothing is lost by a slip of Enter: Cancel waits with the focus.
                    crate::desktop::focus::first(ui, &cancel);
                    if cancel.clicked() {
                        self.pending = None;
                    }
                });
            });
        // Esc is Cancel.
        if answer.is_none()
            && modal.is_top_modal
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
        {
            self.pending = None;
        }
        let Some(save_first) = answer else { return false };
        self.pending = None;
        if save_first
            && let Some(file) = file
            && let Err(e) = self.save_to(file).map(drop)
        {
            self.status = format!("Could not save: {e:#} — nothing was dropped");
            return false;
        }
        self.carry_out(pending)
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::games::unicorn_jelly::TileSet;

    use super::*;

    /// A draft of the default set autosaving into `dir`.
    fn draft(dir: &tempfile::TempDir) -> Draft<TileSet> {
        Draft::new(dir.path().join("autosave.ron"), || TileSet::default_set().clone())
    }

    fn folder() -> tempfile::TempDir {
        tempfile::Builder::new().prefix("parlour-draft-").tempdir().expect("a temporary folder")
    }

    #[test]
    fn typing_in_one_field_is_one_undo_step() {
        let dir = folder();
        let mut draft = draft(&dir);
        let start = draft.value().clone();
        for name in ["M", "My", "My t"] {
            draft.edit(draft.value().renamed(name.to_owned()), Some("name".to_owned()));
        }
        let mut tiles = draft.value().clone();
        tiles.tiles[0].count = 2;
        draft.edit(tiles, Some("tile 0 count".to_owned()));
        draft.step(false);
        assert_eq!(draft.value().name, "My t", "the count edit is undone alone");
        draft.step(false);
        assert_eq!(draft.value(), &start, "the typing is undone at once");
        draft.step(true);
        assert_eq!(draft.value().name, "My t");
    }

    #[test]
    fn edits_are_autosaved_and_kept_for_next_time() {
        let dir = folder();
        let mut first = draft(&dir);
        first.edit(first.value().renamed("Kept".to_owned()), None);
        assert!(first.unsaved());
        let again = Draft::<TileSet>::new(dir.path().join("autosave.ron"), TileSet::blank);
        assert_eq!(again.value().name, "Kept");
    }

    #[test]
    fn an_autosave_of_an_earlier_parlour_is_taken_up_and_kept_in_this_ones_format() {
        let dir = folder();
        let autosave = dir.path().join("autosave.ron");
        let old = include_str!("../../../../tests/fixtures/old/tile-set.ron");
        std::fs::write(&autosave, old).expect("written");
        let mut draft = Draft::<TileSet>::new(autosave.clone(), TileSet::blank);
        assert_eq!((draft.value().name.as_str(), draft.value().total()), ("Meadow and Drake", 8));
        draft.edit(draft.value().renamed("Meadow".to_owned()), None);
        let kept = std::fs::read_to_string(&autosave).expect("autosaved");
        assert!(kept.contains(&format!("format: {}", parlour_core::format::FORMAT)), "{kept}");
    }

    #[test]
    fn an_undone_edit_does_not_come_back_next_time() {
        let dir = folder();
        let mut first = draft(&dir);
        let start = first.value().name.clone();
        first.edit(first.value().renamed("Undone".to_owned()), None);
        first.step(false);
        let again = Draft::<TileSet>::new(dir.path().join("autosave.ron"), TileSet::blank);
        assert_eq!(again.value().name, start, "the undo was kept too");
        first.step(true);
        let again = Draft::<TileSet>::new(dir.path().join("autosave.ron"), TileSet::blank);
        assert_eq!(again.value().name, "Undone", "and so was the redo");
    }

    #[test]
    fn a_file_opened_or_a_new_design_leaves_nothing_to_undo() {
        let dir = folder();
        let file = dir.path().join("whales.ron");
        let mut whales = TileSet::default_set().clone();
        whales.name = "Whales".to_owned();
        std::fs::write(&file, whales.to_ron()).expect("written");
        let mut draft = draft(&dir);
        draft.edit(draft.value().renamed("Left behind".to_owned()), None);
        draft.save_saying(dir.path().join("left.ron"));
        draft.path = file.display().to_string();
        assert!(draft.carry_out(Pending::Open), "{}", draft.status);
        draft.step(false);
        assert_eq!(draft.value().name, "Whales", "Undo does not bring back the design that was left");
        assert!(!draft.unsaved(), "nothing to save over the file just opened");
        assert!(draft.carry_out(Pending::New));
        draft.step(false);
        assert_eq!(draft.value().name, "New set");
    }
}
