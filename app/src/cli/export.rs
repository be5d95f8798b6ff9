//! `parlour export`: print-and-play PDF sheets of a Unicorn Jelly tile set
//! (each tile as many times as its count) or a You Are Here collection
//! (each card once), true to size, with bleed, cut guides and backs.

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use parlour_core::games::unicorn_jelly::TileSet;
use parlour_core::games::you_are_here::Collection;
use parlour_designer::layout::{Face, Rgba};
use parlour_designer::pdf::{self, Job};
use parlour_designer::sheet::{Backs, Marks, Paper, SheetOptions};
use parlour_designer::{unicorn_jelly_face, you_are_here_face};

use super::design_file::FileKind;

/// Arguments of `parlour export`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A tile set or card collection (RON).
    file: PathBuf,
    /// The PDF to write.
    #[arg(long)]
    out: PathBuf,
    /// The paper: a4 or letter.
    #[arg(long, default_value = "a4")]
    page: Paper,
    /// Turn the paper sideways.
    #[arg(long)]
    landscape: bool,
    /// Item width: tile (50 mm), poker (63.5 mm), bridge (57.15 mm) or a width in mm such as 60mm.
    #[arg(long)]
    size: Option<String>,
    /// The unprinted border in mm.
    #[arg(long, default_value_t = 6.35)]
    margin_mm: f32,
    /// Space between items in mm (0: shared cut lines).
    #[arg(long, default_value_t = 0.0)]
    gap_mm: f32,
    /// How far backgrounds run past the cut, in mm (3 for a print shop).
    #[arg(long, default_value_t = 0.0)]
    bleed_mm: f32,
    /// Cut guides: crop, lines or none.
    #[arg(long, default_value = "crop")]
    marks: Marks,
    /// Backs: none, long-edge or short-edge.
    #[arg(long, default_value = "none")]
    backs: Backs,
    /// Where the printer shifts back pages, in mm: RIGHT,DOWN.
    #[arg(long, value_delimiter = ',', num_args = 2, allow_negative_numbers = true)]
    back_offset_mm: Vec<f32>,
}

/// The item width `--size` asks for, or `default`.
fn width(size: Option<&str>, default: f32) -> Result<f32> {
    let Some(size) = size else { return Ok(default) };
    let width = match size.trim() {
        "tile" => unicorn_jelly_face::TILE_MM,
        "poker" => 63.5,
        "bridge" => 57.15,
        other => match other.strip_suffix("mm").and_then(|n| n.trim().parse::<f32>().ok()) {
            Some(w) if (10.0..=280.0).contains(&w) => w,
            _ => bail!("--size `{other}` is not tile, poker, bridge or a width from 10mm to 280mm"),
        },
    };
    Ok(width)
}

/// Runs `parlour export`.
pub fn run(args: &Args) -> Result<()> {
    let file = args.file.display();
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {file}"))?;
    let (title, version, faces, back): (String, String, Vec<Face>, Face) = match FileKind::of(&args.file, &text) {
        FileKind::TileSet => {
            let set =
                TileSet::from_ron(&text).map_err(|e| anyhow::anyhow!("{file}: {}", e.described_as("a tile set")))?;
            let side = width(args.size.as_deref(), unicorn_jelly_face::TILE_MM)?;
            let faces = set
                .tiles
                .iter()
                .flat_map(|def| std::iter::repeat_n(unicorn_jelly_face::tile(def, None, side), usize::from(def.count)))
                .collect();
            (set.name, set.version, faces, unicorn_jelly_face::defeated(None, side))
        }
        FileKind::Collection => {
            let collection = Collection::from_ron(&text)
                .map_err(|e| anyhow::anyhow!("{file}: {}", e.described_as("a card collection")))?;
            let w = width(args.size.as_deref(), you_are_here_face::CARD_MM[0])?;
            let ink = Rgba::rgb(60, 60, 70);
            let faces = collection.cards.iter().map(|card| you_are_here_face::card(card, ink, w)).collect();
            (collection.name, collection.version, faces, you_are_here_face::back(w))
        }
        _ => bail!("{file} is neither a tile set nor a card collection"),
    };
    let options = SheetOptions {
        paper: args.page,
        landscape: args.landscape,
        margin: args.margin_mm.max(0.0),
        gap: args.gap_mm.max(0.0),
        bleed: args.bleed_mm.clamp(0.0, 10.0),
        marks: args.marks,
        backs: args.backs,
        back_offset: [
            args.back_offset_mm.first().copied().unwrap_or(0.0),
            args.back_offset_mm.get(1).copied().unwrap_or(0.0),
        ],
    };
    let version = if version.is_empty() { String::new() } else { format!(" {version}") };
    let stamp = format!("{title}{version} · printed by Parlour");
    let job = Job { title: &title, stamp: &stamp, faces: &faces, back: (args.backs != Backs::None).then_some(&back) };
    let printed = pdf::print(&job, &options)?;
    std::fs::write(&args.out, &printed.bytes).with_context(|| format!("cannot write {}", args.out.display()))?;
    println!("wrote {} pages, {} items to {}", printed.pages, faces.len(), args.out.display());
    Ok(())
}
