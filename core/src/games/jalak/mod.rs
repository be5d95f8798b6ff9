#![doc = include_str!("../../../../assets/jalak/rules.md")]

mod action;
mod bot;
mod counsel;
mod event;
mod field;
mod game;
mod history;
mod options;
mod rules;
mod setup;
mod state;
mod view;

pub use action::{Action, Move};
pub use bot::SearchBot;
pub use event::{Event, PublicEvent};
pub use field::{CUBE, Dir, HOLES, MIDDLE, SETUP_CUBES, SIDE, SQUARES, Square, TOP, setup_heights};
pub use options::{MAX_TURN_LIMIT, MIN_TURN_LIMIT, Options};
pub use setup::Setup;
pub use state::{Jalak, MAX_PLAYERS};
pub use view::{PlayerView, View};
