//! PDF sheets: faces drawn as vectors from the same primitives the screen
//! shows, in the embedded font (`DejaVu` Sans), on pages laid out by [`crate::sheet`],
//! with bleed, cut guides, backs and a revision stamp.

use printpdf::{
    Color, Line, LinePoint, Mm as PdfMm, Op, ParsedFont, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point,
    Polygon, PolygonRing, Pt, Rgb, TextItem, WindingOrder,
};

use crate::font::DEJAVU_SANS;
use crate::layout::{Align, Area, Face, LINE_HEIGHT, Mm, Primitive, Rgba, mm};
use crate::sheet::{Marks, Page, SheetOptions, TooLarge};

/// Crop marks: their length, their distance from the cut, and their weight
/// (0.5 pt, thick enough to survive a home printer).
const MARK_LENGTH: f32 = 3.0;
const MARK_OFFSET: f32 = 1.0;
const MARK_WEIGHT: f32 = 0.5;

/// What to print: the faces, in order, all one size, and the back every
/// item shares, if backs are printed.
pub struct Job<'a> {
    /// The document's title.
    pub title: &'a str,
    /// A line for the margin: set name, version, date.
    pub stamp: &'a str,
    /// The faces.
    pub faces: &'a [Face],
    /// The back.
    pub back: Option<&'a Face>,
}

/// What was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The PDF.
    pub bytes: Vec<u8>,
    /// Its pages.
    pub pages: usize,
}

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
struct Canvas {
    height: f32,
    font: printpdf::FontId,
    ops: Vec<Op>,
}

impl Canvas {
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

    fn outline(&mut self, corners: &[Mm], closed: bool, width: f32, ink: Rgba) {
        self.ops.push(Op::SetOutlineColor { col: colour(ink) });
        self.ops.push(Op::SetOutlineThickness { pt: pt(width) });
        self.ops.push(Op::DrawLine { line: Line { points: self.path(corners), is_closed: closed } });
    }

    fn text(&mut self, at: Mm, text: &str, size: f32, ink: Rgba) {
        self.ops.extend([
            Op::StartTextSection,
            Op::SetFillColor { col: colour(ink) },
            Op::SetFont { font: PdfFontHandle::External(self.font.clone()), size: pt(size) },
            Op::SetTextCursor { pos: self.point(at) },
            Op::ShowText { items: vec![TextItem::Text(text.to_owned())] },
            Op::EndTextSection,
        ]);
    }

