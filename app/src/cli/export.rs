//! `parlour export`: print-and-play PDF sheets of a Unicorn Jelly tile set,
//! a You Are Here collection or deck, the You Are Here board, the Jalak
//! paper kit, playing cards or a game's rules card, true to size, with
//! bleed, cut guides and backs — or, instead of a PDF, one PNG image per
//! face for a print shop (`--png`) or Tabletop Simulator decks (`--tts`);
//! or, with `--shop`, what a print shop takes as it is: a PDF/X-1a file for
//! `drivethrucards`, a folder of images for `makeplayingcards` and
//! `thegamecrafter`.

use std::path::PathBuf;

use anyhow::{Result, bail};
use parlour_designer::print::sheet::{Backs, CropMarks, MIN_MARK_WEIGHT, Marks, Paper, SheetOptions};
use parlour_designer::print::trim::{PRINT_SHOP_BLEED_MM as PRINT_SHOP_BLEED, SAFE_MM};
use parlour_designer::printable::{ItemSize, Printable};

use parlour_core::GameKind;
use parlour_core::games::you_are_here::Collection;
use parlour_designer::designs;

use super::numbers;
use super::output::say;
use crate::exports::shop::{SHOP_DPI, Shop};
use crate::exports::{self, Written};
use crate::files::Taken;
use crate::files::check_target;

/// Arguments of `parlour export`: a PDF of sheets (`--out`), a print
/// shop's PDF (`--out` with `--per-page 1`) or files (`--shop`), PNG
/// images (`--png`) or Tabletop Simulator decks (`--tts`).
#[derive(Debug, clap::Args)]
#[command(after_help = "Outputs: --out FILE.pdf (sheets to print at home; --per-page 1 for a print shop's PDF), \
--shop drivethrucards|makeplayingcards|thegamecrafter --out PATH (what that shop takes: a PDF/X file or a folder of images), \
--png DIR (a PNG image per face), --tts DIR (Tabletop Simulator decks). Missing folders on the way to what is written are made, and said so.")]
#[command(group(clap::ArgGroup::new("output").required(true).args(["out", "png", "tts"])))]
#[command(group(clap::ArgGroup::new("images").args(["png", "tts", "shop"])))]
pub struct Args {
    /// A tile set or card collection (RON or CSV), or the word yah-board, jalak-kit or playing-cards.
    #[arg(required_unless_present = "rules_card")]
    file: Option<PathBuf>,
    /// Print this game's rules card (its quick reference on one page) instead of a file.
    #[arg(long, value_name = "GAME", conflicts_with = "file")]
    rules_card: Option<String>,
    /// The PDF to write; with --shop, what that shop takes: a PDF, or a folder of images.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Write what this print shop takes at --out: drivethrucards (a PDF/X-1a file in CMYK), makeplayingcards or thegamecrafter (a folder of PNG images); poker size unless --size says otherwise.
    #[arg(long, value_enum, requires = "out", conflicts_with_all = PDF_ONLY)]
    shop: Option<Shop>,
    /// Instead of a PDF, write each face as a PNG image (trim and bleed) into this folder, for a print shop.
    #[arg(long, value_name = "DIR", conflicts_with_all = PDF_ONLY)]
    png: Option<PathBuf>,
    /// Instead of a PDF, write Tabletop Simulator deck sheets, backs and a saved object into this folder.
    #[arg(long, value_name = "DIR", conflicts_with_all = PDF_ONLY)]
    tts: Option<PathBuf>,
    /// Resolution of --png, --tts and a print shop's images, 72 to 1200 dpi (default 300; for --tts up to 200, keeping sheets within 4096 pixels).
    #[arg(long, requires = "images", value_parser = dpi)]
    dpi: Option<f32>,
    /// Replace what an earlier export wrote in the --png, --tts or print shop's folder.
    #[arg(long, requires = "images")]
    force: bool,
    /// Of a collection, print this deck (with its copies) rather than every card once.
    #[arg(long)]
    deck: Option<String>,
    /// The paper: a4 or letter.
    #[arg(long, default_value = "a4")]
    page: Paper,
    /// Turn the paper sideways.
    #[arg(long)]
    landscape: bool,
    /// Item size: tile (50×50 mm), poker (63.5×88.9), bridge (57.15×88.9), tarot (70×120), a width such as 60mm or a box such as 60x80mm.
    #[arg(long, default_value = "natural", value_parser = item_size)]
    size: ItemSize,
    /// The unprinted border in mm (0 to 50).
    #[arg(long, default_value_t = 6.35, value_parser = margin)]
    margin_mm: f32,
    /// Space between items in mm, 0 to 50 (0: shared cut lines).
    #[arg(long, default_value_t = 0.0, value_parser = gap)]
    gap_mm: f32,
    /// How far what reaches a face's edge runs past the cut, in mm, 0 to 10 (default 0; 3.175 for --png and --per-page 1, as print shops ask).
    #[arg(long, value_parser = bleed, allow_hyphen_values = true)]
    bleed_mm: Option<f32>,
    /// How far inside the cut text, numbers, symbols and frames' inner edges stay, in mm, 0 to 20 (faces keep 3 mm; asked more, they are drawn in toward their middle).
    #[arg(long, default_value_t = SAFE_MM, value_parser = safe, allow_hyphen_values = true)]
    safe_mm: f32,
    /// Cut guides: crop, lines or none (default: crop; none for the board).
    #[arg(long)]
    marks: Option<Marks>,
    /// Length of each crop mark in mm.
    #[arg(long, default_value_t = CropMarks::default().length, value_parser = mark_length)]
    mark_length_mm: f32,
    /// How far beyond the bleed crop marks start, in mm.
    #[arg(long, default_value_t = CropMarks::default().offset, value_parser = mark_offset)]
    mark_offset_mm: f32,
    /// Weight of crop marks and cut lines in points (at least 0.5, so they survive printing).
    #[arg(long, default_value_t = CropMarks::default().weight, value_parser = mark_weight)]
    mark_weight_pt: f32,
    /// Backs: none, long-edge, short-edge (two-sided) or fold.
    #[arg(long, default_value = "none")]
    backs: Backs,
    /// Where to shift back pages, in mm: RIGHT,DOWN (read it off the calibration page).
    #[arg(long, default_value = "0,0", value_parser = offset, allow_hyphen_values = true)]
    back_offset_mm: [f32; 2],
    /// Start with a calibration page to measure the printer's scale and back offset.
    #[arg(long)]
    calibration: bool,
    /// At most this many items a page; 1 puts each face on a page of its own, the face and its bleed, with its trim and bleed boxes set, as print shops take PDFs.
    #[arg(long, value_name = "N", value_parser = per_page)]
    per_page: Option<usize>,
}

