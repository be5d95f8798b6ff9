//! The app: the shelf or a table, the menus and shortcuts, the dialogs,
//! saving, loading and the autosave.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{Key, KeyboardShortcut, Modifiers};

use super::file_dialog::{FilePicker, FileRequest, Purpose};
use super::history;
use super::in_progress::InProgress;
use super::new_game::{DialogResult, NewGameDialog};
use super::print_menu::PrintMenu;
use super::session::fresh_seed;
use super::settings::{NewGameChoices, STORAGE_KEY, Settings};
use super::shelf::{ShelfAction, shelf_ui};
use super::standing;
use super::tables::{self, Table};
use super::workshop::{Workshop, WorkshopRequest};
use crate::files::{self, write_atomically};
use crate::launch::Launch;
use crate::seat_player::SeatPlayer;
use parlour_core::GameKind;
use parlour_core::bots::Level;

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The shelf of games.
    Shelf,
    /// A table.
    Table,
    /// The workshop, where tiles are designed.
    Workshop,
}

/// What waits for the player's word before a game in progress is lost.
enum Replacement {
    /// A new game of this kind, with these choices and seed.
    Start(GameKind, NewGameChoices, Option<u64>),
    /// A saved game, read from this file.
    Open(Box<dyn Table>, PathBuf),
}

/// A save, open or replay prompt: a path typed or chosen with the system dialog.
struct FilePrompt {
    task: FileTask,
    path: String,
    picker: FilePicker,
}

/// What a file prompt is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FileTask {
    /// Save the game at the table.
    Save,
    /// Open a saved game to play on.
    Open,
    /// Replay a saved game.
    Replay,
}

impl FileTask {
    /// The prompt's title, and the word on its button.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            FileTask::Save => ("Save game", "Save"),
            FileTask::Open => ("Open a saved game", "Open"),
            FileTask::Replay => ("Replay a saved game", "Replay"),
        }
    }
}

/// The Parlour desktop app.
pub struct ParlourApp {
    settings: Settings,
    table: Option<Box<dyn Table>>,
    showing_table: bool,
    workshop: Option<Workshop>,
    showing_workshop: bool,
    dialog: Option<NewGameDialog>,
    prompt: Option<FilePrompt>,
    message: Option<String>,
    data_dir: PathBuf,
    /// The games in progress, one a game.
    in_progress: InProgress,
    /// The game and the moves last autosaved.
    autosaved: Option<(GameKind, usize)>,
    /// A new or opened game waiting for the word to replace one in progress.
    replacing: Option<Replacement>,
    applied_style: Option<(bool, f32)>,
    launch: Launch,
    frames: u64,
    stats: FrameStats,
    /// The window title last given to the window.
    title: String,
    /// The Print menu and what it is printing.
    print_menu: PrintMenu,
    /// The History or Records window, while one is open.
    shelf_window: Option<ShelfWindow>,
    /// The finished game last kept in the history, as (game, moves) — or
    /// found finished when it was opened, which is not kept again.
    history_kept: Option<(GameKind, usize)>,
    /// Whether the `--screenshot` has been asked for.
    screenshot_asked: bool,
}

/// How smoothly frames came, for `parlour app --quit-after`.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
struct FrameStats {
    frames: u64,
    frames_while_thinking: u64,
    longest_gap_ms_while_thinking: f64,
    #[serde(skip)]
    last: Option<std::time::Instant>,
    #[serde(skip)]
    started: Option<std::time::Instant>,
}

impl ParlourApp {
    /// The app as eframe starts it, with the settings from eframe's storage.
    pub fn new(cc: &eframe::CreationContext<'_>, launch: Launch) -> Self {
        let settings = cc.storage.and_then(|s| eframe::get_value::<Settings>(s, STORAGE_KEY)).unwrap_or_default();
        let settings = settings.migrated();
        let mut app = Self::with_settings(settings, files::data_dir(), launch);
        if let Some(path) = app.launch.replay.clone() {
            app.replay_file(&path, None);
            if let (Some(moves), Some(table)) = (app.launch.review_at, app.table.as_mut()) {
                table.review_at(&cc.egui_ctx, moves);
            }
        }
        match app.launch.open.clone().as_deref() {
            Some("workshop") => app.show_workshop(),
            Some("workshop-cards") => {
                app.show_workshop();
                if let Some(workshop) = app.workshop.as_mut() {
                    workshop.show_cards();
                }
            }
            Some("workshop-export") => {
                app.show_workshop();
                if let Some(workshop) = app.workshop.as_mut() {
                    workshop.show_export();
                }
            }
            Some(id) => match (app.launch.lesson, GameKind::from_id(id)) {
                (Some(step), Ok(kind)) => app.learn_at(kind, step - 1),
                _ => app.open_demo(id),
            },
            None => {}
        }
        app
    }

