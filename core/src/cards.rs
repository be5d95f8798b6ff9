//! Standard playing cards, for the games played with them (Shrine,
//! Wonderland): ranks, suits, their colour, the Joker, a short notation, and
//! a deck shuffled from a game's seed.
//!
//! # Notation
//!
//! A card is its rank then its suit: `9h`, `Td`, `Qs`, `Ac`, `2c`. Ranks are
//! `A 2 3 4 5 6 7 8 9 T J Q K` (`10` is read too), suits `c d h s` (clubs,
//! diamonds, hearts, spades; the symbols `♣ ♦ ♥ ♠` are read too), case
//! does not matter. The Joker is `Jk`. Two characters for every card keep
//! actions such as `heal 9h+9d` short and line up in logs; `T` for ten is the
//! usual choice in card notation for that reason.

use std::fmt;
use std::str::FromStr;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::error::ParseError;
use crate::rng::{self, GameRng};

/// A suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// ♣, black.
    Clubs,
    /// ♦, red.
    Diamonds,
    /// ♥, red.
    Hearts,
    /// ♠, black.
    Spades,
}

impl Suit {
    /// Every suit, in bridge order from the lowest.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's colour.
    pub const fn colour(self) -> Colour {
        match self {
            Suit::Clubs | Suit::Spades => Colour::Black,
            Suit::Diamonds | Suit::Hearts => Colour::Red,
        }
    }

    /// Its symbol: ♣ ♦ ♥ ♠.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// Its letter in the notation: c d h s.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// Its name, plural: "Clubs".
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "Clubs",
            Suit::Diamonds => "Diamonds",
            Suit::Hearts => "Hearts",
            Suit::Spades => "Spades",
        }
    }

    fn from_char(c: char) -> Option<Suit> {
        Suit::ALL.into_iter().find(|s| s.letter() == c.to_ascii_lowercase() || s.symbol() == c)
    }
}

/// A card's colour: the only thing about its suit some games care for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// Clubs and spades.
    Black,
    /// Diamonds and hearts.
    Red,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub const fn opposite(self) -> Colour {
        match self {
            Colour::Black => Colour::Red,
            Colour::Red => Colour::Black,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::Black => "black",
            Colour::Red => "red",
        })
    }
}

/// A rank, its value 1 (Ace) to 13 (King).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Rank(u8);

impl Rank {
    /// The Ace, 1.
    pub const ACE: Rank = Rank(1);
    /// The Jack, 11.
    pub const JACK: Rank = Rank(11);
    /// The Queen, 12.
    pub const QUEEN: Rank = Rank(12);
    /// The King, 13.
    pub const KING: Rank = Rank(13);

    /// Every rank from the Ace to the King.
    pub fn all() -> impl Iterator<Item = Rank> {
        (1..=13).map(Rank)
    }

    /// The rank of value `value`, 1 to 13.
    pub const fn new(value: u8) -> Option<Rank> {
        if value >= 1 && value <= 13 { Some(Rank(value)) } else { None }
    }

    /// Its value: Ace 1, 2–10 as printed, Jack 11, Queen 12, King 13.
    pub const fn value(self) -> u8 {
        self.0
    }

    /// Whether it is a Jack, Queen or King.
    pub const fn is_face(self) -> bool {
        self.0 >= 11
    }

    /// Its character in the notation: A 2–9 T J Q K.
    pub const fn letter(self) -> char {
        match self.0 {
            1 => 'A',
            10 => 'T',
            11 => 'J',
            12 => 'Q',
            13 => 'K',
            n => (b'0' + n) as char,
        }
    }

    /// Its name: "Ace", "7", "Queen".
    pub fn name(self) -> String {
        match self.0 {
            1 => "Ace".to_owned(),
            11 => "Jack".to_owned(),
            12 => "Queen".to_owned(),
            13 => "King".to_owned(),
            n => n.to_string(),
        }
    }

    /// As printed in a card's corner: A 2–10 J Q K.
    pub fn corner(self) -> String {
        match self.0 {
            10 => "10".to_owned(),
            _ => self.letter().to_string(),
        }
    }
}

/// A playing card: one of the 52, or the Joker. Written in the notation
/// (`9h`, `Jk`) in files and JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Card(u8);

/// The index of the Joker among cards.
const JOKER: u8 = 52;

