//! The Unicorn Jelly table: a whole game against a bot played by clicking,
//! with a combo previewed (arithmetic and all) before it is played; jumps,
//! the solitaire seats, undo, and a game saved and opened again.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour::desktop::tables::UnicornJellyTable;
use parlour::desktop::tables::pointing::names;
use parlour::seat_player::SeatPlayer;
use parlour_core::bots::Level;
use parlour_core::games::unicorn_jelly::{Action, Event, Face, Pos, TileId, UnicornJelly};
use parlour_core::{Game, GameKind, Seat};
use tempfile::TempDir;

use crate::harness::{self, choices, temp_dir, type_path};

fn table<'h>(harness: &'h Harness<'_, ParlourApp>) -> &'h UnicornJellyTable {
    harness::table(harness)
}

fn state<'h>(harness: &'h Harness<'_, ParlourApp>) -> &'h UnicornJelly {
    table(harness).session().state()
}

fn wait_for_human(harness: &mut Harness<'_, ParlourApp>) {
    harness::wait_for_human::<UnicornJellyTable>(harness);
}

/// The thing on the table `pointer` names as a lesson points at it:
/// "Hand tile 1" names "Hand tile 1: Lupiko, power 3, Hero", "Square 0,1"
/// names "Square 0,1: empty, borders Lupiko to the south".
fn button<'h>(harness: &'h Harness<'_, ParlourApp>, pointer: &str) -> egui_kittest::Node<'h> {
    let pointer = pointer.to_owned();
    harness.get_by(move |node| {
        node.role() == egui::accesskit::Role::Button && node.label().is_some_and(|l| names(&pointer, &l))
    })
}

/// What a thing on the table says: its name, or a label's text.
fn said(node: &egui_kittest::Node<'_>) -> String {
    let node = node.accesskit_node();
    node.label().or_else(|| node.value()).unwrap_or_default()
}

/// What names the square `pos`: the tile on it, or the empty square.
fn place(harness: &Harness<'_, ParlourApp>, pos: Pos) -> String {
    if state(harness).at(pos).is_some() { format!("Tile {pos}") } else { format!("Square {pos}") }
}

/// What names the slot of the human's hand that holds `tile`.
fn hand_slot(harness: &Harness<'_, ParlourApp>, tile: TileId) -> String {
    let seat = table(harness).session().human_to_act().expect("the human is to act");
    let slot = state(harness).hand(seat).iter().position(|&t| t == tile).expect("in hand");
    format!("Hand tile {}", slot + 1)
}

/// A game against the easy bot with these options, started from the shelf,
/// waiting for the human's first decision.
fn game(name: &str, options: &[(&str, &str)], seed: u64) -> (TempDir, Harness<'static, ParlourApp>) {
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let dir = temp_dir(name);
    let mut harness = harness::harness(choices(GameKind::UnicornJelly, seats, options, seed), dir.path());
    harness::start_game(&mut harness, GameKind::UnicornJelly);
    wait_for_human(&mut harness);
    (dir, harness)
}

/// The defeats `action` makes, and how many attackers the biggest one took.
fn defeats(state: &UnicornJelly, action: Action) -> (usize, usize) {
    let Ok(events) = state.clone().apply(action) else { return (0, 0) };
    let by: Vec<usize> = events
        .iter()
        .take_while(|e| !matches!(e, Event::Drew { .. } | Event::MineRevealed { .. }))
        .filter_map(|e| match e {
            Event::Defeated { by, .. } => Some(by.len()),
            _ => None,
        })
        .collect();
    (by.len(), by.into_iter().max().unwrap_or(0))
}

/// A player who takes a combo when there is one, else the placement that
/// defeats most, and plays on when offered to stop.
fn choose(state: &UnicornJelly) -> Action {
    let legal = state.legal_actions();
    if legal.contains(&Action::Decline) {
        return Action::Decline;
    }
    let placements = legal.iter().copied().filter(|a| !matches!(a, Action::Call));
    placements
        .max_by_key(|&a| {
            let (count, most) = defeats(state, a);
            (most >= 2, count)
        })
        .expect("a placement")
}

/// Clicks what `action` needs: the hand tile, then the square or the tile
/// it goes on; a landmine's square; "Play on".
fn click(harness: &mut Harness<'_, ParlourApp>, action: Action) {
    match action {
        Action::Place { tile, pos } | Action::Cover { tile, pos } => {
            button(harness, &hand_slot(harness, tile)).click();
            harness.step();
            click_on_board(harness, pos);
        }
        Action::Mine(pos) => click_on_board(harness, pos),
        Action::Decline => harness.get_by_label("Play on").click(),
        other => panic!("the test does not play {other}"),
    }
    harness.step();
}

