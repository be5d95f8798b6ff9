//! The fonts of a job embedded in the document: `DejaVu` Sans, which the
//! sheet's own words (stamps, the calibration page) are set in, and each
//! font the job's faces are set in, once.

use std::collections::HashMap;

use printpdf::{FontId, ParsedFont, PdfDocument};

use crate::print::font::Font;
use crate::print::job::Job;
use crate::print::layout::Primitive;

/// Each embedded font's id in the document, by [`Font::key`].
pub(super) struct EmbeddedFonts {
    /// The sheet's own font, `DejaVu` Sans.
    pub(super) sans: FontId,
    by_key: HashMap<String, FontId>,
}

impl EmbeddedFonts {
    /// The id `font` is embedded under; the sheet's own font for one that
    /// could not be embedded (and was reported).
    pub(super) fn get(&self, font: &Font) -> &FontId {
        self.by_key.get(font.key()).unwrap_or(&self.sans)
    }
}

/// Adds `DejaVu` Sans and every font the job's faces use to the document,
/// once each; a font the PDF writer cannot read is reported in `warnings`
/// and its texts set in `DejaVu` Sans. `None` only if the bundled font
/// could not be read.
pub(super) fn embed_fonts(job: &Job, document: &mut PdfDocument, warnings: &mut Vec<String>) -> Option<EmbeddedFonts> {
    let sans_font = Font::sans();
    let sans = document.add_font(&ParsedFont::from_bytes(sans_font.bytes(), 0, &mut Vec::new())?);
    let mut by_key = HashMap::from([(sans_font.key().to_owned(), sans.clone())]);
    let faces = job.sections.iter().flat_map(|s| s.faces.iter().chain(&s.back));
    for primitive in faces.flat_map(|f| &f.primitives) {
        let Primitive::Text { font, .. } = primitive else { continue };
        if by_key.contains_key(font.key()) {
            continue;
        }
        let id = if let Some(parsed) = ParsedFont::from_bytes(font.bytes(), 0, &mut Vec::new()) {
            document.add_font(&parsed)
        } else {
            warnings.push(format!("the typeface {} cannot be embedded; its texts are set in DejaVu Sans", font.name()));
            sans.clone()
        };
        by_key.insert(font.key().to_owned(), id);
    }
    Some(EmbeddedFonts { sans, by_key })
}
