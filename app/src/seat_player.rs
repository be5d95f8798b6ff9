//! Who sits in a seat: a person at this computer or a bot of a level; how
//! saved games and the command line write it.

use std::fmt;

use parlour_core::bots::{BotSpec, Level};
use serde::{Deserialize, Serialize};

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatPlayer {
    /// A person at this computer.
    Human,
    /// A bot of this level.
    Bot(Level),
    /// A bot of no level — random, greedy, a search of so many iterations —
    /// as self-play records name the seats they filled (never offered for
    /// a new game); written as its command-line name, `Program("random")`.
    Program(#[serde(with = "spec_name")] BotSpec),
}

/// A [`BotSpec`] written as its command-line name.
mod spec_name {
    use parlour_core::bots::BotSpec;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes `spec`'s name.
    #[allow(clippy::trivially_copy_pass_by_ref, reason = "serde's `with` hands over a reference")]
    pub fn serialize<S: Serializer>(spec: &BotSpec, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(spec)
    }

    /// Reads a name back.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<BotSpec, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

impl SeatPlayer {
    /// The choices the new-game dialog offers.
    pub const ALL: [SeatPlayer; 5] = [
        SeatPlayer::Human,
        SeatPlayer::Bot(Level::Easy),
        SeatPlayer::Bot(Level::Medium),
        SeatPlayer::Bot(Level::Hard),
        SeatPlayer::Bot(Level::Expert),
    ];

    /// The bot that plays this seat, if any.
    pub fn bot(self) -> Option<BotSpec> {
        match self {
            SeatPlayer::Human => None,
            SeatPlayer::Bot(level) => Some(BotSpec::Level(level)),
            SeatPlayer::Program(spec) => Some(spec),
        }
    }

    /// As written in saved games: `human`, `easy`, `medium`, `hard`, `expert`, or a
    /// bot of no level (`random`, `greedy`, `mcts:4000`).
    pub fn code(self) -> String {
        self.bot().map_or_else(|| "human".to_owned(), |b| b.to_string())
    }

    /// Reads [`SeatPlayer::code`] back.
    pub fn from_code(code: &str) -> Option<Self> {
        match code {
            "human" => Some(SeatPlayer::Human),
            other => match other.parse::<BotSpec>() {
                Ok(BotSpec::Level(level)) => Some(SeatPlayer::Bot(level)),
                Ok(spec) => Some(SeatPlayer::Program(spec)),
                Err(_) => None,
            },
        }
    }
}

impl fmt::Display for SeatPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatPlayer::Human => f.write_str("Human"),
            SeatPlayer::Bot(Level::Easy) => f.write_str("Bot: easy"),
            SeatPlayer::Bot(Level::Medium) => f.write_str("Bot: medium"),
            SeatPlayer::Bot(Level::Hard) => f.write_str("Bot: hard"),
            SeatPlayer::Bot(Level::Expert) => f.write_str("Bot: expert"),
            SeatPlayer::Program(spec) => write!(f, "Bot: {spec}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_codes_read_back() {
        for seat in SeatPlayer::ALL {
            assert_eq!(SeatPlayer::from_code(&seat.code()), Some(seat));
        }
        assert_eq!(SeatPlayer::from_code("wizard"), None);
        for code in ["random", "greedy", "mcts:4000"] {
            let seat = SeatPlayer::from_code(code).expect("a bot of no level");
            assert_eq!((seat.code(), seat.to_string()), (code.to_owned(), format!("Bot: {code}")));
            let written = ron::to_string(&seat).expect("written");
            assert_eq!(ron::from_str::<SeatPlayer>(&written).expect("read back"), seat, "{written}");
        }
    }
}
