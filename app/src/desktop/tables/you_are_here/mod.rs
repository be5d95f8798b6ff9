//! The You Are Here table: the 3×3 board, both hands, play by click or by
//! drag-and-drop, capture previews, the cascade choice, and captures that
//! turn on screen.

mod card_face;

use std::f32::consts::PI;
use std::time::Duration;

use egui::{Color32, Pos2, Rect, Sense, Stroke, vec2};
use parlour_core::games::you_are_here::{Action, CardId, Cell, Event, HandView, View, YouAreHere};
use parlour_core::{Game, GameKind, Seat};

use self::card_face::{ASPECT, Face, card_rect, paint_back, paint_face, paint_square};
use super::Table;
use super::common::{pass_device_ui, side_panel};
use crate::desktop::session::Session;
use crate::desktop::settings::{SeatPlayer, Settings};

/// A captured card turning on screen.
#[derive(Clone, Copy, Debug)]
struct Turn {
    cell: Cell,
    /// When it starts, in egui's time.
    start: f64,
}

/// The table.
pub struct YouAreHereTable {
    session: Session<YouAreHere>,
    /// The hand card picked to play.
    selected: Option<CardId>,
    turns: Vec<Turn>,
    /// In hot-seat play, whose hand is shown.
    revealed: Option<Seat>,
    show_rules: bool,
    /// Events not yet shown (captures start turning when they are).
    pending_events: Vec<Event>,
    /// Where the card being dragged was last seen.
    drag_pos: Option<Pos2>,
}

/// Where things were drawn this frame.
struct Layout {
    card_height: f32,
    squares: [Rect; 9],
    top_hand: Pos2,
    bottom_hand: Pos2,
    status: Pos2,
}

impl YouAreHereTable {
    /// A table for `session`.
    pub fn new(session: Session<YouAreHere>) -> Self {
        Self {
            session,
            selected: None,
            turns: Vec::new(),
            revealed: None,
            show_rules: false,
            pending_events: Vec::new(),
            drag_pos: None,
        }
    }

    /// The session being played (for tests and tools).
    pub fn session(&self) -> &Session<YouAreHere> {
        &self.session
    }

    /// Whose eyes the screen is for: the only human; in hot-seat the
    /// player whose hand is revealed; nobody's when only bots play.
    fn viewer(&self) -> Option<Seat> {
        match self.session.humans() {
            0 => None,
            1 => self
                .session
                .seats()
                .iter()
                .position(|s| *s == SeatPlayer::Human)
                .map(Seat::new),
            _ => self.revealed,
        }
    }

    fn needs_pass_screen(&self) -> bool {
        self.session.humans() > 1 && self.session.human_to_act().is_some_and(|s| Some(s) != self.revealed)
    }

    fn play(&mut self, action: Action) {
        if let Ok(events) = self.session.apply(action) {
            self.pending_events.extend(events);
            self.selected = None;
        }
    }

    fn start_turns(&mut self, now: f64, seconds: f64) {
        let mut k = 0.0;
        for event in self.pending_events.drain(..) {
            if let Event::Flipped { cell, .. } = event
                && seconds > 0.0
            {
                self.turns.push(Turn {
                    cell,
                    start: now + k * seconds,
                });
                k += 1.0;
            }
        }
    }

    /// How far `cell`'s card has turned, 0..1, if it is turning.
    fn turn_progress(&self, cell: Cell, now: f64, seconds: f64) -> Option<f32> {
        let turn = self.turns.iter().find(|t| t.cell == cell)?;
        Some((((now - turn.start) / seconds).clamp(0.0, 1.0)) as f32)
    }

    fn layout(rect: Rect) -> Layout {
        let card_height = (rect.height() / 5.6).min(rect.width() / (5.6 * ASPECT)).max(40.0);
        let gap = card_height * 0.06;
        let board_width = 3.0 * card_height * ASPECT + 2.0 * gap;
        let hand_height = card_height * 0.8;
        let top = rect.top() + gap;
        let top_hand = Pos2::new(rect.center().x, top + hand_height * 0.5);
        let board_top = top + hand_height + card_height * 0.45;
        let left = rect.center().x - board_width * 0.5;
        let squares = std::array::from_fn(|i| {
            let (column, row) = (i % 3, i / 3);
            let x = left + column as f32 * (card_height * ASPECT + gap);
            let y = board_top + row as f32 * (card_height + gap);
            Rect::from_min_size(Pos2::new(x, y), vec2(card_height * ASPECT, card_height))
        });
        let board_bottom = board_top + 3.0 * card_height + 2.0 * gap;
        Layout {
            card_height,
            squares,
            top_hand,
            bottom_hand: Pos2::new(rect.center().x, board_bottom + card_height * 0.2 + hand_height * 0.5),
            status: Pos2::new(rect.center().x, top + hand_height + card_height * 0.22),
        }
    }

