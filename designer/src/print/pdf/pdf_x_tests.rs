//! The print shop's PDF/X-1a:2003 file read back: its output intent with
//! the profile embedded, its version and trapping, no RGB anywhere (art
//! included), its font embedded, and trim inside bleed inside media.

use lopdf::{Document, Object};
use parlour_core::games::unicorn_jelly::TileSet;

use super::print_pdf_x;
use crate::games::unicorn_jelly::face::{TILE_MM, defeated, tile};
use crate::print::job::{Job, Section};
use crate::print::sheet::SheetOptions;

/// The default tile set, the first tile with a half-transparent picture,
/// as a PDF/X file.
fn printed() -> Vec<u8> {
    let temp = tempfile::Builder::new().prefix("parlour-pdfx-").tempdir().expect("a temporary folder");
    std::fs::create_dir_all(temp.path().join("art")).expect("a folder");
    let picture = image::RgbaImage::from_fn(40, 30, |x, y| image::Rgba([200, (x * 6) as u8, (y * 8) as u8, 128]));
    picture.save(temp.path().join("art/moon.png")).expect("a PNG");
    let mut set = TileSet::default_set().clone();
    set.tiles[0].art = Some("art/moon.png".into());
    let faces = set.tiles.iter().map(|d| tile(d, None, TILE_MM, &crate::print::look::Look::default())).collect();
    let section = Section { faces, back: Some(defeated(None, TILE_MM, &crate::print::look::Look::default(), None)) };
    let job =
        Job { title: "Tiles".into(), stamp: "s".into(), sections: vec![section], folder: Some(temp.path().into()) };
    let options = SheetOptions { bleed: 3.175, ..SheetOptions::default() };
    let printed = print_pdf_x(&job, &options, &mut |_, _| {}).expect("printed");
    assert!(printed.warnings.is_empty(), "{:?}", printed.warnings);
    printed.bytes
}

fn numbers(o: &Object) -> Vec<f32> {
    o.as_array()
        .expect("a box")
        .iter()
        .map(|n| n.as_float().or_else(|_| n.as_i64().map(|i| i as f32)).expect("a number"))
        .collect()
}

#[test]
fn the_pdf_x_file_has_an_output_intent_with_its_profile_and_says_its_version() {
    let bytes = printed();
    assert!(bytes.starts_with(b"%PDF-1.4"), "PDF/X-1a:2003 is PDF 1.4: {:?}", &bytes[..8]);
    let document = Document::load_mem(&bytes).expect("readable");
    let catalog = document.catalog().expect("a catalog");
    let intents = catalog.get(b"OutputIntents").and_then(Object::as_array).expect("output intents");
    let intent = intents[0].as_dict().expect("an intent");
    assert_eq!(intent.get(b"S").and_then(Object::as_name).expect("a subtype"), b"GTS_PDFX");
    let profile = intent.get(b"DestOutputProfile").and_then(Object::as_reference).expect("an embedded profile");
    let profile = document.get_object(profile).and_then(Object::as_stream).expect("the profile's stream");
    assert!(profile.decompressed_content().unwrap_or_else(|_| profile.content.clone()).len() > 100_000);
    let info = document.trailer.get(b"Info").and_then(Object::as_reference).expect("an Info dictionary");
    let info = document.get_dictionary(info).expect("Info");
    assert_eq!(info.get(b"GTS_PDFXVersion").and_then(Object::as_str).expect("a version"), b"PDF/X-1a:2003");
    assert_eq!(info.get(b"Trapped").and_then(Object::as_name).expect("trapping"), b"False");
    // The title is written as UTF-16 with its byte-order mark.
    let title = info.get(b"Title").and_then(Object::as_str).expect("a title");
    assert_eq!(title.iter().filter(|b| b.is_ascii_alphabetic()).copied().collect::<Vec<u8>>(), b"Tiles");
    assert!(info.get(b"CreationDate").is_ok() && info.get(b"ModDate").is_ok());
    assert!(document.trailer.get(b"ID").is_ok(), "a document ID");
}

