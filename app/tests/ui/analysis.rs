//! Replays as a player studies them: Play runs on by itself, a move at a
//! time, with nothing else happening in the window; the move list in words
//! with the review's marks; each seat's summary and line on the chart; the
//! marks above the slider; the bot's choice outlined only where the viewer
//! sees it; Play from here.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use egui::accesskit::Toggled;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::{JalakTable, Keeping, ShrineTable, Table, YouAreHereTable};
use parlour::desktop::{ParlourApp, Settings};
use parlour::seat_player::SeatPlayer;
use parlour_core::advisor;
use parlour_core::bots::Level;
use parlour_core::games::jalak::{Jalak, Options as JalakOptions};
use parlour_core::games::shrine::Shrine;
use parlour_core::games::you_are_here::{Options as YouAreHereOptions, YouAreHere};
use parlour_core::record::Record;
use parlour_core::review::{Judgment, Mark};
use parlour_core::{Game, Outcome, Seat};

use crate::harness::{self, temp_dir};

/// The move a Jalak replay shows.
fn shown(harness: &Harness<'_, ParlourApp>) -> usize {
    harness::table::<JalakTable>(harness).replay_mode().expect("replaying").at
}

/// A record of `G` with `options` from `seed`, `players` named, its first
/// legal action played at most `moves` times.
pub fn record_of<G: Game>(options: G::Options, seed: u64, players: &[&str], moves: usize) -> Record<G> {
    let mut game = G::new(&options, seed).expect("a game");
    let mut record = Record::<G>::new(options, seed);
    record.players = players.iter().map(|&p| p.to_owned()).collect();
    for _ in 0..moves {
        let Some(&action) = game.legal_actions().first() else { break };
        game.apply(action).expect("legal");
        record.push(action);
    }
    record
}

/// A Jalak record from `seed` (see [`record_of`]) written into `dir`; its file.
fn jalak_record(dir: &Path, seed: u64, players: [&str; 2], moves: usize) -> PathBuf {
    let record = record_of::<Jalak>(JalakOptions::default(), seed, &players, moves);
    let file = dir.join(format!("jalak-{seed:05}.ron"));
    std::fs::write(&file, record.to_ron()).expect("written");
    file
}

/// A review of `record` as the hard bot might have written it: every
/// decision judged, from 50 %, good but the `marked` ones (move index and
/// points given away); the bot's choice is the last legal action.
pub fn review_of<G: Game>(record: &Record<G>, marked: &[(usize, f64)]) -> Vec<Judgment> {
    let mut game = G::new(&record.options, record.seed).expect("a game");
    let mut judged = Vec::new();
    for (index, played) in record.actions.iter().enumerate() {
        let seat = game.to_act().expect("a decision");
        let best = game.legal_actions().last().expect("legal").to_string();
        let lost = marked.iter().find(|(i, _)| *i == index).map_or(0.0, |(_, lost)| *lost);
        judged.push(Judgment {
            index,
            seat: seat.0 + 1,
            played: played.clone(),
            best: if lost > 0.0 { best } else { played.clone() },
            played_text: String::new(),
            best_text: String::new(),
            value_before: 0.5,
            value_after: 0.5 - lost,
            mark: Mark::of(lost),
            tied: false,
        });
        let Ok(action) = played.parse::<G::Action>() else { panic!("{played} is not in the record's notation") };
        game.apply(action).expect("legal");
    }
    judged
}

/// The app with `record` kept in its History beside the review `judged`,
/// replaying it from the History window.
pub fn replayed<G: Game>(
    name: &str,
    record: &Record<G>,
    judged: &[Judgment],
) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let folder = dir.path().join("history");
    std::fs::create_dir_all(&folder).expect("a history");
    let file = folder.join(format!("2026-11-29-120000-{}.ron", G::INFO.id));
    std::fs::write(&file, record.to_ron()).expect("written");
    // Where the History keeps a game's review: beside it.
    std::fs::write(file.with_extension("review.json"), serde_json::to_string(judged).expect("json")).expect("written");
    let mut harness = harness::harness(Settings::default(), dir.path());
    harness.get_by_label("History").click();
    harness.run_steps(2);
    harness.get_by_label_contains(&format!("Replay {}", G::INFO.name)).click();
    harness.run_steps(3);
    (dir, harness)
}

