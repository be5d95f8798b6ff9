//! Unicorn Jelly's picture on the shelf: a few tiles in their kinds'
//! colours spreading from the seed.

use egui::{Color32, Painter, Rect, vec2};
use parlour_core::games::unicorn_jelly::Kind;
use parlour_designer::games::unicorn_jelly::face::kind_colour;

use crate::desktop::paint::colour;

/// Draws the picture into `rect`.
pub fn paint(painter: &Painter, rect: Rect) {
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
        let min = rect.left_top() + vec2(column * (side + 3.0), row * (side + 3.0) + 2.0);
        let fill = kind.map_or(Color32::from_gray(90), |k| colour(kind_colour(k)));
        painter.rect_filled(Rect::from_min_size(min, vec2(side, side)), 3.0, fill);
    }
}
