//! Undo at the table: the seat it acts for, and its answer — what it took
//! back, or why it took nothing — said in the status line, where the
//! player is looking, and to a screen reader, whether it was asked for
//! with the button, the menu or Ctrl+Z.

use parlour_core::Seat;

use super::{Frame, Notice};
use crate::desktop::tables::board::Board;
use crate::seat_player::SeatPlayer;

impl<B: Board> Frame<B> {
    /// The seat of the person at the table — the one Undo, Resign and
    /// Offer a draw act for — or why there is none: with one person,
    /// theirs; in a hot-seat game the seat now looking at the table (never
    /// while the device is being passed, so that Undo shows no one another
    /// player's hand).
    pub(super) fn person_at_table(&self) -> Result<Seat, String> {
        if !self.hooks().humans_move() {
            return Err("nothing is played here".to_owned());
        }
        let session = &self.session;
        match session.humans() {
            0 => Err("only bots play this game".to_owned()),
            1 => Ok(Seat::new(session.seats().iter().position(|s| *s == SeatPlayer::Human).unwrap_or_default())),
            _ if self.passing() => Err("the device is being passed".to_owned()),
            _ if B::HIDDEN_HANDS => self.audience.revealed.ok_or_else(|| "no one is looking yet".to_owned()),
            _ => session
                .human_to_act()
                .or(session.last_decider())
                .ok_or_else(|| "nothing has been played yet".to_owned()),
        }
    }

    /// The seat Undo acts for: the person at the table's, unless a draw
    /// offer or a question over the table awaits its answer.
    fn undo_seat(&self) -> Result<Seat, String> {
        if self.closing.asking() {
            return Err("a draw offer or a question awaits its answer".to_owned());
        }
        self.person_at_table()
    }

    /// Whether Undo may take back the person's last move now, or why not.
    pub(super) fn may_undo(&self) -> Result<(), String> {
        self.session.undoable(self.undo_seat()?)
    }

    /// Takes back the person's last move when Undo may, and says what it
    /// took back; otherwise says why not and changes nothing. Returns
    /// whether it took anything back.
    pub(super) fn take_back(&mut self) -> bool {
        let said = self.said_since(0, self.viewer());
        match self.undo_seat().and_then(|seat| self.session.undo(seat)) {
            Ok(what) => {
                self.announce_undo(&said);
                self.board.forget();
                self.notice = Some(Notice::done(format!("Taken back: {what}. It is your move again.")));
                // The decision is the player's again: play takes the focus
                // back, and what it asks is said again.
                self.listener.taken_back();
                true
            }
            Err(why) => {
                let words = format!("Nothing taken back: {why}.");
                self.listener.say(words.clone());
                self.notice = Some(Notice::refused(words));
                false
            }
        }
    }
}
