//! Running the `parlour` binary Cargo built for these tests, and reading
//! what it prints.

use std::process::{Command, Output};

pub use parlour_tests::workspace_root;

/// Runs `parlour` with `args` from the workspace root.
pub fn parlour(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlour")).args(args).current_dir(workspace_root()).output().expect("parlour runs")
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
