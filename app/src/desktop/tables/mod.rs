//! The tables: each game's [`Board`] inside the one [`Frame`], behind the
//! [`Table`] trait the app works with; and the one list of them.

mod action_bar;
mod announcer;
mod answers;
mod board;
mod colours;
mod design_look;
pub(crate) mod focus;
mod frame;
pub mod mode;
mod playing_card;
pub mod pointing;
pub mod rehearsal;
mod rules_text;
mod side_panel;
pub mod words;

use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::path::Path;

use anyhow::Result;
use std::sync::Arc;

use parlour_core::design::Design;
use parlour_core::lesson::Lesson;
use parlour_core::record::Record;
use parlour_core::{Game, GameKind, GameOptions};
use parlour_designer::designs;

use super::session::{Session, SessionStatus};
use super::settings::{NewGameChoices, Settings};
use crate::files;
use crate::seat_player::SeatPlayer;

pub use board::{Board, Turn};
pub use colours::{ink_on, seat_colour, seat_text_colour};
pub use frame::Frame;
pub use mode::Keeping;

/// Declares the tables: each line `module::Board` makes `pub mod module;`
/// and registers the board as its game's table.
macro_rules! tables {
    ($($module:ident :: $board:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// The maker of `kind`'s table, if the game has a table yet.
        fn maker(kind: GameKind) -> Option<&'static dyn TableMaker> {
            let makers: &[&'static dyn TableMaker] = &[$(&Maker::<$module::$board>(PhantomData)),*];
            makers.iter().copied().find(|m| m.kind() == Some(kind))
        }
    };
}

tables! {
    unicorn_jelly::UnicornJellyBoard,
    you_are_here::YouAreHereBoard,
    jalak::JalakBoard,
    shrine::ShrineBoard,
    wonderland::WonderlandBoard,
}

/// The Unicorn Jelly table.
pub type UnicornJellyTable = Frame<unicorn_jelly::UnicornJellyBoard>;
/// The You Are Here table.
pub type YouAreHereTable = Frame<you_are_here::YouAreHereBoard>;
/// The Jalak table.
pub type JalakTable = Frame<jalak::JalakBoard>;
/// The Shrine table.
pub type ShrineTable = Frame<shrine::ShrineBoard>;
/// The Wonderland table.
pub type WonderlandTable = Frame<wonderland::WonderlandBoard>;

/// A game being played on screen.
pub trait Table {
    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// Draws the table and handles its input.
    fn ui(&mut self, ui: &mut egui::Ui, settings: &Settings);

    /// Whether Undo may take back the last move now, or why not (see
    /// [`crate::desktop::session::Session::undoable`]).
    fn undoable(&self) -> Result<(), String>;

    /// Takes back the last move when [`Table::undoable`] allows it;
    /// returns whether it did.
    fn undo(&mut self) -> bool;

    /// The session, for what every table answers the same way.
    fn status(&self) -> &dyn SessionStatus;

    /// The game as a saved-game text (RON: game, options, seed, actions).
    fn save_text(&self) -> String {
        self.status().save_text()
    }

    /// How many actions have been played.
    fn actions_played(&self) -> usize {
        self.status().actions_played()
    }

    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.status().is_over()
    }

    /// Whether a bot is thinking about its move.
    fn bot_thinking(&self) -> bool {
        self.status().bot_thinking()
    }

    /// Puts the game aside (the shelf is showing): bots stop thinking.
    fn pause(&mut self);

    /// Closes the window open over the table (the Rules), as Esc does
    /// before it leaves the table; returns whether one was open.
    fn close_window(&mut self) -> bool;

    /// Resigns the game for the one person playing it against bots (a game
    /// given up for another): a loss. Returns whether it did; a game between
    /// people, or over, is left as it is.
    fn resign_alone(&mut self) -> bool;

    /// What the app keeps of the game at the table, as its mode decides:
    /// a game played is kept in progress, saved and counted; a lesson
    /// keeps the step reached; a replay nothing.
    fn keeping(&self) -> Keeping;

    /// Whether the table works on something in the background: a bot
    /// thinking, a replay's review.
    fn working(&self) -> bool {
        self.bot_thinking()
    }

    /// In a replay: shows the game after `moves` moves and starts its review.
    fn review_at(&mut self, ctx: &egui::Context, moves: usize) {
        let _ = (ctx, moves);
    }

    /// A finished one-player game: what its best score is kept under, and
    /// its score. `None` for every other game.
    fn solo_result(&self) -> Option<(String, i32)> {
        None
    }

    /// The table as `Any`, so tests can look at the concrete table.
    fn as_any(&self) -> &dyn std::any::Any;
}

