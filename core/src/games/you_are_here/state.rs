//! The state of a game of You Are Here: the board, hands and piles, and
//! whose decision it is. The rules that change it are in `rules`, and
//! `game` makes it a [`Game`](crate::game::Game).

use arrayvec::ArrayVec;
use rand::RngCore;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::board::{Cell, CellSet, Dir};
use super::card::{Card, CardId, Catalogue, MAX_DECK};
use super::options::Options;
use crate::error::SetupError;
use crate::seat::Seat;

/// Cards in a full hand.
pub const HAND_SIZE: usize = 5;

/// A card on the board and who controls it; its orientation follows its
/// controller (marked corner toward them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placed {
    /// Which card.
    pub card: CardId,
    /// Who controls it.
    pub owner: Seat,
}

/// A cascade waiting for its player to choose the next card to flip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Chain {
    pub(super) from: Cell,
    pub(super) candidates: CellSet,
}

pub(super) type Hand = ArrayVec<CardId, HAND_SIZE>;
pub(super) type Pile = ArrayVec<CardId, MAX_DECK>;

/// A game of The You Are Here Game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct YouAreHere {
    pub(super) cards: Catalogue,
    pub(super) draw: bool,
    pub(super) hand_counts: bool,
    pub(super) open_hands: bool,
    pub(super) board: [Option<Placed>; 9],
    /// The edge numbers each square's card shows, turned to its controller
    /// (kept beside the board: captures compare them over and over), and
    /// last a square beyond the edge, whose edges nothing beats.
    pub(super) faces: [[u8; 4]; 10],
    /// The squares each seat controls, one bit a square.
    pub(super) owned: [u16; 2],
    pub(super) hands: [Hand; 2],
    /// Draw piles; the next card to draw is the last.
    pub(super) piles: [Pile; 2],
    pub(super) turn: Seat,
    pub(super) chain: Option<Chain>,
}

impl YouAreHere {
    /// The game's card list; [`CardId`]s index it.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The card with this id.
    pub fn card(&self, id: CardId) -> &Card {
        &self.cards[usize::from(id)]
    }

    /// What lies on `cell`.
    pub fn at(&self, cell: Cell) -> Option<Placed> {
        self.board[cell.index()]
    }

    /// `seat`'s hand, in order.
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        &self.hands[seat.index()]
    }

    /// Whose turn it is (the seat placing cards, also when it must choose a flip).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The cards a pending cascade choice is between (empty if none).
    pub fn choice(&self) -> CellSet {
        self.chain.map_or(CellSet::EMPTY, |c| c.candidates)
    }

    /// Puts `placed` on `cell`, with the edges it shows there.
    pub(super) fn set_on(&mut self, cell: Cell, placed: Placed) {
        self.board[cell.index()] = Some(placed);
        self.owned[placed.owner.index()] |= 1 << cell.index();
        self.owned[placed.owner.opponent().index()] &= !(1 << cell.index());
        let [top, right, bottom, left] = self.card(placed.card).edges.as_array();
        self.faces[cell.index()] =
            if placed.owner == Seat(0) { [top, right, bottom, left] } else { [bottom, left, top, right] };
    }

    /// The number on the edge a placed card shows in board direction `dir`:
    /// a card of Player 2 lies turned 180°, so its printed top faces south.
    pub fn edge(&self, placed: Placed, dir: Dir) -> u8 {
        self.card(placed.card).edges.as_array()[(dir as usize + 2 * placed.owner.index()) % 4]
    }

    pub(super) fn deal(
        cards: Catalogue,
        decks: &[Vec<CardId>; 2],
        options: &Options,
        seed: u64,
    ) -> Result<Self, SetupError> {
        let mut rng = crate::rng::seeded(seed);
        let mut game = Self::empty(cards, options);
        for (seat, deck) in decks.iter().enumerate() {
            if !(HAND_SIZE..=MAX_DECK).contains(&deck.len()) {
                return Err(SetupError::new(format!(
                    "Player {}'s deck has {} cards; a deck needs {HAND_SIZE} to {MAX_DECK}",
                    seat + 1,
                    deck.len()
                )));
            }
            let pile = &mut game.piles[seat];
            pile.extend(deck.iter().copied());
            pile.shuffle(&mut rng);
            for _ in 0..HAND_SIZE {
                if let Some(card) = pile.pop() {
                    game.hands[seat].push(card);
                }
            }
        }
        game.turn = options.first.seat().unwrap_or_else(|| Seat((rng.next_u32() & 1) as u8));
        Ok(game)
    }

    pub(super) fn empty(cards: Catalogue, options: &Options) -> Self {
        Self {
            cards,
            draw: options.draw,
            hand_counts: options.hand_counts,
            open_hands: options.open_hands,
            board: [None; 9],
            faces: std::array::from_fn(|i| if i < 9 { [0; 4] } else { [u8::MAX; 4] }),
            owned: [0; 2],
            hands: [Hand::new(), Hand::new()],
            piles: [Pile::new(), Pile::new()],
            turn: Seat(0),
            chain: None,
        }
    }

    pub(super) fn hand_is_visible(&self, owner: Seat, viewer: Option<Seat>) -> bool {
        self.open_hands || viewer == Some(owner)
    }
}
