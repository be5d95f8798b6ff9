//! What the Export dialog writes, and at what item size: PDF sheets to
//! print at home, a print shop's PDF (a face a page, the page the face and
//! its bleed), one PNG image per face, a Tabletop Simulator deck, or what
//! `DriveThruCards`, `MakePlayingCards` or The Game Crafter take — folders of
//! images beside the PDF's file unless another is typed.

use std::path::{Path, PathBuf};

use parlour_core::text::counted;
use parlour_designer::print::job::Job;
use parlour_designer::print::sheet::SheetOptions;

use super::art_field::ArtCache;
use crate::desktop::paint::paint_face_with_art;
use crate::exports::shop::Shop;

use parlour_designer::print::trim::PRINT_SHOP_BLEED_MM as PRINT_SHOP_BLEED;

/// What the dialog writes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Format {
    /// PDF sheets of items to print at home and cut.
    #[default]
    Sheets,
    /// A PDF with a face a page, as print shops take them.
    PrintShop,
    /// One PNG image per face, and one per back.
    Images,
    /// Tabletop Simulator's deck sheets, back and saved object.
    Tabletop,
    /// What a print shop takes: its file kind, its size and bleed.
    Shop(Shop),
}

impl Format {
    /// Every format, in the order offered.
    pub(super) const ALL: [Format; 7] = [
        Format::Sheets,
        Format::PrintShop,
        Format::Images,
        Format::Tabletop,
        Format::Shop(Shop::Drivethrucards),
        Format::Shop(Shop::Makeplayingcards),
        Format::Shop(Shop::Thegamecrafter),
    ];

    /// The format in words, as the dialog offers it.
    pub(super) fn name(self) -> &'static str {
        match self {
            Format::Sheets => "PDF sheets to print and cut",
            Format::PrintShop => "PDF for a print shop, a face a page",
            Format::Images => "PNG images, one per face",
            Format::Tabletop => "Tabletop Simulator deck",
            Format::Shop(Shop::Drivethrucards) => "For DriveThruCards: PDF/X-1a",
            Format::Shop(Shop::Makeplayingcards) => "For MakePlayingCards: PNG images",
            Format::Shop(Shop::Thegamecrafter) => "For The Game Crafter: PNG images",
        }
    }

    /// What it is for, as a hint.
    pub(super) fn hint(self) -> &'static str {
        match self {
            Format::Sheets => "Pages of items with cut guides, for a home printer",
            Format::PrintShop => "Each page one face and its bleed, with its trim and bleed boxes set",
            Format::Images => "Each face its own image, trim and bleed, for print shops that take one per card",
            Format::Tabletop => "Sheets of faces, the back and a saved object for Tabletop Simulator's Saved Objects",
            Format::Shop(shop) => shop.takes(),
        }
    }

    /// Whether it writes a PDF file, rather than a folder of images.
    pub(super) fn is_pdf(self) -> bool {
        match self {
            Format::Sheets | Format::PrintShop => true,
            Format::Shop(shop) => shop.takes_pdf(),
            Format::Images | Format::Tabletop => false,
        }
    }

    /// The name a file or folder of it is given, after the design's `name`.
    pub(super) fn file_name(self, name: &str) -> String {
        match self {
            Format::PrintShop => format!("{name} print shop"),
            Format::Shop(shop) => format!("{name} {}", shop.name()),
            _ => name.to_owned(),
        }
    }

    /// The folder it writes into when none is typed: beside the PDF
    /// `file`, named after it.
    pub(super) fn default_folder(self, file: &Path) -> PathBuf {
        let stem = file.file_stem().map_or_else(|| "export".to_owned(), |s| s.to_string_lossy().into_owned());
        match self {
            Format::Tabletop => file.with_file_name(format!("{stem}-tts")),
            // The shop's name is in the file's already.
            Format::Shop(_) => file.with_file_name(stem),
            _ => file.with_file_name(format!("{stem}-images")),
        }
    }

    /// `options` made fit for this format, when it is chosen: one face a
    /// page for a print shop, the paper's grid otherwise; a print shop's
    /// bleed for its files where none was asked, none for Tabletop
    /// Simulator's cards.
    pub(super) fn fit(self, options: &mut SheetOptions) {
        if let Format::Shop(shop) = self {
            *options = SheetOptions { paper: options.paper, ..shop.options(None) };
            return;
        }
        options.per_page = (self == Format::PrintShop).then_some(1);
        if self == Format::PrintShop {
            // A print shop's file has no paper around its faces to calibrate, nor a fold.
            options.calibration = false;
            if options.backs != parlour_designer::print::sheet::Backs::None {
                options.backs = parlour_designer::print::sheet::Backs::LongEdge;
            }
        }
        match self {
            Format::PrintShop | Format::Images if options.bleed == 0.0 => options.bleed = PRINT_SHOP_BLEED,
            Format::Tabletop => options.bleed = 0.0,
            _ => {}
        }
    }
}

