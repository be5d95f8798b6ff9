//! Pictures left behind in a design's `art/` folder. Importing art copies
//! the picture into the `art/` folder beside the design's file, and the
//! workshop notes each picture it copied (kept with the autosave). Saving
//! never removes a picture: a folder may hold several designs, and a
//! picture one no longer uses may be another's. Instead, "Clean up unused
//! pictures…" lists the pictures Parlour copied there that nothing uses any
//! more, and removes them only when the person says so.
//!
//! A picture is listed only when Parlour copied it itself (a picture put
//! there by hand, or one an import found there already, never is), it is
//! still in that `art/` folder, neither design open in the workshop uses it
//! (saved or not), and no design file (`.ron` or `.csv`) in the design's
//! folder or the folder above it names it — any mention of its file name
//! keeps it. A picture that only a step Undo or Redo may bring back uses is
//! not removed either, and the question says so: Undo never brings back a
//! design whose picture is gone.

use std::path::{Path, PathBuf};

use parlour_designer::print::art;

/// The most of a design file read when looking for the pictures it names.
const MOST_READ: u64 = 16 << 20;

/// Whether `name` is mentioned by a design file (`.ron`, `.csv`) in `folder`.
fn named_in(folder: &Path, name: &str) -> bool {
    let Ok(entries) = std::fs::read_dir(folder) else { return false };
    entries.flatten().map(|e| e.path()).any(|path| {
        let design = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| e.eq_ignore_ascii_case("ron") || e.eq_ignore_ascii_case("csv"));
        let small = std::fs::metadata(&path).is_ok_and(|m| m.is_file() && m.len() <= MOST_READ);
        design && small && std::fs::read(&path).is_ok_and(|bytes| String::from_utf8_lossy(&bytes).contains(name))
    })
}

/// The pictures of `imported` (those Parlour copied) that lie in the `art/`
/// folder of `folder` (a design's folder) and that nothing uses: not one of
/// `in_use` (full paths of the art the designs open use), and not named by
/// a design file in `folder` or the folder above it. In order of name.
pub fn unused(folder: &Path, imported: &[PathBuf], in_use: &[PathBuf]) -> Vec<PathBuf> {
    let Ok(real) = folder.canonicalize() else { return Vec::new() };
    let art_folder = real.join(art::ART_FOLDER);
    let mut unused: Vec<PathBuf> = imported
        .iter()
        .filter(|p| p.parent() == Some(art_folder.as_path()) && p.is_file())
        .filter(|p| !in_use.contains(p))
        .filter(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            !name.is_empty() && !named_in(&real, &name) && !real.parent().is_some_and(|up| named_in(up, &name))
        })
        .cloned()
        .collect();
    unused.sort();
    unused.dedup();
    unused
}

/// The full paths of the art `design` uses, its folder being `folder`.
pub fn art_in_use(folder: &Path, art: &[(&str, &str)]) -> Vec<PathBuf> {
    art.iter().filter_map(|(_, relative)| art::resolve(folder, relative).ok()).collect()
}

/// The question listing unused pictures, before any is removed.
pub struct Cleanup {
    /// The design's art folder, for the words.
    folder: PathBuf,
    /// The pictures that would go.
    pictures: Vec<PathBuf>,
    /// Unused pictures kept because Undo or Redo may bring back a design
    /// that uses them.
    kept: Vec<PathBuf>,
}

/// The most names the question lists one by one.
const MOST_LISTED: usize = 12;

impl Cleanup {
    /// The question for `pictures`, found unused in `folder`'s art folder,
    /// saying which are `kept` for Undo and Redo.
    pub fn new(folder: &Path, pictures: Vec<PathBuf>, kept: Vec<PathBuf>) -> Self {
        Self { folder: folder.join(art::ART_FOLDER), pictures, kept }
    }

