//! How a design's faces look, in its form: the typeface and the colours of
//! its set or collection, its layout, and an item's crop of its art.

use std::path::Path;

use parlour_core::face_layout::{Crop, FaceLayout, MAX_ZOOM, MIN_ZOOM};
use parlour_core::typeface::{TYPEFACE_EXTENSIONS, Typeface};
use parlour_designer::print::font::Font;

use super::bench::{Bench, Benched};
use super::crop_by_pointer;

/// What the zoom of a full-bleed face's art does.
const ZOOM_HELP: &str = "100 % covers the face with the art; more shows less of it, larger (up to 400 %)";

impl<D: Benched> Bench<D> {
    /// The typeface every face of the design is set in: one Parlour ships,
    /// or a TrueType or OpenType file in the design's folder (or its
    /// `fonts` folder), with why it cannot be used when it cannot.
    pub(super) fn typeface_ui(&mut self, ui: &mut egui::Ui) {
        let folder = self.folder();
        let mut value = self.value().clone();
        let typeface = value.typeface_mut();
        let mut choices = Typeface::SHIPPED.to_vec();
        choices.extend(folder.as_deref().map(typeface_files).unwrap_or_default().into_iter().map(Typeface::File));
        if !choices.contains(typeface) {
            choices.push(typeface.clone());
        }
        ui.horizontal(|ui| {
            let hover = format!(
                "The typeface every {} of the {} is set in, on screen and in print: DejaVu Sans, DejaVu Serif, or \
                 a .ttf or .otf file you put in the {}'s folder or its fonts folder",
                D::ITEM,
                D::LABEL,
                D::LABEL
            );
            let label = ui.label("Typeface").on_hover_text(&hover);
            egui::ComboBox::from_id_salt("typeface")
                .selected_text(typeface.to_string())
                .show_ui(ui, |ui| {
                    for choice in choices {
                        let words = choice.to_string();
                        ui.selectable_value(typeface, choice, words);
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(hover);
        });
        // What the typeface field says of it, under it.
        if let Err(problem) = Font::of(value.typeface_mut(), folder.as_deref()) {
            ui.colored_label(ui.visuals().error_fg_color, format!("{problem}; shown in DejaVu Sans"));
        } else if folder.is_none() {
            ui.weak(format!("Save the {} to choose a typeface file from its folder", D::LABEL));
        }
        let colours_before = value.colours_mut().clone();
        colours_ui::<D>(ui, value.colours_mut());
        // A colour picked by dragging in its well is one undo step.
        let key = (*value.colours_mut() != colours_before).then(|| "colours".to_owned());
        if &value != self.value() {
            self.draft.edit(value, key);
        }
    }

    /// The layout of every face of the design, and — full bleed, for an
    /// item with art — how its art is cropped: its zoom, and the point at
    /// the face's middle.
    pub(super) fn layout_ui(&mut self, ui: &mut egui::Ui, mut crop: Option<&mut Crop>) {
        let mut value = self.value().clone();
        let layout = value.layout_mut();
        egui::Grid::new("art-layout").num_columns(2).show(ui, |ui| {
            let label =
                ui.label("Layout").on_hover_text(format!("How every {} of the {} is laid out", D::ITEM, D::LABEL));
            egui::ComboBox::from_id_salt("face-layout")
                .selected_text(layout.to_string())
                .show_ui(ui, |ui| {
                    for choice in FaceLayout::ALL {
                        ui.selectable_value(layout, choice, choice.to_string());
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(
                    "Framed: the art in a box on the face. Full bleed: the art under the whole face, on into the \
                     bleed, the words on panels over it.",
                );
            ui.end_row();
            if *layout == FaceLayout::FullBleed
                && let Some(crop) = crop.as_deref_mut()
            {
                let percent = |ui: &mut egui::Ui, label: &str, value: &mut u8, hover: &str| {
                    let label = ui.label(label).on_hover_text(hover);
                    ui.add(egui::DragValue::new(value).range(0..=100).suffix(" %"))
                        .labelled_by(label.id)
                        .on_hover_text(hover);
                    ui.end_row();
                };
                let label = ui.label("Zoom").on_hover_text(ZOOM_HELP);
                ui.add(egui::DragValue::new(&mut crop.zoom).range(MIN_ZOOM..=MAX_ZOOM).suffix(" %"))
                    .labelled_by(label.id)
                    .on_hover_text(ZOOM_HELP);
                ui.end_row();
                percent(
                    ui,
                    "Across",
                    &mut crop.across,
                    "The point of the art at the face's middle: 0 % its left edge, 100 % its right",
                );
                percent(
                    ui,
                    "Down",
                    &mut crop.down,
                    "The point of the art at the face's middle: 0 % its top, 100 % its bottom",
                );
            }
        });
        if let Some(crop) = crop.filter(|c| **c != Crop::default())
            && *value.layout_mut() == FaceLayout::FullBleed
            && ui.button("The whole art").on_hover_text(crop_by_pointer::HOVER).clicked()
        {
            *crop = Crop::default();
        }
        if &value != self.value() {
            self.draft.edit(value, None);
        }
    }
}

/// The colour of each kind or suit of the design's faces: Parlour's, or
/// the design's own, picked; with a way back to Parlour's.
fn colours_ui<D: Benched>(ui: &mut egui::Ui, colours: &mut Vec<(D::Filter, [u8; 3])>) {
    ui.horizontal_wrapped(|ui| {
        let label = ui
            .label("Colours")
            .on_hover_text(format!("The colour of each {}'s frame, band and ring, on screen and in print", D::FILTER));
        for &choice in D::FILTERS {
            let own = colours.iter().rev().find(|(c, _)| *c == choice).map(|&(_, rgb)| rgb);
            let mut rgb = own.unwrap_or_else(|| D::parlour_colour(choice));
            let name = D::filter_name(choice);
            // Each well after its name, the two on one line together: a
            // new line before the name when they do not fit whole.
            let words = crate::desktop::words_width(ui, &name, &egui::TextStyle::Body);
            let spacing = ui.spacing().item_spacing.x;
            if ui.available_width() < words + 2.0 * spacing + ui.spacing().interact_size.x {
                ui.end_row();
            }
            ui.add(egui::Label::new(egui::RichText::new(&name).weak()).extend());
            let response = ui.color_edit_button_srgb(&mut rgb).labelled_by(label.id);
            // A ring in the text's colour: a dark well stays seen on a dark panel.
            let ring = egui::Stroke::new(1.0, ui.visuals().weak_text_color());
            ui.painter().rect_stroke(response.rect, 2.0, ring, egui::StrokeKind::Outside);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ColorWell, true, &name));
            if response.on_hover_text(format!("The colour of {name}")).changed() {
                colours.retain(|(c, _)| *c != choice);
                colours.push((choice, rgb));
            }
        }
        if !colours.is_empty() && ui.button("Parlour's colours").clicked() {
            colours.clear();
        }
    });
}

/// The typeface files in `folder` and its `fonts` folder, by their paths
/// relative to `folder`, in order.
fn typeface_files(folder: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for (sub, prefix) in [(folder.to_path_buf(), ""), (folder.join("fonts"), "fonts/")] {
        let Ok(entries) = std::fs::read_dir(&sub) else { continue };
        for entry in entries.flatten().take(1000) {
            let name = entry.file_name().to_string_lossy().into_owned();
            let extension = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
            if TYPEFACE_EXTENSIONS.contains(&extension.as_str()) && entry.path().is_file() {
                found.push(format!("{prefix}{name}"));
            }
        }
    }
    found.sort();
    found
}
