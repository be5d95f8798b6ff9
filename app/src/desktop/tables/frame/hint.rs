//! The hint asked for, told in the table's words once it comes: said once
//! to a player who listens (see [`super::spoken`]), and shown in the side
//! panel while it stands — with the moves the advisor cannot tell from it,
//! as one answer ("Main Stage on a2 (Encore on b1 is as good)").

use parlour_core::Game;

use super::Frame;
use crate::desktop::tables::board::{Board, Turn};
use crate::desktop::tables::mode::Hint;

impl<B: Board> Frame<B> {
    /// The words of the hint of `turn` for the side panel, while it is the
    /// advisor's answer to the person deciding.
    pub(super) fn hint_words(&self, turn: &Turn<'_, B::Game>) -> Option<String> {
        let asked = matches!(self.hooks().hint(), Hint::Asked);
        turn.hint.filter(|_| asked && turn.my_decision()).map(|hint| self.hint_in_words(turn, hint))
    }

    /// `hint` in the table's words, with the moves the advisor cannot tell
    /// from it when the hint is the advisor's.
    pub(super) fn hint_in_words(&self, turn: &Turn<'_, B::Game>, hint: <B::Game as Game>::Action) -> String {
        let ties = if matches!(self.hooks().hint(), Hint::Asked) { self.session.hint_ties() } else { Vec::new() };
        let moves: Vec<String> =
            std::iter::once(hint).chain(ties).map(|action| self.board.action_label(turn, action)).collect();
        parlour_core::advisor::as_good_as_each_other(&moves)
    }
}
