//! Bots think on a background thread; the table polls for the answer.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;

use parlour_core::bots::Bots;

use parlour_core::bots::BotSpec;

/// One decision being thought about. Dropping it cancels the thinking.
pub struct BotJob<G: Bots> {
    answer: Receiver<Option<G::Action>>,
    stop: Arc<AtomicBool>,
    started: Instant,
}

impl<G: Bots> BotJob<G> {
    /// Starts `spec` thinking about `game` on its own thread; `ctx` is asked
    /// to repaint when the answer is ready.
    pub fn start(game: &G, spec: BotSpec, seed: u64, ctx: &egui::Context) -> Self {
        let (sender, answer) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let (game, flag, ctx) = (game.clone(), Arc::clone(&stop), ctx.clone());
        std::thread::spawn(move || {
            yield_to_the_table();
            let mut bot = G::bot(spec, seed);
            let action = bot.choose(&game, &flag);
            if !flag.load(Ordering::Relaxed) && sender.send(action).is_ok() {
                ctx.request_repaint();
            }
        });
        Self { answer, stop, started: Instant::now() }
    }

    /// The answer, once it is there.
    pub fn poll(&self) -> Poll<G::Action> {
        match self.answer.try_recv() {
            Ok(Some(action)) => Poll::Ready(action),
            Ok(None) | Err(TryRecvError::Disconnected) => Poll::Failed,
            Err(TryRecvError::Empty) => Poll::Thinking,
        }
    }

    /// Seconds since the bot started.
    pub fn seconds(&self) -> f64 {
        self.started.elapsed().as_secs_f64()
    }
}

impl<G: Bots> Drop for BotJob<G> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Lowers the calling thread's scheduling priority (nice 10), so that
/// drawing the table comes before a bot's thinking when they compete for a
/// core: the bot loses a little of its time, the table never stalls.
#[cfg(target_os = "linux")]
pub(super) fn yield_to_the_table() {
    // On Linux a priority set with `PRIO_PROCESS` and id 0 is the calling
    // thread's alone.
    #[allow(unsafe_code)]
    // SAFETY: `setpriority` takes plain integers and touches no memory of ours.
    let _ = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, 10) };
}

/// Elsewhere a process-wide call would slow the table too: nothing is done.
#[cfg(not(target_os = "linux"))]
pub(super) fn yield_to_the_table() {}

/// What a bot job has to say.
#[derive(Debug, PartialEq, Eq)]
pub enum Poll<A> {
    /// Still thinking.
    Thinking,
    /// Its choice.
    Ready(A),
    /// It had nothing to say (the game was over) or its thread died.
    Failed,
}
