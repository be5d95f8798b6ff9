//! The Wonderland table: a whole hot-seat game played by clicking — the
//! guardsmen chosen, cards picked in the hand and lit hedges clicked, the
//! bar's buttons, End turn, discards — with a King's cancel and a Queen of
//! Hearts catch among its moves, the device passed before each player's
//! decisions and the cancel asked by the prompt.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::Board;
use parlour::desktop::tables::WonderlandTable;
use parlour::desktop::tables::wonderland::{WonderlandBoard, label};
use parlour::desktop::{ParlourApp, Settings};
use parlour::seat_player::SeatPlayer;
use parlour_core::cards::{Card, Rank};
use parlour_core::games::wonderland::{Action, Dir, GARDEN, Hedge, Options, QUEEN_OF_HEARTS, Wonderland};
use parlour_core::options::FirstPlayer;
use parlour_core::{Game, GameKind, Seat};

use crate::harness::{self, choices, temp_dir};

fn table<'h>(harness: &'h Harness<'_, ParlourApp>) -> &'h WonderlandTable {
    harness::table(harness)
}

fn state(harness: &Harness<'_, ParlourApp>) -> Wonderland {
    table(harness).session().state().clone()
}

fn is_face(card: Card) -> bool {
    card.rank().is_some_and(Rank::is_face)
}

/// How near `seat`'s guardsman would stand to a white hedge of their own
/// garden after `action` (0: on one).
fn distance_after(state: &Wonderland, seat: Seat, action: Action) -> usize {
    let mut after = state.clone();
    if after.apply(action).is_err() {
        return usize::MAX;
    }
    let Some(guard) = after.guard(seat) else { return usize::MAX };
    (0..GARDEN)
        .map(|p| Hedge::new(seat, p))
        .filter(|&h| !after.is_painted(h))
        .map(|h| guard.at.distance(h, after.seat_count()))
        .min()
        .unwrap_or(0)
}

/// How many guardsmen stand on the ring.
fn guards(state: &Wonderland) -> usize {
    Seat::all(state.seat_count()).filter(|&s| state.guard(s).is_some()).count()
}

/// The test's player: always cancels with a King, catches rival guardsmen
/// with the Queen of Hearts when it can, paints, puts the Queen of Hearts
/// and Kings into play, plays Jacks and whitens rivals' hedges with Queens,
/// walks toward a white hedge of its own, then ends the turn. A pure function of the state, so a game can be foreseen.
fn pick(state: &Wonderland) -> Action {
    let actions = state.legal_actions();
    let seat = state.to_act().expect("a decision");
    let has = |a: &Action| actions.contains(a);
    if state.pending().is_some() {
        return Action::Cancel;
    }
    if state.choosing() {
        let hand = state.hand(seat);
        let card = hand.iter().copied().find(|&c| !is_face(c)).unwrap_or(hand[0]);
        return Action::Guard(card);
    }
    if let Some(&discard) = actions.iter().find(|a| matches!(a, Action::Discard(_))) {
        return discard;
    }
    let catches = |a: &Action| {
        let mut after = state.clone();
        matches!(a, Action::Stalk { .. })
            && after.apply(*a).is_ok()
            && guards(state) > guards(&after)
            && after.guard(seat).is_some()
    };
    let wanted = [
        actions.iter().copied().find(catches),
        actions.iter().copied().find(|a| matches!(a, Action::Guard(_))),
        actions.iter().copied().find(|a| matches!(a, Action::Paint(_))),
        actions
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Hearts))
            .filter(|_| !state.is_painted(Hedge::central(seat))),
        actions.iter().copied().find(|a| matches!(a, Action::King(_))),
        actions.iter().copied().find(|a| matches!(a, Action::Jack { .. })),
        actions.iter().copied().find(|a| matches!(a, Action::Queen { hedge, .. } if hedge.owner() != seat)),
        actions
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Move { .. }) && !state.done().painted)
            .min_by_key(|&a| distance_after(state, seat, a))
            .filter(|&a| distance_after(state, seat, a) == 0),
    ];
    wanted.into_iter().flatten().next().filter(has).unwrap_or(Action::End)
}

