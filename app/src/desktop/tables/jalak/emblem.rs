//! Jalak's picture on the shelf: five columns of a row at different
//! notches, a cube and a pawn on top.

use egui::{Color32, Painter, Rect, pos2, vec2};
use parlour_core::Seat;

use crate::desktop::tables::seat_colour;

/// Draws the picture into `rect`.
pub fn paint(painter: &Painter, rect: Rect) {
    let width = rect.height() * 0.22;
    let heights = [0.5, 0.8, 0.35, 0.65, 0.9];
    for (i, h) in heights.into_iter().enumerate() {
        let bottom = rect.bottom() - 2.0;
        let x = rect.left() + i as f32 * (width + 2.0);
        let column = Rect::from_min_max(pos2(x, bottom - rect.height() * h), pos2(x + width, bottom));
        painter.rect_filled(column, 2.0, Color32::from_gray((90.0 + 120.0 * h) as u8));
        if i == 2 {
            let cube = Rect::from_min_size(column.left_top() - vec2(0.0, width * 0.9), vec2(width, width * 0.9));
            painter.rect_filled(cube.shrink(1.0), 2.0, Color32::from_rgb(176, 140, 100));
        }
        if i == 4 {
            painter.circle_filled(column.center_top() - vec2(0.0, width * 0.5), width * 0.4, seat_colour(Seat(0)));
        }
    }
}
