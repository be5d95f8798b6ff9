//! What every bench shares, whatever it designs: the design being edited
//! (its [`Draft`]), its items listed — searched by name, filtered by one
//! property, sorted by any column — with new and delete, the item picked
//! and its edits as undo steps, its art field and face, and the balance
//! panels of one item and of the whole set, and the line under each field
//! of a form where the engine's problems with it show. A design takes a
//! bench by implementing [`Benched`].

use std::path::{Path, PathBuf};

use parlour_core::Problem;
use parlour_core::face_layout::{Crop, FaceLayout};
use parlour_core::typeface::Typeface;
use parlour_designer::designs::PrintableDesign;
use parlour_designer::print::layout::Face;

use super::art_field::{ArtCache, ArtSource, art_field_ui, preview_ui};
use super::balance_panel::BalancePanel;
use super::crop_by_pointer;
use super::draft::Draft;
use super::editable::Editable;
use super::item_table::{Cell, ItemTable, Row};
use super::kept_figures::KeptFigures;
use super::set_balance::{Asked, SetBalance};

/// The game a design's balance is measured in.
type GameOf<D> = <D as PrintableDesign>::Game;

/// A design a bench edits, seen as a list of named items.
pub trait Benched: Editable {
    /// One of its items: a tile design, a card.
    type Item: Clone + PartialEq;
    /// What the list filters items by: a tile's kind, a card's suit.
    type Filter: Copy + PartialEq + 'static;

    /// An item in words, for buttons and hints: "tile", "card".
    const ITEM: &'static str;
    /// What the filter picks, in words: "kind", "suit".
    const FILTER: &'static str;
    /// The filter's choices, in order.
    const FILTERS: &'static [Self::Filter];
    /// The list's columns' titles; the first is the name.
    const COLUMNS: &'static [&'static str];

    /// The items.
    fn items(&self) -> &[Self::Item];
    /// The items, to change.
    fn items_mut(&mut self) -> &mut Vec<Self::Item>;
    /// An item's name.
    fn item_name(item: &Self::Item) -> &str;
    /// What the filter sees of an item.
    fn filter_of(item: &Self::Item) -> Self::Filter;
    /// A choice of the filter, as its box shows it when chosen.
    fn filter_name(filter: Self::Filter) -> String;
    /// The colours the design gives the filter's choices (kinds, suits),
    /// in place of Parlour's.
    fn colours_mut(&mut self) -> &mut Vec<(Self::Filter, [u8; 3])>;
    /// Parlour's colour for a choice of the filter.
    fn parlour_colour(filter: Self::Filter) -> [u8; 3];
    /// A choice of the filter, as the box's list offers it.
    fn filter_choice(filter: Self::Filter) -> String {
        Self::filter_name(filter)
    }
    /// The engine's problems with `item`, the `index`th of the design.
    fn item_problems(item: &Self::Item, index: usize) -> Vec<Problem>;
    /// The list's cells of `item`, one per column.
    fn cells(&self, item: &Self::Item) -> Vec<Cell>;
    /// Which field of an item an edit changed, so that typing in it is one
    /// undo step.
    fn changed_field(old: &Self::Item, new: &Self::Item) -> &'static str;
    /// A new item named `name`, of the filter's choice when one is chosen.
    fn new_item(name: String, filter: Option<Self::Filter>) -> Self::Item;
    /// Takes out the item at `index`, and whatever refers to it.
    fn remove_item(&mut self, index: usize) {
        self.items_mut().remove(index);
    }
    /// Puts `item` in place of the one at `index`, keeping what refers to it.
    fn replace_item(&mut self, index: usize, item: Self::Item) {
        self.items_mut()[index] = item;
    }
    /// The picture on every item's back, when the design has its own.
    fn back_art_mut(&mut self) -> &mut Option<String>;
    /// How every item's face is laid out.
    fn layout_mut(&mut self) -> &mut FaceLayout;
    /// The typeface every item's texts are set in.
    fn typeface_mut(&mut self) -> &mut Typeface;
}

/// The bleed the preview shows when it shows the cut lines, in mm: a print
/// shop's usual.
const PREVIEW_BLEED_MM: f32 = parlour_designer::print::trim::PRINT_SHOP_BLEED_MM;

/// `"{stem} {n}"` for the first `n` from 1 that no name `taken` has; one of
/// the first `count + 1` is free when `count` names are taken.
pub fn free_name(stem: &str, count: usize, taken: impl Fn(&str) -> bool) -> String {
    (1..=count + 1).map(|n| format!("{stem} {n}")).find(|n| !taken(n)).unwrap_or_default()
}

