//! `parlour install-desktop-entry`: puts Parlour in the desktop's menus —
//! its `.desktop` entry, pointing at this very program and opening the
//! files handed to it, its icon in every usual size — and tells the
//! desktop which files are Parlour's ([`super::mime_types`]), refreshing
//! the desktop's databases where their programs are installed.

use std::path::{Path, PathBuf};

use super::mime_types::{entry_value, shared_mime_info};
use super::output::say;
use crate::files::write_atomically;
use crate::icon::{APP_ID, THEME_SIZES, icon_png};

/// The entry as kept in the assets, run as `parlour %F` from the path.
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

/// The entry with its `Exec` key running `program`, with the files it is
/// handed (`%F`) as in the assets, and its `MimeType` key naming every
/// type the MIME package declares.
fn entry_for(program: &Path) -> String {
    let exec = |line: &str| {
        let codes = line.split_once(' ').map_or("", |(_, codes)| codes);
        let command = exec_command(program);
        if codes.is_empty() { format!("Exec={command}") } else { format!("Exec={command} {codes}") }
    };
    ENTRY
        .lines()
        .map(|line| match line.split_once('=') {
            Some(("Exec", _)) => exec(line),
            Some(("MimeType", _)) => format!("MimeType={}", entry_value()),
            _ => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Runs `program` on `folder` to refresh one of the desktop's databases,
/// when it is installed (a desktop without it reads the files at its next
/// start); says what came of it.
fn refresh(program: &str, folder: &Path) -> std::io::Result<()> {
    match std::process::Command::new(program).arg(folder).output() {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => say!("could not run {program}: {e}"),
        Ok(output) if !output.status.success() => {
            let said = String::from_utf8_lossy(&output.stderr);
            let said = parlour_core::text::one_line(said.lines().next().unwrap_or("no reason given"), 200);
            say!("{program} {} failed: {said}", folder.display())
        }
        Ok(_) => say!("updated {}", folder.display()),
    }
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
    let types = data.join(format!("mime/packages/{APP_ID}.xml"));
    write_atomically(&types, shared_mime_info())?;
    say!("wrote {}", types.display())?;
    refresh("update-mime-database", &data.join("mime"))?;
    refresh("update-desktop-database", &data.join("applications"))?;
    say!(
        "Parlour is in your desktop's menu and opens its files; it runs {}. Delete these files to take it out again.",
        program.display()
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_runs_this_program_and_keeps_every_other_key() {
        let entry = entry_for(Path::new("/opt/parlour/bin/parlour"));
        assert!(entry.contains("\nExec=/opt/parlour/bin/parlour %F\n"), "{entry}");
        assert!(entry.contains(&format!("\nMimeType={}\n", entry_value())), "every file type: {entry}");
        let quoted = entry_for(Path::new("/home/a b/parlour"));
        assert!(quoted.contains("\nExec=\"/home/a b/parlour\" %F\n"), "{quoted}");
        assert_eq!(entry.lines().count(), ENTRY.lines().count());
        assert!(entry.contains("Icon=parlour") && entry.contains("StartupWMClass=parlour"));
    }

    #[test]
    fn the_entry_kept_in_the_assets_names_every_file_type() {
        assert!(ENTRY.lines().any(|line| line == format!("MimeType={}", entry_value())), "{ENTRY}");
        assert!(ENTRY.lines().any(|line| line == "Exec=parlour %F"), "{ENTRY}");
    }

    #[test]
    fn a_path_with_spaces_or_reserved_characters_is_quoted() {
        assert_eq!(exec_command(Path::new("/home/a b/parlour")), "\"/home/a b/parlour\"");
        assert_eq!(exec_command(Path::new("/x/100%/$p")), "\"/x/100%%/\\\\$p\"");
    }
}
