//! The workshop: design Unicorn Jelly tiles and You Are Here cards. Each
//! has its bench: a list searched and filtered, the form of the item picked
//! with the engine's verdict beside each field, its face as it will print
//! (art included), undo and redo, files in RON or CSV written atomically,
//! an autosave, a balance report for one design and for the whole set or
//! deck, and a button that plays the set or deck
//! against a bot. You Are Here cards also have the suit helper and the
//! deck builder.

mod art_field;
mod autosave;
mod balance_chart;
mod balance_entry;
mod balance_fixes;
mod balance_panel;
mod bench;
mod cards;
mod draft;
mod export_dialog;
mod export_format;
mod export_target;
mod export_writing;
mod item_table;
mod print_lines;
mod set_balance;
mod tile_form;
mod tiles;
mod unused_art;

use std::path::{Path, PathBuf};

use parlour_core::games::unicorn_jelly::TileSet;
use parlour_core::games::you_are_here::Collection;
use parlour_designer::printable::Printable;

pub use self::art_field::ArtCache;
use self::cards::CardBench;
use self::draft::{Draft, Editable};
pub use self::export_dialog::ExportDialog;
use self::tiles::TileBench;
use self::unused_art::Cleanup;
use parlour_core::design::{Design, DesignKind};

/// The engine's problems with `field`, under it in a form, in a line kept
/// for them whether there are any or not: a problem appearing as one types
/// never pushes the rest of the form down under the pointer. A problem too
/// long for the line is cut short and shown whole on hover, with the others.
fn field_problems_ui(ui: &mut egui::Ui, problems: &[parlour_core::Problem], field: &str) {
    let mine: Vec<&str> = problems.iter().filter(|p| p.field == field).map(|p| p.message.as_str()).collect();
    let line = ui.text_style_height(&egui::TextStyle::Body) + 2.0;
    let width = ui.available_width();
    let layout = egui::Layout::left_to_right(egui::Align::Center);
    ui.allocate_ui_with_layout(egui::vec2(width, line), layout, |ui| {
        ui.set_min_height(line);
        let Some(first) = mine.first() else { return };
        let text = match mine.len() {
            1 => (*first).to_owned(),
            n => format!("{first} (and {} more)", n - 1),
        };
        let text = egui::RichText::new(text).color(ui.visuals().error_fg_color);
        ui.add(egui::Label::new(text).truncate()).on_hover_text(mine.join("\n"));
    });
}

/// The title of the Balance the set window, which egui names its window by.
const BALANCE_TITLE: &str = "Balance the set";

/// What the workshop asked the app for this frame.
pub enum WorkshopRequest {
    /// Nothing.
    None,
    /// Back to the shelf.
    Shelf,
    /// Play a game with this set or deck.
    PlayTest(Design),
}

/// Which bench is in front.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bench {
    Tiles,
    Cards,
}

/// The workshop's state.
pub struct Workshop {
    bench: Bench,
    tiles: TileBench,
    cards: CardBench,
    art: ArtCache,
    export: ExportDialog,
    /// The question about unused pictures, while it is asked.
    cleanup: Option<Cleanup>,
}

impl Workshop {
    /// The workshop, with what was being edited when it was last left
    /// (kept in `data_dir`), or copies of the default tiles and cards.
    pub fn new(data_dir: &Path) -> Self {
        Self {
            bench: Bench::Tiles,
            tiles: TileBench::new(data_dir),
            cards: CardBench::new(data_dir),
            art: ArtCache::default(),
            export: ExportDialog::default(),
            cleanup: None,
        }
    }

    /// The tile set being edited.
    pub fn set(&self) -> &TileSet {
        self.tiles.set()
    }

    /// The card collection being edited.
    pub fn collection(&self) -> &Collection {
        self.cards.collection()
    }

