//! A print job as Tabletop Simulator decks — one
//! for each set of faces sharing a back — written into a folder as sheets
//! of faces (`sheet-1.png`, …), their backs (`back.png`, …) and the saved
//! object that puts them on the table (`<name>.json`, for Tabletop
//! Simulator's "Saved Objects" folder), which names each image by its
//! `file:///` address.

use std::path::Path;

use anyhow::{Context, Result};
use parlour_core::text::counted;
use parlour_designer::print::job::Job;
use parlour_designer::print::layout::{Area, Face, Primitive, Rgba, mm};
use parlour_designer::print::raster::{ArtShelf, Raster, face_pixels};
use parlour_designer::print::tts::{self, Layout, SavedDeck, SheetImages};

use super::Written;
use crate::files::{file_safe, prepare_folder, write_atomically};

/// The resolution cards are drawn at unless asked: 200 dpi, or less so
/// that a sheet stays within 4096 pixels a side, which every graphics card
/// Tabletop Simulator runs on can hold.
const SHARPEST_DPI: f32 = 200.0;
/// The sheet side the default resolution keeps within.
const SHEET_SIDE: f32 = 4096.0;

/// One deck to write.
struct Deck {
    faces: Vec<Face>,
    /// Whether its cards have rounded corners, as laid out (drawn, the
    /// background fills the card square).
    rounded: bool,
    back: Face,
    layout: Layout,
    dpi: f32,
}

/// A back for faces printed without one: their edge's colour, plain.
fn plain_back(face: &Face) -> Face {
    let mut back = Face::new(face.size[0], face.size[1]);
    "back".clone_into(&mut back.name);
    let fill = face.edge().unwrap_or(Rgba::rgb(255, 255, 255));
    let area = Area::new(mm(0.0, 0.0), face.size[0], face.size[1]);
    back.push(Primitive::Rect { area, radius: 0.0, fill, stroke: None });
    back
}

/// The decks of `job`: each section's faces `bleed` mm past their trim,
/// drawn at `dpi` or as [`SHARPEST_DPI`] allows.
fn decks(job: &Job, dpi: Option<f32>, bleed: f32) -> Vec<Deck> {
    let mut decks = Vec::new();
    for section in job.sections.iter().filter(|s| !s.faces.is_empty()) {
        let faces: Vec<Face> = section.faces.iter().map(|f| f.bled(bleed)).collect();
        let back = section.back.as_ref().map_or_else(|| plain_back(&faces[0]), |b| b.bled(bleed));
        let [w, h] = faces[0].size;
        let grid = Layout::new(faces.len(), [1, 1]).sheets[0];
        let dpi = dpi.unwrap_or_else(|| {
            let across = SHEET_SIDE * 25.4 / (grid.columns as f32 * w);
            let down = SHEET_SIDE * 25.4 / (grid.rows as f32 * h);
            SHARPEST_DPI.min(across).min(down).floor().max(72.0)
        });
        let wanted = face_pixels(&faces[0], dpi);
        let layout = Layout::new(faces.len(), wanted);
        // Cards shrunk to keep a sheet within bounds are drawn at less than asked.
        let dpi = dpi * layout.card[0] as f32 / wanted[0].max(1) as f32;
        decks.push(Deck { rounded: tts::rounded(&section.faces[0]), faces, back, layout, dpi });
    }
    decks
}

/// Writes `job` as Tabletop Simulator decks into `folder`, replacing files
/// of the same names only when `replace` is set.
pub fn write(job: &Job, folder: &Path, dpi: Option<f32>, bleed: f32, replace: bool) -> Result<Written> {
    let decks = decks(job, dpi, bleed);
    anyhow::ensure!(!decks.is_empty(), "there is nothing to draw");
    // Names first: sheets counted across the decks, each distinct back once.
    let mut names = Vec::new();
    let mut backs: Vec<&Face> = Vec::new();
    let mut back_of = Vec::new();
    for deck in &decks {
        for _ in &deck.layout.sheets {
            names.push(format!("sheet-{}.png", names.len() + 1));
        }
        back_of.push(backs.iter().position(|b| *b == &deck.back).unwrap_or_else(|| {
            backs.push(&deck.back);
            backs.len() - 1
        }));
    }
    let back_name = super::back_file;
    names.extend((0..backs.len()).map(back_name));
    let saved = format!("{}.json", file_safe(&job.title, "deck"));
    names.push(saved.clone());
    prepare_folder(folder, &names, replace)?;
    let absolute = folder.canonicalize().with_context(|| format!("cannot find {}", folder.display()))?;

    let mut shelf = ArtShelf::new(job.folder.clone());
    let mut saved_decks = Vec::new();
    let mut sheet_number = 0;
    for (d, deck) in decks.iter().enumerate() {
        let back_file = back_name(back_of[d]);
        let mut images = Vec::new();
        for (n, grid) in deck.layout.sheets.iter().enumerate() {
            sheet_number += 1;
            let file = format!("sheet-{sheet_number}.png");
            let sheet = tts::draw_sheet(&deck.layout, n, &deck.faces, &deck.back, &mut shelf)?;
            write_atomically(&folder.join(&file), sheet.png(deck.dpi)?)?;
            images.push(SheetImages {
                face_url: tts::file_url(&absolute.join(&file)),
                back_url: tts::file_url(&absolute.join(&back_file)),
                grid: *grid,
            });
        }
        let nickname = if decks.len() == 1 { job.title.clone() } else { format!("{} ({})", job.title, d + 1) };
        let cards = deck.faces.iter().map(|f| f.name.clone()).collect();
        saved_decks.push(SavedDeck { nickname, sheets: images, cards, rounded: deck.rounded });
    }
    for (i, back) in backs.iter().enumerate() {
        let deck = &decks[back_of.iter().position(|&b| b == i).unwrap_or(0)];
        let raster = Raster::face(back, deck.layout.card, &mut shelf)?;
        write_atomically(&folder.join(back_name(i)), raster.png(deck.dpi)?)?;
    }
    write_atomically(&folder.join(&saved), tts::saved_object(&job.title, &saved_decks))?;
    let described: Vec<String> = decks
        .iter()
        .map(|deck| {
            let grids: Vec<String> = deck.layout.sheets.iter().map(|g| format!("{} × {}", g.columns, g.rows)).collect();
            let [w, h] = deck.layout.card;
            format!(
                "{} on {} ({}), {w} × {h} px a card at {:.0} dpi",
                counted(deck.faces.len(), "card"),
                counted(deck.layout.sheets.len(), "sheet"),
                grids.join(", "),
                deck.dpi
            )
        })
        .collect();
    let what = if decks.len() == 1 {
        "a Tabletop Simulator deck".to_owned()
    } else {
        format!("{} Tabletop Simulator decks", decks.len())
    };
    let summary = format!(
        "wrote {what} to {}: {}; {} and {saved}",
        folder.display(),
        described.join("; "),
        counted(backs.len(), "back")
    );
    Ok(Written { summary, warnings: shelf.warnings().to_vec() })
}
