//! The balance measured and mended on sets whose answer is known.

use std::sync::atomic::AtomicBool;

use parlour_core::bots::BotSpec;
use parlour_core::games::unicorn_jelly::{self as uj, Kind, TileDef, TileSet, UnicornJelly};
use parlour_core::games::you_are_here::{self as yah, YouAreHere};

use super::*;

mod assistant;
mod measure;

fn tile(name: &str, kind: Kind, power: Option<i8>, count: u8) -> TileDef {
    TileDef { name: name.to_owned(), kind, power, abilities: Vec::new(), count, flavour: String::new(), art: None }
}

/// The default Unicorn Jelly set with each `(name, power)` given that
/// power.
fn default_set_with(powers: &[(&str, i8)]) -> uj::Options {
    let mut set = TileSet::default_set().clone();
    for &(name, power) in powers {
        let tile = set.tiles.iter_mut().find(|t| t.name == name).expect("a default tile");
        tile.power = Some(power);
    }
    uj::Options { set: Some(set), ..uj::Options::default() }
}

fn greedy<G: Balanced>(options: G::Options, games: u64, seed: u64) -> Request<G> {
    Request { options, games, seed, players: [BotSpec::Greedy, BotSpec::Greedy], threads: 2 }
}

fn measured<G: Balanced>(request: &Request<G>, card: &str) -> Result<Report, BalanceError> {
    measure(request, card, &|| {}, &AtomicBool::new(false))
}

fn whole<G: Balanced>(request: &Request<G>) -> Balance {
    measure_set(request, &|| {}, &AtomicBool::new(false)).expect("the set measured")
}

/// The starter deck with `Main Stage` given the strongest edges its suit
/// (Diamonds) allows.
fn broken_deck() -> yah::Options {
    let mut deck = yah::starter_deck().to_vec();
    deck[0].edges = yah::Edges { top: 9, right: 9, bottom: 9, left: 9 };
    assert!(deck[0].suit.fits(deck[0].edges));
    yah::Options { decks: Some(vec![deck.clone(), deck]), ..Default::default() }
}

/// A set of peers — Heroes and Dangers of power 3, two Locations, two
/// Impetus tiles — with `Hero E`, one copy, given power 99, and each
/// `(name, power)` given that power.
fn peers_with(powers: &[(&str, i8)]) -> uj::Options {
    let mut tiles: Vec<TileDef> =
        ["A", "B", "C", "D"].iter().map(|x| tile(&format!("Hero {x}"), Kind::Hero, Some(3), 3)).collect();
    tiles.push(tile("Hero E", Kind::Hero, Some(99), 1));
    tiles.extend(["A", "B", "C", "D", "E"].iter().map(|x| tile(&format!("Danger {x}"), Kind::Danger, Some(3), 3)));
    let modify = |kind: Kind| uj::Ability::Modify { kinds: uj::KindSet::of(&[kind]), amount: 1 };
    let activate = |filter: uj::ActivateFilter| uj::Ability::Activate { filter };
    for (name, kind, ability) in [
        ("Meadow", Kind::Location, modify(Kind::Hero)),
        ("Marsh", Kind::Location, modify(Kind::Danger)),
        ("Horn", Kind::Impetus, activate(uj::ActivateFilter::Heroes)),
        ("Omen", Kind::Impetus, activate(uj::ActivateFilter::Dangers)),
    ] {
        tiles.push(TileDef { abilities: vec![ability], ..tile(name, kind, None, 3) });
    }
    for &(name, power) in powers {
        tiles.iter_mut().find(|t| t.name == name).expect("a peer").power = Some(power);
    }
    let set = TileSet {
        format: parlour_core::format::Format,
        name: "peers".to_owned(),
        version: String::new(),
        back_art: None,
        tiles,
    };
    assert!(set.problems().is_empty(), "{:?}", set.problems());
    uj::Options { set: Some(set), ..uj::Options::default() }
}

/// The tile set `options` plays.
fn tiles(options: &uj::Options) -> &TileSet {
    options.set.as_ref().expect("a set")
}
