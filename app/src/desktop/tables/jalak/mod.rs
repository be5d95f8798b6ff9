//! The Jalak table: the field drawn in 3-D (isometric) or flat from above,
//! turned by quarter turns; columns as blocks whose height shows their
//! notch, cubes and pawns on top. The player picks a column in their plus
//! (highlighted), raises or lowers it, then picks one of the moves that
//! change allows — each shown on the field, with the cube's path for a push.
//! A square that two moves reach (a push or a climb) asks which. The steps
//! sit above the field in a room as high as the game's turns need, so that
//! every button shows whole and the field keeps its scale; the keyboard's
//! focus starts each turn on a column the player may change, and Tab goes
//! through those columns, then Raise and Lower, then the moves. The view
//! (turned, flat) is remembered between runs.

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
    /// Whether the view was read back from what the app remembers (see
    /// [`JalakBoard::recall_view`]).
    recalled: bool,
    /// The column picked to change.
    column: Option<Square>,
    /// Raise (`true`) or lower, once chosen.
    raise: Option<bool>,
    /// Whether the keyboard's focus goes on to the next step's first
    /// button: a column was just picked (Raise or Lower), or its change
    /// chosen (the first move).
    onward: bool,
    /// A square clicked that more than one move reaches: which, asked.
    ask: Option<Ask>,
    /// The rows the steps above the field take: the most any turn of the
    /// game has needed so far, so that the field keeps its scale from step
    /// to step and every button shows whole.
    rows: f32,
}

/// The question "which move?", over a square two moves reach.
struct Ask {
    square: Square,
    moves: Vec<Action>,
    /// Where the question stands: under the square.
    below: egui::Pos2,
    /// The pass it was asked in: the click that asked is not one elsewhere.
    asked_in: u64,
    /// Whether its first move still has to take the keyboard's focus.
    focus: bool,
}