/// Counts what the policy's game from `seed` would show: cancels and catches.
/// The table answers for a King's holder when a face card is not aimed at
/// them, as it does in the window with the default settings.
fn foresee(options: &Options, seed: u64) -> Option<(usize, usize)> {
    let mut game = Wonderland::new(options, seed).ok()?;
    let (mut cancels, mut catches) = (0, 0);
    let settings = Settings::default();
    for _ in 0..2000 {
        if game.outcome().is_some() {
            return Some((cancels, catches));
        }
        let seat = game.to_act()?;
        let action = WonderlandBoard::quiet_answer(&game, seat, &settings).unwrap_or_else(|| pick(&game));
        let removed = game.removed().len();
        game.apply(action).ok()?;
        cancels += usize::from(action == Action::Cancel);
        catches += usize::from(game.removed().len() > removed);
    }
    None
}

fn click(harness: &mut Harness<'_, ParlourApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run_steps(4);
}

/// Plays `action` the way a person does.
fn play(harness: &mut Harness<'_, ParlourApp>, state: &Wonderland, action: Action) {
    let seat = state.to_act().expect("a decision");
    let view = state.view(Some(seat));
    let card = match action {
        Action::Guard(c) | Action::Move { card: c, .. } | Action::Stalk { card: c, .. } | Action::Paint(c) => Some(c),
        Action::Jack { card, .. } | Action::Queen { card, .. } | Action::King(card) | Action::Discard(card) => {
            Some(card)
        }
        Action::Hearts => Some(QUEEN_OF_HEARTS),
        Action::End | Action::Cancel | Action::Let => None,
    };
    if let Some(card) = card {
        click(harness, &format!("{} in your hand", card.symbol()));
    }
    match action {
        Action::Discard(_) => {}
        // A walk: the lit hedge where it ends, unless both ways end there.
        Action::Move { card, dir } => {
            let from = state.guard(seat).expect("a guardsman").at;
            let to = from.step(card.value(), dir, state.seat_count());
            let back = if dir == Dir::Cw { Dir::Ccw } else { Dir::Cw };
            if from.step(card.value(), back, state.seat_count()) == to {
                click(harness, &label(&view, action));
            } else {
                let what = if state.is_painted(to) { "painted" } else { "white" };
                let hedge = harness::named_at(harness, &format!("Hedge {to}")).0;
                assert!(hedge.contains(&format!("{}, {what}", state.hedge(to).symbol())), "{hedge}");
                click(harness, &hedge);
            }
        }
        _ => click(harness, &label(&view, action)),
    }
}

#[test]
fn a_whole_hot_seat_game_is_played_by_clicking_with_a_kings_cancel_and_a_catch() {
    let options = Options { dealer: FirstPlayer::Player1, ..Options::default() };
    let seed = (1..400)
        .find(|&seed| foresee(&options, seed).is_some_and(|(cancels, catches)| cancels > 0 && catches > 0))
        .expect("a game with a cancel and a catch");
    let dir = temp_dir("wonderland-game");
    let settings = choices(GameKind::Wonderland, vec![SeatPlayer::Human, SeatPlayer::Human], &[("dealer", "1")], seed);
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Wonderland);
    let (mut cancels, mut catches, mut decisions, mut passes) = (0, 0, 0, 0);
    for step in 0.. {
        assert!(step < 5000, "the game never ended");
        let before = state(&harness);
        if before.outcome().is_some() {
            break;
        }
        if harness::take_the_device(&mut harness) {
            // Only the player now looking sees their own hand.
            let looking = before.to_act().expect("a decision");
            let shown: Vec<String> =
                before.hand(looking).iter().map(|c| format!("{} in your hand", c.symbol())).collect();
            for rival in Seat::all(2).filter(|&s| s != looking) {
                for card in before.hand(rival).iter().filter(|&c| !before.hand(looking).contains(c)) {
                    let name = format!("{} in your hand", card.symbol());
                    assert!(harness.query_by_label(&name).is_none(), "{rival}'s {name} shows to {looking}");
                }
            }
            assert!(shown.iter().all(|name| harness.query_by_label(name).is_some()), "{looking} sees their hand");
            passes += 1;
            continue;
        }
        // The turn's mark stands on the player who decides now, the one
        // answering a face card included.
        let decider = before.to_act().expect("a decision");
        let marked: Vec<String> = harness::painted_texts_within(&harness, egui::Rect::EVERYTHING)
            .into_iter()
            .filter(|text| text.contains('◀'))
            .collect();
        assert!(
            !marked.is_empty() && marked.iter().all(|text| text.starts_with(&format!("{decider} ◀"))),
            "{marked:?} while {decider} decides"
        );
        let action = pick(&before);
        let played = table(&harness).session().record().actions.len();
        play(&mut harness, &before, action);
        let after = state(&harness);
        let record = &table(&harness).session().record().actions;
        assert_eq!(record.get(played), Some(&action.to_string()), "the clicks played {action}");
        decisions += 1;
        cancels += usize::from(action == Action::Cancel);
        catches += usize::from(after.removed().len() > before.removed().len());
    }
    assert!(cancels > 0 && catches > 0, "a cancel ({cancels}) and a catch ({catches})");
    assert!(decisions > 20 && passes > 5, "{decisions} decisions, {passes} passes of the device");
    let said = match state(&harness).outcome().and_then(parlour_core::Outcome::sole_winner) {
        Some(winner) => format!("{winner} wins"),
        None => "A draw".to_owned(),
    };
    assert!(harness.query_all_by_label_contains(&said).next().is_some(), "the result says {said}");
    harness.get_by_label("Rematch");
}

