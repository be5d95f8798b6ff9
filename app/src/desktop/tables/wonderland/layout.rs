//! Where everything on the Wonderland table goes: the ring's hedges as
//! large as they can be with room between them, the lane inside them for
//! guardsmen and the Queen of Hearts, the draw and discard piles in the
//! exact middle, and each player's label — name, hand count, a row of
//! their cards' backs and the Kings in front of them — just inside their
//! garden's middle, clear of the lane, the piles and one another. When the
//! middle is too small for all of it, the cards shrink, then the labels
//! say less.

use std::sync::OnceLock;

use egui::{Align2, Pos2, Rect, Vec2, pos2, vec2};
use parlour_core::Seat;
use parlour_core::games::wonderland::Hedge;

use super::ring_view::{Lane, Ring};
use crate::desktop::tables::playing_card::ASPECT;

/// How wide and tall `text` is at a font size: measured by the painter.
pub type Measure<'a> = &'a dyn Fn(&str, f32) -> Vec2;

/// The least room between two labels, or a label and the lane or piles.
const SPACE: f32 = 4.0;

/// Hedge cards are never shorter than this.
const SMALLEST: f32 = 22.0;

/// The side of the cells the middle's free room is measured in.
const CELL: f32 = 1.0;

/// The steps a label may be moved by, looking for room.
const NUDGE: f32 = 3.0;

/// How much each player's label says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Detail {
    /// Name and turn on one line, hand count on the next; backs and Kings.
    Full,
    /// Name, turn and hand count on one line, smaller; backs and Kings.
    Compact,
    /// The name and the turn, smaller still; the Kings.
    Tiny,
}

impl Detail {
    /// The labels' font size.
    pub fn font(self) -> f32 {
        match self {
            Detail::Full => 13.0,
            Detail::Compact => 11.0,
            Detail::Tiny => 10.0,
        }
    }

    /// The height of the small cards in a label's row, for hedges `card` tall.
    pub fn row(self, card: f32) -> f32 {
        match self {
            Detail::Full => (card * 0.4).clamp(20.0, 30.0),
            Detail::Compact => (card * 0.36).clamp(16.0, 24.0),
            Detail::Tiny => (card * 0.36).clamp(12.0, 16.0),
        }
    }

    /// The height of the piles, for hedges `card` tall.
    fn pile(self, card: f32) -> f32 {
        match self {
            Detail::Full => (card * 0.8).clamp(36.0, 64.0),
            Detail::Compact => (card * 0.7).clamp(30.0, 48.0),
            Detail::Tiny => (card * 0.7).clamp(24.0, 36.0),
        }
    }

    /// The piles' font size.
    pub fn pile_font(self) -> f32 {
        match self {
            Detail::Full => 12.0,
            Detail::Compact => 11.0,
            Detail::Tiny => 10.0,
        }
    }

    /// Whether a rival's hand shows as a row of backs.
    pub fn backs(self) -> bool {
        self != Detail::Tiny
    }
}

/// What `seat`'s label says: `turn` when the decision is theirs, `in_hand` cards,
/// and whether they have no guardsman on the ring.
pub fn seat_words(detail: Detail, seat: Seat, turn: bool, in_hand: usize, no_guard: bool) -> Vec<String> {
    let mark = if turn { " ◀" } else { "" };
    match detail {
        Detail::Full => {
            let guard = if no_guard { " · no guardsman" } else { "" };
            vec![format!("{seat}{mark}"), format!("{in_hand} in hand{guard}")]
        }
        Detail::Compact => vec![format!("{seat}{mark} · {in_hand} in hand")],
        Detail::Tiny => vec![format!("{seat}{mark}")],
    }
}

/// The backs a label keeps room for in its row: a full hand.
const ROW_BACKS: usize = 7;

/// The Kings a label keeps room for in its row; more squeeze together.
const ROW_KINGS: usize = 2;

