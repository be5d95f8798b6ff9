//! How the balance of a card is measured — the cards each placement of it
//! flips — and the ways the balance assistant may change a card.
//!
//! A card's ladders, in the order the assistant tries them: each edge,
//! top first, down to 1 and up to 9 as far as the suit's shape allows;
//! then all four edges reshaped weaker or stronger, in the suit's shape
//! nearest the card's own at each strength (as the suit helper proposes
//! them), each edge changed told as a change of its own. Never its name.
//!
//! *Interpretation:* a suit changes nothing in play — the rules give suits
//! only as shapes of edges — so the assistant never changes one, and an
//! edit that would leave a card without its suit's shape is not tried.

use parlour_core::games::you_are_here::{self as yah, Card, Edges, MAX_EDGE, MIN_EDGE, YouAreHere};
use parlour_core::{Game, Seat};

use super::suit_helper;
use crate::balance::{BalanceError, Balanced, Change, Ladder};

/// One edit of a card, holding the value it sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardEdit {
    /// One edge (0 top, 1 right, 2 bottom, 3 left) made this number.
    Edge {
        /// Which edge.
        side: usize,
        /// Its number after the edit.
        to: u8,
    },
    /// Every edge.
    Edges(Edges),
}

/// The edges' names, top first, as the card's form names them.
const SIDES: [&str; 4] = ["top", "right", "bottom", "left"];

fn with_edge(edges: Edges, side: usize, to: u8) -> Edges {
    let mut all = edges.as_array();
    all[side] = to;
    Edges { top: all[0], right: all[1], bottom: all[2], left: all[3] }
}

fn total(edges: Edges) -> u32 {
    edges.as_array().iter().map(|&e| u32::from(e)).sum()
}

/// The decks `options` deal.
fn decks(options: &yah::Options) -> Vec<Vec<Card>> {
    match &options.decks {
        Some(decks) => decks.clone(),
        None => vec![yah::starter_deck().to_vec(); 2],
    }
}

impl Balanced for YouAreHere {
    const ITEM: &'static str = "card";

    type Design = Card;
    type Edit = CardEdit;

    fn design(options: &yah::Options, card: &str) -> Option<Card> {
        decks(options).into_iter().flatten().find(|c| c.name == card)
    }

    fn with_design(options: &yah::Options, card: &str, design: &Card) -> yah::Options {
        let mut decks = decks(options);
        for each in decks.iter_mut().flatten().filter(|c| c.name == card) {
            each.clone_from(design);
        }
        yah::Options { decks: Some(decks), ..options.clone() }
    }

    fn ladders(_: &yah::Options, design: &Card) -> Vec<Ladder<CardEdit>> {
        let edges = design.edges;
        // Each step of a ladder keeps the suit's shape; the first that
        // does not ends it.
        let ordered = |fields: u32, steps: Vec<CardEdit>| {
            let end = steps
                .iter()
                .position(|&e| Self::edited(design, e).is_none_or(|edited| edited == *design))
                .unwrap_or(steps.len());
            Ladder::ordered(fields, steps[..end].to_vec(), None)
        };
        let mut ladders = Vec::new();
        for side in 0..4 {
            let at = edges.as_array()[side];
            let edge = |to: u8| CardEdit::Edge { side, to };
            ladders.push(ordered(1 << side, (MIN_EDGE..at).rev().map(edge).collect()));
            ladders.push(ordered(1 << side, (at + 1..=MAX_EDGE).map(edge).collect()));
        }
        let distance = |e: &Edges| e.as_array().iter().zip(edges.as_array()).map(|(a, b)| a.abs_diff(b)).sum::<u8>();
        let reshaped = |wanted: u32| {
            let nearest = suit_helper::proposals(design.suit, wanted, usize::MAX).into_iter().min_by_key(distance);
            nearest.filter(|e| total(*e) == wanted).map(CardEdit::Edges)
        };
        let lowest = 4 * u32::from(MIN_EDGE);
        let highest = 4 * u32::from(MAX_EDGE);
        let weaker = (lowest..total(edges)).rev().filter_map(reshaped).collect();
        let stronger = (total(edges) + 1..=highest).filter_map(reshaped).collect();
        ladders.push(ordered(0b1111, weaker));
        ladders.push(ordered(0b1111, stronger));
        ladders.retain(|l| !l.steps.is_empty());
        ladders
    }

    fn edited(design: &Card, edit: CardEdit) -> Option<Card> {
        let mut edited = design.clone();
        edited.edges = match edit {
            CardEdit::Edge { side, to } if side < 4 => with_edge(design.edges, side, to),
            CardEdit::Edge { .. } => return None,
            CardEdit::Edges(edges) => edges,
        };
        let shape_kept = !design.suit.fits(design.edges) || edited.suit.fits(edited.edges);
        (shape_kept && edited.problems(0).is_empty()).then_some(edited)
    }

    /// Each edge changed, told one by one.
    fn changes(before: &Card, after: &Card) -> Vec<Change> {
        let (was, now) = (before.edges.as_array(), after.edges.as_array());
        (0..4)
            .filter(|&side| was[side] != now[side])
            .map(|side| Change {
                field: format!("{} edge", SIDES[side]),
                from: was[side].to_string(),
                to: now[side].to_string(),
            })
            .collect()
    }

    fn designs(options: &yah::Options) -> Result<Vec<String>, BalanceError> {
        Ok(YouAreHere::new(options, 0)?.cards().iter().map(|c| c.name.clone()).collect())
    }

    fn set_in_words(_: &yah::Options) -> String {
        "deck".to_owned()
    }

    fn dealt(game: &YouAreHere) -> [Vec<u8>; 2] {
        [0, 1].map(|seat| game.hand(Seat::new(seat)).to_vec())
    }

    fn drawn(event: &yah::Event) -> Option<(Seat, u8)> {
        match *event {
            yah::Event::Drew { seat, card } => Some((seat, card)),
            _ => None,
        }
    }

    /// A placement scores the cards it flips, cascades included.
    fn placement(action: &yah::Action, events: &[yah::Event]) -> Option<(u8, u32)> {
        let yah::Action::Place { card, .. } = *action else { return None };
        Some((card, events.iter().filter(|e| matches!(e, yah::Event::Flipped { .. })).count() as u32))
    }
}