#[test]
fn analysis_play_runs_on_with_no_input_at_all() {
    let dir = temp_dir("analysis-play");
    let file = jalak_record(dir.path(), 5, ["human", "human"], usize::MAX);
    let mut harness = harness::harness(Settings::default(), dir.path());
    harness.state_mut().open_files(&[file]);
    harness.run_steps(2);
    assert_eq!(shown(&harness), 0);
    harness.get_by_label("Play").click();
    harness.run_steps(1);
    // From here on, no input: a window draws a frame only when asked to, so
    // every frame must ask for the next while the replay plays.
    for frame in 0.. {
        if shown(&harness) >= 6 {
            break;
        }
        let asked = harness.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
        assert!(asked <= Duration::from_secs(1), "at move {}, the replay asked for no next frame", shown(&harness));
        assert!(frame < 3000, "six moves never came");
        harness.step();
    }
}

#[test]
fn analysis_seats_are_named_for_who_sat_there_bots_of_no_level_too() {
    let dir = temp_dir("analysis-seats");
    let file = jalak_record(dir.path(), 7, ["random", "greedy"], 6);
    let mut harness = harness::harness(Settings::default(), dir.path());
    harness.state_mut().open_files(&[file]);
    harness.run_steps(2);
    let seats = harness::table::<JalakTable>(&harness).session().seats().to_vec();
    assert_eq!(seats.iter().map(ToString::to_string).collect::<Vec<_>>(), ["Bot: random", "Bot: greedy"]);
    assert!(harness.query_by_label_contains("random").is_some(), "the table names the random bot");
    assert!(harness.query_by_label_contains("Human").is_none(), "no seat is called Human");
}

/// Row `n` of the move list ("4. Player 2 …").
fn row<'h>(harness: &'h Harness<'_, ParlourApp>, n: usize) -> egui_kittest::Node<'h> {
    let prefix = format!("{n}. Player ");
    harness.get_by(move |node| node.label().is_some_and(|label| label.starts_with(&prefix)))
}

#[test]
fn analysis_move_list_says_every_move_in_words_with_its_mark_and_goes_there() {
    let record = record_of::<Jalak>(JalakOptions::default(), 9, &["human", "medium"], 80);
    let judged = review_of(&record, &[(3, 0.25), (6, 0.07)]);
    let (_dir, mut harness) = replayed("analysis-moves", &record, &judged);
    let at =
        |harness: &Harness<'_, ParlourApp>| harness::table::<JalakTable>(harness).replay_mode().expect("replaying").at;
    // Every move in words, numbered, none in notation; the marks beside them.
    assert_moves_in_words(&harness, &record, 12);
    assert!(row(&harness, 4).accesskit_node().label().unwrap_or_default().ends_with("??"));
    assert!(row(&harness, 7).accesskit_node().label().unwrap_or_default().ends_with("?!"));
    // A click on a move studies it: the board just before it, the row lit.
    row(&harness, 4).click();
    harness.run_steps(2);
    assert_eq!(at(&harness), 3);
    assert_eq!(row(&harness, 4).accesskit_node().toggled(), Some(Toggled::True), "the move under study is lit");
    assert_eq!(row(&harness, 5).accesskit_node().toggled(), Some(Toggled::False));
    // Its judgment is told below the board.
    harness.get_by_label_contains("— a blunder (win chance 50% → 25%, 25.0 percentage points of it given away).");
    // ↓ and ↑ go down and up the list, as → and ← do.
    harness.key_press(egui::Key::ArrowDown);
    harness.run_steps(1);
    assert_eq!(at(&harness), 4);
    harness.key_press(egui::Key::ArrowUp);
    harness.key_press(egui::Key::ArrowUp);
    harness.run_steps(1);
    assert_eq!(at(&harness), 2);
    assert_eq!(row(&harness, 3).accesskit_node().toggled(), Some(Toggled::True));
    // The move under study is scrolled into view, wherever it is.
    harness.key_press(egui::Key::End);
    harness.run_steps(3);
    let last_row = |label: &str| label.starts_with("End of the game") || label.starts_with("Where the record stops");
    let end = harness.get_by(move |node| node.label().is_some_and(|l| last_row(&l))).rect();
    let list = harness.get_by_label("Moves").rect();
    assert!(end.top() > list.bottom() && end.bottom() <= 820.0, "the end of the list in view: {end:?} below {list:?}");
    harness.key_press(egui::Key::Home);
    harness.run_steps(3);
    assert!(row(&harness, 1).rect().top() > list.bottom(), "the first move in view again");
}