/// The options that shape PDF pages only.
const PDF_ONLY: [&str; 12] = [
    "page",
    "landscape",
    "margin_mm",
    "gap_mm",
    "marks",
    "mark_length_mm",
    "mark_offset_mm",
    "mark_weight_pt",
    "backs",
    "back_offset_mm",
    "calibration",
    "per_page",
];

/// Reads how many items a page may hold: 1 to 100.
fn per_page(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=100).contains(&n) => Ok(n),
        _ => Err(format!("`{}` is not a number of items a page: 1 to 100", parlour_core::text::excerpt(text))),
    }
}

/// Reads the safe line's distance inside the cut: 0 to 20 mm.
fn safe(text: &str) -> Result<f32, String> {
    numbers::within(text, 0.0..=20.0, "a safe distance in mm")
}

/// Reads a resolution: 72 to 1200 dots per inch.
fn dpi(text: &str) -> Result<f32, String> {
    numbers::within(text, 72.0..=1200.0, "a resolution in dots per inch")
}

/// Reads `RIGHT,DOWN` in millimetres, each within ±20 mm.
fn offset(text: &str) -> Result<[f32; 2], String> {
    let refused = || {
        format!(
            "`{}` is not a back offset: two numbers of mm from -20 to 20, right and down, such as 1.5,-0.5",
            parlour_core::text::excerpt(text)
        )
    };
    let (x, y) = text.split_once(',').ok_or_else(refused)?;
    let number = |n: &str| numbers::within(n, -20.0..=20.0, "a back offset").map_err(|_| refused());
    Ok([number(x)?, number(y)?])
}

