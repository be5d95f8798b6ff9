//! The Wonderland table: the ring of gardens (each hedge named, "p1.5"),
//! guardsmen and the Queen of Hearts on it, Kings in front of their
//! holders, the piles in the middle, your hand below. Pick a card and the
//! ring lights what it can do — where a move (of your guardsman, or of the
//! Queen) ends, with a warning where she would catch someone; the hedge to
//! paint; a face card's targets — then click the lit hedge, a button, or
//! drag the card there. A King's cancel is asked by the frame's prompt.

mod centre;
mod emblem;
mod hand;
mod layout;
mod ring_view;
mod spoken;
mod words;

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, vec2};
use parlour_core::cards::Card;
use parlour_core::games::wonderland::{Action, Dir, Event, Hedge, View, Wonderland};
use parlour_core::hand::HandView;
use parlour_core::{Game, Seat};

use self::centre::{labels_ui, piles_ui};
use self::hand::{BACK, own_hand};
use self::layout::Layout;
use self::ring_view::{FRAME, LIT, ROSE, Ring, paint_gardens, paint_guard, paint_hedge_names, paint_queen};
use super::action_bar::{Bar, BarClick, bar_and_table, bar_part, bar_ui, idle_ui, table_part};
use super::playing_card::{Fan, card_rect, paint_back, paint_card};
use super::{Board, Turn};
use crate::desktop::paint;
use crate::desktop::settings::Settings;

pub use self::words::label;
use self::words::why_not;

/// Someone walking along the ring: a guardsman (by seat) or the Queen.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Walk {
    /// Whose guardsman; `None` for the Queen of Hearts.
    who: Option<Seat>,
    from: Hedge,
    /// Hedges walked, negative counter-clockwise.
    steps: i32,
    start: f64,
}

/// What the Queen of Hearts did, shown where she did it until seen.
#[derive(Clone, Debug)]
enum Rage {
    /// She came into play on this hedge.
    Came(Hedge),
    /// The roses of this hedge turned white again.
    Whitened(Hedge),
    /// She caught these guardsmen (their seats and cards) on this hedge.
    Caught(Hedge, Vec<(Seat, Card)>),
}

/// What a table's layout was made for: the ring's area and the hand's (in
/// half points), the number of players, and whose garden is at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LayoutKey {
    area: [[i32; 2]; 2],
    strip: [[i32; 2]; 2],
    players: usize,
    viewer: Seat,
}

/// The Wonderland board: the card picked, who is walking, what the
/// Queen of Hearts just did, and the table's layout.
#[derive(Default)]
pub struct WonderlandBoard {
    picked: Option<Card>,
    walks: Vec<Walk>,
    /// The Queen of Hearts' deeds, each from its start time.
    rages: Vec<(Rage, f64)>,
    dragging: bool,
    /// The layout, kept while the table's size and players stay.
    layout: Option<(LayoutKey, Layout)>,
}

impl Board for WonderlandBoard {
    type Game = Wonderland;

    const HIDDEN_HANDS: bool = true;

    fn emblem(painter: &egui::Painter, rect: Rect) {
        emblem::paint(painter, rect);
    }