/// Plays `action` with the keyboard alone: the card in the hand, then the
/// lit hedge or the bar's button, Tab after Tab; answers and End turn by
/// their keys.
fn press(harness: &mut Harness<'_, ParlourApp>, state: &Wonderland, action: Action) {
    let seat = state.to_act().expect("a decision");
    let view = state.view(Some(seat));
    let key = match action {
        Action::Cancel => Some(egui::Key::C),
        Action::Let => Some(egui::Key::L),
        Action::End => Some(egui::Key::E),
        _ => None,
    };
    if let Some(key) = key {
        harness.key_press(key);
        harness.run_steps(2);
        return;
    }
    let card = match action {
        Action::Guard(c) | Action::Move { card: c, .. } | Action::Stalk { card: c, .. } | Action::Paint(c) => c,
        Action::Jack { card, .. } | Action::Queen { card, .. } | Action::King(card) | Action::Discard(card) => card,
        Action::Hearts => QUEEN_OF_HEARTS,
        Action::End | Action::Cancel | Action::Let => unreachable!("played by their keys"),
    };
    harness::press_on_label(harness, &format!("{} in your hand", card.symbol()));
    if !matches!(action, Action::Discard(_)) {
        harness.run_steps(2);
        harness::press_on_label(harness, &label(&view, action));
    }
}

#[test]
fn a_whole_game_against_a_bot_played_with_the_keyboard_alone() {
    let dir = temp_dir("wonderland-keyboard");
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(parlour_core::bots::Level::Easy)];
    let mut harness = harness::harness(choices(GameKind::Wonderland, seats, &[("dealer", "1")], 3), dir.path());
    harness::press_on_label(&mut harness, "New game of Wonderland");
    harness::press_on_label(&mut harness, "Start");
    let mut decisions = 0;
    loop {
        harness::wait_for_human::<WonderlandTable>(&mut harness);
        let before = state(&harness);
        if before.outcome().is_some() {
            break;
        }
        let action = pick(&before);
        let played = table(&harness).session().record().actions.len();
        press(&mut harness, &before, action);
        let record = &table(&harness).session().record().actions;
        assert_eq!(record.get(played), Some(&action.to_string()), "the keys played {action}");
        decisions += 1;
        assert!(decisions < 2000, "the game never ended");
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
fn a_face_card_aimed_at_someone_else_passes_unasked_unless_the_setting_says_so() {
    use parlour::desktop::Settings;
    use parlour::desktop::tables::Board;
    use parlour::desktop::tables::wonderland::WonderlandBoard;
    let scenario = |play: &str| {
        let text = format!(
            r#"Scenario(game: "wonderland", options: (players: 3), setup: (
               gardens: [["3c", "9d", "5h", "Ah", "2s"], ["7c", "8d", "4h", "6s", "Td"], ["2c", "3d", "4d", "5d", "6d"]],
               guards: [Some((card: "7s", at: "p1.3")), Some((card: "8s", at: "p2.3")), Some((card: "9s", at: "p3.3"))],
               painted: ["p2.1", "p3.1"], hands: [["Qc"], [], []], kings: [[], ["Kh"], []],
               phase: Cancel(play: "{play}", asked: 1)))"#
        );
        parlour_core::scenario::Scenario::<Wonderland>::from_ron(&text).expect("a scenario").run().expect("plays").0
    };
    let quiet = Settings { answer_every_action: false, ..Settings::default() };
    let asked = Settings { answer_every_action: true, ..Settings::default() };
    let elsewhere = scenario("queen Qc on p3.1");
    assert_eq!(WonderlandBoard::quiet_answer(&elsewhere, Seat(1), &quiet), Some(Action::Let));
    assert_eq!(WonderlandBoard::quiet_answer(&elsewhere, Seat(1), &asked), None);
    let at_me = scenario("queen Qc on p2.1");
    assert_eq!(WonderlandBoard::quiet_answer(&at_me, Seat(1), &quiet), None, "Player 2's own hedge: asked");
}

