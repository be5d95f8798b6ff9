//! The history: every game finished at a table — or given up for another —
//! kept as its record (game, options, seed, actions, who played, and how it
//! ended — a resignation, a draw agreed — or that it is unfinished, and
//! the takebacks used) in the data folder's `history/`, one file each,
//! named by when it ended; past the limit the player sets, the oldest are
//! pruned. The shelf's History window lists them — when, which game, who
//! played, the result (a game with a move taken back marked so), the moves
//! — for replay.

use std::path::{Path, PathBuf};

use anyhow::Result;
use parlour_core::bots::Bots;
use parlour_core::record::{Ending, Record};
use parlour_core::{GameKind, GameVisitor};
use serde::Deserialize;

use crate::files::{self, write_atomically};

/// How many finished games are kept unless the player says otherwise.
pub const DEFAULT_LIMIT: usize = 500;
/// The most the player may keep.
pub const MAX_LIMIT: usize = 10_000;

/// The folder of the history under `data_dir`.
fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("history")
}

/// Keeps the game `text` (a saved-game text of `kind`, finished or given
/// up), with how it ended written in it, then prunes the oldest past `limit`.
pub fn keep(data_dir: &Path, kind: GameKind, text: &str, limit: usize) -> Result<PathBuf> {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let name = format!("{:012}-{:09}-{}.ron", since.as_secs(), since.subsec_nanos(), kind.info().id);
    let path = folder(data_dir).join(name);
    let with_ending = kind.visit(Replayed(text)).map(|(_, text)| text);
    write_atomically(&path, with_ending.as_deref().unwrap_or(text))?;
    let mut kept = files_in(data_dir);
    let surplus = kept.len().saturating_sub(limit.clamp(1, MAX_LIMIT));
    for old in kept.drain(..surplus) {
        let _ = std::fs::remove_file(review_file(&old));
        let _ = std::fs::remove_file(old);
    }
    Ok(path)
}

/// Where the review of the game in `record` is kept: beside it.
pub fn review_file(record: &Path) -> PathBuf {
    record.with_extension("review.json")
}

/// The history's files, oldest first (their names begin with when the game ended).
fn files_in(data_dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder(data_dir)) else { return Vec::new() };
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron") && p.is_file())
        .take(2 * MAX_LIMIT)
        .collect();
    paths.sort();
    paths
}

/// A game of the history, as the History window lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its file.
    pub path: PathBuf,
    /// Which game.
    pub kind: GameKind,
    /// When it ended, in seconds since 1970.
    pub ended: u64,
    /// When it ended, in the player's time zone: "12 Mar 2025, 16:05".
    pub date: String,
    /// Who played: "human vs hard".
    pub players: String,
    /// How many moves were made.
    pub moves: usize,
    /// How it ended: "Player 2 won", "drawn", "unfinished", "Player 2 won
    /// (Player 1 resigned)"; ", with takebacks" after it when a move was
    /// taken back with the bots' replies, ", played on from a replay" when
    /// it was.
    pub result: String,
}

/// What the list needs of a record, read without replaying it.
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    players: Vec<String>,
    #[serde(default)]
    actions: Vec<serde::de::IgnoredAny>,
    /// Not written by an earlier Parlour: then the record is replayed.
    #[serde(default)]
    ending: Option<Ending>,
    /// The takebacks used, when they were on.
    #[serde(default)]
    takebacks: Option<u32>,
    /// Whether it was played on from a replay.
    #[serde(default)]
    played_on: bool,
}

/// A record's text read as its game's record and replayed: how the game
/// stands, and the text with that written in it; `None` if it does not
/// replay.
struct Replayed<'a>(&'a str);

impl GameVisitor for Replayed<'_> {
    type Output = Option<(Ending, String)>;
    fn visit<G: Bots>(self) -> Self::Output {
        let mut record: Record<G> = parlour_core::ron_text::from_str(self.0).ok()?;
        let replayed = Ending::of(record.replay().ok()?.outcome());
        // The end the players put to it is not in its moves: it is kept.
        let ending = record.ending.filter(|e| e.by_the_players()).unwrap_or(replayed);
        record.ending = Some(ending);
        Some((ending, record.to_ron()))
    }
}

