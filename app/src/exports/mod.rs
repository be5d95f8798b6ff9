//! Every export of a print job, for the command line and the Export
//! dialog alike: a PDF of sheets ([`pdf`]), one PNG per face for a print
//! shop ([`png`]), each print shop's own files ([`shop`]) and Tabletop
//! Simulator decks ([`tts`]). Each says what it
//! wrote in words and what it had to leave out; those written as a folder
//! never replace a file Parlour finds there unless asked
//! ([`crate::files::Taken`]).

pub mod pdf;
pub mod png;
pub mod shop;
pub mod tts;

/// The file of the `n`th distinct back (from 0): `back.png`, then
/// `back-2.png`, ….
pub fn back_file(n: usize) -> String {
    if n == 0 { "back.png".to_owned() } else { format!("back-{}.png", n + 1) }
}

/// What an export wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// What was written, in words: "wrote 10 fronts and 1 back to DIR, 825 × 1125 px at 300 dpi".
    pub summary: String,
    /// Art that could not be drawn, in words.
    pub warnings: Vec<String>,
}