/// Reads the margin: 0 to 50 mm.
fn margin(text: &str) -> Result<f32, String> {
    numbers::within(text, 0.0..=50.0, "a margin in mm")
}

/// Reads the gap between items: 0 to 50 mm.
fn gap(text: &str) -> Result<f32, String> {
    numbers::within(text, 0.0..=50.0, "a gap in mm")
}

/// Reads the bleed: 0 to 10 mm.
fn bleed(text: &str) -> Result<f32, String> {
    numbers::within(text, 0.0..=10.0, "a bleed in mm")
}

/// Reads a crop mark's length: 0.5 to 20 mm.
fn mark_length(text: &str) -> Result<f32, String> {
    numbers::within(text, 0.5..=20.0, "a mark length in mm")
}

/// Reads how far crop marks stand beyond the bleed: 0 to 20 mm.
fn mark_offset(text: &str) -> Result<f32, String> {
    numbers::within(text, 0.0..=20.0, "a mark offset in mm")
}

/// Reads a cut guide's weight: 0.5 to 5 points (thinner ones vanish in print).
fn mark_weight(text: &str) -> Result<f32, String> {
    numbers::within(text, MIN_MARK_WEIGHT..=5.0, "a mark weight in points (thinner ones vanish in print)")
}

fn item_size(text: &str) -> Result<ItemSize, String> {
    if text == "natural" {
        Ok(ItemSize::Natural)
    } else {
        text.parse().map_err(|e: parlour_core::ParseError| e.to_string())
    }
}

/// What the arguments ask to print: a game's rules card, or `file`.
fn printable(args: &Args) -> Result<(Printable, Option<PathBuf>)> {
    let deck = args.deck.as_deref();
    let file = match (&args.rules_card, &args.file) {
        (Some(game), _) => {
            if deck.is_some() {
                bail!("--deck picks a deck of a card collection, not of a rules card");
            }
            return Ok((Printable::RulesCard(GameKind::from_id(game)?), None));
        }
        (None, Some(file)) => file,
        (None, None) => bail!("name a file to print, or a game with --rules-card"),
    };
    let printable = match file.to_str() {
        Some("yah-board") => Printable::YouAreHereBoard,
        Some("jalak-kit") => Printable::JalakKit,
        Some("playing-cards") => Printable::PlayingCards,
        _ => Printable::Design { design: designs::read(file)?.design, deck: deck.map(str::to_owned) },
    };
    if deck.is_some() && !matches!(&printable, Printable::Design { design, .. } if design.get::<Collection>().is_some())
    {
        bail!("--deck picks a deck of a card collection; {} has none", file.display());
    }
    Ok((printable, Some(designs::folder_of(file))))
}

/// Says what an export wrote and what it left out; a folder with files in
/// the way is refused with how to replace them.
fn told(written: Result<Written>) -> Result<()> {
    let written = written.map_err(|e| match e.downcast_ref::<Taken>() {
        Some(taken) => anyhow::anyhow!("{taken}: add --force to replace them, or choose another folder"),
        None => e,
    })?;
    for warning in &written.warnings {
        eprintln!("warning: {warning}");
    }
    say!("{}", written.summary)?;
    Ok(())
}

/// Makes the folders missing on the way to `path`, saying so.
fn make_folders(path: &std::path::Path) -> Result<()> {
    let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) else { return Ok(()) };
    if !parent.exists() {
        std::fs::create_dir_all(parent)
            .map_err(|e| anyhow::anyhow!("cannot create the folder {}: {e}", parent.display()))?;
        say!("made the folder {}", parent.display())?;
    }
    Ok(())
}

/// Says that the folder an export wrote into was made for it, when it was
/// `missing` before.
fn made(missing: bool, folder: &std::path::Path) -> Result<()> {
    if missing && folder.is_dir() {
        say!("made the folder {}", folder.display())?;
    }
    Ok(())
}

