//! Each game's faces and file formats, one folder a game.

pub mod cards;
pub mod jalak;
pub mod unicorn_jelly;
pub mod you_are_here;
