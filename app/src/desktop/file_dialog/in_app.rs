//! Parlour's own file dialog, drawn in the window, laid out as the file
//! dialogs people already know: a folder bar to type in, places to start
//! from, one entry a row (name, size, modified) sorted by a column and
//! filtered by what is typed, the kind of file shown, a name, and a
//! question before a file is replaced.
//!
//! The dialog has one size, taken from the window (never from what it
//! lists), so that its buttons stay in view however busy the folder. It is
//! worked with the keyboard as with the pointer: ↑/↓ (and Page Up/Down)
//! move through the list, Enter opens a file or enters a folder, Backspace
//! or Alt+↑ goes to the folder above, Esc closes the dialog, and typing
//! filters the list. A folder is entered by a double click, and the click
//! after it lands on nothing inside.

mod foot;
mod keys;
mod listing;
mod recent;
mod rows;
mod thumbnails;

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use egui::{Align, Layout, Vec2, vec2};

use super::{FileRequest, Purpose};
use listing::{Listing, Sort};
use recent::recent_folders;
pub use recent::remember_folder;
use rows::Columns;
use thumbnails::Thumbnails;

/// The largest the dialog grows, in points, on a large screen.
const LARGEST: Vec2 = vec2(920.0, 660.0);

/// The share of the window the dialog takes at most, each way.
const SHARE_OF_WINDOW: f32 = 0.9;

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

/// The dialog's fields, which the keyboard handling asks after.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    /// The folder bar.
    Folder,
    /// The filter above the list.
    Filter,
    /// The file name.
    Name,
}

impl Field {
    fn id(self) -> egui::Id {
        let name = match self {
            Field::Folder => "folder",
            Field::Filter => "filter",
            Field::Name => "name",
        };
        egui::Id::unique(("parlour-file-dialog", name))
    }
}

