//! A new or opened game that would take the place of a game in progress
//! of its kind, and the question asked before it does.

use std::path::PathBuf;

use parlour_core::GameKind;

use super::in_progress::Summary;
use super::settings::NewGameChoices;
use super::tables::Table;

/// What waits for the player's word before a game in progress is lost.
pub enum Replacement {
    /// A new game of this kind, with these choices and seed.
    Start(GameKind, NewGameChoices, Option<u64>),
    /// A saved game, read from this file.
    Open(Box<dyn Table>, PathBuf),
    /// A new game set up as the command line asked (`parlour app --open GAME`).
    Asked(Box<dyn Table>),
}

impl Replacement {
    /// The game it would replace a game of.
    pub fn kind(&self) -> GameKind {
        match self {
            Replacement::Start(kind, ..) => *kind,
            Replacement::Open(table, _) | Replacement::Asked(table) => table.kind(),
        }
    }

    /// Asks whether the game in progress (`summary`, when known) may go —
    /// resigned, when it is one person's against bots; unfinished
    /// otherwise —; returns the answer once given. Keeping the game has the
    /// keyboard's focus, so that Enter loses nothing.
    pub fn ask_ui(&self, ctx: &egui::Context, summary: Option<&Summary>) -> Option<bool> {
        let against_bots = summary.is_some_and(|s| s.against_bots);
        let verb = match (self, against_bots) {
            (Replacement::Start(..) | Replacement::Asked(_), false) => "Start the new game",
            (Replacement::Open(..), false) => "Open the saved game",
            (Replacement::Start(..) | Replacement::Asked(_), true) => "Resign it and start the new game",
            (Replacement::Open(..), true) => "Resign it and open the saved game",
        };
        let what = match self {
            Replacement::Start(..) | Replacement::Asked(_) => "Start the new game",
            Replacement::Open(..) => "Open the saved game",
        };
        let given_up = if against_bots {
            "The game in progress will be resigned: it counts as a loss in the History and your Records."
        } else {
            "The game in progress will be given up (it stays in the History, unfinished)."
        };
        let summary = summary.map_or_else(String::new, |s| format!(" ({s})"));
        let mut answer = None;
        let modal = crate::desktop::dialog(egui::Id::unique("replace-game"), "A game is in progress").show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading("A game is in progress");
            ui.label(format!(
                "A game of {} is in progress{summary}. {what} in its place? {given_up}",
                self.kind().info().name
            ));
            // Room for the focus ring around the answers, clear of the words.
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let keep = ui.button("Keep the game in progress");
                super::focus::first(ui, &keep);
                if keep.clicked() {
                    answer = Some(false);
                }
                if ui.button(verb).clicked() {
                    answer = Some(true);
                }
            });
        });
        // Esc, or a click beside the question, keeps the game.
        if answer.is_none() && modal.should_close() {
            answer = Some(false);
        }
        answer
    }
}
