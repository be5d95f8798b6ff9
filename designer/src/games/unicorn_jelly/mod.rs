//! Unicorn Jelly tiles: their face, and tile sets as CSV and in print.

mod balance;

pub use self::balance::TileEdit;
pub mod csv;
mod design;
pub mod face;
