//! How the balance of a tile is measured: a set without it, and the
//! points each placement of it scores; and the edits the balance assistant
//! tries on a tile.
//!
//! A tile's edits, each of any size, the nearest values first: its power
//! to any value up to 5 away, or to any from 0 to [`USUAL_POWER`] (where a
//! power of 99 comes back in one edit); its copies to any number allowed;
//! a Modify ability's amount to any other allowed; the kinds an ability
//! affects, any other choice of Heroes, Personages and Dangers; an
//! Impetus's filter. Never its name or kind.

use parlour_core::games::unicorn_jelly::{
    self as uj, Ability, ActivateFilter, Kind, KindSet, MAX_MODIFY, TileDef, TileSet, UnicornJelly,
};

use crate::balance::{BalanceError, Balanced, Change};
use crate::designs::PrintableDesign;

/// One edit of a tile, holding the value it sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileEdit {
    /// Its power.
    Power(i8),
    /// How many copies the set holds.
    Copies(u8),
    /// Its `ability`th ability made this one (an amount, kinds or a filter).
    Ability {
        /// Which ability, from 0.
        index: usize,
        /// The ability after the edit.
        to: Ability,
    },
}

/// The highest power every edit may set, however far the tile's own
/// lies: Parlour's sets hold powers from 0 to 7, and a power above every
/// Danger's plays as one just above.
pub const USUAL_POWER: i8 = 10;

/// The values of `range` other than `value`, the nearest first (below
/// before above at the same distance).
fn nearest_first<T: Copy + Ord + Into<i32>>(value: T, range: impl Iterator<Item = T>) -> Vec<T> {
    let mut values: Vec<T> = range.filter(|&v| v != value).collect();
    values.sort_by_key(|&v| ((v.into() - value.into()).abs(), v.into() > value.into()));
    values
}

/// Every choice of the kinds with power but `kinds`.
fn other_kinds(kinds: KindSet) -> impl Iterator<Item = KindSet> {
    let powered = [Kind::Hero, Kind::Personage, Kind::Danger];
    (1..8u8)
        .map(move |bits| KindSet::of(&(0..3).filter(|b| bits & 1 << b != 0).map(|b| powered[b]).collect::<Vec<_>>()))
        .filter(move |&set| set != kinds)
}

/// The abilities an edit may make of `ability`.
fn ability_edits(ability: Ability) -> Vec<Ability> {
    match ability {
        Ability::Modify { kinds, amount } => nearest_first(amount, (-MAX_MODIFY..=MAX_MODIFY).filter(|&a| a != 0))
            .into_iter()
            .map(|amount| Ability::Modify { kinds, amount })
            .chain(other_kinds(kinds).map(|kinds| Ability::Modify { kinds, amount }))
            .collect(),
        Ability::Zero { kinds } => other_kinds(kinds).map(|kinds| Ability::Zero { kinds }).collect(),
        Ability::Revive { kinds } => other_kinds(kinds).map(|kinds| Ability::Revive { kinds }).collect(),
        Ability::Activate { filter } => {
            [ActivateFilter::Heroes, ActivateFilter::Dangers, ActivateFilter::AnyButImpetus]
                .into_iter()
                .filter(|&f| f != filter)
                .map(|filter| Ability::Activate { filter })
                .collect()
        }
        Ability::Cover => Vec::new(),
    }
}

impl Balanced for UnicornJelly {
    const ITEM: &'static str = "tile";

    type Design = TileDef;
    type Edit = TileEdit;

    fn design(options: &uj::Options, card: &str) -> Option<TileDef> {
        options.tile_set().tile(card).cloned()
    }

    fn with_design(options: &uj::Options, card: &str, design: &TileDef) -> uj::Options {
        let design = TileDef { name: card.to_owned(), ..design.clone() };
        uj::Options { set: Some(options.tile_set().with_item(&design)), ..options.clone() }
    }

