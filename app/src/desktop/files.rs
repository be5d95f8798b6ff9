//! Files on disk: atomic writes, the autosave, and reading saved games.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use parlour_core::GameKind;
use serde::Deserialize;

/// Where Parlour keeps its own files (the autosave).
pub fn data_dir() -> PathBuf {
    eframe::storage_dir("Parlour").unwrap_or_else(|| std::env::temp_dir().join("parlour"))
}

/// Writes `contents` to `path` atomically: a temporary file beside it, then a
/// rename, so a crash never leaves half a file.
pub fn write_atomically(path: &Path, contents: impl AsRef<[u8]>) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let temporary = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    std::fs::write(&temporary, contents).with_context(|| format!("cannot write {}", temporary.display()))?;
    std::fs::rename(&temporary, path).with_context(|| format!("cannot replace {}", path.display()))?;
    Ok(())
}

#[derive(Deserialize)]
struct GameOnly {
    game: String,
}

/// Which game a saved-game text is of, with a clear message when it is not one.
pub fn saved_game_kind(text: &str) -> Result<GameKind> {
    let head: GameOnly = ron::from_str(text).map_err(|e| anyhow::anyhow!("this is not a Parlour saved game ({e})"))?;
    Ok(GameKind::from_id(&head.game)?)
}

/// Reads a file as text, refusing very large files.
pub fn read_text(path: &Path) -> Result<String> {
    let size = std::fs::metadata(path).with_context(|| format!("cannot open {}", path.display()))?.len();
    anyhow::ensure!(size <= 8 << 20, "{} is too large to be a saved game", path.display());
    std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_writes_replace_the_whole_file() {
        let dir = std::env::temp_dir().join(format!("parlour-files-{}", std::process::id()));
        let path = dir.join("save.ron");
        write_atomically(&path, "first").expect("write");
        write_atomically(&path, "second").expect("write again");
        assert_eq!(std::fs::read_to_string(&path).expect("read"), "second");
        let leftovers = std::fs::read_dir(&dir).expect("dir").count();
        assert_eq!(leftovers, 1, "no temporary file is left behind");
    }

    #[test]
    fn foreign_text_is_not_a_saved_game() {
        assert!(saved_game_kind("hello").is_err());
        assert!(saved_game_kind("(game: \"chess\")").expect_err("unknown").to_string().contains("chess"));
        assert_eq!(saved_game_kind("(game: \"you-are-here\", seed: 1)").ok(), Some(GameKind::YouAreHere));
    }
}
