//! The ring of gardens on screen: where each hedge lies (the viewer's
//! garden along the bottom, read left to right), the hedges painted or not,
//! the gardens in their players' colours, the lane just inside the hedges
//! where guardsmen and the Queen of Hearts stand — or walk, mid-move, along
//! the ring — and each hedge's name ("p1.5"), as the log, the buttons and
//! the lessons call it.

use std::f32::consts::TAU;

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2, vec2};
use parlour_core::Seat;
use parlour_core::games::wonderland::{CENTRAL, GARDEN, Hedge, View};

use crate::desktop::tables::playing_card::{ASPECT, paint_card};
use crate::desktop::tables::{ink_on, seat_colour};

/// Steps the ring is measured in, to space its hedges.
const STEPS: usize = 2880;

/// How square the ring is: 2 would be an ellipse; higher is nearer a
/// rectangle with round corners, whose straight rows of hedges leave the
/// middle of the ring more room.
const SQUARENESS: f32 = 5.0;

/// The garden's frame round each hedge card.
pub const FRAME: f32 = 4.0;

/// How far beyond a hedge card the frame lit round it reaches: the ring
/// keeps this much room between its outermost cards and its rectangle.
pub const LIT: f32 = 7.0;

/// The least gap between two hedge cards: their gardens' frames stay
/// `HEDGE_GAP - 2 × FRAME` apart, and the frames lit round them just meet.
pub const HEDGE_GAP: f32 = 14.0;

/// The least gap between a token (a guardsman, the Queen) and a hedge card.
const TOKEN_CLEAR: f32 = LIT + 1.0;

/// The least gap between two tokens side by side in the lane.
const TOKEN_GAP: f32 = 3.0;

/// Points of the lane measured per hedge.
const SAMPLES: usize = 16;

/// Where the ring lies this frame.
#[derive(Clone)]
pub struct Ring {
    /// The ring's middle.
    pub centre: Pos2,
    /// Its half-width and half-height, through the hedges' middles.
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
    /// sides) are as far apart.
    room: Vec<f32>,
}

/// The point of the ring's outline at `angle` (from its middle, along
/// its horizontal), for half-sizes `radii`.
fn outline(radii: Vec2, angle: f32) -> Vec2 {
    let (sin, cos) = angle.sin_cos();
    let reach =
        ((cos / radii.x).abs().powf(SQUARENESS) + (sin / radii.y).abs().powf(SQUARENESS)).powf(-1.0 / SQUARENESS);
    vec2(cos, sin) * reach
}

/// The room for upright cards along the outline of `radii`, step by step
/// from the bottom: the length of each step over the extent of a card
/// along it (its width across, its height up and down).
fn room_along(radii: Vec2) -> Vec<f32> {
    let step = TAU / STEPS as f32;
    let mut room = Vec::with_capacity(STEPS + 1);
    let mut total = 0.0;
    room.push(0.0);
    let mut last = outline(radii, TAU / 4.0);
    for k in 1..=STEPS {
        let next = outline(radii, TAU / 4.0 - k as f32 * step);
        let along = next - last;
        let length = along.length();
        let t = along / length.max(1e-6);
        total += length / (ASPECT * t.x.abs() + t.y.abs());
        room.push(total);
        last = next;
    }
    room
}

/// The gap between two rectangles (negative where they overlap): the
/// larger of their gaps across and up and down.
pub fn gap(a: Rect, b: Rect) -> f32 {
    let across = (b.left() - a.right()).max(a.left() - b.right());
    let down = (b.top() - a.bottom()).max(a.top() - b.bottom());
    across.max(down)
}

impl Ring {
    /// The ring in `rect` for `players`, `viewer`'s garden along the
    /// bottom, its hedge cards `card` tall, with room for their lit frames
    /// inside `rect`.
    pub fn new(rect: Rect, players: usize, viewer: Seat, card: f32) -> Self {
        let count = players * GARDEN;
        let margin = vec2(card * ASPECT * 0.5 + LIT, card * 0.5 + LIT);
        let radii = (rect.size() * 0.5 - margin).max(vec2(10.0, 10.0));
        let room = room_along(radii);
        let total = room[STEPS];
        let room = room.into_iter().map(|r| r / total).collect();
        Self { centre: rect.center(), radii, count, bottom: Hedge::new(viewer, CENTRAL).index(), card, room }
    }

