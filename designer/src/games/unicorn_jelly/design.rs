//! Tile sets in the workshop: read from and written to CSV sheets, told
//! apart by their `kind` column, and printed — each tile as many times as
//! its count, the defeated side as the back.

use std::path::PathBuf;

use parlour_core::games::unicorn_jelly::{TileDef, TileSet, UnicornJelly};

use std::iter::repeat_n;

use super::{csv, face};
use crate::designs::{CsvError, PrintableDesign};
use crate::print::font::Font;
use crate::print::job::{ItemSize, Job, JobError, Section, stamp};
use crate::print::layout::{Face, Rgba};
use crate::print::look::Look;
use crate::print::trim::SAFE_MM;
use crate::print::typeset::typeset;

impl PrintableDesign for TileSet {
    type Game = UnicornJelly;

    fn with_item(&self, item: &TileDef) -> Self {
        let mut design = self.clone();
        for each in design.tiles.iter_mut().filter(|each| each.name == item.name) {
            each.clone_from(item);
        }
        design
    }

    fn recognises_csv(header: &[&str]) -> bool {
        header.contains(&"kind")
    }

    fn from_csv(stem: &str, text: &str) -> Result<Self, CsvError> {
        csv::from_csv(stem, text)
    }

    fn to_csv(&self) -> String {
        csv::to_csv(self)
    }

    fn contents(&self) -> String {
        format!("{} tiles in {} designs", self.total(), self.tiles.len())
    }

    fn back(&self, size: ItemSize) -> Face {
        let look = Look::default();
        let back = size.faces(face::TILE_MM, |side| face::defeated(None, side, &look, None)).kept_inside(SAFE_MM);
        match &self.back_art {
            Some(art) => Face::picture(back.size, back.edge().unwrap_or(Rgba::rgb(96, 96, 96)), art),
            None => back,
        }
    }

    /// Every tile, in the set's order, as many times as its count, each
    /// element's text at one size across the set; the set's own back art,
    /// or the defeated side, as the back. A set has no parts to pick.
    fn job(&self, part: Option<&str>, size: ItemSize, folder: Option<PathBuf>) -> Result<Job, JobError> {
        if let Some(part) = part {
            return Err(JobError::NoSuchDeck { name: parlour_core::text::excerpt(part), decks: "none".to_owned() });
        }
        Font::of(&self.typeface, folder.as_deref()).map_err(JobError::Typeface)?;
        let look = face::look(self, folder.as_deref());
        let tiles = typeset(&self.tiles, |def, sizes| {
            size.faces(face::TILE_MM, |side| face::tile_typeset(def, None, side, sizes, &look)).kept_inside(SAFE_MM)
        });
        let faces = tiles.into_iter().zip(&self.tiles).flat_map(|(tile, def)| repeat_n(tile, usize::from(def.count)));
        let back = self.back(size);
        let faces = faces.collect();
        let sections = vec![Section { faces, back: Some(back) }];
        Ok(Job { stamp: stamp(&self.name, &self.version), title: self.name.clone(), sections, folder })
    }
}
