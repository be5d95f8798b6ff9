//! What a workshop file holds, for the editor of any kind of design: its
//! words, an empty one to start from, its text as RON or CSV, and reading
//! a file back as `parlour validate` checks it. Each kind implements it
//! beside its bench.

use std::path::Path;

use anyhow::Result;
use parlour_core::design::GameDesign;
use parlour_core::face_layout::FaceLayout;
use parlour_core::typeface::Typeface;
use parlour_designer::designs::{self, PrintableDesign};
use parlour_designer::file;

/// What a workshop file holds.
pub trait Editable: PrintableDesign + serde::Serialize + serde::de::DeserializeOwned {
    /// The file in words, for labels: "set" or "collection".
    const LABEL: &'static str;

    /// Its kind of file, as the file dialog lists it.
    const KIND: &'static str;

    /// The same with another name.
    #[must_use]
    fn renamed(&self, name: String) -> Self;

    /// An empty design to start from.
    fn blank() -> Self;

    /// The picture on every item's back, when the design has its own.
    fn back_art(&self) -> Option<&str>;

    /// Names the file `to` wherever it named `from` (art, back art, its
    /// typeface file): both paths relative to its folder.
    fn rename_file(&mut self, from: &str, to: &str);

    /// What it holds that a CSV sheet cannot, in words: "the back art",
    /// "the layout", "the typeface", "the colours", "the art's crops" — what saving as
    /// CSV would lose.
    fn beyond_csv(&self) -> Vec<&'static str>;

    /// Its text: CSV or RON.
    fn to_text(&self, csv: bool) -> String {
        if csv { self.to_csv() } else { self.to_ron() }
    }

    /// Reads a file to mend: as it is written, its problems and all, for
    /// the workshop to name them beside each design (a file saved with a
    /// problem opens again); `self` is what is being edited (a CSV file of
    /// cards keeps its decks).
    fn read(&self, path: &Path) -> Result<Self> {
        let design = designs::read_to_mend(path)?;
        match design.get::<Self>() {
            Some(read) => Ok(read.clone()),
            None => anyhow::bail!("{} is {}, not {}", file::shown(path), design.noun(), <Self as GameDesign>::NOUN),
        }
    }
}

/// Names `to` wherever `arts` (each item's and the back's art) or
/// `typeface` named `from`: [`Editable::rename_file`] for any design.
pub fn rename_in<'a>(
    arts: impl Iterator<Item = &'a mut Option<String>>,
    typeface: &mut Typeface,
    [from, to]: [&str; 2],
) {
    for art in arts.filter(|art| art.as_deref() == Some(from)) {
        *art = Some(to.to_owned());
    }
    if typeface.file() == Some(from) {
        *typeface = Typeface::File(to.to_owned());
    }
}

/// What a CSV sheet cannot hold of a design with back art (when
/// `back_art`), `layout`, `typeface`, colours of its own (when `colours`)
/// and art crops (when `crops`), in words: [`Editable::beyond_csv`] for any
/// design.
pub fn beyond_csv(
    back_art: bool,
    layout: FaceLayout,
    typeface: &Typeface,
    colours: bool,
    crops: bool,
) -> Vec<&'static str> {
    [
        (back_art, "the back art"),
        (!layout.is_framed(), "the layout"),
        (!typeface.is_sans(), "the typeface"),
        (colours, "the colours"),
        (crops, "the art's crops"),
    ]
    .into_iter()
    .filter_map(|(held, what)| held.then_some(what))
    .collect()
}
