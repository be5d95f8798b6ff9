//! The workshop as a print shop's template: a face's preview with its bleed
//! and the bleed, cut and safe lines, and a set's own back art.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::{ParlourApp, Settings};
use parlour_designer::games::unicorn_jelly::face::kind_colour;

use crate::harness::{self, open_workshop, temp_dir, type_into};

/// The painted rectangles filled with `fill`, with their corner radius.
fn filled(harness: &Harness<'_, ParlourApp>, fill: egui::Color32) -> Vec<(egui::Rect, f32)> {
    let shapes = harness.output().shapes.iter();
    shapes
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Rect(rect) if rect.fill == fill => Some((rect.rect, f32::from(rect.corner_radius.nw))),
            _ => None,
        })
        .collect()
}

/// The workshop open on a copy of the default set saved in a folder of its
/// own (`set` in a fresh folder), so that art can be imported beside it and
/// exports go there.
fn saved_set(name: &str) -> (tempfile::TempDir, std::path::PathBuf, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let set_dir = dir.path().join("set");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    type_into(&mut harness, "Set file", &set_dir.join("whales.ron").display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    (dir, set_dir, harness)
}

/// Every shape painted in the last frame, groups opened.
fn painted(harness: &Harness<'_, ParlourApp>) -> Vec<egui::Shape> {
    fn open(shape: &egui::Shape, out: &mut Vec<egui::Shape>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| open(s, out)),
            other => out.push(other.clone()),
        }
    }
    let mut shapes = Vec::new();
    for clipped in &harness.output().shapes {
        open(&clipped.shape, &mut shapes);
    }
    shapes
}

