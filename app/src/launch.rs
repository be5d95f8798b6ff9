//! How the desktop app is started: what the command line asks it to open
//! (a file, a game, a replay, a lesson, the workshop), with which seats and options,
//! and whether to take a screenshot or quit after a while.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::seat_player::SeatPlayer;

/// How the app is started from the command line.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// Files to open, as the desktop hands them over (`parlour FILE…`):
    /// the first opens on the screen for what it holds; the others are
    /// named in a message, not opened.
    pub files: Vec<PathBuf>,
    /// Open a new game of this id at once.
    pub open: Option<String>,
    /// Replay this saved game or record.
    pub replay: Option<PathBuf>,
    /// Show the replay after this many moves, and have it reviewed.
    pub review_at: Option<usize>,
    /// Open that game's lesson at this step (from 1) instead.
    pub lesson: Option<usize>,
    /// The seed of that game.
    pub seed: Option<u64>,
    /// Let that many actions be played before taking the screenshot.
    pub autoplay: usize,
    /// Save a screenshot of the window to this PNG file, then quit.
    pub screenshot: Option<PathBuf>,
    /// Who sits in that game's seats (default: a human against a medium bot).
    pub players: Vec<SeatPlayer>,
    /// That game's rule options, as key and value (default: the game's own).
    pub options: BTreeMap<String, String>,
    /// Quit after this many seconds, printing frame statistics as JSON.
    pub quit_after: Option<f64>,
    /// Visit every screen instead, saving a picture of each and a layout
    /// report in this folder (see `desktop::tour`).
    pub tour: Option<PathBuf>,
    /// The window's inner size in points (default 1180×780).
    pub size: Option<[f32; 2]>,
}