/// Clicks the square or tile `pos` names, first bringing it whole into
/// view by the keyboard's focus (the view follows the focus): a board
/// larger than the view may hold it beyond the view, where no pointer
/// reaches it.
fn click_on_board(harness: &mut Harness<'_, ParlourApp>, pos: Pos) {
    let name = place(harness, pos);
    button(harness, &name).focus();
    harness.run_steps(3);
    // A square cut by the view's edge shows only its part in the view.
    let shown = button(harness, &name).rect();
    assert!(shown.is_positive() && (shown.width() - shown.height()).abs() < 0.5, "{name} shows whole: {shown:?}");
    button(harness, &name).click();
}

/// Clicks the move [`choose`] picks.
fn play_one(harness: &mut Harness<'_, ParlourApp>) {
    let action = choose(state(harness));
    click(harness, action);
}

/// Plays a whole game against the easy bot by clicking; returns how many
/// combos the human played, each previewed before it was played.
fn play_a_whole_game(seed: u64) -> usize {
    let (_dir, mut harness) = game(&format!("uj-whole-game-{seed}"), &[], seed);
    let mut combos = 0;
    let mut decisions = 0;
    loop {
        wait_for_human(&mut harness);
        if state(&harness).outcome().is_some() {
            break;
        }
        let action = choose(state(&harness));
        let (count, most) = defeats(state(&harness), action);
        if let Action::Place { tile, pos } = action {
            // Hovering the square first previews the defeats with their arithmetic.
            let hand_tile = hand_slot(&harness, tile);
            button(&harness, &hand_tile).click();
            harness.step();
            button(&harness, &format!("Square {pos}")).hover();
            harness.run_steps(2);
            // The preview lies beside the square's neighbours, never over
            // the tiles the move may defeat.
            let previewed = |l: &str| l.ends_with(" point") || l.ends_with(" points") || l.starts_with("Defeats ");
            let shown = harness.query_by(|n| n.label().or_else(|| n.value()).is_some_and(|l| previewed(&l)));
            if let Some(shown) = shown {
                for (x, y) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let next = parlour_core::games::unicorn_jelly::Pos { x: pos.x + x, y: pos.y + y };
                    if let Some(square) = harness.query_by_label_contains(&format!("Square {next}:")) {
                        assert!(!shown.rect().intersects(square.rect()), "the preview covers square {next}");
                    }
                }
            }
            if most >= 2 {
                let preview = harness.get_by_label_contains(" = ").accesskit_node().value().unwrap_or_default();
                assert!(preview.contains(" + ") && preview.contains(" > ") && preview.contains("point"), "{preview}");
                combos += 1;
            } else if count == 0 {
                harness.get_by_label_contains("Defeats nothing");
            }
            // Put the tile back: `click` picks it again.
            button(&harness, &hand_tile).click();
            harness.step();
        }
        let before = table(&harness).session().record().actions.len();
        click(&mut harness, action);
        let played = &table(&harness).session().record().actions;
        assert_eq!(played.get(before), Some(&action.to_string()), "the clicks played something else");
        decisions += 1;
        assert!(decisions < 60, "the game does not end");
    }
    let log: Vec<String> =
        table(&harness).session().log().iter().map(|e| state(&harness).describe(e, Some(Seat(0)))).collect();
    let told = log.iter().filter(|l| l.contains(" + ") && l.contains("+1 point to Player 1")).count();
    assert!(told >= combos, "the log tells {told} of {combos} combos");
    assert!(decisions >= 10, "the human made {decisions} decisions");
    harness.get_by_label("Rematch");
    combos
}

/// Where each square and tile of the board lies on the screen, by name.
fn board_rects(harness: &Harness<'_, ParlourApp>) -> std::collections::BTreeMap<String, egui::Rect> {
    let on_board = |l: &str| l.starts_with("Square ") || l.starts_with("Tile ");
    harness
        .query_all_by(|n| n.role() == egui::accesskit::Role::Button && n.label().is_some_and(|l| on_board(&l)))
        .map(|n| {
            let name = said(&n);
            let name = name.split(':').next().unwrap_or_default().to_owned();
            (name, n.rect())
        })
        .collect()
}

