//! `parlour balance --suggest`: for each design out of band, the fewest
//! edits that bring it back, found and proved by games; with `--write`,
//! the set with every fix kept.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};
use parlour_core::bots::BotSpec;
use parlour_designer::balance::{self, Report, Request, Search, Stage, Suggestions, Watch};
use parlour_designer::designs::{self, PrintableDesign, PrintableVisitor};
use serde_json::json;

use super::balance_args::Args;
use super::output::say;
use super::{game_args, progress};

/// Runs `parlour balance --suggest`.
pub fn run(args: &Args, players: [BotSpec; 2], threads: usize) -> Result<()> {
    if let Some(target) = &args.assistant.write {
        check_target(&args.set, target, args.assistant.force)?;
    }
    let file = designs::read(&args.set)?;
    designs::visit(&file.design, Suggest { args, players, threads })
}

/// Refuses to write the fixed set over the set read, or over a file that
/// exists unless `force`.
fn check_target(set: &Path, target: &Path, force: bool) -> Result<()> {
    crate::files::check_target(target)?;
    let shown = parlour_designer::file::shown(target);
    let same = match (std::fs::canonicalize(set), std::fs::canonicalize(target)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if same {
        bail!("--write {shown} is the set being measured: name another file, so the set as it was is kept");
    }
    if target.exists() && !force {
        bail!("{shown} exists: add --force to replace it");
    }
    // Refused now, not after the search: a folder that is not there, or
    // one that cannot be written in.
    let folder = parlour_designer::designs::folder_of(target);
    if !folder.is_dir() {
        bail!("cannot write {shown}: the folder {} does not exist", parlour_designer::file::shown(&folder));
    }
    let probe = folder.join(format!(".parlour-write-test-{}", std::process::id()));
    match std::fs::OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
        }
        Err(e) => bail!("cannot write {shown}: {e}"),
    }
    Ok(())
}

/// Searches in the game that plays the design read.
struct Suggest<'a> {
    args: &'a Args,
    players: [BotSpec; 2],
    threads: usize,
}

impl PrintableVisitor for Suggest<'_> {
    type Output = Result<()>;

    fn visit<D: PrintableDesign>(self, design: &D) -> Result<()> {
        let args = self.args;
        let options = game_args::options::<D::Game>(Some(&args.set), &args.options, Some(2))?;
        let games = args.games.unwrap_or(balance::SUGGEST_GAMES);
        let request =
            Request::<D::Game> { options, games, seed: args.seed, players: self.players, threads: self.threads };
        let (time, allowed) = (args.assistant.budget, args.assistant.budget_games);
        let budget = match (time, allowed) {
            (Some(seconds), _) => Duration::from_secs_f64(seconds),
            (None, Some(_)) => Duration::MAX,
            (None, None) => Duration::from_secs(balance::SUGGEST_SECONDS),
        };
        let search = Search { band: args.band / 100.0, budget, games: allowed };
        let started = Instant::now();
        let bar = progress::games_bar(0);
        let on_stage = |now: Stage, games: u64| {
            bar.set_message(now.to_string());
            // A search's games are not known ahead: its bar counts them.
            bar.set_style(if games == 0 { progress::search_style() } else { progress::stage_style() });
            bar.set_length(games);
            bar.set_position(0);
        };
        let watch = Watch { tick: &|| bar.inc(1), stage: &on_stage, stop: &AtomicBool::new(false) };
        bar.set_style(progress::stage_style());
        let found = balance::suggest(&request, search, &args.card, &watch)?;
        bar.finish_and_clear();
        let seconds = started.elapsed().as_secs_f64();
        if args.json {
            json_out(&found, seconds)?;
        } else {
            let ran_out = match (time, allowed) {
                (None, Some(_)) => "games allowed ran out (--budget-games)",
                (Some(_), Some(_)) => "time or the games allowed ran out (--budget, --budget-games)",
                _ => "time allowed ran out (--budget)",
            };
            words_out(&found, args, seconds, ran_out)?;
        }
        if let Some(target) = &args.assistant.write {
            let fixed: Vec<&_> =
                found.suggestions.iter().filter(|s| s.fixed).filter_map(|s| s.design.as_ref()).collect();
            let written = fixed.iter().fold(design.clone(), |set, item| set.with_item(item));
            let is_csv = target.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv"));
            crate::files::write_atomically(target, if is_csv { written.to_csv() } else { written.to_ron() })?;
            if !args.json {
                let shown = parlour_designer::file::shown(target);
                match fixed.len() {
                    0 => say!("No fix was kept: wrote the set as it was to {shown}.")?,
                    1 => say!("Wrote the set with its one fix to {shown}.")?,
                    n => say!("Wrote the set with its {n} fixes to {shown}.")?,
                }
            }
        }
        Ok(())
    }
}

