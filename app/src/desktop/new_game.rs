//! The new-game dialog: who sits where, the game's rule options (read from
//! their declarations: readable labels, the help as a tooltip, an option
//! that does not apply disabled with the reason, who starts chosen among
//! the players at the table), the tile set or card collection to play with,
//! takebacks against the bots, and a seed — blank for a new deal each time,
//! kept for the games after only when the player pins it.

use std::collections::BTreeMap;
use std::path::PathBuf;

use parlour_core::bots::Bots;
use parlour_core::{GameKind, GameOptions, GameVisitor, OptionKind};

use super::settings::NewGameChoices;
use crate::seat_player::SeatPlayer;

/// The space between the form's rows.
const GRID_SPACING: f32 = 8.0;

/// The dialog's state while it is open.
pub struct NewGameDialog {
    /// Which game.
    pub kind: GameKind,
    /// The choices being edited (prefilled with the last ones, the seed
    /// only if it was pinned).
    pub choices: NewGameChoices,
    /// Tile sets or collections opened or saved in the workshop, newest first.
    recent_designs: Vec<PathBuf>,
    /// A design file being typed.
    design_path: String,
    error: Option<String>,
    /// The list whose choices were open last frame: the focus goes back to
    /// it when they close (Esc), not on to Start.
    open_list: Option<egui::Id>,
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

/// One option as the dialog shows it, with the value the choices give it.
struct OptionRow {
    key: &'static str,
    label: &'static str,
    help: &'static str,
    /// `(value, label)` to choose from, only those the rest of the
    /// choices allow; empty for a number.
    choices: Vec<(String, String)>,
    /// The range of a number.
    range: Option<(u32, u32)>,
    value: String,
    /// Why it does not apply now, if it does not.
    disabled: Option<&'static str>,
}

/// What the dialog needs of the game, for the choices made so far.
struct GameForm {
    rows: Vec<OptionRow>,
    seats: usize,
    /// Why no move could be taken back with these options, if none could.
    takebacks_refused: Option<&'static str>,
}

/// The game's options with `chosen` applied, as rows.
struct Form<'a>(&'a BTreeMap<String, String>);

impl GameVisitor for Form<'_> {
    type Output = GameForm;
    fn visit<G: Bots>(self) -> GameForm {
        let mut options = G::Options::default();
        for (key, value) in self.0 {
            // A value the game refuses is reported when the game starts.
            let _ = options.set(key, value);
        }
        let seats = options.seat_count();
        let rows = G::Options::specs()
            .iter()
            .map(|spec| OptionRow {
                key: spec.key,
                label: spec.label,
                help: spec.help,
                choices: match spec.kind {
                    // Who starts: one of the players at the table.
                    OptionKind::First { .. } => {
                        let mut choices = spec.choices();
                        choices.retain(|(value, _)| !value.parse::<usize>().is_ok_and(|n| n > seats));
                        choices
                    }
                    _ => spec.choices(),
                },
                range: match spec.kind {
                    OptionKind::Number { min, max, .. } => Some((min, max)),
                    _ => None,
                },
                value: spec.get(&options),
                disabled: (spec.applies)(&options).err(),
            })
            .collect();
        GameForm { rows, seats, takebacks_refused: options.takebacks_refused() }
    }
}

impl NewGameDialog {
    /// A dialog for `kind`, starting from the `last` choices made for it
    /// (a seed among them only if the player pinned it); `recent_designs`
    /// are the workshop's files the game could play.
    pub fn new(kind: GameKind, last: Option<&NewGameChoices>, recent_designs: Vec<PathBuf>) -> Self {
        let mut choices = last.cloned().unwrap_or_default();
        if !choices.keep_seed {
            choices.seed.clear();
        }
        let design_path = choices.design.as_ref().map(|p| p.display().to_string()).unwrap_or_default();
        let mut dialog = Self { kind, choices, recent_designs, design_path, error: None, open_list: None };
        dialog.fit();
        dialog
    }

