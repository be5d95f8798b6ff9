//! Parlour's workshop, the part that needs no window: tile sets and their
//! balance, read from simulated games between bots.

pub mod balance;
pub mod tile_csv;
