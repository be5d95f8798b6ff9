//! Rule options of Shrine, declared once: the two optional rules, the
//! alternate Fizzle, the number of players, who starts and the turn limit.

use serde::{Deserialize, Serialize};

use crate::options::{FirstPlayer, OptionKind, OptionSpec, always};

/// What becomes of the Balance card (the Joker).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BalanceRule {
    /// Played without it.
    #[default]
    #[serde(alias = "Off")]
    Off,
    /// In the deck; once played it leaves the game.
    #[serde(alias = "Once")]
    Once,
    /// In the deck; once played it is shuffled back in.
    #[serde(alias = "Reshuffle")]
    Reshuffle,
}

/// How a Shrine is healed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Healing {
    /// A pair of the top card's value, one at least of its colour.
    #[default]
    #[serde(alias = "Pairs")]
    Pairs,
    /// Like an attack, but cards of the top card's own colour.
    #[serde(alias = "Alternate")]
    Alternate,
}

/// What a Fizzle costs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FizzleRule {
    /// The whole hand (of at least three cards).
    #[default]
    #[serde(alias = "Hand")]
    Hand,
    /// Three cards of the player's choosing.
    #[serde(alias = "Three")]
    Three,
}

/// The options; the defaults are the rules as Parlour reads them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// How many play, 2 to 4.
    pub players: u8,
    /// Who takes the first turn.
    pub first: FirstPlayer,
    /// The Balance card.
    pub balance: BalanceRule,
    /// How Shrines are healed.
    pub healing: Healing,
    /// What a Fizzle costs.
    pub fizzle: FizzleRule,
    /// *Interpretation* (the rules have no draw): the game is drawn after
    /// this many turns in all.
    pub turn_limit: u16,
}

/// The turn limit unless another is chosen.
pub const DEFAULT_TURN_LIMIT: u16 = 300;

impl Default for Options {
    fn default() -> Self {
        Self {
            players: 2,
            first: FirstPlayer::Random,
            balance: BalanceRule::Off,
            healing: Healing::Pairs,
            fizzle: FizzleRule::Hand,
            turn_limit: DEFAULT_TURN_LIMIT,
        }
    }
}

const SPECS: &[OptionSpec<Options>] = &[
    OptionSpec {
        key: "players",
        label: "Players",
        help: "How many play: two to four, each with a Shrine.",
        kind: OptionKind::Players { min: 2, max: 4, get: |o| o.players, set: |o, n| o.players = n },
        applies: always,
    },
    OptionSpec {
        key: "first",
        label: "Who starts",
        help: "Who takes the first turn.",
        kind: OptionKind::First { most: 4, get: |o| o.first, set: |o, first| o.first = first },
        applies: always,
    },
    OptionSpec {
        key: "balance",
        label: "The Balance card",
        help: "Play with the Joker as the Balance card, which evens everyone out with whoever turns it up: \
               once, or shuffled back in each time.",
        kind: OptionKind::Words {
            values: &[("off", "Left out"), ("once", "Once, then out of the game"), ("reshuffle", "Shuffled back in")],
            get: |o| match o.balance {
                BalanceRule::Off => "off",
                BalanceRule::Once => "once",
                BalanceRule::Reshuffle => "reshuffle",
            },
            set: |o, v| {
                o.balance = match v {
                    "once" => BalanceRule::Once,
                    "reshuffle" => BalanceRule::Reshuffle,
                    _ => BalanceRule::Off,
                }
            },
        },
        applies: always,
    },
    OptionSpec {
        key: "healing",
        label: "Healing",
        help: "Heal with a pair matching the top card, or like an attack with cards of its own colour.",
        kind: OptionKind::Words {
            values: &[("pairs", "A pair"), ("alternate", "Like an attack, same colour")],
            get: |o| match o.healing {
                Healing::Pairs => "pairs",
                Healing::Alternate => "alternate",
            },
            set: |o, v| o.healing = if v == "alternate" { Healing::Alternate } else { Healing::Pairs },
        },
        applies: always,
    },
    OptionSpec {
        key: "fizzle",
        label: "Fizzle costs",
        help: "A Fizzle (and its counter) discards the whole hand, or just three cards.",
        kind: OptionKind::Words {
            values: &[("hand", "The whole hand"), ("three", "Three cards")],
            get: |o| match o.fizzle {
                FizzleRule::Hand => "hand",
                FizzleRule::Three => "three",
            },
            set: |o, v| o.fizzle = if v == "three" { FizzleRule::Three } else { FizzleRule::Hand },
        },
        applies: always,
    },
    OptionSpec {
        key: "turn-limit",
        label: "Turn limit",
        help: "The game is drawn after this many turns in all.",
        kind: OptionKind::Number {
            min: 50,
            max: 2000,
            get: |o| u32::from(o.turn_limit),
            set: |o, n| o.turn_limit = n as u16,
        },
        applies: always,
    },
];

crate::options::options_with_players!(Options, SPECS);
