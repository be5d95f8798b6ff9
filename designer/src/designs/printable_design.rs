//! What the workshop does with a kind of design beyond the core's reading
//! and checking ([`PrintableDesign`]), the visitors through which code
//! reaches a design's concrete type, and the macro that writes the list of
//! kinds in [`crate::games`]. It stands below that list and names nothing
//! the list makes.

use std::path::PathBuf;

use parlour_core::design::{Design, GameDesign};

use super::csv_sheet::CsvError;
use crate::print::job::{ItemSize, Job, JobError};
use crate::print::layout::Face;

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
        pub fn visit_kind<V: $crate::designs::printable_design::PrintableKindVisitor>(
            kind: parlour_core::design::DesignKind,
            visitor: V,
        ) -> V::Output {
            match kind {
                $(parlour_core::design::DesignKind::$design => visitor.visit::<parlour_core::games::$module::$design>(),)*
            }
        }

        /// Calls `visitor` with `design`.
        pub fn visit<V: $crate::designs::printable_design::PrintableVisitor>(design: &parlour_core::design::Design, visitor: V) -> V::Output {
            match design {
                $(parlour_core::design::Design::$design(design) => visitor.visit(design),)*
            }
        }
    };
}
pub(crate) use printable_designs;
