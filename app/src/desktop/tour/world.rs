//! The folders and files the tour's screens start from, made once in a
//! temporary folder: a data folder with all five games in progress, 500
//! finished games and a record against the bots; saved games stopped where
//! an answer is asked; finished games to replay; a busy folder for the file
//! picker.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
use parlour_core::bots::Bots;
use parlour_core::games::shrine::{Action as ShrineAction, Shrine, Stage};
use parlour_core::games::wonderland::Wonderland;
use parlour_core::record::Record;
use parlour_core::registry::GameVisitor;
use parlour_core::{Game, GameKind, GameOptions, rng};

use crate::desktop::in_progress::InProgress;
use crate::desktop::settings::Settings;
use crate::desktop::tables;
use crate::desktop::{history, tally};
use crate::seat_player::SeatPlayer;

/// How many finished games the busy History lists.
pub const HISTORY: usize = 500;
/// How many entries the busy folder holds, and how long their names are.
const FOLDER_ENTRIES: usize = 300;
const NAME_LENGTH: usize = 80;

/// The tour's folders and files.
pub struct World {
    /// The temporary folder holding everything (removed at the end).
    root: tempfile::TempDir,
    /// A data folder with every game in progress, the history full and
    /// the records kept.
    pub busy: PathBuf,
    /// The settings that go with it (the records).
    pub busy_settings: Settings,
    /// A folder of many files with long names, for the file picker.
    pub crowded: PathBuf,
    /// A tile set saved in a folder of many pictures, for art's picker.
    pub among_pictures: PathBuf,
    /// Saved games, by what they show.
    pub saved: Saved,
}

/// Saved games stopped at the moments the tour shows.
pub struct Saved {
    /// Shrine: a human asked to block an attack (Player 2 of 2).
    pub shrine_block: PathBuf,
    /// Shrine: a human asked to block a Dagger.
    pub shrine_dagger: PathBuf,
    /// Shrine: a human asked whether to fizzle an action.
    pub shrine_fizzle: PathBuf,
    /// Shrine: a human whose action was fizzled, asked whether to counter.
    pub shrine_counter: PathBuf,
    /// Wonderland: a human asked whether their King cancels a face card.
    pub wonderland_king: PathBuf,
    /// Shrine, two humans at one screen.
    pub shrine_hot_seat: PathBuf,
    /// A finished game of You Are Here, two seats.
    pub finished_two: PathBuf,
    /// Wonderland at six seats, sixty moves in.
    pub replay_six: PathBuf,
    /// Shrine at three seats, 45 moves in, every seat a bot.
    pub replay_three: PathBuf,
    /// A file that is not a saved game at all.
    pub damaged: PathBuf,
}

impl World {
    /// Makes every folder and file.
    pub fn prepare() -> Result<Self> {
        let root = tempfile::Builder::new().prefix("parlour-tour-").tempdir()?;
        let busy = root.path().join("busy");
        std::fs::create_dir_all(&busy)?;
        let mut busy_settings = Settings::default();
        busy_with_games(&busy, &mut busy_settings)?;
        let crowded = root.path().join("crowded");
        crowded_folder(&crowded)?;
        let among_pictures = folder_of_pictures(&root.path().join("pictures"))?;
        let saved = saved_games(&root.path().join("saved"))?;
        Ok(Self { root, busy, busy_settings, crowded, among_pictures, saved })
    }

    /// Where the window keeps what it remembers, for this tour alone.
    pub fn storage(&self) -> PathBuf {
        self.root.path().join("window")
    }

    /// A new empty data folder for one screen.
    pub fn fresh(&self, name: &str) -> Result<PathBuf> {
        let dir = self.root.path().join("screens").join(name);
        std::fs::create_dir_all(&dir)?;
        Ok(dir)
    }
}

/// The most seats `kind` takes, each a bot but the first.
fn most_seats(kind: GameKind) -> Vec<SeatPlayer> {
    let mut seats = vec![SeatPlayer::Bot(parlour_core::bots::Level::Medium); kind.info().max_seats];
    seats[0] = SeatPlayer::Human;
    seats
}

