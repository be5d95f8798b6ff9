//! The bar over a play-test's table: a play-test looks like a game, so
//! it says what it is and offers the way back to the workshop.

/// The bar; whether Back to the workshop was pressed.
pub fn play_test_bar_ui(ui: &mut egui::Ui) -> bool {
    let mut back = false;
    egui::Panel::top("play-test").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.strong("Play-test of the workshop's design");
            ui.weak("not one of your games: not kept in History or Records");
            back = ui.button("Back to the workshop").on_hover_text("Esc goes back too").clicked();
        });
    });
    back
}
