//! The Shrine table: every player's Shrine, Field and hand (the viewer's
//! face up, the others' face down), the deck and the Graveyard, the action
//! waiting for answers in the middle. Cards first: pick cards in your hand
//! and the table lights what they can do, with the arithmetic on the
//! buttons; click a lit Shrine, Field or hand, a button, or drag the cards
//! there. Answers out of turn are asked by the frame's prompt; the three
//! cards a Fizzle costs (when it costs three) are picked in the hand.

mod emblem;
mod flight;
mod layout;
mod scene;
mod side_view;
mod spoken;
mod words;

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, pos2, vec2};
use parlour_core::cards::{Card, CardSet};
use parlour_core::games::shrine::{Action, Shrine, Stage, View};
use parlour_core::hand::{HandView, viewers_hand};
use parlour_core::{Game, Seat};

use self::flight::Flight;
use self::layout::{LIFT, Layout, Room, Side, Spot};
use self::scene::{BACK, JOKER, LABEL_SIZE, NAME_SIZE, SMALL_SIZE, Scene, aimed_among};
use self::side_view::{field_ui, hint_or, rival_hand_ui, shrine_ui};
use super::action_bar::{Bar, BarClick, bar_and_table, bar_part, bar_ui, idle_ui, table_part, waiting_ui};
use super::playing_card::{ASPECT, Fan, card_rect, paint_back, paint_card};
use super::{Board, Turn, focus, seat_colour};
use crate::desktop::paint::{mark_text, text_marked};
use crate::desktop::settings::Settings;

pub use self::words::label;
use self::words::side_name;

/// The Shrine board: the cards picked, cards in flight, whether the
/// Graveyard is open to look through.
#[derive(Default)]
pub struct ShrineBoard {
    picked: CardSet,
    flights: Vec<Flight>,
    graveyard_open: bool,
    dragging: bool,
}

impl Board for ShrineBoard {
    type Game = Shrine;

    const HIDDEN_HANDS: bool = true;

    fn emblem(painter: &egui::Painter, rect: Rect) {
        emblem::paint(painter, rect);
    }

    fn prompt(&self, turn: &Turn<'_, Shrine>) -> String {
        let state = &turn.seen;
        let Some(seat) = state.to_act() else { return String::new() };
        let who = turn.whose(seat);
        if let Some((actor, action, stage)) = state.pending() {
            let did = format!("{actor} {}", action.words());
            let pick = if picks_answer(turn) { " (pick the three cards to discard in your hand)" } else { "" };
            return match stage {
                Stage::Block(_) => format!("{did}. Block it, or let it happen?"),
                Stage::Fizzle(_) => format!("{did}. Fizzle it{pick}, or let it happen?"),
                Stage::Counter(by) => format!("{by} fizzled your action. Counter the Fizzle{pick}, or let it fail?"),
            };
        }
        if state.at_start() {
            return format!("{who} turn: draw from the deck, or take the Graveyard's top card");
        }
        if turn.actions.iter().all(|a| matches!(a, Action::Discard(_))) {
            let held = state.hand(seat).len();
            return if held > parlour_core::games::shrine::HAND_LIMIT {
                format!("{who} hand holds {held} cards: pick one to discard, down to seven")
            } else {
                "Your hand, after the Jack's steal: pick a card to discard".to_owned()
            };
        }
        let two = if state.view(Some(seat)).actions_left > 1 { " (two actions left)" } else { "" };
        format!("{who} turn{two}: pick cards in your hand to see what they can do, or pass")
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Shrine>) -> Option<Action> {
        let view = turn.view.clone();
        self.picked = if turn.my_decision() { self.picked.and(own_hand(&view)) } else { CardSet::EMPTY };
        let (bar, table) = bar_and_table(ui);
        let from_bar = bar_part(ui, bar, |ui| self.action_bar_ui(ui, turn, &view));
        let from_table = table_part(ui, table, |ui| self.table_view_ui(ui, turn, &view));
        let chosen = from_bar.or(from_table);
        self.graveyard_ui(ui.ctx(), &view);
        if chosen.is_some() {
            self.picked = CardSet::EMPTY;
        }
        chosen
    }

