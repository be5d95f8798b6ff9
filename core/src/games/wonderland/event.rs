//! What happens in a game of Wonderland, for the log and the table. Cards
//! only some players may know (a card drawn, a guardsman chosen before they
//! are shown) are `None` in the events the others are shown.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::ring::{Dir, Hedge};
use super::state::Wonderland;
use crate::cards::Card;
use crate::outcome::Outcome;
use crate::seat::{Seat, SeatSet};

/// Something an action caused; in JSON an object whose `event` names the kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A player chose their first guardsman, face down for now.
    Chose {
        /// Who.
        seat: Seat,
        /// The card, for the one who chose it.
        card: Option<Card>,
    },
    /// Everyone has chosen: the guardsmen stand on their central hedges.
    Shown {
        /// Each player's guardsman, in seat order.
        guards: Vec<Card>,
    },
    /// A player put a new guardsman on their central hedge.
    Placed {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A guardsman walked.
    Moved {
        /// Whose.
        seat: Seat,
        /// The card discarded for it.
        card: Card,
        /// Which way.
        dir: Dir,
        /// Where it ended.
        to: Hedge,
    },
    /// The Queen of Hearts was moved.
    Stalked {
        /// Who moved her.
        seat: Seat,
        /// The card discarded for it.
        card: Card,
        /// Which way.
        dir: Dir,
        /// Where she landed.
        to: Hedge,
    },
    /// A hedge was painted.
    Painted {
        /// Who painted it.
        seat: Seat,
        /// The hedge.
        hedge: Hedge,
        /// The card discarded for it (none when a Jack did it).
        card: Option<Card>,
    },
    /// A painted hedge was turned face up again.
    Unpainted {
        /// The hedge.
        hedge: Hedge,
    },
    /// A face card was played (and may yet be cancelled).
    Played {
        /// Who.
        seat: Seat,
        /// What.
        action: Action,
    },
    /// A King in front of a player cancelled the face card.
    Cancelled {
        /// The King's holder.
        seat: Seat,
        /// The King.
        king: Card,
    },
    /// A King went face up in front of its player.
    KingKept {
        /// Whose.
        seat: Seat,
        /// The King.
        card: Card,
    },
    /// The Queen of Hearts came into play.
    QueenIn {
        /// On whose central hedge.
        seat: Seat,
        /// The hedge.
        hedge: Hedge,
    },
    /// The Queen of Hearts caught guardsmen on a painted hedge: they are out
    /// of the game, and she is discarded.
    Caught {
        /// The hedge.
        hedge: Hedge,
        /// Whose guardsmen.
        seats: SeatSet,
    },
    /// A player drew a card at the end of their turn.
    Drew {
        /// Who.
        seat: Seat,
        /// The card, for the one who drew it.
        card: Option<Card>,
    },
    /// A player discarded down to five.
    Discarded {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The draw pile's top card was turned up, and discarded.
    TurnedUp {
        /// The card.
        card: Card,
    },
    /// The discard pile was shuffled into the draw pile.
    Reshuffled {
        /// How many cards the draw pile has now.
        cards: u8,
    },
    /// A player ended their turn.
    TurnEnded {
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

/// Every event may be shown as [`Event::seen_by`] leaves it.
pub type PublicEvent = Event;

impl Event {
    /// The event as `viewer` may know it: a card drawn or a guardsman chosen
    /// is shown only to its player.
    #[must_use]
    pub fn seen_by(&self, viewer: Option<Seat>) -> Event {
        match *self {
            Event::Drew { seat, .. } if viewer != Some(seat) => Event::Drew { seat, card: None },
            Event::Chose { seat, .. } if viewer != Some(seat) => Event::Chose { seat, card: None },
            ref other => other.clone(),
        }
    }
}

/// The event in words, for the log.
pub(super) fn describe(game: &Wonderland, event: &Event) -> String {
    let way = |dir: Dir| if dir == Dir::Cw { "clockwise" } else { "counter-clockwise" };
    match event {
        Event::Chose { seat, card: Some(card) } => format!("{seat} chose {} as their guardsman.", card.symbol()),
        Event::Chose { seat, card: None } => format!("{seat} chose a guardsman, face down."),
        Event::Shown { guards } => {
            let named: Vec<String> =
                guards.iter().enumerate().map(|(s, c)| format!("{} {}", Seat::new(s), c.symbol())).collect();
            format!("The guardsmen step onto their central hedges: {}.", named.join(", "))
        }
        Event::Placed { seat, card } => {
            format!("{seat} put a new guardsman, {}, on their central hedge.", card.symbol())
        }
        Event::Moved { seat, card, dir, to } => {
            format!("{seat} discarded {} and their guardsman walked {} to {to}.", card.symbol(), way(*dir))
        }
        Event::Stalked { seat, card, dir, to } => {
            format!("{seat} discarded {} and sent the Queen of Hearts {} to {to}.", card.symbol(), way(*dir))
        }
        Event::Painted { seat, hedge, card: Some(card) } => {
            format!("{seat} discarded {} and painted the roses of {hedge} red.", card.symbol())
        }
        Event::Painted { seat, hedge, card: None } => format!("{seat}'s Jack painted {hedge}."),
        Event::Unpainted { hedge } => format!("The roses of {hedge} are white again."),
        Event::Played { seat, action } => format!("{seat} played {}.", played(*action)),
        Event::Cancelled { seat, king } => {
            format!(
                "{seat} discarded their {} to cancel it: the face card is discarded and does nothing.",
                king.symbol()
            )
        }
        Event::KingKept { seat, card } => format!("{} stands in front of {seat}.", card.symbol()),
        Event::QueenIn { seat, hedge } => {
            format!("The Queen of Hearts comes into play on {seat}'s central hedge, {hedge}!")
        }
        Event::Caught { hedge, seats } => {
            let names: Vec<String> = seats.iter().map(|s| format!("{s}'s")).collect();
            let guardsmen = if seats.len() == 1 { "guardsman" } else { "guardsmen" };
            format!(
                "Off with their heads! The Queen caught {} {guardsmen} on {hedge}; she leaves the ring.",
                names.join(" and ")
            )
        }
        Event::Drew { seat, card: Some(card) } => format!("{seat} drew {}.", card.symbol()),
        Event::Drew { seat, card: None } => format!("{seat} drew a card."),
        Event::Discarded { seat, card } => format!("{seat} discarded {}.", card.symbol()),
        Event::TurnedUp { card } => {
            format!("The draw pile's top card, turned up for the Queen of Hearts, was {}: discarded.", card.symbol())
        }
        Event::Reshuffled { cards } => {
            format!("The dealer's turn is over: the discards are shuffled into the draw pile, now {cards} cards.")
        }
        Event::TurnEnded { seat } => format!("{seat} ended their turn."),
        Event::Ended { turn_limit: true, .. } => format!("{} turns were played: a draw.", game.turn_limit),
        Event::Ended { outcome, .. } => match outcome.sole_winner() {
            Some(winner) => format!("{winner}'s garden is all painted: {winner} wins!"),
            None => "The game is over.".to_owned(),
        },
    }
}

/// A face card's play in words: "the Jack of Diamonds on p1.3".
fn played(action: Action) -> String {
    match action {
        Action::Jack { card, hedge } | Action::Queen { card, hedge } => format!("{} on {hedge}", card.symbol()),
        Action::King(card) => card.symbol(),
        Action::Hearts => "the Queen of Hearts into play".to_owned(),
        other => other.to_string(),
    }
}