/// Checks that the first `moves` rows of the move list say each move of
/// `record` in the words the log writes of it (as Player 1 reads it),
/// numbered, and nowhere in the game's notation.
fn assert_moves_in_words<G: Game>(harness: &Harness<'_, ParlourApp>, record: &Record<G>, moves: usize) {
    let mut game = G::new(&record.options, record.seed).expect("a game");
    let rows: Vec<String> = (1..=moves)
        .map(|n| {
            let prefix = format!("{n}. ");
            let node = harness.get_by(move |node| node.label().is_some_and(|label| label.starts_with(&prefix)));
            node.accesskit_node().label().unwrap_or_default()
        })
        .collect();
    for (n, (text, notation)) in rows.iter().zip(&record.actions).enumerate() {
        let name = G::INFO.name;
        let Ok(action) = notation.parse::<G::Action>() else { panic!("{notation} is not in the record's notation") };
        let unsaid = game.action_in_words(action);
        let events = game.apply(action).expect("legal");
        let said = events.iter().map(|e| game.describe(e, Some(Seat(0)))).find(|line| !line.is_empty());
        let words = said.unwrap_or(unsaid);
        let words = words.trim_end_matches('.');
        let told = text.strip_prefix(&format!("{}. ", n + 1)).unwrap_or_default();
        assert!(told.contains(words), "{name}, move {}: {text:?} does not say {words:?}", n + 1);
        assert_ne!(told.trim_end_matches(['?', '!', ' ', '.']), notation, "{name}, move {}: notation alone", n + 1);
        // A notation of letters alone is a word ("draw", "pass"); any other
        // ("c2+ n", "#3@b2", "attack p2 7h") must never be read out.
        if !notation.chars().all(|c| c.is_ascii_lowercase()) {
            assert!(!told.contains(notation.as_str()), "{name}, move {}: {text:?} holds {notation:?}", n + 1);
        }
    }
}

/// Checks the move list of a replay of a game of `G`, its first legal
/// action played a dozen times (fewer where it ends sooner).
fn moves_said_in_words<G: Game>(name: &str) {
    let options = G::Options::default();
    let seats = G::new(&options, 21).expect("a game").seat_count();
    let record = record_of::<G>(options, 21, &vec!["human"; seats], 12);
    let moves = record.actions.len();
    assert!(moves >= 8, "{}: {moves} moves", G::INFO.name);
    let (_dir, harness) = replayed(name, &record, &review_of(&record, &[]));
    assert_moves_in_words(&harness, &record, moves);
}

#[test]
fn analysis_the_move_list_of_every_game_says_its_moves_in_words_not_notation() {
    // Jalak's notation has neither '#' nor '@': each game is held up
    // against its own.
    moves_said_in_words::<Jalak>("analysis-words-jalak");
    moves_said_in_words::<Shrine>("analysis-words-shrine");
    moves_said_in_words::<YouAreHere>("analysis-words-yah");
    moves_said_in_words::<parlour_core::games::unicorn_jelly::UnicornJelly>("analysis-words-uj");
    moves_said_in_words::<parlour_core::games::wonderland::Wonderland>("analysis-words-wonderland");
}

