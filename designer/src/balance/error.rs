//! Why a balance report could not be made.

use parlour_core::SetupError;

/// Why a balance report could not be made.
#[derive(Debug, thiserror::Error)]
pub enum BalanceError {
    /// No tile of the set (card of the decks) has that name.
    #[error("the {set} has no {item} named `{card}`")]
    NoSuchTile {
        /// The set or decks, in words.
        set: String,
        /// "tile" or "card".
        item: &'static str,
        /// The name asked for, as an excerpt.
        card: String,
    },
    /// The games could not be played.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The run was stopped.
    #[error("stopped")]
    Stopped,
}
