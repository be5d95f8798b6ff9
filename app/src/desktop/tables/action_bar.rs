//! The bar below a card table: Clear, a button for each thing the cards
//! picked can do (with the words the board gives them) in two rows, and one
//! line below — why the pick does nothing, or what to do. It keeps
//! its height from frame to frame, so the buttons do not jump under the
//! pointer. Each button has a key, shown on it and given to screen readers
//! as its description: the board's own (P to pass), else a number, 1 for
//! the first — so that a player who picks cards by keyboard takes what they
//! make without going down the table to the bar.

use egui::Color32;

/// What the bar shows this frame.
pub struct Bar<'a, A> {
    /// The actions offered, one button each.
    pub offered: &'a [A],
    /// A button's words.
    pub label: &'a dyn Fn(A) -> String,
    /// The key that takes an action, shown on its button.
    pub key: &'a dyn Fn(A) -> Option<egui::Key>,
    /// The hinted action, in gold (the side panel says it in words).
    pub hint: Option<A>,
    /// Whether cards are picked (Clear puts them back).
    pub picked: bool,
    /// Why the pick does nothing, if it does nothing.
    pub note: Option<String>,
    /// The line below when there is nothing else to say.
    pub idle: &'a str,
}

/// What was clicked in the bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarClick<A> {
    /// An action's button.
    Action(A),
    /// Clear: put the picked cards back.
    Clear,
}

/// The rows of buttons the bar has room for.
const BUTTON_ROWS: f32 = 2.0;

/// The bar's height, the same whatever it holds: a margin, the rows of
/// buttons, the line below, a margin.
pub fn bar_height(style: &egui::Style) -> f32 {
    let spacing = &style.spacing;
    let line = style.text_styles.get(&egui::TextStyle::Body).map_or(14.0, |f| f.size) * 1.3;
    let rows = BUTTON_ROWS * (spacing.interact_size.y + spacing.item_spacing.y);
    // Margins above and below, and the spacing between the three parts.
    8.0 + rows + spacing.item_spacing.y * 3.0 + line + 14.0
}

/// Where the bar and the table go in `ui`'s room: the bar along its
/// bottom, [`bar_height`] tall whatever it holds, the table above it. Each
/// place is worked out from the room alone, so neither moves from one
/// frame to the next. Draw in them with [`in_part`].
pub fn bar_and_table(ui: &egui::Ui) -> (egui::Rect, egui::Rect) {
    let room = ui.available_rect_before_wrap();
    let (above, below) = room.split_top_bottom_at_y(room.bottom() - bar_height(ui.style()));
    (below, above)
}

/// The bar's part: the place [`bar_and_table`] gave it, framed as a panel
/// along the bottom, with `add` drawn in it.
pub fn bar_part<R>(ui: &mut egui::Ui, rect: egui::Rect, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let line = ui.visuals().widgets.noninteractive.bg_stroke;
    let inner = in_part(ui, rect, egui::Frame::side_top_panel(ui.style()), add);
    ui.painter().hline(rect.x_range(), rect.top(), line);
    inner
}

/// The table's part: the place [`bar_and_table`] gave it, framed as the
/// middle of the screen, with `add` drawn in it.
pub fn table_part<R>(ui: &mut egui::Ui, rect: egui::Rect, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    in_part(ui, rect, egui::Frame::central_panel(ui.style()), add)
}

/// `add` drawn inside `frame` filling `rect`.
fn in_part<R>(ui: &mut egui::Ui, rect: egui::Rect, frame: egui::Frame, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        ui.painter().rect_filled(rect, 0.0, frame.fill);
        frame
            .fill(egui::Color32::TRANSPARENT)
            .show(ui, |ui| {
                ui.set_min_size(ui.available_size());
                add(ui)
            })
            .inner
    })
    .inner
}

/// The number keys, for the buttons without a key of their own.
pub(super) const NUMBERS: [egui::Key; 9] = [
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num6,
    egui::Key::Num7,
    egui::Key::Num8,
    egui::Key::Num9,
];

/// The key of each of `offered`: `key`'s, else the next number (none past 9).
pub fn keys<A: Copy>(offered: &[A], key: &dyn Fn(A) -> Option<egui::Key>) -> Vec<Option<egui::Key>> {
    let mut numbers = NUMBERS.iter().copied();
    offered.iter().map(|&action| key(action).or_else(|| numbers.next())).collect()
}

