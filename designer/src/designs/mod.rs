//! Designers' files: each kind of design the core registers
//! ([`parlour_core::design`]) is read from RON or a CSV sheet, checked with
//! its art, written back, and printed. A designable game's folder in
//! [`crate::games`] says how, by implementing [`PrintableDesign`] for its
//! design, and its line in [`crate::games`]'s list registers it: the
//! dispatch from a [`Design`] or a [`DesignKind`] to that code is generated
//! here, as the core generates the games'.

pub mod csv_sheet;
mod reading;

use std::path::PathBuf;

use parlour_core::design::{Design, DesignKind, GameDesign};

pub use self::csv_sheet::CsvError;
pub use self::reading::{DesignFile, DesignFileError, FileKind, art_problems, folder_of, from_text, parse, read};
use crate::print::layout::Face;
use crate::print::job::{ItemSize, Job, JobError};

/// What the workshop does with a kind of design beyond the core's reading
/// and checking: CSV sheets, a summary in words, printing, and measuring
/// its balance.
pub trait PrintableDesign: GameDesign + Into<Design> {
    /// The game that plays it, whose bots measure its balance.
    type Game: crate::balance::Balanced;

    /// Whether `header`, a CSV sheet's column names in lower case, is this
    /// kind's.
    fn recognises_csv(header: &[&str]) -> bool;

    /// Reads a sheet, its design named `stem` (the file's name), and checks
    /// it.
    fn from_csv(stem: &str, text: &str) -> Result<Self, CsvError>;

    /// The design as a CSV sheet, a header row first.
    fn to_csv(&self) -> String;

    /// What it holds, in words: "27 tiles in 27 designs".
    fn contents(&self) -> String;

    /// The back its items print with at `size`: its own back art, run to
    /// the edge, or its game's back.
    fn back(&self, size: ItemSize) -> Face;

    /// The design with the item named as `item` is made `item`, as the
    /// balance assistant's fixes are applied; unchanged when none is.
    #[must_use]
    fn with_item(&self, item: &<Self::Game as crate::balance::Balanced>::Design) -> Self;

    /// The print job of its items at `size`, art found in `folder`: every
    /// item, or the part named (a deck of a collection).
    fn job(&self, part: Option<&str>, size: ItemSize, folder: Option<PathBuf>) -> Result<Job, JobError>;
}

/// Code that works on any kind of design, called with its type.
pub trait PrintableKindVisitor {
    /// What the visit produces.
    type Output;
    /// Runs with `D` as the design type.
    fn visit<D: PrintableDesign>(self) -> Self::Output;
}

/// Code that works on any design, called with the design.
pub trait PrintableVisitor {
    /// What the visit produces.
    type Output;
    /// Runs with `design`.
    fn visit<D: PrintableDesign>(self, design: &D) -> Self::Output;
}

/// Declares the designs the workshop handles, each by its path under
/// `parlour_core::games` (`unicorn_jelly::TileSet`): makes
/// [`visit_kind`] and [`visit`]. A design the core registers and this
/// list lacks does not compile.
macro_rules! printable_designs {
    ($($module:ident :: $design:ident),* $(,)?) => {
        /// Calls `visitor` with the type of designs of `kind`.
        pub fn visit_kind<V: $crate::designs::PrintableKindVisitor>(
            kind: parlour_core::design::DesignKind,
            visitor: V,
        ) -> V::Output {
            match kind {
                $(parlour_core::design::DesignKind::$design => visitor.visit::<parlour_core::games::$module::$design>(),)*
            }
        }

        /// Calls `visitor` with `design`.
        pub fn visit<V: $crate::designs::PrintableVisitor>(design: &parlour_core::design::Design, visitor: V) -> V::Output {
            match design {
                $(parlour_core::design::Design::$design(design) => visitor.visit(design),)*
            }
        }
    };
}
pub(crate) use printable_designs;

pub use crate::games::{visit, visit_kind};

/// What the design holds, in words, with its name: `27 tiles in 27
/// designs ("Parlour default set")`.
pub fn contents(design: &Design) -> String {
    struct Contents;
    impl PrintableVisitor for Contents {
        type Output = String;
        fn visit<D: PrintableDesign>(self, design: &D) -> String {
            format!("{} (\"{}\")", design.contents(), design.name())
        }
    }
    visit(design, Contents)
}

/// The kind of design a CSV sheet whose header is `header` holds: the
/// first kind that recognises it, else the first kind (whose reader then
/// says what is wrong).
pub fn csv_kind(header: &[&str]) -> DesignKind {
    struct Recognises<'a>(&'a [&'a str]);
    impl PrintableKindVisitor for Recognises<'_> {
        type Output = bool;
        fn visit<D: PrintableDesign>(self) -> bool {
            D::recognises_csv(self.0)
        }
    }
    let kinds = DesignKind::ALL.iter().copied();
    kinds.clone().find(|&kind| visit_kind(kind, Recognises(header))).unwrap_or(DesignKind::ALL[0])
}