    /// The tallest hedge card for which `players`' gardens fit round `rect`
    /// with every two cards at least [`HEDGE_GAP`] apart (and none taller
    /// than a fifth of `rect`, nor shorter than `least`).
    pub fn largest_card(rect: Rect, players: usize, least: f32) -> f32 {
        let mut card = (rect.height() * 0.2).max(least);
        for _ in 0..40 {
            let ring = Self::new(rect, players, Seat(0), card);
            let fits = ring.fitting_card();
            if card <= fits + 0.01 || card <= least {
                break;
            }
            card = fits.min(card * 0.98).max(least);
        }
        card
    }

    /// The tallest card these hedges' places leave [`HEDGE_GAP`] between.
    fn fitting_card(&self) -> f32 {
        let centres: Vec<Pos2> = (0..self.count).map(|i| self.point(i as f32)).collect();
        let mut card = f32::INFINITY;
        for (n, a) in centres.iter().enumerate() {
            for b in &centres[n + 1..] {
                let d = *b - *a;
                let across = (d.x.abs() - HEDGE_GAP) / ASPECT;
                let down = d.y.abs() - HEDGE_GAP;
                card = card.min(across.max(down));
            }
        }
        card
    }

    /// The smallest gap between two hedge cards.
    pub fn closest(&self) -> f32 {
        let rects: Vec<Rect> = (0..self.count).map(|i| self.hedge_rect(Hedge(i as u8))).collect();
        let mut closest = f32::INFINITY;
        for (n, a) in rects.iter().enumerate() {
            for b in &rects[n + 1..] {
                closest = closest.min(gap(*a, *b));
            }
        }
        closest
    }

    /// The angle of position `at` (a hedge's index, or between two while
    /// walking); the ring runs rightward from the bottom.
    fn angle(&self, at: f32) -> f32 {
        let share = ((at - self.bottom as f32) / self.count as f32).rem_euclid(1.0);
        let k = self.room.partition_point(|&r| r <= share).clamp(1, STEPS) - 1;
        let within = (share - self.room[k]) / (self.room[k + 1] - self.room[k]).max(1e-9);
        TAU / 4.0 - (k as f32 + within) * TAU / STEPS as f32
    }

    /// The point of the ring at position `at`: a hedge's middle.
    pub fn point(&self, at: f32) -> Pos2 {
        self.centre + outline(self.radii, self.angle(at))
    }

    /// The direction into the ring, across it, at position `at`.
    pub fn inward(&self, at: f32) -> Vec2 {
        let along = self.point(at + 0.02) - self.point(at - 0.02);
        let across = vec2(-along.y, along.x).normalized();
        if across.dot(self.centre - self.point(at)) < 0.0 { -across } else { across }
    }

    /// The card rectangle of `hedge`.
    pub fn hedge_rect(&self, hedge: Hedge) -> Rect {
        Rect::from_center_size(self.point(hedge.index() as f32), vec2(self.card * ASPECT, self.card))
    }

    /// Every hedge's card rectangle, by index.
    pub fn hedge_rects(&self) -> Vec<Rect> {
        (0..self.count).map(|i| self.hedge_rect(Hedge(i as u8))).collect()
    }
}

/// The lane just inside the hedges where guardsmen and the Queen of Hearts
/// stand: measured so that a token's square of half-size `half` anywhere
/// along it stays [`TOKEN_CLEAR`] from every hedge card.
pub struct Lane {
    /// A token's half-size.
    pub half: f32,
    /// Its points, [`SAMPLES`] per hedge from hedge 0.
    points: Vec<Pos2>,
    /// The length along the lane to each point, and round to the first.
    along: Vec<f32>,
    /// The ring it lies in.
    ring: Ring,
    /// How far a token's middle keeps from every hedge card.
    reach: f32,
    /// Where no token's middle may be: each hedge card grown by `reach`.
    keep_off: Vec<Rect>,
}

