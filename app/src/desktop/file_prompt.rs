//! The prompt for a game's file — to save the game at the table, to open a
//! saved game, to replay one —: a path typed, or chosen with Browse…; a
//! game is saved over a file there already only when the person says so.
//! Esc closes it.

use std::path::PathBuf;

use super::file_dialog::{FilePicker, FileRequest, Purpose};
use super::replace_prompt::{ReplaceAnswer, ReplacePrompt};

/// What a file prompt is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileTask {
    /// Save the game at the table.
    Save,
    /// Open a saved game to play on.
    Open,
    /// Replay a saved game.
    Replay,
}

impl FileTask {
    /// The prompt's title, and the word on its button.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            FileTask::Save => ("Save game", "Save"),
            FileTask::Open => ("Open a saved game", "Open"),
            FileTask::Replay => ("Replay a saved game", "Replay"),
        }
    }
}

/// A save, open or replay prompt.
pub struct FilePrompt {
    /// What the file is for.
    pub task: FileTask,
    path: String,
    picker: FilePicker,
    replace: ReplacePrompt,
    /// Whether it has been drawn: opened, its field takes the focus.
    shown: bool,
}

/// What the person did with the prompt this frame.
pub enum PromptAnswer {
    /// Still deciding.
    Open,
    /// Closed without a file.
    Cancelled,
    /// This file, for the prompt's task.
    Chosen(FileTask, PathBuf),
}

impl FilePrompt {
    /// A prompt for `task`, with `path` filled in.
    pub fn new(task: FileTask, path: String) -> Self {
        Self { task, path, picker: FilePicker::default(), replace: ReplacePrompt::default(), shown: false }
    }

    /// Draws the prompt; returns what the person did.
    pub fn ui(&mut self, ctx: &egui::Context) -> PromptAnswer {
        let mut answer = PromptAnswer::Open;
        let (title, verb) = self.task.words();
        let modal = crate::desktop::dialog(egui::Id::unique("file-prompt"), title).show(ctx, |ui| {
            ui.set_width(520.0);
            ui.heading(title);
            let mut entered = false;
            ui.horizontal(|ui| {
                let label = ui.label("File");
                let field =
                    ui.add(egui::TextEdit::singleline(&mut self.path).desired_width(340.0)).labelled_by(label.id);
                // Opened, the field has the keyboard's focus (a screen
                // reader says the prompt and the field); Enter in it acts.
                if !self.shown {
                    field.request_focus();
                    self.shown = true;
                }
                entered = crate::desktop::entered(&field);
                let purpose = if self.task == FileTask::Save { Purpose::Save } else { Purpose::Open };
                let path = &self.path;
                let kind = if self.task == FileTask::Replay { "Saved games and records" } else { "Saved games" };
                let request = || FileRequest::new(title, purpose, kind, &["ron"]).starting_at(path);
                if let Some(chosen) = self.picker.browse_ui(ui, request) {
                    // The picker asked itself before naming a file there already.
                    answer = PromptAnswer::Chosen(self.task, chosen);
                }
            });
            ui.horizontal(|ui| {
                let act = ui.add_enabled(!self.path.trim().is_empty(), egui::Button::new(verb)).clicked();
                if (act || entered) && !self.path.trim().is_empty() {
                    let path = PathBuf::from(self.path.trim());
                    if self.task != FileTask::Save || self.replace.may_write(&path) {
                        answer = PromptAnswer::Chosen(self.task, path);
                    }
                }
                if ui.button("Cancel").clicked() && matches!(answer, PromptAnswer::Open) {
                    answer = PromptAnswer::Cancelled;
                }
            });
        });
        let idle = !self.picker.is_open() && !self.replace.is_asking() && modal.is_top_modal;
        if idle
            && matches!(answer, PromptAnswer::Open)
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
        {
            answer = PromptAnswer::Cancelled;
        }
        if let Some(ReplaceAnswer::Replace(path)) = self.replace.ui(ctx) {
            answer = PromptAnswer::Chosen(self.task, path);
        }
        if let PromptAnswer::Chosen(_, path) = &answer {
            self.path = path.display().to_string();
        }
        answer
    }
}
