//! Each game's lesson, opened from the shelf and completed by following
//! its pointers: the outlined things clicked in order where a step asks for
//! an action — the move then stays on the table, with the log's words for
//! it, until Next step — and Next step where it asks to read or watch;
//! then the real game it offers. And what a lesson does with a move the
//! step does not ask for: it says so in the words of the table's buttons,
//! wrapped whole.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::pointing::names;
use parlour::desktop::tables::{Board, Frame};
use parlour::desktop::{ParlourApp, Settings};
use parlour_core::GameKind;
use parlour_core::lesson::Task;

use crate::harness::{self, temp_dir};

/// The lesson's table.
fn frame<'h, B: Board>(harness: &'h Harness<'_, ParlourApp>) -> &'h Frame<B> {
    harness.state().table_as::<Frame<B>>().expect("the lesson's table is open")
}

/// Clicks the widget that `pointer` names (its label, or the label's
/// beginning up to a word's end).
fn click_pointed(harness: &mut Harness<'_, ParlourApp>, pointer: &str) {
    let node = harness
        .query_all_by_label_contains(pointer)
        .find(|node| node.accesskit_node().label().is_some_and(|label| names(pointer, &label)))
        .unwrap_or_else(|| panic!("nothing on the table is named {pointer}"));
    node.click();
    // What the click opened (the buttons of a picked card) settles.
    harness.run_steps(3);
}

/// What a widget says: a button's label, or a text's value.
fn words_of(node: &egui_kittest::Node<'_>) -> String {
    let node = node.accesskit_node();
    node.label().or_else(|| node.value()).unwrap_or_default()
}

/// Where each seat's row of the side panel lies: what the seats and scores
/// are told in.
fn seat_rows(harness: &Harness<'_, ParlourApp>) -> Vec<(String, egui::Rect)> {
    ["Player 1", "Player 2"]
        .into_iter()
        .filter_map(|seat| {
            let node = harness.query_all_by_label_contains(seat).find(|n| words_of(n).starts_with(seat))?;
            Some((seat.to_owned(), node.rect()))
        })
        .collect()
}