/// The key under which the view of the field is remembered between runs
/// (in egui's memory, which eframe keeps with the app's storage).
fn view_key() -> egui::Id {
    egui::Id::unique("parlour-jalak-view")
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

    /// The square whose moves the player is asked to pick between, if any.
    pub fn asking_at(&self) -> Option<Square> {
        self.ask.as_ref().map(|ask| ask.square)
    }

    /// Looks at the field as the player last did, at this table or before
    /// the app was closed: once, as the table is first drawn.
    fn recall_view(&mut self, ctx: &egui::Context) {
        if std::mem::replace(&mut self.recalled, true) {
            return;
        }
        if let Some(looked_at) = ctx.data_mut(|d| d.get_persisted::<(u8, bool)>(view_key())) {
            self.view.look_at(looked_at);
        }
    }

    /// The moves the viewer may make with the change chosen so far.
    fn moves(&self, actions: &[Action]) -> Vec<Action> {
        let (Some(column), Some(raise)) = (self.column, self.raise) else { return Vec::new() };
        actions.iter().copied().filter(|a| a.column == column && a.raise == raise).collect()
    }

    /// Raise/lower for the column picked, then a button for each move.
    /// The hinted column, change and move have their words in gold.
    fn choice_ui(
        &mut self,
        ui: &mut egui::Ui,
        state: &Jalak,
        actions: &[Action],
        hint: Option<Action>,
    ) -> Option<Action> {
        let mut chosen = None;
        ui.horizontal_wrapped(|ui| {
            if let Some(column) = self.column {
                // As wide for every column and notch, so that Raise and
                // Lower stay put as the notch goes from 9 to 10.
                let width = crate::desktop::words_width(ui, "Column d5 (notch 10): ", &egui::TextStyle::Body) + 8.0;
                let height = ui.spacing().interact_size.y;
                let layout = egui::Layout::left_to_right(egui::Align::Center);
                ui.allocate_ui_with_layout(egui::vec2(width, height), layout, |ui| {
                    ui.set_min_width(width);
                    ui.add(egui::Label::new(column_words(state, column)).extend());
                });
                // The focus goes on to the hinted change when there is one
                // here, so that Enter follows the hint; else to the first.
                let hinted_here = hint.filter(|h| h.column == column).map(|h| h.raise);
                for (raise, word) in [(true, "Raise"), (false, "Lower")] {
                    let possible = actions.iter().any(|a| a.column == column && a.raise == raise);
                    let chosen = self.raise == Some(raise);
                    let hinted = hinted_here == Some(raise);
                    let button = ui.add_enabled(possible, egui::Button::new(gold(word, hinted)).selected(chosen));
                    name(&button, egui::Role::Button, possible, &spoken::change_name(state, column, raise, chosen));
                    // A choice made once, its name saying it is chosen: no
                    // "toggle button, not pressed" to a screen reader.
                    ui.ctx().accesskit_node_builder(button.id, egui::accesskit::Node::clear_toggled);
                    keep_near(ui, &button);
                    if possible && self.onward && self.raise.is_none() && hinted_here.is_none_or(|h| h == raise) {
                        button.request_focus();
                        self.onward = false;
                    }
                    if button.clicked() {
                        self.raise = Some(raise);
                        self.onward = true;
                        self.ask = None;
                    }
                }
                let another = ui.button(PICK_ANOTHER);
                name(&another, egui::Role::Button, true, PICK_ANOTHER);
                keep_near(ui, &another);
                if another.clicked() {
                    self.column = None;
                    self.raise = None;
                    self.ask = None;
                    crate::desktop::tables::focus::bring_to_play(ui.ctx());
                }
            }
        });
        let moves = self.moves(actions);
        if !moves.is_empty() {
            // The focus goes on to the hinted move when it is among them.
            let hinted_here = hint.filter(|h| moves.contains(h));
            ui.horizontal_wrapped(|ui| {
                for action in moves {
                    let takes_focus = self.onward && hinted_here.is_none_or(|h| h == action);
                    let mut focus = takes_focus;
                    if move_button(ui, state, action, hint == Some(action), &mut focus) {
                        chosen = Some(action);
                    }
                    self.onward &= !takes_focus;
                }
            });
        }
        chosen
    }

    /// The question over a square two moves reach: a button for each, and
    /// one for neither. A click anywhere else puts the question away.
    fn ask_ui(&mut self, ui: &egui::Ui, state: &Jalak) -> Option<Action> {
        let ask = self.ask.as_mut()?;
        let ctx = ui.ctx().clone();
        let (mut chosen, mut away) = (None, false);
        let shown = egui::Area::new(ui.scope_id().with("jalak-which-move"))
            .order(egui::Order::Foreground)
            .fixed_pos(ask.below)
            .pivot(egui::Align2::CENTER_TOP)
            .constrain(true)
            .show(&ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.add(egui::Label::new(ask_words(ask.square, ask.moves.len())).extend());
                    for &action in &ask.moves {
                        if move_button(ui, state, action, false, &mut ask.focus) {
                            chosen = Some(action);
                        }
                    }
                    let neither = ui.button(NEITHER);
                    name(&neither, egui::Role::Button, true, NEITHER);
                    keep_near(ui, &neither);
                    away = neither.clicked();
                });
            });
        if ctx.cumulative_pass_nr() > ask.asked_in && shown.response.clicked_elsewhere() {
            away = true;
        }
        if away || chosen.is_some() {
            self.ask = None;
        }
        chosen
    }
}

/// The words before Raise and Lower.
fn column_words(state: &Jalak, column: Square) -> String {
    format!("Column {column} (notch {}):", state.height(column))
}

/// What the question over a square `count` moves reach says.
fn ask_words(square: Square, count: usize) -> String {
    let count = if count == 2 { "Two".to_owned() } else { count.to_string() };
    format!("{count} moves reach {square}: pick one")
}

/// The words before the columns' buttons.
const COLUMNS_WORDS: &str = "Columns you may change:";
/// The button that picks another column.
const PICK_ANOTHER: &str = "Pick another column";
/// The button that puts away the question which move.
const NEITHER: &str = "Neither";

impl Board for JalakBoard {
    type Game = Jalak;

    const HIDDEN_HANDS: bool = false;

    fn emblem(painter: &egui::Painter, rect: egui::Rect) {
        emblem::paint(painter, rect);
    }

