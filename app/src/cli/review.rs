//! `parlour review`: every decision of a finished game (or one seat's)
//! judged by the advisor — the search behind the table's Hint — from what
//! the deciding seat knew: its choice, the win chance before the move and
//! after the move played, and a mark — good, inaccuracy, mistake or
//! blunder.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};
use parlour_core::bots::Bots;
use parlour_core::record::Record;
use parlour_core::review::{self, Mark, Review};
use parlour_core::{GameVisitor, Seat};

use super::output::say;
use super::{numbers, progress};

/// Arguments of `parlour review`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The saved game or record (RON).
    file: PathBuf,
    /// Only this seat's decisions, numbered from 1 as on the table.
    #[arg(long, value_parser = seat)]
    seat: Option<u8>,
    /// How many threads to search on (default: one per core).
    #[arg(long, value_parser = numbers::threads)]
    threads: Option<usize>,
    /// Print one JSON line per decision, then a line `{"summary": [...]}`
    /// with each seat's inaccuracies, mistakes, blunders and accuracy.
    #[arg(long)]
    json: bool,
}

/// Reads `--seat`: 1 to 6.
fn seat(text: &str) -> Result<u8, String> {
    numbers::within(text, 1..=6, "a seat")
}

struct Judge<'a> {
    text: &'a str,
    args: &'a Args,
}

impl GameVisitor for Judge<'_> {
    type Output = Result<()>;

    fn visit<G: Bots>(self) -> Result<()> {
        let record = Record::<G>::from_ron(self.text)?;
        let seats = G::new(&record.options, record.seed)?.seat_count();
        let seat = match self.args.seat {
            Some(n) if usize::from(n) > seats => anyhow::bail!("--seat {n}: this game has {seats} seats"),
            Some(n) => Some(Seat(n - 1)),
            None => None,
        };
        let threads = self.args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
        let bar = progress::counting_bar(0, "decisions");
        let stop = AtomicBool::new(false);
        let how = Review {
            seat,
            threads,
            progress: &|done, total| {
                bar.set_length(total as u64);
                bar.set_position(done as u64);
            },
            stop: &stop,
        };
        let judged = review::review(&record, &how)?;
        bar.finish_and_clear();
        for j in &judged {
            if self.args.json {
                say!("{}", serde_json::to_string(j)?)?;
            } else {
                let mark = match j.mark {
                    Mark::Good => String::new(),
                    other => format!("  — {}", serde_json::to_value(other)?.as_str().unwrap_or_default()),
                };
                let best = match (j.best == j.played, j.tied) {
                    (true, _) => String::new(),
                    (false, true) => format!(" (as good as {})", j.best_words()),
                    (false, false) => format!(" (best: {})", j.best_words()),
                };
                say!(
                    "{:>4}. Player {}: {}{best}, win chance {:.0}% → {:.0}%{mark}",
                    j.index + 1,
                    j.seat,
                    j.played_words(),
                    j.value_before * 100.0,
                    j.value_after * 100.0
                )?;
            }
        }
        let summary = review::summarize(&judged, seats);
        if self.args.json {
            say!("{}", serde_json::json!({ "summary": summary }))?;
        } else {
            say!("{} decisions judged from what each player knew at the time", judged.len())?;
            for s in summary.iter().filter(|s| s.decisions > 0) {
                say!("Player {}: {}", s.seat, s.in_words())?;
            }
        }
        Ok(())
    }
}

/// Runs `parlour review`.
pub fn run(args: &Args) -> Result<()> {
    let (text, kind, shown) = super::game_args::saved_game(&args.file)?;
    kind.visit(Judge { text: &text, args }).with_context(|| shown)
}
