//! The turn: a tile placed, a Cover laid, a jump, a landmine laid and
//! revealed, the offer to end the game; the end of the turn and of the game.

use crate::games::unicorn_jelly::action::TileId;
use crate::games::unicorn_jelly::board::{Face, Indices, OnBoard};
use crate::games::unicorn_jelly::event::Event;
use crate::games::unicorn_jelly::pos::Pos;
use crate::games::unicorn_jelly::state::{HAND_SIZE, MINE_EVERY, MINES_TO_REVEAL, Phase, UnicornJelly};
use crate::outcome::Outcome;
use crate::seat::Seat;

impl UnicornJelly {
    /// Puts a tile on an empty square and keeps the frontier up to date.
    pub(in crate::games::unicorn_jelly) fn put(&mut self, tile: OnBoard) -> usize {
        self.board.leave_frontier(tile.pos);
        // Every tile comes from the set, which holds at most MAX_TILES: there is room.
        let index = self.board.push(tile).unwrap_or(self.board.len() - 1);
        self.board.add_around(tile.pos);
        index
    }

    /// Whether the board is in one piece without the tile at `skip` (or with all tiles).
    pub(in crate::games::unicorn_jelly) fn connected_without(&self, skip: Option<usize>) -> bool {
        let others = self.board.len() - usize::from(skip.is_some());
        let Some(start) = (0..self.board.len()).find(|&i| Some(i) != skip) else { return true };
        let mut reached = Indices::new();
        reached.push(start as u8);
        let mut next = 0;
        while next < reached.len() {
            let pos = self.board[usize::from(reached[next])].pos;
            next += 1;
            for j in self.board.around(pos).into_iter().flatten() {
                if Some(j) != skip && !reached.contains(&(j as u8)) {
                    reached.push(j as u8);
                }
            }
        }
        reached.len() == others
    }

