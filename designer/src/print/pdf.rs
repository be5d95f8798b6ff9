//! PDF sheets: faces drawn as vectors from the same primitives the screen
//! shows, in the embedded font (`DejaVu` Sans), on pages laid out by [`crate::print::sheet`],
//! with bleed, cut guides, backs, each art image stored once, a revision
//! stamp and, when asked, a calibration page.

use std::collections::HashMap;
use std::path::PathBuf;

use printpdf::{
    Color, Line, LinePoint, Mm as PdfMm, Op, ParsedFont, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point,
    Polygon, PolygonRing, Pt, RawImage, RawImageData, RawImageFormat, Rgb, TextItem, WindingOrder, XObjectId,
    XObjectTransform,
};

use crate::print::font::DEJAVU_SANS;
use crate::print::layout::{Align, Area, Face, LINE_HEIGHT, Mm, Primitive, Rgba, mm};
use crate::print::sheet::{Backs, MIN_MARK_WEIGHT, Marks, Page, SheetOptions, TooLarge};

/// The weight of the fold line and the calibration page's rules, in mm
/// (0.5 pt, thick enough to survive a home printer).
const RULE_WEIGHT: f32 = MIN_MARK_WEIGHT * 25.4 / 72.0;

/// Art is stored at no more than this many dots per inch of its printed size.
const ART_DPI: f32 = 600.0;

/// The most pixels all the art of one document may hold together: with much
/// art, every image is stored at a lower resolution, so memory and the file
/// stay bounded whatever the art.
const ART_PIXELS: f32 = 32.0e6;

/// What to print.
#[derive(Clone, Debug, Default)]
pub struct Job {
    /// The document's title.
    pub title: String,
    /// A line for the margin: set name, version, date.
    pub stamp: String,
    /// The sections, each starting on a new page.
    pub sections: Vec<Section>,
    /// The folder art paths are relative to (the set's or collection's).
    pub folder: Option<PathBuf>,
}

/// Faces all one size, and the back they share, if backs are printed.
#[derive(Clone, Debug, Default)]
pub struct Section {
    /// The faces, in order.
    pub faces: Vec<Face>,
    /// The back.
    pub back: Option<Face>,
}

impl Job {
    /// How many items the job prints.
    pub fn items(&self) -> usize {
        self.sections.iter().map(|s| s.faces.len()).sum()
    }

    /// Every section's pages laid out by `options`, in order.
    pub fn pages(&self, options: &SheetOptions) -> Result<Vec<(&Section, Page)>, TooLarge> {
        let mut pages = Vec::new();
        for section in &self.sections {
            let size = section.faces.first().map_or([50.0, 50.0], |f| f.size);
            let options =
                if section.back.is_some() { *options } else { SheetOptions { backs: Backs::None, ..*options } };
            pages.extend(options.pages(size, section.faces.len())?.into_iter().map(|page| (section, page)));
        }
        Ok(pages)
    }
}

/// What was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The PDF.
    pub bytes: Vec<u8>,
    /// Its pages.
    pub pages: usize,
    /// Art that could not be printed, in words.
    pub warnings: Vec<String>,
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
struct Canvas<'a> {
    height: f32,
    font: printpdf::FontId,
    /// Each art path's image in the document and its size in pixels.
    images: &'a HashMap<String, (XObjectId, [usize; 2])>,
    ops: Vec<Op>,
}

impl Canvas<'_> {
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
    fn centred(&mut self, at: Mm, text: &str, size: f32, ink: Rgba) {
        let width = crate::print::font::text_width(text) * size;
        self.text(mm(at.x - width / 2.0, at.y), text, size, ink);
    }

    /// The fold of a fold-over page: a dashed line across the middle.
    fn fold_line(&mut self, page_w: f32, page_h: f32) {
        let ink = Rgba::rgb(150, 150, 150);
        let mut x = 0.0;
        while x < page_w {
            self.outline(&[mm(x, page_h / 2.0), mm((x + 3.0).min(page_w), page_h / 2.0)], false, RULE_WEIGHT, ink);
            x += 5.0;
        }
        self.text(mm(2.0, page_h / 2.0 - 1.0), "fold", 2.2, ink);
    }

    /// The page's cut guides: black crop marks, or light cut lines.
    fn marks(&mut self, page: &Page, options: &SheetOptions) {
        let weight = options.crop.weight.max(MIN_MARK_WEIGHT) * 25.4 / 72.0;
        let ink = if options.marks == Marks::Lines { Rgba::rgb(150, 150, 150) } else { Rgba::rgb(0, 0, 0) };
        for segment in page.cut_guides(options) {
            self.outline(&segment, false, weight, ink);
        }
    }
}

