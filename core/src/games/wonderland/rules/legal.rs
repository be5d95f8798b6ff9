//! Which actions the rules allow, and the rule an action breaks.

use crate::games::wonderland::action::Action;
use crate::games::wonderland::ring::{Dir, GARDEN, Hedge};
use crate::games::wonderland::state::{Done, Phase, QUEEN_OF_HEARTS, Wonderland};
use crate::cards::{Card, CardSet, Rank};
use crate::seat::Seat;

/// Whether `card` is a Jack, Queen or King.
pub(super) fn is_face(card: Card) -> bool {
    card.rank().is_some_and(Rank::is_face)
}

/// The card a turn's `action` plays, if it plays one.
fn card_played(action: Action) -> Option<Card> {
    match action {
        Action::Guard(card)
        | Action::Move { card, .. }
        | Action::Stalk { card, .. }
        | Action::Paint(card)
        | Action::Jack { card, .. }
        | Action::Queen { card, .. }
        | Action::King(card) => Some(card),
        Action::Hearts => Some(QUEEN_OF_HEARTS),
        Action::End | Action::Discard(_) | Action::Cancel | Action::Let => None,
    }
}

impl Wonderland {
    /// The different cards of `seat`'s hand (two decks may hold two alike).
    pub(in crate::games::wonderland) fn distinct(&self, seat: Seat) -> CardSet {
        self.hand(seat).iter().copied().collect()
    }

    /// Calls `found` with every legal action, each once.
    pub(in crate::games::wonderland) fn list(&self, found: &mut impl FnMut(Action)) {
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

    /// The turn player's actions besides ending the turn, made with the
    /// cards of `hand` (all of the hand, or one card whose actions are asked).
    pub(in crate::games::wonderland) fn acts(&self, hand: CardSet, found: &mut impl FnMut(Action)) {
        let seat = self.turn;
        let done = self.done;
        let Some(guard) = self.guard(seat) else {
            // No guardsman: a new one from a number card, as the whole turn —
            // not once something else was done (the guardsman lost on the way).
            if done == Done::default() {
                for card in hand.iter().filter(|&c| !is_face(c)) {
                    found(Action::Guard(card));
                }
            }
            return;
        };
        if !done.moved {
            let ring = self.ring();
            let queen = self.queen().is_some();
            // A move ends on a new hedge: never a whole way round the ring.
            for card in hand.iter().filter(|&c| !is_face(c) && usize::from(c.value()) % ring != 0) {
                for dir in Dir::BOTH {
                    found(Action::Move { card, dir });
                    if queen {
                        found(Action::Stalk { card, dir });
                    }
                }
            }
        }
        if !done.painted && !self.is_painted(guard.at) {
            let needed = self.hedge(guard.at).value();
            for card in hand.iter().filter(|c| c.value() >= needed) {
                found(Action::Paint(card));
            }
        }
        if !done.face {
            self.faces(seat, hand, found);
        }
    }

    /// The face cards `seat` may play from `hand`, with their targets.
    pub(in crate::games::wonderland) fn faces(&self, seat: Seat, hand: CardSet, found: &mut impl FnMut(Action)) {
        for card in hand.iter().filter(|&c| is_face(c)) {
            match card.rank() {
                Some(Rank::JACK) => {
                    for place in 0..GARDEN {
                        let hedge = Hedge::new(seat, place);
                        let rival_there =
                            self.seats().any(|s| s != seat && self.guard(s).is_some_and(|g| g.at == hedge));
                        if rival_there && !self.is_painted(hedge) {
                            found(Action::Jack { card, hedge });
                        }
                    }
                }
                Some(Rank::QUEEN) => {
                    for i in 0..self.ring() {
                        let hedge = Hedge(i as u8);
                        if self.is_painted(hedge) {
                            found(Action::Queen { card, hedge });
                        }
                    }
                    if card == QUEEN_OF_HEARTS && self.queen().is_none() {
                        found(Action::Hearts);
                    }
                }
                _ => found(Action::King(card)),
            }
        }
    }

    /// The rule `action` breaks now, if any.
    pub(in crate::games::wonderland) fn refusal(&self, action: Action) -> Option<&'static str> {
        let mut legal = false;
        let mut look = |a: Action| legal |= a == action;
        // A turn's action with a card is looked for among that card's alone.
        match (self.phase, card_played(action)) {
            (Phase::Act, Some(card)) => self.acts(self.distinct(self.turn).and(CardSet::only(card)), &mut look),
            _ => self.list(&mut look),
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
}
