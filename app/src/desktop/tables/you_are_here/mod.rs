//! The You Are Here table: the 3×3 board, both hands, play by click or by
//! drag-and-drop, capture previews, the cascade choice, and captures that
//! turn on screen.

mod card_face;
mod emblem;
mod spoken;

use std::f32::consts::PI;

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, vec2};
use parlour_core::games::you_are_here::{Action, CardId, Cell, Event, PublicEvent, View, YouAreHere};
use parlour_core::hand::HandView;
use parlour_core::{Game, Seat};

use self::card_face::{ASPECT, card_rect, paint_back, paint_card, paint_square};
use self::spoken::{Seen, hand_card_name};
use super::design_look::DesignLook;
use super::{Board, Turn, focus};
use crate::desktop::settings::Settings;

/// A captured card turning on screen.
#[derive(Clone, Copy, Debug)]
struct Turning {
    cell: Cell,
    /// When it starts, in egui's time.
    start: f64,
}

/// The You Are Here board: the card picked, the cards turning, the card
/// being dragged.
#[derive(Default)]
pub struct YouAreHereBoard {
    /// The hand card picked to play.
    selected: Option<CardId>,
    turns: Vec<Turning>,
    /// Where the card being dragged was last seen.
    drag_pos: Option<Pos2>,
    /// How the collection's faces look: framed in `DejaVu` Sans, as a game
    /// holds its cards and not their collection; a play-test's as it prints.
    look: DesignLook,
}

/// Where things were drawn this frame.
struct Layout {
    card_height: f32,
    squares: [Rect; 9],
    top_hand: Pos2,
    bottom_hand: Pos2,
}

impl Board for YouAreHereBoard {
    type Game = YouAreHere;

    const HIDDEN_HANDS: bool = true;

    /// The collection's layout and typeface, and its art from its folder.
    fn show_design(&mut self, design: &parlour_core::design::Design, folder: &std::path::Path) {
        if let Some(collection) = design.get::<parlour_core::games::you_are_here::Collection>() {
            self.look.show_art_from(folder.to_path_buf());
            self.look.look = parlour_designer::games::you_are_here::face::look(collection, Some(folder));
        }
    }

    fn emblem(painter: &egui::Painter, rect: egui::Rect) {
        emblem::paint(painter, rect);
    }

    fn prompt(&self, turn: &Turn<'_, YouAreHere>) -> String {
        let Some(seat) = turn.seen.to_act() else { return String::new() };
        let who = turn.whose(seat);
        let picked = self.selected.filter(|_| turn.my_decision()).map(|card| &turn.seen.card(card).name);
        if let (Some(name), true) = (picked, turn.view.choice.is_empty()) {
            format!("{who} turn: {name} picked, now a square for it (or another card)")
        } else if turn.view.choice.is_empty() {
            format!("{who} turn: pick a card, then a square (or drag it there)")
        } else {
            format!("{who} choice: click the card the cascade flips next")
        }
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, YouAreHere>) -> Option<Action> {
        let mut chosen = None;
        egui::CentralPanel::default().show(ui, |ui| chosen = self.board_ui(ui, turn));
        if chosen.is_some() {
            self.selected = None;
        }
        chosen
    }

    fn summary(&self, turn: &Turn<'_, YouAreHere>) -> String {
        spoken::summary(turn)
    }

    fn action_label(&self, turn: &Turn<'_, YouAreHere>, action: Action) -> String {
        match action {
            Action::Place { card, cell } => {
                // The hand's cards show their numbers, not their names: which
                // one is said too.
                let name = &turn.seen.card(card).name;
                let slot = turn.viewer.and_then(|seat| turn.seen.hand(seat).iter().position(|&c| c == card));
                match slot {
                    Some(slot) => format!("Lay {name} (hand card {}) on {cell}", slot + 1),
                    None => format!("Lay {name} on {cell}"),
                }
            }
            Action::Flip(cell) => format!("Flip the card on {cell} next"),
        }
    }

    fn played(&mut self, _before: &YouAreHere, events: &[PublicEvent], now: f64, settings: &Settings) {
        let seconds = settings.animation.seconds();
        if seconds <= 0.0 {
            return;
        }
        let mut k = 0.0;
        for event in events {
            if let PublicEvent::Flipped { cell, .. } = *event {
                self.turns.push(Turning { cell, start: now + k * seconds });
                k += 1.0;
            }
        }
    }