/// The games of the history, newest first; files that are not saved games
/// are left out.
pub fn list(data_dir: &Path) -> Vec<Entry> {
    let zone = jiff::tz::TimeZone::try_system().unwrap_or(jiff::tz::TimeZone::UTC);
    let mut entries: Vec<Entry> = files_in(data_dir)
        .into_iter()
        .filter_map(|path| {
            let text = files::read_text(&path).ok()?;
            let kind = files::saved_game_kind(&text).ok()?;
            let head: Head = parlour_core::ron_text::from_str(&text).ok()?;
            let ended = path.file_name()?.to_str()?.split('-').next()?.parse().ok()?;
            let ending = head.ending.or_else(|| kind.visit(Replayed(&text)).map(|(ending, _)| ending));
            Some(Entry {
                path,
                kind,
                ended,
                date: date_in(ended, &zone),
                players: head.players.join(" vs "),
                moves: head.actions.len(),
                result: format!(
                    "{}{}{}",
                    result_words(ending, head.players.len()),
                    if head.takebacks.is_some_and(|used| used > 0) { ", with takebacks" } else { "" },
                    if head.played_on { ", played on from a replay" } else { "" }
                ),
            })
        })
        .collect();
    entries.reverse();
    entries
}

/// The widest the list's Players column grows before its text wraps.
const PLAYERS_WIDTH: f32 = 180.0;

/// The History window's list, each game with its Replay button; returns the
/// file of the game to replay, if one was chosen.
pub fn list_ui(ui: &mut egui::Ui, entries: &[Entry]) -> Option<PathBuf> {
    if entries.is_empty() {
        ui.label("No game kept yet: every game played to the end at a table, or given up for another, is kept here.");
        return None;
    }
    let mut chosen = None;
    egui::ScrollArea::both().show(ui, |ui| {
        egui::Grid::new("history-list").striped(true).show(ui, |ui| {
            // Replay comes first, so no long result pushes it out of view.
            ui.allocate_space(egui::Vec2::ZERO);
            for heading in ["Ended", "Game", "Players", "Moves", "Result"] {
                ui.strong(heading);
            }
            ui.end_row();
            for entry in entries {
                let button = ui.button("Replay");
                let label = format!("Replay {} of {}", entry.kind.info().name, entry.date);
                button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if button.on_hover_text(ended(entry.ended)).clicked() {
                    chosen = Some(entry.path.clone());
                }
                ui.label(&entry.date).on_hover_text(ended(entry.ended));
                ui.label(entry.kind.info().name);
                // Six players make a long list: it wraps, so the list stays narrow.
                ui.scope(|ui| {
                    ui.set_max_width(PLAYERS_WIDTH);
                    ui.add(egui::Label::new(&entry.players).wrap());
                });
                ui.label(entry.moves.to_string());
                ui.label(&entry.result);
                ui.end_row();
            }
        });
    });
    chosen
}

/// When a game ended, `seconds` after 1970, as a date in `zone`:
/// "12 Mar 2025, 16:05".
fn date_in(seconds: u64, zone: &jiff::tz::TimeZone) -> String {
    let at = i64::try_from(seconds).ok().and_then(|s| jiff::Timestamp::from_second(s).ok());
    at.map_or_else(String::new, |at| at.to_zoned(zone.clone()).strftime("%-d %b %Y, %H:%M").to_string())
}

/// How a game of `seats` players ended (`None`: it cannot be told, the
/// record no longer replays), in words: "Player 2 won", "drawn",
/// "Player 1 and Player 3 drew", "unfinished".
fn result_words(ending: Option<Ending>, seats: usize) -> String {
    let Some(ending) = ending else { return "—".to_owned() };
    let Some(outcome) = ending.outcome(seats) else { return "unfinished".to_owned() };
    let winners: Vec<String> = outcome.winners.iter().map(|seat| seat.to_string()).collect();
    let result = match &winners[..] {
        [] => "nobody won".to_owned(),
        _ if seats == 1 => "finished".to_owned(),
        [winner] => format!("{winner} won"),
        _ if winners.len() >= seats => "drawn".to_owned(),
        [some @ .., last] => format!("{} and {last} drew", some.join(", ")),
    };
    match ending {
        Ending::Resigned(seat) if winners.len() > 1 => {
            let (last, some) = winners.split_last().unwrap_or((&winners[0], &[]));
            format!("{} and {last} won ({seat} resigned)", some.join(", "))
        }
        Ending::Resigned(seat) => format!("{result} ({seat} resigned)"),
        Ending::Agreed => "drawn by agreement".to_owned(),
        Ending::Over(_) | Ending::Unfinished => result,
    }
}