    /// The app with these settings, keeping its files in `data_dir` (tests
    /// use a temporary folder).
    pub fn with_settings(settings: Settings, data_dir: PathBuf, launch: Launch) -> Self {
        let (in_progress, set_aside) = InProgress::load(&data_dir);
        Self {
            settings,
            table: None,
            showing_table: false,
            workshop: None,
            showing_workshop: false,
            dialog: None,
            prompt: None,
            message: (!set_aside.is_empty()).then(|| set_aside.join("\n")),
            in_progress,
            data_dir,
            autosaved: None,
            replacing: None,
            applied_style: None,
            launch,
            frames: 0,
            stats: FrameStats::default(),
            title: String::new(),
            print_menu: PrintMenu::default(),
            shelf_window: None,
            history_kept: None,
            screenshot_asked: false,
        }
    }

    /// The screen showing.
    pub fn screen(&self) -> Screen {
        if self.showing_workshop && self.workshop.is_some() {
            Screen::Workshop
        } else if self.showing_table && self.table.is_some() {
            Screen::Table
        } else {
            Screen::Shelf
        }
    }

    /// The window's title: the game at the table, or the workshop, then Parlour.
    pub fn window_title(&self) -> String {
        match (self.screen(), &self.table) {
            (Screen::Table, Some(table)) => format!("{} — Parlour", table.kind().info().name),
            (Screen::Workshop, _) => "Workshop — Parlour".to_owned(),
            _ => "Parlour".to_owned(),
        }
    }

    /// Gives the window its title when the screen has changed.
    fn name_window(&mut self, ctx: &egui::Context) {
        let title = self.window_title();
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// The workshop, once opened (tests look inside).
    pub fn workshop(&self) -> Option<&Workshop> {
        self.workshop.as_ref()
    }

    /// The table as its concrete type (tests look inside).
    pub fn table_as<T: 'static>(&self) -> Option<&T> {
        let table: &dyn std::any::Any = self.table.as_deref()?.as_any();
        table.downcast_ref::<T>()
    }

