//! Playing by ear: whole games against the bots played through what a
//! screen reader receives — the names and values of the accessibility
//! tree, and the announcements of its live nodes — acting only by moving
//! the keyboard's focus and pressing keys. The game's state is read only
//! to check, at the end, that what was heard is what the record shows.

mod you_are_here;

use std::collections::HashMap;
use std::time::Duration;

use egui::accesskit::{Live, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{AccessKitNode, NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour_core::{Outcome, Seat};

/// What a screen reader speaks of a node: its name, or a label's text.
pub fn spoken(node: &AccessKitNode<'_>) -> String {
    node.label().or_else(|| node.value()).unwrap_or_default()
}

/// The live nodes in the tree now, by id, with what they say.
fn live_nodes(harness: &Harness<'_, ParlourApp>) -> HashMap<String, String> {
    harness
        .query_all_by(|node| node.live() != Live::Off)
        .map(|node| (format!("{:?}", node.accesskit_node().id()), spoken(&node.accesskit_node())))
        .collect()
}

/// A listener's ear: it hears a live node when it appears with words, and
/// again whenever its words change, as a screen reader does.
pub struct Ear {
    present: HashMap<String, String>,
    /// Every announcement heard, in order.
    pub heard: Vec<String>,
}

impl Ear {
    /// An ear that has heard nothing of what the tree holds now.
    pub fn new() -> Self {
        Self { present: HashMap::new(), heard: Vec::new() }
    }

    /// What was announced since the ear last listened.
    pub fn listen(&mut self, harness: &Harness<'_, ParlourApp>) -> Vec<String> {
        let now = live_nodes(harness);
        let mut new: Vec<String> = now
            .iter()
            .filter(|(id, words)| !words.is_empty() && self.present.get(*id) != Some(*words))
            .map(|(_, words)| words.clone())
            .collect();
        new.sort();
        self.present = now;
        self.heard.extend(new.iter().cloned());
        new
    }
}

/// One frame, listened to.
pub fn step(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear) -> Vec<String> {
    harness.step();
    ear.listen(harness)
}

/// The names of the buttons that may be pressed now, whose names begin
/// with `prefix`, in the tree's order.
pub fn enabled(harness: &Harness<'_, ParlourApp>, prefix: &str) -> Vec<String> {
    harness
        .query_all_by(|node| node.role() == Role::Button && !node.is_disabled())
        .map(|node| spoken(&node.accesskit_node()))
        .filter(|name| name.starts_with(prefix))
        .collect()
}

/// Every name in the tree beginning with `prefix`, buttons or not.
pub fn named(harness: &Harness<'_, ParlourApp>, prefix: &str) -> Vec<String> {
    harness.query_all_by(|node| spoken(node).starts_with(prefix)).map(|node| spoken(&node.accesskit_node())).collect()
}

/// Moves the keyboard's focus to the button named `name` and presses Enter.
pub fn press(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, name: &str) {
    harness.get_by(|node| spoken(node) == name).focus();
    step(harness, ear);
    harness.key_press(egui::Key::Enter);
    step(harness, ear);
    step(harness, ear);
}

/// Presses `key` with the table's focus where it is.
pub fn key(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, key: egui::Key) -> Vec<String> {
    harness.key_press(key);
    let mut heard = step(harness, ear);
    heard.extend(step(harness, ear));
    heard
}

/// Whether the game is over, as the tree tells it: Rematch is offered.
pub fn game_over(harness: &Harness<'_, ParlourApp>) -> bool {
    harness.query_by(|node| spoken(node) == "Rematch").is_some()
}

/// Steps until a button beginning with one of `prefixes` may be pressed or
/// the game is over (the bots think on their own threads).
pub fn wait_for_decision(harness: &mut Harness<'_, ParlourApp>, ear: &mut Ear, prefixes: &[&str]) {
    for _ in 0..2000 {
        step(harness, ear);
        if game_over(harness) || prefixes.iter().any(|p| !enabled(harness, p).is_empty()) {
            step(harness, ear);
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("no decision came: nothing named {prefixes:?} could be pressed");
}

/// The ways the result may be said to Player 1, a person: "You win" or
/// "Player 1 wins", "Player 2 wins", "A draw" or "a draw".
fn result_words(outcome: &Outcome) -> Vec<String> {
    match outcome.sole_winner() {
        Some(Seat(0)) => vec!["You win".to_owned(), "Player 1 wins".to_owned()],
        Some(winner) => vec![format!("{winner} wins")],
        None => vec!["A draw".to_owned(), "a draw".to_owned()],
    }
}

/// Checks that the last announcement heard tells the result the record
/// shows, with the scores it gives ("5 – 4", said "5 to 4" or "4 all" too).
pub fn assert_heard_result(ear: &Ear, outcome: &Outcome, scores: Option<String>) {
    let last = ear.heard.last().expect("something was heard");
    let result = result_words(outcome);
    assert!(result.iter().any(|r| last.contains(r)), "the end was heard as {last:?}, the record says {result:?}");
    if let Some(scores) = scores {
        let first = scores.split(" – ").next().unwrap_or_default();
        let ways = [scores.clone(), scores.replace(" – ", " to "), format!("{first} all")];
        assert!(ways.iter().any(|s| last.contains(s)), "the end was heard as {last:?} without the scores {scores}");
    }
}
