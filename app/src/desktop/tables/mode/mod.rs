//! The modes a table runs in — [play](PlayMode), [lesson](LessonMode),
//! [replay](ReplayMode) — each in its own file, each answering the frame
//! through the same [`Hooks`]: which actions it admits, whether bots move,
//! what the hint shows, whose view is drawn, what the panels add, and
//! whether the game is kept.

mod lesson;
mod play;
mod replay;

use parlour_core::Seat;
use parlour_core::bots::Bots;

pub use lesson::LessonMode;
pub use play::PlayMode;
pub use replay::ReplayMode;

use crate::desktop::session::Session;
use crate::seat_player::SeatPlayer;

/// The mode a table runs in.
pub enum Mode<G: Bots> {
    /// A game being played.
    Play(PlayMode),
    /// A lesson being followed.
    Lesson(LessonMode<G>),
    /// A game being replayed, read-only (boxed: it holds the whole game,
    /// its words and its review).
    Replay(Box<ReplayMode<G>>),
}

impl<G: Bots> Mode<G> {
    /// The mode's answers to the frame.
    pub fn hooks(&self) -> &dyn Hooks<G> {
        match self {
            Mode::Play(play) => play,
            Mode::Lesson(lesson) => lesson,
            Mode::Replay(replay) => replay.as_ref(),
        }
    }

    /// The mode's answers to the frame, for those that change it.
    pub fn hooks_mut(&mut self) -> &mut dyn Hooks<G> {
        match self {
            Mode::Play(play) => play,
            Mode::Lesson(lesson) => lesson,
            Mode::Replay(replay) => replay.as_mut(),
        }
    }
}

/// The status line's height: the line and a row of answers to an action.
pub const STATUS_HEIGHT: f32 = 76.0;

/// What the app keeps of the game at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keeping {
    /// A game being played: kept in progress, saved, and counted once over.
    Game,
    /// A lesson: only the step the learner is on (from 0), or `None` once
    /// they have been through every step.
    Lesson(Option<usize>),
    /// Nothing: a replay only shows a game already kept.
    Nothing,
}

/// What a mode asks the frame to do to the game at the table.
pub enum Change<G: Bots> {
    /// Show this position instead (a lesson's step set up, a replay's move).
    Show(Session<G>),
    /// Play this action (a rival's move a lesson's step shows).
    Play(G::Action),
    /// Leave the mode for a new game, played.
    NewGame(Session<G>),
}

/// Where the hint on the board comes from.
pub enum Hint<A> {
    /// The advisor's suggestion, worked out when the player asks.
    Asked,
    /// The mode's own suggestion (a replay's review), never asked for.
    Given(Option<A>),
}

/// What a mode decides for the frame. By default a table plays: humans and
/// bots move, the hint is asked for, the audience sees, the game is kept.
pub trait Hooks<G: Bots> {
    /// Whether humans take actions at the table; a replay only shows those
    /// taken. Undo goes back only where humans move.
    fn humans_move(&self) -> bool {
        true
    }

    /// Whether the human to act is asked to play now, so that the keyboard's
    /// focus goes to the table as their decision begins; a lesson's step
    /// that only shows (or is done) asks for nothing, and the focus waits
    /// on its way on.
    fn asks_for_play(&self) -> bool {
        self.humans_move()
    }

    /// Whether bots take their own decisions; in a lesson the rivals play
    /// the lesson's moves.
    fn bots_move(&self) -> bool {
        true
    }

    /// Whether a human may take `action` now; if not, what they are told,
    /// naming actions by `words` (what the table's buttons say).
    fn admit(&self, action: G::Action, words: &dyn Fn(G::Action) -> String) -> Result<(), String> {
        let _ = (action, words);
        Ok(())
    }

    /// A human's action was taken, and the log said `said` of it: what the
    /// mode does next.
    fn taken(&mut self, said: &[String]) -> Vec<Change<G>> {
        let _ = said;
        Vec::new()
    }

    /// Where the hint comes from.
    fn hint(&self) -> Hint<G::Action> {
        Hint::Asked
    }

    /// Whose view the table shows, when the mode decides it (a replay);
    /// `None` leaves it to who plays. A mode that decides it never passes
    /// the device.
    fn viewer(&self) -> Option<Seat> {
        None
    }

    /// What the status line says while `seat`, sat by `player`, decides,
    /// when the mode has its own word for it.
    fn status(&self, seat: Seat, player: SeatPlayer) -> Option<String> {
        let _ = (seat, player);
        None
    }

    /// How the side panel names `seat`, sat by `player`.
    fn seat_name(&self, seat: Seat, player: SeatPlayer) -> String {
        format!("{seat} · {player}")
    }

    /// What the table points at, by name (a lesson's outline).
    fn pointers(&self) -> &[String] {
        &[]
    }

    /// The mode's panel below the board, and its height in a table `room`
    /// tall; `None` for none.
    fn panel_height(&self, room: f32) -> Option<f32> {
        let _ = room;
        None
    }

    /// How tall the status line above the board is: room for the line and
    /// a row of answers to an action, unless the mode never asks for one.
    fn status_height(&self) -> f32 {
        STATUS_HEIGHT
    }

    /// Draws the mode's panel below the board; returns what it asks of the
    /// game at the table.
    fn panel_ui(&mut self, ui: &mut egui::Ui) -> Vec<Change<G>> {
        let _ = ui;
        Vec::new()
    }

    /// Whether the side panel shows the mode's move list
    /// ([`Hooks::moves_list_ui`]) in place of the log.
    fn shows_moves(&self) -> bool {
        false
    }

    /// Draws the mode's move list in the side panel; returns the number of
    /// moves it asked the table to show.
    fn moves_list_ui(&self, ui: &mut egui::Ui) -> Option<usize> {
        let _ = ui;
        None
    }

    /// Shows the game after `moves` moves, as the move list asked.
    fn go_to(&mut self, ctx: &egui::Context, moves: usize) -> Vec<Change<G>> {
        let _ = (ctx, moves);
        Vec::new()
    }

    /// What a screen reader is told when the mode moves on, when it has
    /// its own words for it: a lesson's step.
    fn spoken(&self) -> Option<String> {
        None
    }

    /// What the app keeps of the game.
    fn keeping(&self) -> Keeping {
        Keeping::Game
    }

    /// Whether the players play the game out, and may resign it or agree
    /// a draw: a game kept, by default; a lesson or a replay is not one.
    fn played_out(&self) -> bool {
        self.keeping() == Keeping::Game
    }

    /// Whether the mode works in the background (a review).
    fn working(&self) -> bool {
        false
    }
}