/// The item sizes offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SizeChoice {
    Natural,
    Tile,
    Poker,
    Bridge,
    Tarot,
    Custom,
}

impl SizeChoice {
    /// Every size, in the order offered.
    pub(super) const ALL: [SizeChoice; 6] = [
        SizeChoice::Natural,
        SizeChoice::Tile,
        SizeChoice::Poker,
        SizeChoice::Bridge,
        SizeChoice::Tarot,
        SizeChoice::Custom,
    ];

    /// The size in words, as the dialog offers it.
    pub(super) fn name(self) -> &'static str {
        match self {
            SizeChoice::Natural => "Its own size",
            SizeChoice::Tile => "Tile 50 × 50 mm",
            SizeChoice::Poker => "Poker 63.5 × 88.9 mm",
            SizeChoice::Bridge => "Bridge 57.15 × 88.9 mm",
            SizeChoice::Tarot => "Tarot 70 × 120 mm",
            SizeChoice::Custom => "Custom",
        }
    }
}

/// The first face as an image would show it, with its bleed, and what
/// the export writes.
/// Previous and Next buttons around "`Noun` N of M", moving `index` among
/// `count`; `note` is said after them.
pub(super) fn pager_ui(ui: &mut egui::Ui, index: &mut usize, count: usize, noun: &str, note: Option<&str>) {
    *index = (*index).min(count.saturating_sub(1));
    ui.horizontal(|ui| {
        let lower = noun.to_lowercase();
        if ui.add_enabled(*index > 0, egui::Button::new(format!("Previous {lower}"))).clicked() {
            *index -= 1;
        }
        ui.label(format!("{noun} {} of {count}", *index + 1));
        if ui.add_enabled(*index + 1 < count, egui::Button::new(format!("Next {lower}"))).clicked() {
            *index += 1;
        }
        if let Some(note) = note {
            ui.weak(note);
        }
    });
}

/// The preview of images: one face (or back) at a time, as its image, with
/// a pager among them all.
pub(super) fn images_preview_ui(
    ui: &mut egui::Ui,
    job: &Job,
    format: Format,
    [bleed, dpi]: [f32; 2],
    shown: &mut usize,
    folder: Option<&Path>,
    art: &mut ArtCache,
) {
    let faces: Vec<_> =
        job.sections.iter().flat_map(|s| &s.faces).chain(job.sections.iter().filter_map(|s| s.back.as_ref())).collect();
    if faces.is_empty() {
        return;
    }
    pager_ui(ui, shown, faces.len(), "Image", None);
    let face = faces[*shown];
    let image = face.bled(bleed);
    let scale = (340.0 / image.size[1]).min(300.0 / image.size[0]);
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(image.size[0] * scale, image.size[1] * scale), egui::Sense::hover());
    let ctx = ui.ctx().clone();
    let mut lookup = |path: &str| folder.and_then(|f| art.texture(&ctx, f, path).ok().flatten());
    paint_face_with_art(&ui.painter_at(rect), rect, &image, &mut lookup);
    let label = format!("Preview of {}, as its image", face.name);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    let backs = job.sections.iter().filter(|s| s.back.is_some()).count();
    let what = match format {
        Format::Images | Format::Shop(_) => {
            let [w, h] = parlour_designer::print::raster::face_pixels(&image, dpi);
            format!("{} and {}, {w} × {h} px at {:.0} dpi", counted(job.items(), "image"), counted(backs, "back"), dpi)
        }
        _ => {
            format!("{} on sheets of at most 10 × 7, and {}", counted(job.items(), "card"), counted(backs, "back"))
        }
    };
    ui.weak(what);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_folders_lie_beside_the_pdf_and_a_print_shop_gets_its_bleed() {
        let file = Path::new("/designs/My_tiles.pdf");
        assert_eq!(Format::Images.default_folder(file), Path::new("/designs/My_tiles-images"));
        assert_eq!(Format::Tabletop.default_folder(file), Path::new("/designs/My_tiles-tts"));
        let mut options = SheetOptions::default();
        Format::PrintShop.fit(&mut options);
        assert_eq!((options.per_page, options.bleed.to_bits()), (Some(1), PRINT_SHOP_BLEED.to_bits()));
        Format::Sheets.fit(&mut options);
        assert_eq!(options.per_page, None, "sheets go back to the paper's grid, the bleed kept");
        Format::Tabletop.fit(&mut options);
        assert_eq!(options.bleed.to_bits(), 0.0f32.to_bits());
    }
}
