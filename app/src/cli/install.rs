//! `parlour install-desktop-entry`: puts Parlour in the desktop's menus —
//! its `.desktop` entry, pointing at this very program, and its icon in
//! every usual size.

use std::path::{Path, PathBuf};

use super::output::say;
use crate::files::write_atomically;
use crate::icon::{APP_ID, THEME_SIZES, icon_png};

/// The entry as kept in the assets, run as `parlour` from the path.
const ENTRY: &str = include_str!("../../../assets/desktop/parlour.desktop");

/// Arguments of `parlour install-desktop-entry`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The data folder to install into (default: `$XDG_DATA_HOME`, else `~/.local/share`).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
}

/// The user's data folder, where desktops look for applications and icons.
fn user_data_dir() -> anyhow::Result<PathBuf> {
    if let Some(dir) = std::env::var_os("XDG_DATA_HOME").map(PathBuf::from).filter(|d| d.is_absolute()) {
        return Ok(dir);
    }
    std::env::home_dir()
        .map(|home| home.join(".local/share"))
        .ok_or_else(|| anyhow::anyhow!("no home folder: name the data folder with --data-dir"))
}

/// `program` as the `Exec` key's command, quoted as the desktop entry
/// specification asks when it holds anything but plain path characters.
fn exec_command(program: &Path) -> String {
    let text = program.to_string_lossy();
    let plain = text.chars().all(|c| c.is_ascii_alphanumeric() || "/._-+".contains(c));
    if plain {
        return text.into_owned();
    }
    let mut quoted = String::from("\"");
    for c in text.chars() {
        match c {
            '"' | '`' | '$' => quoted.extend(['\\', '\\', c]),
            '\\' => quoted.push_str("\\\\\\\\"),
            '%' => quoted.push_str("%%"),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

/// The entry with its `Exec` key running `program`.
fn entry_for(program: &Path) -> String {
    ENTRY
        .lines()
        .map(|line| if line.starts_with("Exec=") { format!("Exec={}", exec_command(program)) } else { line.to_owned() })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Writes the entry and the icons, and says where.
pub fn run(args: &Args) -> anyhow::Result<()> {
    let data = match &args.data_dir {
        Some(dir) => dir.clone(),
        None => user_data_dir()?,
    };
    let program = std::env::current_exe()
        .and_then(std::fs::canonicalize)
        .map_err(|e| anyhow::anyhow!("cannot tell where this program is: {e}"))?;
    let entry = data.join("applications").join(format!("{APP_ID}.desktop"));
    write_atomically(&entry, entry_for(&program))?;
    say!("wrote {}", entry.display())?;
    for size in THEME_SIZES {
        let icon = data.join(format!("icons/hicolor/{size}x{size}/apps/{APP_ID}.png"));
        write_atomically(&icon, icon_png(size)?)?;
        say!("wrote {}", icon.display())?;
    }
    say!("Parlour is in your desktop's menu; it runs {}. Delete these files to take it out again.", program.display())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_runs_this_program_and_keeps_every_other_key() {
        let entry = entry_for(Path::new("/opt/parlour/bin/parlour"));
        assert!(entry.contains("\nExec=/opt/parlour/bin/parlour\n"), "{entry}");
        assert_eq!(entry.lines().count(), ENTRY.lines().count());
        assert!(entry.contains("Icon=parlour") && entry.contains("StartupWMClass=parlour"));
    }

    #[test]
    fn a_path_with_spaces_or_reserved_characters_is_quoted() {
        assert_eq!(exec_command(Path::new("/home/a b/parlour")), "\"/home/a b/parlour\"");
        assert_eq!(exec_command(Path::new("/x/100%/$p")), "\"/x/100%%/\\\\$p\"");
    }
}
