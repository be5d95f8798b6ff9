//! The one frame every table sits in: the side panel (seats, Undo, Hint,
//! Rules, the result and Rematch, the log), the bots' thinking, the status
//! line, the pass-the-device screen, and prompts for decisions taken out of
//! turn. A game supplies only its [`Board`]: its board, hands and controls.
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
use parlour_core::{Game, GameKind, GameOptions, Seat};

use super::Table;
use super::board::{Board, Turn};
use super::coach::{Coach, CoachRequest};
use super::colours::{seat_colour, seat_text_colour};
use super::pointing;
use super::replayer::Replayer;
use super::rules_text::rules_ui;
use crate::desktop::session::{Decider, Session, SessionStatus};
use crate::desktop::settings::Settings;
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

/// A game at its table: the session, the game's board, and the frame's own state.
pub struct Frame<B: Board> {
    session: Session<B::Game>,
    board: B,
    audience: Audience,
    show_rules: bool,
    /// The lesson being followed at this table, if any.
    coach: Option<Coach<B::Game>>,
    /// The game being replayed at this table, if any: read-only.
    replay: Option<Replayer<B::Game>>,
}

impl<B: Board> Frame<B> {
    /// A table for `session`.
    pub fn new(session: Session<B::Game>) -> Self {
        Self {
            session,
            board: B::default(),
            audience: Audience::default(),
            show_rules: false,
            coach: None,
            replay: None,
        }
    }

    /// A table following `lesson` from step `step` (from 0).
    pub fn lesson(lesson: Arc<Lesson<B::Game>>, step: usize) -> Result<Self, LessonError> {
        let session = Coach::session_at(&lesson, step)?;
        let mut frame = Self::new(session);
        frame.coach = Some(Coach::new(lesson, step));
        frame.enter(
            step,
            0.0,
            &Settings { animation: crate::desktop::AnimationSpeed::Instant, ..Settings::default() },
        )?;
        Ok(frame)
    }

    /// A table replaying `record`, from its start; its review kept in
    /// `cache` when one is given.
    pub fn replay(
        record: parlour_core::record::Record<B::Game>,
        cache: Option<&std::path::Path>,
    ) -> Result<Self, parlour_core::record::ReplayError> {
        let mut replayer = Replayer::new(record);
        if let Some(file) = cache {
            replayer = replayer.cached_in(file.to_path_buf());
        }
        let mut frame = Self::new(Session::from_record(&replayer.shown())?);
        frame.replay = Some(replayer);
        Ok(frame)
    }

    /// The replay, when a game is being replayed (for tests and tools).
    pub fn replayer(&self) -> Option<&Replayer<B::Game>> {
        self.replay.as_ref()
    }

    /// The replay's panel below the board; shows the move it asks for.
    fn replay_ui(&mut self, ui: &mut egui::Ui) {
        let Some(replay) = self.replay.as_mut() else { return };
        let mut shown = None;
        egui::Panel::bottom("replay").exact_size(REPLAY_HEIGHT).show(ui, |ui| {
            ui.add_space(4.0);
            shown = replay.panel_ui(ui);
        });
        if shown.is_some()
            && let Ok(session) = Session::from_record(&replay.shown())
        {
            self.session = session;
            self.board.forget();
        }
    }

    /// The lesson's coach, when a lesson is being followed (for tests and tools).
    pub fn coach(&self) -> Option<&Coach<B::Game>> {
        self.coach.as_ref()
    }

    /// Goes to the lesson's step `step`: sets its position up when it has
    /// one of its own (or the learner went back), and lets the rival act
    /// when the step is one to watch.
    fn enter(&mut self, step: usize, now: f64, settings: &Settings) -> Result<(), LessonError> {
        let Some(coach) = self.coach.as_mut() else { return Ok(()) };
        let (fresh, watch) = coach.enter(step);
        if fresh {
            let lesson = Arc::clone(&coach.lesson);
            self.session = Coach::session_at(&lesson, coach.step())?;
            self.board.forget();
        }
        if let Some(action) = watch {
            self.play(action, now, settings);
        }
        Ok(())
    }

