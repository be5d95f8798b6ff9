//! The dialog's foot: the file name and the kind of file shown, a status
//! line, Open and Cancel, and the question before a file is replaced.

use std::path::Path;

use egui::{Align, Layout};

use super::listing::MOST_ENTRIES;
use super::{Field, InAppDialog, InAppOutcome, Purpose};

impl InAppDialog {
    /// The file name and the kind of file listed.
    pub(super) fn name_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.label("File name");
        let kind_width = (ui.available_width() * 0.35).clamp(120.0, 260.0);
        let spacing = ui.spacing().item_spacing.x;
        let field = egui::TextEdit::singleline(&mut self.name)
            .id(Field::Name.id())
            .desired_width((ui.available_width() - kind_width - spacing).max(40.0));
        let response = ui.add(field).labelled_by(label.id);
        if self.first_frame && self.request.purpose == Purpose::Save {
            response.request_focus();
        }
        if response.changed() {
            self.name_typed = true;
            self.list_current = false;
            self.problem = None;
        }
        let kind = format!(
            "{} ({})",
            self.request.kind,
            self.request.extensions.iter().map(|e| format!("*.{e}")).collect::<Vec<_>>().join(", ")
        );
        let every = "All files".to_owned();
        let showing = if self.every_file { every.clone() } else { kind.clone() };
        let before = self.every_file;
        let combo = egui::ComboBox::from_id_salt("parlour-file-dialog-kind")
            .width(kind_width)
            .truncate()
            .selected_text(&showing)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.every_file, false, kind);
                ui.selectable_value(&mut self.every_file, true, every);
            });
        combo.response.widget_info(|| egui::WidgetInfo {
            label: Some("File type".to_owned()),
            current_text_value: Some(showing.clone()),
            ..egui::WidgetInfo::new(egui::Role::ComboBox)
        });
        if self.every_file != before {
            self.refresh();
        }
    }

    /// A line under the list: what went wrong, else how much is listed.
    pub(super) fn status_ui(&self, ui: &mut egui::Ui) {
        let text = if let Some(problem) = &self.problem {
            egui::RichText::new(problem).color(ui.visuals().error_fg_color)
        } else {
            let Ok(listing) = &self.listing else { return };
            let folders = self.shown.iter().filter(|&&i| listing.entries[i].folder).count();
            let files = self.shown.len() - folders;
            let plural = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
            let mut words = format!("{}, {}", plural(folders, "folder", "folders"), plural(files, "file", "files"));
            if !self.filter.trim().is_empty() {
                words = format!("{words} holding “{}”", self.filter.trim());
            }
            if listing.cut {
                words = format!("{words} — only the first {MOST_ENTRIES} entries are read");
            }
            egui::RichText::new(words).weak()
        };
        ui.add(egui::Label::new(text).truncate());
    }

    /// The name of a new folder to make here, with Create and Cancel, in
    /// the place of the status line; the folder made is entered, the file
    /// name typed kept.
    pub(super) fn new_folder_ui(&mut self, ui: &mut egui::Ui) {
        let Some(name) = self.new_folder.as_mut() else { return };
        let label = ui.label("New folder");
        let field = egui::TextEdit::singleline(name).id(new_folder_field()).desired_width(200.0);
        let field = ui.add(field).labelled_by(label.id);
        // As it is asked for, the name has the keyboard.
        if !ui.data(|d| d.get_temp::<bool>(new_folder_field()).unwrap_or(false)) {
            field.request_focus();
            ui.data_mut(|d| d.insert_temp(new_folder_field(), true));
        }
        let entered = crate::desktop::entered(&field);
        let create = ui.button("Create").clicked();
        if ui.button("Cancel").on_hover_text("Make no folder").clicked() {
            self.new_folder = None;
            return;
        }
        if !(create || entered) {
            return;
        }
        let name = name.trim().to_owned();
        let made = if name.is_empty() || name.contains(['/', '\\']) || name == "." || name == ".." {
            Err(format!("“{name}” cannot be a folder's name: type a name without a slash"))
        } else if self.folder.join(&name).exists() {
            Err(format!("There is already a “{name}” here"))
        } else {
            std::fs::create_dir(self.folder.join(&name)).map_err(|e| format!("Could not make the folder “{name}”: {e}"))
        };
        self.new_folder = None;
        match made {
            Ok(()) => self.enter(self.folder.join(&name)),
            Err(why) => self.problem = Some(why),
        }
    }

    /// Cancel and Open (or Save), from the right; New folder… where a file
    /// is saved.
    pub(super) fn buttons_ui(&mut self, ui: &mut egui::Ui) -> InAppOutcome {
        let mut outcome = InAppOutcome::Open;
        if ui.button("Cancel").on_hover_text("Close without choosing (Esc)").clicked() {
            outcome = InAppOutcome::Cancelled;
        }
        let verb = match self.request.purpose {
            Purpose::Open => "Open",
            Purpose::Save => "Save",
        };
        let named = !self.name.trim().is_empty();
        let can = named || (self.list_current && self.selected.is_some());
        if ui.add_enabled(can, egui::Button::new(verb)).clicked() && outcome == InAppOutcome::Open {
            // The name, when there is one; else the folder selected.
            outcome = if named { self.choose() } else { self.activate() };
        }
        if self.request.purpose == Purpose::Save
            && ui.button("New folder…").on_hover_text("Make a folder here to save in").clicked()
        {
            self.new_folder = Some(String::new());
            self.problem = None;
            ui.data_mut(|d| d.insert_temp(new_folder_field(), false));
        }
        outcome
    }

    /// The question before a file is replaced, in the place of the buttons
    /// so that nothing moves.
    pub(super) fn replace_ui(&mut self, ui: &mut egui::Ui, path: &Path) -> InAppOutcome {
        let mut outcome = InAppOutcome::Open;
        let keep = ui.button("Keep it");
        if self.replace_asked {
            // The question takes the keyboard as it is asked: Enter keeps the file.
            keep.request_focus();
        }
        self.replace_asked = false;
        if keep.clicked() {
            self.replace = None;
        }
        if ui.button("Replace").clicked() {
            outcome = InAppOutcome::Picked(path.to_path_buf());
        }
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
            ui.add(egui::Label::new(format!("{name} already exists here. Replace it?")).truncate());
        });
        outcome
    }
}

/// The new folder's name field, which has the focus as it is asked for.
fn new_folder_field() -> egui::Id {
    egui::Id::unique("parlour-file-dialog-new-folder")
}
