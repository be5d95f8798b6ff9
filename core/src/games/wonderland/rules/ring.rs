//! Cards taken and drawn, and the ring: hedges painted, and the Queen of
//! Hearts coming into play and landing.

use crate::cards::Card;
use crate::games::wonderland::action::QUEEN_OF_HEARTS;
use crate::games::wonderland::event::Event;
use crate::games::wonderland::ring::Hedge;
use crate::games::wonderland::state::Wonderland;
use crate::seat::{Seat, SeatSet};

impl Wonderland {
    /// Takes one `card` out of `seat`'s hand.
    pub(in crate::games::wonderland) fn take(&mut self, seat: Seat, card: Card) {
        let hand = &mut self.hands[seat.index()];
        if let Some(at) = hand.iter().position(|&c| c == card) {
            hand.remove(at);
        }
    }

    /// The draw pile's top card, the discards shuffled in first if it is empty.
    pub(in crate::games::wonderland) fn next_card(&mut self, events: &mut Vec<Event>) -> Option<Card> {
        crate::pile::next_card(&mut self.draw, &mut self.discard, &mut self.rng, |cards| {
            events.push(Event::Reshuffled { cards: cards as u8 });
        })
    }

    /// The discard pile shuffled into the draw pile.
    pub(in crate::games::wonderland) fn reshuffle(&mut self, events: &mut Vec<Event>) {
        let cards = crate::pile::reshuffle(&mut self.draw, &mut self.discard, &mut self.rng);
        events.push(Event::Reshuffled { cards: cards as u8 });
    }

    // ----- the ring -----

    /// Paints `hedge`.
    pub(in crate::games::wonderland) fn paint(&mut self, hedge: Hedge) {
        self.painted |= 1 << hedge.index();
    }

    /// The Queen of Hearts lands on `hedge`: painted, it turns white again,
    /// and any guardsmen on it are out of the game, the Queen discarded.
    pub(in crate::games::wonderland) fn land(&mut self, hedge: Hedge, events: &mut Vec<Event>) {
        if !self.is_painted(hedge) {
            return;
        }
        self.painted &= !(1 << hedge.index());
        events.push(Event::Unpainted { hedge });
        let caught: SeatSet = self
            .seats()
            .filter(|&s| self.guards[s.index()].is_some_and(|g| g.at == hedge))
            .fold(SeatSet::default(), SeatSet::with);
        if caught.is_empty() {
            return;
        }
        for seat in caught.iter() {
            if let Some(guard) = self.guards[seat.index()].take() {
                self.removed.push(guard.card);
            }
        }
        self.queen = None;
        self.discard.push(QUEEN_OF_HEARTS);
        events.push(Event::Caught { hedge, seats: caught });
    }

    /// The Queen of Hearts comes into play on `seat`'s central hedge.
    pub(in crate::games::wonderland) fn queen_in(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let hedge = Hedge::central(seat);
        self.queen = Some(hedge);
        events.push(Event::QueenIn { seat, hedge });
        self.land(hedge, events);
    }
}
