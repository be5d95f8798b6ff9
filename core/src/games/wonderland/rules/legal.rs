//! Which actions the turn player's cards allow: moves, paintings and face
//! cards, listed for the whole hand or for one card, so that the doors
//! (`rules`) check a turn's action against that card's alone.

use crate::cards::{Card, CardSet, Rank};
use crate::games::wonderland::action::{Action, QUEEN_OF_HEARTS};
use crate::games::wonderland::ring::{Dir, GARDEN, Hedge};
use crate::games::wonderland::state::{Done, Wonderland};
use crate::seat::Seat;

/// Whether `card` is a Jack, Queen or King.
pub(super) fn is_face(card: Card) -> bool {
    card.rank().is_some_and(Rank::is_face)
}

impl Wonderland {
    /// The different cards of `seat`'s hand (two decks may hold two alike).
    pub(in crate::games::wonderland) fn distinct(&self, seat: Seat) -> CardSet {
        self.hand(seat).iter().copied().collect()
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
}
