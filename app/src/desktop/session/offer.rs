//! A draw offered to the bots at the table: each judges the game for its
//! own seat with its own search, on a thread of their own, one after
//! another, until one declines (see `parlour_core::bots::draw_offer`).
//!
//! *Interpretation:* with several bots the draw needs every bot's word:
//! the first to decline ends the offer.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use parlour_core::Seat;
use parlour_core::bots::draw_offer::{DrawAnswer, answer_draw};
use parlour_core::bots::{BotSpec, Bots, Level};

/// One bot's answer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reply {
    /// Its seat.
    pub seat: Seat,
    /// The bot.
    pub bot: BotSpec,
    /// What it said, and its win chance as it judged it.
    pub answer: DrawAnswer,
}

impl Reply {
    /// The reply in words: "Player 2 (hard) declines: it rates its
    /// chances at 71 %."
    pub fn words(&self) -> String {
        let said = if self.answer.accepts { "accepts" } else { "declines" };
        let percent = (self.answer.chance * 100.0).round();
        format!("{} ({}) {said}: it rates its chances at {percent:.0} %.", self.seat, self.bot)
    }
}

/// The level whose effort `bot` judges a draw with: its own, or for a bot
/// of no level the nearest one.
fn effort(bot: BotSpec) -> Level {
    match bot {
        BotSpec::Level(level) => level,
        BotSpec::Random | BotSpec::Greedy => Level::Easy,
        BotSpec::Mcts(_) => Level::Medium,
    }
}

/// The bots thinking about a draw offered. Dropping it stops them.
pub struct DrawOffer {
    replies: Receiver<Vec<Reply>>,
    stop: Arc<AtomicBool>,
}

impl DrawOffer {
    /// Asks the bots `asked` (their seats and who they are, in seat order)
    /// about a draw in `game`, each search seeded from `seed`; `ctx` is
    /// asked to repaint once they have answered.
    pub fn start<G: Bots>(game: &G, asked: Vec<(Seat, BotSpec)>, seed: u64, ctx: &egui::Context) -> Self {
        let (sender, replies) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let (game, flag, ctx) = (game.clone(), Arc::clone(&stop), ctx.clone());
        std::thread::spawn(move || {
            let mut said = Vec::new();
            for (k, (seat, bot)) in asked.into_iter().enumerate() {
                let seed = parlour_core::rng::derive(seed, k as u64);
                let Some(answer) = answer_draw(&game, seat, effort(bot), seed, &flag) else { break };
                said.push(Reply { seat, bot, answer });
                if !answer.accepts {
                    break;
                }
            }
            if !flag.load(Ordering::Relaxed) && sender.send(said).is_ok() {
                ctx.request_repaint();
            }
        });
        Self { replies, stop }
    }

    /// The bots' replies once they are all in (up to the first that
    /// declines); `None` while they think. Empty when the game was over.
    pub fn poll(&self) -> Option<Vec<Reply>> {
        match self.replies.try_recv() {
            Ok(replies) => Some(replies),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Vec::new()),
        }
    }
}

impl Drop for DrawOffer {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
