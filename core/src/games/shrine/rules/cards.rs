//! Cards moving: drawn (the Graveyard reshuffled into a new deck when one
//! is needed), discarded, put on and taken off Shrines and Fields, and a
//! player put out when their Shrine empties.

use crate::cards::{Card, CardSet, Rank};
use crate::games::shrine::area::{SHRINE, Slot, token_of};
use crate::games::shrine::event::Event;
use crate::games::shrine::state::{Phase, Shrine};
use crate::outcome::Outcome;
use crate::seat::Seat;

impl Shrine {
    /// The deck's next card, the Graveyard shuffled into a new deck first if
    /// it is empty; `None` when both are.
    pub(in crate::games::shrine) fn next_card(&mut self, events: &mut Vec<Event>) -> Option<Card> {
        crate::pile::next_card(&mut self.deck, &mut self.graveyard, &mut self.rng, |cards| {
            events.push(Event::Reshuffled { cards: cards as u8 });
        })
    }

    /// Puts `cards` (out of every hand already) in the Graveyard.
    pub(in crate::games::shrine) fn bury(&mut self, cards: CardSet) {
        self.graveyard.extend(cards.iter());
    }

    /// Takes `cards` out of `seat`'s hand.
    pub(in crate::games::shrine) fn take_from_hand(&mut self, seat: Seat, cards: CardSet) {
        self.hands[seat.index()] = self.hands[seat.index()].minus(cards);
        self.public[seat.index()] = self.public[seat.index()].minus(cards);
    }

    /// Discards `cards` from `seat`'s hand to the Graveyard.
    pub(in crate::games::shrine) fn discard(&mut self, seat: Seat, cards: CardSet, events: &mut Vec<Event>) {
        if cards.is_empty() {
            return;
        }
        self.take_from_hand(seat, cards);
        self.bury(cards);
        events.push(Event::Discarded { seat, cards });
    }

    /// `seat` draws from the deck; the Balance card is played at once.
    pub(in crate::games::shrine) fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Some(card) = self.next_card(events) else { return };
        if card.is_joker() {
            events.push(Event::Drew { seat, card: Some(card) });
            self.play_balance(seat, events);
            self.actions_left = self.actions_left.saturating_sub(1);
            return;
        }
        self.hands[seat.index()] = self.hands[seat.index()].with(card);
        events.push(Event::Drew { seat, card: Some(card) });
    }

    /// Puts `card` face up on top of `seat`'s Shrine; the Balance card, turned
    /// up there, is played at once by the Shrine's owner.
    pub(in crate::games::shrine) fn add_to_shrine(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        if card.is_joker() {
            self.play_balance(seat, events);
            return;
        }
        self.areas[seat.index()].shrine.push(Slot { card, seen: true });
        events.push(Event::Added { seat, card });
    }

    /// An action takes `tokens` off `seat`'s Field and, with `top`, the
    /// Shrine's top card: they go to the Graveyard in that order, and the
    /// cards that took them, `then`, after them. Then what follows from the
    /// loss: a Triad broken loses the Dagger Token and cuts the Shrine back
    /// to five from the top; the card now on top is turned up (the Balance
    /// card is played at once); an empty Shrine puts its owner out.
    pub(in crate::games::shrine) fn strike(
        &mut self,
        seat: Seat,
        tokens: CardSet,
        top: bool,
        then: impl IntoIterator<Item = Card>,
        events: &mut Vec<Event>,
    ) {
        let had_triad = self.area(seat).triad();
        let tokens = tokens.and(self.area(seat).field);
        for card in tokens.iter() {
            let area = &mut self.areas[seat.index()];
            area.field = area.field.without(card);
            self.graveyard.push(card);
            events.push(Event::TokenLost { seat, card });
        }
        let mut uncovered = false;
        if top && let Some(slot) = self.areas[seat.index()].shrine.pop() {
            self.graveyard.push(slot.card);
            events.push(Event::Removed { seat, card: slot.card });
            uncovered = true;
        }
        self.graveyard.extend(then);
        if had_triad && !self.area(seat).triad() {
            events.push(Event::TriadBroken { seat });
            if let Some(dagger) = token_of(self.area(seat).field, Rank::ACE) {
                self.lose_token(seat, dagger, events);
            }
            while self.area(seat).shrine.len() > SHRINE {
                if let Some(slot) = self.areas[seat.index()].shrine.pop() {
                    self.graveyard.push(slot.card);
                    events.push(Event::Removed { seat, card: slot.card });
                }
            }
            uncovered = true;
        }
        if uncovered {
            self.turn_up(seat, events);
        }
    }

    /// Takes the Token `card` from `seat`'s Field to the Graveyard, with
    /// what follows (see [`Shrine::strike`]).
    pub(in crate::games::shrine) fn lose_token(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        self.strike(seat, CardSet::only(card), false, None, events);
    }

    /// After the top went: the new top is turned up; the Balance card there
    /// is played by the Shrine's owner; an empty Shrine puts them out.
    pub(in crate::games::shrine) fn turn_up(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let area = &mut self.areas[seat.index()];
        if area.top().is_some_and(Card::is_joker) {
            area.shrine.pop();
            if area.shrine.is_empty() {
                // The Balance card was all that was left: the Shrine is empty.
                self.set_aside_balance();
            } else {
                self.show_top(seat, events);
                self.play_balance(seat, events);
            }
        }
        self.show_top(seat, events);
        if self.areas[seat.index()].shrine.is_empty() && self.is_in(seat) {
            self.knock_out(seat, events);
        }
    }

    /// Turns `seat`'s Shrine's top face up, and says so when it was face
    /// down till now.
    pub(in crate::games::shrine) fn show_top(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if let Some(card) = self.areas[seat.index()].reveal_top() {
            events.push(Event::TurnedUp { seat, card });
        }
    }

    /// `seat`'s Shrine is empty: they are out, their hand and Field to the
    /// Graveyard; the last player with a Shrine wins.
    pub(in crate::games::shrine) fn knock_out(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.out = self.out.with(seat);
        events.push(Event::Out { seat });
        let hand = self.hands[seat.index()];
        self.discard(seat, hand, events);
        let field = self.areas[seat.index()].field;
        self.areas[seat.index()].field = CardSet::EMPTY;
        self.bury(field);
        let left: Vec<Seat> = self.seats().filter(|&s| self.is_in(s)).collect();
        if let [winner] = left.as_slice() {
            self.finish(Outcome::win(*winner), false, events);
        }
    }

    pub(in crate::games::shrine) fn finish(&mut self, outcome: Outcome, turn_limit: bool, events: &mut Vec<Event>) {
        if self.outcome.is_none() {
            self.outcome = Some(outcome);
            self.phase = Phase::Over;
            events.push(Event::Ended { outcome, turn_limit });
        }
    }
}
