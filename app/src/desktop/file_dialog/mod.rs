//! Choosing a file: the desktop's own dialog where it offers one, and
//! Parlour's, drawn in the window, where it does not (a bare window manager
//! with no portal service and no zenity) — never a Browse… that does nothing.

mod in_app;
mod system;

use std::path::{Path, PathBuf};
use std::time::Duration;

pub use in_app::{InAppDialog, InAppOutcome};
use system::SystemDialog;

/// Whether a dialog picks a file to read or names one to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Pick an existing file.
    Open,
    /// Name a file to write; an existing one is replaced only when confirmed.
    Save,
}

/// What a Browse… button asks for.
#[derive(Clone, Debug)]
pub struct FileRequest {
    /// The dialog's title, e.g. "Save game".
    pub title: String,
    /// Open or save.
    pub purpose: Purpose,
    /// The kind of file, as people call it: "Saved games and records", "PDF", "Pictures".
    pub kind: &'static str,
    /// The extensions of that kind, without the dot; the first is added to a
    /// saved file's name that has none of them.
    pub extensions: &'static [&'static str],
    /// Where to start: the path already in the field (a file or a folder).
    pub start: Option<PathBuf>,
}

impl FileRequest {
    /// A request with no starting path.
    pub fn new(
        title: impl Into<String>,
        purpose: Purpose,
        kind: &'static str,
        extensions: &'static [&'static str],
    ) -> Self {
        Self { title: title.into(), purpose, kind, extensions, start: None }
    }

    /// Starts the dialog at `path` (the field's text); an empty text starts nowhere in particular.
    #[must_use]
    pub fn starting_at(mut self, path: &str) -> Self {
        let path = path.trim();
        self.start = (!path.is_empty()).then(|| PathBuf::from(path));
        self
    }

    /// Whether the request is for a picture (art to import): the dialog then
    /// shows each picture's thumbnail.
    pub fn is_for_pictures(&self) -> bool {
        !self.extensions.is_empty() && self.extensions.iter().all(|e| parlour_core::art::ART_EXTENSIONS.contains(e))
    }

    /// Whether `name` is of this kind, by its extension (any letter case).
    pub fn accepts(&self, name: &Path) -> bool {
        name.extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| self.extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
    }
}

/// Which dialog a Browse… button opens first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogChoice {
    /// The desktop's (through its portal, or zenity), with Parlour's as the
    /// fallback when the desktop has none.
    System,
    /// Parlour's own, always.
    Parlour,
}

impl DialogChoice {
    /// The variable that picks the dialog: `parlour` for Parlour's own,
    /// anything else (or nothing) for the desktop's.
    pub const VARIABLE: &str = "PARLOUR_FILE_DIALOG";

    /// The choice a value of [`DialogChoice::VARIABLE`] makes.
    pub fn from_setting(value: Option<&str>) -> Self {
        match value.map(str::trim) {
            Some(v) if v.eq_ignore_ascii_case("parlour") => DialogChoice::Parlour,
            _ => DialogChoice::System,
        }
    }

    /// The choice this process's environment makes.
    pub fn from_environment() -> Self {
        Self::from_setting(std::env::var(Self::VARIABLE).ok().as_deref())
    }

    /// Makes this the choice of every Browse… drawn in `ctx` that was not
    /// given one, whatever the environment says: the tour pictures Parlour's
    /// own dialog, on any desktop.
    pub fn use_in(self, ctx: &egui::Context) {
        ctx.data_mut(|d| d.insert_temp(Self::context_id(), self));
    }

    /// The choice made for `ctx`, else the environment's.
    fn in_context(ctx: &egui::Context) -> Self {
        ctx.data(|d| d.get_temp(Self::context_id())).unwrap_or_else(Self::from_environment)
    }

    fn context_id() -> egui::Id {
        egui::Id::unique("parlour-file-dialog-choice")
    }
}

/// Whether a file dialog was drawn in `ctx` this frame or the last: the
/// app's shortcuts (Esc back to the shelf among them) wait while one is,
/// for the keys are the dialog's.
pub fn showing(ctx: &egui::Context) -> bool {
    let drawn: Option<u64> = ctx.data(|d| d.get_temp(showing_id()));
    drawn.is_some_and(|pass| pass + 1 >= ctx.cumulative_pass_nr())
}

fn showing_id() -> egui::Id {
    egui::Id::unique("parlour-file-dialog-showing")
}

/// What the desktop's dialog answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SystemAnswer {
    /// A file was chosen.
    Picked(PathBuf),
    /// The person closed the dialog without choosing.
    Cancelled,
    /// No dialog appeared: no portal and no zenity answered.
    NoDialog,
}

/// Less than this between asking and an empty answer means no dialog
/// appeared: nobody closes a dialog that fast.
pub const NO_DIALOG_WITHIN: Duration = Duration::from_millis(700);

impl SystemAnswer {
    /// Reads the desktop's answer, `after` this long: the desktop answers
    /// "nothing" both when a person cancels and when it has no dialog to show,
    /// and only the time tells them apart.
    pub fn read(answer: Option<PathBuf>, after: Duration) -> Self {
        match answer {
            Some(path) => SystemAnswer::Picked(path),
            None if after < NO_DIALOG_WITHIN => SystemAnswer::NoDialog,
            None => SystemAnswer::Cancelled,
        }
    }
}

enum Open {
    System(SystemDialog),
    InApp(Box<InAppDialog>),
}

