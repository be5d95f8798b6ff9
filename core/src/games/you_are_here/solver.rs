//! An exact solver: alpha-beta search with a transposition table over
//! positions where every card is known (open hands and no draws left, or a
//! sample from [`Game::determinize`] whose draw piles are fixed). The
//! `hard` bot (`bot`) is built on it, and so is its trap setting (`trap`).

use super::action::Action;
use super::board::{Cell, CellSet, Dir};
use super::state::{HAND_SIZE, YouAreHere};
use crate::bots::bound::Bound;
use crate::game::Game;
use crate::outcome::Outcome;
use crate::rng;
use crate::seat::Seat;

const EMPTY: u8 = u8::MAX;
/// A solved position never needs more draws per player than this.
const MAX_DRAWS: usize = HAND_SIZE;
const TABLE_BITS: u32 = 18;
/// Moves are ordered (captures first) only with more empty squares than this.
const ORDER_FROM_EMPTIES: u8 = 2;
/// Positions with this many empty squares or fewer are not stored.
const TABLE_FROM_EMPTIES: u8 = 3;
/// No final margin is larger: nine squares plus a full hand.
const MAX_MARGIN: i8 = 9 + HAND_SIZE as i8;

/// Neighbours of each cell in the order north, east, south, west.
const NEIGHBOURS: [[u8; 4]; 9] = {
    let mut table = [[EMPTY; 4]; 9];
    let mut i = 0;
    while i < 9 {
        let mut d = 0;
        while d < 4 {
            if let Some(n) = Cell::ALL[i].neighbour(Dir::ALL[d]) {
                table[i][d] = n.index() as u8;
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// A compact copy of a fully known position.
#[derive(Clone, Copy)]
struct Pos {
    card: [u8; 9],
    /// Bit `i` set: Player 2 controls the card on cell `i`.
    owner: u16,
    hands: [[u8; HAND_SIZE]; 2],
    hand_len: [u8; 2],
    upcoming: [[u8; MAX_DRAWS]; 2],
    upcoming_len: [u8; 2],
    drawn: [u8; 2],
    turn: u8,
    empties: u8,
    key: u64,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i8,
    bound: Bound,
    best: u8,
    generation: u8,
}

/// The exact solver. Keep one and reuse it: its table is large.
pub struct Solver {
    /// Per card, per controller: the edge numbers north, east, south, west in board coordinates.
    edges: Box<[[[u8; 4]; 2]; 256]>,
    board_keys: Box<[[[u64; 2]; 256]; 9]>,
    hand_keys: [[u64; 256]; 2],
    turn_key: u64,
    table: Vec<Entry>,
    /// How often placing a card on a cell caused a cut-off, per seat: move ordering.
    history: Box<[[[u32; 9]; 256]; 2]>,
    generation: u8,
    draw: bool,
    hand_counts: bool,
    nodes: u64,
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

impl Solver {
    /// A solver with an empty table.
    pub fn new() -> Self {
        let mut stream = 0u64;
        let mut next = || {
            stream += 1;
            rng::derive(0x0050_17E5, stream)
        };
        let mut board_keys: Box<[[[u64; 2]; 256]; 9]> =
            vec![[[0; 2]; 256]; 9].into_boxed_slice().try_into().expect("nine cells");
        for key in board_keys.iter_mut().flatten().flatten() {
            *key = next();
        }
        let mut hand_keys = [[0; 256]; 2];
        for seat in &mut hand_keys {
            for key in seat.iter_mut() {
                *key = next();
            }
        }
        Self {
            edges: Box::new([[[0; 4]; 2]; 256]),
            board_keys,
            hand_keys,
            turn_key: next(),
            table: vec![Entry::default(); 1 << TABLE_BITS],
            history: vec![[[0; 9]; 256]; 2].into_boxed_slice().try_into().expect("two seats"),
            generation: 1,
            draw: true,
            hand_counts: false,
            nodes: 0,
        }
    }

    /// Positions searched since the solver was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The exact final margin (own score minus the opponent's) the seat to act
    /// can force, taking every card in `game` as known. `None` when the game is over.
    pub fn value(&mut self, game: &YouAreHere) -> Option<i8> {
        game.to_act()?;
        if game.chain.is_some() {
            return self.action_values(game, -127, 127).into_iter().map(|(_, v)| v).max();
        }
        let root = self.load(game);
        // Narrow in on the value with null-window searches (the values seen
        // are bounds), sharing the table between them.
        let (mut lower, mut upper) = (-MAX_MARGIN, MAX_MARGIN);
        // Without cards in hand counting, nine squares make every margin odd,
        // so a window just above an odd bound settles two values at once.
        let step = if self.hand_counts { 1 } else { 2 };
        let mut guess = 0;
        while lower < upper {
            let value = self.search(&root, guess, guess + 1);
            if value > guess {
                lower = value;
                guess = lower + step - 1;
            } else {
                upper = value;
                guess = upper - 1;
            }
        }
        Some(lower)
    }

    /// Who wins `game` with best play by both, every card taken as known;
    /// `None` when the game is over or a cascade waits for a choice.
    pub fn outcome(&mut self, game: &YouAreHere) -> Option<Outcome> {
        let seat = game.to_act()?;
        if game.chain.is_some() {
            return None;
        }
        let root = self.load(game);
        // Two null windows settle the sign; without cards in hand counting,
        // every margin is odd and the first settles it alone.
        let value = match self.search(&root, 0, 1) {
            won if won > 0 => 1,
            _ if !self.hand_counts => -1,
            _ => self.search(&root, -1, 0).signum(),
        };
        Some(outcome_of_margin(seat, value))
    }

    /// For each legal action, its value for the seat to act within the window
    /// `alpha..beta`: exact inside it, a bound at or beyond its ends.
    pub fn action_values(&mut self, game: &YouAreHere, alpha: i8, beta: i8) -> Vec<(Action, i8)> {
        let root = self.load(game);
        game.legal_actions()
            .into_iter()
            .map(|action| {
                let value = match action {
                    Action::Place { card, cell } => {
                        let seat = usize::from(root.turn);
                        let slot = root.hands[seat][..usize::from(root.hand_len[seat])].iter().position(|&c| c == card);
                        self.place(&root, slot.unwrap_or(0), cell.index(), alpha, beta)
                    }
                    Action::Flip(cell) => {
                        let mut next = root;
                        self.flip(&mut next, cell.index());
                        self.cascade(&next, cell.index(), alpha, beta)
                    }
                };
                (action, value)
            })
            .collect()
    }

    /// Forgets everything in the table (cheaply); needed when the draw piles change.
    pub fn forget(&mut self) {
        self.generation = self.generation.wrapping_add(1).max(1);
        if self.generation == 1 {
            self.table.fill(Entry::default());
        }
    }

    fn load(&mut self, game: &YouAreHere) -> Pos {
        let cards = game.cards();
        let mut edges = Box::new([[[0; 4]; 2]; 256]);
        for (slot, card) in edges.iter_mut().zip(cards) {
            let e = card.edges.as_array();
            *slot = [e, [e[2], e[3], e[0], e[1]]];
        }
        if edges != self.edges || self.draw != game.draw || self.hand_counts != game.hand_counts {
            self.forget();
        }
        self.edges = edges;
        self.draw = game.draw;
        self.hand_counts = game.hand_counts;
        let mut pos = Pos {
            card: [EMPTY; 9],
            owner: 0,
            hands: [[0; HAND_SIZE]; 2],
            hand_len: [0; 2],
            upcoming: [[0; MAX_DRAWS]; 2],
            upcoming_len: [0; 2],
            drawn: [0; 2],
            turn: game.turn.0,
            empties: 0,
            key: 0,
        };
        for (i, placed) in game.board.iter().enumerate() {
            match placed {
                Some(p) => {
                    pos.card[i] = p.card;
                    pos.owner |= u16::from(p.owner.0) << i;
                    pos.key ^= self.board_key(i, p.card, p.owner.0);
                }
                None => pos.empties += 1,
            }
        }
        for seat in 0..2 {
            for &card in &game.hands[seat] {
                pos.hands[seat][usize::from(pos.hand_len[seat])] = card;
                pos.hand_len[seat] += 1;
                pos.key = pos.key.wrapping_add(self.hand_keys[seat][usize::from(card)]);
            }
            if game.draw {
                for &card in game.piles[seat].iter().rev().take(MAX_DRAWS) {
                    pos.upcoming[seat][usize::from(pos.upcoming_len[seat])] = card;
                    pos.upcoming_len[seat] += 1;
                }
            }
        }
        if pos.turn == 1 {
            pos.key ^= self.turn_key;
        }
        pos
    }

    fn board_key(&self, cell: usize, card: u8, owner: u8) -> u64 {
        self.board_keys[cell][usize::from(card)][usize::from(owner)]
    }

    fn edge(&self, pos: &Pos, cell: usize, dir: usize) -> u8 {
        let owner = usize::from((pos.owner >> cell) & 1 == 1);
        self.edges[usize::from(pos.card[cell])][owner][dir]
    }

    /// Bit set of the opponent cards next to `from` that the card there beats.
    fn capturable(&self, pos: &Pos, from: usize) -> u16 {
        let me = (pos.owner >> from) & 1;
        let mut set = 0;
        for (dir, &n) in NEIGHBOURS[from].iter().enumerate() {
            if n == EMPTY || pos.card[usize::from(n)] == EMPTY || (pos.owner >> n) & 1 == me {
                continue;
            }
            if self.edge(pos, from, dir) > self.edge(pos, usize::from(n), (dir + 2) % 4) {
                set |= 1 << n;
            }
        }
        set
    }

    fn flip(&self, pos: &mut Pos, cell: usize) {
        let card = pos.card[cell];
        let old = ((pos.owner >> cell) & 1) as u8;
        pos.key ^= self.board_key(cell, card, old) ^ self.board_key(cell, card, 1 - old);
        pos.owner ^= 1 << cell;
    }

    fn search(&mut self, pos: &Pos, mut alpha: i8, mut beta: i8) -> i8 {
        self.nodes += 1;
        if pos.empties == 1 {
            return self.last_square(pos, alpha, beta);
        }
        // Near the end the table costs more than it saves.
        let use_table = pos.empties > TABLE_FROM_EMPTIES;
        let index = (pos.key >> (64 - TABLE_BITS)) as usize;
        let entry = if use_table { self.table[index] } else { Entry::default() };
        let mut tt_move = EMPTY;
        if use_table && entry.key == pos.key && entry.generation == self.generation {
            tt_move = entry.best;
            if let Some(settled) = entry.bound.narrow(entry.value, &mut alpha, &mut beta) {
                return settled;
            }
        }
        let (moves, count) = self.ordered_moves(pos, tt_move);
        let seat = usize::from(pos.turn);
        let window = (alpha, beta);
        let mut best = i8::MIN;
        let mut best_move = EMPTY;
        for &(mv, _) in &moves[..count] {
            let (slot, cell) = (usize::from(mv / 9), usize::from(mv % 9));
            let value = self.place(pos, slot, cell, alpha, beta);
            if value > best {
                best = value;
                best_move = mv;
                alpha = alpha.max(value);
                if alpha >= beta {
                    let credit = &mut self.history[seat][usize::from(pos.hands[seat][slot])][cell];
                    *credit = (*credit + u32::from(pos.empties) * u32::from(pos.empties)).min(1 << 23);
                    break;
                }
            }
        }
        let bound = Bound::of(best, window.0, window.1);
        if use_table {
            self.table[index] =
                Entry { key: pos.key, value: best, bound, best: best_move, generation: self.generation };
        }
        best
    }

    /// The last empty square: no table, no ordering, just each card in hand.
    fn last_square(&mut self, pos: &Pos, alpha: i8, beta: i8) -> i8 {
        let seat = usize::from(pos.turn);
        // Placing can only add to the mover's margin: often that settles it.
        let theirs = CellSet::from_bits(pos.owner).len() as i8;
        let mut floor = if seat == 1 { 2 * theirs - 8 } else { 8 - 2 * theirs } + 1;
        if self.hand_counts {
            floor += pos.hand_len[seat] as i8 - 1 - pos.hand_len[1 - seat] as i8;
        }
        if floor >= beta {
            return floor;
        }
        let cell = pos.card.iter().position(|&c| c == EMPTY).unwrap_or(0);
        let mut best = i8::MIN;
        for slot in 0..usize::from(pos.hand_len[seat]) {
            if pos.hands[seat][..slot].contains(&pos.hands[seat][slot]) {
                continue;
            }
            best = best.max(self.place(pos, slot, cell, alpha, beta));
            if best >= beta {
                break;
            }
        }
        best
    }

    /// The mover's moves as `slot * 9 + cell`, one per distinct card and empty
    /// square: the table's best first, then (away from the end) captures
    /// first and moves that caused cut-offs before.
    fn ordered_moves(&self, pos: &Pos, tt_move: u8) -> ([(u8, u32); HAND_SIZE * 9], usize) {
        let seat = usize::from(pos.turn);
        let mut moves = [(0u8, 0u32); HAND_SIZE * 9];
        let mut count = 0;
        let ordered = pos.empties > ORDER_FROM_EMPTIES;
        for slot in 0..usize::from(pos.hand_len[seat]) {
            let card = pos.hands[seat][slot];
            if pos.hands[seat][..slot].contains(&card) {
                continue;
            }
            for cell in (0..9).filter(|&c| pos.card[c] == EMPTY) {
                let mv = (slot * 9 + cell) as u8;
                let priority = if mv == tt_move {
                    u32::MAX
                } else if ordered {
                    (u32::from(self.captures_if_placed(pos, card, cell)) << 24)
                        + self.history[seat][usize::from(card)][cell]
                } else {
                    0
                };
                moves[count] = (mv, priority);
                count += 1;
            }
        }
        if ordered {
            moves[..count].sort_unstable_by_key(|&(_, priority)| std::cmp::Reverse(priority));
        }
        (moves, count)
    }

    fn captures_if_placed(&self, pos: &Pos, card: u8, cell: usize) -> u8 {
        let me = usize::from(pos.turn);
        let mut captures = 0;
        for (dir, &n) in NEIGHBOURS[cell].iter().enumerate() {
            if n == EMPTY || pos.card[usize::from(n)] == EMPTY || usize::from((pos.owner >> n) & 1 == 1) == me {
                continue;
            }
            if self.edges[usize::from(card)][me][dir] > self.edge(pos, usize::from(n), (dir + 2) % 4) {
                captures += 1;
            }
        }
        captures
    }

    /// The mover places hand slot `slot` on `cell`; the value is for the mover.
    fn place(&mut self, pos: &Pos, slot: usize, cell: usize, alpha: i8, beta: i8) -> i8 {
        let mut next = *pos;
        let seat = usize::from(pos.turn);
        let last = usize::from(next.hand_len[seat]) - 1;
        let card = next.hands[seat][slot];
        next.hands[seat][slot] = next.hands[seat][last];
        next.hand_len[seat] -= 1;
        next.key = next.key.wrapping_sub(self.hand_keys[seat][usize::from(card)]);
        next.card[cell] = card;
        next.owner |= u16::from(pos.turn) << cell;
        next.key ^= self.board_key(cell, card, pos.turn);
        next.empties -= 1;
        self.cascade(&next, cell, alpha, beta)
    }

    /// Goes on with the cascade from `from`; the value is for the mover.
    fn cascade(&mut self, pos: &Pos, from: usize, mut alpha: i8, beta: i8) -> i8 {
        let candidates = self.capturable(pos, from);
        match CellSet::from_bits(candidates).len() {
            0 => self.end_turn(pos, alpha, beta),
            1 => {
                let cell = candidates.trailing_zeros() as usize;
                let mut next = *pos;
                self.flip(&mut next, cell);
                self.cascade(&next, cell, alpha, beta)
            }
            _ => {
                let mut best = i8::MIN;
                let mut rest = candidates;
                while rest != 0 {
                    let cell = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let mut next = *pos;
                    self.flip(&mut next, cell);
                    let value = self.cascade(&next, cell, alpha, beta);
                    best = best.max(value);
                    alpha = alpha.max(value);
                    if alpha >= beta {
                        break;
                    }
                }
                best
            }
        }
    }

    fn end_turn(&mut self, pos: &Pos, alpha: i8, beta: i8) -> i8 {
        let seat = usize::from(pos.turn);
        if pos.empties == 0 {
            let theirs = CellSet::from_bits(pos.owner).len() as i8;
            let mut margin = if seat == 1 { 2 * theirs - 9 } else { 9 - 2 * theirs };
            if self.hand_counts {
                margin += pos.hand_len[seat] as i8 - pos.hand_len[1 - seat] as i8;
            }
            return margin;
        }
        let mut next = *pos;
        if self.draw && usize::from(next.hand_len[seat]) < HAND_SIZE && next.drawn[seat] < next.upcoming_len[seat] {
            let card = next.upcoming[seat][usize::from(next.drawn[seat])];
            next.drawn[seat] += 1;
            next.hands[seat][usize::from(next.hand_len[seat])] = card;
            next.hand_len[seat] += 1;
            next.key = next.key.wrapping_add(self.hand_keys[seat][usize::from(card)]);
        }
        next.turn ^= 1;
        next.key ^= self.turn_key;
        -self.search(&next, -beta, -alpha)
    }
}

/// The result when `seat` ends ahead by `margin` (behind if negative).
pub(super) fn outcome_of_margin(seat: Seat, margin: i8) -> Outcome {
    match margin.signum() {
        1 => Outcome::win(seat),
        -1 => Outcome::win(seat.opponent()),
        _ => Outcome::draw(2),
    }
}