    /// Fits the choices to one another: as many seats as the game has, and
    /// no option left on a value the rest no longer allow (who starts,
    /// once fewer play) — that one goes back to the game's default.
    fn fit(&mut self) {
        let form = self.kind.visit(Form(&self.choices.options));
        self.fit_seats(form.seats);
        for row in &form.rows {
            if !row.choices.is_empty() && !row.choices.iter().any(|(value, _)| *value == row.value) {
                self.choices.options.remove(row.key);
            }
        }
    }

    /// Gives the game `count` seats, keeping the choices already made: a
    /// first seat is a human, added ones medium bots.
    fn fit_seats(&mut self, count: usize) {
        let seats = &mut self.choices.seats;
        if seats.is_empty() {
            seats.push(SeatPlayer::Human);
        }
        seats.resize(count, SeatPlayer::Bot(parlour_core::bots::Level::Medium));
    }

    /// Draws the dialog as a modal window.
    pub fn ui(&mut self, ctx: &egui::Context) -> DialogResult {
        let mut result = DialogResult::Open;
        let form = self.kind.visit(Form(&self.choices.options));
        let title = format!("New game: {}", self.kind.info().name);
        let id = egui::Id::unique("new-game");
        // A list closed with nothing chosen (Esc) leaves the focus nowhere:
        // it goes back to the list, not on to Start.
        if let Some(list) = self.open_list.take()
            && ctx.memory(|m| m.focused().is_none())
        {
            ctx.memory_mut(|m| m.request_focus(list));
        }
        let modal = crate::desktop::growing_dialog(id, &title, ctx).show(ctx, |ui| {
            ui.set_width(420.0);
            ui.heading(&title);
            ui.add_space(6.0);
            egui::Grid::new("new-game-grid").num_columns(2).spacing([12.0, GRID_SPACING]).show(ui, |ui| {
                // How many players first: the seat rows it adds or takes
                // grow below it, never moving it.
                let (count, others): (Vec<_>, Vec<_>) = form.rows.iter().partition(|row| row.key == "players");
                for row in count {
                    self.option_ui(ui, row);
                    ui.end_row();
                }
                self.seats_ui(ui);
                for row in others {
                    self.option_ui(ui, row);
                    ui.end_row();
                }
                if let Some(design) = self.kind.design() {
                    self.design_ui(ui, design.noun());
                }
                self.takebacks_ui(ui, form.takebacks_refused);
                self.seed_ui(ui);
            });
            if let Some(error) = &self.error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            // Room for the seats the game may yet have, so that Start stays
            // put as players are added or taken away.
            let missing = self.kind.info().max_seats.saturating_sub(self.choices.seats.len());
            ui.add_space(8.0 + missing as f32 * (ui.spacing().interact_size.y + GRID_SPACING));
            ui.horizontal(|ui| {
                let start = ui.button("Start");
                crate::desktop::focus::first(ui, &start);
                if start.clicked() {
                    result = self.start();
                }
                if ui.button("Cancel").clicked() {
                    result = DialogResult::Cancelled;
                }
            });
        });
        self.fit();
        if modal.should_close() && matches!(result, DialogResult::Open) {
            result = DialogResult::Cancelled;
        }
        result
    }

    /// One row per seat: human or a bot level.
    fn seats_ui(&mut self, ui: &mut egui::Ui) {
        for (i, seat) in self.choices.seats.iter_mut().enumerate() {
            let label = ui.label(format!("Player {}", i + 1));
            let list = egui::ComboBox::from_id_salt(("seat", i)).selected_text(seat.to_string()).show_ui(ui, |ui| {
                for choice in SeatPlayer::ALL {
                    ui.selectable_value(seat, choice, choice.to_string());
                }
            });
            crate::desktop::list_above_dialog(ui, &list.response);
            if list.inner.is_some() {
                self.open_list = Some(list.response.id);
            }
            let response = labelled(&label, list.response);
            said_as(&response, &seat.to_string());
            ui.end_row();
        }
    }