/// Opens `kind`'s lesson from the shelf and follows it to the end; returns
/// how many steps it took. The side panel's seat rows stay still all the
/// while.
fn complete_lesson<B: Board>(kind: GameKind) -> usize {
    let dir = temp_dir(&format!("lesson-{}", kind.info().id));
    let settings = Settings { animation: parlour::desktop::AnimationSpeed::Instant, ..Settings::default() };
    let mut harness = harness::harness(settings, dir.path());
    harness.get_by_label(&format!("Learn to play {}", kind.info().name)).click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "at a table");
    let count = frame::<B>(&harness).lesson_mode().expect("a lesson").lesson.steps.len();
    harness.get_by_label_contains(&format!("step 1 of {count}"));
    // The rivals play the lesson's moves, not a bot's.
    harness.get_by_label("Player 2 · played by the lesson");
    assert_eq!(harness.query_all_by_label_contains("Bot: ").count(), 0, "{kind:?}: no bot is named in a lesson");
    let mut steps = 0;
    let rows = seat_rows(&harness);
    assert_eq!(rows.len(), 2, "{kind:?}: both seats are in the side panel");
    let back = harness.get_by_label("Back").rect();
    while !frame::<B>(&harness).lesson_mode().expect("a lesson").finished() {
        assert_eq!(seat_rows(&harness), rows, "{kind:?} step {}: the side panel moved", steps + 1);
        assert_eq!(harness.get_by_label("Back").rect(), back, "{kind:?} step {}: Back moved", steps + 1);
        let lesson = frame::<B>(&harness).lesson_mode().expect("a lesson");
        let step = lesson.step();
        let pointers = lesson.pointers().to_vec();
        let task = lesson.lesson.steps[step].task().expect("a task");
        let played = frame::<B>(&harness).session().log().len();
        if matches!(task, Task::Take(_) | Task::Any) {
            // The keyboard's focus starts on something the step points at.
            harness.run_steps(2);
            if let Some(focused) = harness::focused(&harness) {
                let on = pointers.iter().any(|p| names(p, &focused));
                assert!(on, "{kind:?} step {}: the focus on {focused:?}, not on {pointers:?}", step + 1);
            }
            for pointer in &pointers {
                click_pointed(&mut harness, pointer);
            }
            let frame = frame::<B>(&harness);
            let lesson = frame.lesson_mode().expect("a lesson");
            // The action was taken, and stays on the table with the log's
            // words for it until the learner goes on.
            assert!(
                frame.session().log().len() > played,
                "{kind:?} step {}: following the pointers took the action",
                step + 1
            );
            assert_eq!(lesson.step(), step, "{kind:?} step {}: the move stays until Next step", step + 1);
            // The focus waits on the way on, whatever the table asks next.
            harness.run_steps(2);
            let next = if step + 1 == count { "Finish" } else { "Next step" };
            let focus = harness::focused(&harness);
            assert_eq!(focus.as_deref(), Some(next), "{kind:?} step {}: the focus after the move", step + 1);
            let lesson = self::frame::<B>(&harness).lesson_mode().expect("a lesson");
            assert!(
                lesson.said().is_some_and(|said| !said.is_empty()),
                "{kind:?} step {}: the log's words for the move are shown",
                step + 1
            );
        } else {
            for pointer in &pointers {
                assert!(
                    harness.query_all_by_label_contains(pointer).count() > 0,
                    "{kind:?} step {}: {pointer} is on the table",
                    step + 1
                );
            }
            // A step that only shows asks nothing of the table: the status
            // says to read on, and the focus waits on the way on, so that
            // Enter goes on.
            let next = if step + 1 == count { "Finish" } else { "Next step" };
            let told = if matches!(task, Task::Read) { "Read this step, then press" } else { "See what the move did" };
            let session = frame::<B>(&harness).session();
            if session.human_to_act().is_some() && parlour_core::Game::outcome(session.state()).is_none() {
                assert!(harness::is_shown(&harness, told), "{kind:?} step {}: the status says {told}", step + 1);
            }
            assert!(!harness::is_shown(&harness, "Your turn"), "{kind:?} step {}: no turn is asked for", step + 1);
            assert_eq!(harness::focused(&harness).as_deref(), Some(next), "{kind:?} step {}: the focus", step + 1);
            harness.key_press(egui::Key::Enter);
            harness.run_steps(2);
            let lesson = frame::<B>(&harness).lesson_mode().expect("a lesson");
            assert!(lesson.step() > step || lesson.finished(), "{kind:?} step {}: Enter went on", step + 1);
            assert!(
                !harness::is_shown(&harness, "Read this step first"),
                "{kind:?} step {}: nothing refused",
                step + 1
            );
        }
        let lesson = frame::<B>(&harness).lesson_mode().expect("a lesson");
        if lesson.step() == step && !lesson.finished() {
            let next = if step + 1 == count { "Finish" } else { "Next step" };
            harness.get_by_label(next).click();
            harness.run_steps(2);
        }
        steps += 1;
        assert!(steps <= count, "{kind:?}: the lesson ends");
    }
    // Where the lesson was left is forgotten once it is done.
    assert!(!harness.state().settings().lessons.contains_key(kind.info().id));
    // "Lesson complete": the real game it offers has the keyboard's focus,
    // and Enter starts it; nothing asks for the Finish that is gone.
    harness.run_steps(2);
    assert!(!harness::is_shown(&harness, "Press Finish"), "{kind:?}: Finish is gone");
    let focus = crate::harness::focused(&harness);
    assert_eq!(focus.as_deref(), Some("Play a real game against the easy bot"), "{kind:?}: the focus at the end");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    let frame = frame::<B>(&harness);
    assert!(frame.lesson_mode().is_none(), "a real game, not the lesson");
    assert_eq!(frame.session().seats()[1], parlour::seat_player::SeatPlayer::Bot(parlour_core::bots::Level::Easy));
    harness.get_by_label("Player 2 · Bot: easy");
    steps
}

#[test]
fn the_you_are_here_lesson_completes_by_following_its_pointers() {
    use parlour::desktop::tables::you_are_here::YouAreHereBoard;
    assert_eq!(complete_lesson::<YouAreHereBoard>(GameKind::YouAreHere), 9);
}

#[test]
fn the_unicorn_jelly_lesson_completes_by_following_its_pointers_and_its_panel_stays_still() {
    use parlour::desktop::tables::unicorn_jelly::UnicornJellyBoard;
    assert_eq!(complete_lesson::<UnicornJellyBoard>(GameKind::UnicornJelly), 14);
}

#[test]
fn the_jalak_lesson_completes_by_following_its_pointers() {
    use parlour::desktop::tables::jalak::JalakBoard;
    assert_eq!(complete_lesson::<JalakBoard>(GameKind::Jalak), 13);
}

#[test]
fn the_shrine_lesson_completes_by_following_its_pointers() {
    use parlour::desktop::tables::shrine::ShrineBoard;
    assert_eq!(complete_lesson::<ShrineBoard>(GameKind::Shrine), 26);
}

