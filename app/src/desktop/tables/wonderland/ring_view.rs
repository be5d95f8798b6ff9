//! The ring of gardens on screen: where each hedge lies (the viewer's
//! garden along the bottom, read left to right), the hedges painted or not,
//! the gardens in their players' colours, guardsmen and the Queen of Hearts
//! standing on their hedges — or walking, mid-move, along the ring — and
//! each hedge's name ("p1.5"), as the log, the buttons and the lessons
//! call it.

use std::f32::consts::TAU;

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2, pos2, vec2};
use parlour_core::Seat;
use parlour_core::games::wonderland::{CENTRAL, GARDEN, Hedge, View};

use crate::desktop::tables::playing_card::{ASPECT, paint_card};
use crate::desktop::tables::{ink_on, seat_colour};

/// Steps the ring is measured in, to space its hedges.
const STEPS: usize = 720;

/// Where the ring lies this frame.
pub struct Ring {
    /// The ring's middle.
    pub centre: Pos2,
    /// Its half-width and half-height.
    pub radii: Vec2,
    /// Hedges on it.
    pub count: usize,
    /// The index that sits at the bottom (the viewer's central hedge).
    bottom: usize,
    /// A hedge card's height.
    pub card: f32,
    /// The room for cards from the bottom to each step round the ring, as a
    /// share of the whole: hedges are spaced evenly by it, so that cards
    /// lying side by side (at the top and bottom) and those stacked (at the
    /// sides) never overlap.
    room: Vec<f32>,
}

/// The room for upright cards along the ellipse of `radii`, step by step
/// from the bottom: the length of each step over the extent of a card
/// along it (its width across, its height up and down).
fn room_along(radii: Vec2) -> Vec<f32> {
    let step = TAU / STEPS as f32;
    let mut room = Vec::with_capacity(STEPS + 1);
    let mut total = 0.0;
    room.push(0.0);
    for k in 0..STEPS {
        let a = TAU / 4.0 - (k as f32 + 0.5) * step;
        let tangent = vec2(-a.sin() * radii.x, a.cos() * radii.y);
        let length = tangent.length() * step;
        let t = tangent / tangent.length().max(1e-6);
        total += length / (ASPECT * t.x.abs() + t.y.abs());
        room.push(total);
    }
    room
}

impl Ring {
    /// The ring in `rect` for `players`, `viewer`'s garden along the bottom.
    pub fn new(rect: Rect, players: usize, viewer: Seat) -> Self {
        let count = players * GARDEN;
        let fit = |margin: Vec2| (rect.size() * 0.5 - margin).max(vec2(60.0, 60.0));
        // Each card gets its share of the room, with a gap, and is never
        // taller than a fifth of the area; the margins then leave room for
        // the cards and the Queen of Hearts beyond them.
        let card_for = |radii: Vec2| {
            let room = room_along(radii);
            (room[STEPS] * 0.88 / count as f32).min(rect.height() * 0.2).max(24.0)
        };
        let first = card_for(fit(vec2(48.0, 48.0)));
        let radii = fit(vec2(first * ASPECT * 0.5 + first * 0.9, first * 0.5 + first * 0.9));
        let card = card_for(radii);
        let room = room_along(radii);
        let total = room[STEPS];
        let room = room.into_iter().map(|r| r / total).collect();
        Self { centre: rect.center(), radii, count, bottom: Hedge::new(viewer, CENTRAL).index(), card, room }
    }

    /// The angle of position `at` (a hedge's index, or between two while
    /// walking); the ring runs rightward from the bottom.
    fn angle(&self, at: f32) -> f32 {
        let share = ((at - self.bottom as f32) / self.count as f32).rem_euclid(1.0);
        let k = self.room.partition_point(|&r| r <= share).clamp(1, STEPS) - 1;
        let within = (share - self.room[k]) / (self.room[k + 1] - self.room[k]).max(1e-9);
        TAU / 4.0 - (k as f32 + within) * TAU / STEPS as f32
    }

    /// The point at position `at`, `out` beyond the ring (negative: inside).
    pub fn point(&self, at: f32, out: f32) -> Pos2 {
        let a = self.angle(at);
        self.centre + vec2(a.cos() * (self.radii.x + out), a.sin() * (self.radii.y + out))
    }

    /// The card rectangle of `hedge`.
    pub fn hedge_rect(&self, hedge: Hedge) -> Rect {
        Rect::from_center_size(self.point(hedge.index() as f32, 0.0), vec2(self.card * ASPECT, self.card))
    }

    /// Where a guardsman stands on position `at`: inside the ring; the
    /// `nth` on one hedge a little further in.
    pub fn guard_point(&self, at: f32, nth: usize) -> Pos2 {
        self.point(at, -self.card * (0.75 + 0.32 * nth as f32))
    }

    /// Where the Queen of Hearts stands on position `at`: outside the ring.
    pub fn queen_point(&self, at: f32) -> Pos2 {
        self.point(at, self.card * 0.8)
    }

