//! Art in the workshop: the field that imports an image into the design's
//! folder (typed, or picked in the system's file dialog), telling which
//! pictures it copied there.

use std::path::{Path, PathBuf};

use super::print_lines::print_lines_ui;
pub use crate::desktop::art_cache::ArtCache;
use crate::desktop::file_dialog::{FilePicker, FileRequest, Purpose};
use crate::desktop::paint::paint_face_with_art;
use parlour_designer::print::art;
use parlour_designer::print::layout::Face;
use parlour_designer::print::sharpness::soft_art;

/// What the art field is importing from: a typed path and the Browse…
/// dialog.
#[derive(Default)]
pub struct ArtSource {
    typed: String,
    picker: FilePicker,
    /// The item the typed path was typed for.
    item: Option<usize>,
    /// The folder the last picture was picked from, where the next search
    /// starts: pictures are picked one after another from one folder.
    last_folder: Option<PathBuf>,
}

impl ArtSource {
    /// The field for `item`: a path typed for another item is not carried
    /// over, so Import art never gives one tile the picture meant for another.
    pub fn for_item(&mut self, item: usize) -> &mut Self {
        if self.item != Some(item) {
            self.typed.clear();
            self.item = Some(item);
        }
        self
    }

    /// Forgets the path typed, for a design just made: its field starts
    /// empty even where it takes the place of the design the path was for.
    /// Browse… still starts in the folder of the last picture.
    pub fn forget_typed(&mut self) {
        self.typed.clear();
        self.item = None;
    }
}

/// What an import did: its outcome in words, and the picture it copied
/// into the design's art folder (full path), when it copied one — not when
/// the picture was there already.
pub struct Imported {
    /// The outcome, for the status line.
    pub message: String,
    /// The picture copied, if one was.
    pub copied: Option<PathBuf>,
}

/// The names in `folder`'s art folder now.
fn art_names(folder: &Path) -> Vec<std::ffi::OsString> {
    let names = std::fs::read_dir(folder.join(art::ART_FOLDER)).map(|dir| dir.flatten().map(|e| e.file_name()));
    names.map(Iterator::collect).unwrap_or_default()
}

/// Imports `source` into `folder`, scaled down to `side` pixels a side,
/// and says which picture it copied, if any.
fn import(source: &Path, folder: &Path, side: u32, art_path: &mut Option<String>) -> Imported {
    let before = art_names(folder);
    match art::import(source, folder, side) {
        Ok(relative) => {
            let full = folder.canonicalize().unwrap_or_else(|_| folder.to_path_buf()).join(&relative);
            let new = full.file_name().is_some_and(|n| !before.iter().any(|b| b == n));
            let copied = (new && relative.starts_with(&format!("{}/", art::ART_FOLDER))).then_some(full);
            let message = format!("Imported {relative}");
            *art_path = Some(relative);
            Imported { message, copied }
        }
        Err(e) => Imported { message: format!("Art refused: {e}"), copied: None },
    }
}

/// The art field of a form: the art in use, a path to import from, and
/// buttons to import, pick a file, or remove the art. `folder` is the
/// design's folder, `None` until it is saved; a picture imported is scaled
/// down to `print_side` pixels a side. Returns what an import did, when one
/// was tried.
pub fn art_field_ui(
    ui: &mut egui::Ui,
    folder: Option<&Path>,
    print_side: u32,
    art: &mut Option<String>,
    source_field: &mut ArtSource,
) -> Option<Imported> {
    let ArtSource { typed, picker, last_folder, .. } = source_field;
    let mut message = None;
    ui.vertical(|ui| {
        match art.as_deref() {
            Some(path) => ui.label(format!("Using {path}")),
            None => ui.weak("No art"),
        };
        let Some(folder) = folder else {
            ui.weak("Save the file first: art is copied into its folder.");
            return;
        };
        // The path on a line of its own, the buttons on the next: the form's
        // column may be narrow.
        ui.horizontal(|ui| {
            let label = ui.label("Art file");
            let width = ui.available_width().clamp(80.0, 320.0);
            ui.add(egui::TextEdit::singleline(typed).hint_text("a PNG, JPEG or WebP").desired_width(width))
                .labelled_by(label.id);
        });
        ui.horizontal_wrapped(|ui| {
            let mut source = None;
            if ui.button("Import art").clicked() && !typed.trim().is_empty() {
                source = Some(crate::files::typed_path(typed));
            }
            let request = || {
                let start = match (typed.trim(), last_folder.as_deref()) {
                    ("", Some(last)) => last.display().to_string(),
                    ("", None) => folder.display().to_string(),
                    (typed, _) => typed.to_owned(),
                };
                FileRequest::new("Import art", Purpose::Open, "Pictures", &parlour_core::art::ART_EXTENSIONS)
                    .starting_at(&start)
            };
            if let Some(picked) = picker.button_ui(ui, "Browse pictures…", request) {
                *last_folder = picked.parent().map(Path::to_path_buf);
                source = Some(picked);
            }
            if let Some(source) = source {
                message = Some(import(&source, folder, print_side, art));
            }
            if art.is_some() && ui.button("Remove art").clicked() {
                *art = None;
            }
        });
    });
    message
}

