//! The rules that change a game of Unicorn Jelly: which actions are legal
//! (listed, or one drawn at random without listing them), the rule an
//! action breaks, and what a legal one does — the turn (`turn`) and combat
//! (`combat`).

mod combat;
mod turn;

use arrayvec::ArrayVec;
use rand::Rng;

use crate::games::unicorn_jelly::action::{Action, TileId};
use crate::games::unicorn_jelly::board::Face;
use crate::games::unicorn_jelly::event::Event;
use crate::games::unicorn_jelly::pos::Pos;
use crate::games::unicorn_jelly::state::{HAND_SIZE, Phase, UnicornJelly};
use crate::rng::GameRng;
use crate::rules::Rules;

/// The doors of the rules: each phase of the turn (a tile to play, a
/// landmine to lay, an offer to answer) lists its actions, refuses the
/// others, and hands a legal one to the turn's rules.
impl Rules for UnicornJelly {
    type Action = Action;
    type Event = Event;

    fn is_over(&self) -> bool {
        self.over
    }

    fn legal(&self, found: &mut impl FnMut(Action)) {
        if self.over {
            return;
        }
        match self.phase {
            Phase::AnswerCall => {
                found(Action::Accept);
                found(Action::Decline);
            }
            Phase::LayMine => self.board.frontier.iter().for_each(|&pos| found(Action::Mine(pos))),
            Phase::Play => {
                for tile in self.distinct_tiles() {
                    if self.board.is_empty() {
                        found(Action::Place { tile, pos: Pos::ORIGIN });
                        continue;
                    }
                    self.board.frontier.iter().for_each(|&pos| found(Action::Place { tile, pos }));
                    if self.has_cover(tile) {
                        for t in self.board.iter().filter(|t| t.face != Face::Mine) {
                            found(Action::Cover { tile, pos: t.pos });
                        }
                    }
                }
                if self.can_jump() {
                    for i in 0..self.board.len() {
                        let from = self.board[i].pos;
                        self.jump_targets(i).for_each(|to| found(Action::Jump { from, to }));
                    }
                }
                if !self.offered && self.result_is_settled() {
                    found(Action::Call);
                }
            }
        }
    }

    /// One legal action drawn uniformly at random; while a tile is to be
    /// played (without Jumping Jelly) it is drawn without listing them.
    fn random_legal(&self, rng: &mut GameRng) -> Option<Action> {
        if self.over || self.phase != Phase::Play || self.rules.jumping || self.board.is_empty() {
            let mut actions = Vec::new();
            self.legal_into(&mut actions);
            return (!actions.is_empty()).then(|| actions[rng.random_range(0..actions.len())]);
        }
        // Uniform over the legal list without building it: count each part.
        // Each tile goes on any square of the frontier; one with Cover also on any tile but a landmine.
        let distinct = self.distinct_tiles();
        let frontier = self.board.frontier.len();
        let covering = distinct.iter().filter(|&&t| self.has_cover(t)).count();
        let coverable = if covering > 0 { self.board.iter().filter(|t| t.face != Face::Mine).count() } else { 0 };
        let placements = distinct.len() * frontier + covering * coverable;
        // The offer to end the game may be one action more. Whether the result
        // is settled is asked only when the draw lands on it; if it is not, the
        // draw is made again among the placements, which keeps it uniform.
        let mut pick = rng.random_range(0..placements + usize::from(!self.offered));
        if pick == placements {
            if self.result_is_settled() {
                return Some(Action::Call);
            }
            pick = rng.random_range(0..placements);
        }
        if coverable == 0 && frontier > 0 {
            // Nothing to cover with: the draw is a tile and a square at once,
            // told apart without a slow division (a hand is small).
            let tile = (1..HAND_SIZE).map(|copies| usize::from(pick >= copies * frontier)).sum::<usize>();
            return Some(Action::Place { tile: distinct[tile], pos: self.board.frontier[pick - tile * frontier] });
        }
        for &tile in &distinct {
            if pick < frontier {
                return Some(Action::Place { tile, pos: self.board.frontier[pick] });
            }
            pick -= frontier;
            if self.has_cover(tile) {
                if pick < coverable {
                    let target = self.board.iter().filter(|t| t.face != Face::Mine).nth(pick)?;
                    return Some(Action::Cover { tile, pos: target.pos });
                }
                pick -= coverable;
            }
        }
        Some(Action::Call)
    }

