//! You Are Here cards: their face, collections as CSV, the printed board and
//! the suit helper.

mod balance;

pub use self::balance::CardEdit;
pub mod board;
pub mod csv;
mod design;
pub mod face;
pub mod suit_helper;
