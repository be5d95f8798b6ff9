//! A lesson at the table: which step the learner is on, what it asks of
//! them, the actions it admits (and why it turns others down, in the words
//! of the table's buttons), the rivals' moves it shows, and the panel below
//! the board with the step's words, Back, Next step and the progress. Its
//! positions are set up, not dealt, so only the step reached is kept.
//!
//! The learner's move that does a step's task stays on the table: the
//! board shows what it did and the panel the log's words for it, until the
//! learner goes on with Next step (or Enter) — only then may the next
//! step's position replace it.

use std::sync::Arc;

use parlour_core::lesson::{LEARNER, Lesson, LessonError, Task};
use parlour_core::{Game, GameOptions};

use parlour_core::Seat;
use parlour_core::bots::{Bots, Level};

use super::{Change, Hooks, Keeping};
use crate::desktop::session::{Session, fresh_seed};
use crate::desktop::tables::pointing;
use crate::seat_player::SeatPlayer;

/// A lesson being followed.
pub struct LessonMode<G: Game> {
    /// The lesson.
    pub lesson: Arc<Lesson<G>>,
    step: usize,
    /// Whether the step's task is done (a step to read or watch is done at once).
    done: bool,
    /// What the log said of the learner's move that did the step's task,
    /// shown with the board after it until they go on.
    said: Option<Vec<String>>,
    /// Whether Next step (once the lesson is over, the real game it
    /// offers) takes the keyboard's focus on the next frame.
    focus_next: bool,
    /// What the table points at once the learner's move is shown: Next step.
    go_on: [String; 1],
    /// Whether the last step is done and Finish was pressed.
    finished: bool,
}

/// The button that goes on to the next step.
const NEXT: &str = "Next step";
/// The button that ends the lesson, at its last step.
const FINISH: &str = "Finish";

/// What the learner asked of the lesson's panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Request {
    /// Go to this step (Back or Next step).
    Step(usize),
    /// The lesson is over: on to what comes after.
    Finish,
    /// Play a real game against the easy bot.
    RealGame,
    /// Start the lesson again.
    Again,
}

impl<G: Bots> LessonMode<G> {
    /// The lesson `lesson`, at step `step` (from 0).
    pub fn new(lesson: Arc<Lesson<G>>, step: usize) -> Self {
        let step = step.min(lesson.steps.len().saturating_sub(1));
        Self { lesson, step, done: false, said: None, focus_next: false, go_on: [NEXT.to_owned()], finished: false }
    }

    /// The step the learner is on, from 0.
    pub fn step(&self) -> usize {
        self.step
    }

    /// Whether the learner has been through every step.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// What the log said of the learner's move that did this step's task,
    /// while the table shows it (before they go on).
    pub fn said(&self) -> Option<&[String]> {
        self.said.as_deref()
    }

    /// What the step points at, by name; once the learner's move is shown,
    /// the way on.
    pub fn pointers(&self) -> &[String] {
        if self.finished {
            &[]
        } else if self.said.is_some() {
            &self.go_on
        } else {
            &self.lesson.steps[self.step].point
        }
    }

    /// The game as step `step` begins, in a session whose first seat is the
    /// learner; the rivals are played by the lesson, never by their bots.
    pub fn session_at(lesson: &Lesson<G>, step: usize) -> Result<Session<G>, LessonError> {
        let (state, log) = lesson.start(step)?;
        let mut seats = vec![SeatPlayer::Bot(Level::Easy); state.seat_count()];
        seats[LEARNER.index()] = SeatPlayer::Human;
        Ok(Session::from_position(lesson.options(step), state, log, seats))
    }

    /// Goes to step `step`: its position set up when it has one of its own
    /// (or the learner went back), and the rival's action when the step is
    /// one to watch.
    pub fn enter(&mut self, step: usize) -> Vec<Change<G>> {
        let forward = step == self.step + 1 && self.done;
        self.step = step.min(self.lesson.steps.len() - 1);
        self.finished = false;
        self.said = None;
        let current = &self.lesson.steps[self.step];
        let task = current.task().unwrap_or(Task::Read);
        self.done = matches!(task, Task::Read | Task::Watch(_));
        // A step that only shows has nothing to do on the table: the
        // keyboard's focus waits on the way on, so that Enter goes on.
        self.focus_next = self.done;
        let mut changes = Vec::new();
        if !forward || current.setup.is_some() {
            // The lesson was checked when it was read: its steps set up.
            changes.extend(Self::session_at(&self.lesson, self.step).ok().map(Change::Show));
        }
        if let Task::Watch(action) = task {
            changes.push(Change::Play(action));
        }
        changes
    }