    /// The table in words, and the cards picked in the hand, if any.
    fn summary(&self, turn: &Turn<'_, Shrine>) -> String {
        let table = spoken::summary(&turn.view, &|seat| turn.whose(seat));
        let cards: Vec<Card> = self.picked.iter().collect();
        if cards.is_empty() || !turn.my_decision() {
            return table;
        }
        format!("{table} Picked: {}.", super::words::listed_cards(&cards))
    }

    const SUMMARY_TELLS_SEATS: bool = true;

    fn action_label(&self, turn: &Turn<'_, Shrine>, action: Action) -> String {
        label(&turn.view, turn.options.healing, action)
    }

    fn picked_words(&self, turn: &Turn<'_, Shrine>) -> Option<String> {
        if self.picked.is_empty() || !turn.my_decision() || answering(turn) {
            return None;
        }
        let cards: Vec<Card> = self.picked.iter().collect();
        let picked = format!("{} picked", super::words::listed_cards(&cards));
        // The keys as the action bar gives them, over every action offered
        // (the Jack's steal too), so that a key said is the key that works.
        let offered = self.offered(turn);
        let keys = super::action_bar::keys(&offered, &|action| self.action_key(action));
        let choices: Vec<String> = offered
            .iter()
            .zip(keys)
            .filter(|(action, _)| !action.cards().is_empty())
            .map(|(&action, key)| super::action_bar::with_key(&label(&turn.view, turn.options.healing, action), key))
            .collect();
        if choices.is_empty() {
            let why = words::why_not(&turn.seen, &turn.view, self.picked);
            return Some(format!("{picked}. {}.", why.trim_end_matches('.')));
        }
        Some(format!("{picked}. Choices: {}.", choices.join("; ")))
    }

    fn action_key(&self, action: Action) -> Option<egui::Key> {
        match action {
            Action::Let => Some(egui::Key::L),
            Action::Fizzle(_) => Some(egui::Key::F),
            Action::Counter(_) => Some(egui::Key::C),
            Action::Block(_) => Some(egui::Key::B),
            Action::DaggerBlock { .. } => Some(egui::Key::D),
            Action::Pass => Some(egui::Key::P),
            _ => None,
        }
    }

    fn answering(&self, turn: &Turn<'_, Shrine>) -> bool {
        answering(turn)
    }

    fn offers_answer(&self, turn: &Turn<'_, Shrine>, action: Action) -> bool {
        match action {
            Action::Fizzle(cards) | Action::Counter(cards) if !cards.is_empty() && picks_answer(turn) => {
                cards == self.picked
            }
            _ => true,
        }
    }

    fn lets_be(action: Action) -> bool {
        action == Action::Let
    }

    fn quiet_answer(state: &Shrine, seat: Seat, settings: &Settings) -> Option<Action> {
        if settings.answer_every_action {
            return None;
        }
        let (actor, action, answering) = state.pending()?;
        let aimed_at_me = words::spot(action, actor).is_some_and(
            |spot| matches!(spot, Spot::Shrine(s) | Spot::Field(s) | Spot::Hand(s) if s == seat && s != actor),
        );
        (matches!(answering, Stage::Fizzle(s) if s == seat) && !aimed_at_me).then_some(Action::Let)
    }

    fn played(
        &mut self,
        _before: &Shrine,
        events: &[parlour_core::games::shrine::Event],
        now: f64,
        settings: &Settings,
    ) {
        let seconds = settings.animation.seconds();
        if seconds > 0.0 {
            let after = self.flights.iter().map(|f| f.start).fold(now, f64::max);
            self.flights.extend(flight::flights(events, after.max(now), seconds));
        }
    }

    fn showing(&self, now: f64, settings: &Settings) -> bool {
        let seconds = settings.animation.seconds();
        self.flights.iter().any(|f| !flight::landed(f, now, seconds))
    }
}

/// Whether the decision now answers the action waiting on the table: a
/// rival's Block or Fizzle, or the actor's counter to a Fizzle. Every
/// answer is asked in the same place, the row under the status line.
fn answering(turn: &Turn<'_, Shrine>) -> bool {
    turn.seen.pending().is_some()
}

