//! The games Parlour can play, by id. The one list of them is in
//! [`crate::games`]: a game is registered there, in one line, and the
//! command line, the arena and the app reach it through [`GameKind`].

use crate::bots::Bots;
use crate::game::GameInfo;
pub use crate::games::GameKind;
pub use crate::listing::GameVisitor;

impl GameKind {
    /// The game's id, name and seat counts.
    pub fn info(self) -> GameInfo {
        struct Info;
        impl GameVisitor for Info {
            type Output = GameInfo;
            fn visit<G: Bots>(self) -> GameInfo {
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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game `{}` (games: {})", crate::text::excerpt(.0), known_ids())]
pub struct UnknownGame(pub String);

fn known_ids() -> String {
    GameKind::ALL.iter().map(|k| k.info().id).collect::<Vec<_>>().join(", ")
}

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
