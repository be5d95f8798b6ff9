//! The state of a game of Shrine: where every card lies and whose decision
//! it is. The rules that change it are in `rules`, and `game` makes it a
//! [`Game`](crate::game::Game).

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::action::Action;
use super::area::Area;
use super::options::{BalanceRule, FizzleRule, Healing, Options};
use crate::cards::{Card, CardSet, Colour, Rank};
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
    /// The Token powers used this turn, a bit per rank: each once a turn.
    pub(super) powers_used: u16,
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
            powers_used: 0,
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

    /// Whether `seat` has the Token of `rank` on the Field with its power
    /// not yet used this turn.
    pub(super) fn has_power(&self, seat: Seat, rank: Rank) -> bool {
        self.area(seat).has(rank) && self.powers_used & (1 << rank.value()) == 0
    }

    /// The power of the Token of `rank` is used for this turn.
    pub(super) fn spend_power(&mut self, rank: Rank) {
        self.powers_used |= 1 << rank.value();
    }

    /// The next seat after `seat` still in.
    pub(super) fn next_in(&self, seat: Seat) -> Seat {
        let n = usize::from(self.players);
        (1..=n).map(|k| Seat::new((seat.index() + k) % n)).find(|&s| self.is_in(s)).unwrap_or(seat)
    }
}

/// Whether `card` counts for `colour`.
pub(super) fn is(card: Card, colour: Option<Colour>) -> bool {
    card.colour().is_some() && card.colour() == colour
}
