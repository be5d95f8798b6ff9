//! The desktop app: the shelf of games, the tables, saving and loading.

mod app;
mod bot_worker;
mod capture;
pub mod file_dialog;
mod file_prompt;
mod files;
mod fonts;
mod history;
pub mod icon;
mod in_progress;
mod keeper;
mod menu;
mod new_game;
pub mod paint;
mod print_menu;
mod replacement;
mod screen;
mod session;
mod settings;
mod shelf;
pub mod tables;
mod tally;
pub mod workshop;

use std::path::PathBuf;

pub use app::ParlourApp;
pub use files::{check_target, data_dir, write_atomically};
pub use screen::Screen;
pub use settings::{AnimationSpeed, NewGameChoices, SeatPlayer, Settings};

/// How the app is started from the command line.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// Open a new game of this id at once.
    pub open: Option<String>,
    /// Replay this saved game or record.
    pub replay: Option<PathBuf>,
    /// Show the replay after this many moves, and have it reviewed.
    pub review_at: Option<usize>,
    /// Open that game's lesson at this step (from 1) instead.
    pub lesson: Option<usize>,
    /// The seed of that game.
    pub seed: Option<u64>,
    /// Let that many actions be played before taking the screenshot.
    pub autoplay: usize,
    /// Save a screenshot of the window to this PNG file, then quit.
    pub screenshot: Option<PathBuf>,
    /// Who sits in that game's seats (default: a human against a medium bot).
    pub players: Vec<SeatPlayer>,
    /// That game's rule options, as key and value (default: the game's own).
    pub options: std::collections::BTreeMap<String, String>,
    /// Quit after this many seconds, printing frame statistics as JSON.
    pub quit_after: Option<f64>,
}

/// Whether the window opens on a Wayland display (the display winit tries first).
fn on_wayland() -> bool {
    ["WAYLAND_DISPLAY", "WAYLAND_SOCKET"].iter().any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()))
}

/// Opens the desktop window and runs until it is closed.
pub fn run(launch: Launch) -> anyhow::Result<()> {
    let viewport = egui::ViewportBuilder::default()
        .with_title("Parlour")
        .with_icon(std::sync::Arc::new(icon::window_icon()))
        .with_inner_size([1180.0, 780.0])
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
