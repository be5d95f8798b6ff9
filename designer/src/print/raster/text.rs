//! Lines of text as outlines: each character's glyph from the embedded font
//! (`DejaVu` Sans), unhinted, set one after another by the same advance
//! widths the layout fitted the text with — so it lands where the PDF's
//! text does.

use std::sync::OnceLock;

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlineGlyphCollection, OutlinePen};
use skrifa::raw::TableProvider;
use skrifa::{GlyphId, MetadataProvider};
use tiny_skia::{Path, PathBuilder};

use crate::print::font::{char_width, font};
use crate::print::layout::Mm;

/// The font's glyph outlines and its units per em.
fn outlines() -> Option<&'static (OutlineGlyphCollection<'static>, f32)> {
    static OUTLINES: OnceLock<Option<(OutlineGlyphCollection<'static>, f32)>> = OnceLock::new();
    OUTLINES
        .get_or_init(|| {
            let font = font()?;
            let units = f32::from(font.head().map_or(2048, |h| h.units_per_em()));
            Some((font.outline_glyphs(), units))
        })
        .as_ref()
}

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

/// The outline of `text` set `size` mm high with the left end of its
/// baseline at `at`, in millimetres; `None` when nothing in it has ink.
/// A character the font lacks is drawn as its missing-glyph box.
pub(super) fn line(at: Mm, text: &str, size: f32) -> Option<Path> {
    let (outlines, units) = outlines()?;
    let charmap = font()?.charmap();
    let mut pen = Pen { path: PathBuilder::new(), origin: at, scale: size / units };
    let settings = || DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
    for c in text.chars() {
        let glyph = charmap.map(c).unwrap_or(GlyphId::NOTDEF);
        if let Some(outline) = outlines.get(glyph) {
            // A glyph that cannot be drawn is left out; its advance still counts.
            let _ = outline.draw(settings(), &mut pen);
        }
        pen.origin.x += char_width(c) * size;
    }
    pen.path.finish()
}