#[test]
fn the_board_stays_still_from_a_pick_to_the_click_all_game_long_and_its_tiles_read() {
    let (_dir, mut harness) = game("uj-stays-still", &[], 5);
    let (mut turns, mut noted) = (0, 0);
    while state(&harness).outcome().is_none() {
        let action = choose(state(&harness));
        if let Action::Place { tile, .. } | Action::Cover { tile, .. } = action {
            // Nothing picked, then each tile of the hand picked in turn: every
            // square or tile shown before and after lies where it lay.
            let seat = table(&harness).session().human_to_act().expect("the human is to act");
            let hand = state(&harness).hand(seat).to_vec();
            let mut seen = board_rects(&harness);
            // Late in the game too, the board is panned rather than shrunk
            // below a tile whose power and name read.
            for (name, rect) in &seen {
                assert!(rect.width() >= 60.0, "turn {turns}: {name} is {:.0} points wide", rect.width());
            }
            // What the view leaves out is said beside Fit to view, never
            // over a square or tile of the board.
            if let Some(note) = harness.query_by_label_contains("beyond the view") {
                let (note, hand) = (note.rect(), harness.get_by_label("Your hand").rect());
                for (name, rect) in seen.iter().filter(|(_, r)| r.bottom() <= hand.top()) {
                    assert!(!note.intersects(*rect), "turn {turns}: the note {note:?} covers {name} {rect:?}");
                }
                noted += 1;
            }
            for &other in hand.iter().filter(|&&t| t != tile).chain([&tile]) {
                button(&harness, &hand_slot(&harness, other)).click();
                harness.run_steps(2);
                let picked = board_rects(&harness);
                for (name, rect) in &picked {
                    let was = seen.get(name).unwrap_or(rect);
                    assert_eq!(was, rect, "turn {turns}: {name} moved when another tile was picked");
                }
                seen.extend(picked);
            }
            // Picked again: put back.
            button(&harness, &hand_slot(&harness, tile)).click();
            harness.run_steps(2);
        }
        click(&mut harness, action);
        wait_for_human(&mut harness);
        turns += 1;
        assert!(turns < 60, "the game does not end");
    }
    assert!(turns >= 10, "{turns} turns played");
    assert!(noted > 0, "the board grew beyond the view, and the table said so");
}

#[test]
fn whole_games_are_played_by_clicking_until_one_has_a_combo() {
    // Combos need the right tiles side by side; a few deals bring one.
    let seed = (1..=40).find(|&seed| play_a_whole_game(seed) > 0);
    assert!(seed.is_some(), "no combo came up in 40 games");
}

#[test]
fn a_tile_jumps_in_jumping_jelly() {
    let (_dir, mut harness) = game("uj-jump", &[("variant", "jumping")], 3);
    let jump = loop {
        let legal = state(&harness).legal_actions();
        if let Some(&jump) = legal.iter().find(|a| matches!(a, Action::Jump { .. })) {
            break jump;
        }
        play_one(&mut harness);
        wait_for_human(&mut harness);
    };
    let Action::Jump { from, to } = jump else { unreachable!("a jump") };
    harness.get_by_label("Jump a tile").click();
    harness.run_steps(2);
    button(&harness, &format!("Tile {from}")).click();
    harness.run_steps(2);
    button(&harness, &format!("Square {to}")).click();
    harness.step();
    let played = table(&harness).session().record().actions.clone();
    assert!(played.contains(&format!("jump {from}>{to}")), "{played:?}");
    assert_eq!(state(&harness).at(to).map(|t| t.face), Some(parlour_core::games::unicorn_jelly::Face::Up));
}

#[test]
fn solitaire_seats_one_player_and_keeps_the_best_score() {
    let (_dir, mut harness) = game("uj-solitaire", &[("variant", "solitaire")], 5);
    assert_eq!(table(&harness).session().seats(), [SeatPlayer::Human], "the dialog fits the seats to the variant");
    assert!(harness.query_by_label_contains("Player 2").is_none(), "nobody else is at the table");
    while state(&harness).outcome().is_none() {
        play_one(&mut harness);
        wait_for_human(&mut harness);
    }
    harness.run_steps(2);
    let score = state(&harness).score(Seat(0));
    let best: Vec<i32> = harness.state().settings().best_solo.values().copied().collect();
    assert_eq!(best, [score], "the score is kept as the best");
    harness.get_by_label_contains("your best yet");
}

#[test]
fn undo_never_takes_back_a_tile_once_the_next_one_is_drawn() {
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let dir = temp_dir("uj-undo");
    let mut settings = choices(GameKind::UnicornJelly, seats, &[], 6);
    settings.animation = parlour::desktop::AnimationSpeed::Slow;
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::UnicornJelly);
    wait_for_human(&mut harness);
    play_one(&mut harness);
    harness.step();
    let log = table(&harness).session().log();
    let since = log.iter().rev().take_while(|e| !matches!(e, Event::Placed { .. } | Event::Covered { .. }));
    assert!(since.clone().any(|e| matches!(e, Event::Drew { .. })), "a tile was drawn after the move: {log:?}");
    harness::assert_undo_refused(&mut harness, "a tile was drawn");
    wait_for_human(&mut harness);
    // Takebacks could not help where every play draws: the refusal does
    // not send the player to them.
    harness::assert_undo_refused(&mut harness, &format!("the last move was {}'s", Seat(1)));
}

