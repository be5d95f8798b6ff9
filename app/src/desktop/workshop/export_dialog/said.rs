//! What the Export dialog says under Export: the progress of the files
//! being written, then what was written, or why not.

use std::sync::atomic::Ordering;
use std::time::Duration;

use super::{Built, Ending, ExportDialog};

impl ExportDialog {
    /// The export's progress while it is written, then what it wrote, or
    /// why not.
    pub(super) fn said_ui(&mut self, ui: &mut egui::Ui, built: &Built) {
        // Progress from the frame the export starts in, however soon it ends.
        if let Some(writing) = &self.writing {
            let (done, total) = (writing.done.load(Ordering::Relaxed), writing.total.load(Ordering::Relaxed));
            if self.format.is_pdf() {
                let fraction = if total == 0 { 0.0 } else { done as f32 / total as f32 };
                ui.add(egui::ProgressBar::new(fraction).text(format!("Page {done} / {total}")));
            } else {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("Drawing the images…");
                });
            }
            ui.ctx().request_repaint_after(Duration::from_millis(100));
        }
        match self.message.clone() {
            Some(Ending::Wrote(text)) => {
                ui.label(text);
            }
            Some(Ending::Failed(text)) => {
                ui.colored_label(ui.visuals().error_fg_color, text);
            }
            Some(Ending::Taken(text)) => {
                // The answers first, in sight however long the list of files the question names.
                ui.horizontal(|ui| {
                    if ui.button("Replace them").clicked() {
                        self.start(ui.ctx(), built, self.folder(), true);
                    }
                    if ui.button("Keep them").clicked() {
                        self.ended(Ending::Wrote("Nothing written: the folder is kept as it was".to_owned()));
                    }
                });
                ui.colored_label(ui.visuals().error_fg_color, format!("{text}."));
            }
            None => {}
        }
    }
}
