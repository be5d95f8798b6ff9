//! The Unicorn Jelly bench: the set's tiles searched and filtered by kind,
//! the form of the tile picked with the engine's verdict beside each field,
//! its face as it will print, its balance, and the balance of the whole set.

use std::path::{Path, PathBuf};

use parlour_core::games::unicorn_jelly::{self as uj, Kind, TileDef, TileSet, UnicornJelly};
use parlour_designer::games::unicorn_jelly::face::{self as face, TILE_MM};
use parlour_designer::print::art;

use super::art_field::{ArtCache, ArtSource, art_field_ui, preview_ui};
use super::balance_panel::BalancePanel;
use super::draft::Draft;
use super::item_table::{Cell, ItemTable, Row};
use super::set_balance::{Entry, SetBalance};
use super::tile_form::tile_form_ui;
use parlour_core::design::Design;

/// The tile set being designed.
pub struct TileBench {
    draft: Draft<TileSet>,
    selected: Option<usize>,
    search: String,
    kind: Option<Kind>,
    /// The art file being typed for import.
    art_source: ArtSource,
    balance: BalancePanel<UnicornJelly>,
    set_balance: SetBalance<UnicornJelly>,
    table: ItemTable,
}

/// Which field of a tile an edit changed, so that typing in it is one undo step.
fn changed_field(old: &TileDef, new: &TileDef) -> &'static str {
    if old.name != new.name {
        "name"
    } else if old.flavour != new.flavour {
        "flavour"
    } else if old.power != new.power {
        "power"
    } else if old.count != new.count {
        "count"
    } else {
        "other"
    }
}

impl TileBench {
    /// The set left in `data_dir` last time, or a copy of the default set.
    pub fn new(data_dir: &Path) -> Self {
        let fallback = || TileSet { name: "My tiles".to_owned(), ..TileSet::default_set().clone() };
        Self {
            draft: Draft::new(data_dir.join("workshop-autosave.ron"), fallback),
            selected: Some(0),
            search: String::new(),
            kind: None,
            art_source: ArtSource::default(),
            balance: BalancePanel::default(),
            set_balance: SetBalance::default(),
            table: ItemTable::default(),
        }
    }

    /// The set being edited.
    pub fn set(&self) -> &TileSet {
        self.draft.value()
    }

    /// The folder of the set's file, once it has one.
    pub fn folder(&self) -> Option<PathBuf> {
        self.draft.folder()
    }

    /// The file last saved or opened, if any.
    pub fn file(&self) -> Option<&std::path::Path> {
        self.draft.file()
    }

    /// The file bar, play-test and the set's verdict.
    pub fn bar_ui(&mut self, ui: &mut egui::Ui) -> Option<Design> {
        if self.draft.bar_ui(ui) {
            self.selected = Some(0);
        }
        self.selected = self.selected.filter(|&i| i < self.set().tiles.len());
        ui.separator();
        let problems = self.set().problems();
        let play = ui.add_enabled(problems.is_empty(), egui::Button::new("Play-test"));
        let mut request = None;
        if play.on_hover_text("Play this set against a medium bot").clicked() {
            request = Some(Design::TileSet(self.set().clone()));
        }
        let balance = ui.add_enabled(problems.is_empty(), egui::Button::new("Balance the set"));
        if balance
            .on_hover_text("Which tiles are too strong or too weak: every tile measured against the rest")
            .clicked()
        {
            self.set_balance.open = true;
        }
        let ready = format!("{} tiles in {} designs: ready to play", self.set().total(), self.set().tiles.len());
        self.draft.verdict_ui(ui, problems.len(), &ready);
        request
    }

    /// Whether the list shows `tile`: it has the kind chosen and its name
    /// holds the search, in any case.
    fn shows(&self, tile: &TileDef) -> bool {
        self.kind.is_none_or(|k| k == tile.kind) && tile.name.to_lowercase().contains(&self.search.to_lowercase())
    }

