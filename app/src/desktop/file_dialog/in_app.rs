//! Parlour's own file dialog, drawn in the window: places to start from, the
//! folder's files of the kind asked for, a name, and a question before a
//! file is replaced.

use std::path::{Path, PathBuf};

use super::{FileRequest, Purpose};

/// At most this many entries of a folder are listed: a folder of millions
/// must not stall the window or fill the memory.
const MOST_ENTRIES: usize = 5_000;

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
fn recent_folders(ctx: &egui::Context) -> Vec<PathBuf> {
    let mut folders = ctx.data_mut(|d| d.get_persisted::<Vec<PathBuf>>(recent_folders_id())).unwrap_or_default();
    folders.retain(|f| f.is_dir());
    folders
}

/// What the dialog did this frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InAppOutcome {
    /// It is still open.
    Open,
    /// A file was chosen (for saving: a name, confirmed if it existed).
    Picked(PathBuf),
    /// It was closed without a choice.
    Cancelled,
}

/// One folder's entries, folders first, each sorted by name.
#[derive(Default)]
struct Listing {
    folders: Vec<String>,
    files: Vec<String>,
    /// Whether the folder held more than [`MOST_ENTRIES`].
    cut: bool,
}

impl Listing {
    fn read(folder: &Path) -> Result<Self, String> {
        let entries = std::fs::read_dir(folder).map_err(|e| format!("cannot read {}: {e}", folder.display()))?;
        let mut listing = Listing::default();
        for (seen, entry) in entries.flatten().enumerate() {
            if seen == MOST_ENTRIES {
                listing.cut = true;
                break;
            }
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                continue;
            }
            // Follows links, so a link to a folder opens like a folder.
            if entry.path().is_dir() {
                listing.folders.push(name);
            } else {
                listing.files.push(name);
            }
        }
        let by_name = |a: &String, b: &String| a.to_lowercase().cmp(&b.to_lowercase());
        listing.folders.sort_by(by_name);
        listing.files.sort_by(by_name);
        Ok(listing)
    }
}

/// Parlour's own file dialog.
pub struct InAppDialog {
    request: FileRequest,
    folder: PathBuf,
    listing: Result<Listing, String>,
    name: String,
    show_every_file: bool,
    replace: Option<PathBuf>,
    problem: Option<String>,
}

impl InAppDialog {
    /// A dialog for `request`, starting in the folder of its path, else the
    /// folder of the last file chosen, else the home folder.
    pub fn new(ctx: &egui::Context, request: FileRequest) -> Self {
        let (folder, name) = match &request.start {
            Some(start) if start.is_dir() => (Some(start.clone()), String::new()),
            Some(start) => (
                start.parent().filter(|f| f.is_dir()).map(Path::to_path_buf),
                start.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
            ),
            None => (None, String::new()),
        };
        let folder = folder.or_else(|| recent_folders(ctx).into_iter().next()).unwrap_or_else(home);
        let listing = Listing::read(&folder);
        Self { request, folder, listing, name, show_every_file: false, replace: None, problem: None }
    }

    fn enter(&mut self, folder: PathBuf) {
        self.listing = Listing::read(&folder);
        self.folder = folder;
        self.problem = None;
        self.replace = None;
    }

    /// The places offered beside the listing: home, the folders of the
    /// files chosen lately (by their names), the folder Parlour was started
    /// in, Parlour's own files, the whole computer.
    fn places(ctx: &egui::Context) -> Vec<(String, PathBuf)> {
        let named = |label: &str, folder: PathBuf| (label.to_owned(), folder);
        let mut places = vec![named("Home", home())];
        places.extend(recent_folders(ctx).into_iter().map(|folder| {
            let name = folder.file_name().map_or_else(|| folder.display().to_string(), |n| n.to_string_lossy().into());
            (name, folder)
        }));
        places.extend(std::env::current_dir().ok().map(|f| named("Started in", f)));
        places.push(named("Parlour's files", crate::files::data_dir()));
        places.push(named("Computer", PathBuf::from("/")));
        places.retain(|(_, p)| p.is_dir());
        places
    }

    /// Draws the dialog; its outcome this frame.
    pub fn show(&mut self, ctx: &egui::Context) -> InAppOutcome {
        let mut outcome = InAppOutcome::Open;
        let modal = egui::Modal::new(egui::Id::unique("parlour-file-dialog")).show(ctx, |ui| {
            ui.set_width(620.0);
            ui.heading(&self.request.title);
            outcome = self.browse_ui(ui);
        });
        if modal.should_close() && outcome == InAppOutcome::Open {
            if self.replace.is_some() {
                self.replace = None;
            } else {
                outcome = InAppOutcome::Cancelled;
            }
        }
        if let InAppOutcome::Picked(path) = &outcome {
            remember_folder(ctx, path);
        }
        outcome
    }

