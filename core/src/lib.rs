//! The rules of Parlour's games and the bots that play them.
//!
//! No GUI, no printing, no file dialogs: just games behind one contract
//! ([`game::Game`]), their rules behind the same doors ([`rules::Rules`]),
//! the generic bots ([`bots`]), reproducible records
//! ([`record::Record`]), scenarios ([`scenario`]) and, with the feature
//! `testing`, the conformance kit every game's tests run (`testing`).
//! Every file is read through [`ron_text`], which keeps files of earlier
//! Parlours opening and refuses those of newer ones ([`mod@format`]).

pub mod advisor;
pub mod arena;
pub mod art;
pub mod bots;
pub mod cards;
pub mod design;
pub mod designable;
pub mod error;
pub mod face_layout;
pub mod format;
pub mod game;
pub mod games;
pub mod grid;
pub mod hand;
pub mod lesson;
pub mod listing;
pub mod options;
pub mod outcome;
pub mod pile;
pub mod problem;
pub mod record;
pub mod registry;
pub mod review;
pub mod rng;
pub mod ron_text;
pub mod rules;
pub mod scenario;
pub mod seat;
#[cfg(feature = "testing")]
pub mod testing;
pub mod text;
pub mod typeface;
pub mod unseen;

pub use error::{ActionError, NotationError, OptionError, ParseError, RuleError, SetupError};
pub use game::{Game, GameInfo};
pub use options::{GameOptions, OptionKind, OptionSpec};
pub use outcome::Outcome;
pub use problem::{DesignError, Problem};
pub use registry::{GameKind, GameVisitor};
pub use seat::{Seat, SeatSet};
