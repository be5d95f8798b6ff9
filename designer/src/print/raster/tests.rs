//! Faces drawn as pixels, read back: shapes where they are, text inked in
//! its box, bleed in the edge's colour, art fitted, sizes bounded, PNG files
//! as print shops read them, and the same pixels as the PDF.

use std::path::Path;
use std::process::Command;

use parlour_core::games::unicorn_jelly::TileSet;
use parlour_core::games::you_are_here::Collection;

use super::{ArtShelf, MAX_SIDE, Raster, RasterError, face_pixels, pixels};
use crate::games::unicorn_jelly::face::{TILE_MM, tile};
use crate::games::you_are_here::face as card_face;
use crate::print::job::{Job, Section};
use crate::print::layout::{Align, Area, Face, Fit, Primitive, Rgba, mm};
use crate::print::pdf::print;
use crate::print::sheet::SheetOptions;

const WHITE: Rgba = Rgba::rgb(255, 255, 255);
const RED: Rgba = Rgba::rgb(220, 30, 40);
const INK: Rgba = Rgba::rgb(0, 0, 0);

fn no_art() -> ArtShelf {
    ArtShelf::new(None)
}

/// A white 40 × 30 mm face with a red square 10 mm from its top-left corner.
fn red_square() -> Face {
    let mut face = Face::new(40.0, 30.0);
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), 40.0, 30.0), radius: 0.0, fill: WHITE, stroke: None });
    face.push(Primitive::Rect { area: Area::new(mm(10.0, 10.0), 10.0, 10.0), radius: 0.0, fill: RED, stroke: None });
    face
}

fn close(a: Rgba, b: Rgba, tolerance: u8) -> bool {
    a.0.iter().zip(b.0).all(|(x, y)| x.abs_diff(y) <= tolerance)
}

#[test]
fn shapes_are_painted_where_the_face_puts_them() {
    // 254 dpi: 10 pixels a millimetre.
    let raster = Raster::face_at(&red_square(), 254.0, &mut no_art()).expect("a raster");
    assert_eq!([raster.width(), raster.height()], [400, 300]);
    let at = |x, y| raster.pixel(x, y).expect("inside");
    assert_eq!(at(150, 150), RED, "inside the square");
    assert_eq!(at(101, 101), RED, "just inside its corner");
    assert_eq!(at(98, 150), WHITE, "just left of it");
    assert_eq!(at(150, 201), WHITE, "just below it");
    assert_eq!(at(5, 5), WHITE, "the background");
    assert!(raster.is_opaque());
}

#[test]
fn strokes_lie_inside_their_shape_as_on_paper() {
    let mut face = Face::new(20.0, 20.0);
    let stroke = crate::print::layout::Stroke { width: 1.0, colour: INK };
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), 20.0, 20.0), radius: 0.0, fill: WHITE, stroke: None });
    let area = Area::new(mm(5.0, 5.0), 10.0, 10.0);
    face.push(Primitive::Rect { area, radius: 0.0, fill: RED, stroke: Some(stroke) });
    let raster = Raster::face_at(&face, 254.0, &mut no_art()).expect("a raster");
    let at = |x, y| raster.pixel(x, y).expect("inside");
    assert_eq!(at(50, 100), INK, "the stroke's first pixel is inside the shape");
    assert_eq!(at(59, 100), INK, "and it is a millimetre wide");
    assert_eq!(at(61, 100), RED, "the fill inside it");
    assert_eq!(at(48, 100), WHITE, "nothing outside the shape");
}

#[test]
fn text_puts_ink_inside_its_box_and_nowhere_else() {
    let mut face = Face::new(60.0, 30.0);
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), 60.0, 30.0), radius: 0.0, fill: WHITE, stroke: None });
    let fit = Fit::readable(6.0, false, true, Align::Centre);
    face.text("a word", "Lupiko", Area::new(mm(5.0, 5.0), 50.0, 20.0), fit, INK);
    let Some(Primitive::Text { area, .. }) = face.primitives.last().cloned() else { panic!("the text is laid out") };
    let raster = Raster::face_at(&face, 254.0, &mut no_art()).expect("a raster");
    let (mut inside, mut outside) = (0, 0);
    for y in 0..raster.height() {
        for x in 0..raster.width() {
            let dark = raster.pixel(x, y).is_some_and(|p| p.0[0] < 128);
            let (px, py) = (x as f32 / 10.0, y as f32 / 10.0);
            let within = px >= area.min.x && px <= area.max.x && py >= area.min.y && py <= area.max.y;
            match (dark, within) {
                (true, true) => inside += 1,
                (true, false) => outside += 1,
                _ => {}
            }
        }
    }
    assert!(inside > 500, "the word is inked: {inside} dark pixels in its box");
    assert_eq!(outside, 0, "no ink outside the text's box");
}