/// A figure and its interval, in points: "+7.3 (+5.5 to +9.1)".
fn points(report: &Report) -> String {
    let [low, high] = report.ci95.map(|x| 100.0 * x);
    format!("{:+.1} ({low:+.1} to {high:+.1})", 100.0 * report.win_rate_delta)
}

/// The suggestions in words; `ran_out` says what ran out when the search
/// was cut short ("time allowed ran out (--budget)").
fn words_out<G: balance::Balanced>(found: &Suggestions<G>, args: &Args, seconds: f64, ran_out: &str) -> Result<()> {
    let band = args.band;
    // Designs named with --card are all the search knows of the set.
    if found.suggestions.is_empty() {
        let none = match args.card.as_slice() {
            [] => "No design's win-rate change lies".to_owned(),
            [card] => format!("{card}'s win-rate change does not lie"),
            _ => "None of the designs named lies".to_owned(),
        };
        say!("{none} wholly outside ±{band} points: nothing to fix.")?;
    }
    for suggestion in &found.suggestions {
        let before = points(&suggestion.before);
        let after = suggestion.after.as_ref().map(points);
        match (suggestion.fixed, after) {
            (true, Some(after)) => {
                say!("{}: {}", suggestion.card, suggestion.changes_in_words())?;
                let with = if suggestion.after_fixes { " (in the set with the fixes above)" } else { "" };
                say!("  win-rate change {before} → {after} points{with}, from {} games searched", suggestion.games)?;
                if let Some(note) = &suggestion.note {
                    say!("  note: {note}")?;
                }
            }
            (_, after) => {
                let why = suggestion.note.as_deref().unwrap_or("no fix was found");
                say!("{}: not fixed — {why}.", suggestion.card)?;
                match (after, suggestion.changes.is_empty()) {
                    (Some(after), true) => say!("  win-rate change {before} → {after} points")?,
                    (Some(after), false) => {
                        say!("  closest: {} ({before} → {after} points)", suggestion.changes_in_words())?;
                    }
                    (None, false) => {
                        say!("  closest screened: {} (from {before} points)", suggestion.changes_in_words())?;
                    }
                    (None, true) => say!("  win-rate change {before} points")?,
                }
            }
        }
    }
    let moved: Vec<String> =
        found.moved.iter().map(|m| format!("{} {:+.1} → {:+.1}", m.card, 100.0 * m.before, 100.0 * m.after)).collect();
    if !moved.is_empty() {
        say!("Moved with the fixes: {}.", moved.join(", "))?;
    }
    let fixed = found.suggestions.iter().filter(|s| s.fixed).count();
    let [spread_before, spread_after] = found.spread().map(|x| 100.0 * x);
    let spread = match args.card.as_slice() {
        [] => format!("; the set's spread {spread_before:.1} → {spread_after:.1} points"),
        [_] => String::new(),
        _ => format!("; the named designs' spread {spread_before:.1} → {spread_after:.1} points"),
    };
    say!(
        "{} out of band, {fixed} fixed{spread}; {} games in {seconds:.1} s.",
        parlour_core::text::counted(found.suggestions.len(), "design"),
        found.games
    )?;
    say!(
        "Screened {} edits, confirmed {} in full games; {} screened inside the band measured outside it.",
        found.screened,
        found.confirmed,
        found.failed_confirmation
    )?;
    if found.budget_reached {
        say!("The {ran_out}: with more, more designs may be searched.")?;
    }
    Ok(())
}

/// A figure and its interval as JSON.
fn figure(report: &Report) -> serde_json::Value {
    json!({ "win_rate_delta": report.win_rate_delta, "ci95": report.ci95 })
}

fn json_out<G: balance::Balanced>(found: &Suggestions<G>, seconds: f64) -> Result<()> {
    for suggestion in &found.suggestions {
        let line = json!({
            "card": suggestion.card,
            "changes": suggestion.changes.iter().map(ToString::to_string).collect::<Vec<_>>(),
            "fixed": suggestion.fixed,
            "before": figure(&suggestion.before),
            "after": suggestion.after.as_ref().map(figure),
            "games": suggestion.games,
            "note": suggestion.note,
            "after_fixes": suggestion.after_fixes,
        });
        say!("{line}")?;
    }
    let [spread_before, spread_after] = found.spread();
    let set = found.after.as_ref().unwrap_or(&found.before).set.clone();
    let summary = json!({ "summary": {
        "designs_measured": found.before.designs.len(),
        "designs_out_of_band": found.suggestions.len(),
        "fixed": found.suggestions.iter().filter(|s| s.fixed).count(),
        "spread_before": spread_before,
        "spread_after": spread_after,
        "moved": found.moved,
        "games": found.games,
        "seconds": (seconds * 100.0).round() / 100.0,
        "screened": found.screened,
        "confirmed": found.confirmed,
        "failed_confirmation": found.failed_confirmation,
        "budget_reached": found.budget_reached,
        "first_player_win_rate": set.first_player_win_rate,
        "draw_rate": set.draw_rate,
    }});
    say!("{summary}")?;
    Ok(())
}
