//! The Export dialog: print-and-play sheets of the design being edited —
//! paper, item size, margins, gap, bleed, cut guides, backs, back offset and
//! a calibration page — with a live preview of each page, written on a
//! background thread with a progress bar, to a file typed or picked in the
//! system's dialog (each thing exported its own, see [`ExportTarget`]); or,
//! as the person chooses ([`Format`]), a print shop's PDF of a face a page,
//! a PNG image per face, or a Tabletop Simulator deck, the last two into a
//! folder. The print job is built when a choice it is made from changes,
//! not on every frame.

use std::path::{Path, PathBuf};

mod said;

use crate::desktop::paint::paint_face_with_art;
use parlour_core::games::you_are_here::Collection;
use parlour_designer::print::job::{ItemSize, Job, JobError};
use parlour_designer::print::layout::Mm;
use parlour_designer::print::sheet::{Backs, MIN_MARK_WEIGHT, Marks, Paper, SheetOptions};
use parlour_designer::printable::Printable;

use super::art_field::ArtCache;
use super::export_format::{Format, SizeChoice, images_preview_ui, pager_ui};
use super::export_target::{ExportTarget, default_file};
use super::export_writing::{Ending, Request, Writing};
use crate::desktop::replace_prompt::ReplaceAnswer;
use parlour_core::text::counted;

/// The width of the choices' column, in points: PDF sheets' choices, the
/// widest.
const CHOICES_WIDTH: f32 = 500.0;

/// The width of the choices' labels.
const LABELS_WIDTH: f32 = 110.0;

/// The height of the preview's page or image, at most, in points.
const PREVIEW_HEIGHT: f32 = 380.0;

/// A number of millimetres within `range`, dragged in tenths.
fn millimetres(value: &mut f32, range: std::ops::RangeInclusive<f32>) -> egui::DragValue<'_> {
    egui::DragValue::new(value).range(range).suffix(" mm").speed(0.1)
}

/// `widget` after a small `label` that names it.
fn labelled(ui: &mut egui::Ui, label: &str, widget: impl egui::Widget) -> egui::Response {
    let label = ui.weak(label);
    ui.add(widget).labelled_by(label.id)
}

/// The print job, kept with the choices it was built from.
struct Built {
    printable: Printable,
    size: ItemSize,
    folder: Option<PathBuf>,
    job: Result<Job, JobError>,
}

impl Built {
    /// Whether it was built from these choices.
    fn is_of(&self, printable: &Printable, size: ItemSize, folder: Option<&Path>) -> bool {
        self.printable == *printable && self.size == size && self.folder.as_deref() == folder
    }
}

/// The dialog's choices and state.
pub struct ExportDialog {
    /// Whether the window is shown.
    pub open: bool,
    options: SheetOptions,
    size: SizeChoice,
    custom: [f32; 2],
    /// Of a collection, the deck to print (every card once when `None`).
    deck: Option<String>,
    target: ExportTarget,
    /// The window's id: the workshop's dialog and the Print menu's are two.
    window_id: egui::Id,
    /// The page the PDF's preview shows.
    page: usize,
    /// The face (or back) the images' preview shows.
    image: usize,
    writing: Option<Writing>,
    message: Option<Ending>,
    /// What is written: PDF sheets, a print shop's PDF, images or a deck.
    format: Format,
    /// The bleed the sheets had when another format was chosen.
    sheets_bleed: f32,
    /// The item size and resolution chosen before a print shop's preset
    /// set its own, given back when another format is chosen.
    before_shop: Option<(SizeChoice, f32)>,
    /// The folder images and decks go to, when one is typed.
    folder: String,
    /// The resolution of images, in dots per inch.
    dpi: f32,
    /// What is exported, its name and its design's file, as last followed.
    thing: String,
    name: String,
    design: Option<PathBuf>,
    /// The job the preview shows, until a choice it is built from changes.
    built: Option<Built>,
    /// How many times the preview's job was built.
    builds: usize,
}