/// What playing `action` would show or leave to chance, if anything.
fn revealed_by(state: &Wonderland, action: Action) -> Option<&'static str> {
    let mut after = state.clone();
    after.apply(action).expect("legal").iter().find_map(Wonderland::reveals)
}

#[test]
fn undo_takes_back_a_walk_but_never_the_card_drawn_at_the_end_of_the_turn() {
    let dir = temp_dir("wonderland-undo");
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(parlour_core::bots::Level::Easy)];
    let mut settings = choices(GameKind::Wonderland, seats, &[("dealer", "1")], 3);
    settings.animation = parlour::desktop::AnimationSpeed::Slow;
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Wonderland);
    for _ in 0..300 {
        harness::wait_for_human::<WonderlandTable>(&mut harness);
        let before = state(&harness);
        assert!(before.outcome().is_none(), "the game ended before a quiet walk");
        let seat = before.to_act().expect("a decision");
        let quiet = before.legal_actions().into_iter().find(|&a| {
            let mut after = before.clone();
            matches!(a, Action::Move { .. }) && revealed_by(&before, a).is_none() && {
                after.apply(a).expect("legal");
                after.to_act() == Some(seat) && after.legal_actions().contains(&Action::End)
            }
        });
        let Some(walk) = quiet else {
            play(&mut harness, &before, pick(&before));
            continue;
        };
        play(&mut harness, &before, walk);
        harness::undo(&mut harness);
        assert_eq!(state(&harness), before, "the walk was taken back");
        play(&mut harness, &before, walk);
        let walked = state(&harness);
        let why = revealed_by(&walked, Action::End).expect("the end of a turn draws or turns up a card");
        play(&mut harness, &walked, Action::End);
        harness::assert_undo_refused(&mut harness, why);
        return;
    }
    panic!("no quiet walk came up");
}

#[test]
fn the_hedges_a_lesson_names_are_named_on_the_ring() {
    let dir = temp_dir("wonderland-hedge-names");
    let settings = Settings { animation: parlour::desktop::AnimationSpeed::Instant, ..Settings::default() };
    let mut harness = harness::harness(settings, dir.path());
    harness.get_by_label("Learn to play Wonderland").click();
    harness.run_steps(2);
    // The first step speaks of p1.5 and p2.1: each hedge's card carries its name.
    harness.get_by_label_contains("your last hedge, p1.5, lies next to Player 2's first, p2.1");
    for size in [egui::vec2(1200.0, 820.0), egui::vec2(1024.0, 640.0)] {
        harness.set_size(size);
        harness.run_steps(2);
        for hedge in ["p1.1", "p1.3", "p1.5", "p2.1", "p2.5"] {
            let card = harness.get_by_label_contains(&format!("Hedge {hedge}: ")).rect();
            let texts = harness::painted_texts_within(&harness, card);
            assert!(texts.iter().any(|t| t == hedge), "{hedge} is written on its card at {size:?}: {texts:?}");
        }
    }
}

/// "Your" for Player 1, who plays at this computer; else "Player 2's".
fn whose(seat: Seat) -> String {
    if seat == Seat(0) { "Your".to_owned() } else { format!("{seat}'s") }
}

