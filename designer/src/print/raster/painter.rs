//! A face's primitives painted on pixels, anti-aliased, on the shapes the
//! PDF draws: the face's millimetres stretched to the image's pixels.

use tiny_skia::{
    Color, FillRule, FilterQuality, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, PixmapPaint, Stroke, Transform,
};

use super::art::ArtShelf;
use super::text;
use crate::print::geometry::{circle, circle_stroke, fitted_art, rectangle, rectangle_stroke, text_lines};
use crate::print::layout::{Face, Mm, Primitive, Rgba};

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

    fn art(&mut self, area: crate::print::layout::Area, relative: &str, art: &mut ArtShelf) {
        let (sx, sy) = (self.mm.sx, self.mm.sy);
        let side = (area.width() * sx).max(area.height() * sy).ceil().max(1.0) as u32;
        let Some(image) = art.get(relative, side) else { return };
        let pixels = [image.width() as f32, image.height() as f32];
        let drawn = fitted_art(area, pixels);
        let transform = Transform::from_row(
            drawn.width() / pixels[0] * sx,
            0.0,
            0.0,
            drawn.height() / pixels[1] * sy,
            drawn.min.x * sx,
            drawn.min.y * sy,
        );
        let paint = PixmapPaint { quality: FilterQuality::Bicubic, ..PixmapPaint::default() };
        self.pixmap.draw_pixmap(0, 0, image.as_ref(), &paint, transform, None);
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
            Primitive::Image { area, art } => painter.art(*area, art, shelf),
            Primitive::Text { area, lines, size, colour, align } => {
                for (at, line) in text_lines(*area, lines, *size, *align) {
                    if let Some(outline) = text::line(at, line, *size) {
                        painter.pixmap.fill_path(&outline, &paint(*colour), FillRule::Winding, painter.mm, None);
                    }
                }
            }
        }
    }
}
