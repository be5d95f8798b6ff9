//! What each print shop takes, for `parlour export --shop` and the Export
//! dialog alike: the item size, the bleed, the sheet options and whether it
//! is a PDF/X file or a folder of images.

use parlour_designer::print::job::ItemSize;
use parlour_designer::print::sheet::{Backs, Marks, SheetOptions};
use parlour_designer::print::trim::PRINT_SHOP_BLEED_MM;

/// A print shop Parlour writes files for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Shop {
    /// A PDF/X-1a:2003 file in CMYK, a face a page with 1/8 inch bleed, each front followed by its back.
    Drivethrucards,
    /// A folder of PNG images at 300 dpi with 1/8 inch bleed, one a face and the back.
    Makeplayingcards,
    /// A folder of PNG images at 300 dpi with 1/8 inch bleed (825 × 1125 pixels a poker card).
    Thegamecrafter,
}

/// The poker card every shop's card products start from, in mm.
pub const POKER: [f32; 2] = [63.5, 88.9];

/// The resolution shops take images at.
pub const SHOP_DPI: f32 = 300.0;

impl Shop {
    /// Every shop, in the order offered.
    pub const ALL: [Shop; 3] = [Shop::Drivethrucards, Shop::Makeplayingcards, Shop::Thegamecrafter];

    /// The shop's name.
    pub fn name(self) -> &'static str {
        match self {
            Shop::Drivethrucards => "DriveThruCards",
            Shop::Makeplayingcards => "MakePlayingCards",
            Shop::Thegamecrafter => "The Game Crafter",
        }
    }

    /// What it takes, in words.
    pub fn takes(self) -> &'static str {
        match self {
            Shop::Drivethrucards => "a PDF/X-1a file in CMYK, each front followed by its back",
            Shop::Makeplayingcards | Shop::Thegamecrafter => "a folder of PNG images at 300 dpi, the back among them",
        }
    }

    /// Whether it takes a PDF (else a folder of images).
    pub fn takes_pdf(self) -> bool {
        self == Shop::Drivethrucards
    }

    /// The item size it prints, unless one is asked: a poker card.
    pub fn size(self, asked: ItemSize) -> ItemSize {
        if asked == ItemSize::Natural { ItemSize::Box(POKER) } else { asked }
    }

    /// The sheet options of its PDF: a face a page, its bleed (`bleed`, or
    /// an eighth of an inch), no marks, each front followed by its back.
    pub fn options(self, bleed: Option<f32>) -> SheetOptions {
        SheetOptions {
            bleed: bleed.unwrap_or(PRINT_SHOP_BLEED_MM),
            marks: Marks::None,
            per_page: Some(1),
            backs: Backs::LongEdge,
            calibration: false,
            ..SheetOptions::default()
        }
    }
}
