#![doc = include_str!("../../../../assets/you-are-here/rules.md")]

mod action;
mod board;
mod bot;
mod card;
mod collection;
mod event;
mod game;
mod options;
mod proof;
mod rules;
mod setup;
mod solver;
mod state;
mod trap;
mod view;

pub use crate::options::FirstPlayer;
pub use action::Action;
pub use board::{Cell, CellSet, Dir};
pub use bot::SolverBot;
pub use card::{Card, CardId, Edges, MAX_DECK, MAX_EDGE, MIN_EDGE, Suit, starter_deck};
pub use collection::{Collection, Deck, MAX_CARDS};
pub use event::{Event, PublicEvent};
pub use options::Options;
pub use setup::{Setup, SetupPlaced};
pub use solver::Solver;
pub use state::{HAND_SIZE, Placed, YouAreHere};
pub use view::{PublicPlaced, PublicView, View};
