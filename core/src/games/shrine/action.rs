//! Shrine's actions and their notation. Players are written by number from
//! 1, cards as in [`crate::cards`], sets of cards joined by `+`:
//!
//! - `draw`, `take` — the start of a turn: draw from the deck, or take the
//!   Graveyard's top card instead (which is the turn's action).
//! - `heal 9h+9d` — heal with a pair (or, healing alternately, cards of the
//!   top card's colour).
//! - `attack 2 5s+4c` — attack Player 2's Shrine with 5♠ and 4♣.
//! - `token Qh pay 3h` — play the Queen of Hearts as a Token, paying 3♥.
//! - `dagger Ad pay 7d on 2:shrine`, `dagger Ad pay 7d on 2:K` — a Dagger at
//!   Player 2's Shrine top, or at their King on the Field.
//! - `jack 2` — the Jack steals a card from Player 2.
//! - `triplet 7h+7s+7c on 2`, `quad 7h+7s+7c+7d on 2` — the combos.
//! - `rise 3h+4c+5d shrine`, `rise 3h+4c+5d attack 2 5s`,
//!   `rise 3h+4c+5d token`, `rise 3h+4c+5d dagger on 2:Q`,
//!   `rise 3h+4c+5d dagger-token` — a Resurrection and how the Graveyard's
//!   top card comes into play.
//! - `pass`, `discard 5h`.
//! - Answers out of turn: `block Qc` (a Token from the Field blocks an
//!   attack), `dagger-block Ac pay 9s`, `fizzle` (or `fizzle 5s+9d+Kh` when
//!   a Fizzle costs three cards), `counter` (or `counter 2h+3h+4h`), `let`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardSet, Rank};
use crate::error::NotationError;
use crate::seat::Seat;

/// What a Dagger is aimed at on a rival's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aim {
    /// The top card of their Shrine.
    Shrine,
    /// Their Token of this rank on the Field (J, Q, K, or an Ace as the Dagger Token).
    Field(Rank),
}

/// How the Graveyard's top card comes into play after a Resurrection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rise {
    /// Onto the player's own Shrine, without matching it.
    Shrine,
    /// Into an attack on `target`, with these cards from the hand.
    Attack {
        /// Whose Shrine.
        target: Seat,
        /// The hand's cards added to it.
        with: CardSet,
    },
    /// Onto the player's Field as a Token, without paying.
    Token,
    /// As a Dagger, without paying.
    Dagger {
        /// Whose side.
        target: Seat,
        /// At what.
        aim: Aim,
    },
    /// As the Dagger Token (with a Triad), without paying.
    DaggerToken,
}

/// A decision in a game of Shrine, written in its notation in files and JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Action {
    /// Start the turn by drawing from the deck.
    Draw,
    /// Start the turn by taking the Graveyard's top card (the turn's action).
    Take,
    /// Heal one's Shrine with these cards.
    Heal(CardSet),
    /// Attack `target`'s Shrine with `cards`.
    Attack {
        /// Whose Shrine.
        target: Seat,
        /// The cards played.
        cards: CardSet,
    },
    /// Play `card` as a Token, paying with `pay`.
    Token {
        /// The Token (J, Q, K, or an Ace with a Triad).
        card: Card,
        /// The card paid, of the same colour.
        pay: Card,
    },
    /// Play the Dagger `card`, paying with `pay`, at `target`'s `aim`.
    Dagger {
        /// The Ace.
        card: Card,
        /// The card paid, of the same colour.
        pay: Card,
        /// Whose side.
        target: Seat,
        /// At what.
        aim: Aim,
    },
    /// Use the Jack on the Field to steal from `target`.
    Jack(Seat),
    /// Three of a value: all of `target`'s Tokens go.
    Triplet {
        /// The three cards.
        cards: CardSet,
        /// Whose Tokens.
        target: Seat,
    },
    /// Four of a value: all of `target`'s Tokens and their Shrine's top go.
    Quad {
        /// The four cards.
        cards: CardSet,
        /// Whose side.
        target: Seat,
    },
    /// Three in sequence: the Graveyard's top card comes into play as `using` says.
    Rise {
        /// The three cards.
        cards: CardSet,
        /// How the card comes into play.
        using: Rise,
    },
    /// End the turn's actions.
    Pass,
    /// Discard a card (down to seven, or after the Jack's steal).
    Discard(Card),
    /// Answer an attack by discarding this Token from one's Field.
    Block(Card),
    /// Answer a Dagger with one's own, paying as for any Dagger.
    DaggerBlock {
        /// The Ace.
        card: Card,
        /// The card paid, of the same colour.
        pay: Card,
    },
    /// Stop the action by discarding the whole hand (the empty set) or,
    /// when a Fizzle costs three cards, these three.
    Fizzle(CardSet),
    /// Carry the action through a Fizzle in the same way.
    Counter(CardSet),
    /// Let the action happen.
    Let,
}

