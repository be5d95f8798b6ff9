//! The New game dialog: a seed typed deals one game unless the player keeps
//! it, and who starts is one of the players at the table.

use egui::accesskit::{Role, Toggled};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::{JalakTable, ShrineTable};
use parlour::desktop::{AnimationSpeed, ParlourApp, Settings};
use parlour::seat_player::SeatPlayer;
use parlour_core::GameKind;
use parlour_core::bots::Level;
use parlour_core::options::FirstPlayer;

use crate::harness::{self, choices, temp_dir};

/// Opens the New game dialog of `kind` from the shelf.
fn open_dialog(harness: &mut Harness<'_, ParlourApp>, kind: GameKind) {
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness.get_by_label(&format!("New game of {}", kind.info().name)).click();
    harness.run_steps(2);
}

/// Clicks Start; the game is at the table.
fn start(harness: &mut Harness<'_, ParlourApp>) {
    harness.get_by_label("Start").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "at a table");
}

/// The text in the Seed field, and whether "Keep this seed" is ticked.
fn seed_shown(harness: &Harness<'_, ParlourApp>) -> (String, bool) {
    let field = harness.get_by_label("Seed").accesskit_node().value().unwrap_or_default();
    let kept = harness.get_by_label("Keep this seed").accesskit_node().toggled() == Some(Toggled::True);
    (field, kept)
}

/// The seed the Jalak game at the table was dealt with.
fn dealt(harness: &Harness<'_, ParlourApp>) -> u64 {
    harness::table::<JalakTable>(harness).session().record().seed
}

/// The seed and its pin remembered for Jalak's next dialog.
fn remembered(harness: &Harness<'_, ParlourApp>) -> (String, bool) {
    let choices = &harness.state().settings().last_choices["jalak"];
    (choices.seed.clone(), choices.keep_seed)
}

#[test]
fn a_seed_typed_deals_that_game_alone_unless_the_player_keeps_it() {
    let dir = temp_dir("new-game-seed");
    let settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
    let mut harness = harness::harness(settings, dir.path());
    // Typed once, it deals this game; the next dialog is blank again.
    open_dialog(&mut harness, GameKind::Jalak);
    assert_eq!(seed_shown(&harness), (String::new(), false), "blank, not kept");
    harness::type_into(&mut harness, "Seed", "42");
    start(&mut harness);
    assert_eq!(dealt(&harness), 42);
    assert_eq!(remembered(&harness), (String::new(), false), "the seed is not kept");
    open_dialog(&mut harness, GameKind::Jalak);
    assert_eq!(seed_shown(&harness), (String::new(), false), "a new deal next time");
    start(&mut harness);
    assert_ne!(dealt(&harness), 42, "blank deals anew");
    // Kept, it deals the games after too, until the player unticks it.
    open_dialog(&mut harness, GameKind::Jalak);
    harness::type_into(&mut harness, "Seed", "42");
    harness.get_by_label("Keep this seed").click();
    harness.run_steps(2);
    start(&mut harness);
    assert_eq!((dealt(&harness), remembered(&harness)), (42, ("42".to_owned(), true)));
    open_dialog(&mut harness, GameKind::Jalak);
    assert_eq!(seed_shown(&harness), ("42".to_owned(), true), "the kept seed is offered");
    harness.get_by_label("Keep this seed").click();
    harness.run_steps(2);
    start(&mut harness);
    assert_eq!(dealt(&harness), 42, "used once more, as shown");
    assert_eq!(remembered(&harness), (String::new(), false), "and no longer kept");
    open_dialog(&mut harness, GameKind::Jalak);
    assert_eq!(seed_shown(&harness), (String::new(), false));
}

#[test]
fn a_seed_left_in_the_settings_of_an_earlier_parlour_is_not_dealt_again() {
    let dir = temp_dir("new-game-old-seed");
    let old = r#"(animation: Instant, last_choices: {"jalak": (seats: [Human, Bot(easy)], seed: "42")})"#;
    let settings: Settings = ron::from_str(old).expect("earlier settings read");
    let mut harness = harness::harness(settings, dir.path());
    open_dialog(&mut harness, GameKind::Jalak);
    assert_eq!(seed_shown(&harness), (String::new(), false), "a seed never pinned is not offered");
    start(&mut harness);
    assert_ne!(dealt(&harness), 42);
    assert_eq!(remembered(&harness), (String::new(), false));
}

/// Opens the list labelled `label` in the dialog.
fn open_list(harness: &mut Harness<'_, ParlourApp>, label: &str) {
    harness.get_by_role_and_label(Role::ComboBox, label).click();
    harness.run_steps(2);
}