/// `words` with the key that takes them, as a screen reader says a button:
/// "Pass, key P".
pub fn with_key(words: &str, key: Option<egui::Key>) -> String {
    match key {
        Some(key) => format!("{words}, key {}", key.name()),
        None => words.to_owned(),
    }
}

/// Draws the bar while the viewer decides; returns what they clicked.
pub fn bar_ui<A: Copy + PartialEq>(ui: &mut egui::Ui, bar: &Bar<'_, A>) -> Option<BarClick<A>> {
    let mut clicked = None;
    let keys = keys(bar.offered, bar.key);
    ui.add_space(4.0);
    // Clear first, always in its place, then the actions in at most two
    // rows, scrolled when they are more: the bar never grows and moves the
    // table under the pointer.
    let rows = BUTTON_ROWS * (ui.spacing().interact_size.y + ui.spacing().item_spacing.y);
    egui::ScrollArea::vertical().id_salt("action-bar").max_height(rows).auto_shrink([false, false]).show(ui, |ui| {
        ui.set_min_height(rows);
        ui.horizontal_wrapped(|ui| {
            let clear = ui.add_enabled(bar.picked, egui::Button::new("Clear"));
            super::focus::keep_near(ui, &clear);
            if clear.on_hover_text("Put the picked cards back").clicked() {
                clicked = Some(BarClick::Clear);
            }
            ui.separator();
            for (&action, &key) in bar.offered.iter().zip(&keys) {
                let words = (bar.label)(action);
                let text = egui::RichText::new(&words);
                let text = if bar.hint == Some(action) { text.color(Color32::GOLD) } else { text };
                let mut button = egui::Button::new(text);
                if let Some(key) = key {
                    button = button.shortcut_text(key.name());
                }
                let response = ui.add(button);
                if bar.hint == Some(action) {
                    scroll_to_hint(ui, &response);
                }
                crate::desktop::tables::pointing::name(&response, egui::Role::Button, true, &words);
                super::focus::keep_near(ui, &response);
                // Its key, said after its name and role ("Pass, button, key P").
                if let Some(key) = key {
                    let said = format!("key {}", key.name());
                    ui.ctx().accesskit_node_builder(response.id, |node| node.set_description(said.as_str()));
                }
                let keyed = key.is_some_and(|key| super::focus::table_key(ui, key));
                if response.clicked() || keyed {
                    clicked = Some(BarClick::Action(action));
                }
            }
        });
    });
    // One line, whatever it says: the bar keeps its height. A line too
    // long for the bar is set smaller, so that it is read whole; cut only
    // past that (the whole of it on hover).
    let (line, colour) = match &bar.note {
        Some(note) => (note.as_str(), Color32::from_rgb(230, 120, 100)),
        None => (bar.idle, ui.visuals().weak_text_color()),
    };
    crate::desktop::rows_label(ui, line, 1, colour);
    ui.add_space(4.0);
    clicked
}

/// Scrolls the bar to the hinted action's button `response`, once as the
/// hint comes: it may lie in a row scrolled out of sight.
fn scroll_to_hint(ui: &egui::Ui, response: &egui::Response) {
    let shown_id = egui::Id::unique("parlour-action-bar-hint-shown");
    if ui.data(|d| d.get_temp::<egui::Id>(shown_id)) != Some(response.id) {
        response.scroll_to_me(None);
        ui.data_mut(|d| d.insert_temp(shown_id, response.id));
    }
}

/// The bar with nothing to do in it: "The game is over", "Answer above"
/// (the viewer answers out of turn, above the bar) or "Waiting…" for
/// someone else.
pub fn idle_ui<G: parlour_core::bots::Bots>(ui: &mut egui::Ui, turn: &super::Turn<'_, G>) {
    let words = if turn.over {
        "The game is over"
    } else if turn.my_decision() {
        "Answer above"
    } else {
        "Waiting…"
    };
    waiting_ui(ui, words);
}

/// The bar while someone else decides, or the viewer answers above: the
/// same two lines, nothing to click — words where a button would be, not
/// a button that cannot be pressed.
pub fn waiting_ui(ui: &mut egui::Ui, text: &str) {
    ui.add_space(4.0);
    let height = ui.spacing().interact_size.y;
    ui.allocate_ui_with_layout(
        egui::vec2(ui.available_width(), height),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_height(height);
            ui.weak(text);
        },
    );
    // The line below, empty: room, not a label a screen reader would name.
    let line = ui.text_style_height(&egui::TextStyle::Body);
    ui.allocate_space(egui::vec2(0.0, line));
    ui.add_space(4.0);
}