/// Whether the viewer answers by picking cards in the hand: a
/// Fizzle or a counter that costs three cards, with more than one way to
/// choose them.
fn picks_answer(turn: &Turn<'_, Shrine>) -> bool {
    let by_cards = |a: &&Action| matches!(a, Action::Fizzle(cards) | Action::Counter(cards) if !cards.is_empty());
    answering(turn) && turn.actions.iter().filter(by_cards).count() > 1
}

/// The room the table's words take, measured in their fonts, with room for
/// every count they may show so that nothing moves as the counts change.
fn room(ui: &egui::Ui, me: Seat) -> Room {
    let painter = ui.painter();
    let width =
        |words: String, size: f32| painter.layout_no_wrap(words, FontId::proportional(size), Color32::WHITE).size().x;
    let name = [format!("{me} ◀"), format!("{me} — out")].map(|n| width(n, NAME_SIZE)).into_iter().fold(0.0, f32::max);
    let look = width("Close the Graveyard".to_owned(), SMALL_SIZE).max(width("Look through".to_owned(), SMALL_SIZE));
    Room {
        name,
        deck: width("Deck 00".to_owned(), LABEL_SIZE),
        graveyard: width("Graveyard 00".to_owned(), LABEL_SIZE),
        shrine: width("Shrine 0/0".to_owned(), LABEL_SIZE),
        in_hand: width("00 in hand".to_owned(), SMALL_SIZE),
        look: vec2(look + 16.0, 20.0),
    }
}

/// The viewer's own hand, as `view` shows it.
fn own_hand(view: &View) -> CardSet {
    viewers_hand(&view.hands, view.viewer)
        .and_then(HandView::shown)
        .map_or(CardSet::EMPTY, |c| c.iter().copied().collect())
}

impl ShrineBoard {
    /// The cards picked in the hand.
    pub fn picked(&self) -> CardSet {
        self.picked
    }

    /// The actions the viewer may choose with the cards picked: those that
    /// use exactly those cards, and those that use none.
    fn offered(&self, turn: &Turn<'_, Shrine>) -> Vec<Action> {
        if answering(turn) {
            return Vec::new();
        }
        turn.actions.iter().copied().filter(|a| a.cards().is_empty() || a.cards() == self.picked).collect()
    }

