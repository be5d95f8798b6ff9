//! Designers' files: each kind of design the core registers
//! ([`parlour_core::design`]) is read from RON or a CSV sheet, checked with
//! its art, written back, and printed. A designable game's folder in
//! [`crate::games`] says how, by implementing [`PrintableDesign`] for its
//! design, and its line in [`crate::games`]'s list registers it: the
//! dispatch from a [`Design`] or a [`DesignKind`] to that code is generated
//! here, as the core generates the games'.

pub mod csv_sheet;
pub(crate) mod printable_design;
mod reading;

use parlour_core::design::Design;

pub use self::csv_sheet::CsvError;
pub use self::printable_design::{PrintableDesign, PrintableKindVisitor, PrintableVisitor};
pub use self::reading::{
    DesignFile, DesignFileError, FileKind, art_problems, csv_kind, folder_of, from_text, parse, read, read_to_mend,
    typeface_problem,
};

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
