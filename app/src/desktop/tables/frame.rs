//! The one frame every table sits in: the side panel (seats, Undo, Hint,
//! Rules, Resign and Offer a draw, the result and Rematch, the log), the
//! bots' thinking, the status line, the pass-the-device screen, and prompts
//! for decisions taken out of turn. A game supplies only its [`Board`]:
//! its board, hands and controls. The frame runs in one [`Mode`] — play,
//! lesson or replay — which decides what differs between them.
//!
//! A decision is not always the turn player's: a seat may answer in the
//! middle of someone else's turn (a block, a cancel). When that seat is a
//! human, the frame passes the device if needed and shows the game's prompt
//! for it; when it is a bot, the bot answers on its thread like any other
//! decision.

use std::sync::Arc;
use std::time::Duration;

use parlour_core::bots::Bots;
use parlour_core::lesson::{Lesson, LessonError};
use parlour_core::record::{Record, ReplayError};
use parlour_core::{Game, GameKind, Seat};

use super::Table;
use super::answers::{keyed_answer, pass_device_ui, reaction_ui};
use super::board::{Board, Turn};
use super::mode::{Change, Hint, Hooks, Keeping, LessonMode, Mode, PlayMode, ReplayMode};
use super::pointing;
use super::side_panel::{PanelRequest, Side, final_scores, side_panel_ui};
use crate::desktop::session::{Session, SessionStatus};
use crate::desktop::settings::{AnimationSpeed, Settings};
use crate::seat_player::SeatPlayer;

/// Whose eyes the screen is for, in a game with hidden hands: the only
/// human; in hot-seat play the player whose hand is revealed (the device
/// is passed between decisions); nobody's when only bots play.
#[derive(Clone, Copy, Debug, Default)]
struct Audience {
    revealed: Option<Seat>,
}

impl Audience {
    /// The seat whose secrets the screen shows, if any.
    fn viewer<G: Bots>(self, session: &Session<G>) -> Option<Seat> {
        match session.humans() {
            0 => None,
            1 => session.seats().iter().position(|s| *s == SeatPlayer::Human).map(Seat::new),
            _ => self.revealed,
        }
    }

    /// Whether the device must be passed before the next human sees anything.
    fn needs_pass<G: Bots>(self, session: &Session<G>) -> bool {
        session.humans() > 1 && session.human_to_act().is_some_and(|s| Some(s) != self.revealed)
    }
}

/// A game at its table: the session, the game's board, the mode it runs
/// in, and the frame's own state.
pub struct Frame<B: Board> {
    session: Session<B::Game>,
    board: B,
    mode: Mode<B::Game>,
    audience: Audience,
    show_rules: bool,
    /// What the player was told of what they asked for last (an action
    /// not taken, an Undo, a draw offered); until the game moves on.
    notice: Option<Notice>,
    /// A resignation or a draw being asked for.
    closing: Closing,
    /// What a player who listens is told, and where their focus is brought.
    listener: Listener,
    /// The hint in words, for the side panel, while it stands.
    hint_words: Option<String>,
}

mod closing;
mod hint;
mod notice;
mod spoken;
mod status_line;
mod undo;

use closing::Closing;
use notice::Notice;
use spoken::Listener;

impl<B: Board> Frame<B> {
    /// A table playing `session`.
    pub fn new(session: Session<B::Game>) -> Self {
        let kept = session.replayable();
        let mut frame = Self::in_mode(session, Mode::Play(PlayMode { kept }));
        frame.announce_opening();
        frame
    }

    /// The game's own board, to tell it more than the game holds.
    pub fn board_mut(&mut self) -> &mut B {
        &mut self.board
    }

    /// A table for `session` in `mode`.
    fn in_mode(session: Session<B::Game>, mode: Mode<B::Game>) -> Self {
        Self {
            session,
            board: B::default(),
            mode,
            audience: Audience::default(),
            show_rules: false,
            notice: None,
            closing: Closing::default(),
            listener: Listener::default(),
            hint_words: None,
        }
    }

