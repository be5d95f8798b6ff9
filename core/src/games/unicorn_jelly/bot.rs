//! The Unicorn Jelly bots: the generic bots, made agreeable about calling
//! the game.

use std::sync::atomic::AtomicBool;

use super::action::Action;
use super::state::UnicornJelly;
use crate::bots::{self, Bot, BotSpec, Bots};
use crate::game::Game;

/// Wraps a bot so that it offers to call the game, and accepts an offer,
/// whenever the rules allow a call: that is, when nothing left can change
/// who wins. Every other decision is the wrapped bot's.
pub struct AgreeableBot {
    inner: Box<dyn Bot<UnicornJelly>>,
}

impl AgreeableBot {
    /// `inner`, made agreeable.
    pub fn new(inner: Box<dyn Bot<UnicornJelly>>) -> Self {
        Self { inner }
    }
}

impl Bot<UnicornJelly> for AgreeableBot {
    fn choose(&mut self, game: &UnicornJelly, stop: &AtomicBool) -> Option<Action> {
        let legal = game.legal_actions();
        for wanted in [Action::Accept, Action::Call] {
            if legal.contains(&wanted) {
                return Some(wanted);
            }
        }
        self.inner.choose(game, stop)
    }
}

impl Bots for UnicornJelly {
    /// Every level is the generic one, agreeing to end a game that is settled.
    fn bot(spec: BotSpec, seed: u64) -> Box<dyn Bot<Self>> {
        Box::new(AgreeableBot::new(bots::standard(spec, seed)))
    }
}
