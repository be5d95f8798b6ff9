//! Designers' files on disk: tile sets and card collections, RON or CSV,
//! told apart from saved games and scenarios, read through the one bounded
//! reader and checked in full — the rules of every item and every art file
//! they name. Every command and the workshop read designs here, so a file
//! `parlour validate` accepts is one every other path accepts.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use parlour_core::design::{Design, DesignKind};
use parlour_core::{DesignError, Problem};

use super::csv_sheet::{CsvError, is_csv};
use super::printable_design::{PrintableDesign, PrintableKindVisitor};
use crate::file::{self, FileError};
use crate::games::visit_kind;
use crate::print::art;
use crate::print::font::Font;

/// What a file holds, told from its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A designer's file of this kind.
    Design(DesignKind),
    /// A saved game.
    SavedGame,
    /// A scenario.
    Scenario,
    /// A lesson.
    Lesson,
}

/// The fields a saved game or scenario names at its top level, read by
/// parsing it. (Scenarios are written with their name, `Scenario(…)`,
/// which the reader checks; other files have none.)
#[derive(serde::Deserialize)]
#[serde(rename = "Scenario")]
struct TopLevel {
    game: Option<serde::de::IgnoredAny>,
    setup: Option<serde::de::IgnoredAny>,
    seed: Option<serde::de::IgnoredAny>,
}

/// The fields a lesson names at its top level, written `Lesson(…)`.
#[derive(serde::Deserialize)]
#[serde(rename = "Lesson")]
struct LessonTopLevel {
    #[allow(dead_code, reason = "read only to tell a lesson")]
    game: serde::de::IgnoredAny,
    #[allow(dead_code, reason = "read only to tell a lesson")]
    steps: serde::de::IgnoredAny,
}

impl FileKind {
    /// The kind of `text`, the contents of `path`: by the CSV header for
    /// `.csv` files, otherwise by the fields its top level names once
    /// parsed. Text that is nothing Parlour knows is taken for the first
    /// kind of design (a tile set), so that its reader says what is wrong.
    pub fn of(path: &Path, text: &str) -> Self {
        if is_csv(path) {
            let header = text.lines().next().unwrap_or("").to_ascii_lowercase();
            let columns: Vec<&str> = header.split(',').map(str::trim).collect();
            return Self::Design(csv_kind(&columns));
        }
        if parlour_core::ron_text::from_str::<LessonTopLevel>(text).is_ok() {
            return Self::Lesson;
        }
        if let Ok(top) = parlour_core::ron_text::from_str::<TopLevel>(text) {
            match (top.game.is_some(), top.setup.is_some(), top.seed.is_some()) {
                (true, true, _) => return Self::Scenario,
                (true, false, true) => return Self::SavedGame,
                _ => {}
            }
        }
        Self::Design(DesignKind::of_ron(text))
    }
}

/// Why a design file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DesignFileError {
    /// The file could not be read at all.
    #[error(transparent)]
    File(#[from] FileError),
    /// The text is not the kind of file it should be.
    #[error("{file} cannot be read as {what}: {reason}")]
    Unreadable {
        /// The file.
        file: String,
        /// What it should have been, e.g. "a tile set".
        what: &'static str,
        /// What the reader said.
        reason: String,
    },
    /// The file was written by a newer Parlour.
    #[error("{file}: {newer}")]
    Newer {
        /// The file.
        file: String,
        /// The format it names.
        newer: parlour_core::format::NewerFormat,
    },
    /// The file is a saved game or scenario.
    #[error("{file} is a saved game or scenario, not a tile set or card collection")]
    NotADesign {
        /// The file.
        file: String,
    },
    /// The file reads, but items break the rules or name art that cannot
    /// be used: every problem, in words.
    #[error("{file}: {} problem{} ({})", .problems.len(), if .problems.len() == 1 { "" } else { "s" }, .problems.join("; "))]
    Invalid {
        /// The file.
        file: String,
        /// Each problem, naming the item and field (or row and column).
        problems: Vec<String>,
    },
}

/// A design file read: the design and the folder its art paths start from.
#[derive(Clone, Debug)]
pub struct DesignFile {
    /// The tile set or collection.
    pub design: Design,
    /// The file's folder.
    pub folder: PathBuf,
}

/// The folder a file lies in (`.` for a bare file name).
pub fn folder_of(path: &Path) -> PathBuf {
    path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new(".")).to_path_buf()
}

/// Reads `path` as a tile set or card collection (RON, or CSV for a `.csv`
/// file; a RON list of cards is a collection of one deck named after the file) and checks it in full: every item, and every art file it names
/// (inside the file's folder, a regular file, an image of a size art may
/// have).
pub fn read(path: &Path) -> Result<DesignFile, DesignFileError> {
    from_text(path, &file::read_text(path)?)
}

/// [`read`] for `text`, already read from `path`.
pub fn from_text(path: &Path, text: &str) -> Result<DesignFile, DesignFileError> {
    let design = parse(path, text)?;
    let folder = folder_of(path);
    let mut problems = art_problems(&design.art(), &folder);
    problems.extend(typeface_problem(&design, &folder));
    if problems.is_empty() {
        Ok(DesignFile { design, folder })
    } else {
        Err(DesignFileError::Invalid { file: file::shown(path), problems })
    }
}

/// Reads a design of the kind visited from CSV or RON text; RON checked
/// in full, or as written when `checked` is not set.
struct Parse<'a> {
    csv: bool,
    text: &'a str,
    stem: &'a str,
    checked: bool,
}

