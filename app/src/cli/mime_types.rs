//! Parlour's files as the desktop knows them: a MIME type for each kind
//! of file Parlour opens, declared to the desktop's shared MIME database
//! (`DATA/mime/packages/parlour.xml`) and named in the desktop entry's
//! `MimeType=`, so that opening such a file opens Parlour.
//!
//! Parlour writes every file as RON under a name ending `.ron`, an
//! extension other programs use too: a type claiming `*.ron` would take
//! their files. So the types match by content alone, on the first fields
//! Parlour writes: a game (saved, or its record: the same shape) opens
//! `(` then names its `game: "…"`; a tile set names its `tiles: [` after
//! its name and any comment at the top; a card collection opens `(` and
//! names its `cards: [` (a deck written as a bare list opens `[` and
//! names a card's `suit: `). A commented collection is not matched: You
//! Are Here scenarios, which open with comments, name `cards: [` too. Games match first (a Unicorn Jelly game played with a set of
//! one's own holds that set's tiles).

use std::fmt::Write as _;

/// A test of a file's first bytes: `value` found at an offset from
/// `offsets.0` to `offsets.1`, and then at least one of `then`, if any.
#[derive(Debug)]
pub struct Match {
    /// The text looked for.
    pub value: &'static str,
    /// The first and last offset it may start at.
    pub offsets: (usize, usize),
    /// Tests of which one must pass as well (none: nothing more).
    pub then: &'static [Match],
}

#[cfg(test)]
impl Match {
    /// Whether `bytes`, a file's beginning, passes the test.
    pub fn passes(&self, bytes: &[u8]) -> bool {
        let value = self.value.as_bytes();
        let found = (self.offsets.0..=self.offsets.1).any(|at| bytes.get(at..at + value.len()) == Some(value));
        found && (self.then.is_empty() || self.then.iter().any(|m| m.passes(bytes)))
    }
}

/// A kind of Parlour file, as a MIME type.
#[derive(Debug)]
pub struct FileType {
    /// The MIME type.
    pub name: &'static str,
    /// What a file manager calls it.
    pub comment: &'static str,
    /// Of the types whose tests pass, the highest priority wins (0 to 100).
    pub priority: u8,
    /// Tests of which one must pass.
    pub tests: &'static [Match],
}

/// Every kind of file Parlour opens.
pub const FILE_TYPES: [FileType; 3] = [
    FileType {
        name: "application/x-parlour-game",
        comment: "Parlour game (a saved game or a game's record)",
        priority: 80,
        tests: &[Match {
            value: "(",
            offsets: (0, 0),
            then: &[Match { value: "game: \"", offsets: (1, 64), then: &[] }],
        }],
    },
    FileType {
        name: "application/x-parlour-tiles",
        comment: "Unicorn Jelly tile set (Parlour)",
        priority: 60,
        tests: &[
            Match { value: "(", offsets: (0, 0), then: &[Match { value: "tiles: [", offsets: (1, 2048), then: &[] }] },
            Match { value: "//", offsets: (0, 0), then: &[Match { value: "tiles: [", offsets: (2, 4096), then: &[] }] },
        ],
    },
    FileType {
        name: "application/x-parlour-cards",
        comment: "You Are Here card collection (Parlour)",
        priority: 60,
        tests: &[
            Match { value: "(", offsets: (0, 0), then: &[Match { value: "cards: [", offsets: (1, 2048), then: &[] }] },
            // A deck written as a bare list of cards.
            Match { value: "[", offsets: (0, 0), then: &[Match { value: "suit: ", offsets: (1, 1024), then: &[] }] },
        ],
    },
];

/// The type of a file beginning with `bytes`, as the desktop finds it from
/// these declarations: of the types whose tests pass, the one of highest
/// priority.
#[cfg(test)]
pub fn type_of(bytes: &[u8]) -> Option<&'static str> {
    FILE_TYPES.iter().filter(|t| t.tests.iter().any(|m| m.passes(bytes))).max_by_key(|t| t.priority).map(|t| t.name)
}

/// `text` for an XML attribute or element.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Writes `test` and the tests under it, indented by `depth`.
fn write_match(xml: &mut String, test: &Match, depth: usize) {
    let indent = "  ".repeat(depth);
    let (first, last) = test.offsets;
    let offset = if first == last { first.to_string() } else { format!("{first}:{last}") };
    let open = format!("{indent}<match type=\"string\" value=\"{}\" offset=\"{offset}\"", escaped(test.value));
    if test.then.is_empty() {
        let _ = writeln!(xml, "{open}/>");
        return;
    }
    let _ = writeln!(xml, "{open}>");
    for inner in test.then {
        write_match(xml, inner, depth + 1);
    }
    let _ = writeln!(xml, "{indent}</match>");
}