/// Parlour's own file dialog.
#[allow(clippy::struct_excessive_bools, reason = "each says something else of the dialog's state")]
pub struct InAppDialog {
    request: FileRequest,
    folder: PathBuf,
    listing: Result<Listing, String>,
    /// The entries shown, as indices into the listing, in order.
    shown: Vec<usize>,
    /// The words the list is filtered by.
    filter: String,
    /// Whether files of every kind are listed, not only the request's.
    every_file: bool,
    sort: Sort,
    /// The name of the entry selected in the list.
    selected: Option<String>,
    /// Whether the selection, rather than the name typed, is what Enter
    /// and Open act on.
    list_current: bool,
    /// The file name field.
    name: String,
    /// Whether the name was typed (or given by the request), rather than
    /// taken from a click in the list; a typed name to save under is kept
    /// when the folder changes.
    name_typed: bool,
    /// The folder bar's text.
    folder_text: String,
    replace: Option<PathBuf>,
    /// Whether the question about replacing was asked this frame (it then
    /// takes the keyboard).
    replace_asked: bool,
    problem: Option<String>,
    /// The entry clicked last in this folder and when: a second click on it
    /// soon after is a double click.
    last_click: Option<(String, f64)>,
    /// Until when clicks are single, whatever follows them: the clicks
    /// that come hard on a double click (a triple click, say) open nothing.
    single_until: f64,
    /// Whether the list must scroll to the selection.
    scroll_to_selected: bool,
    /// How many rows the list showed last frame (for Page Up/Down).
    page: usize,
    /// Whether the dialog is drawn for the first time.
    first_frame: bool,
    /// The pictures' thumbnails, when the dialog picks a picture.
    thumbnails: Option<Thumbnails>,
    /// The name of a new folder being typed (New folder…), to save in.
    new_folder: Option<String>,
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
        let name_typed = request.purpose == Purpose::Save && !name.is_empty();
        let thumbnails = request.is_for_pictures().then(|| Thumbnails::new(ctx));
        let mut dialog = Self {
            request,
            folder_text: folder.display().to_string(),
            listing: Listing::read(&folder),
            folder,
            shown: Vec::new(),
            filter: String::new(),
            every_file: false,
            sort: Sort::default(),
            selected: None,
            list_current: false,
            name,
            name_typed,
            replace: None,
            replace_asked: false,
            problem: None,
            last_click: None,
            single_until: f64::NEG_INFINITY,
            scroll_to_selected: false,
            page: 10,
            first_frame: true,
            thumbnails,
            new_folder: None,
        };
        dialog.refresh();
        if let Ok(listing) = &dialog.listing {
            let start = listing.entries.iter().find(|e| !e.folder && e.name == dialog.name).map(|e| e.name.clone());
            if start.is_some() {
                dialog.selected = start;
                dialog.scroll_to_selected = true;
            }
        }
        dialog
    }

    /// Lists `folder`. The filter and the selection are the old folder's
    /// and go; so does the file name, unless it was typed to save under.
    fn enter(&mut self, folder: PathBuf) {
        self.listing = Listing::read(&folder);
        self.folder_text = folder.display().to_string();
        self.folder = folder;
        self.problem = None;
        self.replace = None;
        self.filter.clear();
        self.selected = None;
        self.list_current = false;
        self.last_click = None;
        if !(self.request.purpose == Purpose::Save && self.name_typed) {
            self.name.clear();
            self.name_typed = false;
        }
        self.refresh();
    }

    /// Goes to the folder above, with the folder left selected in it.
    fn go_up(&mut self) {
        let Some(parent) = self.folder.parent().map(Path::to_path_buf) else { return };
        let left = self.folder.file_name().map(|n| n.to_string_lossy().into_owned());
        self.enter(parent);
        if let Some(position) = left.and_then(|left| self.position_of(&left)) {
            self.select(position, false);
            self.scroll_to_selected = true;
        }
    }

    /// Works out the entries shown after the listing, the filter, the kind
    /// or the order changed; a selection filtered out goes.
    fn refresh(&mut self) {
        let every_file = self.every_file;
        let request = &self.request;
        let kind = |name: &str| every_file || request.accepts(Path::new(name));
        self.shown = match &self.listing {
            Ok(listing) => listing::view(&listing.entries, kind, &self.filter, self.sort),
            Err(_) => Vec::new(),
        };
        if self.selected.as_ref().is_some_and(|s| self.position_of(s).is_none()) {
            self.selected = None;
            self.list_current = false;
        }
    }

    /// Where the entry named `name` is among those shown.
    fn position_of(&self, name: &str) -> Option<usize> {
        let listing = self.listing.as_ref().ok()?;
        self.shown.iter().position(|&i| listing.entries[i].name == name)
    }

    /// The entry shown at `position`.
    fn entry_at(&self, position: usize) -> Option<&listing::Entry> {
        let listing = self.listing.as_ref().ok()?;
        self.shown.get(position).map(|&i| &listing.entries[i])
    }

    /// Selects the entry shown at `position`. A file's name goes into the
    /// name field when `clicked`, or when no name was typed there (or the
    /// dialog opens a file); a folder clears a name that was not typed.
    fn select(&mut self, position: usize, clicked: bool) {
        let Some(entry) = self.entry_at(position).cloned() else { return };
        let take_name = clicked || !self.name_typed || self.request.purpose == Purpose::Open;
        if entry.folder && !self.name_typed {
            self.name.clear();
        } else if !entry.folder && take_name {
            self.name.clone_from(&entry.name);
            self.name_typed = false;
        }
        self.selected = Some(entry.name);
        self.list_current = true;
        self.problem = None;
    }

    /// Moves the selection `by` rows (the first or last row when none is
    /// selected), stopping at the ends.
    fn move_selection(&mut self, by: isize) {
        let count = self.shown.len();
        if count == 0 || by == 0 {
            return;
        }
        let position = match self.selected.as_ref().and_then(|s| self.position_of(s)) {
            None if by > 0 => 0,
            None => count - 1,
            Some(at) => at.saturating_add_signed(by).min(count - 1),
        };
        self.select(position, false);
        self.scroll_to_selected = true;
    }

    /// Acts on the selected entry (entering a folder, choosing a file), or
    /// on the name typed when the selection is not what was last touched.
    fn activate(&mut self) -> InAppOutcome {
        let selected = self.selected.clone().filter(|_| self.list_current);
        let entry = selected.and_then(|name| self.position_of(&name)).and_then(|p| self.entry_at(p)).cloned();
        match entry {
            Some(entry) if entry.folder => {
                self.enter(self.folder.join(&entry.name));
                InAppOutcome::Open
            }
            Some(entry) => {
                self.name = entry.name;
                self.choose()
            }
            None => self.choose(),
        }
    }

    /// Goes where the folder bar says: a folder is entered, a file's folder
    /// is entered with the file selected.
    fn go_to_typed(&mut self) {
        let typed = self.folder_text.trim();
        let path = match typed.strip_prefix('~') {
            Some(rest) if rest.is_empty() || rest.starts_with('/') => home().join(rest.trim_start_matches('/')),
            _ => PathBuf::from(typed),
        };
        let path = self.folder.join(path);
        if path.is_dir() {
            self.enter(path);
        } else if let (true, Some(parent), Some(name)) = (path.is_file(), path.parent(), path.file_name()) {
            let name = name.to_string_lossy().into_owned();
            self.enter(parent.to_path_buf());
            if let Some(position) = self.position_of(&name) {
                self.select(position, true);
                self.scroll_to_selected = true;
            }
        } else {
            self.problem = Some(format!("There is no folder {}.", path.display()));
        }
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

    /// After the filter changed: the first entry that matches is selected.
    fn filter_changed(&mut self) {
        self.refresh();
        if !self.filter.trim().is_empty() && !self.shown.is_empty() {
            self.select(0, false);
            self.scroll_to_selected = true;
        }
    }

    /// Draws the dialog over the layer `over` (that of its Browse… button);
    /// its outcome this frame.
    pub fn show(&mut self, ctx: &egui::Context, over: egui::LayerId) -> InAppOutcome {
        let keys = self.keys(ctx);
        let mut outcome = self.obey(ctx, &keys);
        let frame = egui::Frame::popup(&ctx.global_style());
        let outer = (ctx.content_rect().size() * SHARE_OF_WINDOW).min(LARGEST);
        let inner = (outer - frame.total_margin().sum()).max(Vec2::ZERO);
        let id = egui::Id::unique("parlour-file-dialog");
        let layer = egui::LayerId::new(egui::Order::Foreground, id);
        if over.order == layer.order && over != layer {
            // Above the dialog whose Browse… opened it, whatever order the
            // layers were left in (egui remembers it from one run to the next).
            ctx.set_sublayer(over, layer);
        }
        crate::desktop::dialog(id, &self.request.title).frame(frame).show(ctx, |ui| {
            ui.set_min_size(inner);
            ui.set_max_size(inner);
            let drawn = self.dialog_ui(ui);
            if outcome == InAppOutcome::Open {
                outcome = drawn;
            }
        });
        self.first_frame = false;
        if let InAppOutcome::Picked(path) = &outcome {
            remember_folder(ctx, path);
        }
        outcome
    }

    /// The whole dialog in `ui`, which has the dialog's size.
    fn dialog_ui(&mut self, ui: &mut egui::Ui) -> InAppOutcome {
        let row = ui.spacing().interact_size.y;
        ui.add(egui::Label::new(egui::RichText::new(&self.request.title).heading()).truncate());
        self.folder_bar_ui(ui, row);
        ui.add_space(2.0);
        let mut outcome = InAppOutcome::Open;
        ui.with_layout(Layout::bottom_up(Align::Min), |ui| {
            let width = ui.available_width();
            ui.allocate_ui_with_layout(vec2(width, row), Layout::right_to_left(Align::Center), |ui| {
                outcome = match self.replace.clone() {
                    Some(path) => self.replace_ui(ui, &path),
                    None => self.buttons_ui(ui),
                };
            });
            ui.allocate_ui_with_layout(vec2(width, row), Layout::left_to_right(Align::Center), |ui| {
                if self.new_folder.is_some() {
                    self.new_folder_ui(ui);
                } else {
                    self.status_ui(ui);
                }
            });
            ui.allocate_ui_with_layout(vec2(width, row), Layout::left_to_right(Align::Center), |ui| {
                self.name_ui(ui);
            });
            ui.separator();
            let middle = ui.available_size();
            ui.allocate_ui_with_layout(middle, Layout::left_to_right(Align::Min), |ui| {
                let places_width = (middle.x * 0.2).clamp(100.0, 170.0);
                ui.allocate_ui_with_layout(vec2(places_width, middle.y), Layout::top_down(Align::Min), |ui| {
                    self.places_ui(ui, row);
                });
                ui.separator();
                let rest = ui.available_size();
                ui.allocate_ui_with_layout(rest, Layout::top_down(Align::Min), |ui| {
                    if let InAppOutcome::Picked(path) = self.list_ui(ui, row) {
                        outcome = InAppOutcome::Picked(path);
                    }
                });
            });
        });
        outcome
    }

    /// Up, and the folder bar one can type a folder into.
    fn folder_bar_ui(&mut self, ui: &mut egui::Ui, row: f32) {
        let width = ui.available_width();
        ui.allocate_ui_with_layout(vec2(width, row), Layout::left_to_right(Align::Center), |ui| {
            let parent = self.folder.parent().is_some();
            let up = ui.add_enabled(parent, egui::Button::new("Up"));
            if up.on_hover_text("The folder above (Alt+Up, or Backspace)").clicked() {
                self.go_up();
            }
            let label = ui.label("Folder");
            let field = egui::TextEdit::singleline(&mut self.folder_text)
                .id(Field::Folder.id())
                .desired_width(ui.available_width());
            let response = ui.add(field).labelled_by(label.id);
            if crate::desktop::entered(&response) {
                self.go_to_typed();
            } else if !response.has_focus() && !response.lost_focus() && self.problem.is_none() {
                // Left without Enter: the bar shows where the dialog is.
                self.folder_text = self.folder.display().to_string();
            }
        });
    }

    /// The places to start from, in a column that scrolls if they are many.
    fn places_ui(&mut self, ui: &mut egui::Ui, row: f32) {
        ui.weak("Places");
        let mut go_to = None;
        egui::ScrollArea::vertical().id_salt("parlour-file-dialog-places").auto_shrink([false, false]).show(ui, |ui| {
            for (name, place) in Self::places(ui.ctx()) {
                let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), row), egui::Sense::hover());
                if rows::place_row(ui, rect, &name, &place, self.folder == place).clicked() {
                    go_to = Some(place);
                }
            }
        });
        if let Some(place) = go_to {
            self.enter(place);
        }
    }

    /// The filter, the headings and the list; a file when one was double
    /// clicked.
    fn list_ui(&mut self, ui: &mut egui::Ui, row: f32) -> InAppOutcome {
        let width = ui.available_width();
        ui.allocate_ui_with_layout(vec2(width, row), Layout::left_to_right(Align::Center), |ui| {
            let label = ui.label("Filter");
            let field = egui::TextEdit::singleline(&mut self.filter)
                .id(Field::Filter.id())
                .hint_text("type to find a name")
                .desired_width(ui.available_width());
            let response = ui.add(field).labelled_by(label.id);
            if self.first_frame && self.request.purpose == Purpose::Open {
                response.request_focus();
            }
            if response.changed() {
                self.filter_changed();
            }
        });
        // A picture's row is tall enough for its thumbnail, left of its name.
        let (line, picture) = if self.thumbnails.is_some() { (row * 2.0, row * 2.0) } else { (row, 0.0) };
        let (heading_rect, _) = ui.allocate_exact_size(vec2(width, row), egui::Sense::hover());
        let columns = Columns::new(heading_rect.left() + picture, heading_rect.right());
        let sort = rows::headings(ui, heading_rect, columns, self.sort);
        if sort != self.sort {
            self.sort = sort;
            self.refresh();
            self.scroll_to_selected = self.selected.is_some();
        }
        // Whole rows: none is cut at the foot of the list until it scrolls.
        self.page = (ui.available_height() / line).floor().max(1.0) as usize;
        let height = line * self.page as f32;
        let selected = self.selected.as_ref().and_then(|s| self.position_of(s));
        let scroll_to = selected.filter(|_| self.scroll_to_selected);
        self.scroll_to_selected = false;
        let Ok(listing) = &self.listing else {
            let problem = self.listing.as_ref().err().cloned().unwrap_or_default();
            ui.colored_label(ui.visuals().error_fg_color, problem);
            return InAppOutcome::Open;
        };
        if self.shown.is_empty() {
            ui.weak(if self.filter.trim().is_empty() {
                "Nothing here of this kind.".to_owned()
            } else {
                format!("No name here holds “{}”.", self.filter.trim())
            });
            return InAppOutcome::Open;
        }
        let now = SystemTime::now();
        let mut clicked = None;
        ui.scope(|ui| {
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            egui::ScrollArea::vertical()
                .id_salt(("parlour-file-dialog-entries", &self.folder))
                .auto_shrink([false, false])
                .max_height(height)
                .show_viewport(ui, |ui, viewport| {
                    let full = ui.max_rect();
                    ui.set_height(line * self.shown.len() as f32);
                    let row_rect = |at: usize| {
                        egui::Rect::from_min_size(
                            egui::pos2(full.left(), full.top() + line * at as f32),
                            vec2(full.width(), line),
                        )
                    };
                    if let Some(at) = scroll_to {
                        ui.scroll_to_rect(row_rect(at), None);
                    }
                    let columns = Columns::new(full.left() + picture, full.right());
                    let first = (viewport.min.y / line).floor().max(0.0) as usize;
                    let last = ((viewport.max.y / line).ceil().max(0.0) as usize).min(self.shown.len());
                    for at in first..last {
                        let entry = &listing.entries[self.shown[at]];
                        let rect = row_rect(at);
                        if rows::entry_row(ui, rect, columns, entry, selected == Some(at), now).clicked() {
                            clicked = Some(at);
                        }
                        if let (Some(thumbnails), false) = (self.thumbnails.as_mut(), entry.folder) {
                            let square = egui::Rect::from_min_size(rect.min, vec2(picture, picture)).shrink(2.0);
                            let texture = thumbnails.get(ui.ctx(), &self.folder.join(&entry.name)).ok().flatten();
                            thumbnails::paint(ui, square, texture);
                        }
                    }
                });
        });
        let Some(at) = clicked else { return InAppOutcome::Open };
        let Some(name) = self.entry_at(at).map(|e| e.name.clone()) else { return InAppOutcome::Open };
        let time = ui.input(|i| i.time);
        let delay = ui.ctx().options(|o| o.input_options.max_double_click_delay);
        let again = self.last_click.as_ref().is_some_and(|(last, at)| *last == name && time - *at <= delay);
        self.select(at, true);
        if again {
            self.last_click = None;
            self.single_until = time + delay;
            return self.activate();
        }
        self.last_click = (time > self.single_until).then_some((name, time));
        InAppOutcome::Open
    }

    /// Acts on the name: a folder is entered, a file to open must exist, a
    /// file to save gets its kind's extension and is replaced only when confirmed.
    fn choose(&mut self) -> InAppOutcome {
        let name = self.name.trim().to_owned();
        if name.is_empty() {
            return InAppOutcome::Open;
        }
        // "~/" is the home folder, as in a shell.
        let named = crate::files::typed_path(&name);
        let mut path = self.folder.join(&named);
        if path.is_dir() {
            self.name.clear();
            self.name_typed = false;
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
                    path = self.folder.join(format!("{}.{extension}", named.display()));
                }
                // A name with a new folder in it ("new/tiles.ron") makes
                // that folder, inside this one, as the file is written.
                let inside = path.parent().is_some_and(|p| p.starts_with(&self.folder)) && named.is_relative();
                if !inside && !path.parent().is_some_and(Path::is_dir) {
                    self.problem = Some(format!("There is no folder {}.", path.parent().unwrap_or(&path).display()));
                    InAppOutcome::Open
                } else if path.exists() {
                    self.replace = Some(path);
                    self.replace_asked = true;
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