/// What the list labelled `label` offers.
fn offered(harness: &mut Harness<'_, ParlourApp>, label: &str) -> Vec<String> {
    open_list(harness, label);
    let items = harness
        .get_by_role(Role::ListBox)
        .query_all_by(|node| node.role() == Role::Button)
        .filter_map(|node| node.accesskit_node().label())
        .collect();
    open_list(harness, label);
    items
}

/// Chooses `item` in the list labelled `label`.
fn choose(harness: &mut Harness<'_, ParlourApp>, label: &str, item: &str) {
    open_list(harness, label);
    harness.get_by_role(Role::ListBox).get_by_label(item).click();
    // The dialog takes its new size, and its place, over a few frames.
    harness.run_steps(4);
}

/// What the list labelled `label` shows chosen.
fn chosen(harness: &Harness<'_, ParlourApp>, label: &str) -> String {
    harness.get_by_role_and_label(Role::ComboBox, label).accesskit_node().value().unwrap_or_default()
}

/// "Chosen at random", then "Player 1" to "Player `players`".
fn starters(players: usize) -> Vec<String> {
    std::iter::once("Chosen at random".to_owned()).chain((1..=players).map(|n| format!("Player {n}"))).collect()
}

#[test]
fn who_starts_is_offered_among_the_players_at_the_table_alone() {
    let dir = temp_dir("new-game-who-starts");
    let mut seats = vec![SeatPlayer::Bot(Level::Easy); 4];
    seats[0] = SeatPlayer::Human;
    let settings = choices(GameKind::Shrine, seats, &[("players", "4"), ("first", "4")], 5);
    let mut harness = harness::harness(settings, dir.path());
    open_dialog(&mut harness, GameKind::Shrine);
    assert_eq!(chosen(&harness, "Who starts"), "Player 4");
    assert_eq!(offered(&mut harness, "Who starts"), starters(4));
    // Fewer at the table: the fourth player cannot start, and is not offered.
    // The count stays where it was: the seat rows go from below it.
    let count = harness.get_by_role_and_label(Role::ComboBox, "Players").rect();
    let start_button = harness.get_by_label("Start").rect();
    choose(&mut harness, "Players", "3");
    assert_eq!(harness.get_by_role_and_label(Role::ComboBox, "Players").rect(), count, "Players stays still");
    assert_eq!(harness.get_by_label("Start").rect(), start_button, "Start stays still");
    assert_eq!(chosen(&harness, "Who starts"), "Chosen at random", "back to a choice that stands");
    assert_eq!(offered(&mut harness, "Who starts"), starters(3));
    choose(&mut harness, "Players", "2");
    assert_eq!(offered(&mut harness, "Who starts"), starters(2));
    choose(&mut harness, "Who starts", "Player 2");
    start(&mut harness);
    let options = &harness::table::<ShrineTable>(&harness).session().record().options;
    assert_eq!((options.players, options.first), (2, FirstPlayer::Player2));
}

#[test]
fn an_expert_bot_is_offered_for_every_seat_and_recorded_as_one() {
    let dir = temp_dir("new-game-expert");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)], &[], 5);
    let mut harness = harness::harness(settings, dir.path());
    open_dialog(&mut harness, GameKind::Jalak);
    let levels = ["Human", "Bot: easy", "Bot: medium", "Bot: hard", "Bot: expert"].map(str::to_owned);
    assert_eq!(offered(&mut harness, "Player 1"), levels);
    assert_eq!(offered(&mut harness, "Player 2"), levels);
    choose(&mut harness, "Player 2", "Bot: expert");
    assert_eq!(chosen(&harness, "Player 2"), "Bot: expert");
    start(&mut harness);
    let session = harness::table::<JalakTable>(&harness).session();
    assert_eq!(session.seats(), [SeatPlayer::Human, SeatPlayer::Bot(Level::Expert)]);
    assert_eq!(session.record().players, ["human", "expert"], "the record names the expert");
}

