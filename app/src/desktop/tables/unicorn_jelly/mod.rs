//! The Unicorn Jelly table: the unbounded board with pan, zoom and
//! fit-to-view, the hand, placements by click with a preview of what they
//! defeat (and the arithmetic), covers, jumps, landmines and calls.

mod camera;
mod emblem;
mod hand;
mod last_move;
mod preview;
mod spoken;
mod tile_words;

use egui::{Color32, Rect, Sense, Stroke, StrokeKind};
use parlour_core::games::unicorn_jelly::{Action, Face, Options, Pos, PublicEvent, TileId, UnicornJelly};
use parlour_core::{Game, Seat};
use parlour_designer::games::unicorn_jelly::face::{self as face, TILE_MM};

use self::camera::Camera;
use self::last_move::LastMove;
use self::tile_words::tile_words;
use super::design_look::DesignLook;
use super::{Board, Turn, focus, seat_colour};
use crate::desktop::settings::Settings;

/// What the player has picked, waiting for where it goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Pick {
    /// Nothing yet.
    #[default]
    Nothing,
    /// A tile from the hand.
    Tile(TileId),
    /// Jumping: the tile to jump is being chosen.
    JumpFrom,
    /// Jumping the tile on this square: where it lands is being chosen.
    JumpTo(Pos),
}

/// The Unicorn Jelly board: what is picked, the view of the board, and the
/// last move's marks.
#[derive(Default)]
pub struct UnicornJellyBoard {
    pick: Pick,
    camera: Camera,
    last: LastMove,
    /// A square the view moves to show, once: where the last move landed,
    /// the one the keyboard's focus went to, or the hint's.
    bring: Option<Pos>,
    /// The hint last brought into view.
    hint_seen: Option<Action>,
    /// How the set's faces look, as it prints them.
    look: DesignLook,
    /// What the view leaves out, said beside Fit to view rather than over
    /// the board: its words, and the whole of it for the hover.
    view_note: Option<(String, String)>,
}

/// Where the board is drawn this frame.
struct BoardArea {
    area: Rect,
    camera: Camera,
    painter: egui::Painter,
}

impl BoardArea {
    fn square(&self, pos: Pos) -> Rect {
        self.camera.square(self.area, pos)
    }

    fn visible(&self, pos: Pos) -> bool {
        self.area.intersects(self.square(pos))
    }
}

/// The widget of the tile or empty square (`kind`) on `pos`.
fn place_id(ui: &egui::Ui, kind: &str, pos: Pos) -> egui::Id {
    ui.scope_id().with((kind, pos))
}

/// Marks what is or would be defeated.
const RED: Color32 = Color32::from_rgb(230, 60, 60);

/// Size of a tile in the hand, in points.
const HAND_TILE: f32 = 112.0;
/// How far a picked hand tile rises.
const LIFT: f32 = 8.0;

impl Board for UnicornJellyBoard {
    type Game = UnicornJelly;

    const HIDDEN_HANDS: bool = true;

    fn emblem(painter: &egui::Painter, rect: egui::Rect) {
        emblem::paint(painter, rect);
    }

    /// The set's art read from its folder; its layout and typeface come
    /// with the game's set every frame.
    fn show_design(&mut self, _design: &parlour_core::design::Design, folder: &std::path::Path) {
        self.look.show_art_from(folder.to_path_buf());
    }

    fn prompt(&self, turn: &Turn<'_, UnicornJelly>) -> String {
        let Some(seat) = turn.seen.to_act() else { return String::new() };
        let who = turn.whose(seat);
        let actions = &turn.actions;
        if actions.contains(&Action::Accept) {
            return format!("{} offers to end the game: agree, or play on", seat.opponent());
        }
        if actions.iter().any(|a| matches!(a, Action::Mine(_))) {
            return format!("{who} landmine: the top tile of the pile goes face down on a lit square");
        }
        // Each begins with whose turn it is: a player who listens hears it
        // again when a pick changes it.
        match self.pick {
            Pick::Nothing => format!("{who} turn: pick a tile from the hand, then a lit square"),
            Pick::Tile(tile) if actions.iter().any(|a| matches!(a, Action::Cover { tile: t, .. } if *t == tile)) => {
                format!(
                    "{who} turn: {} picked, now a lit square to place it on, or a tile to cover",
                    turn.seen.design(tile).name
                )
            }
            Pick::Tile(tile) => format!(
                "{who} turn: {} picked, now a lit square to place it on (hover or focus one to see what it would defeat)",
                turn.seen.design(tile).name
            ),
            Pick::JumpFrom => format!("{who} turn: jump, pick the tile to move"),
            Pick::JumpTo(from) => format!("{who} turn: jump, now where the tile on {from} lands"),
        }
    }