    /// One option: its label (the help on hover), and a list or a number;
    /// disabled with the reason when it does not apply.
    fn option_ui(&mut self, ui: &mut egui::Ui, row: &OptionRow) {
        let label = ui.label(row.label).on_hover_text(row.help);
        let mut chosen = row.value.clone();
        ui.add_enabled_ui(row.disabled.is_none(), |ui| {
            let response = if let Some((min, max)) = row.range {
                let mut number: u32 = chosen.parse().unwrap_or(min);
                let response = ui.add(egui::DragValue::new(&mut number).range(min..=max));
                chosen = number.to_string();
                response
            } else {
                let shown = row.choices.iter().find(|(v, _)| *v == chosen).map_or(chosen.as_str(), |(_, l)| l.as_str());
                let shown = shown.to_owned();
                let list = egui::ComboBox::from_id_salt(("option", row.key)).selected_text(&shown).show_ui(ui, |ui| {
                    for (value, text) in &row.choices {
                        ui.selectable_value(&mut chosen, value.clone(), text);
                    }
                });
                crate::desktop::list_above_dialog(ui, &list.response);
                if list.inner.is_some() {
                    self.open_list = Some(list.response.id);
                }
                said_as(&list.response, &shown);
                list.response
            };
            let response = labelled(&label, response);
            match row.disabled {
                Some(reason) => response.on_disabled_hover_text(format!("{}: {reason}", row.label)),
                None => response.on_hover_text(row.help),
            };
        });
        if chosen != row.value {
            self.choices.options.insert(row.key.to_owned(), chosen);
        }
    }

    /// The tile set or collection to play: the game's own, one opened in the
    /// workshop lately, or a file typed.
    fn design_ui(&mut self, ui: &mut egui::Ui, noun: &str) {
        let what = noun.trim_start_matches("a ").trim_start_matches("an ");
        let title = format!("{}{}", what[..1].to_uppercase(), &what[1..]);
        let label = ui.label(&title).on_hover_text(format!("Play with {noun} of your own, made in the workshop"));
        ui.vertical(|ui| {
            let named = |p: &PathBuf| design_name(p, &self.recent_designs);
            let shown = self.choices.design.as_ref().map_or_else(|| format!("The game's own {what}"), named);
            let mut chosen = self.choices.design.clone();
            let said = shown.clone();
            let list = egui::ComboBox::from_id_salt("design").selected_text(shown).show_ui(ui, |ui| {
                ui.selectable_value(&mut chosen, None, format!("The game's own {what}"));
                for path in &self.recent_designs {
                    ui.selectable_value(&mut chosen, Some(path.clone()), named(path))
                        .on_hover_text(path.display().to_string());
                }
            });
            crate::desktop::list_above_dialog(ui, &list.response);
            if list.inner.is_some() {
                self.open_list = Some(list.response.id);
            }
            let response = labelled(&label, list.response);
            said_as(&response, &said);
            if chosen != self.choices.design {
                self.design_path = chosen.as_ref().map(|p| p.display().to_string()).unwrap_or_default();
                self.choices.design = chosen;
            }
            let typed = ui
                .add(
                    egui::TextEdit::singleline(&mut self.design_path)
                        .hint_text("or type a file's path")
                        .desired_width(260.0),
                )
                .labelled_by(label.id);
            if typed.changed() {
                let path = self.design_path.trim();
                self.choices.design = (!path.is_empty()).then(|| PathBuf::from(path));
            }
        });
        ui.end_row();
    }

    /// Takebacks: for one person against bots, Undo may take back their
    /// move with the bots' replies since. Greyed out, saying why, at any
    /// other table, and where every play draws (`refused` says so).
    fn takebacks_ui(&mut self, ui: &mut egui::Ui, refused: Option<&'static str>) {
        let seats = &self.choices.seats;
        let people = seats.iter().filter(|s| **s == SeatPlayer::Human).count();
        let why_not = if people != 1 || seats.len() < 2 {
            Some("only for one player against bots".to_owned())
        } else {
            refused.map(|why| format!("no move can be taken back here: {why}"))
        };
        ui.label("Takebacks");
        let mut on = self.choices.takebacks && why_not.is_none();
        let response = ui.add_enabled(why_not.is_none(), egui::Checkbox::new(&mut on, TAKEBACKS));
        // Named with its row, as a screen reader says it alone.
        let name = format!("Takebacks: {}", TAKEBACKS.to_lowercase());
        response.widget_info(|| egui::WidgetInfo::selected(egui::Role::CheckBox, why_not.is_none(), on, &name));
        let help = "Undo takes back your last move and the bots' replies since, as long as nothing hidden was \
                    shown to you in between (a card drawn, a card turned up). Games where you take a move back \
                    are marked in the History and counted apart in your Records.";
        let response = response.on_hover_text(help);
        if let Some(why_not) = &why_not {
            let _ = response.on_disabled_hover_text(format!("Takebacks: {why_not}"));
        } else {
            self.choices.takebacks = on;
        }
        ui.end_row();
    }