    #[inline]
    fn refusal(&self, action: Action) -> Option<&'static str> {
        #[expect(
            clippy::manual_contains,
            reason = "a hand holds three tiles: a plain loop, not the memchr `contains` calls for bytes"
        )]
        let in_hand = |tile: TileId| self.hands[self.turn.index()].iter().any(|&t| t == tile);
        match (self.phase, action) {
            (Phase::AnswerCall, Action::Accept | Action::Decline) => None,
            (Phase::AnswerCall, _) => Some("an offer to end the game waits for an answer"),
            (Phase::LayMine, Action::Mine(pos)) => {
                if !self.board.borders(pos) {
                    Some("a landmine goes on an empty square bordering the board")
                } else if self.pile.is_empty() {
                    Some("no tile is left for a landmine")
                } else {
                    None
                }
            }
            (Phase::LayMine, _) => Some("every third tile placed, a landmine must be laid"),
            (Phase::Play, Action::Place { tile, pos }) => {
                let legal = if self.board.is_empty() { pos == Pos::ORIGIN } else { self.board.borders(pos) };
                if !legal {
                    Some("a tile must go on an empty square bordering the board (north, south, east or west)")
                } else if !in_hand(tile) {
                    Some("that tile is not in your hand")
                } else {
                    None
                }
            }
            (Phase::Play, Action::Cover { tile, pos }) => {
                if !self.has_cover(tile) {
                    Some("only a tile with Cover may go on top of another")
                } else if !self.index_at(pos).is_some_and(|i| self.board[i].face != Face::Mine) {
                    Some("Cover goes on top of a tile in play (not a landmine)")
                } else if !in_hand(tile) {
                    Some("that tile is not in your hand")
                } else {
                    None
                }
            }
            (Phase::Play, Action::Jump { from, to }) => {
                let Some(index) = self.index_at(from) else { return Some("there is no tile there to jump") };
                if !self.rules.jumping {
                    Some("jumping needs Jumping Jelly")
                } else if self.jumped_last[self.turn.index()] {
                    Some("a player may not jump two turns in a row")
                } else if !self.jump_targets(index).any(|p| p == to) {
                    Some(
                        "a face-up tile jumps to an empty square bordering another tile, leaving the board in one piece",
                    )
                } else {
                    None
                }
            }
            (Phase::Play, Action::Call) => (self.offered || !self.result_is_settled())
                .then_some("a game may be called only once a turn, when nothing left can change who wins"),
            (Phase::Play, _) => Some("place a tile (or jump, or offer to call the game)"),
        }
    }

    /// Plays `action`: an answer to the offer, a landmine laid, a tile
    /// placed, laid as Cover or jumped, or the offer to end the game.
    #[inline]
    fn play(&mut self, action: Action, events: &mut Vec<Event>) {
        match action {
            Action::Accept | Action::Decline => self.answer_call(action == Action::Accept, events),
            Action::Mine(pos) => self.lay_mine(pos, events),
            Action::Place { tile, pos } => self.place(tile, pos, events),
            Action::Cover { tile, pos } => self.cover(tile, pos, events),
            Action::Jump { from, to } => self.jump(from, to, events),
            Action::Call => self.offer_call(events),
        }
    }
}

impl UnicornJelly {
    /// The turn player's tiles, each once (a tile held twice counts once), in hand order.
    fn distinct_tiles(&self) -> ArrayVec<TileId, HAND_SIZE> {
        crate::hand::distinct(&self.hands[self.turn.index()])
    }
}
