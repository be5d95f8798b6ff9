//! You Are Here cards: their face, collections as CSV, the printed board and
//! the suit helper.

pub mod board;
pub mod csv;
pub mod face;
pub mod suit_helper;
