//! Standard playing cards on screen, drawn from the designer's card face —
//! the same face the printer prints — for the games played with them.

use egui::{Align2, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, pos2, vec2};
use parlour_core::cards::{Card, Colour};
use parlour_designer::games::cards::face::{self, CARD_MM};

use crate::desktop::paint::{colour, paint_face};

/// A card's width over its height.
pub const ASPECT: f32 = CARD_MM[0] / CARD_MM[1];

/// A card-shaped rectangle of height `height` centred on `centre`.
pub fn card_rect(centre: Pos2, height: f32) -> Rect {
    Rect::from_center_size(centre, vec2(height * ASPECT, height))
}

/// Below this height (in points) the printed face's corner is too small to
/// read at a glance (its rank under 10 points high), and its pips crowd.
const SMALL: f32 = 130.0;

/// Paints `card` filling `rect`; the Joker is titled `joker` ("Balance").
/// A card drawn small (a hedge of a ring of six, a pile, a card seen in a
/// rival's hand) gets a face of its own, so that no card is ever a blank
/// white face: see [`paint_small`].
pub fn paint_card(painter: &Painter, rect: Rect, card: Card, joker: &str) {
    if rect.height() < SMALL {
        paint_small(painter, rect, card, joker);
    } else {
        paint_face(painter, rect, &face::face(card, joker, CARD_MM[0]));
    }
}

/// A card drawn small: the printed card's paper and edge, its rank and suit
/// in one corner big enough to read, and below the corner, in the room
/// left, what the middle of the printed card shows — every pip of a number
/// card where the printed card has it, the court letter in its frame, the
/// Ace's suit, the Joker's star.
fn paint_small(painter: &Painter, rect: Rect, card: Card, joker: &str) {
    let (w, h) = (rect.width(), rect.height());
    let mm = w / CARD_MM[0];
    let edge = Stroke::new((0.5 * mm).max(0.75), colour(face::EDGE));
    painter.rect(rect, 3.5 * mm, colour(face::PAPER), edge, StrokeKind::Inside);
    let ink = colour(card.colour().map_or(face::JOKER_INK, face::ink));
    let size = (h * 0.2).clamp(9.0, 13.0);
    let name = match (card.rank(), card.suit()) {
        (Some(_), Some(_)) => card.symbol(),
        _ => joker.chars().next().map_or_else(String::new, String::from),
    };
    let corner = rect.left_top() + vec2(0.09 * w, 0.025 * h);
    let named = painter.text(corner, Align2::LEFT_TOP, name, FontId::proportional(size), ink);
    // The middle: below the corner, a margin all round.
    let middle = Rect::from_min_max(
        pos2(rect.left() + 0.14 * w, named.bottom() + 0.02 * h),
        pos2(rect.right() - 0.14 * w, rect.bottom() - 0.06 * h),
    );
    if !middle.is_positive() {
        return;
    }
    let glyph = |at: Pos2, text: String, px: f32| {
        if px >= SMALLEST_PIP {
            painter.text(at, Align2::CENTER_CENTER, text, FontId::proportional(px), ink);
        }
    };
    let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else {
        glyph(middle.center(), "★".to_owned(), middle.height().min(middle.width()) * 0.9);
        return;
    };
    let suit = suit.symbol().to_string();
    if rank.is_face() {
        let tint = colour(face::ink(card.colour().unwrap_or(Colour::Black)).mix(face::PAPER, 0.9));
        painter.rect(middle, 2.0 * mm, tint, Stroke::new((0.6 * mm).max(0.75), ink), StrokeKind::Inside);
        let px = (middle.height() * 0.45).min(middle.width() * 0.8);
        glyph(middle.center() - vec2(0.0, middle.height() * 0.15), rank.letter().to_string(), px);
        glyph(middle.center() + vec2(0.0, middle.height() * 0.28), suit, px * 0.5);
    } else if rank.value() == 1 {
        glyph(middle.center(), suit, middle.height().min(middle.width()) * 0.8);
    } else {
        // The printed card's pips, in the printed proportions: a pip a
        // quarter of the middle's width, and no taller than a row leaves.
        let pip = (middle.width() * 0.26).min(middle.height() * 0.2);
        let span = middle.size() - vec2(pip, pip);
        for (x, y) in face::pips(rank.value()) {
            let at = middle.min + vec2(pip * 0.5 + x * span.x, pip * 0.5 + y * span.y);
            glyph(at, suit.clone(), pip);
        }
    }
}

/// Glyphs smaller than this (in points) are left out of a small card.
const SMALLEST_PIP: f32 = 4.0;

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

    /// The part of card `i` that answers the pointer, picked or not: with
    /// the room above it that a picked card is lifted into (`lift` points),
    /// so that picking never moves the card's widget.
    pub fn hit_with_lift(&self, i: usize, lift: f32) -> Rect {
        let card = self.card(i);
        self.hit(i, card.with_min_y(card.top() - lift))
    }

    /// The part of card `i`, drawn at `drawn`, that answers the pointer: up
    /// to the next card, all of it for the last.
    fn hit(&self, i: usize, drawn: Rect) -> Rect {
        if i + 1 < self.count {
            Rect::from_min_max(drawn.min, Pos2::new(drawn.left() + self.step, drawn.bottom()))
        } else {
            drawn
        }
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::cards::standard_deck;

    use super::*;

    /// The texts `card` paints at `height`, each with where it lies.
    fn painted(card: Card, height: f32) -> (Rect, Vec<(String, Rect)>) {
        let ctx = egui::Context::default();
        let rect = card_rect(Pos2::new(200.0, 200.0), height);
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| paint_card(ui.painter(), rect, card, "Balance"));
        output.textures_delta.clear();
        let texts = output
            .shapes
            .iter()
            .filter_map(|clipped| match &clipped.shape {
                egui::Shape::Text(text) => {
                    Some((text.galley.job.text.clone(), text.visual_bounding_rect().expand(-0.5)))
                }
                _ => None,
            })
            .collect();
        (rect, texts)
    }

    #[test]
    fn a_small_card_shows_its_corner_and_every_pip_clear_of_it() {
        for height in [48.0, 64.0, 80.0, 110.0] {
            for card in standard_deck(1) {
                let (rect, texts) = painted(card, height);
                let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else { continue };
                let corner = texts.iter().find(|(t, _)| *t == card.symbol()).map(|(_, r)| *r);
                let corner = corner.unwrap_or_else(|| panic!("{card} at {height}: no corner in {texts:?}"));
                let pips: Vec<Rect> =
                    texts.iter().filter(|(t, _)| *t == suit.symbol().to_string()).map(|(_, r)| *r).collect();
                let wanted = if rank.is_face() || rank.value() == 1 { 1 } else { usize::from(rank.value()) };
                assert_eq!(pips.len(), wanted, "{card} at {height}: {texts:?}");
                for pip in pips {
                    assert!(rect.contains_rect(pip), "{card} at {height}: a pip {pip:?} off the card {rect:?}");
                    assert!(!pip.intersects(corner), "{card} at {height}: a pip {pip:?} under the corner {corner:?}");
                }
            }
        }
    }
}
