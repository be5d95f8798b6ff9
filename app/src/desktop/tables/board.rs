//! What a game brings to its table: the [`Board`] (its board, hands and
//! controls), and the [`Turn`] it is shown each frame.

use parlour_core::bots::Bots;
use parlour_core::{Game, Seat};

use crate::desktop::settings::Settings;
use crate::seat_player::SeatPlayer;

/// What a table shows of the game this frame: what the seat looking may
/// see of it, what they may do now, and the hint. A board gets no more:
/// only the frame, which knows who is looking, holds the game itself.
pub struct Turn<'a, G: Bots> {
    /// What the viewer sees of the game.
    pub view: G::View,
    /// The game as the viewer may picture it: everything they know, and
    /// whatever is hidden from them dealt at random. Boards ask the rules
    /// with it (what a move would do); it holds no secret of anyone's.
    pub seen: G,
    /// The game's options.
    pub options: &'a G::Options,
    /// Who sits in each seat.
    pub seats: &'a [SeatPlayer],
    /// Whose secrets the screen shows; `None` when no human plays, or
    /// while the device is passed.
    pub viewer: Option<Seat>,
    /// The legal actions of the viewer, when the decision is theirs; else empty.
    pub actions: Vec<G::Action>,
    /// The advisor's suggestion, once asked for.
    pub hint: Option<G::Action>,
    /// Whether the game is over: by its rules, or ended by the players (a
    /// resignation, a draw agreed).
    pub over: bool,
    /// The app's settings (animation speed).
    pub settings: &'a Settings,
    /// egui's clock, for animations.
    pub now: f64,
}

impl<G: Bots> Turn<'_, G> {
    /// Whether the viewer decides now.
    pub fn my_decision(&self) -> bool {
        !self.actions.is_empty()
    }

    /// Whether the decision now is taken out of turn: a seat answering
    /// while the turn player waits.
    pub fn is_reaction(&self) -> bool {
        self.seen.out_of_turn()
    }

    /// The human whose decision it is, if it is a human's.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.seen.to_act().filter(|s| self.seats[s.index()] == SeatPlayer::Human)
    }

    /// "Your" when `seat` is the viewer, else "Player 2's".
    pub fn whose(&self, seat: Seat) -> String {
        super::words::whose(self.viewer, seat)
    }
}