impl PrintableKindVisitor for Parse<'_> {
    type Output = Result<Design, Result<CsvError, DesignError>>;
    fn visit<D: PrintableDesign>(self) -> Self::Output {
        let design = if self.csv {
            D::from_csv(self.stem, self.text).map_err(Ok)?
        } else {
            let read = if self.checked { D::read } else { D::read_as_written };
            read(self.text, self.stem).map_err(Err)?
        };
        Ok(design.into())
    }
}

/// Reads `text`, the contents of `path`, as the kind of design it is
/// written as and checks its items (not its art).
pub fn parse(path: &Path, text: &str) -> Result<Design, DesignFileError> {
    parse_as(path, text, true)
}

/// Reads `path` as a tile set or card collection to mend in the workshop:
/// a RON file as it is written, its problems and art that cannot be read
/// left for the workshop to name beside the design; only a file that is
/// not a design, or that cannot be read as one, is refused. (A CSV sheet
/// is checked in full, as [`read`] checks it.)
pub fn read_to_mend(path: &Path) -> Result<Design, DesignFileError> {
    parse_as(path, &file::read_text(path)?, false)
}

/// [`parse`], checking the items or not as `checked` says.
fn parse_as(path: &Path, text: &str, checked: bool) -> Result<Design, DesignFileError> {
    let shown = file::shown(path);
    let stem = path.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let design_error = |what: &'static str, error: DesignError| match error {
        DesignError::Invalid(problems) => DesignFileError::Invalid {
            file: shown.clone(),
            problems: problems.iter().map(ToString::to_string).collect(),
        },
        DesignError::Unreadable(reason) => DesignFileError::Unreadable { file: shown.clone(), what, reason },
        DesignError::Newer(newer) => DesignFileError::Newer { file: shown.clone(), newer },
    };
    let csv_error = |error: CsvError| DesignFileError::Invalid {
        file: shown.clone(),
        problems: error.0.iter().map(ToString::to_string).collect(),
    };
    let kind = match FileKind::of(path, text) {
        FileKind::Design(kind) => kind,
        FileKind::SavedGame | FileKind::Scenario | FileKind::Lesson => {
            return Err(DesignFileError::NotADesign { file: shown });
        }
    };
    match visit_kind(kind, Parse { csv: is_csv(path), text, stem: &stem, checked }) {
        Ok(design) => Ok(design),
        Err(Ok(csv)) => Err(csv_error(csv)),
        Err(Err(error)) => Err(design_error(kind.noun(), error)),
    }
}

/// Every problem with the art `named` (items and their art paths, as
/// [`Design::art`] lists them), each naming the item: paths out of `folder`
/// (also through a link), missing files, files that are not regular or not
/// readable images, images too large. Each file is checked once.
pub fn art_problems(named: &[(&str, &str)], folder: &Path) -> Vec<String> {
    let mut checked: HashMap<&str, Option<String>> = HashMap::new();
    let mut problems = Vec::new();
    for &(item, relative) in named {
        let problem = checked.entry(relative).or_insert_with(|| {
            art::resolve(folder, relative).and_then(|path| art::check(&path)).err().map(|e| e.to_string())
        });
        if let Some(message) = problem.clone() {
            problems.push(Problem { item: item.to_owned(), field: "art", message }.to_string());
        }
    }
    problems
}

/// What is wrong with the typeface `design` is set in, looked for in
/// `folder`, naming the design: a file that is missing, out of the folder,
/// too large or not a font.
pub fn typeface_problem(design: &Design, folder: &Path) -> Option<String> {
    let message = Font::of(design.typeface(), Some(folder)).err()?;
    Some(Problem { item: parlour_core::text::escaped(design.name()), field: "typeface", message }.to_string())
}

/// The kind of design a CSV sheet whose header is `header` holds: the
/// first kind that recognises it, else the first kind (whose reader then
/// says what is wrong).
pub fn csv_kind(header: &[&str]) -> DesignKind {
    struct Recognises<'a>(&'a [&'a str]);
    impl PrintableKindVisitor for Recognises<'_> {
        type Output = bool;
        fn visit<D: PrintableDesign>(self) -> bool {
            D::recognises_csv(self.0)
        }
    }
    let kinds = DesignKind::ALL.iter().copied();
    kinds.clone().find(|&kind| visit_kind(kind, Recognises(header))).unwrap_or(DesignKind::ALL[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_told_apart_by_what_they_name() {
        let kind = |name: &str, text: &str| FileKind::of(Path::new(name), text);
        assert_eq!(kind("a.ron", "(name: \"x\", tiles: [])"), FileKind::Design(DesignKind::TileSet));
        assert_eq!(kind("a.ron", "(name: \"x\", cards: [], decks: [])"), FileKind::Design(DesignKind::Collection));
        assert_eq!(kind("a.ron", "(game: \"you-are-here\", seed: 3, actions: [])"), FileKind::SavedGame);
        assert_eq!(kind("a.ron", "Scenario(game: \"jalak\", setup: ())"), FileKind::Scenario);
        assert_eq!(kind("a.csv", "name,suit,top\n"), FileKind::Design(DesignKind::Collection));
        assert_eq!(kind("a.CSV", "name,kind\n"), FileKind::Design(DesignKind::TileSet));
        assert_eq!(kind("a.ron", "garbage"), FileKind::Design(DesignKind::TileSet));
        assert_eq!(
            kind("a.ron", "(name: \"cards: tiles:\", tiles: [])"),
            FileKind::Design(DesignKind::TileSet),
            "parsed, not searched"
        );
        assert_eq!(kind("a.ron", "(name: \"game: setup:\", cards: [])"), FileKind::Design(DesignKind::Collection));
        assert_eq!(
            kind("a.ron", "[(name: \"x\", suit: Hearts)]"),
            FileKind::Design(DesignKind::Collection),
            "a deck as a list"
        );
    }
}
