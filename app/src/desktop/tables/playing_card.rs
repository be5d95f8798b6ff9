//! Standard playing cards on screen, drawn from the designer's card face —
//! the same face the printer prints — for the games played with them.

use egui::{Painter, Pos2, Rect, vec2};
use parlour_core::cards::{Card, Colour};
use parlour_designer::games::cards::face::{self, CARD_MM};

use crate::desktop::paint::paint_face;

/// A card's width over its height.
pub const ASPECT: f32 = CARD_MM[0] / CARD_MM[1];

/// A card-shaped rectangle of height `height` centred on `centre`.
pub fn card_rect(centre: Pos2, height: f32) -> Rect {
    Rect::from_center_size(centre, vec2(height * ASPECT, height))
}

/// Below this height (in points) a face's own corner is too small to read.
const SMALL: f32 = 90.0;

/// Paints `card` filling `rect`; the Joker is titled `joker` ("Balance").
/// A card drawn small (a hedge of a ring of six, a pile, a card seen in a
/// rival's hand) gets a corner big enough to read, so no card is ever a
/// blank white face.
pub fn paint_card(painter: &Painter, rect: Rect, card: Card, joker: &str) {
    paint_face(painter, rect, &face::face(card, joker, CARD_MM[0]));
    if rect.height() < SMALL {
        let font = egui::FontId::proportional((rect.height() * 0.2).clamp(9.0, 13.0));
        let ink = if card.colour() == Some(Colour::Red) {
            egui::Color32::from_rgb(196, 30, 58)
        } else {
            egui::Color32::from_rgb(28, 28, 34)
        };
        let name =
            if card.is_joker() { joker.chars().next().map_or_else(String::new, String::from) } else { card.symbol() };
        let corner = Rect::from_min_size(rect.left_top() + vec2(2.0, 2.0), vec2(rect.width() - 4.0, font.size + 3.0));
        painter.rect_filled(corner, 2.0, egui::Color32::from_rgb(250, 248, 242));
        painter.text(corner.left_center() + vec2(1.0, 0.0), egui::Align2::LEFT_CENTER, name, font, ink);
    }
}

/// Paints the back every card shares, titled with the game's name.
pub fn paint_back(painter: &Painter, rect: Rect, title: &str) {
    paint_face(painter, rect, &face::back(title, CARD_MM[0]));
}

/// A hand of cards fanned out across an area, overlapping when they must.
#[derive(Clone, Copy, Debug)]
pub struct Fan {
    left: f32,
    step: f32,
    y: f32,
    height: f32,
    count: usize,
}

impl Fan {
    /// `count` cards `height` high, centred in `area`.
    pub fn new(area: Rect, height: f32, count: usize) -> Self {
        let width = height * ASPECT;
        let step = ((area.width() - width) / count.max(1) as f32).min(width * 1.08);
        let left = area.center().x - step * count.saturating_sub(1) as f32 * 0.5;
        Self { left, step, y: area.center().y, height, count }
    }

    /// Where card `i` lies.
    pub fn card(&self, i: usize) -> Rect {
        card_rect(Pos2::new(self.left + i as f32 * self.step, self.y), self.height)
    }

    /// The part of card `i`, drawn at `drawn`, that answers the pointer: up
    /// to the next card, all of it for the last.
    pub fn hit(&self, i: usize, drawn: Rect) -> Rect {
        if i + 1 < self.count {
            Rect::from_min_max(drawn.min, Pos2::new(drawn.left() + self.step, drawn.bottom()))
        } else {
            drawn
        }
    }
}