/// The small cards of a label's row, `h` tall, from `left` along the line
/// `y`: `backs` backs, then `kings` Kings, squeezed into `width` at most.
pub fn row_cards(left: f32, y: f32, h: f32, backs: usize, kings: usize, width: f32) -> (Vec<Rect>, Vec<Rect>) {
    let card = h * ASPECT;
    let (mut back_step, mut king_step, gap) = (h * 0.2, h * 0.5, h * 0.3);
    let natural = row_width(h, backs, kings);
    if natural > width {
        // Squeeze the Kings first, down to the backs' step, then both.
        let spare = natural - width;
        let king_room = kings.saturating_sub(1) as f32 * (king_step - back_step);
        let from_kings = spare.min(king_room);
        if kings > 1 {
            king_step -= from_kings / (kings - 1) as f32;
        }
        let steps = backs.saturating_sub(1) + kings.saturating_sub(1);
        if steps > 0 && spare > from_kings {
            let less = (spare - from_kings) / steps as f32;
            back_step = (back_step - less).max(1.0);
            king_step = (king_step - less).max(1.0);
        }
    }
    let at = |x: f32| Rect::from_center_size(pos2(x + card * 0.5, y), vec2(card, h));
    let backs_rects: Vec<Rect> = (0..backs).map(|i| at(left + i as f32 * back_step)).collect();
    let start = backs_rects.last().map_or(left, |r| r.right() + gap);
    let kings_rects = (0..kings).map(|i| at(start + i as f32 * king_step)).collect();
    (backs_rects, kings_rects)
}

/// The natural width of a row of `backs` backs and `kings` Kings `h` tall.
pub fn row_width(h: f32, backs: usize, kings: usize) -> f32 {
    let card = h * ASPECT;
    let part = |n: usize, step: f32| if n == 0 { 0.0 } else { card + (n - 1) as f32 * step };
    let both = if backs > 0 && kings > 0 { h * 0.3 } else { 0.0 };
    part(backs, h * 0.2) + both + part(kings, h * 0.5)
}

/// A player's label's place.
#[derive(Clone, Debug)]
pub struct SeatPlace {
    /// The room kept for it: whatever it says fits inside, centred.
    pub rect: Rect,
    /// Its row of cards goes under its words, rather than beside them.
    pub under: bool,
    /// The widest its row of cards may be.
    pub row_width: f32,
    /// Whether it has a place at all: on a table too small for every
    /// label, one with no room is left off (the side panel names every
    /// seat) rather than laid over another.
    pub shown: bool,
}

/// The piles' places.
#[derive(Clone, Debug)]
pub struct Piles {
    /// The draw pile.
    pub draw: Rect,
    /// The discard pile.
    pub discard: Rect,
    /// Where the draw pile's count goes, and how it is anchored there.
    pub draw_label: (Pos2, Align2),
    /// Where the discard pile's count goes, and how it is anchored there.
    pub discard_label: (Pos2, Align2),
    /// All of it, counts included.
    pub rect: Rect,
}

/// The whole table's layout, for one size and number of players.
pub struct Layout {
    /// The ring of hedges.
    pub ring: Ring,
    /// The lane inside it where tokens stand.
    pub lane: Lane,
    /// How much the labels say.
    pub detail: Detail,
    /// Each player's label's place, by seat.
    pub seats: Vec<SeatPlace>,
    /// The draw and discard piles.
    pub piles: Piles,
    /// Where the viewer's hand is fanned out.
    pub hand: Rect,
    /// The room left in the middle.
    free: Free,
    /// Whether nothing lies over anything else.
    fits: bool,
    /// The last place found for the line of caught guardsmen: its size,
    /// and where it went.
    caught: std::cell::Cell<Option<(Vec2, Option<Rect>)>>,
}

/// Where the piles go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PilesAt {
    /// In the ring's exact middle.
    Middle,
    /// Beside the hand, where the middle is too short for them.
    BesideHand,
}

