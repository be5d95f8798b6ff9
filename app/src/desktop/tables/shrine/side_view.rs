//! A side of the Shrine table: its Shrine (a stack, the top face up), its
//! Field of Tokens, and a rival's hand face down — each lit, and a click
//! choosing, when an action is aimed at it.

use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, StrokeKind, pos2, vec2};
use parlour_core::cards::Card;
use parlour_core::games::shrine::{Action, Rise, is_triad, shrine_capacity};

use super::layout::{Side, Spot};
use super::scene::{BACK, JOKER, LABEL_SIZE, SMALL_SIZE, Scene};
use super::spoken;
use super::words::label;
use crate::desktop::paint::{mark_text, text_marked};
use crate::desktop::tables::focus;
use crate::desktop::tables::playing_card::{ASPECT, card_rect, paint_back, paint_card};

/// A side's Shrine: a stack whose top is face up (or an empty place), its
/// label below; lit (and a click chooses) when an action is aimed at it.
pub fn shrine_ui(ui: &egui::Ui, scene: &Scene, side: &Side, whose: &str) -> Option<Action> {
    let view = scene.view;
    let seat = side.seat;
    let shrine = &view.shrines[seat.index()];
    let capacity = shrine_capacity(view.fields[seat.index()]);
    let step = side.stack / shrine.len().saturating_sub(1).max(6) as f32;
    for i in 0..shrine.len().saturating_sub(1) {
        let r = side.shrine.translate(vec2(0.0, -((shrine.len() - 1 - i) as f32) * step));
        paint_back(&scene.painter, r, BACK);
    }
    match shrine.last() {
        Some(Some(top)) => paint_card(&scene.painter, side.shrine, *top, JOKER),
        Some(None) => paint_back(&scene.painter, side.shrine, BACK),
        None => {
            let grey = Stroke::new(1.0, Color32::from_gray(110));
            scene.painter.rect_stroke(side.shrine, 6.0, grey, StrokeKind::Inside);
        }
    }
    let words = format!("Shrine {}/{capacity}", shrine.len());
    let font = FontId::proportional(LABEL_SIZE);
    text_marked(&scene.painter, side.shrine_label(), Align2::CENTER_TOP, &words, font, ui.visuals().text_color());
    let target = scene.aimed_at(Spot::Shrine(seat), None);
    let sense = focus::sense(target.is_some(), Sense::click());
    let response = ui.interact(side.shrine, ui.scope_id().with(("shrine", seat.0)), sense);
    focus::show_focus(ui, &response, target.is_some());
    let name = spoken::shrine_name(view, seat, whose);
    crate::desktop::tables::pointing::name(&response, egui::Role::Button, target.is_some(), &name);
    let action = target?;
    scene.light(side.shrine, hint_or(scene, action, Color32::LIGHT_GREEN));
    response.on_hover_text(label(view, scene.healing, action)).clicked().then_some(action)
}