    /// The message shown to the user, if any.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    fn open_demo(&mut self, id: &str) {
        match parlour_core::GameKind::from_id(id) {
            Ok(kind) => {
                let mut seats = self.launch.players.clone();
                if seats.is_empty() {
                    seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Medium)];
                }
                match tables::demo(
                    kind,
                    seats,
                    self.launch.options.clone(),
                    self.launch.seed.unwrap_or(7),
                    self.launch.autoplay,
                ) {
                    Ok(table) => self.show_table(table),
                    Err(e) => self.message = Some(format!("Could not start the game: {e:#}")),
                }
            }
            Err(e) => self.message = Some(e.to_string()),
        }
    }

    fn show_shelf(&mut self) {
        self.showing_table = false;
        self.showing_workshop = false;
        if let Some(table) = self.table.as_mut() {
            table.pause();
        }
    }

    /// The workshop, with the game in progress put aside.
    fn show_workshop(&mut self) {
        self.show_shelf();
        let data_dir = self.data_dir.clone();
        self.workshop.get_or_insert_with(|| Workshop::new(&data_dir));
        self.showing_workshop = true;
    }

    fn show_table(&mut self, table: Box<dyn Table>) {
        self.history_kept = table.is_over().then(|| (table.kind(), table.actions_played()));
        self.table = Some(table);
        self.showing_table = true;
        self.showing_workshop = false;
        self.autosaved = None;
    }

    /// Continues the game of `kind` in progress: the one at the table, or
    /// the one kept.
    fn continue_game(&mut self, kind: GameKind) {
        if self.table.as_ref().is_some_and(|t| t.kind() == kind && !t.is_over() && t.in_play()) {
            self.showing_table = true;
            self.showing_workshop = false;
            return;
        }
        match self.in_progress.open(kind) {
            Ok(table) => self.show_table(table),
            Err(e) => self.message = Some(format!("The game cannot be continued: {e:#}")),
        }
    }

    /// Opens the lesson of `kind` where the learner left it (a game in
    /// progress is kept among the others).
    fn learn(&mut self, kind: GameKind) {
        self.learn_at(kind, self.settings.lessons.get(kind.info().id).copied().unwrap_or(0));
    }

    /// Opens the lesson of `kind` at step `step` (from 0).
    fn learn_at(&mut self, kind: GameKind, step: usize) {
        match tables::lesson(kind, step) {
            Ok(table) => self.show_table(table),
            Err(e) => self.message = Some(format!("The lesson cannot start: {e:#}")),
        }
    }

    /// Starts a new game of `kind`, or opens `table`, once the player has
    /// said a game of that kind in progress may go.
    fn replace(&mut self, replacement: Replacement) {
        let kind = match &replacement {
            Replacement::Start(kind, ..) => *kind,
            Replacement::Open(table, _) => table.kind(),
        };
        // The game given up is kept in the history, unfinished.
        if self.in_progress.get(kind).is_some()
            && let Ok(abandoned) = self.in_progress.open(kind)
            && let Err(e) = history::keep(&self.data_dir, kind, &abandoned.save_text(), self.settings.history_limit)
        {
            self.message = Some(format!("Could not keep the game given up in the history: {e:#}"));
        }
        match replacement {
            Replacement::Start(kind, choices, seed) => {
                match tables::open(kind, &choices, seed.unwrap_or_else(fresh_seed)) {
                    Ok(table) => {
                        self.settings.last_choices.insert(kind.info().id.to_owned(), choices);
                        self.dialog = None;
                        self.show_table(table);
                    }
                    Err(e) => self.message = Some(format!("Could not start the game: {e:#}")),
                }
            }
            Replacement::Open(table, path) => {
                self.settings.remember(path);
                self.show_table(table);
            }
        }
    }

    /// Goes ahead with `replacement` at once, or asks first when a game of
    /// its kind is in progress.
    fn replace_or_ask(&mut self, replacement: Replacement) {
        let kind = match &replacement {
            Replacement::Start(kind, ..) => *kind,
            Replacement::Open(table, _) => table.kind(),
        };
        let at_table = self
            .table
            .as_ref()
            .is_some_and(|t| t.kind() == kind && !t.is_over() && t.actions_played() > 0 && t.in_play());
        if self.in_progress.get(kind).is_some() || at_table {
            self.replacing = Some(replacement);
        } else {
            self.replace(replacement);
        }
    }

    /// Draws one frame of the whole app.
    pub fn ui_root(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.frames == 0 {
            super::fonts::install(&ctx);
            egui_extras::install_image_loaders(&ctx);
        }
        self.frames += 1;
        self.apply_style(&ctx);
        self.shortcuts(&ctx);
        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        if self.screen() == Screen::Workshop
            && let Some(workshop) = self.workshop.as_mut()
        {
            let request = workshop.ui(ui);
            for (kind, file) in workshop.files() {
                self.settings.remember_design(kind, file.to_path_buf());
            }
            match request {
                WorkshopRequest::None => {}
                WorkshopRequest::Shelf => self.show_shelf(),
                WorkshopRequest::PlayTest(what) => match tables::play_test(&what, fresh_seed()) {
                    Ok(table) => self.show_table(table),
                    Err(e) => self.message = Some(format!("Could not play-test: {e:#}")),
                },
            }
        } else if self.screen() == Screen::Table
            && let Some(table) = self.table.as_mut()
        {
            table.ui(ui, &self.settings);
        } else {
            egui::CentralPanel::default().show(ui, |ui| {
                let action = shelf_ui(ui, &self.in_progress.all(), &self.settings.recent, &self.settings.records);
                match action {
                    Some(ShelfAction::NewGame(kind)) => {
                        let last = self.settings.last_choices.get(kind.info().id);
                        let designs = kind.design().map(|d| self.settings.recent_designs(d).to_vec());
                        let designs = designs.unwrap_or_default();
                        self.dialog = Some(NewGameDialog::new(kind, last, designs));
                    }
                    Some(ShelfAction::Continue(kind)) => self.continue_game(kind),
                    Some(ShelfAction::Learn(kind)) => self.learn(kind),
                    Some(ShelfAction::Open) => self.prompt_open(FileTask::Open),
                    Some(ShelfAction::OpenRecent(path)) => self.open_file(&path),
                    Some(ShelfAction::Workshop) => self.show_workshop(),
                    Some(ShelfAction::History) => {
                        self.shelf_window = Some(ShelfWindow::History(history::list(&self.data_dir)));
                    }
                    Some(ShelfAction::Records) => self.shelf_window = Some(ShelfWindow::Records),
                    None => {}
                }
            });
        }
        self.dialogs(&ctx);
        self.shelf_window_ui(&ctx);
        self.print_menu.dialog_ui(&ctx);
        self.name_window(&ctx);
        self.autosave();
        self.screenshot(&ctx);
        self.measure(&ctx);
    }

    /// With `--quit-after`, counts frames and the longest gap between frames
    /// while a bot thinks, then prints them as JSON and quits.
    fn measure(&mut self, ctx: &egui::Context) {
        let Some(limit) = self.launch.quit_after else { return };
        let now = std::time::Instant::now();
        let started = *self.stats.started.get_or_insert(now);
        let thinking = self.table.as_ref().is_some_and(|t| t.bot_thinking());
        if let Some(last) = self.stats.last
            && thinking
        {
            self.stats.frames_while_thinking += 1;
            let gap = now.duration_since(last).as_secs_f64() * 1000.0;
            self.stats.longest_gap_ms_while_thinking = self.stats.longest_gap_ms_while_thinking.max(gap);
        }
        self.stats.frames += 1;
        self.stats.last = Some(now);
        let elapsed = now.duration_since(started).as_secs_f64();
        if elapsed >= limit {
            println!("{}", serde_json::to_string(&self.stats).unwrap_or_default());
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        } else {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(limit - elapsed));
        }
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        let wanted = (self.settings.dark, self.settings.zoom.clamp(0.5, 3.0));
        if self.applied_style != Some(wanted) {
            ctx.set_visuals(if wanted.0 { egui::Visuals::dark() } else { egui::Visuals::light() });
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

    fn shortcuts(&mut self, ctx: &egui::Context) {
        let modal_open = self.dialog.is_some() || self.prompt.is_some() || self.message.is_some();
        let (undo, save, open, escape) = ctx.input_mut(|i| {
            (
                i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Z)),
                i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::S)),
                i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::O)),
                !modal_open && i.consume_key(Modifiers::NONE, Key::Escape),
            )
        });
        if modal_open {
            return;
        }
        if undo && let Some(table) = self.table.as_mut().filter(|_| self.showing_table) {
            table.undo();
        }
        if save {
            self.prompt_save();
        }
        if open {
            self.prompt_open(FileTask::Open);
        }
        if escape {
            self.show_shelf();
        }
    }

    fn menu_bar(&mut self, ui: &mut egui::Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                if ui.button("Shelf").clicked() {
                    self.show_shelf();
                }
                let has_table = self.table.is_some();
                let has_game = self.table.as_ref().is_some_and(|t| t.in_play());
                if ui.add_enabled(has_game, egui::Button::new("Save…").shortcut_text("Ctrl+S")).clicked() {
                    self.prompt_save();
                }
                if ui.add(egui::Button::new("Open…").shortcut_text("Ctrl+O")).clicked() {
                    self.prompt_open(FileTask::Open);
                }
                if ui.add_enabled(has_table, egui::Button::new("Undo").shortcut_text("Ctrl+Z")).clicked()
                    && let Some(table) = self.table.as_mut()
                {
                    table.undo();
                }
                if ui.button("Replay a saved game…").clicked() {
                    self.prompt_open(FileTask::Replay);
                }
                let at_table = self.table.as_ref().filter(|_| self.screen() == Screen::Table).map(|t| t.kind());
                if let Some(kind) = at_table
                    && ui.button("Learn to play").on_hover_text(format!("The lesson of {}", kind.info().name)).clicked()
                {
                    self.learn(kind);
                }
            });
            ui.menu_button("Print", |ui| self.print_menu.menu_ui(ui));
            ui.menu_button("View", |ui| {
                if ui.button(if self.settings.dark { "Light theme" } else { "Dark theme" }).clicked() {
                    self.settings.dark = !self.settings.dark;
                }
                ui.label("Animations");
                for speed in super::settings::AnimationSpeed::ALL {
                    ui.radio_value(&mut self.settings.animation, speed, speed.to_string());
                }
                ui.checkbox(&mut self.settings.answer_every_action, "Ask me to answer actions aimed at others")
                    .on_hover_text("In games where players answer out of turn (Shrine's Fizzle): when this is off, actions aimed at someone else are let through without asking.");
                ui.label(format!("Zoom {:.0}% (Ctrl+wheel, Ctrl+ +/−)", self.settings.zoom * 100.0));
                ui.horizontal(|ui| {
                    ui.label("Keep the last");
                    ui.add(egui::DragValue::new(&mut self.settings.history_limit).range(1..=history::MAX_LIMIT));
                    ui.label("finished games");
                });
            });
            if self.table.is_some() && !self.showing_table && ui.button("Back to the table").clicked() {
                self.showing_table = true;
            }
        });
    }

    fn prompt_save(&mut self) {
        // Only a game being played is saved: not a lesson, not a replay.
        if let Some(table) = self.table.as_ref().filter(|t| t.in_play()) {
            let home = std::env::var_os("HOME").map_or_else(std::env::temp_dir, PathBuf::from);
            let name = format!("parlour-{}-{}.ron", table.kind().info().id, table.actions_played());
            self.prompt = Some(FilePrompt {
                task: FileTask::Save,
                path: home.join(name).display().to_string(),
                picker: FilePicker::default(),
            });
        }
    }

    fn prompt_open(&mut self, task: FileTask) {
        let path = self.settings.recent.first().map(|p| p.display().to_string()).unwrap_or_default();
        self.prompt = Some(FilePrompt { task, path, picker: FilePicker::default() });
    }

    /// Replays a saved game, its review kept in `cache` when one is given;
    /// a damaged or foreign file changes nothing and says why.
    fn replay_file(&mut self, path: &Path, cache: Option<&Path>) {
        match files::read_text(path).and_then(|text| tables::replay(&text, cache)) {
            Ok(table) => self.show_table(table),
            Err(e) => self.message = Some(format!("Could not replay {}: {e:#}", path.display())),
        }
    }

    /// Opens a saved game; a damaged or foreign file changes nothing and says why.
    pub fn open_file(&mut self, path: &Path) {
        match files::read_text(path).and_then(|text| tables::load(&text)) {
            Ok(table) => self.replace_or_ask(Replacement::Open(table, path.to_path_buf())),
            Err(e) => self.message = Some(format!("Could not open {}: {e:#}", path.display())),
        }
    }

    /// Saves the open game to `path`, and says where.
    pub fn save_file(&mut self, path: &Path) {
        let Some(table) = &self.table else { return };
        match write_atomically(path, table.save_text()) {
            Ok(()) => {
                self.settings.remember(path.to_path_buf());
                self.message = Some(format!("Saved the game to {}.", path.display()));
            }
            Err(e) => self.message = Some(format!("Could not save: {e:#}")),
        }
    }

    fn dialogs(&mut self, ctx: &egui::Context) {
        if let Some(dialog) = self.dialog.as_mut() {
            match dialog.ui(ctx) {
                DialogResult::Open => {}
                DialogResult::Cancelled => self.dialog = None,
                DialogResult::Start(choices, seed) => {
                    let kind = dialog.kind;
                    self.replace_or_ask(Replacement::Start(kind, choices, seed));
                }
            }
        }
        self.replacement_ui(ctx);
        if let Some(prompt) = self.prompt.as_mut() {
            let mut chosen = None;
            let mut close = false;
            let (title, verb) = prompt.task.words();
            egui::Modal::new(egui::Id::unique("file-prompt")).show(ctx, |ui| {
                ui.set_width(520.0);
                ui.heading(title);
                ui.horizontal(|ui| {
                    let label = ui.label("File");
                    ui.add(egui::TextEdit::singleline(&mut prompt.path).desired_width(340.0)).labelled_by(label.id);
                    let purpose = if prompt.task == FileTask::Save { Purpose::Save } else { Purpose::Open };
                    let request =
                        || FileRequest::new(title, purpose, "Parlour game", &["ron"]).starting_at(&prompt.path);
                    if let Some(path) = prompt.picker.browse_ui(ui, request) {
                        prompt.path = path.display().to_string();
                        chosen = Some(path);
                    }
                });
                ui.horizontal(|ui| {
                    if ui.add_enabled(!prompt.path.trim().is_empty(), egui::Button::new(verb)).clicked() {
                        chosen = Some(PathBuf::from(prompt.path.trim()));
                    }
                    close = ui.button("Cancel").clicked();
                });
            });
            let task = prompt.task;
            if let Some(path) = chosen {
                self.prompt = None;
                match task {
                    FileTask::Save => self.save_file(&path),
                    FileTask::Open => self.open_file(&path),
                    FileTask::Replay => self.replay_file(&path, None),
                }
            } else if close {
                self.prompt = None;
            }
        }
        if let Some(message) = self.message.clone() {
            egui::Modal::new(egui::Id::unique("message")).show(ctx, |ui| {
                ui.set_max_width(460.0);
                ui.label(message);
                if ui.button("OK").clicked() {
                    self.message = None;
                }
            });
        }
    }

    /// Asks before a game in progress is replaced by a new or opened one.
    fn replacement_ui(&mut self, ctx: &egui::Context) {
        let Some(replacement) = &self.replacing else { return };
        let (kind, verb) = match replacement {
            Replacement::Start(kind, ..) => (*kind, "Start the new game"),
            Replacement::Open(table, _) => (table.kind(), "Open the saved game"),
        };
        let summary = self.in_progress.get(kind).map_or_else(String::new, |s| format!(" ({s})"));
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("replace-game")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading("A game is in progress");
            ui.label(format!(
                "A game of {} is in progress{summary}. {verb} in its place? The game in progress will be given up (it stays in the History, unfinished).",
                kind.info().name
            ));
            ui.horizontal(|ui| {
                if ui.button(verb).clicked() {
                    answer = Some(true);
                }
                if ui.button("Keep the game in progress").clicked() {
                    answer = Some(false);
                }
            });
        });
        match answer {
            Some(true) => {
                if let Some(replacement) = self.replacing.take() {
                    self.replace(replacement);
                }
            }
            Some(false) => {
                self.replacing = None;
                self.dialog = None;
            }
            None => {}
        }
    }

    /// Keeps the game at the table among the games in progress after every
    /// action; a finished game is removed from them.
    fn autosave(&mut self) {
        // Screenshots and measurements leave the player's games alone.
        if self.launch.screenshot.is_some() || self.launch.quit_after.is_some() {
            return;
        }
        let Some(table) = &self.table else { return };
        if table.in_lesson() {
            let id = table.kind().info().id.to_owned();
            match table.lesson_step() {
                Some(step) => self.settings.lessons.insert(id, step),
                None => self.settings.lessons.remove(&id),
            };
            return;
        }
        if table.replaying() {
            return;
        }
        let now = (table.kind(), table.actions_played());
        if self.autosaved == Some(now) {
            return;
        }
        self.autosaved = Some(now);
        if table.is_over()
            && let Some((key, score)) = table.solo_result()
        {
            self.settings.record_solo(key, score);
        }
        if table.is_over() && self.history_kept != Some(now) {
            self.history_kept = Some(now);
            standing::count(&mut self.settings.records, now.0, table.status().players(), table.status().winner());
            if let Err(e) = history::keep(&self.data_dir, now.0, &table.save_text(), self.settings.history_limit) {
                self.message = Some(format!("Could not keep the finished game in the history: {e:#}"));
            }
        }
        // A game nobody has moved in yet is not worth keeping over an older one.
        if now.1 == 0 && !table.is_over() {
            return;
        }
        if let Err(e) = self.in_progress.save(table.as_ref()) {
            self.message = Some(format!("Could not keep the game in progress: {e:#}"));
        }
    }

    /// The History or Records window, if one is open.
    fn shelf_window_ui(&mut self, ctx: &egui::Context) {
        let mut open = true;
        let mut chosen = None;
        match &self.shelf_window {
            None => return,
            Some(ShelfWindow::History(entries)) => {
                egui::Window::new("History")
                    .open(&mut open)
                    .default_width(520.0)
                    .default_height(420.0)
                    .show(ctx, |ui| chosen = history_ui(ui, entries));
            }
            Some(ShelfWindow::Records) => {
                egui::Window::new("Records").open(&mut open).default_width(640.0).show(ctx, |ui| {
                    standing::records_ui(ui, &self.settings.records);
                    ui.separator();
                    if ui.button("Reset the records").clicked() {
                        self.settings.records.clear();
                    }
                });
            }
        }
        if let Some(path) = chosen {
            self.shelf_window = None;
            self.replay_file(&path, Some(&history::review_file(&path)));
        } else if !open {
            self.shelf_window = None;
        }
    }

    /// With `--screenshot`, saves the window to a PNG once it has settled, then quits.
    fn screenshot(&mut self, ctx: &egui::Context) {
        let Some(path) = self.launch.screenshot.clone() else {
            return;
        };
        // Once settled, and once a replay's review asked for is done.
        let busy = self.table.as_ref().is_some_and(|t| t.working());
        if self.frames >= 30 && !busy && !self.screenshot_asked {
            self.screenshot_asked = true;
            let ctx2 = ctx.clone();
            ctx.request_screenshot(move |image: Arc<egui::ColorImage>| {
                let [w, h] = image.size;
                let pixels: Vec<u8> = image.pixels.iter().flat_map(egui::Color32::to_array).collect();
                match image::RgbaImage::from_raw(w as u32, h as u32, pixels).map(|img| img.save(&path)) {
                    Some(Ok(())) => println!("saved {}", path.display()),
                    _ => eprintln!("error: could not save the screenshot to {}", path.display()),
                }
                ctx2.send_viewport_cmd(egui::ViewportCommand::Close);
            });
        }
        if !self.screenshot_asked {
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
    }
}