#[test]
fn the_bleed_takes_the_edge_colour_and_a_poker_card_with_an_eighth_inch_bleed_is_825_by_1125_at_300_dpi() {
    let set = TileSet::default_set();
    let face = tile(&set.tiles[0], None, TILE_MM, &crate::print::look::Look::default()).fitted([63.5, 88.9]);
    let edge = face.edge().expect("a background");
    let bled = face.bled(3.175);
    assert_eq!(face_pixels(&bled, 300.0), [825, 1125]);
    let raster = Raster::face_at(&bled, 100.0, &mut no_art()).expect("a raster");
    let band = (3.175_f32 / 25.4 * 100.0).floor() as u32;
    for (x, y) in [(0, 0), (band - 1, raster.height() / 2), (raster.width() - 1, raster.height() - 1)] {
        let pixel = raster.pixel(x, y).expect("inside");
        assert!(close(pixel, edge, 2), "the bleed at ({x}, {y}) is {pixel:?}, not the edge's {edge:?}");
        assert_ne!(pixel, WHITE);
    }
    assert!(raster.is_opaque(), "a bled face is square and opaque");
    let unbled = Raster::face_at(
        &tile(&set.tiles[0], None, TILE_MM, &crate::print::look::Look::default()),
        100.0,
        &mut no_art(),
    )
    .expect("a raster");
    assert_eq!(unbled.pixel(0, 0).map(|p| p.0[3]), Some(0), "a tile's rounded corner is left transparent");
}

#[test]
fn absurd_sizes_are_refused_with_the_limit_named() {
    let error = Raster::blank(MAX_SIDE + 1, 10).expect_err("too wide");
    assert_eq!(error, RasterError::Size { width: MAX_SIDE + 1, height: 10 });
    assert!(error.to_string().contains("10000"), "{error}");
    assert!(Raster::blank(0, 10).is_err());
    let poster = Face::new(280.0, 280.0);
    assert!(Raster::face_at(&poster, 1200.0, &mut no_art()).is_err(), "280 mm at 1200 dpi is 13,228 pixels");
    assert_eq!(pixels(25.4, 300.0), 300);
}

#[test]
fn png_files_are_srgb_with_their_resolution_and_rgb_when_opaque() {
    let read = |bytes: &[u8]| {
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes.to_vec())).read_info().expect("a PNG");
        let mut data = vec![0; reader.output_buffer_size().expect("a size")];
        reader.next_frame(&mut data).expect("its pixels");
        let info = reader.info();
        (info.color_type, info.srgb.is_some(), info.pixel_dims, data)
    };
    let raster = Raster::face_at(&red_square(), 300.0, &mut no_art()).expect("a raster");
    let (colour, srgb, dims, data) = read(&raster.png(300.0).expect("a PNG"));
    assert_eq!(colour, png::ColorType::Rgb);
    assert!(srgb, "marked as sRGB");
    let dims = dims.expect("a resolution");
    assert_eq!((dims.xppu, dims.yppu, dims.unit), (11_811, 11_811, png::Unit::Meter));
    let row = raster.width() as usize * 3;
    // 15 mm in from the top-left corner at 300 dpi: the square's middle.
    let centre = 177 * row + 177 * 3;
    assert_eq!(&data[centre..centre + 3], &RED.0[..3], "a pixel of the square, read back");
    let tile = tile(&TileSet::default_set().tiles[0], None, TILE_MM, &crate::print::look::Look::default());
    let rounded = Raster::face_at(&tile, 150.0, &mut no_art()).expect("a raster");
    assert_eq!(read(&rounded.png(150.0).expect("a PNG")).0, png::ColorType::Rgba, "rounded corners need alpha");
}

/// A fresh folder for one test, removed when dropped.
fn folder(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new().prefix(&format!("parlour-raster-{name}-")).tempdir().expect("a temporary folder")
}

#[test]
fn art_is_fitted_keeping_its_proportions_and_unreadable_art_is_left_out_with_a_warning() {
    let set = folder("art");
    std::fs::create_dir_all(set.path().join("art")).expect("an art folder");
    image::RgbaImage::from_pixel(20, 10, image::Rgba([0, 90, 200, 255]))
        .save(set.path().join("art/wide.png"))
        .expect("a PNG");
    std::fs::write(set.path().join("art/broken.png"), b"not a picture").expect("a file");
    let mut face = Face::new(40.0, 40.0);
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), 40.0, 40.0), radius: 0.0, fill: WHITE, stroke: None });
    face.push(Primitive::Image { area: Area::new(mm(0.0, 0.0), 40.0, 40.0), art: "art/wide.png".into(), cover: None });
    face.push(Primitive::Image {
        area: Area::new(mm(0.0, 0.0), 10.0, 10.0),
        art: "art/broken.png".into(),
        cover: None,
    });
    let mut shelf = ArtShelf::new(Some(set.path().to_path_buf()));
    let raster = Raster::face_at(&face, 254.0, &mut shelf).expect("a raster");
    let blue = Rgba::rgb(0, 90, 200);
    // Twice as wide as high: 40 × 20 mm, centred, so 10 mm of white above and below.
    assert!(close(raster.pixel(200, 200).expect("inside"), blue, 2));
    assert!(close(raster.pixel(395, 105).expect("inside"), blue, 2));
    assert_eq!(raster.pixel(200, 95), Some(WHITE), "above the art");
    assert_eq!(raster.pixel(200, 305), Some(WHITE), "below the art");
    assert_eq!(shelf.warnings().len(), 1, "{:?}", shelf.warnings());
    assert!(shelf.warnings()[0].contains("broken.png"), "{:?}", shelf.warnings());
    Raster::face_at(&face, 100.0, &mut shelf).expect("drawn again");
    assert_eq!(shelf.warnings().len(), 1, "each unreadable picture is reported once");
}