#[test]
fn analysis_each_seat_has_its_line_and_summary_at_three_seats() {
    let options = parlour_core::games::shrine::Options { players: 3, ..Default::default() };
    let record = record_of::<Shrine>(options, 5, &["medium", "random", "random"], 30);
    let judged = review_of(&record, &[(1, 0.25), (4, 0.12), (5, 0.06)]);
    let (_dir, harness) = replayed("analysis-chart", &record, &judged);
    // The chart's legend: one line a seat, and the marks.
    for name in ["Player 1", "Player 2", "Player 3"] {
        let entry = format!("{name} on the chart");
        assert!(harness.query_by_label(&entry).is_some(), "{name} is in the chart's legend");
    }
    // The summary, a line a seat, counts each seat's own marks.
    for seat in [&judged[1], &judged[4], &judged[5]] {
        let mark = match seat.mark {
            Mark::Blunder => "1 blunder in",
            Mark::Mistake => "1 mistake,",
            _ => "1 inaccuracy,",
        };
        let wanted = format!("Player {}: accuracy", seat.seat);
        let node = harness.get_by_label_contains(&wanted);
        // A label's words are its value.
        let line = node.accesskit_node().value().unwrap_or_default();
        assert!(line.contains(mark), "Player {}'s summary counts {mark}: {line}", seat.seat);
    }
    // Each seat's chart line is its own chance, not one minus another's.
    let replay = harness::table::<ShrineTable>(&harness).replay_mode().expect("replaying");
    let lines = replay.chart_lines().expect("reviewed");
    assert_eq!(lines.len(), 3);
    let fallen = &lines[usize::from(judged[1].seat) - 1];
    assert!(fallen.points.contains(&[2.0, 25.0]), "the blunder shows as its seat's fall to 25%: {:?}", fallen.points);
}

#[test]
fn analysis_every_mark_sits_above_the_slider_clear_of_the_buttons() {
    let record = record_of::<Jalak>(JalakOptions::default(), 11, &["human", "human"], 40);
    let marked: Vec<(usize, f64)> = [0, 1, 2, 20, 38, 39].iter().map(|&i| (i, 0.3)).collect();
    let judged = review_of(&record, &marked);
    let (_dir, mut harness) = replayed("analysis-marks", &record, &judged);
    let buttons: Vec<egui::Rect> =
        ["To the start (Home)", "Back one move (←)", "On one move (→)", "To the end (End)", "Play"]
            .iter()
            .map(|label| harness.get_by_label(label).rect())
            .collect();
    // The board shows where the first move is to be played, and says so.
    harness.get_by_label("Before move 1 of 40");
    let slider = harness.get_by_label("Move shown");
    assert_eq!(slider.accesskit_node().role(), egui::accesskit::Role::Slider, "the slider is found by its name");
    let slider = slider.rect();
    let last = record.actions.len() as f32;
    assert_eq!(record.actions.len(), 40);
    for (index, _) in &marked {
        let name = format!("Move {}: a blunder by Player {}", index + 1, judged[*index].seat);
        let rect = harness.get_by_label(&name).rect();
        assert!(buttons.iter().all(|b| !b.intersects(rect)), "the mark of move {} is under a button", index + 1);
        // Right above the slider, not on it nor anywhere else.
        assert!(rect.bottom() <= slider.top() + 0.5, "the mark of move {} {rect:?} is not above {slider:?}", index + 1);
        assert!(slider.top() - rect.bottom() < 12.0, "the mark of move {} {rect:?} is far above {slider:?}", index + 1);
        // Over the place the handle stands when that move is shown: along
        // the slider as the move is along the game (the handle's rail is
        // inset by less than its height at each end).
        let along = slider.left() + slider.width() * *index as f32 / last;
        assert!(
            (rect.center().x - along).abs() < slider.height(),
            "the mark of move {} at x {} is not over its place on the slider, {along}",
            index + 1,
            rect.center().x
        );
    }
    let first = harness.get_by_label("Move 1: a blunder by Player 1").rect();
    let next = harness.get_by_label("Move 2: a blunder by Player 2").rect();
    assert!(next.center().x > first.center().x, "marks in the order of the moves");
    harness.get_by_label("Move 21: a blunder by Player 1").click();
    harness.run_steps(2);
    assert_eq!(
        harness::table::<JalakTable>(&harness).replay_mode().expect("replaying").at,
        20,
        "a mark goes to its move"
    );
}

/// Whether anything is outlined in gold (the bot's choice) this frame.
fn gold_outline(harness: &Harness<'_, ParlourApp>) -> bool {
    harness.output().shapes.iter().any(|clipped| match &clipped.shape {
        egui::Shape::Rect(rect) => rect.stroke.color == egui::Color32::GOLD,
        egui::Shape::Path(path) => path.stroke.color == egui::epaint::ColorMode::Solid(egui::Color32::GOLD),
        _ => false,
    })
}