    /// Draws the lesson's panel; returns what the learner asked for.
    fn request_ui(&mut self, ui: &mut egui::Ui) -> Option<Request> {
        let mut request = None;
        let count = self.lesson.steps.len();
        ui.horizontal(|ui| {
            let title = if self.finished {
                "Lesson complete".to_owned()
            } else {
                format!("Learn to play · step {} of {count}", self.step + 1)
            };
            ui.label(egui::RichText::new(title).strong().size(16.0));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if self.finished {
                    // The real game it offers comes first and has the
                    // keyboard's focus: Enter goes on to play.
                    let real = egui::Button::new(egui::RichText::new("Play a real game against the easy bot").strong());
                    let real = ui.add(real);
                    if std::mem::take(&mut self.focus_next) {
                        real.request_focus();
                    }
                    if real.clicked() {
                        request = Some(Request::RealGame);
                    }
                    if ui.button("Start the lesson again").clicked() {
                        request = Some(Request::Again);
                    }
                    return;
                }
                let last = self.step + 1 == count;
                let word = if last { FINISH } else { NEXT };
                // As wide for Finish as for Next step, so that Back stays put.
                let width = crate::desktop::button_width(ui, NEXT).max(crate::desktop::button_width(ui, FINISH));
                let next = ui.add_enabled(self.done, egui::Button::new(word).min_size(egui::vec2(width, 0.0)));
                pointing::name(&next, egui::Role::Button, self.done, word);
                if std::mem::take(&mut self.focus_next) {
                    next.request_focus();
                }
                // Enter goes on too, when no other control has the keyboard.
                let enter = self.done
                    && ui.memory(|m| m.focused().is_none())
                    && crate::desktop::tables::focus::table_key(ui, egui::Key::Enter);
                if next.clicked() || enter {
                    request = Some(if last { Request::Finish } else { Request::Step(self.step + 1) });
                }
                if ui.add_enabled(self.step > 0, egui::Button::new("Back")).clicked() {
                    request = Some(Request::Step(self.step - 1));
                }
            });
        });
        // The steps reached, this one included; said as the heading says it.
        let reached = (self.step + 1).min(count);
        let bar = ui.add(egui::ProgressBar::new(reached as f32 / count as f32).desired_height(4.0));
        let said = format!("step {reached} of {count}");
        ui.ctx().accesskit_node_builder(bar.id, |node| {
            node.set_label("Lesson progress");
            node.set_value(said.as_str());
        });
        egui::ScrollArea::vertical().auto_shrink([false, false]).max_height(ui.available_height() - 22.0).show(
            ui,
            |ui| {
                if self.finished {
                    let text = format!(
                        "You have played every rule of {} once. Play a real game against the easy bot now, or go \
                         through the lesson again. The Rules button keeps the whole rulebook at hand.",
                        G::INFO.name
                    );
                    ui.label(egui::RichText::new(text).size(15.0));
                    return;
                }
                match &self.said {
                    Some(said) => {
                        let done = egui::RichText::new("Done! Your move, as the log tells it:").size(15.0).strong();
                        ui.label(done.color(DONE_COLOUR));
                        for line in said {
                            ui.label(egui::RichText::new(format!("• {line}")).size(15.0));
                        }
                    }
                    None => {
                        ui.label(egui::RichText::new(&self.lesson.steps[self.step].text).size(15.0));
                    }
                }
            },
        );
        let line = match (&self.said, self.done) {
            _ if self.finished => "",
            (Some(_), _) if self.step + 1 == count => "The table shows what your move did. Press Finish (or Enter).",
            (Some(_), _) => "The table shows what your move did. Press Next step (or Enter) to go on.",
            (None, true) => "",
            (None, false) => "Your move: follow the outline on the table.",
        };
        ui.add(egui::Label::new(egui::RichText::new(line).color(egui::Color32::GOLD)).truncate());
        request
    }

    /// After the last step: the lesson is over, and the real game it
    /// offers takes the keyboard's focus.
    fn finish(&mut self) {
        self.finished = true;
        self.focus_next = true;
    }
}

