//! Each game's faces and file formats, one folder a game. A game whose
//! designs the workshop reads, writes and prints implements
//! [`PrintableDesign`](crate::designs::PrintableDesign) in its folder and
//! is listed below by its design, one line a game.

pub mod cards;
pub mod jalak;
pub mod unicorn_jelly;
pub mod you_are_here;

crate::designs::printable_design::printable_designs! {
    unicorn_jelly::TileSet,
    you_are_here::Collection,
}
