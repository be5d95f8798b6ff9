//! An action declared, the answers out of turn (blocks, Dagger blocks,
//! Fizzles and counters), and what the action does when it stands.

use rand::Rng;

use crate::cards::{Card, CardSet, Rank};
use crate::error::SetupError;
use crate::games::shrine::action::{Action, Aim, Rise};
use crate::games::shrine::area::token_of;
use crate::games::shrine::event::Event;
use crate::games::shrine::state::{FIZZLE_HAND, Pending, Phase, Shrine, Stage};
use crate::seat::Seat;

impl Shrine {
    /// Declares `action` for the turn player: its cards leave the hand, and
    /// the target and then the others may answer before it takes effect.
    pub(in crate::games::shrine) fn declare(&mut self, action: Action, events: &mut Vec<Event>) {
        let pending = self.commit(action, events);
        match self.blocker(action) {
            Some(target) => self.phase = Phase::Pending(Pending { stage: Stage::Block(target), ..pending }),
            None => self.ask_fizzle(pending, pending.actor, events),
        }
    }

    /// The target who may block `action`, declared: a Token against an
    /// attack, a Dagger against a Dagger.
    fn blocker(&self, action: Action) -> Option<Seat> {
        match action {
            Action::Attack { target, .. } | Action::Rise { using: Rise::Attack { target, .. }, .. } => {
                (!self.area(target).field.is_empty()).then_some(target)
            }
            Action::Dagger { target, .. } | Action::Rise { using: Rise::Dagger { target, .. }, .. } => {
                self.can_dagger_block(target).then_some(target)
            }
            _ => None,
        }
    }

    /// The turn player's `action`, declared: its cards out of the hand (a
    /// Resurrection's card out of the Graveyard), and the power of a Token
    /// it needs spent — once a turn, even by an action that fails. Who is
    /// asked first is yet to be set.
    fn commit(&mut self, action: Action, events: &mut Vec<Event>) -> Pending {
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
        if let Some(rank) = self.power_used(actor, action, risen) {
            self.spend_power(rank);
        }
        Pending { actor, action, committed, risen, stage: Stage::Block(actor) }
    }

    /// A position with `action` (legal now) declared and `stage` asked to
    /// answer it, for scenario setups; refused when `stage` could not be
    /// asked about this action.
    pub(in crate::games::shrine) fn declare_waiting(&mut self, action: Action, stage: Stage) -> Result<(), SetupError> {
        let pending = self.commit(action, &mut Vec::new());
        let actor = pending.actor;
        let askable = |seat: Seat| seat != actor && seat.index() < usize::from(self.players) && self.is_in(seat);
        let fits = match stage {
            Stage::Block(seat) => self.blocker(action) == Some(seat),
            Stage::Fizzle(seat) => askable(seat) && self.hand(seat).len() >= FIZZLE_HAND,
            Stage::Counter(seat) => askable(seat) && self.hand(actor).len() >= FIZZLE_HAND,
        };
        if !fits {
            return Err(SetupError::new(format!("{stage:?} cannot answer `{action}` in this position")));
        }
        self.phase = Phase::Pending(Pending { stage, ..pending });
        Ok(())
    }