/// The lane's point at position `at` of `ring`: in from the hedges' middle
/// line, past a card standing there grown by `reach`, then on until
/// outside every rectangle of `keep_off`.
fn in_from(ring: &Ring, keep_off: &[Rect], reach: f32, at: f32) -> Pos2 {
    let (from, way) = (ring.point(at), ring.inward(at));
    let card = Rect::from_center_size(from, vec2(ring.card * ASPECT, ring.card)).expand(reach);
    let mut t = exit(card, from, way);
    for _ in 0..64 {
        let p = from + way * t;
        let Some(inside) = keep_off.iter().find(|r| r.contains(p)) else { break };
        t += exit(*inside, p, way) + 0.05;
    }
    from + way * t
}

impl Lane {
    /// The lane of `ring` for tokens of half-size `half`.
    pub fn new(ring: &Ring, half: f32) -> Self {
        let reach = TOKEN_CLEAR + half;
        let keep_off: Vec<Rect> = ring.hedge_rects().into_iter().map(|r| r.expand(reach)).collect();
        let n = ring.count * SAMPLES;
        let points: Vec<Pos2> = (0..n).map(|i| in_from(ring, &keep_off, reach, i as f32 / SAMPLES as f32)).collect();
        let mut along = Vec::with_capacity(n + 1);
        let mut total = 0.0;
        along.push(0.0);
        for i in 0..n {
            total += (points[(i + 1) % n] - points[i]).length();
            along.push(total);
        }
        Self { half, points, along, ring: ring.clone(), reach, keep_off }
    }

    /// The lane's whole length round the ring.
    pub fn length(&self) -> f32 {
        self.along[self.points.len()]
    }

    /// The lane's point at position `at` (a hedge's index, or between).
    pub fn point(&self, at: f32) -> Pos2 {
        in_from(&self.ring, &self.keep_off, self.reach, at)
    }

    /// How far along the lane position `at` lies, from hedge 0.
    fn along(&self, at: f32) -> f32 {
        let n = self.points.len();
        let x = (at * SAMPLES as f32).rem_euclid(n as f32);
        let i = (x.floor() as usize).min(n - 1);
        self.along[i] + (self.along[i + 1] - self.along[i]) * (x - i as f32)
    }

    /// The position lying `length` along the lane from hedge 0.
    fn at_along(&self, length: f32) -> f32 {
        let n = self.points.len();
        let length = length.rem_euclid(self.length());
        let i = self.along.partition_point(|&a| a <= length).clamp(1, n) - 1;
        let within = (length - self.along[i]) / (self.along[i + 1] - self.along[i]).max(1e-6);
        (i as f32 + within) / SAMPLES as f32
    }

    /// The lane's points, [`SAMPLES`] per hedge from hedge 0: its outline.
    pub fn outline(&self) -> &[Pos2] {
        &self.points
    }

    /// The square a token standing at `point` covers.
    pub fn token_rect(&self, point: Pos2) -> Rect {
        Rect::from_center_size(point, Vec2::splat(self.half * 2.0))
    }

