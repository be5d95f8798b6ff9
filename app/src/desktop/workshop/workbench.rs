//! A bench as the workshop sees it, whatever it designs. A kind's bench
//! implements [`DesignBench`] — the [`Bench`] every design shares and what
//! its kind adds: its bars, the item picked, the Balance the set window —
//! and is a [`Workbench`] by that alone. The workshop keeps one of each in
//! its list (`benches!` in its module), keyed by the kind of design, and
//! asks the one in front.

use std::any::Any;
use std::path::{Path, PathBuf};

use parlour_core::design::{Design, DesignKind, GameDesign};

use super::art_field::ArtCache;
use super::bench::{Bench, Benched};
use super::draft::Draft;
use super::editable::Editable;
use super::unused_art;

/// A kind's bench: the [`Bench`] of its design and what the kind adds.
pub trait DesignBench {
    /// The design it edits.
    type Design: Benched + Into<Design>;

    /// Its tab on the workshop's bar: "Unicorn Jelly tiles".
    const TITLE: &'static str;
    /// What its items are called in an export's file name: "tiles".
    const THINGS: &'static str;

    /// The bench with what was being edited when the workshop was last
    /// left (kept in `data_dir`), or a design of its own to start from.
    fn new(data_dir: &Path) -> Self;
    /// The bench every design shares: its draft, its list, its windows.
    fn bench(&self) -> &Bench<Self::Design>;
    /// The same, to change.
    fn bench_mut(&mut self) -> &mut Bench<Self::Design>;
    /// The file bar, play-test and Balance the set: the design to
    /// play-test, when asked.
    fn bar_ui(&mut self, ui: &mut egui::Ui) -> Option<Design>;
    /// The design's verdict and the last thing that happened, on a line of
    /// their own.
    fn verdict_ui(&self, ui: &mut egui::Ui);
    /// The item picked: its form, its face and its balance (or the back).
    fn item_ui(&mut self, ui: &mut egui::Ui, art: &mut ArtCache);
    /// The Balance the set window, when open.
    fn set_balance_ui(&mut self, ctx: &egui::Context);
    /// Panels of its own beside the item, such as a deck builder: none
    /// unless the kind has some.
    fn side_ui(&mut self, ui: &mut egui::Ui) {
        let _ = ui;
    }
    /// Opens the design in `path`, as the file bar's Open does.
    fn open_file(&mut self, path: &Path) -> Result<(), String> {
        self.bench_mut().open_file(path)
    }
}

/// What the workshop asks of the bench in front, whatever its kind.
pub trait Workbench {
    /// The kind of design it edits (asked once, as the list is made).
    fn kind(&self) -> DesignKind;
    /// Its tab on the workshop's bar.
    fn title(&self) -> &'static str;
    /// What its items are called in an export's file name.
    fn things(&self) -> &'static str;
    /// The design being edited.
    fn design(&self) -> Design;
    /// The design being edited, to be looked at as its own type.
    fn value(&self) -> &dyn Any;
    /// The design's name.
    fn name(&self) -> &str;
    /// Each item that names art, with the art's path: `(item, path)`.
    fn art(&self) -> Vec<(&str, &str)>;
    /// The same, at every step Undo and Redo may bring back.
    fn art_remembered(&self) -> Vec<(&str, &str)>;
    /// The file last saved or opened, if any.
    fn file(&self) -> Option<&Path>;
    /// The folder of the design's file, once it has one.
    fn folder(&self) -> Option<PathBuf>;
    /// Opens the design in `path`, as the file bar's Open does.
    fn open_file(&mut self, path: &Path) -> Result<(), String>;
    /// The file bar and the kind's buttons: a design to play-test, when asked.
    fn bar_ui(&mut self, ui: &mut egui::Ui) -> Option<Design>;
    /// The verdict and the last thing that happened.
    fn verdict_ui(&self, ui: &mut egui::Ui);
    /// The items, searched and filtered; new and delete.
    fn list_ui(&mut self, ui: &mut egui::Ui);
    /// Panels of the kind's own beside the item.
    fn side_ui(&mut self, ui: &mut egui::Ui);
    /// The item picked.
    fn item_ui(&mut self, ui: &mut egui::Ui, art: &mut ArtCache);
    /// The Balance the set window, when open.
    fn set_balance_ui(&mut self, ctx: &egui::Context);
    /// Whether the Balance the set window is open.
    fn balance_open(&self) -> bool;
    /// Closes the Balance the set window.
    fn close_balance(&mut self);
    /// The pictures imported for the design into its art folder.
    fn imported(&self) -> &[PathBuf];
    /// Removes the pictures `remove` imported for the design, forgets
    /// them (and any no longer there), and says how it went.
    fn clean_up(&mut self, remove: &[PathBuf]);
}

impl<B: DesignBench> Workbench for B {
    fn kind(&self) -> DesignKind {
        self.design().kind()
    }

    fn title(&self) -> &'static str {
        B::TITLE
    }

    fn things(&self) -> &'static str {
        B::THINGS
    }

    fn design(&self) -> Design {
        self.bench().value().clone().into()
    }

    fn value(&self) -> &dyn Any {
        self.bench().value()
    }

    fn name(&self) -> &str {
        self.bench().value().name()
    }

    fn art(&self) -> Vec<(&str, &str)> {
        self.bench().value().art()
    }

    fn art_remembered(&self) -> Vec<(&str, &str)> {
        self.bench().draft.art_remembered()
    }

    fn file(&self) -> Option<&Path> {
        self.bench().file()
    }

    fn folder(&self) -> Option<PathBuf> {
        self.bench().folder()
    }

    fn open_file(&mut self, path: &Path) -> Result<(), String> {
        DesignBench::open_file(self, path)
    }

    fn bar_ui(&mut self, ui: &mut egui::Ui) -> Option<Design> {
        DesignBench::bar_ui(self, ui)
    }

    fn verdict_ui(&self, ui: &mut egui::Ui) {
        DesignBench::verdict_ui(self, ui);
    }

    fn list_ui(&mut self, ui: &mut egui::Ui) {
        self.bench_mut().list_ui(ui);
    }

    fn side_ui(&mut self, ui: &mut egui::Ui) {
        DesignBench::side_ui(self, ui);
    }

    fn item_ui(&mut self, ui: &mut egui::Ui, art: &mut ArtCache) {
        DesignBench::item_ui(self, ui, art);
    }

    fn set_balance_ui(&mut self, ctx: &egui::Context) {
        DesignBench::set_balance_ui(self, ctx);
    }

    fn balance_open(&self) -> bool {
        self.bench().set_balance.open
    }

    fn close_balance(&mut self) {
        self.bench_mut().set_balance.open = false;
    }

    fn imported(&self) -> &[PathBuf] {
        self.bench().draft.imported()
    }

    fn clean_up(&mut self, remove: &[PathBuf]) {
        clean_up(&mut self.bench_mut().draft, remove);
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
