//! Lessons: a guided first game of one of Parlour's games, as data.
//!
//! A lesson is a list of steps. A step may start from a position of its own
//! (a `setup` in the scenario files' format) or go on from where the step
//! before it left the game. Each says something in the game's words, points
//! at things on the table (by the names the table gives them, in the order
//! a learner clicks them), and asks for one of four things:
//!
//! - `action: "…"` — the learner must take this action (in the game's
//!   notation); any other is refused with the reason;
//! - `any: true` — any legal action of the learner's;
//! - `watch: "…"` — a rival takes this action as the step begins, and the
//!   text explains it;
//! - none of these — the learner reads, and goes on with Next.
//!
//! ```ron
//! Lesson(
//!     game: "you-are-here",
//!     concepts: ["placing", "comparing-edges"],
//!     steps: [
//!         (
//!             setup: ( /* the game's own setup */ ),
//!             text: "Lay your Probe on the middle square.",
//!             point: ["Hand card 1", "Square b2"],
//!             action: "#0@b2",
//!             teaches: ["placing"],
//!         ),
//!     ],
//! )
//! ```
//!
//! The learner sits in the first seat. Every concept the game's rules need
//! ([`crate::game::GameInfo::concepts`]) must be listed, and each listed
//! concept taught by some step: [`Lesson::check`] holds a lesson to that and
//! plays every step through the rules.
//!
//! A lesson may name its file format, `format: 1`; see [`crate::format`].

use serde::Deserialize;
use thiserror::Error;

use crate::format::{Format, NewerFormat};
use crate::game::Game;
use crate::record::play_written;
use crate::seat::Seat;

/// The seat a learner plays: the first.
pub const LEARNER: Seat = Seat(0);

/// The most steps a lesson may have.
pub const MAX_STEPS: usize = 200;

/// The longest text a step may say, in bytes.
pub const MAX_TEXT: usize = 2_000;

/// A lesson of game `G`.
#[derive(Clone, Debug, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Lesson<G: Game> {
    /// The file's format: left out, or at most this Parlour's.
    #[serde(default)]
    pub format: Format,
    /// The game's id.
    pub game: String,
    /// What the lesson teaches, by name.
    pub concepts: Vec<String>,
    /// The steps, in order.
    pub steps: Vec<Step<G>>,
}

/// One step of a lesson.
#[derive(Clone, Debug, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub struct Step<G: Game> {
    /// The rule options of a new position; defaults when left out.
    #[serde(default)]
    pub options: G::Options,
    /// A new position to start this step from; without one the step goes on
    /// from where the step before left the game.
    #[serde(default)]
    pub setup: Option<G::Setup>,
    /// What the coach says, in the game's words.
    pub text: String,
    /// What to look at or click, by the names the table gives them, in the
    /// order to click them.
    #[serde(default)]
    pub point: Vec<String>,
    /// The action the learner must take, in the game's notation.
    #[serde(default)]
    pub action: Option<String>,
    /// Whether any legal action of the learner's will do.
    #[serde(default)]
    pub any: bool,
    /// The action a rival takes as the step begins, in the game's notation.
    #[serde(default)]
    pub watch: Option<String>,
    /// The concepts this step teaches.
    #[serde(default)]
    pub teaches: Vec<String>,
}

/// What a step asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task<A> {
    /// Read, then go on.
    Read,
    /// Take this action.
    Take(A),
    /// Take any legal action.
    Any,
    /// Watch a rival take this action.
    Watch(A),
}

/// What is wrong with a lesson.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LessonError {
    /// The text is not a lesson.
    #[error("not a lesson: {0}")]
    Malformed(String),
    /// The file was written by a newer Parlour.
    #[error(transparent)]
    Newer(#[from] NewerFormat),
    /// The lesson as a whole is wrong.
    #[error("{0}")]
    Lesson(String),
    /// One step is wrong.
    #[error("step {step}: {reason}")]
    Step {
        /// The step, from 1 as the coach counts them.
        step: usize,
        /// What is wrong with it.
        reason: String,
    },
}

impl LessonError {
    fn step(index: usize, reason: impl Into<String>) -> Self {
        LessonError::Step { step: index + 1, reason: crate::text::one_line(&reason.into(), 300) }
    }

    /// A text that does not read as a lesson: written by a newer Parlour,
    /// or the reader's message on one line, cut short.
    fn unread(error: crate::ron_text::RonError) -> Self {
        match error {
            crate::ron_text::RonError::Newer(newer) => LessonError::Newer(newer),
            crate::ron_text::RonError::Malformed(reason) => LessonError::Malformed(crate::text::one_line(&reason, 300)),
        }
    }
}

#[derive(Deserialize)]
#[serde(rename = "Lesson")]
struct GameId {
    game: String,
}

/// The game id a lesson text names, read before its game-specific parts.
pub fn game_id(text: &str) -> Result<String, LessonError> {
    crate::ron_text::from_str::<GameId>(text).map(|g| g.game).map_err(LessonError::unread)
}

impl<G: Game> Step<G> {
    /// What this step asks, its action read in the game's notation.
    pub fn task(&self) -> Result<Task<G::Action>, String> {
        let read = |text: &String| text.parse::<G::Action>().map_err(|e| e.to_string());
        match (&self.action, self.any, &self.watch) {
            (None, false, None) => Ok(Task::Read),
            (Some(action), false, None) => read(action).map(Task::Take),
            (None, true, None) => Ok(Task::Any),
            (None, false, Some(action)) => read(action).map(Task::Watch),
            _ => Err("a step asks for one thing at most: an `action`, `any`, or a `watch`".to_owned()),
        }
    }
}

