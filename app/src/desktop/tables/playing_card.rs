//! Standard playing cards on screen, drawn from the designer's card face —
//! the same face the printer prints — for the games played with them.

use egui::{Painter, Pos2, Rect, vec2};
use parlour_core::cards::Card;
use parlour_designer::games::cards::face::{self, CARD_MM};

use crate::desktop::paint::paint_face;

/// A card's width over its height.
pub const ASPECT: f32 = CARD_MM[0] / CARD_MM[1];

/// A card-shaped rectangle of height `height` centred on `centre`.
pub fn card_rect(centre: Pos2, height: f32) -> Rect {
    Rect::from_center_size(centre, vec2(height * ASPECT, height))
}

/// Paints `card` filling `rect`; the Joker is titled `joker` ("Balance").
pub fn paint_card(painter: &Painter, rect: Rect, card: Card, joker: &str) {
    paint_face(painter, rect, &face::face(card, joker, CARD_MM[0]));
}

/// Paints the back every card shares, titled with the game's name.
pub fn paint_back(painter: &Painter, rect: Rect, title: &str) {
    paint_face(painter, rect, &face::back(title, CARD_MM[0]));
}
