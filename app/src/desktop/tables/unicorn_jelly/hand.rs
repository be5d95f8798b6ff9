//! Unicorn Jelly's hand under the board: the viewer's tiles to pick, the
//! other hands as counts, what is left to draw, and the buttons to fit the
//! view, jump a tile and offer to end the game.

use egui::{Color32, Rect, Sense, Stroke, StrokeKind, Vec2, vec2};
use parlour_core::games::unicorn_jelly::{Action, Face, HAND_SIZE, MINES_TO_REVEAL, TileId, UnicornJelly};
use parlour_core::{Game, Seat};
use parlour_designer::games::unicorn_jelly::face::{self as face, TILE_MM};

use super::camera::Camera;
use super::tile_words::tile_words;
use super::{HAND_TILE, LIFT, Pick, UnicornJellyBoard, solo_key, spoken};
use crate::desktop::tables::{Board, Turn, focus};

impl UnicornJellyBoard {
    /// The hand (for the screen's viewer), the other hands as counts, and
    /// the buttons: fit, jump and call.
    pub(super) fn hand_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, UnicornJelly>) -> Option<Action> {
        let mut chosen = None;
        let (state, viewer, actions, hint) = (&turn.seen, turn.viewer, &turn.actions, turn.hint);
        ui.horizontal(|ui| {
            if let Some(seat) = viewer {
                ui.vertical(|ui| {
                    ui.label(
                        egui::RichText::new("Your hand")
                            .color(crate::desktop::tables::colours::seat_text_colour(ui, seat))
                            .strong(),
                    );
                    // Room for the focus ring around a tile, clear of the words above.
                    ui.add_space(crate::desktop::focus::OUTLINED_GAP);
                    ui.horizontal(|ui| {
                        // As wide as a full hand, so that what stands beside
                        // it stays put as the hand empties at the end.
                        let full = HAND_SIZE as f32 * (HAND_TILE + ui.spacing().item_spacing.x);
                        ui.set_min_width(full - ui.spacing().item_spacing.x);
                        for (slot, &tile) in state.hand(seat).iter().enumerate() {
                            self.hand_tile_ui(ui, state, slot, tile, actions, hint);
                        }
                    });
                });
                ui.add_space(16.0);
            }
            ui.vertical(|ui| {
                let view = state.view(viewer);
                for (i, hand) in view.hands.iter().enumerate() {
                    let count = hand.len();
                    if Some(Seat::new(i)) != viewer {
                        ui.label(spoken::hand_count(Seat::new(i), viewer, count));
                    }
                }
                ui.label(format!("{} left to draw", parlour_core::text::counted(view.pile, "tile")));
                let mines = view.board.iter().filter(|t| t.face == Face::Mine).count();
                if mines > 0 {
                    let words = parlour_core::text::counted(mines, "hidden landmine");
                    ui.label(words).on_hover_text(format!(
                        "When {MINES_TO_REVEAL} lie on the board they turn face up together at the start of a turn, \
                         as if just placed, for the player whose turn it is"
                    ));
                }
                if let Some(best) = best_solo_line(turn) {
                    ui.label(egui::RichText::new(best).strong());
                }
                ui.add_space(6.0);
                ui.horizontal_wrapped(|ui| chosen = self.controls_ui(ui, actions));
            });
        });
        chosen
    }

    /// One tile of the hand: click to pick it (again to put it back).
    fn hand_tile_ui(
        &mut self,
        ui: &mut egui::Ui,
        state: &UnicornJelly,
        slot: usize,
        tile: TileId,
        actions: &[Action],
        hint: Option<Action>,
    ) {
        let uses = |action: Option<&Action>| match action {
            Some(Action::Place { tile: t, .. } | Action::Cover { tile: t, .. }) => *t == tile,
            _ => false,
        };
        let playable = actions.iter().any(|a| uses(Some(a)));
        // Room above the tile for lifting it when picked.
        let sense = focus::sense(playable, Sense::click());
        let (room, response) = ui.allocate_exact_size(vec2(HAND_TILE, HAND_TILE + LIFT), sense);
        focus::show_focus(ui, &response, playable);
        let rect = Rect::from_min_size(room.min + vec2(0.0, LIFT), Vec2::splat(HAND_TILE));
        let def = state.design(tile);
        let picked = self.pick == Pick::Tile(tile);
        let label = spoken::hand_tile_name(slot, def, picked);
        crate::desktop::tables::pointing::name(&response, egui::Role::Button, playable, &label);
        let drawn = if picked { rect.translate(vec2(0.0, -LIFT)) } else { rect };
        let shown = face::tile(def, None, TILE_MM, &self.look.look);
        self.look.paint(ui.painter(), drawn, &shown);
        let hinted = uses(hint.as_ref());
        if hinted {
            focus::prefer(ui.ctx(), response.id);
        }
        if picked || hinted {
            let colour = if hinted { Color32::GOLD } else { ui.visuals().selection.stroke.color };
            ui.painter().rect_stroke(drawn.expand(3.0), 9.0, Stroke::new(3.0, colour), StrokeKind::Outside);
        }
        let clicked = response.clicked();
        response.on_hover_text(tile_words(def, None, false));
        if clicked {
            self.pick = if picked { Pick::Nothing } else { Pick::Tile(tile) };
        }
    }

    /// Fit to view, jump, and the offer to end the game.
    fn controls_ui(&mut self, ui: &mut egui::Ui, actions: &[Action]) -> Option<Action> {
        let mut chosen = None;
        let fit = ui.button("Fit to view").on_hover_text(
            "Show the whole board, however small its tiles, and follow it as it grows; drag to move it, scroll to \
             zoom back in",
        );
        if fit.clicked() {
            self.camera = Camera::whole_board();
        }
        if let Some((words, whole)) = &self.view_note {
            ui.label(egui::RichText::new(words).strong()).on_hover_text(whole);
        }
        let mut jumping = matches!(self.pick, Pick::JumpFrom | Pick::JumpTo(_));
        if jumping || actions.iter().any(|a| matches!(a, Action::Jump { .. })) {
            let help = "Jumping Jelly: move a face-up tile instead of placing one; it acts as if just placed";
            if ui.toggle_value(&mut jumping, "Jump a tile").on_hover_text(help).changed() {
                self.pick = if jumping { Pick::JumpFrom } else { Pick::Nothing };
            }
        }
        let call = "Nothing left can change who wins: ask to stop here";
        if actions.contains(&Action::Call) && ui.button("Offer to end the game").on_hover_text(call).clicked() {
            chosen = Some(Action::Call);
        }
        chosen
    }
}

/// A finished solitaire game's score against the best one kept.
fn best_solo_line(turn: &Turn<'_, UnicornJelly>) -> Option<String> {
    let (_, score) = <UnicornJellyBoard as Board>::solo_result(&turn.seen, turn.options)?;
    Some(match turn.settings.best_solo.get(&solo_key(turn.options)) {
        Some(&best) if best > score => format!("{score} points (your best: {best})"),
        _ => format!("{score} points — your best yet!"),
    })
}