    /// The line naming the pictures kept for Undo and Redo, if any.
    fn kept_ui(&self, ui: &mut egui::Ui) {
        if self.kept.is_empty() {
            return;
        }
        let names: Vec<String> = self
            .kept
            .iter()
            .take(MOST_LISTED)
            .map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default())
            .collect();
        let more = if self.kept.len() > MOST_LISTED {
            format!(" and {} more", self.kept.len() - MOST_LISTED)
        } else {
            String::new()
        };
        ui.add(
            egui::Label::new(format!(
                "Kept while Undo or Redo can bring back a design that uses {}: {}{more}.",
                if self.kept.len() == 1 { "it" } else { "them" },
                names.join(", ")
            ))
            .wrap(),
        );
    }

    /// The question; returns, once answered, the pictures to remove (none
    /// when the person keeps them, or when there were none).
    pub fn ui(&self, ctx: &egui::Context) -> Option<Vec<PathBuf>> {
        let mut answer = None;
        let folder = parlour_designer::file::shown(&self.folder);
        let modal = crate::desktop::dialog(egui::Id::unique("parlour-unused-art"), "Unused pictures").show(ctx, |ui| {
            ui.set_max_width(480.0);
            ui.heading("Unused pictures");
            if self.pictures.is_empty() {
                ui.label(if self.kept.is_empty() {
                    format!("Nothing to clean up in {folder}: every picture Parlour imported there is still used.")
                } else {
                    format!("Nothing to remove in {folder} now.")
                });
                self.kept_ui(ui);
                let ok = ui.button("OK");
                crate::desktop::focus::first(ui, &ok);
                if ok.clicked() {
                    answer = Some(Vec::new());
                }
                return;
            }
            let n = self.pictures.len();
            ui.label(format!(
                "{} imported into {folder} {} used by no design there:",
                parlour_core::text::counted(n, "picture"),
                if n == 1 { "is" } else { "are" }
            ));
            for picture in self.pictures.iter().take(MOST_LISTED) {
                ui.label(format!("• {}", picture.file_name().map(|n| n.to_string_lossy()).unwrap_or_default()));
            }
            if n > MOST_LISTED {
                ui.weak(format!("and {} more", n - MOST_LISTED));
            }
            self.kept_ui(ui);
            ui.weak("Removed pictures cannot be brought back.");
            ui.horizontal(|ui| {
                let remove = if n == 1 { "Remove it".to_owned() } else { format!("Remove all {n}") };
                if ui.button(remove).clicked() {
                    answer = Some(self.pictures.clone());
                }
                let keep = ui.button(if n == 1 { "Keep it" } else { "Keep them" });
                crate::desktop::focus::first(ui, &keep);
                if keep.clicked() {
                    answer = Some(Vec::new());
                }
            });
        });
        if answer.is_none() && modal.should_close() {
            answer = Some(Vec::new());
        }
        answer
    }
}

/// Removes `pictures`; returns those gone, and what went wrong with the rest.
pub fn remove(pictures: &[PathBuf]) -> (Vec<PathBuf>, Vec<String>) {
    let mut gone = Vec::new();
    let mut problems = Vec::new();
    for picture in pictures {
        match std::fs::remove_file(picture) {
            Ok(()) => gone.push(picture.clone()),
            Err(e) => problems.push(format!("{}: {e}", picture.display())),
        }
    }
    (gone, problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pictures_parlour_copied_and_nothing_names_are_unused() {
        let dir = tempfile::Builder::new().prefix("parlour-unused-").tempdir().expect("a temporary folder");
        let folder = dir.path().join("set");
        let pictures = folder.join("art");
        std::fs::create_dir_all(&pictures).expect("folders");
        let real = pictures.canonicalize().expect("real");
        for name in ["gone.png", "used.png", "named.png", "above.png", "by-hand.png"] {
            std::fs::write(pictures.join(name), "png").expect("written");
        }
        std::fs::write(folder.join("other.ron"), "(art: \"art/named.png\")").expect("written");
        std::fs::write(dir.path().join("big.csv"), "name,art\nWhale,set/art/above.png\n").expect("written");
        let imported: Vec<PathBuf> =
            ["gone.png", "used.png", "named.png", "above.png", "missing.png"].iter().map(|n| real.join(n)).collect();
        let in_use = art_in_use(&folder, &[("Whale", "art/used.png")]);
        assert_eq!(unused(&folder, &imported, &in_use), vec![real.join("gone.png")]);
        assert!(unused(&dir.path().join("nowhere"), &imported, &in_use).is_empty());
    }
}