    /// A table following `lesson` from step `step` (from 0).
    pub fn lesson(lesson: Arc<Lesson<B::Game>>, step: usize) -> Result<Self, LessonError> {
        let session = LessonMode::session_at(&lesson, step)?;
        let mut mode = LessonMode::new(lesson, step);
        let changes = mode.enter(step);
        let mut frame = Self::in_mode(session, Mode::Lesson(mode));
        let settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
        frame.carry_out(changes, 0.0, &settings);
        frame.listener.say(frame.hooks().spoken().unwrap_or_default());
        Ok(frame)
    }

    /// A table replaying `record`, from its start; its review kept in
    /// `cache` when one is given.
    pub fn replay(record: Record<B::Game>, cache: Option<&std::path::Path>) -> Result<Self, ReplayError> {
        let mut replay = ReplayMode::new(record);
        if let Some(file) = cache {
            replay = replay.cached_in(file.to_path_buf());
        }
        Ok(Self::in_mode(Session::from_record(&replay.shown())?, Mode::Replay(Box::new(replay))))
    }

    /// The lesson, when one is being followed (for tests and tools).
    pub fn lesson_mode(&self) -> Option<&LessonMode<B::Game>> {
        match &self.mode {
            Mode::Lesson(lesson) => Some(lesson),
            _ => None,
        }
    }

    /// The replay, when a game is being replayed (for tests and tools).
    pub fn replay_mode(&self) -> Option<&ReplayMode<B::Game>> {
        match &self.mode {
            Mode::Replay(replay) => Some(replay),
            _ => None,
        }
    }

    /// The session being played (for tests and tools).
    pub fn session(&self) -> &Session<B::Game> {
        &self.session
    }

    /// The game's board (for tests and tools).
    pub fn board(&self) -> &B {
        &self.board
    }

    /// The game as it stands: read by the frame alone (its parts in
    /// `frame/` too), never by a board, which is shown the viewer's view.
    fn game(&self) -> &B::Game {
        self.session.state()
    }

    /// The mode's answers.
    fn hooks(&self) -> &dyn Hooks<B::Game> {
        self.mode.hooks()
    }

    /// Does what the mode asked of the game at the table.
    fn carry_out(&mut self, changes: Vec<Change<B::Game>>, now: f64, settings: &Settings) {
        for change in changes {
            match change {
                Change::Show(session) => {
                    self.session = session;
                    self.board.forget();
                    self.notice = None;
                    self.listener.shown();
                    self.announce_shown();
                }
                Change::Play(action) => {
                    self.play(action, now, settings);
                }
                Change::NewGame(session) => *self = Self::new(session),
            }
        }
    }

    /// The mode's panel below the board, if it has one.
    fn mode_panel_ui(&mut self, ui: &mut egui::Ui, now: f64, settings: &Settings) {
        let Some(height) = self.hooks().panel_height(ui.available_height()) else { return };
        let mut changes = Vec::new();
        let step = self.hooks().keeping();
        egui::Panel::bottom("table-mode").exact_size(height).show(ui, |ui| {
            ui.add_space(4.0);
            changes = self.mode.hooks_mut().panel_ui(ui);
        });
        // What the player was told belongs to the step they were on.
        if self.hooks().keeping() != step {
            self.notice = None;
            self.listener.say(self.hooks().spoken().unwrap_or_default());
        }
        self.carry_out(changes, now, settings);
    }

    /// A human's action: played, unless the mode or the rules turn it
    /// down, in which case the player is told why — in the words of the
    /// table's buttons. The mode hears what the log said of it.
    fn take(&mut self, action: <B::Game as Game>::Action, now: f64, settings: &Settings) {
        let viewer = self.viewer();
        let turn = turn(&self.session, viewer, self.actions_of(viewer), None, settings, now);
        let admitted = self.mode.hooks().admit(action, &|action| self.board.action_label(&turn, action));
        if let Err(words) = admitted {
            self.board.forget();
            self.listener.say(words.clone());
            self.notice = Some(Notice::refused(words));
            return;
        }
        let logged = self.session.log().len();
        if self.play(action, now, settings) {
            let said = self.said_since(logged, viewer);
            let changes = self.mode.hooks_mut().taken(&said);
            self.carry_out(changes, now, settings);
        }
    }

