//! You Are Here cards on screen, drawn from the designer's face layout —
//! the same layout the printer prints — turned toward their controller,
//! with the marked corner and an outline in the controller's colour.

use egui::{Painter, Pos2, Rect, Stroke, vec2};
use parlour_core::Seat;
use parlour_core::games::you_are_here::Card;
use parlour_designer::games::you_are_here::face::{self, CARD_MM};
use parlour_designer::print::layout::SEAT_COLOURS;

use crate::desktop::paint::paint_face;
use crate::desktop::tables::design_look::DesignLook;
use crate::desktop::tables::seat_colour;

/// A card's width over its height.
pub const ASPECT: f32 = CARD_MM[0] / CARD_MM[1];

/// Paints `card`, controlled by `owner`, filling `rect` when turned `angle`
/// radians clockwise (π for a card lying toward Player 2 seen from the south),
/// as `look` draws its collection's faces.
pub fn paint_card(look: &DesignLook, painter: &Painter, rect: Rect, card: &Card, owner: Seat, angle: f32) {
    let corner = SEAT_COLOURS[owner.index() % SEAT_COLOURS.len()];
    let face = face::card(card, corner, CARD_MM[0], &look.look);
    look.paint_turned(painter, rect, angle, &face);
    let (sin, cos) = angle.sin_cos();
    let half = rect.size() * 0.5;
    let corners: Vec<Pos2> =
        [vec2(-half.x, -half.y), vec2(half.x, -half.y), vec2(half.x, half.y), vec2(-half.x, half.y)]
            .into_iter()
            .map(|d| rect.center() + vec2(d.x * cos - d.y * sin, d.x * sin + d.y * cos))
            .collect();
    painter.add(egui::Shape::closed_line(corners, Stroke::new(2.5, seat_colour(owner))));
}

/// Paints the back every card shares.
pub fn paint_back(painter: &Painter, rect: Rect) {
    paint_face(painter, rect, &face::back(CARD_MM[0]));
}

/// Paints an empty board square.
pub fn paint_square(painter: &Painter, rect: Rect, fill: egui::Color32, dark: bool) {
    let stroke = if dark { egui::Color32::from_gray(90) } else { egui::Color32::from_gray(160) };
    painter.rect(rect, rect.height() * 0.05, fill, Stroke::new(1.0, stroke), egui::StrokeKind::Inside);
}

/// A card-shaped rectangle of height `height` centred on `centre`.
pub fn card_rect(centre: Pos2, height: f32) -> Rect {
    Rect::from_center_size(centre, vec2(height * ASPECT, height))
}
