//! The state of a game of Shrine and the rules that change it.

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use super::action::{Action, Aim, Rise};
use super::area::{Area, SHRINE, Slot, token_of};
use super::event::{Event, PublicEvent};
use super::options::{BalanceRule, FizzleRule, Healing, Options};
use super::setup::Setup;
use super::view::{PendingView, View};
use crate::cards::{Card, CardSet, Colour, Rank};
use crate::error::{RuleError, SetupError};
use crate::game::{Game, GameInfo};
use crate::hand::HandView;
use crate::outcome::Outcome;
use crate::rng::{self, ChanceRng};
use crate::seat::{Seat, SeatSet};

/// The most players.
pub const MAX_PLAYERS: usize = 4;
/// Cards dealt to each Shrine.
pub const SHRINE_DEAL: usize = 5;
/// Cards dealt to each hand.
pub const HAND_DEAL: usize = 5;
/// The most cards a hand may hold at the end of its owner's turn.
pub const HAND_LIMIT: usize = 7;
/// The fewest cards a player needs in hand to Fizzle (or counter one).
pub const FIZZLE_HAND: usize = 3;

/// All the cards of a game: one deck and the Joker.
pub(super) type Pile = ArrayVec<Card, 53>;

/// Where a declared action stands while others may answer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// The target may block it.
    Block(Seat),
    /// This seat may Fizzle it.
    Fizzle(Seat),
    /// The actor may counter the Fizzle of this seat.
    Counter(Seat),
}

/// An action declared, its cards out of the hand, waiting for answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(super) struct Pending {
    pub(super) actor: Seat,
    pub(super) action: Action,
    /// The cards it takes from the hand (shown to everyone).
    pub(super) committed: CardSet,
    /// The card a Resurrection raises, out of the Graveyard meanwhile.
    pub(super) risen: Option<Card>,
    pub(super) stage: Stage,
}

/// Whose decision it is, within a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(super) enum Phase {
    /// The turn player draws from the deck or takes from the Graveyard.
    Start,
    /// The turn player acts (or passes).
    Act,
    /// An action waits for answers.
    Pending(Pending),
    /// The thief discards after the Jack's steal.
    StealDiscard,
    /// The turn player discards down to seven.
    Trim,
    /// The game is over.
    Over,
}

/// A game of Shrine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shrine {
    pub(super) players: u8,
    pub(super) balance: BalanceRule,
    pub(super) healing: Healing,
    pub(super) fizzle: FizzleRule,
    pub(super) turn_limit: u16,
    pub(super) rng: ChanceRng,
    /// The deck; the next card is the last.
    pub(super) deck: Pile,
    /// The Graveyard; its top is the last.
    pub(super) graveyard: Pile,
    pub(super) hands: [CardSet; MAX_PLAYERS],
    /// Cards everyone knows are in each hand (taken from the Graveyard).
    pub(super) public: [CardSet; MAX_PLAYERS],
    pub(super) areas: [Area; MAX_PLAYERS],
    pub(super) out: SeatSet,
    pub(super) turn: Seat,
    pub(super) phase: Phase,
    pub(super) actions_left: u8,
    pub(super) jack_used: bool,
    pub(super) turns: u16,
    pub(super) outcome: Option<Outcome>,
}

impl Shrine {
    /// An empty table for `options`, the deck in deck order.
    pub(super) fn empty(options: &Options, seed: u64) -> Self {
        let mut deck: Pile = crate::cards::standard_deck(0).into_iter().collect();
        if options.balance != BalanceRule::Off {
            deck.push(Card::JOKER);
        }
        Self {
            players: options.players,
            balance: options.balance,
            healing: options.healing,
            fizzle: options.fizzle,
            turn_limit: options.turn_limit,
            rng: rng::chance(seed),
            deck,
            graveyard: Pile::new(),
            hands: [CardSet::EMPTY; MAX_PLAYERS],
            public: [CardSet::EMPTY; MAX_PLAYERS],
            areas: Default::default(),
            out: SeatSet::default(),
            turn: Seat(0),
            phase: Phase::Start,
            actions_left: 0,
            jack_used: false,
            turns: 0,
            outcome: None,
        }
    }