fn seat_text(seat: Seat) -> String {
    (seat.index() + 1).to_string()
}

impl fmt::Display for Aim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Aim::Shrine => f.write_str("shrine"),
            Aim::Field(rank) => write!(f, "{}", rank.letter()),
        }
    }
}

/// `fizzle` for the whole hand, `fizzle CARDS` for three chosen.
fn with_cards(f: &mut fmt::Formatter<'_>, word: &str, cards: CardSet) -> fmt::Result {
    if cards.is_empty() { f.write_str(word) } else { write!(f, "{word} {cards}") }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Draw => f.write_str("draw"),
            Action::Take => f.write_str("take"),
            Action::Heal(cards) => write!(f, "heal {cards}"),
            Action::Attack { target, cards } => write!(f, "attack {} {cards}", seat_text(target)),
            Action::Token { card, pay } => write!(f, "token {card} pay {pay}"),
            Action::Dagger { card, pay, target, aim } => {
                write!(f, "dagger {card} pay {pay} on {}:{aim}", seat_text(target))
            }
            Action::Jack(target) => write!(f, "jack {}", seat_text(target)),
            Action::Triplet { cards, target } => write!(f, "triplet {cards} on {}", seat_text(target)),
            Action::Quad { cards, target } => write!(f, "quad {cards} on {}", seat_text(target)),
            Action::Rise { cards, using } => {
                write!(f, "rise {cards} ")?;
                match using {
                    Rise::Shrine => f.write_str("shrine"),
                    Rise::Attack { target, with } => write!(f, "attack {} {with}", seat_text(target)),
                    Rise::Token => f.write_str("token"),
                    Rise::Dagger { target, aim } => write!(f, "dagger on {}:{aim}", seat_text(target)),
                    Rise::DaggerToken => f.write_str("dagger-token"),
                }
            }
            Action::Pass => f.write_str("pass"),
            Action::Discard(card) => write!(f, "discard {card}"),
            Action::Block(card) => write!(f, "block {card}"),
            Action::DaggerBlock { card, pay } => write!(f, "dagger-block {card} pay {pay}"),
            Action::Fizzle(cards) => with_cards(f, "fizzle", cards),
            Action::Counter(cards) => with_cards(f, "counter", cards),
            Action::Let => f.write_str("let"),
        }
    }
}

/// Cards in words: "5♠ + 4♣".
pub fn cards_in_words(cards: CardSet) -> String {
    let names: Vec<String> = cards.iter().map(Card::symbol).collect();
    names.join(" + ")
}

impl Aim {
    /// In words, on `target`'s side: "Player 2's Shrine top", "Player 2's King".
    pub fn words(self, target: Seat) -> String {
        match self {
            Aim::Shrine => format!("{target}'s Shrine top"),
            Aim::Field(rank) if rank.value() == 1 => format!("{target}'s Dagger Token"),
            Aim::Field(rank) => format!("{target}'s {}", rank.name()),
        }
    }
}

impl Action {
    /// The cards from the hand the action uses: those it plays or pays
    /// with, or discards.
    pub fn cards(self) -> CardSet {
        match self {
            Action::Token { card, pay } | Action::Dagger { card, pay, .. } | Action::DaggerBlock { card, pay } => {
                CardSet::only(card).with(pay)
            }
            Action::Rise { cards, using: Rise::Attack { with, .. } } => cards.or(with),
            Action::Heal(cards)
            | Action::Attack { cards, .. }
            | Action::Triplet { cards, .. }
            | Action::Quad { cards, .. }
            | Action::Rise { cards, .. }
            | Action::Fizzle(cards)
            | Action::Counter(cards) => cards,
            Action::Discard(card) => CardSet::only(card),
            Action::Draw | Action::Take | Action::Jack(_) | Action::Pass | Action::Block(_) | Action::Let => {
                CardSet::EMPTY
            }
        }
    }