/// The shared MIME database's package declaring every type, each a kind
/// of text shown with Parlour's icon.
pub fn shared_mime_info() -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <mime-info xmlns=\"http://www.freedesktop.org/standards/shared-mime-info\">\n",
    );
    for file_type in &FILE_TYPES {
        let _ = writeln!(xml, "  <mime-type type=\"{}\">", file_type.name);
        let _ = writeln!(xml, "    <comment>{}</comment>", escaped(file_type.comment));
        let _ = writeln!(xml, "    <sub-class-of type=\"text/plain\"/>");
        let _ = writeln!(xml, "    <icon name=\"{}\"/>", crate::icon::APP_ID);
        let _ = writeln!(xml, "    <magic priority=\"{}\">", file_type.priority);
        for test in file_type.tests {
            write_match(&mut xml, test, 3);
        }
        let _ = writeln!(xml, "    </magic>");
        let _ = writeln!(xml, "  </mime-type>");
    }
    xml.push_str("</mime-info>\n");
    xml
}

/// The desktop entry's `MimeType=` value: every type, each ended by `;`.
pub fn entry_value() -> String {
    FILE_TYPES.iter().fold(String::new(), |mut value, t| {
        value.push_str(t.name);
        value.push(';');
        value
    })
}

#[cfg(test)]
mod tests {
    use parlour_core::games::jalak::Jalak;
    use parlour_core::games::unicorn_jelly::{Options, TileSet, UnicornJelly};
    use parlour_core::games::you_are_here::Collection;
    use parlour_core::record::Record;

    use super::*;

    #[test]
    fn every_file_parlour_writes_is_matched_by_its_own_type() {
        let tiles = TileSet {
            name: "A set with a rather long name, as sets may have".to_owned(),
            ..TileSet::default_set().clone()
        };
        let game = Record::<Jalak>::new(parlour_core::games::jalak::Options::default(), 3).to_ron();
        let mut with_set = Record::<UnicornJelly>::new(Options { set: Some(tiles.clone()), ..Options::default() }, 3);
        with_set.players = vec!["human".to_owned(), "hard".to_owned()];
        let default_set = include_str!("../../../assets/unicorn-jelly/default-set.ron");
        let cases = [
            (game, "application/x-parlour-game"),
            (with_set.to_ron(), "application/x-parlour-game"),
            (tiles.to_ron(), "application/x-parlour-tiles"),
            (default_set.to_owned(), "application/x-parlour-tiles"),
            (Collection::starter().to_ron(), "application/x-parlour-cards"),
            (
                "[\n    (name: \"Probe\", suit: Diamonds, edges: (top: 5, right: 5, bottom: 5, left: 5)),\n]"
                    .to_owned(),
                "application/x-parlour-cards",
            ),
        ];
        for (text, wanted) in cases {
            assert_eq!(type_of(text.as_bytes()), Some(wanted), "{}", &text[..text.len().min(300)]);
        }
    }

    #[test]
    fn other_files_scenarios_and_lessons_are_left_alone() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut others = Vec::new();
        for folder in ["tests/scenarios", "assets/you-are-here", "assets/unicorn-jelly", "assets/shrine"] {
            for entry in std::fs::read_dir(root.join(folder)).expect("a folder of the project").flatten() {
                let path = entry.path();
                let ron = path.extension().is_some_and(|e| e == "ron");
                if ron && (folder == "tests/scenarios" || path.file_name().is_some_and(|n| n == "lesson.ron")) {
                    others.push(std::fs::read_to_string(entry.path()).expect("read"));
                }
            }
        }
        assert!(others.len() > 10, "the scenarios and lessons are found");
        for text in &others {
            assert_eq!(type_of(text.as_bytes()), None, "a scenario or lesson: {}", &text[..text.len().min(200)]);
        }
        for text in [
            "(width: 3, colour: \"red\")",
            "[package]\nname = \"game: \\\"x\\\"\"\n",
            "Scenario(\n    game: \"jalak\",\n    setup: (),\n)",
            "plain words about tiles: [ and cards: [ in a note",
        ] {
            assert_eq!(type_of(text.as_bytes()), None, "{text}");
        }
    }

    #[test]
    fn the_declarations_hold_every_type_and_test() {
        let xml = shared_mime_info();
        for file_type in &FILE_TYPES {
            assert!(xml.contains(&format!("<mime-type type=\"{}\">", file_type.name)), "{xml}");
        }
        assert!(xml.contains("<match type=\"string\" value=\"game: &quot;\" offset=\"1:64\"/>"), "{xml}");
        assert!(xml.contains("<match type=\"string\" value=\"//\" offset=\"0\">"), "{xml}");
        let lines: Vec<&str> = xml.lines().map(str::trim).collect();
        let opened = lines.iter().filter(|l| l.starts_with("<match ")).count();
        let closed = lines.iter().filter(|l| l.starts_with("<match ") && l.ends_with("/>")).count()
            + lines.iter().filter(|l| **l == "</match>").count();
        assert_eq!((opened, closed), (10, 10), "every test is closed: {xml}");
        assert_eq!(
            entry_value(),
            "application/x-parlour-game;application/x-parlour-tiles;application/x-parlour-cards;"
        );
    }
}
