//! Which actions of each kind the rules allow, listed one kind at a time:
//! the doors (`rules`) list them all, and check one action only against
//! those of its kind, naming the rule it breaks.

use crate::cards::{Card, CardSet, Rank};
use crate::games::shrine::action::{Action, Aim, Rise};
use crate::games::shrine::options::{FizzleRule, Healing};
use crate::games::shrine::state::{FIZZLE_HAND, Pending, Shrine, Stage, is};
use crate::seat::Seat;

/// The values a sum may take to match `value`: exactly, or one above or
/// below with the Token that widens it.
fn within(value: u8, widened: bool) -> std::ops::RangeInclusive<u32> {
    let v = u32::from(value);
    if widened { v.saturating_sub(1)..=v + 1 } else { v..=v }
}

/// Whether `cards` are two of one value.
fn pair(cards: CardSet) -> bool {
    let mut it = cards.iter();
    matches!((it.next(), it.next(), it.next()), (Some(a), Some(b), None) if a.value() == b.value())
}

/// The three values in sequence that bring the Graveyard's top card back,
/// one bit for each value (the Ace's is bit 1, the King's bit 13): three
/// values in a row, the King followed by the Ace.
const RUNS: [u16; 13] = {
    let mut runs = [0; 13];
    let mut start = 1;
    while start <= 13 {
        runs[start - 1] = 1 << start | 1 << (start % 13 + 1) | 1 << ((start + 1) % 13 + 1);
        start += 1;
    }
    runs
};

/// The values among `cards`, one bit each as in [`RUNS`] (the Joker's is bit 0).
fn values_of(cards: CardSet) -> u16 {
    cards.iter().fold(0, |values, card| values | 1 << card.value())
}

/// Whether `cards` are three values in sequence (see [`RUNS`]).
fn in_sequence(cards: CardSet) -> bool {
    cards.len() == 3 && RUNS.contains(&values_of(cards))
}

/// Every set of `n` cards of `hand`, each once.
fn sets_of(hand: CardSet, n: usize, found: &mut impl FnMut(CardSet)) {
    hand.subsets_of(n).for_each(found);
}

impl Shrine {
    /// The Token whose power `action`, declared by `actor`, uses: the Queen
    /// for a heal one off the top's value, the King for an attack one off,
    /// the Jack for its steal. `risen` is a Resurrection's card.
    pub(in crate::games::shrine) fn power_used(
        &self,
        actor: Seat,
        action: Action,
        risen: Option<Card>,
    ) -> Option<Rank> {
        let off = |top: Option<Card>, value: u32| top.is_some_and(|t| u32::from(t.value()) != value);
        match action {
            Action::Heal(cards) => {
                let value = match self.healing {
                    Healing::Pairs => cards.iter().next().map_or(0, |c| u32::from(c.value())),
                    Healing::Alternate => cards.value(),
                };
                off(self.area(actor).top(), value).then_some(Rank::QUEEN)
            }
            Action::Attack { target, cards } | Action::Rise { using: Rise::Attack { target, with: cards }, .. } => {
                let top = self.area(target).top().filter(|t| t.rank() != Some(Rank::ACE));
                let value = cards.or(risen.map_or(CardSet::EMPTY, CardSet::only)).value();
                off(top, value).then_some(Rank::KING)
            }
            Action::Jack(_) => Some(Rank::JACK),
            _ => None,
        }
    }

    /// The values, range and colour a heal of `seat`'s Shrine must match, if
    /// it can be healed at all.
    pub(in crate::games::shrine) fn heal_target(&self, seat: Seat) -> Option<Card> {
        let area = self.area(seat);
        let top = area.top()?;
        (top.rank() != Some(Rank::ACE) && area.shrine.len() < area.capacity()).then_some(top)
    }

    /// Every heal `seat` may make: a pair, or (healing alternately) a set of
    /// the top's colour adding up to it.
    pub(in crate::games::shrine) fn heals(&self, seat: Seat, found: &mut impl FnMut(CardSet)) {
        let Some(top) = self.heal_target(seat) else { return };
        let range = within(top.value(), self.has_power(seat, Rank::QUEEN));
        let hand = self.hand(seat);
        match self.healing {
            Healing::Pairs => sets_of(hand, 2, &mut |cards| {
                let first = cards.iter().next().map_or(0, Card::value);
                if pair(cards) && range.contains(&u32::from(first)) && cards.iter().any(|c| is(c, top.colour())) {
                    found(cards);
                }
            }),
            Healing::Alternate => {
                let pool: CardSet = hand.iter().filter(|&c| is(c, top.colour())).collect();
                for cards in pool.subsets() {
                    if !cards.is_empty() && range.contains(&cards.value()) {
                        found(cards);
                    }
                }
            }
        }
    }