impl eframe::App for ParlourApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.ui_root(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.settings);
    }
}

/// A window opened from the shelf.
enum ShelfWindow {
    /// The finished games, newest first.
    History(Vec<history::Entry>),
    /// The player's record against the bots.
    Records,
}

/// The History window's list, each game with its Replay button; returns the
/// file of the game to replay, if one was chosen.
fn history_ui(ui: &mut egui::Ui, entries: &[history::Entry]) -> Option<PathBuf> {
    if entries.is_empty() {
        ui.label("No finished game yet: every game played to the end at a table is kept here.");
    }
    let mut chosen = None;
    egui::ScrollArea::vertical().show(ui, |ui| {
        egui::Grid::new("history-list").striped(true).show(ui, |ui| {
            for entry in entries {
                ui.label(entry.kind.info().name);
                ui.label(&entry.players);
                ui.label(format!("{} moves", entry.moves));
                let button = ui.button("Replay");
                let label = format!("Replay {} of {}", entry.kind.info().name, ended(entry.ended));
                button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if button.on_hover_text(ended(entry.ended)).clicked() {
                    chosen = Some(entry.path.clone());
                }
                ui.end_row();
            }
        });
    });
    chosen
}

/// When a game ended, in words: "ended 3 days ago".
fn ended(seconds: u64) -> String {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let ago = now.saturating_sub(seconds);
    match ago {
        0..60 => "ended just now".to_owned(),
        60..3600 => format!("ended {} min ago", ago / 60),
        3600..86_400 => format!("ended {} h ago", ago / 3600),
        _ => format!("ended {} days ago", ago / 86_400),
    }
}
