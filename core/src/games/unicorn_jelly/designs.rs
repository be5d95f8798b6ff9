//! The designs in play, with what the rules read from each one worked out once.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::ability::{Ability, ActivateFilter};
use super::action::TileId;
use super::board::Shown;
use super::kind::{Kind, KindSet};
use super::tile::TileDef;

/// What the rules need to know of one design, at hand without a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Facts {
    /// Its kind.
    pub kind: Kind,
    /// Its printed power (0 for kinds without one).
    pub power: i8,
    /// The constant change it makes to bordering tiles, by kind.
    pub modify: [i8; 5],
    /// What it activates, for an Impetus.
    pub activate: Option<ActivateFilter>,
    /// The kinds it zeroes while active.
    pub zero: KindSet,
    /// The kinds it revives while active.
    pub revive: KindSet,
    /// Whether it may cover another tile.
    pub cover: bool,
}

impl Facts {
    /// What an empty square, a tile face down or a landmine shows the tiles
    /// bordering it: a Location that changes nothing, and so nothing to
    /// challenge and no change of power.
    const NOTHING: Facts = Facts {
        kind: Kind::Location,
        power: 0,
        modify: [0; 5],
        activate: None,
        zero: KindSet::EMPTY,
        revive: KindSet::EMPTY,
        cover: false,
    };

    fn of(def: &TileDef) -> Self {
        let mut facts = Facts { kind: def.kind, power: def.power.unwrap_or(0), ..Facts::NOTHING };
        for ability in &def.abilities {
            match *ability {
                Ability::Modify { kinds, amount } => {
                    for kind in kinds.iter() {
                        facts.modify[kind as usize] += amount;
                    }
                }
                Ability::Zero { kinds } => facts.zero = facts.zero.union(kinds),
                Ability::Revive { kinds } => facts.revive = facts.revive.union(kinds),
                Ability::Activate { filter } => facts.activate = facts.activate.or(Some(filter)),
                Ability::Cover => facts.cover = true,
            }
        }
        facts
    }
}

/// The set's designs, indexed by tile number. Files hold only the designs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<TileDef>", into = "Vec<TileDef>")]
pub(super) struct Designs {
    pub defs: Arc<[TileDef]>,
    /// [`Facts::NOTHING`], then each design's facts: indexed by what a square
    /// shows ([`Shown`]), which is the design plus one.
    facts: Arc<[Facts]>,
    /// Every tile of the set, in design order: the pile before it is shuffled.
    pub tiles: Arc<[TileId]>,
}

impl From<Vec<TileDef>> for Designs {
    fn from(defs: Vec<TileDef>) -> Self {
        let facts = std::iter::once(Facts::NOTHING).chain(defs.iter().map(Facts::of)).collect();
        let tiles = defs
            .iter()
            .enumerate()
            .flat_map(|(id, def)| std::iter::repeat_n(id as TileId, usize::from(def.count)))
            .collect();
        Self { defs: defs.into(), facts, tiles }
    }
}

impl Designs {
    /// The facts of design `tile`.
    pub fn of(&self, tile: TileId) -> &Facts {
        self.shown(tile + 1)
    }

    /// The facts of what a square shows the tiles bordering it.
    pub fn shown(&self, shown: Shown) -> &Facts {
        &self.facts[usize::from(shown)]
    }
}

impl From<Designs> for Vec<TileDef> {
    fn from(designs: Designs) -> Self {
        designs.defs.to_vec()
    }
}
