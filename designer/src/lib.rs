//! Parlour's workshop: tile sets and their balance read from simulated
//! games, sets in spreadsheets, and faces laid out once for the screen and
//! for paper.

pub mod art;
pub mod balance;
pub mod card_csv;
pub mod csv_sheet;
pub mod design_file;
pub mod font;
pub mod jalak_kit;
pub mod layout;
pub mod paint;
pub mod pdf;
pub mod printable;
pub mod sheet;
pub mod suit_helper;
pub mod tile_csv;
pub mod unicorn_jelly_face;
pub mod you_are_here_board;
pub mod you_are_here_face;
