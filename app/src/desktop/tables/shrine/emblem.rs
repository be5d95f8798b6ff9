//! Shrine's picture on the shelf: a Shrine of face-down cards with a heart
//! on top, and a Dagger leaning against it.

use egui::{Painter, Rect, vec2};
use parlour_core::cards::Card;

use crate::desktop::tables::playing_card::{card_rect, paint_back, paint_card};

/// Draws the picture into `rect`.
pub fn paint(painter: &Painter, rect: Rect) {
    // Along the tile's left edge, as the other games' pictures are.
    let rect = Rect::from_min_size(rect.min, vec2(rect.height() * 1.5, rect.height()));
    let h = rect.height() * 0.8;
    let centre = rect.center() - vec2(h * 0.25, 0.0);
    for i in 0..3 {
        paint_back(painter, card_rect(centre - vec2(0.0, (2 - i) as f32 * 3.0), h), "Shrine");
    }
    if let (Ok(top), Ok(dagger)) = ("9h".parse::<Card>(), "As".parse::<Card>()) {
        paint_card(painter, card_rect(centre, h), top, "Balance");
        paint_card(painter, card_rect(centre + vec2(h * 0.55, h * 0.12), h * 0.8), dagger, "Balance");
    }
}