    /// The actions `viewer` may take now: theirs when the decision is a
    /// human's they may see and the mode asks them to play (a lesson's
    /// step that only shows offers none); else none.
    fn actions_of(&self, viewer: Option<Seat>) -> Vec<<B::Game as Game>::Action> {
        match self.session.human_to_act() {
            Some(seat) if Some(seat) == viewer && self.hooks().asks_for_play() => self.session.state().legal_actions(),
            _ => Vec::new(),
        }
    }

    /// Whose secrets the screen shows now.
    fn viewer(&self) -> Option<Seat> {
        if let Some(seat) = self.hooks().viewer() {
            return Some(seat);
        }
        if !B::HIDDEN_HANDS {
            return self.session.human_to_act().or_else(|| self.audience.viewer(&self.session));
        }
        if self.passing() { None } else { self.audience.viewer(&self.session) }
    }

    /// Whether the pass-the-device screen is up: never where the mode
    /// decides whose view is drawn.
    fn passing(&self) -> bool {
        B::HIDDEN_HANDS && self.hooks().viewer().is_none() && self.audience.needs_pass(&self.session)
    }

    /// The game as `viewer` may picture it now (see [`Turn::seen`]): the
    /// same picture on every frame until the next action.
    fn seen_by(&self, viewer: Option<Seat>) -> B::Game {
        seen_by(&self.session, viewer)
    }

    /// Applies `action`, and tells the board what it did, as the viewer may
    /// know it; an action the rules refuse changes nothing, and the player
    /// is told which rule. Returns whether it was played.
    fn play(&mut self, action: <B::Game as Game>::Action, now: f64, settings: &Settings) -> bool {
        self.play_as(action, false, now, settings)
    }

    /// Plays `action`, for a player who was not asked when `unasked` (see
    /// [`Session::apply_unasked`]).
    fn play_as(&mut self, action: <B::Game as Game>::Action, unasked: bool, now: f64, settings: &Settings) -> bool {
        let viewer = self.viewer();
        let before = self.seen_by(viewer);
        let logged = self.session.log().len();
        let applied = if unasked { self.session.apply_unasked(action) } else { self.session.apply(action) };
        match applied {
            Ok(events) => {
                let state = self.session.state();
                let known: Vec<_> = events.iter().map(|e| state.public_event(e, viewer)).collect();
                self.board.played(&before, &known, now, settings);
                self.notice = None;
                self.announce_move(logged, viewer);
                true
            }
            Err(error) => {
                self.board.forget();
                let words = format!("That cannot be played: {error}");
                self.listener.say(words.clone());
                self.notice = Some(Notice::refused(words));
                false
            }
        }
    }

    /// Takes the bot's answer once it has one and the board has shown the last move.
    fn poll_bot(&mut self, ctx: &egui::Context, now: f64, settings: &Settings) {
        if self.board.showing(now, settings) {
            ctx.request_repaint();
            return;
        }
        // A bot's answer out of turn comes without a pause to watch.
        let pause = if self.session.state().out_of_turn() {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(settings.animation.seconds() * 1.5)
        };
        if let Some(action) = self.session.poll_bot(ctx, pause) {
            self.play(action, now, settings);
        }
    }

    /// Gives the human's answer the board gives without asking, if any.
    fn answer_quietly(&mut self, now: f64, settings: &Settings) {
        if let Some(seat) = self.session.human_to_act().filter(|_| self.session.state().out_of_turn())
            && let Some(action) = B::quiet_answer(&self.seen_by(Some(seat)), seat, settings)
        {
            self.play_as(action, true, now, settings);
        }
    }

    /// The status line: the result, who is thinking, or what the human is asked.
    fn status(&self, turn: &Turn<'_, B::Game>) -> String {
        if let Some(result) = self.result_words(turn.viewer) {
            return result;
        }
        let Some(seat) = self.session.to_act() else { return String::new() };
        let player = self.session.seats()[seat.index()];
        if let Some(words) = self.hooks().status(seat, player) {
            return words;
        }
        if self.session.thinking().is_some() || player != SeatPlayer::Human {
            return if turn.is_reaction() { format!("{seat} may answer…") } else { format!("{seat} is thinking…") };
        }
        self.board.prompt(turn)
    }