    fn table_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, UnicornJelly>) -> Option<Action> {
        self.look.look = face::look(turn.options.tile_set(), self.look.folder());
        if turn.actions.is_empty() && self.pick != Pick::Nothing {
            self.pick = Pick::Nothing;
        }
        let mut chosen = None;
        let before = self.pick;
        egui::Panel::bottom("unicorn-jelly-hand").resizable(false).show(ui, |ui| {
            ui.add_space(6.0);
            chosen = self.hand_ui(ui, turn);
            ui.add_space(6.0);
        });
        // A tile picked (or a jump begun) by the keyboard: its focus goes on
        // to the lit squares and tiles it may go to. Picked with the
        // pointer, the pointer goes on: no square takes the focus and shows
        // a preview of its own while another is pointed at.
        if self.pick != before && self.pick != Pick::Nothing && !focus::by_pointer(ui) {
            focus::bring_to_play(ui.ctx());
        }
        egui::CentralPanel::default().show(ui, |ui| {
            if let Some(action) = self.board_ui(ui, turn) {
                chosen = Some(action);
            }
        });
        if let Some(Action::Jump { from, .. }) = chosen.filter(|_| self.pick == Pick::JumpFrom) {
            self.pick = Pick::JumpTo(from);
            return None;
        }
        chosen
    }

    fn action_key(&self, action: Action) -> Option<egui::Key> {
        match action {
            Action::Accept => Some(egui::Key::A),
            Action::Decline => Some(egui::Key::P),
            _ => None,
        }
    }

    fn action_label(&self, turn: &Turn<'_, UnicornJelly>, action: Action) -> String {
        let name = |tile: TileId| &turn.seen.design(tile).name;
        match action {
            Action::Place { tile, pos } => format!("Place {} on square {pos}", name(tile)),
            Action::Cover { tile, pos } => format!("Cover the tile on {pos} with {}", name(tile)),
            Action::Jump { from, to } => format!("Jump the tile on {from} to square {to}"),
            Action::Mine(pos) => format!("Lay the landmine on square {pos}"),
            Action::Call => "Offer to end the game".to_owned(),
            Action::Accept => "Agree to end the game".to_owned(),
            Action::Decline => "Play on".to_owned(),
        }
    }

    fn summary(&self, turn: &Turn<'_, UnicornJelly>) -> String {
        spoken::summary(&turn.seen, &turn.view, &self.last)
    }

    fn played(&mut self, before: &UnicornJelly, events: &[PublicEvent], _now: f64, _settings: &Settings) {
        let Some(mover) = before.to_act() else { return };
        self.pick = Pick::Nothing;
        let mut last = LastMove::default();
        for event in events {
            match *event {
                PublicEvent::Placed { pos, .. }
                | PublicEvent::Covered { pos, .. }
                | PublicEvent::Jumped { to: pos, .. } => {
                    last.placed = Some((pos, mover));
                }
                PublicEvent::MineLaid { pos, seat } => last.placed = Some((pos, seat)),
                PublicEvent::Defeated { pos, .. } => last.defeated.push(pos),
                _ => {}
            }
        }
        self.bring = last.placed.map(|(pos, _)| pos);
        self.last = last;
    }

    fn forget(&mut self) {
        // The view of the board stays where the player put it.
        self.pick = Pick::Nothing;
        self.last = LastMove::default();
    }

    fn solo_result(seen: &UnicornJelly, options: &Options) -> Option<(String, i32)> {
        (seen.seat_count() == 1 && seen.outcome().is_some()).then(|| (solo_key(options), seen.score(Seat(0))))
    }
}

/// What a solitaire game's best score is kept under: the tile set.
fn solo_key(options: &Options) -> String {
    format!("unicorn-jelly solitaire: {}", options.tile_set().name)
}

/// The squares `action` names: where a tile goes, or lies and goes.
fn squares_of(action: Action) -> Vec<Pos> {
    match action {
        Action::Place { pos, .. } | Action::Cover { pos, .. } | Action::Mine(pos) => vec![pos],
        Action::Jump { from, to } => vec![from, to],
        Action::Call | Action::Accept | Action::Decline => Vec::new(),
    }
}

impl UnicornJellyBoard {
    /// The folder the set's art and typeface are read from, when the
    /// table knows it.
    pub fn design_folder(&self) -> Option<&std::path::Path> {
        self.look.folder()
    }

