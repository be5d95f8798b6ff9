//! The Unicorn Jelly bench: the set's tiles searched and filtered by kind,
//! the form of the tile picked with the engine's verdict beside each field,
//! its face as it will print, its balance, and the balance of the whole set.

use std::path::Path;

use parlour_core::Problem;
use parlour_core::design::Design;
use parlour_core::typeface::Typeface;
use parlour_core::face_layout::{Crop, FaceLayout};
use parlour_core::format::Format;
use parlour_core::games::unicorn_jelly::{self as uj, Kind, TileDef, TileSet};
use parlour_designer::designs::PrintableDesign;
use parlour_designer::games::unicorn_jelly::face::{self as face, TILE_MM};
use parlour_designer::print::art;
use parlour_designer::print::typeset::below_set;
use parlour_designer::print::job::ItemSize;

use super::art_field::ArtCache;
use super::bench::{Bench, Benched};
use super::editable::{self, Editable};
use super::item_table::Cell;
use super::set_balance::Entry;
use super::tile_form::tile_form_ui;
use super::workbench::DesignBench;

/// The tile set being designed.
pub struct TileBench {
    bench: Bench<TileSet>,
}

impl Benched for TileSet {
    type Item = TileDef;
    type Filter = Kind;

    const ITEM: &'static str = "tile";
    const FILTER: &'static str = "kind";
    const FILTERS: &'static [Kind] = &Kind::ALL;
    const COLUMNS: &'static [&'static str] = &["Name", "Kind", "Power", "Count"];

    fn items(&self) -> &[TileDef] {
        &self.tiles
    }

    fn items_mut(&mut self) -> &mut Vec<TileDef> {
        &mut self.tiles
    }

    fn item_name(tile: &TileDef) -> &str {
        &tile.name
    }

    fn filter_of(tile: &TileDef) -> Kind {
        tile.kind
    }

    fn filter_name(kind: Kind) -> String {
        kind.plural().to_owned()
    }

    fn colours_mut(&mut self) -> &mut Vec<(Kind, [u8; 3])> {
        &mut self.colours
    }

    fn parlour_colour(kind: Kind) -> [u8; 3] {
        let [r, g, b, _] = face::kind_colour(kind).0;
        [r, g, b]
    }

    fn item_problems(tile: &TileDef, index: usize) -> Vec<Problem> {
        tile.problems(index)
    }

    fn cells(&self, tile: &TileDef) -> Vec<Cell> {
        vec![
            Cell::text(tile.name.clone()),
            Cell::text(tile.kind.to_string()),
            tile.power.map_or_else(|| Cell::number("–", -1.0), |p| Cell::number(p.to_string(), f64::from(p))),
            Cell::number(format!("×{}", tile.count), f64::from(tile.count)),
        ]
    }

    fn changed_field(old: &TileDef, new: &TileDef) -> &'static str {
        if old.name != new.name {
            "name"
        } else if old.flavour != new.flavour {
            "flavour"
        } else if old.power != new.power {
            "power"
        } else if old.count != new.count {
            "count"
        } else if old.art != new.art {
            "art"
        } else if old.crop != new.crop {
            "crop"
        } else {
            "other"
        }
    }

    fn back_art_mut(&mut self) -> &mut Option<String> {
        &mut self.back_art
    }

    fn layout_mut(&mut self) -> &mut FaceLayout {
        &mut self.layout
    }

    fn typeface_mut(&mut self) -> &mut Typeface {
        &mut self.typeface
    }

    fn new_item(name: String, kind: Option<Kind>) -> TileDef {
        let kind = kind.unwrap_or(Kind::Hero);
        TileDef {
            name,
            kind,
            power: kind.has_power().then_some(1),
            abilities: Vec::new(),
            count: 1,
            flavour: String::new(),
            art: None,
            crop: Crop::default(),
        }
    }
}

impl Editable for TileSet {
    const LABEL: &'static str = "set";
    const KIND: &'static str = "Tile sets";

    fn renamed(&self, name: String) -> Self {
        Self { name, ..self.clone() }
    }

    fn blank() -> Self {
        Self {
            format: Format,
            name: "New set".to_owned(),
            version: String::new(),
            tiles: Vec::new(),
            back_art: None,
            layout: FaceLayout::default(),
            typeface: Typeface::Sans,
        colours: Vec::new(),
        }
    }

    fn back_art(&self) -> Option<&str> {
        self.back_art.as_deref()
    }

    fn rename_file(&mut self, from: &str, to: &str) {
        let arts = self.tiles.iter_mut().map(|item| &mut item.art).chain([&mut self.back_art]);
        editable::rename_in(arts, &mut self.typeface, [from, to]);
    }

    fn beyond_csv(&self) -> Vec<&'static str> {
        let crops = self.tiles.iter().any(|item| !item.crop.is_whole());
        editable::beyond_csv(self.back_art.is_some(), self.layout, &self.typeface, !self.colours.is_empty(), crops)
    }
}

