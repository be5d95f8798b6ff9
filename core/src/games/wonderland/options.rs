//! Rule options of Wonderland, declared once: the number of players, the
//! dealer (who starts) and the turn limit.

use serde::{Deserialize, Serialize};

use crate::options::{FirstPlayer, OptionKind, OptionSpec, always};

/// The options; the defaults are the rules as Parlour reads them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// How many play, 2 to 6 (five or six play with two decks).
    pub players: u8,
    /// The dealer, who takes the first turn and reshuffles the discards.
    pub dealer: FirstPlayer,
    /// *Interpretation* (the rules have no draw): the game is drawn after
    /// this many turns in all.
    pub turn_limit: u16,
}

/// The turn limit unless another is chosen.
pub const DEFAULT_TURN_LIMIT: u16 = 400;

impl Default for Options {
    fn default() -> Self {
        Self { players: 2, dealer: FirstPlayer::Random, turn_limit: DEFAULT_TURN_LIMIT }
    }
}

const SPECS: &[OptionSpec<Options>] = &[
    OptionSpec {
        key: "players",
        label: "Players",
        help: "How many play: two to six, each with a garden of five hedges (five or six play with two decks).",
        kind: OptionKind::Players { min: 2, max: 6, get: |o| o.players, set: |o, n| o.players = n },
        applies: always,
    },
    OptionSpec {
        key: "dealer",
        label: "Dealer",
        help: "Who deals: the dealer takes the first turn and shuffles the discards back at the end of each of their turns.",
        kind: OptionKind::First { most: 6, get: |o| o.dealer, set: |o, dealer| o.dealer = dealer },
        applies: always,
    },
    OptionSpec {
        key: "turn-limit",
        label: "Turn limit",
        help: "The game is drawn after this many turns in all.",
        kind: OptionKind::Number {
            min: 50,
            max: 3000,
            get: |o| u32::from(o.turn_limit),
            set: |o, n| o.turn_limit = n as u16,
        },
        applies: always,
    },
];

crate::options::options_with_players!(Options, SPECS);
