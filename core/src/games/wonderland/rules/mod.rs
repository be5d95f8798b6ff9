//! The rules that change a game of Wonderland: which actions are legal, the
//! rule an action breaks, and what a legal one does — the ring and the
//! Queen of Hearts, and the turn.

mod legal;
mod ring;
mod turn;

use crate::cards::CardSet;
use crate::games::wonderland::action::Action;
use crate::games::wonderland::event::Event;
use crate::games::wonderland::state::{Done, HAND, Phase, Wonderland};
use crate::rules::Rules;

/// The doors of the rules: every phase lists its actions, refuses the
/// others (a turn's action with a card looked for among that card's
/// alone) and hands a legal one to the part of the rules it concerns.
impl Rules for Wonderland {
    type Action = Action;
    type Event = Event;

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn legal(&self, found: &mut impl FnMut(Action)) {
        match self.phase {
            Phase::Over => {}
            Phase::Choose(seat) => {
                for card in self.distinct(seat).iter() {
                    found(Action::Guard(card));
                }
            }
            Phase::Cancel { .. } => {
                found(Action::Cancel);
                found(Action::Let);
            }
            Phase::Trim => {
                for card in self.distinct(self.turn).iter() {
                    found(Action::Discard(card));
                }
            }
            Phase::Act => {
                found(Action::End);
                self.acts(self.distinct(self.turn), found);
            }
        }
    }

    fn refusal(&self, action: Action) -> Option<&'static str> {
        let mut legal = false;
        let mut look = |a: Action| legal |= a == action;
        // A turn's action with a card is looked for among that card's alone.
        match (self.phase, action.card()) {
            (Phase::Act, Some(card)) => self.acts(self.distinct(self.turn).and(CardSet::only(card)), &mut look),
            _ => self.legal(&mut look),
        }
        if legal {
            return None;
        }
        Some(match (self.phase, action) {
            (Phase::Choose(_), _) => "each player first chooses a guardsman from their hand",
            (Phase::Cancel { .. }, _) => "a King's holder cancels the face card or lets it be",
            (Phase::Trim, _) => "the hand is cut to five: discard a card from it",
            (Phase::Act, _) if self.done == Done::ALL => {
                "nothing more this turn (a turn that puts down a new guardsman does nothing else)"
            }
            (Phase::Act, Action::Guard(_)) => {
                "a new guardsman is a number card from the hand, put down as the whole turn by a player who starts it without one"
            }
            (Phase::Act, _) if self.guard(self.turn).is_none() => {
                "without a guardsman a player puts down a new one (a number card) or ends the turn"
            }
            (Phase::Act, Action::Move { .. } | Action::Stalk { .. }) => {
                "one move a turn, paid with a number card from the hand, ending on a new hedge; the Queen of Hearts \
                 moves only while she is in play"
            }
            (Phase::Act, Action::Paint(_)) => {
                "one painting a turn, of the unpainted hedge under the guardsman, with a card as high as the hedge"
            }
            (Phase::Act, Action::Jack { .. }) => {
                "one face card a turn; a Jack paints an unpainted hedge of one's garden where a rival's guardsman stands"
            }
            (Phase::Act, Action::Queen { .. }) => "one face card a turn; a Queen turns a painted hedge face up",
            (Phase::Act, Action::King(_) | Action::Hearts) => {
                "one face card a turn, from the hand (the Queen of Hearts goes into play only when she is not already)"
            }
            (Phase::Act, _) => "the turn player moves, paints, plays a face card, or ends the turn",
            (Phase::Over, _) => "the game is over",
        })
    }

    /// Plays `action` in the phase it answers: a first guardsman chosen,
    /// the turn player's action, a King holder's answer, or a discard.
    fn play(&mut self, action: Action, events: &mut Vec<Event>) {
        match self.phase {
            Phase::Choose(seat) => {
                if let Action::Guard(card) = action {
                    self.choose(seat, card, events);
                }
            }
            Phase::Act => self.act(action, events),
            Phase::Cancel { actor, play, asked } => self.answer(actor, play, asked, action, events),
            Phase::Trim => {
                if let Action::Discard(card) = action {
                    let seat = self.turn;
                    self.take(seat, card);
                    self.discard.push(card);
                    events.push(Event::Discarded { seat, card });
                    if self.hand(seat).len() <= HAND {
                        self.close_turn(events);
                    }
                }
            }
            Phase::Over => {}
        }
    }
}