    /// What the learner asked of the coach.
    fn coach_request(&mut self, request: CoachRequest, now: f64, settings: &Settings) {
        match request {
            CoachRequest::Step(step) => {
                // The lesson was checked when it was read: its steps set up.
                let _ = self.enter(step, now, settings);
            }
            CoachRequest::Finish => {
                if let Some(coach) = self.coach.as_mut() {
                    coach.finish();
                }
            }
            CoachRequest::Again => {
                let _ = self.enter(0, now, settings);
            }
            CoachRequest::RealGame => {
                let options = <B::Game as Game>::Options::default();
                let mut seats = vec![SeatPlayer::Bot(parlour_core::bots::Level::Easy); options.seat_count()];
                seats[0] = SeatPlayer::Human;
                if let Ok(session) = Session::new(options, crate::desktop::session::fresh_seed(), seats) {
                    *self = Self::new(session);
                }
            }
        }
    }

    /// The lesson's panel below the board, of the same height at every step.
    fn coach_ui(&mut self, ui: &mut egui::Ui, now: f64, settings: &Settings) {
        let Some(coach) = self.coach.as_ref() else { return };
        let mut request = None;
        egui::Panel::bottom("lesson-coach").exact_size(COACH_HEIGHT).show(ui, |ui| {
            ui.add_space(4.0);
            request = coach.panel_ui(ui);
        });
        if let Some(request) = request {
            self.coach_request(request, now, settings);
        }
    }

    /// The learner's (or any human's) action: played, unless the lesson
    /// asks for another, in which case the coach says why.
    fn take(&mut self, action: <B::Game as Game>::Action, now: f64, settings: &Settings) {
        if let Some(coach) = self.coach.as_mut() {
            if !coach.admit(action) {
                self.board.forget();
                return;
            }
            coach.taken();
            let step = coach.step();
            let last = step + 1 == coach.lesson.steps.len();
            self.play(action, now, settings);
            if !last {
                self.coach_request(CoachRequest::Step(step + 1), now, settings);
            }
            return;
        }
        self.play(action, now, settings);
    }

    /// The session being played (for tests and tools).
    pub fn session(&self) -> &Session<B::Game> {
        &self.session
    }

    /// The game's board (for tests and tools).
    pub fn board(&self) -> &B {
        &self.board
    }

    /// Whose secrets the screen shows now.
    fn viewer(&self) -> Option<Seat> {
        if let Some(replay) = &self.replay {
            return Some(replay.viewer);
        }
        if !B::HIDDEN_HANDS {
            return self.session.human_to_act().or_else(|| self.audience.viewer(&self.session));
        }
        if self.passing() { None } else { self.audience.viewer(&self.session) }
    }

    /// Whose decision Undo goes back to: in a hot-seat game only the last
    /// decision of the seat now looking, so that Undo never shows anyone
    /// another player's hand; with one human, theirs. `None` when Undo has
    /// nothing to do.
    fn undo_target(&self) -> Option<Decider> {
        if self.replay.is_some() {
            return None;
        }
        let target = match self.session.humans() {
            0 => return None,
            // Nothing is hidden, or one human: back to the last human decision.
            _ if !B::HIDDEN_HANDS => Decider::AnyHuman,
            1 => Decider::AnyHuman,
            _ => Decider::Seat(self.audience.revealed.filter(|_| !self.passing())?),
        };
        self.session.can_undo_to(target).then_some(target)
    }

    /// Whether the pass-the-device screen is up.
    fn passing(&self) -> bool {
        B::HIDDEN_HANDS && self.replay.is_none() && self.audience.needs_pass(&self.session)
    }

    /// The game as `viewer` may picture it now (see [`Turn::seen`]): the
    /// same picture on every frame until the next action.
    fn seen_by(&self, viewer: Option<Seat>) -> B::Game {
        let seed = parlour_core::rng::derive(self.session.record().seed, self.session.actions_played() as u64);
        parlour_core::unseen::as_seen_by(self.session.state(), viewer, &mut parlour_core::rng::seeded(seed))
    }