    /// Draws `face` with its top-left corner at `at`, the background run
    /// `bleed` mm past the edge.
    fn face(&mut self, face: &Face, at: Mm, bleed: f32) {
        let shift = |p: Mm| mm(p.x + at.x, p.y + at.y);
        if bleed > 0.0
            && let Some(Primitive::Rect { fill, .. }) = face.primitives.first()
        {
            let outer = Area {
                min: mm(at.x - bleed, at.y - bleed),
                max: mm(at.x + face.size[0] + bleed, at.y + face.size[1] + bleed),
            };
            self.fill(&rectangle(outer, 0.0), *fill);
        }
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
                Primitive::Image { .. } => {}
                Primitive::Text { area, lines, size, colour: ink, align } => {
                    for (i, line) in lines.iter().enumerate() {
                        let width = crate::font::text_width(line) * size;
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

    /// Crop marks outside the corners of each item, or lines along every cut.
    fn marks(&mut self, page: &Page, options: &SheetOptions, size: [f32; 2]) {
        let ink = Rgba::rgb(0, 0, 0);
        let weight = MARK_WEIGHT * 25.4 / 72.0;
        match options.marks {
            Marks::None => {}
            Marks::Crop => {
                let gap = options.bleed + MARK_OFFSET;
                for (_, area) in &page.items {
                    for (x, sx) in [(area.min.x, -1.0), (area.max.x, 1.0)] {
                        for (y, sy) in [(area.min.y, -1.0), (area.max.y, 1.0)] {
                            let across = [mm(x + sx * gap, y), mm(x + sx * (gap + MARK_LENGTH), y)];
                            let down = [mm(x, y + sy * gap), mm(x, y + sy * (gap + MARK_LENGTH))];
                            self.outline(&across, false, weight, ink);
                            self.outline(&down, false, weight, ink);
                        }
                    }
                }
            }
            Marks::Lines => {
                let [w, h] = size;
                let mut xs: Vec<f32> = page.items.iter().flat_map(|(_, a)| [a.min.x, a.min.x + w]).collect();
                let mut ys: Vec<f32> = page.items.iter().flat_map(|(_, a)| [a.min.y, a.min.y + h]).collect();
                for list in [&mut xs, &mut ys] {
                    list.sort_by(f32::total_cmp);
                    list.dedup_by(|a, b| (*a - *b).abs() < 0.01);
                }
                let [page_w, page_h] = options.page_size();
                let light = Rgba::rgb(150, 150, 150);
                for x in xs {
                    self.outline(&[mm(x, 0.0), mm(x, page_h)], false, weight, light);
                }
                for y in ys {
                    self.outline(&[mm(0.0, y), mm(page_w, y)], false, weight, light);
                }
            }
        }
    }
}

/// The corners of a rectangle with rounded corners (each arc in six steps).
fn rectangle(area: Area, radius: f32) -> Vec<Mm> {
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
fn circle(centre: Mm, radius: f32) -> Vec<Mm> {
    (0..48)
        .map(|i| {
            let angle = (i as f32 * 7.5).to_radians();
            mm(centre.x + radius * angle.cos(), centre.y + radius * angle.sin())
        })
        .collect()
}

/// Writes the job as a PDF laid out by `options`.
pub fn print(job: &Job<'_>, options: &SheetOptions) -> Result<Printed, TooLarge> {
    let size = job.faces.first().map_or([50.0, 50.0], |f| f.size);
    let pages = options.pages(size, job.faces.len())?;
    let mut document = PdfDocument::new(job.title);
    let font = ParsedFont::from_bytes(DEJAVU_SANS, 0, &mut Vec::new()).map(|f| document.add_font(&f));
    let Some(font) = font else {
        // The bundled font always parses; without it there is nothing to write text with.
        return Ok(Printed { bytes: Vec::new(), pages: 0 });
    };
    let [page_w, page_h] = options.page_size();
    let mut out = Vec::with_capacity(pages.len());
    for page in &pages {
        let mut canvas = Canvas { height: page_h, font: font.clone(), ops: Vec::new() };
        for (item, area) in &page.items {
            let face = if page.back { job.back } else { job.faces.get(*item) };
            if let Some(face) = face {
                canvas.face(face, area.min, options.bleed);
            }
        }
        if !page.back {
            canvas.marks(page, options, size);
            let stamp = format!("{} · page {} of {}", job.stamp, out.len() + 1, pages.len());
            canvas.text(mm(options.margin, page_h - options.margin / 2.0 + 0.8), &stamp, 2.2, Rgba::rgb(120, 120, 120));
        }
        out.push(PdfPage::new(PdfMm(page_w), PdfMm(page_h), canvas.ops));
    }
    let count = out.len();
    let bytes = document.with_pages(out).save(&PdfSaveOptions::default(), &mut Vec::new());
    Ok(Printed { bytes, pages: count })
}

#[cfg(test)]
mod tests {
    use lopdf::Document;
    use parlour_core::games::unicorn_jelly::TileSet;

    use super::*;
    use crate::sheet::{Backs, Paper};
    use crate::unicorn_jelly_face::{TILE_MM, defeated, tile};

    fn default_faces() -> Vec<Face> {
        let set = TileSet::default_set();
        set.tiles.iter().flat_map(|d| std::iter::repeat_n(tile(d, None, TILE_MM), usize::from(d.count))).collect()
    }

    fn read(printed: &Printed) -> Document {
        Document::load_mem(&printed.bytes).expect("a readable PDF")
    }

    /// The page's size in points, from its media box.
    fn media_box(document: &Document, page: lopdf::ObjectId) -> [f32; 2] {
        let dictionary = document.get_dictionary(page).expect("a page");
        let media = dictionary.get(b"MediaBox").and_then(lopdf::Object::as_array).expect("a media box");
        let number = |o: &lopdf::Object| o.as_float().or_else(|_| o.as_i64().map(|i| i as f32)).expect("a number");
        [number(&media[2]) - number(&media[0]), number(&media[3]) - number(&media[1])]
    }

    #[test]
    fn pages_are_the_paper_size_and_the_font_is_embedded() {
        let faces = default_faces();
        let job = Job { title: "t", stamp: "stamp", faces: &faces, back: None };
        for (paper, expected) in [(Paper::A4, [595.28, 841.89]), (Paper::Letter, [612.0, 792.0])] {
            let printed = print(&job, &SheetOptions { paper, ..SheetOptions::default() }).expect("fits");
            let document = read(&printed);
            let pages = document.get_pages();
            assert_eq!(pages.len(), printed.pages);
            for (_, id) in pages {
                let [w, h] = media_box(&document, id);
                assert!((w - expected[0]).abs() < 0.1 && (h - expected[1]).abs() < 0.1, "{paper:?}: {w} × {h}");
            }
            let embedded = document
                .objects
                .values()
                .any(|o| o.as_dict().is_ok_and(|d| d.has(b"FontFile2") || d.has(b"FontFile3") || d.has(b"FontFile")));
            assert!(embedded, "the font is embedded");
            assert!(printed.bytes.len() < 1 << 20, "{} bytes", printed.bytes.len());
        }
    }

    #[test]
    fn duplex_adds_a_back_page_behind_every_front() {
        let faces = default_faces();
        let back = defeated(None, TILE_MM);
        let job = Job { title: "t", stamp: "s", faces: &faces, back: Some(&back) };
        let options = SheetOptions { backs: Backs::LongEdge, ..SheetOptions::default() };
        let printed = print(&job, &options).expect("fits");
        let fronts = options.pages([TILE_MM, TILE_MM], faces.len()).expect("fits").iter().filter(|p| !p.back).count();
        assert_eq!(printed.pages, 2 * fronts);
        assert_eq!(read(&printed).get_pages().len(), printed.pages);
    }

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
