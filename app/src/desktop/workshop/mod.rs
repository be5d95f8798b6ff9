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
mod balance_entry;
mod balance_fixes;
mod balance_panel;
mod bench;
mod card_form;
mod carry_art;
mod crop_by_pointer;
mod draft;
mod editable;
mod export_dialog;
mod export_format;
mod export_target;
mod export_writing;
mod item_table;
mod kept_figures;
mod look_fields;
mod number_field;
mod print_lines;
mod set_balance;
mod tile_form;
mod unused_art;
mod workbench;

use std::path::{Path, PathBuf};

use parlour_core::design::{Design, DesignKind, GameDesign};
use parlour_core::games::unicorn_jelly::TileSet;
use parlour_core::games::you_are_here::Collection;
use parlour_designer::printable::Printable;

pub use self::art_field::ArtCache;
pub use self::balance_fixes::GamesAllowed;
pub use self::export_dialog::ExportDialog;
use self::unused_art::Cleanup;
use self::workbench::{DesignBench, Workbench};

/// The width of the list of designs, in points.
const LIST_WIDTH: f32 = 315.0;

/// Declares the benches: each line `module::Bench` makes `mod module;` and
/// puts the bench (a [`DesignBench`]) on the workshop's list, in the
/// order of the tabs on its bar.
macro_rules! benches {
    ($($module:ident :: $bench:ident),* $(,)?) => {
        $(mod $module;)*

        /// Every bench, each with the kind of design it edits, left as
        /// it was last time (kept in `data_dir`).
        fn benches(data_dir: &Path) -> Vec<(DesignKind, Box<dyn Workbench>)> {
            let benches: Vec<Box<dyn Workbench>> =
                vec![$(Box::new(<$module::$bench as DesignBench>::new(data_dir))),*];
            benches.into_iter().map(|bench| (bench.kind(), bench)).collect()
        }
    };
}

benches! {
    tiles::TileBench,
    cards::CardBench,
}

/// The title of the Balance the set window, which egui names its window by.
const BALANCE_TITLE: &str = "Balance the set";

/// What the workshop asked the app for this frame.
pub enum WorkshopRequest {
    /// Nothing.
    None,
    /// Back to the shelf.
    Shelf,
    /// Play a game with this set or deck, its art and typeface in this
    /// folder when it has been saved.
    PlayTest(Design, Option<std::path::PathBuf>),
}

/// The workshop's state.
pub struct Workshop {
    /// Every bench, keyed by the kind of design it edits.
    benches: Vec<(DesignKind, Box<dyn Workbench>)>,
    /// The kind of design whose bench is in front.
    front: DesignKind,
    art: ArtCache,
    export: ExportDialog,
    /// The question about unused pictures, while it is asked.
    cleanup: Option<Cleanup>,
}

impl Workshop {
    /// The workshop, with what was being edited when it was last left
    /// (kept in `data_dir`), or copies of the default tiles and cards.
    pub fn new(data_dir: &Path) -> Self {
        let benches = benches(data_dir);
        let front = benches[0].0;
        Self { benches, front, art: ArtCache::default(), export: ExportDialog::default(), cleanup: None }
    }

    /// The design of type `D` being edited, if a bench edits that kind.
    pub fn design<D: GameDesign>(&self) -> Option<&D> {
        self.benches.iter().find_map(|(_, bench)| bench.value().downcast_ref::<D>())
    }

    /// The tile set being edited.
    pub fn set(&self) -> &TileSet {
        self.design().expect("the workshop has a bench for tile sets")
    }

    /// The card collection being edited.
    pub fn collection(&self) -> &Collection {
        self.design().expect("the workshop has a bench for card collections")
    }

    /// The files of every bench, each with its kind, so the new-game
    /// dialog can offer them.
    pub fn files(&self) -> Vec<(DesignKind, &Path)> {
        self.benches.iter().filter_map(|(kind, bench)| Some((*kind, bench.file()?))).collect()
    }

    /// Brings the bench of `kind` to the front.
    pub fn show(&mut self, kind: DesignKind) {
        if self.benches.iter().any(|(k, _)| *k == kind) {
            self.front = kind;
        }
    }

    /// Opens the design in `path` — of `kind` — on its bench, brought to
    /// the front, as that bench's Open does. A file that cannot be opened
    /// changes nothing; the error says why.
    pub fn open_file(&mut self, kind: DesignKind, path: &Path) -> Result<(), String> {
        let Some((_, bench)) = self.benches.iter_mut().find(|(k, _)| *k == kind) else {
            return Err(format!("the workshop has no bench for {}", kind.noun()));
        };
        bench.open_file(path)?;
        self.front = kind;
        Ok(())
    }