    /// The question before a file is replaced, in the place of the buttons
    /// so that nothing moves.
    fn replace_ui(&mut self, ui: &mut egui::Ui, path: PathBuf) -> InAppOutcome {
        let mut outcome = InAppOutcome::Open;
        ui.horizontal(|ui| {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            ui.label(format!("{name} already exists here. Replace it?"));
            if ui.button("Replace").clicked() {
                outcome = InAppOutcome::Picked(path);
            }
            if ui.button("Keep it").clicked() {
                self.replace = None;
            }
        });
        outcome
    }

    fn browse_ui(&mut self, ui: &mut egui::Ui) -> InAppOutcome {
        let mut go_to = None;
        ui.horizontal(|ui| {
            let parent = self.folder.parent().map(Path::to_path_buf);
            if ui.add_enabled(parent.is_some(), egui::Button::new("Up")).clicked() {
                go_to = parent;
            }
            ui.label(egui::RichText::new(self.folder.display().to_string()).monospace());
        });
        let mut picked_by_double_click = false;
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(130.0);
                ui.weak("Places");
                for (label, place) in Self::places(ui.ctx()) {
                    if ui
                        .selectable_label(self.folder == place, label)
                        .on_hover_text(place.display().to_string())
                        .clicked()
                    {
                        go_to = Some(place);
                    }
                }
            });
            ui.add_space(12.0);
            egui::Frame::group(ui.style()).fill(ui.visuals().extreme_bg_color).show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(300.0)
                    .min_scrolled_height(300.0)
                    .auto_shrink([false, false])
                    .show(ui, |ui| match &self.listing {
                        Err(problem) => {
                            ui.colored_label(ui.visuals().error_fg_color, problem);
                        }
                        Ok(listing) => {
                            for folder in &listing.folders {
                                if ui.selectable_label(false, format!("{folder}/")).clicked() {
                                    go_to = Some(self.folder.join(folder));
                                }
                            }
                            let shown = listing
                                .files
                                .iter()
                                .filter(|f| self.show_every_file || self.request.accepts(Path::new(f)));
                            for file in shown {
                                let response = ui.selectable_label(self.name == *file, file);
                                if response.clicked() {
                                    self.name.clone_from(file);
                                }
                                if response.double_clicked() {
                                    picked_by_double_click = true;
                                }
                            }
                            if listing.cut {
                                ui.weak(format!("Only the first {MOST_ENTRIES} entries are listed."));
                            }
                        }
                    });
            });
        });
        if let Some(folder) = go_to {
            self.enter(folder);
        }
        let mut confirm = picked_by_double_click;
        ui.horizontal(|ui| {
            let label = ui.label("File name");
            let field = ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(360.0)).labelled_by(label.id);
            confirm |= field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        });
        let extensions = self.request.extensions.iter().map(|e| format!("*.{e}")).collect::<Vec<_>>().join(", ");
        ui.checkbox(
            &mut self.show_every_file,
            format!("Show every file, not only {} ({extensions})", self.request.kind),
        );
        if let Some(problem) = &self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        if let Some(path) = self.replace.clone() {
            return self.replace_ui(ui, path);
        }
        let mut outcome = InAppOutcome::Open;
        ui.horizontal(|ui| {
            let verb = match self.request.purpose {
                Purpose::Open => "Open",
                Purpose::Save => "Save",
            };
            confirm |= ui.add_enabled(!self.name.trim().is_empty(), egui::Button::new(verb)).clicked();
            if ui.button("Cancel").clicked() {
                outcome = InAppOutcome::Cancelled;
            }
        });
        if confirm && outcome == InAppOutcome::Open {
            outcome = self.choose();
        }
        outcome
    }

    /// Acts on the name: a folder is entered, a file to open must exist, a
    /// file to save gets its kind's extension and is replaced only when confirmed.
    fn choose(&mut self) -> InAppOutcome {
        let name = self.name.trim();
        if name.is_empty() {
            return InAppOutcome::Open;
        }
        let mut path = self.folder.join(name);
        if path.is_dir() {
            self.name.clear();
            self.enter(path);
            return InAppOutcome::Open;
        }
        match self.request.purpose {
            Purpose::Open if path.is_file() => InAppOutcome::Picked(path),
            Purpose::Open => {
                self.problem = Some(format!("There is no file named {name} in {}.", self.folder.display()));
                InAppOutcome::Open
            }
            Purpose::Save => {
                if !self.request.accepts(&path)
                    && let Some(extension) = self.request.extensions.first()
                {
                    path = self.folder.join(format!("{name}.{extension}"));
                }
                if !path.parent().is_some_and(Path::is_dir) {
                    self.problem = Some(format!("There is no folder {}.", path.parent().unwrap_or(&path).display()));
                    InAppOutcome::Open
                } else if path.exists() {
                    self.replace = Some(path);
                    InAppOutcome::Open
                } else {
                    InAppOutcome::Picked(path)
                }
            }
        }
    }
}

fn home() -> PathBuf {
    std::env::home_dir().or_else(|| std::env::current_dir().ok()).unwrap_or_else(|| PathBuf::from("/"))
}