/// The Browse… button of a path field and the dialog it opens.
#[derive(Default)]
pub struct FilePicker {
    /// The dialog to open first; none for the one made for the context
    /// (see [`DialogChoice::use_in`]) or, failing that, the environment's.
    choice: Option<DialogChoice>,
    open: Option<Open>,
}

impl FilePicker {
    /// A picker that opens `choice`'s dialog first.
    pub fn new(choice: DialogChoice) -> Self {
        Self { choice: Some(choice), open: None }
    }

    /// Whether a dialog is open.
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// The Browse… button, and the dialog while it is open; returns the file
    /// chosen this frame.
    pub fn browse_ui(&mut self, ui: &mut egui::Ui, request: impl FnOnce() -> FileRequest) -> Option<PathBuf> {
        self.button_ui(ui, "Browse…", request)
    }

    /// A button with `words` (such as "Save as…") that opens the dialog, and
    /// the dialog while it is open; returns the file chosen this frame.
    pub fn button_ui(
        &mut self,
        ui: &mut egui::Ui,
        words: &str,
        request: impl FnOnce() -> FileRequest,
    ) -> Option<PathBuf> {
        if ui.button(words).clicked() && self.open.is_none() {
            let request = request();
            let choice = self.choice.unwrap_or_else(|| DialogChoice::in_context(ui.ctx()));
            self.open = Some(match choice {
                DialogChoice::System => Open::System(SystemDialog::open(ui.ctx(), request)),
                DialogChoice::Parlour => Open::InApp(Box::new(InAppDialog::new(ui.ctx(), request))),
            });
        }
        self.dialog_ui(ui.ctx(), ui.layer_id())
    }

    /// The open dialog, drawn over the layer `over`.
    fn dialog_ui(&mut self, ctx: &egui::Context, over: egui::LayerId) -> Option<PathBuf> {
        let open = self.open.as_mut()?;
        let pass = ctx.cumulative_pass_nr();
        ctx.data_mut(|d| d.insert_temp(showing_id(), pass));
        match open {
            Open::System(dialog) => match dialog.waiting_ui(ctx) {
                system::Waiting::Open => None,
                system::Waiting::Answered(SystemAnswer::Picked(path)) => {
                    self.open = None;
                    in_app::remember_folder(ctx, &path);
                    Some(path)
                }
                system::Waiting::Answered(SystemAnswer::Cancelled) => {
                    self.open = None;
                    None
                }
                system::Waiting::Answered(SystemAnswer::NoDialog) | system::Waiting::UseParlours => {
                    let request = dialog.request().clone();
                    self.open = Some(Open::InApp(Box::new(InAppDialog::new(ctx, request))));
                    None
                }
            },
            Open::InApp(dialog) => match dialog.show(ctx, over) {
                InAppOutcome::Open => None,
                InAppOutcome::Cancelled => {
                    self.open = None;
                    None
                }
                InAppOutcome::Picked(path) => {
                    self.open = None;
                    Some(path)
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_chooses_parlours_dialog_only_when_it_says_so() {
        assert_eq!(DialogChoice::from_setting(None), DialogChoice::System);
        assert_eq!(DialogChoice::from_setting(Some("system")), DialogChoice::System);
        assert_eq!(DialogChoice::from_setting(Some("")), DialogChoice::System);
        assert_eq!(DialogChoice::from_setting(Some(" Parlour ")), DialogChoice::Parlour);
    }

    #[test]
    fn a_choice_made_for_the_context_is_what_browse_opens_and_a_shown_dialog_holds_the_keys() {
        let ctx = egui::Context::default();
        DialogChoice::Parlour.use_in(&ctx);
        assert_eq!(DialogChoice::in_context(&ctx), DialogChoice::Parlour);
        DialogChoice::System.use_in(&ctx);
        assert_eq!(DialogChoice::in_context(&ctx), DialogChoice::System);

        let request = || FileRequest::new("Open", Purpose::Open, "Parlour game", &["ron"]);
        let mut picker = FilePicker::new(DialogChoice::Parlour);
        picker.open = Some(Open::InApp(Box::new(InAppDialog::new(&ctx, request()))));
        let frame = |picker: &mut FilePicker| {
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
                picker.dialog_ui(ui.ctx(), ui.layer_id());
            });
            output.textures_delta.clear();
        };
        assert!(!showing(&ctx), "no dialog was drawn yet");
        frame(&mut picker);
        assert!(showing(&ctx), "drawn this frame");
        picker.open = None;
        frame(&mut picker);
        frame(&mut picker);
        assert!(!showing(&ctx), "not drawn for two frames");
    }

    #[test]
    fn an_empty_answer_at_once_means_no_dialog_and_later_a_cancel() {
        let quick = NO_DIALOG_WITHIN / 10;
        let slow = NO_DIALOG_WITHIN * 3;
        assert_eq!(SystemAnswer::read(None, quick), SystemAnswer::NoDialog);
        assert_eq!(SystemAnswer::read(None, slow), SystemAnswer::Cancelled);
        let file = PathBuf::from("/tmp/a.pdf");
        assert_eq!(SystemAnswer::read(Some(file.clone()), quick), SystemAnswer::Picked(file));
    }

    #[test]
    fn a_request_accepts_its_extensions_in_any_case() {
        let request = FileRequest::new("Export", Purpose::Save, "PDF", &["pdf"]).starting_at("  ");
        assert_eq!(request.start, None);
        assert!(request.accepts(Path::new("sheet.PDF")));
        assert!(!request.accepts(Path::new("sheet.pdf.txt")));
        assert!(!request.accepts(Path::new("pdf")));
    }
}
