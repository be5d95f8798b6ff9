//! `parlour scenario`: play a scenario file and print the public result.

use std::path::PathBuf;

use anyhow::{Context, Result};
use parlour_core::scenario::{self, Scenario};
use parlour_core::{Game, GameKind, GameVisitor, Outcome, Seat};
use serde::Serialize;

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
struct Report<V> {
    game: &'static str,
    actions: usize,
    to_act: Option<Seat>,
    scores: Vec<i32>,
    outcome: Option<Outcome>,
    winner: Option<Seat>,
    log: Vec<String>,
    state: V,
}

struct Play<'a> {
    text: &'a str,
    json: bool,
}

impl GameVisitor for Play<'_> {
    type Output = Result<()>;

    fn visit<G: Game>(self) -> Result<()> {
        let scenario = Scenario::<G>::from_ron(self.text)?;
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
            state: game.view(None),
        };
        if self.json {
            println!("{}", serde_json::to_string(&report)?);
        } else {
            for line in &report.log {
                println!("{line}");
            }
            let state = ron::ser::to_string_pretty(&report.state, ron::ser::PrettyConfig::default())?;
            println!("{state}");
            let scores: Vec<String> = report.scores.iter().map(ToString::to_string).collect();
            match (report.to_act, report.winner) {
                (Some(seat), _) => println!("scores {}; {seat} to act", scores.join("–")),
                (None, Some(winner)) => println!("scores {}; {winner} wins", scores.join("–")),
                (None, None) => println!("scores {}; a draw", scores.join("–")),
            }
        }
        Ok(())
    }
}

/// Runs `parlour scenario`.
pub fn run(args: &Args) -> Result<()> {
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {}", args.file.display()))?;
    let kind = GameKind::from_id(&scenario::game_id(&text)?)?;
    kind.visit(Play { text: &text, json: args.json }).with_context(|| format!("{}", args.file.display()))
}
