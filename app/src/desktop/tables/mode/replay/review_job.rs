//! The advisor's review of a replayed game, worked out on threads of its
//! own while the replay goes on, and kept beside the record once done.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use parlour_core::Seat;
use parlour_core::bots::Bots;
use parlour_core::record::Record;
use parlour_core::review::{self, Judgment, Review};

/// The review and how far it has got.
#[derive(Default)]
pub enum ReviewJob {
    /// Not asked for.
    #[default]
    None,
    /// Being worked out: decisions judged, of how many; stopped when asked.
    Running {
        /// Decisions judged so far.
        done: Arc<AtomicUsize>,
        /// Decisions to judge in all (0 until the first is judged).
        total: Arc<AtomicUsize>,
        /// Set to stop the work.
        stop: Arc<AtomicBool>,
        /// The judgments, once all are there.
        result: Arc<Mutex<Option<Vec<Judgment>>>>,
    },
    /// Done.
    Done(Vec<Judgment>),
}

impl ReviewJob {
    /// The review kept in `file` (JSON) for a game of `moves` actions, if
    /// it is there and fits the game.
    pub fn kept_in(file: &Path, moves: usize) -> Option<Self> {
        let text = parlour_designer::file::read_text(file).ok()?;
        let judged = serde_json::from_str::<Vec<Judgment>>(&text).ok()?;
        (!judged.is_empty() && judged.iter().all(|j| j.index < moves)).then_some(ReviewJob::Done(judged))
    }

    /// The review of `record` started on its own thread: every seat's
    /// decisions, the bots' too — but in an unfinished game that hides
    /// cards, only the one human's (another seat's best move would name
    /// its hidden cards). The window is repainted a few times a second
    /// while it works, and when it is done.
    pub fn start<G: Bots>(record: Record<G>, ctx: &egui::Context) -> Self {
        let (done, total) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let stop = Arc::new(AtomicBool::new(false));
        let result = Arc::new(Mutex::new(None));
        let seat = only_seat(&record);
        let (d, t, s, r, ctx) =
            (Arc::clone(&done), Arc::clone(&total), Arc::clone(&stop), Arc::clone(&result), ctx.clone());
        std::thread::spawn(move || {
            let threads = std::thread::available_parallelism().map_or(1, usize::from);
            // The progress bar is redrawn a few times a second, not at every
            // decision judged: a frame of the whole table costs the window's
            // thread tens of milliseconds (far more drawn in software), and
            // a repaint for each of a long game's decisions kept it drawing
            // without pause, taking a core from the review's own threads.
            let progress = |n: usize, all: usize| {
                d.store(n, Ordering::Relaxed);
                t.store(all, Ordering::Relaxed);
                ctx.request_repaint_after(std::time::Duration::from_millis(250));
            };
            let how = Review { seat, threads, progress: &progress, stop: &s };
            let judged = review::review(&record, &how).unwrap_or_default();
            if !s.load(Ordering::Relaxed)
                && let Ok(mut slot) = r.lock()
            {
                *slot = Some(judged);
            }
            ctx.request_repaint();
        });
        ReviewJob::Running { done, total, stop, result }
    }

    /// Takes the result once it is there, keeping it in `cache` if given.
    pub fn poll(&mut self, cache: Option<&PathBuf>) {
        if let ReviewJob::Running { result, .. } = self
            && let Some(judged) = result.lock().ok().and_then(|mut r| r.take())
        {
            if let Some(file) = cache
                && let Ok(json) = serde_json::to_string(&judged)
            {
                // A review not kept is worked out again next time: nothing is lost.
                let _ = crate::files::write_atomically(file, json);
            }
            *self = ReviewJob::Done(judged);
        }
    }

    /// Stops the work, if any is going on, and forgets it.
    pub fn cancel(&mut self) {
        if let ReviewJob::Running { stop, .. } = self {
            stop.store(true, Ordering::Relaxed);
        }
        *self = ReviewJob::None;
    }

    /// The judgments, once done.
    pub fn judgments(&self) -> Option<&[Judgment]> {
        match self {
            ReviewJob::Done(judged) => Some(judged),
            _ => None,
        }
    }

    /// Decisions judged and in all, while the work goes on.
    pub fn progress(&self) -> Option<(usize, usize)> {
        match self {
            ReviewJob::Running { done, total, .. } => {
                Some((done.load(Ordering::Relaxed), total.load(Ordering::Relaxed).max(1)))
            }
            _ => None,
        }
    }
}

/// The one seat whose decisions the review of `record` judges, if only
/// one's: the one human's, in an unfinished game that hides cards; `None`
/// (every seat's) otherwise.
fn only_seat<G: Bots>(record: &Record<G>) -> Option<Seat> {
    let humans: Vec<usize> = (0..record.players.len()).filter(|&i| record.players[i] == "human").collect();
    let [one] = humans[..] else { return None };
    let end = record.replay().ok()?;
    // A game the players ended (a resignation, a draw agreed) is over too,
    // as the replay shows it: every seat's hand may be seen.
    let finished = end.outcome().is_some() || record.ending.is_some_and(parlour_core::record::Ending::by_the_players);
    let seat = Seat::new(one);
    let hides = end.determinize(seat, &mut parlour_core::rng::seeded(record.seed)) != end;
    (!finished && hides).then_some(seat)
}

impl Drop for ReviewJob {
    fn drop(&mut self) {
        if let ReviewJob::Running { stop, .. } = self {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::Game;
    use parlour_core::games::shrine::{Options, Shrine};
    use parlour_core::record::Ending;

    use super::*;

    #[test]
    fn a_game_given_up_is_reviewed_for_every_seat_as_a_game_over_is() {
        let mut record = Record::<Shrine>::new(Options::default(), 4);
        record.players = vec!["human".to_owned(), "medium".to_owned()];
        let mut game = record.replay().expect("a deal");
        let mut chooser = parlour_core::rng::seeded(4);
        for _ in 0..12 {
            let action = game.random_action(&mut chooser).expect("the game goes on");
            game.apply(action).expect("legal");
            record.push(action);
        }
        assert_eq!(only_seat(&record), Some(Seat(0)), "going on, the human's decisions alone");
        record.ending = Some(Ending::Resigned(Seat(0)));
        assert_eq!(only_seat(&record), None, "given up, every seat's");
        record.ending = Some(Ending::Agreed);
        assert_eq!(only_seat(&record), None, "drawn by agreement, every seat's");
    }
}
