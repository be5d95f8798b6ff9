//! Standard playing cards: their face and back.

pub mod face;