    fn prompt(&self, turn: &Turn<'_, Wonderland>) -> String {
        let state = &turn.seen;
        let Some(seat) = state.to_act() else { return String::new() };
        let who = turn.whose(seat);
        if let Some((actor, play, _)) = state.pending() {
            let played = words::played_words(&turn.view, actor, play);
            return format!("{played}: cancel it with your King (C), or let it be (L)?");
        }
        if state.choosing() {
            return format!("{who} choice: pick the card to be your guardsman (the others will not see it yet)");
        }
        if turn.actions.iter().all(|a| matches!(a, Action::Discard(_))) {
            return format!("{who} hand holds {} cards: pick one to discard, down to five", state.hand(seat).len());
        }
        // What is left to do this turn, read off the legal actions.
        let can = |f: fn(&Action) -> bool| turn.actions.iter().any(f);
        let mut left: Vec<&str> = Vec::new();
        if can(|a| matches!(a, Action::Guard(_))) {
            left.push("put a number card down as your new guardsman");
        }
        if can(|a| matches!(a, Action::Move { .. } | Action::Stalk { .. })) {
            left.push("move");
        }
        if can(|a| matches!(a, Action::Paint(_))) {
            left.push("paint");
        }
        if can(|a| matches!(a, Action::Jack { .. } | Action::Queen { .. } | Action::King(_) | Action::Hearts)) {
            left.push("play a face card");
        }
        match left.as_slice() {
            [] => format!("{who} turn: nothing more to do — End turn (E)"),
            [only] => format!("{who} turn: {only}, or End turn (E)"),
            [first @ .., last] => format!("{who} turn: pick a card — {}, {last} — then End turn (E)", first.join(", ")),
        }
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Wonderland>) -> Option<Action> {
        let view = turn.view.clone();
        if self.picked.is_some_and(|c| !own_hand(&view).contains(&c)) {
            self.picked = None;
        }
        let (bar, table) = bar_and_table(ui);
        let from_bar = bar_part(ui, bar, |ui| self.action_bar_ui(ui, turn, &view));
        let from_table = table_part(ui, table, |ui| self.table_view_ui(ui, turn, &view));
        let chosen = from_bar.or(from_table);
        if chosen.is_some() {
            self.picked = None;
        }
        chosen
    }

    fn lets_be(action: Action) -> bool {
        action == Action::Let
    }

    fn quiet_answer(seen: &Wonderland, seat: Seat, settings: &Settings) -> Option<Action> {
        if settings.answer_every_action {
            return None;
        }
        // A face card aimed at this seat: a hedge of their garden, or the one
        // their guardsman stands on. Anything else passes unasked.
        let (_, play, asked) = seen.pending()?;
        let aimed_at_me = match play {
            Action::Jack { hedge, .. } | Action::Queen { hedge, .. } => {
                hedge.owner() == seat || seen.guard(seat).is_some_and(|g| g.at == hedge)
            }
            _ => false,
        };
        (asked == seat && !aimed_at_me).then_some(Action::Let)
    }

    fn action_key(&self, action: Action) -> Option<egui::Key> {
        match action {
            Action::Cancel => Some(egui::Key::C),
            Action::Let => Some(egui::Key::L),
            Action::End => Some(egui::Key::E),
            _ => None,
        }
    }

    fn summary(&self, turn: &Turn<'_, Wonderland>) -> String {
        spoken::summary(&turn.view)
    }

    fn picked_words(&self, turn: &Turn<'_, Wonderland>) -> Option<String> {
        let card = self.picked.filter(|_| turn.my_decision() && !turn.is_reaction())?;
        Some(words::picked_words(turn, card, &self.offered(turn), &|action| self.action_key(action)))
    }

    fn action_label(&self, turn: &Turn<'_, Wonderland>, action: Action) -> String {
        label(&turn.view, action)
    }

    fn played(&mut self, before: &Wonderland, events: &[Event], now: f64, settings: &Settings) {
        let seconds = settings.animation.seconds();
        if seconds <= 0.0 {
            return;
        }
        let players = before.seat_count();
        // Her deeds show once her walk (if any) is over.
        let walked = events.iter().any(|e| matches!(e, Event::Stalked { .. }));
        let after_walk = if walked { now + seconds } else { now };
        for event in events {
            let rage = match event {
                Event::QueenIn { hedge, .. } => Some(Rage::Came(*hedge)),
                Event::Unpainted { hedge } => Some(Rage::Whitened(*hedge)),
                Event::Caught { hedge, seats } => {
                    Some(Rage::Caught(*hedge, seats.iter().filter_map(|s| Some((s, before.guard(s)?.card))).collect()))
                }
                _ => None,
            };
            self.rages.extend(rage.map(|r| (r, after_walk)));
            let (who, card, dir, to) = match *event {
                Event::Moved { seat, card, dir, to } => (Some(seat), card, dir, to),
                Event::Stalked { card, dir, to, .. } => (None, card, dir, to),
                _ => continue,
            };
            let steps = i32::from(card.value());
            let back = if dir == Dir::Cw { Dir::Ccw } else { Dir::Cw };
            let from = to.step(card.value(), back, players);
            let steps = if dir == Dir::Cw { steps } else { -steps };
            self.walks.push(Walk { who, from, steps, start: now });
        }
    }

