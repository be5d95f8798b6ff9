//! Lines of text as outlines: each character's glyph from the face's font,
//! unhinted, set one after another by the same advance
//! widths the layout fitted the text with — so it lands where the PDF's
//! text does.

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::raw::TableProvider;
use skrifa::{GlyphId, MetadataProvider};
use tiny_skia::{Path, PathBuilder};

use crate::print::font::Font;
use crate::print::layout::Mm;

/// Builds a path in millimetres (y down) from outlines in font units (y up).
struct Pen {
    path: PathBuilder,
    /// The glyph's origin on the baseline, in mm.
    origin: Mm,
    /// Millimetres per font unit.
    scale: f32,
}

impl Pen {
    fn at(&self, x: f32, y: f32) -> (f32, f32) {
        (self.origin.x + x * self.scale, self.origin.y - y * self.scale)
    }
}

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.path.move_to(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.path.line_to(x, y);
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        let ((cx, cy), (x, y)) = (self.at(cx0, cy0), self.at(x, y));
        self.path.quad_to(cx, cy, x, y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let ((ax, ay), (bx, by), (x, y)) = (self.at(cx0, cy0), self.at(cx1, cy1), self.at(x, y));
        self.path.cubic_to(ax, ay, bx, by, x, y);
    }

    fn close(&mut self) {
        self.path.close();
    }
}

/// The outline of `text` in `font`, set `size` mm high with the left end
/// of its baseline at `at`, in millimetres; `None` when nothing in it has
/// ink. A character the font lacks is drawn as its missing-glyph box.
pub(super) fn line(font: &Font, at: Mm, text: &str, size: f32) -> Option<Path> {
    let face = font.font_ref()?;
    let units = f32::from(face.head().map_or(2048, |h| h.units_per_em()));
    let (outlines, charmap) = (face.outline_glyphs(), face.charmap());
    let mut pen = Pen { path: PathBuilder::new(), origin: at, scale: size / units };
    let settings = || DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
    for c in text.chars() {
        let glyph = charmap.map(c).unwrap_or(GlyphId::NOTDEF);
        if let Some(outline) = outlines.get(glyph) {
            // A glyph that cannot be drawn is left out; its advance still counts.
            let _ = outline.draw(settings(), &mut pen);
        }
        pen.origin.x += font.char_width(c) * size;
    }
    pen.path.finish()
}