    /// Where the bench in front is in the list.
    fn front_index(&self) -> usize {
        self.benches.iter().position(|(kind, _)| *kind == self.front).unwrap_or_default()
    }

    /// The bench in front.
    fn in_front(&self) -> &dyn Workbench {
        self.benches[self.front_index()].1.as_ref()
    }

    /// Opens the Export dialog for the bench in front.
    pub fn show_export(&mut self) {
        self.export.open = true;
        self.export_follows();
    }

    /// The Export dialog follows the bench in front: each design is
    /// exported to a file of its own.
    fn export_follows(&mut self) {
        let bench = self.benches[self.front_index()].1.as_ref();
        self.export.follow(bench.things(), bench.name(), bench.file());
    }

    /// The layers of the workshop's windows that are open: the Export
    /// dialog, Balance the set.
    pub fn windows(&self) -> Vec<egui::LayerId> {
        let balance = self.in_front().balance_open();
        let balance = balance.then(|| crate::desktop::escape::window_layer(egui::Id::unique(BALANCE_TITLE)));
        self.export.window().into_iter().chain(balance).collect()
    }

    /// Closes the workshop's window whose layer is `layer`.
    pub fn close_window(&mut self, layer: egui::LayerId) {
        if self.export.window() == Some(layer) {
            self.export.open = false;
            return;
        }
        let front = self.front_index();
        self.benches[front].1.close_balance();
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
                for (kind, bench) in &self.benches {
                    ui.selectable_value(&mut self.front, *kind, bench.title());
                }
                if ui.button("Export…").on_hover_text("Print-and-play sheets, a print shop's files or a Tabletop Simulator deck of this set or collection").clicked()
                {
                    self.show_export();
                }
                if ui.button("Reload art").on_hover_text("Read art files again after changing them").clicked() {
                    self.art.forget(ui.ctx());
                }
                let folder = self.in_front().folder();
                let clean = ui.add_enabled(folder.is_some(), egui::Button::new("Clean up unused pictures…"));
                let hint = "List the pictures imported into this design's art folder that no design there uses, and remove them if you say so";
                if clean.on_hover_text(hint).on_disabled_hover_text("Save the file first").clicked()
                    && let Some(folder) = folder
                {
                    self.look_for_unused_art(&folder);
                }
            });
            let front = self.front_index();
            ui.horizontal_wrapped(|ui| {
                if let Some(play) = self.benches[front].1.bar_ui(ui) {
                    request = WorkshopRequest::PlayTest(play, self.benches[front].1.folder());
                }
            });
            // The verdict and the last message on a line always there: a
            // message coming or going never moves the workshop below.
            ui.horizontal(|ui| self.benches[front].1.verdict_ui(ui));
        });
        let front = self.front_index();
        // One width for every bench and whatever the list holds, so that
        // the form beside it never moves.
        egui::Panel::left("workshop-list").resizable(false).exact_size(LIST_WIDTH).show(ui, |ui| {
            ui.add_space(4.0);
            self.benches[front].1.list_ui(ui);
        });
        self.benches[front].1.side_ui(ui);
        egui::CentralPanel::default().show(ui, |ui| self.benches[front].1.item_ui(ui, &mut self.art));
        self.benches[front].1.set_balance_ui(ui.ctx());
        if self.export.open {
            self.export_follows();
            let bench = self.benches[front].1.as_ref();
            let printable = Printable::Design { design: bench.design(), deck: None };
            self.export.ui(ui.ctx(), printable, bench.folder().as_deref(), &mut self.art);
        }
        if let Some(remove) = self.cleanup.as_ref().and_then(|c| c.ui(ui.ctx())) {
            self.cleanup = None;
            self.benches[front].1.clean_up(&remove);
        }
        request
    }

    /// Lists the pictures the design in front imported into `folder`'s art
    /// folder that nothing uses any more — no design open here, nor a step
    /// of its Undo or Redo, nor a design file there — and asks before
    /// removing them.
    fn look_for_unused_art(&mut self, folder: &Path) {
        let (mut in_use, mut remembered): (Vec<PathBuf>, Vec<PathBuf>) = (Vec::new(), Vec::new());
        for (_, bench) in &self.benches {
            if let Some(own) = bench.folder() {
                in_use.extend(unused_art::art_in_use(&own, &bench.art()));
                remembered.extend(unused_art::art_in_use(&own, &bench.art_remembered()));
            }
        }
        let imported = self.in_front().imported();
        let (kept, unused) =
            unused_art::unused(folder, imported, &in_use).into_iter().partition(|p| remembered.contains(p));
        self.cleanup = Some(Cleanup::new(folder, unused, kept));
    }
}