impl TileBench {
    /// The tile's face, and its balance in the set.
    fn face_and_balance_ui(&mut self, ui: &mut egui::Ui, tile: &mut TileDef, art: &mut ArtCache) {
        let look = face::look(self.set(), self.bench.folder().as_deref());
        let sizes = face::type_sizes(self.set(), &look);
        let mut shown = face::tile_typeset(tile, None, TILE_MM, &sizes, &look);
        shown.warnings.extend(below_set(&shown, &sizes));
        let full_bleed = self.set().layout == FaceLayout::FullBleed;
        let movable = tile.art.as_deref().filter(|_| full_bleed).map(|path| (path, &mut tile.crop));
        self.bench.face_ui(ui, &shown, 320.0, &tile.name, art, movable);
        let entries = self.balance_entries();
        self.bench.set_balance.follow_kept(&entries);
        let set = self.bench.draft.value().clone();
        let ready = set.problems().is_empty();
        let options = || uj::Options { set: Some(set), ..uj::Options::default() };
        self.bench.balance_ui(ui, &tile.name, &content(tile), ready, options);
    }

    /// The set's tiles as the games see them.
    fn balance_entries(&self) -> Vec<Entry> {
        let tiles = self.bench.draft.value().tiles.iter().enumerate();
        tiles.map(|(index, t)| Entry { index, name: t.name.clone(), content: content(t), shown: self.bench.shows(t) }).collect()
    }

    /// The set being edited.
    fn set(&self) -> &TileSet {
        self.bench.value()
    }
}

impl DesignBench for TileBench {
    type Design = TileSet;

    const TITLE: &'static str = "Unicorn Jelly tiles";
    const THINGS: &'static str = "tiles";

    /// The set left in `data_dir` last time, or a copy of the default set.
    fn new(data_dir: &Path) -> Self {
        let fallback = || TileSet { name: "My tiles".to_owned(), ..TileSet::default_set().clone() };
        Self { bench: Bench::new(data_dir.join("workshop-autosave.ron"), fallback) }
    }

    fn bench(&self) -> &Bench<TileSet> {
        &self.bench
    }

    fn bench_mut(&mut self) -> &mut Bench<TileSet> {
        &mut self.bench
    }

    /// The file bar, play-test and the set's verdict.
    fn bar_ui(&mut self, ui: &mut egui::Ui) -> Option<Design> {
        self.bench.file_bar_ui(ui);
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
            self.bench.set_balance.open = true;
        }
        request
    }

    /// The set's verdict and the last thing that happened, on a line of their own.
    fn verdict_ui(&self, ui: &mut egui::Ui) {
        let ready = format!("{} tiles in {} designs: ready to play", self.set().total(), self.set().tiles.len());
        self.bench.draft.verdict_ui(ui, &ready);
    }

    /// The Balance the set window, when open; a design clicked there is
    /// picked.
    fn set_balance_ui(&mut self, ctx: &egui::Context) {
        if !self.bench.set_balance.open {
            return;
        }
        let set = self.bench.draft.value();
        let entries = self.balance_entries();
        let options = || uj::Options { set: Some(set.clone()), ..uj::Options::default() };
        let asked = self.bench.set_balance.ui(ctx, &entries, set.problems().is_empty(), options);
        self.bench.answer(asked);
    }

    /// The form of the tile picked, its face, and its balance.
    fn item_ui(&mut self, ui: &mut egui::Ui, art: &mut ArtCache) {
        if self.bench.back_picked() {
            let back = self.set().back(ItemSize::Natural);
            let side = art::print_side(TILE_MM);
            egui::ScrollArea::vertical().id_salt("tile-back").show(ui, |ui| self.bench.back_ui(ui, &back, side, art));
            return;
        }
        let Some(index) = self.bench.selected else {
            Bench::<TileSet>::none_picked_ui(ui);
            return;
        };
        let mut tile = self.set().tiles[index].clone();
        // Its own problems, and the set's that name it (a name taken twice).
        let mut problems = tile.problems(index);
        let named = self.set().problems().into_iter().filter(|p| p.item == tile.name && !problems.contains(p));
        problems.extend(named.collect::<Vec<_>>());
        // Each column scrolls on its own, its scroll bar always there: a
        // row coming or going never narrows what is beside it.
        let scroll = |salt: &str| {
            egui::ScrollArea::vertical()
                .id_salt(salt)
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        };
        ui.columns(2, |columns| {
            scroll("tile-form").show(&mut columns[0], |ui| {
                tile_form_ui(ui, &mut tile, &problems);
                self.bench.art_ui(ui, art::print_side(TILE_MM), &mut tile.art, &mut tile.crop);
            });
            scroll("tile-face").show(&mut columns[1], |ui| self.face_and_balance_ui(ui, &mut tile, art));
        });
        self.bench.edit_item(index, tile);
    }
}

/// What the games see of a tile, as text: a changed tile has other text.
fn content(tile: &TileDef) -> String {
    format!("{:?}", (&tile.name, tile.kind, tile.power, &tile.abilities, tile.count))
}
