//! Art on tiles and cards: an image file in the set's folder, named by a
//! path relative to that folder, so a set and its art move together.

/// The file name endings art may have.
pub const ART_EXTENSIONS: [&str; 4] = ["png", "jpg", "jpeg", "webp"];

/// What a design's back art is called where its art is listed and its
/// problems named.
pub const BACK: &str = "the back";

/// What is wrong with `path` as a reference to art, if anything: it must be
/// relative, stay inside the set's folder, use `/` between folders and name
/// a PNG, JPEG or WebP file.
pub fn art_path_problem(path: &str) -> Option<String> {
    if let Some(problem) = file_path_problem(path, "art") {
        return Some(problem);
    }
    let extension = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    if !ART_EXTENSIONS.contains(&extension.as_str()) {
        return Some(format!("art `{}` is not a PNG, JPEG or WebP file", crate::text::excerpt(path)));
    }
    None
}

/// What is wrong with `path` as a reference to a file in the set's folder
/// (`what` names the file: "art", "typeface"), whatever its kind: it must
/// be given, relative, stay inside the folder and use `/` between folders.
pub fn file_path_problem(path: &str, what: &str) -> Option<String> {
    if path.trim().is_empty() {
        return Some(format!("the {what} path is empty"));
    }
    if let Some(problem) = crate::text::hidden_control_problem(path) {
        return Some(format!("the {what} path is refused: {problem}"));
    }
    let shown = crate::text::excerpt(path);
    if path.contains('\\') {
        return Some(format!("{what} path `{shown}` uses `\\`; write `/` between folders"));
    }
    let drive = path.as_bytes().get(1) == Some(&b':');
    if path.starts_with('/') || drive {
        return Some(format!("{what} path `{shown}` is absolute; it must be relative to the set's folder"));
    }
    if path.split('/').any(|part| part == "..") {
        return Some(format!("{what} path `{shown}` leaves the set's folder"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn art_stays_in_the_set_folder() {
        assert_eq!(art_path_problem("art/redcloak.png"), None);
        assert_eq!(art_path_problem("Basilisk.JPG"), None);
        let refused = |path: &str, words: &str| {
            let problem = art_path_problem(path).unwrap_or_default();
            assert!(problem.contains(words), "{path}: {problem}");
        };
        refused("../secret.png", "leaves the set's folder");
        refused("art/../../x.png", "leaves the set's folder");
        refused("/etc/passwd.png", "absolute");
        refused("C:/art/x.png", "absolute");
        refused("art\\x.png", "write `/`");
        refused("notes.txt", "not a PNG, JPEG or WebP");
        refused(" ", "empty");
        refused("art/\u{1b}[2J.png", "invisible control character U+001B");
    }
}
