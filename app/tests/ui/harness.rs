//! What every table's UI tests need: a private app folder, an app in a
//! headless harness, starting a game from the shelf, waiting for a human
//! decision, and typing a path into the file prompt.

use std::path::Path;
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::tables::{self, Board, Frame};
use parlour::desktop::{AnimationSpeed, NewGameChoices, ParlourApp, Settings};
use parlour::launch::Launch;
use parlour::seat_player::SeatPlayer;
use parlour_core::{Game, GameKind, Outcome, Seat};

pub use parlour_tests::temp_dir;

/// The app with `settings`, keeping its files in `dir`.
pub fn harness(settings: Settings, dir: &Path) -> Harness<'static, ParlourApp> {
    let app = ParlourApp::with_settings(settings, dir.to_path_buf(), Launch::default());
    let mut harness =
        Harness::builder().with_size([1200.0, 820.0]).build_ui_state(|ui, app: &mut ParlourApp| app.ui_root(ui), app);
    harness.run_steps(2);
    harness
}

/// Settings whose new-game dialog for `kind` starts with these seats,
/// options and seed (kept, so every game the test starts deals alike),
/// with animations off.
pub fn choices(kind: GameKind, seats: Vec<SeatPlayer>, options: &[(&str, &str)], seed: u64) -> Settings {
    let mut settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
    let options = options.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    let choices =
        NewGameChoices { seats, options, seed: seed.to_string(), keep_seed: true, ..NewGameChoices::default() };
    settings.last_choices.insert(kind.info().id.to_owned(), choices);
    settings
}

/// Clicks `kind`'s "New game" on the shelf, then "Start" in the dialog.
pub fn start_game(harness: &mut Harness<'_, ParlourApp>, kind: GameKind) {
    assert!(tables::has_table(kind), "{kind:?} has a table");
    harness.get_by_label(&format!("New game of {}", kind.info().name)).click();
    click_once_still(harness, "Start");
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "at a table");
    assert_eq!(harness.state().window_title(), format!("{} — Parlour", kind.info().name));
}

/// Clicks the widget labelled `label` once it has stopped moving: a
/// dialog just opened takes a few frames to measure itself and settle.
pub fn click_once_still(harness: &mut Harness<'_, ParlourApp>, label: &str) {
    let place = |harness: &Harness<'_, ParlourApp>| {
        harness.query_by_label(label).and_then(|node| node.accesskit_node().bounding_box())
    };
    let mut last = None;
    for _ in 0..10 {
        harness.step();
        let now = place(harness);
        if now.is_some() && now == last {
            break;
        }
        last = now;
    }
    harness.get_by_label(label).click();
}

/// A table whose session the tests can look at.
pub trait SeatedTable: 'static {
    /// The game.
    type Game: Game;
    /// Whether a human has a decision, or the game is over.
    fn waits_for_human(&self) -> bool;
    /// Every line of the log as `viewer` reads it (the empty ones left out).
    fn log_words(&self, viewer: Option<Seat>) -> Vec<String>;
    /// How each seat's game ended, once it has: win, loss or draw, and the
    /// scores, as the record keeps them.
    fn outcome(&self) -> Option<Outcome>;
    /// Every seat's score in seat order ("5 – 4"), in games that keep one.
    fn final_scores(&self) -> Option<String>;
}

impl<B: Board> SeatedTable for Frame<B> {
    type Game = B::Game;
    fn waits_for_human(&self) -> bool {
        self.session().human_to_act().is_some() || self.session().state().outcome().is_some()
    }
    fn log_words(&self, viewer: Option<Seat>) -> Vec<String> {
        let state = self.session().state();
        let said = self.session().log().iter().map(|event| state.describe(event, viewer));
        said.filter(|words| !words.is_empty()).collect()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.session().state().outcome()
    }
    fn final_scores(&self) -> Option<String> {
        let state = self.session().state();
        let scores = Seat::all(state.seat_count()).map(|seat| state.score(seat).to_string());
        B::Game::INFO.scored.then(|| scores.collect::<Vec<_>>().join(" – "))
    }
}

