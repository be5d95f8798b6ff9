//! You Are Here's picture on the shelf: a 3×3 board with a few cards in
//! both players' colours.

use egui::{Color32, Painter, Rect, vec2};
use parlour_core::Seat;

use crate::desktop::tables::seat_colour;

/// Draws the picture into `rect`.
pub fn paint(painter: &Painter, rect: Rect) {
    let cell = vec2(rect.height() * 0.3 * 0.74, rect.height() * 0.3);
    let owners = [Some(0), None, Some(1), Some(1), Some(0), None, None, Some(0), Some(1)];
    for (i, owner) in owners.into_iter().enumerate() {
        let (column, row) = ((i % 3) as f32, (i / 3) as f32);
        let min = rect.left_top() + vec2(column * (cell.x + 3.0), row * (cell.y + 3.0) + 2.0);
        let fill = owner.map_or(Color32::from_gray(70), |o| seat_colour(Seat(o)));
        painter.rect_filled(Rect::from_min_size(min, cell), 2.0, fill);
    }
}
