//! Rule options of Jalak — Cube Trap.

use serde::{Deserialize, Serialize};

use crate::error::OptionError;
use crate::game::{GameOptions, OptionSpec, parse_switch};

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

const SPECS: &[OptionSpec] = &[
    OptionSpec { key: "players", values: "2|3|4", help: "how many play, each from a corner" },
    OptionSpec { key: "turn-limit", values: "50|100|200|400", help: "the game is drawn after this many turns in all" },
    OptionSpec { key: "repetition", values: "on|off", help: "a position seen a third time is a draw" },
];

impl GameOptions for Options {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let bad =
            |expected: &'static str| OptionError::BadValue { key: key.to_owned(), value: value.to_owned(), expected };
        match key {
            "players" => {
                self.players = value.parse().ok().filter(|n| (2..=4).contains(n)).ok_or_else(|| bad("2, 3 or 4"))?;
            }
            "turn-limit" => {
                self.turn_limit = value
                    .parse()
                    .ok()
                    .filter(|n| (MIN_TURN_LIMIT..=MAX_TURN_LIMIT).contains(n))
                    .ok_or_else(|| bad("a number of turns from 20 to 2000"))?;
            }
            "repetition" => self.repetition = parse_switch(key, value)?,
            _ => {
                let known = SPECS.iter().map(|s| s.key).collect::<Vec<_>>().join(", ");
                return Err(OptionError::UnknownKey { key: key.to_owned(), known });
            }
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        match key {
            "players" => Some(["2", "3", "4"][usize::from(self.players.clamp(2, 4) - 2)]),
            "turn-limit" => Some(match self.turn_limit {
                0..=50 => "50",
                51..=100 => "100",
                101..=200 => "200",
                _ => "400",
            }),
            "repetition" => Some(if self.repetition { "on" } else { "off" }),
            _ => None,
        }
    }

    fn seat_count(&self) -> usize {
        usize::from(self.players)
    }

    fn set_seat_count(&mut self, seats: usize) -> Result<(), OptionError> {
        self.set("players", &seats.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
