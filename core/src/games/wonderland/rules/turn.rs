//! The turn: the first guardsmen chosen, the turn player's actions, the
//! face cards and the Kings that may cancel them, the end of the turn, the
//! win; and the deal that starts a game.

use rand::Rng;
use rand::seq::SliceRandom;

use crate::cards::{Card, Rank};
use crate::games::wonderland::action::{Action, QUEEN_OF_HEARTS};
use crate::games::wonderland::event::Event;
use crate::games::wonderland::ring::{GARDEN, Hedge};
use crate::games::wonderland::state::{DEAL, DRAW, Done, Guard, HAND, Phase, Wonderland};
use crate::outcome::Outcome;
use crate::seat::Seat;

impl Wonderland {
    /// The turn player wins the moment their whole garden is painted.
    pub(in crate::games::wonderland) fn check_win(&mut self, events: &mut Vec<Event>) {
        if self.outcome.is_none() && self.painted_in(self.turn) == GARDEN {
            self.finish(Outcome::win(self.turn), false, events);
        }
    }

    pub(in crate::games::wonderland) fn finish(&mut self, outcome: Outcome, turn_limit: bool, events: &mut Vec<Event>) {
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        events.push(Event::Ended { outcome, turn_limit });
    }

    /// `seat`'s turn begins (the game is drawn at the turn limit).
    pub(in crate::games::wonderland) fn start_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if self.turns >= self.turn_limit {
            self.finish(Outcome::draw(usize::from(self.players)), true, events);
            return;
        }
        self.turns += 1;
        self.turn = seat;
        self.done = Done::default();
        self.phase = Phase::Act;
        self.check_win(events);
    }

    /// The first guardsman of the seat choosing.
    pub(in crate::games::wonderland) fn choose(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        self.take(seat, card);
        self.chosen[seat.index()] = Some(card);
        events.push(Event::Chose { seat, card: Some(card) });
        let next = self.next(seat);
        if next != self.dealer {
            self.phase = Phase::Choose(next);
            return;
        }
        let mut guards = Vec::new();
        for s in self.seats() {
            if let Some(card) = self.chosen[s.index()].take() {
                self.guards[s.index()] = Some(Guard { card, at: Hedge::central(s) });
                guards.push(card);
            }
        }
        events.push(Event::Shown { guards });
        self.start_turn(self.dealer, events);
    }

    /// Applies the turn player's `action` in the Act phase.
    pub(in crate::games::wonderland) fn act(&mut self, action: Action, events: &mut Vec<Event>) {
        let seat = self.turn;
        match action {
            Action::Guard(card) => {
                self.take(seat, card);
                self.guards[seat.index()] = Some(Guard { card, at: Hedge::central(seat) });
                self.done = Done::ALL;
                events.push(Event::Placed { seat, card });
            }
            Action::Move { card, dir } => {
                self.take(seat, card);
                self.discard.push(card);
                self.done.moved = true;
                if let Some(guard) = self.guards[seat.index()].as_mut() {
                    guard.at = guard.at.step(card.value(), dir, usize::from(self.players));
                    events.push(Event::Moved { seat, card, dir, to: guard.at });
                }
            }
            Action::Stalk { card, dir } => {
                self.take(seat, card);
                self.discard.push(card);
                self.done.moved = true;
                if let Some(from) = self.queen {
                    let to = from.step(card.value(), dir, usize::from(self.players));
                    self.queen = Some(to);
                    events.push(Event::Stalked { seat, card, dir, to });
                    self.land(to, events);
                }
            }
            Action::Paint(card) => {
                self.take(seat, card);
                self.discard.push(card);
                self.done.painted = true;
                if let Some(guard) = self.guards[seat.index()] {
                    self.paint(guard.at);
                    events.push(Event::Painted { seat, hedge: guard.at, card: Some(card) });
                }
            }
            Action::Hearts => {
                self.take(seat, QUEEN_OF_HEARTS);
                self.done.face = true;
                events.push(Event::Played { seat, action });
                self.queen_in(seat, events);
            }
            Action::Jack { card, .. } | Action::Queen { card, .. } | Action::King(card) => {
                self.take(seat, card);
                self.done.face = true;
                events.push(Event::Played { seat, action });
                self.ask_kings(seat, action, seat, events);
                return;
            }
            Action::End => {
                self.end_turn(events);
                return;
            }
            Action::Discard(_) | Action::Cancel | Action::Let => {}
        }
        self.check_win(events);
    }

    /// The turn player's face card `play` (legal now) played, and `asked`
    /// (who has a King in front) asked whether to cancel it: a scenario's
    /// position.
    pub(in crate::games::wonderland) fn play_face_waiting(&mut self, play: Action, asked: Seat) {
        if let Some(card) = play.face_card() {
            self.take(self.turn, card);
        }
        self.done.face = true;
        self.phase = Phase::Cancel { actor: self.turn, play, asked };
    }

    /// Offers the cancel to the next King's holder after `after`, in seat
    /// order from the actor's left, or lets the face card take effect.
    pub(in crate::games::wonderland) fn ask_kings(
        &mut self,
        actor: Seat,
        play: Action,
        after: Seat,
        events: &mut Vec<Event>,
    ) {
        let mut seat = self.next(after);
        while seat != actor {
            if !self.kings[seat.index()].is_empty() {
                self.phase = Phase::Cancel { actor, play, asked: seat };
                return;
            }
            seat = self.next(seat);
        }
        self.phase = Phase::Act;
        self.resolve_face(actor, play, events);
        self.check_win(events);
    }

    /// A King's holder answers the face card.
    pub(in crate::games::wonderland) fn answer(
        &mut self,
        actor: Seat,
        play: Action,
        asked: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) {
        if action == Action::Cancel
            && let Some(king) = self.kings[asked.index()].pop()
        {
            self.discard.push(king);
            if let Some(card) = play.face_card() {
                self.discard.push(card);
            }
            events.push(Event::Cancelled { seat: asked, king });
            self.phase = Phase::Act;
            self.check_win(events);
        } else {
            self.ask_kings(actor, play, asked, events);
        }
    }

    /// A face card nobody cancelled takes effect.
    pub(in crate::games::wonderland) fn resolve_face(&mut self, actor: Seat, play: Action, events: &mut Vec<Event>) {
        match play {
            Action::Jack { card, hedge } => {
                self.discard.push(card);
                if !self.is_painted(hedge) {
                    self.paint(hedge);
                    events.push(Event::Painted { seat: actor, hedge, card: None });
                }
            }
            Action::Queen { card, hedge } => {
                self.discard.push(card);
                if self.is_painted(hedge) {
                    self.painted &= !(1 << hedge.index());
                    events.push(Event::Unpainted { hedge });
                }
            }
            Action::King(card) => {
                self.kings[actor.index()].push(card);
                events.push(Event::KingKept { seat: actor, card });
            }
            _ => {}
        }
    }

    /// The end of the turn: draw two, then discard down to five.
    pub(in crate::games::wonderland) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn;
        events.push(Event::TurnEnded { seat });
        for _ in 0..DRAW {
            if let Some(card) = self.next_card(events) {
                if self.hands[seat.index()].try_push(card).is_err() {
                    self.discard.push(card);
                }
                events.push(Event::Drew { seat, card: Some(card) });
            }
        }
        if self.hand(seat).len() > HAND {
            self.phase = Phase::Trim;
        } else {
            self.close_turn(events);
        }
    }

    /// After the discards: the draw pile's top card turned up (the Queen of
    /// Hearts comes into play), the dealer's reshuffle, the next player.
    pub(in crate::games::wonderland) fn close_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn;
        if let Some(card) = self.next_card(events) {
            if card == QUEEN_OF_HEARTS && self.queen.is_none() {
                self.queen_in(seat, events);
            } else {
                self.discard.push(card);
                events.push(Event::TurnedUp { card });
            }
        }
        if seat == self.dealer && !self.discard.is_empty() {
            self.reshuffle(events);
        }
        self.start_turn(self.next(seat), events);
    }

    /// Lays out a fresh game: gardens from the number cards, six cards to
    /// each hand from the rest shuffled with the faces, the dealer chosen.
    pub(in crate::games::wonderland) fn deal(&mut self, dealer: Option<Seat>) {
        let (mut numbers, faces): (Vec<Card>, Vec<Card>) =
            Self::all_cards(self.players).into_iter().partition(|c| !c.rank().is_some_and(Rank::is_face));
        numbers.shuffle(&mut self.rng);
        for _ in self.seats() {
            for _ in 0..GARDEN {
                if let Some(card) = numbers.pop() {
                    self.hedges.push(card);
                }
            }
        }
        numbers.extend(faces);
        numbers.shuffle(&mut self.rng);
        for seat in self.seats() {
            for _ in 0..DEAL {
                if let Some(card) = numbers.pop() {
                    self.hands[seat.index()].push(card);
                }
            }
        }
        self.draw = numbers.into_iter().collect();
        self.dealer = dealer.unwrap_or_else(|| Seat::new(self.rng.random_range(0..usize::from(self.players))));
        self.turn = self.dealer;
        self.phase = Phase::Choose(self.dealer);
    }
}
