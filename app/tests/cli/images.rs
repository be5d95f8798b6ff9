//! `parlour export --png` and `--tts`: one image per face for a print shop,
//! and Tabletop Simulator decks — files counted, sized and read back.

use std::path::Path;

use parlour_core::games::unicorn_jelly::TileSet;
use parlour_tests::temp_dir;
use serde_json::Value;

use crate::run::{parlour, stderr};

const SET: &str = "assets/unicorn-jelly/default-set.ron";
const CARDS: &str = "assets/you-are-here/starter-deck.ron";

fn text(path: &Path) -> &str {
    path.to_str().expect("utf-8")
}

fn stdout(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The PNG files in `folder`, by name, in order.
fn pngs(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .expect("the folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| Path::new(n).extension().is_some_and(|e| e == "png"))
        .collect();
    names.sort();
    names
}

fn dimensions(path: &Path) -> (u32, u32) {
    image::image_dimensions(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn png_export_writes_each_face_and_each_copy_at_the_print_shops_size() {
    let dir = temp_dir("png");
    let folder = dir.path().join("cards");
    let args = ["export", CARDS, "--png", text(&folder), "--dpi", "300", "--size", "poker", "--bleed-mm", "3.175"];
    let output = parlour(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        format!("wrote 10 fronts and 1 back to {0}, 825 × 1125 px at 300 dpi\nmade the folder {0}\n", folder.display())
    );
    let names = pngs(&folder);
    assert_eq!(names.len(), 11, "{names:?}");
    assert_eq!(names[0], "001-front-Main_Stage.png");
    assert_eq!(names[10], "back.png");
    for name in &names {
        assert_eq!(dimensions(&folder.join(name)), (825, 1125), "{name}");
    }
    // The bleed carries the face's edge — Main Stage's red frame — to the image's corner, never the paper's white.
    let front = image::open(folder.join(&names[0])).expect("a PNG").into_rgb8();
    for (x, y) in [(0, 0), (824, 0), (0, 1124), (824, 1124), (412, 2), (2, 562)] {
        assert_eq!(front.get_pixel(x, y).0, [196, 40, 52], "at {x}, {y}");
    }

    // A tile set: every copy its own file, 50 mm tiles with 1/8 inch of bleed at 150 dpi.
    let tiles = dir.path().join("tiles");
    let output = parlour(&["export", SET, "--png", text(&tiles), "--dpi", "150"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let made = format!("made the folder {}", tiles.display());
    assert!(String::from_utf8_lossy(&output.stdout).contains(&made), "the folder made is said");
    let names = pngs(&tiles);
    assert_eq!(names.len(), 41, "40 tiles with their copies, and the back");
    assert_eq!(names.iter().filter(|n| n.contains("Wandering_Knight")).count(), 2, "a tile of count 2 is two files");
    assert_eq!(dimensions(&tiles.join("001-front-Lupiko.png")), (333, 333));
}

#[test]
fn png_export_never_replaces_files_unless_asked_and_refuses_odd_resolutions() {
    let dir = temp_dir("png-refusals");
    let folder = dir.path().join("cards");
    let args = ["export", CARDS, "--png", text(&folder), "--dpi", "72"];
    assert!(parlour(&args).status.success());
    std::fs::write(folder.join("back.png"), "a person's own back").expect("a file");
    let refused = parlour(&args);
    assert!(!refused.status.success());
    let message = stderr(&refused);
    assert!(
        message.contains("already holds 001-front-Main_Stage.png and 10 more") && message.contains("--force"),
        "{message}"
    );
    assert_eq!(std::fs::read(folder.join("back.png")).expect("kept"), b"a person's own back", "nothing replaced");
    assert!(parlour(&[&args[..], &["--force"]].concat()).status.success());
    assert_ne!(std::fs::read(folder.join("back.png")).expect("replaced"), b"a person's own back");

    for (bad, says) in [
        (vec!["--png", "x", "--dpi", "50"], "from 72 to 1200"),
        (vec!["--png", "x", "--dpi", "2400"], "from 72 to 1200"),
        (vec!["--out", "x.pdf", "--dpi", "300"], "--png"),
        (vec!["--out", "x.pdf", "--png", "x"], "cannot be used with"),
        (vec!["--png", "x", "--tts", "y"], "cannot be used with"),
        (vec!["--png", "x", "--backs", "fold"], "cannot be used with"),
        (vec![], "--out"),
    ] {
        let output = parlour(&[&["export", CARDS][..], &bad].concat());
        assert!(!output.status.success(), "{bad:?}");
        assert!(stderr(&output).contains(says), "{bad:?}: {}", stderr(&output));
    }
    let huge =
        parlour(&["export", CARDS, "--png", text(&dir.path().join("huge")), "--size", "280x280mm", "--dpi", "1200"]);
    assert!(stderr(&huge).contains("10000 pixels"), "{}", stderr(&huge));
    assert!(!dir.path().join("huge").exists(), "nothing is written when a face is too large");
}

/// Reads the saved object in `folder` and checks it against its sheets:
/// grids within 10 × 7, ids by sheet and slot, each sheet a file of a
/// whole grid of cards. The deck's card names, in order.
fn check_deck(folder: &Path, json: &str) -> (Value, Vec<String>) {
    let saved: Value =
        serde_json::from_str(&std::fs::read_to_string(folder.join(json)).expect("the saved object")).expect("JSON");
    let deck = &saved["ObjectStates"][0];
    assert_eq!(deck["Name"], "DeckCustom");
    let custom = deck["CustomDeck"].as_object().expect("a CustomDeck");
    let mut cells = Vec::new();
    for (key, sheet) in custom {
        let (w, h) = (sheet["NumWidth"].as_u64().expect("a width"), sheet["NumHeight"].as_u64().expect("a height"));
        assert!((1..=10).contains(&w) && (1..=7).contains(&h), "sheet {key}: {w} × {h}");
        let url = sheet["FaceURL"].as_str().expect("a FaceURL");
        let path = url.strip_prefix("file://").expect("a file:// address");
        assert!(Path::new(path).is_absolute() && Path::new(path).is_file(), "{url}");
        let (pw, ph) = dimensions(Path::new(path));
        assert!(pw % w as u32 == 0 && ph % h as u32 == 0 && pw <= 10_000 && ph <= 10_000, "{pw} × {ph} for {w} × {h}");
        let back = sheet["BackURL"].as_str().and_then(|u| u.strip_prefix("file://")).expect("a BackURL");
        assert_eq!(dimensions(Path::new(back)), (pw / w as u32, ph / h as u32), "the back is one card's size");
        assert_eq!(sheet["BackIsHidden"], true);
        cells.push((key.parse::<u64>().expect("a number"), w * h));
    }
    let ids: Vec<u64> = deck["DeckIDs"].as_array().expect("DeckIDs").iter().filter_map(Value::as_u64).collect();
    for id in &ids {
        let (key, slot) = (id / 100, id % 100);
        let cells = cells.iter().find(|(k, _)| *k == key).unwrap_or_else(|| panic!("{id}: no sheet {key}")).1;
        assert!(slot < cells - 1, "{id}: the hidden slot, or beyond the grid");
    }
    let cards = deck["ContainedObjects"].as_array().expect("cards");
    assert_eq!(cards.len(), ids.len());
    for (card, id) in cards.iter().zip(&ids) {
        assert_eq!(card["Name"], "Card");
        assert_eq!(card["CardID"].as_u64(), Some(*id));
    }
    let names = cards.iter().map(|c| c["Nickname"].as_str().expect("a name").to_owned()).collect();
    (deck.clone(), names)
}

#[test]
fn tts_export_writes_sheets_a_back_and_a_saved_object_with_every_copy() {
    let dir = temp_dir("tts");
    let folder = dir.path().join("tts");
    let output = parlour(&["export", SET, "--tts", text(&folder)]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        format!(
            "wrote a Tabletop Simulator deck to {0}: 40 cards on 1 sheet (9 × 5), 394 × 394 px a card at 200 dpi; 1 back and Parlour_default_set.json\nmade the folder {0}\n",
            folder.display()
        )
    );
    let (deck, names) = check_deck(&folder, "Parlour_default_set.json");
    assert_eq!(names.len(), 40);
    assert_eq!(names[0], "Lupiko");
    assert_eq!(names.iter().filter(|n| *n == "Wandering Knight").count(), 2, "copies each a card");
    assert_eq!(deck["Nickname"], "Parlour default set");
    assert_eq!(deck["CustomDeck"]["1"]["Type"], 0, "tiles have rounded corners");
    let (w, h) = dimensions(&folder.join("sheet-1.png"));
    assert_eq!(w / 9, h / 5, "square tiles have square slots: {w} × {h}");

    // Eighty tiles take two sheets: 69 and the hidden face on the first, 11 on the second.
    let mut set = TileSet::default_set().clone();
    set.tiles.iter_mut().for_each(|t| t.count *= 2);
    let file = dir.path().join("big.ron");
    std::fs::write(&file, set.to_ron()).expect("written");
    let big = dir.path().join("big");
    let output = parlour(&["export", text(&file), "--tts", text(&big), "--dpi", "300"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let (deck, cards) = check_deck(&big, "Parlour_default_set.json");
    assert_eq!(cards.len(), 80);
    assert_eq!(cards[..2], ["Lupiko", "Lupiko"]);
    let ids: Vec<u64> = deck["DeckIDs"].as_array().expect("ids").iter().filter_map(Value::as_u64).collect();
    assert_eq!((ids[0], ids[68], ids[69], ids[79]), (100, 168, 200, 210));
    let grid =
        |key: &str| (deck["CustomDeck"][key]["NumWidth"].as_u64(), deck["CustomDeck"][key]["NumHeight"].as_u64());
    assert_eq!((grid("1"), grid("2")), ((Some(10), Some(7)), (Some(6), Some(2))));
    // 50 mm at 300 dpi is 591 pixels a tile: 5910 pixels across ten, within bounds as asked.
    assert_eq!(dimensions(&big.join("sheet-1.png")), (5910, 4137));
    assert_eq!(dimensions(&big.join("sheet-2.png")), (3546, 1182));
}

/// Each page's media and trim boxes of the PDF `file`, in points.
fn page_boxes(file: &Path) -> Vec<(Vec<f32>, Vec<f32>)> {
    let document = lopdf::Document::load(file).expect("a readable PDF");
    let number = |o: &lopdf::Object| o.as_float().or_else(|_| o.as_i64().map(|i| i as f32)).expect("a number");
    let pages = document.get_pages().into_values();
    pages
        .map(|page| {
            let page = document.get_dictionary(page).expect("a page");
            let box_of = |name: &[u8]| -> Vec<f32> {
                page.get(name).and_then(lopdf::Object::as_array).expect("a box").iter().map(number).collect()
            };
            (box_of(b"MediaBox"), box_of(b"TrimBox"))
        })
        .collect()
}

/// Checks that every page of `file` is a poker card (63.5 × 88.9 mm) cut
/// from a page `bleed` mm larger on every side.
fn assert_bled(file: &Path, bleed: f32) {
    let points = |mm: f32| mm / 25.4 * 72.0;
    let (w, h) = (63.5, 88.9);
    let pages = page_boxes(file);
    assert!(!pages.is_empty(), "pages in {}", file.display());
    for (media, trim) in pages {
        let wanted_media = [0.0, 0.0, points(w + 2.0 * bleed), points(h + 2.0 * bleed)];
        let wanted_trim = [points(bleed), points(bleed), points(w + bleed), points(h + bleed)];
        let close = |got: &[f32], wanted: &[f32]| got.iter().zip(wanted).all(|(g, w)| (g - w).abs() < 0.1);
        assert!(close(&media, &wanted_media), "bleed {bleed} mm: the page {media:?}, not {wanted_media:?}");
        assert!(close(&trim, &wanted_trim), "bleed {bleed} mm: the cut {trim:?}, not {wanted_trim:?}");
    }
}

#[test]
fn a_print_shops_pdf_bleeds_an_eighth_of_an_inch_unless_asked_and_a_safe_line_needs_room() {
    let dir = temp_dir("shop-pdf");
    // Unless asked, the bleed print shops ask for: an eighth of an inch.
    let shop = dir.path().join("shop.pdf");
    let out = parlour(&["export", CARDS, "--per-page", "1", "--size", "poker", "--out", text(&shop)]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_bled(&shop, 25.4 / 8.0);
    // Asked for another, or none.
    for (bleed, asked) in [(5.0, "5"), (0.0, "0"), (2.0, "2")] {
        let file = dir.path().join(format!("shop-{asked}.pdf"));
        let args = ["export", CARDS, "--per-page", "1", "--size", "poker", "--bleed-mm", asked, "--out", text(&file)];
        let out = parlour(&args);
        assert!(out.status.success(), "--bleed-mm {asked}: {}", stderr(&out));
        assert_bled(&file, bleed);
    }

    let cramped = dir.path().join("cramped.pdf");
    let out = parlour(&["export", SET, "--size", "30mm", "--safe-mm", "10", "--out", text(&cramped)]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("leaves too little room"), "{}", stderr(&out));
    assert!(!cramped.exists(), "nothing written");
}

#[test]
fn drivethrucards_takes_each_poker_card_front_then_back_with_its_bleed() {
    let dir = temp_dir("shop-drivethrucards");
    let file = dir.path().join("deck.pdf");
    let out = parlour(&["export", CARDS, "--shop", "drivethrucards", "--out", text(&file)]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_bled(&file, 25.4 / 8.0);
    let cards = parlour_core::games::you_are_here::Collection::starter().cards.len();
    let pages = lopdf::Document::load(&file).expect("a readable PDF").get_pages().len();
    assert_eq!(pages, 2 * cards, "a back after each of the {cards} fronts");
    // Each shop's kind of file: a folder named like a PDF, or a PDF with no .pdf, is refused in words.
    for (shop, out, words) in [
        ("thegamecrafter", "tgc.pdf", "a folder, not a .pdf file"),
        ("drivethrucards", "deck", "a file ending in .pdf"),
    ] {
        let path = dir.path().join(out);
        let refused = parlour(&["export", CARDS, "--shop", shop, "--out", text(&path)]);
        assert!(!refused.status.success() && stderr(&refused).contains(words), "{shop}: {}", stderr(&refused));
        assert!(!path.exists(), "nothing written at {}", path.display());
    }
}

#[test]
fn png_export_asks_before_and_takes_away_an_earlier_exports_faces_it_does_not_write_again() {
    let dir = temp_dir("png-earlier");
    let folder = dir.path().join("cards");
    std::fs::create_dir_all(&folder).expect("a folder");
    // A card renamed since the last export left its image; a note of the person's own sits beside it.
    std::fs::write(folder.join("007-front-Old_Name.png"), "an earlier export's face").expect("a file");
    std::fs::write(folder.join("notes.txt"), "the person's own").expect("a file");
    let args = ["export", CARDS, "--shop", "makeplayingcards", "--out", text(&folder)];
    let refused = parlour(&args);
    assert!(!refused.status.success());
    let message = stderr(&refused);
    assert!(message.contains("007-front-Old_Name.png") && message.contains("--force"), "{message}");
    assert!(folder.join("007-front-Old_Name.png").exists(), "nothing taken away when refused");
    // --force, as the refusal says, is taken with --shop too.
    let output = parlour(&[&args[..], &["--force"]].concat());
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("took away 1 image of an earlier export"), "{}", stdout(&output));
    assert!(!folder.join("007-front-Old_Name.png").exists(), "the earlier face is gone");
    assert_eq!(std::fs::read(folder.join("notes.txt")).expect("kept"), b"the person's own", "other files stay");
    assert_eq!(pngs(&folder).len(), 11, "10 fronts and a back: {:?}", pngs(&folder));
}

#[test]
fn art_too_small_and_letters_the_typeface_lacks_are_named_by_validate_and_the_export() {
    let dir = temp_dir("soft-art");
    let mut set = TileSet::default_set().clone();
    set.tiles[0].art = Some("tiny.png".to_owned());
    let name = set.tiles[0].name.clone();
    // A name in letters the typeface does not draw is named too.
    set.tiles[1].name = "深海 Eel".to_owned();
    image::RgbaImage::from_pixel(120, 120, image::Rgba([200, 40, 40, 255]))
        .save(dir.path().join("tiny.png"))
        .expect("a PNG");
    let file = dir.path().join("set.ron");
    std::fs::write(&file, set.to_ron()).expect("written");
    let said = format!("the art of {name} (tiny.png, 120 × 120 px) prints at");
    let validated = parlour(&["validate", text(&file)]);
    assert!(validated.status.success(), "soft art is no problem: {}", stderr(&validated));
    assert!(stderr(&validated).contains(&said) && stderr(&validated).contains("look soft"), "{}", stderr(&validated));
    let lacked = "深海 Eel: the name has characters the typeface DejaVu Sans lacks (深, 海)";
    assert!(stderr(&validated).contains(lacked), "{}", stderr(&validated));
    let exported = parlour(&["export", text(&file), "--png", text(&dir.path().join("png")), "--dpi", "150"]);
    assert!(exported.status.success(), "{}", stderr(&exported));
    assert!(stderr(&exported).contains(&said), "{}", stderr(&exported));
    // Named once, however many copies print.
    assert_eq!(stderr(&exported).matches(&said).count(), 1, "{}", stderr(&exported));
    // Art large enough is not named.
    image::RgbaImage::from_pixel(600, 600, image::Rgba([200, 40, 40, 255]))
        .save(dir.path().join("tiny.png"))
        .expect("a PNG");
    let validated = parlour(&["validate", text(&file)]);
    assert!(!stderr(&validated).contains("look soft"), "{}", stderr(&validated));
}
