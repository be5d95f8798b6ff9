//! Rule options of The You Are Here Game.

use serde::{Deserialize, Serialize};

use super::card::Card;
use crate::design::{Design, WrongDesign};
use crate::error::OptionError;
use crate::game::{GameOptions, OptionSpec, parse_switch};

/// Who places the first card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// Decided by the seeded coin flip that stands in for rock-paper-scissors.
    #[default]
    Random,
    /// Player 1 (south) starts.
    Player1,
    /// Player 2 (north) starts.
    Player2,
}

/// The options; the defaults are the rules as Parlour reads them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Who starts.
    pub first: FirstPlayer,
    /// Draw a card after each play, keeping five in hand while the deck lasts (default on).
    pub draw: bool,
    /// Cards left in hand count toward the final score (default off).
    pub hand_counts: bool,
    /// Both hands are played face up (default off).
    pub open_hands: bool,
    /// Each player's deck (two lists), or `None` for the starter deck for both.
    pub decks: Option<Vec<Vec<Card>>>,
}

impl Default for Options {
    fn default() -> Self {
        Self { first: FirstPlayer::Random, draw: true, hand_counts: false, open_hands: false, decks: None }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec { key: "first", values: "random|1|2", help: "who places the first card" },
    OptionSpec { key: "draw", values: "on|off", help: "draw a card after each play while the deck lasts" },
    OptionSpec { key: "hand-counts", values: "on|off", help: "cards left in hand count at the end" },
    OptionSpec { key: "open-hands", values: "on|off", help: "both hands are played face up" },
];

impl GameOptions for Options {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "first" => {
                self.first = match value {
                    "random" => FirstPlayer::Random,
                    "1" => FirstPlayer::Player1,
                    "2" => FirstPlayer::Player2,
                    _ => {
                        return Err(OptionError::BadValue {
                            key: key.to_owned(),
                            value: value.to_owned(),
                            expected: "random, 1 or 2",
                        });
                    }
                }
            }
            "draw" => self.draw = parse_switch(key, value)?,
            "hand-counts" => self.hand_counts = parse_switch(key, value)?,
            "open-hands" => self.open_hands = parse_switch(key, value)?,
            _ => {
                let known = SPECS.iter().map(|s| s.key).collect::<Vec<_>>().join(", ");
                return Err(OptionError::UnknownKey { key: key.to_owned(), known });
            }
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        let switch = |on: bool| if on { "on" } else { "off" };
        match key {
            "first" => Some(match self.first {
                FirstPlayer::Random => "random",
                FirstPlayer::Player1 => "1",
                FirstPlayer::Player2 => "2",
            }),
            "draw" => Some(switch(self.draw)),
            "hand-counts" => Some(switch(self.hand_counts)),
            "open-hands" => Some(switch(self.open_hands)),
            _ => None,
        }
    }

    fn seat_count(&self) -> usize {
        2
    }

    /// Plays a card collection: both players play its first deck (every
    /// card once when it has no decks).
    fn use_design(&mut self, design: &Design, game: &'static str) -> Result<(), WrongDesign> {
        match design {
            Design::Collection(collection) => {
                let deck = collection.playing_deck();
                self.decks = Some(vec![deck.clone(), deck]);
                Ok(())
            }
            other @ Design::TileSet(_) => Err(WrongDesign { game, design: other.noun() }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_set_by_key_and_bad_values_change_nothing() {
        let mut options = Options::default();
        options.set("draw", "off").expect("draw=off");
        options.set("first", "2").expect("first=2");
        assert!(!options.draw);
        assert_eq!(options.first, FirstPlayer::Player2);
        let before = options.clone();
        assert!(options.set("draw", "maybe").is_err());
        assert!(options.set("colour", "red").is_err());
        assert_eq!(options, before);
    }

    #[test]
    fn every_option_reads_back_what_was_set() {
        for spec in Options::specs() {
            for value in spec.values.split('|') {
                let mut options = Options::default();
                options.set(spec.key, value).expect("a listed value");
                assert_eq!(options.get(spec.key), Some(value), "{}", spec.key);
            }
        }
        let defaults = Options::default();
        assert_eq!((defaults.get("draw"), defaults.get("hand-counts")), (Some("on"), Some("off")));
        assert_eq!(defaults.get("colour"), None);
    }
}
