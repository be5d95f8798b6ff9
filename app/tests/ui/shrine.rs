//! The Shrine table: a whole hot-seat game played by clicking — cards picked
//! in the hand and a Shrine clicked, buttons with the arithmetic, the deck,
//! the Graveyard, discards — with a Fizzle and a counter-Fizzle among its
//! moves, the device passed before each player's decisions, answers asked
//! by the prompt; a selection that does nothing says why, and so does an
//! empty deck; actions aimed at others are let through when the setting
//! says so.

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::shrine::{ShrineBoard, label};
use parlour::desktop::tables::{Board, ShrineTable};
use parlour::desktop::{ParlourApp, Settings};
use parlour::seat_player::SeatPlayer;
use parlour_core::cards::{Card, CardSet};
use parlour_core::games::shrine::{Action, Options, Setup, Shrine, Stage, TurnPhase, View};
use parlour_core::{Game, GameKind, Seat};

use crate::harness::{self, choices, temp_dir};

fn table<'h>(harness: &'h Harness<'_, ParlourApp>) -> &'h ShrineTable {
    harness::table(harness)
}

fn state(harness: &Harness<'_, ParlourApp>) -> Shrine {
    table(harness).session().state().clone()
}

/// What the test wants to see happen in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Moment {
    Fizzled,
    Countered,
    Took,
    Explained,
    AttackedByClickingAShrine,
    EmptyDeckExplained,
}

/// What the test has seen happen so far.
type Seen = std::collections::HashSet<Moment>;

/// The action the test plays for the seat to act: the first Fizzle an
/// actor could counter, and that counter; a take from the Graveyard once;
/// otherwise what the game's evaluation likes best.
fn pick(state: &Shrine, seen: &Seen) -> Action {
    let actions = state.legal_actions();
    let seat = state.to_act().expect("a decision");
    if let Some((actor, _, stage)) = state.pending() {
        let wanted = match stage {
            Stage::Fizzle(_) if !seen.contains(&Moment::Fizzled) && state.hand(actor).len() >= 3 => {
                Action::Fizzle(CardSet::EMPTY)
            }
            Stage::Counter(_) if !seen.contains(&Moment::Countered) => Action::Counter(CardSet::EMPTY),
            _ => Action::Let,
        };
        return if actions.contains(&wanted) { wanted } else { Action::Let };
    }
    if state.at_start() {
        return if !seen.contains(&Moment::Took) && actions.contains(&Action::Take) {
            Action::Take
        } else {
            Action::Draw
        };
    }
    let value = |a: &Action| {
        let mut after = state.clone();
        after.apply(*a).expect("legal");
        after.evaluate(seat)
    };
    actions.into_iter().max_by(|a, b| value(a).total_cmp(&value(b))).expect("an action")
}

fn click(harness: &mut Harness<'_, ParlourApp>, label: &str) {
    harness.get_by_label(label).click();
    // The action bar may grow a line: its buttons settle a frame later.
    harness.run_steps(4);
}

/// The words of `action`'s button at the table, as `view` shows it.
fn words(harness: &Harness<'_, ParlourApp>, view: &View, action: Action) -> String {
    label(view, table(harness).session().record().options.healing, action)
}

fn hand_card(card: Card) -> String {
    format!("{} in your hand", card.symbol())
}

/// Plays `action` the way a person does.
fn play(harness: &mut Harness<'_, ParlourApp>, state: &Shrine, action: Action, seen: &mut Seen) {
    let seat = state.to_act().expect("a decision");
    let view = state.view(Some(seat));
    if state.pending().is_some() {
        // The prompt's buttons, as the board words them.
        click(harness, &words(harness, &view, action));
        return;
    }
    match action {
        Action::Draw => {
            harness.get_by_label_contains("Deck: ").click();
            harness.run_steps(2);
        }
        Action::Discard(card) => click(harness, &hand_card(card)),
        Action::Attack { target, cards } if !seen.contains(&Moment::AttackedByClickingAShrine) => {
            for card in cards.iter() {
                click(harness, &hand_card(card));
            }
            let top = state.area(target).top().expect("a top card");
            let shrine = format!("{target}'s Shrine: ");
            let on_top = format!("{} on top", top.symbol());
            let name = harness.get_by_label_contains(&shrine).accesskit_node().label().unwrap_or_default();
            assert!(name.ends_with(&on_top), "{name} names its top, {on_top}");
            click(harness, &name);
            seen.insert(Moment::AttackedByClickingAShrine);
        }
        _ => {
            for card in action.cards().iter() {
                click(harness, &hand_card(card));
            }
            click(harness, &words(harness, &view, action));
        }
    }
}

/// Picks two cards that make no action together, if there are two, and
/// checks the table says why; then puts them back.
fn explain_a_useless_pick(harness: &mut Harness<'_, ParlourApp>, state: &Shrine) -> bool {
    let seat = state.to_act().expect("a decision");
    let hand: Vec<Card> = state.hand(seat).iter().collect();
    let legal = state.legal_actions();
    for (i, &a) in hand.iter().enumerate() {
        for &b in &hand[i + 1..] {
            let pair = CardSet::of(&[a, b]);
            if legal.iter().all(|x| x.cards() != pair) {
                click(harness, &hand_card(a));
                click(harness, &hand_card(b));
                assert!(harness.query_all_by_label_contains("No action uses just these cards").next().is_some());
                click(harness, "Clear");
                return true;
            }
        }
    }
    false
}

