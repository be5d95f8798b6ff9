//! The move under study, told below the board: its words and the
//! review's judgment, the advisor's study of it (started once the replay
//! rests on the move), and "Play from here".

use parlour_core::bots::{BotSpec, Bots, Level};

use super::study_job::{self, StudyJob};
use super::{ReplayMode, Request, from_here, marks};

impl<G: Bots> ReplayMode<G> {
    /// Whether the bot may study the move under study for the viewer: in a
    /// finished game any seat's, else only the viewer's own (another seat's
    /// choices would name its hidden cards).
    pub(super) fn may_study(&self) -> bool {
        self.finished || self.said.get(self.at).is_some_and(|said| said.seat == self.viewer)
    }

    /// Starts the study of the move under study once the replay has rested
    /// on it a moment, and drops a study of another move; none while
    /// playing or reviewing (the review has the cores).
    pub(super) fn keep_study(&mut self, ctx: &egui::Context, now: f64) {
        if self.study.as_ref().is_some_and(|study| study.at != self.at) || self.playing || self.reviewing() {
            self.study = None;
        }
        if self.study.is_some() || self.playing || self.reviewing() || !self.may_study() {
            return;
        }
        let rested = now - self.shown_since;
        if rested < study_job::REST {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(study_job::REST - rested));
            return;
        }
        if let Ok(state) = self.shown().replay()
            && state.to_act().is_some()
        {
            let played = self.record.actions.get(self.at).and_then(|text| text.parse().ok());
            self.study = Some(StudyJob::start(state, played, self.at, ctx));
        }
    }

    /// The move under study in words: what was played, and once reviewed
    /// its win chances, its mark, and what the advisor would rather (or that
    /// it cannot tell the move from its own choice).
    pub(super) fn under_study(&self) -> String {
        let Some(said) = self.said.get(self.at) else { return "The end of the game.".to_owned() };
        let Some(j) = self.judgment_here() else {
            return format!("Move {}: {}.", self.at + 1, said.whole().trim_end_matches('.'));
        };
        // The study, once there, lists the bot's choices itself.
        let studied = self.study.as_ref().and_then(StudyJob::study).is_some_and(|study| !study.choices.is_empty());
        let best = match (j.best == j.played, j.tied) {
            (true, _) => String::new(),
            (false, true) => format!(
                " As good as the advisor's choice, as far as it can tell: {}.",
                j.best_words().trim_end_matches('.')
            ),
            (false, false) if studied => String::new(),
            (false, false) => format!(" The advisor would rather: {}.", j.best_words().trim_end_matches('.')),
        };
        // The points given away to one decimal: the mark follows them, not
        // the two chances as rounded.
        format!(
            "Move {}: {} — {} (win chance {:.0}% → {:.0}%, {:.1} percentage points of it given away).{best} Judged from what Player {} knew then.",
            self.at + 1,
            j.played_words().trim_end_matches('.'),
            marks::word(j.mark),
            j.value_before * 100.0,
            j.value_after * 100.0,
            (j.value_before - j.value_after).max(0.0) * 100.0,
            j.seat
        )
    }

    /// The move under study: its words and judgment (scrolled when long),
    /// and "Play from here" kept at the foot.
    pub(super) fn study_ui(&self, ui: &mut egui::Ui) -> Option<Request> {
        let foot = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
        // Its bar always shown: the choices and the line may lie below.
        egui::ScrollArea::vertical()
            .id_salt("replay-study")
            .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
            .max_height((ui.available_height() - foot).max(20.0))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.add(egui::Label::new(self.under_study()).wrap());
                self.choices_ui(ui);
            });
        ui.with_layout(egui::Layout::bottom_up(egui::Align::Min), |ui| self.play_on_ui(ui)).inner
    }

    /// The bot's study of the move: its choices with their win chances,
    /// the line it expects, what it proves; or why it is not there.
    fn choices_ui(&self, ui: &mut egui::Ui) {
        if self.at >= self.record.actions.len() {
            return;
        }
        if !self.may_study() {
            ui.weak("The advisor's choices for another player's move show once the game is over.");
            return;
        }
        let Some(job) = &self.study else { return };
        let Some(study) = job.study() else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak("The advisor studies this move…");
            });
            return;
        };
        if study.choices.is_empty() {
            return;
        }
        // What a search proves comes first; where the advisor's own search
        // proved it, its choices are then told by the result each forces,
        // not by a chance.
        if let Some(proof) = study.proof_words() {
            ui.label(egui::RichText::new(format!("Player {} {proof}.", study.seat)).strong());
        }
        let heading = if study.known {
            format!("From what Player {0} knew, the advisor's choices for Player {0}:", study.seat)
        } else {
            format!("The advisor's choices for Player {}:", study.seat)
        };
        ui.label(egui::RichText::new(heading).strong());
        for (n, choice) in study.choices.iter().enumerate() {
            let worth = match choice.value {
                _ if study.proof.is_none() || study.known => format!("{:.0}%", choice.value * 100.0),
                v if v >= 1.0 => "wins".to_owned(),
                v if v <= 0.0 => "loses".to_owned(),
                v if (v - 0.5).abs() < f64::EPSILON => "draws".to_owned(),
                v => format!("{:.0}%", v * 100.0),
            };
            let tied = if choice.tied { " (as good as the first)" } else { "" };
            ui.add(
                egui::Label::new(format!("{}. {}{tied} — {worth}", n + 1, choice.text.trim_end_matches('.'))).wrap(),
            );
        }
        if !study.line.is_empty() {
            let line: Vec<&str> = study.line.iter().map(|step| step.text.trim_end_matches('.')).collect();
            ui.add(egui::Label::new(format!("After the first it expects: {}.", line.join("; "))).wrap());
        }
    }

    /// "Play from here", with whom against.
    fn play_on_ui(&self, ui: &mut egui::Ui) -> Option<Request> {
        let mut request = None;
        let over = self.at >= self.record.actions.len() && self.finished;
        ui.horizontal(|ui| {
            let play = ui.add_enabled(!over, egui::Button::new("Play from here"));
            let whom = match self.against {
                Some(level) => format!("against {} bots", BotSpec::Level(level)),
                None => "with people only".to_owned(),
            };
            let play = play.on_hover_text(format!(
                "A new game from this position, you as {} {whom}. {}",
                self.viewer,
                from_here::what_is_dealt()
            ));
            if play.clicked() {
                request = Some(Request::FromHere);
            }
            let mut against = self.against;
            egui::ComboBox::from_id_salt("replay-against").selected_text(whom).show_ui(ui, |ui| {
                for level in Level::ALL {
                    ui.selectable_value(&mut against, Some(level), format!("against {} bots", BotSpec::Level(level)));
                }
                ui.selectable_value(&mut against, None, "with people only");
            });
            if against != self.against {
                request = Some(Request::Against(against));
            }
        });
        request
    }
}