/// The open table, as `T`.
pub fn table<'h, T: SeatedTable>(harness: &'h Harness<'_, ParlourApp>) -> &'h T {
    harness.state().table_as::<T>().expect("the table of this game is open")
}

/// Steps frames until a human has a decision or the game is over.
pub fn wait_for_human<T: SeatedTable>(harness: &mut Harness<'_, ParlourApp>) {
    for _ in 0..1000 {
        harness.step();
        if table::<T>(harness).waits_for_human() {
            harness.step();
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the bot never answered");
}

/// Clicks "I am Player N: show my hand" if the device is being passed;
/// returns whether it was.
pub fn take_the_device(harness: &mut Harness<'_, ParlourApp>) -> bool {
    let Some(button) = harness.query_by_label_contains("show my hand") else { return false };
    button.click();
    harness.run_steps(2);
    true
}

/// The pointer moved to `pos`, then pressed and released there `times`
/// times in one frame — a quick click, or a double click — as a mouse does.
pub fn click_at<State>(harness: &mut Harness<'_, State>, pos: egui::Pos2, times: usize) {
    harness.event(egui::Event::PointerMoved(pos));
    harness.run_steps(1);
    for _ in 0..times {
        for pressed in [true, false] {
            let button = egui::PointerButton::Primary;
            harness.event(egui::Event::PointerButton { pos, button, pressed, modifiers: egui::Modifiers::NONE });
        }
    }
    harness.run_steps(2);
}

/// Replaces the text of the field labelled `label` with `text`.
pub fn type_into<State>(harness: &mut Harness<'_, State>, label: &str, text: &str) {
    harness.get_by_label(label).click();
    harness.step();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.step();
    harness.get_by_label(label).type_text(text);
    harness.run_steps(2);
}

/// Types `path` into the file prompt.
pub fn type_path(harness: &mut Harness<'_, ParlourApp>, path: &Path) {
    type_into(harness, "File", &path.display().to_string());
}

/// Every text painted in the last frame whose box lies in `area`: what a
/// person would read there.
pub fn painted_texts_within(harness: &Harness<'_, ParlourApp>, area: egui::Rect) -> Vec<String> {
    fn collect(shape: &egui::Shape, area: egui::Rect, out: &mut Vec<String>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| collect(s, area, out)),
            egui::Shape::Text(text) if area.intersects(text.visual_bounding_rect()) => {
                out.push(text.galley.text().to_owned());
            }
            _ => {}
        }
    }
    let mut texts = Vec::new();
    for clipped in &harness.output().shapes {
        collect(&clipped.shape, area, &mut texts);
    }
    texts
}

/// The node that has the keyboard's focus: the window's own when no widget has it.
#[allow(
    clippy::redundant_closure_for_method_calls,
    reason = "the method alone is not general over the node's lifetime"
)]
pub fn focus_node<'h>(harness: &'h Harness<'_, ParlourApp>) -> Option<egui_kittest::Node<'h>> {
    harness.query_by(|node| node.is_focused())
}

/// The label of the widget that has the keyboard's focus, if any.
#[allow(
    clippy::redundant_closure_for_method_calls,
    reason = "the method alone is not general over the node's lifetime"
)]
pub fn focused(harness: &Harness<'_, ParlourApp>) -> Option<String> {
    harness.query_by(|node| node.is_focused()).and_then(|node| node.accesskit_node().label())
}

/// What a player without a pointer does: Tab through the widgets until the
/// focus rests on one whose label `wanted` accepts, then Enter; returns how
/// many keys that took.
pub fn press_on(harness: &mut Harness<'_, ParlourApp>, wanted: impl Fn(&str) -> bool, what: &str) -> usize {
    for tabs in 0..400 {
        if focused(harness).is_some_and(|label| wanted(&label)) {
            harness.key_press(egui::Key::Enter);
            harness.run_steps(2);
            return tabs + 1;
        }
        harness.key_press(egui::Key::Tab);
        harness.step();
    }
    panic!("no widget for {what} could be reached with Tab (last focus: {:?})", focused(harness));
}