/// What the app asks of a game's table before one is open.
trait TableMaker: Sync {
    /// The game, once it is one Parlour knows.
    fn kind(&self) -> Option<GameKind>;
    /// A new game with these options and seats.
    fn open(
        &self,
        choices: &NewGameChoices,
        design: Option<&Design>,
        folder: Option<&Path>,
        seed: u64,
    ) -> Result<Box<dyn Table>>;
    /// A saved game.
    fn load(&self, text: &str) -> Result<Box<dyn Table>>;
    /// The saved game or record `text`, replayed from its start; its review
    /// kept in `cache` when one is given.
    fn replay(&self, text: &str, cache: Option<&std::path::Path>) -> Result<Box<dyn Table>>;
    /// The lesson written in `text`, from step `step` (from 0).
    fn lesson(&self, text: &str, step: usize) -> Result<Box<dyn Table>>;
    /// A game whose first `actions` decisions the greedy bot plays.
    fn demo(&self, choices: &NewGameChoices, seed: u64, actions: usize) -> Result<Box<dyn Table>>;
    /// The shelf's picture.
    fn emblem(&self, painter: &egui::Painter, rect: egui::Rect);
}

/// The [`TableMaker`] of board `B`.
struct Maker<B>(PhantomData<fn() -> B>);

impl<B: Board> TableMaker for Maker<B> {
    fn kind(&self) -> Option<GameKind> {
        GameKind::from_id(<B::Game as Game>::INFO.id).ok()
    }

    fn open(
        &self,
        choices: &NewGameChoices,
        design: Option<&Design>,
        folder: Option<&Path>,
        seed: u64,
    ) -> Result<Box<dyn Table>> {
        let file = choices.design.as_deref().filter(|_| design.is_some());
        let mut frame = Frame::<B>::new(Self::session(choices, design, seed)?.with_design_file(file));
        if let (Some(design), Some(folder)) = (design, folder) {
            frame.board_mut().show_design(design, folder);
        }
        Ok(Box::new(frame))
    }

    fn load(&self, text: &str) -> Result<Box<dyn Table>> {
        let session = Session::from_saved(&Record::<B::Game>::from_ron(text)?)?;
        // The design's faces as its file prints them now; in Parlour's look
        // when the file is gone or no longer reads.
        let design = session.design_file().and_then(|file| designs::read(Path::new(file)).ok());
        let mut frame = Frame::<B>::new(session);
        if let Some(read) = design {
            frame.board_mut().show_design(&read.design, &read.folder);
        }
        Ok(Box::new(frame))
    }

    fn replay(&self, text: &str, cache: Option<&std::path::Path>) -> Result<Box<dyn Table>> {
        Ok(Box::new(Frame::<B>::replay(Record::<B::Game>::from_ron(text)?, cache)?))
    }

    fn lesson(&self, text: &str, step: usize) -> Result<Box<dyn Table>> {
        let lesson = Lesson::<B::Game>::from_ron(text)?;
        let step = if step < lesson.steps.len() { step } else { 0 };
        Ok(Box::new(Frame::<B>::lesson(Arc::new(lesson), step)?))
    }

    fn demo(&self, choices: &NewGameChoices, seed: u64, actions: usize) -> Result<Box<dyn Table>> {
        let mut session = Self::session(choices, None, seed)?;
        session.autoplay(actions, seed);
        Ok(Box::new(Frame::<B>::new(session)))
    }

    fn emblem(&self, painter: &egui::Painter, rect: egui::Rect) {
        B::emblem(painter, rect);
    }
}