    /// Whether `seat` holds an Ace and a card of its colour to pay with.
    pub(in crate::games::shrine) fn can_dagger_block(&self, seat: Seat) -> bool {
        let hand = self.hand(seat);
        hand.iter()
            .filter(|c| c.rank() == Some(Rank::ACE))
            .any(|ace| hand.iter().any(|p| p != ace && p.colour() == ace.colour()))
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

    /// The declared action fails: its cards go to the Graveyard.
    pub(in crate::games::shrine) fn fail(&mut self, pending: Pending, events: &mut Vec<Event>) {
        self.graveyard.extend(failed_cards(pending));
        self.failed(pending, events);
    }

    /// The declared action failed, its cards in the Graveyard: it still was
    /// the turn's action.
    fn failed(&mut self, pending: Pending, events: &mut Vec<Event>) {
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
                // The Token goes first, then the attacker's cards.
                events.push(Event::Blocked { seat: target, token });
                self.strike(target, CardSet::only(token), false, failed_cards(pending), events);
                self.failed(pending, events);
            }
            (Stage::Block(target), Action::DaggerBlock { card, pay }) => {
                // Both payments, then both Daggers, then any other card of the action.
                self.take_from_hand(target, CardSet::of(&[card, pay]));
                let (dagger, paid) = match pending.action {
                    Action::Dagger { card, pay, .. } => (Some(card), Some(pay)),
                    _ => (pending.risen, None),
                };
                let theirs = [paid, Some(pay), dagger, Some(card)].into_iter().flatten();
                let rest = pending.committed.iter().filter(|&c| Some(c) != dagger && Some(c) != paid);
                self.graveyard.extend(theirs.chain(rest));
                events.push(Event::DaggerBlocked { seat: target, dagger: card, pay });
                self.failed(pending, events);
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

    /// The declared action takes effect. Its cards go to the Graveyard in
    /// the order the rules tell each action: a Token's or Dagger's payment
    /// first; the cards an attack, Dagger or combo removes before the cards
    /// that removed them; a Resurrection's three last.
    pub(in crate::games::shrine) fn resolve(&mut self, pending: Pending, events: &mut Vec<Event>) {
        let actor = pending.actor;
        match pending.action {
            Action::Heal(pair) => {
                self.bury(pair);
                if let Some(card) = self.next_card(events) {
                    self.add_to_shrine(actor, card, events);
                }
            }
            Action::Attack { target, cards } => self.strike(target, CardSet::EMPTY, true, cards.iter(), events),
            Action::Token { card, pay } => {
                self.bury(CardSet::only(pay));
                self.put_token(actor, card, events);
            }
            Action::Dagger { card, pay, target, aim } => {
                self.bury(CardSet::only(pay));
                self.stab(target, aim, card, events);
            }
            Action::Jack(target) => {
                let took = self.steal(actor, target, events);
                if took && !self.hand(actor).is_empty() {
                    self.actions_left = self.actions_left.saturating_sub(1);
                    self.phase = Phase::StealDiscard;
                    return;
                }
            }
            Action::Triplet { cards, target } => {
                let tokens = self.area(target).field;
                self.strike(target, tokens, false, cards.iter(), events);
            }
            Action::Quad { cards, target } => {
                let tokens = self.area(target).field;
                self.strike(target, tokens, true, cards.iter(), events);
            }
            Action::Rise { cards, using } => {
                if let Some(card) = pending.risen {
                    self.rise(actor, card, using, events);
                }
                self.bury(cards);
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

    /// A Dagger at `target`'s Shrine top or Token; the Dagger, `dagger`,
    /// follows its target to the Graveyard.
    pub(in crate::games::shrine) fn stab(&mut self, target: Seat, aim: Aim, dagger: Card, events: &mut Vec<Event>) {
        match aim {
            Aim::Shrine => self.strike(target, CardSet::EMPTY, true, Some(dagger), events),
            Aim::Field(rank) => {
                let token = token_of(self.area(target).field, rank).map_or(CardSet::EMPTY, CardSet::only);
                self.strike(target, token, false, Some(dagger), events);
            }
        }
    }

    /// The Jack: a card of `victim`'s, taken unseen (the game's chance);
    /// whether there was one to take.
    pub(in crate::games::shrine) fn steal(&mut self, thief: Seat, victim: Seat, events: &mut Vec<Event>) -> bool {
        let hand = self.hand(victim);
        let Some(card) = hand.nth(self.rng.random_range(0..hand.len().max(1))) else { return false };
        self.hands[victim.index()] = hand.without(card);
        // The others no longer know which of the victim's cards are which.
        self.public[victim.index()] = CardSet::EMPTY;
        self.hands[thief.index()] = self.hands[thief.index()].with(card);
        events.push(Event::Stole { thief, victim, card: Some(card) });
        true
    }

    /// A Resurrection: the card risen from the Graveyard comes into play as
    /// `using` says; used in an attack or as a Dagger, it goes with the
    /// cards of the hand that attack, or as the Dagger, after its target.
    pub(in crate::games::shrine) fn rise(&mut self, actor: Seat, card: Card, using: Rise, events: &mut Vec<Event>) {
        match using {
            Rise::Shrine => self.add_to_shrine(actor, card, events),
            Rise::Attack { target, with } => {
                self.strike(target, CardSet::EMPTY, true, std::iter::once(card).chain(with.iter()), events);
            }
            Rise::Token | Rise::DaggerToken => self.put_token(actor, card, events),
            Rise::Dagger { target, aim } => self.stab(target, aim, card, events),
        }
    }
}

/// The cards of a failed action, in the order they go to the Graveyard: a
/// risen card back first, then the action's own.
fn failed_cards(pending: Pending) -> impl Iterator<Item = Card> {
    pending.risen.into_iter().chain(pending.committed.iter())
}
