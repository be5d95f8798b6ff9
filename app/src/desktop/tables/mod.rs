//! The tables, one per game, behind one [`Table`] trait, and the pieces
//! every table shares. [`open`] and [`load`] list every table in one place.

mod common;
pub mod jalak;
mod rules_text;
pub mod unicorn_jelly;
pub mod you_are_here;

use anyhow::Result;
use parlour_core::bots::Bots;
use parlour_core::record::Record;
use parlour_core::{GameKind, GameOptions};

use super::files;
use super::session::{Session, SessionStatus};
use super::settings::{NewGameChoices, SeatPlayer, Settings};

pub use common::seat_colour;
pub use jalak::JalakTable;
pub use unicorn_jelly::UnicornJellyTable;
pub use you_are_here::YouAreHereTable;

/// A game being played on screen.
pub trait Table {
    /// Which game this is.
    fn kind(&self) -> GameKind;

    /// Draws the table and handles its input.
    fn ui(&mut self, ui: &mut egui::Ui, settings: &Settings);

    /// Takes back the last human decision (and the bot moves after it).
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

    /// A finished one-player game: what its best score is kept under, and
    /// its score. `None` for every other game.
    fn solo_result(&self) -> Option<(String, i32)> {
        None
    }

    /// The table as `Any`, so tests can look at the concrete table.
    fn as_any(&self) -> &dyn std::any::Any;
}

/// The games that have a table, in shelf order. (A game's rules can exist
/// before its table does: the command line plays it already.)
pub const KINDS: &[GameKind] = &[GameKind::UnicornJelly, GameKind::YouAreHere, GameKind::Jalak];

/// Starts a new game of `kind` with the dialog's choices.
pub fn open(kind: GameKind, choices: &NewGameChoices, seed: u64) -> Result<Box<dyn Table>> {
    match kind {
        GameKind::YouAreHere => Ok(Box::new(YouAreHereTable::new(new_session(choices, seed)?))),
        GameKind::UnicornJelly => Ok(Box::new(UnicornJellyTable::new(new_session(choices, seed)?))),
        GameKind::Jalak => Ok(Box::new(JalakTable::new(new_session(choices, seed)?))),
    }
}

/// Opens a saved game; a damaged or foreign text is refused with a reason.
pub fn load(text: &str) -> Result<Box<dyn Table>> {
    match files::saved_game_kind(text)? {
        GameKind::YouAreHere => Ok(Box::new(YouAreHereTable::new(load_session(text)?))),
        GameKind::UnicornJelly => Ok(Box::new(UnicornJellyTable::new(load_session(text)?))),
        GameKind::Jalak => Ok(Box::new(JalakTable::new(load_session(text)?))),
    }
}

/// A game of `kind` opened from the command line (screenshots,
/// measurements), with the first `actions` decisions played by the greedy bot.
pub fn demo(kind: GameKind, seats: Vec<SeatPlayer>, seed: u64, actions: usize) -> Result<Box<dyn Table>> {
    let choices = NewGameChoices { seats, ..NewGameChoices::default() };
    match kind {
        GameKind::YouAreHere => Ok(Box::new(YouAreHereTable::new(demo_session(&choices, seed, actions)?))),
        GameKind::UnicornJelly => Ok(Box::new(UnicornJellyTable::new(demo_session(&choices, seed, actions)?))),
        GameKind::Jalak => Ok(Box::new(JalakTable::new(demo_session(&choices, seed, actions)?))),
    }
}

fn demo_session<G: Bots>(choices: &NewGameChoices, seed: u64, actions: usize) -> Result<Session<G>> {
    let mut session = new_session::<G>(choices, seed)?;
    session.autoplay(actions, seed);
    Ok(session)
}

/// What the workshop play-tests.
pub enum PlayTest {
    /// A Unicorn Jelly tile set.
    Tiles(parlour_core::games::unicorn_jelly::TileSet),
    /// A You Are Here deck, which both players play.
    Deck(Vec<parlour_core::games::you_are_here::Card>),
}

/// A game with the set or deck being designed: a human against the medium bot.
pub fn play_test(what: PlayTest, seed: u64) -> Result<Box<dyn Table>> {
    use parlour_core::bots::Level;
    use parlour_core::games::{unicorn_jelly, you_are_here};
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Medium)];
    Ok(match what {
        PlayTest::Tiles(set) => {
            let options = unicorn_jelly::Options { set: Some(set), ..Default::default() };
            Box::new(UnicornJellyTable::new(Session::new(options, seed, seats)?))
        }
        PlayTest::Deck(deck) => {
            let options = you_are_here::Options { decks: Some(vec![deck.clone(), deck]), ..Default::default() };
            Box::new(YouAreHereTable::new(Session::new(options, seed, seats)?))
        }
    })
}

fn new_session<G: Bots>(choices: &NewGameChoices, seed: u64) -> Result<Session<G>> {
    let mut options = G::Options::default();
    for (key, value) in &choices.options {
        options.set(key, value)?;
    }
    // As many seats as players were named, in games for 2 to 4; where the
    // count cannot change, the session says how many the game needs.
    if options.seat_count() != choices.seats.len() {
        options.set_seat_count(choices.seats.len()).ok();
    }
    Ok(Session::new(options, seed, choices.seats.clone())?)
}

fn load_session<G: Bots>(text: &str) -> Result<Session<G>> {
    Ok(Session::from_record(&Record::<G>::from_ron(text)?)?)
}