#[test]
fn a_whole_hot_seat_game_is_played_by_clicking_with_a_fizzle_and_a_counter() {
    let dir = temp_dir("shrine-game");
    let settings = choices(GameKind::Shrine, vec![SeatPlayer::Human, SeatPlayer::Human], &[("first", "1")], 7);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    let mut seen = Seen::default();
    let (mut passes, mut decisions) = (0, 0);
    for step in 0.. {
        assert!(step < 3000, "the game never ended");
        let before = state(&harness);
        if before.outcome().is_some() {
            break;
        }
        if harness::take_the_device(&mut harness) {
            // The other player's hand stays face down on screen.
            let looking = before.to_act().expect("a decision");
            for rival in (0..2).map(Seat::new).filter(|&s| s != looking) {
                let secrets = secrets_painted_on_hand(&harness, &before, rival);
                assert!(secrets.is_empty(), "{rival}'s hand shows to {looking}: {secrets:?}");
            }
            passes += 1;
            continue;
        }
        let seat = before.to_act().expect("a decision");
        if !seen.contains(&Moment::Explained)
            && before.pending().is_none()
            && !before.at_start()
            && explain_a_useless_pick(&mut harness, &before)
        {
            seen.insert(Moment::Explained);
        }
        if before.deck_len() == 0 && !before.graveyard().is_empty() && !seen.contains(&Moment::EmptyDeckExplained) {
            harness.get_by_label_contains("Deck: empty").hover();
            harness.run_steps(4);
            assert!(harness.query_by_label_contains("shuffles the Graveyard into a new deck").is_some());
            seen.insert(Moment::EmptyDeckExplained);
        }
        if before.pending().is_none() && !before.at_start() && !before.graveyard().is_empty() && step % 7 == 0 {
            // The Graveyard opens to be looked through, from its own button.
            click(&mut harness, "Look through");
            assert!(harness.query_by_label_contains("the top first").is_some());
            click(&mut harness, "Close the Graveyard");
            assert!(harness.query_by_label_contains("the top first").is_none());
        }
        let action = pick(&before, &seen);
        let played = table(&harness).session().record().actions.len();
        play(&mut harness, &before, action, &mut seen);
        let record = &table(&harness).session().record().actions;
        assert_eq!(record.get(played), Some(&action.to_string()), "the clicks played {action} for {seat}");
        decisions += 1;
        let moment = match action {
            Action::Fizzle(_) => Some(Moment::Fizzled),
            Action::Counter(_) => Some(Moment::Countered),
            Action::Take => Some(Moment::Took),
            _ => None,
        };
        seen.extend(moment);
    }
    assert_eq!(
        seen.len(),
        6,
        "a Fizzle, a counter, a take, a pick explained, a Shrine clicked, an empty deck: {seen:?}"
    );
    assert!(passes > 10, "the device was passed between the players: {passes}");
    assert!(decisions > 30, "a whole game: {decisions} decisions");
    let said = match state(&harness).outcome().and_then(parlour_core::Outcome::sole_winner) {
        Some(winner) => format!("{winner} wins"),
        None => "A draw".to_owned(),
    };
    assert!(harness.query_all_by_label_contains(&said).next().is_some(), "the result says {said}");
    harness.get_by_label("Rematch");
}

#[test]
fn a_fizzle_of_three_cards_is_chosen_by_picking_the_three_in_the_hand() {
    let dir = temp_dir("shrine-fizzle-three");
    let options = [("first", "1"), ("fizzle", "three")];
    let settings = choices(GameKind::Shrine, vec![SeatPlayer::Human, SeatPlayer::Human], &options, 7);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    let seen = Seen::from([Moment::Fizzled, Moment::Countered]);
    for step in 0.. {
        let before = state(&harness);
        assert!(step < 3000 && before.outcome().is_none(), "no chance to fizzle with three cards came");
        if harness::take_the_device(&mut harness) {
            continue;
        }
        let seat = before.to_act().expect("a decision");
        let answering = matches!(before.pending(), Some((_, _, Stage::Fizzle(s))) if s == seat);
        if !answering || before.hand(seat).len() < 4 {
            play(&mut harness, &before, pick(&before, &seen), &mut Seen::default());
            continue;
        }
        let three: CardSet = before.hand(seat).iter().take(3).collect();
        let fizzle = Action::Fizzle(three);
        assert!(before.legal_actions().contains(&fizzle), "{fizzle} is legal");
        let button = words(&harness, &before.view(Some(seat)), fizzle);
        assert!(harness.query_by_label_contains("pick the three cards").is_some(), "the prompt says how to fizzle");
        assert!(harness.query_all_by_label_contains("Fizzle: discard").next().is_none(), "no button before a pick");
        harness.get_by_label("Let it happen");
        for card in three.iter() {
            click(&mut harness, &hand_card(card));
        }
        assert_eq!(
            harness.query_all_by_label_contains("Fizzle: discard").count(),
            1,
            "one button, for the three picked"
        );
        click(&mut harness, &button);
        let after = state(&harness);
        assert_eq!(after.hand(seat).len(), before.hand(seat).len() - 3, "three cards discarded");
        assert!(three.iter().all(|card| after.graveyard().contains(&card)), "the three are in the Graveyard");
        return;
    }
}

