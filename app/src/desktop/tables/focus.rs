//! Playing without a pointer: every card, square, hedge, column and Shrine
//! a player may click can take the keyboard's focus (Tab and the arrow keys
//! move it, Enter or Space clicks), play brings it back after every move,
//! and whatever has it is ringed the same clear way everywhere.

/// Makes `response` — a card, square, hedge, column or Shrine — one the
/// focus can be brought to (see [`bring_to_play`]); the ring around
/// whatever has the focus is drawn for the whole app (see `desktop::focus::ring`).
pub fn show_focus(ui: &egui::Ui, response: &egui::Response) {
    take_wish(ui, response);
}

/// The key of the wish that the next thing to play takes the focus.
fn wish_id() -> egui::Id {
    egui::Id::unique("parlour-focus-to-play")
}

/// Asks that the keyboard's focus go to where play goes on: the first
/// thing a player may pick next (a card in hand, a lit square), the next
/// such thing drawn through [`show_focus`] taking it. A table asks after
/// every move, so that a player without a pointer never has to Tab back
/// from the menu bar.
pub fn bring_to_play(ctx: &egui::Context) {
    ctx.data_mut(|data| data.insert_temp(wish_id(), true));
    ctx.request_repaint();
}

/// Gives `response` the focus if play was asked to be brought to the next
/// thing to pick, and it is one: enabled and focusable.
fn take_wish(ui: &egui::Ui, response: &egui::Response) {
    let wished = ui.ctx().data(|data| data.get_temp::<bool>(wish_id())).unwrap_or(false);
    if wished && response.enabled() && response.sense.is_focusable() && ui.is_visible() {
        response.request_focus();
        ui.ctx().data_mut(|data| data.remove::<bool>(wish_id()));
    }
}

/// Whether `key` was pressed for the table — and takes it: never while a
/// dialog stands over the table (a file prompt, a question) or a text field
/// has the keyboard, so that typing a path never plays a card.
pub fn table_key(ui: &egui::Ui, key: egui::Key) -> bool {
    let ctx = ui.ctx();
    let elsewhere = ctx.memory(|m| m.top_modal_layer().is_some_and(|modal| modal != ui.layer_id()));
    !elsewhere && !ctx.text_edit_focused() && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key))
}
