//! The advisor's study of the move under study — its best choices, the
//! line it expects, what it proves — worked out on a thread of its own once
//! the replay rests on a move, and dropped when it moves on.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use parlour_core::advisor::{self, Study};
use parlour_core::bots::Bots;

/// How long the replay rests on a move before the study starts, in
/// seconds: stepping through a game starts none.
pub const REST: f64 = 0.3;

/// The study of one move.
pub struct StudyJob {
    /// The move studied: the game after this many actions.
    pub at: usize,
    stop: Arc<AtomicBool>,
    result: Arc<Mutex<Option<Study>>>,
}

impl StudyJob {
    /// The study of `state`, the game after `at` actions, where the game
    /// went on with `played`, started on its own thread: the advisor's, so
    /// its choices agree with the review's and the Hint's at that position.
    pub fn start<G: Bots>(state: G, played: Option<G::Action>, at: usize, ctx: &egui::Context) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let result = Arc::new(Mutex::new(None));
        let (s, r, ctx) = (Arc::clone(&stop), Arc::clone(&result), ctx.clone());
        std::thread::spawn(move || {
            let study = advisor::study(&state, played, &s);
            if !s.load(Ordering::Relaxed)
                && let Ok(mut slot) = r.lock()
            {
                *slot = Some(study);
                ctx.request_repaint();
            }
        });
        Self { at, stop, result }
    }

    /// The study, once done.
    pub fn study(&self) -> Option<Study> {
        self.result.lock().ok()?.clone()
    }

    /// Whether it is still being worked out.
    pub fn working(&self) -> bool {
        self.result.lock().is_ok_and(|r| r.is_none())
    }
}

impl Drop for StudyJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