fn position(hands: [&str; 2], shrines: [&str; 2]) -> Shrine {
    let cards = |text: &str| text.split_whitespace().map(|c| c.parse().expect("a card")).collect::<Vec<Card>>();
    let setup = Setup {
        hands: hands.iter().map(|h| cards(h)).collect(),
        shrines: shrines.iter().map(|s| cards(s)).collect(),
        fields: vec![vec![], vec![]],
        phase: TurnPhase::Act,
        ..Setup::default()
    };
    Shrine::from_setup(&Options::default(), &setup).expect("a position")
}

#[test]
fn actions_aimed_at_others_are_let_through_when_the_setting_says_so() {
    let quiet = Settings { answer_every_action: false, ..Settings::default() };
    let asked = Settings { answer_every_action: true, ..Settings::default() };
    // Player 1 heals: nothing of Player 2's is aimed at.
    let mut heal = position(["9d 9c", "2h 3h 8d"], ["2c 9h", "3c Kh"]);
    heal.apply("heal 9c+9d".parse().expect("notation")).expect("legal");
    assert_eq!(heal.to_act(), Some(Seat(1)), "Player 2 may fizzle the heal");
    assert_eq!(ShrineBoard::quiet_answer(&heal, Seat(1), &quiet), Some(Action::Let));
    assert_eq!(ShrineBoard::quiet_answer(&heal, Seat(1), &asked), None);
    // Player 1 attacks Player 2: they are asked, whatever the setting.
    let mut attack = position(["5s 4c", "2h 3h 8d"], ["2c 8h", "3c 9h"]);
    attack.apply("attack 2 4c+5s".parse().expect("notation")).expect("legal");
    assert_eq!(ShrineBoard::quiet_answer(&attack, Seat(1), &quiet), None);
}

/// A two-player hot-seat game of Shrine played at random until `wanted`
/// holds of it (after a few decisions of each player), saved in `dir` as
/// `name`; the path of the file.
fn saved_when(dir: &Path, name: &str, wanted: impl Fn(&Shrine) -> bool) -> PathBuf {
    let mut chooser = parlour_core::rng::seeded(11);
    for seed in 0..200 {
        let mut game = Shrine::new(&Options::default(), seed).expect("a game");
        let mut record = parlour_core::record::Record::<Shrine>::new(Options::default(), seed);
        record.players = vec!["human".to_owned(), "human".to_owned()];
        for _ in 0..400 {
            if game.to_act().is_none() {
                break;
            }
            if record.actions.len() > 8 && wanted(&game) {
                let file = dir.join(name);
                std::fs::write(&file, record.to_ron()).expect("written");
                return file;
            }
            let action = game.random_action(&mut chooser).expect("an action");
            game.apply(action).expect("legal");
            record.push(action);
        }
    }
    panic!("no game came to the position wanted");
}

/// A saved game where the seat to act must answer the turn player's
/// action out of turn, and that seat.
fn saved_with_an_answer_pending(dir: &Path) -> (PathBuf, Seat) {
    let file = saved_when(dir, "answer.ron", |game| {
        game.out_of_turn() && matches!(game.pending(), Some((_, _, Stage::Block(_))))
    });
    let game = parlour_core::record::Record::<Shrine>::from_ron(&std::fs::read_to_string(&file).expect("read"))
        .expect("a record")
        .replay()
        .expect("replays");
    (file, game.to_act().expect("an answer"))
}

/// Opens the saved game `file` in a fresh app keeping its files in `dir`,
/// the device taken by the seat to act.
fn open_saved(dir: &Path, file: &Path) -> Harness<'static, ParlourApp> {
    let mut harness = harness::harness(Settings::default(), dir);
    harness.get_by_label("Open a saved game…").click();
    harness.run_steps(2);
    harness::type_path(&mut harness, file);
    harness.get_by_label("Open").click();
    harness.run_steps(2);
    assert!(harness::take_the_device(&mut harness), "the device goes to the player to act");
    harness
}

/// The texts painted over `seat`'s hand, seen as a rival's hand, that no
/// card back, count or card everyone saw them take explains: what would
/// give a hidden card away.
fn secrets_painted_on_hand(harness: &Harness<'_, ParlourApp>, game: &Shrine, seat: Seat) -> Vec<String> {
    let area = harness.get_by_label_contains(&format!("{seat}'s hand: ")).rect();
    let known = game.view(None).known[seat.index()];
    let shown = |text: &String| {
        text == "Shrine"
            || text.ends_with(" in hand")
            || known.iter().any(|c| {
                let (Some(rank), Some(suit)) = (c.rank(), c.suit()) else { return false };
                [rank.corner(), suit.symbol().to_string(), rank.letter().to_string(), c.symbol()].contains(text)
            })
    };
    harness::painted_texts_within(harness, area).into_iter().filter(|t| !shown(t)).collect()
}