impl Card {
    /// The Joker.
    pub const JOKER: Card = Card(JOKER);

    /// The card of `rank` in `suit`.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + rank.0 - 1)
    }

    /// Whether it is the Joker.
    pub const fn is_joker(self) -> bool {
        self.0 == JOKER
    }

    /// Its rank; `None` for the Joker.
    pub const fn rank(self) -> Option<Rank> {
        if self.is_joker() { None } else { Some(Rank(self.0 % 13 + 1)) }
    }

    /// Its suit; `None` for the Joker.
    pub const fn suit(self) -> Option<Suit> {
        if self.is_joker() { None } else { Some(Suit::ALL[(self.0 / 13) as usize]) }
    }

    /// Its colour; `None` for the Joker.
    pub const fn colour(self) -> Option<Colour> {
        match self.suit() {
            Some(suit) => Some(suit.colour()),
            None => None,
        }
    }

    /// Its value, 1 to 13; 0 for the Joker.
    pub const fn value(self) -> u8 {
        match self.rank() {
            Some(rank) => rank.value(),
            None => 0,
        }
    }

    /// Its name in words: "Queen of Hearts", "7 of Clubs", "the Joker".
    pub fn name(self) -> String {
        match (self.rank(), self.suit()) {
            (Some(rank), Some(suit)) => format!("{} of {}", rank.name(), suit.name()),
            _ => "the Joker".to_owned(),
        }
    }

    /// Short, with the suit's symbol: "Q♥", "10♣", "Joker".
    pub fn symbol(self) -> String {
        match (self.rank(), self.suit()) {
            (Some(rank), Some(suit)) => format!("{}{}", rank.corner(), suit.symbol()),
            _ => "Joker".to_owned(),
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.rank(), self.suit()) {
            (Some(rank), Some(suit)) => write!(f, "{}{}", rank.letter(), suit.letter()),
            _ => f.write_str("Jk"),
        }
    }
}

impl FromStr for Card {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let refused =
            || ParseError::new(text, "a card", "a rank (A, 2–9, T or 10, J, Q, K) and a suit (c, d, h, s), or Jk");
        let trimmed = text.trim();
        if trimmed.eq_ignore_ascii_case("jk") {
            return Ok(Card::JOKER);
        }
        let mut chars: Vec<char> = trimmed.chars().collect();
        let suit = chars.pop().and_then(Suit::from_char).ok_or_else(refused)?;
        let rank: String = chars.into_iter().collect();
        let value = match rank.to_ascii_uppercase().as_str() {
            "A" => 1,
            "T" | "10" => 10,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            digit => digit.parse::<u8>().ok().filter(|n| (2..=9).contains(n)).ok_or_else(refused)?,
        };
        Ok(Card::new(Rank(value), suit))
    }
}

crate::text::written_as_text!(Card);