/// Writes what `shop` takes of `printable` at `out`.
fn for_shop(
    args: &Args,
    shop: Shop,
    printable: &Printable,
    folder: Option<PathBuf>,
    out: &std::path::Path,
) -> Result<()> {
    let job = printable.job(shop.size(args.size), folder).map_err(anyhow::Error::msg)?.kept_inside(args.safe_mm)?;
    for note in job.notes() {
        eprintln!("warning: {note}");
    }
    let options = shop.options(args.bleed_mm);
    let pdf = out.extension().is_some_and(|e| e.eq_ignore_ascii_case("pdf"));
    if shop.takes_pdf() != pdf {
        let (name, takes) = (shop.name(), shop.takes());
        let wanted = if shop.takes_pdf() { "a file ending in .pdf" } else { "a folder, not a .pdf file" };
        bail!("{name} takes {takes}: give --out {wanted}");
    }
    if shop.takes_pdf() {
        check_target(out)?;
        make_folders(out)?;
        let earlier = out.is_file();
        told(exports::pdf::write_pdf_x(&job, &options, out))?;
        replaced(earlier, out)
    } else {
        make_folders(&out.join("x"))?;
        told(exports::png::write(&job, out, args.dpi.unwrap_or(SHOP_DPI), options.bleed, args.force))
    }
}

/// Runs `parlour export`.
pub fn run(args: &Args) -> Result<()> {
    if let (Some(shop), Some(out)) = (args.shop, &args.out) {
        let (printable, folder) = printable(args)?;
        return for_shop(args, shop, &printable, folder, out);
    }
    if let Some(out) = &args.out {
        check_target(out)?;
        make_folders(out)?;
    }
    let (printable, folder) = printable(args)?;
    let face_pages = args.per_page == Some(1);
    if face_pages && args.calibration {
        bail!(
            "--calibration measures a home printer; with --per-page 1 each page is one face, with no paper around it"
        );
    }
    let job = printable.job(args.size, folder).map_err(anyhow::Error::msg)?.kept_inside(args.safe_mm)?;
    for note in job.notes() {
        eprintln!("warning: {note}");
    }
    if let Some(folder) = &args.png {
        let bleed = args.bleed_mm.unwrap_or(PRINT_SHOP_BLEED);
        let missing = !folder.exists();
        told(exports::png::write(&job, folder, args.dpi.unwrap_or(300.0), bleed, args.force))?;
        return made(missing, folder);
    }
    if let Some(folder) = &args.tts {
        let missing = !folder.exists();
        told(exports::tts::write(&job, folder, args.dpi, args.bleed_mm.unwrap_or(0.0), args.force))?;
        return made(missing, folder);
    }
    let Some(out) = &args.out else { bail!("name what to write: --out FILE.pdf, --png DIR or --tts DIR") };
    let options = SheetOptions {
        paper: args.page,
        landscape: args.landscape,
        margin: args.margin_mm,
        gap: args.gap_mm,
        // A print shop's file is the face and its bleed: 1/8 inch unless asked.
        bleed: args.bleed_mm.unwrap_or(if face_pages { PRINT_SHOP_BLEED } else { 0.0 }),
        marks: if face_pages { Marks::None } else { args.marks.unwrap_or_else(|| printable.marks()) },
        crop: CropMarks { length: args.mark_length_mm, offset: args.mark_offset_mm, weight: args.mark_weight_pt },
        backs: args.backs,
        back_offset: args.back_offset_mm,
        calibration: args.calibration,
        per_page: args.per_page,
    };
    let earlier = out.is_file();
    told(exports::pdf::write(&job, &options, out, &mut |_, _| {}))?;
    replaced(earlier, out)
}

/// Says that the file written replaced an earlier one of that name, so a
/// file is never replaced unsaid (`--out` names the file to write, as a
/// command line's output always does).
fn replaced(earlier: bool, out: &std::path::Path) -> Result<()> {
    if earlier {
        say!("it replaced the earlier {}", parlour_designer::file::shown(out))?;
    }
    Ok(())
}
