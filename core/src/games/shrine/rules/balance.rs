//! The Balance card: every other player evened out to whoever plays it.

use arrayvec::ArrayVec;
use rand::Rng;
use rand::seq::SliceRandom;

use crate::cards::{Card, CardSet, Rank};
use crate::games::shrine::area::Slot;
use crate::games::shrine::event::Event;
use crate::games::shrine::options::BalanceRule;
use crate::games::shrine::state::{MAX_PLAYERS, Pile, Shrine};
use crate::seat::Seat;

impl Shrine {
    /// The Balance card leaves play: out of the game, or back into the deck.
    pub(in crate::games::shrine) fn set_aside_balance(&mut self) {
        if self.balance == BalanceRule::Reshuffle {
            self.deck.push(Card::JOKER);
        }
    }

    /// The Balance card, played for `owner`: every other player is evened
    /// out to them — hand size, Shrine size, Tokens of the same kinds — and
    /// then the deck and the Graveyard are shuffled together.
    pub(in crate::games::shrine) fn play_balance(&mut self, owner: Seat, events: &mut Vec<Event>) {
        events.push(Event::Balance { seat: owner });
        let hand_size = self.hand(owner).len();
        let shrine_size = self.area(owner).shrine.len();
        let kinds: ArrayVec<Rank, 4> = self.area(owner).field.iter().filter_map(Card::rank).collect();
        let others: ArrayVec<Seat, MAX_PLAYERS> = self.rivals(owner).collect();
        for seat in others {
            self.even_hand(seat, hand_size, events);
            self.even_shrine(seat, shrine_size, events);
            self.even_field(seat, &kinds, events);
        }
        self.graveyard.retain(|c| !c.is_joker());
        self.deck.extend(self.graveyard.drain(..));
        self.set_aside_balance();
        self.deck.shuffle(&mut self.rng);
        events.push(Event::Reshuffled { cards: self.deck.len() as u8 });
    }

    /// Draws or discards (at random) until `seat` holds `size` cards.
    pub(in crate::games::shrine) fn even_hand(&mut self, seat: Seat, size: usize, events: &mut Vec<Event>) {
        while self.hand(seat).len() < size {
            let Some(card) = self.next_card(events) else { break };
            self.hands[seat.index()] = self.hands[seat.index()].with(card);
            events.push(Event::Drew { seat, card: Some(card) });
        }
        let mut extra = CardSet::EMPTY;
        while self.hand(seat).len() > size + extra.len() {
            let hand = self.hand(seat).minus(extra);
            if let Some(card) = hand.nth(self.rng.random_range(0..hand.len())) {
                extra = extra.with(card);
            }
        }
        self.discard(seat, extra, events);
    }

    /// Adds cards from the deck, or removes the top, until `seat`'s Shrine
    /// holds `size` cards (never beyond its own capacity).
    pub(in crate::games::shrine) fn even_shrine(&mut self, seat: Seat, size: usize, events: &mut Vec<Event>) {
        let size = size.min(self.area(seat).capacity());
        while self.area(seat).shrine.len() > size {
            let Some(slot) = self.areas[seat.index()].shrine.pop() else { break };
            self.graveyard.push(slot.card);
            events.push(Event::Removed { seat, card: slot.card });
        }
        while self.area(seat).shrine.len() < size {
            let Some(card) = self.next_card(events) else { break };
            self.areas[seat.index()].shrine.push(Slot { card, seen: true });
            events.push(Event::Added { seat, card });
        }
        self.show_top(seat, events);
    }

    /// Takes away the Tokens `seat` has that are not among `kinds`, and
    /// finds those it lacks in the Graveyard, then the deck.
    pub(in crate::games::shrine) fn even_field(&mut self, seat: Seat, kinds: &[Rank], events: &mut Vec<Event>) {
        let extra: Vec<Card> =
            self.area(seat).field.iter().filter(|c| !c.rank().is_some_and(|r| kinds.contains(&r))).collect();
        for token in extra {
            if self.area(seat).field.contains(token) {
                self.lose_token(seat, token, events);
            }
        }
        // Faces first, so the Triad is there before the Dagger Token.
        let mut wanted: ArrayVec<Rank, 4> = kinds.iter().copied().filter(|&r| !self.area(seat).has(r)).collect();
        wanted.sort_by_key(|r| std::cmp::Reverse(r.value()));
        for rank in wanted {
            if !(rank.is_face() || self.area(seat).triad()) {
                continue;
            }
            let found = |pile: &Pile| pile.iter().rposition(|c| c.rank() == Some(rank));
            let card = if let Some(at) = found(&self.graveyard) {
                Some(self.graveyard.remove(at))
            } else {
                found(&self.deck).map(|at| self.deck.remove(at))
            };
            if let Some(card) = card {
                let area = &mut self.areas[seat.index()];
                area.field = area.field.with(card);
                events.push(Event::TokenPlayed { seat, card });
            }
        }
    }
}