    /// Every set of cards from `pool` that, with `extra` (a card risen from
    /// the Graveyard), takes `target`'s Shrine top: a pair against a Dagger,
    /// else cards of the opposite colour adding up to its value (one off
    /// with the King). Sets are of `pool`'s cards only.
    pub(in crate::games::shrine) fn attacks(
        &self,
        seat: Seat,
        target: Seat,
        pool: CardSet,
        extra: Option<Card>,
        found: &mut impl FnMut(CardSet),
    ) {
        let Some(top) = self.area(target).top() else { return };
        let extra_set = extra.map_or(CardSet::EMPTY, CardSet::only);
        if top.rank() == Some(Rank::ACE) {
            let need = 2 - extra_set.len();
            sets_of(pool, need, &mut |cards| {
                if pair(cards.or(extra_set)) {
                    found(cards);
                }
            });
            return;
        }
        let colour = top.colour().map(crate::cards::Colour::opposite);
        if extra.is_some_and(|c| !is(c, colour)) {
            return;
        }
        let range = within(top.value(), self.has_power(seat, Rank::KING));
        let pool: CardSet = pool.iter().filter(|&c| is(c, colour)).collect();
        for cards in pool.subsets() {
            if !cards.or(extra_set).is_empty() && range.contains(&cards.or(extra_set).value()) {
                found(cards);
            }
        }
    }

    /// Every Token `seat` may play, with each card that may pay for it.
    pub(in crate::games::shrine) fn tokens(&self, seat: Seat, found: &mut impl FnMut(Action)) {
        let hand = self.hand(seat);
        for card in hand.iter().filter(|&c| self.area(seat).takes_token(c)) {
            for pay in hand.iter().filter(|&p| p != card && p.colour() == card.colour()) {
                found(Action::Token { card, pay });
            }
        }
    }

    /// What a Dagger may be aimed at on `target`'s side.
    pub(in crate::games::shrine) fn aims(&self, target: Seat, found: &mut impl FnMut(Aim)) {
        let area = self.area(target);
        if area.top().is_some() {
            found(Aim::Shrine);
        }
        for token in area.field.iter() {
            if let Some(rank) = token.rank() {
                found(Aim::Field(rank));
            }
        }
    }

    /// Every Dagger `seat` may play: an Ace, a card of its colour, a target.
    pub(in crate::games::shrine) fn daggers(&self, seat: Seat, found: &mut impl FnMut(Action)) {
        let hand = self.hand(seat);
        for card in hand.iter().filter(|c| c.rank() == Some(Rank::ACE)) {
            for pay in hand.iter().filter(|&p| p != card && p.colour() == card.colour()) {
                for target in self.rivals(seat) {
                    self.aims(target, &mut |aim| found(Action::Dagger { card, pay, target, aim }));
                }
            }
        }
    }

    /// The Jack's steal, once a turn, from a rival with two cards or more.
    pub(in crate::games::shrine) fn jacks(&self, seat: Seat, found: &mut impl FnMut(Action)) {
        if self.has_power(seat, Rank::JACK) {
            for target in self.rivals(seat).filter(|&r| self.hand(r).len() >= 2) {
                found(Action::Jack(target));
            }
        }
    }

    /// Triplets against a rival with Tokens; Quads against any rival.
    pub(in crate::games::shrine) fn combos(&self, seat: Seat, found: &mut impl FnMut(Action)) {
        let mut by_value = [CardSet::EMPTY; 14];
        for card in self.hand(seat).iter() {
            let same = &mut by_value[usize::from(card.value())];
            *same = same.with(card);
        }
        for same in by_value.into_iter().skip(1) {
            if same.len() < 3 {
                continue;
            }
            for target in self.rivals(seat) {
                if !self.area(target).field.is_empty() {
                    sets_of(same, 3, &mut |cards| found(Action::Triplet { cards, target }));
                }
                if same.len() == 4 {
                    found(Action::Quad { cards: same, target });
                }
            }
        }
    }

