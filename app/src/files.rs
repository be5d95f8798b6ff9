//! Files on disk: atomic writes, the autosave, and reading saved games.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use parlour_core::GameKind;
use serde::Deserialize;

/// Where Parlour keeps its own files (the autosaves), beside the settings
/// eframe keeps under the same application id.
pub fn data_dir() -> PathBuf {
    eframe::storage_dir(crate::icon::APP_ID).unwrap_or_else(|| std::env::temp_dir().join("parlour"))
}

/// Refuses `path` as a file to write unless it is absent or a regular file
/// (a folder, a device, a FIFO are never replaced).
pub fn check_target(path: &Path) -> Result<()> {
    let shown = parlour_designer::file::shown(path);
    anyhow::ensure!(path.file_name().is_some(), "{shown} does not name a file");
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(anyhow::anyhow!("cannot write {shown}: {e}")),
        Ok(metadata) if metadata.is_file() => Ok(()),
        Ok(metadata) if metadata.is_dir() => anyhow::bail!("{shown} is a folder, not a file to write"),
        Ok(_) => anyhow::bail!("{shown} is not a regular file: Parlour writes only regular files"),
    }
}

/// Writes `contents` to `path` atomically: a temporary file beside it, then a
/// rename, so a crash never leaves half a file. A target that is not a
/// regular file is refused, and no temporary file is left behind on any
/// failure.
pub fn write_atomically(path: &Path, contents: impl AsRef<[u8]>) -> Result<()> {
    check_target(path)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let temporary = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let written = std::fs::write(&temporary, contents)
        .with_context(|| format!("cannot write {}", temporary.display()))
        .and_then(|()| std::fs::rename(&temporary, path).with_context(|| format!("cannot replace {}", path.display())));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

#[derive(Deserialize)]
struct GameOnly {
    game: String,
}

/// Which game a saved-game text is of, with a clear message when it is not one.
pub fn saved_game_kind(text: &str) -> Result<GameKind> {
    let head: GameOnly = parlour_core::ron_text::from_str(text)
        .map_err(|e| anyhow::anyhow!("this is not a Parlour saved game ({e})"))?;
    Ok(GameKind::from_id(&head.game)?)
}

/// Reads a file as text through the one bounded reader.
pub fn read_text(path: &Path) -> Result<String> {
    Ok(parlour_designer::file::read_text(path)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_writes_replace_the_whole_file() {
        let dir = tempfile::Builder::new().prefix("parlour-files-").tempdir().expect("a temporary folder");
        let path = dir.path().join("save.ron");
        write_atomically(&path, "first").expect("write");
        write_atomically(&path, "second").expect("write again");
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "second");
        let leftovers = std::fs::read_dir(dir.path()).expect("dir").count();
        assert_eq!(leftovers, 1, "no temporary file is left behind");
    }

    #[test]
    fn folders_and_devices_are_never_replaced_and_nothing_is_left_behind() {
        let dir = tempfile::Builder::new().prefix("parlour-files-").tempdir().expect("a temporary folder");
        let folder = dir.path().join("out.pdf");
        std::fs::create_dir_all(&folder).expect("a folder named like a file");
        let error = write_atomically(&folder, "x").expect_err("a folder").to_string();
        assert!(error.contains("is a folder"), "{error}");
        #[cfg(unix)]
        {
            let error = write_atomically(Path::new("/dev/null"), "x").expect_err("a device").to_string();
            assert!(error.contains("not a regular file"), "{error}");
        }
        let names: Vec<_> = std::fs::read_dir(dir.path()).expect("dir").flatten().map(|e| e.file_name()).collect();
        assert_eq!(names, [std::ffi::OsString::from("out.pdf")], "no temporary file is left behind");
    }

    #[test]
    fn foreign_text_is_not_a_saved_game() {
        assert!(saved_game_kind("hello").is_err());
        assert!(saved_game_kind("(game: \"chess\")").expect_err("unknown").to_string().contains("chess"));
        assert_eq!(saved_game_kind("(game: \"you-are-here\", seed: 1)").ok(), Some(GameKind::YouAreHere));
    }
}
