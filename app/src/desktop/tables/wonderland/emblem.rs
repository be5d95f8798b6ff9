//! Wonderland's picture on the shelf: a ring of hedges, some painted red,
//! a guardsman, and the Queen of Hearts' crown.

use std::f32::consts::TAU;

use egui::{Painter, Rect, vec2};
use parlour_core::Seat;

use super::ring_view::{ROSE, paint_guard, paint_queen};

/// Draws the picture into `rect`.
pub fn paint(painter: &Painter, rect: Rect) {
    // Along the tile's left edge, as the other games' pictures are.
    let rect = Rect::from_min_size(rect.min, vec2(rect.height() * 1.5, rect.height()));
    let radius = rect.height() * 0.38;
    for i in 0..10 {
        let angle = i as f32 * TAU / 10.0;
        let at = rect.center() + vec2(angle.cos(), angle.sin()) * radius;
        let hedge = Rect::from_center_size(at, vec2(radius * 0.3, radius * 0.42));
        let colour = if i % 3 == 0 { ROSE } else { egui::Color32::from_rgb(240, 238, 230) };
        painter.rect_filled(hedge, 2.0, colour);
    }
    let guard = Rect::from_center_size(rect.center() + vec2(radius * 0.55, 0.0), egui::Vec2::splat(radius * 0.28));
    paint_guard(painter, guard, Seat(0), "");
    paint_queen(painter, Rect::from_center_size(rect.center(), egui::Vec2::splat(radius * 0.53)));
}
