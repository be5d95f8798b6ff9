//! One page being drawn: faces, text, lines and images in millimetres from
//! the top-left corner, turned into PDF operations in points from the
//! bottom-left; and the shapes they are drawn with.

use printpdf::{
    Color, Line, LinePoint, Op, PdfFontHandle, Point, Polygon, PolygonRing, Pt, Rgb, TextItem, WindingOrder, XObjectId,
    XObjectTransform,
};

use super::images::EmbeddedArt;
use crate::print::layout::{Align, Area, Face, LINE_HEIGHT, Mm, Primitive, Rgba, mm};
use crate::print::sheet::{MIN_MARK_WEIGHT, Marks, Page, SheetOptions};

/// The weight of the fold line and the calibration page's rules, in mm
/// (0.5 pt, thick enough to survive a home printer).
pub(super) const RULE_WEIGHT: f32 = MIN_MARK_WEIGHT * 25.4 / 72.0;

/// Millimetres to PDF points.
fn pt(millimetres: f32) -> Pt {
    Pt(millimetres * 72.0 / 25.4)
}

fn colour(rgba: Rgba) -> Color {
    let [r, g, b, _] = rgba.0.map(|c| f32::from(c) / 255.0);
    Color::Rgb(Rgb { r, g, b, icc_profile: None })
}

/// Draws on one page, turning millimetres from the top-left corner into
/// points from the bottom-left.
pub(super) struct Canvas<'a> {
    height: f32,
    font: printpdf::FontId,
    /// Each art path's image in the document and its size in pixels.
    images: &'a EmbeddedArt,
    ops: Vec<Op>,
}

impl<'a> Canvas<'a> {
    /// A blank page `height` mm tall, writing text in `font` and drawing
    /// art from `images`.
    pub(super) fn new(height: f32, font: &printpdf::FontId, images: &'a EmbeddedArt) -> Self {
        Self { height, font: font.clone(), images, ops: Vec::new() }
    }

    /// What was drawn, as the page's operations.
    pub(super) fn into_ops(self) -> Vec<Op> {
        self.ops
    }

    fn point(&self, p: Mm) -> Point {
        Point { x: pt(p.x), y: pt(self.height - p.y) }
    }

    fn path(&self, corners: &[Mm]) -> Vec<LinePoint> {
        corners.iter().map(|&c| LinePoint { p: self.point(c), bezier: false }).collect()
    }

    fn fill(&mut self, corners: &[Mm], fill: Rgba) {
        let ring = PolygonRing { points: self.path(corners) };
        let polygon =
            Polygon { rings: vec![ring], mode: printpdf::PaintMode::Fill, winding_order: WindingOrder::NonZero };
        self.ops.push(Op::SetFillColor { col: colour(fill) });
        self.ops.push(Op::DrawPolygon { polygon });
    }

    pub(super) fn outline(&mut self, corners: &[Mm], closed: bool, width: f32, ink: Rgba) {
        self.ops.push(Op::SetOutlineColor { col: colour(ink) });
        self.ops.push(Op::SetOutlineThickness { pt: pt(width) });
        self.ops.push(Op::DrawLine { line: Line { points: self.path(corners), is_closed: closed } });
    }

    pub(super) fn text(&mut self, at: Mm, text: &str, size: f32, ink: Rgba) {
        self.ops.extend([
            Op::StartTextSection,
            Op::SetFillColor { col: colour(ink) },
            Op::SetFont { font: PdfFontHandle::External(self.font.clone()), size: pt(size) },
            Op::SetTextCursor { pos: self.point(at) },
            Op::ShowText { items: vec![TextItem::Text(text.to_owned())] },
            Op::EndTextSection,
        ]);
    }

    /// Draws `face` with its top-left corner at `at`, what reaches its edge
    /// run `bleed` mm past it ([`Face::bled`]).
    pub(super) fn face(&mut self, face: &Face, at: Mm, bleed: f32) {
        let face = &face.bled(bleed);
        let shift = |p: Mm| mm(p.x + at.x - bleed, p.y + at.y - bleed);
        for primitive in &face.primitives {
            match primitive {
                Primitive::Rect { area, radius, fill, stroke } => {
                    let area = Area { min: shift(area.min), max: shift(area.max) };
                    self.fill(&rectangle(area, *radius), *fill);
                    if let Some(stroke) = stroke {
                        let half = stroke.width / 2.0;
                        let inner = Area {
                            min: mm(area.min.x + half, area.min.y + half),
                            max: mm(area.max.x - half, area.max.y - half),
                        };
                        self.outline(&rectangle(inner, (radius - half).max(0.0)), true, stroke.width, stroke.colour);
                    }
                }
                Primitive::Circle { centre, radius, fill, stroke } => {
                    let corners = circle(shift(*centre), *radius);
                    self.fill(&corners, *fill);
                    if let Some(stroke) = stroke {
                        let ring = circle(shift(*centre), radius - stroke.width / 2.0);
                        self.outline(&ring, true, stroke.width, stroke.colour);
                    }
                }
                Primitive::Polygon { corners, fill } => {
                    let corners: Vec<Mm> = corners.iter().map(|&c| shift(c)).collect();
                    self.fill(&corners, *fill);
                }
                Primitive::Line { from, to, stroke } => {
                    self.outline(&[shift(*from), shift(*to)], false, stroke.width, stroke.colour);
                }
                Primitive::Image { area, art } => {
                    if let Some((id, [w, h])) = self.images.get(art) {
                        let area = Area { min: shift(area.min), max: shift(area.max) };
                        self.image(id, [*w as f32, *h as f32], area);
                    }
                }
                Primitive::Text { area, lines, size, colour: ink, align } => {
                    for (i, line) in lines.iter().enumerate() {
                        let width = crate::print::font::text_width(line) * size;
                        let x = match align {
                            Align::Left => area.min.x,
                            Align::Centre => area.centre().x - width / 2.0,
                        };
                        // The baseline: the line's top plus the font's ascent (about 0.93 em in DejaVu Sans).
                        let y = area.min.y + i as f32 * size * LINE_HEIGHT + size * 0.93;
                        self.text(shift(mm(x, y)), line, *size, *ink);
                    }
                }
            }
        }
    }

