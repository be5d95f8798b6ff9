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

/// `name` made fit to name a file anywhere: letters and digits kept,
/// everything else a single `_` (as in the files the Export dialog
/// names), at most 60 characters; `fallback` when
/// nothing is left.
pub fn file_safe(name: &str, fallback: &str) -> String {
    let mut safe = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            safe.push(c);
        } else if !safe.ends_with('_') {
            safe.push('_');
        }
    }
    let safe: String = safe.trim_matches('_').chars().take(60).collect();
    let safe = safe.trim_end_matches('_');
    if safe.is_empty() { fallback.to_owned() } else { safe.to_owned() }
}

/// Makes `folder` ready for Parlour to write the files `names` into: created
/// when missing, refused when it is not a folder. Parlour chose those names,
/// not the person, so a file already there by one of them may be theirs:
/// unless `replace` is set, such a folder is refused, naming what is in the
/// way. (A file named with `--out` is the person's own choice, and is replaced.)
pub fn prepare_folder(folder: &Path, names: &[String], replace: bool) -> Result<()> {
    let shown = parlour_designer::file::shown(folder);
    match std::fs::metadata(folder) {
        Ok(metadata) if !metadata.is_dir() => anyhow::bail!("{shown} is not a folder"),
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::create_dir_all(folder).with_context(|| format!("cannot create {shown}"))?;
        }
        Err(e) => anyhow::bail!("cannot use {shown}: {e}"),
    }
    let taken: Vec<&String> =
        names.iter().filter(|name| std::fs::symlink_metadata(folder.join(name.as_str())).is_ok()).collect();
    if let Some(first) = taken.first()
        && !replace
    {
        let more = match taken.len() {
            1 => String::new(),
            n => format!(" and {} more", n - 1),
        };
        return Err(Taken(format!("{shown} already holds {first}{more} that this export would replace")).into());
    }
    Ok(())
}

/// A folder refused because files Parlour would write there are there
/// already, in words: "… already holds back.png and 3 more that this
/// export would replace". The command line adds how to replace them; the
/// app asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken(pub String);

impl std::fmt::Display for Taken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Taken {}

/// The path a person typed: trimmed, a leading `~` (alone or before a
/// `/`) standing for their home folder, as a shell reads it — never a
/// folder named `~`.
pub fn typed_path(typed: &str) -> PathBuf {
    let typed = typed.trim();
    let rest = match typed.strip_prefix('~') {
        Some(rest) if rest.is_empty() || rest.starts_with('/') || rest.starts_with(std::path::MAIN_SEPARATOR) => rest,
        _ => return PathBuf::from(typed),
    };
    let home = std::env::var_os("HOME").or_else(|| std::env::var_os("USERPROFILE"));
    match home {
        Some(home) => PathBuf::from(home).join(rest.trim_start_matches(['/', std::path::MAIN_SEPARATOR])),
        None => PathBuf::from(typed),
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
    fn a_typed_tilde_is_the_home_folder() {
        let home = PathBuf::from(std::env::var_os("HOME").expect("a home folder"));
        assert_eq!(typed_path(" ~/sets/x.ron "), home.join("sets/x.ron"));
        assert_eq!(typed_path("~"), home);
        assert_eq!(typed_path("~other/x.ron"), PathBuf::from("~other/x.ron"), "another person's home is not guessed");
        assert_eq!(typed_path("sets/~/x.ron"), PathBuf::from("sets/~/x.ron"));
    }

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
    fn names_become_safe_file_names() {
        assert_eq!(file_safe("Lupiko", "face"), "Lupiko");
        assert_eq!(file_safe("The Queen's Gate / 2", "face"), "The_Queen_s_Gate_2");
        assert_eq!(file_safe("../..", "face"), "face");
        assert_eq!(file_safe("Café au lait", "face"), "Café_au_lait");
        assert_eq!(file_safe(&"x".repeat(100), "face").len(), 60);
    }

    #[test]
    fn a_folder_is_made_and_files_in_the_way_are_only_replaced_when_asked() {
        let dir = tempfile::Builder::new().prefix("parlour-files-").tempdir().expect("a temporary folder");
        let folder = dir.path().join("cards");
        let names = ["001-front-a.png".to_owned(), "back.png".to_owned()];
        prepare_folder(&folder, &names, false).expect("a new folder");
        assert!(folder.is_dir());
        prepare_folder(&folder, &names, false).expect("an empty folder");
        std::fs::write(folder.join("back.png"), "a person's own").expect("a file");
        let error = prepare_folder(&folder, &names, false).expect_err("a file in the way");
        assert!(error.downcast_ref::<Taken>().is_some(), "told apart, for the app to ask: {error}");
        assert!(error.to_string().contains("back.png"), "{error}");
        prepare_folder(&folder, &names, true).expect("replacing, as asked");
        let file = folder.join("back.png");
        assert!(prepare_folder(&file, &names, true).expect_err("a file").to_string().contains("is not a folder"));
    }

    #[test]
    fn foreign_text_is_not_a_saved_game() {
        assert!(saved_game_kind("hello").is_err());
        assert!(saved_game_kind("(game: \"chess\")").expect_err("unknown").to_string().contains("chess"));
        assert_eq!(saved_game_kind("(game: \"you-are-here\", seed: 1)").ok(), Some(GameKind::YouAreHere));
    }
}
