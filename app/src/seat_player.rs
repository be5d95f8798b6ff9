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
}

impl SeatPlayer {
    /// The choices the new-game dialog offers.
    pub const ALL: [SeatPlayer; 4] =
        [SeatPlayer::Human, SeatPlayer::Bot(Level::Easy), SeatPlayer::Bot(Level::Medium), SeatPlayer::Bot(Level::Hard)];

    /// The bot that plays this seat, if any.
    pub fn bot(self) -> Option<BotSpec> {
        match self {
            SeatPlayer::Human => None,
            SeatPlayer::Bot(level) => Some(BotSpec::Level(level)),
        }
    }

    /// As written in saved games: `human`, `easy`, `medium` or `hard`.
    pub fn code(self) -> String {
        self.bot().map_or_else(|| "human".to_owned(), |b| b.to_string())
    }

    /// Reads [`SeatPlayer::code`] back.
    pub fn from_code(code: &str) -> Option<Self> {
        match code {
            "human" => Some(SeatPlayer::Human),
            other => match other.parse::<BotSpec>() {
                Ok(BotSpec::Level(level)) => Some(SeatPlayer::Bot(level)),
                _ => None,
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
    }
}
