//! The new-game dialog: who sits where, the game's rule options, a seed.

use parlour_core::bots::Bots;
use parlour_core::{GameKind, GameOptions, GameVisitor, OptionSpec};

use super::settings::{NewGameChoices, SeatPlayer};

/// The dialog's state while it is open.
pub struct NewGameDialog {
    /// Which game.
    pub kind: GameKind,
    /// The choices being edited (prefilled with the last ones).
    pub choices: NewGameChoices,
    specs: Vec<(OptionSpec, &'static str)>,
    error: Option<String>,
}

/// What the dialog asked for this frame.
pub enum DialogResult {
    /// Still open.
    Open,
    /// Closed without starting.
    Cancelled,
    /// Start a game with these choices and this seed.
    Start(NewGameChoices, Option<u64>),
}

/// How many seats the game has with the options chosen (some variants
/// change it: Unicorn Jelly's solitaire has one).
struct SeatCount<'a>(&'a std::collections::BTreeMap<String, String>);

impl GameVisitor for SeatCount<'_> {
    type Output = usize;
    fn visit<G: Bots>(self) -> usize {
        let mut options = G::Options::default();
        for (key, value) in self.0 {
            // A value the game refuses is reported when the game starts.
            let _ = options.set(key, value);
        }
        options.seat_count()
    }
}

/// A game's options, each with its default value.
struct Specs;

impl GameVisitor for Specs {
    type Output = Vec<(OptionSpec, &'static str)>;
    fn visit<G: Bots>(self) -> Self::Output {
        let defaults = G::Options::default();
        G::Options::specs().iter().map(|spec| (*spec, defaults.get(spec.key).unwrap_or_default())).collect()
    }
}

impl NewGameDialog {
    /// A dialog for `kind`, starting from the `last` choices made for it.
    pub fn new(kind: GameKind, last: Option<&NewGameChoices>) -> Self {
        let mut dialog =
            Self { kind, choices: last.cloned().unwrap_or_default(), specs: kind.visit(Specs), error: None };
        dialog.fit_seats();
        dialog
    }

    /// Gives the game as many seats as its options call for, keeping the
    /// choices already made: a first seat is a human, added ones medium bots.
    fn fit_seats(&mut self) {
        let count = self.kind.visit(SeatCount(&self.choices.options));
        let seats = &mut self.choices.seats;
        if seats.is_empty() {
            seats.push(SeatPlayer::Human);
        }
        seats.resize(count, SeatPlayer::Bot(parlour_core::bots::Level::Medium));
    }

    /// Draws the dialog as a modal window.
    pub fn ui(&mut self, ctx: &egui::Context) -> DialogResult {
        let mut result = DialogResult::Open;
        let modal = egui::Modal::new(egui::Id::unique("new-game")).show(ctx, |ui| {
            ui.set_width(380.0);
            ui.heading(format!("New game: {}", self.kind.info().name));
            ui.add_space(6.0);
            egui::Grid::new("new-game-grid").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
                for (i, seat) in self.choices.seats.iter_mut().enumerate() {
                    let label = ui.label(format!("Player {}", i + 1));
                    egui::ComboBox::from_id_salt(("seat", i))
                        .selected_text(seat.to_string())
                        .show_ui(ui, |ui| {
                            for choice in SeatPlayer::ALL {
                                ui.selectable_value(seat, choice, choice.to_string());
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    ui.end_row();
                }
                for (spec, default) in &self.specs {
                    let values: Vec<&str> = spec.values.split('|').collect();
                    let current = self.choices.options.get(spec.key).cloned().unwrap_or_else(|| (*default).to_owned());
                    let label = ui.label(spec.key).on_hover_text(spec.help);
                    let mut chosen = current.clone();
                    egui::ComboBox::from_id_salt(("option", spec.key))
                        .selected_text(&current)
                        .show_ui(ui, |ui| {
                            for value in &values {
                                ui.selectable_value(&mut chosen, (*value).to_owned(), *value);
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    if chosen != current || !self.choices.options.contains_key(spec.key) {
                        self.choices.options.insert(spec.key.to_owned(), chosen);
                    }
                    ui.end_row();
                }
                let label = ui.label("Seed");
                ui.add(egui::TextEdit::singleline(&mut self.choices.seed).hint_text("random").desired_width(140.0))
                    .labelled_by(label.id)
                    .on_hover_text("The same seed deals the same cards: leave empty for a fresh game.");
                ui.end_row();
            });
            self.fit_seats();
            if let Some(error) = &self.error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Start").clicked() {
                    let seed = self.choices.seed.trim();
                    if seed.is_empty() {
                        result = DialogResult::Start(self.choices.clone(), None);
                    } else {
                        match seed.parse::<u64>() {
                            Ok(seed) => result = DialogResult::Start(self.choices.clone(), Some(seed)),
                            Err(_) => self.error = Some(format!("`{seed}` is not a seed: use a whole number")),
                        }
                    }
                }
                if ui.button("Cancel").clicked() {
                    result = DialogResult::Cancelled;
                }
            });
        });
        if modal.should_close() && matches!(result, DialogResult::Open) {
            result = DialogResult::Cancelled;
        }
        result
    }
}