impl Default for ExportDialog {
    fn default() -> Self {
        Self {
            open: false,
            options: SheetOptions::default(),
            size: SizeChoice::Natural,
            custom: [60.0, 90.0],
            deck: None,
            target: ExportTarget::default(),
            window_id: egui::Id::unique("parlour-export-dialog"),
            page: 0,
            image: 0,
            writing: None,
            message: None,
            format: Format::default(),
            sheets_bleed: SheetOptions::default().bleed,
            before_shop: None,
            folder: String::new(),
            dpi: 300.0,
            thing: String::new(),
            name: String::new(),
            design: None,
            built: None,
            builds: 0,
        }
    }
}

impl ExportDialog {
    /// A dialog open for `printable` (from the Print menu), with the cut
    /// guides that suit it, proposing `name`.pdf in the home folder.
    pub fn open_for(printable: &Printable, name: &str) -> Self {
        let mut dialog = Self { window_id: egui::Id::unique("parlour-print-dialog"), ..Self::default() };
        dialog.options.marks = printable.marks();
        dialog.show(name, name, None);
        dialog
    }

    /// Opens the dialog for `thing`, named `name`, whose design's file is
    /// `design` (when it has one); see [`ExportDialog::follow`].
    pub fn show(&mut self, thing: &str, name: &str, design: Option<&Path>) {
        self.open = true;
        self.follow(thing, name, design);
    }

    /// Follows `thing`: the file typed or picked for it, else `name`.pdf
    /// beside its design's file `design`, else in the home folder — each
    /// kind of PDF a file of its own, so a print shop's file and the sheets
    /// never replace one another. A change of thing clears the last outcome
    /// shown and turns back to the first page.
    pub fn follow(&mut self, thing: &str, name: &str, design: Option<&Path>) {
        let before = self.target.file();
        thing.clone_into(&mut self.thing);
        name.clone_into(&mut self.name);
        self.design = design.map(Path::to_path_buf);
        let file_name = self.format.file_name(name);
        let key = if file_name == name { thing.to_owned() } else { format!("{thing} as {file_name}") };
        self.target.follow(&key, &file_name, design);
        if self.target.file() != before && self.writing.is_none() {
            self.message = None;
            self.folder.clear();
            self.page = 0;
        }
    }

    /// The layer of the window, while it is open: Esc closes the one on top.
    pub fn window(&self) -> Option<egui::LayerId> {
        self.open.then(|| crate::desktop::escape::window_layer(self.window_id))
    }

    fn item_size(&self) -> ItemSize {
        match self.size {
            SizeChoice::Natural => ItemSize::Natural,
            SizeChoice::Tile => ItemSize::Box([50.0, 50.0]),
            SizeChoice::Poker => ItemSize::Box([63.5, 88.9]),
            SizeChoice::Bridge => ItemSize::Box([57.15, 88.9]),
            SizeChoice::Tarot => ItemSize::Box([70.0, 120.0]),
            SizeChoice::Custom => ItemSize::Box(self.custom),
        }
    }

    /// How many times the preview's print job has been built: once for
    /// each change of the design, deck, item size or art folder, not once a
    /// frame.
    pub fn job_builds(&self) -> usize {
        self.builds
    }

    /// The print job of `printable` at the item size chosen, art found in
    /// `folder`: the one kept when it was built from these, else built now.
    fn built(&mut self, printable: Printable, folder: Option<&Path>) -> Built {
        let size = self.item_size();
        match self.built.take() {
            Some(built) if built.is_of(&printable, size, folder) => built,
            _ => {
                self.builds += 1;
                let folder = folder.map(Path::to_path_buf);
                Built { job: printable.job(size, folder.clone()), printable, size, folder }
            }
        }
    }