impl<B: Board> Maker<B> {
    /// A new game of the choices made, with `design` when one is given.
    fn session(choices: &NewGameChoices, design: Option<&Design>, seed: u64) -> Result<Session<B::Game>> {
        let mut options = <B::Game as Game>::Options::default();
        for (key, value) in &choices.options {
            options.set(key, value)?;
        }
        if let Some(design) = design {
            design.use_in::<B::Game>(&mut options)?;
        }
        // As many seats as players were named, in games for 2 to 4; where the
        // count cannot change, the session says how many the game needs.
        if options.seat_count() != choices.seats.len() {
            options.set_seat_count(choices.seats.len()).ok();
        }
        Ok(Session::new(options, seed, choices.seats.clone())?.with_takebacks(choices.takebacks))
    }
}

/// The maker of `kind`'s table, or a message that it is still to come.
fn table_of(kind: GameKind) -> Result<&'static dyn TableMaker> {
    maker(kind).ok_or_else(|| {
        let info = kind.info();
        anyhow::anyhow!("{}'s table is still to come: play it with `parlour selfplay --game {}`", info.name, info.id)
    })
}

/// Whether `kind` has a table yet (a game's rules can exist before its
/// table: the command line plays it already).
pub fn has_table(kind: GameKind) -> bool {
    maker(kind).is_some()
}

/// Draws `kind`'s picture on the shelf; `false` when it has no table yet.
pub fn emblem(kind: GameKind, painter: &egui::Painter, rect: egui::Rect) -> bool {
    maker(kind).map(|m| m.emblem(painter, rect)).is_some()
}

/// Starts a new game of `kind` with the dialog's choices, its tile set or
/// collection read and checked as `parlour validate` does.
pub fn open(kind: GameKind, choices: &NewGameChoices, seed: u64) -> Result<Box<dyn Table>> {
    let design = choices.design.as_deref().map(designs::read).transpose()?;
    let (design, folder) = design.map(|d| (d.design, d.folder)).unzip();
    table_of(kind)?.open(choices, design.as_ref(), folder.as_deref(), seed)
}

/// Replays a saved game or record, its review kept in `cache` when one is
/// given; a damaged or foreign text is refused with a reason.
pub fn replay(text: &str, cache: Option<&std::path::Path>) -> Result<Box<dyn Table>> {
    table_of(files::saved_game_kind(text)?)?.replay(text, cache)
}

/// Opens a saved game; a damaged or foreign text is refused with a reason.
pub fn load(text: &str) -> Result<Box<dyn Table>> {
    table_of(files::saved_game_kind(text)?)?.load(text)
}

/// The lesson of `kind`, from step `step` (from 0; a step past the last
/// starts it again).
pub fn lesson(kind: GameKind, step: usize) -> Result<Box<dyn Table>> {
    lesson_of(kind, kind.info().lesson, step)
}

/// The lesson of `kind` written in `text`, from step `step`.
pub fn lesson_of(kind: GameKind, text: &str, step: usize) -> Result<Box<dyn Table>> {
    table_of(kind)?.lesson(text, step)
}

/// A game of `kind` opened from the command line (screenshots,
/// measurements) with rule `options` as key and value, with the first
/// `actions` decisions played by the greedy bot.
pub fn demo(
    kind: GameKind,
    seats: Vec<SeatPlayer>,
    options: BTreeMap<String, String>,
    seed: u64,
    actions: usize,
) -> Result<Box<dyn Table>> {
    let choices = NewGameChoices { seats, options, ..NewGameChoices::default() };
    table_of(kind)?.demo(&choices, seed, actions)
}

/// A game with a design being made in the workshop — a tile set, or a
/// collection whose first deck both players play —: a human against the
/// medium bot, the faces drawn as the design prints them, with its art
/// and typeface from `folder` when it has been saved.
pub fn play_test(design: &Design, folder: Option<&Path>, seed: u64) -> Result<Box<dyn Table>> {
    use parlour_core::bots::Level;
    let kind = design.kind().game();
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Medium)];
    table_of(kind)?.open(&NewGameChoices { seats, ..NewGameChoices::default() }, Some(design), folder, seed)
}
