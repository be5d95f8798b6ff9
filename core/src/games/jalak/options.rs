//! Rule options of Jalak — Cube Trap, declared once.

use serde::{Deserialize, Serialize};

use crate::options::{OptionKind, OptionSpec, always};

/// The fewest turns a game may be limited to.
pub const MIN_TURN_LIMIT: u16 = 20;
/// The most.
pub const MAX_TURN_LIMIT: u16 = 2_000;

/// The options; the defaults are the rules as Parlour reads them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// How many play, 2 to 4.
    pub players: u8,
    /// *Interpretation* (the rules have no draw): the game is drawn after
    /// this many turns in all (default 200).
    pub turn_limit: u16,
    /// *Interpretation*: the game is drawn when the same position, with the
    /// same player to move, comes up a third time (default on).
    pub repetition: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self { players: 2, turn_limit: 200, repetition: true }
    }
}

const SPECS: &[OptionSpec<Options>] = &[
    OptionSpec {
        key: "players",
        label: "Players",
        help: "How many play, each from a corner of the field.",
        kind: OptionKind::Players { min: 2, max: 4, get: |o| o.players, set: |o, n| o.players = n },
        applies: always,
    },
    OptionSpec {
        key: "turn-limit",
        label: "Turn limit",
        help: "The game is drawn after this many turns in all.",
        kind: OptionKind::Number {
            min: MIN_TURN_LIMIT as u32,
            max: MAX_TURN_LIMIT as u32,
            get: |o| u32::from(o.turn_limit),
            set: |o, n| o.turn_limit = n as u16,
        },
        applies: always,
    },
    OptionSpec {
        key: "repetition",
        label: "Draw on repetition",
        help: "A position seen a third time, with the same player to move, is a draw.",
        kind: OptionKind::Switch { get: |o| o.repetition, set: |o, on| o.repetition = on },
        applies: always,
    },
];

crate::options::options_with_players!(Options, SPECS);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::GameOptions;

    #[test]
    fn options_are_set_by_key_and_bad_values_change_nothing() {
        let mut options = Options::default();
        options.set("players", "4").expect("four players");
        options.set("turn-limit", "60").expect("a limit");
        options.set("repetition", "off").expect("off");
        assert_eq!(options, Options { players: 4, turn_limit: 60, repetition: false });
        for (key, value) in
            [("players", "5"), ("players", "1"), ("turn-limit", "0"), ("turn-limit", "x"), ("draw", "on")]
        {
            assert!(options.set(key, value).is_err(), "{key}={value}");
        }
        assert_eq!(options, Options { players: 4, turn_limit: 60, repetition: false }, "nothing changed");
        assert_eq!(options.seat_count(), 4);
        assert_eq!(options.get("turn-limit").as_deref(), Some("60"), "read back as set");
    }

    #[test]
    fn options_a_file_sets_out_of_range_are_refused_by_the_same_declaration() {
        let off = Options { turn_limit: 65535, ..Options::default() };
        let error = off.check().expect_err("out of range").to_string();
        assert_eq!(error, "option `turn-limit` cannot be `65535` (expected a number from 20 to 2000)");
        assert!(Options { players: 9, ..Options::default() }.check().is_err());
        assert_eq!(Options::default().check(), Ok(()));
    }
}
