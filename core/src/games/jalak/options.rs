//! Rule options of Jalak — Cube Trap, declared once.

use serde::{Deserialize, Serialize};

use crate::options::{OptionKind, OptionSpec, always};

/// The fewest turns a game may be limited to.
pub const MIN_TURN_LIMIT: u16 = 20;
/// The most.
pub const MAX_TURN_LIMIT: u16 = 2_000;
/// Turns each player has before a game left at its default limit is drawn.
pub const TURNS_EACH: u16 = 100;

/// The options; the defaults are the rules as Parlour reads them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// How many play, 2 to 4.
    pub players: u8,
    /// *Interpretation* (the rules have no draw): the game is drawn after
    /// this many turns in all; unset, [`TURNS_EACH`] for each player (200
    /// with two, 400 with four), so that a game of four, which needs three
    /// traps, gives each player as many turns as a game of two.
    pub turn_limit: Option<u16>,
    /// *Interpretation*: the game is drawn when the same position, with the
    /// same player to move, comes up a third time (default on).
    pub repetition: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self { players: 2, turn_limit: None, repetition: true }
    }
}

impl Options {
    /// The turns in all after which the game is drawn: the limit chosen, or
    /// [`TURNS_EACH`] for each player.
    pub fn turn_limit(&self) -> u16 {
        self.turn_limit.unwrap_or(TURNS_EACH * u16::from(self.players))
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
        help: "The game is drawn after this many turns in all (by default 100 for each player).",
        kind: OptionKind::Number {
            min: MIN_TURN_LIMIT as u32,
            max: MAX_TURN_LIMIT as u32,
            get: |o| u32::from(o.turn_limit()),
            set: |o, n| o.turn_limit = Some(n as u16),
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
        assert_eq!(options, Options { players: 4, turn_limit: Some(60), repetition: false });
        for (key, value) in
            [("players", "5"), ("players", "1"), ("turn-limit", "0"), ("turn-limit", "x"), ("draw", "on")]
        {
            assert!(options.set(key, value).is_err(), "{key}={value}");
        }
        assert_eq!(options, Options { players: 4, turn_limit: Some(60), repetition: false }, "nothing changed");
        assert_eq!(options.seat_count(), 4);
        assert_eq!(options.get("turn-limit").as_deref(), Some("60"), "read back as set");
    }

    #[test]
    fn options_a_file_sets_out_of_range_are_refused_by_the_same_declaration() {
        let off = Options { turn_limit: Some(65535), ..Options::default() };
        let error = off.check().expect_err("out of range").to_string();
        assert_eq!(error, "option `turn-limit` cannot be `65535` (expected a number from 20 to 2000)");
        assert!(Options { players: 9, ..Options::default() }.check().is_err());
        assert_eq!(Options::default().check(), Ok(()));
    }

    #[test]
    fn interpretation_the_default_limit_is_a_hundred_turns_for_each_player() {
        let mut options = Options::default();
        assert_eq!(options.turn_limit(), 200);
        options.set("players", "4").expect("four players");
        assert_eq!(options.turn_limit(), 400, "four players, four hundred turns");
        assert_eq!(options.get("turn-limit").as_deref(), Some("400"));
        options.set("turn-limit", "150").expect("a limit");
        options.set("players", "3").expect("three players");
        assert_eq!(options.turn_limit(), 150, "a chosen limit stays whoever plays");
        let old: Options = crate::ron_text::from_str("(players: 4, turn_limit: 200)").expect("an older file");
        assert_eq!(old.turn_limit(), 200, "a limit a file names is kept");
    }
}
