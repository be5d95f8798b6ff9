//! The font faces are set in: `DejaVu` Sans (free licence, beside it in
//! `assets/fonts/`), built into the binary, measured here so that text is
//! fitted the same way on screen and on paper.

use std::sync::OnceLock;

use skrifa::instance::{LocationRef, Size};
use skrifa::metrics::GlyphMetrics;
use skrifa::raw::TableProvider;
use skrifa::{FontRef, MetadataProvider};

/// The font file.
pub const DEJAVU_SANS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// Advance widths of the font, in ems.
struct Widths {
    /// For the characters of Latin-1 and the common punctuation, by code.
    ascii: Vec<f32>,
    font: Option<FontRef<'static>>,
}

fn widths() -> &'static Widths {
    static WIDTHS: OnceLock<Widths> = OnceLock::new();
    WIDTHS.get_or_init(|| {
        let font = FontRef::new(DEJAVU_SANS).ok();
        let ascii = (0u32..256).map(|c| font.as_ref().map_or(0.6, |f| advance(f, c))).collect();
        Widths { ascii, font }
    })
}

fn advance(font: &FontRef<'_>, c: u32) -> f32 {
    let metrics = GlyphMetrics::new(font, Size::unscaled(), LocationRef::default());
    let units = f32::from(font.head().map_or(2048, |h| h.units_per_em()));
    font.charmap().map(c).and_then(|g| metrics.advance_width(g)).map_or(0.6, |w| w / units)
}

/// The width of `text` set one em high (multiply by the font size).
pub fn text_width(text: &str) -> f32 {
    text.chars().map(char_width).sum()
}

/// How far `c` moves the pen, in ems: its advance width.
pub fn char_width(c: char) -> f32 {
    let widths = widths();
    match widths.ascii.get(c as usize) {
        Some(&w) => w,
        None => widths.font.as_ref().map_or(0.6, |f| advance(f, c as u32)),
    }
}

/// The font itself, for drawing its glyphs; `None` only if the bundled
/// file were unreadable.
pub fn font() -> Option<&'static FontRef<'static>> {
    widths().font.as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_come_from_the_font() {
        assert!(text_width("") == 0.0);
        let m = text_width("m");
        let i = text_width("i");
        assert!(m > 0.8 && m < 1.1, "m is about an em wide: {m}");
        assert!(i < 0.4, "i is narrow: {i}");
        assert!((text_width("mi") - (m + i)).abs() < 1e-6);
        assert!(text_width("−") > 0.5, "a minus sign is measured too");
    }
}