#[test]
fn the_pdf_x_file_has_no_rgb_its_font_embedded_and_its_boxes_nested() {
    let bytes = printed();
    let document = Document::load_mem(&bytes).expect("readable");
    let mut images = 0;
    for object in document.objects.values() {
        let Ok(stream) = object.as_stream() else { continue };
        let name = |key: &[u8]| stream.dict.get(key).and_then(Object::as_name).ok().map(<[u8]>::to_vec);
        if name(b"Subtype").as_deref() == Some(b"Image") {
            images += 1;
            assert_eq!(name(b"ColorSpace").as_deref(), Some(&b"DeviceCMYK"[..]), "art in CMYK");
            assert!(stream.dict.get(b"SMask").is_err(), "no transparency");
        }
    }
    assert_eq!(images, 1, "the art is in the file");
    let fonts: Vec<_> =
        document.objects.values().filter_map(|o| o.as_dict().ok()).filter(|d| d.has(b"FontFile2")).collect();
    assert!(!fonts.is_empty(), "the font is embedded");
    for page in document.get_pages().into_values() {
        let decoded = document.get_and_decode_page_content(page).expect("content");
        for op in &decoded.operations {
            assert!(!matches!(op.operator.as_str(), "rg" | "RG" | "sc" | "scn"), "an RGB colour on a page: {op:?}");
        }
        let dictionary = document.get_dictionary(page).expect("a page");
        let [media, bleed, trim] =
            [b"MediaBox".as_slice(), b"BleedBox", b"TrimBox"].map(|k| numbers(dictionary.get(k).expect("a box")));
        let inside = |inner: &[f32], outer: &[f32]| {
            inner[0] >= outer[0] - 1e-3
                && inner[1] >= outer[1] - 1e-3
                && inner[2] <= outer[2] + 1e-3
                && inner[3] <= outer[3] + 1e-3
        };
        assert!(inside(&trim, &bleed) && inside(&bleed, &media), "{trim:?} in {bleed:?} in {media:?}");
        assert!(trim[2] - trim[0] < bleed[2] - bleed[0] - 17.0, "an eighth of an inch of bleed each side");
    }
    let text = String::from_utf8_lossy(&bytes);
    assert!(!text.contains("/DeviceRGB") && !text.contains("/CalRGB"), "no RGB colour space");
}

#[test]
fn full_bleed_art_fills_a_poker_cards_page_to_the_edges_of_its_bleed() {
    use crate::print::job::ItemSize;
    use parlour_core::face_layout::FaceLayout;
    let temp = tempfile::Builder::new().prefix("parlour-pdfx-bleed-").tempdir().expect("a temporary folder");
    std::fs::create_dir_all(temp.path().join("art")).expect("a folder");
    image::RgbImage::from_pixel(300, 420, image::Rgb([20, 120, 60]))
        .save(temp.path().join("art/sea.png"))
        .expect("a PNG");
    let mut collection = parlour_core::games::you_are_here::Collection::starter();
    collection.layout = FaceLayout::FullBleed;
    collection.cards[0].art = Some("art/sea.png".into());
    let printable = crate::printable::Printable::Design { design: collection.into(), deck: None };
    let mut job = printable.job(ItemSize::Box([63.5, 88.9]), Some(temp.path().into())).expect("a job");
    job.sections[0].faces.truncate(1);
    let options = SheetOptions { bleed: 3.175, per_page: Some(1), ..SheetOptions::default() };
    let bytes = print_pdf_x(&job, &options, &mut |_, _| {}).expect("printed").bytes;
    let document = Document::load_mem(&bytes).expect("readable");
    let page = *document.get_pages().values().next().expect("a page");
    let media = numbers(document.get_dictionary(page).expect("a page").get(b"MediaBox").expect("a box"));
    let content = document.get_and_decode_page_content(page).expect("content");
    // The picture is drawn by the `cm` before its `Do`: a unit square scaled and moved.
    let ops = &content.operations;
    let drawn = ops.windows(2).rev().find_map(|w| {
        (w[0].operator == "cm" && w[1].operator == "Do")
            .then(|| w[0].operands.iter().map(numbers_of).collect::<Vec<f32>>())
    });
    let [a, _, _, d, e, f] = drawn.expect("the picture is drawn").try_into().expect("six numbers");
    let e_ok = e <= media[0] + 0.5 && f <= media[1] + 0.5;
    let reach = e + a >= media[2] - 0.5 && f + d >= media[3] - 0.5;
    assert!(e_ok && reach, "the picture {:?} does not cover the page {media:?}", [e, f, e + a, f + d]);
}

fn numbers_of(o: &Object) -> f32 {
    o.as_float().or_else(|_| o.as_i64().map(|i| i as f32)).expect("a number")
}
