//! Playing without a pointer: every card, square, hedge, column and Shrine
//! a player may click can take the keyboard's focus (Tab and the arrow keys
//! move it, Enter or Space clicks), and the one that has it is outlined
//! here, as egui outlines its own buttons.

/// Outlines `response`'s area while the keyboard's focus rests on it; it
/// takes the focus when play is to be brought to it (see [`bring_to_play`]).
pub fn show_focus(ui: &egui::Ui, response: &egui::Response) {
    take_wish(ui, response);
    if response.has_focus() {
        let rect = response.rect.expand(4.0);
        let painter = ui.painter();
        painter.rect_stroke(
            rect,
            6.0,
            egui::Stroke::new(4.0, ui.visuals().selection.stroke.color),
            egui::StrokeKind::Outside,
        );
        painter.rect_stroke(
            rect,
            6.0,
            egui::Stroke::new(1.5, ui.visuals().strong_text_color()),
            egui::StrokeKind::Inside,
        );
    }
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