    /// Applies `action`, and tells the board what it did, as the viewer may know it.
    fn play(&mut self, action: <B::Game as Game>::Action, now: f64, settings: &Settings) {
        let viewer = self.viewer();
        let before = self.seen_by(viewer);
        if let Ok(events) = self.session.apply(action) {
            let state = self.session.state();
            let known: Vec<_> = events.iter().map(|e| state.public_event(e, viewer)).collect();
            self.board.played(&before, &known, now, settings);
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
            self.play(action, now, settings);
        }
    }

    /// The status line: the result, who is thinking, or what the human is asked.
    fn status(&self, turn: &Turn<'_, B::Game>) -> String {
        let state = self.session.state();
        if let Some(outcome) = state.outcome() {
            let scores = final_scores(state).map_or_else(String::new, |scores| format!(", {scores}"));
            return match outcome.sole_winner() {
                _ if state.seat_count() == 1 => format!("The game is over{scores} points"),
                Some(winner) if Some(winner) == turn.viewer => format!("You win{scores}!"),
                Some(winner) => format!("{winner} wins{scores}"),
                None => format!("A draw{scores}"),
            };
        }
        let Some(seat) = state.to_act() else { return String::new() };
        if self.replay.is_some() {
            return format!("Replay: {seat} to play");
        }
        // In a lesson a rival moves only when a step shows it.
        if self.coach.is_some() && self.session.seats()[seat.index()] != SeatPlayer::Human {
            return format!("{seat} plays next");
        }
        if self.session.thinking().is_some() || self.session.seats()[seat.index()] != SeatPlayer::Human {
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
        let actions = match self.session.human_to_act() {
            Some(seat) if Some(seat) == viewer && self.replay.is_none() => self.session.state().legal_actions(),
            _ => Vec::new(),
        };
        // In a replay the hint is the review's choice for the move to come.
        let hint = match &self.replay {
            Some(replay) => replay.best_here(),
            None => self.session.hint(),
        };
        let turn = Turn {
            view: self.session.state().view(viewer),
            seen: self.seen_by(viewer),
            options: &self.session.record().options,
            seats: self.session.seats(),
            viewer,
            actions,
            hint,
            settings,
            now,
        };
        let status = self.status(&turn);
        let mut chosen = None;
        // The status line and a row kept for the answers asked out of turn:
        // the same height whatever they say, so the board never moves.
        egui::Panel::top("table-status").exact_size(STATUS_HEIGHT).show(ui, |ui| {
            ui.vertical_centered(|ui| {
                let text = egui::RichText::new(status.as_str()).size(17.0).strong();
                ui.add(egui::Label::new(text).truncate()).on_hover_text(&status);
            });
            if turn.is_reaction() && turn.my_decision() {
                chosen = reaction_ui(ui, &self.board, &turn);
            }
        });
        let keyed = keyed_answer(ui, &self.board, &turn);
        let from_board = self.board.table_ui(ui, &turn);
        if let Some(action) = keyed.or(chosen).or(from_board) {
            self.take(action, now, settings);
        }
    }

    /// Undo, Hint, Rematch or Replay, as the side panel asked.
    fn carry_out(&mut self, request: Option<PanelRequest>, ctx: &egui::Context) {
        match request {
            None => {}
            Some(PanelRequest::Undo) => {
                self.undo();
            }
            Some(PanelRequest::Hint) => self.session.request_hint(ctx),
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
        // In a lesson the rivals' moves are the lesson's, not their bots';
        // a replay only shows moves made.
        if self.coach.is_none() && self.replay.is_none() {
            self.poll_bot(&ctx, now, settings);
            self.answer_quietly(now, settings);
        }
        pointing::point_at(&ctx, self.coach.as_ref().map_or(&[], |c| c.pointers()));
        let passing = self.passing();
        let log_viewer = self.viewer();
        let can_undo = self.undo_target().is_some();
        // No hint is asked for in a replay: the review gives its own.
        let no_hint = passing || self.replay.is_some();
        let lesson = self.coach.is_some();
        let request = side_panel(ui, &self.session, log_viewer, no_hint, can_undo, lesson, &mut self.show_rules);
        self.carry_out(request, &ctx);
        if !passing {
            self.coach_ui(ui, now, settings);
            self.replay_ui(ui);
        }
        self.central_ui(ui, settings, now);
    }

    fn undo(&mut self) -> bool {
        let undone = self.undo_target().is_some_and(|seat| self.session.undo_to(seat));
        if undone {
            self.board.forget();
        }
        undone
    }

    fn status(&self) -> &dyn SessionStatus {
        &self.session
    }

    fn pause(&mut self) {
        self.session.pause();
    }

    fn lesson_step(&self) -> Option<usize> {
        self.coach.as_ref().filter(|c| !c.finished()).map(Coach::step)
    }

    fn in_lesson(&self) -> bool {
        self.coach.is_some()
    }

    fn replaying(&self) -> bool {
        self.replay.is_some()
    }

    fn working(&self) -> bool {
        self.session.thinking().is_some() || self.replay.as_ref().is_some_and(Replayer::reviewing)
    }

    fn review_at(&mut self, ctx: &egui::Context, moves: usize) {
        let Some(replay) = self.replay.as_mut() else { return };
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

/// The action whose key (see [`Board::action_key`]) was pressed, if any,
/// among those the board offers now.
fn keyed_answer<B: Board>(ui: &egui::Ui, board: &B, turn: &Turn<'_, B::Game>) -> Option<<B::Game as Game>::Action> {
    turn.actions.iter().copied().filter(|&action| board.offers_answer(turn, action)).find(|&action| {
        board.action_key(action).is_some_and(|key| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key)))
    })
}

/// The height of the replay's panel below the board, its chart included.
const REPLAY_HEIGHT: f32 = 230.0;
/// The height of the lesson's panel below the board.
const COACH_HEIGHT: f32 = 150.0;
/// The height of the status line with the row for answers out of turn.
const STATUS_HEIGHT: f32 = 76.0;

/// A decision taken out of turn: a button for each answer, each with the
/// key that gives it, in one row (scrolled sideways if they are many).
fn reaction_ui<B: Board>(ui: &mut egui::Ui, board: &B, turn: &Turn<'_, B::Game>) -> Option<<B::Game as Game>::Action> {
    let mut chosen = None;
    egui::ScrollArea::horizontal().show(ui, |ui| {
        ui.horizontal(|ui| {
            for &action in &turn.actions {
                let hinted = turn.hint == Some(action);
                if !hinted && !board.offers_answer(turn, action) {
                    continue;
                }
                let key = board.action_key(action);
                let words = board.action_label(turn, action);
                let text = egui::RichText::new(&words);
                let mut button = egui::Button::new(if hinted { text.color(egui::Color32::GOLD) } else { text });
                if let Some(key) = key {
                    button = button.shortcut_text(key.name());
                }
                let button = ui.add(button);
                crate::desktop::tables::pointing::name(&button, egui::Role::Button, true, &words);
                if button.clicked() {
                    chosen = Some(action);
                }
            }
        });
    });
    chosen
}

/// The screen between two hot-seat decisions: the next player takes the
/// device before their hand is shown. Returns true when they are ready.
fn pass_device_ui(ui: &mut egui::Ui, seat: Seat) -> bool {
    let mut ready = false;
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.3);
        ui.label(
            egui::RichText::new(format!("Pass the device to {seat}")).size(28.0).color(seat_text_colour(ui, seat)),
        );
        ui.add_space(12.0);
        ready = ui.button(egui::RichText::new(format!("I am {seat}: show my hand")).size(18.0)).clicked();
    });
    ready
}

