//! Playing without a pointer: every card, square, hedge, column and Shrine
//! a player may click can take the keyboard's focus (Tab and the arrow keys
//! move it, Enter or Space clicks), and the one that has it is outlined
//! here, as egui outlines its own buttons.

/// Outlines `response`'s area while the keyboard's focus rests on it.
pub fn show_focus(ui: &egui::Ui, response: &egui::Response) {
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
