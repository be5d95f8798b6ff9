//! The workshop: design Unicorn Jelly tiles. A list of the set's tiles with
//! search and a kind filter, the form for the tile picked, its face as it
//! will look (and print), the engine's verdict on every edit, undo and
//! redo, files in RON or CSV written atomically, an autosave, and a button
//! that plays the set against a bot.

mod tile_form;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use parlour_core::games::unicorn_jelly::{Kind, TileDef, TileSet};
use parlour_designer::paint::paint_face;
use parlour_designer::tile_csv;
use parlour_designer::unicorn_jelly_face::{self as face, TILE_MM};

use self::tile_form::tile_form_ui;
use super::files::write_atomically;

/// What the workshop asked the app for this frame.
pub enum WorkshopRequest {
    /// Nothing.
    None,
    /// Back to the shelf.
    Shelf,
    /// Play a game with this set.
    PlayTest(TileSet),
}

/// The workshop's state.
pub struct Workshop {
    set: TileSet,
    /// The set as last saved or opened (to tell unsaved changes).
    saved: TileSet,
    /// The set's file, as typed.
    path: String,
    selected: Option<usize>,
    search: String,
    kind: Option<Kind>,
    undo: Vec<TileSet>,
    redo: Vec<TileSet>,
    /// The last thing that happened, or went wrong, in words.
    status: String,
    /// Where edits are kept as they are made.
    autosave: PathBuf,
}

impl Workshop {
    /// The workshop, with the set being edited when it was last left (kept
    /// in `data_dir`), or a copy of the default set.
    pub fn new(data_dir: &Path) -> Self {
        let autosave = data_dir.join("workshop-autosave.ron");
        let kept = std::fs::read_to_string(&autosave).ok().and_then(|text| ron::from_str::<TileSet>(&text).ok());
        let set = kept.unwrap_or_else(|| TileSet { name: "My tiles".to_owned(), ..TileSet::default_set().clone() });
        Self {
            saved: set.clone(),
            set,
            path: String::new(),
            selected: Some(0),
            search: String::new(),
            kind: None,
            undo: Vec::new(),
            redo: Vec::new(),
            status: String::new(),
            autosave,
        }
    }

    /// The set being edited.
    pub fn set(&self) -> &TileSet {
        &self.set
    }

    /// Whether there are edits not saved to a file.
    pub fn unsaved(&self) -> bool {
        self.set != self.saved
    }

    /// Applies an edit: undoable, and autosaved at once.
    fn edit(&mut self, set: TileSet) {
        if set == self.set {
            return;
        }
        self.undo.push(std::mem::replace(&mut self.set, set));
        self.redo.clear();
        if let Err(e) = write_atomically(&self.autosave, &self.set.to_ron()) {
            self.status = format!("Could not autosave: {e:#}");
        }
    }

    fn step_back(&mut self, forward: bool) {
        let (from, to) = if forward { (&mut self.redo, &mut self.undo) } else { (&mut self.undo, &mut self.redo) };
        if let Some(set) = from.pop() {
            to.push(std::mem::replace(&mut self.set, set));
            self.selected = self.selected.filter(|&i| i < self.set.tiles.len());
        }
    }

    /// Saves to the typed path: CSV for a `.csv` file, RON otherwise.
    fn save(&mut self) -> Result<()> {
        let path = PathBuf::from(self.path.trim());
        anyhow::ensure!(!self.path.trim().is_empty(), "type a file name first");
        let csv = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv"));
        let text = if csv { tile_csv::to_csv(&self.set) } else { self.set.to_ron() };
        write_atomically(&path, &text)?;
        self.saved = self.set.clone();
        Ok(())
    }