/// The colour the legend's words `words` are written in.
fn legend_colour(harness: &Harness<'_, ParlourApp>, words: &str) -> egui::Color32 {
    painted(harness)
        .iter()
        .find_map(|shape| match shape {
            egui::Shape::Text(text) if text.galley.text().starts_with(words) => {
                text.galley.job.sections.first().map(|section| section.format.color)
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("the legend writes {words:?}"))
}

/// The rectangles outlined in `colour`.
fn outlined(harness: &Harness<'_, ParlourApp>, colour: egui::Color32) -> Vec<egui::Rect> {
    let shapes = painted(harness);
    shapes
        .iter()
        .filter_map(|shape| match shape {
            egui::Shape::Rect(r) if r.stroke.color == colour && r.stroke.width > 0.0 => Some(r.rect),
            _ => None,
        })
        .collect()
}

/// The straight strokes painted in `colour`.
fn strokes(harness: &Harness<'_, ParlourApp>, colour: egui::Color32) -> Vec<[egui::Pos2; 2]> {
    let shapes = painted(harness);
    shapes
        .iter()
        .filter_map(|shape| match shape {
            egui::Shape::LineSegment { points, stroke } if stroke.color == colour && stroke.width > 0.0 => {
                Some(*points)
            }
            _ => None,
        })
        .collect()
}

/// Whether `a` and `b` are the same rectangle, within a point.
fn same(a: egui::Rect, b: egui::Rect) -> bool {
    (a.min - b.min).length() < 1.0 && (a.max - b.max).length() < 1.0
}

#[test]
fn the_preview_draws_the_bleed_cut_and_safe_lines_where_a_print_shop_cuts() {
    let dir = temp_dir("print-lines-drawn");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    let tile = harness.state().workshop().expect("open").set().tiles[0].clone();
    harness.get_by_label("Show the cut lines").click();
    harness.run_steps(2);
    // A 50 mm tile with 1/8 inch of bleed all round, the safe line 3 mm
    // inside the cut, drawn to the preview's scale.
    let bleed = 25.4 / 8.0;
    let (red, blue, green) =
        (legend_colour(&harness, "Bleed edge"), legend_colour(&harness, "Cut"), legend_colour(&harness, "Safe line"));
    assert!(red != blue && blue != green && green != red, "three colours");
    // The bleed's edge: a square as tall as the preview, inside it (the
    // preview's place may be wider than the face it shows).
    let preview = harness.get_by_label(&format!("Preview of {}", tile.name)).rect();
    let edges = outlined(&harness, red);
    let edge = edges.iter().copied().find(|r| preview.expand(0.5).contains_rect(*r));
    let edge = edge.unwrap_or_else(|| panic!("the bleed's edge is drawn on the preview {preview:?}: {edges:?}"));
    assert!((edge.height() - preview.height()).abs() < 1.0, "the bleed's edge {edge:?} spans the preview {preview:?}");
    assert!((edge.height() - edge.width()).abs() < 1.0, "a square tile with its bleed: {edge:?}");
    let scale = edge.width() / (50.0 + 2.0 * bleed);
    let cut = edge.shrink(bleed * scale);
    let safe = cut.shrink(3.0 * scale);
    let cuts = outlined(&harness, blue);
    assert!(cuts.iter().any(|r| same(*r, cut)), "the cut is drawn {bleed} mm inside, at {cut:?}: {cuts:?}");
    // The safe line, dashed: every dash on it, and dashes along its four sides.
    let dashes = strokes(&harness, green);
    assert!(dashes.len() >= 8, "the safe line is dashed: {dashes:?}");
    let on_line = |p: egui::Pos2| {
        let near = |a: f32, b: f32| (a - b).abs() < 1.0;
        let within = safe.expand(1.0).contains(p);
        within
            && (near(p.x, safe.left()) || near(p.x, safe.right()) || near(p.y, safe.top()) || near(p.y, safe.bottom()))
    };
    assert!(dashes.iter().flatten().all(|p| on_line(*p)), "a dash off the safe line {safe:?}: {dashes:?}");
    let length = |side: &dyn Fn(&[egui::Pos2; 2]) -> bool| -> f32 {
        dashes.iter().filter(|d| side(d)).map(|[a, b]| (*b - *a).length()).sum()
    };
    let near = |a: f32, b: f32| (a - b).abs() < 1.0;
    let sides = [
        length(&|[a, b]| near(a.y, safe.top()) && near(b.y, safe.top())) / safe.width(),
        length(&|[a, b]| near(a.y, safe.bottom()) && near(b.y, safe.bottom())) / safe.width(),
        length(&|[a, b]| near(a.x, safe.left()) && near(b.x, safe.left())) / safe.height(),
        length(&|[a, b]| near(a.x, safe.right()) && near(b.x, safe.right())) / safe.height(),
    ];
    assert!(sides.iter().all(|&inked| inked > 0.4), "each side of the safe line dashed along: {sides:?}");
    // Hidden again, none of the three is drawn.
    harness.get_by_label("Show the cut lines").click();
    harness.run_steps(2);
    let preview = harness.get_by_label(&format!("Preview of {}", tile.name)).rect().expand(2.0);
    for (colour, line) in [(red, "the bleed's edge"), (blue, "the cut")] {
        let drawn: Vec<_> = outlined(&harness, colour).into_iter().filter(|r| preview.intersects(*r)).collect();
        assert!(drawn.is_empty(), "{line} is drawn no more: {drawn:?}");
    }
    let dashes = strokes(&harness, green);
    assert!(!dashes.iter().flatten().any(|p| preview.contains(*p)), "nor the safe line: {dashes:?}");
}

#[test]
fn the_preview_shows_the_cut_lines_with_the_frame_run_into_the_bleed() {
    let dir = temp_dir("print-lines");
    let mut harness = harness::harness(Settings::default(), dir.path());
    open_workshop(&mut harness);
    let tile = harness.state().workshop().expect("open").set().tiles[0].clone();
    let [r, g, b, _] = kind_colour(tile.kind).0;
    let frame = egui::Color32::from_rgb(r, g, b);
    let preview = || format!("Preview of {}", tile.name);
    let square = |h: &Harness<'_, ParlourApp>| {
        let area = h.get_by_label(&preview()).rect();
        filled(h, frame).iter().any(|(rect, radius)| *radius < 0.5 && (rect.min - area.min).length() < 1.0)
    };
    assert!(harness.query_by_label("Cut").is_none());
    assert!(!square(&harness), "without the lines the face ends at its cut, its corners rounded");
    harness.get_by_label("Show the cut lines").click();
    harness.run_steps(2);
    harness.get_by_label("Cut");
    harness.get_by_label_contains("Safe line (3 mm in)");
    assert!(square(&harness), "with them, the frame's colour fills the preview to the bleed's square edge");
}

#[test]
fn a_set_is_given_its_own_back_art_and_undo_takes_it_back() {
    let (dir, set_dir, mut harness) = saved_set("print-back");
    harness.get_by_label("The back of every tile").click();
    harness.run_steps(2);
    harness.get_by_label("Preview of the back");
    let picture = dir.path().join("night.png");
    image::RgbaImage::from_pixel(60, 60, image::Rgba([20, 20, 60, 255])).save(&picture).expect("a PNG");
    type_into(&mut harness, "Art file", &picture.display().to_string());
    harness.get_by_label("Import art").click();
    harness.run_steps(3);
    let back = |h: &Harness<'_, ParlourApp>| h.state().workshop().and_then(|w| w.set().back_art.clone());
    assert_eq!(back(&harness).as_deref(), Some("art/night.png"));
    assert!(set_dir.join("art/night.png").exists(), "copied beside the set");
    harness.run_steps(5);
    assert!(harness.query_by_label_contains("it is fitted inside").is_none(), "a square picture fits a tile");
    // A CSV sheet has no place for the back art: saving one is refused rather than losing it.
    let sheet = set_dir.join("whales.csv");
    type_into(&mut harness, "Set file", &sheet.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    harness.get_by_label_contains("a CSV sheet holds the designs, not the back art");
    assert!(!sheet.exists(), "nothing written");
    let wide = dir.path().join("wide.png");
    image::RgbaImage::from_pixel(120, 60, image::Rgba([20, 60, 20, 255])).save(&wide).expect("a PNG");
    type_into(&mut harness, "Art file", &wide.display().to_string());
    harness.get_by_label("Import art").click();
    let started = std::time::Instant::now();
    while harness.query_by_label_contains("it is fitted inside").is_none() {
        assert!(started.elapsed().as_secs() < 20, "a picture twice as wide as a tile is not said to be");
        harness.step();
    }
    assert_eq!(back(&harness).as_deref(), Some("art/wide.png"), "the wide picture is the back now");
    // Each picture given is one step of Undo, and a save refused none.
    harness.get_by_label("Undo edit").click();
    harness.run_steps(2);
    assert_eq!(back(&harness).as_deref(), Some("art/night.png"), "the first Undo brings back the first picture");
    harness.get_by_label("Undo edit").click();
    harness.run_steps(2);
    assert_eq!(back(&harness), None, "the second takes the back art away");
    harness.get_by_label("Redo edit").click();
    harness.run_steps(2);
    assert_eq!(back(&harness).as_deref(), Some("art/night.png"), "Redo gives it back");
}

/// Presses Export and waits until the dialog says how it ended.
fn export_and_wait(harness: &mut Harness<'_, ParlourApp>, ended: &str) {
    harness.get_by_label("Export").click();
    let started = std::time::Instant::now();
    while harness.query_by_label_contains(ended).is_none() {
        assert!(started.elapsed().as_secs() < 60, "the export never ended with `{ended}`");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn the_export_dialog_writes_a_print_shops_images_and_a_tabletop_simulator_deck_into_folders() {
    let (_dir, set_dir, mut harness) = saved_set("print-images");
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    harness.get_by_label("Export as").click();
    harness.run_steps(2);
    harness.get_by_label("PNG images, one per face").click();
    harness.run_steps(2);
    assert!(harness.query_by_label("Paper").is_none(), "images have no paper");
    // The preview pages through every image the export writes, backs last.
    harness.get_by_label("Image 1 of 41");
    harness.get_by_label("Preview of Lupiko, as its image");
    assert!(harness.get_by_label("Previous image").accesskit_node().is_disabled(), "nothing before the first");
    harness.get_by_label("Next image").click();
    harness.run_steps(2);
    harness.get_by_label("Image 2 of 41");
    let folder = set_dir.join("My_tiles-images");
    export_and_wait(&mut harness, "Wrote 40 fronts and 1 back");
    harness.get_by_label_contains("Note: Wandering Knight: the name set at");
    let first = image::open(folder.join("001-front-Lupiko.png")).expect("the first tile's image");
    // A 50 mm tile and 1/8 inch of bleed each way, at 300 dpi.
    assert_eq!((first.width(), first.height()), (666, 666));
    // Again: the images are there, and the dialog asks before replacing them.
    export_and_wait(&mut harness, "that this export would replace");
    // The answers come first, in sight above however long a list of files.
    let replace = harness.get_by_label("Replace them").rect();
    let question = harness.get_by_label_contains("that this export would replace").rect();
    assert!(replace.bottom() <= question.top() + 1.0, "the answers {replace:?} lie under the question {question:?}");
    harness.get_by_label("Replace them").click();
    let started = std::time::Instant::now();
    while harness.query_by_label_contains("Wrote 40 fronts").is_none() {
        assert!(started.elapsed().as_secs() < 60, "never replaced");
        harness.step();
    }

    harness.get_by_label("Export as").click();
    harness.run_steps(2);
    harness.get_by_label("Tabletop Simulator deck").click();
    harness.run_steps(2);
    export_and_wait(&mut harness, "Wrote a Tabletop Simulator deck");
    let saved = std::fs::read_to_string(set_dir.join("My_tiles-tts").join("My_tiles.json")).expect("the saved object");
    let json: serde_json::Value = serde_json::from_str(&saved).expect("JSON");
    let ids = json["ObjectStates"][0]["DeckIDs"].as_array().expect("the deck's cards");
    assert_eq!(ids.len(), 40, "every copy of every tile");
}

#[test]
fn a_print_shops_pdf_has_a_file_of_its_own_and_never_replaces_the_sheets() {
    let (_dir, set_dir, mut harness) = saved_set("print-shop-pdf");
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    let (sheets, shop) = (set_dir.join("My_tiles.pdf"), set_dir.join("My_tiles_print_shop.pdf"));
    export_and_wait(&mut harness, &format!("items to {}", sheets.display()));
    harness.get_by_label("Export as").click();
    harness.run_steps(2);
    harness.get_by_label("PDF for a print shop, a face a page").click();
    harness.run_steps(2);
    export_and_wait(&mut harness, &format!("Wrote 40 pages, 40 items to {}", shop.display()));
    assert!(sheets.exists() && shop.exists(), "two files");
    assert_ne!(std::fs::read(&sheets).expect("the sheets"), std::fs::read(&shop).expect("the shop's"));
}

#[test]
fn the_export_dialog_offers_each_print_shop_and_writes_what_it_takes() {
    let (_dir, set_dir, mut harness) = saved_set("print-shop-presets");
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    harness.get_by_label("Export as").click();
    harness.run_steps(2);
    harness.get_by_label("For DriveThruCards: PDF/X-1a").click();
    harness.run_steps(2);
    let dtc = set_dir.join("My_tiles_DriveThruCards.pdf");
    export_and_wait(&mut harness, "Wrote a PDF/X-1a:2003 file");
    let bytes = std::fs::read(&dtc).expect("the shop's PDF, named after it");
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains("GTS_PDFXVersion") && text.contains("OutputIntents"), "a PDF/X file");
    let pages = lopdf::Document::load_mem(&bytes).expect("readable").get_pages().len();
    assert_eq!(pages, 80, "each of the 40 tiles followed by its back");

    harness.get_by_label("Close window").click();
    harness.run_steps(2);
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    harness.get_by_label("Export as").click();
    harness.run_steps(2);
    harness.get_by_label("For The Game Crafter: PNG images").click();
    harness.run_steps(2);
    export_and_wait(&mut harness, "Wrote 40 fronts and 1 back");
    // Into a folder named for the shop, beside the set.
    let first = image::open(set_dir.join("My_tiles_The_Game_Crafter").join("001-front-Lupiko.png")).expect("an image");
    // A poker card with 1/8 inch of bleed each way, at 300 dpi.
    assert_eq!((first.width(), first.height()), (825, 1125));
}

#[test]
fn an_export_into_a_folder_not_there_makes_it_and_says_so() {
    let (_dir, set_dir, mut harness) = saved_set("export-new-folder");
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    let file = set_dir.join("prints/week 1/tiles.pdf");
    type_into(&mut harness, "PDF file", &file.display().to_string());
    export_and_wait(&mut harness, "items to");
    assert!(file.exists(), "written");
    harness.get_by_label_contains(&format!("Made the folder {}", set_dir.join("prints/week 1").display()));
}

#[test]
fn the_sheets_keep_their_bleed_when_a_print_shops_format_was_chosen_between() {
    let (_dir, set_dir, mut harness) = saved_set("export-sheets-bleed");
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    let sheets = set_dir.join("My_tiles.pdf");
    export_and_wait(&mut harness, &format!("items to {}", sheets.display()));
    let pages = || lopdf::Document::load(&sheets).expect("the sheets").get_pages().len();
    let before = pages();
    for format in ["PNG images, one per face", "PDF sheets to print and cut"] {
        harness.get_by_label("Export as").click();
        harness.run_steps(2);
        harness.get_by_label(format).click();
        harness.run_steps(2);
    }
    std::fs::remove_file(&sheets).expect("the first sheets taken away");
    export_and_wait(&mut harness, &format!("items to {}", sheets.display()));
    assert_eq!(pages(), before, "the sheets were laid out with the images' bleed");
}

#[test]
fn a_tabletop_deck_chosen_after_a_print_shop_has_the_item_size_it_had_before() {
    let (_dir, set_dir, mut harness) = saved_set("shop-then-tabletop");
    harness.get_by_label("Export…").click();
    harness.run_steps(2);
    let choose = |harness: &mut Harness<'_, ParlourApp>, format: &str| {
        harness.get_by_label("Export as").click();
        harness.run_steps(2);
        harness.get_by_label(format).click();
        harness.run_steps(2);
    };
    choose(&mut harness, "For MakePlayingCards: PNG images");
    choose(&mut harness, "Tabletop Simulator deck");
    export_and_wait(&mut harness, "Wrote ");
    let sheet = image::open(set_dir.join("My_tiles-tts").join("sheet-1.png")).expect("the deck's sheet");
    let json = std::fs::read_to_string(set_dir.join("My_tiles-tts").join("My_tiles.json")).expect("the deck");
    let (across, down) = (json_number(&json, "NumWidth"), json_number(&json, "NumHeight"));
    let (w, h) = (sheet.width() / across, sheet.height() / down);
    assert_eq!(w, h, "square tiles, as the set has them: {w} × {h}");
}

/// The number after `"key":` in `json`.
fn json_number(json: &str, key: &str) -> u32 {
    let at = json.find(&format!("\"{key}\"")).expect("the key") + key.len() + 2;
    let digits: String =
        json[at..].chars().skip_while(|c| !c.is_ascii_digit()).take_while(char::is_ascii_digit).collect();
    digits.parse().expect("a number")
}
