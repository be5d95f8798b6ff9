//! The print job, the one thing every output draws from — PDF sheets, a
//! face a PNG, Tabletop Simulator decks: sections of faces all one size,
//! each with the back they share, and how they fall on pages; the item
//! size they are laid out at ([`ItemSize`]); why a job cannot be made
//! ([`JobError`]); the revision stamp in its margin; and the safe line
//! every face is kept inside ([`Job::kept_inside`]).

use std::path::PathBuf;
use std::str::FromStr;

use parlour_core::ParseError;

use crate::games::unicorn_jelly::face::TILE_MM;
use crate::print::layout::Face;
use crate::print::sheet::{Backs, Page, SheetOptions, TooLarge};
use crate::rules_card::TooLong;

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
    /// ([`Face::kept_inside`]). Refused when a face is too small for the
    /// line: what stays inside needs two fifths of its shorter side.
    pub fn kept_inside(mut self, safe: f32) -> Result<Job, TooLittleRoom> {
        // What must stay inside the safe line needs room: two fifths of the face at least.
        let cramped = self.sections.iter().flat_map(|s| &s.faces).find(|f| 2.0 * safe > 0.6 * f.size[0].min(f.size[1]));
        if let Some(face) = cramped {
            let [width, height] = face.size;
            return Err(TooLittleRoom { safe, width, height, most: 0.3 * width.min(height) });
        }
        for section in &mut self.sections {
            for face in section.faces.iter_mut().chain(section.back.as_mut()) {
                *face = face.kept_inside(safe);
            }
        }
        Ok(self)
    }

    /// What the faces and backs say of themselves — a text set below its
    /// set's size, one that does not fit — each once, in order.
    pub fn notes(&self) -> Vec<&str> {
        self.said(|face| &face.warnings)
    }

    /// The texts that do not fit their boxes even at the smallest readable
    /// size and are cut short, each naming its design, each once, in order.
    pub fn misfits(&self) -> Vec<&str> {
        self.said(|face| &face.misfits)
    }

    /// What `of` picks from every face and back, each once, in order.
    fn said<'a>(&'a self, of: impl Fn(&'a Face) -> &'a Vec<String>) -> Vec<&'a str> {
        let mut said: Vec<&str> = Vec::new();
        for text in self.sections.iter().flat_map(|s| s.faces.iter().chain(&s.back)).flat_map(of) {
            if !said.contains(&text.as_str()) {
                said.push(text);
            }
        }
        said
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

/// A safe line too far inside a face for what must stay inside it.
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
#[error("a safe line {safe} mm inside a {width:.0} × {height:.0} mm face leaves too little room: at most {most:.1} mm")]
pub struct TooLittleRoom {
    /// The safe line asked for, in mm inside the trim.
    pub safe: f32,
    /// The face's width, in mm.
    pub width: f32,
    /// The face's height, in mm.
    pub height: f32,
    /// The farthest inside the safe line may lie on that face, in mm.
    pub most: f32,
}

/// Why a print job cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JobError {
    /// The design has no deck of that name.
    #[error("there is no deck named `{name}` (decks: {decks})")]
    NoSuchDeck {
        /// The name asked for.
        name: String,
        /// The decks it has, comma separated.
        decks: String,
    },
    /// The item prints at its own size only.
    #[error("{0} prints at its own size: leave out --size")]
    OwnSize(&'static str),
    /// The rules card's text does not fit its page.
    #[error(transparent)]
    TooLong(#[from] TooLong),
    /// The set's typeface cannot be had, in words.
    #[error("{0}")]
    Typeface(String),
}

/// How big each item is printed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum ItemSize {
    /// The item's own size: 50 mm tiles, 63 × 88 mm cards.
    #[default]
    Natural,
    /// This wide (mm), in the item's own proportions.
    Width(f32),
    /// This box (mm): the face scaled to fit, its background filling the rest.
    Box([f32; 2]),
}

/// The smallest and largest item side accepted, in mm.
const SIDES: std::ops::RangeInclusive<f32> = 10.0..=280.0;