    /// Where `seat`'s name and Kings go: inside the ring, beyond the
    /// guardsmen on their garden's middle.
    pub fn label_point(&self, seat: Seat) -> Pos2 {
        self.point(Hedge::central(seat).index() as f32, -self.card * 1.05 - 14.0)
    }
}

/// The red of painted roses.
pub const ROSE: Color32 = Color32::from_rgb(196, 30, 58);

/// Draws the gardens: each hedge face up, or face down with red roses when
/// painted, on its player's colour.
pub fn paint_gardens(painter: &Painter, ring: &Ring, view: &View) {
    for (i, hedge) in view.hedges.iter().enumerate() {
        let at = Hedge(i as u8);
        let rect = ring.hedge_rect(at);
        painter.rect_filled(rect.expand(4.0), 6.0, seat_colour(at.owner()).gamma_multiply(0.55));
        if hedge.painted {
            painter.rect(rect, 5.0, ROSE, Stroke::new(1.5, Color32::from_rgb(250, 220, 220)), StrokeKind::Inside);
            let size = (ring.card * 0.45).max(10.0);
            painter.text(rect.center(), Align2::CENTER_CENTER, "✿", FontId::proportional(size), Color32::WHITE);
            painter.text(
                rect.left_top() + vec2(3.0, 2.0),
                Align2::LEFT_TOP,
                hedge.card.rank().map_or_else(String::new, parlour_core::cards::Rank::corner),
                FontId::proportional((ring.card * 0.18).max(9.0)),
                Color32::WHITE,
            );
        } else {
            paint_card(painter, rect, hedge.card, "Joker");
        }
    }
}

/// Draws each hedge's name ("p1.5") on a small tag along the bottom edge
/// of its card, inside it — clear of the guardsmen (inside the ring) and
/// the Queen of Hearts (outside it) — in a size the card can carry.
pub fn paint_hedge_names(painter: &Painter, ring: &Ring) {
    let size = (ring.card * 0.17).clamp(8.0, 12.0);
    for i in 0..ring.count {
        let hedge = Hedge(i as u8);
        let card = ring.hedge_rect(hedge);
        let galley = painter.layout_no_wrap(hedge.to_string(), FontId::proportional(size), Color32::WHITE);
        let tag_size = galley.size() + vec2(6.0, 2.0);
        let tag = Rect::from_center_size(pos2(card.center().x, card.bottom() - tag_size.y * 0.5 - 2.0), tag_size);
        painter.rect_filled(tag, 3.0, Color32::from_black_alpha(200));
        painter.galley(tag.center() - galley.size() * 0.5, galley, Color32::WHITE);
    }
}

/// Draws a guardsman token of `seat` at `point`, named by its card, with
/// its player's number on a badge (colour is never the only cue).
pub fn paint_guard(painter: &Painter, point: Pos2, seat: Seat, name: &str, size: f32) {
    painter.circle(point, size, seat_colour(seat), Stroke::new(2.0, Color32::WHITE));
    painter.text(point, Align2::CENTER_CENTER, name, FontId::proportional(size * 0.8), ink_on(seat_colour(seat)));
    let badge = point + vec2(size * 0.8, -size * 0.8);
    let radius = (size * 0.45).max(6.0);
    painter.circle(badge, radius, Color32::from_rgb(24, 24, 28), Stroke::new(1.0, Color32::WHITE));
    painter.text(badge, Align2::CENTER_CENTER, (seat.index() + 1).to_string(), FontId::proportional(radius * 1.4), Color32::WHITE);
}

/// Draws the Queen of Hearts at `point`: a crown on red, unmistakable.
pub fn paint_queen(painter: &Painter, point: Pos2, size: f32) {
    painter.circle(point, size, ROSE, Stroke::new(3.0, Color32::GOLD));
    painter.text(point, Align2::CENTER_CENTER, "♛", FontId::proportional(size * 1.2), Color32::GOLD);
}

/// The rectangle of a token at `point`.
pub fn token_rect(point: Pos2, size: f32) -> Rect {
    Rect::from_center_size(point, Vec2::splat(size * 2.0))
}

/// Where the middle of the ring puts the draw and discard piles.
pub fn piles(ring: &Ring) -> (Rect, Rect) {
    let height = (ring.card * 0.8).clamp(40.0, 70.0);
    let size = vec2(height * ASPECT, height);
    let draw = Rect::from_center_size(ring.centre - vec2(size.x * 0.5 + 30.0, 0.0), size);
    let discard = Rect::from_center_size(ring.centre + vec2(size.x * 0.5 + 30.0, 0.0), size);
    (draw, discard)
}

/// The position along the ring of a walker going from `from` by `steps`
/// (negative: counter-clockwise), `t` of the way.
pub fn walking(ring: &Ring, from: Hedge, steps: i32, t: f32) -> f32 {
    let at = from.index() as f32 + steps as f32 * t;
    at.rem_euclid(ring.count as f32)
}

/// A point `pos2` helper for labels under a rect.
pub fn under(rect: Rect) -> Pos2 {
    pos2(rect.center().x, rect.bottom() + 3.0)
}
