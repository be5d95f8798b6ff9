//! A new or opened game that would take the place of a game in progress
//! of its kind, and the question asked before it does.

use std::path::PathBuf;

use parlour_core::GameKind;

use super::settings::NewGameChoices;
use super::tables::Table;

/// What waits for the player's word before a game in progress is lost.
pub enum Replacement {
    /// A new game of this kind, with these choices and seed.
    Start(GameKind, NewGameChoices, Option<u64>),
    /// A saved game, read from this file.
    Open(Box<dyn Table>, PathBuf),
}

impl Replacement {
    /// The game it would replace a game of.
    pub fn kind(&self) -> GameKind {
        match self {
            Replacement::Start(kind, ..) => *kind,
            Replacement::Open(table, _) => table.kind(),
        }
    }

    /// Asks whether the game in progress (`summary`, when known) may go;
    /// returns the answer once given.
    pub fn ask_ui(&self, ctx: &egui::Context, summary: Option<String>) -> Option<bool> {
        let verb = match self {
            Replacement::Start(..) => "Start the new game",
            Replacement::Open(..) => "Open the saved game",
        };
        let summary = summary.map_or_else(String::new, |s| format!(" ({s})"));
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("replace-game")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading("A game is in progress");
            ui.label(format!(
                "A game of {} is in progress{summary}. {verb} in its place? The game in progress will be given up (it stays in the History, unfinished).",
                self.kind().info().name
            ));
            ui.horizontal(|ui| {
                let go = ui.button(verb);
                super::focus::first(ui, &go);
                if go.clicked() {
                    answer = Some(true);
                }
                if ui.button("Keep the game in progress").clicked() {
                    answer = Some(false);
                }
            });
        });
        answer
    }
}
