//! One advisor: at a position of each game, the Hint asked for at the
//! table, the review's best move for that decision and the first Hint of a
//! game played on from there in the replay are the same move, said in
//! words; the hinted move is never marked. Where the search cannot tell
//! moves apart, the Hint says so in one sentence.

use std::path::Path;
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::{
    Board, Frame, JalakTable, ShrineTable, UnicornJellyTable, WonderlandTable, YouAreHereTable,
};
use parlour::desktop::{AnimationSpeed, ParlourApp, Settings};
use parlour_core::options::GameOptions;
use parlour_core::record::Record;
use parlour_core::review::Mark;
use parlour_core::{Game, Seat, advisor, rng};

use crate::harness::{self, temp_dir};

/// The app, animations off, keeping its files in `dir`.
fn app(dir: &Path) -> Harness<'static, ParlourApp> {
    harness::harness(Settings { animation: AnimationSpeed::Instant, ..Settings::default() }, dir)
}

/// A game of `G` with `options` dealt from `seed`, a person as Player 1
/// against the easy bot, played at random (from `seed`) for at least
/// `moves` actions and on until it is Player 1's decision.
fn position<G: Game>(options: &[(&str, &str)], seed: u64, moves: usize) -> Record<G> {
    played_to(options, seed, moves).expect("the game goes on to Player 1's decision")
}

/// [`position`], or `None` if the game ends before.
fn played_to<G: Game>(options: &[(&str, &str)], seed: u64, moves: usize) -> Option<Record<G>> {
    let mut chosen = G::Options::default();
    for (key, value) in options {
        chosen.set(key, value).expect("an option the game takes");
    }
    let mut record = Record::<G>::new(chosen.clone(), seed);
    record.players = vec!["human".to_owned(), "easy".to_owned()];
    let mut game = G::new(&chosen, seed).expect("a deal");
    let mut chooser = rng::seeded(seed);
    while record.actions.len() < moves || game.to_act() != Some(Seat(0)) {
        let action = game.random_action(&mut chooser)?;
        game.apply(action).expect("legal");
        record.push(action);
    }
    Some(record)
}