    /// The screen square of `cell`: Player 1's side at the bottom, unless
    /// Player 2 is looking, who sees the board from their side.
    fn square(layout: &Layout, cell: Cell, flipped: bool) -> Rect {
        let (column, row) = (usize::from(cell.column()), usize::from(cell.row()));
        let (column, row) = if flipped { (2 - column, row) } else { (column, 2 - row) };
        layout.squares[row * 3 + column]
    }

    /// The cards the placement would capture first (or offer to choose from).
    fn preview(&self, action: Action) -> Vec<Cell> {
        let mut copy = self.session.state().clone();
        let Ok(events) = copy.apply(action) else {
            return Vec::new();
        };
        events
            .iter()
            .flat_map(|e| match e {
                Event::Flipped { cell, .. } => vec![*cell],
                Event::MustChoose { candidates, .. } => candidates.iter().collect(),
                _ => Vec::new(),
            })
            .collect()
    }

    #[allow(clippy::too_many_lines)]
    fn board_ui(&mut self, ui: &mut egui::Ui, settings: &Settings) {
        let rect = ui.available_rect_before_wrap();
        let layout = Self::layout(rect);
        let viewer = self.viewer();
        let view: View = self.session.state().view(viewer);
        let flipped = viewer == Some(Seat(1));
        let bottom_seat = viewer.unwrap_or(Seat(0));
        let now = ui.input(|i| i.time);
        let seconds = settings.animation.seconds();
        let human = self.session.human_to_act();
        let my_turn = human.is_some() && human == viewer;
        let choosing = my_turn && !view.choice.is_empty();
        let hint = self.session.hint();
        let dark = ui.visuals().dark_mode;
        let painter = ui.painter().clone();

        // Status line.
        let status = status_text(&self.session, &view, viewer);
        painter.text(
            layout.status,
            egui::Align2::CENTER_CENTER,
            status,
            egui::FontId::proportional(17.0),
            ui.visuals().strong_text_color(),
        );

        // The hand being dragged or picked, and where the cursor is.
        let cursor = ui.input(|i| i.pointer.interact_pos().or(i.pointer.hover_pos()));
        let mut dragging: Option<CardId> = None;
        let mut chosen: Option<Action> = None;

        // Hands: the viewer's at the bottom, the other's at the top.
        let hand_height = layout.card_height * 0.8;
        for (seat, centre) in [
            (bottom_seat.opponent(), layout.top_hand),
            (bottom_seat, layout.bottom_hand),
        ] {
            let hand = &view.hands[seat.index()];
            let count = hand.len();
            let step = hand_height * ASPECT + layout.card_height * 0.08;
            for i in 0..count {
                let x = centre.x + (i as f32 - (count as f32 - 1.0) * 0.5) * step;
                let card_rect = card_rect(Pos2::new(x, centre.y), hand_height);
                match hand {
                    HandView::Shown(cards) => {
                        let id = cards[i];
                        let card = self.session.state().card(id);
                        let playable = my_turn && !choosing && Some(seat) == human;
                        let sense = if playable {
                            Sense::click_and_drag()
                        } else {
                            Sense::hover()
                        };
                        let response = ui.interact(card_rect, ui.scope_id().with(("hand", seat.0, i)), sense);
                        let label = format!("Hand card {}: {}", i + 1, card.name);
                        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, playable, &label));
                        if response.clicked() {
                            self.selected = if self.selected == Some(id) { None } else { Some(id) };
                        }
                        let lift = if self.selected == Some(id) && playable {
                            -hand_height * 0.12
                        } else {
                            0.0
                        };
                        let drawn = card_rect.translate(vec2(0.0, lift));
                        if response.dragged() {
                            dragging = Some(id);
                            self.selected = Some(id);
                            self.drag_pos = cursor.or(self.drag_pos);
                        } else {
                            paint_face(
                                &painter,
                                drawn,
                                &Face {
                                    card,
                                    owner: seat,
                                    angle: 0.0,
                                },
                            );
                        }
                        if response.drag_stopped()
                            && let Some(pos) = cursor.or(self.drag_pos.take())
                            && let Some(cell) = Cell::ALL
                                .into_iter()
                                .find(|&c| Self::square(&layout, c, flipped).contains(pos))
                        {
                            chosen = Some(Action::Place { card: id, cell });
                        }
                        let hinted = matches!(hint, Some(Action::Place { card, .. }) if card == id);
                        if hinted || (self.selected == Some(id) && playable) {
                            let colour = if hinted {
                                Color32::GOLD
                            } else {
                                ui.visuals().selection.stroke.color
                            };
                            painter.rect_stroke(
                                drawn.expand(3.0),
                                6.0,
                                Stroke::new(3.0, colour),
                                egui::StrokeKind::Outside,
                            );
                        }
                        if playable {
                            response
                                .on_hover_text(format!("{}: click, then click a square — or drag it there", card.name));
                        }
                    }
                    HandView::Hidden(_) => paint_back(&painter, card_rect),
                }
            }
        }

        // The board.
        let picked = dragging.or(self.selected).filter(|_| my_turn && !choosing);
        let mut hovered_cell = None;
        for cell in Cell::ALL {
            let square = Self::square(&layout, cell, flipped);
            let placed = view.board[cell.index()];
            let legal_place = picked.is_some() && placed.is_none();
            let can_flip = choosing && view.choice.contains(cell);
            let sense = if legal_place || can_flip {
                Sense::click()
            } else {
                Sense::hover()
            };
            let response = ui.interact(square, ui.scope_id().with(("square", cell.index())), sense);
            let label = format!("Square {cell}");
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, legal_place || can_flip, &label));
            if response.hovered() || cursor.is_some_and(|p| square.contains(p) && dragging.is_some()) {
                hovered_cell = Some(cell);
            }
            match placed {
                None => {
                    let fill = if legal_place {
                        Color32::from_rgba_unmultiplied(90, 190, 110, if dark { 50 } else { 70 })
                    } else if dark {
                        Color32::from_gray(38)
                    } else {
                        Color32::from_gray(225)
                    };
                    paint_square(&painter, square, fill, dark);
                    painter.text(
                        square.center(),
                        egui::Align2::CENTER_CENTER,
                        cell.to_string(),
                        egui::FontId::proportional(12.0),
                        ui.visuals().weak_text_color(),
                    );
                }
                Some(p) => {
                    let base = if p.owner == Seat(1) { PI } else { 0.0 } + if flipped { PI } else { 0.0 };
                    let progress = self.turn_progress(cell, now, seconds);
                    let (angle, owner) = match progress {
                        Some(t) if t < 1.0 => (
                            base - PI * (1.0 - t),
                            if t < 0.5 { p.owner.opponent() } else { p.owner },
                        ),
                        _ => (base, p.owner),
                    };
                    paint_face(
                        &painter,
                        square,
                        &Face {
                            card: self.session.state().card(p.card),
                            owner,
                            angle,
                        },
                    );
                }
            }
            if can_flip {
                painter.rect_stroke(
                    square.expand(3.0),
                    6.0,
                    Stroke::new(3.0, Color32::YELLOW),
                    egui::StrokeKind::Outside,
                );
            }
            let hinted = matches!(hint, Some(Action::Place { cell: c, .. } | Action::Flip(c)) if c == cell);
            if hinted {
                painter.rect_stroke(
                    square.expand(5.0),
                    6.0,
                    Stroke::new(3.0, Color32::GOLD),
                    egui::StrokeKind::Outside,
                );
            }
            if response.clicked() {
                if can_flip {
                    chosen = Some(Action::Flip(cell));
                } else if let Some(card) = picked.filter(|_| legal_place) {
                    chosen = Some(Action::Place { card, cell });
                }
            }
        }

        // Preview: the cards this placement would capture.
        if let (Some(card), Some(cell)) = (picked, hovered_cell)
            && view.board[cell.index()].is_none()
        {
            let square = Self::square(&layout, cell, flipped);
            let state = self.session.state();
            let owner = human.unwrap_or(bottom_seat);
            let base = if owner == Seat(1) { PI } else { 0.0 } + if flipped { PI } else { 0.0 };
            if dragging.is_none() {
                let mut ghost = painter.clone();
                ghost.multiply_opacity(0.55);
                paint_face(
                    &ghost,
                    square,
                    &Face {
                        card: state.card(card),
                        owner,
                        angle: base,
                    },
                );
            }
            for target in self.preview(Action::Place { card, cell }) {
                let target_rect = Self::square(&layout, target, flipped);
                painter.rect_stroke(
                    target_rect.expand(2.0),
                    6.0,
                    Stroke::new(3.0, Color32::from_rgb(230, 60, 60)),
                    egui::StrokeKind::Outside,
                );
            }
        }

        // The dragged card follows the cursor, on top of everything.
        if let (Some(card), Some(pos)) = (dragging, cursor) {
            let layer = egui::LayerId::new(egui::Order::Tooltip, ui.scope_id().with("dragged-card"));
            let on_top = ui.ctx().layer_painter(layer);
            let owner = human.unwrap_or(bottom_seat);
            let base = if flipped == (owner == Seat(1)) { 0.0 } else { PI };
            paint_face(
                &on_top,
                card_rect(pos, layout.card_height),
                &Face {
                    card: self.session.state().card(card),
                    owner,
                    angle: base,
                },
            );
        }

        if let Some(action) = chosen {
            self.play(action);
        }
        self.turns.retain(|t| now - t.start < seconds);
        if !self.turns.is_empty() {
            ui.ctx().request_repaint();
        }
    }
}

