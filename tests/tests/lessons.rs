//! The five lessons, read as the app reads them and played step by step
//! through the rules: every rule of each game is listed and taught, every
//! step's task fits who is to act, and the lessons' games go where their
//! words say. And the checks a broken lesson fails.

use parlour_core::bots::Bots;
use parlour_core::lesson::{LEARNER, Lesson, LessonError, Task};
use parlour_core::{Game, GameKind, GameVisitor, Seat};

/// Each step's position and task, the state after the last step, and the
/// number of steps, for a game's own lesson.
struct Walk;

impl GameVisitor for Walk {
    type Output = Result<usize, LessonError>;

    fn visit<G: Bots>(self) -> Self::Output {
        let lesson = Lesson::<G>::from_ron(G::INFO.lesson)?;
        for concept in G::INFO.concepts {
            let taught = lesson.steps.iter().any(|s| s.teaches.iter().any(|t| t == concept));
            assert!(taught, "{}: `{concept}` is taught", G::INFO.name);
        }
        for index in 0..lesson.steps.len() {
            let (game, _) = lesson.start(index)?;
            if let Ok(Task::Take(action)) = lesson.steps[index].task() {
                assert_eq!(game.to_act(), Some(LEARNER), "{} step {}: the learner acts", G::INFO.name, index + 1);
                assert!(game.legal_actions().contains(&action), "{} step {}: legal", G::INFO.name, index + 1);
            }
        }
        Ok(lesson.steps.len())
    }
}

#[test]
fn every_game_has_a_lesson_that_teaches_all_its_rules() {
    for &kind in GameKind::ALL {
        let steps = kind.visit(Walk).unwrap_or_else(|e| panic!("{}: {e}", kind.info().name));
        assert!(steps >= 8, "{}: a lesson of {steps} steps", kind.info().name);
    }
}

/// The game after the step numbered `step` (from 1) of `G`'s lesson, with
/// that step's own action taken.
fn after<G: Game>(step: usize) -> G {
    let lesson = Lesson::<G>::from_ron(G::INFO.lesson).expect("the lesson reads");
    let (mut game, _) = lesson.start(step - 1).expect("the step starts");
    match lesson.steps[step - 1].task().expect("a task") {
        Task::Take(action) | Task::Watch(action) => {
            game.apply(action).expect("legal");
        }
        Task::Read | Task::Any => {}
    }
    game
}

#[test]
fn the_lessons_games_go_where_their_words_say() {
    use parlour_core::games::you_are_here::YouAreHere;
    use parlour_core::games::{jalak::Jalak, shrine::Shrine, unicorn_jelly::UnicornJelly, wonderland::Wonderland};
    // You Are Here: the Probe on c1 captures the Weak card (2 – 1 on the board).
    let game = after::<YouAreHere>(4);
    assert_eq!((game.score(Seat(0)), game.score(Seat(1))), (3, 0));
    // The cascade: the Rook on c2 and the Weak card on c3 become the learner's; a2 stays.
    let game = after::<YouAreHere>(6);
    assert_eq!((game.score(Seat(0)), game.score(Seat(1))), (4, 1));
    // Unicorn Jelly: the Knight defeats the Slime, then the Horn wakes it against the Wolf.
    assert_eq!(after::<UnicornJelly>(2).score(Seat(0)), 1);
    assert_eq!(after::<UnicornJelly>(6).score(Seat(0)), 2);
    // The combo: 3 + 5 = 8 defeats the Drake; Chou's Zero defeats the Drake.
    assert_eq!(after::<UnicornJelly>(7).score(Seat(0)), 1);
    assert_eq!(after::<UnicornJelly>(8).score(Seat(0)), 1);
    // Jalak: the trap wins.
    assert_eq!(after::<Jalak>(11).outcome().and_then(parlour_core::Outcome::sole_winner), Some(Seat(0)));
    // Shrine: the last attack empties Player 2's Shrine.
    assert_eq!(after::<Shrine>(25).outcome().and_then(parlour_core::Outcome::sole_winner), Some(Seat(0)));
    // Wonderland: the fifth hedge painted wins.
    assert_eq!(after::<Wonderland>(15).outcome().and_then(parlour_core::Outcome::sole_winner), Some(Seat(0)));
}

/// The You Are Here lesson with `from` replaced by `to`.
fn changed(from: &str, to: &str) -> Result<Lesson<parlour_core::games::you_are_here::YouAreHere>, LessonError> {
    let text = parlour_core::games::you_are_here::YouAreHere::INFO.lesson;
    assert!(text.contains(from), "the lesson says {from}");
    Lesson::from_ron(&text.replacen(from, to, 1))
}

#[test]
fn a_broken_lesson_is_refused_naming_the_step() {
    let step = |n: usize| move |e: LessonError| matches!(e, LessonError::Step { step, .. } if step == n);
    // An illegal action: c2 is taken by then.
    assert!(changed("action: \"#0@c1\"", "action: \"#0@c2\"").is_err_and(step(4)));
    // Not in the game's notation.
    assert!(changed("action: \"#0@c1\"", "action: \"no such move\"").is_err_and(step(4)));
    // A rival's move the learner would have to make.
    assert!(changed("action: \"#0@c1\"", "watch: \"#0@c1\"").is_err_and(step(4)));
    // The learner's move where the rival is to act.
    assert!(changed("watch: \"#1@c2\"", "action: \"#1@c2\"").is_err_and(step(3)));
    // Two things asked at once.
    assert!(changed("action: \"#0@c1\",", "action: \"#0@c1\", any: true,").is_err_and(step(4)));
    // A step after one that takes any action must set up its own position.
    assert!(
        changed(
            "action: \"#0@b2\",\n            teaches: [\"placing\"],",
            "any: true,\n            teaches: [\"placing\"],"
        )
        .is_err_and(step(3))
    );
}

#[test]
fn a_lesson_must_list_and_teach_every_rule() {
    let lesson = |e: LessonError| matches!(e, LessonError::Lesson(_));
    // A rule left out of the concepts.
    assert!(changed("\"own-cards-safe\", \"the-count\"", "\"the-count\"").is_err_and(lesson));
    // A concept listed but taught by no step.
    assert!(changed("teaches: [\"own-cards-safe\"],", "").is_err_and(lesson));
    // A step teaching what the lesson does not list.
    assert!(
        changed("teaches: [\"placing\"]", "teaches: [\"placing\", \"juggling\"]")
            .is_err_and(|e| matches!(e, LessonError::Step { step: 2, .. }))
    );
    // Another game's lesson.
    assert!(changed("game: \"you-are-here\"", "game: \"jalak\"").is_err_and(lesson));
}