    /// What the action does, in words, after the name of who does it:
    /// "attacks Player 2's Shrine with 5♠ + 4♣".
    pub fn words(self) -> String {
        match self {
            Action::Draw => "draws from the deck".to_owned(),
            Action::Take => "takes the Graveyard's top card".to_owned(),
            Action::Heal(cards) => format!("heals their Shrine with {}", cards_in_words(cards)),
            Action::Attack { target, cards } => format!("attacks {target}'s Shrine with {}", cards_in_words(cards)),
            Action::Token { card, pay } => format!("plays {} as a Token, paying {}", card.symbol(), pay.symbol()),
            Action::Dagger { card, pay, target, aim } => {
                format!("plays the Dagger {} at {}, paying {}", card.symbol(), aim.words(target), pay.symbol())
            }
            Action::Jack(target) => format!("uses the Jack to steal from {target}"),
            Action::Triplet { cards, target } => {
                format!("plays a Triplet, {}, against {target}'s Tokens", cards_in_words(cards))
            }
            Action::Quad { cards, target } => {
                format!("plays a Quad, {}, against {target}'s Tokens and Shrine top", cards_in_words(cards))
            }
            Action::Rise { cards, using } => {
                let how = match using {
                    Rise::Shrine => "onto their own Shrine".to_owned(),
                    Rise::Attack { target, with } if with.is_empty() => format!("to attack {target}'s Shrine"),
                    Rise::Attack { target, with } => {
                        format!("to attack {target}'s Shrine with {}", cards_in_words(with))
                    }
                    Rise::Token => "onto their Field as a Token".to_owned(),
                    Rise::Dagger { target, aim } => format!("as a Dagger at {}", aim.words(target)),
                    Rise::DaggerToken => "onto their Field as the Dagger Token".to_owned(),
                };
                format!("plays a Resurrection, {}, raising the Graveyard's top card {how}", cards_in_words(cards))
            }
            Action::Pass => "passes".to_owned(),
            Action::Discard(card) => format!("discards {}", card.symbol()),
            Action::Block(token) => format!("blocks with their {}", token.symbol()),
            Action::DaggerBlock { card, pay } => {
                format!("blocks with the Dagger {}, paying {}", card.symbol(), pay.symbol())
            }
            Action::Fizzle(cards) if cards.is_empty() => "fizzles it, discarding their whole hand".to_owned(),
            Action::Fizzle(cards) => format!("fizzles it, discarding {}", cards_in_words(cards)),
            Action::Counter(cards) if cards.is_empty() => "counters the Fizzle, discarding their whole hand".to_owned(),
            Action::Counter(cards) => format!("counters the Fizzle, discarding {}", cards_in_words(cards)),
            Action::Let => "lets it happen".to_owned(),
        }
    }
}

crate::text::written_as_text!(Action);

/// Reads the words of one action.
struct Words<'a> {
    text: &'a str,
    words: std::str::SplitWhitespace<'a>,
}

impl<'a> Words<'a> {
    fn error(&self, reason: impl Into<String>) -> NotationError {
        NotationError::new(self.text, reason)
    }

    fn next(&mut self, what: &str) -> Result<&'a str, NotationError> {
        self.words.next().ok_or_else(|| self.error(format!("{what} is missing")))
    }

    fn keyword(&mut self, word: &str) -> Result<(), NotationError> {
        let found = self.next(&format!("`{word}`"))?;
        if found == word { Ok(()) } else { Err(self.error(format!("expected `{word}`"))) }
    }

    fn card(&mut self) -> Result<Card, NotationError> {
        self.next("a card")?.parse().map_err(|e: crate::error::ParseError| self.error(e.to_string()))
    }

    fn cards(&mut self) -> Result<CardSet, NotationError> {
        self.next("the cards")?.parse().map_err(|e: crate::error::ParseError| self.error(e.to_string()))
    }

    fn seat(&mut self) -> Result<Seat, NotationError> {
        parse_seat(self.next("a player's number")?).ok_or_else(|| self.error("players are numbered 1 to 4"))
    }

    /// `N:shrine` or `N:K`.
    fn aim(&mut self) -> Result<(Seat, Aim), NotationError> {
        let word = self.next("what the Dagger is aimed at")?;
        let refused = || self.error("a Dagger is aimed at `N:shrine` or at a Token, `N:J`, `N:Q`, `N:K` or `N:A`");
        let (seat, aim) = word.split_once(':').ok_or_else(refused)?;
        let seat = parse_seat(seat).ok_or_else(refused)?;
        let aim = match aim {
            "shrine" => Aim::Shrine,
            "J" | "j" => Aim::Field(Rank::JACK),
            "Q" | "q" => Aim::Field(Rank::QUEEN),
            "K" | "k" => Aim::Field(Rank::KING),
            "A" | "a" => Aim::Field(Rank::ACE),
            _ => return Err(refused()),
        };
        Ok((seat, aim))
    }

    fn optional_cards(&mut self) -> Result<CardSet, NotationError> {
        match self.words.next() {
            None => Ok(CardSet::EMPTY),
            Some(word) => word.parse().map_err(|e: crate::error::ParseError| self.error(e.to_string())),
        }
    }

    fn end(mut self) -> Result<(), NotationError> {
        match self.words.next() {
            None => Ok(()),
            Some(_) => Err(self.error("there is more than the action")),
        }
    }
}

