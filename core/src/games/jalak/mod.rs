//! Jalak — Cube Trap: a 5 × 5 field of columns that rise and sink, big
//! cubes to push and climb, and 2–4 players each trying to leave the
//! others with no move.

mod field;

pub use field::{CUBE, Dir, HOLES, MIDDLE, SETUP_CUBES, SIDE, SQUARES, Square, TOP, setup_heights};
