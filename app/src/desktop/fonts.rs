//! The bundled font: `DejaVu` Sans (free licence, in `assets/fonts/`), which has
//! the suit symbols egui's own fonts lack. A set's other typefaces are
//! installed as they are first drawn ([`crate::desktop::paint::family`]).

use std::sync::Arc;

/// The name `DejaVu` Sans is installed under.
pub const SANS: &str = "DejaVuSans";

/// Makes `DejaVu` Sans the first choice for proportional text and a fallback
/// for monospace.
pub fn install(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts
        .font_data
        .insert(SANS.to_owned(), Arc::new(egui::FontData::from_static(parlour_designer::print::font::DEJAVU_SANS)));
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Proportional) {
        family.insert(0, SANS.to_owned());
    }
    if let Some(family) = fonts.families.get_mut(&egui::FontFamily::Monospace) {
        family.push(SANS.to_owned());
    }
    ctx.set_fonts(fonts);
}
