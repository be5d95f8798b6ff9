//! The Hint worked out on a background thread: the advisor's advice for
//! the seat to act (see [`parlour_core::advisor`]), the same search the
//! review and the study of a move make at that position. The table polls
//! for it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use parlour_core::advisor::{self, Advice};
use parlour_core::bots::Bots;

use super::bot_worker::{Poll, yield_to_the_table};

/// One hint being worked out. Dropping it stops the work.
pub struct HintJob<G: Bots> {
    answer: Receiver<Advice<G::Action>>,
    stop: Arc<AtomicBool>,
}

impl<G: Bots> HintJob<G> {
    /// Starts the advisor on `game` on its own thread; `ctx` is asked to
    /// repaint when the advice is ready.
    pub fn start(game: &G, ctx: &egui::Context) -> Self {
        let (sender, answer) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let (game, flag, ctx) = (game.clone(), Arc::clone(&stop), ctx.clone());
        std::thread::spawn(move || {
            yield_to_the_table();
            let advice = advisor::advise(&game, None, &flag);
            if !flag.load(Ordering::Relaxed) && sender.send(advice).is_ok() {
                ctx.request_repaint();
            }
        });
        Self { answer, stop }
    }

    /// The advice, once it is there; [`Poll::Failed`] when the game was
    /// over or its thread died.
    pub fn poll(&self) -> Poll<Advice<G::Action>> {
        match self.answer.try_recv() {
            Ok(advice) if advice.best().is_some() => Poll::Ready(advice),
            Ok(_) | Err(TryRecvError::Disconnected) => Poll::Failed,
            Err(TryRecvError::Empty) => Poll::Thinking,
        }
    }
}

impl<G: Bots> Drop for HintJob<G> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