/// Fills `dir` with a game of each kind in progress (at their most seats),
/// the finished games of the History, and the records against the bots.
fn busy_with_games(dir: &Path, settings: &mut Settings) -> Result<()> {
    let (mut kept, _) = InProgress::load(dir);
    for &kind in GameKind::ALL {
        let table = tables::demo(kind, most_seats(kind), std::collections::BTreeMap::default(), 3, 6)?;
        kept.save(table.as_ref())?;
    }
    for n in 0..HISTORY {
        let kind = GameKind::ALL[n % GameKind::ALL.len()];
        let (text, seats, outcome) = kind.visit(Finished { seed: n as u64 });
        history::keep(dir, kind, &text, HISTORY * 2)?;
        if let Some(outcome) = outcome {
            tally::count(&mut settings.tallies, kind, &seats, outcome, took_back(n as u64));
        }
    }
    Ok(())
}

/// A game of `G` played at random to its end from `seed`, a human in the
/// first seat and bots of every level in the others: its record, seats and
/// outcome.
struct Finished {
    seed: u64,
}

impl GameVisitor for Finished {
    type Output = (String, Vec<SeatPlayer>, Option<parlour_core::Outcome>);
    fn visit<G: Bots>(self) -> Self::Output {
        let options = G::Options::default();
        let mut game = G::new(&options, self.seed).expect("default options set up");
        let mut record = Record::<G>::new(options, self.seed);
        let mut chooser = rng::seeded(self.seed);
        while let Some(action) = game.random_action(&mut chooser) {
            if game.apply(action).is_err() {
                break;
            }
            record.push(action);
        }
        let levels =
            [SeatPlayer::Bot(parlour_core::bots::Level::Easy), SeatPlayer::Bot(parlour_core::bots::Level::Hard)];
        let seats: Vec<SeatPlayer> = (0..game.seat_count())
            .map(|i| if i == 0 { SeatPlayer::Human } else { levels[(self.seed as usize + i) % 2] })
            .collect();
        record.players = seats.iter().map(|s| s.code()).collect();
        record.takebacks = took_back(self.seed).then_some(1);
        (record.to_ron(), seats, game.outcome())
    }
}

/// Whether the History's game from `seed` had a move taken back: one in seven.
fn took_back(seed: u64) -> bool {
    seed % 7 == 3
}

/// A folder of [`FOLDER_ENTRIES`] files and folders with long names.
fn crowded_folder(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir)?;
    for n in 0..FOLDER_ENTRIES {
        let stem = format!("{n:03} a saved game with a name as long as a person might give it when ");
        let name: String = stem.chars().chain(std::iter::repeat('x')).take(NAME_LENGTH).collect();
        if n % 10 == 0 {
            std::fs::create_dir_all(dir.join(&name))?;
        } else {
            std::fs::write(dir.join(format!("{name}.ron")), "")?;
        }
    }
    Ok(())
}

/// A folder of fifty pictures, each of its own colour and shape, and a
/// tile set saved among them; the set's file.
fn folder_of_pictures(dir: &Path) -> Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    for n in 0..50_u32 {
        let (width, height) = (120 + 7 * (n % 9), 90 + 11 * (n % 5));
        let colour = image::Rgba([(40 + 4 * n) as u8, (200 - 3 * n) as u8, (90 + (n * 37) % 150) as u8, 255]);
        let picture = image::RgbaImage::from_fn(width, height, |x, y| {
            if (x / 20 + y / 20) % 2 == 0 { colour } else { image::Rgba([250, 246, 232, 255]) }
        });
        picture.save(dir.join(format!("scan {n:02} of a meadow drawn in ink and watercolour.png")))?;
    }
    let set = dir.join("My tiles.ron");
    std::fs::write(&set, parlour_core::games::unicorn_jelly::TileSet::default_set().to_ron())?;
    Ok(set)
}