/// The engine's problems with `field`, under it in a form, in a line kept
/// for them whether there are any or not: a problem appearing as one types
/// never pushes the rest of the form down under the pointer. A problem too
/// long for the line is cut short and shown whole on hover, with the others.
pub fn field_problems_ui(ui: &mut egui::Ui, problems: &[Problem], field: &str) {
    let mine: Vec<&str> = problems.iter().filter(|p| p.field == field).map(|p| p.message.as_str()).collect();
    let text = match mine.as_slice() {
        [] => None,
        [one] => Some((*one).to_owned()),
        [first, ..] => Some(format!("{first} (and {} more)", mine.len() - 1)),
    };
    let text = text.map(|t| egui::RichText::new(t).color(ui.visuals().error_fg_color));
    reserved_line_ui(ui, text, &mine.join("\n"));
}

/// A line kept for `text` whether there is one or not, so that what is
/// under it stays put as it comes and goes; cut short to the line, in full
/// under the pointer (`hover`).
pub fn reserved_line_ui(ui: &mut egui::Ui, text: Option<egui::RichText>, hover: &str) {
    let line = ui.text_style_height(&egui::TextStyle::Body) + 2.0;
    let width = ui.available_width();
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(egui::vec2(width, line), layout, |ui| {
        ui.set_min_height(line);
        if let Some(text) = text {
            ui.add(egui::Label::new(text).truncate().show_tooltip_when_elided(false)).on_hover_text(hover);
        }
    });
}

/// A bench's state, for a design `D`.
pub struct Bench<D: Benched> {
    /// The design being edited, and its file.
    pub draft: Draft<D>,
    /// The item picked, by index.
    pub selected: Option<usize>,
    search: String,
    filter: Option<D::Filter>,
    art_source: ArtSource,
    /// The balance of the item picked.
    pub balance: BalancePanel<GameOf<D>>,
    /// The Balance the set window.
    pub set_balance: SetBalance<GameOf<D>>,
    table: ItemTable,
    /// Whether previews show the bleed and the bleed, cut and safe lines.
    show_lines: bool,
    /// Whether the back is picked in the list, in place of an item.
    back_picked: bool,
    back_source: ArtSource,
}

impl<D: Benched> Bench<D> {
    /// The design left in `autosave` last time, or `fallback`, its first item
    /// picked.
    pub fn new(autosave: PathBuf, fallback: impl FnOnce() -> D) -> Self {
        let mut set_balance = SetBalance::default();
        let stem = autosave.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        set_balance.kept = KeptFigures::in_file(autosave.with_file_name(format!("{stem}-balance.ron")));
        Self {
            draft: Draft::new(autosave, fallback),
            selected: Some(0),
            search: String::new(),
            filter: None,
            art_source: ArtSource::default(),
            balance: BalancePanel::default(),
            set_balance,
            table: ItemTable::default(),
            show_lines: false,
            back_picked: false,
            back_source: ArtSource::default(),
        }
    }

    /// The design being edited.
    pub fn value(&self) -> &D {
        self.draft.value()
    }

    /// Does what was asked in the Balance the set window: opens a design,
    /// or makes a suggested fix, one edit Undo takes back.
    pub fn answer(&mut self, asked: Option<Asked<<GameOf<D> as parlour_designer::balance::Balanced>::Design>>) {
        match asked {
            Some(Asked::Open(index)) => self.selected = Some(index),
            Some(Asked::Apply(design)) => {
                let fixed = self.draft.value().with_item(&design);
                self.draft.edit(fixed, None);
            }
            None => {}
        }
    }

    /// The balance panel of the design `card`, whose games see `content`:
    /// figures measured here or in the Balance the set window, before or
    /// since Parlour was last closed, are shown and kept alike.
    pub fn balance_ui(
        &mut self,
        ui: &mut egui::Ui,
        card: &str,
        content: &str,
        ready: bool,
        options: impl FnOnce() -> <GameOf<D> as parlour_core::game::Game>::Options,
    ) {
        let known = self.set_balance.report(self.balance.games(), content).cloned();
        if let Some(report) = self.balance.ui(ui, card, ready, known.as_ref(), options) {
            self.set_balance.record(content, report);
        }
    }

    /// The folder of the design's file, once it has one.
    pub fn folder(&self) -> Option<PathBuf> {
        self.draft.folder()
    }

    /// The file last saved or opened, if any.
    pub fn file(&self) -> Option<&Path> {
        self.draft.file()
    }

    /// The file bar; the first item is picked when another design was
    /// opened or started, and the pick stays within the items. Returns
    /// whether another design was.
    pub fn file_bar_ui(&mut self, ui: &mut egui::Ui) -> bool {
        let other = self.draft.bar_ui(ui);
        if other {
            self.another_design();
        }
        self.selected = self.selected.filter(|&i| i < self.value().items().len());
        other
    }

