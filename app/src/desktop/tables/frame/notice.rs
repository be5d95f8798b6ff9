//! What the player is told in the status line of what they asked for — an
//! action not taken and why, an Undo done or refused, a draw offered and
//! answered —: where they are looking, until the game moves on or they
//! pick something (what the status line asks changes).

/// The words, and whether they say it was not done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Notice {
    /// The words.
    pub(super) words: String,
    /// Whether it says that what they asked for was not done.
    pub(super) refused: bool,
    /// What the status line asked when the notice was first shown.
    pub(super) over: Option<String>,
}

impl Notice {
    /// What was asked for was not done: `words` say why.
    pub(super) fn refused(words: String) -> Self {
        Self { words, refused: true, over: None }
    }

    /// What was asked for is done: `words` say what came of it.
    pub(super) fn done(words: String) -> Self {
        Self { words, refused: false, over: None }
    }

    /// Whether it still stands over the status line's `asked`: until what
    /// it asks changes (a pick, a move) from what it asked as the notice came.
    pub(super) fn stands_over(&mut self, asked: &str) -> bool {
        self.over.get_or_insert_with(|| asked.to_owned()) == asked
    }

    /// The colour of its words.
    pub(super) fn colour(&self) -> egui::Color32 {
        if self.refused { REFUSED_COLOUR } else { DONE_COLOUR }
    }
}

/// The colour of what the player is told when what they asked is not done.
const REFUSED_COLOUR: egui::Color32 = egui::Color32::from_rgb(230, 120, 100);
/// The colour of what the player is told when what they asked is done.
const DONE_COLOUR: egui::Color32 = egui::Color32::from_rgb(120, 200, 120);