    /// The files of both benches, each with its kind, so the new-game
    /// dialog can offer them.
    pub fn files(&self) -> Vec<(DesignKind, &Path)> {
        let tiles = self.tiles.file().map(|f| (DesignKind::TileSet, f));
        let cards = self.cards.file().map(|f| (DesignKind::Collection, f));
        tiles.into_iter().chain(cards).collect()
    }

    /// Shows the You Are Here card bench.
    pub fn show_cards(&mut self) {
        self.bench = Bench::Cards;
    }

    /// Opens the design in `path` — a tile set or a card collection, as
    /// `kind` says — on its bench, brought to the front, as that bench's
    /// Open does. A file that cannot be opened changes nothing; the error
    /// says why.
    pub fn open_file(&mut self, kind: DesignKind, path: &Path) -> Result<(), String> {
        let opened = match kind {
            DesignKind::TileSet => self.tiles.open_file(path),
            DesignKind::Collection => self.cards.open_file(path),
        };
        if opened.is_ok() {
            self.bench = if kind == DesignKind::TileSet { Bench::Tiles } else { Bench::Cards };
        }
        opened
    }

    /// Opens the Export dialog for the bench in front.
    pub fn show_export(&mut self) {
        self.export.open = true;
        self.export_follows();
    }

    /// The Export dialog follows the bench in front: each design is
    /// exported to a file of its own.
    fn export_follows(&mut self) {
        let (thing, name, file) = match self.bench {
            Bench::Tiles => ("tiles", &self.tiles.set().name, self.tiles.file()),
            Bench::Cards => ("cards", &self.cards.collection().name, self.cards.file()),
        };
        self.export.follow(thing, name, file);
    }

    /// The layers of the workshop's windows that are open: the Export
    /// dialog, Balance the set.
    pub fn windows(&self) -> Vec<egui::LayerId> {
        let balance = match self.bench {
            Bench::Tiles => self.tiles.bench().set_balance.open,
            Bench::Cards => self.cards.bench().set_balance.open,
        };
        let balance = balance.then(|| crate::desktop::escape::window_layer(egui::Id::unique(BALANCE_TITLE)));
        self.export.window().into_iter().chain(balance).collect()
    }

    /// Closes the workshop's window whose layer is `layer`.
    pub fn close_window(&mut self, layer: egui::LayerId) {
        if self.export.window() == Some(layer) {
            self.export.open = false;
            return;
        }
        match self.bench {
            Bench::Tiles => self.tiles.bench_mut().set_balance.open = false,
            Bench::Cards => self.cards.bench_mut().set_balance.open = false,
        }
    }