#[test]
fn undo_by_the_answering_seat_never_crosses_the_rivals_action() {
    let dir = temp_dir("shrine-undo-answer");
    let (file, answerer) = saved_with_an_answer_pending(dir.path());
    let mut harness = open_saved(dir.path(), &file);
    let actor = state(&harness).turn();
    assert_ne!(actor, answerer);
    // The action waiting is named on the table, with who may answer it.
    let (waiting, _) = harness::named_at(&harness, "Waiting for answers");
    assert!(waiting.starts_with(&format!("Waiting for answers: {actor} ")), "{waiting}");
    assert!(waiting.ends_with(&format!("{answerer} may answer.")), "{waiting}");
    let before = state(&harness);
    harness::assert_undo_refused(&mut harness, &format!("the last move was {actor}'s"));
    assert_eq!(state(&harness), before, "the rival's action stands");
    assert!(harness.query_by_label_contains("Pass the device").is_none(), "the same player still looks");
    let secrets = secrets_painted_on_hand(&harness, &before, actor);
    assert!(secrets.is_empty(), "the actor's hand lies face down: {secrets:?}");
}

#[test]
fn undo_after_a_hot_seat_fizzle_reveals_nothing() {
    let dir = temp_dir("shrine-undo-fizzle");
    let file = saved_when(
        dir.path(),
        "fizzle.ron",
        |game| matches!(game.pending(), Some((actor, _, Stage::Counter(_))) if game.to_act() == Some(actor)),
    );
    let mut harness = open_saved(dir.path(), &file);
    let before = state(&harness);
    let (actor, fizzler) = match before.pending() {
        Some((actor, _, _)) => (actor, actor.opponent()),
        None => panic!("a counter is asked"),
    };
    harness::assert_undo_refused(&mut harness, &format!("the last decision was {fizzler}'s answer"));
    assert_eq!(state(&harness), before, "the Fizzle stands: its cards stay in the Graveyard");
    let secrets = secrets_painted_on_hand(&harness, &before, fizzler);
    assert!(secrets.is_empty(), "the fizzling player's hand lies face down: {secrets:?}");
    assert_eq!(state(&harness).to_act(), Some(actor));
}

#[test]
fn undo_never_takes_back_a_draw_from_the_deck() {
    let dir = temp_dir("shrine-undo-draw");
    let file =
        saved_when(dir.path(), "draw.ron", |game| game.at_start() && game.legal_actions().contains(&Action::Draw));
    let mut harness = open_saved(dir.path(), &file);
    let seat = state(&harness).to_act().expect("a decision");
    harness.get_by_label_contains("Deck: ").click();
    harness.run_steps(2);
    assert_eq!(state(&harness).to_act(), Some(seat), "the player who drew plays on");
    harness::assert_undo_refused(&mut harness, "a card was drawn");
}

/// Plays `action` with the keyboard alone: answers by their keys, other
/// actions by picking their cards in the hand and then their button.
fn press(harness: &mut Harness<'_, ParlourApp>, state: &Shrine, action: Action) {
    let seat = state.to_act().expect("a decision");
    if state.pending().is_some() {
        let key = match action {
            Action::Let => egui::Key::L,
            Action::Fizzle(_) => egui::Key::F,
            Action::Counter(_) => egui::Key::C,
            other => panic!("the test does not answer {other}"),
        };
        harness.key_press(key);
        harness.run_steps(2);
        return;
    }
    match action {
        Action::Draw => {
            harness::press_on(harness, |l| l.starts_with("Deck: "), "the deck");
        }
        Action::Discard(card) => harness::press_on_label(harness, &hand_card(card)),
        _ => {
            for card in action.cards().iter() {
                harness::press_on_label(harness, &hand_card(card));
            }
            harness.run_steps(2);
            let button = words(harness, &state.view(Some(seat)), action);
            harness::press_on_label(harness, &button);
        }
    }
}

/// The shelf, with a game of Shrine against an easy bot set up in New
/// game (Player 1 first, seed 5), its files kept in a folder named `name`.
fn against_easy(name: &str) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(parlour_core::bots::Level::Easy)];
    let harness = harness::harness(choices(GameKind::Shrine, seats, &[("first", "1")], 5), dir.path());
    (dir, harness)
}

#[test]
fn a_whole_game_against_a_bot_played_with_the_keyboard_alone() {
    let (_dir, mut harness) = against_easy("shrine-keyboard");
    harness::press_on_label(&mut harness, "New game of Shrine");
    harness::press_on_label(&mut harness, "Start");
    let mut seen = Seen::default();
    let mut decisions = 0;
    loop {
        harness::wait_for_human::<ShrineTable>(&mut harness);
        let before = state(&harness);
        if before.outcome().is_some() {
            break;
        }
        let action = pick(&before, &seen);
        let played = table(&harness).session().record().actions.len();
        press(&mut harness, &before, action);
        let record = &table(&harness).session().record().actions;
        assert_eq!(record.get(played), Some(&action.to_string()), "the keys played {action}");
        if matches!(action, Action::Take) {
            seen.insert(Moment::Took);
        }
        decisions += 1;
        assert!(decisions < 1000, "the game never ended");
    }
    assert!(decisions > 10, "a whole game: {decisions} decisions");
    let outcome = state(&harness).outcome().expect("over");
    let said = match outcome.sole_winner() {
        Some(Seat(0)) => "You win".to_owned(),
        Some(seat) => format!("{seat} wins"),
        None => "A draw".to_owned(),
    };
    assert!(harness.query_all_by_label_contains(&said).next().is_some(), "the result says {said}");
}