    /// The squares of tokens standing all along the lane: what nothing else
    /// may cover.
    pub fn band(&self) -> impl Iterator<Item = Rect> + '_ {
        self.points.iter().map(|&p| self.token_rect(p))
    }

    /// Where tokens wanting to stand at positions `wants` stand: each as
    /// near its place as can be, none lying over another — those on one
    /// hedge side by side along the lane, in the order given.
    pub fn stand(&self, wants: &[f32]) -> Vec<Pos2> {
        let n = wants.len();
        if n == 0 {
            return Vec::new();
        }
        let length = self.length();
        let wanted: Vec<f32> = wants.iter().map(|&at| self.along(at)).collect();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| wanted[a].total_cmp(&wanted[b]).then(a.cmp(&b)));
        // Start after the widest empty stretch, so that no crowd is cut.
        let gap_after = |k: usize| (wanted[order[(k + 1) % n]] - wanted[order[k]]).rem_euclid(length);
        let cut = (0..n).max_by(|&i, &j| gap_after(i).total_cmp(&gap_after(j))).map_or(0, |i| (i + 1) % n);
        order.rotate_left(cut);
        let start = wanted[order[0]];
        let want: Vec<f32> = order.iter().map(|&i| (wanted[i] - start).rem_euclid(length)).collect();
        let at = |along: f32| self.point(self.at_along(start + along));
        let clear =
            |p: Pos2, others: &[Pos2]| others.iter().all(|&o| gap(self.token_rect(p), self.token_rect(o)) >= TOKEN_GAP);
        // Each in turn as near its place as it can be past those before it.
        let mut place = want.clone();
        let mut points: Vec<Pos2> = Vec::with_capacity(n);
        for k in 0..n {
            if k > 0 {
                place[k] = place[k].max(place[k - 1]);
            }
            let mut p = at(place[k]);
            while !clear(p, &points) && place[k] < want[k] + length {
                place[k] += 1.0;
                p = at(place[k]);
            }
            points.push(p);
        }
        // Then each crowd pushed along goes back by its members' mean push,
        // as far as the others let it: a crowd on one hedge stands round it.
        let mut k = 0;
        while k < n {
            let mut end = k + 1;
            while end < n && place[end] > want[end] + 0.5 {
                end += 1;
            }
            let back = (k..end).map(|i| place[i] - want[i]).sum::<f32>() / (end - k) as f32;
            let mut step = back;
            while step > 0.5 {
                let moved: Vec<Pos2> = (k..end).map(|i| at(place[i] - step)).collect();
                let apart = moved.iter().enumerate().all(|(m, &p)| clear(p, &moved[m + 1..]));
                if apart && moved.iter().all(|&p| clear(p, &points[..k]) && clear(p, &points[end..])) {
                    for (i, p) in (k..end).zip(moved) {
                        place[i] -= step;
                        points[i] = p;
                    }
                    break;
                }
                step *= 0.8;
            }
            k = end;
        }
        let mut stood = vec![Pos2::ZERO; n];
        for (k, &i) in order.iter().enumerate() {
            stood[i] = points[k];
        }
        stood
    }
}

/// How far along `way` from `p` (inside `rect`) the edge of `rect` lies.
fn exit(rect: Rect, p: Pos2, way: Vec2) -> f32 {
    let across = if way.x > 1e-6 {
        (rect.right() - p.x) / way.x
    } else if way.x < -1e-6 {
        (rect.left() - p.x) / way.x
    } else {
        f32::INFINITY
    };
    let down = if way.y > 1e-6 {
        (rect.bottom() - p.y) / way.y
    } else if way.y < -1e-6 {
        (rect.top() - p.y) / way.y
    } else {
        f32::INFINITY
    };
    across.min(down).max(0.0)
}

/// The red of painted roses.
pub const ROSE: Color32 = Color32::from_rgb(196, 30, 58);

/// Draws the gardens: each hedge face up, or face down with red roses when
/// painted, on its player's colour.
pub fn paint_gardens(painter: &Painter, ring: &Ring, view: &View) {
    for (i, hedge) in view.hedges.iter().enumerate() {
        let at = Hedge(i as u8);
        let rect = ring.hedge_rect(at);
        painter.rect_filled(rect.expand(FRAME), 6.0, seat_colour(at.owner()).gamma_multiply(0.55));
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
        let tag = Rect::from_center_size(egui::pos2(card.center().x, card.bottom() - tag_size.y * 0.5 - 2.0), tag_size);
        painter.rect_filled(tag, 3.0, Color32::from_black_alpha(200));
        painter.galley(tag.center() - galley.size() * 0.5, galley, Color32::WHITE);
    }
}

