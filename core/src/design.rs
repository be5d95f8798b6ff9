//! What designers make and games play: a Unicorn Jelly tile set or a You
//! Are Here card collection, read and checked.

use thiserror::Error;

use crate::games::unicorn_jelly::TileSet;
use crate::games::you_are_here::Collection;

/// A designer's file, read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Design {
    /// A Unicorn Jelly tile set.
    TileSet(TileSet),
    /// A You Are Here card collection.
    Collection(Collection),
}

impl Design {
    /// Each item that names art, with the art's path: `(item, path)`.
    pub fn art(&self) -> Vec<(&str, &str)> {
        match self {
            Design::TileSet(set) => set.art(),
            Design::Collection(collection) => collection.art(),
        }
    }

    /// The design in words: "a tile set" or "a card collection".
    pub const fn noun(&self) -> &'static str {
        match self {
            Design::TileSet(_) => "a tile set",
            Design::Collection(_) => "a card collection",
        }
    }
}

/// A design given to a game that cannot play it.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{game} cannot be played with {design}")]
pub struct WrongDesign {
    /// The game's name.
    pub game: &'static str,
    /// What was given, in words.
    pub design: &'static str,
}
