//! The command line and the desktop app are siblings: neither imports the
//! other. The command line, and the modules both stand on (files, the
//! icon, seats, the launch), never name the desktop; the desktop never
//! names the command line. `main` alone wires them together.
//!
//! The sources are read as text: comments, strings and character literals
//! are left out, and a module counts as named when its name is a path's
//! segment (beside a `::`) or stands in a `use` declaration.

use std::path::{Path, PathBuf};

/// The app crate's sources.
fn sources() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, in order.
pub(crate) fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a source folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// A token of Rust code: an identifier or keyword (with its line), one of
/// the punctuation marks paths and their imports are made of (`::` counts
/// as one), or anything else.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Token {
    Word(String, usize),
    Mark(&'static str),
    Other,
}

/// The punctuation marks a token stands for alone, besides `::`.
const MARKS: [&str; 10] = [";", "{", "}", ",", "#", "[", "]", "(", ")", "*"];

/// The tokens of `text` with comments, strings and character literals left
/// out, each word with its line.
pub(crate) fn tokens(text: &str) -> Vec<Token> {
    let chars: Vec<char> = text.chars().collect();
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let (mut tokens, mut i, mut line) = (Vec::new(), 0, 1);
    // Skips to just past the `"` closing a string, counting lines.
    let skip_string = |mut i: usize, line: &mut usize| {
        while i < chars.len() && chars[i] != '"' {
            if chars[i] == '\\' {
                i += 1;
            }
            if at(i) == '\n' {
                *line += 1;
            }
            i += 1;
        }
        i + 1
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            loop {
                if i >= chars.len() {
                    break;
                } else if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
            }
        } else if c == '"' {
            i = skip_string(i + 1, &mut line);
        } else if c == '\'' {
            // A character literal ('a', '\n', '\''), or a lifetime ('a).
            if at(i + 1) == '\\' {
                i += 3;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if at(i + 2) == '\'' {
                i += 3;
            } else {
                i += 1;
            }
            tokens.push(Token::Other);
        } else if is_word(c) {
            let start = i;
            while i < chars.len() && is_word(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            // A raw string: r"…", r#"…"#, br#"…"#.
            if matches!(word.as_str(), "r" | "br" | "cr") && matches!(at(i), '"' | '#') {
                let hashes = chars[i..].iter().take_while(|&&h| h == '#').count();
                if at(i + hashes) == '"' {
                    i += hashes + 1;
                    let closing: Vec<char> = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
                    while i < chars.len() && !chars[i..].starts_with(&closing) {
                        line += usize::from(chars[i] == '\n');
                        i += 1;
                    }
                    i += closing.len();
                    tokens.push(Token::Other);
                    continue;
                }
            }
            if matches!(word.as_str(), "b" | "c") && at(i) == '"' {
                i = skip_string(i + 1, &mut line);
                tokens.push(Token::Other);
                continue;
            }
            tokens.push(Token::Word(word, line));
        } else if c == ':' && at(i + 1) == ':' {
            tokens.push(Token::Mark("::"));
            i += 2;
        } else if let Some(mark) = MARKS.iter().copied().find(|m| m.starts_with(c)) {
            tokens.push(Token::Mark(mark));
            i += 1;
        } else {
            if !c.is_whitespace() {
                tokens.push(Token::Other);
            }
            i += 1;
        }
    }
    tokens
}

/// The lines of `text` that name the module `module`: as a segment of a
/// path, or anywhere in a `use` declaration.
fn names_module(text: &str, module: &str) -> Vec<usize> {
    let tokens = tokens(text);
    let mut in_use = false;
    let mut lines = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            Token::Word(word, _) if word == "use" => in_use = true,
            Token::Mark(";") => in_use = false,
            Token::Word(word, line) if word == module => {
                let before = i.checked_sub(1).and_then(|b| tokens.get(b)) == Some(&Token::Mark("::"));
                let after = tokens.get(i + 1) == Some(&Token::Mark("::"));
                if in_use || before || after {
                    lines.push(*line);
                }
            }
            _ => {}
        }
    }
    lines
}

/// Each of `files` that names `module`, with the lines, as
/// `path:line` relative to the sources.
fn offenders(files: &[PathBuf], module: &str) -> Vec<String> {
    let root = sources();
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).expect("a readable source file");
        for line in names_module(&text, module) {
            found.push(format!("{}:{line}", file.strip_prefix(&root).unwrap_or(file).display()));
        }
    }
    found
}

#[test]
fn the_command_line_and_the_shared_modules_never_import_the_desktop() {
    let root = sources();
    let desktop = root.join("desktop");
    let wiring = [root.join("lib.rs"), root.join("main.rs")];
    let files: Vec<PathBuf> =
        rust_files(&root).into_iter().filter(|f| !f.starts_with(&desktop) && !wiring.contains(f)).collect();
    for expected in ["cli/mod.rs", "cli/validate.rs", "files.rs", "icon.rs", "launch.rs", "seat_player.rs"] {
        assert!(files.contains(&root.join(expected)), "{expected} is checked");
    }
    let found = offenders(&files, "desktop");
    assert!(found.is_empty(), "these name the desktop, which only main.rs may wire in: {found:?}");
}

#[test]
fn the_desktop_never_imports_the_command_line() {
    let files = rust_files(&sources().join("desktop"));
    assert!(files.len() > 10, "the desktop's sources are found");
    let found = offenders(&files, "cli");
    assert!(found.is_empty(), "these name the command line: {found:?}");
}

#[test]
fn a_module_is_named_in_paths_and_imports_not_in_comments_or_strings() {
    let named = [
        "use crate::desktop::files;",
        "use crate::{files, desktop};",
        "use super::desktop;",
        "fn f() { crate::desktop::run(x) }",
        "let p = parlour::desktop::Launch::default();",
        "use crate::{\n    files,\n    desktop::Settings,\n};",
    ];
    for text in named {
        assert!(!names_module(text, "desktop").is_empty(), "{text}");
    }
    let not_named = [
        "// crate::desktop::run\nfn f() {}",
        "/* use crate::desktop; /* nested */ */ fn f() {}",
        "let s = \"crate::desktop::run\";",
        "let s = r#\"use crate::desktop;\"#;",
        "const ENTRY: &str = include_str!(\"../../../assets/desktop/parlour.desktop\");",
        "let desktop = 1; let c = '\"'; let s = \"desktop::\"; fn f<'a>(x: &'a str) {}",
        "let name = format!(\"{APP_ID}.desktop\");",
    ];
    for text in not_named {
        assert_eq!(names_module(text, "desktop"), Vec::<usize>::new(), "{text}");
    }
    assert_eq!(names_module("fn f() {}\n\nuse crate::desktop;", "desktop"), [3], "the line is reported");
}
