//! The Jalak table: the field drawn in 3-D (isometric) or flat from above,
//! turned by quarter turns; columns as blocks whose height shows their
//! notch, cubes and pawns on top. The player picks a column in their plus
//! (highlighted), raises or lowers it, then picks one of the moves that
//! change allows — each shown on the field, with the cube's path for a push.

mod emblem;
mod field_view;
mod spoken;

use crate::desktop::tables::focus::keep_near;
use crate::desktop::tables::pointing::name;
use parlour_core::Game;
use parlour_core::games::jalak::{Action, Jalak, Move, Square};

use self::field_view::{FieldView, Marks};
use super::{Board, Turn};

/// The Jalak board: the field, the column picked and how it changes.
#[derive(Default)]
pub struct JalakBoard {
    view: FieldView,
    /// The column picked to change.
    column: Option<Square>,
    /// Raise (`true`) or lower, once chosen.
    raise: Option<bool>,
    /// Whether the keyboard's focus goes on to the next step's first
    /// button: a column was just picked (Raise or Lower), or its change
    /// chosen (the first move).
    onward: bool,
}

impl JalakBoard {
    /// The column picked to change, if any.
    pub fn picked_column(&self) -> Option<Square> {
        self.column
    }

    /// How the field is looked at: quarter turns clockwise, and whether flat.
    pub fn looked_at(&self) -> (u8, bool) {
        self.view.looked_at()
    }

    /// The moves the viewer may make with the change chosen so far.
    fn moves(&self, actions: &[Action]) -> Vec<Action> {
        let (Some(column), Some(raise)) = (self.column, self.raise) else { return Vec::new() };
        actions.iter().copied().filter(|a| a.column == column && a.raise == raise).collect()
    }

    /// Raise/lower for the column picked, then a button for each move.
    fn choice_ui(&mut self, ui: &mut egui::Ui, state: &Jalak, actions: &[Action]) -> Option<Action> {
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            if let Some(column) = self.column {
                ui.label(format!("Column {column} (notch {}):", state.height(column)));
                for (raise, word) in [(true, "Raise"), (false, "Lower")] {
                    let possible = actions.iter().any(|a| a.column == column && a.raise == raise);
                    let chosen = self.raise == Some(raise);
                    let button = ui.add_enabled(possible, egui::Button::selectable(chosen, word));
                    name(&button, egui::Role::Button, possible, &spoken::change_name(state, column, raise, chosen));
                    keep_near(ui, &button);
                    if possible && self.onward && self.raise.is_none() {
                        button.request_focus();
                        self.onward = false;
                    }
                    if button.clicked() {
                        self.raise = Some(raise);
                        self.onward = true;
                    }
                }
                let another = ui.button("Pick another column");
                name(&another, egui::Role::Button, true, "Pick another column");
                keep_near(ui, &another);
                if another.clicked() {
                    self.column = None;
                    self.raise = None;
                    crate::desktop::tables::focus::bring_to_play(ui.ctx());
                }
            }
        });
        let moves = self.moves(actions);
        if !moves.is_empty() {
            ui.horizontal_wrapped(|ui| {
                for action in moves {
                    let words = describe_move(state, action);
                    let button = ui.button(&words);
                    name(&button, egui::Role::Button, true, &words);
                    keep_near(ui, &button);
                    if std::mem::take(&mut self.onward) {
                        button.request_focus();
                    }
                    if button.clicked() {
                        chosen = Some(action);
                    }
                }
            });
        }
        chosen
    }
}

impl Board for JalakBoard {
    type Game = Jalak;

    const HIDDEN_HANDS: bool = false;

    fn emblem(painter: &egui::Painter, rect: egui::Rect) {
        emblem::paint(painter, rect);
    }

    fn prompt(&self, turn: &Turn<'_, Jalak>) -> String {
        // Each begins with whose turn it is: a player who listens hears it
        // again when a pick changes it.
        match (self.column, self.raise) {
            (None, _) => "Your turn: pick a column to raise or lower (highlighted)".to_owned(),
            (Some(c), None) => {
                format!("Your turn: column {c} picked at notch {}, raise or lower it?", turn.seen.height(c))
            }
            (Some(c), Some(raise)) => {
                let change = if raise { "raised" } else { "lowered" };
                format!("Your turn: column {c} to be {change}, now pick a move (or a highlighted square)")
            }
        }
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Jalak>) -> Option<Action> {
        let mut chosen = None;
        egui::CentralPanel::default().show(ui, |ui| chosen = self.field_ui(ui, turn));
        if chosen.is_some() {
            self.forget();
        }
        chosen
    }

