//! The pawns on Jalak's field: where each stands and where its head is
//! drawn (moved aside from a head already there), and the standing
//! figures themselves.

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2, vec2};
use parlour_core::games::jalak::{Jalak, Square};
use parlour_core::{Game, Seat};

use super::super::spoken;
use super::{CUBE, Field};
use crate::desktop::tables::seat_colour;

impl Field {
    /// Where a pawn on `square` stands: its foot, its head upright and its
    /// head as drawn — moved aside from the `heads` already drawn.
    pub(super) fn pawn_place(&self, state: &Jalak, square: Square, heads: &[Pos2]) -> (Pos2, Pos2, Pos2) {
        let (geometry, flat) = (&self.geometry, self.view.flat);
        let (u, v) = self.view.grid(square);
        let tile = geometry.tile(u, v, state.height(square));
        let foot = if state.has_cube(square) { geometry.cube(&tile, flat).centre } else { tile.centre };
        let radius = geometry.unit * 0.13;
        let upright = foot - vec2(0.0, if flat { 0.0 } else { geometry.unit * 0.34 });
        let mut head = upright;
        for side in [1.0, -1.0, 2.0, -2.0] {
            if heads.iter().all(|h| h.distance(head) > radius * 2.2) {
                break;
            }
            head = upright + vec2(side * radius * 2.4, 0.0);
        }
        (foot, upright, head)
    }

    /// Where every pawn's head is drawn on the field as `state` has it.
    pub(super) fn heads(&self, state: &Jalak) -> Vec<Pos2> {
        let mut heads = Vec::new();
        for &square in &self.squares {
            for _ in Seat::all(state.seat_count()).filter(|&s| state.pawn(s) == square) {
                let (.., head) = self.pawn_place(state, square, &heads);
                heads.push(head);
            }
        }
        heads
    }

    /// The pawns on `square`: a standing figure in the player's colour with
    /// their number, its foot on the column or, ringed in the cube's colour,
    /// on the cube; a hover names where they stand. `heads` holds where the
    /// heads already drawn are: a head that would cover one moves aside.
    pub(super) fn paint_pawns(
        &self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        (state, viewer): (&Jalak, Option<Seat>),
        square: Square,
        heads: &mut Vec<Pos2>,
    ) {
        let flat = self.view.flat;
        let on_cube = state.has_cube(square);
        for seat in Seat::all(state.seat_count()).filter(|&s| state.pawn(s) == square) {
            let active = state.is_active(seat);
            let colour = if active { seat_colour(seat) } else { seat_colour(seat).gamma_multiply(0.35) };
            let radius = self.geometry.unit * 0.13;
            let (foot, upright, head) = self.pawn_place(state, square, heads);
            heads.push(head);
            let base = Rect::from_center_size(foot, vec2(radius * 2.6, radius * 1.3));
            let ring = if on_cube { Stroke::new(2.5, CUBE.gamma_multiply(1.2)) } else { Stroke::NONE };
            painter.add(egui::epaint::EllipseShape {
                center: base.center(),
                radius: base.size() / 2.0,
                fill: Color32::from_black_alpha(110),
                stroke: ring,
                angle: 0.0,
            });
            if head != upright {
                painter.line_segment([foot, head], Stroke::new(2.0, colour));
            } else if !flat {
                let body = Rect::from_min_max(head + vec2(-radius * 0.55, 0.0), foot + vec2(radius * 0.55, 0.0));
                painter.rect(body, radius * 0.4, colour, Stroke::new(1.5, Color32::WHITE), egui::StrokeKind::Middle);
            }
            painter.circle(head, radius, colour, Stroke::new(1.5, Color32::WHITE));
            let text = if active { (seat.index() + 1).to_string() } else { "out".to_owned() };
            painter.text(
                head,
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(radius * 1.2),
                crate::desktop::tables::ink_on(colour),
            );
            let hit = Rect::from_min_max(head - Vec2::splat(radius), foot + vec2(radius, radius * 0.6));
            let label = spoken::pawn_name(state, seat, viewer);
            let response = ui.interact(hit, ui.scope_id().with(("jalak-pawn", seat.0)), Sense::hover());
            crate::desktop::tables::pointing::name(&response, egui::Role::Image, true, &label);
            response.on_hover_ui(|ui| {
                ui.label(label);
            });
        }
    }
}