#[test]
fn analysis_outlines_the_bots_choice_only_in_the_deciding_seats_view() {
    let record = record_of::<YouAreHere>(YouAreHereOptions::default(), 3, &["human", "hard"], usize::MAX);
    // The first decision given away, by Player 1, its better move a card of
    // Player 1's hand.
    let judged = review_of(&record, &[(0, 0.3)]);
    assert_eq!(judged[0].seat, 1);
    let (_dir, mut harness) = replayed("analysis-outline", &record, &judged);
    assert!(gold_outline(&harness), "seen as Player 1, the card is outlined in Player 1's hand");
    harness.get_by_label("The table seen as Player 1").click();
    harness.run_steps(2);
    harness.get_by_label("As Player 2").click();
    harness.run_steps(3);
    assert_eq!(harness::table::<YouAreHereTable>(&harness).replay_mode().expect("replaying").viewer, Seat(1));
    assert!(!gold_outline(&harness), "seen as Player 2, nothing in Player 2's hand is outlined");
    assert!(harness.query_by_label_contains("The advisor would rather").is_some(), "the choice is said in words");
}

#[test]
fn analysis_play_from_here_plays_on_from_the_move_under_study() {
    let record = record_of::<Jalak>(JalakOptions::default(), 13, &["human", "hard"], usize::MAX);
    let judged = review_of(&record, &[]);
    let (dir, mut harness) = replayed("analysis-from-here", &record, &judged);
    // The game goes on long past the move studied, and there Player 1 (a
    // person) is to move: nothing is played before they do.
    let studied = 6;
    assert!(record.actions.len() > studied + 10, "a whole game: {} moves", record.actions.len());
    let mut there = Jalak::new(&record.options, record.seed).expect("a game");
    for text in &record.actions[..studied] {
        there.apply(text.parse().expect("the record's notation")).expect("legal");
    }
    assert_eq!(there.to_act(), Some(Seat(0)), "Player 1 decides at the move studied");
    for _ in 0..studied {
        harness.key_press(egui::Key::ArrowRight);
    }
    harness.run_steps(2);
    assert_eq!(harness::table::<JalakTable>(&harness).replay_mode().expect("replaying").at, studied);
    harness.get_by_label("Play from here").click();
    harness.run_steps(3);
    let table = harness::table::<JalakTable>(&harness);
    assert!(table.replay_mode().is_none(), "a game, no longer a replay");
    assert_eq!(table.session().record().actions, record.actions[..studied], "the moves up to the one studied, no more");
    assert_eq!(table.session().state(), &there, "the position of the move under study, not the end's");
    assert_eq!(table.session().state().to_act(), Some(Seat(0)), "Player 1 to move");
    assert_eq!(table.session().seats(), [SeatPlayer::Human, SeatPlayer::Bot(Level::Medium)], "you against medium");
    assert!(table.session().record().played_on, "marked as played on from a replay");
    // A study, not one of the player's games: given up, it is no loss.
    let before = harness.state().settings().tallies.clone();
    harness.get_by_label("Resign…").click();
    harness.run_steps(2);
    harness.get_by_label("Resign").click();
    harness.run_steps(3);
    assert_eq!(harness.state().settings().tallies, before, "the Records are as they were");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.get_by_label("History").click();
    harness.run_steps(2);
    assert!(harness::is_shown(&harness, "played on from a replay"), "marked in the History");
    let _ = dir;
}

#[test]
fn analysis_a_game_played_on_with_cards_dealt_afresh_may_be_resigned_and_counts_nothing() {
    let record = record_of::<YouAreHere>(YouAreHereOptions::default(), 3, &["human", "hard"], usize::MAX);
    let judged = review_of(&record, &[]);
    let (_dir, mut harness) = replayed("analysis-from-here-dealt", &record, &judged);
    harness.get_by_label("Play from here").click();
    harness.run_steps(3);
    let table = harness::table::<YouAreHereTable>(&harness);
    assert!(table.replay_mode().is_none(), "a game, no longer a replay");
    assert_eq!(table.keeping(), Keeping::Nothing, "dealt afresh where Player 1 could not see: not kept");
    let before = harness.state().settings().tallies.clone();
    harness.get_by_label("Resign…").click();
    harness.run_steps(2);
    harness.get_by_label("Resign").click();
    harness.run_steps(3);
    let ended = harness::table::<YouAreHereTable>(&harness).session().outcome();
    assert_eq!(ended, Some(Outcome::win(Seat(1))), "given up, the game is over");
    assert_eq!(harness.state().settings().tallies, before, "the Records are as they were");
}