/// Presses Enter on the widget labelled `label`, reached with Tab.
pub fn press_on_label(harness: &mut Harness<'_, ParlourApp>, label: &str) {
    press_on(harness, |l| l == label, label);
}

/// How many actions the game at the table has had.
pub fn actions_played(harness: &Harness<'_, ParlourApp>) -> usize {
    match harness.state().screen() {
        parlour::desktop::Screen::Table(table) => table.status().actions_played(),
        _ => panic!("no table is showing"),
    }
}

/// Clicks Undo, which must be offered, checks it took back one move and
/// said so in the status line.
pub fn undo(harness: &mut Harness<'_, ParlourApp>) {
    let before = actions_played(harness);
    let button = harness.get_by_label("Undo");
    assert!(!button.accesskit_node().is_disabled(), "Undo is offered");
    button.click();
    harness.run_steps(2);
    assert_eq!(actions_played(harness), before - 1, "Undo took back the last move");
    assert!(is_shown(harness, "Taken back: your move. It is your move again."), "the status line says so");
}

/// Why Undo is refused once the bot in `seat` has replied, takebacks off.
pub fn after_the_bots_reply(seat: Seat) -> String {
    format!("the last move was {seat}'s (New game ▸ Takebacks lets you take back your move with the bots' replies)")
}

/// Checks that Undo is greyed out, that Ctrl+Z takes nothing back and says
/// `why` in the status line, where the player is looking, and that
/// hovering Undo says it too (once the tooltip's delay has passed).
pub fn assert_undo_refused(harness: &mut Harness<'_, ParlourApp>, why: &str) {
    let before = actions_played(harness);
    let button = harness.get_by_label("Undo");
    assert!(button.accesskit_node().is_disabled(), "Undo is greyed out when {why}");
    let centre = button.rect().center();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run_steps(2);
    assert_eq!(actions_played(harness), before, "Ctrl+Z took nothing back");
    let told = format!("Nothing taken back: {why}.");
    assert!(is_shown(harness, &told), "Ctrl+Z says \"{told}\" in the status line");
    harness.hover_at(centre);
    let said = format!("Cannot undo: {why}");
    for _ in 0..40 {
        harness.step();
        if harness.query_by_label(&said).is_some() {
            return;
        }
        std::thread::sleep(Duration::from_millis(25));
    }
    panic!("hovering Undo does not say \"{said}\"");
}

/// Opens the workshop from the shelf.
pub fn open_workshop(harness: &mut Harness<'_, ParlourApp>) {
    harness.get_by_label("Workshop: design tiles and cards").click();
    harness.run_steps(2);
    assert!(harness.state().screen().is_workshop(), "in the workshop");
}

/// The thing whose name begins with the place `place` ("Square b2" finds
/// "Square b2: empty"), as a lesson points at it.
pub fn place<'h>(harness: &'h Harness<'_, ParlourApp>, place: &'h str) -> egui_kittest::Node<'h> {
    harness.get_by(|node| node.label().is_some_and(|label| tables::pointing::names(place, &label)))
}

/// What is on screen holding `words`: not what was announced of it to a
/// screen reader (a live node saying the same).
fn shown(words: &str) -> egui_kittest::kittest::By<'_> {
    egui_kittest::kittest::By::new().label_contains(words).predicate(|node| node.live() == egui::accesskit::Live::Off)
}

/// The text on screen holding `words` (see [`shown`]).
pub fn shown_containing<'h>(harness: &'h Harness<'_, ParlourApp>, words: &'h str) -> egui_kittest::Node<'h> {
    harness.get(shown(words))
}

/// Whether text holding `words` is on screen (see [`shown`]).
pub fn is_shown(harness: &Harness<'_, ParlourApp>, words: &str) -> bool {
    harness.query(shown(words)).is_some()
}

