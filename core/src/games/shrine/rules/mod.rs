//! The rules that change a game of Shrine: which actions are legal, the
//! rule an action breaks, and what a legal one does — the turn, the cards
//! moving, the answers out of turn and the Balance card.

mod answer;
mod balance;
mod cards;
mod legal;
mod turn;

use crate::games::shrine::action::Action;
use crate::games::shrine::event::Event;
use crate::games::shrine::options::{FizzleRule, Healing};
use crate::games::shrine::state::{Phase, Shrine, Stage};
use crate::rules::Rules;

/// The doors of the rules: every phase of the turn lists its actions,
/// refuses the others (each kind looked for among its kind alone, see
/// `legal`) and hands a legal one to the part of the rules it concerns.
impl Rules for Shrine {
    type Action = Action;
    type Event = Event;

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn legal(&self, found: &mut impl FnMut(Action)) {
        match self.phase {
            Phase::Over => {}
            Phase::Start => {
                found(Action::Draw);
                if !self.graveyard.is_empty() {
                    found(Action::Take);
                }
            }
            Phase::Act => {
                let seat = self.turn;
                found(Action::Pass);
                self.heals(seat, &mut |cards| found(Action::Heal(cards)));
                for target in self.rivals(seat) {
                    self.attacks(seat, target, self.hand(seat), None, &mut |cards| {
                        found(Action::Attack { target, cards });
                    });
                }
                self.tokens(seat, found);
                self.daggers(seat, found);
                self.jacks(seat, found);
                self.combos(seat, found);
                self.rises(seat, found);
            }
            Phase::Pending(pending) => self.answers(pending, found),
            Phase::StealDiscard | Phase::Trim => {
                for card in self.hand(self.turn).iter() {
                    found(Action::Discard(card));
                }
            }
        }
    }

    fn refusal(&self, action: Action) -> Option<&'static str> {
        let mut legal = false;
        let mut look = |a: Action| legal |= a == action;
        let seat = self.turn;
        let reason = match (self.phase, action) {
            (Phase::Start, Action::Draw) | (Phase::Act, Action::Pass) | (Phase::Over, _) => return None,
            (Phase::Start, Action::Take) => {
                if self.graveyard.is_empty() {
                    "the Graveyard is empty: there is nothing to take"
                } else {
                    return None;
                }
            }
            (Phase::Start, _) => "the turn starts by drawing from the deck or taking the Graveyard's top card",
            (Phase::Act, Action::Heal(_)) => {
                self.heals(seat, &mut |cards| look(Action::Heal(cards)));
                match self.healing {
                    Healing::Pairs => {
                        "a heal takes a pair matching the Shrine's top (one above or below with the Queen), \
                         one of them its colour; never onto a Dagger nor past the Shrine's size"
                    }
                    Healing::Alternate => {
                        "a heal takes cards of the Shrine top's colour adding up to its value (one off with the \
                         Queen); never onto a Dagger nor past the Shrine's size"
                    }
                }
            }
            (Phase::Act, Action::Attack { target, .. }) => {
                if self.rivals(seat).any(|r| r == target) {
                    self.attacks(seat, target, self.hand(seat), None, &mut |cards| {
                        look(Action::Attack { target, cards });
                    });
                }
                "an attack takes cards of the opposite colour adding up to the top card's value (one off with the \
                 King); a Dagger on top falls only to a pair"
            }
            (Phase::Act, Action::Token { .. }) => {
                self.tokens(seat, &mut look);
                "a Token is a Jack, Queen or King (or an Ace with a Triad) not on the Field yet, paid with a card \
                 of its colour; three at most, four with the Dagger Token"
            }
            (Phase::Act, Action::Dagger { .. }) => {
                self.daggers(seat, &mut look);
                "a Dagger is an Ace paid with a card of its colour, aimed at a rival's Shrine top or Token"
            }
            (Phase::Act, Action::Jack(_)) => {
                self.jacks(seat, &mut look);
                "the Jack on one's Field steals once a turn from a rival holding two cards or more"
            }
            (Phase::Act, Action::Triplet { .. } | Action::Quad { .. }) => {
                self.combos(seat, &mut look);
                "a Triplet is three cards of a value against a rival with Tokens; a Quad is four"
            }
            (Phase::Act, Action::Rise { .. }) => {
                self.rises(seat, &mut look);
                "a Resurrection takes three cards in sequence, and the Graveyard's top card must be able to go \
                 where it is put"
            }
            (Phase::Act, _) => "it is the turn player's time to act (or pass)",
            (Phase::Pending(pending), _) => {
                self.answers(pending, &mut look);
                match pending.stage {
                    Stage::Block(_) => {
                        "the target may block (a Token against an attack, a Dagger against a Dagger) or let it be"
                    }
                    Stage::Fizzle(_) => match self.fizzle {
                        FizzleRule::Hand => "the answer is to Fizzle (discarding the whole hand) or to let it be",
                        FizzleRule::Three => "the answer is to Fizzle (discarding three cards) or to let it be",
                    },
                    Stage::Counter(_) => "the actor may counter the Fizzle or let it stand",
                }
            }
            (Phase::StealDiscard | Phase::Trim, Action::Discard(card)) => {
                if self.hand(seat).contains(card) {
                    return None;
                }
                "that card is not in the hand"
            }
            (Phase::StealDiscard, _) => "after the Jack's steal, a card is discarded",
            (Phase::Trim, _) => "a hand holds seven cards at the end of its turn: discard",
        };
        (!legal).then_some(reason)
    }

    /// Plays `action` in the phase it answers: the turn's start, an action
    /// declared, an answer to one, or a card discarded.
    fn play(&mut self, action: Action, events: &mut Vec<Event>) {
        match self.phase {
            Phase::Start => self.begin(action, events),
            Phase::Act => self.act(action, events),
            Phase::Pending(pending) => self.answer(pending, action, events),
            Phase::StealDiscard | Phase::Trim => {
                if let Action::Discard(card) = action {
                    self.give_up(card, events);
                }
            }
            Phase::Over => {}
        }
    }
}
