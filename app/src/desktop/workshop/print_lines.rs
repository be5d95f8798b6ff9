//! The three lines of a print shop's template over a face's preview: the
//! bleed's edge (red), the cut (blue) and the safe line (green, dashed),
//! with a legend that names each, so colour is not the only cue.

use parlour_designer::print::layout::Face;
use parlour_designer::print::trim::SAFE_MM;

/// Draws over `rect`, where `face` is drawn with `bleed` mm around it, its
/// bleed's edge, its cut and its safe line, then the legend below.
pub fn print_lines_ui(ui: &mut egui::Ui, rect: egui::Rect, face: &Face, bleed: f32) {
    let scale = rect.width() / (face.size[0] + 2.0 * bleed).max(1e-3);
    let painter = ui.painter().with_clip_rect(rect.expand(2.0));
    let cut = rect.shrink(bleed * scale);
    let safe = cut.shrink(SAFE_MM * scale);
    let (red, blue, green) = (
        egui::Color32::from_rgb(214, 40, 40),
        egui::Color32::from_rgb(70, 130, 245),
        egui::Color32::from_rgb(20, 150, 60),
    );
    painter.rect_stroke(rect, 0.0, egui::Stroke::new(1.5, red), egui::StrokeKind::Inside);
    painter.rect_stroke(cut, 0.0, egui::Stroke::new(1.5, blue), egui::StrokeKind::Middle);
    let corners = [safe.left_top(), safe.right_top(), safe.right_bottom(), safe.left_bottom(), safe.left_top()];
    painter.extend(egui::Shape::dashed_line(&corners, egui::Stroke::new(1.5, green), 5.0, 3.0));
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(red, format!("Bleed edge ({bleed} mm out)"))
            .on_hover_text("What reaches the edge runs on to here, so a cut a little off shows no paper");
        ui.colored_label(blue, "Cut");
        ui.colored_label(green, format!("Safe line ({SAFE_MM:.0} mm in)"))
            .on_hover_text("Text, numbers and symbols stay inside it, so a cut a little off never touches them");
    });
}
