//! You Are Here cards drawn by Parlour's own code: four edge numbers, the
//! suit, the name, and the marked corner in the controller's colour.

use std::f32::consts::PI;

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2, vec2};
use parlour_core::Seat;
use parlour_core::games::you_are_here::{Card, Suit};

use crate::desktop::tables::common::seat_colour;

/// A card's width over its height.
pub const ASPECT: f32 = 0.74;

/// A card face to draw.
pub struct Face<'a> {
    /// The card.
    pub card: &'a Card,
    /// Who controls it (the marked corner's colour).
    pub owner: Seat,
    /// How far it is turned, clockwise, from lying as printed toward the
    /// bottom of the screen. Edge numbers stay upright and move with it.
    pub angle: f32,
}

fn rotate(v: Vec2, angle: f32) -> Vec2 {
    let (sin, cos) = angle.sin_cos();
    vec2(v.x * cos - v.y * sin, v.x * sin + v.y * cos)
}

fn suit_colour(suit: Suit, dark: bool) -> Color32 {
    match suit {
        Suit::Diamonds | Suit::Hearts => Color32::from_rgb(200, 40, 50),
        Suit::Spades | Suit::Clubs if dark => Color32::from_gray(30),
        Suit::Spades | Suit::Clubs => Color32::from_gray(20),
    }
}

/// Paints `face` filling `rect`.
pub fn paint_face(painter: &Painter, rect: Rect, face: &Face<'_>) {
    let centre = rect.center();
    let (w, h) = (rect.width(), rect.height());
    let colour = seat_colour(face.owner);
    let paper = Color32::from_rgb(246, 242, 232).lerp_to_gamma(colour, 0.16);
    let corners = [vec2(-w, -h), vec2(w, -h), vec2(w, h), vec2(-w, h)].map(|c| centre + rotate(c * 0.5, face.angle));
    let upright = (face.angle / PI - (face.angle / PI).round()).abs() < 1e-3;
    if upright {
        painter.rect(rect, h * 0.06, paper, Stroke::new(2.5, colour), egui::StrokeKind::Inside);
    } else {
        painter.add(Shape::convex_polygon(corners.to_vec(), paper, Stroke::new(2.5, colour)));
    }
    // The marked corner: printed bottom-left, toward the card's owner.
    let corner = |x: f32, y: f32| centre + rotate(vec2(x * w, y * h), face.angle);
    painter.add(Shape::convex_polygon(
        vec![corner(-0.5, 0.5), corner(-0.5, 0.22), corner(-0.22, 0.5)].into_iter().map(nudge(centre, 0.93)).collect(),
        colour,
        Stroke::NONE,
    ));
    let edges = face.card.edges.as_array();
    let offsets = [vec2(0.0, -0.37 * h), vec2(0.34 * w, 0.0), vec2(0.0, 0.37 * h), vec2(-0.34 * w, 0.0)];
    let number_font = FontId::proportional(h * 0.17);
    for (value, offset) in edges.iter().zip(offsets) {
        painter.text(
            centre + rotate(offset, face.angle),
            Align2::CENTER_CENTER,
            value.to_string(),
            number_font.clone(),
            Color32::from_gray(25),
        );
    }
    painter.text(
        centre - vec2(0.0, h * 0.04),
        Align2::CENTER_CENTER,
        face.card.suit.symbol(),
        FontId::proportional(h * 0.2),
        suit_colour(face.card.suit, false),
    );
    let name = fit_name(&face.card.name, w);
    painter.text(
        centre + vec2(0.0, h * 0.13),
        Align2::CENTER_CENTER,
        name,
        FontId::proportional((h * 0.075).max(7.0)),
        Color32::from_gray(60),
    );
}

/// Moves a point a little toward `centre`, to keep marks inside the border.
fn nudge(centre: Pos2, factor: f32) -> impl Fn(Pos2) -> Pos2 {
    move |p| centre + (p - centre) * factor
}

/// The name, shortened with an ellipsis if the card is too narrow for it.
fn fit_name(name: &str, width: f32) -> String {
    let max = ((width / 7.0) as usize).max(4);
    if name.chars().count() <= max {
        name.to_owned()
    } else {
        let short: String = name.chars().take(max - 1).collect();
        format!("{short}…")
    }
}

/// Paints the back of a card.
pub fn paint_back(painter: &Painter, rect: Rect) {
    let h = rect.height();
    painter.rect(
        rect,
        h * 0.06,
        Color32::from_rgb(58, 52, 92),
        Stroke::new(2.0, Color32::from_rgb(200, 190, 240)),
        egui::StrokeKind::Inside,
    );
    let inner = rect.shrink(h * 0.09);
    painter.rect_stroke(inner, h * 0.04, Stroke::new(1.0, Color32::from_rgb(150, 140, 200)), egui::StrokeKind::Inside);
    painter.text(
        inner.center(),
        Align2::CENTER_CENTER,
        "✦",
        FontId::proportional(h * 0.25),
        Color32::from_rgb(220, 210, 255),
    );
}

/// Paints an empty board square.
pub fn paint_square(painter: &Painter, rect: Rect, fill: Color32, dark: bool) {
    let stroke = if dark { Color32::from_gray(90) } else { Color32::from_gray(160) };
    painter.rect(rect, rect.height() * 0.05, fill, Stroke::new(1.0, stroke), egui::StrokeKind::Inside);
}

/// A card-shaped rectangle of height `height` centred on `centre`.
pub fn card_rect(centre: Pos2, height: f32) -> Rect {
    Rect::from_center_size(centre, vec2(height * ASPECT, height))
}
