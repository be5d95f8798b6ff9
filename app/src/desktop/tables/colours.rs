//! The colours that mark each seat, and ink that reads on them.

use parlour_core::Seat;

/// The colour that marks a seat's cards and name.
pub fn seat_colour(seat: Seat) -> egui::Color32 {
    let colours = parlour_designer::print::layout::SEAT_COLOURS;
    crate::desktop::paint::colour(colours[seat.index() % colours.len()])
}

/// Text in a seat's colour that stays readable on `ui`'s background: the
/// colour lightened on a dark theme, darkened on a light one.
pub fn seat_text_colour(ui: &egui::Ui, seat: Seat) -> egui::Color32 {
    let colour = seat_colour(seat);
    if ui.visuals().dark_mode {
        colour.lerp_to_gamma(egui::Color32::WHITE, 0.35)
    } else {
        colour.lerp_to_gamma(egui::Color32::BLACK, 0.3)
    }
}

/// Black or white, whichever reads better on `background`.
pub fn ink_on(background: egui::Color32) -> egui::Color32 {
    let [r, g, b, _] = background.to_array();
    let luminance = 0.2126 * f32::from(r) + 0.7152 * f32::from(g) + 0.0722 * f32::from(b);
    if luminance > 150.0 { egui::Color32::from_rgb(20, 20, 24) } else { egui::Color32::WHITE }
}