#[test]
fn a_saved_game_opens_again() {
    let (_dir, mut harness) = game("uj-save", &[], 6);
    play_one(&mut harness);
    wait_for_human(&mut harness);

    let dir = temp_dir("uj-save-file");
    let file = dir.path().join("jelly.ron");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    harness.run_steps(2);
    type_path(&mut harness, &file);
    harness.get_by_label("Save").click();
    harness.step();
    let other_dir = temp_dir("uj-save-2");
    let mut other = harness::harness(parlour::desktop::Settings::default(), other_dir.path());
    other.get_by_label("Open a saved game…").click();
    other.run_steps(2);
    type_path(&mut other, &file);
    other.get_by_label("Open").click();
    other.run_steps(2);
    assert_eq!(state(&other), state(&harness), "the game opened is the game saved");
    assert_eq!(table(&other).session().seats(), [SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)]);
}

/// Plays `action` with the keyboard alone: Tab to each thing to click, Enter.
fn press(harness: &mut Harness<'_, ParlourApp>, action: Action) {
    let press_on = |harness: &mut Harness<'_, ParlourApp>, pointer: &str| {
        harness::press_on(harness, |label| names(pointer, label), pointer);
    };
    match action {
        Action::Place { tile, pos } | Action::Cover { tile, pos } => {
            let slot = hand_slot(harness, tile);
            press_on(harness, &slot);
            let square = place(harness, pos);
            press_on(harness, &square);
        }
        Action::Mine(pos) => {
            let square = place(harness, pos);
            press_on(harness, &square);
        }
        Action::Decline => harness::press_on_label(harness, "Play on"),
        other => panic!("the test does not play {other}"),
    }
}

#[test]
fn a_whole_game_against_a_bot_played_with_the_keyboard_alone() {
    let (_dir, mut harness) = game("uj-keyboard", &[("landmine", "on")], 21);
    let mut decisions = 0;
    loop {
        wait_for_human(&mut harness);
        if state(&harness).outcome().is_some() {
            break;
        }
        let action = choose(state(&harness));
        let before = table(&harness).session().record().actions.len();
        press(&mut harness, action);
        let record = &table(&harness).session().record().actions;
        assert_eq!(record.get(before), Some(&action.to_string()), "the keys played {action}");
        decisions += 1;
    }
    assert!(decisions > 10, "a whole game: {decisions} decisions");
    let state = state(&harness);
    let winner = state.outcome().and_then(parlour_core::Outcome::sole_winner);
    let said = match winner {
        Some(Seat(0)) => "You win",
        Some(_) => "Player 2 wins",
        None => "A draw",
    };
    assert!(harness.query_all_by_label_contains(said).next().is_some(), "the result says {said}");
}

#[test]
fn keyboard_focus_on_a_square_previews_the_move_as_hovering_does() {
    let (_dir, mut harness) = game("uj-focus-preview", &[], 6);
    button(&harness, "Hand tile 1").click();
    harness.run_steps(2);
    // The pointer rests away from the board; only the keyboard's focus
    // may bring a preview.
    harness.hover_at(egui::pos2(2.0, 300.0));
    let preview = |h: &Harness<'_, ParlourApp>| {
        let words = |node: &egui_kittest::Node<'_>| {
            let node = node.accesskit_node();
            [node.label(), node.value()].into_iter().flatten().collect::<Vec<String>>()
        };
        let all = h.query_all_by(|_| true).flat_map(|node| words(&node));
        all.filter(|said| said.contains("Defeats nothing") || said.contains(" = ")).collect::<Vec<_>>()
    };
    let previewed = |h: &Harness<'_, ParlourApp>| !preview(h).is_empty();
    // Play brings the focus to the first lit square; back to the hand
    // with Shift+Tab, nothing is previewed.
    harness.run_steps(2);
    for _ in 0..40 {
        if harness::focused(&harness).is_some_and(|l| l.starts_with("Hand tile")) {
            break;
        }
        harness.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::Tab);
        harness.run_steps(2);
    }
    let focus = harness::focused(&harness);
    assert!(focus.as_deref().is_some_and(|l| l.starts_with("Hand tile")), "the focus is back in the hand: {focus:?}");
    assert!(!previewed(&harness), "a preview with the focus on {focus:?}, the pointer away: {:?}", preview(&harness));
    // Then on to a square.
    for _ in 0..40 {
        if harness::focused(&harness).is_some_and(|l| l.starts_with("Square ")) {
            break;
        }
        harness.key_press(egui::Key::Tab);
        harness.step();
    }
    let square = harness::focused(&harness).expect("a square has the focus");
    assert!(square.starts_with("Square "), "the focus reached a square: {square}");
    harness.run_steps(2);
    assert!(previewed(&harness), "{square} with the focus previews what the move defeats");
}