impl Layout {
    /// The layout of `players`' table with the ring in `area` and the hand
    /// in `strip` under it, `viewer`'s garden along the bottom, measuring
    /// text with `measure`. The hedge cards are as large as they can be with
    /// the labels saying all; smaller, the labels may say less, and the
    /// piles may go beside the hand.
    pub fn fit(area: Rect, strip: Rect, players: usize, viewer: Seat, measure: Measure<'_>) -> Self {
        let top = Ring::largest_card(area, players, SMALLEST);
        let passes = [
            (Detail::Full, PilesAt::Middle, 0.85),
            (Detail::Compact, PilesAt::Middle, 0.6),
            (Detail::Compact, PilesAt::BesideHand, 0.6),
            (Detail::Tiny, PilesAt::Middle, 0.5),
            (Detail::Tiny, PilesAt::BesideHand, 0.0),
        ];
        let mut last = None;
        for (detail, piles_at, share) in passes {
            let floor = (top * share).max(SMALLEST).min(top);
            let mut card = top;
            loop {
                let layout = attempt(area, strip, players, viewer, card, detail, piles_at, measure);
                if layout.fits {
                    return layout;
                }
                last = Some(layout);
                if card <= floor {
                    break;
                }
                card = (card * 0.95).max(floor);
            }
        }
        last.expect("at least one attempt")
    }

    /// A free place in the middle for the line of caught guardsmen, of
    /// `size`: under the piles there, or near the middle — or `None`.
    pub fn caught_place(&self, size: Vec2) -> Option<Rect> {
        if let Some((kept, place)) = self.caught.get()
            && kept == size
        {
            return place;
        }
        let middle = self.ring.centre;
        let ideal = if self.free.area.contains_rect(self.piles.rect) {
            Pos2::new(middle.x, self.piles.rect.bottom() + SPACE + 1.0 + size.y * 0.5)
        } else {
            middle
        };
        let place = self.free.search(ideal, size, vec2(0.0, 1.0));
        self.caught.set(Some((size, place)));
        place
    }
}

/// Lays the table out with hedge cards `card` tall, labels saying
/// `detail` and the piles `piles_at`; what finds no free place is left at
/// its best one, and the layout marked as not fitting.
#[expect(clippy::too_many_arguments, reason = "the table's every measure")]
fn attempt(
    area: Rect,
    strip: Rect,
    players: usize,
    viewer: Seat,
    card: f32,
    detail: Detail,
    piles_at: PilesAt,
    measure: Measure<'_>,
) -> Layout {
    let ring = Ring::new(area, players, viewer, card);
    let mut fits = ring.closest() >= super::ring_view::HEDGE_GAP - 0.01;
    let lane = Lane::new(&ring, (card * 0.3).clamp(12.0, 18.0));
    let mut free = Free::new(area, &lane);
    let (piles, hand) = match piles_at {
        PilesAt::Middle => {
            let piles = piles(ring.centre, detail, card, measure);
            fits &= free.take_if_free(piles.rect);
            (piles, strip)
        }
        PilesAt::BesideHand => beside_hand(strip, measure),
    };
    // The viewer's label first, then round the ring from them.
    let mut seats: Vec<Option<SeatPlace>> = vec![None; players];
    for k in 0..players {
        let seat = Seat::new((viewer.index() + k) % players);
        let words: Vec<String> = seat_words(detail, seat, true, ROW_BACKS, true);
        let font = detail.font();
        let text = words.iter().map(|w| measure(w, font)).fold(Vec2::ZERO, |a, b| vec2(a.x.max(b.x), a.y + b.y));
        let h = detail.row(card);
        let row_width = row_width(h, if detail.backs() { ROW_BACKS } else { 0 }, ROW_KINGS);
        let middle = Hedge::central(seat).index() as f32;
        let toward = ring.inward(middle);
        // Beside the words where the garden lies above or below; under
        // them elsewhere, where the middle is narrower.
        let under = toward.x.abs() > 0.4;
        let size = if under {
            vec2(text.x.max(row_width), text.y + 4.0 + h)
        } else {
            vec2(text.x + 8.0 + row_width, text.y.max(h))
        };
        let reach = size.x * 0.5 * toward.x.abs() + size.y * 0.5 * toward.y.abs();
        let ideal = lane.point(middle) + toward * (lane.half + SPACE + reach);
        let found = free.search(ideal, size, toward);
        fits &= found.is_some();
        let rect = found.unwrap_or(Rect::NOTHING);
        if found.is_some() {
            free.placed.push(rect);
        }
        seats[seat.index()] = Some(SeatPlace { rect, under, row_width, shown: found.is_some() });
    }
    let seats = seats.into_iter().map(|s| s.expect("every seat placed")).collect();
    Layout { ring, lane, detail, seats, piles, hand, free, fits, caught: std::cell::Cell::new(None) }
}