    /// The seed: blank for a new deal each time, and whether the one typed
    /// is kept for the next games too.
    fn seed_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.label("Seed");
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut self.choices.seed)
                    .hint_text("a new deal each time")
                    .desired_width(170.0),
            )
            .labelled_by(label.id)
            .on_hover_text("The same seed deals the same cards: leave it blank for a new deal each time.");
            ui.checkbox(&mut self.choices.keep_seed, "Keep this seed")
                .on_hover_text("Deal the next games with this seed too; unticked, it is used for this game only.");
        });
        ui.end_row();
    }

    /// The choices to start with and to remember (the seed only if it is
    /// kept), once the seed reads.
    fn start(&mut self) -> DialogResult {
        let mut remembered = self.choices.clone();
        if !remembered.keep_seed {
            remembered.seed.clear();
        }
        let seed = self.choices.seed.trim();
        if seed.is_empty() {
            return DialogResult::Start(remembered, None);
        }
        if let Ok(seed) = seed.parse::<u64>() {
            return DialogResult::Start(remembered, Some(seed));
        }
        self.error = Some(format!("`{}` is not a seed: use a whole number", parlour_core::text::excerpt(seed)));
        DialogResult::Open
    }
}

/// A path's file name, for lists.
/// How the list names the design file `path`: by its file name, with its
/// folder's when another of `recent` has the same file name.
fn design_name(path: &std::path::Path, recent: &[PathBuf]) -> String {
    let name = file_name(path);
    let alike = recent.iter().any(|other| other != path && file_name(other) == name);
    match path.parent().and_then(|p| p.file_name()) {
        Some(folder) if alike => format!("{name} in {}", folder.to_string_lossy()),
        _ => name,
    }
}

fn file_name(path: &std::path::Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// Gives a list's choice to screen readers, closed as it is: as its value,
/// and as its description — what Orca speaks after the list's label and
/// role ("Player 2, combo box, Bot: medium"), and again when it changes.
fn said_as(response: &egui::Response, chosen: &str) {
    response.ctx.accesskit_node_builder(response.id, |node| {
        node.set_value(chosen);
        node.set_description(chosen);
    });
}

/// `control` named by its row's `label`, and the label marked as that
/// control's, so that a screen reader does not read it aloud again as a
/// stray text of the dialog (Orca reads a dialog's labels of three words
/// or more that are tied to nothing, and AccessKit passes on only the
/// "controls" tie).
fn labelled(label: &egui::Response, control: egui::Response) -> egui::Response {
    let control = control.labelled_by(label.id);
    label.ctx.accesskit_node_builder(label.id, |node| node.push_controlled(control.id.accesskit_id()));
    control
}

/// The Takebacks checkbox's words: short, so that the dialog keeps its
/// size from its first frame and nothing moves under the pointer.
pub const TAKEBACKS: &str = "With the bots' replies";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_designs_of_one_file_name_are_told_apart_by_their_folders() {
        let (work, elsewhere, other) =
            (PathBuf::from("/d/work/jelly.ron"), PathBuf::from("/d/elsewhere/jelly.ron"), PathBuf::from("/d/a.ron"));
        let recent = [work.clone(), elsewhere.clone(), other.clone()];
        assert_eq!(design_name(&work, &recent), "jelly.ron in work");
        assert_eq!(design_name(&elsewhere, &recent), "jelly.ron in elsewhere");
        assert_eq!(design_name(&other, &recent), "a.ron", "a name of its own is enough");
    }
}