/// The side panel's width: the same whatever its lines say.
const SIDE_WIDTH: f32 = 290.0;

/// What the side panel asked for this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PanelRequest {
    Undo,
    Hint,
    Rematch,
    Replay,
}

/// The right-hand panel: seats and scores, buttons, the summary when the
/// game is over, and the log as `viewer` may read it. With `no_hint` (the
/// device is being passed, or a game replayed) no hint may be asked for;
/// in a `lesson` the rivals are named as the lesson's.
fn side_panel<G: Bots>(
    ui: &mut egui::Ui,
    session: &Session<G>,
    viewer: Option<Seat>,
    no_hint: bool,
    can_undo: bool,
    lesson: bool,
    show_rules: &mut bool,
) -> Option<PanelRequest> {
    let mut request = None;
    egui::Panel::right("table-side").resizable(false).exact_size(SIDE_WIDTH).show(ui, |ui| {
        ui.add_space(6.0);
        seat_bar(ui, session, lesson);
        ui.separator();
        ui.horizontal(|ui| {
            if ui.add_enabled(can_undo, egui::Button::new("Undo")).on_hover_text("Ctrl+Z").clicked() {
                request = Some(PanelRequest::Undo);
            }
            let can_hint = session.human_to_act().is_some() && !session.hint_pending() && !no_hint;
            let key = can_hint && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::H));
            let hint = ui.add_enabled(can_hint, egui::Button::new("Hint").shortcut_text("H"));
            crate::desktop::tables::pointing::name(&hint, egui::Role::Button, can_hint, "Hint");
            if hint.on_hover_text("What would the hard bot play? (H)").clicked() || key {
                request = Some(PanelRequest::Hint);
            }
            ui.toggle_value(show_rules, "Rules");
        });
        if session.hint_pending() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Working out a hint…");
            });
        }
        if let Some(outcome) = session.state().outcome() {
            ui.separator();
            let headline = match outcome.sole_winner() {
                Some(winner) => format!("{winner} wins!"),
                None => "A draw!".to_owned(),
            };
            ui.label(egui::RichText::new(headline).size(22.0).strong());
            if let Some(scores) = final_scores(session.state()) {
                ui.label(format!("Final score {scores}"));
            }
            ui.horizontal(|ui| {
                if ui.button("Rematch").clicked() {
                    request = Some(PanelRequest::Rematch);
                }
                if ui.button("Replay").on_hover_text("Go through the game move by move").clicked() {
                    request = Some(PanelRequest::Replay);
                }
            });
        }
        ui.separator();
        ui.label(egui::RichText::new("Log").strong());
        egui::ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, false]).show(ui, |ui| {
            let state = session.state();
            for event in session.log() {
                ui.label(state.describe(event, viewer));
            }
        });
    });
    if *show_rules {
        egui::Window::new("Rules").open(show_rules).default_width(460.0).default_height(520.0).show(ui.ctx(), |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| rules_ui(ui, G::INFO.rules));
        });
    }
    request
}