/// The height of the lesson's panel below the board, the same at every step.
const PANEL_HEIGHT: f32 = 150.0;
/// The colour of the word that the step's task is done.
const DONE_COLOUR: egui::Color32 = egui::Color32::from_rgb(120, 200, 120);

impl<G: Bots> Hooks<G> for LessonMode<G> {
    fn bots_move(&self) -> bool {
        false
    }

    fn asks_for_play(&self) -> bool {
        !self.done && !self.finished
    }

    /// Only the action the step asks for; anything else is turned down
    /// with the reason, the moves named as the table's buttons name them.
    fn admit(&self, action: G::Action, words: &dyn Fn(G::Action) -> String) -> Result<(), String> {
        let task = self.lesson.steps[self.step].task().unwrap_or(Task::Read);
        let on = if self.step + 1 == self.lesson.steps.len() { FINISH } else { NEXT };
        match task {
            _ if self.finished => Err("The lesson is over: start a real game to play on.".to_owned()),
            Task::Take(wanted) if wanted == action && !self.done => Ok(()),
            Task::Any => Ok(()),
            _ if self.done => Err(format!("This step is done: press {on} to go on.")),
            Task::Take(wanted) => Err(format!(
                "Not this time: “{}” is a fine move, but this step asks for “{}” — follow the outline.",
                words(action),
                words(wanted)
            )),
            Task::Read | Task::Watch(_) => Err(format!("Read this step first, then press {on}.")),
        }
    }

    /// The step's task is done: the table shows what the move did, and the
    /// panel what the log said of it, until the learner goes on.
    fn taken(&mut self, said: &[String]) -> Vec<Change<G>> {
        self.done = true;
        self.said = Some(said.to_vec());
        self.focus_next = true;
        Vec::new()
    }

    /// While the learner's move is shown, that it is made and where to go
    /// on; a step that only shows, that the learner reads it and goes on;
    /// else who plays next, when it is a rival.
    fn status(&self, seat: Seat, player: SeatPlayer) -> Option<String> {
        let on = if self.step + 1 == self.lesson.steps.len() { FINISH } else { NEXT };
        if self.finished {
            return Some("The lesson is over: play a real game, or start the lesson again".to_owned());
        }
        if self.said.is_some() {
            return Some(format!("Your move is made: see what it did, then press {on}"));
        }
        if player != SeatPlayer::Human {
            return Some(format!("{seat} plays next"));
        }
        match self.lesson.steps[self.step].task().unwrap_or(Task::Read) {
            Task::Read => Some(format!("Read this step, then press {on}")),
            Task::Watch(_) => Some(format!("See what the move did, then press {on}")),
            Task::Take(_) | Task::Any => None,
        }
    }

    fn seat_name(&self, seat: Seat, player: SeatPlayer) -> String {
        if player == SeatPlayer::Human {
            format!("{seat} · {player}")
        } else {
            format!("{seat} · played by the lesson")
        }
    }

    fn pointers(&self) -> &[String] {
        LessonMode::pointers(self)
    }

    fn panel_height(&self, _room: f32) -> Option<f32> {
        Some(PANEL_HEIGHT)
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui) -> Vec<Change<G>> {
        match self.request_ui(ui) {
            None => Vec::new(),
            Some(Request::Step(step)) => self.enter(step),
            Some(Request::Again) => self.enter(0),
            Some(Request::Finish) => {
                self.finish();
                Vec::new()
            }
            Some(Request::RealGame) => {
                let options = G::Options::default();
                let mut seats = vec![SeatPlayer::Bot(Level::Easy); options.seat_count()];
                seats[0] = SeatPlayer::Human;
                Session::new(options, fresh_seed(), seats).ok().map(Change::NewGame).into_iter().collect()
            }
        }
    }

    fn spoken(&self) -> Option<String> {
        let count = self.lesson.steps.len();
        Some(format!("Step {} of {count}: {}", self.step + 1, self.lesson.steps[self.step].text))
    }

    fn keeping(&self) -> Keeping {
        Keeping::Lesson((!self.finished).then_some(self.step))
    }
}
