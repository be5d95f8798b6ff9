//! Rule options, declared once per game: each option's key, the values it
//! takes, a readable label, a help sentence and, where it matters, when it
//! applies. `set` and `get`, the `--option` help, the check of a saved
//! game's options and the new-game dialog all read these declarations.
//! Kinds of option several games share (on/off, who starts) are here.

use serde::{Deserialize, Serialize};

use crate::error::OptionError;

/// Who makes the first move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// Decided by the game's seeded chance.
    #[default]
    Random,
    /// Player 1.
    Player1,
    /// Player 2.
    Player2,
    /// Player 3.
    Player3,
    /// Player 4.
    Player4,
    /// Player 5.
    Player5,
    /// Player 6.
    Player6,
}

impl FirstPlayer {
    const SEATS: [FirstPlayer; 6] = [
        FirstPlayer::Player1,
        FirstPlayer::Player2,
        FirstPlayer::Player3,
        FirstPlayer::Player4,
        FirstPlayer::Player5,
        FirstPlayer::Player6,
    ];

    /// The seat that starts, `None` for a seeded choice.
    pub fn seat(self) -> Option<crate::seat::Seat> {
        Self::SEATS.iter().position(|&s| s == self).map(crate::seat::Seat::new)
    }

    /// The first player in seat `index` (from 0), if a game can have it.
    pub fn of_seat(index: usize) -> Option<Self> {
        Self::SEATS.get(index).copied()
    }
}

/// The values an option takes, and how it reads and writes them.
pub enum OptionKind<O: 'static> {
    /// `on` or `off` (also `true|false`, `yes|no`).
    Switch {
        /// The value in the options.
        get: fn(&O) -> bool,
        /// Sets it.
        set: fn(&mut O, bool),
    },
    /// One of a list of words, each with a label for people.
    Words {
        /// `(value, label)` for each value, the value as written after `KEY=`.
        values: &'static [(&'static str, &'static str)],
        /// The value in the options.
        get: fn(&O) -> &'static str,
        /// Sets it (one of `values`).
        set: fn(&mut O, &'static str),
    },
    /// A whole number in a range.
    Number {
        /// The least value.
        min: u32,
        /// The most.
        max: u32,
        /// The value in the options.
        get: fn(&O) -> u32,
        /// Sets it.
        set: fn(&mut O, u32),
    },
    /// How many play: a number from `min` to `max`.
    Players {
        /// The fewest.
        min: u8,
        /// The most.
        max: u8,
        /// The value in the options.
        get: fn(&O) -> u8,
        /// Sets it.
        set: fn(&mut O, u8),
    },
    /// Who starts: `random`, or a player from 1 to `most` (and never beyond
    /// the players at the table: see [`GameOptions::check`]).
    First {
        /// The most players the game has.
        most: u8,
        /// The value in the options.
        get: fn(&O) -> FirstPlayer,
        /// Sets it.
        set: fn(&mut O, FirstPlayer),
    },
}

/// One rule option as players, files and the command line see it.
pub struct OptionSpec<O: 'static> {
    /// The key, as in `--option KEY=VALUE`.
    pub key: &'static str,
    /// A readable label, for the new-game dialog: "Variant", "Who starts".
    pub label: &'static str,
    /// What the option changes, in a sentence.
    pub help: &'static str,
    /// The values it takes.
    pub kind: OptionKind<O>,
    /// When it applies: `Err(reason)` when the rest of the options make it
    /// meaningless (the dialog disables it and says why).
    pub applies: fn(&O) -> Result<(), &'static str>,
}

/// For options that always apply.
pub fn always<O>(_: &O) -> Result<(), &'static str> {
    Ok(())
}