    fn edits(design: &TileDef) -> Vec<TileEdit> {
        let mut edits = Vec::new();
        if let Some(power) = design.power {
            let near = |p: &i8| (i16::from(*p) - i16::from(power)).abs() <= 5 || *p <= USUAL_POWER;
            let powers = (uj::MIN_POWER..=uj::MAX_POWER).filter(near);
            edits.extend(nearest_first(power, powers).into_iter().map(TileEdit::Power));
        }
        edits.extend(nearest_first(design.count, 1..=uj::MAX_COUNT).into_iter().map(TileEdit::Copies));
        for (index, &ability) in design.abilities.iter().enumerate() {
            edits.extend(ability_edits(ability).into_iter().map(|to| TileEdit::Ability { index, to }));
        }
        edits.retain(|&edit| Self::edited(design, edit).is_some_and(|edited| edited != *design));
        edits
    }

    fn edited(design: &TileDef, edit: TileEdit) -> Option<TileDef> {
        let mut edited = design.clone();
        match edit {
            TileEdit::Power(power) => edited.power = Some(power),
            TileEdit::Copies(count) => edited.count = count,
            TileEdit::Ability { index, to } => *edited.abilities.get_mut(index)? = to,
        }
        edited.problems(0).is_empty().then_some(edited)
    }

    fn changes(before: &TileDef, after: &TileDef) -> Vec<Change> {
        let change = |field: &str, from: String, to: String| Change { field: field.to_owned(), from, to };
        let power = |p: Option<i8>| p.map_or_else(|| "none".to_owned(), |p| p.to_string());
        let mut changes = Vec::new();
        if before.power != after.power {
            changes.push(change("power", power(before.power), power(after.power)));
        }
        if before.count != after.count {
            changes.push(change("copies", before.count.to_string(), after.count.to_string()));
        }
        for (was, now) in before.abilities.iter().zip(&after.abilities).filter(|(was, now)| was != now) {
            changes.push(change("ability", format!("“{}”", was.describe()), format!("“{}”", now.describe())));
        }
        changes
    }

    fn fields(edit: TileEdit) -> u32 {
        match edit {
            TileEdit::Power(_) => 1,
            TileEdit::Copies(_) => 2,
            TileEdit::Ability { index, .. } => 4 << index.min(29),
        }
    }

    fn designs(options: &uj::Options) -> Result<Vec<String>, BalanceError> {
        Ok(options.tile_set().tiles.iter().map(|t| t.name.clone()).collect())
    }

    fn without(options: &uj::Options, card: &str) -> Result<(uj::Options, u8), BalanceError> {
        let set = options.tile_set();
        let Some(tile) = set.tiles.iter().position(|t| t.name == card) else {
            let set = format!("set \"{}\"", set.name);
            return Err(BalanceError::NoSuchTile { set, item: Self::ITEM, card: parlour_core::text::excerpt(card) });
        };
        let without = TileSet { tiles: set.tiles.iter().filter(|t| t.name != card).cloned().collect(), ..set.clone() };
        if let Some(problem) = without.problems().first() {
            return Err(BalanceError::TooSmall(card.to_owned(), problem.to_string()));
        }
        if without.tiles.is_empty() {
            return Err(BalanceError::TooSmall(card.to_owned(), "no tile is left".to_owned()));
        }
        Ok((uj::Options { set: Some(without), ..options.clone() }, tile as uj::TileId))
    }

    /// A placement scores the points of its own defeats (those before the
    /// next turn's draw or landmines).
    fn placement(action: &uj::Action, events: &[uj::Event]) -> Option<(u8, u32)> {
        let (uj::Action::Place { tile, .. } | uj::Action::Cover { tile, .. }) = *action else { return None };
        let mut points = 0;
        for event in events {
            match event {
                uj::Event::Defeated { .. } => points += 1,
                uj::Event::Drew { .. } | uj::Event::MineRevealed { .. } | uj::Event::MineLaid { .. } => break,
                _ => {}
            }
        }
        Some((tile, points))
    }
}
