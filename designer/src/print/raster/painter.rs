//! A face's primitives painted on pixels, anti-aliased, on the shapes the
//! PDF draws: the face's millimetres stretched to the image's pixels.

use parlour_core::face_layout::Crop;
use tiny_skia::{
    Color, FillRule, FilterQuality, LineCap, LineJoin, Mask, Paint, Path, PathBuilder, Pixmap, PixmapPaint, Stroke,
    Transform,
};

use super::art::ArtShelf;
use super::text;
use crate::print::geometry::{art_side, circle, circle_stroke, rectangle, rectangle_stroke, shown_art, text_lines};
use crate::print::layout::{Area, Face, Mm, Primitive, Rgba};

/// A closed or open path through `corners`, in millimetres.
fn path(corners: &[Mm], closed: bool) -> Option<Path> {
    let (first, rest) = corners.split_first()?;
    let mut builder = PathBuilder::with_capacity(corners.len() + 1, corners.len() + 1);
    builder.move_to(first.x, first.y);
    for c in rest {
        builder.line_to(c.x, c.y);
    }
    if closed {
        builder.close();
    }
    builder.finish()
}

fn paint(colour: Rgba) -> Paint<'static> {
    let [r, g, b, a] = colour.0;
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(r, g, b, a));
    paint.anti_alias = true;
    paint
}

/// Draws on a pixmap in the face's millimetres.
struct Painter<'a> {
    pixmap: &'a mut Pixmap,
    /// Millimetres to pixels.
    mm: Transform,
}

impl Painter<'_> {
    fn fill(&mut self, corners: &[Mm], colour: Rgba) {
        if let Some(path) = path(corners, true) {
            self.pixmap.fill_path(&path, &paint(colour), FillRule::Winding, self.mm, None);
        }
    }

    /// A line of `width` mm along `corners`, as the PDF strokes it: square
    /// ends at the ends, mitred corners.
    fn outline(&mut self, corners: &[Mm], closed: bool, width: f32, colour: Rgba) {
        if let Some(path) = path(corners, closed) {
            let stroke =
                Stroke { width, miter_limit: 10.0, line_cap: LineCap::Butt, line_join: LineJoin::Miter, dash: None };
            self.pixmap.stroke_path(&path, &paint(colour), &stroke, self.mm, None);
        }
    }

    /// The art `relative` in `area`, whole or covering it as `cover` says.
    fn art(&mut self, area: Area, relative: &str, cover: Option<Crop>, art: &mut ArtShelf) {
        let (sx, sy) = (self.mm.sx, self.mm.sy);
        let mut side = (area.width() * sx).max(area.height() * sy).ceil().max(1.0) as u32;
        if cover.is_some() {
            // A part of the art fills the box: read it finer, as finely as that part needs.
            let Some(image) = art.get(relative, side) else { return };
            let pixels = [image.width() as f32, image.height() as f32];
            let (window, _) = shown_art(area, pixels, cover);
            side = side.max(art_side(pixels, window, area, sx));
        }
        let Some(image) = art.get(relative, side) else { return };
        let pixels = [image.width() as f32, image.height() as f32];
        let (window, drawn) = shown_art(area, pixels, cover);
        // The whole art, placed so that the part shown lands on `drawn`.
        let [w, h] =
            [drawn.width() / (window[2] - window[0]).max(1e-6), drawn.height() / (window[3] - window[1]).max(1e-6)];
        let (left, top) = (drawn.min.x - window[0] * w, drawn.min.y - window[1] * h);
        let transform = Transform::from_row(w / pixels[0] * sx, 0.0, 0.0, h / pixels[1] * sy, left * sx, top * sy);
        let mask = cover.and_then(|_| {
            let mut mask = Mask::new(self.pixmap.width(), self.pixmap.height())?;
            mask.fill_path(&path(&rectangle(area, 0.0), true)?, FillRule::Winding, true, self.mm);
            Some(mask)
        });
        let paint = PixmapPaint { quality: FilterQuality::Bicubic, ..PixmapPaint::default() };
        self.pixmap.draw_pixmap(0, 0, image.as_ref(), &paint, transform, mask.as_ref());
    }
}

/// Paints `face` to fill `pixmap`, reading its art from `shelf`.
pub(super) fn paint_face(face: &Face, pixmap: &mut Pixmap, shelf: &mut ArtShelf) {
    let mm = Transform::from_scale(
        pixmap.width() as f32 / face.size[0].max(f32::EPSILON),
        pixmap.height() as f32 / face.size[1].max(f32::EPSILON),
    );
    let mut painter = Painter { pixmap, mm };
    for primitive in &face.primitives {
        match primitive {
            Primitive::Rect { area, radius, fill, stroke } => {
                painter.fill(&rectangle(*area, *radius), *fill);
                if let Some(stroke) = stroke {
                    painter.outline(&rectangle_stroke(*area, *radius, stroke.width), true, stroke.width, stroke.colour);
                }
            }
            Primitive::Circle { centre, radius, fill, stroke } => {
                painter.fill(&circle(*centre, *radius), *fill);
                if let Some(stroke) = stroke {
                    painter.outline(&circle_stroke(*centre, *radius, stroke.width), true, stroke.width, stroke.colour);
                }
            }
            Primitive::Polygon { corners, fill } => painter.fill(corners, *fill),
            Primitive::Line { from, to, stroke } => painter.outline(&[*from, *to], false, stroke.width, stroke.colour),
            Primitive::Image { area, art, cover } => painter.art(*area, art, *cover, shelf),
            Primitive::Text { area, lines, size, colour, align, font } => {
                for (at, line) in text_lines(*area, lines, *size, *align, font) {
                    if let Some(outline) = text::line(font, at, line, *size) {
                        painter.pixmap.fill_path(&outline, &paint(*colour), FillRule::Winding, painter.mm, None);
                    }
                }
            }
        }
    }
}
