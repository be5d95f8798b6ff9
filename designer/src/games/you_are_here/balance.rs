//! How the balance of a card is measured: decks without it, and the cards
//! each placement of it flips.

use parlour_core::Game;
use parlour_core::games::you_are_here::{self as yah, YouAreHere};

use crate::balance::{BalanceError, Balanced};

impl Balanced for YouAreHere {
    const ITEM: &'static str = "card";

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
        let decks = match &options.decks {
            Some(decks) => decks.clone(),
            None => vec![yah::starter_deck().to_vec(); 2],
        };
        let decks = decks.into_iter().map(|deck| deck.into_iter().filter(|c| c.name != card).collect()).collect();
        let without = yah::Options { decks: Some(decks), ..options.clone() };
        YouAreHere::new(&without, 0).map_err(|_| BalanceError::TooSmall(card.to_owned()))?;
        Ok((without, id as yah::CardId))
    }

    /// A placement scores the cards it flips, cascades included.
    fn placement(action: &yah::Action, events: &[yah::Event]) -> Option<(u8, u32)> {
        let yah::Action::Place { card, .. } = *action else { return None };
        Some((card, events.iter().filter(|e| matches!(e, yah::Event::Flipped { .. })).count() as u32))
    }
}