#[test]
fn a_screen_reader_hears_each_list_with_its_choice_and_the_dialog_by_its_name() {
    let dir = temp_dir("new-game-heard");
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Hard)];
    let mut harness = harness::harness(choices(GameKind::Shrine, seats, &[], 3), dir.path());
    open_dialog(&mut harness, GameKind::Shrine);
    // The dialog is named by its title.
    let dialog = harness.query_by(|node| node.label().as_deref() == Some("New game: Shrine"));
    assert!(
        dialog.is_some_and(|node| node.accesskit_node().role() != Role::Label),
        "the dialog is named New game: Shrine"
    );
    // The Takebacks box is heard with its row's name.
    harness.get_by_role_and_label(Role::CheckBox, "Takebacks: with the bots' replies");
    // Orca reads aloud, as the dialog opens, every label of three words or
    // more tied to nothing: each row's label is tied to its control, so
    // that only the title and the focused control are heard.
    for kind in GameKind::ALL {
        open_dialog(&mut harness, *kind);
        let title = format!("New game: {}", kind.info().name);
        let dialog = harness.get_by(|node| node.role() == Role::Dialog);
        let stray: Vec<String> = dialog
            .query_all_by_role(Role::Label)
            .filter(|n| n.accesskit_node().data().controls().is_empty())
            .filter_map(|n| n.accesskit_node().value())
            .filter(|words| words.split_whitespace().count() >= 3 && *words != title)
            .collect();
        assert!(stray.is_empty(), "{title}: labels tied to nothing: {stray:?}");
    }
    open_dialog(&mut harness, GameKind::Shrine);
    // A closed list tells its choice as its description, which Orca speaks
    // after the label and the role: who plays Player 2 is heard.
    let list = harness.get_by_role_and_label(Role::ComboBox, "Player 2").accesskit_node();
    assert_eq!(list.description().as_deref(), Some("Bot: hard"));
    choose(&mut harness, "Player 2", "Bot: easy");
    let list = harness.get_by_role_and_label(Role::ComboBox, "Player 2").accesskit_node();
    assert_eq!(list.description().as_deref(), Some("Bot: easy"), "and the new one once chosen");
    // Esc in an open list closes it and leaves the focus on it, not on Start.
    let id = harness.get_by_role_and_label(Role::ComboBox, "Player 2").accesskit_node().id();
    harness.get_by_role_and_label(Role::ComboBox, "Player 2").focus();
    harness.run_steps(2);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(harness.query_by_role(Role::ListBox).is_some(), "the list is open");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(3);
    assert!(harness.query_by_role(Role::ListBox).is_none(), "Esc closed the list");
    assert!(harness.query_by_label("Start").is_some(), "and not the dialog");
    let focused = harness::focus_node(&harness).map(|node| node.accesskit_node().id());
    assert_eq!(focused, Some(id), "the focus is back on the list: {:?}", harness::focused(&harness));
}

#[test]
fn a_list_opened_again_after_a_click_on_its_dialog_opens_above_the_dialog_and_chooses() {
    let dir = temp_dir("new-game-list-again");
    let settings = choices(GameKind::Jalak, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Medium)], &[], 5);
    let mut harness = harness::harness(settings, dir.path());
    open_dialog(&mut harness, GameKind::Jalak);
    let list = harness.get_by_role_and_label(Role::ComboBox, "Player 2").rect().center();
    harness::click_at(&mut harness, list, 1);
    assert!(harness.query_by_role(Role::ListBox).is_some(), "the list opens");
    // A click on a part of the dialog that does nothing closes the list.
    let blank = harness.get_by_role_and_label(Role::Label, "Player 1").rect().left_center() + egui::vec2(2.0, 0.0);
    harness::click_at(&mut harness, blank, 1);
    assert!(harness.query_by_role(Role::ListBox).is_none(), "the list closes");
    // Opened again, it is above the dialog: a click on a line of it chooses that line.
    harness::click_at(&mut harness, list, 1);
    let easy = harness.get_by_role(Role::ListBox).get_by_label("Bot: easy").rect().center();
    harness::click_at(&mut harness, easy, 1);
    assert_eq!(chosen(&harness, "Player 2"), "Bot: easy", "the line clicked is chosen, not what lies under it");
    assert!(harness.query_by_role(Role::ListBox).is_none(), "and the list closes");
}

#[test]
fn takebacks_are_offered_only_where_a_move_can_be_taken_back() {
    let dir = temp_dir("new-game-takebacks");
    let offered = |options: &[(&str, &str)]| {
        let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
        let mut harness = harness::harness(choices(GameKind::YouAreHere, seats, options, 3), dir.path());
        open_dialog(&mut harness, GameKind::YouAreHere);
        let boxed = harness.get_by_role_and_label(Role::CheckBox, "Takebacks: with the bots' replies");
        !boxed.accesskit_node().is_disabled()
    };
    assert!(!offered(&[]), "every play draws a card by default: none could be taken back");
    assert!(offered(&[("draw", "off")]), "without draws, a move and the bot's reply can be taken back");
}