/// The line above the board saying what happens now.
fn status_text(session: &Session<YouAreHere>, view: &View, viewer: Option<Seat>) -> String {
    let state = session.state();
    if let Some(outcome) = state.outcome() {
        let scores = format!("{} – {}", view.scores[0], view.scores[1]);
        return match outcome.sole_winner() {
            Some(winner) if Some(winner) == viewer => format!("You win, {scores}!"),
            Some(winner) => format!("{winner} wins, {scores}"),
            None => format!("A draw, {scores}"),
        };
    }
    let Some(seat) = state.to_act() else {
        return String::new();
    };
    if session.thinking().is_some() || session.seats()[seat.index()] != SeatPlayer::Human {
        return format!("{seat} is thinking…");
    }
    let who = if Some(seat) == viewer {
        "Your".to_owned()
    } else {
        format!("{seat}'s")
    };
    if view.choice.is_empty() {
        format!("{who} turn: pick a card, then a square (or drag it there)")
    } else {
        format!("{who} choice: click the card the cascade flips next")
    }
}

impl Table for YouAreHereTable {
    fn kind(&self) -> GameKind {
        GameKind::YouAreHere
    }

    fn ui(&mut self, ui: &mut egui::Ui, settings: &Settings) {
        let ctx = ui.ctx().clone();
        let now = ui.input(|i| i.time);
        let seconds = settings.animation.seconds();
        self.start_turns(now, seconds);
        if self.turns.is_empty() {
            let pause = Duration::from_secs_f64(seconds * 1.5);
            if let Some(action) = self.session.poll_bot(&ctx, pause) {
                self.play(action);
                self.start_turns(now, seconds);
            }
        }
        // While the device is being passed, the log shows only what everyone may see.
        let log_viewer = if self.needs_pass_screen() { None } else { self.viewer() };
        let request = side_panel(ui, &self.session, log_viewer, &mut self.show_rules);
        if request.undo {
            self.undo();
        }
        if request.hint {
            self.session.request_hint(&ctx);
        }
        if request.rematch
            && let Ok(session) = self.session.rematch()
        {
            *self = Self::new(session);
        }
        egui::CentralPanel::default().show(ui, |ui| {
            if self.needs_pass_screen() {
                if pass_device_ui(ui, self.session.human_to_act().unwrap_or(Seat(0))) {
                    self.revealed = self.session.human_to_act();
                    self.selected = None;
                }
            } else {
                self.board_ui(ui, settings);
            }
        });
    }

    fn undo(&mut self) -> bool {
        let undone = self.session.undo();
        if undone {
            self.selected = None;
            self.turns.clear();
            self.pending_events.clear();
            if self.session.humans() > 1 {
                self.revealed = self.session.human_to_act();
            }
        }
        undone
    }

    fn save_text(&self) -> String {
        self.session.record().to_ron()
    }

    fn actions_played(&self) -> usize {
        self.session.record().actions.len()
    }

    fn is_over(&self) -> bool {
        self.session.state().outcome().is_some()
    }

    fn bot_thinking(&self) -> bool {
        self.session.thinking().is_some()
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
