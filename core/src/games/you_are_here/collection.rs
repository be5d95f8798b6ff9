//! Card collections: a RON file of card designs and the named decks drawn
//! from them, loaded with every problem reported.

use serde::{Deserialize, Serialize};

use super::card::Card;
use super::state::{HAND_SIZE, MAX_DECK};
use crate::problem::{DesignError, Problem};

/// The most card designs a collection may hold.
pub const MAX_CARDS: usize = 200;

/// A named deck: card names from its collection, duplicates allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// The deck's name, unique within the collection.
    pub name: String,
    /// The cards, by name, one entry per copy.
    pub cards: Vec<String>,
}

/// A collection of card designs and the decks built from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Collection {
    /// The collection's name.
    pub name: String,
    /// Its version, for revision stamps.
    #[serde(default)]
    pub version: String,
    /// The card designs.
    pub cards: Vec<Card>,
    /// The decks.
    #[serde(default)]
    pub decks: Vec<Deck>,
}

impl Collection {
    /// Reads and validates a collection.
    pub fn from_ron(text: &str) -> Result<Self, DesignError> {
        let collection: Collection = ron::from_str(text).map_err(|e| DesignError::Unreadable(e.to_string()))?;
        let problems = collection.problems();
        if problems.is_empty() { Ok(collection) } else { Err(DesignError::Invalid(problems)) }
    }

    /// The collection as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }

    /// The starter deck as a collection of its distinct cards with one deck,
    /// "Starter", of all of them.
    pub fn starter() -> Self {
        let deck = super::card::starter_deck();
        let mut cards: Vec<Card> = Vec::new();
        for card in deck {
            if !cards.contains(card) {
                cards.push(card.clone());
            }
        }
        Self {
            name: "Starter cards".to_owned(),
            version: String::new(),
            cards,
            decks: vec![Deck { name: "Starter".to_owned(), cards: deck.iter().map(|c| c.name.clone()).collect() }],
        }
    }

    /// The card design named `name`.
    pub fn card(&self, name: &str) -> Option<&Card> {
        self.cards.iter().find(|c| c.name == name)
    }

    /// The cards of the deck named `name`, copies repeated; `None` when
    /// there is no such deck or it names a card the collection lacks.
    pub fn deck_cards(&self, name: &str) -> Option<Vec<Card>> {
        let deck = self.decks.iter().find(|d| d.name == name)?;
        deck.cards.iter().map(|card| self.card(card).cloned()).collect()
    }

    /// The deck a game plays when none is named: the first deck, or every
    /// card once when there are no decks.
    pub fn playing_deck(&self) -> Vec<Card> {
        match self.decks.first() {
            Some(deck) => self.deck_cards(&deck.name).unwrap_or_default(),
            None => self.cards.clone(),
        }
    }

    /// Every problem, each naming the card or deck and the field.
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems: Vec<Problem> = self.cards.iter().enumerate().flat_map(|(i, c)| c.problems(i)).collect();
        let mut note = |item: &str, field, message: String| {
            problems.push(Problem { item: item.to_owned(), field, message });
        };
        for (i, card) in self.cards.iter().enumerate() {
            let name = card.name.trim();
            if !name.is_empty() && self.cards[..i].iter().any(|c| c.name.trim() == name) {
                note(&card.name, "name", "another card has the same name".to_owned());
            }
        }
        if self.cards.is_empty() {
            note(&self.name, "cards", "the collection has no cards".to_owned());
        } else if self.cards.len() > MAX_CARDS {
            note(&self.name, "cards", format!("the collection has {} cards; at most {MAX_CARDS}", self.cards.len()));
        }
        for (i, deck) in self.decks.iter().enumerate() {
            let name = deck.name.trim();
            let item = if name.is_empty() { format!("deck {}", i + 1) } else { format!("deck {name}") };
            if name.is_empty() {
                note(&item, "name", "the name is empty".to_owned());
            } else if self.decks[..i].iter().any(|d| d.name.trim() == name) {
                note(&item, "name", "another deck has the same name".to_owned());
            }
            if !(HAND_SIZE..=MAX_DECK).contains(&deck.cards.len()) {
                let n = deck.cards.len();
                note(&item, "cards", format!("the deck has {n} cards; a game needs {HAND_SIZE} to {MAX_DECK}"));
            }
            let mut missing: Vec<&str> = Vec::new();
            for card in &deck.cards {
                if self.card(card).is_none() && !missing.contains(&card.as_str()) {
                    missing.push(card);
                }
            }
            for card in missing {
                note(&item, "cards", format!("`{card}` is not a card of the collection"));
            }
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_starter_collection_is_valid_and_plays_the_starter_deck() {
        let starter = Collection::starter();
        assert_eq!(starter.problems(), []);
        assert_eq!(starter.playing_deck(), super::super::card::starter_deck());
        assert_eq!(Collection::from_ron(&starter.to_ron()), Ok(starter), "RON round-trip");
    }
}
