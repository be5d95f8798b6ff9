//! The app's outline: the menu bar, the one screen showing (the shelf, a
//! table or the workshop), the dialogs over it, and after every frame the
//! keeping of the games and the window's title. Each part lives in a room
//! of its own: [`Screens`], [`menu`](super::menu), opening tables and
//! saving games ([`opening`]), the [`Dialogs`] and the message
//! ([`dialogs_ui`]), files from the desktop ([`from_desktop`]), [`Keeper`],
//! [`Capture`].

mod dialogs_ui;
mod from_desktop;
mod opening;

use std::path::PathBuf;

use parlour_core::GameKind;
use parlour_core::design::DesignKind;

use super::capture::Capture;
use super::dialogs::Dialogs;
use super::file_prompt::FileTask;
use super::history;
use super::keeper::Keeper;
use super::menu::{self, Command, MenuState};
use super::new_game::NewGameDialog;
use super::print_menu::PrintMenu;
use super::screen::{Screen, Screens};
use super::settings::{STORAGE_KEY, Settings};
use super::shelf::ShelfAction;
use super::tables::{Keeping, Table};
use super::workshop::{Workshop, WorkshopRequest};
use crate::files;
use crate::launch::Launch;

/// The Parlour desktop app.
pub struct ParlourApp {
    settings: Settings,
    screens: Screens,
    keeper: Keeper,
    /// The dialogs open over the screen, and the message.
    dialogs: Dialogs,
    /// The Print menu and what it is printing.
    print_menu: PrintMenu,
    launch: Launch,
    capture: Capture,
    /// The theme and zoom last applied.
    applied_style: Option<(bool, f32)>,
    /// Whether the fonts and image loaders are installed.
    installed: bool,
    /// The window title last given to the window.
    title: String,
}

impl ParlourApp {
    /// The app as eframe starts it, with the settings from eframe's storage.
    pub fn new(cc: &eframe::CreationContext<'_>, launch: Launch) -> Self {
        let settings = cc.storage.and_then(|s| eframe::get_value::<Settings>(s, STORAGE_KEY)).unwrap_or_default();
        let newer = settings.newer_note();
        let mut app = Self::with_settings(settings.migrated(), files::data_dir(), launch);
        if let Some(note) = newer {
            eprintln!("note: {note}");
            app.dialogs.tell_more(note, "\n");
        }
        app.start(&cc.egui_ctx);
        app
    }

    /// The app with these settings, keeping its files in `data_dir` (tests
    /// use a temporary folder).
    pub fn with_settings(settings: Settings, data_dir: PathBuf, launch: Launch) -> Self {
        let (keeper, set_aside) = Keeper::open(data_dir);
        let mut dialogs = Dialogs::default();
        if !set_aside.is_empty() {
            dialogs.tell(set_aside.join("\n"));
        }
        Self {
            settings,
            screens: Screens::default(),
            keeper,
            dialogs,
            print_menu: PrintMenu::default(),
            capture: Capture::new(launch.screenshot.clone(), launch.quit_after),
            launch,
            applied_style: None,
            installed: false,
            title: String::new(),
        }
    }

    /// Opens what the command line asked for: files from the desktop, a
    /// replay, the workshop, a lesson or a game — as [`ParlourApp::new`]
    /// does once the window is there (tests call it on an app of their own).
    pub fn start(&mut self, ctx: &egui::Context) {
        let files = std::mem::take(&mut self.launch.files);
        self.open_files(&files);
        if let Some(path) = self.launch.replay.clone() {
            self.replay_file(&path, None);
            if let (Some(moves), Some(table)) = (self.launch.review_at, self.screens.table_mut()) {
                table.review_at(ctx, moves);
            }
        }
        match self.launch.open.clone().as_deref() {
            Some("workshop") => self.show_workshop(),
            Some("workshop-cards") => self.show_workshop_with(|workshop| workshop.show(DesignKind::Collection)),
            Some("workshop-export") => self.show_workshop_with(Workshop::show_export),
            Some(id) => match (self.launch.lesson, GameKind::from_id(id)) {
                (Some(step), Ok(kind)) => self.learn_at(kind, step - 1),
                _ => self.open_demo(id),
            },
            None => {}
        }
    }

    /// The screen showing.
    pub fn screen(&self) -> &Screen {
        self.screens.showing()
    }

