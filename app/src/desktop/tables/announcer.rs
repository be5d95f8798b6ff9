//! What a table tells a screen reader without the player moving the focus:
//! each move in the log's words, the questions a player must answer with
//! their choices and keys, the summary of the position (S) and the last
//! move again (R).
//!
//! Each announcement is published as an AccessKit *live region* of its
//! own: a label node marked polite, made new for every announcement. A
//! screen reader that follows live regions speaks a live node when it
//! appears, so a new node for each announcement is heard once — even when
//! its words are the same as the last one's ("Player 2 passes" twice). Where
//! the screen reader running does not follow live regions (Orca 45 and
//! older, see `screen_readers`), each announcement is also given to the
//! focused control as its description, which Orca speaks as it changes.
//!
//! Announcements are published in the order they were made, a moment apart
//! (see [`GAP`]), so that no two reach the screen reader at once to be taken
//! in an order of its own (Orca 43 has been heard to); a screen reader queues
//! what it is told, so none cuts another short. An
//! announcement enters the tree a moment after it was made (see
//! [`SETTLE`]): what else the move changed — the keyboard's focus, the names
//! of the squares it changed — is spoken first. On the focused control, it
//! waits too until the focus has stayed a moment where it is: a screen
//! reader speaks a description only of what it knows to have the focus.
//! Nothing is published while the window does not have the keyboard.
//!
//! The last few stay in the tree while the table is shown (where a screen
//! reader's review of the screen finds them); a table shown again after
//! another screen starts with none, so that nothing said before is said
//! again. The nodes are not painted: the same words are already on screen,
//! in the log and the status line.

use std::collections::VecDeque;

/// How long an announcement waits before it enters the tree, in seconds:
/// longer than a move takes to settle (names, the focus brought back, the
/// next frame drawn only when asked for), short enough to follow the move.
pub const SETTLE: f64 = 0.5;

/// How long the focus stays on one control before an announcement is
/// given to it, in seconds: a screen reader has spoken the focus by then
/// (Orca 43 was heard to take it up some 0.45 s late while a move changed
/// the table), and does not read the announcement with it and again as news.
pub const FOCUS_SETTLE: f64 = 0.8;

/// How long after one announcement the next may be published, in seconds:
/// a screen reader takes each in turn, not two at once in an order of its own.
pub const GAP: f64 = 0.12;

/// How long the control the focus left keeps the announcement it carried,
/// in seconds: its own description (a tip) comes back once a screen reader
/// no longer takes it for the focus, and is not spoken as news.
const LINGER: f64 = 1.0;

/// How many announcements stay in the tree.
const KEPT: usize = 6;

/// How many announcements have been made at every table.
static MADE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// One thing said.
#[derive(Debug)]
struct Announcement {
    /// Its number in the run: its node's name.
    number: u64,
    /// What is said.
    words: String,
    /// When the table first drew after it was made, in egui's time.
    made_at: Option<f64>,
    /// Whether everyone at the table may hear it: said as nobody's view of
    /// the game. The others are forgotten when the device is passed.
    for_all: bool,
}

/// Where the keyboard's focus is, and since when.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Focus {
    /// The control that has it; none: the window itself.
    id: Option<egui::Id>,
    /// Since when, in egui's time.
    since: f64,
}

/// The announcements of a table: those waiting, those published, and the
/// last move's words.
#[derive(Debug, Default)]
pub struct Announcer {
    /// Made and not published yet, the oldest first.
    waiting: VecDeque<Announcement>,
    /// Published, the latest last: what the live nodes say.
    published: VecDeque<Announcement>,
    /// The words of the last move, for R.
    last_move: Option<String>,
    /// The control carrying the last announcement as its description (none:
    /// the window), those words (with a space after them when they repeat
    /// the words it carried before, so that they change and are spoken
    /// again), and when the focus left it.
    described: Option<(Option<egui::Id>, String, Option<f64>)>,
    /// Where the focus is.
    focus: Option<Focus>,
    /// The frame the table was last drawn in.
    drawn: Option<u64>,
    /// The frame and the time the last announcement was published.
    published_at: Option<(u64, f64)>,
}

impl Announcer {
    /// Announces `words` (nothing when they are empty), for the person
    /// looking now.
    pub fn say(&mut self, words: impl Into<String>) {
        self.say_to(words.into(), false);
    }