    /// The central area: the pass-the-device screen, or the status line,
    /// a prompt for a decision out of turn, and the board.
    fn central_ui(&mut self, ui: &mut egui::Ui, settings: &Settings, now: f64) {
        if self.passing() {
            egui::CentralPanel::default().show(ui, |ui| {
                let seat = self.session.human_to_act().unwrap_or_default();
                if pass_device_ui(ui, seat) {
                    self.audience.revealed = Some(seat);
                    self.board.forget();
                }
            });
            return;
        }
        let viewer = self.viewer();
        let actions = self.actions_of(viewer);
        let hint = match self.hooks().hint() {
            Hint::Given(hint) => hint,
            Hint::Asked => self.session.hint(),
        };
        let turn = turn(&self.session, viewer, actions, hint, settings, now);
        let asked = self.status(&turn);
        if self.notice.as_mut().is_some_and(|notice| !notice.stands_over(&asked)) {
            self.notice = None;
        }
        let (status, colour) = match &self.notice {
            Some(notice) => (notice.words.clone(), Some(notice.colour())),
            None => (asked.clone(), None),
        };
        let mut chosen = None;
        // The status line and a row kept for the answers to an action (see
        // `Board::answering`): the same height whatever they say, so the
        // board never moves.
        egui::Panel::top("table-status").exact_size(self.hooks().status_height()).show(ui, |ui| {
            let answering = turn.my_decision() && self.board.answering(&turn);
            status_line::status_ui(ui, &status, colour, answering);
            if answering {
                // The answers at the foot of the status line's room, however
                // many lines the question above takes: they stand in the
                // same place for every question (room kept below them for
                // the scroll bar of a row wider than the table).
                let spacing = ui.spacing();
                let row = spacing.interact_size.y + spacing.item_spacing.y + spacing.scroll.allocated_width();
                ui.add_space((ui.available_height() - row).max(status_line::ANSWER_GAP));
                chosen = reaction_ui(ui, &self.board, &turn);
            }
        });
        for said in self.listen_ui(ui, &turn, &status, &asked) {
            self.listener.tell(said);
        }
        let hint_words = self.hint_words(&turn);
        if hint_words != self.hint_words {
            // The side panel, drawn before the board, shows it next frame.
            self.hint_words = hint_words;
            ui.ctx().request_repaint();
        }
        let keyed = keyed_answer(ui, &self.board, &turn);
        let from_board = self.board.table_ui(ui, &turn);
        if let Some(action) = keyed.or(chosen).or(from_board) {
            self.take(action, now, settings);
        }
    }

    /// Undo, Hint, Rematch, Replay or a move of the replay's list, as the
    /// side panel asked.
    fn answer_panel(&mut self, request: Option<PanelRequest>, ctx: &egui::Context, now: f64, settings: &Settings) {
        match request {
            None => {}
            Some(PanelRequest::Undo) => {
                self.take_back();
            }
            Some(PanelRequest::Resign) => self.ask_to_resign(),
            Some(PanelRequest::OfferDraw) => self.offer_draw(ctx),
            Some(PanelRequest::Hint) => {
                // Asked again, the hint is said again.
                self.listener.hint_asked();
                self.session.request_hint(ctx);
            }
            Some(PanelRequest::Rematch) => {
                if let Ok(session) = self.session.rematch() {
                    *self = Self::new(session);
                }
            }
            Some(PanelRequest::Replay) => {
                if let Ok(replay) = Self::replay(self.session.record().clone(), None) {
                    *self = replay;
                }
            }
            Some(PanelRequest::GoTo(moves)) => {
                let changes = self.mode.hooks_mut().go_to(ctx, moves);
                self.carry_out(changes, now, settings);
            }
        }
    }
}

impl<B: Board> Table for Frame<B> {
    fn kind(&self) -> GameKind {
        GameKind::from_id(<B::Game as Game>::INFO.id).unwrap_or(GameKind::ALL[0])
    }

