//! Parlour's workshop: tile sets and their balance read from simulated
//! games, sets in spreadsheets, and faces laid out once for the screen and
//! for paper.

pub mod balance;
pub mod font;
pub mod layout;
pub mod paint;
pub mod tile_csv;
pub mod unicorn_jelly_face;
