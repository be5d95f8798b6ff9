//! The ring's middle: each player's label just inside their garden — name,
//! hand count, a row of their hand's backs and the Kings in front of them —
//! and the draw and discard piles with their counts, every text marked for
//! the tour's overlap check.

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2, vec2};
use parlour_core::Seat;
use parlour_core::games::wonderland::View;

use super::hand::{BACK, hand_count};
use super::layout::{Layout, row_cards, row_width, seat_words};
use super::spoken;
use crate::desktop::paint;
use crate::desktop::tables::playing_card::{Fan, paint_back, paint_card};
use crate::desktop::tables::seat_text_colour;

/// Each player's label just inside their garden's middle: name, hand
/// count, and a row of their hand's backs and the Kings in front of them.
pub fn labels_ui(ui: &egui::Ui, layout: &Layout, view: &View, over: bool) {
    let painter = ui.painter();
    let detail = layout.detail;
    let font = FontId::proportional(detail.font());
    // A label with no room on the ring is still named, for a screen reader.
    for (s, place) in layout.seats.iter().enumerate().filter(|(_, place)| !place.shown) {
        let response = ui.interact(place.rect, ui.scope_id().with(("seat", s)), Sense::hover());
        crate::desktop::tables::pointing::name(
            &response,
            egui::Role::Label,
            true,
            &spoken::seat_name(view, Seat::new(s)),
        );
    }
    for (s, place) in layout.seats.iter().enumerate().filter(|(_, place)| place.shown) {
        let seat = Seat::new(s);
        let in_hand = view.hands[s].len();
        let no_guard = view.guards[s].is_none() && view.turns > 0;
        let ink = seat_text_colour(ui, seat);
        let lines: Vec<(String, std::sync::Arc<egui::Galley>)> =
            // The mark on the player who decides now: the turn's, or the one
            // answering it; none once the game is over (a resignation too).
            seat_words(detail, seat, view.to_act == Some(seat) && !over, in_hand, no_guard)
                .into_iter()
                .map(|line| {
                    let galley = painter.layout_no_wrap(line.clone(), font.clone(), ink);
                    (line, galley)
                })
                .collect();
        let text = lines.iter().fold(Vec2::ZERO, |size, (_, g)| vec2(size.x.max(g.size().x), size.y + g.size().y));
        // A rival's hand face down, then the Kings in front of the player.
        let h = detail.row(layout.ring.card);
        let backs = if view.viewer == Some(seat) || !detail.backs() { 0 } else { in_hand.min(7) };
        let kings = &view.kings[s];
        let row = row_width(h, backs, kings.len()).min(place.row_width);
        let centre = place.rect.center();
        let (mut y, row_left, row_y) = if place.under {
            (place.rect.top(), centre.x - row * 0.5, place.rect.top() + text.y + 4.0 + h * 0.5)
        } else {
            let whole = text.x + if row > 0.0 { 8.0 + row } else { 0.0 };
            (centre.y - text.y * 0.5, centre.x - whole * 0.5 + text.x + 8.0, centre.y)
        };
        let left = if place.under { 0.0 } else { row_left - 8.0 - text.x };
        for (line, galley) in lines {
            let x = if place.under { centre.x - galley.size().x * 0.5 } else { left };
            let rect = Rect::from_min_size(Pos2::new(x, y), galley.size());
            y += galley.size().y;
            painter.galley(rect.min, galley, ink);
            paint::mark_text(painter, rect, line);
        }
        let (back_rects, king_rects) = row_cards(row_left, row_y, h, backs, kings.len(), place.row_width);
        for &rect in &back_rects {
            paint_back(painter, rect, BACK);
        }
        for (&king, &rect) in kings.iter().zip(&king_rects) {
            paint_card(painter, rect, king, "Joker");
        }
        let row = back_rects.iter().chain(&king_rects).copied().reduce(Rect::union);
        if let Some(row) = row {
            paint::mark_text(painter, row, format!("{seat}'s hand and Kings"));
        }
        let response = ui.interact(place.rect, ui.scope_id().with(("seat", s)), Sense::hover());
        crate::desktop::tables::pointing::name(&response, egui::Role::Label, true, &spoken::seat_name(view, seat));
        // A rival's hand, counted (the viewer's own cards are named one by one).
        if view.viewer != Some(seat) {
            let response =
                ui.interact(row.unwrap_or(place.rect), ui.scope_id().with(("rival-hand", s)), Sense::hover());
            crate::desktop::tables::pointing::name(&response, egui::Role::Label, true, &spoken::hand_name(view, seat));
        }
    }
}

/// The draw pile and the discard pile in the ring's middle, with counts,
/// and the guardsmen the Queen of Hearts caught.
pub fn piles_ui(ui: &egui::Ui, layout: &Layout, view: &View) {
    let (painter, text) = (ui.painter(), ui.visuals().text_color());
    let piles = &layout.piles;
    let name_pile = |rect: Rect, what: &str, name: &str| {
        let response = ui.interact(rect, ui.scope_id().with(("pile", what)), Sense::hover());
        crate::desktop::tables::pointing::name(&response, egui::Role::Image, true, name);
    };
    name_pile(piles.draw, "draw", &spoken::draw_name(view));
    name_pile(piles.discard, "discard", &spoken::discard_name(view));
    if view.draw > 0 {
        paint_back(painter, piles.draw, BACK);
    } else {
        painter.rect_stroke(piles.draw, 6.0, Stroke::new(1.0, Color32::GRAY), StrokeKind::Inside);
    }
    match view.discard_top {
        Some(card) => paint_card(painter, piles.discard, card, "Joker"),
        None => {
            painter.rect_stroke(piles.discard, 6.0, Stroke::new(1.0, Color32::GRAY), StrokeKind::Inside);
        }
    }
    paint::mark_text(painter, piles.draw, "Draw pile".to_owned());
    paint::mark_text(painter, piles.discard, "Discard pile".to_owned());
    let font = FontId::proportional(layout.detail.pile_font());
    let (at, anchor) = piles.draw_label;
    paint::text_marked(painter, at, anchor, &format!("Draw {}", view.draw), font.clone(), text);
    let (at, anchor) = piles.discard_label;
    paint::text_marked(painter, at, anchor, &format!("Discards {}", view.discard), font.clone(), text);
    if !view.removed.is_empty() {
        let names: Vec<String> = view.removed.iter().map(|c| c.symbol()).collect();
        let words = if names.len() > 6 {
            format!("Caught ({}): … {}", names.len(), names[names.len() - 5..].join(" "))
        } else {
            format!("Caught: {}", names.join(" "))
        };
        let ink = Color32::from_rgb(230, 120, 100);
        let size = painter.layout_no_wrap(words.clone(), font.clone(), ink).size();
        // In the middle; else beside the hand, left of its cards; else
        // only in the log.
        let beside_hand = || {
            let fan = Fan::new(layout.hand, layout.hand.height() * 0.9, hand_count(view));
            let left = layout.hand.left() + 4.0;
            let rect = Rect::from_min_size(Pos2::new(left, layout.hand.center().y - size.y * 0.5), size);
            (rect.right() + 8.0 <= fan.card(0).left()).then_some(rect)
        };
        if let Some(rect) = layout.caught_place(size).or_else(beside_hand) {
            paint::text_marked(painter, rect.center(), Align2::CENTER_CENTER, &words, font, ink);
            name_pile(rect, "caught", &spoken::caught_name(view).unwrap_or_default());
        }
    }
}