#[test]
fn unicorn_jelly_names_carry_state() {
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let dir = temp_dir("uj-names");
    // Slow, so that the move stays on the table a while before the bot's.
    let mut settings = choices(GameKind::UnicornJelly, seats, &[], 6);
    settings.animation = parlour::desktop::AnimationSpeed::Slow;
    let mut harness = harness::harness(settings, dir.path());
    harness::start_game(&mut harness, GameKind::UnicornJelly);
    wait_for_human(&mut harness);

    // The hand says each tile's power and kind, and every tile can be picked.
    let hand = state(&harness).hand(Seat(0)).to_vec();
    for (slot, &tile) in hand.iter().enumerate() {
        let def = state(&harness).design(tile);
        let node = button(&harness, &format!("Hand tile {}", slot + 1));
        let label = said(&node);
        let power = def.power.map_or_else(String::new, |p| format!(", power {p}"));
        assert!(label.starts_with(&format!("Hand tile {}: {}{power}, {}", slot + 1, def.name, def.kind)), "{label}");
        assert!(!node.accesskit_node().is_disabled(), "{label} can be picked");
    }
    // Of the rival's hand only how many tiles it holds is told.
    let rival = format!("Player 2's hand: {} tiles", state(&harness).hand(Seat(1)).len());
    let told = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
        n.role() == egui::accesskit::Role::Label && n.label().or_else(|| n.value()).as_deref() == Some(rival.as_str())
    };
    assert!(harness.query_by(told).is_some(), "the table tells \"{rival}\"");
    // A tile on the board that nothing picked may go on cannot be used.
    let seed = button(&harness, "Tile 0,0");
    assert!(seed.accesskit_node().is_disabled(), "{} cannot be used yet", said(&seed));

    // Picked, a tile lights the empty squares it may go on, each named so.
    let action = choose(state(&harness));
    let Action::Place { tile, pos } = action else { panic!("a placement first: {action}") };
    button(&harness, &hand_slot(&harness, tile)).click();
    harness.run_steps(2);
    let square = button(&harness, &format!("Square {pos}"));
    assert!(said(&square).starts_with(&format!("Square {pos}: empty, borders ")), "{}", said(&square));
    assert!(!square.accesskit_node().is_disabled());
    button(&harness, &format!("Square {pos}")).click();
    harness.run_steps(2);

    // Played: the tile says what it is and who placed it; the hand waits.
    let name = state(&harness).design(tile).name.clone();
    let placed = said(&button(&harness, &format!("Tile {pos}")));
    let face = state(&harness).at(pos).map(|t| t.face);
    assert!(placed.starts_with(&format!("Tile {pos}: {name}")), "{placed}");
    if face == Some(Face::Up) {
        let power = state(&harness).current_power(pos).expect("a power");
        assert!(placed.contains(&format!("power {power}")), "{placed}");
        assert!(placed.ends_with("placed on your last move"), "{placed}");
    }
    assert_eq!(table(&harness).session().human_to_act(), None, "Player 2 has not played yet");
    let waiting = button(&harness, "Hand tile 1");
    assert!(waiting.accesskit_node().is_disabled(), "{} waits for the human's turn", said(&waiting));
    wait_for_human(&mut harness);
    harness.run_steps(2);
    // The bot's tile is named with the move that placed it.
    let log = table(&harness).session().log();
    let Some(&Event::Placed { tile, pos, .. }) =
        log.iter().rev().find(|e| matches!(e, Event::Placed { seat: Seat(1), .. }))
    else {
        panic!("Player 2 placed a tile: {log:?}")
    };
    let theirs = said(&button(&harness, &format!("Tile {pos}")));
    assert!(theirs.starts_with(&format!("Tile {pos}: {}", state(&harness).design(tile).name)), "{theirs}");
    assert!(theirs.contains("placed on Player 2's last move"), "{theirs}");
}

#[test]
fn play_test_leaves_the_game_in_progress_untouched_and_continue_brings_it_back() {
    let (dir, mut harness) = game("uj-play-test-keeps-the-game", &[], 3);
    play_one(&mut harness);
    wait_for_human(&mut harness);
    let moves = harness::actions_played(&harness);
    let kept = dir.path().join("in-progress").join(format!("{}.ron", GameKind::UnicornJelly.info().id));
    let before = std::fs::read_to_string(&kept).expect("the game is kept in progress");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness::open_workshop(&mut harness);
    harness.get_by_label("Play-test").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "at the play-test's table");
    wait_for_human(&mut harness);
    play_one(&mut harness);
    wait_for_human(&mut harness);
    assert!(harness::actions_played(&harness) > 0, "the play-test was played");
    assert_eq!(std::fs::read_to_string(&kept).expect("still kept"), before, "the game in progress is untouched");

    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.state().screen().is_shelf());
    harness.get_by_label_contains("Continue Unicorn Jelly").click();
    harness.run_steps(2);
    assert_eq!(harness::actions_played(&harness), moves, "Continue brings back the player's game, not the play-test");
}