#[test]
fn the_wonderland_lesson_completes_by_following_its_pointers() {
    use parlour::desktop::tables::wonderland::WonderlandBoard;
    assert_eq!(complete_lesson::<WonderlandBoard>(GameKind::Wonderland), 15);
}

#[test]
fn a_lesson_refuses_another_move_gently_and_resumes_where_it_was_left() {
    use parlour::desktop::tables::you_are_here::YouAreHereBoard;
    let dir = temp_dir("lesson-refusal");
    let settings = Settings { animation: parlour::desktop::AnimationSpeed::Instant, ..Settings::default() };
    let mut harness = harness::harness(settings, dir.path());
    harness.get_by_label("Learn to play The You Are Here Game").click();
    harness.run_steps(2);
    harness.get_by_label("Next step").click();
    harness.run_steps(2);
    // Step 2 asks for the Probe on b2: a1 is refused, and nothing is played.
    click_pointed(&mut harness, "Hand card 1");
    click_pointed(&mut harness, "Square a1");
    let table = frame::<YouAreHereBoard>(&harness);
    assert_eq!(table.lesson_mode().expect("a lesson").step(), 1);
    assert!(table.session().state().at("a1".parse().expect("a square")).is_none(), "a1 stays empty");
    // Told in the table's words, never in notation.
    let told = words_of(&harness::shown_containing(&harness, "this step asks for"));
    assert!(
        told.contains("“Lay Probe (hand card 1) on a1” is a fine move")
            && told.contains("asks for “Lay Probe (hand card 1) on b2”"),
        "{told}"
    );
    assert!(!told.contains('#') && !told.contains('@') && !told.contains('`'), "no notation: {told}");
    // The shelf, then the lesson again: it resumes at step 2.
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert_eq!(harness.state().settings().lessons.get("you-are-here"), Some(&1));
    harness.get_by_label("Learn to play The You Are Here Game").click();
    harness.run_steps(2);
    harness.get_by_label_contains("step 2 of 9");
    assert!(harness.query_by_label_contains("Continue").is_none(), "a lesson is not a game in progress");
}

/// Opens `kind`'s lesson at step `step` (from 1), where the learner left it.
fn lesson_at(kind: GameKind, step: usize) -> Harness<'static, ParlourApp> {
    let dir = temp_dir(&format!("lesson-{}-at-{step}", kind.info().id));
    let mut settings = Settings { animation: parlour::desktop::AnimationSpeed::Instant, ..Settings::default() };
    settings.lessons.insert(kind.info().id.to_owned(), step - 1);
    let mut harness = harness::harness(settings, dir.path());
    harness.get_by_label(&format!("Learn to play {}", kind.info().name)).click();
    harness.run_steps(2);
    harness.get_by_label_contains(&format!("step {step} of "));
    harness
}

#[test]
fn a_step_that_only_shows_offers_no_move_until_the_learner_goes_on() {
    // You Are Here's step 1 is to read: no square takes a card, and the
    // status says to read on.
    let mut harness = lesson_at(GameKind::YouAreHere, 1);
    harness.get_by_label_contains("Hand card 1").click();
    harness.run_steps(2);
    let (square, usable) = harness::named_at(&harness, "Square a1");
    assert!(!usable, "a step that only shows offers no square: {square}");
    harness::shown_containing(&harness, "Read this step, then press Next step");
    harness.get_by_label("Next step").click();
    harness.run_steps(2);
    harness.get_by_label_contains("step 2 of 9");
    assert!(!harness::is_shown(&harness, "Read this step"), "the words went with their step");
    // Shrine's step 1 shows the table: its action bar offers no move.
    let harness = lesson_at(GameKind::Shrine, 1);
    harness::shown_containing(&harness, "Read this step, then press Next step");
    assert_eq!(
        harness.query_all_by_label_contains("Draw from the deck").count(),
        0,
        "a step that only shows offers no action"
    );
}

