//! Rule options of The You Are Here Game.

use serde::{Deserialize, Serialize};

use super::card::Card;
use crate::options::{FirstPlayer, GameOptions, OptionKind, OptionSpec, always};

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
    /// Each player's deck (two lists), or `None` for the starter deck for
    /// both (the first Parlour wrote the two as a tuple).
    #[serde(deserialize_with = "crate::format::optional_list_or_tuple")]
    pub decks: Option<Vec<Vec<Card>>>,
}

impl Default for Options {
    fn default() -> Self {
        Self { first: FirstPlayer::Random, draw: true, hand_counts: false, open_hands: false, decks: None }
    }
}

const SPECS: &[OptionSpec<Options>] = &[
    OptionSpec {
        key: "first",
        label: "Who starts",
        help: "Who places the first card (at random, as rock-paper-scissors would decide).",
        kind: OptionKind::First { most: 2, get: |o| o.first, set: |o, first| o.first = first },
        applies: always,
    },
    OptionSpec {
        key: "draw",
        label: "Draw after each play",
        help: "Draw a card after each play, keeping five in hand while the deck lasts. A play that draws \
               cannot be taken back (Undo, Takebacks): the card drawn has been seen.",
        kind: OptionKind::Switch { get: |o| o.draw, set: |o, on| o.draw = on },
        applies: always,
    },
    OptionSpec {
        key: "hand-counts",
        label: "Hands count at the end",
        help: "Cards left in hand count toward the final score.",
        kind: OptionKind::Switch { get: |o| o.hand_counts, set: |o, on| o.hand_counts = on },
        applies: always,
    },
    OptionSpec {
        key: "open-hands",
        label: "Open hands",
        help: "Both hands are played face up.",
        kind: OptionKind::Switch { get: |o| o.open_hands, set: |o, on| o.open_hands = on },
        applies: always,
    },
];

impl GameOptions for Options {
    fn specs() -> &'static [OptionSpec<Self>] {
        SPECS
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn takebacks_refused(&self) -> Option<&'static str> {
        self.draw.then_some("every play draws a card (untick Draw after each play to take moves back)")
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
    fn decks_written_as_a_pair_by_the_first_parlour_read() {
        let card = "(name: \"Probe\", suit: Diamonds, edges: (top: 5, right: 5, bottom: 5, left: 5))";
        for decks in [format!("Some(([{card}], [{card}, {card}]))"), format!("[[{card}], [{card}, {card}]]")] {
            let options: Options = crate::ron_text::from_str(&format!("(draw: false, decks: {decks})")).expect("reads");
            let sizes: Option<Vec<usize>> = options.decks.map(|decks| decks.iter().map(Vec::len).collect());
            assert_eq!(sizes, Some(vec![1, 2]), "{decks}");
        }
        let none: Options = crate::ron_text::from_str("(decks: None)").expect("reads");
        assert_eq!(none.decks, None);
    }
}
