//! The games Parlour can play, by id.

use std::fmt;

use crate::game::{Game, GameInfo};
use crate::games::jalak::Jalak;
use crate::games::unicorn_jelly::UnicornJelly;
use crate::games::you_are_here::YouAreHere;

/// Code that works on any game, called with the concrete game type.
///
/// This is how the command line and the app go from a game id to generic code
/// without boxing the game.
pub trait GameVisitor {
    /// What the visit produces.
    type Output;
    /// Runs with `G` as the game.
    fn visit<G: Game>(self) -> Self::Output;
}

/// One of the implemented games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Unicorn Jelly: The Card Game.
    UnicornJelly,
    /// The You Are Here Game.
    YouAreHere,
    /// Jalak — Cube Trap.
    Jalak,
}

impl GameKind {
    /// Every implemented game, in shelf order.
    pub const ALL: &'static [GameKind] = &[GameKind::UnicornJelly, GameKind::YouAreHere, GameKind::Jalak];

    /// Calls `visitor` with this game's type.
    pub fn visit<V: GameVisitor>(self, visitor: V) -> V::Output {
        match self {
            GameKind::UnicornJelly => visitor.visit::<UnicornJelly>(),
            GameKind::YouAreHere => visitor.visit::<YouAreHere>(),
            GameKind::Jalak => visitor.visit::<Jalak>(),
        }
    }

    /// The game's id, name and seat counts.
    pub fn info(self) -> GameInfo {
        struct Info;
        impl GameVisitor for Info {
            type Output = GameInfo;
            fn visit<G: Game>(self) -> GameInfo {
                G::INFO
            }
        }
        self.visit(Info)
    }

    /// The game with this id.
    pub fn from_id(id: &str) -> Result<Self, UnknownGame> {
        Self::ALL.iter().copied().find(|kind| kind.info().id == id).ok_or_else(|| UnknownGame(id.to_owned()))
    }
}

/// An id that names no implemented game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = GameKind::ALL.iter().map(|k| k.info().id).collect();
        write!(f, "unknown game `{}` (games: {})", crate::text::excerpt(&self.0), known.join(", "))
    }
}

impl std::error::Error for UnknownGame {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_find_their_games() {
        for &kind in GameKind::ALL {
            assert_eq!(GameKind::from_id(kind.info().id), Ok(kind));
        }
        assert_eq!(GameKind::from_id("you-are-here"), Ok(GameKind::YouAreHere));
        let err = GameKind::from_id("chess").expect_err("chess is not a Parlour game");
        assert!(err.to_string().contains("you-are-here"));
    }
}
