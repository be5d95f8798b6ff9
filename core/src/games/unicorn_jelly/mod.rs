#![doc = include_str!("../../../../assets/unicorn-jelly/rules.md")]

mod ability;
mod action;
mod board;
mod bot;
mod designs;
mod event;
mod game;
mod kind;
mod options;
mod pos;
mod rules;
mod set;
mod setup;
mod state;
mod tile;
mod view;

pub use crate::options::FirstPlayer;
pub use ability::{Ability, ActivateFilter, MAX_MODIFY};
pub use action::{Action, TileId};
pub use bot::AgreeableBot;
pub use event::{Attacker, Attackers, Event, PublicAttacker, PublicEvent};
pub use kind::{Kind, KindSet};
pub use options::Options;
pub use pos::Pos;
pub use set::{MAX_TILES, MIN_TILES, TileSet};
pub use setup::{Setup, SetupTile};
pub use state::{Face, HAND_SIZE, MINE_EVERY, MINES_TO_REVEAL, OnBoard, UnicornJelly};
pub use tile::{MAX_COUNT, MAX_FLAVOUR, MAX_NAME, MAX_POWER, MIN_POWER, TileDef};
pub use view::{PublicTile, PublicView, SeenTile, View};