    fn prompt(&self, turn: &Turn<'_, Jalak>) -> String {
        // Each begins with whose turn it is: a player who listens hears it
        // again when a pick changes it.
        if let Some(ask) = &self.ask {
            let moves: Vec<String> = ask.moves.iter().map(|&a| describe_move(&turn.seen, a)).collect();
            return format!("Your turn: {}: {}", ask_words(ask.square, moves.len()), moves.join(" or "));
        }
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
        self.ask = None;
    }
}

/// The fewest rows the steps above the field take: enough for nearly every
/// turn (a change, then two rows of moves), so that the field keeps its
/// size from turn to turn.
const MIN_ROWS: f32 = 3.0;

impl JalakBoard {
    fn field_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Jalak>) -> Option<Action> {
        self.recall_view(ui.ctx());
        let state = &turn.seen;
        let actions = &turn.actions;
        let changeable: Vec<Square> = match turn.viewer.filter(|_| turn.my_decision()) {
            Some(seat) => changeable(state, seat, actions),
            None => Vec::new(),
        };
        if self.raise.is_none() || !turn.my_decision() {
            self.ask = None;
        }
        let moves = self.moves(actions);
        let looked_at = self.view.looked_at();
        ui.horizontal_wrapped(|ui| {
            self.view.controls_ui(ui);
            ui.weak("Turns go counter-clockwise: a1 → e1 → e5 → a5");
        });
        if self.view.looked_at() != looked_at {
            ui.ctx().data_mut(|d| d.insert_persisted(view_key(), self.view.looked_at()));
        }
        // The turn's three steps take one room, as high as the most any
        // step of any turn so far needs: the field keeps its scale from
        // step to step, and every button shows whole, with no scrolling.
        let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
        let width = ui.available_width();
        self.rows = self.rows.max(steps_rows(ui, state, width)).max(MIN_ROWS);
        let (_, room) = ui.allocate_space(egui::vec2(width, self.rows * row));
        let marks = Marks {
            changeable: if self.raise.is_none() { changeable.clone() } else { Vec::new() },
            picked: self.column,
            targets: moves.iter().map(|a| target(state, *a)).collect(),
            pushes: moves.iter().filter_map(|a| push_path(state, *a)).collect(),
            hinted: turn.hint.filter(|_| turn.my_decision()).and_then(|hint| match (self.column, self.raise) {
                (None, _) => Some(hint.column),
                (Some(column), Some(raise)) if hint.column == column && hint.raise == raise => {
                    Some(target(state, hint))
                }
                _ => None,
            }),
        };
        // After the change is chosen, the field is drawn as it will be, so moves show where they go.
        let shown = match (self.column, self.raise) {
            (Some(column), Some(raise)) => state.with_column_changed(column, raise),
            _ => state.clone(),
        };
        let rect = ui.available_rect_before_wrap();
        let field = self.view.lay_out(rect, &shown);
        let painter = field.painter(ui);
        field.paint_blocks(&painter, &shown, &marks);
        // The keyboard's focus goes through what can be used first: the
        // columns that can, then the steps' buttons, then the other columns.
        let clicked = field.columns_ui(ui, (&shown, turn.viewer), &marks, true);
        let mut chosen = None;
        let used = ui
            .scope_builder(
                egui::UiBuilder::new().max_rect(room).layout(egui::Layout::top_down(egui::Align::Min)),
                |ui| {
                    if turn.my_decision() {
                        if self.column.is_none() {
                            // Buttons too, for columns a taller one hides in 3-D.
                            ui.horizontal_wrapped(|ui| {
                                ui.add(egui::Label::new(COLUMNS_WORDS).extend());
                                for &column in &changeable {
                                    let hinted = turn.hint.is_some_and(|h| h.column == column);
                                    let button = ui.small_button(gold(&column.to_string(), hinted));
                                    keep_near(ui, &button);
                                    if button.clicked() {
                                        self.column = Some(column);
                                        self.onward = true;
                                    }
                                }
                            });
                        }
                        chosen = self.choice_ui(ui, state, actions, turn.hint);
                    }
                    ui.min_rect().height()
                },
            )
            .inner;
        if used > room.height() + 1.0 {
            // More than foreseen: the room grows once, for the rest of the game.
            self.rows = (used / row).ceil();
            ui.ctx().request_repaint();
        }
        field.columns_ui(ui, (&shown, turn.viewer), &marks, false);
        field.paint_pushes(&painter, &shown, &marks);
        field.paint_over(ui, &painter, (&shown, turn.viewer), state);
        ui.advance_cursor_after_rect(rect);
        if let Some(square) = clicked {
            if self.raise.is_none() && marks.changeable.contains(&square) {
                self.column = Some(square);
                self.onward = true;
            } else if self.raise.is_some() {
                let onto: Vec<Action> = moves.iter().copied().filter(|a| target(state, *a) == square).collect();
                match onto.as_slice() {
                    [] => {}
                    [only] => chosen = Some(*only),
                    _ => {
                        // Never nothing: which move is asked, under the square.
                        let below = field.place(square).center_bottom() + egui::vec2(0.0, 4.0);
                        let asked_in = ui.ctx().cumulative_pass_nr();
                        self.ask = Some(Ask { square, moves: onto, below, asked_in, focus: true });
                    }
                }
            }
        }
        chosen.or_else(|| self.ask_ui(ui, state))
    }
}