#[test]
fn esc_from_a_play_test_goes_back_to_the_workshop_and_the_same_design() {
    let dir = temp_dir("uj-play-test-esc");
    let mut harness = harness::harness(parlour::desktop::Settings::default(), dir.path());
    harness::open_workshop(&mut harness);
    harness::type_into(&mut harness, "Set name", "Whales");
    harness.get_by_label("Play-test").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "at the play-test's table");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    assert!(harness.state().screen().is_workshop(), "Esc from a play-test goes back to the workshop");
    assert_eq!(harness.state().workshop().expect("open").set().name, "Whales", "to the same design");
    // The menu says which table it goes back to: the play-test, not the player's game.
    assert!(harness.query_by_label("Back to the table").is_none());
    harness.get_by_label("Back to the play-test").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "back at the play-test");
    // The table says it is a play-test, and its bar goes back too.
    harness.get_by_label("Play-test of the workshop's design");
    harness.get_by_label("Back to the workshop").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_workshop(), "the bar's button goes back to the workshop");
}

/// The rectangles stroked 3 points wide in `colour` in the last frame,
/// each as far as its stroke reaches.
fn stroked(harness: &Harness<'_, ParlourApp>, colour: egui::Color32) -> Vec<egui::Rect> {
    fn collect(shape: &egui::Shape, colour: egui::Color32, out: &mut Vec<egui::Rect>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, colour, out)),
            egui::Shape::Rect(rect) if rect.stroke.color == colour && (rect.stroke.width - 3.0).abs() < 0.01 => {
                let out_by = match rect.stroke_kind {
                    egui::StrokeKind::Outside => 3.0,
                    egui::StrokeKind::Middle => 1.5,
                    egui::StrokeKind::Inside => 0.0,
                };
                out.push(rect.rect.expand(out_by));
            }
            _ => {}
        }
    }
    let mut rects = Vec::new();
    for clipped in &harness.output().shapes {
        collect(&clipped.shape, colour, &mut rects);
    }
    rects
}

#[test]
fn the_hints_gold_outline_shows_inside_the_focus_ring_on_a_hand_tile() {
    let (_dir, mut harness) = game("uj-hint-ring", &[], 21);
    wait_for_human(&mut harness);
    harness.key_press(egui::Key::H);
    for _ in 0..4_000 {
        harness.step();
        if table(&harness).session().hinted().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let Some(Action::Place { tile, .. }) = table(&harness).session().hinted() else { panic!("a tile is hinted") };
    harness.run_steps(2);
    let slot = hand_slot(&harness, tile);
    // The hint heard, the focus goes to the tile it names: Enter follows it.
    let focused = harness::focused(&harness).unwrap_or_default();
    assert!(focused.starts_with(&format!("{slot}:")), "H brings the focus to {slot}, not {focused}");
    // Tab to the hinted tile, without picking it.
    for _ in 0..40 {
        if harness::focused(&harness).is_some_and(|label| label.starts_with(&format!("{slot}:"))) {
            break;
        }
        harness.key_press(egui::Key::Tab);
        harness.run_steps(1);
    }
    harness.run_steps(2);
    let gold = stroked(&harness, egui::Color32::GOLD);
    let gold = *gold.first().expect("the hinted tile is outlined in gold");
    let ring_colour = harness.ctx.global_style().visuals.selection.stroke.color;
    let focused = harness::focus_node(&harness).expect("the focus is on the tile").rect();
    let ring = stroked(&harness, ring_colour)
        .into_iter()
        .find(|r| r.contains_rect(focused))
        .expect("the focus ring around the tile");
    assert!(
        ring.shrink(3.0).contains_rect(gold),
        "the gold outline {gold:?} lies wholly inside the focus ring's stroke {ring:?}"
    );
}

#[test]
fn unicorn_jelly_names_a_lit_square_with_what_the_tile_picked_would_defeat_there() {
    let (_dir, mut harness) = game("uj-square-defeats", &[], 4);
    for _ in 0..12 {
        let session = table(&harness).session();
        let Some(seat) = session.human_to_act() else { break };
        let state = session.state().clone();
        // The first tile that defeats something somewhere, picked.
        let strong = state.legal_actions().into_iter().find_map(|action| {
            let Action::Place { tile, pos } = action else { return None };
            let mut after = state.clone();
            let events = after.apply(action).ok()?;
            let beaten: Vec<String> = events
                .iter()
                .filter_map(|e| match e {
                    Event::Defeated { tile, .. } => Some(state.design(*tile).name.clone()),
                    _ => None,
                })
                .collect();
            (!beaten.is_empty()).then_some((tile, pos, beaten))
        });
        if let Some((tile, pos, beaten)) = strong {
            let slot = state.hand(seat).iter().position(|&t| t == tile).expect("in hand");
            harness::place(&harness, &format!("Hand tile {}", slot + 1)).click();
            harness.run_steps(2);
            let (name, _) = harness::named_at(&harness, &format!("Square {pos}"));
            assert!(name.contains(&format!("defeats {}", beaten[0])), "{name} says what it defeats: {beaten:?}");
            return;
        }
        play_one(&mut harness);
        wait_for_human(&mut harness);
    }
    panic!("no move that defeats a tile came up");
}

#[test]
fn the_board_stays_still_while_the_bot_thinks_rather_than_closing_in() {
    let (_dir, mut harness) = game("uj-still-bot", &[], 6);
    let size = |harness: &Harness<'_, ParlourApp>| {
        board_rects(harness).iter().find(|(name, _)| name.starts_with("Tile ")).map(|(_, rect)| rect.width())
    };
    for turn in 0..8 {
        if state(&harness).outcome().is_some() {
            break;
        }
        let before = size(&harness).expect("a tile on the board");
        play_one(&mut harness);
        harness.run_steps(1);
        if table(&harness).session().human_to_act().is_none() {
            let thinking = size(&harness).expect("a tile on the board");
            assert!(
                thinking <= before + 0.5,
                "turn {turn}: tiles grew from {before} to {thinking} while the bot thinks"
            );
        }
        wait_for_human(&mut harness);
    }
}

