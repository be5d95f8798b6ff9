//! The state of a game of Wonderland: the ring, the hands and piles, and
//! whose decision it is. The rules that change it are in `rules`, and
//! `game` makes it a [`Game`](crate::game::Game).

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::action::{Action, QUEEN_OF_HEARTS};
use super::options::Options;
use super::ring::{GARDEN, Hedge};
use crate::cards::Card;
use crate::outcome::Outcome;
use crate::rng::{self, ChanceRng};
use crate::seat::Seat;

/// The most players.
pub const MAX_PLAYERS: usize = 6;
/// Cards dealt to each hand (one becomes the guardsman).
pub const DEAL: usize = 6;
/// The most cards a hand keeps at the end of its turn.
pub const HAND: usize = 5;
/// Cards drawn at the end of a turn.
pub const DRAW: usize = 2;
/// The most cards a hand can hold at once (five, and two drawn).
pub const MOST_IN_HAND: usize = 12;
/// The most hedges: six gardens of five.
pub const MOST_HEDGES: usize = MAX_PLAYERS * GARDEN;

/// A pile of cards: two decks at most.
pub(super) type Pile = ArrayVec<Card, 104>;
/// A hand.
pub(super) type Hand = ArrayVec<Card, MOST_IN_HAND>;

/// A guardsman on the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Guard {
    /// The card standing for them.
    pub card: Card,
    /// Where they stand.
    pub at: Hedge,
}

/// The things a turn may do once each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Done {
    /// A move (of the guardsman or the Queen of Hearts).
    pub moved: bool,
    /// A hedge painted.
    pub painted: bool,
    /// A face card played.
    pub face: bool,
}

impl Done {
    /// Everything: a turn that put down a new guardsman does nothing else.
    pub const ALL: Done = Done { moved: true, painted: true, face: true };
}

/// Whose decision it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(super) enum Phase {
    /// The players choose their first guardsmen, one after another, unseen.
    Choose(Seat),
    /// The turn player acts, or ends the turn.
    Act,
    /// A face card waits: `asked` may cancel it with a King.
    Cancel {
        /// Who played it.
        actor: Seat,
        /// What.
        play: Action,
        /// The King's holder asked now.
        asked: Seat,
    },
    /// The turn player discards down to five.
    Trim,
    /// The game is over.
    Over,
}

/// A game of Wonderland.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Wonderland {
    pub(super) players: u8,
    pub(super) turn_limit: u16,
    pub(super) rng: ChanceRng,
    pub(super) dealer: Seat,
    /// The ring's hedge cards, garden by garden.
    pub(super) hedges: ArrayVec<Card, MOST_HEDGES>,
    /// Which hedges are painted, one bit each.
    pub(super) painted: u32,
    pub(super) guards: [Option<Guard>; MAX_PLAYERS],
    /// First guardsmen chosen but not yet shown.
    pub(super) chosen: [Option<Card>; MAX_PLAYERS],
    /// Where the Queen of Hearts stalks, if she is in play.
    pub(super) queen: Option<Hedge>,
    pub(super) hands: [Hand; MAX_PLAYERS],
    /// The Kings face up in front of each player.
    pub(super) kings: [ArrayVec<Card, 8>; MAX_PLAYERS],
    /// The draw pile; its top is the last.
    pub(super) draw: Pile,
    /// The discard pile; its top is the last.
    pub(super) discard: Pile,
    /// Guardsmen the Queen caught: out of the game for good.
    pub(super) removed: Pile,
    pub(super) turn: Seat,
    pub(super) phase: Phase,
    pub(super) done: Done,
    pub(super) turns: u16,
    pub(super) outcome: Option<Outcome>,
}

impl Wonderland {
    /// A table with nothing dealt, for `options`.
    pub(super) fn empty(options: &Options, seed: u64) -> Self {
        Self {
            players: options.players,
            turn_limit: options.turn_limit,
            rng: rng::chance(seed),
            dealer: Seat(0),
            hedges: ArrayVec::new(),
            painted: 0,
            guards: [None; MAX_PLAYERS],
            chosen: [None; MAX_PLAYERS],
            queen: None,
            hands: Default::default(),
            kings: Default::default(),
            draw: Pile::new(),
            discard: Pile::new(),
            removed: Pile::new(),
            turn: Seat(0),
            phase: Phase::Act,
            done: Done::default(),
            turns: 0,
            outcome: None,
        }
    }

    /// Every card the game plays with: one deck for two to four players; two
    /// for five or six, the second Queen of Hearts set aside.
    pub(super) fn all_cards(players: u8) -> Vec<Card> {
        let mut cards = crate::cards::standard_deck(0);
        if players > 4 {
            cards.extend(crate::cards::standard_deck(0).into_iter().filter(|&c| c != QUEEN_OF_HEARTS));
        }
        cards
    }

    /// The players other than `seat`.
    pub(super) fn rivals(&self, seat: Seat) -> impl Iterator<Item = Seat> + use<> {
        self.seats().filter(move |&s| s != seat)
    }

    /// The seats at the table.
    pub(super) fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(usize::from(self.players))
    }

    /// Hedges on the ring.
    pub fn ring(&self) -> usize {
        self.hedges.len()
    }

    /// The card of `hedge`.
    pub fn hedge(&self, hedge: Hedge) -> Card {
        self.hedges[hedge.index()]
    }

    /// Whether `hedge` is painted.
    pub fn is_painted(&self, hedge: Hedge) -> bool {
        self.painted & (1 << hedge.index()) != 0
    }

    /// How many of `seat`'s hedges are painted.
    pub fn painted_in(&self, seat: Seat) -> usize {
        (0..GARDEN).filter(|&p| self.is_painted(Hedge::new(seat, p))).count()
    }

    /// `seat`'s guardsman, if they have one on the ring.
    pub fn guard(&self, seat: Seat) -> Option<Guard> {
        self.guards[seat.index()]
    }

    /// Where the Queen of Hearts stalks, if she is in play.
    pub fn queen(&self) -> Option<Hedge> {
        self.queen
    }

    /// `seat`'s hand.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    /// The Kings in front of `seat`.
    pub fn kings(&self, seat: Seat) -> &[Card] {
        &self.kings[seat.index()]
    }

    /// The draw pile, its top last (hidden from the players).
    pub fn draw_pile(&self) -> &[Card] {
        &self.draw
    }

    /// Cards in the draw pile.
    pub fn draw_len(&self) -> usize {
        self.draw.len()
    }

    /// The discard pile, its top last.
    pub fn discards(&self) -> &[Card] {
        &self.discard
    }

    /// Guardsmen out of the game.
    pub fn removed(&self) -> &[Card] {
        &self.removed
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Turns played so far.
    pub fn turns(&self) -> u16 {
        self.turns
    }

    /// What the turn has done so far.
    pub fn done(&self) -> Done {
        self.done
    }

    /// The face card waiting for a King's answer: who played it, what, and
    /// who is asked.
    pub fn pending(&self) -> Option<(Seat, Action, Seat)> {
        match self.phase {
            Phase::Cancel { actor, play, asked } => Some((actor, play, asked)),
            _ => None,
        }
    }

    /// Whether the players are still choosing their first guardsmen.
    pub fn choosing(&self) -> bool {
        matches!(self.phase, Phase::Choose(_))
    }

    /// Whether `seat` has chosen a first guardsman not yet shown.
    pub fn has_chosen(&self, seat: Seat) -> bool {
        self.chosen[seat.index()].is_some()
    }

    /// The seat after `seat`, clockwise.
    pub(super) fn next(&self, seat: Seat) -> Seat {
        seat.next(usize::from(self.players))
    }
}