    /// Where the tile at `index` may jump: empty squares bordering another
    /// tile, if lifting it leaves the board in one piece.
    pub(in crate::games::unicorn_jelly) fn jump_targets(&self, index: usize) -> impl Iterator<Item = Pos> + '_ {
        let from = self.board[index].pos;
        let movable = self.board[index].face == Face::Up && self.connected_without(Some(index));
        let lifted = movable.then(|| {
            self.board
                .frontier
                .iter()
                .copied()
                .chain(std::iter::once(from))
                .filter(move |&p| p != from && self.board.around(p).into_iter().flatten().any(|j| j != index))
        });
        lifted.into_iter().flatten()
    }

    pub(in crate::games::unicorn_jelly) fn can_jump(&self) -> bool {
        self.rules.jumping && !self.jumped_last[self.turn.index()] && !self.board.is_empty()
    }

    pub(in crate::games::unicorn_jelly) fn has_cover(&self, tile: TileId) -> bool {
        self.facts(tile).cover
    }

    /// Whether nothing left can change who wins: the leader is ahead by
    /// more than the number of tiles that could still be defeated, and no
    /// tile that revives others can act again.
    pub fn result_is_settled(&self) -> bool {
        if self.seats() < 2 {
            return false;
        }
        let revives = |tile: TileId| !self.facts(tile).revive.is_empty();
        let powered = |tile: TileId| self.facts(tile).kind.has_power();
        let unplaced = self
            .hands
            .iter()
            .flatten()
            .chain(&self.pile)
            .copied()
            .chain(self.board.iter().filter(|t| t.face == Face::Mine).map(|t| t.tile));
        let margin = (self.scores[0] - self.scores[1]).abs();
        let mut open = 0;
        for tile in unplaced {
            open += i32::from(powered(tile));
            if revives(tile) || open >= margin {
                return false;
            }
        }
        for t in self.board.iter().filter(|t| t.face == Face::Up) {
            open += i32::from(powered(t.tile));
            if revives(t.tile) || open >= margin {
                return false;
            }
        }
        true
    }

    /// How the game ended, or `None` while it goes on: the higher score
    /// wins (a player alone always does), equal scores draw.
    pub(in crate::games::unicorn_jelly) fn result(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        Some(match (self.seats(), self.scores[0].cmp(&self.scores[1])) {
            (1, _) | (_, std::cmp::Ordering::Greater) => Outcome::win(Seat(0)),
            (_, std::cmp::Ordering::Less) => Outcome::win(Seat(1)),
            (_, std::cmp::Ordering::Equal) => Outcome::draw(2),
        })
    }

    pub(in crate::games::unicorn_jelly) fn end(&mut self, events: &mut Vec<Event>) {
        self.over = true;
        if let Some(outcome) = self.result() {
            events.push(Event::Ended { outcome, scores: self.scores[..self.seats()].iter().copied().collect() });
        }
    }

    /// The start of `self.turn`'s turn: landmines go off, the hand is refilled,
    /// and a player with no tile left ends the game.
    pub(in crate::games::unicorn_jelly) fn start_turn(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Play;
        self.offered = false;
        if self.rules.landmine && self.board.iter().filter(|t| t.face == Face::Mine).count() >= MINES_TO_REVEAL {
            let mines: Vec<usize> = (0..self.board.len()).filter(|&i| self.board[i].face == Face::Mine).collect();
            for &i in &mines {
                self.board.set_face(i, Face::Up);
                events.push(Event::MineRevealed { tile: self.board[i].tile, pos: self.board[i].pos });
            }
            self.resolve(&mines, events);
        }
        let seat = self.turn;
        while self.hands[seat.index()].len() < HAND_SIZE {
            let Some(tile) = self.pile.pop() else { break };
            self.hands[seat.index()].push(tile);
            events.push(Event::Drew { seat, tile });
        }
        if self.hands[seat.index()].is_empty() {
            self.end(events);
        }
    }

    pub(in crate::games::unicorn_jelly) fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = self.turn.next(self.seats());
        self.start_turn(events);
    }

    /// After a tile is placed: a landmine to lay every third tile, or the next turn.
    pub(in crate::games::unicorn_jelly) fn after_placing(&mut self, events: &mut Vec<Event>) {
        let seat = self.turn.index();
        self.placed[seat] += 1;
        self.jumped_last[seat] = false;
        if self.rules.landmine && self.placed[seat].is_multiple_of(MINE_EVERY) && !self.pile.is_empty() {
            self.phase = Phase::LayMine;
        } else {
            self.end_turn(events);
        }
    }

    /// Takes `tile` out of the turn player's hand.
    fn take_from_hand(&mut self, tile: TileId) {
        let hand = &mut self.hands[self.turn.index()];
        if let Some(slot) = hand.iter().position(|&t| t == tile) {
            hand.remove(slot);
        }
    }

    /// Lays the pile's top tile face down as a landmine on `pos`.
    pub(in crate::games::unicorn_jelly) fn lay_mine(&mut self, pos: Pos, events: &mut Vec<Event>) {
        // A landmine is laid only while the pile holds a tile.
        let Some(tile) = self.pile.pop() else { return };
        self.put(OnBoard { pos, tile, face: Face::Mine });
        events.push(Event::MineLaid { seat: self.turn, pos });
        self.end_turn(events);
    }

    /// Places `tile` from the hand on `pos`: the seed tile, or a tile that
    /// borders the board and acts as it lands.
    #[inline]
    pub(in crate::games::unicorn_jelly) fn place(&mut self, tile: TileId, pos: Pos, events: &mut Vec<Event>) {
        self.take_from_hand(tile);
        let seed = self.board.is_empty();
        let index = self.put(OnBoard { pos, tile, face: Face::Up });
        events.push(Event::Placed { seat: self.turn, tile, pos });
        if !seed {
            self.resolve(&[index], events);
        }
        self.after_placing(events);
    }

    /// Places `tile` (which has Cover) on top of the tile on `pos`.
    pub(in crate::games::unicorn_jelly) fn cover(&mut self, tile: TileId, pos: Pos, events: &mut Vec<Event>) {
        let Some(index) = self.index_at(pos) else { return };
        self.take_from_hand(tile);
        let covered = self.board[index];
        self.covered.push(covered);
        self.board.replace(index, OnBoard { pos, tile, face: Face::Up });
        events.push(Event::Covered { tile, covered: covered.tile, pos });
        self.resolve(&[index], events);
        self.after_placing(events);
    }

    /// Jumping Jelly: moves the face-up tile on `from` to `to`, where it
    /// acts as if just placed.
    pub(in crate::games::unicorn_jelly) fn jump(&mut self, from: Pos, to: Pos, events: &mut Vec<Event>) {
        let Some(index) = self.index_at(from) else { return };
        let tile = self.board[index].tile;
        self.board.relocate(index, to);
        self.board.rebuild_frontier();
        events.push(Event::Jumped { tile, from, to });
        self.resolve(&[index], events);
        self.jumped_last[self.turn.index()] = true;
        self.end_turn(events);
    }

    /// The other player's answer to the offer to end the game.
    pub(in crate::games::unicorn_jelly) fn answer_call(&mut self, accepted: bool, events: &mut Vec<Event>) {
        events.push(Event::CallAnswered { seat: self.turn.opponent(), accepted });
        self.phase = Phase::Play;
        if accepted {
            self.end(events);
        }
    }

    /// The turn player offers to end the game, and waits for the answer.
    pub(in crate::games::unicorn_jelly) fn offer_call(&mut self, events: &mut Vec<Event>) {
        self.offered = true;
        self.phase = Phase::AnswerCall;
        events.push(Event::CallOffered { seat: self.turn });
    }
}