/// The draw and discard piles side by side in the exact middle, with their
/// counts under them (beside them, where the labels say less).
fn piles(centre: Pos2, detail: Detail, card: f32, measure: Measure<'_>) -> Piles {
    let h = detail.pile(card);
    let w = h * ASPECT;
    let font = detail.pile_font();
    let label = measure("Discards 99", font).max(measure("Draw 99", font));
    if detail == Detail::Full {
        let column = w.max(label.x);
        let step = column * 0.5 + 8.0;
        let top = centre.y - (h + 3.0 + label.y) * 0.5;
        let draw = Rect::from_min_size(pos2(centre.x - step - w * 0.5, top), vec2(w, h));
        let discard = Rect::from_min_size(pos2(centre.x + step - w * 0.5, top), vec2(w, h));
        let under = |r: Rect| (pos2(r.center().x, r.bottom() + 3.0), Align2::CENTER_TOP);
        let rect = Rect::from_min_max(
            pos2(centre.x - step - column * 0.5, top),
            pos2(centre.x + step + column * 0.5, top + h + 3.0 + label.y),
        );
        Piles { draw, discard, draw_label: under(draw), discard_label: under(discard), rect }
    } else {
        let draw = Rect::from_center_size(centre - vec2(w * 0.5 + 5.0, 0.0), vec2(w, h));
        let discard = Rect::from_center_size(centre + vec2(w * 0.5 + 5.0, 0.0), vec2(w, h));
        let rect = Rect::from_min_max(
            pos2(draw.left() - 5.0 - label.x, centre.y - h.max(label.y) * 0.5),
            pos2(discard.right() + 5.0 + label.x, centre.y + h.max(label.y) * 0.5),
        );
        Piles {
            draw,
            discard,
            draw_label: (draw.left_center() - vec2(5.0, 0.0), Align2::RIGHT_CENTER),
            discard_label: (discard.right_center() + vec2(5.0, 0.0), Align2::LEFT_CENTER),
            rect,
        }
    }
}

/// The draw and discard piles at the right of the hand's `strip`, their
/// counts under them; and the rest of the strip, for the hand.
fn beside_hand(strip: Rect, measure: Measure<'_>) -> (Piles, Rect) {
    let font = Detail::Full.pile_font();
    let label = measure("Discards 99", font).max(measure("Draw 99", font));
    let h = (strip.height() - 6.0 - label.y).clamp(20.0, 64.0);
    let w = h * ASPECT;
    let column = w.max(label.x);
    let top = strip.center().y - (h + 3.0 + label.y) * 0.5;
    let right = strip.right() - 4.0;
    let discard = Rect::from_min_size(pos2(right - column * 0.5 - w * 0.5, top), vec2(w, h));
    let draw = discard.translate(vec2(-column - 10.0, 0.0));
    let under = |r: Rect| (pos2(r.center().x, r.bottom() + 3.0), Align2::CENTER_TOP);
    let rect = Rect::from_min_max(pos2(right - column * 2.0 - 10.0, top), pos2(right, top + h + 3.0 + label.y));
    let hand = Rect::from_min_max(strip.min, pos2(rect.left() - 12.0, strip.bottom()));
    (Piles { draw, discard, draw_label: under(draw), discard_label: under(discard), rect }, hand)
}

/// The room in the ring's middle: cells outside the lane or under it are
/// taken, and so is everything placed.
struct Free {
    /// The ring's area.
    area: Rect,
    origin: Pos2,
    columns: usize,
    rows: usize,
    /// Taken cells summed from the top left: `sums[(r) * (columns + 1) + c]`
    /// counts those above row `r` and left of column `c`.
    sums: Vec<u32>,
    placed: Vec<Rect>,
}