    /// The image `id`, `pixels` in size, fitted inside `area` keeping its
    /// proportions, centred — as the screen draws it.
    fn image(&mut self, id: &XObjectId, pixels: [f32; 2], area: Area) {
        let scale = (area.width() / pixels[0]).min(area.height() / pixels[1]);
        let [w, h] = [pixels[0] * scale, pixels[1] * scale];
        let corner = self.point(mm(area.centre().x - w / 2.0, area.centre().y + h / 2.0));
        // At 72 dpi a pixel is a point; the scale makes it `scale` mm.
        let points_per_pixel = pt(scale).0;
        let transform = XObjectTransform {
            translate_x: Some(corner.x),
            translate_y: Some(corner.y),
            scale_x: Some(points_per_pixel),
            scale_y: Some(points_per_pixel),
            dpi: Some(72.0),
            ..XObjectTransform::default()
        };
        self.ops.push(Op::UseXobject { id: id.clone(), transform });
    }

    /// A line of text centred on `at` across, its baseline at `at`.
    pub(super) fn centred(&mut self, at: Mm, text: &str, size: f32, ink: Rgba) {
        let width = crate::print::font::text_width(text) * size;
        self.text(mm(at.x - width / 2.0, at.y), text, size, ink);
    }

    /// The fold of a fold-over page: a dashed line across the middle.
    pub(super) fn fold_line(&mut self, page_w: f32, page_h: f32) {
        let ink = Rgba::rgb(150, 150, 150);
        let mut x = 0.0;
        while x < page_w {
            self.outline(&[mm(x, page_h / 2.0), mm((x + 3.0).min(page_w), page_h / 2.0)], false, RULE_WEIGHT, ink);
            x += 5.0;
        }
        self.text(mm(2.0, page_h / 2.0 - 1.0), "fold", 2.2, ink);
    }

    /// The page's cut guides: black crop marks, or light cut lines.
    pub(super) fn marks(&mut self, page: &Page, options: &SheetOptions) {
        let weight = options.crop.weight.max(MIN_MARK_WEIGHT) * 25.4 / 72.0;
        let ink = if options.marks == Marks::Lines { Rgba::rgb(150, 150, 150) } else { Rgba::rgb(0, 0, 0) };
        for segment in page.cut_guides(options) {
            self.outline(&segment, false, weight, ink);
        }
    }
}

/// The corners of a rectangle with rounded corners (each arc in six steps).
pub(super) fn rectangle(area: Area, radius: f32) -> Vec<Mm> {
    let r = radius.min(area.width() / 2.0).min(area.height() / 2.0).max(0.0);
    if r <= 0.0 {
        return vec![area.min, mm(area.max.x, area.min.y), area.max, mm(area.min.x, area.max.y)];
    }
    let centres = [
        (mm(area.max.x - r, area.min.y + r), -90.0f32),
        (mm(area.max.x - r, area.max.y - r), 0.0),
        (mm(area.min.x + r, area.max.y - r), 90.0),
        (mm(area.min.x + r, area.min.y + r), 180.0),
    ];
    let mut corners = Vec::with_capacity(28);
    for (centre, start) in centres {
        for step in 0..=6 {
            let angle = (start + 15.0 * step as f32).to_radians();
            corners.push(mm(centre.x + r * angle.cos(), centre.y + r * angle.sin()));
        }
    }
    corners
}

/// A circle as a 48-sided polygon.
pub(super) fn circle(centre: Mm, radius: f32) -> Vec<Mm> {
    (0..48)
        .map(|i| {
            let angle = (i as f32 * 7.5).to_radians();
            mm(centre.x + radius * angle.cos(), centre.y + radius * angle.sin())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounded_rectangles_stay_inside_their_area() {
        let area = Area::new(mm(10.0, 20.0), 50.0, 30.0);
        let corners = rectangle(area, 4.0);
        assert!(
            corners
                .iter()
                .all(|c| c.x >= 10.0 - 1e-3 && c.x <= 60.0 + 1e-3 && c.y >= 20.0 - 1e-3 && c.y <= 50.0 + 1e-3)
        );
        let xs = corners.iter().map(|c| c.x);
        assert!(
            (xs.clone().fold(f32::MAX, f32::min) - 10.0).abs() < 1e-3
                && (xs.fold(f32::MIN, f32::max) - 60.0).abs() < 1e-3
        );
    }
}
