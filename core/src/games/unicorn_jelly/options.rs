//! Rule options of Unicorn Jelly: the variants, the first player, the tile set.

use serde::{Deserialize, Serialize};

use super::set::TileSet;
use crate::options::{FirstPlayer, GameOptions, OptionKind, OptionSpec, always};

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

/// The variants the rules name, each a combination of switches:
/// `(solitaire, landmine, cascade, jumping)`; Ultimate keeps Landmine as it is.
fn variant_switches(options: &Options, variant: &str) -> (bool, bool, bool, bool) {
    match variant {
        "solitaire" => (true, false, false, false),
        "landmine" => (false, true, false, false),
        "cascade" => (false, false, true, false),
        "jumping" => (false, false, false, true),
        "ultimate" => (false, options.landmine, true, true),
        _ => (false, false, false, false),
    }
}

const SPECS: &[OptionSpec<Options>] = &[
    OptionSpec {
        key: "variant",
        label: "Variant",
        help: "The rules' variants: Solitaire alone, Landmine Jelly, Cascade Jelly, Jumping Jelly, \
               or Ultimate Jelly (Cascade and Jumping together).",
        kind: OptionKind::Words {
            values: &[
                ("basic", "Basic"),
                ("solitaire", "Solitaire"),
                ("landmine", "Landmine Jelly"),
                ("cascade", "Cascade Jelly"),
                ("jumping", "Jumping Jelly"),
                ("ultimate", "Ultimate Jelly"),
            ],
            get: |o| match o.variant() {
                "custom" => "basic",
                named => named,
            },
            set: |o, v| (o.solitaire, o.landmine, o.cascade, o.jumping) = variant_switches(o, v),
        },
        applies: always,
    },
    OptionSpec {
        key: "landmine",
        label: "Landmines too",
        help: "Landmine Jelly on top of Ultimate Jelly: every third tile placed, a hidden tile is laid as well.",
        kind: OptionKind::Switch { get: |o| o.landmine, set: |o, on| o.landmine = on },
        applies: |o| {
            if o.cascade && o.jumping {
                Ok(())
            } else {
                Err("only with Ultimate Jelly: for Landmine Jelly alone, choose it as the variant")
            }
        },
    },
    OptionSpec {
        key: "first",
        label: "Who starts",
        help: "Who lays the seed tile.",
        kind: OptionKind::First { most: 2, get: |o| o.first, set: |o, first| o.first = first },
        applies: |o| if o.solitaire { Err("Solitaire has one player") } else { Ok(()) },
    },
];

impl GameOptions for Options {
    fn specs() -> &'static [OptionSpec<Self>] {
        SPECS
    }

    fn seat_count(&self) -> usize {
        if self.solitaire { 1 } else { 2 }
    }

    fn takebacks_refused(&self) -> Option<&'static str> {
        Some("every play draws a tile")
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
