//! What a table tells a screen reader without the player moving the focus:
//! each move in the log's words, the questions a player must answer with
//! their choices and keys, the summary of the position (S) and the last
//! move again (R).
//!
//! Each announcement is published as an AccessKit *live region* of its
//! own: a label node marked polite, made new for every announcement. A
//! screen reader speaks a live node when it appears and whenever its name
//! changes, so a new node for each announcement is heard once — even when
//! its words are the same as the last one's ("Player 2 passes" twice) —
//! and never again while it stays in the tree. The last few stay: a frame
//! egui draws twice publishes only its last pass, and an announcement made
//! in the first must still be there.
//!
//! An announcement enters the tree a moment after it was made (see
//! [`SETTLE`]): what else the move changed — the keyboard's focus brought
//! back to the hand or lost with the square just played, that square's
//! name — is spoken first, and a screen reader that lets the newest speech
//! cut the last still says the move. The nodes are not painted: the same words are already on screen
//! in the log and the status line.

/// How long an announcement waits before it enters the tree, in seconds:
/// longer than a move takes to settle (names, the focus brought back, the
/// next frame drawn only when asked for), short enough to follow the move.
pub const SETTLE: f64 = 0.5;

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

/// The announcements of a table: the latest ones, and the last move's words.
#[derive(Debug, Default)]
pub struct Announcer {
    /// The last announcements, the latest last: what the live nodes say.
    latest: std::collections::VecDeque<Announcement>,
    /// The words of the last move, for R.
    last_move: Option<String>,
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
        if self.latest.len() == KEPT {
            self.latest.pop_front();
        }
        // Numbered for the whole run: no two announcements share a node.
        let number = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.latest.push_back(Announcement { number, words, made_at: None, for_all });
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
        self.latest.retain(|a| a.for_all);
    }

    /// Announces a question put to the person: with the move that asked
    /// it, when that move's announcement has not been published yet (one
    /// announcement, not the move cutting the question short).
    pub fn ask(&mut self, question: String) {
        if let Some(last) = self.latest.back_mut().filter(|a| a.made_at.is_none()) {
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

    /// The announcements the live nodes say now.
    #[cfg(test)]
    fn latest(&self) -> impl Iterator<Item = &str> {
        self.latest.iter().map(|a| a.words.as_str())
    }

    /// Publishes the last announcements as live nodes within `rect`
    /// (where a screen reader's review of the screen finds them), each once
    /// it has settled.
    pub fn ui(&mut self, ui: &egui::Ui, rect: egui::Rect) {
        let now = ui.input(|i| i.time);
        for announcement in &mut self.latest {
            announcement.made_at.get_or_insert(now);
        }
        let settled = |a: &&Announcement| a.made_at.is_some_and(|at| now - at >= SETTLE);
        if let Some(at) = self.latest.iter().filter(|a| !settled(a)).find_map(|a| a.made_at) {
            ui.ctx().request_repaint_after_secs((at + SETTLE - now) as f32);
        }
        for Announcement { number, words, .. } in self.latest.iter().filter(settled) {
            let id = egui::Id::unique("parlour-announcement").with(number);
            ui.ctx().accesskit_node_builder(id, |node| {
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
        let numbers: Vec<u64> = announcer.latest.iter().map(|a| a.number).collect();
        assert!(numbers[0] != numbers[1], "the same words, a new node: {numbers:?}");
        announcer.repeat();
        for n in 0..10 {
            announcer.say(format!("Summary {n}"));
        }
        assert_eq!(announcer.latest().count(), KEPT);
        assert_eq!(announcer.latest().last(), Some("Summary 9"));
        announcer.repeat();
        assert_eq!(announcer.latest().last(), Some("Player 2 passes"), "R says the last move");
        announcer.forget_private();
        assert_eq!(announcer.latest().collect::<Vec<_>>(), Vec::<&str>::new(), "said to the person looking only");
        announcer.say_move("Player 1 draws a card.".to_owned(), true);
        announcer.say("Your hand: Probe");
        announcer.forget_private();
        assert_eq!(announcer.latest().collect::<Vec<_>>(), ["Player 1 draws a card."], "said to everyone");
    }
}
