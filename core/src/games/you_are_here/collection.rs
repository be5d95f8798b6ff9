//! Card collections: a RON file of card designs and the named decks drawn
//! from them, loaded with every problem reported. A collection is written
//! with its file format, `format: 1`; collections of an earlier Parlour
//! (without it, their cards without `art`) and decks written as a bare list
//! of cards still read, and a collection of a newer Parlour is refused as
//! one (see [`crate::format`]).

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::card::{Card, MAX_DECK, Suit};
use super::state::HAND_SIZE;
use crate::art::{BACK, art_path_problem};
use crate::designable::GameDesign;
use crate::face_layout::FaceLayout;
use crate::format::Format;
use crate::problem::{DesignError, Problem, pretty_ron, read_checked};
use crate::text;
use crate::typeface::Typeface;

/// The most card designs a collection may hold.
pub const MAX_CARDS: usize = 200;
/// The most decks a collection may hold.
pub const MAX_DECKS: usize = 50;

/// A named deck: card names from its collection, duplicates allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deck {
    /// The deck's name, unique within the collection.
    #[serde(deserialize_with = "text::bounded::<_, 1024>")]
    pub name: String,
    /// The cards, by name, one entry per copy.
    pub cards: Vec<String>,
}

/// A collection of card designs and the decks built from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Collection {
    /// The file's format: written as this Parlour's, left out by earlier ones.
    #[serde(default)]
    pub format: Format,
    /// The collection's name.
    #[serde(deserialize_with = "text::bounded::<_, 1024>")]
    pub name: String,
    /// Its version, for revision stamps.
    #[serde(default, deserialize_with = "text::bounded::<_, 256>")]
    pub version: String,
    /// The card designs.
    pub cards: Vec<Card>,
    /// The decks.
    #[serde(default)]
    pub decks: Vec<Deck>,
    /// The picture on the back of every card, when the collection has its own: an
    /// image in its folder by a path relative to it, the card's size and its
    /// bleed, as it runs to the bleed's edge.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "text::bounded_option::<_, 1024>")]
    pub back_art: Option<String>,
    /// How its faces are laid out.
    #[serde(default, skip_serializing_if = "FaceLayout::is_framed")]
    pub layout: FaceLayout,
    /// The typeface its faces' texts are set in.
    #[serde(default, skip_serializing_if = "Typeface::is_sans")]
    pub typeface: Typeface,
    /// The colours it gives its suits (8-bit sRGB) in place of Parlour's:
    /// their frames, bands and rings.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<(Suit, [u8; 3])>,
}

impl Collection {
    /// Reads and validates a collection.
    pub fn from_ron(text: &str) -> Result<Self, DesignError> {
        read_checked(text, Collection::problems)
    }

    /// The collection as RON text.
    pub fn to_ron(&self) -> String {
        pretty_ron(self)
    }

    /// The starter deck as a collection of its distinct cards with one deck,
    /// "Starter", of all of them.
    pub fn starter() -> Self {
        Self { name: "Starter cards".to_owned(), ..Self::of_deck("Starter", super::card::starter_deck()) }
    }

    /// A deck as a collection named `name`: its distinct cards, and one deck
    /// of the same name holding every copy.
    pub fn of_deck(name: &str, deck: &[Card]) -> Self {
        let mut cards: Vec<Card> = Vec::new();
        for card in deck {
            if !cards.contains(card) {
                cards.push(card.clone());
            }
        }
        Self {
            format: Format,
            name: name.to_owned(),
            version: String::new(),
            cards,
            decks: vec![Deck { name: name.to_owned(), cards: deck.iter().map(|c| c.name.clone()).collect() }],
            back_art: None,
            layout: FaceLayout::Framed,
            typeface: Typeface::Sans,
            colours: Vec::new(),
        }
    }

    /// Reads and validates a deck written as a bare list of cards (the
    /// starter deck's file is one) as the collection [`Collection::of_deck`]
    /// makes of it.
    pub fn from_deck_ron(name: &str, text: &str) -> Result<Self, DesignError> {
        let collection = Self::of_deck_as_written(name, text)?;
        let problems = collection.problems();
        if problems.is_empty() { Ok(collection) } else { Err(DesignError::Invalid(problems)) }
    }

    /// A RON list of cards as a collection of one deck named `name`, its
    /// problems and all; a list longer than a deck may be is refused.
    fn of_deck_as_written(name: &str, text: &str) -> Result<Self, DesignError> {
        let deck: Vec<Card> = crate::ron_text::from_str(text).map_err(DesignError::unread)?;
        if deck.len() > MAX_DECK {
            let message = format!("the deck has {} cards; a game needs {HAND_SIZE} to {MAX_DECK}", deck.len());
            return Err(DesignError::Invalid(vec![Problem { item: name.to_owned(), field: "cards", message }]));
        }
        Ok(Self::of_deck(name, &deck))
    }

