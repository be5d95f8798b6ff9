#![doc = include_str!("../../../../assets/shrine/rules.md")]

mod action;
mod area;
mod bot;
mod event;
mod game;
mod options;
mod rules;
mod setup;
mod state;
mod view;

pub use action::{Action, Aim, Rise, cards_in_words};
pub use area::{Area, SHRINE, SHRINE_WITH_TRIAD, Slot, Stack, is_triad, shrine_capacity, token_of};
pub use event::{Event, PublicEvent};
pub use options::{BalanceRule, DEFAULT_TURN_LIMIT, FizzleRule, Healing, Options};
pub use setup::{Setup, TurnPhase};
pub use state::{FIZZLE_HAND, HAND_DEAL, HAND_LIMIT, MAX_PLAYERS, SHRINE_DEAL, Shrine, Stage};
pub use view::{PendingView, View};