/// The name of the one thing on the table named `place` and a colon, then
/// its state; and whether it can be used now.
pub fn named_at(harness: &Harness<'_, ParlourApp>, place: &str) -> (String, bool) {
    let start = format!("{place}: ");
    // A button's name is its label; a text's may be its value.
    let named = |label: Option<String>| label.filter(|l| l.starts_with(&start));
    let node = harness.get_by(|node| named(node.label()).or_else(|| named(node.value())).is_some());
    let node = node.accesskit_node();
    (named(node.label()).or_else(|| named(node.value())).unwrap_or_default(), !node.is_disabled())
}

/// A two-player game of `G` with `options`, played at random from one seed
/// after another until, after a few decisions, `wanted` picks an action for
/// the seat to act (legal there); saved in `dir` as `name` with that seat a
/// person and the other seat the bot `bot` ("easy", "expert"). The file,
/// the person's seat and the action picked.
pub fn saved_before<G: Game>(
    dir: &Path,
    name: &str,
    options: &G::Options,
    bot: &str,
    wanted: impl Fn(&G) -> Option<G::Action>,
) -> (std::path::PathBuf, Seat, G::Action) {
    let mut chooser = parlour_core::rng::seeded(11);
    for seed in 0..400 {
        let mut game = G::new(options, seed).expect("a game");
        let mut record = parlour_core::record::Record::<G>::new(options.clone(), seed);
        for _ in 0..600 {
            let Some(seat) = game.to_act() else { break };
            if let Some(action) = wanted(&game).filter(|a| record.actions.len() > 4 && game.legal_actions().contains(a))
            {
                record.players = Seat::all(2).map(|s| if s == seat { "human" } else { bot }.to_owned()).collect();
                let file = dir.join(name);
                std::fs::write(&file, record.to_ron()).expect("written");
                return (file, seat, action);
            }
            let action = game.random_action(&mut chooser).expect("an action");
            game.apply(action).expect("legal");
            record.push(action);
        }
    }
    panic!("no game came to the position wanted");
}

/// What playing `action` in `game` would show or leave to chance, in
/// words, if anything (see `Game::reveals`).
pub fn shows<G: Game>(game: &G, action: G::Action) -> Option<&'static str> {
    let mut after = game.clone();
    after.apply(action).ok()?.iter().find_map(G::reveals)
}

/// A fresh app, keeping its files in `dir`, with the saved game `file`
/// opened from the shelf: every answer asked, even to an action aimed at
/// another, and moves shown slowly (so that a bot's reply waits a while).
pub fn open_saved_game(dir: &Path, file: &Path) -> Harness<'static, ParlourApp> {
    let settings = Settings { answer_every_action: true, animation: AnimationSpeed::Slow, ..Settings::default() };
    let mut harness = harness(settings, dir);
    harness.get_by_label("Open a saved game…").click();
    harness.run_steps(2);
    // By the keyboard alone: the prompt's field has the focus, and Enter
    // in it opens the file typed.
    assert_eq!(focused(&harness).as_deref(), Some("File"), "the prompt's field has the focus");
    focus_node(&harness).expect("the field").type_text(&file.display().to_string());
    harness.run_steps(1);
    harness.key_press(egui::Key::Enter);
    harness.run_steps(2);
    assert!(harness.state().screen().is_table(), "the game is open");
    harness
}

/// The workshop with its set saved as `file` and the first tile's art
/// imported from `picture`; the preview has read it.
pub fn workshop_with_art(harness: &mut Harness<'_, ParlourApp>, file: &Path, picture: &Path) {
    open_workshop(harness);
    type_into(harness, "Set file", &file.display().to_string());
    harness.get_by_label_contains("Save set").click();
    harness.run_steps(2);
    type_into(harness, "Art file", &picture.display().to_string());
    harness.get_by_label("Import art").click();
    for _ in 0..20 {
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}
