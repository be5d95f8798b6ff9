//! An action declared, the answers out of turn (blocks, Dagger blocks,
//! Fizzles and counters), and what the action does when it stands.

use rand::Rng;

use crate::games::shrine::action::{Action, Aim, Rise};
use crate::games::shrine::area::token_of;
use crate::games::shrine::event::Event;
use crate::games::shrine::state::{FIZZLE_HAND, Pending, Phase, Shrine, Stage};
use crate::cards::{Card, CardSet, Rank};
use crate::seat::Seat;

impl Shrine {
    /// Declares `action` for the turn player: its cards leave the hand, and
    /// the target and then the others may answer before it takes effect.
    pub(in crate::games::shrine) fn declare(&mut self, action: Action, events: &mut Vec<Event>) {
        let actor = self.turn;
        let committed = action.cards();
        self.take_from_hand(actor, committed);
        events.push(Event::Declared { seat: actor, action });
        let risen = match action {
            Action::Rise { .. } => self.graveyard.pop(),
            _ => None,
        };
        if let Some(card) = risen {
            events.push(Event::Risen { seat: actor, card });
        }
        let blocker = match action {
            Action::Attack { target, .. } | Action::Rise { using: Rise::Attack { target, .. }, .. }
                if !self.area(target).field.is_empty() =>
            {
                Some(target)
            }
            Action::Dagger { target, .. } | Action::Rise { using: Rise::Dagger { target, .. }, .. }
                if self.can_dagger_block(target) =>
            {
                Some(target)
            }
            _ => None,
        };
        let pending = Pending { actor, action, committed, risen, stage: Stage::Block(actor) };
        match blocker {
            Some(target) => self.phase = Phase::Pending(Pending { stage: Stage::Block(target), ..pending }),
            None => self.ask_fizzle(pending, actor, events),
        }
    }

    /// Whether `seat` holds an Ace and a card of its colour to pay with.
    pub(in crate::games::shrine) fn can_dagger_block(&self, seat: Seat) -> bool {
        let hand = self.hand(seat);
        hand.iter().filter(|c| c.rank() == Some(Rank::ACE)).any(|ace| hand.iter().any(|p| p != ace && p.colour() == ace.colour()))
    }

    /// Offers the Fizzle to the next player after `after` (in seat order from
    /// the actor's left) who may, or lets the action take effect.
    pub(in crate::games::shrine) fn ask_fizzle(&mut self, pending: Pending, after: Seat, events: &mut Vec<Event>) {
        let n = usize::from(self.players);
        let next = (1..n)
            .map(|k| Seat::new((after.index() + k) % n))
            .take_while(|&s| s != pending.actor)
            .find(|&s| self.is_in(s) && self.hand(s).len() >= FIZZLE_HAND);
        match next {
            Some(seat) => self.phase = Phase::Pending(Pending { stage: Stage::Fizzle(seat), ..pending }),
            None => self.resolve(pending, events),
        }
    }

    /// The declared action fails: its cards go to the Graveyard (a risen
    /// card back first, beneath them).
    pub(in crate::games::shrine) fn fail(&mut self, pending: Pending, events: &mut Vec<Event>) {
        self.graveyard.extend(pending.risen);
        self.bury(pending.committed);
        events.push(Event::Failed { seat: pending.actor });
        self.actions_left = self.actions_left.saturating_sub(1);
        self.after_action(events);
    }

    /// The cards a Fizzle (or a counter) of `seat` discards: the whole hand,
    /// or the three named.
    pub(in crate::games::shrine) fn fizzle_cost(&self, seat: Seat, cards: CardSet) -> CardSet {
        if cards.is_empty() { self.hand(seat) } else { cards }
    }

    /// An answer to the declared action.
    pub(in crate::games::shrine) fn answer(&mut self, pending: Pending, action: Action, events: &mut Vec<Event>) {
        match (pending.stage, action) {
            (Stage::Block(target), Action::Block(token)) => {
                events.push(Event::Blocked { seat: target, token });
                self.lose_token(target, token, events);
                self.fail(pending, events);
            }
            (Stage::Block(target), Action::DaggerBlock { card, pay }) => {
                let cards = CardSet::of(&[card, pay]);
                self.take_from_hand(target, cards);
                self.bury(cards);
                events.push(Event::DaggerBlocked { seat: target, dagger: card, pay });
                self.fail(pending, events);
            }
            (Stage::Block(_), _) => self.ask_fizzle(pending, pending.actor, events),
            (Stage::Fizzle(seat), Action::Fizzle(cards)) => {
                let cost = self.fizzle_cost(seat, cards);
                self.take_from_hand(seat, cost);
                self.bury(cost);
                events.push(Event::Fizzled { seat, cards: cost });
                if self.hand(pending.actor).len() >= FIZZLE_HAND {
                    self.phase = Phase::Pending(Pending { stage: Stage::Counter(seat), ..pending });
                } else {
                    self.fail(pending, events);
                }
            }
            (Stage::Fizzle(seat), _) => self.ask_fizzle(pending, seat, events),
            (Stage::Counter(_), Action::Counter(cards)) => {
                let cost = self.fizzle_cost(pending.actor, cards);
                self.take_from_hand(pending.actor, cost);
                self.bury(cost);
                events.push(Event::Countered { seat: pending.actor, cards: cost });
                self.resolve(pending, events);
            }
            (Stage::Counter(_), _) => self.fail(pending, events),
        }
    }