/// The face preview: `face` drawn `width` points wide with its art from
/// `folder`, labelled "Preview of NAME", with its fit warnings and any art
/// that cannot be shown. Returns the preview's response.
pub fn preview_ui(
    ui: &mut egui::Ui,
    face: &Face,
    width: f32,
    name: &str,
    folder: Option<&Path>,
    art: &mut ArtCache,
    bleed: Option<f32>,
) -> egui::Response {
    let trimmed = face;
    let with_bleed = bleed.map(|b| face.bled(b));
    let face = with_bleed.as_ref().unwrap_or(face);
    let size = egui::vec2(width, width * face.size[1] / face.size[0].max(1e-3));
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let ctx = ui.ctx().clone();
    let mut art_problem = None;
    let mut lookup = |path: &str| match folder.map(|f| art.texture(&ctx, f, path)) {
        Some(Ok(texture)) => texture,
        Some(Err(e)) => {
            art_problem = Some(e);
            None
        }
        None => None,
    };
    // Nothing of the face is drawn past its edges (a name too long to fit, say).
    paint_face_with_art(&ui.painter().with_clip_rect(rect.intersect(ui.clip_rect())), rect, face, &mut lookup);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, format!("Preview of {name}")));
    if let Some(bleed) = bleed {
        print_lines_ui(ui, rect, trimmed, bleed);
    }
    let [w, h] = trimmed.size;
    ui.weak(format!("Printed {w:.0} × {h:.0} mm"));
    // A text cut short is a problem to fix before printing, named as validate and the export name it.
    for misfit in &face.misfits {
        ui.colored_label(ui.visuals().error_fg_color, format!("Does not fit when printed: {}", beside(misfit, name)));
    }
    for warning in face.warnings.iter().filter(|w| !face.misfits.contains(w)) {
        ui.colored_label(ui.visuals().warn_fg_color, format!("On the face: {}", beside(warning, name)));
    }
    if let Some(problem) = art_problem {
        ui.colored_label(ui.visuals().error_fg_color, format!("Art: {problem}"));
    } else if let Some(folder) = folder {
        // From the pixels the cache read with the texture: no file is opened again as the preview repaints.
        // Measured on the trimmed face, as validate and the export measure it.
        for soft in soft_art(trimmed, |file| art.pixels(folder, file)) {
            ui.colored_label(ui.visuals().warn_fg_color, format!("On the face: {soft}"));
        }
    }
    response
}

/// A face's `warning` as the preview of `name` says it, beside the design:
/// without the design's name in front (a long one would fill the line),
/// nor a bare colon where a design has no name yet.
fn beside<'a>(warning: &'a str, name: &str) -> &'a str {
    let named = warning.strip_prefix(name.trim()).and_then(|rest| rest.strip_prefix(": "));
    named.or_else(|| warning.strip_prefix(": ")).unwrap_or(warning)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_warning_beside_its_design_leaves_out_the_name_and_a_bare_colon() {
        let long = "Wyrm ".repeat(40);
        let warning = format!("{}: the abilities set at 2.8 mm to fit", long.trim());
        assert_eq!(super::beside(&warning, &long), "the abilities set at 2.8 mm to fit");
        assert_eq!(super::beside(": the flavour set at 2.0 mm", ""), "the flavour set at 2.0 mm");
        assert_eq!(
            super::beside("flavour does not fit, even at 1.8 mm", "Wyrm"),
            "flavour does not fit, even at 1.8 mm"
        );
    }
}
