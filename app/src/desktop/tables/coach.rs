//! The coach of a lesson at the table: which step the learner is on, what
//! it asks of them, the actions it admits, and the panel below the board
//! with the step's words, Back, Next and the progress.

use std::sync::Arc;

use parlour_core::Game;
use parlour_core::lesson::{LEARNER, Lesson, LessonError, Task};

use crate::desktop::session::Session;
use crate::seat_player::SeatPlayer;

/// A lesson being followed.
pub struct Coach<G: Game> {
    /// The lesson.
    pub lesson: Arc<Lesson<G>>,
    step: usize,
    /// Whether the step's task is done (a step to read or watch is done at once).
    done: bool,
    /// Whether the last step is done and Next was pressed.
    finished: bool,
    /// Why the learner's last action was not taken.
    refusal: Option<String>,
}

/// What the learner asked of the coach's panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachRequest {
    /// Go to this step (Back or Next).
    Step(usize),
    /// The lesson is over: on to what comes after.
    Finish,
    /// Play a real game against the easy bot.
    RealGame,
    /// Start the lesson again.
    Again,
}

impl<G: Game> Coach<G> {
    /// The coach of `lesson`, at step `step` (from 0).
    pub fn new(lesson: Arc<Lesson<G>>, step: usize) -> Self {
        let step = step.min(lesson.steps.len().saturating_sub(1));
        Self { lesson, step, done: false, finished: false, refusal: None }
    }

    /// The step the learner is on, from 0.
    pub fn step(&self) -> usize {
        self.step
    }

    /// Whether the learner has been through every step.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// What the step points at, by name.
    pub fn pointers(&self) -> &[String] {
        if self.finished { &[] } else { &self.lesson.steps[self.step].point }
    }

    /// The game as step `step` begins, in a session whose first seat is the
    /// learner; the rivals are played by the lesson, never by their bots.
    pub fn session_at(lesson: &Lesson<G>, step: usize) -> Result<Session<G>, LessonError>
    where
        G: parlour_core::bots::Bots,
    {
        let (state, log) = lesson.start(step)?;
        let mut seats = vec![SeatPlayer::Bot(parlour_core::bots::Level::Easy); state.seat_count()];
        seats[LEARNER.index()] = SeatPlayer::Human;
        Ok(Session::from_position(lesson.options(step), state, log, seats))
    }

    /// Goes to step `step`: returns whether its position is set up anew
    /// (rather than going on from the step before), and the action a rival
    /// takes as it begins, if any.
    pub fn enter(&mut self, step: usize) -> (bool, Option<G::Action>) {
        let forward = step == self.step + 1 && self.done;
        self.step = step.min(self.lesson.steps.len() - 1);
        self.refusal = None;
        self.finished = false;
        let current = &self.lesson.steps[self.step];
        let task = current.task().unwrap_or(Task::Read);
        self.done = matches!(task, Task::Read | Task::Watch(_));
        let fresh = !forward || current.setup.is_some();
        (fresh, if let Task::Watch(action) = task { Some(action) } else { None })
    }

    /// Whether the learner may take `action` now; if not, says why.
    pub fn admit(&mut self, action: G::Action) -> bool {
        let task = self.lesson.steps[self.step].task().unwrap_or(Task::Read);
        let refusal = match task {
            _ if self.finished => Some("The lesson is over: start a real game to play on.".to_owned()),
            Task::Take(wanted) if wanted == action => None,
            Task::Any => None,
            _ if self.done => Some("This step is done: press Next to go on.".to_owned()),
            Task::Take(wanted) => Some(format!(
                "Not this time: `{action}` is a fine move, but this step asks for `{wanted}` — follow the outline."
            )),
            Task::Read | Task::Watch(_) => Some("Read this step first, then press Next.".to_owned()),
        };
        let admitted = refusal.is_none();
        self.refusal = refusal;
        admitted
    }

    /// The learner's action was taken: the step is done.
    pub fn taken(&mut self) {
        self.done = true;
    }

    /// Draws the coach's panel; returns what the learner asked for.
    pub fn panel_ui(&self, ui: &mut egui::Ui) -> Option<CoachRequest> {
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
                    if ui.button("Start the lesson again").clicked() {
                        request = Some(CoachRequest::Again);
                    }
                    let real = egui::Button::new(egui::RichText::new("Play a real game against the easy bot").strong());
                    if ui.add(real).clicked() {
                        request = Some(CoachRequest::RealGame);
                    }
                    return;
                }
                let last = self.step + 1 == count;
                let next = ui.add_enabled(self.done, egui::Button::new(if last { "Finish" } else { "Next" }));
                if next.clicked() {
                    request = Some(if last { CoachRequest::Finish } else { CoachRequest::Step(self.step + 1) });
                }
                if ui.add_enabled(self.step > 0, egui::Button::new("Back")).clicked() {
                    request = Some(CoachRequest::Step(self.step - 1));
                }
            });
        });
        ui.add(egui::ProgressBar::new((self.step + usize::from(self.done)) as f32 / count as f32).desired_height(4.0));
        egui::ScrollArea::vertical().auto_shrink([false, false]).max_height(ui.available_height() - 22.0).show(
            ui,
            |ui| {
                let text = if self.finished {
                    format!(
                        "You have played every rule of {} once. Play a real game against the easy bot now, or go \
                     through the lesson again. The Rules button keeps the whole rulebook at hand.",
                        G::INFO.name
                    )
                } else {
                    self.lesson.steps[self.step].text.clone()
                };
                ui.label(egui::RichText::new(text).size(15.0));
            },
        );
        let (line, colour) = match (&self.refusal, self.done) {
            (Some(refusal), _) => (refusal.clone(), egui::Color32::from_rgb(230, 120, 100)),
            (None, false) => ("Your move: follow the outline on the table.".to_owned(), egui::Color32::GOLD),
            (None, true) => (String::new(), ui.visuals().weak_text_color()),
        };
        ui.add(egui::Label::new(egui::RichText::new(line).color(colour)).truncate());
        request
    }

    /// After the last step: the lesson is over.
    pub fn finish(&mut self) {
        self.finished = true;
        self.refusal = None;
    }
}