    /// The buttons along the bottom: what the picked cards can do, with the
    /// arithmetic, or why they can do nothing; Draw, Take, Pass, the Jack.
    fn action_bar_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Shrine>, view: &View) -> Option<Action> {
        if picks_answer(turn) {
            let picked = self.picked.len();
            waiting_ui(ui, &format!("Pick three cards in your hand to discard ({picked} picked), then answer above"));
            return None;
        }
        if !turn.my_decision() || answering(turn) {
            idle_ui(ui, turn);
            return None;
        }
        let discarding = turn.actions.iter().all(|a| matches!(a, Action::Discard(_)));
        let offered: Vec<Action> =
            self.offered(turn).into_iter().filter(|a| !a.cards().is_empty() || !discarding).collect();
        let note = (!self.picked.is_empty() && !offered.iter().any(|a| a.cards() == self.picked) && !discarding)
            .then(|| words::why_not(&turn.seen, view, self.picked));
        let bar = Bar {
            offered: &offered,
            label: &|action| label(view, turn.options.healing, action),
            key: &|action| self.action_key(action),
            hint: turn.hint,
            picked: !self.picked.is_empty(),
            note,
            idle: "Pick cards in your hand: what they can do lights up.",
        };
        match bar_ui(ui, &bar)? {
            BarClick::Action(action) => Some(action),
            BarClick::Clear => {
                self.picked = CardSet::EMPTY;
                None
            }
        }
    }

    /// The table: sides, deck, Graveyard, the action in the air, cards in
    /// flight. Returns the action a click or a drop chose.
    fn table_view_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Shrine>, view: &View) -> Option<Action> {
        let rect = ui.available_rect_before_wrap();
        let me = turn.viewer.unwrap_or(Seat(0));
        let room = room(ui, me);
        let scene = Scene {
            layout: Layout::new(rect, usize::from(view.players), me, &room),
            view,
            painter: ui.painter().clone(),
            offered: self.offered(turn),
            hint: turn.hint,
            me,
            healing: turn.options.healing,
        };
        let mut chosen = self.middle_ui(ui, &scene);
        for side in &scene.layout.sides {
            let picked = self.side_ui(ui, &scene, side, turn);
            chosen = chosen.or(picked);
        }
        self.flights_ui(ui, &scene, turn);
        chosen
    }

    /// Deck, Graveyard and the action waiting for answers.
    fn middle_ui(&mut self, ui: &mut egui::Ui, scene: &Scene) -> Option<Action> {
        let layout = &scene.layout;
        let font = FontId::proportional(LABEL_SIZE);
        let text = ui.visuals().text_color();
        let mut chosen = None;
        // The deck: a click draws.
        let draw = scene.offered.contains(&Action::Draw);
        let response = ui.interact(layout.deck, ui.scope_id().with("shrine-deck"), focus::sense(draw, Sense::click()));
        focus::show_focus(ui, &response, draw);
        crate::desktop::tables::pointing::name(&response, egui::Role::Button, draw, &spoken::deck_name(scene.view));
        let response = if scene.view.deck > 0 {
            paint_back(&scene.painter, layout.deck, BACK);
            response
        } else {
            scene.painter.rect_stroke(layout.deck, 6.0, Stroke::new(1.0, Color32::GRAY), StrokeKind::Inside);
            response.on_hover_text("The deck is empty: the next card needed shuffles the Graveyard into a new deck")
        };
        if draw {
            scene.light(layout.deck, hint_or(scene, Action::Draw, Color32::LIGHT_GREEN));
            if response.clicked() {
                chosen = Some(Action::Draw);
            }
        }
        let below = |r: Rect, s: String| {
            text_marked(
                &scene.painter,
                r.center_bottom() + vec2(0.0, layout::LABEL_GAP),
                Align2::CENTER_TOP,
                &s,
                font.clone(),
                text,
            );
        };
        below(layout.deck, format!("Deck {}", scene.view.deck));
        // The Graveyard: lit when its top may be taken, and a click takes it;
        // a button above it opens it to look through.
        let take = scene.offered.contains(&Action::Take);
        let sense = focus::sense(take, Sense::click());
        let response = ui.interact(layout.graveyard, ui.scope_id().with("shrine-graveyard"), sense);
        focus::show_focus(ui, &response, take);
        let count = scene.view.graveyard.len();
        let name = spoken::graveyard_name(scene.view);
        crate::desktop::tables::pointing::name(&response, egui::Role::Button, take, &name);
        match scene.view.graveyard.last() {
            Some(&card) => paint_card(&scene.painter, layout.graveyard, card, JOKER),
            None => {
                scene.painter.rect_stroke(layout.graveyard, 6.0, Stroke::new(1.0, Color32::GRAY), StrokeKind::Inside);
            }
        }
        if take {
            scene.light(layout.graveyard, hint_or(scene, Action::Take, Color32::LIGHT_GREEN));
            if response.on_hover_text(label(scene.view, scene.healing, Action::Take)).clicked() {
                chosen = Some(Action::Take);
            }
        }
        below(layout.graveyard, format!("Graveyard {count}"));
        if count > 0 {
            let word = if self.graveyard_open { "Close the Graveyard" } else { "Look through" };
            let look = ui.put(layout.look, egui::Button::new(egui::RichText::new(word).size(SMALL_SIZE)).small());
            if look.on_hover_text("Every card in the Graveyard, the top first").clicked() {
                self.graveyard_open = !self.graveyard_open;
            }
        }
        // The action in the air: its cards, then its words beside them.
        if let Some(pending) = &scene.view.pending {
            let cards: Vec<Card> = pending.cards.iter().collect();
            let h = layout.table_card().y;
            let centre_y = layout.deck.center().y;
            // Side by side when there is room beside the words, else overlapping.
            let room =
                (layout.pending.width() - layout::WORDS - h * ASPECT) / cards.len().saturating_sub(1).max(1) as f32;
            let step = room.clamp(h * 0.45, h * ASPECT * 1.1);
            for (i, &card) in cards.iter().enumerate() {
                let centre = pos2(layout.pending.left() + h * ASPECT * 0.5 + i as f32 * step, centre_y);
                paint_card(&scene.painter, card_rect(centre, h), card, JOKER);
            }
            let waiting = match pending.stage {
                Stage::Block(seat) | Stage::Fizzle(seat) => format!("{seat} may answer"),
                Stage::Counter(_) => format!("{} may counter the Fizzle", pending.actor),
            };
            let words = format!("{} {}.\n{waiting}.", pending.actor, pending.action.words());
            let cards_right = layout.pending.left() + h * ASPECT + cards.len().saturating_sub(1) as f32 * step;
            let left = if cards.is_empty() { layout.pending.left() } else { cards_right + h * 0.15 };
            let galley = ui.painter().layout(words.clone(), font, text, (layout.pending.right() - left).max(80.0));
            // Beside the cards, in the middle of the band when it fits.
            let top = (centre_y - galley.size().y * 0.5).max(layout.pending.top());
            let at = pos2(left, top);
            let rect = Rect::from_min_size(at, galley.size());
            scene.painter.galley(at, galley, text);
            mark_text(&scene.painter, rect, words);
            let response = ui.interact(layout.pending, ui.scope_id().with("shrine-pending"), Sense::hover());
            let name = spoken::pending_name(scene.view).unwrap_or_default();
            crate::desktop::tables::pointing::name(&response, egui::Role::Label, true, &name);
        }
        chosen
    }

    /// One player's side: name, Shrine, Field and hand.
    fn side_ui(&mut self, ui: &egui::Ui, scene: &Scene, side: &Side, turn: &Turn<'_, Shrine>) -> Option<Action> {
        let view = scene.view;
        let seat = side.seat;
        let name = side_name(view, seat, turn.over);
        text_marked(
            &scene.painter,
            side.name,
            Align2::LEFT_TOP,
            &name,
            FontId::proportional(NAME_SIZE),
            seat_colour(seat),
        );
        let whose = turn.whose(seat);
        // Each is drawn whatever the other chose.
        let on_shrine = shrine_ui(ui, scene, side, &whose);
        let on_field = field_ui(ui, scene, side, &whose);
        let chosen = on_shrine.or(on_field);
        let hand_choice = if seat == scene.me && view.viewer == Some(seat) {
            self.own_hand_ui(ui, scene, side, turn)
        } else {
            rival_hand_ui(ui, scene, side, &whose)
        };
        chosen.or(hand_choice)
    }

    /// The viewer's hand, face up: a click picks or puts back a card (or,
    /// when a card must go, discards it); a drag carries the picked cards to
    /// a lit place.
    fn own_hand_ui(&mut self, ui: &egui::Ui, scene: &Scene, side: &Side, turn: &Turn<'_, Shrine>) -> Option<Action> {
        let cards: Vec<Card> = own_hand(scene.view).iter().collect();
        let h = side.card;
        let fan = Fan::new(side.hand, h, cards.len());
        let mut chosen = None;
        let active = turn.my_decision() && (!answering(turn) || picks_answer(turn));
        for (i, &card) in cards.iter().enumerate() {
            let picked = self.picked.contains(card);
            let drawn = if picked { fan.card(i).translate(vec2(0.0, -h * LIFT)) } else { fan.card(i) };
            let hit = fan.hit_with_lift(i, h * LIFT);
            let response =
                ui.interact(hit, ui.scope_id().with(("hand", i)), focus::sense(active, Sense::click_and_drag()));
            focus::show_focus(ui, &response, active);
            let name = spoken::hand_card_name(card, picked);
            crate::desktop::tables::pointing::name(&response, egui::Role::Button, active, &name);
            focus::ring_beneath(ui, &response, &scene.painter);
            if !(self.dragging && picked) {
                paint_card(&scene.painter, drawn, card, JOKER);
            }
            let hinted = scene.hint.is_some_and(|a| a.cards().contains(card));
            if picked || hinted {
                scene.light(drawn, if hinted { Color32::GOLD } else { ui.visuals().selection.stroke.color });
            }
            if !active {
                continue;
            }
            if response.clicked() {
                if turn.actions.contains(&Action::Discard(card))
                    && turn.actions.iter().all(|a| matches!(a, Action::Discard(_)))
                {
                    chosen = Some(Action::Discard(card));
                } else {
                    self.picked = if picked { self.picked.without(card) } else { self.picked.with(card) };
                }
            }
            if response.drag_started() {
                self.picked = self.picked.with(card);
                self.dragging = true;
            }
            if response.drag_stopped() {
                self.dragging = false;
                let at = ui.input(|i| i.pointer.interact_pos());
                chosen = chosen.or_else(|| at.and_then(|pos| self.dropped(scene, pos, turn)));
            }
        }
        if self.dragging
            && let Some(pos) = ui.input(|i| i.pointer.interact_pos())
        {
            let layer = egui::LayerId::new(egui::Order::Tooltip, ui.scope_id().with("shrine-dragged"));
            let painter = ui.ctx().layer_painter(layer);
            for (i, card) in self.picked.iter().enumerate() {
                paint_card(&painter, card_rect(pos + vec2(i as f32 * h * 0.3, 0.0), h), card, JOKER);
            }
        }
        chosen
    }

    /// The action the picked cards make when dropped at `pos`.
    fn dropped(&self, scene: &Scene, pos: Pos2, turn: &Turn<'_, Shrine>) -> Option<Action> {
        let offered: Vec<Action> =
            turn.actions.iter().copied().filter(|a| !a.cards().is_empty() && a.cards() == self.picked).collect();
        scene.layout.sides.iter().find_map(|side| {
            if side.shrine.contains(pos) {
                aimed_among(&offered, scene.me, Spot::Shrine(side.seat), None)
            } else if side.field.contains(pos) {
                let token = scene.view.fields[side.seat.index()]
                    .iter()
                    .enumerate()
                    .find_map(|(i, t)| side.token(i).contains(pos).then_some(t));
                aimed_among(&offered, scene.me, Spot::Field(side.seat), token)
            } else {
                None
            }
        })
    }

    /// Cards on their way, above everything.
    fn flights_ui(&mut self, ui: &egui::Ui, scene: &Scene, turn: &Turn<'_, Shrine>) {
        let seconds = turn.settings.animation.seconds();
        self.flights.retain(|f| !flight::landed(f, turn.now, seconds));
        if self.flights.is_empty() {
            return;
        }
        let layer = egui::LayerId::new(egui::Order::Foreground, ui.scope_id().with("shrine-flights"));
        let painter = ui.ctx().layer_painter(layer);
        let h = scene.layout.table_card().y;
        for f in &self.flights {
            let (Some(t), Some(from), Some(to)) =
                (flight::progress(f, turn.now, seconds), scene.layout.centre(f.from), scene.layout.centre(f.to))
            else {
                continue;
            };
            let eased = t * t * (3.0 - 2.0 * t);
            let rect = card_rect(from + (to - from) * eased, h);
            match f.card {
                Some(card) => paint_card(&painter, rect, card, JOKER),
                None => paint_back(&painter, rect, BACK),
            }
        }
        ui.ctx().request_repaint();
    }

    /// The Graveyard, top card first, in a window of its own.
    fn graveyard_ui(&mut self, ctx: &egui::Context, view: &View) {
        let mut open = self.graveyard_open;
        crate::desktop::window("Graveyard", ctx, [360.0, 300.0]).open(&mut open).show(ctx, |ui| {
            if view.graveyard.is_empty() {
                ui.label("The Graveyard is empty.");
            }
            ui.label(format!("{} cards, the top first:", view.graveyard.len()));
            ui.horizontal_wrapped(|ui| {
                for &card in view.graveyard.iter().rev() {
                    let colour = match card.colour() {
                        Some(parlour_core::cards::Colour::Red) => Color32::from_rgb(220, 70, 70),
                        _ => ui.visuals().strong_text_color(),
                    };
                    ui.label(egui::RichText::new(card.symbol()).size(18.0).color(colour));
                }
            });
        });
        self.graveyard_open = open;
    }
}
