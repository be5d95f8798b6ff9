//! Cards moving across the Shrine table: from the deck to a hand or a
//! Shrine, from a hand into the air, to the Graveyard, onto a Field — one
//! after another, at the speed View ▸ Animations sets.

use parlour_core::cards::Card;
use parlour_core::games::shrine::Event;

use super::layout::Spot;

/// One card on its way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Flight {
    /// The card, face up; `None` flies face down.
    pub card: Option<Card>,
    /// Where it leaves.
    pub from: Spot,
    /// Where it lands.
    pub to: Spot,
    /// When it leaves, in egui's time.
    pub start: f64,
}

/// How long one card takes, as a share of the animation speed's time.
const LEG: f64 = 0.6;

/// The flights `events` make, the first leaving at `now`, each `seconds`
/// × [`LEG`] after the one before.
pub fn flights(events: &[Event], now: f64, seconds: f64) -> Vec<Flight> {
    let mut out = Vec::new();
    let mut add = |card: Option<Card>, from: Spot, to: Spot| {
        let start = now + out.len() as f64 * seconds * LEG * 0.5;
        out.push(Flight { card, from, to, start });
    };
    for event in events {
        match *event {
            // Cards drawn and stolen fly face down: not everyone may see them.
            Event::Drew { seat, .. } => add(None, Spot::Deck, Spot::Hand(seat)),
            Event::Stole { thief, victim, .. } => add(None, Spot::Hand(victim), Spot::Hand(thief)),
            Event::Took { seat, card } => add(Some(card), Spot::Graveyard, Spot::Hand(seat)),
            Event::Declared { seat, action } => {
                for card in action.cards().iter() {
                    add(Some(card), Spot::Hand(seat), Spot::Pending);
                }
            }
            Event::Risen { card, .. } => add(Some(card), Spot::Graveyard, Spot::Pending),
            Event::Added { seat, card } => add(Some(card), Spot::Deck, Spot::Shrine(seat)),
            Event::Removed { seat, card } => add(Some(card), Spot::Shrine(seat), Spot::Graveyard),
            Event::TokenPlayed { seat, card } => add(Some(card), Spot::Pending, Spot::Field(seat)),
            Event::TokenLost { seat, card } => {
                add(Some(card), Spot::Field(seat), Spot::Graveyard);
            }
            Event::Discarded { seat, cards } | Event::Fizzled { seat, cards } | Event::Countered { seat, cards } => {
                for card in cards.iter() {
                    add(Some(card), Spot::Hand(seat), Spot::Graveyard);
                }
            }
            Event::DaggerBlocked { seat, dagger, pay } => {
                add(Some(dagger), Spot::Hand(seat), Spot::Graveyard);
                add(Some(pay), Spot::Hand(seat), Spot::Graveyard);
            }
            Event::Failed { .. } => add(None, Spot::Pending, Spot::Graveyard),
            _ => {}
        }
    }
    out
}

/// How far `flight` has gone at `now`, 0 to 1; `None` before it leaves or
/// after it lands.
pub fn progress(flight: &Flight, now: f64, seconds: f64) -> Option<f32> {
    let t = (now - flight.start) / (seconds * LEG);
    (0.0..1.0).contains(&t).then_some(t as f32)
}

/// Whether `flight` has landed by `now`.
pub fn landed(flight: &Flight, now: f64, seconds: f64) -> bool {
    now - flight.start >= seconds * LEG
}
