//! What designers make and games play. A game that plays a designer's file
//! declares its design type in its own folder — a [`GameDesign`] (how it
//! reads, writes and checks itself) and the game's [`Designable`] (how its
//! options take one) — and its line in [`crate::games`] says so:
//! `unicorn_jelly::UnicornJelly designs TileSet`. [`Design`] (a design of
//! any kind) and [`DesignKind`] are generated from those lines, as
//! [`GameKind`] is from the games; code that works on any design is
//! called with the concrete types through [`DesignVisitor`] and
//! [`DesignValueVisitor`].

use std::any::Any;

use thiserror::Error;

pub use crate::designable::{DesignValueVisitor, DesignVisitor, Designable, GameDesign};
use crate::game::Game;
pub use crate::games::{Design, DesignKind};

impl DesignKind {
    /// The stable id of the kind ("tile-set"), for settings.
    pub fn id(self) -> &'static str {
        struct Id;
        impl DesignVisitor for Id {
            type Output = &'static str;
            fn visit<G: Designable>(self) -> &'static str {
                G::Design::ID
            }
        }
        self.visit(Id)
    }

    /// The kind in words, with its article: "a tile set".
    pub fn noun(self) -> &'static str {
        struct Noun;
        impl DesignVisitor for Noun {
            type Output = &'static str;
            fn visit<G: Designable>(self) -> &'static str {
                G::Design::NOUN
            }
        }
        self.visit(Noun)
    }

    /// The kind of design `text`, a RON file's text, is written as: the
    /// first kind that [recognises](GameDesign::recognises) it, else the
    /// first kind (whose reader then says what is wrong).
    pub fn of_ron(text: &str) -> Self {
        struct Recognises<'a>(&'a str);
        impl DesignVisitor for Recognises<'_> {
            type Output = bool;
            fn visit<G: Designable>(self) -> bool {
                G::Design::recognises(self.0)
            }
        }
        Self::ALL.iter().copied().find(|kind| kind.visit(Recognises(text))).unwrap_or(Self::ALL[0])
    }
}

impl Design {
    /// Each item that names art, with the art's path: `(item, path)`.
    pub fn art(&self) -> Vec<(&str, &str)> {
        struct Art;
        impl<'a> DesignValueVisitor<'a> for Art {
            type Output = Vec<(&'a str, &'a str)>;
            fn visit<G: Designable>(self, design: &'a G::Design) -> Self::Output {
                design.art()
            }
        }
        self.visit(Art)
    }

    /// Its name.
    pub fn name(&self) -> &str {
        struct Name;
        impl<'a> DesignValueVisitor<'a> for Name {
            type Output = &'a str;
            fn visit<G: Designable>(self, design: &'a G::Design) -> Self::Output {
                design.name()
            }
        }
        self.visit(Name)
    }

    /// The typeface its faces are set in.
    pub fn typeface(&self) -> &crate::typeface::Typeface {
        struct Typeface;
        impl<'a> DesignValueVisitor<'a> for Typeface {
            type Output = &'a crate::typeface::Typeface;
            fn visit<G: Designable>(self, design: &'a G::Design) -> Self::Output {
                design.typeface()
            }
        }
        self.visit(Typeface)
    }

    /// The design in words, with its article: "a tile set".
    pub fn noun(&self) -> &'static str {
        self.kind().noun()
    }

    /// The design as `D`, when it is one.
    pub fn get<D: GameDesign>(&self) -> Option<&D> {
        struct Inner;
        impl<'a> DesignValueVisitor<'a> for Inner {
            type Output = &'a dyn Any;
            fn visit<G: Designable>(self, design: &'a G::Design) -> &'a dyn Any {
                design
            }
        }
        self.visit(Inner).downcast_ref::<D>()
    }

    /// Makes `options`, game `G`'s, play this design; refused when `G`
    /// does not play this kind. On error nothing changes.
    pub fn use_in<G: Game>(&self, options: &mut G::Options) -> Result<(), WrongDesign> {
        struct Use<'o>(&'o mut dyn Any);
        impl DesignValueVisitor<'_> for Use<'_> {
            type Output = bool;
            fn visit<G: Designable>(self, design: &G::Design) -> bool {
                let Some(options) = self.0.downcast_mut::<G::Options>() else { return false };
                G::use_design(options, design);
                true
            }
        }
        let used = self.visit(Use(options as &mut dyn Any));
        if used { Ok(()) } else { Err(WrongDesign { game: G::INFO.name, design: self.noun() }) }
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