impl<O: 'static> OptionSpec<O> {
    /// The values it takes, as `--option` help writes them: `on|off`,
    /// `basic|solitaire|…`, `20..2000`, `random|1|2`.
    pub fn values(&self) -> String {
        match &self.kind {
            OptionKind::Switch { .. } => "on|off".to_owned(),
            OptionKind::Words { values, .. } => values.iter().map(|(v, _)| *v).collect::<Vec<_>>().join("|"),
            OptionKind::Number { min, max, .. } => format!("{min}..{max}"),
            OptionKind::Players { min, max, .. } => (*min..=*max).map(|n| n.to_string()).collect::<Vec<_>>().join("|"),
            OptionKind::First { most, .. } => std::iter::once("random".to_owned())
                .chain((1..=*most).map(|n| n.to_string()))
                .collect::<Vec<_>>()
                .join("|"),
        }
    }

    /// The values with their labels, for a list to choose from (empty for a number).
    pub fn choices(&self) -> Vec<(String, String)> {
        match &self.kind {
            OptionKind::Switch { .. } => vec![("on".into(), "On".into()), ("off".into(), "Off".into())],
            OptionKind::Words { values, .. } => {
                values.iter().map(|(v, l)| ((*v).to_owned(), (*l).to_owned())).collect()
            }
            OptionKind::Number { .. } => Vec::new(),
            OptionKind::Players { min, max, .. } => (*min..=*max).map(|n| (n.to_string(), n.to_string())).collect(),
            OptionKind::First { most, .. } => std::iter::once(("random".to_owned(), "Chosen at random".to_owned()))
                .chain((1..=*most).map(|n| (n.to_string(), format!("Player {n}"))))
                .collect(),
        }
    }

    /// The value in `options`, as text.
    pub fn get(&self, options: &O) -> String {
        match &self.kind {
            OptionKind::Switch { get, .. } => if get(options) { "on" } else { "off" }.to_owned(),
            OptionKind::Words { get, .. } => get(options).to_owned(),
            OptionKind::Number { get, .. } => get(options).to_string(),
            OptionKind::Players { get, .. } => get(options).to_string(),
            OptionKind::First { get, .. } => match get(options).seat() {
                Some(seat) => (seat.index() + 1).to_string(),
                None => "random".to_owned(),
            },
        }
    }

    /// Whether `options` hold a value this option takes, told without
    /// writing it out.
    fn holds_valid(&self, options: &O) -> bool {
        match &self.kind {
            OptionKind::Switch { .. } => true,
            OptionKind::Words { values, get, .. } => values.iter().any(|(v, _)| *v == get(options)),
            OptionKind::Number { min, max, get, .. } => (*min..=*max).contains(&get(options)),
            OptionKind::Players { min, max, get, .. } => (*min..=*max).contains(&get(options)),
            OptionKind::First { most, get, .. } => {
                get(options).seat().is_none_or(|seat| seat.index() < usize::from(*most))
            }
        }
    }

    /// Sets the value from text; on error nothing changes.
    pub fn set(&self, options: &mut O, value: &str) -> Result<(), OptionError> {
        let bad = |expected: String| OptionError::BadValue {
            key: self.key.to_owned(),
            value: crate::text::excerpt(value),
            expected,
        };
        match &self.kind {
            OptionKind::Switch { set, .. } => match value {
                "on" | "true" | "yes" => set(options, true),
                "off" | "false" | "no" => set(options, false),
                _ => return Err(bad("on or off".to_owned())),
            },
            OptionKind::Words { values, set, .. } => {
                let word = values.iter().find(|(v, _)| *v == value).ok_or_else(|| bad(words(values)))?;
                set(options, word.0);
            }
            OptionKind::Number { min, max, set, .. } => {
                let n = value.trim().parse::<u32>().ok().filter(|n| (*min..=*max).contains(n));
                set(options, n.ok_or_else(|| bad(format!("a number from {min} to {max}")))?);
            }
            OptionKind::Players { min, max, set, .. } => {
                let n = value.trim().parse::<u8>().ok().filter(|n| (*min..=*max).contains(n));
                set(options, n.ok_or_else(|| bad(format!("{min} to {max} players")))?);
            }
            OptionKind::First { most, set, .. } => {
                let first = match value {
                    "random" => Some(FirstPlayer::Random),
                    n => n
                        .parse::<usize>()
                        .ok()
                        .filter(|n| (1..=usize::from(*most)).contains(n))
                        .and_then(|n| FirstPlayer::of_seat(n - 1)),
                };
                set(options, first.ok_or_else(|| bad(format!("random or a player from 1 to {most}")))?);
            }
        }
        Ok(())
    }
}

