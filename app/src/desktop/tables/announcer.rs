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
//! An announcement enters the tree on the frame after the one it was made
//! in: what else that frame changed — the keyboard's focus brought back to
//! the hand, the name of the square just played — is spoken first, and a
//! screen reader that lets the newest speech cut the last still says the
//! move. The nodes are not painted: the same words are already on screen
//! in the log and the status line.

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
    /// The frame it was made in, once the table has drawn since.
    made_in: Option<u64>,
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
    /// Announces `words` (nothing when they are empty).
    pub fn say(&mut self, words: impl Into<String>) {
        let words = words.into();
        if words.trim().is_empty() {
            return;
        }
        if self.latest.len() == KEPT {
            self.latest.pop_front();
        }
        // Numbered for the whole run: no two announcements share a node.
        let number = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.latest.push_back(Announcement { number, words, made_in: None });
    }

    /// Announces a move in the log's words and keeps them for R.
    pub fn say_move(&mut self, words: String) {
        if words.trim().is_empty() {
            return;
        }
        self.last_move = Some(words.clone());
        self.say(words);
    }

    /// Announces the last move again, or that there is none yet.
    pub fn repeat(&mut self) {
        let words = self.last_move.clone().unwrap_or_else(|| "No move has been played yet".to_owned());
        self.say(words);
    }

    /// Forgets the last move (the game was shown from another point).
    pub fn forget_move(&mut self) {
        self.last_move = None;
    }

    /// The announcements the live nodes say now.
    #[cfg(test)]
    fn latest(&self) -> impl Iterator<Item = &str> {
        self.latest.iter().map(|a| a.words.as_str())
    }

    /// Publishes the last announcements as live nodes within `rect`
    /// (where a screen reader's review of the screen finds them), each from
    /// the frame after the one it was made in.
    pub fn ui(&mut self, ui: &egui::Ui, rect: egui::Rect) {
        let frame = ui.ctx().cumulative_frame_nr();
        for announcement in &mut self.latest {
            announcement.made_in.get_or_insert(frame);
        }
        if self.latest.iter().any(|a| a.made_in == Some(frame)) {
            ui.ctx().request_repaint();
        }
        for Announcement { number, words, .. } in self.latest.iter().filter(|a| a.made_in < Some(frame)) {
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
        announcer.say_move("Player 2 passes".to_owned());
        announcer.say("");
        assert_eq!(announcer.latest().collect::<Vec<_>>(), ["Player 2 passes"], "nothing to say is not said");
        announcer.say_move("Player 2 passes".to_owned());
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
    }
}