/// Draws a guardsman token of `seat` filling the square `rect`, named by
/// its card, with its player's number on a badge (colour is never the only
/// cue). Returns the square.
pub fn paint_guard(painter: &Painter, rect: Rect, seat: Seat, name: &str) -> Rect {
    let half = rect.width() * 0.5;
    let size = half / 1.15;
    let point = rect.center() - vec2(size * 0.15, -size * 0.15);
    painter.circle(point, size, seat_colour(seat), Stroke::new(2.0, Color32::WHITE));
    let font = FontId::proportional((size * 0.8).max(8.0));
    painter.text(point, Align2::CENTER_CENTER, name, font, ink_on(seat_colour(seat)));
    let radius = (size * 0.45).max(6.0).min(half * 0.6);
    let badge = rect.right_top() + vec2(-radius, radius);
    painter.circle(badge, radius, Color32::from_rgb(24, 24, 28), Stroke::new(1.0, Color32::WHITE));
    painter.text(
        badge,
        Align2::CENTER_CENTER,
        (seat.index() + 1).to_string(),
        FontId::proportional(radius * 1.4),
        Color32::WHITE,
    );
    rect
}

/// Draws the Queen of Hearts filling the square `rect`: a crown on red,
/// unmistakable.
pub fn paint_queen(painter: &Painter, rect: Rect) {
    let size = rect.width() * 0.5 - 1.5;
    painter.circle(rect.center(), size, ROSE, Stroke::new(3.0, Color32::GOLD));
    painter.text(rect.center(), Align2::CENTER_CENTER, "♛", FontId::proportional(size * 1.2), Color32::GOLD);
}

/// The position along the ring of a walker going from `from` by `steps`
/// (negative: counter-clockwise), `t` of the way.
pub fn walking(ring: &Ring, from: Hedge, steps: i32, t: f32) -> f32 {
    let at = from.index() as f32 + steps as f32 * t;
    at.rem_euclid(ring.count as f32)
}

#[cfg(test)]
mod tests {
    use egui::pos2;

    use super::*;

    fn rings() -> Vec<Ring> {
        let mut rings = Vec::new();
        for (w, h) in [(874.0, 479.0), (718.0, 339.0), (874.0, 249.0), (718.0, 171.0), (600.0, 500.0)] {
            let rect = Rect::from_min_size(pos2(8.0, 109.0), vec2(w, h));
            for players in [2, 3, 4, 5, 6] {
                let card = Ring::largest_card(rect, players, 20.0);
                rings.push(Ring::new(rect, players, Seat::new(players - 1), card));
            }
        }
        rings
    }

    #[test]
    fn hedge_cards_stay_apart_with_room_for_their_frames() {
        for ring in rings() {
            if ring.card > 20.0 {
                assert!(
                    ring.closest() >= HEDGE_GAP - 0.01,
                    "{} hedges of {}: {}",
                    ring.count,
                    ring.card,
                    ring.closest()
                );
            }
        }
    }

    #[test]
    fn tokens_anywhere_in_the_lane_stay_clear_of_the_hedges() {
        for ring in rings() {
            let lane = Lane::new(&ring, (ring.card * 0.3).max(12.0));
            let hedges = ring.hedge_rects();
            for k in 0..ring.count * 32 {
                let token = lane.token_rect(lane.point(k as f32 / 32.0));
                for hedge in &hedges {
                    assert!(
                        gap(token, *hedge) >= LIT,
                        "{} hedges: a token at {} is {} from a hedge",
                        ring.count,
                        k as f32 / 32.0,
                        gap(token, *hedge)
                    );
                }
            }
        }
    }

    #[test]
    fn tokens_on_one_hedge_or_neighbours_stand_side_by_side() {
        for ring in rings() {
            let lane = Lane::new(&ring, (ring.card * 0.3).max(12.0));
            let last = ring.count as f32 - 1.0;
            for wants in [
                vec![0.0, 0.0],
                vec![3.0, 3.0, 3.0, 4.0],
                vec![last, 0.0, 0.0, 1.0, last],
                vec![2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0],
            ] {
                let stood: Vec<Rect> = lane.stand(&wants).into_iter().map(|p| lane.token_rect(p)).collect();
                for (n, a) in stood.iter().enumerate() {
                    for b in &stood[n + 1..] {
                        assert!(gap(*a, *b) >= 0.0, "{} hedges, tokens at {wants:?}: {a:?} over {b:?}", ring.count);
                    }
                }
            }
            // A token alone stands on its hedge.
            let alone = lane.stand(&[5.0])[0];
            assert!((alone - lane.point(5.0)).length() < 0.5);
        }
    }
}