#[test]
fn the_heal_button_names_the_pair_and_shows_no_sum() {
    let dir = temp_dir("shrine-heal-words");
    let mut settings = Settings { animation: parlour::desktop::AnimationSpeed::Instant, ..Settings::default() };
    // The lesson's heal: Player 1's Shrine shows 7♣, the hand holds 7♦ and 7♠.
    settings.lessons.insert("shrine".to_owned(), 3);
    let mut harness = harness::harness(settings, dir.path());
    harness.get_by_label("Learn to play Shrine").click();
    harness.run_steps(2);
    click(&mut harness, "7♦ in your hand");
    click(&mut harness, "7♠ in your hand");
    let words = harness
        .query_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|node| node.accesskit_node().label())
        .find(|label| label.starts_with("Heal"))
        .expect("a Heal button");
    assert!(!words.contains('=') && !words.contains("14"), "no sum on the Heal button: {words}");
    assert_eq!(words, "Heal your Shrine (7♣ on top) with the pair 7♦ and 7♠");
}

#[test]
fn keys_typed_into_a_file_prompt_never_answer_at_the_table() {
    let dir = temp_dir("shrine-keys-in-prompt");
    let (file, _) = saved_with_an_answer_pending(dir.path());
    let mut harness = open_saved(dir.path(), &file);
    let before = table(&harness).session().record().actions.len();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    harness.run_steps(2);
    // "L" lets an action happen and "B" blocks it, at the table.
    harness::type_into(&mut harness, "File", "/tmp/a-blocked-letter.ron");
    harness.key_press(egui::Key::L);
    harness.key_press(egui::Key::B);
    harness.run_steps(2);
    assert_eq!(table(&harness).session().record().actions.len(), before, "nothing was answered at the table");
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    harness.key_press(egui::Key::L);
    harness.run_steps(2);
    assert_eq!(table(&harness).session().record().actions.len(), before + 1, "L answers once the prompt is gone");
}

/// "1 card", "5 cards".
fn count(n: usize) -> String {
    if n == 1 { "1 card".to_owned() } else { format!("{n} cards") }
}

#[test]
fn shrine_names_carry_state() {
    let (_dir, mut harness) = against_easy("shrine-names");
    harness::start_game(&mut harness, GameKind::Shrine);
    // Played on to the start of a turn of Player 1's, with a move or two.
    let mut seen = Seen::from([Moment::AttackedByClickingAShrine]);
    let game = loop {
        harness::wait_for_human::<ShrineTable>(&mut harness);
        let game = state(&harness);
        if game.at_start() {
            break game;
        }
        play(&mut harness, &game, pick(&game, &seen), &mut seen);
        seen.insert(Moment::Took);
    };
    let view = game.view(Some(Seat(0)));
    // Each Shrine says how many cards it holds and its top; nothing may be
    // aimed at one before the draw.
    for (seat, whose) in [(Seat(0), "Your".to_owned()), (Seat(1), "Player 2's".to_owned())] {
        let top = game.area(seat).top().expect("a top card");
        let (name, enabled) = harness::named_at(&harness, &format!("{whose} Shrine"));
        let held = view.shrines[seat.index()].len();
        assert_eq!(name, format!("{whose} Shrine: {}, {} on top", count(held), top.symbol()));
        assert!(!enabled, "{name} cannot be used before the draw");
        let (field, enabled) = harness::named_at(&harness, &format!("{whose} Field"));
        assert!(field.ends_with("no Tokens") || field.contains('♣') || field.contains('♠'), "{field}");
        assert!(!enabled, "{field} cannot be used before the draw");
    }
    let (hand, enabled) = harness::named_at(&harness, "Player 2's hand");
    assert_eq!(hand, format!("Player 2's hand: {}", count(game.hand(Seat(1)).len())));
    assert!(!enabled, "no Jack is picked: {hand} cannot be robbed");
    let (deck, enabled) = harness::named_at(&harness, "Deck");
    assert_eq!(deck, format!("Deck: {}", count(game.deck_len())));
    assert!(enabled, "the deck may be drawn from");
    let (graveyard, enabled) = harness::named_at(&harness, "Graveyard");
    let top = game.graveyard().last().map_or_else(String::new, |c| format!(", {} on top", c.symbol()));
    assert!(graveyard.starts_with(&format!("Graveyard: {}", game.graveyard().len())) && graveyard.ends_with(&top));
    assert_eq!(enabled, game.legal_actions().contains(&Action::Take), "{graveyard}");
    // A draw: the deck's count goes down, the card joins the hand, and the
    // deck may not be drawn from again.
    harness.get_by_label_contains("Deck: ").click();
    harness.run_steps(2);
    let after = state(&harness);
    assert_eq!(after.deck_len(), game.deck_len() - 1);
    let (deck, enabled) = harness::named_at(&harness, "Deck");
    assert_eq!(deck, format!("Deck: {}", count(after.deck_len())));
    assert!(!enabled, "{deck} is dimmed after the draw");
    for card in after.hand(Seat(0)).iter() {
        assert!(!harness.get_by_label(&hand_card(card)).accesskit_node().is_disabled(), "{card} may be picked");
    }
    // The cards of an attack picked: they say so, and the Shrine lights.
    let aimed = |game: &Shrine| {
        let acting = game.pending().is_none() && !game.at_start() && game.to_act() == Some(Seat(0));
        let mut actions = game.legal_actions().into_iter();
        actions.find(|a| acting && matches!(a, Action::Attack { .. } | Action::Heal(_)))
    };
    let mut game = after;
    let action = loop {
        if let Some(action) = aimed(&game) {
            break action;
        }
        assert!(game.outcome().is_none(), "an attack or a heal came before the end");
        play(&mut harness, &game, pick(&game, &seen), &mut seen);
        harness::wait_for_human::<ShrineTable>(&mut harness);
        game = state(&harness);
    };
    for card in action.cards().iter() {
        click(&mut harness, &hand_card(card));
    }
    for card in action.cards().iter() {
        harness.get_by_label(&format!("{} in your hand, picked", card.symbol()));
    }
    let shrine = match action {
        Action::Attack { target, .. } => format!("{target}'s Shrine"),
        _ => "Your Shrine".to_owned(),
    };
    let (name, enabled) = harness::named_at(&harness, &shrine);
    assert!(enabled, "{name} may be clicked once the cards are picked");
}

