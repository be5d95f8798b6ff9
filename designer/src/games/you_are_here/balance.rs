//! How the balance of a card is measured: decks without it, and the cards
//! each placement of it flips; and the edits the balance assistant tries
//! on a card.
//!
//! A card's edits: one edge made any number its suit allows, the nearest
//! first; or all four edges made
//! 2, 4, 6 or 8 weaker or stronger in all, in the suit's shape nearest the
//! card's own (as the suit helper proposes them), each edge changed told
//! as a change of its own. Never its name.
//!
//! *Interpretation:* a suit changes nothing in play — the rules give suits
//! only as shapes of edges — so the assistant never changes one, and an
//! edit that would leave a card without its suit's shape is not tried.

use parlour_core::Game;
use parlour_core::games::you_are_here::{self as yah, Card, Edges, YouAreHere};

use super::suit_helper;
use crate::balance::{BalanceError, Balanced, Change};

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

    fn edits(design: &Card) -> Vec<CardEdit> {
        let edges = design.edges;
        let mut edits = Vec::new();
        let mut singles: Vec<(u8, CardEdit)> = Vec::new();
        for (side, &edge) in edges.as_array().iter().enumerate() {
            for to in (yah::MIN_EDGE..=yah::MAX_EDGE).filter(|&to| to != edge) {
                singles.push((to.abs_diff(edge), CardEdit::Edge { side, to }));
            }
        }
        // The nearest first, every side at each distance (a stable sort).
        singles.sort_by_key(|&(distance, _)| distance);
        edits.extend(singles.into_iter().map(|(_, edit)| edit));
        let distance = |e: &Edges| e.as_array().iter().zip(edges.as_array()).map(|(a, b)| a.abs_diff(b)).sum::<u8>();
        for step in [-2i64, 2, -4, 4, -6, 6, -8, 8] {
            let Ok(wanted) = u32::try_from(i64::from(total(edges)) + step) else { continue };
            let nearest = suit_helper::proposals(design.suit, wanted, usize::MAX).into_iter().min_by_key(distance);
            if let Some(nearest) = nearest.filter(|e| total(*e) == wanted) {
                edits.push(CardEdit::Edges(nearest));
            }
        }
        edits.retain(|&edit| Self::edited(design, edit).is_some_and(|edited| edited != *design));
        edits.dedup();
        edits
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

    fn fields(edit: CardEdit) -> u32 {
        match edit {
            CardEdit::Edge { side, .. } => 1 << side.min(3),
            CardEdit::Edges(_) => 0b1111,
        }
    }

    fn designs(options: &yah::Options) -> Result<Vec<String>, BalanceError> {
        Ok(YouAreHere::new(options, 0)?.cards().iter().map(|c| c.name.clone()).collect())
    }

    fn without(options: &yah::Options, card: &str) -> Result<(yah::Options, u8), BalanceError> {
        let game = YouAreHere::new(options, 0)?;
        let Some(id) = game.cards().iter().position(|c| c.name == card) else {
            let item = Self::ITEM;
            return Err(BalanceError::NoSuchTile {
                set: "deck".to_owned(),
                item,
                card: parlour_core::text::excerpt(card),
            });
        };
        let decks =
            decks(options).into_iter().map(|deck| deck.into_iter().filter(|c| c.name != card).collect()).collect();
        let without = yah::Options { decks: Some(decks), ..options.clone() };
        YouAreHere::new(&without, 0).map_err(|e| BalanceError::TooSmall(card.to_owned(), e.to_string()))?;
        Ok((without, id as yah::CardId))
    }

    /// A placement scores the cards it flips, cascades included.
    fn placement(action: &yah::Action, events: &[yah::Event]) -> Option<(u8, u32)> {
        let yah::Action::Place { card, .. } = *action else { return None };
        Some((card, events.iter().filter(|e| matches!(e, yah::Event::Flipped { .. })).count() as u32))
    }
}