    /// Announces `words`, for everyone at the table when `for_all`.
    fn say_to(&mut self, words: String, for_all: bool) {
        if words.trim().is_empty() {
            return;
        }
        // Numbered for the whole run: no two announcements share a node.
        let number = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.waiting.push_back(Announcement { number, words, made_at: None, for_all });
    }

    /// Announces a move in the log's words — as everyone may know it
    /// when `for_all` — and keeps them for R.
    pub fn say_move(&mut self, words: String, for_all: bool) {
        if words.trim().is_empty() {
            return;
        }
        self.last_move = Some(words.clone());
        self.say_to(words, for_all);
    }

    /// Keeps `words` as the last move's for R, without announcing them (the
    /// game was shown from another point: R says the move that led there).
    pub fn remember_move(&mut self, words: Option<String>) {
        self.last_move = words;
    }

    /// Forgets whatever was said for the person looking only: the device is
    /// being passed.
    pub fn forget_private(&mut self) {
        self.waiting.retain(|a| a.for_all);
        self.published.retain(|a| a.for_all);
        self.described = None;
    }

    /// Announces a question put to the person: with the move that asked
    /// it, when that move's announcement has not been published yet (one
    /// announcement, not the move and then the question on its own).
    pub fn ask(&mut self, question: String) {
        if let Some(last) = self.waiting.back_mut() {
            let told = last.words.trim_end_matches('.');
            last.words = if question.contains(told) { question } else { format!("{} {question}", last.words) };
            return;
        }
        self.say(question);
    }

    /// Announces the last move again, or that there is none yet.
    pub fn repeat(&mut self) {
        let words = self.last_move.clone().unwrap_or_else(|| "No move has been played yet".to_owned());
        self.say(words);
    }

    /// Whether the focus may move on without taking what was said away
    /// from a screen reader: no control has it (nothing is said on the
    /// window once a control may carry it), or nothing waits to be said and
    /// the last announcement was published long enough ago to have been
    /// taken up where the focus is (see [`FOCUS_SETTLE`]).
    pub fn settled(&self, now: f64) -> bool {
        self.focus.is_none_or(|focus| focus.id.is_none())
            || self.waiting.is_empty() && self.published_at.is_none_or(|(_, at)| now - at >= FOCUS_SETTLE)
    }

    /// The announcements made and published, in order (for tests).
    #[cfg(test)]
    fn latest(&self) -> impl Iterator<Item = &str> {
        self.published.iter().chain(&self.waiting).map(|a| a.words.as_str())
    }

    /// Publishes the announcements as live nodes within `rect` (where a
    /// screen reader's review of the screen finds them), each once it has
    /// settled, a moment apart; and, when `on_focus`, as the description of the
    /// control that has the focus.
    pub fn ui(&mut self, ui: &egui::Ui, rect: egui::Rect, on_focus: bool) {
        let ctx = ui.ctx();
        let now = ui.input(|i| i.time);
        let frame = ctx.cumulative_frame_nr();
        // Shown again after another screen: what the nodes said was heard.
        if self.drawn.is_some_and(|last| last + 1 < frame) {
            self.published.clear();
            self.described = None;
        }
        self.drawn = Some(frame);
        let focused = ctx.memory(egui::Memory::focused).filter(|&id| ctx.has_accesskit_node(id));
        if self.focus.is_none_or(|f| f.id != focused) {
            self.focus = Some(Focus { id: focused, since: now });
        }
        let focus = self.focus.unwrap_or(Focus { id: focused, since: now });
        if let Some((id, _, left)) = &mut self.described
            && *id != focus.id
        {
            let left = *left.get_or_insert(now);
            ctx.request_repaint_after_secs((left + LINGER - now).max(0.0) as f32);
        }
        // Gone stale: its moment over, or the focus come back to the control
        // that carried it (a screen reader would read it again with its name).
        let stale = |(id, _, left): &(Option<egui::Id>, String, Option<f64>)| {
            left.is_some_and(|at| now - at >= LINGER || *id == focus.id)
        };
        if !on_focus || self.described.as_ref().is_some_and(stale) {
            self.described = None;
        }
        for announcement in &mut self.waiting {
            announcement.made_at.get_or_insert(now);
        }
        self.publish_next(ui, now, frame, on_focus.then_some(focus));
        for Announcement { number, words, .. } in &self.published {
            let id = egui::Id::unique("parlour-announcement").with(number);
            ctx.accesskit_node_builder(id, |node| {
                node.set_role(egui::accesskit::Role::Label);
                node.set_value(words.as_str());
                node.set_live(egui::accesskit::Live::Polite);
                node.set_bounds(egui::accesskit::Rect {
                    x0: f64::from(rect.min.x),
                    y0: f64::from(rect.min.y),
                    x1: f64::from(rect.max.x),
                    y1: f64::from(rect.max.y),
                });
            });
        }
        if let Some((id, words, _)) = &self.described {
            let id = id.unwrap_or_else(egui::accesskit_root_id);
            ctx.accesskit_node_builder(id, |node| node.set_description(words.as_str()));
        }
    }