/// Steps `harness` until the table has nothing left to work out in the
/// background — the study, once started, is done — however long the
/// machine takes: what it shows depends on its iterations, not on time.
fn until_worked_out(harness: &mut Harness<'_, ParlourApp>) {
    // The study starts once the replay has rested on the move a moment.
    harness.run_steps(30);
    let working = |h: &Harness<'_, ParlourApp>| match h.state().screen() {
        parlour::desktop::Screen::Table(table) => table.working(),
        _ => false,
    };
    while working(harness) {
        std::thread::sleep(Duration::from_millis(10));
        harness.step();
    }
    harness.run_steps(2);
}

#[test]
fn analysis_the_bots_study_gives_its_choices_the_line_it_expects_and_its_proof() {
    let record = record_of::<YouAreHere>(YouAreHereOptions::default(), 3, &["human", "hard"], usize::MAX);
    let judged = review_of(&record, &[]);
    let (_dir, mut harness) = replayed("analysis-study", &record, &judged);
    // Near the end, where the solver proves the result.
    let near_end = record.actions.len() - 4;
    for _ in 0..near_end {
        harness.key_press(egui::Key::ArrowRight);
    }
    harness.run_steps(2);
    until_worked_out(&mut harness);
    // What the study must say: the advisor's study of the position, seeded
    // from the position as every use of the advisor is (its budget is the
    // solver's, exact, or a number of iterations: the same on any machine).
    let mut there = YouAreHere::new(&record.options, record.seed).expect("a game");
    for text in &record.actions[..near_end] {
        there.apply(text.parse().expect("the record's notation")).expect("legal");
    }
    let played = record.actions[near_end].parse().expect("the record's notation");
    let expected = advisor::study(&there, Some(played), &AtomicBool::new(false));
    assert!(expected.proof.is_some() && !expected.line.is_empty(), "the solver proves and plays on: {expected:?}");
    let proof = format!("Player {} {}.", expected.seat, expected.proof_words().expect("a proof"));
    assert!(harness.query_by_label(&proof).is_some(), "the solver's proof is said: {proof}");
    let choices: Vec<String> = harness
        .query_all_by(|node| {
            node.value().is_some_and(|v| v.starts_with("1. ") || v.starts_with("2. ") || v.starts_with("3. "))
        })
        .filter_map(|node| node.accesskit_node().value())
        .filter(|words| ["%", "wins", "draws", "loses"].iter().any(|end| words.ends_with(end)))
        .collect();
    assert_eq!(choices.len(), expected.choices.len(), "the study's choices: {choices:?}");
    for (n, (shown, choice)) in choices.iter().zip(&expected.choices).enumerate() {
        // A proof that took the hidden cards as known leaves the choices
        // their win chances from what the seat knew; the advisor's own
        // proof tells each by the result it forces.
        let worth = match choice.value {
            v if expected.known => format!("{:.0}%", v * 100.0),
            v if v >= 1.0 => "wins".to_owned(),
            v if v <= 0.0 => "loses".to_owned(),
            v if (v - 0.5).abs() < f64::EPSILON => "draws".to_owned(),
            v => format!("{:.0}%", v * 100.0),
        };
        let tied = if choice.tied { " (as good as the first)" } else { "" };
        assert_eq!(shown, &format!("{}. {}{tied} — {worth}", n + 1, choice.text.trim_end_matches('.')));
        assert!(!shown.contains('#') && !shown.contains('@'), "choices in words: {shown}");
    }
    // The line it expects after the best: every move of best play, in words.
    let line: Vec<&str> = expected.line.iter().map(|step| step.text.trim_end_matches('.')).collect();
    let line = format!("After the first it expects: {}.", line.join("; "));
    assert!(harness.query_by_label(&line).is_some(), "the line is told: {line}");
    assert!(!line.contains('#') && !line.contains('@'), "the line in words: {line}");
    // Moving on drops the study of the move before.
    harness.key_press(egui::Key::ArrowRight);
    harness.run_steps(2);
    assert!(harness.query_by_label(&line).is_none(), "a study belongs to its move");
    assert!(harness.query_by_label_contains("choices for Player").is_none(), "no choices of the move before");
}
