//! The home screen: one tile per game, the last game to continue, recent
//! saves, and the windows opened from it — the History of finished games
//! and the player's Records.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use parlour_core::GameKind;

use crate::desktop::history;
use crate::desktop::in_progress::Summary;
use crate::desktop::settings::Settings;
use crate::desktop::tables;
use crate::desktop::tally::{self, Tallies, Tally};

/// The shelf as a screen: what it shows besides the games, a window
/// opened from it.
#[derive(Default)]
pub struct ShelfScreen {
    window: Option<ShelfWindow>,
}

/// A window opened from the shelf.
enum ShelfWindow {
    /// The finished games, newest first.
    History(Vec<history::Entry>),
    /// The player's tallies against the bots; `true` while asking whether
    /// to forget them.
    Records(bool),
}

impl ShelfScreen {
    /// Draws the shelf and its window; returns what was asked for that the
    /// shelf does not do itself. The games in progress are `in_progress`,
    /// the history is kept under `data_dir`.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        in_progress: &[(GameKind, Summary)],
        settings: &mut Settings,
        data_dir: &Path,
    ) -> Option<ShelfAction> {
        let mut action = None;
        egui::CentralPanel::default().show(ui, |ui| {
            action = shelf_ui(ui, in_progress, &settings.recent, &settings.tallies);
        });
        match action {
            Some(ShelfAction::History) => self.window = Some(ShelfWindow::History(history::list(data_dir))),
            Some(ShelfAction::Records) => self.window = Some(ShelfWindow::Records(false)),
            _ => {}
        }
        self.window_ui(ui.ctx(), settings).or(action)
    }

    /// The History or Records window, if one is open; returns the game
    /// chosen to replay.
    fn window_ui(&mut self, ctx: &egui::Context, settings: &mut Settings) -> Option<ShelfAction> {
        let mut open = true;
        let mut chosen = None;
        match &mut self.window {
            None => return None,
            Some(ShelfWindow::History(entries)) => {
                crate::desktop::window("History", ctx, [860.0, 420.0])
                    .open(&mut open)
                    .show(ctx, |ui| chosen = history::list_ui(ui, entries));
            }
            Some(ShelfWindow::Records(asking)) => {
                crate::desktop::window("Records", ctx, [640.0, 380.0]).open(&mut open).show(ctx, |ui| {
                    // The button above the list, so a long list never hides it.
                    let reset = ui.add_enabled(!settings.tallies.is_empty(), egui::Button::new("Reset the records…"));
                    if reset.clicked() {
                        *asking = true;
                    }
                    ui.separator();
                    tally::tallies_ui(ui, &settings.tallies);
                });
                // Forgetting the records cannot be taken back: asked first.
                if *asking {
                    let modal = crate::desktop::dialog(egui::Id::unique("forget-records"), "Forget your records?")
                        .show(ctx, |ui| {
                            ui.set_max_width(420.0);
                            ui.heading("Forget your records?");
                            ui.label(
                            "Every game counted against the bots is forgotten. The History keeps the games themselves.",
                        );
                            ui.horizontal(|ui| {
                                let keep = ui.button("Keep the records");
                                crate::desktop::focus::first(ui, &keep);
                                if keep.clicked() {
                                    *asking = false;
                                }
                                if ui.button("Forget them").clicked() {
                                    settings.tallies.clear();
                                    *asking = false;
                                }
                            });
                        });
                    // Esc, or a click beside the question, keeps them.
                    if modal.should_close() {
                        *asking = false;
                    }
                }
            }
        }
        if chosen.is_some() || !open {
            self.window = None;
        }
        chosen.map(ShelfAction::Replay)
    }
}

/// What was clicked on the shelf.
pub enum ShelfAction {
    /// Open the new-game dialog for this game.
    NewGame(GameKind),
    /// Continue the game of this kind in progress.
    Continue(GameKind),
    /// Follow this game's lesson, where it was left.
    Learn(GameKind),
    /// Open a saved game (choose a file).
    Open,
    /// Open this recent file.
    OpenRecent(PathBuf),
    /// Open the workshop.
    Workshop,
    /// List the finished games, to replay one.
    History,
    /// Show the player's record against the bots.
    Records,
    /// Replay this game of the history, with its review.
    Replay(PathBuf),
}

/// A game tile's widest, margins included: narrower when the window is,
/// as many to a row as fit at no less than [`NARROWEST`].
const TILE: f32 = 350.0;
/// A game tile's narrowest, margins included.
const NARROWEST: f32 = 300.0;
/// A tile's inner margin and frame, on each side.
const TILE_MARGIN: f32 = 13.0;
/// The space between tiles.
const GAP: f32 = 14.0;

/// Draws the shelf: a header with the ways into saved games and the
/// workshop, then each game's tile with its game in progress, if any —
/// everything in view at 1180×780 with all five games in progress.
pub fn shelf_ui(
    ui: &mut egui::Ui,
    in_progress: &[(GameKind, Summary)],
    recent: &[PathBuf],
    tallies: &Tallies,
) -> Option<ShelfAction> {
    let mut action = None;
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.add_space(8.0);
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new("Parlour").size(34.0).strong());
            ui.label("Small tabletop games, good bots, and a table for friends.");
        });
        ui.add_space(10.0);
        // As many tiles to a row as the window holds, all of one width,
        // the rows centred.
        let width = ui.available_width();
        let columns = ((width + GAP) / (NARROWEST + GAP)).floor().clamp(1.0, GameKind::ALL.len() as f32);
        let tile = ((width + GAP) / columns - GAP).min(TILE);
        let row = columns * (tile + GAP) - GAP;
        let margin = ((width - row) / 2.0).max(0.0);
        ui.horizontal_wrapped(|ui| {
            ui.add_space(margin);
            if let Some(a) = doors_ui(ui, recent) {
                action = Some(a);
            }
        });
        ui.add_space(10.0);
        for row in GameKind::ALL.chunks(columns as usize) {
            ui.horizontal_top(|ui| {
                ui.add_space(margin);
                ui.spacing_mut().item_spacing = egui::vec2(GAP, GAP);
                for &kind in row {
                    let going = in_progress.iter().find(|(k, _)| *k == kind).map(|(_, s)| s);
                    let against = tallies.get(kind.info().id).filter(|t| !t.is_empty());
                    if let Some(a) = game_tile(ui, kind, tile, going, against) {
                        action = Some(a);
                    }
                }
            });
            ui.add_space(GAP);
        }
    });
    action
}