impl<G: Game> Lesson<G> {
    /// Reads a lesson from RON text and checks it (see [`Lesson::check`]).
    pub fn from_ron(text: &str) -> Result<Self, LessonError> {
        let lesson: Self = crate::ron_text::from_str(text).map_err(LessonError::unread)?;
        lesson.check()?;
        Ok(lesson)
    }

    /// The game as step `index` begins, before its own `watch`, with every
    /// event since its position was set up.
    pub fn start(&self, index: usize) -> Result<(G, Vec<G::Event>), LessonError> {
        let from = self.set_up_at(index).ok_or_else(|| LessonError::step(0, "the first step needs a `setup`"))?;
        let step = &self.steps[from];
        let mut events = Vec::new();
        let setup = step.setup.as_ref().ok_or_else(|| LessonError::step(from, "no setup"))?;
        let mut game = G::from_setup_into(&step.options, setup, &mut events)
            .map_err(|e| LessonError::step(from, format!("the setup cannot start a game: {e}")))?;
        for (i, step) in self.steps.iter().enumerate().take(index).skip(from) {
            let written: Vec<String> = step.action.iter().chain(&step.watch).cloned().collect();
            if step.any {
                return Err(LessonError::step(i + 1, "a step after one that takes any action needs a `setup`"));
            }
            play_written::<G>(&written, |action| game.apply_into(action, &mut events))
                .map_err(|e| LessonError::step(i, e.to_string()))?;
        }
        Ok((game, events))
    }

    /// The step whose setup step `index` plays on from.
    fn set_up_at(&self, index: usize) -> Option<usize> {
        let last = index.min(self.steps.len().checked_sub(1)?);
        (0..=last).rev().find(|&i| self.steps[i].setup.is_some())
    }

    /// The rule options step `index` is played with: those of its position.
    pub fn options(&self, index: usize) -> G::Options {
        self.set_up_at(index).map(|i| self.steps[i].options.clone()).unwrap_or_default()
    }

    /// Holds the lesson to its rules: it is of this game; it has steps, the
    /// first with a setup; each step asks one thing, of the right seat,
    /// that the rules allow where it stands; and its concepts cover what
    /// the game's rules need and are each taught by a step.
    pub fn check(&self) -> Result<(), LessonError> {
        if self.game != G::INFO.id {
            let game = crate::text::excerpt(&self.game);
            return Err(LessonError::Lesson(format!("a lesson of `{game}`, not of {}", G::INFO.name)));
        }
        if self.steps.is_empty() || self.steps.len() > MAX_STEPS {
            return Err(LessonError::Lesson(format!("a lesson has 1 to {MAX_STEPS} steps, not {}", self.steps.len())));
        }
        self.check_concepts()?;
        for (index, step) in self.steps.iter().enumerate() {
            self.check_step(index, step)?;
        }
        Ok(())
    }

    /// Every concept the rules need is listed, and each listed one taught.
    fn check_concepts(&self) -> Result<(), LessonError> {
        if let Some(missing) = G::INFO.concepts.iter().find(|c| !self.concepts.iter().any(|l| l == *c)) {
            return Err(LessonError::Lesson(format!("the concepts leave out `{missing}`, a rule of {}", G::INFO.name)));
        }
        let taught = |concept: &String| self.steps.iter().any(|s| s.teaches.contains(concept));
        if let Some(untaught) = self.concepts.iter().find(|c| !taught(c)) {
            let untaught = crate::text::excerpt(untaught);
            return Err(LessonError::Lesson(format!("no step teaches `{untaught}`")));
        }
        for (index, step) in self.steps.iter().enumerate() {
            if let Some(unknown) = step.teaches.iter().find(|c| !self.concepts.contains(c)) {
                let unknown = crate::text::excerpt(unknown);
                return Err(LessonError::step(
                    index,
                    format!("it teaches `{unknown}`, which the lesson does not list"),
                ));
            }
        }
        Ok(())
    }

    /// One step: its text, its task, and its task played where it stands.
    fn check_step(&self, index: usize, step: &Step<G>) -> Result<(), LessonError> {
        let fail = |reason: String| -> Result<(), LessonError> { Err(LessonError::step(index, reason)) };
        if step.text.trim().is_empty() || step.text.len() > MAX_TEXT {
            return fail(format!("a step says something, in at most {MAX_TEXT} bytes"));
        }
        if step.point.len() > 16 || step.point.iter().any(|p| p.is_empty() || p.len() > 100) {
            return fail("a step points at up to 16 things, each named in 1 to 100 bytes".to_owned());
        }
        let task = step.task().map_err(|reason| LessonError::step(index, reason))?;
        let (game, _) = self.start(index)?;
        let to_act = game.to_act();
        let (action, learners) = match task {
            Task::Read => return Ok(()),
            Task::Any => return if to_act == Some(LEARNER) { Ok(()) } else { fail(whose(to_act, "any action")) },
            Task::Take(action) => (action, true),
            Task::Watch(action) => (action, false),
        };
        if (to_act == Some(LEARNER)) != learners || to_act.is_none() {
            let what = if learners { "the learner's action" } else { "a rival's action to watch" };
            return fail(whose(to_act, what));
        }
        let mut after = game.clone();
        if let Err(error) = after.apply(action) {
            return fail(format!("`{action}` is illegal here: {error}"));
        }
        Ok(())
    }
}

/// Why a task does not fit who is to act.
fn whose(to_act: Option<Seat>, what: &str) -> String {
    match to_act {
        None => format!("the game is over, so there is no {what}"),
        Some(seat) if seat == LEARNER => format!("the learner is to act, so this cannot be {what}"),
        Some(seat) => format!("{seat} is to act, so this cannot be {what}"),
    }
}