    fn showing(&self, now: f64, settings: &Settings) -> bool {
        let seconds = settings.animation.seconds();
        self.turns.iter().any(|t| now - t.start < seconds)
    }
}

impl YouAreHereBoard {
    /// The folder the collection's art and typeface are read from, when the
    /// table knows it.
    pub fn design_folder(&self) -> Option<&std::path::Path> {
        self.look.folder()
    }

    /// How far `cell`'s card has turned, 0..1, if it is turning.
    fn turn_progress(&self, cell: Cell, now: f64, seconds: f64) -> Option<f32> {
        let turning = self.turns.iter().find(|t| t.cell == cell)?;
        Some((((now - turning.start) / seconds).clamp(0.0, 1.0)) as f32)
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
    fn preview(state: &YouAreHere, action: Action) -> Vec<Cell> {
        let mut copy = state.clone();
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

    /// Draws the board and both hands; returns what the viewer clicked or dragged.
    fn board_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, YouAreHere>) -> Option<Action> {
        let viewer = turn.viewer;
        let view: View = turn.view.clone();
        let human = turn.human_to_act();
        let my_turn = turn.my_decision();
        let scene = Scene {
            layout: Self::layout(ui.available_rect_before_wrap()),
            flipped: viewer == Some(Seat(1)),
            bottom_seat: viewer.unwrap_or(Seat(0)),
            mover: human.unwrap_or(viewer.unwrap_or(Seat(0))),
            my_turn,
            choosing: my_turn && !view.choice.is_empty(),
            hint: turn.hint,
            cursor: ui.input(|i| i.pointer.interact_pos().or(i.pointer.hover_pos())),
            painter: ui.painter().clone(),
            view,
        };
        let state = &turn.seen;
        let before = self.selected;
        let (dragging, mut chosen) = self.hands_ui(ui, &scene, state);
        let picked = dragging.or(self.selected).filter(|_| scene.my_turn && !scene.choosing);
        // A card picked by the keyboard: its focus goes on to the squares it
        // may be placed on (picked with the pointer, the pointer goes on).
        if picked.is_some() && self.selected != before && dragging.is_none() && !focus::by_pointer(ui) {
            focus::bring_to_play(ui.ctx());
        }
        let seconds = turn.settings.animation.seconds();
        let (hovered, clicked) = self.squares_ui(ui, &scene, state, picked, dragging.is_some(), turn.now, seconds);
        chosen = chosen.or(clicked);
        if let (Some(card), Some(cell)) = (picked, hovered) {
            Self::preview_ui(&self.look, &scene, state, card, cell, dragging.is_none());
        }
        if let (Some(card), Some(pos)) = (dragging, scene.cursor) {
            // The dragged card follows the pointer, above everything.
            let layer = egui::LayerId::new(egui::Order::Tooltip, ui.scope_id().with("dragged-card"));
            let rect = card_rect(pos, scene.layout.card_height);
            paint_card(
                &self.look,
                &ui.ctx().layer_painter(layer),
                rect,
                state.card(card),
                scene.mover,
                scene.angle(scene.mover),
            );
        }
        self.turns.retain(|t| turn.now - t.start < seconds);
        if !self.turns.is_empty() {
            ui.ctx().request_repaint();
        }
        chosen
    }

    /// Both hands: the viewer's at the bottom, the other's at the top, face
    /// down unless the viewer may see them. Returns the card being dragged and
    /// a placement made by dropping one.
    fn hands_ui(&mut self, ui: &egui::Ui, scene: &Scene, state: &YouAreHere) -> (Option<CardId>, Option<Action>) {
        let (mut dragging, mut chosen) = (None, None);
        let layout = &scene.layout;
        let hand_height = layout.card_height * 0.8;
        let step = hand_height * ASPECT + layout.card_height * 0.08;
        for (seat, centre) in [(scene.bottom_seat.opponent(), layout.top_hand), (scene.bottom_seat, layout.bottom_hand)]
        {
            let hand = &scene.view.hands[seat.index()];
            let count = hand.len();
            // The hand as a whole, before its cards: whose it is and what
            // may be known of it.
            let across = (count.max(1) as f32 - 1.0) * step * 0.5 + hand_height * ASPECT * 0.5;
            let row = Rect::from_center_size(centre, vec2(across * 2.0, hand_height));
            let response = ui.interact(row, ui.scope_id().with(("whole-hand", seat.0)), Sense::hover());
            let name = scene.seen(state).hand_name(seat);
            crate::desktop::tables::pointing::name(&response, egui::Role::Label, true, &name);
            for i in 0..count {
                let x = centre.x + (i as f32 - (count as f32 - 1.0) * 0.5) * step;
                let rect = card_rect(Pos2::new(x, centre.y), hand_height);
                let HandView::Shown(cards) = hand else {
                    paint_back(&scene.painter, rect);
                    continue;
                };
                let id = cards[i];
                let card = state.card(id);
                let playable = scene.my_turn && !scene.choosing && seat == scene.mover;
                let sense = focus::sense(playable, Sense::click_and_drag());
                let response = ui.interact(rect, ui.scope_id().with(("hand", seat.0, i)), sense);
                focus::show_focus(ui, &response, playable);
                if matches!(scene.hint, Some(Action::Place { card, .. }) if card == id) {
                    focus::prefer(ui.ctx(), response.id);
                }
                let label = hand_card_name(i, card, self.selected == Some(id) && playable);
                crate::desktop::tables::pointing::name(&response, egui::Role::Button, playable, &label);
                if response.clicked() {
                    self.selected = if self.selected == Some(id) { None } else { Some(id) };
                }
                let lift = if self.selected == Some(id) && playable { -hand_height * 0.12 } else { 0.0 };
                let drawn = rect.translate(vec2(0.0, lift));
                if response.dragged() {
                    dragging = Some(id);
                    self.selected = Some(id);
                    self.drag_pos = scene.cursor.or(self.drag_pos);
                } else {
                    paint_card(&self.look, &scene.painter, drawn, card, seat, 0.0);
                }
                if response.drag_stopped()
                    && let Some(pos) = scene.cursor.or(self.drag_pos.take())
                    && let Some(cell) = Cell::ALL.into_iter().find(|&c| scene.square(c).contains(pos))
                {
                    chosen = Some(Action::Place { card: id, cell });
                }
                let hinted = matches!(scene.hint, Some(Action::Place { card, .. }) if card == id);
                if hinted || (self.selected == Some(id) && playable) {
                    let colour = if hinted { Color32::GOLD } else { ui.visuals().selection.stroke.color };
                    scene.painter.rect_stroke(
                        drawn.expand(3.0),
                        6.0,
                        Stroke::new(3.0, colour),
                        egui::StrokeKind::Outside,
                    );
                }
                if playable {
                    response.on_hover_text(format!("{}: pick it, then a square (or drag it there)", card.name));
                }
            }
        }
        (dragging, chosen)
    }

    /// The nine squares with their cards (turning ones mid-turn), legal
    /// squares lit, cascade candidates and hints outlined. Returns the square
    /// under the pointer and the action a click made.
    #[allow(clippy::too_many_arguments, reason = "one frame's drawing of the squares")]
    fn squares_ui(
        &self,
        ui: &egui::Ui,
        scene: &Scene,
        state: &YouAreHere,
        picked: Option<CardId>,
        dragging: bool,
        now: f64,
        seconds: f64,
    ) -> (Option<Cell>, Option<Action>) {
        let (mut hovered, mut clicked) = (None, None);
        let dark = ui.visuals().dark_mode;
        for cell in Cell::ALL {
            let square = scene.square(cell);
            let placed = scene.view.board[cell.index()];
            let legal_place = picked.is_some() && placed.is_none();
            let can_flip = scene.choosing && scene.view.choice.contains(cell);
            let response = ui.interact(
                square,
                ui.scope_id().with(("square", cell.index())),
                focus::sense(legal_place || can_flip, Sense::click()),
            );
            focus::show_focus(ui, &response, legal_place || can_flip);
            let hinted = match scene.hint {
                Some(Action::Place { card, cell: at }) => at == cell && picked == Some(card),
                Some(Action::Flip(at)) => at == cell && can_flip,
                None => false,
            };
            if hinted {
                focus::prefer(ui.ctx(), response.id);
            }
            let flips = picked.filter(|_| legal_place).map(|card| Self::preview(state, Action::Place { card, cell }));
            let label = scene.seen(state).square_name(cell, flips.as_deref());
            crate::desktop::tables::pointing::name(&response, egui::Role::Button, legal_place || can_flip, &label);
            // The keyboard's focus previews the capture as the pointer does.
            let pointed = dragging && scene.cursor.is_some_and(|p| square.contains(p));
            if response.hovered() || response.has_focus() || pointed {
                hovered = Some(cell);
            }
            match placed {
                None => {
                    let fill = match (legal_place, dark) {
                        (true, _) => Color32::from_rgba_unmultiplied(90, 190, 110, 60),
                        (false, true) => Color32::from_gray(38),
                        (false, false) => Color32::from_gray(225),
                    };
                    paint_square(&scene.painter, square, fill, dark);
                    let weak = ui.visuals().weak_text_color();
                    scene.painter.text(
                        square.center(),
                        Align2::CENTER_CENTER,
                        cell.to_string(),
                        FontId::proportional(12.0),
                        weak,
                    );
                }
                Some(p) => {
                    let base = scene.angle(p.owner);
                    let (angle, owner) = match self.turn_progress(cell, now, seconds) {
                        // Turning 180° into place; the colour changes halfway.
                        Some(t) if t < 1.0 => {
                            (base - PI * (1.0 - t), if t < 0.5 { p.owner.opponent() } else { p.owner })
                        }
                        _ => (base, p.owner),
                    };
                    paint_card(&self.look, &scene.painter, square, state.card(p.card), owner, angle);
                }
            }
            let outline = |colour: Color32, grow: f32| {
                scene.painter.rect_stroke(
                    square.expand(grow),
                    6.0,
                    Stroke::new(3.0, colour),
                    egui::StrokeKind::Outside,
                );
            };
            if can_flip {
                outline(Color32::YELLOW, 3.0);
            }
            if matches!(scene.hint, Some(Action::Place { cell: c, .. } | Action::Flip(c)) if c == cell) {
                outline(Color32::GOLD, 5.0);
            }
            if response.clicked() {
                if can_flip {
                    clicked = Some(Action::Flip(cell));
                } else if let Some(card) = picked.filter(|_| legal_place) {
                    clicked = Some(Action::Place { card, cell });
                }
            }
        }
        (hovered, clicked)
    }

    /// Over an empty square with a card picked: a ghost of the card there and
    /// red outlines on the cards the placement would capture.
    fn preview_ui(look: &DesignLook, scene: &Scene, state: &YouAreHere, card: CardId, cell: Cell, ghost: bool) {
        if scene.view.board[cell.index()].is_some() {
            return;
        }
        if ghost {
            // The square's name under the ghost is covered first: the
            // ghost shows the card alone, as it would lie.
            let square = scene.square(cell);
            let ground = scene.painter.ctx().global_style().visuals.panel_fill;
            scene.painter.rect_filled(square, square.height() * 0.05, ground);
            let mut faint = scene.painter.clone();
            faint.multiply_opacity(0.55);
            paint_card(look, &faint, scene.square(cell), state.card(card), scene.mover, scene.angle(scene.mover));
        }
        for target in Self::preview(state, Action::Place { card, cell }) {
            let red = Stroke::new(3.0, Color32::from_rgb(230, 60, 60));
            scene.painter.rect_stroke(scene.square(target).expand(2.0), 6.0, red, egui::StrokeKind::Outside);
        }
    }
}

/// What one frame of the table draws from.
struct Scene {
    layout: Layout,
    view: View,
    /// Player 2 is looking: the board is seen from the north.
    flipped: bool,
    bottom_seat: Seat,
    /// The seat placing cards now (or the viewer).
    mover: Seat,
    my_turn: bool,
    choosing: bool,
    hint: Option<Action>,
    cursor: Option<Pos2>,
    painter: egui::Painter,
}

impl Scene {
    /// The table as the viewer sees it, in words.
    fn seen<'a>(&'a self, state: &'a YouAreHere) -> Seen<'a> {
        Seen { state, view: &self.view, viewer: self.view.viewer }
    }

    /// The screen square of `cell`.
    fn square(&self, cell: Cell) -> Rect {
        YouAreHereBoard::square(&self.layout, cell, self.flipped)
    }

    /// How a card controlled by `owner` lies on screen: turned 180° for
    /// Player 2, and all turned again when the board is seen from the north.
    fn angle(&self, owner: Seat) -> f32 {
        if (owner == Seat(1)) == self.flipped { 0.0 } else { PI }
    }
}