/// The calibration page, and its back when backs are printed two-sided:
/// 100 mm rulers each way and a 50 mm square to measure the printer's
/// scale; a cross at the page's centre, and on the back a cross with
/// millimetre scales, shifted by the back offset in use, to read how far
/// the printer moves back pages.
fn draw_calibration(options: &SheetOptions, font: &printpdf::FontId) -> Vec<Vec<Op>> {
    if !options.calibration {
        return Vec::new();
    }
    let images = HashMap::new();
    let [page_w, page_h] = options.page_size();
    let (cx, cy) = (page_w / 2.0, page_h / 2.0);
    let ink = Rgba::rgb(0, 0, 0);
    let weight = RULE_WEIGHT;
    let mut sheet = Canvas { height: page_h, font: font.clone(), images: &images, ops: Vec::new() };
    let top = options.margin + 8.0;
    sheet.centred(mm(cx, top), "Calibration: print at 100 % (actual size), not fitted to the page", 4.0, ink);
    let lines = [
        "Each ruler should measure exactly 100 mm, and the square 50 mm a side.",
        "If a ruler measures L mm, your printer scales by L %: choose actual size in its dialog.",
    ];
    for (i, line) in lines.iter().enumerate() {
        sheet.centred(mm(cx, top + 7.0 + 4.5 * i as f32), line, 2.8, ink);
    }
    // Across, above the centre; down, left of it.
    let ruler_y = cy - 55.0;
    sheet.outline(&[mm(cx - 50.0, ruler_y), mm(cx + 50.0, ruler_y)], false, weight, ink);
    let ruler_x = cx - 75.0;
    sheet.outline(&[mm(ruler_x, cy - 50.0), mm(ruler_x, cy + 50.0)], false, weight, ink);
    for i in 0..=100u8 {
        let d = f32::from(i);
        let tick = if i % 10 == 0 {
            5.0
        } else if i % 5 == 0 {
            3.0
        } else {
            1.5
        };
        sheet.outline(&[mm(cx - 50.0 + d, ruler_y), mm(cx - 50.0 + d, ruler_y - tick)], false, weight, ink);
        sheet.outline(&[mm(ruler_x, cy - 50.0 + d), mm(ruler_x + tick, cy - 50.0 + d)], false, weight, ink);
        if i % 10 == 0 {
            sheet.centred(mm(cx - 50.0 + d, ruler_y - 6.5), &i.to_string(), 2.5, ink);
            sheet.text(mm(ruler_x + 6.0, cy - 50.0 + d + 0.9), &i.to_string(), 2.5, ink);
        }
    }
    cross(&mut sheet, mm(cx, cy), ink);
    let square = Area::new(mm(cx - 25.0, cy + 25.0), 50.0, 50.0);
    sheet.outline(&rectangle(square, 0.0), true, weight, ink);
    sheet.centred(mm(cx, square.max.y + 5.0), "50 mm", 2.8, ink);
    let mut pages = vec![sheet.ops];
    if matches!(options.backs, Backs::LongEdge | Backs::ShortEdge) {
        let mut back = Canvas { height: page_h, font: font.clone(), images: &images, ops: Vec::new() };
        let [dx, dy] = options.back_offset;
        let centre = mm(cx + dx, cy + dy);
        cross(&mut back, centre, ink);
        for i in -10i8..=10 {
            let d = f32::from(i);
            let tick = if i % 5 == 0 { 3.0 } else { 1.5 };
            back.outline(
                &[mm(centre.x + d, centre.y + 12.0), mm(centre.x + d, centre.y + 12.0 + tick)],
                false,
                weight,
                ink,
            );
            back.outline(
                &[mm(centre.x + 12.0, centre.y + d), mm(centre.x + 12.0 + tick, centre.y + d)],
                false,
                weight,
                ink,
            );
            if i % 5 == 0 {
                back.centred(mm(centre.x + d, centre.y + 19.0), &i.to_string(), 2.5, ink);
                back.text(mm(centre.x + 17.0, centre.y + d + 0.9), &i.to_string(), 2.5, ink);
            }
        }
        let lines = [
            "Hold the sheet up to a light with this side towards you.".to_owned(),
            "Read where the front's cross falls on the scales below and right of this cross (mm, right and down);"
                .into(),
            format!("add that to the back offset used here ({dx:.1}, {dy:.1}) and print again with the sum."),
        ];
        for (i, line) in lines.iter().enumerate() {
            back.centred(mm(cx, options.margin + 8.0 + 4.5 * i as f32), line, 2.8, ink);
        }
        pages.push(back.ops);
    }
    pages
}