    /// Draws the workshop.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> WorkshopRequest {
        let mut request = WorkshopRequest::None;
        egui::Panel::top("workshop-bar").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                if ui.button("Back to the shelf").clicked() {
                    request = WorkshopRequest::Shelf;
                }
                ui.separator();
                ui.selectable_value(&mut self.bench, Bench::Tiles, "Unicorn Jelly tiles");
                ui.selectable_value(&mut self.bench, Bench::Cards, "You Are Here cards");
                if ui.button("Export…").on_hover_text("Print-and-play sheets, a print shop's files or a Tabletop Simulator deck of this set or collection").clicked()
                {
                    self.show_export();
                }
                if ui.button("Reload art").on_hover_text("Read art files again after changing them").clicked() {
                    self.art.forget(ui.ctx());
                }
                let folder = self.folder_in_front();
                let clean = ui.add_enabled(folder.is_some(), egui::Button::new("Clean up unused pictures…"));
                let hint = "List the pictures imported into this design's art folder that no design there uses, and remove them if you say so";
                if clean.on_hover_text(hint).on_disabled_hover_text("Save the file first").clicked()
                    && let Some(folder) = folder
                {
                    self.look_for_unused_art(&folder);
                }
            });
            ui.horizontal_wrapped(|ui| {
                let play = match self.bench {
                    Bench::Tiles => self.tiles.bar_ui(ui),
                    Bench::Cards => self.cards.bar_ui(ui),
                };
                if let Some(play) = play {
                    request = WorkshopRequest::PlayTest(play);
                }
            });
            // The verdict and the last message on a line always there: a
            // message coming or going never moves the workshop below.
            ui.horizontal(|ui| match self.bench {
                Bench::Tiles => self.tiles.verdict_ui(ui),
                Bench::Cards => self.cards.verdict_ui(ui),
            });
        });
        egui::Panel::left("workshop-list").resizable(true).default_size(240.0).show(ui, |ui| {
            ui.add_space(4.0);
            match self.bench {
                Bench::Tiles => self.tiles.list_ui(ui),
                Bench::Cards => self.cards.list_ui(ui),
            }
        });
        if self.bench == Bench::Cards {
            let decks = egui::Panel::right("workshop-decks").resizable(true).default_size(320.0);
            decks.show(ui, |ui| self.cards.decks_ui(ui));
        }
        egui::CentralPanel::default().show(ui, |ui| match self.bench {
            Bench::Tiles => self.tiles.item_ui(ui, &mut self.art),
            Bench::Cards => self.cards.item_ui(ui, &mut self.art),
        });
        match self.bench {
            Bench::Tiles => self.tiles.set_balance_ui(ui.ctx()),
            Bench::Cards => self.cards.set_balance_ui(ui.ctx()),
        }
        if self.export.open {
            self.export_follows();
            let (design, folder): (Design, _) = match self.bench {
                Bench::Tiles => (self.set().clone().into(), self.tiles.folder()),
                Bench::Cards => (self.collection().clone().into(), self.cards.folder()),
            };
            let printable = Printable::Design { design, deck: None };
            self.export.ui(ui.ctx(), printable, folder.as_deref(), &mut self.art);
        }
        if let Some(remove) = self.cleanup.as_ref().and_then(|c| c.ui(ui.ctx())) {
            self.cleanup = None;
            match self.bench {
                Bench::Tiles => clean_up(&mut self.tiles.bench_mut().draft, &remove),
                Bench::Cards => clean_up(&mut self.cards.bench_mut().draft, &remove),
            }
        }
        request
    }

    /// The folder of the design in front, once it has a file.
    fn folder_in_front(&self) -> Option<PathBuf> {
        match self.bench {
            Bench::Tiles => self.tiles.folder(),
            Bench::Cards => self.cards.folder(),
        }
    }

    /// Lists the pictures the design in front imported into `folder`'s art
    /// folder that nothing uses any more — neither design open here, nor a
    /// design file there — and asks before removing them.
    fn look_for_unused_art(&mut self, folder: &Path) {
        let mut in_use = Vec::new();
        if let Some(tiles) = self.tiles.folder() {
            in_use.extend(unused_art::art_in_use(&tiles, &self.set().art()));
        }
        if let Some(cards) = self.cards.folder() {
            in_use.extend(unused_art::art_in_use(&cards, &self.collection().art()));
        }
        let imported = match self.bench {
            Bench::Tiles => self.tiles.bench().draft.imported(),
            Bench::Cards => self.cards.bench().draft.imported(),
        };
        self.cleanup = Some(Cleanup::new(folder, unused_art::unused(folder, imported, &in_use)));
    }
}

/// Removes the pictures `remove` imported for `draft`'s design, forgets
/// them (and any no longer there), and says how it went.
fn clean_up<D: Editable>(draft: &mut Draft<D>, remove: &[PathBuf]) {
    let (gone, problems) = unused_art::remove(remove);
    let missing: Vec<PathBuf> = draft.imported().iter().filter(|p| !p.exists()).cloned().collect();
    draft.forget_imported(&missing);
    if !remove.is_empty() {
        let removed = format!("Removed {}", parlour_core::text::counted(gone.len(), "unused picture"));
        draft.status =
            if problems.is_empty() { removed } else { format!("{removed}; could not remove {}", problems.join("; ")) };
    }
}
