//! Card collections in the workshop: read from and written to CSV sheets,
//! told apart by their `suit` column, and printed — every card once, or
//! the deck named, with the shared card back.

use std::path::PathBuf;

use parlour_core::games::you_are_here::{Card, Collection, YouAreHere};

use super::{csv, face};
use crate::designs::{CsvError, PrintableDesign};
use crate::print::font::Font;
use crate::print::job::{ItemSize, Job, JobError, Section, stamp};
use crate::print::layout::{Face, Rgba};
use crate::print::trim::SAFE_MM;
use crate::print::typeset::typeset;

impl PrintableDesign for Collection {
    type Game = YouAreHere;

    fn with_item(&self, item: &Card) -> Self {
        let mut design = self.clone();
        for each in design.cards.iter_mut().filter(|each| each.name == item.name) {
            each.clone_from(item);
        }
        design
    }

    fn recognises_csv(header: &[&str]) -> bool {
        header.contains(&"suit")
    }

    fn from_csv(stem: &str, text: &str) -> Result<Self, CsvError> {
        csv::from_csv(stem, text)
    }

    fn to_csv(&self) -> String {
        csv::to_csv(self)
    }

    fn contents(&self) -> String {
        let decks = self.decks.len();
        format!("{} cards and {decks} deck{}", self.cards.len(), if decks == 1 { "" } else { "s" })
    }

    fn back(&self, size: ItemSize) -> Face {
        let back = size.faces(face::CARD_MM[0], face::back).kept_inside(SAFE_MM);
        match &self.back_art {
            Some(art) => Face::picture(back.size, back.edge().unwrap_or(Rgba::rgb(58, 52, 92)), art),
            None => back,
        }
    }

    /// Every card once, or the deck named (`part`), in their order, each
    /// element's text at one size across them; the collection's own back
    /// art, or the shared back.
    fn job(&self, part: Option<&str>, size: ItemSize, folder: Option<PathBuf>) -> Result<Job, JobError> {
        let cards = match part {
            Some(name) => self.deck_cards(name).ok_or_else(|| {
                let decks: Vec<&str> = self.decks.iter().map(|d| d.name.as_str()).collect();
                JobError::NoSuchDeck { name: parlour_core::text::excerpt(name), decks: decks.join(", ") }
            })?,
            None => self.cards.clone(),
        };
        let ink = Rgba::rgb(60, 60, 70);
        let width = face::CARD_MM[0];
        Font::of(&self.typeface, folder.as_deref()).map_err(JobError::Typeface)?;
        let look = face::look(self, folder.as_deref());
        let faces = typeset(&cards, |card, sizes| {
            size.faces(width, |w| face::card_typeset(card, ink, w, sizes, &look)).kept_inside(SAFE_MM)
        });
        let back = self.back(size);
        let title = part.map_or_else(|| self.name.clone(), |deck| format!("{} — {deck}", self.name));
        let sections = vec![Section { faces, back: Some(back) }];
        Ok(Job { stamp: stamp(&title, &self.version), title, sections, folder })
    }
}
