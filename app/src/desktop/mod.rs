//! The desktop app: the shelf of games, the tables, saving and loading.

mod app;
mod art_cache;
mod bot_worker;
mod capture;
mod dialogs;
mod escape;
pub mod file_dialog;
mod file_prompt;
pub mod focus;
mod fonts;
mod hint_job;
mod history;
mod in_progress;
mod keeper;
mod menu;
mod new_game;
pub mod paint;
mod play_test_bar;
mod print_menu;
mod replace_prompt;
mod replacement;
mod screen;
pub mod screen_readers;
mod session;
mod settings;
mod shelf;
pub mod tables;
mod tally;
mod tour;
pub mod workshop;

pub use app::ParlourApp;
pub use screen::Screen;
pub use settings::{AnimationSpeed, NewGameChoices, Settings};

use crate::icon;
use crate::launch::Launch;

/// A dialog over the app, known to a screen reader by `name` (its title):
/// Orca says the name as the dialog opens.
pub(crate) fn dialog(id: egui::Id, name: &str) -> egui::Modal {
    egui::Modal::new(id).area(egui::Modal::default_area(id).accessible_name(name))
}

/// As [`dialog`], for a question whose rows come and go as it is answered
/// (New game's seats): it hangs from a place near the top of the screen,
/// so it grows downwards and nothing above a row added moves.
pub(crate) fn growing_dialog(id: egui::Id, name: &str, ctx: &egui::Context) -> egui::Modal {
    let top = (ctx.content_rect().height() * 0.08).max(40.0);
    let area = egui::Modal::default_area(id).accessible_name(name).anchor(egui::Align2::CENTER_TOP, [0.0, top]);
    egui::Modal::new(id).area(area)
}

/// Keeps the list a dialog's `list` opened above that dialog. A dialog and
/// the lists opened in it share the foreground, where a clicked dialog goes
/// to the top: a list opened again after a click on its dialog would open
/// under it, out of sight, until another list was opened. As the dialog's
/// sublayer it stays above it.
pub(crate) fn list_above_dialog(ui: &egui::Ui, list: &egui::Response) {
    if egui::ComboBox::is_open(ui.ctx(), list.id) {
        let popup = egui::LayerId::new(egui::Order::Foreground, egui::Popup::default_response_id(list));
        ui.ctx().set_sublayer(ui.layer_id(), popup);
    }
}

/// Whether Enter was pressed in the text field `field` this frame (which
/// leaves it): what a form does on Enter.
pub(crate) fn entered(field: &egui::Response) -> bool {
    field.lost_focus() && field.ctx.input(|i| i.key_pressed(egui::Key::Enter))
}

/// The width of a button saying `words`: what a button whose words change
/// is kept at, so that the widgets after it stay where they are.
pub(crate) fn button_width(ui: &egui::Ui, words: &str) -> f32 {
    words_width(ui, words, &egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.x
}

/// The width of `words` on one line in `style`.
pub(crate) fn words_width(ui: &egui::Ui, words: &str, style: &egui::TextStyle) -> f32 {
    ui.painter().layout_no_wrap(words.to_owned(), style.resolve(ui.style()), egui::Color32::WHITE).size().x
}

/// A room `rows` lines of text high across `ui`, kept whether anything is
/// put in it or not, so that what follows it never moves: the room, to
/// fill (see [`rows_label`]).
pub(crate) fn kept_rows(ui: &mut egui::Ui, rows: usize) -> egui::Ui {
    let height = ui.text_style_height(&egui::TextStyle::Body) * rows as f32 + ui.spacing().item_spacing.y;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(ui.available_width(), height), egui::Sense::hover());
    ui.new_child(egui::UiBuilder::new().max_rect(rect).layout(egui::Layout::top_down(egui::Align::Min)))
}

/// `text` in `colour` on at most `rows` lines of `ui` (as [`kept_rows`]
/// keeps them); set smaller to be read whole when it needs more, and cut
/// with "…" only past that (shown whole when hovered).
pub(crate) fn rows_label(ui: &mut egui::Ui, text: &str, rows: usize, colour: egui::Color32) {
    let room = ui.text_style_height(&egui::TextStyle::Body) * rows as f32;
    let job = |style: egui::TextStyle| {
        let font = style.resolve(ui.style());
        let lines = (room / ui.fonts_mut(|f| f.row_height(&font))).floor().max(1.0) as usize;
        let mut job = egui::text::LayoutJob::simple(text.to_owned(), font, colour, ui.available_width());
        job.wrap.max_rows = lines;
        job
    };
    let body = job(egui::TextStyle::Body);
    let whole = !ui.painter().layout_job(body.clone()).elided;
    ui.add(egui::Label::new(if whole { body } else { job(egui::TextStyle::Small) }));
}

/// A window of the app titled `title`, first `size` large (as far as the
/// screen allows) and placed in the middle of the screen — never over the
/// menu bar and the buttons that opened it. It grows from its top left
/// corner, so nothing in it moves as it grows.
pub(crate) fn window(title: &str, ctx: &egui::Context, size: [f32; 2]) -> egui::Window<'static> {
    let size = first_size(ctx, size);
    let corner = ctx.content_rect().center() - size * 0.5;
    egui::Window::new(title.to_owned())
        .default_size(size)
        .default_pos(egui::pos2(corner.x.max(8.0), corner.y.max(40.0)))
}

/// A [`window`] at least as large as it first is, whatever it holds: one
/// whose content comes later (figures measured) does not grow under the
/// pointer.
pub(crate) fn steady_window(title: &str, ctx: &egui::Context, size: [f32; 2]) -> egui::Window<'static> {
    window(title, ctx, size).min_size(first_size(ctx, size))
}

/// `size`, as far as the screen allows.
fn first_size(ctx: &egui::Context, size: [f32; 2]) -> egui::Vec2 {
    let screen = ctx.content_rect();
    egui::vec2(size[0].min(screen.width() - 16.0), size[1].min(screen.height() - 48.0))
}

/// Whether the window opens on a Wayland display (the display winit tries first).
fn on_wayland() -> bool {
    ["WAYLAND_DISPLAY", "WAYLAND_SOCKET"].iter().any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()))
}

/// The window's icon.
fn window_icon() -> egui::IconData {
    const SIZE: u32 = 128;
    egui::IconData { rgba: icon::icon_rgba(SIZE), width: SIZE, height: SIZE }
}

/// Opens the desktop window and runs until it is closed.
pub fn run(launch: Launch) -> anyhow::Result<()> {
    let size = launch.size.unwrap_or([1180.0, 780.0]);
    if let Some(dir) = &launch.tour {
        return tour::run(dir, size);
    }
    let viewport = egui::ViewportBuilder::default()
        .with_title("Parlour")
        .with_icon(std::sync::Arc::new(window_icon()))
        .with_inner_size(size)
        .with_min_inner_size([720.0, 520.0]);
    // eframe gives the window the app's name, "Parlour", as its app id, and
    // keeps the settings under that name. On Wayland the window's app id is
    // `parlour`; on X11 an app id would leave the class's instance empty,
    // and without one the class is the program's name, `parlour`, for both.
    let name_window = |window: egui::ViewportBuilder| egui::ViewportBuilder {
        app_id: on_wayland().then(|| icon::APP_ID.to_owned()),
        ..window
    };
    let options = eframe::NativeOptions { viewport, window_builder: Some(Box::new(name_window)), ..Default::default() };
    eframe::run_native("Parlour", options, Box::new(move |cc| Ok(Box::new(ParlourApp::new(cc, launch)))))
        .map_err(|e| anyhow::anyhow!("the window could not be opened: {e}"))
}
