//! What lies in front of each player: their Shrine, a stack whose top card
//! is face up and whose other cards nobody has seen unless they were once
//! on top, and their Field of Tokens.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardSet, Rank};

/// The most cards a Shrine holds without a Triad.
pub const SHRINE: usize = 5;
/// The most with a Triad.
pub const SHRINE_WITH_TRIAD: usize = 7;

/// One card of a Shrine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Slot {
    /// The card.
    pub card: Card,
    /// Whether everyone has seen it (it was on top once, or was put there face up).
    pub seen: bool,
}

/// A player's Shrine, bottom card first.
pub type Stack = ArrayVec<Slot, SHRINE_WITH_TRIAD>;

/// A player's side: Shrine and Field.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Area {
    /// The Shrine, bottom first; the last card is the face-up top.
    pub shrine: Stack,
    /// The Tokens on the Field: Jack, Queen, King, and the Ace as the Dagger Token.
    pub field: CardSet,
}

/// The Field's Token of `rank`, if there is one.
pub fn token_of(field: CardSet, rank: Rank) -> Option<Card> {
    field.iter().find(|c| c.rank() == Some(rank))
}

/// Whether `field` holds Jack, Queen and King: a Triad.
pub fn is_triad(field: CardSet) -> bool {
    [Rank::JACK, Rank::QUEEN, Rank::KING].into_iter().all(|rank| token_of(field, rank).is_some())
}

/// How many cards a Shrine may hold beside `field`: five, seven with a Triad.
pub fn shrine_capacity(field: CardSet) -> usize {
    if is_triad(field) { SHRINE_WITH_TRIAD } else { SHRINE }
}

impl Area {
    /// The Shrine's top card.
    pub fn top(&self) -> Option<Card> {
        self.shrine.last().map(|s| s.card)
    }

    /// Whether the Field holds a Token of `rank`.
    pub fn has(&self, rank: Rank) -> bool {
        token_of(self.field, rank).is_some()
    }

    /// Whether Jack, Queen and King are all on the Field.
    pub fn triad(&self) -> bool {
        is_triad(self.field)
    }

    /// How many cards the Shrine may hold: five, seven with a Triad.
    pub fn capacity(&self) -> usize {
        shrine_capacity(self.field)
    }

    /// How many Tokens the Field may hold: three, four with the Dagger Token.
    pub fn token_room(&self) -> bool {
        let most = if self.triad() { 4 } else { 3 };
        self.field.len() < most
    }

    /// Whether `card` could go on the Field as a Token now: a Jack, Queen or
    /// King of a kind not there yet, or an Ace as the Dagger Token with a
    /// Triad; never beyond the Field's room.
    pub fn takes_token(&self, card: Card) -> bool {
        let Some(rank) = card.rank() else { return false };
        let kind = rank.is_face() || (rank == Rank::ACE && self.triad());
        kind && !self.has(rank) && self.token_room()
    }

    /// Turns the top card face up for everyone to see; the card, when it
    /// was face down till now.
    pub fn reveal_top(&mut self) -> Option<Card> {
        let top = self.shrine.last_mut().filter(|top| !top.seen)?;
        top.seen = true;
        Some(top.card)
    }
}
