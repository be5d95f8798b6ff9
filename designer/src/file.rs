//! One bounded, careful reader for every file Parlour opens: tile sets,
//! card collections, saved games, scenarios and art.
//!
//! It refuses what is not a regular file (a folder, a device such as
//! `/dev/zero`, a FIFO that would block) before opening it, and stops at a
//! limit whatever length the file claims, so neither memory nor time grows
//! with what a file holds.

use std::io::Read;
use std::path::Path;

use thiserror::Error;

use parlour_core::text;

/// The most bytes a set, collection, saved game or scenario may have. The
/// largest real ones (120 tiles with flavour, a 2,000-turn game) are well
/// under a megabyte.
pub const MAX_TEXT_FILE: u64 = 4 << 20;

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FileError {
    /// The file could not be opened or read.
    #[error("cannot read {path}: {reason}")]
    Unreadable {
        /// The file.
        path: String,
        /// What the system said.
        reason: String,
    },
    /// The path names a folder, device, FIFO or socket.
    #[error("{path} is {what}, not a regular file")]
    NotAFile {
        /// The file.
        path: String,
        /// What it is instead.
        what: &'static str,
    },
    /// The file is longer than its kind may be.
    #[error("{path} is larger than {limit} bytes, the most this kind of file may have")]
    TooLarge {
        /// The file.
        path: String,
        /// The limit.
        limit: u64,
    },
    /// The file is not UTF-8 text.
    #[error("{path} is not text (UTF-8)")]
    NotText {
        /// The file.
        path: String,
    },
}

/// The path as messages show it: escaped, and at most a short excerpt.
pub fn shown(path: &Path) -> String {
    let full = path.display().to_string();
    if full.chars().count() <= 120 { text::escaped(&full) } else { text::excerpt(&full) }
}

/// What `path` is when it is not a regular file, if anything; following
/// symbolic links.
fn not_a_file(metadata: &std::fs::Metadata) -> Option<&'static str> {
    let kind = metadata.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a FIFO (named pipe)");
        }
        if kind.is_char_device() || kind.is_block_device() {
            return Some("a device");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a file")
}

/// Opens the regular file `path` to be read as it is used (a picture
/// decoded row by row), refused when it holds more than `limit` bytes.
pub fn open(path: &Path, limit: u64) -> Result<std::fs::File, FileError> {
    let unreadable = |e: std::io::Error| FileError::Unreadable { path: shown(path), reason: e.to_string() };
    let metadata = std::fs::metadata(path).map_err(unreadable)?;
    if let Some(what) = not_a_file(&metadata) {
        return Err(FileError::NotAFile { path: shown(path), what });
    }
    let file = std::fs::File::open(path).map_err(unreadable)?;
    // The file may have been swapped since it was looked at: look again at what was opened.
    let opened = file.metadata().map_err(unreadable)?;
    if let Some(what) = not_a_file(&opened) {
        return Err(FileError::NotAFile { path: shown(path), what });
    }
    if opened.len() > limit {
        return Err(FileError::TooLarge { path: shown(path), limit });
    }
    Ok(file)
}

/// Reads at most `limit` bytes of the regular file `path`; a longer file is
/// refused without reading more than one byte past the limit.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let unreadable = |e: std::io::Error| FileError::Unreadable { path: shown(path), reason: e.to_string() };
    let file = open(path, limit)?;
    let size = file.metadata().map_or(0, |m| m.len());
    let mut bytes = Vec::with_capacity(size.min(limit) as usize);
    // A file still growing is cut off one byte past the limit, and refused.
    file.take(limit + 1).read_to_end(&mut bytes).map_err(unreadable)?;
    if bytes.len() as u64 > limit {
        return Err(FileError::TooLarge { path: shown(path), limit });
    }
    Ok(bytes)
}

/// Reads the regular file `path` as UTF-8 text of at most
/// [`MAX_TEXT_FILE`] bytes.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    let bytes = read_bytes(path, MAX_TEXT_FILE)?;
    String::from_utf8(bytes).map_err(|_| FileError::NotText { path: shown(path) })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder for one test, removed when dropped.
    fn folder(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new().prefix(&format!("parlour-file-{name}-")).tempdir().expect("a temporary folder")
    }

    #[test]
    fn regular_files_are_read_whole() {
        let dir = folder("ok");
        let path = dir.path().join("a.ron");
        std::fs::write(&path, "(name: \"x\")").expect("written");
        assert_eq!(read_text(&path).as_deref(), Ok("(name: \"x\")"));
    }

    #[test]
    fn folders_devices_and_long_files_are_refused() {
        let dir = folder("refused");
        assert!(matches!(read_text(dir.path()), Err(FileError::NotAFile { what: "a folder", .. })));
        #[cfg(unix)]
        assert!(matches!(read_text(Path::new("/dev/zero")), Err(FileError::NotAFile { what: "a device", .. })));
        let long = dir.path().join("long.ron");
        std::fs::write(&long, vec![b' '; 100]).expect("written");
        assert!(matches!(read_bytes(&long, 99), Err(FileError::TooLarge { limit: 99, .. })));
        assert_eq!(read_bytes(&long, 100).map(|b| b.len()), Ok(100));
        let binary = dir.path().join("binary.ron");
        std::fs::write(&binary, [0xff, 0xfe, 0x00]).expect("written");
        assert!(matches!(read_text(&binary), Err(FileError::NotText { .. })));
        assert!(matches!(read_text(&dir.path().join("missing.ron")), Err(FileError::Unreadable { .. })));
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_waiting_for_a_writer() {
        let dir = folder("fifo");
        let fifo = dir.path().join("pipe.ron");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
        assert!(made.success(), "a FIFO was made");
        assert!(matches!(read_text(&fifo), Err(FileError::NotAFile { what: "a FIFO (named pipe)", .. })));
    }
}