#[test]
fn wonderland_names_carry_state() {
    let dir = temp_dir("wonderland-names");
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(parlour_core::bots::Level::Easy)];
    let mut harness = harness::harness(choices(GameKind::Wonderland, seats, &[("dealer", "1")], 3), dir.path());
    harness::start_game(&mut harness, GameKind::Wonderland);
    // Played on until Player 1 may walk: the guardsmen are on the ring.
    let walks = |game: &Wonderland| {
        let mine = game.to_act() == Some(Seat(0)) && game.pending().is_none();
        game.legal_actions().into_iter().find(|a| mine && matches!(a, Action::Move { .. }))
    };
    let (game, walk) = loop {
        harness::wait_for_human::<WonderlandTable>(&mut harness);
        let game = state(&harness);
        assert!(game.outcome().is_none(), "Player 1 could walk before the end");
        if let Some(walk) = walks(&game) {
            break (game, walk);
        }
        play(&mut harness, &game, pick(&game));
    };
    // Every hedge names its card, its roses and who stands on it; none can
    // be clicked before a card is picked.
    for i in 0..game.seat_count() * GARDEN {
        let hedge = Hedge(i as u8);
        let (name, enabled) = harness::named_at(&harness, &format!("Hedge {hedge}"));
        let what = if game.is_painted(hedge) { "painted" } else { "white" };
        assert!(name.starts_with(&format!("Hedge {hedge}: {}, {what}", game.hedge(hedge).symbol())), "{name}");
        for seat in Seat::all(2) {
            let here = game.guard(seat).is_some_and(|g| g.at == hedge);
            let who = if seat == Seat(0) { "your".to_owned() } else { format!("{seat}'s") };
            assert_eq!(name.contains(&format!("{who} guardsman here")), here, "{name}");
        }
        assert!(!enabled, "{name} is dimmed while no card is picked");
    }
    // Each guardsman is named where they stand; a rival's hand by its count.
    for seat in Seat::all(2) {
        let guard = game.guard(seat).expect("a guardsman on the ring");
        let (name, _) = harness::named_at(&harness, &format!("{} guardsman", whose(seat)));
        assert_eq!(name, format!("{} guardsman: {} on {}", whose(seat), guard.card.symbol(), guard.at));
    }
    let held = game.hand(Seat(1)).len();
    assert_eq!(harness::named_at(&harness, "Player 2's hand").0, format!("Player 2's hand: {held} cards"));
    assert!(harness::named_at(&harness, "Player 2").0.contains(&format!("{held} cards in hand")));
    let (draw, _) = harness::named_at(&harness, "Draw pile");
    assert_eq!(draw, format!("Draw pile: {} cards", game.view(None).draw));
    harness::named_at(&harness, "Discard pile");
    // A card picked lights the hedge its walk ends on, and says it is picked.
    let Action::Move { card, dir } = walk else { unreachable!("a walk") };
    let to = game.guard(Seat(0)).expect("a guardsman").at.step(card.value(), dir, game.seat_count());
    click(&mut harness, &format!("{} in your hand", card.symbol()));
    harness.get_by_label(&format!("{} in your hand, picked", card.symbol()));
    let (name, enabled) = harness::named_at(&harness, &format!("Hedge {to}"));
    assert!(enabled, "{name} may be clicked to walk there");
}

// ----- Undo after every answer and turn that shows a card -----

#[test]
fn undo_is_refused_after_the_discard_down_to_five_turns_up_the_piles_top() {
    let dir = temp_dir("wonderland-undo-trim");
    let (file, seat, discard) =
        harness::saved_before::<Wonderland>(dir.path(), "trim.ron", &Options::default(), "expert", |game| {
            let discards = game.legal_actions().into_iter().filter(|a| matches!(a, Action::Discard(_)));
            discards.into_iter().find(|&a| harness::shows(game, a) == Some("a card was turned up"))
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    let before = state(&harness);
    assert_eq!(before.to_act(), Some(seat));
    play(&mut harness, &before, discard);
    assert_eq!(state(&harness).hand(seat).len(), before.hand(seat).len() - 1, "the card was discarded");
    harness::assert_undo_refused(&mut harness, "a card was turned up");
}

#[test]
fn undo_takes_back_a_kings_cancel_which_shows_nothing() {
    let dir = temp_dir("wonderland-undo-cancel");
    let (file, seat, _) =
        harness::saved_before::<Wonderland>(dir.path(), "cancel.ron", &Options::default(), "expert", |game| {
            (game.legal_actions().contains(&Action::Cancel) && harness::shows(game, Action::Cancel).is_none())
                .then_some(Action::Cancel)
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    let before = state(&harness);
    assert_eq!(before.to_act(), Some(seat), "the person may cancel");
    play(&mut harness, &before, Action::Cancel);
    assert!(state(&harness).kings(seat).len() < before.kings(seat).len(), "the King was spent");
    harness::undo(&mut harness);
    assert_eq!(state(&harness), before, "the face card waits for the answer again");
}

#[test]
fn undo_is_refused_after_the_last_guardsman_chosen_shows_them_all() {
    let dir = temp_dir("wonderland-undo-guards");
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(parlour_core::bots::Level::Expert)];
    // Player 2 deals and chooses first: Player 1's choice is the last.
    let mut settings = choices(GameKind::Wonderland, seats, &[("dealer", "2")], 3);
    settings.animation = parlour::desktop::AnimationSpeed::Slow;
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::Wonderland);
    harness::wait_for_human::<WonderlandTable>(&mut harness);
    let before = state(&harness);
    let guard = before.legal_actions()[0];
    assert!(matches!(guard, Action::Guard(_)), "the person chooses a guardsman: {guard}");
    play(&mut harness, &before, guard);
    assert_eq!(guards(&state(&harness)), 2, "both guardsmen stand on the ring");
    harness::assert_undo_refused(&mut harness, "the guardsmen were shown");
}

/// Where each hedge of the ring lies, by its place ("Hedge p2.5").
fn hedge_rects(harness: &Harness<'_, ParlourApp>) -> std::collections::BTreeMap<String, egui::Rect> {
    harness
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with("Hedge p")))
        .map(|n| {
            let label = n.accesskit_node().label().unwrap_or_default();
            (label.split(':').next().unwrap_or_default().to_owned(), n.rect())
        })
        .collect()
}