    /// The declared action takes effect.
    pub(in crate::games::shrine) fn resolve(&mut self, pending: Pending, events: &mut Vec<Event>) {
        let actor = pending.actor;
        // A Token goes on the Field; every other card committed is spent.
        let token = match pending.action {
            Action::Token { card, .. } => CardSet::only(card),
            _ => CardSet::EMPTY,
        };
        self.bury(pending.committed.minus(token));
        match pending.action {
            Action::Heal(_) => {
                if let Some(card) = self.next_card(events) {
                    self.add_to_shrine(actor, card, events);
                }
            }
            Action::Attack { target, .. } => self.remove_top(target, events),
            Action::Token { card, .. } => self.put_token(actor, card, events),
            Action::Dagger { target, aim, .. } => self.stab(target, aim, events),
            Action::Jack(target) => {
                self.steal(actor, target, events);
                self.jack_used = true;
                if !self.hand(actor).is_empty() {
                    self.actions_left = self.actions_left.saturating_sub(1);
                    self.phase = Phase::StealDiscard;
                    return;
                }
            }
            Action::Triplet { target, .. } => self.clear_field(target, events),
            Action::Quad { target, .. } => {
                self.clear_field(target, events);
                self.remove_top(target, events);
            }
            Action::Rise { using, .. } => {
                if let Some(card) = pending.risen {
                    self.rise(actor, card, using, events);
                }
            }
            _ => {}
        }
        self.actions_left = self.actions_left.saturating_sub(1);
        self.after_action(events);
    }

    /// Puts `card` on `seat`'s Field as a Token.
    pub(in crate::games::shrine) fn put_token(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        let area = &mut self.areas[seat.index()];
        area.field = area.field.with(card);
        events.push(Event::TokenPlayed { seat, card });
    }

    /// A Dagger at `target`'s Shrine top or Token.
    pub(in crate::games::shrine) fn stab(&mut self, target: Seat, aim: Aim, events: &mut Vec<Event>) {
        match aim {
            Aim::Shrine => self.remove_top(target, events),
            Aim::Field(rank) => {
                if let Some(token) = token_of(self.area(target).field, rank) {
                    self.lose_token(target, token, events);
                }
            }
        }
    }

    /// Every Token on `target`'s Field goes.
    pub(in crate::games::shrine) fn clear_field(&mut self, target: Seat, events: &mut Vec<Event>) {
        while let Some(token) = self.area(target).field.iter().next() {
            self.lose_token(target, token, events);
        }
    }

    /// The Jack: a card of `victim`'s, taken unseen (the game's chance).
    pub(in crate::games::shrine) fn steal(&mut self, thief: Seat, victim: Seat, events: &mut Vec<Event>) {
        let hand = self.hand(victim);
        let Some(card) = hand.nth(self.rng.random_range(0..hand.len().max(1))) else { return };
        self.hands[victim.index()] = hand.without(card);
        // The others no longer know which of the victim's cards are which.
        self.public[victim.index()] = CardSet::EMPTY;
        self.hands[thief.index()] = self.hands[thief.index()].with(card);
        events.push(Event::Stole { thief, victim, card: Some(card) });
    }

    /// A Resurrection: the card risen from the Graveyard comes into play as
    /// `using` says.
    pub(in crate::games::shrine) fn rise(&mut self, actor: Seat, card: Card, using: Rise, events: &mut Vec<Event>) {
        match using {
            Rise::Shrine => self.add_to_shrine(actor, card, events),
            Rise::Attack { target, .. } => {
                self.graveyard.push(card);
                self.remove_top(target, events);
            }
            Rise::Token | Rise::DaggerToken => self.put_token(actor, card, events),
            Rise::Dagger { target, aim } => {
                self.graveyard.push(card);
                self.stab(target, aim, events);
            }
        }
    }
}