/// When a game ended, in words: "ended 3 days ago".
fn ended(seconds: u64) -> String {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let ago = now.saturating_sub(seconds);
    match ago {
        0..60 => "ended just now".to_owned(),
        60..3600 => format!("ended {} min ago", ago / 60),
        3600..86_400 => format!("ended {} h ago", ago / 3600),
        _ => format!("ended {} days ago", ago / 86_400),
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::games::jalak::Jalak;
    use parlour_core::{Game, GameOptions, Outcome, Seat, SeatSet};

    use super::*;

    /// A game of Jalak as its record, played to the end or for `moves`
    /// moves, and how it ended.
    fn jalak(moves: Option<usize>) -> (String, Option<Outcome>) {
        let mut options = parlour_core::games::jalak::Options::default();
        options.set("turn-limit", "20").expect("a turn limit");
        let mut record = Record::<Jalak>::new(options.clone(), 5);
        record.players = vec!["human".to_owned(), "hard".to_owned()];
        let mut game = Jalak::new(&options, 5).expect("a game");
        while game.outcome().is_none() && moves.is_none_or(|m| record.actions.len() < m) {
            let action = game.legal_actions()[0];
            game.apply(action).expect("legal");
            record.push(action);
        }
        (record.to_ron(), game.outcome())
    }

    #[test]
    fn the_list_says_when_each_game_ended_and_how_even_of_records_that_do_not_say() {
        let temp = tempfile::Builder::new().prefix("parlour-history-").tempdir().expect("a temporary folder");
        let dir = temp.path();
        let (finished, outcome) = jalak(None);
        let outcome = outcome.expect("played to the end");
        let expected = match outcome.sole_winner() {
            Some(seat) => format!("{seat} won"),
            None => "drawn".to_owned(),
        };
        // As an earlier Parlour kept it: without its ending.
        write_atomically(&folder(dir).join("001700000000-000000000-jalak.ron"), &finished).expect("written");
        keep(dir, GameKind::Jalak, &finished, 10).expect("kept");
        keep(dir, GameKind::Jalak, &jalak(Some(3)).0, 10).expect("kept");
        let listed = list(dir);
        let results: Vec<&str> = listed.iter().map(|e| e.result.as_str()).collect();
        assert_eq!(results, ["unfinished", expected.as_str(), expected.as_str()], "newest first");
        let kept = |entry: &Entry| files::read_text(&entry.path).expect("read");
        assert!(kept(&listed[0]).contains("Unfinished") && kept(&listed[1]).contains("Over"), "the ending is kept");
        assert!(!kept(&listed[2]).contains("ending"), "the earlier record is left as it was");
        assert!(listed[2].date.contains("Nov 2023"), "{}", listed[2].date);
    }

    #[test]
    fn a_resignation_and_takebacks_are_kept_and_listed() {
        let temp = tempfile::Builder::new().prefix("parlour-history-").tempdir().expect("a temporary folder");
        let dir = temp.path();
        let (text, _) = jalak(Some(4));
        let mut record = Record::<Jalak>::from_ron(&text).expect("reads");
        record.ending = Some(Ending::Resigned(Seat(0)));
        record.takebacks = Some(2);
        keep(dir, GameKind::Jalak, &record.to_ron(), 10).expect("kept");
        record.ending = None;
        record.takebacks = Some(0);
        keep(dir, GameKind::Jalak, &record.to_ron(), 10).expect("kept");
        let listed = list(dir);
        assert_eq!(listed[1].result, "Player 2 won (Player 1 resigned), with takebacks");
        assert_eq!(listed[0].result, "unfinished", "takebacks allowed but unused are not marked");
        let kept = Record::<Jalak>::from_ron(&files::read_text(&listed[1].path).expect("read")).expect("reads");
        assert_eq!(kept.ending, Some(Ending::Resigned(Seat(0))), "the resignation is kept, not replayed away");
    }

    #[test]
    fn games_kept_by_an_earlier_parlour_are_listed_with_or_without_their_ending() {
        let temp = tempfile::Builder::new().prefix("parlour-history-").tempdir().expect("a temporary folder");
        let dir = temp.path();
        let old = [
            include_str!("../../../tests/fixtures/old/record-you-are-here.ron"),
            include_str!("../../../tests/fixtures/old/history-you-are-here.ron"),
        ];
        for (i, text) in old.iter().enumerate() {
            let name = format!("00170000000{i}-000000000-you-are-here.ron");
            write_atomically(&folder(dir).join(name), text).expect("written");
        }
        let listed = list(dir);
        assert_eq!(listed.len(), 2, "both are listed");
        for entry in &listed {
            assert_eq!(
                (entry.kind, entry.moves, entry.players.as_str()),
                (GameKind::YouAreHere, 11, "human vs medium")
            );
            assert_eq!(entry.result, "Player 1 won", "told by its ending, or by replaying it");
        }
    }

    #[test]
    fn results_in_words() {
        let over = |seats: &[usize]| {
            Some(Ending::Over(Outcome {
                winners: seats.iter().map(|&s| Seat(s as u8)).fold(SeatSet::default(), SeatSet::with),
            }))
        };
        assert_eq!(result_words(over(&[1]), 2), "Player 2 won");
        assert_eq!(result_words(over(&[0, 1]), 2), "drawn");
        assert_eq!(result_words(over(&[0, 2]), 4), "Player 1 and Player 3 drew");
        assert_eq!(result_words(over(&[0, 1, 3]), 4), "Player 1, Player 2 and Player 4 drew");
        assert_eq!(result_words(over(&[0]), 1), "finished", "a game played alone");
        assert_eq!(result_words(Some(Ending::Unfinished), 2), "unfinished");
        assert_eq!(result_words(Some(Ending::Resigned(Seat(0))), 2), "Player 2 won (Player 1 resigned)");
        assert_eq!(result_words(Some(Ending::Agreed), 3), "drawn by agreement");
        let three = result_words(Some(Ending::Resigned(Seat(0))), 3);
        assert_eq!(three, "Player 2 and Player 3 won (Player 1 resigned)");
        assert_eq!(result_words(None, 2), "—", "a record that no longer replays");
    }

    #[test]
    fn dates_are_told_in_the_players_time_zone() {
        let at = 1_700_000_000; // 22:13:20 on 14 November 2023, in UTC.
        assert_eq!(date_in(at, &jiff::tz::TimeZone::UTC), "14 Nov 2023, 22:13");
        let east = jiff::tz::TimeZone::fixed(jiff::tz::offset(3));
        assert_eq!(date_in(at, &east), "15 Nov 2023, 01:13");
    }

    #[test]
    fn finished_games_are_kept_newest_first_and_the_oldest_pruned() {
        let temp = tempfile::Builder::new().prefix("parlour-history-").tempdir().expect("a temporary folder");
        let dir = temp.path();
        let text = |moves: usize| {
            let actions: Vec<String> = (0..moves).map(|i| format!("\"a{i}\"")).collect();
            format!(
                "(game: \"jalak\", options: (), seed: 1, actions: [{}], players: [\"human\", \"hard\"])",
                actions.join(", ")
            )
        };
        for moves in 1..=4 {
            keep(dir, GameKind::Jalak, &text(moves), 3).expect("kept");
        }
        std::fs::write(folder(dir).join("zz-not-a-game.ron"), "junk").expect("write");
        let listed = list(dir);
        let moves: Vec<usize> = listed.iter().map(|e| e.moves).collect();
        assert_eq!(moves, [4, 3, 2], "the newest three, newest first; junk left out");
        assert_eq!(listed[0].players, "human vs hard");
    }
}