    /// The squares the current pick may go to, and the action for each.
    fn targets(&self, actions: &[Action]) -> Vec<(Pos, Action)> {
        actions
            .iter()
            .filter_map(|&action| match (self.pick, action) {
                (_, Action::Mine(pos)) => Some((pos, action)),
                (Pick::Tile(t), Action::Place { tile, pos } | Action::Cover { tile, pos }) if t == tile => {
                    Some((pos, action))
                }
                (Pick::JumpTo(f), Action::Jump { from, to }) if f == from => Some((to, action)),
                (Pick::JumpFrom, Action::Jump { from, .. }) => Some((from, action)),
                _ => None,
            })
            .collect()
    }

    /// The board: pan by dragging, zoom with the wheel; tiles, lit squares,
    /// the preview under the pointer. Returns the action a click made.
    fn board_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, UnicornJelly>) -> Option<Action> {
        let state = &turn.seen;
        let area = ui.available_rect_before_wrap();
        // Dragged to move, never focused: the tiles and squares on it take the focus.
        let background = ui.interact(area, ui.scope_id().with("board"), Sense::CLICK | Sense::DRAG);
        let targets = self.targets(&turn.actions);
        if self.camera.following() {
            // Every square a move of this turn may name, whatever is picked:
            // picking a tile never moves the board under the pointer. And
            // the squares around the tiles on every turn, a bot's too, so
            // that the view does not close in while a bot thinks and open
            // out again on the player's turn.
            let tiles = state.board().iter().map(|t| t.pos);
            let around = state.board().iter().flat_map(|t| t.pos.neighbours());
            let squares =
                tiles.chain(around).chain(turn.actions.iter().flat_map(|&a| squares_of(a))).chain([Pos::ORIGIN]);
            if turn.over || self.camera.whole() {
                self.camera.overview(area.shrink(12.0), squares);
            } else {
                self.camera.fit(area.shrink(12.0), squares);
            }
        }
        if let Some(pos) = self.bring.take() {
            self.camera.bring_into_view(area, pos);
        }
        if background.dragged() {
            self.camera.pan(background.drag_delta());
        }
        let scroll = ui.input(|i| i.smooth_scroll_delta.y);
        if let Some(anchor) = background.hover_pos().filter(|_| scroll != 0.0) {
            self.camera.zoom(area, anchor, (scroll / 300.0).exp());
        }
        let board = BoardArea { area, camera: self.camera, painter: ui.painter_at(area) };
        let dark = ui.visuals().dark_mode;
        board.painter.rect_filled(area, 0.0, if dark { Color32::from_gray(30) } else { Color32::from_gray(232) });
        let (mut chosen, mut hovered) = Self::tiles_ui(ui, &board, &targets, turn, &self.last, &self.look);
        let (clicked, over) = Self::squares_ui(ui, &board, &targets, turn);
        chosen = chosen.or(clicked);
        hovered = hovered.or(over);
        self.marks_ui(&board, turn.hint);
        if let Some((pos, action)) = hovered.filter(|h| board.visible(h.0)) {
            Self::preview_ui(ui, &board, state, pos, action, &self.look);
        }
        // What the view moves to show, beyond it: the hint's square as the
        // hint comes (once), else what a lesson points at, else the square
        // the keyboard's focus went to (Tab goes to them all).
        let new_hint = turn.hint != self.hint_seen;
        self.hint_seen = turn.hint;
        let beyond_view = |pos: &Pos| !board.camera.shows(area, [*pos]);
        let focused =
            |pos: Pos| ["square", "tile"].iter().any(|kind| ui.memory(|m| m.has_focus(place_id(ui, kind, pos))));
        let followed = targets.iter().map(|t| t.0).find(|&pos| focused(pos) && beyond_view(&pos));
        let pointed = ui.ctx().data_mut(|d| d.remove_temp::<Pos>(pointed_away()));
        let hinted = hinted_squares(turn.hint).into_iter().filter(|_| new_hint).find(beyond_view);
        if let Some(pos) = hinted.or(pointed).or(followed) {
            self.bring = Some(pos);
            ui.ctx().request_repaint();
        }
        let beyond = targets.iter().filter(|t| !board.camera.shows(area, [t.0])).count();
        let tiles_beyond = !board.camera.shows(area, state.board().iter().map(|t| t.pos));
        let how = "drag the board to move it, scroll to zoom, or Fit to view to see it all";
        let note = if beyond > 0 {
            let lit = parlour_core::text::counted(beyond, "lit square");
            Some((format!("{lit} beyond the view"), format!("{lit} beyond the view: {how}")))
        } else if tiles_beyond {
            Some((
                "Part of the board beyond the view".to_owned(),
                format!("Part of the board lies beyond the view: {how}"),
            ))
        } else if self.camera.scale() < camera::READABLE {
            Some((
                "Zoomed out".to_owned(),
                "Zoomed out below readable tiles: scroll to zoom in, drag to move".to_owned(),
            ))
        } else {
            None
        };
        // Said beside Fit to view, drawn before the board: a change shows
        // in the next frame.
        if note != self.view_note {
            self.view_note = note;
            ui.ctx().request_repaint();
        }
        chosen
    }

    /// The tiles in play, lit when the pick may go on them (a cover, a jump).
    /// Returns the action a click made and the target under the pointer.
    fn tiles_ui(
        ui: &egui::Ui,
        board: &BoardArea,
        targets: &[(Pos, Action)],
        turn: &Turn<'_, UnicornJelly>,
        last: &LastMove,
        look: &DesignLook,
    ) -> (Option<Action>, Option<(Pos, Action)>) {
        let state = &turn.seen;
        let (mut chosen, mut hovered) = (None, None);
        let view = state.view(turn.viewer);
        // The set's own back on defeated tiles, where its picture can be read.
        let back_art = turn.options.tile_set().back_art.as_deref().filter(|_| look.folder().is_some());
        for tile in &view.board {
            if !board.visible(tile.pos) && !targets.iter().any(|t| t.0 == tile.pos) {
                continue;
            }
            let rect = board.square(tile.pos);
            let def = tile.tile.map(|t| state.design(t));
            let power = state.current_power(tile.pos);
            let drawn = match (tile.face, def) {
                (Face::Up, Some(def)) => face::tile(def, power, TILE_MM, &look.look),
                (Face::Down, def) => face::defeated(def, TILE_MM, &look.look, back_art),
                _ => face::mine(TILE_MM),
            };
            look.paint(&board.painter, rect, &drawn);
            let target = targets.iter().find(|t| t.0 == tile.pos).map(|t| t.1);
            let sense = focus::sense(target.is_some(), Sense::click());
            let response = ui.interact(rect.intersect(board.area), place_id(ui, "tile", tile.pos), sense);
            // Play is brought only to what shows whole, never beyond the view.
            focus::show_focus(ui, &response, target.is_some() && board.camera.shows(board.area, [tile.pos]));
            let label = spoken::board_tile_name(state, &view, *tile, last);
            let pointed =
                crate::desktop::tables::pointing::name(&response, egui::Role::Button, target.is_some(), &label);
            keep_pointed_away(ui, board, pointed, tile.pos);
            if let Some(action) = target {
                let outline =
                    if matches!(action, Action::Cover { .. }) { Color32::LIGHT_BLUE } else { Color32::YELLOW };
                board.painter.rect_stroke(rect.expand(2.0), 8.0, Stroke::new(3.0, outline), StrokeKind::Outside);
                if response.clicked() {
                    chosen = Some(action);
                }
                // The keyboard's focus previews the move as the pointer does.
                if response.hovered() || response.has_focus() {
                    hovered = Some((tile.pos, action));
                }
            }
            if let Some(def) = def {
                let mut words = tile_words(def, power, tile.face == Face::Down);
                for (_, covered) in view.covered.iter().filter(|c| c.0 == tile.pos) {
                    words.push_str("\nCovers ");
                    words.push_str(&state.design(*covered).name);
                    words.push_str(", out of play");
                }
                response.on_hover_text(words);
            }
        }
        (chosen, hovered)
    }

    /// The empty squares the pick may go to, lit. Returns the action a click
    /// made and the square under the pointer.
    fn squares_ui(
        ui: &egui::Ui,
        board: &BoardArea,
        targets: &[(Pos, Action)],
        turn: &Turn<'_, UnicornJelly>,
    ) -> (Option<Action>, Option<(Pos, Action)>) {
        let state = &turn.seen;
        let view = state.view(turn.viewer);
        let (mut chosen, mut hovered) = (None, None);
        // Those beyond the view too, so that the keyboard's focus reaches
        // them (and the view follows it there); the pointer cannot.
        for &(pos, action) in targets.iter().filter(|t| state.at(t.0).is_none()) {
            let rect = board.square(pos);
            let response = ui.interact(rect.intersect(board.area), place_id(ui, "square", pos), Sense::click());
            focus::show_focus(ui, &response, board.camera.shows(board.area, [pos]));
            if turn.hint == Some(action) {
                focus::prefer(ui.ctx(), response.id);
            }
            // What the move would defeat, as the preview shows it on focus.
            let (_, defeated) = preview::defeats(state, action);
            let names: Vec<String> =
                defeated.iter().filter_map(|&at| state.at(at)).map(|t| state.design(t.tile).name.clone()).collect();
            let defeats = match names.as_slice() {
                [] => "defeats nothing".to_owned(),
                names => format!("defeats {}", crate::desktop::tables::words::listed(names)),
            };
            let label = format!("{}, {defeats}", spoken::square_name(state, &view, pos));
            let pointed = crate::desktop::tables::pointing::name(&response, egui::Role::Button, true, &label);
            keep_pointed_away(ui, board, pointed, pos);
            let green = Color32::from_rgb(90, 190, 110);
            board.painter.rect(rect, 8.0, green.gamma_multiply(0.3), Stroke::new(1.5, green), StrokeKind::Inside);
            if response.clicked() {
                chosen = Some(action);
            }
            if response.hovered() || response.has_focus() {
                hovered = Some((pos, action));
            }
        }
        (chosen, hovered)
    }

    /// The last move's marks and the hint.
    fn marks_ui(&self, board: &BoardArea, hint: Option<Action>) {
        let outline = |pos: Pos, grow: f32, width: f32, colour: Color32| {
            let rect = board.square(pos).expand(grow);
            board.painter.rect_stroke(rect, 9.0, Stroke::new(width, colour), StrokeKind::Outside);
        };
        if let Some((pos, seat)) = self.last.placed {
            outline(pos, 4.0, 3.0, seat_colour(seat));
        }
        for &pos in &self.last.defeated {
            outline(pos, 4.0, 2.0, RED);
        }
        // Within 6 points of the square, inside the focus ring drawn around
        // it (see `desktop::focus::ring`): both show.
        for pos in hinted_squares(hint) {
            outline(pos, 3.0, 3.0, Color32::GOLD);
        }
    }

    /// Over a lit square: a ghost of the tile there, red outlines on what it
    /// would defeat, and the arithmetic beside the pointer.
    fn preview_ui(ui: &egui::Ui, board: &BoardArea, state: &UnicornJelly, pos: Pos, action: Action, look: &DesignLook) {
        let ghost = match action {
            Action::Place { tile, .. } | Action::Cover { tile, .. } => Some(tile),
            Action::Jump { from, .. } if from != pos => state.at(from).map(|t| t.tile),
            _ => None,
        };
        let Some(tile) = ghost else { return };
        let mut faint = board.painter.clone();
        faint.multiply_opacity(0.6);
        let ghost = face::tile(state.design(tile), None, TILE_MM, &look.look);
        look.paint(&faint, board.square(pos), &ghost);
        let (words, defeated) = preview::defeats(state, action);
        for &pos in &defeated {
            board.painter.rect_stroke(board.square(pos).expand(2.0), 8.0, Stroke::new(3.5, RED), StrokeKind::Outside);
        }
        let text = match defeated.len() {
            0 if words.is_empty() => "Defeats nothing".to_owned(),
            0 => words.join("\n"),
            1 => format!("{}\n+1 point", words.join("\n")),
            n => format!("{}\n+{n} points", words.join("\n")),
        };
        let id = ui.scope_id().with("preview");
        // Beside the square and its neighbours — the tiles the move may
        // defeat stay in sight, outlined — and still while the pointer
        // moves over the square.
        let square = board.square(pos);
        let around = square.expand2(square.size() * 1.1);
        let anchor = egui::PopupAnchor::ParentRect(around);
        egui::Tooltip::always_open(ui.ctx().clone(), ui.layer_id(), id, anchor).show(|ui| {
            ui.label(egui::RichText::new(text).strong());
        });
    }
}

/// The squares `hint` outlines: where a tile goes, or a jump's two ends.
fn hinted_squares(hint: Option<Action>) -> Vec<Pos> {
    match hint {
        Some(Action::Place { pos, .. } | Action::Cover { pos, .. } | Action::Mine(pos)) => vec![pos],
        Some(Action::Jump { from, to }) => vec![from, to],
        _ => Vec::new(),
    }
}

/// Keeps `pos`, when a lesson points at it (`pointed`) beyond the view,
/// for the view to move to.
fn keep_pointed_away(ui: &egui::Ui, board: &BoardArea, pointed: bool, pos: Pos) {
    if pointed && !board.camera.shows(board.area, [pos]) {
        ui.ctx().data_mut(|d| d.insert_temp(pointed_away(), pos));
    }
}

/// Where a square a lesson points at, beyond the view, is kept for the
/// view to move to.
fn pointed_away() -> egui::Id {
    egui::Id::unique("parlour-uj-pointed-away")
}