/// A set of distinct cards (one deck and its Joker): a hand, a field, the
/// cards an action commits. Small, and written `5s+4c` in the notation
/// (`-` for none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct CardSet(u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);

    /// The set holding only `card`.
    pub const fn only(card: Card) -> Self {
        CardSet(1 << card.0)
    }

    /// The set of `cards`.
    pub fn of(cards: &[Card]) -> Self {
        cards.iter().fold(CardSet::EMPTY, |set, &c| set.with(c))
    }

    /// This set with `card` added.
    #[must_use]
    pub const fn with(self, card: Card) -> Self {
        CardSet(self.0 | 1 << card.0)
    }

    /// This set without `card`.
    #[must_use]
    pub const fn without(self, card: Card) -> Self {
        CardSet(self.0 & !(1 << card.0))
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Whether every card of `other` is in this set.
    pub const fn includes(self, other: CardSet) -> bool {
        self.0 & other.0 == other.0
    }

    /// The cards in both sets.
    #[must_use]
    pub const fn and(self, other: CardSet) -> Self {
        CardSet(self.0 & other.0)
    }

    /// The cards in either set.
    #[must_use]
    pub const fn or(self, other: CardSet) -> Self {
        CardSet(self.0 | other.0)
    }

    /// The cards of this set not in `other`.
    #[must_use]
    pub const fn minus(self, other: CardSet) -> Self {
        CardSet(self.0 & !other.0)
    }

    /// How many cards it holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether it is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Its cards, in deck order (clubs first, Ace to King; the Joker last).
    pub fn iter(self) -> impl Iterator<Item = Card> + Clone {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let index = bits.trailing_zeros();
                bits &= bits - 1;
                Card(index as u8)
            })
        })
    }

    /// The `n`th card, in deck order.
    pub fn nth(self, n: usize) -> Option<Card> {
        self.iter().nth(n)
    }

    /// The sum of the cards' values.
    pub fn value(self) -> u32 {
        self.iter().map(|c| u32::from(c.value())).sum()
    }

    /// Every subset of `n` cards of this set, in the order of
    /// [`CardSet::subsets`], without walking the subsets of other sizes.
    pub fn subsets_of(self, n: usize) -> impl Iterator<Item = CardSet> {
        // The cards' places in the mask, lowest first: the subsets are the
        // `n`-bit numbers below 2^len, in increasing order (each next one
        // by Gosper's hack), each bit standing for the card in its place.
        let places: arrayvec::ArrayVec<u8, 64> = self.iter().map(|c| c.0).collect();
        let end = 1u64.checked_shl(places.len() as u32).unwrap_or(0).wrapping_sub(1);
        let mut next = match n {
            0 => Some(0),
            _ if n > places.len() => None,
            _ => Some(u64::MAX >> (64 - n)),
        };
        std::iter::from_fn(move || {
            let current = next?;
            next = (current != 0).then(|| {
                // The next number with as many bits: the lowest run of ones
                // carried one place up, the rest of it back at the bottom.
                let lowest = current & current.wrapping_neg();
                let carried = current + lowest;
                (((carried ^ current) >> 2) / lowest) | carried
            });
            next = next.filter(|&after| after <= end);
            let mut bits = current;
            let mut set = 0u64;
            while bits != 0 {
                set |= 1 << places[bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
            Some(CardSet(set))
        })
    }

    /// Every subset of this set, the empty one first.
    pub fn subsets(self) -> impl Iterator<Item = CardSet> {
        // Walks the subsets of the mask in increasing order.
        let mask = self.0;
        let mut next = Some(0u64);
        std::iter::from_fn(move || {
            let current = next?;
            next = (current != mask).then(|| (current.wrapping_sub(mask)) & mask);
            Some(CardSet(current))
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> Self {
        cards.into_iter().fold(CardSet::EMPTY, CardSet::with)
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        let cards: Vec<String> = self.iter().map(|c| c.to_string()).collect();
        f.write_str(&cards.join("+"))
    }
}

impl FromStr for CardSet {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        let text = text.trim();
        if text == "-" {
            return Ok(CardSet::EMPTY);
        }
        let mut set = CardSet::EMPTY;
        for part in text.split('+') {
            let card: Card = part.parse()?;
            if set.contains(card) {
                return Err(ParseError::new(text, "a set of cards", format!("{card} is named twice")));
            }
            set = set.with(card);
        }
        Ok(set)
    }
}

crate::text::written_as_text!(CardSet);

/// The 52 cards, clubs first, Ace to King in each suit, then `jokers` Jokers.
pub fn standard_deck(jokers: u8) -> Vec<Card> {
    (0..52).map(Card).chain((0..jokers).map(|_| Card::JOKER)).collect()
}

/// Shuffles `cards` with `rng`, the game's own chance.
pub fn shuffle(cards: &mut [Card], rng: &mut GameRng) {
    cards.shuffle(rng);
}

/// A deck of `copies` standard decks and `jokers` Jokers, shuffled from
/// `seed`: the same seed gives the same order on every machine.
pub fn shuffled_deck(copies: u8, jokers: u8, seed: u64) -> Vec<Card> {
    let mut cards: Vec<Card> = (0..copies).flat_map(|_| standard_deck(0)).collect();
    cards.extend((0..jokers).map(|_| Card::JOKER));
    shuffle(&mut cards, &mut rng::seeded(seed));
    cards
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn every_card_reads_back_what_it_writes() {
        let deck = standard_deck(1);
        assert_eq!(deck.len(), 53);
        let written: HashSet<String> = deck.iter().map(ToString::to_string).collect();
        assert_eq!(written.len(), 53, "every card has its own notation");
        for card in deck {
            assert_eq!(card.to_string().parse(), Ok(card), "{card}");
            assert_eq!(card.to_string().to_lowercase().parse(), Ok(card), "any case: {card}");
        }
    }

    #[test]
    fn ranks_suits_colours_and_values() {
        let queen: Card = "Qh".parse().expect("a card");
        assert_eq!(
            (queen.rank(), queen.suit(), queen.colour()),
            (Some(Rank::QUEEN), Some(Suit::Hearts), Some(Colour::Red))
        );
        assert_eq!((queen.value(), queen.name(), queen.symbol()), (12, "Queen of Hearts".to_owned(), "Q♥".to_owned()));
        let ten: Card = "10♣".parse().expect("ten, written 10 and with a symbol");
        assert_eq!(
            (ten.to_string(), ten.symbol(), ten.colour()),
            ("Tc".to_owned(), "10♣".to_owned(), Some(Colour::Black))
        );
        assert_eq!("Ad".parse::<Card>().map(Card::value), Ok(1), "the Ace is 1");
        assert_eq!("Ks".parse::<Card>().map(Card::value), Ok(13));
        assert!(Card::JOKER.is_joker() && Card::JOKER.colour().is_none() && Card::JOKER.value() == 0);
        assert_eq!(Card::JOKER.name(), "the Joker");
        assert_eq!(Colour::Red.opposite(), Colour::Black);
        assert!(Rank::JACK.is_face() && !Rank::new(10).expect("ten").is_face());
    }

    #[test]
    fn bad_notation_is_refused_clearly() {
        for bad in ["", "1h", "11h", "Zs", "9x", "h9", "Jkk", "10"] {
            let error = bad.parse::<Card>().expect_err(bad).to_string();
            assert!(error.contains("is not a card: a rank"), "{bad}: {error}");
        }
    }

    #[test]
    fn card_sets_hold_distinct_cards_and_read_back() {
        let set: CardSet = "5s+4c+Jk".parse().expect("a set");
        assert_eq!((set.len(), set.value()), (3, 9));
        assert_eq!(set.to_string().parse(), Ok(set));
        assert_eq!(set.to_string(), "4c+5s+Jk", "in deck order");
        assert!("5s+5s".parse::<CardSet>().is_err(), "a card twice");
        assert_eq!("-".parse(), Ok(CardSet::EMPTY));
        assert_eq!(set.subsets().count(), 8);
        assert!(set.subsets().all(|sub| set.includes(sub)));
        assert_eq!(set.without("Jk".parse().expect("Joker")).value(), 9);
    }

    #[test]
    fn subsets_of_a_size_come_in_the_order_of_all_subsets() {
        let sets = ["-", "5s", "4c+5s+Jk", "Ac+3c+7d+Td+Kh+2s+9s", "Ac+2c+3c+4c+5c+6c+7c+8c+9c+Tc+Jc+Qc+Kc+Ad"];
        let mut whole = CardSet::EMPTY;
        for card in standard_deck(1) {
            whole = whole.with(card);
        }
        for set in sets.map(|s| s.parse::<CardSet>().expect("a set")) {
            for n in 0..=set.len() + 1 {
                let walked: Vec<CardSet> = set.subsets().filter(|s| s.len() == n).collect();
                assert_eq!(set.subsets_of(n).collect::<Vec<_>>(), walked, "{set}, {n} cards");
            }
        }
        // The whole deck and the Joker, too many to walk every subset.
        assert_eq!(whole.subsets_of(2).count(), 53 * 52 / 2);
        assert_eq!(whole.subsets_of(53).collect::<Vec<_>>(), vec![whole]);
        assert_eq!(whole.subsets_of(54).count(), 0);
        let threes: Vec<CardSet> = whole.subsets_of(3).collect();
        assert!(threes.windows(2).all(|w| w[0].0 < w[1].0) && threes.iter().all(|s| s.len() == 3));
    }

    #[test]
    fn a_deck_is_shuffled_the_same_way_from_the_same_seed() {
        let one = shuffled_deck(1, 1, 7);
        assert_eq!(one, shuffled_deck(1, 1, 7));
        assert_ne!(one, shuffled_deck(1, 1, 8));
        let mut sorted = one.clone();
        sorted.sort();
        assert_eq!(sorted, standard_deck(1), "every card once");
        assert_eq!(shuffled_deck(2, 0, 1).len(), 104, "two decks");
    }
}
