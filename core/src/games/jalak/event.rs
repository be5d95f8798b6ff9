//! What happens in a game of Jalak, for the log and the table.

use serde::{Deserialize, Serialize};

use super::field::Square;
use crate::seat::Seat;

/// Something that happened; in JSON an object whose `event` names the kind
/// (`column`, `moved`, `pushed`, `trapped`, `drawn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A column went up or down one notch, with whatever stands on it.
    Column {
        /// Who changed it.
        seat: Seat,
        /// The column.
        column: Square,
        /// Its notch now.
        height: u8,
        /// Raised or lowered.
        raised: bool,
    },
    /// A player moved to a square (onto its column, or onto its cube's top).
    Moved {
        /// Who moved.
        seat: Seat,
        /// From where.
        from: Square,
        /// To where.
        to: Square,
        /// Whether they now stand on a cube.
        on_cube: bool,
        /// The cube crossed on the way, if any.
        crossed: Option<Square>,
    },
    /// A cube was pushed one square.
    Pushed {
        /// Who pushed it.
        seat: Seat,
        /// Where it stood.
        from: Square,
        /// Where it stands now.
        to: Square,
    },
    /// A player could not complete a turn and is out.
    Trapped {
        /// Who.
        seat: Seat,
        /// Where they stay, as a roadblock in a game of three or four.
        square: Square,
    },
    /// The game ended in a draw.
    Drawn {
        /// Why: the turn limit or a repeated position.
        repetition: bool,
    },
}

/// Everything in Jalak is public: its events are their own public shape.
pub type PublicEvent = Event;
