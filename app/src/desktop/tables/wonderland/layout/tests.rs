//! Where the Wonderland table puts things, checked at every size the tour
//! visits by the rectangles themselves.

use super::*;

/// Text about as wide as the app's font sets it.
fn measure(text: &str, size: f32) -> Vec2 {
    let lines = text.lines().count().max(1) as f32;
    let widest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0) as f32;
    vec2(widest * size * 0.56, lines * size * 1.2)
}

/// The ring areas the tables get at the window sizes the tour visits.
const AREAS: [(f32, f32, usize); 10] = [
    (874.0, 473.0, 2),
    (874.0, 353.0, 2),
    (718.0, 361.0, 2),
    (718.0, 241.0, 2),
    (874.0, 473.0, 3),
    (718.0, 361.0, 3),
    (874.0, 473.0, 6),
    (718.0, 361.0, 6),
    (874.0, 289.0, 6),
    (718.0, 165.0, 6),
];

/// Whether `a` and `b` share more than an edge.
fn overlap(a: Rect, b: Rect) -> bool {
    let shared = a.intersect(b);
    shared.width() > 0.01 && shared.height() > 0.01
}

#[test]
fn every_table_the_tour_visits_fits_without_overlaps() {
    for (w, h, players) in AREAS {
        let area = Rect::from_min_size(pos2(8.0, 109.0), vec2(w, h));
        let strip = Rect::from_min_size(pos2(8.0, area.bottom() + 14.0), vec2(w, (h * 0.25).clamp(60.0, 150.0)));
        for viewer in 0..players {
            let layout = Layout::fit(area, strip, players, Seat::new(viewer), &measure);
            let at = format!("{w}×{h}, {players} seats, seen by {viewer}");
            eprintln!("{at}: cards {:.1} tall, {:?}", layout.ring.card, layout.detail);
            // Every player's label has a place, inside the ring's area.
            let labels: Vec<Rect> = layout.seats.iter().map(|s| s.rect).collect();
            for (seat, place) in layout.seats.iter().enumerate() {
                assert!(place.shown && area.contains_rect(place.rect), "{at}: seat {seat}'s label {place:?}");
            }
            // The piles in the ring's area, or beside the hand in its strip;
            // the hand in its strip.
            let piles = layout.piles.rect;
            assert!(area.contains_rect(piles) || strip.contains_rect(piles), "{at}: the piles {piles:?}");
            for pile in [layout.piles.draw, layout.piles.discard] {
                assert!(piles.contains_rect(pile), "{at}: a pile {pile:?} outside its place {piles:?}");
            }
            assert!(strip.contains_rect(layout.hand) && layout.hand.width() > 0.0, "{at}: the hand");
            assert!(!overlap(layout.hand, piles), "{at}: the hand {:?} under the piles", layout.hand);
            // Nothing over anything else: labels, piles and hedges.
            let hedges = layout.ring.hedge_rects();
            assert_eq!(hedges.len(), layout.ring.count);
            for (i, a) in labels.iter().enumerate() {
                for b in &labels[i + 1..] {
                    assert!(!overlap(*a, *b), "{at}: labels {a:?} and {b:?} overlap");
                }
                assert!(!overlap(*a, piles), "{at}: label {a:?} over the piles {piles:?}");
                let under = hedges.iter().find(|hedge| overlap(*a, **hedge));
                assert!(under.is_none(), "{at}: label {a:?} over a hedge {under:?}");
            }
            for (i, a) in hedges.iter().enumerate() {
                assert!(!overlap(*a, piles), "{at}: hedge {i} {a:?} under the piles");
                for b in &hedges[i + 1..] {
                    assert!(!overlap(*a, *b), "{at}: hedges {a:?} and {b:?} overlap");
                }
            }
            // A token anywhere in the lane stays clear of every label and the piles.
            let (lane, count) = (&layout.lane, layout.ring.count);
            let clear: Vec<Rect> = labels.iter().copied().chain([piles]).collect();
            for k in 0..count * 40 {
                let at_lane = k as f32 / 40.0;
                let token = lane.token_rect(lane.point(at_lane));
                let over = clear.iter().find(|r| r.intersects(token));
                assert!(over.is_none(), "{at}: a token at {at_lane} lies over {over:?}");
            }
        }
    }
}