    /// Every Resurrection `seat` may make, with each way the Graveyard's top
    /// card may come into play.
    pub(in crate::games::shrine) fn rises(&self, seat: Seat, found: &mut impl FnMut(Action)) {
        let Some(&card) = self.graveyard.last() else { return };
        let hand = self.hand(seat);
        if hand.len() < 3 {
            return;
        }
        // None of the hand's sets of three is a run when its values hold none.
        let values = values_of(hand);
        if RUNS.iter().all(|&run| values & run != run) {
            return;
        }
        let area = self.area(seat);
        let rank = card.rank();
        sets_of(hand, 3, &mut |cards| {
            if !in_sequence(cards) {
                return;
            }
            let mut rise = |using: Rise| found(Action::Rise { cards, using });
            if self.heal_target(seat).is_some() {
                rise(Rise::Shrine);
            }
            for target in self.rivals(seat) {
                self.attacks(seat, target, hand.minus(cards), Some(card), &mut |with| {
                    rise(Rise::Attack { target, with });
                });
            }
            if rank.is_some_and(Rank::is_face) && area.takes_token(card) {
                rise(Rise::Token);
            }
            if rank == Some(Rank::ACE) {
                for target in self.rivals(seat) {
                    self.aims(target, &mut |aim| rise(Rise::Dagger { target, aim }));
                }
                if area.takes_token(card) {
                    rise(Rise::DaggerToken);
                }
            }
        });
    }

    /// The answers to a declared action of the seat now asked.
    pub(in crate::games::shrine) fn answers(&self, pending: Pending, found: &mut impl FnMut(Action)) {
        found(Action::Let);
        match pending.stage {
            Stage::Block(target) => match pending.action {
                Action::Attack { .. } | Action::Rise { using: Rise::Attack { .. }, .. } => {
                    for token in self.area(target).field.iter() {
                        found(Action::Block(token));
                    }
                }
                Action::Dagger { .. } | Action::Rise { using: Rise::Dagger { .. }, .. } => {
                    let hand = self.hand(target);
                    for card in hand.iter().filter(|c| c.rank() == Some(Rank::ACE)) {
                        for pay in hand.iter().filter(|&p| p != card && p.colour() == card.colour()) {
                            found(Action::DaggerBlock { card, pay });
                        }
                    }
                }
                _ => {}
            },
            Stage::Fizzle(seat) => self.fizzles(seat, &mut |cards| found(Action::Fizzle(cards))),
            Stage::Counter(_) => self.fizzles(pending.actor, &mut |cards| found(Action::Counter(cards))),
        }
    }

    /// What a Fizzle (or a counter) by `seat` may cost: the whole hand (the
    /// empty set stands for it), or any three of its cards.
    pub(in crate::games::shrine) fn fizzles(&self, seat: Seat, found: &mut impl FnMut(CardSet)) {
        let hand = self.hand(seat);
        if hand.len() < FIZZLE_HAND {
            return;
        }
        match self.fizzle {
            FizzleRule::Hand => found(CardSet::EMPTY),
            FizzleRule::Three => sets_of(hand, FIZZLE_HAND, found),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    pub(in crate::games::shrine) fn sequences_run_through_the_king_to_the_ace() {
        let set = |text: &str| text.parse::<CardSet>().expect("cards");
        assert!(in_sequence(set("3h+4c+5d")));
        assert!(in_sequence(set("Kc+Ad+2h")), "King, Ace, 2");
        assert!(in_sequence(set("Qc+Kd+Ah")), "Queen, King, Ace");
        assert!(!in_sequence(set("3h+4c+6d")));
        assert!(!in_sequence(set("3h+3c+4d")));
        assert!(in_sequence(set("Jc+Qd+Kh")) && in_sequence(set("Ac+2d+3h")));
        assert!(!in_sequence(set("Qc+Kd+2h")) && !in_sequence(set("Kc+Ad+3h")) && !in_sequence(set("Jk+Ac+2c")));
        assert!(!in_sequence(set("3h+4c")) && !in_sequence(set("3h+4c+5d+6s")));
        assert!(pair(set("9h+9s")) && !pair(set("9h+8s")));
        assert_eq!(within(5, true), 4..=6);
    }
}
