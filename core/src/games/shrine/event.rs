//! What happens in a game of Shrine, for the log and the table. Cards only
//! some players may know (a card drawn, a card stolen) are `None` in the
//! events others are shown.

use serde::{Deserialize, Serialize};

use super::action::{Action, cards_in_words};
use super::state::Shrine;
use crate::cards::{Card, CardSet};
use crate::outcome::Outcome;
use crate::seat::Seat;

/// Something an action caused; in JSON an object whose `event` names the
/// kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A player drew from the deck (only they see the card).
    Drew {
        /// Who.
        seat: Seat,
        /// The card, for those who may see it.
        card: Option<Card>,
    },
    /// A player took the Graveyard's top card.
    Took {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A player declared an action, its cards shown.
    Declared {
        /// Who.
        seat: Seat,
        /// What.
        action: Action,
    },
    /// A Token on the Field blocked an attack.
    Blocked {
        /// Who blocked.
        seat: Seat,
        /// The Token discarded.
        token: Card,
    },
    /// A Dagger answered a Dagger.
    DaggerBlocked {
        /// Who.
        seat: Seat,
        /// Their Dagger.
        dagger: Card,
        /// What they paid.
        pay: Card,
    },
    /// A player fizzled the action, discarding these cards.
    Fizzled {
        /// Who.
        seat: Seat,
        /// The cards discarded.
        cards: CardSet,
    },
    /// The actor countered the Fizzle, discarding these cards.
    Countered {
        /// Who.
        seat: Seat,
        /// The cards discarded.
        cards: CardSet,
    },
    /// The action was stopped; its cards went to the Graveyard.
    Failed {
        /// Whose action.
        seat: Seat,
    },
    /// A card was put on top of a Shrine.
    Added {
        /// Whose Shrine.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A Shrine's top card went to the Graveyard.
    Removed {
        /// Whose Shrine.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A Shrine's new top card, face down till now, was turned face up.
    TurnedUp {
        /// Whose Shrine.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A Token was put on the Field.
    TokenPlayed {
        /// Whose Field.
        seat: Seat,
        /// The Token.
        card: Card,
    },
    /// A Token left the Field for the Graveyard.
    TokenLost {
        /// Whose Field.
        seat: Seat,
        /// The Token.
        card: Card,
    },
    /// The Jack stole a card, unseen by the others.
    Stole {
        /// The thief.
        thief: Seat,
        /// Who lost it.
        victim: Seat,
        /// The card, for the two of them.
        card: Option<Card>,
    },
    /// Cards went from a hand to the Graveyard.
    Discarded {
        /// Whose hand.
        seat: Seat,
        /// The cards.
        cards: CardSet,
    },
    /// A Resurrection, declared, took up the Graveyard's top card: it comes
    /// into play if the Resurrection stands, and goes back if it fails.
    Risen {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A Triad was broken: the Shrine is cut back to five.
    TriadBroken {
        /// Whose.
        seat: Seat,
    },
    /// The Balance card was played: everyone else is evened out to this player.
    Balance {
        /// Who played it.
        seat: Seat,
    },
    /// The Graveyard (and what was left of the deck) was shuffled into a new deck.
    Reshuffled {
        /// How many cards the new deck has.
        cards: u8,
    },
    /// A player passed.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// A player's Shrine is empty: they are out.
    Out {
        /// Who.
        seat: Seat,
    },
    /// The game is over.
    Ended {
        /// The result.
        outcome: Outcome,
        /// Whether it ended at the turn limit.
        turn_limit: bool,
    },
}

impl Event {
    /// The event as `viewer` may know it: a card drawn is shown only to who
    /// drew it, a card stolen only to the thief and the victim.
    #[must_use]
    pub fn seen_by(&self, viewer: Option<Seat>) -> Event {
        match *self {
            Event::Drew { seat, .. } if viewer != Some(seat) => Event::Drew { seat, card: None },
            Event::Stole { thief, victim, .. } if viewer != Some(thief) && viewer != Some(victim) => {
                Event::Stole { thief, victim, card: None }
            }
            ref other => other.clone(),
        }
    }
}

/// Every event may be shown as [`Event::seen_by`] leaves it.
pub type PublicEvent = Event;

/// The event in words, for the log; cards the viewer may not see are
/// already `None` in it.
pub(super) fn describe(game: &Shrine, event: &Event) -> String {
    let count = |cards: CardSet| match cards.len() {
        1 => "1 card".to_owned(),
        n => format!("{n} cards"),
    };
    match *event {
        Event::Drew { seat, card: Some(card) } => format!("{seat} drew {}.", card.symbol()),
        Event::Drew { seat, card: None } => format!("{seat} drew a card."),
        Event::Took { seat, card } => format!("{seat} took {} from the Graveyard.", card.symbol()),
        Event::Declared { seat, action } => format!("{seat} {}.", action.words()),
        Event::Blocked { seat, token } => {
            format!("{seat} blocked the attack with their {}.", token.symbol())
        }
        Event::DaggerBlocked { seat, dagger, pay } => {
            format!("{seat} blocked the Dagger with {}, paying {}; both Daggers go.", dagger.symbol(), pay.symbol())
        }
        Event::Fizzled { seat, cards } => {
            format!("{seat} fizzled it, discarding {}: {}.", count(cards), cards_in_words(cards))
        }
        Event::Countered { seat, cards } => {
            format!("{seat} countered the Fizzle, discarding {}: {}.", count(cards), cards_in_words(cards))
        }
        Event::Failed { seat } => format!("{seat}'s action failed; its cards go to the Graveyard."),
        Event::Added { seat, card } => format!("{} went on top of {seat}'s Shrine.", card.symbol()),
        Event::Removed { seat, card } => format!("{} left {seat}'s Shrine for the Graveyard.", card.symbol()),
        Event::TurnedUp { seat, card } => format!("{} was turned face up on {seat}'s Shrine.", card.symbol()),
        Event::TokenPlayed { seat, card } => format!("{} is on {seat}'s Field.", card.symbol()),
        Event::TokenLost { seat, card } => format!("{seat}'s {} went to the Graveyard.", card.symbol()),
        Event::Stole { thief, victim, card: Some(card) } => {
            format!("{thief} took {} from {victim}'s hand.", card.symbol())
        }
        Event::Stole { thief, victim, card: None } => format!("{thief} took a card from {victim}'s hand."),
        Event::Discarded { seat, cards } => format!("{seat} discarded {}.", cards_in_words(cards)),
        // Said as it is declared: an answer may yet send it back.
        Event::Risen { seat, card } => {
            format!("{} is taken up from the Graveyard for {seat}'s Resurrection.", card.symbol())
        }
        Event::TriadBroken { seat } => {
            format!("{seat}'s Triad is broken: their Shrine holds five again and the Dagger Token goes.")
        }
        Event::Balance { seat } => {
            format!("The Balance card! Everyone else is evened out to {seat}: hand, Shrine and Tokens.")
        }
        Event::Reshuffled { cards } => format!("The cards were shuffled into a new deck of {cards}."),
        Event::Passed { seat } => format!("{seat} passed."),
        Event::Out { seat } => format!("{seat}'s Shrine is empty: they are out."),
        Event::Ended { turn_limit: true, .. } => {
            format!("{} turns were played: the game is drawn among those still in.", game.turn_limit)
        }
        Event::Ended { outcome, .. } => match outcome.winners.iter().next() {
            Some(winner) if outcome.winners.len() == 1 => format!("{winner} wins: the last Shrine standing."),
            _ => "The game is over.".to_owned(),
        },
    }
}
