//! The Print menu: each game's rules card, and what the games need on a
//! real table beyond their own designs (playing cards, the You Are Here
//! board, the Jalak kit), each exported through the Export dialog.

use parlour_core::GameKind;
use parlour_designer::printable::Printable;

use super::workshop::{ArtCache, ExportDialog};

/// What the Print menu is printing, if anything.
#[derive(Default)]
pub struct PrintMenu {
    printing: Option<Printing>,
}

/// Something chosen in the Print menu, with the dialog that exports it.
struct Printing {
    printable: Printable,
    dialog: ExportDialog,
    art: ArtCache,
}

impl PrintMenu {
    /// The menu's entries; choosing one opens its Export dialog.
    pub fn menu_ui(&mut self, ui: &mut egui::Ui) {
        let mut chosen = None;
        for &kind in GameKind::ALL {
            let name = kind.info().name;
            if ui.button(format!("Rules card: {name}…")).clicked() {
                chosen = Some((Printable::RulesCard(kind), format!("{name} rules card")));
            }
        }
        ui.separator();
        let things = [
            (Printable::PlayingCards, "Playing cards (Shrine, Wonderland)…", "playing cards"),
            (Printable::YouAreHereBoard, "The You Are Here board…", "you are here board"),
            (Printable::JalakKit, "The Jalak paper kit…", "jalak kit"),
        ];
        for (printable, label, file) in things {
            if ui.button(label).clicked() {
                chosen = Some((printable, file.to_owned()));
            }
        }
        if let Some((printable, name)) = chosen {
            let dialog = ExportDialog::open_for(&printable, &name);
            self.printing = Some(Printing { printable, dialog, art: ArtCache::default() });
        }
    }

    /// The layer of the Export dialog, while it is open.
    pub fn window(&self) -> Option<egui::LayerId> {
        self.printing.as_ref().and_then(|p| p.dialog.window())
    }

    /// Closes the Export dialog.
    pub fn close(&mut self) {
        self.printing = None;
    }

    /// The Export dialog of what was chosen, while it is open.
    pub fn dialog_ui(&mut self, ctx: &egui::Context) {
        if let Some(printing) = self.printing.as_mut() {
            printing.dialog.ui(ctx, printing.printable.clone(), None, &mut printing.art);
            if !printing.dialog.open {
                self.printing = None;
            }
        }
    }
}
