//! The menu bar (Game, Print, View) and the keyboard shortcuts: each gives
//! a [`Command`] for the app to carry out, but for the View menu's choices,
//! which change the settings at once.

use egui::{Key, KeyboardShortcut, Modifiers};
use parlour_core::GameKind;

use super::history;
use super::print_menu::PrintMenu;
use super::screen_readers::Announcing;
use super::settings::{AnimationSpeed, Settings};

/// What the menus or the shortcuts ask of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Go to the shelf.
    Shelf,
    /// Esc: close the topmost window, else go back to the shelf.
    Escape,
    /// Save the game being played.
    Save,
    /// Open a saved game to play on.
    Open,
    /// Replay a saved game.
    Replay,
    /// Take back the last move at the table.
    Undo,
    /// Follow the lesson of this game.
    Learn(GameKind),
    /// Show the game set aside at the table again.
    BackToTable,
}

/// What the menus need to know of the app to offer what it can do now.
#[derive(Clone, Copy, Debug, Default)]
pub struct MenuState {
    /// The way back to the game at the table, shown or set aside, in
    /// words: "Back to the table", or "Back to the play-test" for a
    /// play-test of the workshop's design; `None` with no game there.
    pub back: Option<&'static str>,
    /// That game is one being played (not a lesson or a replay): it can be saved.
    pub has_game: bool,
    /// The game of the table showing, if one is.
    pub at_table: Option<GameKind>,
    /// Whether the table showing may take back its last move now.
    pub can_undo: bool,
    /// Whether the shelf is showing.
    pub at_shelf: bool,
}

/// Draws the menu bar; returns what was chosen.
pub fn menu_bar_ui(
    ui: &mut egui::Ui,
    state: MenuState,
    settings: &mut Settings,
    print_menu: &mut PrintMenu,
) -> Option<Command> {
    let mut command = None;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("Game", |ui| command = game_menu_ui(ui, state));
        ui.menu_button("Print", |ui| print_menu.menu_ui(ui));
        ui.menu_button("View", |ui| view_menu_ui(ui, settings));
        // Come to the shelf from a game, the way back has the keyboard's
        // focus: a screen reader says it, and Enter goes back.
        let shown_id = egui::Id::unique("parlour-way-back-on-the-shelf");
        let shown_before = ui.data(|d| d.get_temp::<bool>(shown_id)).unwrap_or(false);
        let back = state.back.filter(|_| state.at_table.is_none());
        if let Some(back) = back {
            let button = ui.button(back);
            if state.at_shelf && !shown_before {
                button.request_focus();
            }
            if button.clicked() {
                command = Some(Command::BackToTable);
            }
        }
        ui.data_mut(|d| d.insert_temp(shown_id, back.is_some() && state.at_shelf));
    });
    command
}

/// The Game menu.
fn game_menu_ui(ui: &mut egui::Ui, state: MenuState) -> Option<Command> {
    let mut command = None;
    if ui.button("Shelf").clicked() {
        command = Some(Command::Shelf);
    }
    if ui.add_enabled(state.has_game, egui::Button::new("Save…").shortcut_text("Ctrl+S")).clicked() {
        command = Some(Command::Save);
    }
    if ui.add(egui::Button::new("Open…").shortcut_text("Ctrl+O")).clicked() {
        command = Some(Command::Open);
    }
    if ui.add_enabled(state.can_undo, egui::Button::new("Undo").shortcut_text("Ctrl+Z")).clicked() {
        command = Some(Command::Undo);
    }
    if ui.button("Replay a saved game…").clicked() {
        command = Some(Command::Replay);
    }
    if let Some(kind) = state.at_table
        && ui.button("Learn to play").on_hover_text(format!("The lesson of {}", kind.info().name)).clicked()
    {
        command = Some(Command::Learn(kind));
    }
    ui.separator();
    // As the window's close button: games are kept as they are played, the workshop's edits autosaved.
    if ui.button("Quit").on_hover_text("Close Parlour; games in progress wait on the shelf").clicked() {
        ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
    }
    command
}

/// The View menu: its choices change the settings at once.
fn view_menu_ui(ui: &mut egui::Ui, settings: &mut Settings) {
    if ui.button(if settings.dark { "Light theme" } else { "Dark theme" }).clicked() {
        settings.dark = !settings.dark;
    }
    ui.label("Animations");
    for speed in AnimationSpeed::ALL {
        ui.radio_value(&mut settings.animation, speed, speed.to_string());
    }
    ui.checkbox(&mut settings.answer_every_action, "Ask me to answer actions aimed at others")
        .on_hover_text("In games where players answer out of turn (Shrine's Fizzle): when this is off, actions aimed at someone else are let through without asking.");
    ui.label("Screen reader announcements");
    for announcing in Announcing::ALL {
        ui.radio_value(&mut settings.announcing, announcing, announcing.words()).on_hover_text(announcing.help());
    }
    ui.label(format!("Zoom {:.0}% (Ctrl+wheel, Ctrl+ +/−)", settings.zoom * 100.0));
    ui.horizontal(|ui| {
        ui.label("Keep the last");
        ui.add(egui::DragValue::new(&mut settings.history_limit).range(1..=history::MAX_LIMIT));
        ui.label("finished games");
    });
}

/// The shortcuts: Ctrl+Z and Ctrl+S at a table, Ctrl+O, and Escape (see
/// [`escape`](super::escape): it is left to a question, a list or a text
/// field in front). None while a dialog is open (`modal_open`), which takes
/// the keys itself; away from a table Ctrl+Z and Ctrl+S are left to the
/// screen in front (the workshop's undo and save).
pub fn shortcuts(ctx: &egui::Context, modal_open: bool, at_table: bool) -> Option<Command> {
    let in_front = super::escape::taken_in_front(ctx);
    let (undo, save, open, escape) = ctx.input_mut(|i| {
        (
            at_table && i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Z)),
            at_table && i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::S)),
            i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::O)),
            !modal_open && !in_front && i.consume_key(Modifiers::NONE, Key::Escape),
        )
    });
    if modal_open {
        return None;
    }
    if undo {
        Some(Command::Undo)
    } else if save {
        Some(Command::Save)
    } else if open {
        Some(Command::Open)
    } else if escape {
        Some(Command::Escape)
    } else {
        None
    }
}
