#![doc = include_str!("../../../../assets/wonderland/rules.md")]

mod action;
mod bot;
mod event;
mod game;
mod options;
mod playout;
mod ring;
mod rules;
mod setup;
mod state;
mod view;

pub use action::{Action, QUEEN_OF_HEARTS};
pub use event::{Event, PublicEvent};
pub use options::{DEFAULT_TURN_LIMIT, Options};
pub use ring::{CENTRAL, Dir, GARDEN, Hedge};
pub use setup::{GuardSetup, Setup, TurnPhase};
pub use state::{DEAL, DRAW, Done, Guard, HAND, MAX_PLAYERS, Wonderland};
pub use view::{GuardView, HedgeView, PendingView, View};
