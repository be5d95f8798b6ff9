//! The designs in play, with what the rules read from each one worked out once.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::ability::{Ability, ActivateFilter};
use super::action::TileId;
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
    fn of(def: &TileDef) -> Self {
        let mut facts = Facts {
            kind: def.kind,
            power: def.power.unwrap_or(0),
            modify: [0; 5],
            activate: None,
            zero: KindSet::EMPTY,
            revive: KindSet::EMPTY,
            cover: false,
        };
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
    pub facts: Arc<[Facts]>,
    /// Every tile of the set, in design order: the pile before it is shuffled.
    pub tiles: Arc<[TileId]>,
}

impl From<Vec<TileDef>> for Designs {
    fn from(defs: Vec<TileDef>) -> Self {
        let facts = defs.iter().map(Facts::of).collect();
        let tiles = defs.iter().enumerate().flat_map(|(id, def)| std::iter::repeat_n(id as TileId, usize::from(def.count))).collect();
        Self { defs: defs.into(), facts, tiles }
    }
}

impl From<Designs> for Vec<TileDef> {
    fn from(designs: Designs) -> Self {
        designs.defs.to_vec()
    }
}
