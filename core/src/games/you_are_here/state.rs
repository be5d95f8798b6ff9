//! The state of a game of You Are Here: the board, hands and piles, whose
//! decision it is, what each seat sees, and the game contract. The rules
//! that change it are in `rules`.

use std::sync::Arc;

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::RngCore;
use serde::{Deserialize, Serialize};

use super::action::Action;
use super::board::{Cell, CellSet, Dir};
use super::card::{self, Card, CardId, Catalogue};
use super::event::{Event, PublicEvent};
use super::options::Options;
use super::setup::Setup;
use super::view::View;
use crate::error::{RuleError, SetupError};
use crate::game::{Game, GameInfo};
use crate::hand::HandView;
use crate::outcome::Outcome;
use crate::rng::GameRng;
use crate::seat::Seat;

/// Cards in a full hand.
pub const HAND_SIZE: usize = 5;
/// The most cards a deck may hold.
pub const MAX_DECK: usize = 60;

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

    pub(super) fn deal(cards: Catalogue, decks: &[Vec<CardId>; 2], options: &Options, seed: u64) -> Result<Self, SetupError> {
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

impl Game for YouAreHere {
    crate::game::game_types!();

    const INFO: GameInfo = GameInfo {
        id: "you-are-here",
        name: "The You Are Here Game",
        pitch: "Lay cards on a 3×3 board; a bigger edge turns your rival's card around to face you.",
        min_seats: 2,
        max_seats: 2,
        rules: include_str!("../../../../assets/you-are-here/rules.md"),
        quick_reference: include_str!("../../../../assets/you-are-here/rules-card.md"),
        concepts: &["placing", "comparing-edges", "orientation", "capture", "cascade", "cascade-choice", "own-cards-safe", "the-count", "option-draw", "option-hand-counts"],
        lesson: include_str!("../../../../assets/you-are-here/lesson.ron"),
        scored: true,
    };

    fn new_into(options: &Options, seed: u64, _events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        match &options.decks {
            None => {
                let (cards, decks) = card::starter_catalogue();
                Self::deal(Arc::clone(cards), decks, options, seed)
            }
            Some(decks) => {
                let [first, second] = decks.as_slice() else {
                    return Err(SetupError::new(format!("one deck per player is needed (two), not {}", decks.len())));
                };
                let (cards, ids) = card::catalogue(&[first.clone(), second.clone()])?;
                Self::deal(cards, &ids, options, seed)
            }
        }
    }

    fn from_setup_into(options: &Options, setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        setup.build(options)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.is_over()).then_some(self.turn)
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        self.list_into(out);
    }

    fn random_action(&self, rng: &mut GameRng) -> Option<Action> {
        self.random_legal(rng)
    }

    fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.act(action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let (a, b) = (self.score(Seat(0)), self.score(Seat(1)));
        Some(match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::win(Seat(0)),
            std::cmp::Ordering::Less => Outcome::win(Seat(1)),
            std::cmp::Ordering::Equal => Outcome::draw(2),
        })
    }

    fn score(&self, seat: Seat) -> i32 {
        let on_board = CellSet::from_bits(self.owned[seat.index()]).len();
        let in_hand = if self.hand_counts { self.hands[seat.index()].len() } else { 0 };
        (on_board + in_hand) as i32
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        let hand = |seat: Seat| HandView::of(&self.hands[seat.index()], self.hand_is_visible(seat, viewer));
        View {
            viewer,
            cards: Arc::clone(&self.cards),
            board: self.board,
            hands: [hand(Seat(0)), hand(Seat(1))],
            piles: [self.piles[0].len(), self.piles[1].len()],
            turn: self.turn,
            to_act: self.to_act(),
            choice: self.choice(),
            scores: [self.score(Seat(0)), self.score(Seat(1))],
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut dyn RngCore) -> Self {
        let mut sample = self.clone();
        let visible = self.hand_is_visible(seat.opponent(), Some(seat));
        let (own, other) = match (&mut sample.piles, seat.index()) {
            ([mine, theirs], 0) | ([theirs, mine], _) => (mine, theirs),
        };
        // Unseen: the order of both piles, and the opponent's hand unless shown.
        crate::unseen::redeal(&mut [own], rng);
        let hand = &mut sample.hands[seat.opponent().index()];
        if visible {
            crate::unseen::redeal(&mut [other], rng);
        } else {
            crate::unseen::redeal(&mut [hand, other], rng);
        }
        sample
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        f64::from(self.score(seat) - self.score(seat.opponent())) / 10.0
    }

    fn describe(&self, event: &Event, viewer: Option<Seat>) -> String {
        let name = |id: CardId| self.card(id).name.as_str();
        match *event {
            Event::Placed { seat, card, cell } => format!("{seat} plays {} on {cell}.", name(card)),
            Event::Flipped { cell, card, to, by, attack, defence } => {
                let attacker = self.at(by).map_or("?", |p| name(p.card));
                format!("{attacker} {attack} beats {} {defence} on {cell}: it turns to face {to}.", name(card))
            }
            Event::MustChoose { seat, from, candidates } => {
                let cells: Vec<String> = candidates.iter().map(|c| c.to_string()).collect();
                format!("The card on {from} could flip {}: {seat} chooses one.", cells.join(" or "))
            }
            Event::Drew { seat, card } => {
                if self.hand_is_visible(seat, viewer) {
                    format!("{seat} draws {}.", name(card))
                } else {
                    format!("{seat} draws a card.")
                }
            }
            Event::Ended { outcome, scores } => match outcome.sole_winner() {
                Some(winner) => format!("The board is full. {winner} wins, {} to {}.", scores[0], scores[1]),
                None => format!("The board is full. A draw, {} all.", scores[0]),
            },
        }
    }

    fn public_event(&self, event: &Event, viewer: Option<Seat>) -> PublicEvent {
        let name = |id: CardId| self.card(id).name.clone();
        match *event {
            Event::Placed { seat, card, cell } => PublicEvent::Placed { seat, card: name(card), cell },
            Event::Flipped { cell, card, to, by, attack, defence } => {
                PublicEvent::Flipped { cell, card: name(card), to, by, attack, defence }
            }
            Event::MustChoose { seat, from, candidates } => PublicEvent::MustChoose { seat, from, candidates },
            Event::Drew { seat, card } => {
                PublicEvent::Drew { seat, card: self.hand_is_visible(seat, viewer).then(|| name(card)) }
            }
            Event::Ended { outcome, scores } => PublicEvent::Ended { outcome, scores },
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    #[test]
    fn random_actions_are_uniform_over_the_legal_list() {
        let game = YouAreHere::new(&Options::default(), 9).expect("deal");
        let legal = game.legal_actions();
        let mut rng = crate::rng::seeded(4);
        let mut counts: HashMap<Action, u32> = HashMap::new();
        let draws = 45_000;
        for _ in 0..draws {
            *counts.entry(game.random_action(&mut rng).expect("not over")).or_default() += 1;
        }
        assert_eq!(counts.len(), legal.len());
        let expected = f64::from(draws) / legal.len() as f64;
        for (action, &n) in &counts {
            assert!((f64::from(n) - expected).abs() < expected * 0.2, "{action} drawn {n} times, expected ~{expected}");
        }
    }
}
