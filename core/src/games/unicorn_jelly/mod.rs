//! # Unicorn Jelly: The Card Game — the tile model
//!
//! Unicorn Jelly's "cards" are tiles laid like dominoes. This module holds
//! what the rules engine and the workshop share: tiles as data the engine
//! understands, not code per tile.
//!
//! - Five [`Kind`]s. Heroes, Personages and Dangers carry a printed power
//!   (0 to 9); Locations and Impetus tiles have none and are never defeated.
//! - Who may challenge whom ([`Kind::may_challenge`]): a Hero only Dangers; a
//!   Danger Heroes and Personages, never another Danger; a Personage Heroes,
//!   Personages and Dangers.
//! - [`Ability`]: the vocabulary of effects. `Modify` (Locations: a constant
//!   change to bordering tiles of chosen kinds), `Zero` (while active,
//!   bordering tiles of chosen kinds have power 0, as Chou does to Dangers),
//!   `Activate` (Impetus: wakes bordering Heroes, Dangers, or anything but
//!   Impetus), `Cover` (Personages: once, placed on top of another tile, as
//!   Thilia Lilinflylst does) and `Revive` (while active, turns defeated
//!   bordering tiles of chosen kinds face up). Each describes itself in words
//!   from its data ([`Ability::describe`]).
//! - A [`TileSet`] is a RON file of [`TileDef`]s (name, kind, power,
//!   abilities, count, flavour). Loading reports every problem, each naming
//!   the tile and the field ([`TileSet::from_ron`]).
//!
//! The default set, `assets/unicorn-jelly/default-set.ron`, has 40 tiles,
//! eight of each kind, including the tiles the rules name: Lupiko (Hero 3),
//! Redcloak (Hero 5), Chou (Hero 2 that zeroes bordering Dangers when
//! active), Crystal Basilisk (Danger 6) and Thilia Lilinflylst (Personage 0,
//! cover once). The rules engine that plays these tiles builds on this model.

mod ability;
mod kind;
mod set;
mod tile;

pub use ability::{Ability, ActivateFilter, MAX_MODIFY};
pub use kind::{Kind, KindSet};
pub use set::{MIN_TILES, SetError, TileSet};
pub use tile::{MAX_COUNT, MAX_FLAVOUR, MAX_NAME, MAX_POWER, MIN_POWER, Problem, TileDef};
