//! Faces as pixels, for a print shop that takes one image per card and for
//! Tabletop Simulator: a [`Face`] drawn at a resolution asked for, with
//! anti-aliased fills and strokes on the very shapes the PDF draws
//! ([`crate::print::geometry`]), text from the embedded font's own glyph
//! outlines placed by its own widths, and art read at the size it is drawn.
//! A [`Raster`] is written as PNG ([`Raster::png`]) or laid on a sheet
//! ([`Raster::place`]).

mod art;
mod encode;
mod painter;
#[cfg(test)]
mod tests;
mod text;

use tiny_skia::{Pixmap, PixmapPaint, Transform};

pub use self::art::ArtShelf;
use crate::print::layout::{Face, Rgba};

/// The most pixels an image may have on a side: beyond it, what Parlour
/// draws would take more memory than a printed card or a Tabletop
/// Simulator sheet ever needs, and the programs that read it would refuse it.
pub const MAX_SIDE: u32 = 10_000;

/// Why a face cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RasterError {
    /// The image would be larger than [`MAX_SIDE`] on a side, or empty.
    #[error("an image of {width} × {height} pixels cannot be made: each side must be 1 to {MAX_SIDE} pixels")]
    Size {
        /// Its width in pixels.
        width: u32,
        /// Its height in pixels.
        height: u32,
    },
    /// The PNG encoder failed.
    #[error("the PNG cannot be written: {0}")]
    Encode(String),
}

/// How many whole pixels `mm` millimetres span at `dpi` dots per inch,
/// rounded to the nearest: 69.85 mm (a poker card and 1/8″ of bleed each
/// side) at 300 dpi is 825.
pub fn pixels(mm: f32, dpi: f32) -> u32 {
    (f64::from(mm) / 25.4 * f64::from(dpi)).round().max(0.0) as u32
}

/// The size in pixels of `face` drawn at `dpi`.
pub fn face_pixels(face: &Face, dpi: f32) -> [u32; 2] {
    [pixels(face.size[0], dpi), pixels(face.size[1], dpi)]
}

/// An image: 8-bit sRGB with alpha, transparent where nothing is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Raster {
    pixmap: Pixmap,
}

impl Raster {
    /// A transparent image, refused beyond [`MAX_SIDE`] or when empty.
    pub fn blank(width: u32, height: u32) -> Result<Self, RasterError> {
        let refused = RasterError::Size { width, height };
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(refused);
        }
        Pixmap::new(width, height).map(|pixmap| Self { pixmap }).ok_or(refused)
    }

    /// `face` drawn to fill `width` × `height` pixels, its art read from
    /// `art` (art that cannot be read is left out, with a warning there).
    pub fn face(face: &Face, [width, height]: [u32; 2], art: &mut ArtShelf) -> Result<Self, RasterError> {
        let mut raster = Self::blank(width, height)?;
        painter::paint_face(face, &mut raster.pixmap, art);
        Ok(raster)
    }

    /// `face` drawn at `dpi` dots per inch ([`face_pixels`]).
    pub fn face_at(face: &Face, dpi: f32, art: &mut ArtShelf) -> Result<Self, RasterError> {
        Self::face(face, face_pixels(face, dpi), art)
    }

    /// Its width in pixels.
    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    /// Its height in pixels.
    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// The colour at a pixel (not premultiplied), if it is inside.
    pub fn pixel(&self, x: u32, y: u32) -> Option<Rgba> {
        self.pixmap.pixel(x, y).map(|p| {
            let c = p.demultiply();
            Rgba([c.red(), c.green(), c.blue(), c.alpha()])
        })
    }

    /// Whether every pixel is fully opaque.
    pub fn is_opaque(&self) -> bool {
        self.pixmap.pixels().iter().all(tiny_skia::PremultipliedColorU8::is_opaque)
    }

    /// Draws `other` over this image with its top-left corner at `x`, `y`.
    pub fn place(&mut self, other: &Raster, x: u32, y: u32) {
        let paint = PixmapPaint::default();
        self.pixmap.draw_pixmap(x as i32, y as i32, other.pixmap.as_ref(), &paint, Transform::identity(), None);
    }

    /// The image as a PNG file: 8-bit sRGB (RGB when opaque, else RGBA),
    /// its resolution recorded as `dpi`.
    pub fn png(&self, dpi: f32) -> Result<Vec<u8>, RasterError> {
        encode::png(&self.pixmap, dpi)
    }
}
