//! The folders of the files chosen lately, remembered between runs: where
//! the next dialog starts, and the first of its Places.

use std::path::{Path, PathBuf};

/// How many folders of files chosen lately the dialog offers.
const RECENT_FOLDERS: usize = 5;

/// The key under which the folders of the files chosen lately are
/// remembered, the latest first.
fn recent_folders_id() -> egui::Id {
    egui::Id::unique("parlour-recent-file-folders")
}

/// Remembers the folder of `file` as where the next dialog starts, first
/// among the recent places.
pub fn remember_folder(ctx: &egui::Context, file: &Path) {
    if let Some(folder) = file.parent().filter(|f| !f.as_os_str().is_empty()) {
        let mut folders = recent_folders(ctx);
        folders.retain(|f| f != folder);
        folders.insert(0, folder.to_path_buf());
        folders.truncate(RECENT_FOLDERS);
        ctx.data_mut(|d| d.insert_persisted(recent_folders_id(), folders));
    }
}

/// The folders of the files chosen lately that still exist, the latest first.
pub fn recent_folders(ctx: &egui::Context) -> Vec<PathBuf> {
    let mut folders = ctx.data_mut(|d| d.get_persisted::<Vec<PathBuf>>(recent_folders_id())).unwrap_or_default();
    folders.retain(|f| f.is_dir());
    folders
}
