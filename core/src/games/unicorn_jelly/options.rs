//! Rule options of Unicorn Jelly: the variants, the first player, the tile set.

use serde::{Deserialize, Serialize};

use super::set::TileSet;
use crate::design::{Design, WrongDesign};
use crate::error::OptionError;
use crate::game::{GameOptions, OptionSpec, parse_switch};

/// Who lays the seed tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// A seeded coin flip.
    #[default]
    Random,
    /// Player 1.
    Player1,
    /// Player 2.
    Player2,
}

/// The options; each variant of the rules is a switch, and `variant=` sets
/// the rules' named combinations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[allow(clippy::struct_excessive_bools, reason = "each variant is a switch that combines with the others")]
pub struct Options {
    /// Solitaire: one player, the score is the result.
    pub solitaire: bool,
    /// Landmine Jelly: every third tile a player places, they also lay a hidden tile.
    pub landmine: bool,
    /// Cascade Jelly: an Impetus also activates bordering Impetus tiles.
    pub cascade: bool,
    /// Jumping Jelly: instead of placing, a player may move a placed tile.
    pub jumping: bool,
    /// Who lays the seed tile (two players).
    pub first: FirstPlayer,
    /// The tile set; `None` is the default set.
    pub set: Option<TileSet>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            solitaire: false,
            landmine: false,
            cascade: false,
            jumping: false,
            first: FirstPlayer::Random,
            set: None,
        }
    }
}

impl Options {
    /// The tile set in play.
    pub fn tile_set(&self) -> &TileSet {
        self.set.as_ref().unwrap_or_else(|| TileSet::default_set())
    }

    /// The variant's name: `basic`, `solitaire`, `landmine`, `cascade`,
    /// `jumping`, `ultimate`, or `custom` for another combination.
    pub fn variant(&self) -> &'static str {
        match (self.solitaire, self.landmine, self.cascade, self.jumping) {
            (false, false, false, false) => "basic",
            (true, false, false, false) => "solitaire",
            (false, true, false, false) => "landmine",
            (false, false, true, false) => "cascade",
            (false, false, false, true) => "jumping",
            (false, _, true, true) => "ultimate",
            _ => "custom",
        }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "variant",
        values: "basic|solitaire|landmine|cascade|jumping|ultimate",
        help: "the rules' variants (ultimate is cascade and jumping together)",
    },
    OptionSpec { key: "landmine", values: "off|on", help: "Landmine Jelly, also on top of another variant" },
    OptionSpec { key: "first", values: "random|1|2", help: "who lays the seed tile" },
];

impl GameOptions for Options {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let bad = |expected| OptionError::BadValue { key: key.to_owned(), value: value.to_owned(), expected };
        match key {
            "variant" => {
                let (solitaire, landmine, cascade, jumping) = match value {
                    "basic" => (false, false, false, false),
                    "solitaire" => (true, false, false, false),
                    "landmine" => (false, true, false, false),
                    "cascade" => (false, false, true, false),
                    "jumping" => (false, false, false, true),
                    "ultimate" => (false, self.landmine, true, true),
                    _ => return Err(bad("basic, solitaire, landmine, cascade, jumping or ultimate")),
                };
                (self.solitaire, self.landmine, self.cascade, self.jumping) = (solitaire, landmine, cascade, jumping);
            }
            "landmine" => self.landmine = parse_switch(key, value)?,
            "first" => {
                self.first = match value {
                    "random" => FirstPlayer::Random,
                    "1" => FirstPlayer::Player1,
                    "2" => FirstPlayer::Player2,
                    _ => return Err(bad("random, 1 or 2")),
                }
            }
            _ => {
                let known = SPECS.iter().map(|s| s.key).collect::<Vec<_>>().join(", ");
                return Err(OptionError::UnknownKey { key: key.to_owned(), known });
            }
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<&'static str> {
        match key {
            "variant" => Some(match self.variant() {
                "custom" => "basic",
                named => named,
            }),
            "landmine" => Some(if self.landmine { "on" } else { "off" }),
            "first" => Some(match self.first {
                FirstPlayer::Random => "random",
                FirstPlayer::Player1 => "1",
                FirstPlayer::Player2 => "2",
            }),
            _ => None,
        }
    }

    fn seat_count(&self) -> usize {
        if self.solitaire { 1 } else { 2 }
    }

    fn use_design(&mut self, design: &Design, game: &'static str) -> Result<(), WrongDesign> {
        match design {
            Design::TileSet(set) => {
                self.set = Some(set.clone());
                Ok(())
            }
            other @ Design::Collection(_) => Err(WrongDesign { game, design: other.noun() }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_are_named_combinations_of_switches() {
        let mut options = Options::default();
        for variant in ["solitaire", "landmine", "cascade", "jumping", "ultimate", "basic"] {
            options.set("variant", variant).expect("a variant");
            assert_eq!(options.variant(), variant);
        }
        options.set("landmine", "on").expect("landmine");
        options.set("variant", "ultimate").expect("ultimate");
        assert!(options.landmine && options.cascade && options.jumping, "ultimate keeps Landmine when asked");
        assert_eq!(options.seat_count(), 2);
        assert!(options.set("variant", "chaos").is_err());
    }
}