#[test]
fn a_game_of_a_designed_set_finds_its_art_again_when_opened_after_a_restart() {
    use parlour::desktop::NewGameChoices;
    use parlour::desktop::tables::{self, Table};
    let dir = temp_dir("designed-game");
    let folder = dir.path().join("sets");
    std::fs::create_dir_all(&folder).expect("made");
    let file = folder.join("mine.ron");
    std::fs::write(&file, parlour_core::games::unicorn_jelly::TileSet::default_set().to_ron()).expect("written");
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let choices = NewGameChoices { design: Some(file.clone()), seats, ..NewGameChoices::default() };
    let table = tables::open(GameKind::UnicornJelly, &choices, 7).expect("a game of the set");
    let folder_of = |t: &dyn Table| {
        let uj = t.as_any().downcast_ref::<UnicornJellyTable>().expect("a Unicorn Jelly table");
        uj.board().design_folder().map(std::path::Path::to_path_buf)
    };
    assert_eq!(folder_of(table.as_ref()), Some(folder.clone()));
    let again = tables::load(&table.save_text()).expect("opened again");
    assert_eq!(folder_of(again.as_ref()), Some(folder), "the saved game names its set's file");

    std::fs::remove_file(&file).expect("removed");
    let gone = tables::load(&table.save_text()).expect("opened without the file");
    assert_eq!(folder_of(gone.as_ref()), None, "drawn in Parlour's look when the file is gone");
}