/// `a, b or c`.
fn words(values: &[(&str, &str)]) -> String {
    let names: Vec<&str> = values.iter().map(|(v, _)| *v).collect();
    match names.split_last() {
        Some((final_name, others)) if !others.is_empty() => format!("{} or {final_name}", others.join(", ")),
        _ => names.join(""),
    }
}

/// A game's rule options: plain data with defaults, each option declared
/// once in [`GameOptions::specs`].
pub trait GameOptions:
    Clone + Default + std::fmt::Debug + PartialEq + Serialize + serde::de::DeserializeOwned + Send + Sync + 'static
{
    /// Every option this game has.
    fn specs() -> &'static [OptionSpec<Self>];

    /// Sets option `key` from its text `value`; on error nothing changes.
    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let spec = Self::specs().iter().find(|s| s.key == key).ok_or_else(|| OptionError::UnknownKey {
            key: crate::text::excerpt(key),
            known: Self::specs().iter().map(|s| s.key).collect::<Vec<_>>().join(", "),
        })?;
        spec.set(self, value)
    }

    /// The value of option `key` as text, if the key exists.
    fn get(&self, key: &str) -> Option<String> {
        Self::specs().iter().find(|s| s.key == key).map(|spec| spec.get(self))
    }

    /// Checks that every option holds a value its declaration accepts (a
    /// saved game or scenario may say anything), and that a player named
    /// to start is one of those at the table. Every way into a game (the
    /// command line, the new-game dialog, a scenario, a saved game) checks
    /// through here, by [`crate::game::check_options`].
    fn check(&self) -> Result<(), OptionError> {
        for spec in Self::specs() {
            // Read back through the declaration only when the value is not
            // plainly one it takes: a new game is checked, and games are
            // dealt by the million in playouts.
            if !spec.holds_valid(self) {
                spec.set(&mut self.clone(), &spec.get(self))?;
            }
            if let OptionKind::First { get, .. } = spec.kind
                && let Some(seat) = get(self).seat()
                && seat.index() >= self.seat_count()
            {
                return Err(OptionError::BadValue {
                    key: spec.key.to_owned(),
                    value: (seat.index() + 1).to_string(),
                    expected: format!("random or a player from 1 to {}, the players at the table", self.seat_count()),
                });
            }
        }
        Ok(())
    }

    /// How many seats these options call for.
    fn seat_count(&self) -> usize;

    /// Why no move of a game played with these options could ever be
    /// taken back against the bots, in words, if none could: every play
    /// draws a card or tile, which shows the player something they could
    /// not see before. `None`, by default, where some plays can be.
    fn takebacks_refused(&self) -> Option<&'static str> {
        None
    }

    /// Plays with `seats` seats, for games that can be played by different
    /// numbers of players; on error nothing changes.
    fn set_seat_count(&mut self, seats: usize) -> Result<(), OptionError> {
        if seats == self.seat_count() {
            Ok(())
        } else {
            Err(OptionError::BadValue {
                key: "players".to_owned(),
                value: seats.to_string(),
                expected: format!("{} (this game's number of players)", self.seat_count()),
            })
        }
    }
}

/// Implements [`GameOptions`] for the options of a game for a varying
/// number of players: `$specs` declares them, the `players` field counts
/// the seats and the `players` option sets it.
macro_rules! options_with_players {
    ($options:ty, $specs:expr) => {
        impl $crate::options::GameOptions for $options {
            fn specs() -> &'static [$crate::options::OptionSpec<Self>] {
                $specs
            }

            fn seat_count(&self) -> usize {
                usize::from(self.players)
            }

            fn set_seat_count(&mut self, seats: usize) -> Result<(), $crate::error::OptionError> {
                self.set("players", &seats.to_string())
            }
        }
    };
}
pub(crate) use options_with_players;