    /// Opens `path` as the file bar's Open does, the first item picked
    /// once it is open.
    pub fn open_file(&mut self, path: &Path) -> Result<(), String> {
        self.draft.open_file(path)?;
        self.another_design();
        Ok(())
    }

    /// Another design opened or started: its first item picked, the list
    /// showing all of it, and nothing found for the last one shown for it.
    fn another_design(&mut self) {
        self.selected = Some(0);
        self.search.clear();
        self.filter = None;
        self.set_balance.another_design();
    }

    /// Whether the list shows `item`: it has the filter's choice and its
    /// name holds the search, in any case.
    pub fn shows(&self, item: &D::Item) -> bool {
        self.filter.is_none_or(|f| f == D::filter_of(item))
            && D::item_name(item).to_lowercase().contains(&self.search.to_lowercase())
    }

    /// The items, searched and filtered; new and delete.
    pub fn list_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.label("Search");
        ui.text_edit_singleline(&mut self.search).labelled_by(label.id);
        let every = format!("Every {}", D::FILTER);
        egui::ComboBox::from_id_salt(format!("{}-filter", D::FILTER))
            .selected_text(self.filter.map_or_else(|| every.clone(), D::filter_name))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.filter, None, &every);
                for &choice in D::FILTERS {
                    ui.selectable_value(&mut self.filter, Some(choice), D::filter_choice(choice));
                }
            });
        ui.horizontal(|ui| {
            if ui.button(format!("New {}", D::ITEM)).clicked() {
                let mut value = self.value().clone();
                let stem = format!("New {}", D::ITEM);
                let name =
                    free_name(&stem, value.items().len(), |n| value.items().iter().any(|i| D::item_name(i) == n));
                // With the last of its kind, so the set keeps its order and prints it in that order.
                let item = D::new_item(name, self.filter);
                let kind = D::filter_of(&item);
                let items = value.items_mut();
                let at = items.iter().rposition(|i| D::filter_of(i) == kind).map_or(items.len(), |i| i + 1);
                items.insert(at, item);
                self.selected = Some(at);
                // A new design starts with an empty art field, whatever was typed for the design before.
                self.art_source.forget_typed();
                self.back_picked = false;
                self.draft.edit(value, None);
            }
            if let Some(i) = self.selected
                && ui.button(format!("Delete {}", D::ITEM)).clicked()
            {
                let mut value = self.value().clone();
                value.remove_item(i);
                self.selected = (!value.items().is_empty()).then(|| i.min(value.items().len() - 1));
                self.draft.edit(value, None);
            }
        });
        let back = format!("The back of every {}", D::ITEM);
        if ui.selectable_label(self.back_picked, back).clicked() {
            self.back_picked = true;
        }
        ui.separator();
        let value = self.draft.value();
        // A design is marked for its own problems and for those the set
        // names it in (another of the same name).
        let named: Vec<String> = value.problems().into_iter().map(|p| p.item).collect();
        let rows = value
            .items()
            .iter()
            .enumerate()
            .filter(|(_, item)| self.shows(item))
            .map(|(index, item)| Row {
                index,
                faulty: !D::item_problems(item, index).is_empty() || named.iter().any(|n| n == D::item_name(item)),
                cells: value.cells(item),
            })
            .collect();
        let selected = self.selected.filter(|_| !self.back_picked);
        if let Some(index) = self.table.ui(ui, &format!("{}-list", D::ITEM), D::COLUMNS, rows, selected) {
            self.selected = Some(index);
            self.back_picked = false;
        }
    }

    /// What stands in the item's place when none is picked.
    pub fn none_picked_ui(ui: &mut egui::Ui) {
        ui.label(format!("Pick a {} on the left, or make a new one.", D::ITEM));
    }

    /// The art field of the form: `art` is the item's, scaled down to
    /// `print_side` pixels a side when imported.
    pub fn art_ui(&mut self, ui: &mut egui::Ui, print_side: u32, art: &mut Option<String>, crop: &mut Crop) {
        ui.add_space(6.0);
        ui.label("Art");
        let folder = self.folder();
        let source = self.art_source.for_item(self.selected.unwrap_or_default());
        let before = art.clone();
        if let Some(imported) = art_field_ui(ui, folder.as_deref(), print_side, art, source) {
            self.draft.status = imported.message;
            if let Some(picture) = imported.copied {
                self.draft.note_imported(picture);
            }
        }
        // Another picture is shown whole until it is cropped: the last one's crop was for it.
        if *art != before {
            *crop = Crop::default();
        }
        self.typeface_ui(ui);
        self.layout_ui(ui, art.is_some().then_some(crop));
    }

    /// The item's `face` as it will print, at most `width` points wide —
    /// with its bleed and the bleed, cut and safe lines when asked — then a
    /// separator.
    /// `movable`, an item's art and crop, lets the pointer move and zoom
    /// the art on the preview (a full-bleed face).
    pub fn face_ui(
        &mut self,
        ui: &mut egui::Ui,
        face: &Face,
        width: f32,
        name: &str,
        art: &mut ArtCache,
        movable: Option<(&str, &mut Crop)>,
    ) {
        ui.checkbox(&mut self.show_lines, "Show the cut lines")
            .on_hover_text("The bleed's edge, the cut and the safe line, as a print shop's template shows them");
        let width = ui.available_width().min(width);
        let bleed = self.show_lines.then_some(PREVIEW_BLEED_MM);
        let folder = self.folder();
        let preview = preview_ui(ui, face, width, name, folder.as_deref(), art, bleed);
        if let (Some((path, crop)), Some(folder)) = (movable, folder)
            && let Ok(Some((_, picture))) = art.texture(ui.ctx(), &folder, path)
        {
            let moving = ui.interact(preview.rect, preview.id.with("moves the art"), egui::Sense::drag());
            let moving = moving.on_hover_text(crop_by_pointer::HOVER).on_hover_cursor(egui::CursorIcon::Grab);
            crop_by_pointer::crop_by_pointer(ui, &moving, crop, picture);
        }
        ui.separator();
    }

    /// The back every item prints with — `back`, its preview — and the
    /// field that gives it a picture of the design's own, imported at
    /// `print_side` pixels a side.
    pub fn back_ui(&mut self, ui: &mut egui::Ui, back: &Face, print_side: u32, art: &mut ArtCache) {
        ui.heading(format!("The back of every {}", D::ITEM));
        ui.label(format!(
            "A picture of your own for the back, or Parlour's. Make it the size of a {} and its bleed: it runs to \
             the edge.",
            D::ITEM
        ));
        let mut value = self.value().clone();
        // Side by side when both have room, else the preview under the field.
        if ui.available_width() >= 560.0 {
            ui.columns(2, |columns| {
                self.back_art_field_ui(&mut columns[0], print_side, value.back_art_mut());
                self.face_ui(&mut columns[1], back, 320.0, "the back", art, None);
            });
        } else {
            self.back_art_field_ui(ui, print_side, value.back_art_mut());
            ui.separator();
            self.face_ui(ui, back, 240.0, "the back", art, None);
        }
        self.back_shape_ui(ui, back, art);
        // Each picture given is a step of Undo of its own.
        if &value != self.value() {
            self.draft.edit(value, None);
        }
    }

    /// A word when the back's picture is not shaped like the back and its
    /// bleed: it is fitted inside, the back's colour showing around it.
    fn back_shape_ui(&self, ui: &mut egui::Ui, back: &Face, art: &mut ArtCache) {
        let (Some(folder), Some(path)) = (self.folder(), self.value().back_art()) else { return };
        let Ok(Some((_, pixels))) = art.texture(ui.ctx(), &folder, path) else { return };
        let [w, h] = back.size.map(|side| side + 2.0 * PREVIEW_BLEED_MM);
        let (shape, wanted) = (pixels.x / pixels.y.max(1.0), w / h);
        if (shape / wanted - 1.0).abs() > 0.02 {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!(
                    "The picture is shaped {shape:.2} : 1, the back and its bleed ({w:.1} × {h:.1} mm) {wanted:.2} : 1: \
                     it is fitted inside, the back's colour showing around it."
                ),
            );
        }
    }

    fn back_art_field_ui(&mut self, ui: &mut egui::Ui, print_side: u32, back_art: &mut Option<String>) {
        ui.label("Back art");
        let folder = self.folder();
        if let Some(imported) = art_field_ui(ui, folder.as_deref(), print_side, back_art, &mut self.back_source) {
            self.draft.status = imported.message;
            if let Some(picture) = imported.copied {
                self.draft.note_imported(picture);
            }
        }
    }

    /// Whether the back is picked in the list, in place of an item.
    pub fn back_picked(&self) -> bool {
        self.back_picked
    }

    /// Puts `item` in place of the one at `index` when it differs, as one
    /// undo step with the typing before it in the same field — a picture
    /// given or taken away is a step of its own.
    pub fn edit_item(&mut self, index: usize, item: D::Item) {
        let old = &self.value().items()[index];
        if &item != old {
            let field = D::changed_field(old, &item);
            let key = (field != "art").then(|| format!("{} {index} {field}", D::ITEM));
            let mut value = self.value().clone();
            value.replace_item(index, item);
            self.draft.edit(value, key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_free_name_takes_the_first_number_not_taken() {
        let taken = ["Deck 1", "Deck 3"];
        assert_eq!(free_name("Deck", taken.len(), |n| taken.contains(&n)), "Deck 2");
        assert_eq!(free_name("New tile", 0, |_| false), "New tile 1");
    }
}