    fn action_label(&self, turn: &Turn<'_, Jalak>, action: Action) -> String {
        let change = if action.raise { "Raise" } else { "Lower" };
        let mut then = describe_move(&turn.seen, action);
        if let Some(first) = then.get(..1) {
            then.replace_range(..1, &first.to_lowercase());
        }
        format!("{change} column {}, then {then}", action.column)
    }

    fn summary(&self, turn: &Turn<'_, Jalak>) -> String {
        spoken::summary(&turn.seen, turn.viewer)
    }

    fn whole_board(&self, turn: &Turn<'_, Jalak>) -> Option<String> {
        Some(spoken::field(&turn.seen, turn.viewer))
    }

    const SUMMARY_TELLS_SEATS: bool = true;

    fn forget(&mut self) {
        // The view stays as the player turned it.
        self.column = None;
        self.raise = None;
        self.onward = false;
    }
}

/// The rows a turn's steps have above the field.
const PROMPT_ROWS: f32 = 3.0;

impl JalakBoard {
    fn field_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Jalak>) -> Option<Action> {
        let state = &turn.seen;
        let actions = &turn.actions;
        let changeable: Vec<Square> = match turn.viewer.filter(|_| turn.my_decision()) {
            Some(seat) => {
                state.changeable(seat).into_iter().filter(|c| actions.iter().any(|a| a.column == *c)).collect()
            }
            None => Vec::new(),
        };
        let moves = self.moves(actions);
        ui.horizontal_wrapped(|ui| {
            self.view.controls_ui(ui);
            ui.weak("Turns go counter-clockwise: a1 → e1 → e5 → a5");
        });
        // The turn's three steps take one room of one height,
        // so that the field keeps its scale from step to step.
        let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
        let room = PROMPT_ROWS * row;
        let mut chosen = None;
        egui::ScrollArea::vertical().id_salt("jalak-steps").max_height(room).auto_shrink([false, false]).show(
            ui,
            |ui| {
                ui.set_min_height(room);
                if turn.my_decision() {
                    if self.column.is_none() {
                        // Buttons too, for columns a taller one hides in 3-D.
                        ui.horizontal_wrapped(|ui| {
                            ui.label("Columns you may change:");
                            for &column in &changeable {
                                if ui.small_button(column.to_string()).clicked() {
                                    self.column = Some(column);
                                    self.onward = true;
                                }
                            }
                        });
                    }
                    chosen = self.choice_ui(ui, state, actions);
                }
            },
        );
        let marks = Marks {
            changeable: if self.raise.is_none() { changeable } else { Vec::new() },
            picked: self.column,
            targets: moves.iter().map(|a| target(state, *a)).collect(),
            pushes: moves.iter().filter_map(|a| push_path(state, *a)).collect(),
        };
        // After the change is chosen, the field is drawn as it will be, so moves show where they go.
        let shown = match (self.column, self.raise) {
            (Some(column), Some(raise)) => state.with_column_changed(column, raise),
            _ => state.clone(),
        };
        let clicked = self.view.paint_ui(ui, &shown, &marks, turn.viewer);
        if let Some(square) = clicked {
            if self.raise.is_none() && marks.changeable.contains(&square) {
                self.column = Some(square);
                self.onward = true;
            } else if self.raise.is_some() {
                let onto: Vec<Action> = moves.iter().copied().filter(|a| target(state, *a) == square).collect();
                if let [only] = onto.as_slice() {
                    chosen = Some(*only);
                }
            }
        }
        chosen
    }
}

/// Where the mover ends up.
fn target(state: &Jalak, action: Action) -> Square {
    let Some(seat) = state.to_act() else { return action.column };
    let from = state.pawn(seat);
    let next = from.neighbour(action.step.dir()).unwrap_or(from);
    match action.step {
        Move::Cross(dir) => next.neighbour(dir).unwrap_or(next),
        _ => next,
    }
}

/// Where a push takes the cube: from its square to the next.
fn push_path(state: &Jalak, action: Action) -> Option<(Square, Square)> {
    let Move::Push { dir, cube } = action.step else { return None };
    let from = state.pawn(state.to_act()?).neighbour(dir)?;
    Some((from, from.neighbour(cube)?))
}

/// A move in words, as its button says it.
pub fn describe_move(state: &Jalak, action: Action) -> String {
    let Some(seat) = state.to_act() else { return action.to_string() };
    let next = state.pawn(seat).neighbour(action.step.dir());
    let next = next.map_or_else(String::new, |s| s.to_string());
    match action.step {
        Move::Step(dir) => format!("Step {} to {next}", dir.name()),
        Move::Climb(_) => format!("Climb onto the cube on {next}"),
        Move::Cross(dir) => format!("Cross the cube on {next} to the {}", dir.name()),
        Move::Push { cube, .. } => format!("Push the cube on {next} {}", cube.name()),
    }
}
