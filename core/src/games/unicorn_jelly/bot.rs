//! The Unicorn Jelly bots: the generic bots, made agreeable about calling
//! the game; hard also counts by how much a playout is won.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::action::Action;
use super::state::UnicornJelly;
use crate::bots::{self, Bot, BotSpec, Bots, Level, Mcts, MctsSettings};
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

/// How much of hard's reward for a finished playout is the score margin.
/// A fifth of two-player games between the searches end level; hard
/// against medium, 40 games at each of seeds 11, 21 and 31, went from
/// 0.59, 0.69 and 0.70 to 0.70, 0.84 and 0.71 with a fifth of the reward
/// given to the margin.
const HARD_MARGIN: f64 = 0.2;

/// Hard's iterations a decision. Against medium, 40 games at each of seeds
/// 11, 21, 31 and 41: 12 000 iterations won 0.68, 0.81, 0.69 and 0.73
/// (mean 0.73; 263 ms a decision on average), 16 000 won 0.71, 0.88, 0.76
/// and 0.69 (mean 0.76; 360 to 400 ms, the longest 1.05 s). A smaller
/// exploration constant (0.5 or 0.35 instead of 0.7) gained nothing. On
/// seeds nobody chose, 160 games each, 16 000 won 0.68 and 0.73; 48 000
/// won 0.78 where 16 000 won 0.68, thinking 0.23 s a decision (the search
/// stops once its choice is settled, so most decisions take far less).
const HARD_ITERATIONS: u32 = 48_000;

/// Hard's longest think: its iterations take well under a second on two
/// cores, and on a slower machine the table waits no longer than this.
const HARD_TIME_LIMIT: Duration = Duration::from_millis(1_300);

/// Expert's iterations a decision, within [`bots::EXPERT_TIME_LIMIT`].
const EXPERT_ITERATIONS: u32 = 160_000;

/// The search of `level`: hard and expert search longer, within a time
/// limit, and weigh the margin of a won or lost playout too; the others
/// are the generic ones.
fn settings(level: Level) -> MctsSettings {
    let (iterations, time_limit) = match level {
        Level::Hard => (HARD_ITERATIONS, HARD_TIME_LIMIT),
        Level::Expert => (EXPERT_ITERATIONS, bots::EXPERT_TIME_LIMIT),
        Level::Easy | Level::Medium => return level.mcts_settings(),
    };
    MctsSettings { iterations, time_limit: Some(time_limit), margin: HARD_MARGIN, ..level.mcts_settings() }
}

impl Bots for UnicornJelly {
    /// Every level searches (see `settings`), agreeing to end a game that
    /// is settled.
    fn bot(spec: BotSpec, seed: u64) -> Box<dyn Bot<Self>> {
        let inner = match spec {
            BotSpec::Level(level) => Box::new(Mcts::new(settings(level), seed)),
            _ => bots::standard(spec, seed),
        };
        Box::new(AgreeableBot::new(inner))
    }
}
