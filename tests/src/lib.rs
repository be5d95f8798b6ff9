//! Helpers shared by Parlour's integration tests across crates: where the
//! workspace and its scenario files are.

use std::path::{Path, PathBuf};

/// The workspace's root folder.
pub fn workspace_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ sits in the workspace")
}

/// Every scenario file in `tests/scenarios/`, in name order.
pub fn scenario_files() -> Vec<PathBuf> {
    let folder = workspace_root().join("tests/scenarios");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("tests/scenarios is there")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
}

/// A fresh, empty folder for one test's files, named after `name` and
/// removed with everything in it when the returned guard is dropped.
pub fn temp_dir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new().prefix(&format!("parlour-{name}-")).tempdir().expect("a temporary folder")
}
