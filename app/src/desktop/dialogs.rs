//! The dialogs open over the screen, one at a time on top — the New game
//! dialog, the question before a game in progress is replaced, the file
//! prompt (save, open, replay) — and the message to the person, which is
//! set here alone ([`Dialogs::tell`]). The app draws them.

use crate::desktop::file_prompt::FilePrompt;
use crate::desktop::new_game::NewGameDialog;
use crate::desktop::replacement::Replacement;

/// The dialogs that are open.
#[derive(Default)]
pub struct Dialogs {
    /// The New game dialog, while it is open.
    pub new_game: Option<NewGameDialog>,
    /// The file prompt, while it is open.
    pub prompt: Option<FilePrompt>,
    /// A new or opened game waiting for the word to replace one in progress.
    pub replacing: Option<Replacement>,
    /// The message shown to the person, until they close it.
    message: Option<String>,
}

impl Dialogs {
    /// Whether a dialog is open, which takes the keyboard from the menus.
    pub fn open(&self) -> bool {
        self.new_game.is_some() || self.prompt.is_some() || self.message.is_some()
    }

    /// The message shown, if any.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Shows `message` in place of any message showing.
    pub fn tell(&mut self, message: String) {
        self.message = Some(message);
    }

    /// Closes the message.
    pub fn dismiss(&mut self) {
        self.message = None;
    }

    /// Shows `message` after the one showing, if any, with `between` them.
    pub fn tell_more(&mut self, message: String, between: &str) {
        let message = match self.message.take() {
            Some(before) => format!("{before}{between}{message}"),
            None => message,
        };
        self.tell(message);
    }
}