    /// Publishes the oldest announcement waiting, once it has settled and
    /// the last was published a moment before, in another frame — and,
    /// when the `focus` is to carry it, once the focus has stayed a moment.
    fn publish_next(&mut self, ui: &egui::Ui, now: f64, frame: u64, focus: Option<Focus>) {
        let Some(made) = self.waiting.front().and_then(|a| a.made_at) else { return };
        // A screen reader speaks for the window with the keyboard: while
        // Parlour's has not, what is said waits for it (a game opened from
        // the command line, a bot moving before the window shows).
        if !ui.input(|i| i.focused) {
            ui.ctx().request_repaint_after_secs(0.25);
            return;
        }
        let after_last = self.published_at.map_or(0.0, |(_, at)| at + GAP);
        let ready = (made + SETTLE).max(focus.map_or(0.0, |f| f.since + FOCUS_SETTLE)).max(after_last);
        if now < ready || self.published_at.is_some_and(|(last, _)| last == frame) {
            // Drawn again when it is due (a frame later, when one was just published).
            ui.ctx().request_repaint_after_secs((ready - now).max(0.0) as f32);
            return;
        }
        let Some(announcement) = self.waiting.pop_front() else { return };
        self.published_at = Some((frame, now));
        if let Some(focus) = focus {
            let mut words = announcement.words.clone();
            let again =
                |(id, said, _): &(Option<egui::Id>, String, Option<f64>)| *id == focus.id && said.trim_end() == words;
            if self.described.as_ref().is_some_and(again) {
                words.push(' ');
            }
            self.described = Some((focus.id, words, None));
        }
        if self.published.len() == KEPT {
            self.published.pop_front();
        }
        self.published.push_back(announcement);
        if !self.waiting.is_empty() {
            ui.ctx().request_repaint_after_secs(GAP as f32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_announcement_is_a_new_node_and_the_last_few_stay() {
        let mut announcer = Announcer::default();
        announcer.say_move("Player 2 passes".to_owned(), true);
        announcer.say("");
        assert_eq!(announcer.latest().collect::<Vec<_>>(), ["Player 2 passes"], "nothing to say is not said");
        announcer.say_move("Player 2 passes".to_owned(), false);
        let numbers: Vec<u64> = announcer.waiting.iter().map(|a| a.number).collect();
        assert!(numbers[0] != numbers[1], "the same words, a new node: {numbers:?}");
        announcer.repeat();
        for n in 0..10 {
            announcer.say(format!("Summary {n}"));
        }
        assert_eq!(announcer.latest().last(), Some("Summary 9"));
        announcer.repeat();
        assert_eq!(announcer.latest().last(), Some("Player 2 passes"), "R says the last move");
        announcer.forget_private();
        assert_eq!(announcer.latest().collect::<Vec<_>>(), ["Player 2 passes"], "said to everyone");
        announcer.say_move("Player 1 draws a card.".to_owned(), true);
        announcer.say("Your hand: Probe");
        announcer.forget_private();
        assert_eq!(announcer.latest().collect::<Vec<_>>(), ["Player 2 passes", "Player 1 draws a card."]);
    }

    #[test]
    fn a_question_joins_the_move_that_asks_it_until_that_move_is_published() {
        let mut announcer = Announcer::default();
        announcer.say_move("Player 2 attacks.".to_owned(), false);
        announcer.ask("Block it? Choices: Let it happen, key L.".to_owned());
        assert_eq!(
            announcer.latest().collect::<Vec<_>>(),
            ["Player 2 attacks. Block it? Choices: Let it happen, key L."]
        );
        let mut announcer = Announcer::default();
        announcer.say_move("Player 2 attacks.".to_owned(), false);
        announcer.ask("Player 2 attacks. Block it?".to_owned());
        assert_eq!(announcer.latest().collect::<Vec<_>>(), ["Player 2 attacks. Block it?"], "said once, not twice");
    }
}
