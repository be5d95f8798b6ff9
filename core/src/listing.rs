//! How the one list of games ([`crate::games`]) is written: the `games!`
//! macro that turns each line into a [`GameKind`](crate::GameKind) (and,
//! for a game that plays designers' files, a
//! [`Design`](crate::design::Design) and
//! [`DesignKind`](crate::design::DesignKind)), and the visitor through
//! which code reaches a game's concrete type. It stands below the list and
//! names nothing the list makes.

use crate::bots::Bots;

/// Code that works on any game, called with the concrete game type.
///
/// This is how the command line and the app go from a game id to generic code
/// without boxing the game.
pub trait GameVisitor {
    /// What the visit produces.
    type Output;
    /// Runs with `G` as the game.
    fn visit<G: Bots>(self) -> Self::Output;
}

/// Declares the games: each line `module::Type` makes `pub mod module;`, a
/// [`GameKind`] variant `Type`, and its entry in [`GameKind::ALL`] and
/// [`GameKind::visit`]. A game that plays what designers make adds
/// `designs Design`, naming the design type its folder declares (see
/// [`crate::design`]): that makes a [`Design`](crate::design::Design)
/// variant and a [`DesignKind`](crate::design::DesignKind) of that name.
macro_rules! games {
    (@design $design:ident) => { Some(DesignKind::$design) };
    (@design) => { None };
    ($($module:ident :: $game:ident $(designs $design:ident)?),* $(,)?) => {
        $(pub mod $module;)*

        /// One of the implemented games.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $(
                #[doc = concat!("The game of [`", stringify!($module), "::", stringify!($game), "`].")]
                $game,
            )*
        }

        impl GameKind {
            /// Every implemented game, in shelf order.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$game),*];

            /// Calls `visitor` with this game's type.
            pub fn visit<V: $crate::listing::GameVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $(GameKind::$game => visitor.visit::<$module::$game>(),)*
                }
            }

            /// What designers make that this game plays, if anything.
            pub fn design(self) -> Option<DesignKind> {
                match self {
                    $(GameKind::$game => $crate::listing::games!(@design $($design)?),)*
                }
            }
        }

        /// A designer's file, read and checked: one of the designs a game
        /// plays.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Design {
            $($(
                #[doc = concat!("A [`", stringify!($module), "::", stringify!($design), "`].")]
                $design($module::$design),
            )?)*
        }

        /// What kind of design a [`Design`] is.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum DesignKind {
            $($(
                #[doc = concat!("[`", stringify!($module), "::", stringify!($design), "`].")]
                $design,
            )?)*
        }

        impl DesignKind {
            /// Every kind of design, in shelf order.
            pub const ALL: &'static [DesignKind] = &[$($(DesignKind::$design,)?)*];

            /// The game that plays this kind.
            pub fn game(self) -> GameKind {
                match self {
                    $($(DesignKind::$design => GameKind::$game,)?)*
                }
            }

            /// Calls `visitor` with the type of the game that plays this kind.
            pub fn visit<V: $crate::designable::DesignVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $($(DesignKind::$design => visitor.visit::<$module::$game>(),)?)*
                }
            }
        }

        impl Design {
            /// Its kind.
            pub fn kind(&self) -> DesignKind {
                match self {
                    $($(Design::$design(_) => DesignKind::$design,)?)*
                }
            }

            /// Calls `visitor` with the design and the type of the game
            /// that plays it.
            pub fn visit<'a, V: $crate::designable::DesignValueVisitor<'a>>(&'a self, visitor: V) -> V::Output {
                match self {
                    $($(Design::$design(design) => visitor.visit::<$module::$game>(design),)?)*
                }
            }
        }

        $($(
            impl From<$module::$design> for Design {
                fn from(design: $module::$design) -> Self {
                    Design::$design(design)
                }
            }
        )?)*
    };
}
pub(crate) use games;
