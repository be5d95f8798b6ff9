//! The traits of what designers make, below the one list of games that
//! names each kind ([`crate::games`]): a design's file
//! ([`GameDesign`]), the game that plays it ([`Designable`]), and the
//! visitors through which code reaches a design's concrete type. The
//! designs themselves, of any kind, are [`crate::design`]'s.

use std::fmt::Debug;

use crate::bots::Bots;
use crate::problem::{DesignError, Problem};

/// A kind of file designers make: a tile set, a card collection.
/// Its line in [`crate::games`] makes its `Into<Design>`.
pub trait GameDesign: Clone + Debug + PartialEq + Eq + Send + Sync + 'static {
    /// A stable id, kept in settings and never reworded: "tile-set".
    const ID: &'static str;

    /// The design in words, with its article: "a tile set".
    const NOUN: &'static str;

    /// Its name.
    fn name(&self) -> &str;

    /// Whether `text`, a RON file's text, is written as this kind of
    /// design (by the fields it names), so that its reader should say what
    /// is wrong with it.
    fn recognises(text: &str) -> bool;

    /// Reads a design written in RON as it is written, its problems and
    /// all — for a designer to mend them; `stem` (the file's name without
    /// its extension) names it when the text does not. Only text that is
    /// not this kind of design, or more designs than it may ever hold, is
    /// refused.
    fn read_as_written(text: &str, stem: &str) -> Result<Self, DesignError>;

    /// Reads a design written in RON as [`GameDesign::read_as_written`]
    /// does, and checks it: a design with any problem is refused, naming
    /// every one.
    fn read(text: &str, stem: &str) -> Result<Self, DesignError> {
        let design = Self::read_as_written(text, stem)?;
        let problems = design.problems();
        if problems.is_empty() { Ok(design) } else { Err(DesignError::Invalid(problems)) }
    }

    /// The design as RON text.
    fn to_ron(&self) -> String;

    /// Every problem, each naming the item and field.
    fn problems(&self) -> Vec<Problem>;

    /// Each item that names art, with the art's path: `(item, path)`.
    fn art(&self) -> Vec<(&str, &str)>;

    /// The typeface its faces are set in.
    fn typeface(&self) -> &crate::typeface::Typeface;
}

/// A game that plays a designer's file.
pub trait Designable: Bots {
    /// The design it plays.
    type Design: GameDesign;

    /// Makes `options` play `design`.
    fn use_design(options: &mut Self::Options, design: &Self::Design);
}

/// Code that works on any kind of design, called with the type of the game
/// that plays it (`G::Design` is the design's type).
pub trait DesignVisitor {
    /// What the visit produces.
    type Output;
    /// Runs with `G` as the game.
    fn visit<G: Designable>(self) -> Self::Output;
}

/// Code that works on any design, called with the design (borrowed for
/// `'a`) and the type of the game that plays it.
pub trait DesignValueVisitor<'a> {
    /// What the visit produces.
    type Output;
    /// Runs with `design`, which `G` plays.
    fn visit<G: Designable>(self, design: &'a G::Design) -> Self::Output;
}
