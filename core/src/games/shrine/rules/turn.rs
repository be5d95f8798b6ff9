//! The turn: its start (draw or take), its actions, the hand cut to
//! seven, the next player; and the deal that starts a game.

use rand::Rng;
use rand::seq::SliceRandom;

use crate::cards::{Card, CardSet, Rank};
use crate::games::shrine::action::Action;
use crate::games::shrine::area::Slot;
use crate::games::shrine::event::Event;
use crate::games::shrine::state::{HAND_DEAL, HAND_LIMIT, Phase, SHRINE_DEAL, Shrine};
use crate::outcome::Outcome;
use crate::seat::{Seat, SeatSet};

impl Shrine {
    /// Starts `self.turn`'s turn: one action (two with the Dagger Token);
    /// with an empty Graveyard the draw is made at once.
    pub(in crate::games::shrine) fn start_turn(&mut self, events: &mut Vec<Event>) {
        if self.turns >= self.turn_limit {
            let winners = self.seats().filter(|&s| self.is_in(s)).fold(SeatSet::default(), SeatSet::with);
            self.finish(Outcome { winners }, true, events);
            return;
        }
        self.turns += 1;
        self.powers_used = 0;
        self.actions_left = if self.area(self.turn).has(Rank::ACE) { 2 } else { 1 };
        self.phase = Phase::Start;
        if self.graveyard.is_empty() {
            self.begin(Action::Draw, events);
        }
    }

    /// The start of the turn: draw (two with the Dagger Token), or take the
    /// Graveyard's top instead of the first card (one action).
    pub(in crate::games::shrine) fn begin(&mut self, how: Action, events: &mut Vec<Event>) {
        let seat = self.turn;
        let draws = if self.area(seat).has(Rank::ACE) { 2 } else { 1 };
        self.phase = Phase::Act;
        if how == Action::Take
            && let Some(card) = self.graveyard.pop()
        {
            self.hands[seat.index()] = self.hands[seat.index()].with(card);
            self.public[seat.index()] = self.public[seat.index()].with(card);
            events.push(Event::Took { seat, card });
            self.actions_left -= 1;
            for _ in 1..draws {
                self.draw(seat, events);
            }
        } else {
            for _ in 0..draws {
                self.draw(seat, events);
            }
        }
        self.after_action(events);
    }

    /// After an action (or a draw) is done: the next action, the hand
    /// trimmed to seven, or the next turn.
    pub(in crate::games::shrine) fn after_action(&mut self, events: &mut Vec<Event>) {
        if self.outcome.is_some() {
            self.phase = Phase::Over;
            return;
        }
        if !self.is_in(self.turn) {
            self.next_turn(events);
        } else if self.actions_left > 0 {
            self.phase = Phase::Act;
        } else {
            self.end_turn(events);
        }
    }

    pub(in crate::games::shrine) fn end_turn(&mut self, events: &mut Vec<Event>) {
        if self.hand(self.turn).len() > HAND_LIMIT {
            self.phase = Phase::Trim;
        } else {
            self.next_turn(events);
        }
    }

    pub(in crate::games::shrine) fn next_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = self.next_in(self.turn);
        self.start_turn(events);
    }

    /// The turn player's action during the Act phase.
    pub(in crate::games::shrine) fn act(&mut self, action: Action, events: &mut Vec<Event>) {
        match action {
            Action::Pass => {
                events.push(Event::Passed { seat: self.turn });
                self.actions_left = 0;
                self.after_action(events);
            }
            _ => self.declare(action, events),
        }
    }

    /// Discards `card` (after the Jack's steal, or down to seven).
    pub(in crate::games::shrine) fn give_up(&mut self, card: Card, events: &mut Vec<Event>) {
        let seat = self.turn;
        self.discard(seat, CardSet::only(card), events);
        if self.phase == Phase::StealDiscard {
            self.after_action(events);
        } else if self.hand(seat).len() <= HAND_LIMIT {
            self.next_turn(events);
        }
    }

    /// Lays out a fresh game: Shrines and hands dealt from the shuffled deck
    /// (a Balance card dealt is put back and the deck shuffled again), and
    /// the first turn started.
    pub(in crate::games::shrine) fn deal(&mut self, first: Option<Seat>, events: &mut Vec<Event>) {
        self.deck.shuffle(&mut self.rng);
        for seat in self.seats() {
            for _ in 0..SHRINE_DEAL {
                let card = self.deal_one();
                self.areas[seat.index()].shrine.push(Slot { card, seen: false });
            }
            let _ = self.areas[seat.index()].reveal_top();
        }
        for seat in self.seats() {
            for _ in 0..HAND_DEAL {
                let card = self.deal_one();
                self.hands[seat.index()] = self.hands[seat.index()].with(card);
            }
        }
        self.turn = first.unwrap_or_else(|| Seat::new(self.rng.random_range(0..usize::from(self.players))));
        self.start_turn(events);
    }

    /// The next card for the deal, never the Balance card: dealt, it goes
    /// back into the deck and the deck is shuffled.
    pub(in crate::games::shrine) fn deal_one(&mut self) -> Card {
        loop {
            match self.deck.pop() {
                Some(card) if card.is_joker() => {
                    self.deck.push(card);
                    self.deck.shuffle(&mut self.rng);
                }
                Some(card) => return card,
                None => return Card::JOKER,
            }
        }
    }
}
