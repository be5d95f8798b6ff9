//! The PDFs written, read back: page sizes, the font, where each face,
//! back and mark falls, the calibration page and the art stored once.

use lopdf::{Document, Object, ObjectId};
use parlour_core::games::unicorn_jelly::TileSet;

use super::{Printed, print};
use crate::games::unicorn_jelly::face::{TILE_MM, defeated, tile};
use crate::print::job::{Job, Section};
use crate::print::layout::{Area, Face, Mm, Primitive, Rgba, mm};
use crate::print::sheet::{Backs, CropMarks, Paper, SheetOptions};

fn default_set() -> Job {
    let set = TileSet::default_set();
    let faces = set.tiles.iter().flat_map(|d| {
        std::iter::repeat_n(tile(d, None, TILE_MM, &crate::print::look::Look::default()), usize::from(d.count))
    });
    let section = Section {
        faces: faces.collect(),
        back: Some(defeated(None, TILE_MM, &crate::print::look::Look::default(), None)),
    };
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
    let fronts = options.pages([TILE_MM, TILE_MM], job.items()).expect("fits").iter().filter(|p| p.is_front()).count();
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
    face.push(Primitive::Image {
        area: Area::new(mm(10.0, 10.0), 43.0, 40.0),
        art: "art/moon.png".into(),
        cover: None,
    });
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
    let cases = [(0.0, 0.0, CropMarks::default(), 9), (4.0, 0.0, heavy, 6), (0.0, 3.0, heavy, 4), (8.0, 3.0, heavy, 4)];
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

/// A box of the page's dictionary, in points: left, bottom, right, top.
fn page_box(document: &Document, page: ObjectId, name: &[u8]) -> Option<[f32; 4]> {
    let dictionary = document.get_dictionary(page).expect("a page");
    let array = dictionary.get(name).and_then(Object::as_array).ok()?;
    Some([number(&array[0]), number(&array[1]), number(&array[2]), number(&array[3])])
}

#[test]
fn a_print_shop_file_has_a_face_a_page_with_its_trim_and_bleed_boxes_and_a_real_date() {
    let mut job = default_set();
    job.sections[0].faces.truncate(3);
    let options = SheetOptions { bleed: 3.175, per_page: Some(1), backs: Backs::LongEdge, ..SheetOptions::default() };
    let printed = print(&job, &options).expect("any face fits its own page");
    assert_eq!(printed.pages, 6, "three faces, each followed by its back");
    assert!(printed.warnings.is_empty(), "{:?}", printed.warnings);
    let document = read(&printed);
    let points = |mm: f32| mm * 72.0 / 25.4;
    for page in document.get_pages().into_values() {
        let media = page_box(&document, page, b"MediaBox").expect("a media box");
        let trim = page_box(&document, page, b"TrimBox").expect("a trim box");
        let bleed = page_box(&document, page, b"BleedBox").expect("a bleed box");
        assert!((media[2] - media[0] - points(56.35)).abs() < 0.05, "the tile and its bleed: {media:?}");
        assert!(bleed.iter().zip(media).all(|(b, m)| (b - m).abs() < 1e-3), "the bleed runs to the edge: {bleed:?}");
        assert!((trim[0] - points(3.175)).abs() < 0.05 && (trim[2] - trim[0] - points(50.0)).abs() < 0.05, "{trim:?}");
        // The background runs under the whole bleed: its fill covers the page.
        let filled = filled_boxes(&document, page, media[3] * 25.4 / 72.0);
        let first = filled.first().expect("a fill");
        assert!(first.min.x.abs() < 0.01 && (first.max.x - 56.35).abs() < 0.01, "{first:?}");
    }
    let info = document.trailer.get(b"Info").and_then(Object::as_reference).expect("an info dictionary");
    let info = document.get_dictionary(info).expect("the info dictionary");
    assert!(info.get(b"GTS_PDFXVersion").is_err(), "no claim of a PDF/X standard the file does not meet");
    let created = info.get(b"CreationDate").expect("a creation date");
    let created = String::from_utf8_lossy(created.as_str().expect("a date string")).into_owned();
    let year: i32 = created.trim_start_matches("D:")[..4].parse().expect("a year");
    let now = time::OffsetDateTime::from_unix_timestamp(crate::print::date::printed_at()).expect("a moment").year();
    assert!(year == now && year > 1970, "dated {created}, printed in {now}");
}

/// The base names of the fonts a PDF embeds, each without its subset tag.
fn embedded_fonts(document: &Document) -> Vec<String> {
    let mut names: Vec<String> = document
        .objects
        .values()
        .filter_map(|o| o.as_dict().ok())
        .filter(|d| d.get(b"Type").and_then(Object::as_name).is_ok_and(|n| n == b"FontDescriptor"))
        .filter(|d| d.has(b"FontFile2") || d.has(b"FontFile3"))
        .filter_map(|d| d.get(b"FontName").and_then(Object::as_name).ok())
        .map(|n| String::from_utf8_lossy(n).rsplit('+').next().unwrap_or_default().to_owned())
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn a_set_in_the_serif_typeface_prints_its_faces_in_it_embedded_and_the_sheet_in_sans() {
    use parlour_core::design::Design;
    use parlour_core::typeface::Typeface;
    let serif = TileSet { typeface: Typeface::Serif, ..TileSet::default_set().clone() };
    let printable = crate::printable::Printable::Design { design: Design::from(serif), deck: None };
    let job = printable.job(crate::print::job::ItemSize::Natural, None).expect("a job");
    let faces = job.sections.iter().flat_map(|s| &s.faces);
    let fonts: Vec<String> = faces
        .flat_map(|f| &f.primitives)
        .filter_map(|p| match p {
            Primitive::Text { font, .. } => Some(font.name().to_owned()),
            _ => None,
        })
        .collect();
    assert!(!fonts.is_empty() && fonts.iter().all(|f| f == "DejaVu Serif"), "{fonts:?}");
    let document = read(&print(&job, &SheetOptions::default()).expect("printed"));
    assert_eq!(embedded_fonts(&document), ["DejaVuSans", "DejaVuSerif"], "faces in serif, the page's stamp in sans");
    let sans = read(&print(&default_set(), &SheetOptions::default()).expect("printed"));
    assert_eq!(embedded_fonts(&sans), ["DejaVuSans"], "a set as before: one font");
}