/// Who sits where, their scores or standing, and whose decision it is. In a
/// `lesson` a rival's moves are the lesson's, so no bot is named for it.
fn seat_bar<G: Bots>(ui: &mut egui::Ui, session: &Session<G>, lesson: bool) {
    let state = session.state();
    let to_act = state.to_act();
    for seat in Seat::all(state.seat_count()) {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
            ui.painter().rect_filled(rect, 3.0, seat_colour(seat));
            let player = session.seats()[seat.index()];
            let name = if lesson && player != SeatPlayer::Human {
                format!("{seat} · played by the lesson")
            } else {
                format!("{seat} · {player}")
            };
            let name = egui::RichText::new(name);
            ui.label(if to_act == Some(seat) { name.strong() } else { name });
            if G::INFO.scored {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.label(egui::RichText::new(state.score(seat).to_string()).size(18.0).strong());
                });
            }
        });
        if let Some(standing) = state.standing(seat) {
            ui.indent(("standing", seat.0), |ui| {
                ui.add(egui::Label::new(egui::RichText::new(standing).weak()).wrap());
            });
        }
        if to_act == Some(seat) {
            ui.horizontal(|ui| {
                ui.add_space(20.0);
                let waiting = state.turn_seat().filter(|&t| t != seat);
                match (session.thinking(), waiting) {
                    (Some(_), _) => {
                        ui.spinner();
                        ui.label("thinking…");
                    }
                    (None, Some(turn)) => {
                        ui.label(format!("to answer {turn}"));
                    }
                    (None, None) => {
                        ui.label("to play");
                    }
                }
            });
        }
    }
}

/// Every seat's score in seat order ("3 – 1"), in games that keep one.
fn final_scores<G: Bots>(state: &G) -> Option<String> {
    G::INFO.scored.then(|| {
        let scores: Vec<String> = Seat::all(state.seat_count()).map(|s| state.score(s).to_string()).collect();
        scores.join(" – ")
    })
}