/// A cross with rings at 2 and 4 mm, centred on `at`.
fn cross(canvas: &mut Canvas<'_>, at: Mm, ink: Rgba) {
    let weight = RULE_WEIGHT;
    canvas.outline(&[mm(at.x - 8.0, at.y), mm(at.x + 8.0, at.y)], false, weight, ink);
    canvas.outline(&[mm(at.x, at.y - 8.0), mm(at.x, at.y + 8.0)], false, weight, ink);
    for radius in [2.0, 4.0] {
        canvas.outline(&circle(at, radius), true, weight, ink);
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
pub fn print(job: &Job, options: &SheetOptions) -> Result<Printed, TooLarge> {
    print_reporting(job, options, &mut |_, _| {})
}

/// Writes the job as a PDF, telling `progress` how many pages of how many
/// are drawn as it goes.
pub fn print_reporting(
    job: &Job,
    options: &SheetOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Printed, TooLarge> {
    let mut pages = job.pages(options)?;
    let mut document = PdfDocument::new(&job.title);
    let font = ParsedFont::from_bytes(DEJAVU_SANS, 0, &mut Vec::new()).map(|f| document.add_font(&f));
    let Some(font) = font else {
        // The bundled font always parses; without it there is nothing to write text with.
        return Ok(Printed { bytes: Vec::new(), pages: 0, warnings: vec!["the bundled font is unreadable".into()] });
    };
    let mut warnings = Vec::new();
    let images = embed_art(job, &mut document, &mut warnings);
    let [page_w, page_h] = options.page_size();
    let calibration = draw_calibration(options, &font);
    let total = calibration.len() + pages.len();
    let fronts = pages.iter().filter(|(_, p)| p.is_front()).count() + usize::from(!calibration.is_empty());
    let mut out = Vec::with_capacity(total);
    for ops in calibration {
        out.push(PdfPage::new(PdfMm(page_w), PdfMm(page_h), ops));
    }
    let mut page_number = usize::from(options.calibration);
    for (section, page) in pages.drain(..) {
        let mut canvas = Canvas { height: page_h, font: font.clone(), images: &images, ops: Vec::new() };
        if let Some(back) = &section.back {
            for (_, area) in &page.backs {
                canvas.face(back, area.min, options.bleed);
            }
        }
        for (item, area) in &page.items {
            if let Some(face) = section.faces.get(*item) {
                canvas.face(face, area.min, options.bleed);
            }
        }
        if page.is_front() {
            page_number += 1;
            canvas.marks(&page, options);
            if !page.backs.is_empty() {
                canvas.fold_line(page_w, page_h);
            }
            let stamp = format!("{} · page {page_number} of {fronts}", job.stamp);
            canvas.text(mm(options.margin, page_h - options.margin / 2.0 + 0.8), &stamp, 2.2, Rgba::rgb(120, 120, 120));
        }
        out.push(PdfPage::new(PdfMm(page_w), PdfMm(page_h), canvas.ops));
        progress(out.len(), total);
    }
    let count = out.len();
    let bytes = document.with_pages(out).save(&PdfSaveOptions::default(), &mut Vec::new());
    Ok(Printed { bytes, pages: count, warnings })
}

/// The resolution every art image is stored at, given the largest side (in
/// mm) each is printed at: [`ART_DPI`], or less so that all of them
/// together hold at most [`ART_PIXELS`].
fn art_dpi(sides: &[f32]) -> f32 {
    let square_inches: f32 = sides.iter().map(|side| (side / 25.4).powi(2)).sum();
    ART_DPI.min((ART_PIXELS / square_inches.max(1e-3)).sqrt()).floor()
}

/// Adds each art image the job's faces use to the document once, scaled
/// down to [`ART_DPI`] at the largest size it is printed (less when all the
/// art together would hold more than [`ART_PIXELS`]); art that cannot be
/// read is left out with a warning. Images are decoded on every core,
/// each straight to its printed size.
fn embed_art(
    job: &Job,
    document: &mut PdfDocument,
    warnings: &mut Vec<String>,
) -> HashMap<String, (XObjectId, [usize; 2])> {
    let mut largest: Vec<(&str, f32)> = Vec::new();
    let faces = job.sections.iter().flat_map(|s| s.faces.iter().chain(&s.back));
    for primitive in faces.flat_map(|f| &f.primitives) {
        if let Primitive::Image { area, art } = primitive {
            let side = area.width().max(area.height());
            match largest.iter_mut().find(|(path, _)| path == art) {
                Some((_, most)) => *most = most.max(side),
                None => largest.push((art, side)),
            }
        }
    }
    let dpi = art_dpi(&largest.iter().map(|&(_, side)| side).collect::<Vec<_>>());
    if dpi < ART_DPI {
        warnings.push(format!("with {} art images, each is stored at {dpi} dpi to keep the file small", largest.len()));
    }
    let wanted: Vec<(&str, u32)> =
        largest.iter().map(|&(art, side)| (art, (side / 25.4 * dpi).ceil() as u32)).collect();
    let decoded = map_on_all_cores(&wanted, |&(art, side)| {
        let folder = job.folder.as_deref().ok_or_else(|| format!("art `{art}`: the file's folder is not known"))?;
        let path = crate::print::art::resolve(folder, art).map_err(|e| e.to_string())?;
        let image = crate::print::art::load(&path, side).map_err(|e| e.to_string())?;
        let (width, height) = (image.width() as usize, image.height() as usize);
        // Opaque art needs no transparency mask.
        let (pixels, data_format) = if image.pixels().all(|p| p.0[3] == u8::MAX) {
            (image::DynamicImage::ImageRgba8(image).into_rgb8().into_raw(), RawImageFormat::RGB8)
        } else {
            (image.into_raw(), RawImageFormat::RGBA8)
        };
        Ok(RawImage { pixels: RawImageData::U8(pixels), width, height, data_format, tag: Vec::new() })
    });
    let mut images = HashMap::new();
    for (&(art, _), raw) in wanted.iter().zip(decoded) {
        match raw {
            Ok(raw) => {
                let size = [raw.width, raw.height];
                images.insert(art.to_owned(), (document.add_image(&raw), size));
            }
            Err(reason) => warnings.push(reason),
        }
    }
    images
}

/// `f` of each item, in order, worked out on as many threads as the
/// machine has cores.
fn map_on_all_cores<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(1, usize::from).clamp(1, items.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break done };
                        done.push((i, f(item)));
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect()
    });
    done.sort_unstable_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use lopdf::{Document, Object, ObjectId};
    use parlour_core::games::unicorn_jelly::TileSet;

    use super::*;
    use crate::games::unicorn_jelly::face::{TILE_MM, defeated, tile};
    use crate::print::sheet::{CropMarks, Paper};

    fn default_set() -> Job {
        let set = TileSet::default_set();
        let faces = set.tiles.iter().flat_map(|d| std::iter::repeat_n(tile(d, None, TILE_MM), usize::from(d.count)));
        let section = Section { faces: faces.collect(), back: Some(defeated(None, TILE_MM)) };
        Job { title: "t".into(), stamp: "stamp".into(), sections: vec![section], folder: None }
    }

    fn read(printed: &Printed) -> Document {
        Document::load_mem(&printed.bytes).expect("a readable PDF")
    }

    fn number(o: &Object) -> f32 {
        o.as_float().or_else(|_| o.as_i64().map(|i| i as f32)).expect("a number")
    }

    /// The page's size in points, from its media box.
    fn media_box(document: &Document, page: ObjectId) -> [f32; 2] {
        let dictionary = document.get_dictionary(page).expect("a page");
        let media = dictionary.get(b"MediaBox").and_then(Object::as_array).expect("a media box");
        [number(&media[2]) - number(&media[0]), number(&media[3]) - number(&media[1])]
    }

    /// The bounding boxes of the filled paths on a page, in mm from its
    /// top-left corner, read back from the content stream.
    fn filled_boxes(document: &Document, page: ObjectId, page_h: f32) -> Vec<Area> {
        let content = document.get_and_decode_page_content(page).expect("a content stream");
        let mut boxes = Vec::new();
        let mut path: Vec<Mm> = Vec::new();
        for operation in &content.operations {
            match operation.operator.as_str() {
                "m" | "l" => {
                    let [x, y] = [number(&operation.operands[0]), number(&operation.operands[1])];
                    path.push(mm(x * 25.4 / 72.0, page_h - y * 25.4 / 72.0));
                }
                "f" | "f*" | "B" | "b" => {
                    let (mut min, mut max) = (mm(f32::MAX, f32::MAX), mm(f32::MIN, f32::MIN));
                    for p in path.drain(..) {
                        (min.x, min.y, max.x, max.y) = (min.x.min(p.x), min.y.min(p.y), max.x.max(p.x), max.y.max(p.y));
                    }
                    boxes.push(Area { min, max });
                }
                "S" | "s" | "n" => path.clear(),
                _ => {}
            }
        }
        boxes
    }

    #[test]
    fn pages_are_the_paper_size_and_the_font_is_embedded() {
        let job = default_set();
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
    fn every_face_and_back_sits_where_the_layout_says() {
        let job = default_set();
        for backs in [Backs::LongEdge, Backs::ShortEdge, Backs::Fold] {
            let options = SheetOptions { backs, back_offset: [1.5, -0.5], bleed: 0.0, ..SheetOptions::default() };
            let printed = print(&job, &options).expect("fits");
            let document = read(&printed);
            let laid_out = job.pages(&options).expect("fits");
            assert_eq!(document.get_pages().len(), laid_out.len());
            let page_h = options.page_size()[1];
            let (mut faces, mut backs_found) = (0, 0);
            for ((_, id), (_, page)) in document.get_pages().into_iter().zip(&laid_out) {
                let boxes = filled_boxes(&document, id, page_h);
                let close = |a: &Area, b: &Area| {
                    [a.min.x - b.min.x, a.min.y - b.min.y, a.max.x - b.max.x, a.max.y - b.max.y]
                        .iter()
                        .all(|d| d.abs() < 0.1)
                };
                for (_, area) in &page.items {
                    assert!(boxes.iter().any(|b| close(b, area)), "{backs:?}: no face drawn at {area:?}");
                    faces += 1;
                }
                for (_, area) in &page.backs {
                    assert!(boxes.iter().any(|b| close(b, area)), "{backs:?}: no back drawn at {area:?}");
                    backs_found += 1;
                }
            }
            assert_eq!((faces, backs_found), (job.items(), job.items()), "{backs:?}: every tile, front and back");
        }
    }

    #[test]
    fn duplex_adds_a_back_page_behind_every_front_and_fold_needs_none() {
        let job = default_set();
        let options = SheetOptions { backs: Backs::LongEdge, ..SheetOptions::default() };
        let printed = print(&job, &options).expect("fits");
        let fronts =
            options.pages([TILE_MM, TILE_MM], job.items()).expect("fits").iter().filter(|p| p.is_front()).count();
        assert_eq!(printed.pages, 2 * fronts);
        assert_eq!(read(&printed).get_pages().len(), printed.pages);
        let fold = SheetOptions { backs: Backs::Fold, ..SheetOptions::default() };
        let printed = print(&job, &fold).expect("fits");
        // Three 50 mm tiles across and two down in half an A4 sheet: 40 tiles on 7 pages.
        assert_eq!(printed.pages, 7);
    }

    #[test]
    fn the_calibration_page_comes_first_with_a_back_when_two_sided() {
        let job = default_set();
        let plain = print(&job, &SheetOptions::default()).expect("fits").pages;
        let one = SheetOptions { calibration: true, ..SheetOptions::default() };
        assert_eq!(print(&job, &one).expect("fits").pages, plain + 1);
        let two = SheetOptions { calibration: true, backs: Backs::LongEdge, back_offset: [2.0, 1.0], ..one };
        let printed = print(&job, &two).expect("fits");
        assert_eq!(printed.pages, 2 * plain + 2);
        // The back's cross is drawn shifted by the offset: its rings centre on (107, 149.5) mm.
        let document = read(&printed);
        let pages = document.get_pages();
        let back = *pages.get(&2).expect("a second page");
        let content = document.get_and_decode_page_content(back).expect("content");
        let points: Vec<[f32; 2]> = content
            .operations
            .iter()
            .filter(|o| o.operator == "m" || o.operator == "l")
            .map(|o| [number(&o.operands[0]) * 25.4 / 72.0, 297.0 - number(&o.operands[1]) * 25.4 / 72.0])
            .collect();
        assert!(points.iter().any(|p| (p[0] - 111.0).abs() < 0.05 && (p[1] - 149.5).abs() < 0.05), "the 4 mm ring");
    }

    #[test]
    fn much_art_is_stored_at_a_lower_resolution_so_the_whole_stays_bounded() {
        assert!((art_dpi(&[50.0; 10]) - ART_DPI).abs() < f32::EPSILON, "a little art: full resolution");
        for (count, side) in [(120, 50.0), (200, 88.9), (5000, 88.9)] {
            let dpi = art_dpi(&vec![side; count]);
            let pixels = count as f32 * (side / 25.4 * dpi).powi(2);
            assert!(dpi < ART_DPI && pixels <= ART_PIXELS, "{count} images: {dpi} dpi, {pixels} pixels");
        }
    }

    #[test]
    fn an_image_used_forty_times_is_stored_once() {
        let temp = tempfile::Builder::new().prefix("parlour-pdf-art-").tempdir().expect("a temporary folder");
        let folder = temp.path();
        std::fs::create_dir_all(folder.join("art")).expect("a folder");
        let picture = image::RgbaImage::from_fn(64, 32, |x, y| image::Rgba([(x * 4) as u8, (y * 8) as u8, 90, 255]));
        picture.save(folder.join("art/moon.png")).expect("a PNG");
        let mut face = Face::new(63.0, 88.0);
        face.push(Primitive::Rect {
            area: Area::new(mm(0.0, 0.0), 63.0, 88.0),
            radius: 3.0,
            fill: Rgba::rgb(250, 250, 250),
            stroke: None,
        });
        face.push(Primitive::Image { area: Area::new(mm(10.0, 10.0), 43.0, 40.0), art: "art/moon.png".into() });
        let section = Section { faces: vec![face; 40], back: None };
        let job =
            Job { title: "art".into(), stamp: "s".into(), sections: vec![section], folder: Some(folder.to_path_buf()) };
        let printed = print(&job, &SheetOptions::default()).expect("fits");
        assert!(printed.warnings.is_empty(), "{:?}", printed.warnings);
        let document = read(&printed);
        let is_image = |o: &Object| {
            o.as_stream().is_ok_and(|s| s.dict.get(b"Subtype").and_then(Object::as_name).is_ok_and(|n| n == b"Image"))
        };
        let images = document.objects.values().filter(|o| is_image(o)).count();
        assert_eq!(images, 1, "one image, however often it is drawn");
        let drawn: usize = document
            .get_pages()
            .values()
            .map(|&id| {
                let content = document.get_and_decode_page_content(id).expect("content");
                content.operations.iter().filter(|o| o.operator == "Do").count()
            })
            .sum();
        assert_eq!(drawn, 40);
        let missing = Job { folder: None, ..job };
        assert_eq!(print(&missing, &SheetOptions::default()).expect("fits").warnings.len(), 1);
    }

    /// The straight strokes on a page: weight in points, and both ends in
    /// mm from the page's top-left corner.
    fn strokes(document: &Document, page: ObjectId, page_h: f32) -> Vec<(f32, Mm, Mm)> {
        let content = document.get_and_decode_page_content(page).expect("a content stream");
        let (mut weight, mut path, mut strokes) = (1.0, Vec::new(), Vec::new());
        for operation in &content.operations {
            match operation.operator.as_str() {
                "w" => weight = number(&operation.operands[0]),
                "m" | "l" => {
                    let [x, y] = [number(&operation.operands[0]), number(&operation.operands[1])];
                    path.push(mm(x * 25.4 / 72.0, page_h - y * 25.4 / 72.0));
                }
                "S" => {
                    if let [from, to] = path[..] {
                        strokes.push((weight, from, to));
                    }
                    path.clear();
                }
                "f" | "f*" | "B" | "b" | "s" | "n" => path.clear(),
                _ => {}
            }
        }
        strokes
    }

    #[test]
    fn crop_marks_stand_outside_the_grid_on_every_cut_and_never_touch_a_face() {
        let section = Section { faces: vec![Face::new(63.5, 88.9); 9], back: None };
        let job = Job { title: "marks".into(), stamp: "s".into(), sections: vec![section], folder: None };
        let heavy = CropMarks { length: 2.5, offset: 0.5, weight: 0.8 };
        let cases =
            [(0.0, 0.0, CropMarks::default(), 9), (4.0, 0.0, heavy, 6), (0.0, 3.0, heavy, 4), (8.0, 3.0, heavy, 4)];
        for (gap, bleed, crop, fits) in cases {
            let options = SheetOptions { gap, bleed, crop, ..SheetOptions::default() };
            let document = read(&print(&job, &options).expect("fits"));
            let (_, page) = job.pages(&options).expect("fits").remove(0);
            let id = document.get_pages()[&1];
            let marks = strokes(&document, id, options.page_size()[1]);
            let case = format!("gap {gap}, bleed {bleed}");
            // Nine poker cards fit one A4 sheet inside home-printer margins, with shared cuts and marks.
            assert_eq!(page.items.len(), fits, "{case}");
            for &(weight, from, to) in &marks {
                assert!((weight - crop.weight).abs() < 0.01, "{case}: {weight} pt");
                assert!((from.x - to.x).abs() < 1e-3 || (from.y - to.y).abs() < 1e-3, "{case}: straight");
                let length = (to.x - from.x).abs() + (to.y - from.y).abs();
                assert!((length - crop.length).abs() < 0.01, "{case}: {length} mm");
                for (_, area) in &page.items {
                    let inside = |p: Mm| {
                        p.x > area.min.x - bleed - 1e-3
                            && p.x < area.max.x + bleed + 1e-3
                            && p.y > area.min.y - bleed - 1e-3
                            && p.y < area.max.y + bleed + 1e-3
                    };
                    let middle = mm(f32::midpoint(from.x, to.x), f32::midpoint(from.y, to.y));
                    assert!(![from, middle, to].into_iter().any(inside), "{case}: a mark on a face at {from:?}");
                }
            }
            // A pair of marks on each cut line, beyond both ends of the grid.
            for (_, area) in &page.items {
                for x in [area.min.x, area.max.x] {
                    let on_line = marks.iter().filter(|(_, f, t)| (f.x - x).abs() < 0.05 && (t.x - x).abs() < 0.05);
                    assert_eq!(on_line.count(), 2, "{case}: marks for the cut at x = {x}");
                }
                for y in [area.min.y, area.max.y] {
                    let on_line = marks.iter().filter(|(_, f, t)| (f.y - y).abs() < 0.05 && (t.y - y).abs() < 0.05);
                    assert_eq!(on_line.count(), 2, "{case}: marks for the cut at y = {y}");
                }
            }
        }
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