#[test]
fn the_ring_stays_still_while_five_bots_play() {
    let dir = temp_dir("wonderland-still");
    let mut seats = vec![SeatPlayer::Human];
    seats.extend([SeatPlayer::Bot(parlour_core::bots::Level::Easy); 5]);
    let mut harness = harness::harness(choices(GameKind::Wonderland, seats, &[("dealer", "1")], 3), dir.path());
    harness::start_game(&mut harness, GameKind::Wonderland);
    harness::wait_for_human::<WonderlandTable>(&mut harness);
    let mut ring = hedge_rects(&harness);
    assert!(!ring.is_empty(), "the ring's hedges are named");
    for _ in 0..6 {
        let before = state(&harness);
        if before.outcome().is_some() {
            break;
        }
        let action = pick(&before);
        press(&mut harness, &before, action);
        // Every frame while the bots play, and at the player's next decision.
        for _ in 0..200 {
            harness.step();
            for (hedge, rect) in hedge_rects(&harness) {
                let was = *ring.entry(hedge.clone()).or_insert(rect);
                assert_eq!(was, rect, "{hedge} moved while the bots played");
            }
            if table(&harness).session().human_to_act().is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
}

#[test]
fn a_kings_question_puts_letting_it_be_first_and_in_the_focus() {
    let dir = temp_dir("wonderland-king-focus");
    let (file, seat, _) =
        harness::saved_before::<Wonderland>(dir.path(), "king.ron", &Options::default(), "expert", |game| {
            game.legal_actions().contains(&Action::Cancel).then_some(Action::Let)
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    assert_eq!(state(&harness).to_act(), Some(seat), "the King's holder is asked");
    harness.run_steps(3);
    let focused = harness.query_all_by_role(egui::accesskit::Role::Button).find(|n| n.accesskit_node().is_focused());
    let focused = focused.and_then(|n| n.accesskit_node().label()).unwrap_or_default();
    assert!(focused.starts_with("Let"), "the focus is on letting it be, not on spending the King: {focused:?}");
    // Enter lets it be: the King is kept.
    let kings = state(&harness).kings(seat).len();
    harness.key_press(egui::Key::Enter);
    harness.run_steps(3);
    assert_eq!(state(&harness).kings(seat).len(), kings, "Enter spent no King");
}

#[test]
fn a_kings_question_about_the_hedge_where_your_guardsman_stands_says_so() {
    let dir = temp_dir("wonderland-king-why");
    let (file, seat, _) =
        harness::saved_before::<Wonderland>(dir.path(), "king-why.ron", &Options::default(), "expert", |game| {
            let asked = game.to_act()?;
            let (_, play, _) = game.pending()?;
            let (Action::Jack { hedge, .. } | Action::Queen { hedge, .. }) = play else { return None };
            game.guard(asked).is_some_and(|guard| guard.at == hedge).then_some(Action::Let)
        });
    let mut harness = harness::open_saved_game(dir.path(), &file);
    assert_eq!(state(&harness).to_act(), Some(seat), "the King's holder is asked");
    harness.run_steps(3);
    // Why it concerns them, in the question itself.
    let asked = "where your guardsman stands): cancel it with your King (C), or let it be (L)?";
    assert!(harness.query_all_by_label_contains(asked).count() > 0, "the question says why it concerns them");
}