/// The ways in that are not a new game: a saved game, the recent ones, and
/// the workshop.
fn doors_ui(ui: &mut egui::Ui, recent: &[PathBuf]) -> Option<ShelfAction> {
    let mut action = None;
    if ui.button("Open a saved game…").clicked() {
        action = Some(ShelfAction::Open);
    }
    if ui.button("History").on_hover_text("Your finished games: replay one, and have it reviewed").clicked() {
        action = Some(ShelfAction::History);
    }
    if ui.button("Records").on_hover_text("How you fare against each bot, game by game").clicked() {
        action = Some(ShelfAction::Records);
    }
    let workshop = ui.button("Workshop: design tiles and cards");
    if workshop.on_hover_text("Design Unicorn Jelly tiles, see their faces, play-test them").clicked() {
        action = Some(ShelfAction::Workshop);
    }
    if !recent.is_empty() {
        ui.add_space(16.0);
        ui.label(egui::RichText::new("Recent games:").strong());
        for path in recent {
            let name =
                path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
            if ui.link(name).on_hover_text(path.display().to_string()).clicked() {
                action = Some(ShelfAction::OpenRecent(path.clone()));
            }
        }
    }
    action
}

/// The height of a tile's line for its game in progress, with Continue.
const PROGRESS_LINE: f32 = 24.0;

/// `text`, weak, on one line of the tile: cut with "…" where it is too
/// long, and shown whole when hovered.
fn one_line(ui: &mut egui::Ui, text: &str) {
    ui.add(egui::Label::new(egui::RichText::new(text).weak()).truncate());
}

/// `text`, weak, in a room of two lines of the tile, kept whether there is
/// a text or not: cut with "…" beyond them, and shown whole when hovered.
fn two_lines(ui: &mut egui::Ui, text: &str) {
    let mut room = crate::desktop::kept_rows(ui, 2);
    if text.is_empty() {
        return;
    }
    let colour = room.visuals().weak_text_color();
    crate::desktop::rows_label(&mut room, text, 2, colour);
}

/// One game's tile, `width` wide with its margins: its picture, name and
/// pitch, the ways into it, its game in progress and the player's record.
fn game_tile(
    ui: &mut egui::Ui,
    kind: GameKind,
    width: f32,
    in_progress: Option<&Summary>,
    against: Option<&BTreeMap<String, Tally>>,
) -> Option<ShelfAction> {
    let info = kind.info();
    let mut action = None;
    let inner = width - 2.0 * TILE_MARGIN;
    egui::Frame::group(ui.style()).inner_margin(12.0).corner_radius(10.0).show(ui, |ui| {
        ui.set_width(inner);
        ui.set_max_width(inner);
        ui.vertical(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(inner, 56.0), egui::Sense::hover());
            let has_table = tables::emblem(kind, ui.painter(), rect);
            let players = if info.min_seats == info.max_seats {
                format!("{} players", info.min_seats)
            } else {
                format!("{}–{} players", info.min_seats, info.max_seats)
            };
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new(info.name).size(19.0).strong());
                ui.weak(&players);
            });
            ui.label(info.pitch);
            ui.add_space(4.0);
            if has_table {
                ui.horizontal_wrapped(|ui| {
                    let response = ui.button(egui::RichText::new("New game").size(15.0));
                    let label = format!("New game of {}", info.name);
                    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                    if response.clicked() {
                        action = Some(ShelfAction::NewGame(kind));
                    }
                    let response = ui.button(egui::RichText::new("Learn to play").size(15.0));
                    let label = format!("Learn to play {}", info.name);
                    let response = response.on_hover_text("A guided first game: every rule, one step at a time");
                    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                    if response.clicked() {
                        action = Some(ShelfAction::Learn(kind));
                    }
                });
                // The game in progress and the record, each on a line kept
                // whether it is there or not, so that no tile grows and
                // moves the row below when a game starts or ends.
                ui.horizontal(|ui| {
                    ui.set_min_height(PROGRESS_LINE);
                    if let Some(summary) = in_progress {
                        let button = egui::Button::new(egui::RichText::new("Continue").size(15.0));
                        let label = format!("Continue {}: {summary}", info.name);
                        let response = ui.add(button).on_hover_text(&label);
                        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                        if response.clicked() {
                            action = Some(ShelfAction::Continue(kind));
                        }
                        one_line(ui, &format!("In progress: {summary}"));
                    }
                });
                let record = against.map_or_else(String::new, |against| {
                    let scores: Vec<String> = against
                        .iter()
                        .map(|(opponent, tally)| format!("against {opponent}: {}", tally.score()))
                        .collect();
                    format!("Your record {}", scores.join("; "))
                });
                two_lines(ui, &record);
            } else {
                ui.weak(&players);
                ui.label(egui::RichText::new("Its table is coming soon.").italics());
                ui.weak(format!("Bots already play it: parlour selfplay --game {}", info.id));
            }
        });
    });
    action
}
