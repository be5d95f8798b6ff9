//! The rules that change a game of You Are Here: which actions are legal
//! (listed, or one drawn at random), the rule an action breaks, a card
//! placed and the cascade of captures it starts, and the end of the turn.

use arrayvec::ArrayVec;
use rand::Rng;

use super::action::Action;
use super::board::{Cell, CellSet, Dir};
use super::card::CardId;
use super::event::Event;
use super::state::{Chain, HAND_SIZE, Hand, Placed, YouAreHere};
use crate::outcome::Outcome;
use crate::rng::GameRng;
use crate::rules::Rules;
use crate::seat::Seat;

/// The index standing for "no square" beyond the board's edge: its edges
/// in `faces` are never beaten, and its bit is outside every cell set.
const BEYOND: usize = 9;

/// Each cell's neighbour in each direction (north, east, south, west), by
/// index, or [`BEYOND`].
const NEIGHBOURS: [[usize; 4]; 9] = {
    let mut table = [[BEYOND; 4]; 9];
    let mut i = 0;
    while i < 9 {
        let mut d = 0;
        while d < 4 {
            if let Some(cell) = Cell::ALL[i].neighbour(Dir::ALL[d]) {
                table[i][d] = cell.index();
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// The direction from one cell to a neighbour, by their indices, or 4
/// where they are not neighbours.
const DIRECTION: [[u8; 9]; 9] = {
    let mut table = [[4; 9]; 9];
    let mut i = 0;
    while i < 9 {
        let mut d = 0;
        while d < 4 {
            if NEIGHBOURS[i][d] != BEYOND {
                table[i][NEIGHBOURS[i][d]] = d as u8;
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// Takes the card in `slot` out of `hand`, the others keeping their order:
/// every card after it moves up one, without a branch on where the slot
/// is (in a random playout, anywhere).
fn take(hand: &mut Hand, slot: usize) {
    let cards = hand.as_mut_slice();
    for i in 0..cards.len().saturating_sub(1) {
        cards[i] = if i < slot { cards[i] } else { cards[i + 1] };
    }
    hand.pop();
}

impl YouAreHere {
    /// The opponent cards next to `from` that the card there beats.
    pub fn capturable(&self, from: Cell) -> CellSet {
        let Some(attacker) = self.at(from) else {
            return CellSet::EMPTY;
        };
        let attack = self.faces[from.index()];
        let mut bits = 0u16;
        for (dir, &next) in NEIGHBOURS[from.index()].iter().enumerate() {
            bits |= u16::from(attack[dir] > self.faces[next][(dir + 2) % 4]) << next;
        }
        CellSet::from_bits(bits & self.owned[attacker.owner.opponent().index()])
    }

    /// The squares still empty.
    pub(super) fn empties(&self) -> CellSet {
        CellSet::from_bits(!(self.owned[0] | self.owned[1]))
    }

    pub(super) fn is_full(&self) -> bool {
        self.empties().is_empty()
    }

    pub(super) fn flip(&mut self, from: Cell, cell: Cell, events: &mut Vec<Event>) {
        let (Some(attacker), Some(defender)) = (self.at(from), self.at(cell)) else {
            return;
        };
        let dir = usize::from(DIRECTION[from.index()][cell.index()]);
        if dir == 4 {
            return;
        }
        let (attack, defence) = (self.faces[from.index()][dir], self.faces[cell.index()][(dir + 2) % 4]);
        self.set_on(cell, Placed { card: defender.card, owner: attacker.owner });
        events.push(Event::Flipped { cell, card: defender.card, to: attacker.owner, by: from, attack, defence });
    }

    /// Runs the cascade from `from` until it ends or needs a choice.
    pub(super) fn cascade(&mut self, mut from: Cell, events: &mut Vec<Event>) {
        loop {
            let candidates = self.capturable(from);
            match candidates.len() {
                0 => return self.end_turn(events),
                1 => {
                    let next = candidates.nth(0).unwrap_or(from);
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

    /// The count of `seat`: the squares it controls, and the cards in its
    /// hand when they count.
    pub(super) fn count(&self, seat: Seat) -> i32 {
        let on_board = CellSet::from_bits(self.owned[seat.index()]).len();
        let in_hand = if self.hand_counts { self.hands[seat.index()].len() } else { 0 };
        (on_board + in_hand) as i32
    }

    /// How the game ended, or `None` while it goes on: the higher count
    /// wins, equal counts draw.
    pub(super) fn result(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let (a, b) = (self.count(Seat(0)), self.count(Seat(1)));
        Some(match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::win(Seat(0)),
            std::cmp::Ordering::Less => Outcome::win(Seat(1)),
            std::cmp::Ordering::Equal => Outcome::draw(2),
        })
    }

    pub(super) fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.chain = None;
        if self.is_full() {
            if let Some(outcome) = self.result() {
                events.push(Event::Ended { outcome, scores: [self.count(Seat(0)), self.count(Seat(1))] });
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
}

impl Rules for YouAreHere {
    type Action = Action;
    type Event = Event;

    fn is_over(&self) -> bool {
        self.chain.is_none() && self.is_full()
    }

    fn legal(&self, found: &mut impl FnMut(Action)) {
        if let Some(chain) = self.chain {
            chain.candidates.iter().for_each(|cell| found(Action::Flip(cell)));
            return;
        }
        let empties = self.empties();
        for card in self.distinct_cards() {
            empties.iter().for_each(|cell| found(Action::Place { card, cell }));
        }
    }

    /// One legal action drawn uniformly at random, without listing them:
    /// a distinct card, then an empty square.
    fn random_legal(&self, rng: &mut GameRng) -> Option<Action> {
        if let Some(chain) = self.chain {
            let n = rng.random_range(0..chain.candidates.len());
            return chain.candidates.nth(n).map(Action::Flip);
        }
        let empties = self.empties();
        if empties.is_empty() {
            return None;
        }
        let cards = self.distinct_cards();
        if cards.is_empty() {
            return None;
        }
        let card = cards[rng.random_range(0..cards.len())];
        let cell = empties.nth(rng.random_range(0..empties.len()))?;
        Some(Action::Place { card, cell })
    }

    #[inline]
    #[expect(
        clippy::manual_contains,
        reason = "a hand holds five cards: a plain loop, not the memchr `contains` calls for bytes"
    )]
    fn refusal(&self, action: Action) -> Option<&'static str> {
        match action {
            Action::Place { card, cell } => {
                if self.chain.is_some() {
                    Some("a cascade is waiting: first choose which card it flips next")
                } else if usize::from(card) >= self.cards.len() {
                    Some("there is no card with that number in this game")
                } else if !self.hands[self.turn.index()].iter().any(|&c| c == card) {
                    Some("a player may only place a card from their own hand")
                } else if self.board[cell.index()].is_some() {
                    Some("a card may only be placed on an empty square")
                } else {
                    None
                }
            }
            Action::Flip(cell) => match self.chain {
                None => Some("there is no cascade choice to make: place a card"),
                Some(chain) if !chain.candidates.contains(cell) => {
                    Some("the cascade may only flip a card the last flipped card beats")
                }
                Some(_) => None,
            },
        }
    }

    /// Plays `action`: a card placed from the hand, or the cascade's next
    /// flip chosen; the cascade then goes on from that card.
    #[inline]
    fn play(&mut self, action: Action, events: &mut Vec<Event>) {
        let from = match action {
            Action::Place { card, cell } => {
                let seat = self.turn;
                let hand = &mut self.hands[seat.index()];
                if let Some(slot) = hand.iter().position(|&c| c == card) {
                    take(hand, slot);
                }
                self.set_on(cell, Placed { card, owner: seat });
                events.push(Event::Placed { seat, card, cell });
                cell
            }
            Action::Flip(cell) => {
                let Some(chain) = self.chain.take() else { return };
                self.flip(chain.from, cell, events);
                cell
            }
        };
        self.cascade(from, events);
    }
}

impl YouAreHere {
    /// The turn player's cards, each once (a card held twice counts once), in hand order.
    fn distinct_cards(&self) -> ArrayVec<CardId, HAND_SIZE> {
        crate::hand::distinct(&self.hands[self.turn.index()])
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::game::Game;
    use crate::games::you_are_here::Options;

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
