//! Cards: four edge numbers and a suit.

use std::fmt;
use std::sync::{Arc, LazyLock};

use serde::{Deserialize, Serialize};

use crate::art::art_path_problem;
use crate::error::{ParseError, SetupError};
use crate::face_layout::Crop;
use crate::problem::Problem;
use crate::text;

/// The lowest number an edge may carry.
pub const MIN_EDGE: u8 = 1;
/// The highest number an edge may carry.
pub const MAX_EDGE: u8 = 9;

/// A card's index in the game's card list; the `#3` of the notation.
pub type CardId = u8;

/// The most cards a deck may hold.
pub const MAX_DECK: usize = 60;

/// A card's suit, which shapes its edge numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// Good all round: edges close to each other.
    Diamonds,
    /// One very strong side and three weaker ones.
    Hearts,
    /// Strong left and right, weaker top and bottom.
    Spades,
    /// Strong top and bottom, weaker left and right.
    Clubs,
}

impl Suit {
    /// All suits.
    pub const ALL: [Suit; 4] = [Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::Clubs];

    /// The suit's symbol.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
            Suit::Clubs => '♣',
        }
    }

    /// Whether `edges` have the shape this suit stands for:
    /// Diamonds differ by at most 2 between strongest and weakest side;
    /// Hearts have one side at least 3 above each of the others;
    /// Spades have both left and right above both top and bottom;
    /// Clubs have both top and bottom above both left and right.
    pub fn fits(self, edges: Edges) -> bool {
        let Edges { top, right, bottom, left } = edges;
        let all = [top, right, bottom, left];
        let (lo, hi) = (all.iter().min().copied().unwrap_or(0), all.iter().max().copied().unwrap_or(0));
        match self {
            Suit::Diamonds => hi - lo <= 2,
            Suit::Hearts => {
                let mut sorted = all;
                sorted.sort_unstable();
                sorted[3] >= sorted[2] + 3
            }
            Suit::Spades => left.min(right) > top.max(bottom),
            Suit::Clubs => top.min(bottom) > left.max(right),
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Suit::Diamonds => "Diamonds",
            Suit::Hearts => "Hearts",
            Suit::Spades => "Spades",
            Suit::Clubs => "Clubs",
        })
    }
}

impl std::str::FromStr for Suit {
    type Err = ParseError;

    /// A suit by name (any case, singular or plural) or symbol.
    fn from_str(text: &str) -> Result<Self, ParseError> {
        let text = text.trim();
        Suit::ALL
            .into_iter()
            .find(|suit| {
                let name = suit.to_string();
                text.eq_ignore_ascii_case(&name)
                    || text.eq_ignore_ascii_case(&name[..name.len() - 1])
                    || text.chars().eq([suit.symbol()])
            })
            .ok_or_else(|| ParseError::new(text, "a suit", "Diamonds, Hearts, Spades or Clubs"))
    }
}

/// The four edge numbers as printed, seen with the marked corner toward the
/// card's owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Edges {
    /// The edge away from the owner.
    pub top: u8,
    /// The owner's right.
    pub right: u8,
    /// The edge toward the owner.
    pub bottom: u8,
    /// The owner's left.
    pub left: u8,
}

impl Edges {
    /// The edges in the order north, east, south, west as the card's owner sees them.
    pub const fn as_array(self) -> [u8; 4] {
        [self.top, self.right, self.bottom, self.left]
    }
}

/// A card definition: what decks are made of.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// The card's name, unique within a game.
    #[serde(deserialize_with = "text::bounded::<_, 1024>")]
    pub name: String,
    /// Its suit.
    pub suit: Suit,
    /// Its edge numbers.
    pub edges: Edges,
    /// Its art: an image in the collection's folder, by a path relative to it.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "text::bounded_option::<_, 1024>")]
    pub art: Option<String>,
    /// Which part of its art a full-bleed face shows.
    #[serde(default, skip_serializing_if = "Crop::is_whole")]
    pub crop: Crop,
}

impl Card {
    /// The most characters a name may have.
    pub const MAX_NAME: usize = 40;