    fn ui(&mut self, ui: &mut egui::Ui, settings: &Settings) {
        let ctx = ui.ctx().clone();
        let now = ui.input(|i| i.time);
        // The bots wait while a draw offered is thought over or asked.
        if self.hooks().bots_move() && !self.closing.asking() {
            self.poll_bot(&ctx, now, settings);
            self.answer_quietly(now, settings);
        }
        self.poll_draw_offer();
        pointing::point_at(&ctx, self.hooks().pointers());
        let passing = self.passing();
        if passing {
            // Nothing said for the last person's ears stays for the next.
            self.listener.forget_private();
        }
        let focus_rematch = self.bring_to_end(&ctx, settings.announcing.on_focus());
        let side = Side {
            state: self.session.state(),
            viewer: self.viewer(),
            // No hint is asked for in a replay (the review gives its own)
            // nor while the device is passed.
            may_hint: !passing && matches!(self.hooks().hint(), Hint::Asked),
            hint: self.hint_words.as_deref().filter(|_| !passing),
            undo: self.undoable(),
            may_end: self.may_end(),
            mode: self.mode.hooks(),
            focus_rematch,
        };
        let request = side_panel_ui(ui, &self.session, &side, &mut self.show_rules);
        self.answer_panel(request, &ctx, now, settings);
        self.bring_to_play(&ctx, settings.announcing.on_focus());
        if !passing {
            self.mode_panel_ui(ui, now, settings);
        }
        self.central_ui(ui, settings, now);
        super::focus::keep_focus(&ctx);
        self.closing_ui(&ctx);
        self.listener.ui(ui, ui.max_rect(), settings.announcing.on_focus());
    }

    fn undoable(&self) -> Result<(), String> {
        self.may_undo()
    }

    fn undo(&mut self) -> bool {
        self.take_back()
    }

    fn status(&self) -> &dyn SessionStatus {
        &self.session
    }

    fn close_window(&mut self) -> bool {
        std::mem::take(&mut self.show_rules)
    }

    fn pause(&mut self) {
        self.session.pause();
        // Back at the table, the focus comes to play and the decision is
        // asked again; what the player was told before they left is done with.
        self.listener.taken_back();
        self.notice = None;
    }

    fn resign_alone(&mut self) -> bool {
        let alone = self.session.humans() == 1 && self.session.seats().iter().any(|s| s.bot().is_some());
        alone && self.person_at_table().is_ok_and(|seat| self.session.resign(seat).is_ok())
    }

    fn keeping(&self) -> Keeping {
        self.hooks().keeping()
    }

    fn working(&self) -> bool {
        self.session.thinking().is_some() || self.hooks().working()
    }

    fn review_at(&mut self, ctx: &egui::Context, moves: usize) {
        let Mode::Replay(replay) = &mut self.mode else { return };
        replay.show(moves);
        replay.start_review(ctx);
        if let Ok(session) = Session::from_record(&replay.shown()) {
            self.session = session;
        }
    }

    fn solo_result(&self) -> Option<(String, i32)> {
        B::solo_result(self.session.state(), &self.session.record().options)
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// The [`Turn`] `viewer` is shown of `session`: what they see of it, the
/// `actions` they may take now and the `hint`.
fn turn<'a, G: Bots>(
    session: &'a Session<G>,
    viewer: Option<Seat>,
    actions: Vec<G::Action>,
    hint: Option<G::Action>,
    settings: &'a Settings,
    now: f64,
) -> Turn<'a, G> {
    let (view, seen) = (session.state().view(viewer), seen_by(session, viewer));
    let (options, seats) = (&session.record().options, session.seats());
    let over = session.outcome().is_some();
    Turn { view, seen, options, seats, viewer, actions, hint, over, settings, now }
}

/// The game of `session` as `viewer` may picture it now (see
/// [`Turn::seen`]): the same picture on every frame until the next action.
fn seen_by<G: Bots>(session: &Session<G>, viewer: Option<Seat>) -> G {
    let seed = parlour_core::rng::derive(session.record().seed, session.actions_played() as u64);
    parlour_core::unseen::as_seen_by(session.state(), viewer, &mut parlour_core::rng::seeded(seed))
}

#[cfg(test)]
mod tests;
