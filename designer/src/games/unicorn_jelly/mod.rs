//! Unicorn Jelly tiles: their face, and tile sets as CSV.

pub mod csv;
pub mod face;