    /// The window's title: the game at the table, or the workshop, then Parlour.
    pub fn window_title(&self) -> String {
        match self.screen() {
            Screen::Table(table) => format!("{} — Parlour", table.kind().info().name),
            Screen::Workshop(_) => "Workshop — Parlour".to_owned(),
            Screen::Shelf(_) => "Parlour".to_owned(),
        }
    }

    /// The workshop, once opened (tests look inside).
    pub fn workshop(&self) -> Option<&Workshop> {
        self.screens.workshop()
    }

    /// The table as its concrete type (tests look inside).
    pub fn table_as<T: 'static>(&self) -> Option<&T> {
        self.screens.table()?.as_any().downcast_ref::<T>()
    }

    /// Whether the screen is still working in the background (a replay
    /// being reviewed), and so not yet as it will rest.
    pub(super) fn screen_busy(&self) -> bool {
        self.screens.table().is_some_and(Table::working)
    }

    /// The message shown to the user, if any.
    pub fn message(&self) -> Option<&str> {
        self.dialogs.message()
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Draws one frame of the whole app.
    pub fn ui_root(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if !self.installed {
            super::fonts::install(&ctx);
            egui_extras::install_image_loaders(&ctx);
            self.installed = true;
        }
        self.apply_style(&ctx);
        let modal_open = self.dialogs.open() || super::file_dialog::showing(&ctx);
        let at_table = self.screen().is_table();
        if let Some(command) = menu::shortcuts(&ctx, modal_open, at_table) {
            self.carry_out(&ctx, command);
        }
        let state = MenuState {
            // A play-test is not the player's game: the way back says which table it is.
            back: match (self.screens.table().is_some(), self.screens.is_play_test()) {
                (false, _) => None,
                (true, false) => Some("Back to the table"),
                (true, true) => Some("Back to the play-test"),
            },
            has_game: self.screens.table().is_some_and(|t| t.keeping() == Keeping::Game),
            at_table: self.screens.table().filter(|_| at_table).map(Table::kind),
            can_undo: at_table && self.screens.table().is_some_and(|t| t.undoable().is_ok()),
            at_shelf: self.screen().is_shelf(),
        };
        let mut command = None;
        egui::Panel::top("menu").show(ui, |ui| {
            command = menu::menu_bar_ui(ui, state, &mut self.settings, &mut self.print_menu);
        });
        if let Some(command) = command {
            self.carry_out(&ctx, command);
        }
        self.screen_ui(ui);
        self.dialogs_ui(&ctx);
        self.print_menu.dialog_ui(&ctx);
        self.name_window(&ctx);
        super::focus::ring(&ctx);
        super::escape::note_typing(&ctx);
        self.keep();
        let table = self.screens.table();
        let (busy, thinking) = (table.is_some_and(Table::working), table.is_some_and(Table::bot_thinking));
        self.capture.frame(&ctx, busy, thinking);
    }

    /// Draws the screen showing, and does what was asked of it.
    fn screen_ui(&mut self, ui: &mut egui::Ui) {
        let play_test = self.screens.is_play_test();
        match self.screens.showing_mut() {
            Screen::Table(table) => {
                if play_test && super::play_test_bar::play_test_bar_ui(ui) {
                    self.show_workshop();
                    return;
                }
                table.ui(ui, &self.settings);
            }
            Screen::Workshop(workshop) => {
                let request = workshop.ui(ui);
                for (kind, file) in workshop.files() {
                    self.settings.remember_design(kind, file.to_path_buf());
                }
                match request {
                    WorkshopRequest::None => {}
                    WorkshopRequest::Shelf => self.screens.show_shelf(),
                    WorkshopRequest::PlayTest(what, folder) => self.play_test(&what, folder.as_deref()),
                }
            }
            Screen::Shelf(home) => {
                let in_progress = self.keeper.in_progress().all();
                let action = home.ui(ui, &in_progress, &mut self.settings, self.keeper.data_dir());
                self.shelf_action(action);
            }
        }
    }

    /// Does what was clicked on the shelf.
    fn shelf_action(&mut self, action: Option<ShelfAction>) {
        match action {
            Some(ShelfAction::NewGame(kind)) => {
                let last = self.settings.last_choices.get(kind.info().id);
                let designs = kind.design().map(|d| self.settings.recent_designs(d).to_vec()).unwrap_or_default();
                self.dialogs.new_game = Some(NewGameDialog::new(kind, last, designs));
            }
            Some(ShelfAction::Continue(kind)) => self.continue_game(kind),
            Some(ShelfAction::Learn(kind)) => self.learn(kind),
            Some(ShelfAction::Open) => self.prompt_open(FileTask::Open),
            Some(ShelfAction::OpenRecent(path)) => self.open_file(&path),
            Some(ShelfAction::Workshop) => self.show_workshop(),
            Some(ShelfAction::Replay(path)) => self.replay_file(&path, Some(&history::review_file(&path))),
            // The shelf opens its windows itself.
            Some(ShelfAction::History | ShelfAction::Records) | None => {}
        }
    }

    /// Does what the menus or the shortcuts asked for.
    fn carry_out(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::Shelf => self.screens.show_shelf(),
            Command::Escape => self.escape(ctx),
            Command::Save => self.prompt_save(),
            Command::Open => self.prompt_open(FileTask::Open),
            Command::Replay => self.prompt_open(FileTask::Replay),
            Command::Undo => {
                if let Some(table) = self.screens.table_mut() {
                    table.undo();
                }
            }
            Command::Learn(kind) => self.learn(kind),
            Command::BackToTable => {
                self.screens.back_to_table();
            }
        }
    }

    /// Esc with nothing in front to take it: closes the topmost window —
    /// the Print menu's Export dialog, the workshop's, then the Rules over
    /// a table —, else goes back to the shelf (from a play-test, to the
    /// workshop).
    fn escape(&mut self, ctx: &egui::Context) {
        let printing = self.print_menu.window();
        let mut open: Vec<egui::LayerId> = printing.into_iter().collect();
        if let Screen::Workshop(workshop) = self.screens.showing() {
            open.extend(workshop.windows());
        }
        if open.is_empty()
            && self.screen().is_table()
            && self.screens.table_mut().is_some_and(super::tables::Table::close_window)
        {
            return;
        }
        match super::escape::topmost(ctx, &open) {
            Some(top) if Some(top) == printing => self.print_menu.close(),
            Some(top) => {
                if let Screen::Workshop(workshop) = self.screens.showing_mut() {
                    workshop.close_window(top);
                }
            }
            // A play-test goes back to the workshop, to the design it plays.
            None if self.screens.is_play_test() && self.screen().is_table() => self.show_workshop(),
            None => self.screens.show_shelf(),
        }
    }

    /// Gives the window its title when the screen has changed, and a
    /// screen reader the same name for it.
    fn name_window(&mut self, ctx: &egui::Context) {
        let title = self.window_title();
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
        ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| node.set_label(self.title.as_str()));
    }

    /// Keeps the game at the table after every action: in progress, in the
    /// history once over, or a lesson's step. Screenshots, measurements
    /// and play-tests leave the player's games alone.
    fn keep(&mut self) {
        if self.capture.active() || self.screens.is_play_test() {
            return;
        }
        let Some(table) = self.screens.table() else { return };
        if let Err(e) = self.keeper.keep(table, &mut self.settings) {
            self.tell(format!("{e:#}"));
        }
    }

    /// Applies the theme and zoom chosen, and follows Ctrl+wheel zooming.
    fn apply_style(&mut self, ctx: &egui::Context) {
        let wanted = (self.settings.dark, self.settings.zoom.clamp(0.5, 3.0));
        if self.applied_style != Some(wanted) {
            ctx.set_visuals(if wanted.0 { egui::Visuals::dark() } else { egui::Visuals::light() });
            // Scroll bars always in view where there is more to see, not
            // only under the pointer: a list cut short says so.
            ctx.all_styles_mut(|style| style.spacing.scroll = egui::style::ScrollStyle::solid());
            ctx.set_zoom_factor(wanted.1);
            self.applied_style = Some(wanted);
        }
        let zoom = ctx.input(egui::InputState::zoom_delta);
        if (zoom - 1.0).abs() > 1e-3 {
            ctx.set_zoom_factor((ctx.zoom_factor() * zoom).clamp(0.5, 3.0));
        }
        if (ctx.zoom_factor() - self.settings.zoom).abs() > 1e-3 {
            self.settings.zoom = ctx.zoom_factor();
            self.applied_style = Some((self.settings.dark, self.settings.zoom));
        }
    }
}

/// Whether `table` holds a game being played, the only kind kept in
/// progress, saved and counted.
fn is_game(table: &dyn Table) -> bool {
    table.keeping() == Keeping::Game
}

impl eframe::App for ParlourApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.ui_root(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.settings);
    }
}
