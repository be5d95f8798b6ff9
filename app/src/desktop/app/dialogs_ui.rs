//! The app's dialogs drawn over the screen, and what they lead to: the New
//! game dialog, the question before a game in progress is replaced, the
//! file prompt (save, open, replay), and the message to the person
//! ([`ParlourApp::tell`]).

use std::path::PathBuf;

use super::ParlourApp;
use crate::desktop::file_prompt::{FilePrompt, FileTask, PromptAnswer};
use crate::desktop::new_game::DialogResult;
use crate::desktop::replacement::Replacement;

impl ParlourApp {
    /// Shows `message` to the person, in place of any message showing.
    pub(super) fn tell(&mut self, message: impl Into<String>) {
        self.dialogs.tell(message.into());
    }

    /// Prompts for where to save the game at the table: only a game being
    /// played, not a lesson or a replay.
    pub(super) fn prompt_save(&mut self) {
        if let Some(table) = self.screens.table().filter(|t| super::is_game(*t)) {
            let home = std::env::var_os("HOME").map_or_else(std::env::temp_dir, PathBuf::from);
            let name = format!("parlour-{}-{}.ron", table.kind().info().id, table.actions_played());
            self.dialogs.prompt = Some(FilePrompt::new(FileTask::Save, home.join(name).display().to_string()));
        }
    }

    /// Prompts for a saved game to open or replay, starting at the last one.
    pub(super) fn prompt_open(&mut self, task: FileTask) {
        let path = self.settings.recent.first().map(|p| p.display().to_string()).unwrap_or_default();
        self.dialogs.prompt = Some(FilePrompt::new(task, path));
    }

    /// The dialogs over the screen: New game, the question before a game in
    /// progress is replaced, the file prompt, and the message.
    pub(super) fn dialogs_ui(&mut self, ctx: &egui::Context) {
        // The question whether a game in progress may go stands alone, on
        // top: the New game dialog waits behind it, not drawn over it.
        if let Some(dialog) = self.dialogs.new_game.as_mut().filter(|_| self.dialogs.replacing.is_none()) {
            match dialog.ui(ctx) {
                DialogResult::Open => {}
                DialogResult::Cancelled => self.dialogs.new_game = None,
                DialogResult::Start(choices, seed) => {
                    let kind = dialog.kind;
                    self.replace_or_ask(Replacement::Start(kind, choices, seed));
                }
            }
        }
        if let Some(replacement) = &self.dialogs.replacing {
            match replacement.ask_ui(ctx, self.keeper.in_progress().get(replacement.kind())) {
                Some(true) => {
                    if let Some(replacement) = self.dialogs.replacing.take() {
                        self.replace(replacement);
                    }
                }
                Some(false) => {
                    self.dialogs.replacing = None;
                    self.dialogs.new_game = None;
                }
                None => {}
            }
        }
        if let Some(prompt) = self.dialogs.prompt.as_mut() {
            match prompt.ui(ctx) {
                PromptAnswer::Open => {}
                PromptAnswer::Cancelled => self.dialogs.prompt = None,
                PromptAnswer::Chosen(task, path) => {
                    self.dialogs.prompt = None;
                    match task {
                        FileTask::Save => self.save_file(&path),
                        FileTask::Open => self.open_file(&path),
                        FileTask::Replay => self.replay_file(&path, None),
                    }
                }
            }
        }
        if let Some(message) = self.dialogs.message().map(str::to_owned) {
            let modal = crate::desktop::dialog(egui::Id::unique("message"), "Message").show(ctx, |ui| {
                ui.set_max_width(460.0);
                ui.label(message);
                let ok = ui.button("OK");
                crate::desktop::focus::first(ui, &ok);
                ok.clicked()
            });
            // Esc, or a click beside it, is OK too.
            if modal.inner || modal.should_close() {
                self.dialogs.dismiss();
            }
        }
    }
}
