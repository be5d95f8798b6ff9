//! The hint asked for, told in the table's words once it comes: said once
//! to a player who listens, and shown in the side panel while it stands —
//! with the moves the advisor cannot tell from it, as one answer ("Main
//! Stage on a2 and Encore on b1 are as good as each other").

use parlour_core::{Game, Seat};

use super::Frame;
use crate::desktop::session::SessionStatus;
use crate::desktop::tables::announcer::Announcer;
use crate::desktop::tables::board::{Board, Turn};
use crate::desktop::tables::mode::Hint;

/// What the table tells of the hint this frame.
pub(super) struct HintTold {
    /// The decision the hint is for, and the hint in words to announce,
    /// when it has just come.
    announce: Option<((usize, Seat), String)>,
    /// The hint in words for the side panel, while it stands.
    words: Option<String>,
}

impl HintTold {
    /// Announces a hint that has just come and keeps its words for the side
    /// panel; `hinted` and `shown` are the frame's own records of both.
    pub(super) fn tell(
        self,
        ctx: &egui::Context,
        announcer: &mut Announcer,
        hinted: &mut Option<(usize, Seat)>,
        shown: &mut Option<String>,
    ) {
        if let Some((decision, words)) = self.announce {
            *hinted = Some(decision);
            announcer.say(format!("Hint: {words}"));
        }
        if self.words != *shown {
            *shown = self.words;
            // The side panel, drawn before the board, shows it next frame.
            ctx.request_repaint();
        }
    }
}

impl<B: Board> Frame<B> {
    /// What to tell of the hint of `turn`, if there is one for the person
    /// deciding: announced once a decision, kept in words for the side
    /// panel while it is the advisor's.
    pub(super) fn hint_told(&self, turn: &Turn<'_, B::Game>) -> HintTold {
        let decision = (self.session.actions_played(), turn.viewer.unwrap_or_default());
        let mine = turn.hint.filter(|_| turn.my_decision());
        let announce =
            mine.filter(|_| self.hinted != Some(decision)).map(|hint| (decision, self.hint_in_words(turn, hint)));
        let asked = matches!(self.hooks().hint(), Hint::Asked);
        let words = mine.filter(|_| asked).map(|hint| match &announce {
            Some((_, words)) => words.clone(),
            None => self.hint_in_words(turn, hint),
        });
        HintTold { announce, words }
    }

    /// `hint` in the table's words, with the moves the advisor cannot tell
    /// from it when the hint is the advisor's.
    fn hint_in_words(&self, turn: &Turn<'_, B::Game>, hint: <B::Game as Game>::Action) -> String {
        let ties = if matches!(self.hooks().hint(), Hint::Asked) { self.session.hint_ties() } else { Vec::new() };
        let moves: Vec<String> =
            std::iter::once(hint).chain(ties).map(|action| self.board.action_label(turn, action)).collect();
        parlour_core::advisor::as_good_as_each_other(&moves)
    }
}