/// Clicks Hint and waits until the advisor has answered; the move hinted.
fn ask_hint<B: Board>(harness: &mut Harness<'_, ParlourApp>) -> <B::Game as Game>::Action {
    harness.get_by_label("Hint").click();
    for _ in 0..4_000 {
        harness.step();
        if let Some(hint) = harness::table::<Frame<B>>(harness).session().hinted() {
            harness.run_steps(2);
            return hint;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the hint never came");
}

/// Steps until the replay's review is done.
fn wait_for_review<B: Board>(harness: &mut Harness<'_, ParlourApp>) {
    for _ in 0..8_000 {
        harness.step();
        if harness::table::<Frame<B>>(harness).replay_mode().and_then(|r| r.judgments()).is_some() {
            harness.run_steps(2);
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the review never finished");
}

/// At the position `position` of `B`'s game: the Hint, said in words; the
/// review of the game with the hinted move played, whose best move there
/// is the hint and whose mark for it is good, with no mark on the move
/// list; and the first Hint of a game played on from that move in the
/// replay: the same move.
fn hint_review_and_play_on_agree<B: Board>(name: &str, position: &Record<B::Game>) {
    let dir = temp_dir(name);
    let saved = dir.path().join("position.ron");
    std::fs::write(&saved, position.to_ron()).expect("written");
    let mut harness = app(dir.path());
    harness.state_mut().open_files(&[saved]);
    harness.run_steps(3);
    let at = position.actions.len();
    assert_eq!(harness::actions_played(&harness), at, "the saved game opened at its position");
    let hint = ask_hint::<B>(&mut harness);
    let said = harness::shown_containing(&harness, "Hint: ").accesskit_node();
    let said = said.label().or_else(|| said.value()).unwrap_or_default();
    assert!(!said.contains('#') && !said.contains('@') && said.len() > "Hint: ".len(), "in words: {said}");

    // The game with the hinted move played, replayed from the History and reviewed.
    let mut played = position.clone();
    played.push(hint);
    let folder = dir.path().join("history");
    std::fs::create_dir_all(&folder).expect("a history");
    let file = folder.join(format!("2026-11-29-120000-{}.ron", B::Game::INFO.id));
    std::fs::write(&file, played.to_ron()).expect("written");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.get_by_label("History").click();
    harness.run_steps(2);
    harness.get_by_label_contains(&format!("Replay {}", B::Game::INFO.name)).click();
    harness.run_steps(3);
    for _ in 0..at {
        harness.key_press(egui::Key::ArrowRight);
    }
    harness.run_steps(2);
    harness.get_by_label("Review").click();
    wait_for_review::<B>(&mut harness);
    let replay = harness::table::<Frame<B>>(&harness).replay_mode().expect("replaying");
    assert_eq!(replay.at, at);
    let judged = replay.judgment_here().expect("the hinted move is judged").clone();
    assert_eq!(judged.best, hint.to_string(), "the review's best is the hint: {judged:?}");
    assert_eq!(judged.mark, Mark::Good, "the hinted move is not marked: {judged:?}");
    assert_eq!(replay.best_here(), Some(hint));
    let row = format!("{}. Player 1", at + 1);
    let listed = harness.get_by(|node| node.label().is_some_and(|label| label.starts_with(&row)));
    let listed = listed.accesskit_node().label().unwrap_or_default();
    assert!(!listed.ends_with('?') && !listed.ends_with('!'), "no mark beside it: {listed}");

    // Played on from that move, against bots: the first hint is the same.
    harness.get_by_label("Play from here").click();
    harness.run_steps(3);
    let table = harness::table::<Frame<B>>(&harness);
    assert!(table.replay_mode().is_none(), "a game, no longer a replay");
    assert_eq!(table.session().human_to_act(), Some(Seat(0)), "Player 1 to play");
    assert_eq!(ask_hint::<B>(&mut harness), hint, "played on from there, the advisor says the same");
}

#[test]
fn advisor_hint_review_and_play_on_agree_in_you_are_here() {
    let position = position::<parlour_core::games::you_are_here::YouAreHere>(&[("first", "1")], 21, 4);
    hint_review_and_play_on_agree::<<YouAreHereTable as SeatedBoard>::Board>("advisor-yah", &position);
}

#[test]
fn advisor_hint_review_and_play_on_agree_in_jalak() {
    let position = position::<parlour_core::games::jalak::Jalak>(&[], 22, 6);
    hint_review_and_play_on_agree::<<JalakTable as SeatedBoard>::Board>("advisor-jalak", &position);
}

#[test]
fn advisor_hint_review_and_play_on_agree_in_shrine() {
    let position = position::<parlour_core::games::shrine::Shrine>(&[("first", "1")], 23, 3);
    hint_review_and_play_on_agree::<<ShrineTable as SeatedBoard>::Board>("advisor-shrine", &position);
}

#[test]
fn advisor_hint_review_and_play_on_agree_in_wonderland() {
    let position = position::<parlour_core::games::wonderland::Wonderland>(&[("dealer", "2")], 24, 3);
    hint_review_and_play_on_agree::<<WonderlandTable as SeatedBoard>::Board>("advisor-wonderland", &position);
}

#[test]
fn advisor_hint_review_and_play_on_agree_in_unicorn_jelly() {
    let position = position::<parlour_core::games::unicorn_jelly::UnicornJelly>(&[("first", "1")], 25, 2);
    hint_review_and_play_on_agree::<<UnicornJellyTable as SeatedBoard>::Board>("advisor-unicorn-jelly", &position);
}

#[test]
fn advisor_moves_it_cannot_tell_apart_are_said_as_one_answer() {
    use parlour_core::games::jalak::Jalak;
    // Two turns before the limit, where no trap is near, every move draws:
    // the advisor proves it and cannot tell the moves apart.
    let dir = temp_dir("advisor-ties");
    let stop = std::sync::atomic::AtomicBool::new(false);
    let position = (1..200)
        .filter_map(|seed| played_to::<Jalak>(&[("turn-limit", "20")], seed, 18))
        .find(|record| {
            let game = record.replay().expect("replays");
            record.actions.len() == 18 && advisor::advise(&game, None, &stop).ties().len() >= 2
        })
        .expect("a position");
    let saved = dir.path().join("position.ron");
    std::fs::write(&saved, position.to_ron()).expect("written");
    let mut harness = app(dir.path());
    harness.state_mut().open_files(&[saved]);
    harness.run_steps(3);
    ask_hint::<<JalakTable as SeatedBoard>::Board>(&mut harness);
    let said = harness::shown_containing(&harness, "Hint: ").accesskit_node();
    let said = said.label().or_else(|| said.value()).unwrap_or_default();
    let alike = said.ends_with(" is as good)") || said.ends_with(" other moves, as good)");
    assert!(alike, "one answer for moves alike: {said}");
    assert!(harness::is_shown(&harness, "Turn 19 of 20, then a draw."), "the turn limit in words");
}

/// The board a table type is the frame of.
trait SeatedBoard {
    /// The board.
    type Board: Board;
}

impl<B: Board> SeatedBoard for Frame<B> {
    type Board = B;
}

#[test]
fn advisor_hint_of_an_answer_takes_the_focus_so_that_enter_follows_it() {
    use parlour::desktop::tables::shrine::ShrineBoard;
    use parlour_core::games::shrine::{Action, Options, Shrine};
    let dir = temp_dir("advisor-answer-focus");
    let stop = std::sync::atomic::AtomicBool::new(false);
    // A question the person answers, where the advisor would rather not
    // let it be: the answer that spends nothing has the focus at first.
    let (file, seat, hinted) =
        harness::saved_before::<Shrine>(dir.path(), "answer.ron", &Options::default(), "easy", |game| {
            game.pending()?;
            let actions = game.legal_actions();
            if !actions.contains(&Action::Let) || actions.len() < 2 {
                return None;
            }
            advisor::advise(game, None, &stop).best().filter(|&best| best != Action::Let)
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    harness.run_steps(3);
    let before = harness::focused(&harness);
    let hint = ask_hint::<ShrineBoard>(&mut harness);
    assert_eq!(hint, hinted, "the advisor's answer");
    let session = harness::table::<Frame<ShrineBoard>>(&harness).session();
    let view = session.state().view(Some(seat));
    let words = parlour::desktop::tables::shrine::label(&view, session.record().options.healing, hint);
    let focus = harness::focused(&harness);
    assert_ne!(before, focus, "the focus was on another answer before the hint");
    assert_eq!(focus.as_deref(), Some(words.as_str()), "the hinted answer has the focus");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    let record = &harness::table::<Frame<ShrineBoard>>(&harness).session().record().actions;
    assert!(record.contains(&hint.to_string()), "Enter played the hinted answer: {record:?}");
}
