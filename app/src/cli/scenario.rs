//! `parlour scenario`: play a scenario file and print the public result.
//!
//! With `--json`, one line in the documented public shape (see the README):
//! the game, the actions played, whose decision it is, the scores, the
//! outcome, the log in words, the structured `events` and the `state` as a
//! spectator sees it — squares, cards and tiles by name, players by seat
//! number from 0.

use std::path::PathBuf;

use anyhow::{Context, Result};
use parlour_core::bots::Bots;
use parlour_core::scenario::{self, Scenario};
use parlour_core::{GameKind, GameVisitor, Outcome, Seat};
use parlour_designer::file;
use serde::Serialize;

use super::output::say;

/// Arguments of `parlour scenario`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The scenario file (RON).
    file: PathBuf,
    /// Print one JSON line.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Report<V, E> {
    game: &'static str,
    actions: usize,
    to_act: Option<Seat>,
    scores: Vec<i32>,
    outcome: Option<Outcome>,
    winner: Option<Seat>,
    log: Vec<String>,
    events: Vec<E>,
    state: V,
}

struct Play<'a> {
    text: &'a str,
    json: bool,
}

impl GameVisitor for Play<'_> {
    type Output = Result<()>;

    fn visit<G: Bots>(self) -> Result<()> {
        let scenario = Scenario::<G>::from_ron(self.text)?;
        // A file of an earlier Parlour reads; what it says under older names is told aside.
        for note in &scenario.notes {
            eprintln!("note: {note}");
        }
        let (game, events) = scenario.run()?;
        let outcome = game.outcome();
        let report = Report {
            game: G::INFO.id,
            actions: scenario.actions.len(),
            to_act: game.to_act(),
            scores: Seat::all(game.seat_count()).map(|s| game.score(s)).collect(),
            outcome,
            winner: outcome.and_then(Outcome::sole_winner),
            log: events.iter().map(|e| game.describe(e, None)).collect(),
            events: events.iter().map(|e| game.public_event(e, None)).collect(),
            state: game.view(None),
        };
        if self.json {
            say!("{}", serde_json::to_string(&report)?)?;
        } else {
            for line in &report.log {
                say!("{line}")?;
            }
            let state = ron::ser::to_string_pretty(&report.state, ron::ser::PrettyConfig::default())?;
            say!("{state}")?;
            let scores: Vec<String> = report.scores.iter().map(ToString::to_string).collect();
            match (report.to_act, report.winner) {
                (Some(seat), _) => say!("scores {}; {seat} to act", scores.join("–"))?,
                (None, Some(winner)) => say!("scores {}; {winner} wins", scores.join("–"))?,
                (None, None) => say!("scores {}; a draw", scores.join("–"))?,
            }
        }
        // And what the file says it shows, it shows.
        scenario.check()?;
        Ok(())
    }
}

/// Runs `parlour scenario`; every refusal names the file.
pub fn run(args: &Args) -> Result<()> {
    let shown = file::shown(&args.file);
    let text = file::read_text(&args.file)?;
    let kind = scenario::game_id(&text).map_err(anyhow::Error::from).and_then(|id| Ok(GameKind::from_id(&id)?));
    kind.and_then(|kind| kind.visit(Play { text: &text, json: args.json })).with_context(|| shown)
}