/// Waits for the hint asked with H; the move hinted.
fn hinted(harness: &mut Harness<'_, ParlourApp>) -> Action {
    harness.key_press(egui::Key::H);
    for _ in 0..4_000 {
        harness.step();
        if let Some(action) = table(harness).session().hinted() {
            harness.run_steps(2);
            return action;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the hint never came")
}

#[test]
fn preview_a_tile_picked_with_the_pointer_leaves_the_board_to_the_pointer() {
    let (_dir, mut harness) = game("uj-pointer-pick", &[], 21);
    play_one(&mut harness);
    wait_for_human(&mut harness);
    let tile = state(&harness).hand(Seat(0))[0];
    button(&harness, &hand_slot(&harness, tile)).click();
    harness.run_steps(3);
    // No square took the focus: only the square pointed at would show a preview.
    let focused = harness::focused(&harness).unwrap_or_default();
    assert!(!focused.starts_with("Square ") && !focused.starts_with("Tile "), "the focus went to {focused}");
}

#[test]
fn preview_a_tile_picked_by_the_keyboard_sends_the_focus_to_the_hinted_square() {
    let (_dir, mut harness) = game("uj-keyboard-pick", &[], 21);
    play_one(&mut harness);
    wait_for_human(&mut harness);
    let Action::Place { tile, pos } = hinted(&mut harness) else { panic!("a place is hinted") };
    let slot = hand_slot(&harness, tile);
    harness::press_on(&mut harness, |label| names(&slot, label), &slot);
    harness.run_steps(3);
    let square = place(&harness, pos);
    let focused = harness::focused(&harness).unwrap_or_default();
    assert!(names(&square, &focused), "the focus went to {focused}, not the hinted {square}");
    // The hint's gold outline shows inside the focus ring around it.
    harness.run_steps(2);
    let ring_colour = harness.ctx.global_style().visuals.selection.stroke.color;
    let focused = harness::focus_node(&harness).expect("the focus is on the square").rect();
    let ring = stroked(&harness, ring_colour).into_iter().find(|r| r.contains_rect(focused)).expect("a focus ring");
    let gold = stroked(&harness, egui::Color32::GOLD);
    let gold =
        gold.iter().find(|g| g.contains_rect(focused.shrink(4.0))).expect("the hinted square is outlined in gold");
    assert!(ring.shrink(3.0).contains_rect(*gold), "the gold outline {gold:?} lies inside the focus ring {ring:?}");
}

#[test]
fn the_hints_square_beyond_the_view_is_brought_into_it() {
    // The bot lays the seed tile; the board is then dragged far off.
    let (_dir, mut harness) = game("uj-hint-into-view", &[("first", "2")], 6);
    let place = "Tile 0,0:";
    let start = harness.get_by_label_contains(place).rect().center();
    let away = start + egui::vec2(-2000.0, -1500.0);
    let primary = egui::PointerButton::Primary;
    let modifiers = egui::Modifiers::NONE;
    let beside = egui::pos2(harness.ctx.content_rect().left() + 20.0, start.y);
    harness.event(egui::Event::PointerMoved(beside));
    harness.event(egui::Event::PointerButton { pos: beside, button: primary, pressed: true, modifiers });
    harness.run_steps(1);
    for step in 1..=10 {
        harness.event(egui::Event::PointerMoved(beside + (away - start) * (step as f32 / 10.0)));
        harness.run_steps(1);
    }
    harness.event(egui::Event::PointerButton { pos: away, button: primary, pressed: false, modifiers });
    harness.run_steps(2);
    let screen = harness.ctx.content_rect();
    let in_sight = |h: &Harness<'_, ParlourApp>, label: &str| {
        h.query_by_label_contains(label).is_some_and(|n| screen.intersects(n.rect()))
    };
    assert!(!in_sight(&harness, place), "the board was dragged out of sight");
    // The hint comes: its square is brought into view.
    harness.get_by_label("Hint").click();
    for _ in 0..4_000 {
        harness.step();
        if table(&harness).session().hinted().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    harness.run_steps(4);
    let hint = table(&harness).session().hinted().expect("the hint came");
    let Action::Place { pos, .. } = hint else { panic!("the first hint places a tile: {hint}") };
    // The squares are named only while lit; the seed tile beside the
    // hinted square is back in view with it.
    assert!(pos.x.abs() + pos.y.abs() == 1, "the hint is beside the seed tile: {pos}");
    assert!(in_sight(&harness, place), "the view came back to the hinted square {pos}");
}

#[test]
fn fit_to_view_shows_the_whole_board_however_small_its_tiles() {
    use parlour_core::games::unicorn_jelly::Options;
    // A game played at random until the board is wide, saved with the
    // person to act.
    let dir = temp_dir("uj-fit-whole");
    let mut chooser = parlour_core::rng::seeded(3);
    let (mut game, seed) = (UnicornJelly::new(&Options::default(), 4).expect("a game"), 4);
    let mut record = parlour_core::record::Record::<UnicornJelly>::new(Options::default(), seed);
    record.players = vec!["human".to_owned(), "easy".to_owned()];
    // Taller than the view holds readable tiles (some 7 rows at 1180×780).
    let tall = |game: &UnicornJelly| {
        let rows: Vec<i16> = game.board().iter().map(|t| t.pos.y).collect();
        rows.iter().max().zip(rows.iter().min()).is_some_and(|(hi, lo)| hi - lo >= 8)
    };
    while !tall(&game) || game.to_act() != Some(Seat(0)) {
        // Placed far from the middle where it may be, to grow the board.
        let mut actions = game.legal_actions();
        actions.sort_by_key(|a| match a {
            Action::Place { pos, .. } => -(pos.y.abs()),
            _ => 0,
        });
        let action =
            if record.actions.len() % 4 == 3 { game.random_action(&mut chooser).expect("a move") } else { actions[0] };
        game.apply(action).expect("legal");
        record.push(action);
        assert!(game.outcome().is_none(), "the game ended before the board grew tall");
    }
    let file = dir.path().join("wide.ron");
    std::fs::write(&file, record.to_ron()).expect("written");
    let mut harness = harness::open_saved_game(&dir.path().join("data"), &file);
    harness.run_steps(4);
    let tiles: Vec<Pos> = state(&harness).board().iter().map(|t| t.pos).collect();
    let screen = harness.ctx.content_rect();
    let side = harness.get_by_label("Hint").rect().left();
    let in_view = |h: &Harness<'_, ParlourApp>, pos: Pos| {
        h.query_by_label_contains(&format!("Tile {pos}:")).is_some_and(|n| {
            let r = n.rect();
            screen.contains_rect(r) && r.right() <= side && r.width() > 4.0
        })
    };
    harness.get_by_label("Fit to view").click();
    harness.run_steps(4);
    let away: Vec<Pos> = tiles.iter().copied().filter(|&p| !in_view(&harness, p)).collect();
    assert!(away.is_empty(), "after Fit to view, tiles beyond it: {away:?} of {}", tiles.len());
}
