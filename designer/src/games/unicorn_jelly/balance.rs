//! How the balance of a tile is measured — the points each placement of
//! it scores — and the ways the balance assistant may change a tile.
//!
//! A tile's ladders, in the order the assistant tries them: its power down
//! to 0 and up to 99 (the first step within the powers the set's other
//! tiles of its kind use tried first); its copies down to one and up to
//! nine; each ability's amount down and up, and the other choices of the
//! kinds it affects (any choice of Heroes, Personages and Dangers) or of
//! an Impetus's filter. Never its name or kind.

use parlour_core::games::unicorn_jelly::{
    self as uj, Ability, ActivateFilter, Kind, KindSet, MAX_COUNT, MAX_MODIFY, MAX_POWER, MIN_POWER, TileDef,
    UnicornJelly,
};

use parlour_core::Seat;

use crate::balance::{BalanceError, Balanced, Change, Ladder};
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

/// Every choice of the kinds with power but `kinds`.
fn other_kinds(kinds: KindSet) -> impl Iterator<Item = KindSet> {
    let powered = [Kind::Hero, Kind::Personage, Kind::Danger];
    (1..8u8)
        .map(move |bits| KindSet::of(&(0..3).filter(|b| bits & 1 << b != 0).map(|b| powered[b]).collect::<Vec<_>>()))
        .filter(move |&set| set != kinds)
}

/// The ladders of the ability at `index`: its amount down and up (never
/// 0), and its other choices.
fn ability_ladders(index: usize, ability: Ability) -> Vec<Ladder<TileEdit>> {
    let field = 4 << index.min(29);
    let edit = |to: Ability| TileEdit::Ability { index, to };
    let kinds = |make: fn(KindSet) -> Ability, kinds: KindSet| {
        Ladder::choices(field, other_kinds(kinds).map(|k| edit(make(k))).collect())
    };
    match ability {
        Ability::Modify { kinds: of, amount } => {
            let modify = |amount: i8| edit(Ability::Modify { kinds: of, amount });
            let down = (-MAX_MODIFY..amount).rev().filter(|&a| a != 0).map(modify).collect();
            let up = (amount + 1..=MAX_MODIFY).filter(|&a| a != 0).map(modify).collect();
            let others =
                Ladder::choices(field, other_kinds(of).map(|kinds| edit(Ability::Modify { kinds, amount })).collect());
            vec![Ladder::ordered(field, down, None), Ladder::ordered(field, up, None), others]
        }
        Ability::Zero { kinds: of } => vec![kinds(|kinds| Ability::Zero { kinds }, of)],
        Ability::Revive { kinds: of } => vec![kinds(|kinds| Ability::Revive { kinds }, of)],
        Ability::Activate { filter } => {
            let others = [ActivateFilter::Heroes, ActivateFilter::Dangers, ActivateFilter::AnyButImpetus]
                .into_iter()
                .filter(|&f| f != filter)
                .map(|filter| edit(Ability::Activate { filter }));
            vec![Ladder::choices(field, others.collect())]
        }
        Ability::Cover => Vec::new(),
    }
}

/// The power ladders of a tile of `power`, down to the least and up to
/// the most, each with the first step among `usual` (the powers the set's
/// other tiles of its kind use) marked.
fn power_ladders(power: i8, usual: &[i8]) -> [Ladder<TileEdit>; 2] {
    let (low, high) = (usual.iter().min().copied(), usual.iter().max().copied());
    let down: Vec<i8> = (MIN_POWER..power).rev().collect();
    let up: Vec<i8> = (power.saturating_add(1)..=MAX_POWER).collect();
    let first_down = high.and_then(|h| down.iter().position(|&p| p <= h));
    let first_up = low.and_then(|l| up.iter().position(|&p| p >= l));
    [
        Ladder::ordered(1, down.into_iter().map(TileEdit::Power).collect(), first_down),
        Ladder::ordered(1, up.into_iter().map(TileEdit::Power).collect(), first_up),
    ]
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

    fn ladders(options: &uj::Options, design: &TileDef) -> Vec<Ladder<TileEdit>> {
        let mut ladders = Vec::new();
        if let Some(power) = design.power {
            let set = options.tile_set();
            let kin = set.tiles.iter().filter(|t| t.kind == design.kind && t.name != design.name);
            let usual: Vec<i8> = kin.filter_map(|t| t.power).collect();
            ladders.extend(power_ladders(power, &usual));
        }
        let copies = |range: Vec<u8>| Ladder::ordered(2, range.into_iter().map(TileEdit::Copies).collect(), None);
        ladders.push(copies((1..design.count).rev().collect()));
        ladders.push(copies((design.count.saturating_add(1)..=MAX_COUNT).collect()));
        for (index, &ability) in design.abilities.iter().enumerate() {
            ladders.extend(ability_ladders(index, ability));
        }
        for ladder in &mut ladders {
            // A step that leaves a problem ends an ordered ladder.
            let fine = |&edit: &TileEdit| Self::edited(design, edit).is_some_and(|edited| edited != *design);
            if ladder.ordered {
                let end = ladder.steps.iter().position(|e| !fine(e)).unwrap_or(ladder.steps.len());
                ladder.steps.truncate(end);
                ladder.usual = ladder.usual.filter(|&u| u < end);
            } else {
                ladder.steps.retain(fine);
            }
        }
        ladders.retain(|l| !l.steps.is_empty());
        ladders
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

    fn designs(options: &uj::Options) -> Result<Vec<String>, BalanceError> {
        Ok(options.tile_set().tiles.iter().map(|t| t.name.clone()).collect())
    }

    fn set_in_words(options: &uj::Options) -> String {
        format!("set \"{}\"", options.tile_set().name)
    }

    fn dealt(game: &UnicornJelly) -> [Vec<u8>; 2] {
        [0, 1].map(|seat| game.hand(Seat::new(seat)).to_vec())
    }

    fn drawn(event: &uj::Event) -> Option<(Seat, u8)> {
        match *event {
            uj::Event::Drew { seat, tile } => Some((seat, tile)),
            _ => None,
        }
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