    /// Every problem with this card, each naming the card (or its position
    /// `index` when it has no name) and the field.
    pub fn problems(&self, index: usize) -> Vec<Problem> {
        let name = self.name.trim();
        let item = if name.is_empty() { format!("card {}", index + 1) } else { name.to_owned() };
        let mut problems = Vec::new();
        let mut note = |field, message: String| problems.push(Problem { item: item.clone(), field, message });
        let length = name.chars().count();
        if length == 0 {
            note("name", "the name is empty".to_owned());
        } else if length > Self::MAX_NAME {
            note("name", format!("the name has {length} characters; at most {} fit on a card", Self::MAX_NAME));
        } else if let Some(problem) = text::hidden_control_problem(name) {
            note("name", problem);
        }
        for (field, value) in ["top", "right", "bottom", "left"].into_iter().zip(self.edges.as_array()) {
            if !(MIN_EDGE..=MAX_EDGE).contains(&value) {
                note(field, format!("edge {value} is outside {MIN_EDGE} to {MAX_EDGE}"));
            }
        }
        if let Some(problem) = self.art.as_deref().and_then(art_path_problem) {
            note("art", problem);
        }
        if let Some(problem) = self.crop.problem() {
            note("art", problem);
        }
        problems
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = self.edges;
        write!(f, "{} {} [{} {} {} {}]", self.name, self.suit.symbol(), e.top, e.right, e.bottom, e.left)
    }
}

/// The card list of one game: every distinct card the decks use, indexed by [`CardId`].
pub(crate) type Catalogue = Arc<[Card]>;

/// Builds the card list for two decks and each deck as card ids.
pub(crate) fn catalogue(decks: &[Vec<Card>; 2]) -> Result<(Catalogue, [Vec<CardId>; 2]), SetupError> {
    if let Some(deck) = decks.iter().find(|deck| deck.len() > MAX_DECK) {
        let most = MAX_DECK;
        return Err(SetupError::new(format!("a deck has {} cards; at most {most} are allowed", deck.len())));
    }
    let mut cards: Vec<Card> = Vec::new();
    let mut problems = Vec::new();
    let mut ids = [Vec::new(), Vec::new()];
    for (player, deck) in decks.iter().enumerate() {
        for card in deck {
            let id = match cards.iter().position(|c| c.name == card.name) {
                Some(i) if cards[i] == *card => i,
                Some(_) => {
                    problems.push(format!("two different cards are named `{}`", text::excerpt(&card.name)));
                    continue;
                }
                None => {
                    problems.extend(card.problems(cards.len()).iter().map(ToString::to_string));
                    cards.push(card.clone());
                    cards.len() - 1
                }
            };
            ids[player].push(id);
        }
    }
    if cards.len() > usize::from(CardId::MAX) {
        problems.push(format!("the decks use {} different cards; at most {} are allowed", cards.len(), CardId::MAX));
    }
    problems.dedup();
    if problems.is_empty() {
        Ok((cards.into(), ids.map(|deck| deck.into_iter().map(|i| i as CardId).collect())))
    } else {
        Err(SetupError::new(problems.join("; ")))
    }
}

/// The starter deck every player has unless options say otherwise, read
/// from `assets/you-are-here/starter-deck.ron`.
pub fn starter_deck() -> &'static [Card] {
    static DECK: LazyLock<Vec<Card>> = LazyLock::new(|| {
        ron::from_str(include_str!("../../../../assets/you-are-here/starter-deck.ron"))
            .expect("the bundled starter deck is valid RON")
    });
    &DECK
}

/// The card list and deck ids of the default game, built once.
pub(crate) fn starter_catalogue() -> &'static (Catalogue, [Vec<CardId>; 2]) {
    static CATALOGUE: LazyLock<(Catalogue, [Vec<CardId>; 2])> = LazyLock::new(|| {
        catalogue(&[starter_deck().to_vec(), starter_deck().to_vec()]).expect("the bundled starter deck is valid")
    });
    &CATALOGUE
}