/// A game's part of its table: the board, the hands and its own controls.
/// The frame around it is the same for every game.
pub trait Board: Default + 'static {
    /// The game.
    type Game: Bots;

    /// A small picture of the game for the shelf, drawn by code.
    fn emblem(painter: &egui::Painter, rect: egui::Rect);

    /// Whether the screen is for one viewer's eyes: hands are hidden from
    /// the others, so hot-seat play passes the device between decisions.
    const HIDDEN_HANDS: bool;

    /// What the human to decide is asked, in words, for the status line.
    fn prompt(&self, turn: &Turn<'_, Self::Game>) -> String;

    /// What the things picked can do now, for a player who listens: said
    /// after the prompt whenever a pick changes it ("Choices: Play K♦ as a
    /// Token, key 1", or what the pick still needs). `None` when nothing is
    /// picked, or the prompt says it all.
    fn picked_words(&self, turn: &Turn<'_, Self::Game>) -> Option<String> {
        let _ = turn;
        None
    }

    /// The game plays `design`, a file in `folder`: faces drawn from a
    /// design are drawn as the design prints them, its art and typeface
    /// read from its folder. Games without designs ignore it.
    fn show_design(&mut self, design: &parlour_core::design::Design, folder: &std::path::Path) {
        let _ = (design, folder);
    }

    /// Draws the board, the hands and the game's own controls into `ui`
    /// (the area beside the side panel; it may add its own panels); returns
    /// the action the viewer chose.
    fn table_ui(&mut self, ui: &mut egui::Ui, turn: &Turn<'_, Self::Game>) -> Option<<Self::Game as Game>::Action>;

    /// The position as a screen reader's summary reads it (the S key), in
    /// the words the log and the table's names use: the board row by row
    /// or ring in order, the hands as the viewer may know them. The frame
    /// puts the scores and whose decision it is before it.
    fn summary(&self, turn: &Turn<'_, Self::Game>) -> String {
        let _ = turn;
        String::new()
    }

    /// The whole board in words, when the summary gives it in short (the
    /// F key): Jalak's field column by column. `None` where S says it all.
    fn whole_board(&self, turn: &Turn<'_, Self::Game>) -> Option<String> {
        let _ = turn;
        None
    }

    /// Whether the board's summary tells each seat's standing itself (its
    /// Shrine, its pawn): the frame then says only the scores before it.
    const SUMMARY_TELLS_SEATS: bool = false;

    /// What a button for `action` says, in the table's words, never the
    /// game's notation: the frame lists the choices of a decision taken out
    /// of turn with it ("Block with your Queen"), and a lesson names the
    /// moves it asks for and turns down with it ("Walk 2 clockwise to p1.5").
    fn action_label(&self, turn: &Turn<'_, Self::Game>, action: <Self::Game as Game>::Action) -> String {
        let _ = turn;
        action.to_string()
    }

    /// The key that takes `action` now, shown on its button: the answers
    /// (L to let it happen, F to fizzle, C to cancel or counter) and the
    /// commonest moves (E to end a turn, P to pass).
    fn action_key(&self, action: <Self::Game as Game>::Action) -> Option<egui::Key> {
        let _ = action;
        None
    }

    /// Whether the viewer's decision now answers an action waiting on the
    /// table (a Block, a Fizzle, a counter): the frame asks it in the row of
    /// buttons under the status line, each with its key, and the board
    /// offers nothing of its own meanwhile. By default, a decision taken
    /// out of turn; a game whose turn player may answer an answer says so.
    fn answering(&self, turn: &Turn<'_, Self::Game>) -> bool {
        turn.is_reaction()
    }

    /// Whether the prompt of a decision taken out of turn shows a button for
    /// `action`. A board on which the answer's cards are picked (three
    /// cards of a hand to discard) shows only the answer the cards picked
    /// make, instead of a button for every choice of cards.
    fn offers_answer(&self, turn: &Turn<'_, Self::Game>, action: <Self::Game as Game>::Action) -> bool {
        let _ = (turn, action);
        true
    }

    /// Whether `action`, an answer out of turn, lets what was played be
    /// (Let it happen): such answers come first in the row and take the
    /// focus as the question comes, so Enter never spends a card.
    fn lets_be(action: <Self::Game as Game>::Action) -> bool {
        let _ = action;
        false
    }

    /// The answer a human gives without being asked: to a decision out of
    /// turn that the settings say they need not see (an action aimed at
    /// someone else), the one that lets it happen. `None` asks them. `seen`
    /// is the game as `seat` may picture it.
    fn quiet_answer(seen: &Self::Game, seat: Seat, settings: &Settings) -> Option<<Self::Game as Game>::Action> {
        let _ = (seen, seat, settings);
        None
    }

    /// Told of every action applied and what it did as the viewer may know
    /// it, with the game before it as the viewer pictured it: for
    /// animations and marks of the last move.
    fn played(
        &mut self,
        before: &Self::Game,
        events: &[<Self::Game as Game>::PublicEvent],
        now: f64,
        settings: &Settings,
    ) {
        let _ = (before, events, now, settings);
    }

    /// Whether moves are still being shown: the next bot waits until they are.
    fn showing(&self, now: f64, settings: &Settings) -> bool {
        let _ = (now, settings);
        false
    }

    /// Forgets what was picked and shown (after an undo, a rematch, when the
    /// device changes hands).
    fn forget(&mut self) {
        *self = Self::default();
    }

    /// A finished one-player game, `seen` at the end with `options`: what
    /// its best score is kept under, and its score. `None` for every other
    /// game.
    fn solo_result(seen: &Self::Game, options: &<Self::Game as Game>::Options) -> Option<(String, i32)> {
        let _ = (seen, options);
        None
    }
}
