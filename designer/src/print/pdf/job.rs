//! What to print: sections of faces all one size, each with the back they
//! share, and how they fall on pages.

use std::path::PathBuf;

use crate::print::layout::Face;
use crate::print::sheet::{Backs, Page, SheetOptions, TooLarge};

/// What to print.
#[derive(Clone, Debug, Default)]
pub struct Job {
    /// The document's title.
    pub title: String,
    /// A line for the margin: set name, version, date.
    pub stamp: String,
    /// The sections, each starting on a new page.
    pub sections: Vec<Section>,
    /// The folder art paths are relative to (the set's or collection's).
    pub folder: Option<PathBuf>,
}

/// Faces all one size, and the back they share, if backs are printed.
#[derive(Clone, Debug, Default)]
pub struct Section {
    /// The faces, in order.
    pub faces: Vec<Face>,
    /// The back.
    pub back: Option<Face>,
}

impl Job {
    /// The job with every face and back drawn in as far as it takes for
    /// what must not be cut to lie `safe` mm inside the trim
    /// ([`Face::kept_inside`]).
    #[must_use]
    pub fn kept_inside(mut self, safe: f32) -> Job {
        for section in &mut self.sections {
            for face in section.faces.iter_mut().chain(section.back.as_mut()) {
                *face = face.kept_inside(safe);
            }
        }
        self
    }

    /// How many items the job prints.
    pub fn items(&self) -> usize {
        self.sections.iter().map(|s| s.faces.len()).sum()
    }

    /// Every section's pages laid out by `options`, in order.
    pub fn pages(&self, options: &SheetOptions) -> Result<Vec<(&Section, Page)>, TooLarge> {
        let mut pages = Vec::new();
        for section in &self.sections {
            let size = section.faces.first().map_or([50.0, 50.0], |f| f.size);
            let options =
                if section.back.is_some() { *options } else { SheetOptions { backs: Backs::None, ..*options } };
            pages.extend(options.pages(size, section.faces.len())?.into_iter().map(|page| (section, page)));
        }
        Ok(pages)
    }
}
