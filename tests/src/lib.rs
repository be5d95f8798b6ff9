//! Helpers shared by Parlour's integration tests: running the built
//! `parlour` binary and reading its JSON.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The path of the `parlour` binary of this build, building it if needed.
pub fn parlour_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| {
        // Test executables live in target/<profile>/deps; the binary one level up.
        let exe = std::env::current_exe().expect("the test knows its own path");
        let profile_dir = exe.parent().and_then(Path::parent).expect("target/<profile>");
        let binary = profile_dir.join(format!("parlour{}", std::env::consts::EXE_SUFFIX));
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
        let release = profile_dir.file_name().is_some_and(|n| n == "release");
        let mut build = Command::new(cargo);
        build.args(["build", "--quiet", "-p", "parlour", "--bin", "parlour"]);
        if release {
            build.arg("--release");
        }
        let status = build.status().expect("cargo runs");
        assert!(status.success(), "building parlour failed");
        assert!(binary.exists(), "no parlour binary at {}", binary.display());
        binary
    })
}

/// Runs `parlour` with `args` from the workspace root.
pub fn parlour(args: &[&str]) -> Output {
    Command::new(parlour_binary()).args(args).current_dir(workspace_root()).output().expect("parlour runs")
}

/// The workspace's root folder.
pub fn workspace_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ sits in the workspace")
}

/// The last non-empty line of stdout, parsed as JSON.
pub fn last_json(output: &Output) -> serde_json::Value {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let line = stdout.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or_default();
    serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}\nstderr: {}", stderr(output)))
}

/// Stderr as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