    fn showing(&self, now: f64, settings: &Settings) -> bool {
        let seconds = settings.animation.seconds();
        self.walks.iter().any(|w| now - w.start < seconds)
            || self.rages.iter().any(|(_, start)| now - start < seconds * 2.0)
    }
}

impl WonderlandBoard {
    /// The card picked in the hand.
    pub fn picked(&self) -> Option<Card> {
        self.picked
    }

    /// The actions the viewer may choose with the card picked, and those
    /// needing no card — a Queen turning a rival's hedge white before one
    /// turning the viewer's own, so that the first keys are the useful ones.
    fn offered(&self, turn: &Turn<'_, Wonderland>) -> Vec<Action> {
        if turn.is_reaction() {
            return Vec::new();
        }
        let mut offered: Vec<Action> = turn
            .actions
            .iter()
            .copied()
            .filter(|&a| !matches!(a, Action::Discard(_)))
            .filter(|&a| words::card_of(a).is_none() || words::card_of(a) == self.picked)
            .collect();
        words::rivals_first(&mut offered, turn.viewer);
        offered
    }

    fn action_bar_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Wonderland>, view: &View) -> Option<Action> {
        if !turn.my_decision() || turn.is_reaction() {
            idle_ui(ui, turn);
            return None;
        }
        let offered = self.offered(turn);
        let note = self
            .picked
            .filter(|&card| !offered.iter().any(|&a| words::card_of(a) == Some(card)))
            .map(|card| format!("{} can do nothing now: {}", card.symbol(), why_not(turn, card)));
        let bar = Bar {
            offered: &offered,
            label: &|action| label(view, action),
            key: &|action| self.action_key(action),
            hint: turn.hint,
            picked: self.picked.is_some(),
            note,
            idle: "Pick a card in your hand: what it can do lights up on the ring.",
        };
        match bar_ui(ui, &bar)? {
            BarClick::Action(action) => Some(action),
            BarClick::Clear => {
                self.picked = None;
                None
            }
        }
    }

    /// The ring, the piles, every player's label, and the viewer's hand.
    fn table_view_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Wonderland>, view: &View) -> Option<Action> {
        let rect = ui.available_rect_before_wrap();
        let hand_height = (rect.height() * 0.2).clamp(60.0, 150.0);
        // Room between the ring and the hand for a picked card lifted
        // under a lit hedge.
        let ring_rect = Rect::from_min_max(rect.min, Pos2::new(rect.right(), rect.bottom() - hand_height - 14.0));
        let me = turn.viewer.unwrap_or(Seat(0));
        let players = usize::from(view.players);
        let hand_rect = Rect::from_min_max(Pos2::new(rect.left(), rect.bottom() - hand_height), rect.max);
        let half_points = |r: Rect| [r.min, r.max].map(|p| [(p.x * 2.0).round() as i32, (p.y * 2.0).round() as i32]);
        let key = LayoutKey { area: half_points(ring_rect), strip: half_points(hand_rect), players, viewer: me };
        let layout = match self.layout.take() {
            Some((kept, layout)) if kept == key => layout,
            _ => {
                let painter = ui.painter();
                let measure = |text: &str, size: f32| {
                    painter.layout_no_wrap(text.to_owned(), FontId::proportional(size), Color32::WHITE).size()
                };
                Layout::fit(ring_rect, hand_rect, players, me, &measure)
            }
        };
        let painter = ui.painter().clone();
        let seconds = turn.settings.animation.seconds();
        self.walks.retain(|w| turn.now - w.start < seconds);
        self.rages.retain(|(_, start)| turn.now - start < seconds * 2.0);
        paint_gardens(&painter, &layout.ring, view);
        paint_hedge_names(&painter, &layout.ring);
        let offered = self.offered(turn);
        let mut chosen = self.hedges_ui(ui, &layout.ring, view, &offered, turn.hint);
        self.walkers_ui(ui, &layout, view, turn.now, seconds);
        self.rages_ui(&painter, &layout, turn.now, seconds);
        labels_ui(ui, &layout, view, turn.over);
        piles_ui(ui, &layout, view);
        let from_hand = self.hand_ui(ui, layout.hand, view, turn, &layout.ring, &offered);
        chosen = chosen.or(from_hand);
        if !self.walks.is_empty() || !self.rages.is_empty() {
            ui.ctx().request_repaint();
        }
        self.layout = Some((key, layout));
        chosen
    }

    /// Every hedge as a button: lit where the card picked can act, a click
    /// (or a drop) there doing it.
    fn hedges_ui(
        &self,
        ui: &egui::Ui,
        ring: &Ring,
        view: &View,
        offered: &[Action],
        hint: Option<Action>,
    ) -> Option<Action> {
        let me = view.viewer.unwrap_or(view.turn);
        let mut chosen = None;
        // The hedge a face card waiting for a King's answer is aimed at.
        let aimed = view.pending.and_then(|p| match p.play {
            Action::Jack { hedge, .. } | Action::Queen { hedge, .. } => Some(hedge),
            _ => None,
        });
        // A sign on a hedge's middle, clear of its corner's rank.
        let sign = |rect: Rect, glyph: &str, ink: Color32, ground: Color32| {
            let radius = (rect.width() * 0.3).clamp(7.0, 12.0);
            ui.painter().circle(rect.center(), radius, ground, Stroke::new(1.5, ink));
            ui.painter().text(rect.center(), Align2::CENTER_CENTER, glyph, FontId::proportional(radius * 1.3), ink);
        };
        for i in 0..ring.count {
            let hedge = Hedge(i as u8);
            let rect = ring.hedge_rect(hedge);
            if aimed == Some(hedge) {
                let orange = Color32::from_rgb(255, 140, 0);
                ui.painter().rect_stroke(
                    rect.expand(FRAME),
                    7.0,
                    Stroke::new(LIT - FRAME, orange),
                    StrokeKind::Outside,
                );
                sign(rect, "▼", Color32::WHITE, orange);
            }
            let action = self.picked.and_then(|_| {
                offered
                    .iter()
                    .copied()
                    .find(|&a| words::card_of(a).is_some() && words::target(view, me, a) == Some(hedge))
            });
            let name = spoken::hedge_name(view, hedge);
            let sense = crate::desktop::tables::focus::sense(action.is_some(), Sense::click());
            let response = ui.interact(rect, ui.scope_id().with(("hedge", i)), sense);
            crate::desktop::tables::focus::show_focus(ui, &response, action.is_some());
            crate::desktop::tables::pointing::name(&response, egui::Role::Button, action.is_some(), &name);
            let Some(action) = action else { continue };
            let danger =
                matches!(action, Action::Stalk { .. } | Action::Hearts) && !words::caught_at(view, hedge).is_empty();
            let colour = if hint == Some(action) {
                Color32::GOLD
            } else if danger {
                Color32::RED
            } else {
                Color32::LIGHT_GREEN
            };
            ui.painter().rect_stroke(rect.expand(FRAME), 7.0, Stroke::new(LIT - FRAME, colour), StrokeKind::Outside);
            if danger {
                sign(rect, "⚠", Color32::RED, Color32::WHITE);
            }
            if response.on_hover_text(label(view, action)).clicked() {
                chosen = Some(action);
            }
        }
        chosen
    }

    /// Guardsmen and the Queen of Hearts in the lane inside the hedges,
    /// where they stand — side by side when they share a hedge — or
    /// mid-walk.
    fn walkers_ui(&self, ui: &egui::Ui, layout: &Layout, view: &View, now: f64, seconds: f64) {
        let (lane, painter) = (&layout.lane, ui.painter());
        let walking = |who: Option<Seat>| {
            self.walks.iter().find(|w| w.who == who).map(|w| {
                let t = (((now - w.start) / seconds).clamp(0.0, 1.0)) as f32;
                ring_view::walking(&layout.ring, w.from, w.steps, t)
            })
        };
        // Those standing, in seat order with the Queen last: (who, where).
        let mut standing: Vec<(Option<Seat>, f32)> = Vec::new();
        let mut moving: Vec<(Option<Seat>, f32)> = Vec::new();
        let tokens = view
            .guards
            .iter()
            .enumerate()
            .filter_map(|(s, g)| g.map(|g| (Some(Seat::new(s)), g.at)))
            .chain(view.queen.map(|q| (None, q)));
        for (who, at) in tokens {
            match walking(who) {
                Some(step) => moving.push((who, step)),
                None => standing.push((who, at.index() as f32)),
            }
        }
        let wants: Vec<f32> = standing.iter().map(|&(_, at)| at).collect();
        let stood = lane.stand(&wants);
        let paint = |who: Option<Seat>, point: Pos2, mark: bool| {
            let rect = lane.token_rect(point);
            let name = if let Some(seat) = who {
                let card = view.guards[seat.index()].map(|g| g.card.symbol()).unwrap_or_default();
                paint_guard(painter, rect, seat, &card);
                format!("{seat}'s guardsman {card}")
            } else {
                paint_queen(painter, rect);
                "Queen of Hearts".to_owned()
            };
            if mark {
                paint::mark_text(painter, rect, name);
            }
            let spoken = who.map_or_else(|| spoken::queen_name(view), |seat| spoken::guard_name(view, seat));
            let response = ui.interact(rect, ui.scope_id().with(("walker", who.map(|s| s.0))), Sense::hover());
            crate::desktop::tables::pointing::name(&response, egui::Role::Image, true, &spoken);
        };
        for (&(who, _), point) in standing.iter().zip(stood) {
            paint(who, point, true);
        }
        for (who, at) in moving {
            paint(who, lane.point(at), false);
        }
    }

    /// What the Queen of Hearts just did, where she did it: her crown
    /// growing where she came in, a white flash where roses were unpainted,
    /// and the guardsmen she caught struck out beside her before they go.
    fn rages_ui(&self, painter: &egui::Painter, layout: &Layout, now: f64, seconds: f64) {
        let (ring, lane) = (&layout.ring, &layout.lane);
        for (rage, start) in &self.rages {
            let t = ((now - start) / (seconds * 2.0)) as f32;
            if !(0.0..1.0).contains(&t) {
                continue;
            }
            match rage {
                Rage::Came(hedge) => {
                    let at = hedge.index() as f32;
                    painter.circle_stroke(
                        lane.point(at),
                        lane.half * (1.0 + 2.0 * t),
                        Stroke::new(3.0, ROSE.gamma_multiply(1.0 - t)),
                    );
                }
                Rage::Whitened(hedge) => {
                    let rect = ring.hedge_rect(*hedge).expand(6.0 * (1.0 - t));
                    painter.rect_stroke(
                        rect,
                        6.0,
                        Stroke::new(4.0, Color32::WHITE.gamma_multiply(1.0 - t)),
                        StrokeKind::Outside,
                    );
                    let at = hedge.index() as f32;
                    painter.text(
                        lane.point(at),
                        Align2::CENTER_CENTER,
                        "white again!",
                        FontId::proportional(12.0),
                        Color32::WHITE,
                    );
                }
                Rage::Caught(hedge, caught) => {
                    let at = hedge.index() as f32;
                    // Beside her, as they stood with her on the hedge.
                    let stood = lane.stand(&vec![at; caught.len() + 1]);
                    for ((seat, card), &point) in caught.iter().zip(&stood) {
                        let rect = paint_guard(painter, lane.token_rect(point), *seat, &card.symbol());
                        let cross = Stroke::new(4.0, Color32::RED);
                        painter.line_segment([rect.left_top(), rect.right_bottom()], cross);
                        painter.line_segment([rect.right_top(), rect.left_bottom()], cross);
                    }
                    let below = lane.point(at) + ring.inward(at) * (lane.half * 2.0 + 8.0);
                    painter.text(
                        below,
                        Align2::CENTER_CENTER,
                        "Off with their heads!",
                        FontId::proportional(13.0),
                        ROSE,
                    );
                }
            }
        }
    }

    /// The viewer's hand, face up: a click picks a card (or, when one must
    /// go, discards it); a drag carries it to a lit hedge.
    fn hand_ui(
        &mut self,
        ui: &egui::Ui,
        rect: Rect,
        view: &View,
        turn: &Turn<'_, Wonderland>,
        ring: &Ring,
        offered: &[Action],
    ) -> Option<Action> {
        let cards = own_hand(view);
        let h = rect.height() * 0.9;
        let active = turn.my_decision() && !turn.is_reaction();
        let discarding = active && turn.actions.iter().all(|a| matches!(a, Action::Discard(_)));
        let mut chosen = None;
        if view.viewer.is_none() {
            let count = view.hands.first().map_or(0, HandView::len);
            let fan = Fan::new(rect, h, count);
            for i in 0..count {
                paint_back(ui.painter(), fan.card(i), BACK);
            }
            return None;
        }
        let fan = Fan::new(rect, h, cards.len());
        for (i, &card) in cards.iter().enumerate() {
            let picked = self.picked == Some(card);
            let drawn = if picked { fan.card(i).translate(vec2(0.0, -h * 0.12)) } else { fan.card(i) };
            let hit = fan.hit_with_lift(i, h * 0.12);
            let sense = crate::desktop::tables::focus::sense(active, Sense::click_and_drag());
            let response = ui.interact(hit, ui.scope_id().with(("hand", i)), sense);
            crate::desktop::tables::focus::show_focus(ui, &response, active);
            let name = spoken::hand_card_name(card, picked);
            crate::desktop::tables::pointing::name(&response, egui::Role::Button, active, &name);
            crate::desktop::tables::focus::ring_beneath(ui, &response, ui.painter());
            if !(self.dragging && picked) {
                paint_card(ui.painter(), drawn, card, "Joker");
            }
            let hinted = turn.hint.is_some_and(|a| words::card_of(a) == Some(card));
            if picked || hinted {
                let colour = if hinted { Color32::GOLD } else { ui.visuals().selection.stroke.color };
                ui.painter().rect_stroke(drawn.expand(3.0), 6.0, Stroke::new(3.0, colour), StrokeKind::Outside);
            }
            if !active {
                continue;
            }
            if response.clicked() {
                if discarding {
                    chosen = Some(Action::Discard(card));
                } else {
                    self.picked = if picked { None } else { Some(card) };
                }
            }
            if response.drag_started() && !discarding {
                self.picked = Some(card);
                self.dragging = true;
            }
            if response.drag_stopped() {
                self.dragging = false;
                let me = view.viewer.unwrap_or(view.turn);
                let dropped = ui.input(|i| i.pointer.interact_pos()).and_then(|pos| {
                    (0..ring.count).map(|i| Hedge(i as u8)).find(|&h| ring.hedge_rect(h).expand(6.0).contains(pos))
                });
                chosen = chosen.or_else(|| {
                    let hedge = dropped?;
                    offered
                        .iter()
                        .copied()
                        .find(|&a| words::card_of(a) == Some(card) && words::target(view, me, a) == Some(hedge))
                });
            }
        }
        if self.dragging
            && let (Some(card), Some(pos)) = (self.picked, ui.input(|i| i.pointer.interact_pos()))
        {
            let layer = egui::LayerId::new(egui::Order::Tooltip, ui.scope_id().with("wonderland-dragged"));
            paint_card(&ui.ctx().layer_painter(layer), card_rect(pos, h), card, "Joker");
        }
        chosen
    }
}

#[cfg(test)]
mod tests;