    /// The seats at the table.
    pub(super) fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(usize::from(self.players))
    }

    /// Whether `seat` still has a Shrine.
    pub fn is_in(&self, seat: Seat) -> bool {
        !self.out.contains(seat)
    }

    /// The players still in other than `seat`.
    pub(super) fn rivals(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(move |&s| s != seat && self.is_in(s))
    }

    /// `seat`'s hand.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    /// `seat`'s Shrine and Field.
    pub fn area(&self, seat: Seat) -> &Area {
        &self.areas[seat.index()]
    }

    /// The Graveyard, its top last.
    pub fn graveyard(&self) -> &[Card] {
        &self.graveyard
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Turns played so far.
    pub fn turns(&self) -> u16 {
        self.turns
    }

    /// The action waiting for answers: who declared it, what, and who may answer now.
    pub fn pending(&self) -> Option<(Seat, Action, Stage)> {
        match self.phase {
            Phase::Pending(p) => Some((p.actor, p.action, p.stage)),
            _ => None,
        }
    }

    /// The cards of the action waiting for answers, out of the actor's hand
    /// and shown to everyone.
    pub fn pending_cards(&self) -> CardSet {
        match self.phase {
            Phase::Pending(p) => p.risen.map_or(p.committed, |card| p.committed.with(card)),
            _ => CardSet::EMPTY,
        }
    }

    /// Whether the turn player is to draw or take.
    pub fn at_start(&self) -> bool {
        self.phase == Phase::Start
    }

    /// The next seat after `seat` still in.
    fn next_in(&self, seat: Seat) -> Seat {
        let n = usize::from(self.players);
        (1..=n).map(|k| Seat::new((seat.index() + k) % n)).find(|&s| self.is_in(s)).unwrap_or(seat)
    }

    // ----- moving cards -----

    /// The deck's next card, the Graveyard shuffled into a new deck first if
    /// it is empty; `None` when both are.
    fn next_card(&mut self, events: &mut Vec<Event>) -> Option<Card> {
        if self.deck.is_empty() && !self.graveyard.is_empty() {
            self.deck = std::mem::take(&mut self.graveyard);
            self.deck.shuffle(&mut self.rng);
            events.push(Event::Reshuffled { cards: self.deck.len() as u8 });
        }
        self.deck.pop()
    }

    /// Puts `cards` (out of every hand already) in the Graveyard.
    fn bury(&mut self, cards: CardSet) {
        self.graveyard.extend(cards.iter());
    }

    /// Takes `cards` out of `seat`'s hand.
    fn take_from_hand(&mut self, seat: Seat, cards: CardSet) {
        self.hands[seat.index()] = self.hands[seat.index()].minus(cards);
        self.public[seat.index()] = self.public[seat.index()].minus(cards);
    }

    /// Discards `cards` from `seat`'s hand to the Graveyard.
    fn discard(&mut self, seat: Seat, cards: CardSet, events: &mut Vec<Event>) {
        if cards.is_empty() {
            return;
        }
        self.take_from_hand(seat, cards);
        self.bury(cards);
        events.push(Event::Discarded { seat, cards });
    }

    /// `seat` draws from the deck; the Balance card is played at once.
    fn draw(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Some(card) = self.next_card(events) else { return };
        if card.is_joker() {
            events.push(Event::Drew { seat, card: Some(card) });
            self.play_balance(seat, events);
            self.actions_left = self.actions_left.saturating_sub(1);
            return;
        }
        self.hands[seat.index()] = self.hands[seat.index()].with(card);
        events.push(Event::Drew { seat, card: Some(card) });
    }

    /// Puts `card` face up on top of `seat`'s Shrine; the Balance card, turned
    /// up there, is played at once by the Shrine's owner.
    fn add_to_shrine(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        if card.is_joker() {
            self.play_balance(seat, events);
            return;
        }
        self.areas[seat.index()].shrine.push(Slot { card, seen: true });
        events.push(Event::Added { seat, card });
    }

    /// Removes `seat`'s Shrine top to the Graveyard; the card beneath is
    /// turned up (the Balance card is played at once), and an empty Shrine
    /// puts its owner out.
    fn remove_top(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Some(slot) = self.areas[seat.index()].shrine.pop() else { return };
        self.graveyard.push(slot.card);
        events.push(Event::Removed { seat, card: slot.card });
        self.turn_up(seat, events);
    }

    /// After the top went: the new top is turned up; the Balance card there
    /// is played by the Shrine's owner; an empty Shrine puts them out.
    fn turn_up(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let area = &mut self.areas[seat.index()];
        if area.top().is_some_and(Card::is_joker) {
            area.shrine.pop();
            if area.shrine.is_empty() {
                // The Balance card was all that was left: the Shrine is empty.
                self.set_aside_balance();
            } else {
                area.reveal_top();
                self.play_balance(seat, events);
            }
        }
        self.areas[seat.index()].reveal_top();
        if self.areas[seat.index()].shrine.is_empty() && self.is_in(seat) {
            self.knock_out(seat, events);
        }
    }

    /// Takes the Token `card` from `seat`'s Field to the Graveyard; a Triad
    /// broken by it cuts the Shrine back to five and the Dagger Token goes.
    fn lose_token(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        let had_triad = self.areas[seat.index()].triad();
        let area = &mut self.areas[seat.index()];
        area.field = area.field.without(card);
        self.graveyard.push(card);
        events.push(Event::TokenLost { seat, card });
        if had_triad && !self.areas[seat.index()].triad() {
            events.push(Event::TriadBroken { seat });
            if let Some(dagger) = token_of(self.areas[seat.index()].field, Rank::ACE) {
                self.lose_token(seat, dagger, events);
            }
            while self.areas[seat.index()].shrine.len() > SHRINE {
                if let Some(slot) = self.areas[seat.index()].shrine.pop() {
                    self.graveyard.push(slot.card);
                    events.push(Event::Removed { seat, card: slot.card });
                }
            }
            self.turn_up(seat, events);
        }
    }

    /// `seat`'s Shrine is empty: they are out, their hand and Field to the
    /// Graveyard; the last player with a Shrine wins.
    fn knock_out(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.out = self.out.with(seat);
        events.push(Event::Out { seat });
        let hand = self.hands[seat.index()];
        self.discard(seat, hand, events);
        let field = self.areas[seat.index()].field;
        self.areas[seat.index()].field = CardSet::EMPTY;
        self.bury(field);
        let left: Vec<Seat> = self.seats().filter(|&s| self.is_in(s)).collect();
        if let [winner] = left.as_slice() {
            self.finish(Outcome::win(*winner), false, events);
        }
    }

    fn finish(&mut self, outcome: Outcome, turn_limit: bool, events: &mut Vec<Event>) {
        if self.outcome.is_none() {
            self.outcome = Some(outcome);
            self.phase = Phase::Over;
            events.push(Event::Ended { outcome, turn_limit });
        }
    }

    // ----- the turn -----

    /// Starts `self.turn`'s turn: one action (two with the Dagger Token);
    /// with an empty Graveyard the draw is made at once.
    pub(super) fn start_turn(&mut self, events: &mut Vec<Event>) {
        if self.turns >= self.turn_limit {
            let winners = self.seats().filter(|&s| self.is_in(s)).fold(SeatSet::default(), SeatSet::with);
            self.finish(Outcome { winners }, true, events);
            return;
        }
        self.turns += 1;
        self.jack_used = false;
        self.actions_left = if self.area(self.turn).has(Rank::ACE) { 2 } else { 1 };
        self.phase = Phase::Start;
        if self.graveyard.is_empty() {
            self.begin(Action::Draw, events);
        }
    }

    /// The start of the turn: draw (two with the Dagger Token), or take the
    /// Graveyard's top instead of the first card (one action).
    fn begin(&mut self, how: Action, events: &mut Vec<Event>) {
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
    pub(super) fn after_action(&mut self, events: &mut Vec<Event>) {
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

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        if self.hand(self.turn).len() > HAND_LIMIT {
            self.phase = Phase::Trim;
        } else {
            self.next_turn(events);
        }
    }

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = self.next_in(self.turn);
        self.start_turn(events);
    }

    // ----- declaring and answering -----

    /// Declares `action` for the turn player: its cards leave the hand, and
    /// the target and then the others may answer before it takes effect.
    fn declare(&mut self, action: Action, events: &mut Vec<Event>) {
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
    fn can_dagger_block(&self, seat: Seat) -> bool {
        let hand = self.hand(seat);
        hand.iter().filter(|c| c.rank() == Some(Rank::ACE)).any(|ace| hand.iter().any(|p| p != ace && p.colour() == ace.colour()))
    }

    /// Offers the Fizzle to the next player after `after` (in seat order from
    /// the actor's left) who may, or lets the action take effect.
    fn ask_fizzle(&mut self, pending: Pending, after: Seat, events: &mut Vec<Event>) {
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
    fn fail(&mut self, pending: Pending, events: &mut Vec<Event>) {
        self.graveyard.extend(pending.risen);
        self.bury(pending.committed);
        events.push(Event::Failed { seat: pending.actor });
        self.actions_left = self.actions_left.saturating_sub(1);
        self.after_action(events);
    }

    /// The cards a Fizzle (or a counter) of `seat` discards: the whole hand,
    /// or the three named.
    fn fizzle_cost(&self, seat: Seat, cards: CardSet) -> CardSet {
        if cards.is_empty() { self.hand(seat) } else { cards }
    }

    /// An answer to the declared action.
    fn answer(&mut self, pending: Pending, action: Action, events: &mut Vec<Event>) {
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
    fn resolve(&mut self, pending: Pending, events: &mut Vec<Event>) {
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
    fn put_token(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        let area = &mut self.areas[seat.index()];
        area.field = area.field.with(card);
        events.push(Event::TokenPlayed { seat, card });
    }

    /// A Dagger at `target`'s Shrine top or Token.
    fn stab(&mut self, target: Seat, aim: Aim, events: &mut Vec<Event>) {
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
    fn clear_field(&mut self, target: Seat, events: &mut Vec<Event>) {
        while let Some(token) = self.area(target).field.iter().next() {
            self.lose_token(target, token, events);
        }
    }

    /// The Jack: a card of `victim`'s, taken unseen (the game's chance).
    fn steal(&mut self, thief: Seat, victim: Seat, events: &mut Vec<Event>) {
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
    fn rise(&mut self, actor: Seat, card: Card, using: Rise, events: &mut Vec<Event>) {
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

    // ----- the Balance card -----

    /// The Balance card leaves play: out of the game, or back into the deck.
    fn set_aside_balance(&mut self) {
        if self.balance == BalanceRule::Reshuffle {
            self.deck.push(Card::JOKER);
        }
    }

    /// The Balance card, played for `owner`: every other player is evened
    /// out to them — hand size, Shrine size, Tokens of the same kinds — and
    /// then the deck and the Graveyard are shuffled together.
    fn play_balance(&mut self, owner: Seat, events: &mut Vec<Event>) {
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
    fn even_hand(&mut self, seat: Seat, size: usize, events: &mut Vec<Event>) {
        while self.hand(seat).len() < size {
            let Some(card) = self.deck.pop().or_else(|| self.graveyard.pop()) else { break };
            if card.is_joker() {
                continue;
            }
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
    fn even_shrine(&mut self, seat: Seat, size: usize, events: &mut Vec<Event>) {
        let size = size.min(self.area(seat).capacity());
        while self.area(seat).shrine.len() > size {
            let Some(slot) = self.areas[seat.index()].shrine.pop() else { break };
            self.graveyard.push(slot.card);
            events.push(Event::Removed { seat, card: slot.card });
        }
        while self.area(seat).shrine.len() < size {
            let Some(card) = self.deck.pop().or_else(|| self.graveyard.pop()) else { break };
            if !card.is_joker() {
                self.areas[seat.index()].shrine.push(Slot { card, seen: true });
                events.push(Event::Added { seat, card });
            }
        }
        self.areas[seat.index()].reveal_top();
    }

    /// Takes away the Tokens `seat` has that are not among `kinds`, and
    /// finds those it lacks in the Graveyard, then the deck.
    fn even_field(&mut self, seat: Seat, kinds: &[Rank], events: &mut Vec<Event>) {
        let extra: Vec<Card> = self.area(seat).field.iter().filter(|c| !c.rank().is_some_and(|r| kinds.contains(&r))).collect();
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

    // ----- applying -----

    /// The turn player's action during the Act phase.
    fn act(&mut self, action: Action, events: &mut Vec<Event>) {
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
    fn give_up(&mut self, card: Card, events: &mut Vec<Event>) {
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
    fn deal(&mut self, first: Option<Seat>, events: &mut Vec<Event>) {
        self.deck.shuffle(&mut self.rng);
        for seat in self.seats() {
            for _ in 0..SHRINE_DEAL {
                let card = self.deal_one();
                self.areas[seat.index()].shrine.push(Slot { card, seen: false });
            }
            self.areas[seat.index()].reveal_top();
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
    fn deal_one(&mut self) -> Card {
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

    /// Who may see which cards: `viewer`'s own hand and what is public.
    pub(super) fn seen(&self, viewer: Option<Seat>) -> View {
        View {
            viewer,
            players: self.players,
            hands: self
                .seats()
                .map(|s| HandView::of(&self.hand(s).iter().collect::<Vec<_>>(), viewer == Some(s)))
                .collect(),
            known: self.seats().map(|s| self.public[s.index()]).collect(),
            shrines: self
                .seats()
                .map(|s| self.area(s).shrine.iter().map(|slot| slot.seen.then_some(slot.card)).collect())
                .collect(),
            fields: self.seats().map(|s| self.area(s).field).collect(),
            graveyard: self.graveyard.to_vec(),
            deck: self.deck.len(),
            out: self.out,
            turn: self.turn,
            to_act: self.to_act(),
            pending: self
                .pending()
                .map(|(actor, action, stage)| PendingView { actor, action, stage, cards: self.pending_cards() }),
            actions_left: self.actions_left,
            turns: self.turns,
        }
    }
}

impl Game for Shrine {
    crate::game::game_types!();

    const INFO: GameInfo = GameInfo {
        id: "shrine",
        name: "Shrine",
        pitch: "Heal your Shrine, break your rivals' with pawns and daggers, and fizzle what they try.",
        min_seats: 2,
        max_seats: 4,
        rules: include_str!("../../../../assets/shrine/rules.md"),
        scored: false,
    };

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        let mut game = Self::empty(options, seed);
        game.deal(options.first.seat(), &mut Vec::new());
        Ok(game)
    }

    fn from_setup_into(options: &Options, setup: &Setup, events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        setup.build(options, events)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.players)
    }

    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Pending(p) => Some(match p.stage {
                Stage::Block(seat) | Stage::Fizzle(seat) => seat,
                Stage::Counter(_) => p.actor,
            }),
            _ => Some(self.turn),
        }
    }

    fn turn_seat(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    crate::game::actions_from_list!();

    fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if let Some(rule) = self.refusal(action) {
            return Err(RuleError::Broken(rule));
        }
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
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn score(&self, seat: Seat) -> i32 {
        self.area(seat).shrine.len() as i32
    }

    fn standing(&self, seat: Seat) -> Option<String> {
        if !self.is_in(seat) {
            return Some("out: their Shrine is empty".to_owned());
        }
        let area = self.area(seat);
        let top = area.top().map_or_else(String::new, |c| format!(", {} on top", c.symbol()));
        let tokens = if area.field.is_empty() {
            String::new()
        } else {
            let names: Vec<String> = area.field.iter().map(Card::symbol).collect();
            format!("; Field {}{}", names.join(" "), if area.triad() { " (Triad)" } else { "" })
        };
        Some(format!("Shrine {}{top}; {} in hand{tokens}", area.shrine.len(), self.hand(seat).len()))
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        self.seen(viewer)
    }

    fn determinize(&self, seat: Seat, rng: &mut dyn RngCore) -> Self {
        let mut sample = self.clone();
        // Everything `seat` has not seen: the others' hands (but for the
        // cards known to be there), the deck, and the Shrines' unseen cards.
        let mut unseen: Pile = Pile::new();
        for s in self.seats().filter(|&s| s != seat) {
            unseen.extend(self.hand(s).minus(self.public[s.index()]).iter());
        }
        unseen.extend(self.deck.iter().copied());
        for s in self.seats() {
            unseen.extend(self.area(s).shrine.iter().filter(|slot| !slot.seen).map(|slot| slot.card));
        }
        unseen.shuffle(rng);
        let mut deal = unseen.into_iter();
        for s in self.seats().filter(|&s| s != seat) {
            let hidden = self.hand(s).minus(self.public[s.index()]).len();
            sample.hands[s.index()] = self.public[s.index()].or(deal.by_ref().take(hidden).collect());
        }
        for card in &mut sample.deck {
            *card = deal.next().unwrap_or(*card);
        }
        for s in self.seats() {
            for slot in sample.areas[s.index()].shrine.iter_mut().filter(|slot| !slot.seen) {
                slot.card = deal.next().unwrap_or(slot.card);
            }
        }
        sample.rng = rng::chance(rng.next_u64());
        sample
    }

    crate::game::evaluated_and_seen_by!();
}

/// Whether `card` counts for `colour`.
pub(super) fn is(card: Card, colour: Option<Colour>) -> bool {
    card.colour().is_some() && card.colour() == colour
}
