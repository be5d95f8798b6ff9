//! `parlour balance`: how a Unicorn Jelly tile or You Are Here card — one,
//! several, or every design of a set — changes the game, every design read
//! from the same bot games; with `--suggest`, the balance assistant.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use anyhow::{Result, bail};
use parlour_core::bots::BotSpec;
use parlour_designer::balance::{self, Balance, Balanced, Report, Request};
use parlour_designer::designs::{self, PrintableDesign, PrintableKindVisitor};

use super::balance_args::Args;
use super::output::say;
use super::{game_args, progress};

/// The games a plain measure plays unless `--games` says otherwise.
const GAMES: u64 = 1000;

/// Runs `parlour balance`.
pub fn run(args: &Args) -> Result<()> {
    let players: Vec<BotSpec> = args
        .players
        .iter()
        .map(|p| p.trim().parse::<BotSpec>())
        .collect::<Result<_, _>>()
        .map_err(anyhow::Error::msg)?;
    let Ok(players) = <[BotSpec; 2]>::try_from(players) else {
        bail!("--players needs two bots, e.g. greedy,greedy (balance is measured between two players)");
    };
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    args.assistant.check()?;
    if args.assistant.suggest {
        return super::suggest::run(args, players, threads);
    }
    let started = Instant::now();
    let kind = designs::read(&args.set)?.design.kind();
    let Measured { whole, asked } = designs::visit_kind(kind, Measure { args, players, threads })?;
    let seconds = started.elapsed().as_secs_f64();
    for report in &asked {
        report_out(args, report, players)?;
    }
    if args.all || asked.len() > 1 {
        let limits = args.band().limits(&whole.designs);
        let outliers: Vec<&str> = asked.iter().filter(|r| limits.outside(r)).map(|r| r.card.as_str()).collect();
        let set = &whole.set;
        if args.json {
            let summary = serde_json::json!({
                "designs": asked.len(),
                "games": set.games,
                "seconds": (seconds * 100.0).round() / 100.0,
                "band": args.band,
                "limits": [limits.low, limits.high],
                "against_set": limits.against_set,
                "outliers": outliers,
                "spread": whole.spread(),
                "first_player_win_rate": set.first_player_win_rate,
                "first_player_ci95": set.ci95,
                "second_player_win_rate": set.second_player_win_rate,
                "draw_rate": set.draw_rate,
            });
            say!("{summary}")?;
        } else {
            say!("{}, {} games in {seconds:.1} s.", parlour_core::text::counted(asked.len(), "design"), set.games)?;
            match outliers.as_slice() {
                [] => say!("No design's win-rate change lies wholly outside the band ({limits}).")?,
                names => say!("Outside the band ({limits}): {}.", names.join(", "))?,
            }
            let [low, high] = set.ci95.map(|x| 100.0 * x);
            say!(
                "The set as a whole, in its {} games: the first player wins {:.1} % (95% confidence: {low:.1} to {high:.1}), \
                 the second {:.1} %, and {:.1} % are drawn.",
                set.games,
                100.0 * set.first_player_win_rate,
                100.0 * set.second_player_win_rate,
                100.0 * set.draw_rate
            )?;
        }
    }
    Ok(())
}

/// Prints one design's report.
fn report_out(args: &Args, report: &Report, players: [BotSpec; 2]) -> Result<()> {
    if args.json {
        say!("{}", serde_json::to_string(report)?)?;
    } else {
        say!("{} in {} games ({} vs {}):", report.card, report.games, players[0], players[1])?;
        say!(
            "  placed {:.2} times a game, scoring {:.2} points a placement",
            report.played_per_game,
            report.score_when_played
        )?;
        let [low, high] = report.ci95.map(|x| 100.0 * x);
        say!(
            "  win-rate change {:+.1} points (95% confidence: {low:+.1} to {high:+.1}): the player holding a copy \
             more than the other won {:.1} % of the games, read from the {} where one held more copies",
            100.0 * report.win_rate_delta,
            100.0 * report.held_win_rate,
            report.held_games
        )?;
    }
    Ok(())
}

/// The set measured, and the designs asked for.
struct Measured {
    whole: Balance,
    asked: Vec<Report>,
}

/// Plays the games of the game that plays the design, with a progress bar.
struct Measure<'a> {
    args: &'a Args,
    players: [BotSpec; 2],
    threads: usize,
}

impl PrintableKindVisitor for Measure<'_> {
    type Output = Result<Measured>;

    fn visit<D: PrintableDesign>(self) -> Self::Output {
        measure::<D::Game>(self.args, self.players, self.threads)
    }
}

/// Plays the games of game `G` with a progress bar: every design of the
/// set read from them, so that a design is judged against the set.
fn measure<G: Balanced>(args: &Args, players: [BotSpec; 2], threads: usize) -> Result<Measured> {
    let options = game_args::options::<G>(Some(&args.set), &args.options, Some(2))?;
    let games = args.games.unwrap_or(GAMES);
    let request = Request::<G> { options, games, seed: args.seed, players, threads };
    let cards = if args.all { G::designs(&request.options)? } else { args.card.clone() };
    balance::check_names::<G>(&request.options, &cards)?;
    let bar = progress::games_bar(games);
    let whole = balance::measure_set(&request, &|| bar.inc(1), &AtomicBool::new(false))?;
    bar.finish_and_clear();
    let asked = cards.iter().filter_map(|c| whole.report(c).cloned()).collect();
    Ok(Measured { whole, asked })
}