/// `bytes` of a PNG file as RGBA pixels and its size.
fn decode(bytes: &[u8]) -> (Vec<[u8; 4]>, [u32; 2]) {
    let image = image::load_from_memory(bytes).expect("a PNG").into_rgba8();
    let size = [image.width(), image.height()];
    (image.pixels().map(|p| p.0).collect(), size)
}

/// The face drawn from its PDF by poppler's `pdftoppm` at `dpi`, `size`
/// pixels of it from the top-left corner (poppler rounds a page's pixels
/// up, so a page of exactly 550 pixels may come out 551).
fn from_pdf(face: &Face, dpi: u32, size: [u32; 2], dir: &Path) -> (Vec<[u8; 4]>, [u32; 2]) {
    let pdf = dir.join("face.pdf");
    // The print shop's file: the face alone on a page its own size.
    let job = Job { sections: vec![Section { faces: vec![face.clone()], back: None }], ..Job::default() };
    let printed = print(&job, &SheetOptions { per_page: Some(1), ..SheetOptions::default() }).expect("a page");
    std::fs::write(&pdf, printed.bytes).expect("the PDF written");
    let [w, h] = size.map(|n| n.to_string());
    let run = Command::new("pdftoppm")
        .args(["-r", &dpi.to_string(), "-x", "0", "-y", "0", "-W", &w, "-H", &h, "-png", "-singlefile"])
        .arg(&pdf)
        .arg(dir.join("face"))
        .output();
    let run = run.unwrap_or_else(|e| {
        panic!("this test needs pdftoppm, from poppler-utils (apt-get install poppler-utils): {e}")
    });
    assert!(run.status.success(), "pdftoppm fails: {}", String::from_utf8_lossy(&run.stderr));
    decode(&std::fs::read(dir.join("face.png")).expect("pdftoppm's PNG"))
}

#[test]
fn a_face_looks_as_it_does_in_the_pdf() {
    let dir = folder("pdf");
    let collection = Collection::starter();
    let corner = card_face::suit_colour(collection.cards[0].suit);
    let card =
        card_face::card(&collection.cards[0], corner, card_face::CARD_MM[0], &crate::print::look::Look::default())
            .fitted([63.5, 88.9])
            .bled(3.175);
    let tile = tile(&TileSet::default_set().tiles[1], None, TILE_MM, &crate::print::look::Look::default())
        .fitted([63.5, 88.9])
        .bled(3.175);
    for face in [card, tile] {
        let dpi = 200;
        let raster = Raster::face_at(&face, dpi as f32, &mut no_art()).expect("a raster");
        let (ours, size) = decode(&raster.png(dpi as f32).expect("a PNG"));
        let (theirs, pdf_size) = from_pdf(&face, dpi, size, dir.path());

        assert_eq!(size, pdf_size, "{}: the same size as the PDF's page at {dpi} dpi", face.name);
        let far = |a: &[u8; 4], b: &[u8; 4]| a.iter().zip(b).any(|(x, y)| x.abs_diff(*y) > 32);
        let differing = ours.iter().zip(&theirs).filter(|(a, b)| far(a, b)).count();
        // What is drawn on the background, in either: where a shift or a wrong size shows.
        let background = face.edge().expect("a background").0;
        let drawn = ours.iter().zip(&theirs).filter(|(a, b)| far(a, &background) || far(b, &background)).count();
        let (share, of_drawn) = (differing as f64 / ours.len() as f64, differing as f64 / drawn.max(1) as f64);
        eprintln!(
            "{}: {:.2} % of pixels ({:.1} % of those drawn on the background) differ from the PDF's by more than 32 of 255",
            face.name,
            share * 100.0,
            of_drawn * 100.0
        );
        assert!(share < 0.03, "{}: {:.2} % of pixels differ from the PDF's", face.name, share * 100.0);
        assert!(of_drawn < 0.12, "{}: {:.1} % of the pixels drawn differ from the PDF's", face.name, of_drawn * 100.0);
    }
}