/// A side's Field and its Tokens: the Field lit (and a click chooses) when
/// an action is aimed at it, a Token when a Dagger may be thrown at it.
pub fn field_ui(ui: &egui::Ui, scene: &Scene, side: &Side, whose: &str) -> Option<Action> {
    let view = scene.view;
    let seat = side.seat;
    let field = view.fields[seat.index()];
    let mut chosen = None;
    if is_triad(field) {
        let gold = Stroke::new(2.0, Color32::GOLD);
        scene.painter.rect_stroke(side.field.expand(2.0), 6.0, gold, StrokeKind::Outside);
        let at = side.field.right_top() - vec2(0.0, 2.0);
        text_marked(&scene.painter, at, Align2::RIGHT_BOTTOM, "Triad", FontId::proportional(SMALL_SIZE), Color32::GOLD);
    } else {
        scene.painter.rect_stroke(side.field, 6.0, Stroke::new(1.0, Color32::from_gray(110)), StrokeKind::Inside);
    }
    if field.is_empty() {
        let (font, grey) = (FontId::proportional(SMALL_SIZE), Color32::from_gray(120));
        text_marked(&scene.painter, side.field.center(), Align2::CENTER_CENTER, "Field", font, grey);
    }
    // A Dagger is thrown at a Token, never at the Field around it.
    let target = scene.aimed_at(Spot::Field(seat), None).filter(|a| !matches!(a, Action::Dagger { .. }));
    let sense = focus::sense(target.is_some(), Sense::click());
    let response = ui.interact(side.field, ui.scope_id().with(("field", seat.0)), sense);
    focus::show_focus(ui, &response, target.is_some());
    let name = spoken::field_name(view, seat, whose);
    crate::desktop::tables::pointing::name(&response, egui::Role::Button, target.is_some(), &name);
    if let Some(action) = target {
        scene.light(side.field, hint_or(scene, action, Color32::LIGHT_GREEN));
        if response.on_hover_text(label(view, scene.healing, action)).clicked() {
            chosen = Some(action);
        }
    }
    let tokens = field.len();
    for (i, token) in field.iter().enumerate() {
        let r = side.token(i);
        paint_card(&scene.painter, r, token, JOKER);
        // Up to the next Token, when they lie over each other.
        let hit = if i + 1 < tokens {
            Rect::from_min_max(r.min, pos2(r.right().min(side.token(i + 1).left()), r.bottom()))
        } else {
            r
        };
        let dagger = |a: &Action| matches!(a, Action::Dagger { .. } | Action::Rise { using: Rise::Dagger { .. }, .. });
        let aimed = scene.aimed_at(Spot::Field(seat), Some(token)).filter(dagger);
        let sense = focus::sense(aimed.is_some(), Sense::click());
        let response = ui.interact(hit, ui.scope_id().with(("token", seat.0, i)), sense);
        focus::show_focus(ui, &response, aimed.is_some());
        let name = spoken::token_name(token, whose);
        crate::desktop::tables::pointing::name(&response, egui::Role::Button, aimed.is_some(), &name);
        if let Some(action) = aimed {
            scene.light(r, hint_or(scene, action, Color32::LIGHT_RED));
            if response.on_hover_text(label(view, scene.healing, action)).clicked() {
                chosen = Some(action);
            }
        }
    }
    chosen
}

/// Gold for the hinted action, else `colour`.
pub fn hint_or(scene: &Scene, action: Action, colour: Color32) -> Color32 {
    if scene.hint == Some(action) { Color32::GOLD } else { colour }
}

/// A rival's hand, face down but for the cards everyone saw them take; lit
/// (and a click steals) when the Jack may rob them.
pub fn rival_hand_ui(ui: &egui::Ui, scene: &Scene, side: &Side, whose: &str) -> Option<Action> {
    let view = scene.view;
    let seat = side.seat;
    let hand = &view.hands[seat.index()];
    let known: Vec<Card> = view.known[seat.index()].iter().collect();
    let h = side.hand.height();
    let w = h * ASPECT;
    let count = hand.len();
    // The cards fanned from the left, the count just after them: the count
    // keeps its room, the cards close up when they are many.
    let words = format!("{count} in hand");
    let galley =
        scene.painter.layout_no_wrap(words.clone(), FontId::proportional(SMALL_SIZE), ui.visuals().text_color());
    let fan = side.hand.width() - galley.size().x - h * 0.3;
    // Far enough apart for a card everyone saw taken to show its corner.
    let step = (w * 0.75).min((fan - w) / count.saturating_sub(1).max(1) as f32).max(0.0);
    for i in 0..count {
        let rect = card_rect(pos2(side.hand.left() + w * 0.5 + i as f32 * step, side.hand.center().y), h);
        match (hand.shown(), known.get(i)) {
            (Some(cards), _) => paint_card(&scene.painter, rect, cards[i], JOKER),
            (None, Some(&card)) => paint_card(&scene.painter, rect, card, JOKER),
            (None, None) => paint_back(&scene.painter, rect, BACK),
        }
    }
    let fanned = if count == 0 { 0.0 } else { w + (count - 1) as f32 * step + h * 0.3 };
    let at = pos2(side.hand.left() + fanned, side.hand.center().y - galley.size().y * 0.5);
    let rect = Rect::from_min_size(at, galley.size());
    scene.painter.galley(at, galley, ui.visuals().text_color());
    mark_text(&scene.painter, rect, words);
    let target = scene.aimed_at(Spot::Hand(seat), None);
    let sense = focus::sense(target.is_some(), Sense::click());
    let response = ui.interact(side.hand, ui.scope_id().with(("rival-hand", seat.0)), sense);
    focus::show_focus(ui, &response, target.is_some());
    let name = spoken::hand_name(view, seat, whose);
    crate::desktop::tables::pointing::name(&response, egui::Role::Button, target.is_some(), &name);
    let action = target?;
    scene.light(side.hand, hint_or(scene, action, Color32::LIGHT_BLUE));
    response.on_hover_text(label(view, scene.healing, action)).clicked().then_some(action)
}