    /// The window, for `printable` (the design being edited) with its art in `folder`.
    pub fn ui(&mut self, ctx: &egui::Context, mut printable: Printable, folder: Option<&Path>, art: &mut ArtCache) {
        let mut open = self.open;
        let window = crate::desktop::window("Export files", ctx, [720.0, 520.0]).id(self.window_id);
        window.open(&mut open).show(ctx, |ui| {
            if let Printable::Design { design, deck } = &mut printable
                && let Some(collection) = design.get::<Collection>()
            {
                self.deck = self.deck.take().filter(|d| collection.decks.iter().any(|k| &k.name == d));
                deck.clone_from(&self.deck);
            }
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    // As wide as the widest format's choices (PDF sheets'),
                    // so that choosing another never moves the preview.
                    ui.set_min_width(CHOICES_WIDTH);
                    self.choices_ui(ui, &printable);
                });
                ui.separator();
                let built = self.built(printable, folder);
                ui.vertical(|ui| {
                    let top = ui.cursor().top();
                    match &built.job {
                        Ok(job) if self.format.is_pdf() => self.preview_ui(ui, job, folder, art),
                        Ok(job) => images_preview_ui(
                            ui,
                            job,
                            self.format,
                            [self.options.bleed, self.dpi],
                            &mut self.image,
                            folder,
                            art,
                        ),
                        Err(e) => {
                            ui.colored_label(ui.visuals().error_fg_color, e.to_string());
                            return;
                        }
                    }
                    // The file and Export at one height whatever the preview
                    // shows: a page or an image, upright or on its side.
                    let spacing = ui.spacing().item_spacing.y;
                    let button = ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y;
                    let tallest = button.max(ui.spacing().interact_size.y)
                        + PREVIEW_HEIGHT
                        + ui.text_style_height(&egui::TextStyle::Body)
                        + 2.0 * spacing;
                    ui.add_space((tallest - (ui.cursor().top() - top)).max(0.0));
                    ui.separator();
                    self.write_ui(ui, &built);
                });
                self.built = Some(built);
            });
        });
        self.open = open;
    }

    /// The choices, in a grid of labels and fields.
    fn choices_ui(&mut self, ui: &mut egui::Ui, printable: &Printable) {
        // The labels' column as wide whatever the format shows.
        egui::Grid::new("export-choices").num_columns(2).min_col_width(LABELS_WIDTH).show(ui, |ui| {
            self.format_ui(ui);
            if let Printable::Design { design, .. } = printable
                && let Some(collection) = design.get::<Collection>()
            {
                self.deck_ui(ui, collection);
            }
            self.paper_ui(ui);
            if self.format == Format::Sheets {
                self.guides_ui(ui);
            }
            if self.format.is_pdf() {
                self.backs_ui(ui);
            }
        });
    }

    /// What to write: PDF sheets, a print shop's PDF, images or a deck.
    fn format_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.label("Export as");
        let before = self.format;
        egui::ComboBox::from_id_salt("export-format")
            .selected_text(self.format.name())
            .width(190.0)
            .show_ui(ui, |ui| {
                for format in Format::ALL {
                    ui.selectable_value(&mut self.format, format, format.name()).on_hover_text(format.hint());
                }
            })
            .response
            .labelled_by(label.id)
            .on_hover_text(self.format.hint());
        if self.format != before {
            // The sheets keep their own bleed: a print shop's is not carried back to them.
            if before == Format::Sheets {
                self.sheets_bleed = self.options.bleed;
            }
            self.format.fit(&mut self.options);
            if self.format == Format::Sheets {
                self.options.bleed = self.sheets_bleed;
            }
            if let Format::Shop(_) = self.format {
                self.before_shop = self.before_shop.or(Some((self.size, self.dpi)));
                (self.size, self.dpi) = (SizeChoice::Poker, crate::exports::shop::SHOP_DPI);
            } else if let Some((size, dpi)) = self.before_shop.take() {
                (self.size, self.dpi) = (size, dpi);
            }
            self.message = None;
            let (thing, name, design) = (self.thing.clone(), self.name.clone(), self.design.clone());
            self.follow(&thing, &name, design.as_deref());
        }
        ui.end_row();
    }

    /// Which cards of a collection: every card once, or a deck.
    fn deck_ui(&mut self, ui: &mut egui::Ui, collection: &Collection) {
        let label = ui.label("Cards to print");
        egui::ComboBox::from_id_salt("export-deck")
            .selected_text(self.deck.as_deref().unwrap_or("Every card once"))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.deck, None, "Every card once");
                for deck in &collection.decks {
                    // The deck by its own name, as the list shows it chosen (a deck named "Deck 1" is not "Deck Deck 1").
                    ui.selectable_value(&mut self.deck, Some(deck.name.clone()), &deck.name);
                }
            })
            .response
            .labelled_by(label.id);
        ui.end_row();
    }

    /// The paper, the item size, margin, gap and bleed.
    fn paper_ui(&mut self, ui: &mut egui::Ui) {
        let sheets = self.format == Format::Sheets;
        let o = &mut self.options;
        if sheets {
            ui.label("Paper");
            ui.horizontal(|ui| {
                ui.selectable_value(&mut o.paper, Paper::A4, "A4");
                ui.selectable_value(&mut o.paper, Paper::Letter, "Letter");
                ui.checkbox(&mut o.landscape, "Landscape");
            });
            ui.end_row();
        }
        let label = ui.label("Item size");
        egui::ComboBox::from_id_salt("export-size")
            .selected_text(self.size.name())
            .show_ui(ui, |ui| {
                for choice in SizeChoice::ALL {
                    ui.selectable_value(&mut self.size, choice, choice.name());
                }
            })
            .response
            .labelled_by(label.id);
        ui.end_row();
        if self.size == SizeChoice::Custom {
            ui.label("Width × height");
            ui.horizontal(|ui| {
                ui.add(millimetres(&mut self.custom[0], 10.0..=280.0));
                ui.add(millimetres(&mut self.custom[1], 10.0..=280.0));
            });
            ui.end_row();
        }
        if sheets {
            ui.label("Margin");
            ui.add(millimetres(&mut o.margin, 0.0..=30.0)).on_hover_text("6.35 mm suits most home printers");
            ui.end_row();
            ui.label("Gap");
            ui.add(millimetres(&mut o.gap, 0.0..=20.0)).on_hover_text("0 shares the cut lines between items");
            ui.end_row();
        }
        if self.format == Format::Images {
            ui.label("Resolution");
            ui.add(egui::DragValue::new(&mut self.dpi).range(72.0..=1200.0).speed(5.0).suffix(" dpi"))
                .on_hover_text("300 dpi for most print shops");
            ui.end_row();
        }
        ui.label("Bleed");
        ui.add(millimetres(&mut o.bleed, 0.0..=10.0))
            .on_hover_text("3 mm for a print shop: backgrounds run past the cut");
        ui.end_row();
    }

    /// Crop marks, cut lines or none, and the marks' shape.
    fn guides_ui(&mut self, ui: &mut egui::Ui) {
        let o = &mut self.options;
        ui.label("Cut guides");
        ui.horizontal(|ui| {
            ui.selectable_value(&mut o.marks, Marks::Crop, "Crop marks");
            ui.selectable_value(&mut o.marks, Marks::Lines, "Cut lines");
            ui.selectable_value(&mut o.marks, Marks::None, "None");
        });
        ui.end_row();
        if o.marks == Marks::Crop {
            ui.label("Crop marks");
            ui.horizontal(|ui| {
                let length = millimetres(&mut o.crop.length, 0.5..=20.0);
                labelled(ui, "length", length).on_hover_text("How long each mark is");
                let offset = millimetres(&mut o.crop.offset, 0.0..=20.0);
                labelled(ui, "offset", offset).on_hover_text("How far beyond the bleed the marks start");
                let weight =
                    egui::DragValue::new(&mut o.crop.weight).range(MIN_MARK_WEIGHT..=5.0).speed(0.05).suffix(" pt");
                labelled(ui, "weight", weight).on_hover_text("Line weight; thinner than 0.5 pt vanishes in print");
            });
            ui.end_row();
        }
    }

    /// Backs, their offset, and the calibration page.
    fn backs_ui(&mut self, ui: &mut egui::Ui) {
        let o = &mut self.options;
        if matches!(self.format, Format::PrintShop | Format::Shop(_)) {
            ui.label("Backs");
            ui.vertical(|ui| {
                ui.selectable_value(&mut o.backs, Backs::None, "No backs");
                ui.selectable_value(&mut o.backs, Backs::LongEdge, "Each back on the page after its face");
            });
            ui.end_row();
            return;
        }
        ui.label("Backs");
        ui.vertical(|ui| {
            ui.selectable_value(&mut o.backs, Backs::None, "No backs");
            ui.selectable_value(&mut o.backs, Backs::LongEdge, "Two-sided, flip on the long edge");
            ui.selectable_value(&mut o.backs, Backs::ShortEdge, "Two-sided, flip on the short edge");
            ui.selectable_value(&mut o.backs, Backs::Fold, "Fold-over (one-sided)");
        });
        ui.end_row();
        if matches!(o.backs, Backs::LongEdge | Backs::ShortEdge) {
            ui.label("Back offset");
            ui.horizontal(|ui| {
                ui.add(millimetres(&mut o.back_offset[0], -20.0..=20.0)).on_hover_text("Right, as seen on the back");
                ui.add(millimetres(&mut o.back_offset[1], -20.0..=20.0)).on_hover_text("Down, as seen on the back");
            });
            ui.end_row();
        }
        ui.label("");
        ui.checkbox(&mut o.calibration, "Calibration page first")
            .on_hover_text("Rulers to check the printer's scale, and a cross to read its back offset");
        ui.end_row();
    }

    /// One page as it will print, with buttons to turn the pages.
    fn preview_ui(&mut self, ui: &mut egui::Ui, job: &Job, folder: Option<&Path>, art: &mut ArtCache) {
        let pages = match job.pages(&self.options) {
            Ok(pages) => pages,
            Err(e) => {
                ui.colored_label(ui.visuals().error_fg_color, e.to_string());
                return;
            }
        };
        let note = self.options.calibration.then_some("(after the calibration page)");
        pager_ui(ui, &mut self.page, pages.len(), "Page", note);
        let item = pages.get(self.page).and_then(|(section, _)| section.faces.first()).map_or([50.0, 50.0], |f| f.size);
        let [page_w, page_h] = self.options.page_size_for(item);
        let scale = (PREVIEW_HEIGHT / page_h).min(360.0 / page_w);
        let (rect, response) = ui.allocate_exact_size(egui::vec2(page_w * scale, page_h * scale), egui::Sense::hover());
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
        let at = |p: Mm| rect.min + egui::vec2(p.x * scale, p.y * scale);
        if !self.options.face_pages() {
            let margin = self.options.margin * scale;
            let weak = egui::Stroke::new(1.0, egui::Color32::from_gray(210));
            painter.rect_stroke(rect.shrink(margin), 0.0, weak, egui::StrokeKind::Inside);
        }
        let ctx = ui.ctx().clone();
        let mut lookup = |path: &str| folder.and_then(|f| art.texture(&ctx, f, path).ok().flatten());
        if let Some((section, page)) = pages.get(self.page) {
            let placed = page.items.iter().filter_map(|(i, area)| section.faces.get(*i).map(|f| (f, area)));
            let backs = section.back.iter().flat_map(|back| page.backs.iter().map(move |(_, area)| (back, area)));
            // Each face as it prints: with what reaches its edge run into the bleed.
            let bleed = self.options.bleed;
            for (face, area) in placed.chain(backs) {
                let (min, max) = (
                    Mm { x: area.min.x - bleed, y: area.min.y - bleed },
                    Mm { x: area.max.x + bleed, y: area.max.y + bleed },
                );
                paint_face_with_art(
                    &painter,
                    egui::Rect::from_min_max(at(min), at(max)),
                    &face.bled(bleed),
                    &mut lookup,
                );
            }
            let guide = egui::Stroke::new(1.0, egui::Color32::from_gray(60));
            for [from, to] in page.cut_guides(&self.options) {
                painter.line_segment([at(from), at(to)], guide);
            }
            if page.is_front() && !page.backs.is_empty() {
                let y = rect.top() + page_h / 2.0 * scale;
                painter.hline(rect.x_range(), y, egui::Stroke::new(1.0, egui::Color32::GRAY));
            }
        }
        let label = format!("Page preview {} of {}", self.page + 1, pages.len());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        let total = pages.len() + self.options.calibration_pages();
        ui.weak(format!("{}, {} in all", counted(job.items(), "item"), counted(total, "page")));
    }

    /// The folder images or a deck go to: the one typed, else beside the PDF's file.
    fn folder(&self) -> PathBuf {
        let typed = self.folder.trim();
        if !typed.is_empty() {
            return PathBuf::from(typed);
        }
        let design = self.design.as_deref();
        let beside = design.and_then(Path::parent).filter(|f| !f.as_os_str().is_empty());
        let stem = design.and_then(Path::file_stem).map(|s| s.to_string_lossy().into_owned());
        self.format.default_folder(&default_file(beside, &self.format.file_name(&self.name), stem.as_deref()))
    }

    /// The file or folder, the Export button, and the progress or outcome
    /// of writing the job `built`.
    fn write_ui(&mut self, ui: &mut egui::Ui, built: &Built) {
        if let Some(writing) = &self.writing
            && let Ok(answer) = writing.answer.try_recv()
        {
            if matches!(answer, Ending::Wrote(_)) {
                self.target.written(&writing.file);
            }
            self.ended(answer);
            self.writing = None;
            // The message changes the window's size: one more frame lays it
            // out whole, without waiting for the pointer to move.
            ui.ctx().request_repaint();
        }
        if self.format.is_pdf() {
            ui.horizontal(|ui| self.target.field_ui(ui));
        } else {
            ui.horizontal(|ui| {
                // As high as the PDF file's row with its Browse… button: Export stays put.
                ui.set_min_height(ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y);
                let label = ui.label("Folder");
                let mut shown = self.folder().display().to_string();
                let field = egui::TextEdit::singleline(&mut shown).desired_width(300.0);
                if ui.add(field).labelled_by(label.id).changed() {
                    self.folder = shown;
                    self.message = None;
                }
            });
        }
        if self.writing.is_none() && self.format.is_pdf() {
            if ui.add_enabled(self.target.is_named(), egui::Button::new("Export")).clicked()
                && let Some(file) = self.target.file_to_write()
            {
                self.start(ui.ctx(), built, file, false);
            }
            match self.target.prompt_ui(ui.ctx()) {
                Some(ReplaceAnswer::Replace(file)) => self.start(ui.ctx(), built, file, false),
                Some(ReplaceAnswer::Cancel(file)) => {
                    self.ended(Ending::Wrote(format!("Nothing written: {} is kept as it was", file.display())));
                }
                None => {}
            }
        } else if self.writing.is_none() && ui.button("Export").clicked() {
            self.start(ui.ctx(), built, self.folder(), false);
        }
        // The progress and what the export said, in room kept for them from
        // the start: the window never grows, nor moves, when they come.
        let room = 5.0 * ui.text_style_height(&egui::TextStyle::Body) + 4.0 * ui.spacing().item_spacing.y;
        let area = egui::ScrollArea::vertical().id_salt("export-said").auto_shrink([false, false]);
        area.max_height(room).min_scrolled_height(room).show(ui, |ui| self.said_ui(ui, built));
    }

    /// Writes the job `built` on a background thread (see [`Writing`]):
    /// the PDF to `path`, or the images or deck into the folder `path`,
    /// replacing files Parlour finds there only when `replace` is set.
    fn start(&mut self, ctx: &egui::Context, built: &Built, path: PathBuf, replace: bool) {
        let request = Request {
            printable: built.printable.clone(),
            size: built.size,
            art_folder: built.folder.clone(),
            options: self.options,
            format: self.format,
            dpi: self.dpi,
            path,
            replace,
        };
        self.writing = Some(Writing::start(ctx, request));
        self.message = None;
    }

    /// Shows how an export ended, until another starts or the file or
    /// folder changes.
    fn ended(&mut self, ending: Ending) {
        self.message = Some(ending);
    }
}