impl FromStr for ItemSize {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let refused = || {
            ParseError::new(
                text,
                "an item size",
                "tile, poker, bridge, tarot, a width such as 60mm or a box such as 60x80mm (10 to 280 mm)",
            )
        };
        let size = match text.trim().to_ascii_lowercase().as_str() {
            "tile" => ItemSize::Box([TILE_MM; 2]),
            "poker" => ItemSize::Box([63.5, 88.9]),
            "bridge" => ItemSize::Box([57.15, 88.9]),
            "tarot" => ItemSize::Box([70.0, 120.0]),
            other => {
                let number = other.strip_suffix("mm").ok_or_else(refused)?;
                let side = |n: &str| n.trim().parse::<f32>().ok().filter(|s| SIDES.contains(s));
                match number.split_once(['x', '×']) {
                    Some((w, h)) => ItemSize::Box([side(w).ok_or_else(refused)?, side(h).ok_or_else(refused)?]),
                    None => ItemSize::Width(side(number).ok_or_else(refused)?),
                }
            }
        };
        Ok(size)
    }
}

impl ItemSize {
    /// Faces laid out at `natural` width by `lay_out`, at this size.
    pub fn faces(self, natural: f32, lay_out: impl Fn(f32) -> Face) -> Face {
        match self {
            ItemSize::Natural => lay_out(natural),
            ItemSize::Width(width) => lay_out(width),
            ItemSize::Box(size) => lay_out(natural).fitted(size),
        }
    }
}

/// The revision stamp for the margin: name, version and today's date.
pub fn stamp(name: &str, version: &str) -> String {
    let version = if version.trim().is_empty() { String::new() } else { format!(" {version}") };
    let today = time::OffsetDateTime::from_unix_timestamp(crate::print::date::printed_at())
        .unwrap_or_else(|_| time::OffsetDateTime::now_utc())
        .date();
    format!("{name}{version} · {today} · printed by Parlour")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_presets_widths_and_boxes() {
        assert_eq!("poker".parse(), Ok(ItemSize::Box([63.5, 88.9])));
        assert_eq!("Bridge".parse(), Ok(ItemSize::Box([57.15, 88.9])));
        assert_eq!("tarot".parse(), Ok(ItemSize::Box([70.0, 120.0])));
        assert_eq!("60mm".parse(), Ok(ItemSize::Width(60.0)));
        assert_eq!("60x80mm".parse(), Ok(ItemSize::Box([60.0, 80.0])));
        for bad in ["60", "5mm", "60x900mm", "huge", "x80mm"] {
            assert!(bad.parse::<ItemSize>().is_err(), "{bad}");
        }
    }

    /// A job of one section: `faces` faces of `size` mm, each saying `note`.
    fn job_of(size: [f32; 2], faces: usize, note: &str) -> Job {
        let mut face = Face::new(size[0], size[1]);
        face.warnings.push(note.to_owned());
        Job { sections: vec![Section { faces: vec![face; faces], back: None }], ..Job::default() }
    }

    #[test]
    fn a_safe_line_needs_two_fifths_of_the_shorter_side() {
        let card = job_of([63.0, 88.0], 2, "cramped");
        assert!(card.clone().kept_inside(18.0).is_ok(), "within 0.3 of 63 mm, 18.9 mm");
        let refused = card.kept_inside(19.0).expect_err("too far inside a 63 mm side");
        assert_eq!((refused.width, refused.height), (63.0, 88.0));
        assert_eq!(
            refused.to_string(),
            "a safe line 19 mm inside a 63 × 88 mm face leaves too little room: at most 18.9 mm"
        );
    }

    #[test]
    fn each_note_of_the_faces_is_told_once() {
        let mut job = job_of([50.0, 50.0], 3, "the name set at 2.8 mm");
        job.sections.push(job_of([50.0, 50.0], 1, "the abilities set at 2.5 mm").sections.remove(0));
        job.sections[1].back = Some(job.sections[0].faces[0].clone());
        assert_eq!(job.notes(), ["the name set at 2.8 mm", "the abilities set at 2.5 mm"]);
    }
}
