//! The state of a game of You Are Here and its rules.

use std::sync::Arc;

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use super::action::Action;
use super::board::{Cell, CellSet, Dir};
use super::card::{self, Card, CardId, Catalogue};
use super::event::{Event, PublicEvent};
use super::options::Options;
use super::setup::{Setup, SetupPlaced};
use super::view::View;
use crate::error::{RuleError, SetupError};
use crate::game::{Game, GameInfo};
use crate::hand::HandView;
use crate::outcome::Outcome;
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

type Hand = ArrayVec<CardId, HAND_SIZE>;
type Pile = ArrayVec<CardId, MAX_DECK>;

/// A game of The You Are Here Game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct YouAreHere {
    pub(super) cards: Catalogue,
    pub(super) draw: bool,
    pub(super) hand_counts: bool,
    open_hands: bool,
    pub(super) board: [Option<Placed>; 9],
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

    /// The number on the edge a placed card shows in board direction `dir`:
    /// a card of Player 2 lies turned 180°, so its printed top faces south.
    pub fn edge(&self, placed: Placed, dir: Dir) -> u8 {
        self.card(placed.card).edges.as_array()[(dir as usize + 2 * placed.owner.index()) % 4]
    }

    /// The opponent cards next to `from` that the card there beats.
    pub fn capturable(&self, from: Cell) -> CellSet {
        let Some(attacker) = self.at(from) else {
            return CellSet::EMPTY;
        };
        let mut set = CellSet::EMPTY;
        for dir in Dir::ALL {
            if let Some(cell) = from.neighbour(dir)
                && let Some(defender) = self.at(cell)
                && defender.owner != attacker.owner
                && self.edge(attacker, dir) > self.edge(defender, dir.opposite())
            {
                set = set.with(cell);
            }
        }
        set
    }

    fn is_full(&self) -> bool {
        self.board.iter().all(Option::is_some)
    }

    fn is_over(&self) -> bool {
        self.chain.is_none() && self.is_full()
    }

    fn flip(&mut self, from: Cell, cell: Cell, events: &mut Vec<Event>) {
        let Some(attacker) = self.at(from) else {
            return;
        };
        let Some(defender) = self.at(cell) else {
            return;
        };
        let dir = Dir::ALL.into_iter().find(|&d| from.neighbour(d) == Some(cell)).unwrap_or(Dir::North);
        let (attack, defence) = (self.edge(attacker, dir), self.edge(defender, dir.opposite()));
        self.board[cell.index()] = Some(Placed { card: defender.card, owner: attacker.owner });
        events.push(Event::Flipped { cell, card: defender.card, to: attacker.owner, by: from, attack, defence });
    }

    /// Runs the cascade from `from` until it ends or needs a choice.
    fn cascade(&mut self, mut from: Cell, events: &mut Vec<Event>) {
        loop {
            let candidates = self.capturable(from);
            match candidates.len() {
                0 => return self.end_turn(events),
                1 => {
                    let next = candidates.iter().next().unwrap_or(from);
                    self.flip(from, next, events);
                    from = next;
                }
                _ => {
                    self.chain = Some(Chain { from, candidates });
                    events.push(Event::MustChoose { seat: self.turn, from, candidates });
                    return;
                }
            }
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.chain = None;
        if self.is_full() {
            if let Some(outcome) = self.outcome() {
                events.push(Event::Ended { outcome, scores: [self.score(Seat(0)), self.score(Seat(1))] });
            }
            return;
        }
        let seat = self.turn.index();
        if self.draw
            && self.hands[seat].len() < HAND_SIZE
            && let Some(card) = self.piles[seat].pop()
        {
            self.hands[seat].push(card);
            events.push(Event::Drew { seat: self.turn, card });
        }
        self.turn = self.turn.opponent();
    }

    fn deal(cards: Catalogue, decks: &[Vec<CardId>; 2], options: &Options, seed: u64) -> Result<Self, SetupError> {
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

    fn empty(cards: Catalogue, options: &Options) -> Self {
        Self {
            cards,
            draw: options.draw,
            hand_counts: options.hand_counts,
            open_hands: options.open_hands,
            board: [None; 9],
            hands: [Hand::new(), Hand::new()],
            piles: [Pile::new(), Pile::new()],
            turn: Seat(0),
            chain: None,
        }
    }

    /// Puts a scenario's cards on the board, noting every problem.
    fn lay_out(&mut self, board: &[SetupPlaced], problems: &mut Vec<String>) {
        for placed in board {
            let cell = match placed.cell.parse::<Cell>() {
                Ok(cell) => cell,
                Err(e) => {
                    problems.push(e.to_string());
                    continue;
                }
            };
            if placed.owner.index() > 1 {
                problems.push(format!("the card on {cell} has owner {}, but seats are 0 and 1", placed.owner.0));
            } else if self.board[cell.index()].is_some() {
                problems.push(format!("two cards are placed on {cell}"));
            } else if let Some(&card) = card_ids(&self.cards, std::slice::from_ref(&placed.card), problems).first() {
                self.board[cell.index()] = Some(Placed { card, owner: placed.owner });
            }
        }
    }

    fn hand_is_visible(&self, owner: Seat, viewer: Option<Seat>) -> bool {
        self.open_hands || viewer == Some(owner)
    }
}

/// The ids of the cards named, noting each name that is not in `cards`.
fn card_ids(cards: &[Card], names: &[String], problems: &mut Vec<String>) -> Vec<CardId> {
    names
        .iter()
        .filter_map(|name| {
            let id = cards.iter().position(|c| c.name == *name).map(|i| i as CardId);
            if id.is_none() {
                problems.push(format!("no card is named `{name}`"));
            }
            id
        })
        .collect()
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
        scored: true,
    };

    fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
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
        let cards: Vec<Card> = setup.cards.clone().unwrap_or_else(|| card::starter_deck().to_vec());
        let (catalogue, _) = card::catalogue(&[cards, Vec::new()])?;
        let mut problems = Vec::new();
        let mut game = Self::empty(Arc::clone(&catalogue), options);
        if setup.hands.len() != 2 || setup.piles.len() > 2 {
            problems.push("`hands` needs one list per player (two), `piles` at most two".to_owned());
        }
        let none = Vec::new();
        for seat in 0..2 {
            let hand = card_ids(&catalogue, setup.hands.get(seat).unwrap_or(&none), &mut problems);
            let mut pile = card_ids(&catalogue, setup.piles.get(seat).unwrap_or(&none), &mut problems);
            pile.reverse();
            if game.hands[seat].try_extend_from_slice(&hand).is_err() {
                problems.push(format!("Player {}'s hand has more than {HAND_SIZE} cards", seat + 1));
            }
            if game.piles[seat].try_extend_from_slice(&pile).is_err() {
                problems.push(format!("Player {}'s pile has more than {MAX_DECK} cards", seat + 1));
            }
        }
        game.lay_out(&setup.board, &mut problems);
        if setup.first.index() > 1 {
            problems.push(format!("`first` is seat {}, but seats are 0 and 1", setup.first.0));
        }
        game.turn = Seat(setup.first.0.min(1));
        let empty = game.board.iter().filter(|c| c.is_none()).count();
        for seat in Seat::all(2) {
            let needed = if seat == game.turn { empty.div_ceil(2) } else { empty / 2 };
            let pile = if game.draw { game.piles[seat.index()].len() } else { 0 };
            let available = game.hands[seat.index()].len() + pile;
            if available < needed {
                problems.push(format!("{seat} needs {needed} cards to fill the board but has {available}"));
            }
        }
        problems.dedup();
        if problems.is_empty() { Ok(game) } else { Err(SetupError::new(problems.join("; "))) }
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.is_over()).then_some(self.turn)
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(chain) = self.chain {
            out.extend(chain.candidates.iter().map(Action::Flip));
            return;
        }
        let mut empty = [Cell::ALL[0]; 9];
        let mut empties = 0;
        for cell in Cell::ALL {
            if self.board[cell.index()].is_none() {
                empty[empties] = cell;
                empties += 1;
            }
        }
        let empty = &empty[..empties];
        let hand = &self.hands[self.turn.index()];
        out.reserve(hand.len() * empties);
        for (i, &card) in hand.iter().enumerate() {
            if !hand[..i].contains(&card) {
                out.extend(empty.iter().map(|&cell| Action::Place { card, cell }));
            }
        }
    }

    fn random_action(&self, rng: &mut dyn RngCore) -> Option<Action> {
        if let Some(chain) = self.chain {
            let n = rng.random_range(0..chain.candidates.len());
            return chain.candidates.iter().nth(n).map(Action::Flip);
        }
        let empties = self.board.iter().filter(|c| c.is_none()).count();
        if empties == 0 {
            return None;
        }
        // Uniform over the legal list: a distinct card, then an empty square.
        let hand = &self.hands[self.turn.index()];
        let mut distinct: ArrayVec<CardId, HAND_SIZE> = ArrayVec::new();
        for &card in hand {
            if !distinct.contains(&card) {
                distinct.push(card);
            }
        }
        let card = *distinct.get(rng.random_range(0..distinct.len().max(1)))?;
        let n = rng.random_range(0..empties);
        let cell = Cell::ALL.into_iter().filter(|c| self.board[c.index()].is_none()).nth(n)?;
        Some(Action::Place { card, cell })
    }

    fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        match action {
            Action::Place { card, cell } => {
                if self.chain.is_some() {
                    return Err(RuleError::Broken("a cascade is waiting: first choose which card it flips next"));
                }
                if usize::from(card) >= self.cards.len() {
                    return Err(RuleError::Broken("there is no card with that number in this game"));
                }
                let seat = self.turn;
                let hand = &mut self.hands[seat.index()];
                let Some(slot) = hand.iter().position(|&c| c == card) else {
                    return Err(RuleError::Broken("a player may only place a card from their own hand"));
                };
                if self.board[cell.index()].is_some() {
                    return Err(RuleError::Broken("a card may only be placed on an empty square"));
                }
                hand.remove(slot);
                self.board[cell.index()] = Some(Placed { card, owner: seat });
                events.push(Event::Placed { seat, card, cell });
                self.cascade(cell, events);
            }
            Action::Flip(cell) => {
                let Some(chain) = self.chain else {
                    return Err(RuleError::Broken("there is no cascade choice to make: place a card"));
                };
                if !chain.candidates.contains(cell) {
                    return Err(RuleError::Broken("the cascade may only flip a card the last flipped card beats"));
                }
                self.chain = None;
                self.flip(chain.from, cell, events);
                self.cascade(cell, events);
            }
        }
        Ok(())
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
        let on_board = self.board.iter().flatten().filter(|p| p.owner == seat).count();
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
        sample.piles[seat.index()].shuffle(rng);
        let other = seat.opponent().index();
        if self.hand_is_visible(seat.opponent(), Some(seat)) {
            sample.piles[other].shuffle(rng);
        } else {
            // The opponent's unseen cards: their hand and pile together.
            let hand_len = sample.hands[other].len();
            let mut unseen: ArrayVec<CardId, { HAND_SIZE + MAX_DECK }> = ArrayVec::new();
            unseen.extend(sample.hands[other].drain(..));
            unseen.extend(sample.piles[other].drain(..));
            unseen.shuffle(rng);
            sample.hands[other].extend(unseen[..hand_len].iter().copied());
            sample.piles[other].extend(unseen[hand_len..].iter().copied());
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
