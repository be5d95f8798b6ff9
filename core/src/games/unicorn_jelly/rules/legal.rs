//! Which actions are legal: listed, or one drawn at random without
//! listing them.

use arrayvec::ArrayVec;
use rand::Rng;

use crate::games::unicorn_jelly::action::{Action, TileId};
use crate::games::unicorn_jelly::board::Face;
use crate::games::unicorn_jelly::pos::Pos;
use crate::games::unicorn_jelly::state::{HAND_SIZE, Phase, UnicornJelly};
use crate::game::Game;
use crate::rng::GameRng;

impl UnicornJelly {
    /// Every legal action, each once, into `out` (cleared first).
    pub(in crate::games::unicorn_jelly) fn list_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.over {
            return;
        }
        match self.phase {
            Phase::AnswerCall => out.extend([Action::Accept, Action::Decline]),
            Phase::LayMine => out.extend(self.board.frontier.iter().map(|&pos| Action::Mine(pos))),
            Phase::Play => {
                for tile in self.distinct_tiles() {
                    if self.board.is_empty() {
                        out.push(Action::Place { tile, pos: Pos::ORIGIN });
                        continue;
                    }
                    out.extend(self.board.frontier.iter().map(|&pos| Action::Place { tile, pos }));
                    if self.has_cover(tile) {
                        out.extend(
                            self.board
                                .iter()
                                .filter(|t| t.face != Face::Mine)
                                .map(|t| Action::Cover { tile, pos: t.pos }),
                        );
                    }
                }
                if self.can_jump() {
                    for i in 0..self.board.len() {
                        let from = self.board[i].pos;
                        out.extend(self.jump_targets(i).map(|to| Action::Jump { from, to }));
                    }
                }
                if !self.offered && self.result_is_settled() {
                    out.push(Action::Call);
                }
            }
        }
    }

    /// The turn player's tiles, each once (a tile held twice counts once), in hand order.
    fn distinct_tiles(&self) -> ArrayVec<TileId, HAND_SIZE> {
        crate::hand::distinct(&self.hands[self.turn.index()])
    }

    /// One legal action drawn uniformly at random, or `None` once the game is over.
    pub(in crate::games::unicorn_jelly) fn random_legal(&self, rng: &mut GameRng) -> Option<Action> {
        if self.over || self.phase != Phase::Play || self.rules.jumping || self.board.is_empty() {
            let actions = self.legal_actions();
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
}