    /// Opens the typed path (CSV or RON); a file that is not a valid set
    /// changes nothing.
    fn open(&mut self) -> Result<()> {
        let path = PathBuf::from(self.path.trim());
        let text = std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let set = if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv")) {
            let name = path.file_stem().map_or_else(|| "Imported".to_owned(), |s| s.to_string_lossy().into_owned());
            tile_csv::from_csv(&name, &text)?
        } else {
            TileSet::from_ron(&text)?
        };
        self.edit(set.clone());
        self.saved = set;
        self.selected = Some(0);
        Ok(())
    }

    /// Draws the workshop.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> WorkshopRequest {
        let mut request = WorkshopRequest::None;
        egui::Panel::top("workshop-bar").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| request = self.bar_ui(ui));
        });
        egui::Panel::left("workshop-list").resizable(true).default_size(240.0).show(ui, |ui| self.list_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| self.tile_ui(ui));
        request
    }

    /// Files, undo, play-test and the set's verdict.
    fn bar_ui(&mut self, ui: &mut egui::Ui) -> WorkshopRequest {
        let mut request = WorkshopRequest::None;
        if ui.button("Back to the shelf").clicked() {
            request = WorkshopRequest::Shelf;
        }
        ui.separator();
        let label = ui.label("Set name");
        let mut name = self.set.name.clone();
        if ui.add(egui::TextEdit::singleline(&mut name).desired_width(140.0)).labelled_by(label.id).changed() {
            self.edit(TileSet { name, ..self.set.clone() });
        }
        let label = ui.label("Set file");
        ui.add(egui::TextEdit::singleline(&mut self.path).hint_text("tiles.ron or tiles.csv").desired_width(220.0))
            .labelled_by(label.id);
        if ui.button("Open set").clicked() {
            self.status = match self.open() {
                Ok(()) => format!("Opened {}", self.path.trim()),
                Err(e) => format!("Could not open: {e:#}"),
            };
        }
        let save = if self.unsaved() { "Save set*" } else { "Save set" };
        if ui.button(save).on_hover_text("RON, or CSV for a .csv file").clicked() {
            self.status = match self.save() {
                Ok(()) => format!("Saved {}", self.path.trim()),
                Err(e) => format!("Could not save: {e:#}"),
            };
        }
        ui.separator();
        if ui.add_enabled(!self.undo.is_empty(), egui::Button::new("Undo edit")).clicked() {
            self.step_back(false);
        }
        if ui.add_enabled(!self.redo.is_empty(), egui::Button::new("Redo edit")).clicked() {
            self.step_back(true);
        }
        ui.separator();
        let problems = self.set.problems();
        let play = ui.add_enabled(problems.is_empty(), egui::Button::new("Play-test"));
        if play.on_hover_text("Play this set against a medium bot").clicked() {
            request = WorkshopRequest::PlayTest(self.set.clone());
        }
        let verdict = match problems.len() {
            0 => format!("{} tiles in {} designs: ready to play", self.set.total(), self.set.tiles.len()),
            n => format!("{n} problem{} to fix before playing", if n == 1 { "" } else { "s" }),
        };
        ui.label(verdict);
        if !self.status.is_empty() {
            ui.separator();
            ui.label(&self.status);
        }
        request
    }

    /// The tiles, searched and filtered; new and delete.
    fn list_ui(&mut self, ui: &mut egui::Ui) {
        ui.add_space(4.0);
        let label = ui.label("Search");
        ui.text_edit_singleline(&mut self.search).labelled_by(label.id);
        egui::ComboBox::from_id_salt("kind-filter")
            .selected_text(self.kind.map_or("Every kind".to_owned(), |k| k.plural().to_owned()))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.kind, None, "Every kind");
                for kind in Kind::ALL {
                    ui.selectable_value(&mut self.kind, Some(kind), kind.plural());
                }
            });
        ui.horizontal(|ui| {
            if ui.button("New tile").clicked() {
                let mut set = self.set.clone();
                // One more than the tiles there are: some name in 1..=len+1 is free.
                let free = (1..=set.tiles.len() + 1).map(|n| format!("New tile {n}")).find(|n| set.tile(n).is_none());
                let name = free.unwrap_or_default();
                let kind = self.kind.unwrap_or(Kind::Hero);
                let power = kind.has_power().then_some(1);
                set.tiles.push(TileDef { name, kind, power, abilities: Vec::new(), count: 1, flavour: String::new() });
                self.selected = Some(set.tiles.len() - 1);
                self.edit(set);
            }
            if let Some(i) = self.selected
                && ui.button("Delete tile").clicked()
            {
                let mut set = self.set.clone();
                set.tiles.remove(i);
                self.selected = (!set.tiles.is_empty()).then(|| i.min(set.tiles.len() - 1));
                self.edit(set);
            }
        });
        ui.separator();
        let search = self.search.to_lowercase();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (i, tile) in self.set.tiles.iter().enumerate() {
                if self.kind.is_some_and(|k| k != tile.kind) || !tile.name.to_lowercase().contains(&search) {
                    continue;
                }
                let faulty = !tile.problems(i).is_empty();
                let text = format!("{}{} ({}, ×{})", if faulty { "⚠ " } else { "" }, tile.name, tile.kind, tile.count);
                if ui.selectable_label(self.selected == Some(i), text).clicked() {
                    self.selected = Some(i);
                }
            }
        });
    }

    /// The form of the tile picked, its face, and what is wrong with it.
    fn tile_ui(&mut self, ui: &mut egui::Ui) {
        let Some(index) = self.selected.filter(|&i| i < self.set.tiles.len()) else {
            ui.label("Pick a tile on the left, or make a new one.");
            return;
        };
        let mut tile = self.set.tiles[index].clone();
        let problems = tile.problems(index);
        ui.columns(2, |columns| {
            egui::ScrollArea::vertical().show(&mut columns[0], |ui| tile_form_ui(ui, &mut tile, &problems));
            let ui = &mut columns[1];
            let drawn = face::tile(&tile, None, TILE_MM);
            let side = ui.available_width().min(320.0);
            let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
            paint_face(ui.painter(), rect, &drawn);
            response.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Image, true, format!("Preview of {}", tile.name))
            });
            ui.weak(format!("Printed {TILE_MM} mm square"));
            for warning in &drawn.warnings {
                ui.colored_label(ui.visuals().warn_fg_color, format!("On the face, {warning}"));
            }
        });
        if tile != self.set.tiles[index] {
            let mut set = self.set.clone();
            set.tiles[index] = tile;
            self.edit(set);
        }
    }
}