    /// Each card that names art, with the art's path: `(name, path)`.
    pub fn art(&self) -> Vec<(&str, &str)> {
        let back = self.back_art.as_deref().map(|art| (BACK, art));
        self.cards.iter().filter_map(|c| Some((c.name.as_str(), c.art.as_deref()?))).chain(back).collect()
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

    /// Every problem, each naming the card or deck and the field. A
    /// collection with more cards or decks than it may hold gets that one
    /// problem, before any card is looked at.
    pub fn problems(&self) -> Vec<Problem> {
        let whole = |field, message: String| Problem { item: self.name.clone(), field, message };
        if self.cards.len() > MAX_CARDS {
            return vec![whole("cards", format!("the collection has {} cards; at most {MAX_CARDS}", self.cards.len()))];
        }
        if self.decks.len() > MAX_DECKS {
            return vec![whole("decks", format!("the collection has {} decks; at most {MAX_DECKS}", self.decks.len()))];
        }
        let mut problems: Vec<Problem> = self.cards.iter().enumerate().flat_map(|(i, c)| c.problems(i)).collect();
        let mut note = |item: &str, field, message: String| {
            problems.push(Problem { item: item.to_owned(), field, message });
        };
        let mut names = HashSet::new();
        for card in &self.cards {
            let name = card.name.trim();
            if !name.is_empty() && !names.insert(name) {
                note(&card.name, "name", "another card has the same name".to_owned());
            }
        }
        if let Some(problem) = text::hidden_control_problem(&self.name) {
            note(&text::escaped(&self.name), "name", problem);
        }
        if let Some(problem) = self.back_art.as_deref().and_then(art_path_problem) {
            note(BACK, "art", problem);
        }
        if let Some(problem) = self.typeface.problem() {
            note(&text::escaped(&self.name), "typeface", problem);
        }
        if self.cards.is_empty() {
            note(&self.name, "cards", "the collection has no cards".to_owned());
        } else if self.decks.is_empty() && !(HAND_SIZE..=MAX_DECK).contains(&self.cards.len()) {
            let n = self.cards.len();
            let message = format!(
                "with no deck, a game plays every card once: that needs {HAND_SIZE} to {MAX_DECK} cards, not {n} (or build a deck)"
            );
            note(&self.name, "cards", message);
        }
        let cards: HashSet<&str> = self.cards.iter().map(|c| c.name.as_str()).collect();
        let mut deck_names = HashSet::new();
        for (i, deck) in self.decks.iter().enumerate() {
            let name = deck.name.trim();
            let item = if name.is_empty() { format!("deck {}", i + 1) } else { format!("deck {name}") };
            if name.is_empty() {
                note(&item, "name", "the name is empty".to_owned());
            } else if !deck_names.insert(name) {
                note(&item, "name", "another deck has the same name".to_owned());
            } else if let Some(problem) = text::hidden_control_problem(name) {
                note(&item, "name", problem);
            }
            if !(HAND_SIZE..=MAX_DECK).contains(&deck.cards.len()) {
                let n = deck.cards.len();
                note(&item, "cards", format!("the deck has {n} cards; a game needs {HAND_SIZE} to {MAX_DECK}"));
            }
            let mut missing: HashSet<&str> = HashSet::new();
            for card in deck.cards.iter().take(MAX_DECK + 1) {
                if !cards.contains(card.as_str()) && missing.insert(card) {
                    note(&item, "cards", format!("`{}` is not a card of the collection", text::excerpt(card)));
                }
            }
        }
        problems
    }
}

/// Whether `text` is a RON list: a deck written as its cards.
fn is_list(text: &str) -> bool {
    crate::ron_text::from_str::<Vec<serde::de::IgnoredAny>>(text).is_ok()
}

impl GameDesign for Collection {
    const ID: &'static str = "card-collection";
    const NOUN: &'static str = "a card collection";

    fn name(&self) -> &str {
        &self.name
    }

    /// A collection names its `cards`; a deck is a bare list of them.
    fn recognises(text: &str) -> bool {
        #[derive(Deserialize)]
        struct Top {
            cards: Option<serde::de::IgnoredAny>,
        }
        is_list(text) || crate::ron_text::from_str::<Top>(text).is_ok_and(|top| top.cards.is_some())
    }

    /// A bare list of cards reads as [`Collection::from_deck_ron`] makes it,
    /// named `stem`.
    fn read_as_written(text: &str, stem: &str) -> Result<Self, DesignError> {
        let collection = if is_list(text) {
            Self::of_deck_as_written(stem, text)?
        } else {
            crate::ron_text::from_str::<Collection>(text).map_err(DesignError::unread)?
        };
        if collection.cards.len() > MAX_CARDS || collection.decks.len() > MAX_DECKS {
            return Err(DesignError::Invalid(collection.problems()));
        }
        Ok(collection)
    }

    fn to_ron(&self) -> String {
        Collection::to_ron(self)
    }

    fn problems(&self) -> Vec<Problem> {
        Collection::problems(self)
    }

    fn art(&self) -> Vec<(&str, &str)> {
        Collection::art(self)
    }

    fn typeface(&self) -> &Typeface {
        &self.typeface
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

    #[test]
    fn a_bare_list_of_cards_reads_as_a_collection_with_one_deck() {
        let text = include_str!("../../../../assets/you-are-here/starter-deck.ron");
        let read = Collection::from_deck_ron("starter-deck", text).expect("the starter deck's file reads");
        assert_eq!(
            read,
            Collection {
                name: "starter-deck".to_owned(),
                ..Collection::of_deck("starter-deck", super::super::card::starter_deck())
            }
        );
        assert_eq!(read.playing_deck(), super::super::card::starter_deck());
        let card = "(name: \"Flyer\", suit: Diamonds, edges: (top: 2, right: 3, bottom: 2, left: 3))";
        let long = format!("[{}]", vec![card; MAX_DECK + 1].join(", "));
        let Err(DesignError::Invalid(problems)) = Collection::from_deck_ron("long", &long) else {
            panic!("a deck too long")
        };
        assert_eq!(problems[0].message, "the deck has 61 cards; a game needs 5 to 60");
        let short = format!("[{}]", [card; 3].join(", "));
        assert!(matches!(Collection::from_deck_ron("short", &short), Err(DesignError::Invalid(_))));
        assert!(matches!(Collection::from_deck_ron("bad", "[(name: 3)]"), Err(DesignError::Unreadable(_))));
    }
}