/// A game of `G` with `options`, played at random from seed after seed
/// until `wanted` holds of it after at least `after` actions; its record,
/// the seat to act being the human and every other a medium bot.
fn saved_when<G: Game>(options: &G::Options, after: usize, wanted: impl Fn(&G) -> bool) -> Result<String> {
    let mut chooser = rng::seeded(11);
    for seed in 0..400 {
        let mut game = G::new(options, seed)?;
        let mut record = Record::<G>::new(options.clone(), seed);
        for _ in 0..600 {
            let Some(seat) = game.to_act() else { break };
            if record.actions.len() >= after && wanted(&game) {
                record.players = (0..game.seat_count())
                    .map(|i| if i == seat.index() { "human" } else { "medium" }.to_owned())
                    .collect();
                return Ok(record.to_ron());
            }
            let Some(action) = game.random_action(&mut chooser) else { break };
            game.apply(action)?;
            record.push(action);
        }
    }
    anyhow::bail!("no game of {} came to the moment wanted", G::INFO.name)
}

/// Writes `text` to `dir/name`, and gives its path.
fn write(dir: &Path, name: &str, text: &str) -> Result<PathBuf> {
    let path = dir.join(name);
    std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(path)
}

/// Every saved game the tour opens.
fn saved_games(dir: &Path) -> Result<Saved> {
    std::fs::create_dir_all(dir)?;
    let shrine = <Shrine as Game>::Options::default();
    let stage = |game: &Shrine| game.pending().map(|(_, action, stage)| (action, stage));
    let block =
        saved_when::<Shrine>(&shrine, 6, |g| matches!(stage(g), Some((ShrineAction::Attack { .. }, Stage::Block(_)))))?;
    let dagger =
        saved_when::<Shrine>(&shrine, 6, |g| matches!(stage(g), Some((ShrineAction::Dagger { .. }, Stage::Block(_)))))?;
    let fizzle = saved_when::<Shrine>(&shrine, 6, |g| matches!(stage(g), Some((_, Stage::Fizzle(_)))))?;
    let counter = saved_when::<Shrine>(&shrine, 6, |g| matches!(stage(g), Some((_, Stage::Counter(_)))))?;
    let mut three = <Wonderland as Game>::Options::default();
    three.set("players", "3")?;
    let king = saved_when::<Wonderland>(&three, 4, |g| g.pending().is_some())?;
    let hot_seat = saved_when::<Shrine>(&shrine, 6, Shrine::at_start)?.replace("\"medium\"", "\"human\"");
    let (two, _, _) = GameKind::YouAreHere.visit(Finished { seed: 5 });
    let mut six = <Wonderland as Game>::Options::default();
    six.set("players", "6")?;
    // Seats of bots only, so that the review judges every seat.
    let six = saved_when::<Wonderland>(&six, 60, |_| true)?.replace("\"human\"", "\"random\"");
    let mut three = <Shrine as Game>::Options::default();
    three.set("players", "3")?;
    let three = saved_when::<Shrine>(&three, 45, |_| true)?.replace("\"human\"", "\"random\"");
    Ok(Saved {
        shrine_block: write(dir, "shrine-block.ron", &block)?,
        shrine_dagger: write(dir, "shrine-dagger.ron", &dagger)?,
        shrine_fizzle: write(dir, "shrine-fizzle.ron", &fizzle)?,
        shrine_counter: write(dir, "shrine-counter.ron", &counter)?,
        wonderland_king: write(dir, "wonderland-king.ron", &king)?,
        shrine_hot_seat: write(dir, "shrine-hot-seat.ron", &hot_seat)?,
        finished_two: write(dir, "you-are-here-finished.ron", &two)?,
        replay_six: write(dir, "wonderland-six.ron", &six)?,
        replay_three: write(dir, "shrine-three.ron", &three)?,
        damaged: write(dir, "damaged.ron", "(game: \"shrine\", seed: 1, actions: [\"this is not a move\"])")?,
    })
}