    /// The Balance the set window, when open; a design clicked there is
    /// picked.
    pub fn set_balance_ui(&mut self, ctx: &egui::Context) {
        if !self.set_balance.open {
            return;
        }
        let set = self.draft.value();
        let entries: Vec<Entry> = set
            .tiles
            .iter()
            .enumerate()
            .map(|(index, t)| Entry {
                index,
                name: t.name.clone(),
                content: format!("{:?}", (&t.name, t.kind, t.power, &t.abilities, t.count)),
                shown: self.shows(t),
            })
            .collect();
        let options = || uj::Options { set: Some(set.clone()), ..uj::Options::default() };
        if let Some(index) = self.set_balance.ui(ctx, &entries, set.problems().is_empty(), options) {
            self.selected = Some(index);
        }
    }

    /// The tiles, searched and filtered; new and delete.
    pub fn list_ui(&mut self, ui: &mut egui::Ui) {
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
                let mut set = self.set().clone();
                // One more than the tiles there are: some name in 1..=len+1 is free.
                let free = (1..=set.tiles.len() + 1).map(|n| format!("New tile {n}")).find(|n| set.tile(n).is_none());
                let kind = self.kind.unwrap_or(Kind::Hero);
                set.tiles.push(TileDef {
                    name: free.unwrap_or_default(),
                    kind,
                    power: kind.has_power().then_some(1),
                    abilities: Vec::new(),
                    count: 1,
                    flavour: String::new(),
                    art: None,
                });
                self.selected = Some(set.tiles.len() - 1);
                self.draft.edit(set, None);
            }
            if let Some(i) = self.selected
                && ui.button("Delete tile").clicked()
            {
                let mut set = self.set().clone();
                set.tiles.remove(i);
                self.selected = (!set.tiles.is_empty()).then(|| i.min(set.tiles.len() - 1));
                self.draft.edit(set, None);
            }
        });
        ui.separator();
        let rows = self
            .set()
            .tiles
            .iter()
            .enumerate()
            .filter(|(_, t)| self.shows(t))
            .map(|(index, tile)| Row {
                index,
                faulty: !tile.problems(index).is_empty(),
                cells: vec![
                    Cell::text(tile.name.clone()),
                    Cell::text(tile.kind.to_string()),
                    tile.power.map_or_else(|| Cell::number("–", -1.0), |p| Cell::number(p.to_string(), f64::from(p))),
                    Cell::number(format!("×{}", tile.count), f64::from(tile.count)),
                ],
            })
            .collect();
        let columns = ["Name", "Kind", "Power", "Count"];
        if let Some(index) = self.table.ui(ui, "tile-list", &columns, rows, self.selected) {
            self.selected = Some(index);
        }
    }

    /// The form of the tile picked, its face, and its balance.
    pub fn item_ui(&mut self, ui: &mut egui::Ui, art: &mut ArtCache) {
        let Some(index) = self.selected else {
            ui.label("Pick a tile on the left, or make a new one.");
            return;
        };
        let mut tile = self.set().tiles[index].clone();
        let problems = tile.problems(index);
        let folder = self.draft.folder();
        ui.columns(2, |columns| {
            egui::ScrollArea::vertical().id_salt("tile-form").show(&mut columns[0], |ui| {
                tile_form_ui(ui, &mut tile, &problems);
                ui.add_space(6.0);
                ui.label("Art");
                if let Some(message) =
                    art_field_ui(ui, folder.as_deref(), art::print_side(TILE_MM), &mut tile.art, &mut self.art_source)
                {
                    self.draft.status = message;
                }
            });
            let ui = &mut columns[1];
            let drawn = face::tile(&tile, None, TILE_MM);
            let width = ui.available_width().min(320.0);
            preview_ui(ui, &drawn, width, &tile.name, folder.as_deref(), art);
            ui.separator();
            let set = self.draft.value();
            let options = || uj::Options { set: Some(set.clone()), ..uj::Options::default() };
            self.balance.ui(ui, &tile.name, set.problems().is_empty(), options);
        });
        let old = &self.set().tiles[index];
        if &tile != old {
            let key = format!("tile {index} {}", changed_field(old, &tile));
            let mut set = self.set().clone();
            set.tiles[index] = tile;
            self.draft.edit(set, Some(key));
        }
    }
}