// ----- Undo after every answer that shows a card -----

/// The words Undo is refused with once a card was turned face up on a Shrine.
const TURNED_UP: &str = "a card was turned face up on a Shrine";

/// A saved game against the expert bot where the person is to answer a
/// pending action with the answer `answer` picks, which would show
/// `showed`; opened at its table, and that answer played by its button.
/// The app's folder, and the app.
fn answered(
    name: &str,
    showed: &str,
    answer: impl Fn(&Shrine) -> Option<Action>,
) -> (tempfile::TempDir, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let (file, seat, action) =
        harness::saved_before::<Shrine>(dir.path(), "answer.ron", &Options::default(), "expert", |game| {
            answer(game).filter(|&a| harness::shows(game, a) == Some(showed))
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    let before = state(&harness);
    assert_eq!(before.to_act(), Some(seat), "the person answers");
    let label = words(&harness, &before.view(Some(seat)), action);
    click(&mut harness, &label);
    let record = &table(&harness).session().record().actions;
    assert_eq!(record.last(), Some(&action.to_string()), "the answer was played");
    (dir, harness)
}

/// `Let` when the pending action is one `aimed` accepts and the seat to
/// act may let it be.
fn letting(game: &Shrine, aimed: impl Fn(Action, Seat) -> bool) -> Option<Action> {
    let (_, action, _) = game.pending()?;
    aimed(action, game.to_act()?).then_some(Action::Let)
}

#[test]
fn undo_is_refused_after_letting_the_bots_dagger_through_turns_up_the_card_beneath() {
    let (_dir, mut harness) = answered("shrine-undo-dagger", TURNED_UP, |game| {
        letting(
            game,
            |action, me| matches!(action, Action::Dagger { target, aim: parlour_core::games::shrine::Aim::Shrine, .. } if target == me),
        )
    });
    harness::assert_undo_refused(&mut harness, TURNED_UP);
}

#[test]
fn undo_is_refused_after_letting_the_bots_attack_through_turns_up_the_card_beneath() {
    let (_dir, mut harness) = answered("shrine-undo-attack", TURNED_UP, |game| {
        letting(game, |action, me| matches!(action, Action::Attack { target, .. } if target == me))
    });
    harness::assert_undo_refused(&mut harness, TURNED_UP);
}

#[test]
fn undo_is_refused_after_letting_the_bots_heal_through_shows_the_decks_card() {
    let showed = "a card from the deck was turned face up on a Shrine";
    let (_dir, mut harness) =
        answered("shrine-undo-heal", showed, |game| letting(game, |action, _| matches!(action, Action::Heal(_))));
    harness::assert_undo_refused(&mut harness, showed);
}

#[test]
fn undo_is_refused_after_letting_the_bots_jack_steal_a_card() {
    let showed = "a card was stolen";
    let (_dir, mut harness) = answered("shrine-undo-jack", showed, |game| {
        letting(game, |action, me| matches!(action, Action::Jack(target) if target == me))
    });
    harness::assert_undo_refused(&mut harness, showed);
}

#[test]
fn undo_is_refused_after_countering_a_fizzle_lets_the_attack_turn_up_a_card() {
    let (_dir, mut harness) = answered("shrine-undo-counter", TURNED_UP, |game| match game.pending() {
        Some((actor, Action::Attack { .. }, Stage::Counter(_))) if game.to_act() == Some(actor) => {
            Some(Action::Counter(CardSet::EMPTY))
        }
        _ => None,
    });
    harness::assert_undo_refused(&mut harness, TURNED_UP);
}

#[test]
fn undo_is_refused_after_an_attack_nobody_may_answer_turns_up_the_card_beneath() {
    let dir = temp_dir("shrine-undo-own-attack");
    let (file, seat, attack) =
        harness::saved_before::<Shrine>(dir.path(), "attack.ron", &Options::default(), "expert", |game| {
            let attacks = game.legal_actions().into_iter().filter(|a| matches!(a, Action::Attack { .. }));
            attacks.into_iter().find(|&a| {
                let mut after = game.clone();
                let events = after.apply(a).expect("legal");
                events.iter().find_map(Shrine::reveals) == Some(TURNED_UP)
            })
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    let before = state(&harness);
    play(&mut harness, &before, attack, &mut Seen::from([Moment::AttackedByClickingAShrine]));
    assert_eq!(state(&harness).area(seat.opponent()).shrine.len(), before.area(seat.opponent()).shrine.len() - 1);
    harness::assert_undo_refused(&mut harness, TURNED_UP);
}

#[test]
fn undo_takes_back_a_token_block_which_shows_nothing() {
    let dir = temp_dir("shrine-undo-block");
    let (file, seat, block) =
        harness::saved_before::<Shrine>(dir.path(), "block.ron", &Options::default(), "expert", |game| {
            let blocks = game.legal_actions().into_iter().filter(|a| matches!(a, Action::Block(_)));
            let block = blocks.into_iter().next()?;
            let mut after = game.clone();
            after.apply(block).expect("legal");
            (harness::shows(game, block).is_none() && after.to_act() == game.to_act()).then_some(block)
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    let before = state(&harness);
    let label = words(&harness, &before.view(Some(seat)), block);
    click(&mut harness, &label);
    assert!(state(&harness).area(seat).field.len() < before.area(seat).field.len(), "the Token was spent");
    harness::undo(&mut harness);
    assert_eq!(state(&harness), before, "the attack waits for the answer again, nothing shown");
}

// ----- a draw offered to the bot -----

/// A saved game against the medium bot where the person is to act, their
/// Shrine holding four cards or more and the bot's one (the other way
/// round when `ahead` is false); opened at its table, with the person's
/// seat.
fn standing(name: &str, ahead: bool) -> (tempfile::TempDir, Seat, Harness<'static, ParlourApp>) {
    let dir = temp_dir(name);
    let (file, you, _) =
        harness::saved_before::<Shrine>(dir.path(), "draw.ron", &Options::default(), "medium", |game| {
            let me = game.to_act()?;
            let (mine, theirs) = (game.area(me).shrine.len(), game.area(me.opponent()).shrine.len());
            let lopsided = if ahead { mine >= 4 && theirs == 1 } else { mine == 1 && theirs >= 4 };
            (lopsided && game.pending().is_none() && !game.at_start()).then_some(Action::Pass)
        });
    let harness = harness::open_saved_game(dir.path(), &file);
    (dir, you, harness)
}

/// Clicks Offer a draw…, says yes when asked, and waits for the bot's
/// answer, told in the status line.
fn offer_a_draw(harness: &mut Harness<'static, ParlourApp>) {
    harness.get_by_label("Offer a draw…").click();
    harness.run_steps(2);
    assert!(harness.query_all_by_label("Offer a draw?").next().is_some(), "asked first");
    assert!(table(harness).session().outcome().is_none(), "nothing offered before the answer");
    harness.get_by_label("Offer a draw").click();
    harness.run_steps(2);
    assert!(harness::is_shown(harness, "You offered a draw"), "the offer is told while the bot thinks");
    for _ in 0..1000 {
        harness.step();
        if !harness::is_shown(harness, "You offered a draw") {
            harness.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the bot never answered the draw offered");
}

#[test]
fn draw_offer_is_accepted_by_a_bot_that_judges_itself_lost() {
    let (_dir, you, mut harness) = standing("shrine-draw-accepted", true);
    offer_a_draw(&mut harness);
    assert_eq!(table(&harness).session().outcome(), Some(parlour_core::Outcome::draw(2)), "the game is drawn");
    let accepts = format!("{} (medium) accepts: it rates its chances at ", you.opponent());
    let said = harness::shown_containing(&harness, &accepts);
    let said = said.accesskit_node();
    let said = said.label().or(said.value()).unwrap_or_default();
    assert!(said.ends_with("The game is drawn by agreement."), "{said}");
    assert_eq!(harness.state().settings().tallies["shrine"]["medium"].draws, 1, "counted as a draw");
    assert!(harness.query_by_label("A draw!").is_some(), "the end of the game says so");
    // The bar waits for nobody.
    assert!(harness.query_by_label("The game is over").is_some(), "the bar says the game is over");
    assert!(harness.query_by_label("Waiting…").is_none(), "the bar does not wait");
}

#[test]
fn draw_offer_is_declined_by_a_bot_that_judges_itself_ahead_and_play_goes_on() {
    let (_dir, you, mut harness) = standing("shrine-draw-declined", false);
    let before = state(&harness);
    offer_a_draw(&mut harness);
    let declined =
        format!("Your draw offer is declined. {} (medium) declines: it rates its chances at ", you.opponent());
    assert!(harness::is_shown(&harness, &declined), "the bot's answer is told where the player looks");
    assert_eq!(table(&harness).session().outcome(), None, "the game goes on");
    assert_eq!(state(&harness), before, "nothing was played");
    // Offered again in the same position, it is not put to the bot again.
    harness.get_by_label("Offer a draw…").click();
    harness.run_steps(2);
    assert!(harness::is_shown(&harness, "Nothing offered: the draw was declined in this position"));
}

#[test]
fn resign_ends_the_log_with_it_and_takes_the_turn_mark_from_the_table() {
    let dir = temp_dir("shrine-resign");
    let settings =
        choices(GameKind::Shrine, vec![SeatPlayer::Human, SeatPlayer::Bot(parlour_core::bots::Level::Easy)], &[], 3);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    harness::wait_for_human::<ShrineTable>(&mut harness);
    let everywhere = egui::Rect::EVERYTHING;
    let marked = |harness: &Harness<'_, ParlourApp>| {
        harness::painted_texts_within(harness, everywhere).iter().filter(|t| t.ends_with('◀')).count()
    };
    assert_eq!(marked(&harness), 1, "the turn is marked while the game goes on");
    harness.get_by_label("Resign…").click();
    harness.run_steps(2);
    harness.get_by_label("Resign").click();
    harness.run_steps(3);
    assert!(table(&harness).session().outcome().is_some(), "the game is over");
    assert_eq!(marked(&harness), 0, "no one's turn once the game is over");
    // The side panel is painted before the table: its log ends where the
    // table's status line begins.
    let painted = harness::painted_texts_within(&harness, everywhere);
    let log: Vec<&String> = painted
        .iter()
        .skip_while(|t| t.as_str() != "Log")
        .skip(1)
        .take_while(|t| !t.starts_with("You resigned"))
        .collect();
    assert_eq!(
        log.last().map(|t| t.as_str()),
        Some("Player 1 resigned."),
        "the resignation is the log's last line: {log:?}"
    );
}

/// Where the ring in the selection colour around `focused` lies in the
/// frame's shapes, in the order they are painted, and its rectangle.
fn focus_ring_at(harness: &Harness<'_, ParlourApp>, focused: egui::Rect) -> Option<(usize, egui::Rect)> {
    let colour = harness.ctx.global_style().visuals.selection.stroke.color;
    let is_ring = |shape: &egui::Shape| match shape {
        egui::Shape::Rect(rect) => {
            rect.stroke.color == colour && rect.stroke.width >= 3.0 && rect.rect.contains_rect(focused)
        }
        _ => false,
    };
    harness.output().shapes.iter().enumerate().find_map(|(at, clipped)| match &clipped.shape {
        egui::Shape::Vec(shapes) => shapes.iter().find(|s| is_ring(s)).map(|s| (at, s.visual_bounding_rect())),
        shape => is_ring(shape).then(|| (at, shape.visual_bounding_rect())),
    })
}

#[test]
fn the_focus_ring_on_a_hand_card_lies_beneath_the_cards_fanned_over_it() {
    let (_dir, mut harness) = against_easy("shrine-ring-beneath");
    harness::start_game(&mut harness, GameKind::Shrine);
    harness::wait_for_human::<ShrineTable>(&mut harness);
    let hand: Vec<Card> = state(&harness).hand(Seat(0)).iter().collect();
    assert!(hand.len() >= 2, "a hand to fan: {hand:?}");
    // The focus on the first card, the second fanned over its right side.
    harness.get_by_label_contains(&hand_card(hand[0])).focus();
    harness.run_steps(2);
    let focused = harness::focus_node(&harness).expect("the focus on the card").rect();
    let (at, ring) = focus_ring_at(&harness, focused).expect("the focus ring around the card");
    let next = harness.get_by_label_contains(&hand_card(hand[1])).rect();
    assert!(ring.intersects(next), "the ring {ring:?} reaches the next card {next:?}");
    // The next card is painted after the ring, over it: its corner and outline show.
    let over = harness.output().shapes[at + 1..].iter().any(|c| c.shape.visual_bounding_rect().intersects(next));
    assert!(over, "the ring is painted over the card beside it");
}

#[test]
fn an_answers_focus_ring_stays_clear_of_the_question_above_it() {
    let dir = temp_dir("shrine-answer-ring");
    let (file, _) = saved_with_an_answer_pending(dir.path());
    for size in [egui::vec2(1024.0, 640.0), egui::vec2(1180.0, 780.0)] {
        let data = dir.path().join(format!("{}", size.x));
        std::fs::create_dir_all(&data).expect("a folder");
        let mut harness = open_saved(&data, &file);
        harness.set_size(size);
        harness.run_steps(3);
        let answer = harness
            .get_by(|n| {
                n.role() == egui::accesskit::Role::Button && n.label().is_some_and(|l| l.starts_with("Let it happen"))
            })
            .rect();
        // The ring lies OUTLINED_GAP out, 3 points wide; the question is the status line above.
        let ring_top = answer.top() - parlour::desktop::focus::OUTLINED_GAP - 3.0;
        // The status line: the widest text above the answer.
        let question = harness
            .query_all_by(|n| n.role() == egui::accesskit::Role::Label)
            .map(|n| n.rect())
            .filter(|r| {
                r.bottom() <= answer.top() + 1.0 && r.right() > answer.left() && r.left() < answer.right() + 300.0
            })
            .max_by(|a, b| a.bottom().total_cmp(&b.bottom()))
            .expect("the question above the answers");
        assert!(
            question.bottom() <= ring_top,
            "at {size:?} the question {question:?} runs under the ring from {ring_top}"
        );
    }
}

#[test]
fn draw_offer_is_asked_first_and_keep_playing_offers_nothing() {
    let (_dir, _you, mut harness) = standing("shrine-draw-asked", true);
    let before = state(&harness);
    harness.get_by_label("Offer a draw…").click();
    harness.run_steps(2);
    assert!(harness.query_all_by_label("Offer a draw?").next().is_some(), "asked first");
    assert_eq!(harness::focused(&harness).as_deref(), Some("Keep playing"), "the safe answer has the focus");
    harness.key_press(egui::Key::Enter);
    harness.run_steps(3);
    assert!(harness.query_all_by_label("Offer a draw?").next().is_none(), "the question is gone");
    assert!(!harness::is_shown(&harness, "You offered a draw"), "no offer was made");
    assert_eq!(table(&harness).session().outcome(), None, "the game goes on");
    assert_eq!(state(&harness), before, "nothing was played");
}