fn parse_seat(text: &str) -> Option<Seat> {
    text.parse::<u8>().ok().filter(|n| (1..=4).contains(n)).map(|n| Seat(n - 1))
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, NotationError> {
        let mut w = Words { text, words: text.split_whitespace() };
        let verb = w.next("an action")?;
        let action = match verb {
            "draw" => Action::Draw,
            "take" => Action::Take,
            "pass" => Action::Pass,
            "let" => Action::Let,
            "heal" => Action::Heal(w.cards()?),
            "attack" => Action::Attack { target: w.seat()?, cards: w.cards()? },
            "token" => {
                let card = w.card()?;
                w.keyword("pay")?;
                Action::Token { card, pay: w.card()? }
            }
            "dagger" => {
                let card = w.card()?;
                w.keyword("pay")?;
                let pay = w.card()?;
                w.keyword("on")?;
                let (target, aim) = w.aim()?;
                Action::Dagger { card, pay, target, aim }
            }
            "jack" => Action::Jack(w.seat()?),
            "triplet" | "quad" => {
                let cards = w.cards()?;
                w.keyword("on")?;
                let target = w.seat()?;
                if verb == "triplet" { Action::Triplet { cards, target } } else { Action::Quad { cards, target } }
            }
            "rise" => {
                let cards = w.cards()?;
                let using = match w.next("how the card comes into play")? {
                    "shrine" => Rise::Shrine,
                    "attack" => Rise::Attack { target: w.seat()?, with: w.cards()? },
                    "token" => Rise::Token,
                    "dagger" => {
                        w.keyword("on")?;
                        let (target, aim) = w.aim()?;
                        Rise::Dagger { target, aim }
                    }
                    "dagger-token" => Rise::DaggerToken,
                    _ => return Err(w.error("a risen card goes to the `shrine`, into an `attack`, as a `token`, a `dagger` or the `dagger-token`")),
                };
                Action::Rise { cards, using }
            }
            "discard" => Action::Discard(w.card()?),
            "block" => Action::Block(w.card()?),
            "dagger-block" => {
                let card = w.card()?;
                w.keyword("pay")?;
                Action::DaggerBlock { card, pay: w.card()? }
            }
            "fizzle" => Action::Fizzle(w.optional_cards()?),
            "counter" => Action::Counter(w.optional_cards()?),
            _ => {
                return Err(w.error(
                    "expected draw, take, heal, attack, token, dagger, jack, triplet, quad, rise, pass, discard, \
                     block, dagger-block, fizzle, counter or let",
                ));
            }
        };
        w.end()?;
        Ok(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_read_back_what_they_write() {
        for text in [
            "draw",
            "take",
            "heal 9d+9h",
            "attack 2 4c+5s",
            "token Qh pay 3h",
            "dagger Ad pay 7d on 2:shrine",
            "dagger Ad pay 7d on 3:K",
            "jack 2",
            "triplet 7c+7h+7s on 2",
            "quad 7c+7d+7h+7s on 4",
            "rise 3h+4c+5d shrine",
            "rise 4c+5d+3h attack 2 5s",
            "rise Kc+Ad+2h token",
            "rise Kc+Ad+2h dagger on 2:Q",
            "rise Jc+Qd+Kh dagger-token",
            "pass",
            "discard 5h",
            "block Qc",
            "dagger-block Ac pay 9s",
            "fizzle",
            "fizzle 5s+9d+Kh",
            "counter",
            "let",
        ] {
            let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(action.to_string().parse::<Action>(), Ok(action), "{text}");
        }
    }

    #[test]
    fn bad_notation_says_what_is_wrong() {
        for (text, words) in [
            ("attack 5 5s", "players are numbered 1 to 4"),
            ("heal 9h+9h", "named twice"),
            ("token Qh 3h", "expected `pay`"),
            ("dagger Ad pay 7d on 2:x", "a Dagger is aimed at"),
            ("dance", "expected draw"),
            ("pass now", "more than the action"),
        ] {
            let error = text.parse::<Action>().expect_err(text).to_string();
            assert!(error.contains(words), "{text}: {error}");
        }
    }
}
