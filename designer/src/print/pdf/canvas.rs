//! One page being drawn: faces, text, lines and images in millimetres from
//! the top-left corner, turned into PDF operations in points from the
//! bottom-left; and the shapes they are drawn with.

use printpdf::{
    Cmyk, Color, Line, LinePoint, Op, PdfFontHandle, Point, Polygon, PolygonRing, Pt, Rgb, TextItem, WindingOrder,
    XObjectId, XObjectTransform,
};

use super::fonts::EmbeddedFonts;
use super::images::{EmbeddedArt, picture_key};
use crate::print::font::Font;
use crate::print::geometry::{circle, circle_stroke, fitted_art, rectangle, rectangle_stroke, text_lines};
use crate::print::layout::{Area, Face, Mm, Primitive, Rgba, mm};
use crate::print::sheet::{MIN_MARK_WEIGHT, Marks, Page, SheetOptions};

/// The weight of the fold line and the calibration page's rules, in mm
/// (0.5 pt, thick enough to survive a home printer).
pub(super) const RULE_WEIGHT: f32 = MIN_MARK_WEIGHT * 25.4 / 72.0;

/// Millimetres to PDF points.
fn pt(millimetres: f32) -> Pt {
    Pt(millimetres * 72.0 / 25.4)
}

/// `rgba` as the PDF takes it: sRGB, or CMYK through the output profile.
fn colour(rgba: Rgba, cmyk: bool) -> Color {
    if cmyk {
        let [c, m, y, k] = crate::print::cmyk::of(rgba);
        return Color::Cmyk(Cmyk { c, m, y, k, icc_profile: None });
    }
    let [r, g, b, _] = rgba.0.map(|c| f32::from(c) / 255.0);
    Color::Rgb(Rgb { r, g, b, icc_profile: None })
}

/// Draws on one page, turning millimetres from the top-left corner into
/// points from the bottom-left.
pub(super) struct Canvas<'a> {
    height: f32,
    /// The document's fonts.
    fonts: &'a EmbeddedFonts,
    /// Each art path's image in the document and its size in pixels.
    images: &'a EmbeddedArt,
    ops: Vec<Op>,
    /// Whether colours are given in CMYK, for a print shop's PDF/X file.
    cmyk: bool,
}

impl<'a> Canvas<'a> {
    /// A blank page `height` mm tall, writing text in `fonts` and drawing
    /// art from `images`.
    pub(super) fn new(height: f32, fonts: &'a EmbeddedFonts, images: &'a EmbeddedArt) -> Self {
        Self { height, fonts, images, ops: Vec::new(), cmyk: false }
    }

    /// This canvas giving its colours in CMYK.
    pub(super) fn in_cmyk(self, cmyk: bool) -> Self {
        Self { cmyk, ..self }
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
        self.ops.push(Op::SetFillColor { col: colour(fill, self.cmyk) });
        self.ops.push(Op::DrawPolygon { polygon });
    }

    pub(super) fn outline(&mut self, corners: &[Mm], closed: bool, width: f32, ink: Rgba) {
        self.ops.push(Op::SetOutlineColor { col: colour(ink, self.cmyk) });
        self.ops.push(Op::SetOutlineThickness { pt: pt(width) });
        self.ops.push(Op::DrawLine { line: Line { points: self.path(corners), is_closed: closed } });
    }

    /// A line of the sheet's own words, in `DejaVu` Sans, its baseline's
    /// left end at `at`.
    pub(super) fn text(&mut self, at: Mm, text: &str, size: f32, ink: Rgba) {
        self.text_in(&Font::sans(), at, text, size, ink);
    }

    /// A line of text in `font`, its baseline's left end at `at`.
    fn text_in(&mut self, font: &Font, at: Mm, text: &str, size: f32, ink: Rgba) {
        let id = self.fonts.get(font).clone();
        self.ops.extend([
            Op::StartTextSection,
            Op::SetFillColor { col: colour(ink, self.cmyk) },
            Op::SetFont { font: PdfFontHandle::External(id), size: pt(size) },
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
                        let path = rectangle_stroke(area, *radius, stroke.width);
                        self.outline(&path, true, stroke.width, stroke.colour);
                    }
                }
                Primitive::Circle { centre, radius, fill, stroke } => {
                    let corners = circle(shift(*centre), *radius);
                    self.fill(&corners, *fill);
                    if let Some(stroke) = stroke {
                        let ring = circle_stroke(shift(*centre), *radius, stroke.width);
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
                Primitive::Image { area, art, cover } => {
                    if let Some((id, [w, h])) = self.images.get(&picture_key(art, *cover)) {
                        let area = Area { min: shift(area.min), max: shift(area.max) };
                        self.image(id, [*w as f32, *h as f32], area);
                    }
                }
                Primitive::Text { area, lines, size, colour: ink, align, font } => {
                    for (at, line) in text_lines(*area, lines, *size, *align, font) {
                        self.text_in(font, shift(at), line, *size, *ink);
                    }
                }
            }
        }
    }

    /// The image `id`, `pixels` in size, fitted inside `area` keeping its
    /// proportions, centred — as the screen draws it.
    fn image(&mut self, id: &XObjectId, pixels: [f32; 2], area: Area) {
        let drawn = fitted_art(area, pixels);
        // The image is placed by its bottom-left corner.
        let corner = self.point(mm(drawn.min.x, drawn.max.y));
        // At 72 dpi a pixel is a point; the scale makes it `drawn.width() / pixels[0]` mm.
        let points_per_pixel = pt(drawn.width() / pixels[0]).0;
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
        let width = Font::sans().text_width(text) * size;
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
