//! `parlour replay`: a saved game or record played back move by move: who
//! took each action, what the log says of it, the scores, and (with
//! `--json`) the position as a spectator sees it after each move.

use std::path::PathBuf;

use anyhow::{Context, Result};
use parlour_core::bots::Bots;
use parlour_core::record::Record;
use parlour_core::{GameVisitor, Seat};
use serde::Serialize;

use super::output::say;

/// Arguments of `parlour replay`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The saved game or record (RON).
    file: PathBuf,
    /// Print one JSON line per move, then a summary line.
    #[arg(long)]
    json: bool,
}

/// One move of the game, as `--json` prints it.
#[derive(Serialize)]
struct Move<V> {
    /// The action's index, from 0.
    index: usize,
    /// Who took it, from 1 as on the table.
    seat: u8,
    action: String,
    /// What the log says of it, as a spectator may read it.
    log: Vec<String>,
    scores: Vec<i32>,
    /// Whose decision it is next, from 1; none once the game is over.
    to_act: Option<u8>,
    /// The position after it, as a spectator sees it.
    state: V,
}

#[derive(Serialize)]
struct Summary {
    game: &'static str,
    moves: usize,
    players: Vec<String>,
    /// The sole winner, from 1; none for a draw or an unfinished game.
    winner: Option<u8>,
    finished: bool,
}

struct Replay<'a> {
    text: &'a str,
    json: bool,
}

/// A seat numbered from 1.
fn numbered(seat: Seat) -> u8 {
    seat.0 + 1
}

impl GameVisitor for Replay<'_> {
    type Output = Result<()>;

    fn visit<G: Bots>(self) -> Result<()> {
        let record = Record::<G>::from_ron(self.text)?;
        let mut events = Vec::new();
        let mut game = G::new_into(&record.options, record.seed, &mut events)?;
        let log =
            |game: &G, events: &[G::Event]| -> Vec<String> { events.iter().map(|e| game.describe(e, None)).collect() };
        if !self.json {
            for line in log(&game, &events) {
                say!("   {line}")?;
            }
        }
        for (index, text) in record.actions.iter().enumerate() {
            let seat = game.to_act().unwrap_or_default();
            let action: G::Action = text.parse()?;
            events.clear();
            game.apply_into(action, &mut events)?;
            let lines = log(&game, &events);
            let scores: Vec<i32> = Seat::all(game.seat_count()).map(|s| game.score(s)).collect();
            if self.json {
                let to_act = game.to_act().map(numbered);
                let line = Move {
                    index,
                    seat: numbered(seat),
                    action: text.clone(),
                    log: lines,
                    scores,
                    to_act,
                    state: game.view(None),
                };
                say!("{}", serde_json::to_string(&line)?)?;
            } else {
                say!("{:>4}. {seat}: {text}", index + 1)?;
                for line in lines {
                    say!("      {line}")?;
                }
            }
        }
        let winner = game.outcome().and_then(parlour_core::Outcome::sole_winner).map(numbered);
        let summary = Summary {
            game: G::INFO.id,
            moves: record.actions.len(),
            players: record.players.clone(),
            winner,
            finished: game.outcome().is_some(),
        };
        if self.json {
            say!("{}", serde_json::to_string(&summary)?)?;
        } else {
            let end = match (summary.finished, winner) {
                (false, _) => "not finished".to_owned(),
                (true, Some(w)) => format!("Player {w} won"),
                (true, None) => "drawn".to_owned(),
            };
            say!("{} moves of {}: {end}", summary.moves, G::INFO.name)?;
        }
        Ok(())
    }
}

/// Runs `parlour replay`.
pub fn run(args: &Args) -> Result<()> {
    let (text, kind, shown) = super::game_args::saved_game(&args.file)?;
    kind.visit(Replay { text: &text, json: args.json }).with_context(|| shown)
}
