//! The typeface a set's faces are set in: one of the two Parlour ships
//! (`DejaVu` Sans and `DejaVu` Serif, their licence beside them), or a
//! TrueType or OpenType file of the designer's in the set's folder, named
//! by a path relative to it so the set and its typeface move together.

use serde::{Deserialize, Serialize};

use crate::art::file_path_problem;

/// The file name endings a typeface file may have.
pub const TYPEFACE_EXTENSIONS: [&str; 2] = ["ttf", "otf"];

/// The typeface every text on a set's faces is set in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Typeface {
    /// `DejaVu` Sans: Parlour's first look, and what a set written before
    /// typefaces were chosen opens with.
    #[default]
    Sans,
    /// `DejaVu` Serif.
    Serif,
    /// A TrueType or OpenType file in the set's folder, by its path
    /// relative to it.
    File(#[serde(deserialize_with = "crate::text::bounded::<_, 1024>")] String),
}

impl Typeface {
    /// The typefaces Parlour ships, in the order a designer is offered them.
    pub const SHIPPED: [Typeface; 2] = [Typeface::Sans, Typeface::Serif];

    /// Whether it is `DejaVu` Sans (left out of a set's file).
    pub fn is_sans(&self) -> bool {
        *self == Typeface::Sans
    }

    /// The designer's own file, when it is one: its path in the set's folder.
    pub fn file(&self) -> Option<&str> {
        match self {
            Typeface::File(path) => Some(path),
            Typeface::Sans | Typeface::Serif => None,
        }
    }

    /// What is wrong with it as written in a set, if anything: a file's
    /// path must be relative, inside the set's folder, and name a `.ttf`
    /// or `.otf` file. Whether the file is there and is a font is checked
    /// where the set's folder is known.
    pub fn problem(&self) -> Option<String> {
        let path = self.file()?;
        if let Some(problem) = file_path_problem(path, "typeface") {
            return Some(problem);
        }
        let extension = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
        (!TYPEFACE_EXTENSIONS.contains(&extension.as_str())).then(|| {
            format!("typeface `{}` is not a TrueType (.ttf) or OpenType (.otf) file", crate::text::excerpt(path))
        })
    }
}

impl std::fmt::Display for Typeface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Typeface::Sans => f.write_str("DejaVu Sans"),
            Typeface::Serif => f.write_str("DejaVu Serif"),
            Typeface::File(path) => f.write_str(path.rsplit('/').next().unwrap_or(path)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typeface_file_stays_in_the_set_folder_and_is_a_font() {
        assert_eq!(Typeface::Serif.problem(), None);
        assert_eq!(Typeface::File("fonts/Lora.TTF".into()).problem(), None);
        assert_eq!(Typeface::File("Inter.otf".into()).problem(), None);
        let refused = |path: &str, words: &str| {
            let problem = Typeface::File(path.into()).problem().unwrap_or_default();
            assert!(problem.contains(words), "{path}: {problem}");
        };
        refused("../Lora.ttf", "leaves the set's folder");
        refused("/usr/share/fonts/x.ttf", "absolute");
        refused("Lora.woff2", "not a TrueType (.ttf) or OpenType (.otf) file");
        refused("", "typeface path is empty");
    }

    #[test]
    fn a_set_names_its_typeface_in_words() {
        assert_eq!(Typeface::Sans.to_string(), "DejaVu Sans");
        assert_eq!(Typeface::File("fonts/Lora-Regular.ttf".into()).to_string(), "Lora-Regular.ttf");
    }
}
