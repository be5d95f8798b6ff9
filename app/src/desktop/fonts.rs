//! The bundled font: `DejaVu` Sans (free licence, in `assets/fonts/`), which has
//! the suit symbols egui's own fonts lack.

use std::sync::Arc;

/// Makes `DejaVu` Sans the first choice for proportional text and a fallback
/// for monospace.
pub fn install(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "DejaVuSans".to_owned(),
        Arc::new(egui::FontData::from_static(parlour_designer::print::font::DEJAVU_SANS)),
    );
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional) {
        family.insert(0, "DejaVuSans".to_owned());
    }
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Monospace) {
        family.push("DejaVuSans".to_owned());
    }
    ctx.set_fonts(fonts);
}
