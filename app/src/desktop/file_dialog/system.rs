//! The desktop's file dialog, asked on a thread of its own so the window
//! keeps drawing while it is open.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;

use super::{FileRequest, Purpose, SystemAnswer};

/// A desktop dialog that has been asked for.
pub struct SystemDialog {
    request: FileRequest,
    asked: Instant,
    answer: Receiver<Option<PathBuf>>,
}

/// Where a desktop dialog stands this frame.
pub enum Waiting {
    /// Still open.
    Open,
    /// It answered.
    Answered(SystemAnswer),
    /// The person would rather use Parlour's dialog.
    UseParlours,
}

impl SystemDialog {
    /// Asks the desktop for a dialog answering `request`.
    pub fn open(ctx: &egui::Context, request: FileRequest) -> Self {
        let (send, answer) = channel();
        let mut dialog = rfd::FileDialog::new().set_title(&request.title).add_filter(request.kind, request.extensions);
        if let Some(start) = &request.start {
            if start.is_dir() {
                dialog = dialog.set_directory(start);
            } else {
                if let Some(folder) = start.parent().filter(|f| f.is_dir()) {
                    dialog = dialog.set_directory(folder);
                }
                if let Some(name) = start.file_name() {
                    dialog = dialog.set_file_name(name.to_string_lossy());
                }
            }
        }
        let purpose = request.purpose;
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let picked = match purpose {
                Purpose::Open => dialog.pick_file(),
                Purpose::Save => dialog.save_file(),
            };
            // The picker may have been closed meanwhile; then nobody listens.
            let _ = send.send(picked);
            ctx.request_repaint();
        });
        Self { request, asked: Instant::now(), answer }
    }

    /// What was asked.
    pub fn request(&self) -> &FileRequest {
        &self.request
    }

    /// A note while the desktop's dialog is open, offering Parlour's instead
    /// (for a desktop whose dialog never comes); its answer once it has one.
    pub fn waiting_ui(&self, ctx: &egui::Context) -> Waiting {
        match self.answer.try_recv() {
            Ok(picked) => return Waiting::Answered(SystemAnswer::read(picked, self.asked.elapsed())),
            Err(TryRecvError::Disconnected) => return Waiting::Answered(SystemAnswer::NoDialog),
            Err(TryRecvError::Empty) => {}
        }
        let mut instead = false;
        crate::desktop::dialog(egui::Id::unique("parlour-system-file-dialog"), &self.request.title).show(ctx, |ui| {
            ui.label(format!("{}: waiting for your desktop's file dialog…", self.request.title));
            instead = ui.button("Use Parlour's dialog instead").clicked();
        });
        if instead { Waiting::UseParlours } else { Waiting::Open }
    }
}
