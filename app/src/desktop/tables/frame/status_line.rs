//! The status line above the board: the result, who is thinking, or what
//! the person is asked — or, in its colour, what they were told of what
//! they asked for (see [`super::notice`]).

/// Draws `words` as the status line, in `colour` when they are a notice,
/// above the row kept for the answers to an action when `answering`. The
/// words wrap, in a smaller size when they need more lines than the room
/// holds: never cut off.
pub(super) fn status_ui(ui: &mut egui::Ui, words: &str, colour: Option<egui::Color32>, answering: bool) {
    let answers =
        if answering { ANSWER_GAP + ui.spacing().interact_size.y + ui.spacing().item_spacing.y * 2.0 } else { 0.0 };
    let size = status_size(ui, words, ui.available_height() - answers);
    ui.vertical_centered(|ui| {
        let mut text = egui::RichText::new(words).size(size).strong();
        if let Some(colour) = colour {
            text = text.color(colour);
        }
        ui.add(egui::Label::new(text).wrap()).on_hover_text(words);
    });
}

/// The largest of the status line's sizes in which `words`, wrapped to the
/// width of `ui`, fit in `room` points of height; the smallest when none do.
fn status_size(ui: &egui::Ui, words: &str, room: f32) -> f32 {
    let width = ui.available_width();
    let fits = |size: f32| {
        let galley =
            ui.painter().layout(words.to_owned(), egui::FontId::proportional(size), egui::Color32::WHITE, width);
        galley.size().y <= room
    };
    STATUS_SIZES.into_iter().find(|&size| fits(size)).unwrap_or(STATUS_SIZES[STATUS_SIZES.len() - 1])
}

/// The room kept between the status line and a row of answers below it:
/// the focus ring around an answer (a thing of the table, ringed wide of
/// its outlines) never crosses the words above.
pub(super) const ANSWER_GAP: f32 = crate::desktop::focus::OUTLINED_GAP;

/// The sizes of the status line's words, the largest first.
const STATUS_SIZES: [f32; 5] = [17.0, 15.0, 13.5, 12.0, 11.0];