/// The button of one move, named by its words (in gold when `hinted`),
/// taking the keyboard's focus when `focus` asks (once); whether it was
/// clicked.
fn move_button(ui: &mut egui::Ui, state: &Jalak, action: Action, hinted: bool, focus: &mut bool) -> bool {
    let words = describe_move(state, action);
    let button = ui.button(gold(&words, hinted));
    name(&button, egui::Role::Button, true, &words);
    keep_near(ui, &button);
    if std::mem::take(focus) {
        button.request_focus();
    }
    button.clicked()
}

/// A button's `words`, in gold when the hint names what it does.
fn gold(words: &str, hinted: bool) -> egui::RichText {
    let text = egui::RichText::new(words);
    if hinted { text.color(egui::Color32::GOLD).strong() } else { text }
}

/// The columns `seat` may change now, of those `actions` change.
fn changeable(state: &Jalak, seat: parlour_core::Seat, actions: &[Action]) -> Vec<Square> {
    state.changeable(seat).into_iter().filter(|c| actions.iter().any(|a| a.column == *c)).collect()
}

/// How many rows the steps of the turn in `state` can need at `width`:
/// the most of the first step (a button for each column) and of every
/// column picked, with either change and its moves — each row laid out as
/// `horizontal_wrapped` lays it, a button going down a row when the rest
/// of one is too short for it.
fn steps_rows(ui: &egui::Ui, state: &Jalak, width: f32) -> f32 {
    let Some(seat) = state.to_act() else { return 0.0 };
    let actions = state.legal_actions();
    let spacing = ui.spacing();
    let (gap, pad) = (spacing.item_spacing.x, 2.0 * spacing.button_padding.x);
    let painter = ui.painter();
    let font = |style: egui::TextStyle| style.resolve(ui.style());
    let (body, button) = (font(egui::TextStyle::Body), font(egui::TextStyle::Button));
    let wide = |text: String, font: &egui::FontId| {
        painter.layout_no_wrap(text, font.clone(), egui::Color32::WHITE).size().x.ceil() + 1.0
    };
    let rows = |widths: &[f32]| {
        let (mut rows, mut x) = (1.0_f32, 0.0_f32);
        for (i, &w) in widths.iter().enumerate() {
            if i > 0 && x + gap + w > width {
                rows += 1.0;
                x = w;
            } else {
                x += if i > 0 { gap + w } else { w };
            }
        }
        rows
    };
    let columns = changeable(state, seat, &actions);
    let mut first = vec![wide(COLUMNS_WORDS.to_owned(), &body)];
    first.extend(columns.iter().map(|c| wide(c.to_string(), &body) + pad));
    let mut most = rows(&first);
    for column in columns {
        let change = [
            wide(column_words(state, column), &body),
            wide("Raise".to_owned(), &button) + pad,
            wide("Lower".to_owned(), &button) + pad,
            wide(PICK_ANOTHER.to_owned(), &button) + pad,
        ];
        let change = rows(&change);
        for raise in [true, false] {
            let moves: Vec<f32> = actions
                .iter()
                .filter(|a| a.column == column && a.raise == raise)
                .map(|&a| wide(describe_move(state, a), &button) + pad)
                .collect();
            most = most.max(change + if moves.is_empty() { 0.0 } else { rows(&moves) });
        }
    }
    most
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