impl Free {
    /// The middle of `area`'s ring, inside `lane`.
    fn new(area: Rect, lane: &Lane) -> Self {
        let columns = (area.width() / CELL).ceil().max(1.0) as usize;
        let rows = (area.height() / CELL).ceil().max(1.0) as usize;
        let origin = area.min;
        let mut taken = vec![1u8; columns * rows];
        // Inside the lane's outline: filled row by row between its crossings.
        let outline: Vec<Pos2> = lane.outline().to_vec();
        let mut crossings = Vec::new();
        for r in 0..rows {
            let y = origin.y + (r as f32 + 0.5) * CELL;
            crossings.clear();
            for (i, a) in outline.iter().enumerate() {
                let b = outline[(i + 1) % outline.len()];
                if (a.y <= y) != (b.y <= y) {
                    crossings.push(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x));
                }
            }
            crossings.sort_by(f32::total_cmp);
            for pair in crossings.chunks_exact(2) {
                let from = (((pair[0] - origin.x) / CELL).ceil().max(0.0) as usize).min(columns);
                let to = (((pair[1] - origin.x) / CELL).floor().max(0.0) as usize).min(columns);
                for cell in &mut taken[r * columns + from..r * columns + to.max(from)] {
                    *cell = 0;
                }
            }
        }
        let mut free = Self { area, origin, columns, rows, sums: Vec::new(), placed: Vec::new() };
        for token in lane.band() {
            let (c0, r0, c1, r1) = free.cells(token.expand(SPACE));
            for r in r0..r1 {
                for cell in &mut taken[r * columns + c0..r * columns + c1] {
                    *cell = 1;
                }
            }
        }
        let mut sums = vec![0u32; (columns + 1) * (rows + 1)];
        for r in 0..rows {
            let mut run = 0;
            for c in 0..columns {
                run += u32::from(taken[r * columns + c]);
                sums[(r + 1) * (columns + 1) + c + 1] = sums[r * (columns + 1) + c + 1] + run;
            }
        }
        free.sums = sums;
        free
    }

    /// The cells `rect` touches: columns and rows from, and up to.
    fn cells(&self, rect: Rect) -> (usize, usize, usize, usize) {
        let at = |v: f32, most: usize, up: bool| {
            let v = if up { v.ceil() } else { v.floor() };
            (v.max(0.0) as usize).min(most)
        };
        let min = (rect.min - self.origin) / CELL;
        let max = (rect.max - self.origin) / CELL;
        (
            at(min.x, self.columns, false),
            at(min.y, self.rows, false),
            at(max.x, self.columns, true),
            at(max.y, self.rows, true),
        )
    }

    /// Whether `rect` lies in free room.
    fn is_free(&self, rect: Rect) -> bool {
        if !self.area.contains_rect(rect) {
            return false;
        }
        let (c0, r0, c1, r1) = self.cells(rect);
        let w = self.columns + 1;
        let taken = self.sums[r1 * w + c1] + self.sums[r0 * w + c0] - self.sums[r0 * w + c1] - self.sums[r1 * w + c0];
        taken == 0 && self.placed.iter().all(|p| !p.expand(SPACE).intersects(rect))
    }

    /// Takes `rect` when it is free, telling whether it was.
    fn take_if_free(&mut self, rect: Rect) -> bool {
        let free = self.is_free(rect);
        self.placed.push(rect);
        free
    }

    /// The free place nearest `ideal` for something of `size`, moved along
    /// `toward` sooner than back or sideways.
    fn search(&self, ideal: Pos2, size: Vec2, toward: Vec2) -> Option<Rect> {
        let sideways = vec2(-toward.y, toward.x);
        nudges()
            .iter()
            .map(|&(t, s)| {
                Rect::from_center_size(
                    ideal + toward * (f32::from(t) * NUDGE) + sideways * (f32::from(s) * NUDGE),
                    size,
                )
            })
            .find(|&r| self.is_free(r))
    }
}

/// The steps a label may be moved by, nearest first: along (negative:
/// back toward its garden, thrice as far) and sideways.
fn nudges() -> &'static [(i16, i16)] {
    static NUDGES: OnceLock<Vec<(i16, i16)>> = OnceLock::new();
    NUDGES.get_or_init(|| {
        let mut all: Vec<(i16, i16)> = (-100..=100).flat_map(|t| (-120..=120).map(move |s| (t, s))).collect();
        let cost = |&(t, s): &(i16, i16)| {
            let (t, s) = (i32::from(t), i32::from(s));
            s * s + if t < 0 { 9 * t * t } else { t * t }
        };
        all.sort_by_key(cost);
        all
    })
}

#[cfg(test)]
mod tests;