#[test]
fn the_learners_move_stays_on_the_table_with_the_logs_words_until_next_step() {
    use parlour::desktop::tables::shrine::ShrineBoard;
    // Step 3: attack Player 2's 9♥ with 5♠ + 4♣; step 4 sets up a heal.
    let mut harness = lesson_at(GameKind::Shrine, 3);
    let named = |harness: &Harness<'_, ParlourApp>, start: &str, end: &str| {
        let wanted = |l: &str| l.starts_with(start) && l.ends_with(end);
        harness.query_by(|n| n.label().is_some_and(|l| wanted(&l))).is_some()
    };
    assert!(named(&harness, "Player 2's Shrine: ", "9♥ on top"));
    for pointer in ["5♠ in your hand", "4♣ in your hand", "Attack Player 2"] {
        click_pointed(&mut harness, pointer);
    }
    for _ in 0..3 {
        // The board after the attack, however long the learner looks: the
        // 9♥ gone to the Graveyard and the 8♦ beneath turned up.
        assert!(named(&harness, "Player 2's Shrine: ", "8♦ on top"));
        assert!(named(&harness, "Graveyard: 4 cards, ", " on top"));
        // And the log's words for it, in the lesson's panel.
        harness.get_by_label_contains("• Player 1 attacks Player 2's Shrine with 4♣ + 5♠");
        harness.get_by_label_contains("• 9♥ left Player 2's Shrine for the Graveyard");
        harness.get_by_label_contains("step 3 of 26");
        harness.get_by_label("Your move is made: see what it did, then press Next step");
        assert!(frame::<ShrineBoard>(&harness).lesson_mode().expect("a lesson").said().is_some());
        harness.run_steps(10);
    }
    // Next step waits with the keyboard's focus: Enter goes on, and only
    // then does the heal's position replace the attack's.
    assert_eq!(harness::focused(&harness).as_deref(), Some("Next step"));
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    harness.get_by_label_contains("step 4 of 26");
    assert!(named(&harness, "Your Shrine: ", "7♣ on top"));
    assert!(harness.query_by_label_contains("• Player 1 attacks").is_none(), "the words went with the move");
    assert!(frame::<ShrineBoard>(&harness).lesson_mode().expect("a lesson").said().is_none());
}

/// The text painted last frame that contains `words`, with where it lies
/// and whether it was cut short.
fn painted(harness: &Harness<'_, ParlourApp>, words: &str) -> Option<(String, egui::Rect, bool, usize)> {
    fn find(shape: &egui::Shape, words: &str) -> Option<(String, egui::Rect, bool, usize)> {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().find_map(|s| find(s, words)),
            egui::Shape::Text(text) if text.galley.text().contains(words) => Some((
                text.galley.text().to_owned(),
                text.visual_bounding_rect(),
                text.galley.elided,
                text.galley.rows.len(),
            )),
            _ => None,
        }
    }
    harness.output().shapes.iter().find_map(|clipped| find(&clipped.shape, words))
}

#[test]
fn a_refused_move_is_told_in_the_buttons_words_wrapped_whole() {
    // Step 4 asks the learner to walk 2 clockwise, to p1.5.
    let mut harness = lesson_at(GameKind::Wonderland, 4);
    harness.set_size(egui::vec2(1024.0, 640.0));
    harness.run_steps(2);
    click_pointed(&mut harness, "2♦ in your hand");
    click_pointed(&mut harness, "Walk 2 counter-clockwise");
    let told = words_of(&harness::shown_containing(&harness, "Not this time"));
    assert!(told.contains("“Walk 2 counter-clockwise to p1.1” is a fine move"), "{told}");
    assert!(told.contains("this step asks for “Walk 2 clockwise to p1.5”"), "{told}");
    for notation in ["move 2d", " cw", "ccw", "`"] {
        assert!(!told.contains(notation), "no notation ({notation}) in: {told}");
    }
    // All of it is painted, wrapped over lines beside the side panel.
    let (text, rect, elided, rows) = painted(&harness, "Not this time").expect("the refusal is painted");
    assert_eq!(text, told);
    assert!(!elided && rows > 1, "the words wrap, never cut short ({rows} rows, cut: {elided})");
    let side = harness.get_by_label("Undo").rect().left();
    assert!(rect.left() >= 0.0 && rect.right() <= side, "{rect:?} lies left of the side panel at {side}");
    let ring = harness.query_all_by_label_contains("Hedge p").map(|hedge| hedge.rect().top()).fold(f32::MAX, f32::min);
    assert!(rect.bottom() <= ring, "{rect:?} lies above the ring, from {ring}");
}

#[test]
fn the_lessons_progress_is_named_with_the_step_reached() {
    let dir = temp_dir("lesson-progress");
    let mut harness = harness::harness(Settings::default(), dir.path());
    harness.get_by_label("Learn to play The You Are Here Game").click();
    harness.run_steps(2);
    harness.get_by_label("Next step").click();
    harness.run_steps(2);
    let bar = harness.get_by_role(egui::accesskit::Role::ProgressIndicator);
    let said = (bar.accesskit_node().label(), bar.accesskit_node().value());
    assert_eq!(said, (Some("Lesson progress".to_owned()), Some("step 2 of 9".to_owned())), "not a bare percentage");
}
