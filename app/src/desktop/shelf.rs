//! The home screen: one tile per game, the last game to continue, recent saves.

use std::path::PathBuf;

use parlour_core::GameKind;

/// What was clicked on the shelf.
pub enum ShelfAction {
    /// Open the new-game dialog for this game.
    NewGame(GameKind),
    /// Continue the autosaved game.
    Continue,
    /// Open a saved game (choose a file).
    Open,
    /// Open this recent file.
    OpenRecent(PathBuf),
    /// Open the workshop.
    Workshop,
}

/// Draws the shelf.
pub fn shelf_ui(ui: &mut egui::Ui, autosave: Option<&str>, recent: &[PathBuf]) -> Option<ShelfAction> {
    let mut action = None;
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.add_space(18.0);
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new("Parlour").size(40.0).strong());
            ui.label("Small tabletop games, good bots, and a table for friends.");
        });
        ui.add_space(20.0);
        if let Some(summary) = autosave {
            ui.vertical_centered(|ui| {
                if ui.button(egui::RichText::new(format!("Continue: {summary}")).size(16.0)).clicked() {
                    action = Some(ShelfAction::Continue);
                }
            });
            ui.add_space(12.0);
        }
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing = egui::vec2(16.0, 16.0);
            for &kind in crate::desktop::tables::KINDS {
                if let Some(a) = game_tile(ui, kind) {
                    action = Some(a);
                }
            }
        });
        ui.add_space(20.0);
        ui.horizontal(|ui| {
            if ui.button("Open a saved game…").clicked() {
                action = Some(ShelfAction::Open);
            }
            let workshop = ui.button("Workshop: design tiles and cards");
            if workshop.on_hover_text("Design Unicorn Jelly tiles, see their faces, play-test them").clicked() {
                action = Some(ShelfAction::Workshop);
            }
        });
        if !recent.is_empty() {
            ui.add_space(8.0);
            ui.label(egui::RichText::new("Recent games").strong());
            for path in recent {
                let name =
                    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
                if ui.link(name).on_hover_text(path.display().to_string()).clicked() {
                    action = Some(ShelfAction::OpenRecent(path.clone()));
                }
            }
        }
    });
    action
}

fn game_tile(ui: &mut egui::Ui, kind: GameKind) -> Option<ShelfAction> {
    let info = kind.info();
    let mut action = None;
    egui::Frame::group(ui.style()).inner_margin(14.0).corner_radius(10.0).show(ui, |ui| {
        ui.set_width(320.0);
        ui.vertical(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(320.0, 70.0), egui::Sense::hover());
            emblem(ui.painter(), rect, kind);
            ui.label(egui::RichText::new(info.name).size(20.0).strong());
            ui.add_space(4.0);
            ui.label(info.pitch);
            ui.add_space(4.0);
            let players = if info.min_seats == info.max_seats {
                format!("{} players", info.min_seats)
            } else {
                format!("{}–{} players", info.min_seats, info.max_seats)
            };
            ui.label(egui::RichText::new(players).weak());
            ui.add_space(8.0);
            if ui.button(egui::RichText::new("New game").size(16.0)).clicked() {
                action = Some(ShelfAction::NewGame(kind));
            }
        });
    });
    action
}

/// A small picture of the game, drawn by code: for Unicorn Jelly, a few
/// tiles in their kinds' colours spreading from the seed; for You Are Here,
/// a 3×3 board with a few cards in both players' colours; for Jalak, a row
/// of columns at different notches with a cube and a pawn.
fn emblem(painter: &egui::Painter, rect: egui::Rect, kind: GameKind) {
    match kind {
        GameKind::UnicornJelly => {
            use parlour_core::games::unicorn_jelly::Kind;
            let side = rect.height() * 0.3;
            let tiles = [
                (0.0, 1.0, Some(Kind::Location)),
                (1.0, 1.0, Some(Kind::Hero)),
                (2.0, 1.0, Some(Kind::Impetus)),
                (2.0, 0.0, Some(Kind::Danger)),
                (1.0, 2.0, Some(Kind::Personage)),
                (3.0, 0.0, None),
                (3.0, 1.0, Some(Kind::Hero)),
            ];
            for (column, row, kind) in tiles {
                let min = rect.left_top() + egui::vec2(column * (side + 3.0), row * (side + 3.0) + 2.0);
                let fill = kind.map_or(egui::Color32::from_gray(90), |k| {
                    crate::desktop::paint::colour(parlour_designer::games::unicorn_jelly::face::kind_colour(k))
                });
                painter.rect_filled(egui::Rect::from_min_size(min, egui::vec2(side, side)), 3.0, fill);
            }
        }
        GameKind::YouAreHere => {
            let cell = egui::vec2(rect.height() * 0.3 * 0.74, rect.height() * 0.3);
            let owners = [Some(0), None, Some(1), Some(1), Some(0), None, None, Some(0), Some(1)];
            for (i, owner) in owners.into_iter().enumerate() {
                let (column, row) = ((i % 3) as f32, (i / 3) as f32);
                let min = rect.left_top() + egui::vec2(column * (cell.x + 3.0), row * (cell.y + 3.0) + 2.0);
                let square = egui::Rect::from_min_size(min, cell);
                let fill = owner.map_or(egui::Color32::from_gray(70), |o| {
                    crate::desktop::tables::seat_colour(parlour_core::Seat(o))
                });
                painter.rect_filled(square, 2.0, fill);
            }
        }
        GameKind::Jalak => {
            // Five columns of a row at different notches, a cube and a pawn on top.
            let width = rect.height() * 0.22;
            let heights = [0.5, 0.8, 0.35, 0.65, 0.9];
            for (i, h) in heights.into_iter().enumerate() {
                let bottom = rect.bottom() - 2.0;
                let x = rect.left() + i as f32 * (width + 2.0);
                let column =
                    egui::Rect::from_min_max(egui::pos2(x, bottom - rect.height() * h), egui::pos2(x + width, bottom));
                painter.rect_filled(column, 2.0, egui::Color32::from_gray((90.0 + 120.0 * h) as u8));
                if i == 2 {
                    let cube = egui::Rect::from_min_size(
                        column.left_top() - egui::vec2(0.0, width * 0.9),
                        egui::vec2(width, width * 0.9),
                    );
                    painter.rect_filled(cube.shrink(1.0), 2.0, egui::Color32::from_rgb(176, 140, 100));
                }
                if i == 4 {
                    let colour = crate::desktop::tables::seat_colour(parlour_core::Seat(0));
                    painter.circle_filled(column.center_top() - egui::vec2(0.0, width * 0.5), width * 0.4, colour);
                }
            }
        }
    }
}
