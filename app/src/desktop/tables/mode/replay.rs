//! A finished (or saved) game replayed at its table: which move is shown,
//! whose eyes the table shows it through, playing at a chosen speed, and
//! the hard bot's review of every decision, worked out in the background —
//! its marks on the slider and its win chance over the game as a chart.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use parlour_core::Seat;
use parlour_core::bots::Bots;
use parlour_core::record::Record;
use parlour_core::review::{self, Judgment, Mark, Review};

use super::{Change, Hint, Hooks, Keeping};
use crate::desktop::session::Session;
use crate::seat_player::SeatPlayer;

/// The speeds a replay plays at, in moves a second.
const SPEEDS: [f64; 4] = [0.5, 1.0, 2.0, 4.0];

/// A game being replayed.
pub struct ReplayMode<G: Bots> {
    /// The whole game.
    pub record: Record<G>,
    /// How many of its actions are shown played.
    pub at: usize,
    /// Whose view the table shows: at first the (first) human's.
    pub viewer: Seat,
    /// How many seats the game has.
    seats: usize,
    /// Whether the game was played to its end: only then may the viewer
    /// look through any seat's eyes.
    finished: bool,
    /// Whether it steps on by itself.
    playing: bool,
    /// How fast it plays: an index into [`SPEEDS`].
    speed: usize,
    /// Where the review is kept beside the record, if anywhere.
    cache: Option<PathBuf>,
    /// When the last move was shown while playing (egui's clock).
    last_step: f64,
    review: ReviewJob,
}

/// The review and how far it has got.
#[derive(Default)]
enum ReviewJob {
    /// Not asked for.
    #[default]
    None,
    /// Being worked out: decisions judged, of how many; stopped when asked.
    Running {
        done: Arc<AtomicUsize>,
        total: Arc<AtomicUsize>,
        stop: Arc<AtomicBool>,
        result: Arc<Mutex<Option<Vec<Judgment>>>>,
    },
    /// Done.
    Done(Vec<Judgment>),
}

/// What the replay's panel asked for.
enum Request {
    /// Show the game after this many actions.
    Show(usize),
    /// Start or pause playing.
    Play(bool),
    /// Play at this speed (an index into [`SPEEDS`]).
    Speed(usize),
    /// Review every decision.
    Review,
    /// Stop the review.
    Cancel,
    /// Look through another seat's eyes.
    View(Seat),
}

impl<G: Bots> ReplayMode<G> {
    /// A replay of `record`, from its start, through the first seat's eyes.
    pub fn new(record: Record<G>) -> Self {
        let viewer = Seat::new(record.players.iter().position(|p| p == "human").unwrap_or(0));
        let end = record.replay().ok();
        let finished = end.as_ref().is_some_and(|game| game.outcome().is_some());
        let seats = end.map_or(G::INFO.min_seats, |game| game.seat_count());
        Self {
            record,
            at: 0,
            viewer,
            seats,
            finished,
            playing: false,
            speed: 2,
            last_step: 0.0,
            cache: None,
            review: ReviewJob::None,
        }
    }

    /// Keeps the review in `file` (JSON): read back if it is there and fits
    /// the record, written once worked out.
    #[must_use]
    pub fn cached_in(mut self, file: PathBuf) -> Self {
        let moves = self.record.actions.len();
        let kept = parlour_designer::file::read_text(&file)
            .ok()
            .and_then(|text| serde_json::from_str::<Vec<Judgment>>(&text).ok())
            .filter(|judged| !judged.is_empty() && judged.iter().all(|j| j.index < moves));
        if let Some(judged) = kept {
            self.review = ReviewJob::Done(judged);
        }
        self.cache = Some(file);
        self
    }

    /// The record as far as it is shown.
    pub fn shown(&self) -> Record<G> {
        let mut record = self.record.clone();
        record.actions.truncate(self.at);
        record
    }

    /// Whether the review is being worked out.
    pub fn reviewing(&self) -> bool {
        matches!(self.review, ReviewJob::Running { .. })
    }

    /// The review, once done.
    pub fn judgments(&self) -> Option<&[Judgment]> {
        match &self.review {
            ReviewJob::Done(judged) => Some(judged),
            _ => None,
        }
    }

    /// The review's judgment of the decision about to be taken where the
    /// replay stands, if reviewed.
    pub fn judgment_here(&self) -> Option<&Judgment> {
        self.judgments()?.iter().find(|j| j.index == self.at)
    }

    /// The action the review prefers where the replay stands.
    pub fn best_here(&self) -> Option<G::Action> {
        self.judgment_here()?.best.parse().ok()
    }

    /// Shows the game after `moves` moves (at most all of them).
    pub fn show(&mut self, moves: usize) {
        self.at = moves.min(self.record.actions.len());
    }

    /// Starts the review on its own thread.
    pub fn start_review(&mut self, ctx: &egui::Context) {
        let (done, total) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let stop = Arc::new(AtomicBool::new(false));
        let result = Arc::new(Mutex::new(None));
        let record = self.record.clone();
        // The decisions of the one human, when one played; else everyone's.
        let humans: Vec<usize> = (0..record.players.len()).filter(|&i| record.players[i] == "human").collect();
        let human = if let [one] = humans[..] { Some(Seat::new(one)) } else { None };
        let (d, t, s, r, ctx) =
            (Arc::clone(&done), Arc::clone(&total), Arc::clone(&stop), Arc::clone(&result), ctx.clone());
        std::thread::spawn(move || {
            let threads = std::thread::available_parallelism().map_or(1, usize::from);
            let progress = |n: usize, all: usize| {
                d.store(n, Ordering::Relaxed);
                t.store(all, Ordering::Relaxed);
                ctx.request_repaint();
            };
            let how = Review { seat: human, settings: G::review_settings(), threads, progress: &progress, stop: &s };
            let judged = review::review(&record, &how).unwrap_or_default();
            if !s.load(Ordering::Relaxed)
                && let Ok(mut slot) = r.lock()
            {
                *slot = Some(judged);
            }
            ctx.request_repaint();
        });
        self.review = ReviewJob::Running { done, total, stop, result };
    }

    /// Takes the review's result once it is there.
    fn poll_review(&mut self) {
        if let ReviewJob::Running { result, .. } = &self.review
            && let Some(judged) = result.lock().ok().and_then(|mut r| r.take())
        {
            if let Some(file) = &self.cache
                && let Ok(json) = serde_json::to_string(&judged)
            {
                // A review not kept is worked out again next time: nothing is lost.
                let _ = crate::files::write_atomically(file, json);
            }
            self.review = ReviewJob::Done(judged);
        }
    }

    /// The panel below the board: move buttons, the slider with the
    /// review's marks, play, whose view, the review and its chart. Returns
    /// the number of actions to show, when it changed.
    fn moves_ui(&mut self, ui: &mut egui::Ui) -> Option<usize> {
        self.poll_review();
        let now = ui.input(|i| i.time);
        let last = self.record.actions.len();
        let mut request = self.keys_ui(ui, last);
        if self.playing {
            let pause = 1.0 / SPEEDS[self.speed];
            if self.at >= last {
                self.playing = false;
            } else {
                if now - self.last_step >= pause {
                    self.last_step = now;
                    request = Some(Request::Show(self.at + 1));
                }
                // The next move is shown when its time comes, whether or
                // not anything else happens in the window meanwhile.
                let wait = (self.last_step + pause - now).max(0.0);
                ui.ctx().request_repaint_after(std::time::Duration::from_secs_f64(wait));
            }
        }
        if let Some(asked) = self.controls_ui(ui, last) {
            request = Some(asked);
        }
        let mut at = self.at;
        ui.spacing_mut().slider_width = (ui.available_width() - 60.0).max(100.0);
        let slider = ui.add(egui::Slider::new(&mut at, 0..=last).show_value(false).text("moves"));
        if slider.changed() {
            request = Some(Request::Show(at));
        }
        self.marks_ui(ui, slider.rect, last);
        if let Some(judgment) = self.judgment_here() {
            let best = if judgment.best == judgment.played {
                String::new()
            } else {
                format!(" The hard bot would rather: {}.", judgment.best_words().trim_end_matches('.'))
            };
            ui.label(format!(
                "Next: {} — win chance {:.0}% → {:.0}%, {}.{best} Judged from what Player {} knew then.",
                judgment.played_words().trim_end_matches('.'),
                judgment.value_before * 100.0,
                judgment.value_after * 100.0,
                mark_word(judgment.mark),
                judgment.seat
            ));
        }
        if let Some(at) = self.chart_ui(ui) {
            request = Some(Request::Show(at));
        }
        match request? {
            Request::Show(to) => {
                self.at = to.min(last);
                // What was drawn before this point (the log, the scores)
                // showed the move before: one more frame shows them all at it.
                ui.ctx().request_repaint();
                return Some(self.at);
            }
            Request::Play(playing) => {
                self.playing = playing;
                self.last_step = now;
            }
            Request::Speed(speed) => self.speed = speed,
            Request::Review => self.start_review(ui.ctx()),
            Request::Cancel => {
                if let ReviewJob::Running { stop, .. } = &self.review {
                    stop.store(true, Ordering::Relaxed);
                }
                self.review = ReviewJob::None;
            }
            Request::View(seat) => {
                self.viewer = seat;
                return Some(self.at);
            }
        }
        None
    }

    /// The row of controls: the move shown, the move buttons, Play, whose
    /// view, and the review's button or progress.
    fn controls_ui(&self, ui: &mut egui::Ui, last: usize) -> Option<Request> {
        let mut request = None;
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(format!("Replay · move {} of {last}", self.at)).strong().size(16.0));
            let steps = [
                ("|◀", "To the start (Home)", 0),
                ("◀", "Back one move (←)", self.at.saturating_sub(1)),
                ("▶", "On one move (→)", (self.at + 1).min(last)),
                ("▶|", "To the end (End)", last),
            ];
            for (text, label, to) in steps {
                let button = ui.button(text);
                crate::desktop::tables::pointing::name(&button, egui::Role::Button, true, label);
                if button.on_hover_text(label).clicked() {
                    request = Some(Request::Show(to));
                }
            }
            if ui.button(if self.playing { "Pause" } else { "Play" }).clicked() {
                request = Some(Request::Play(!self.playing));
            }
            let speed = egui::ComboBox::from_id_salt("replay-speed").selected_text(format!("{}/s", SPEEDS[self.speed]));
            speed.show_ui(ui, |ui| {
                for (i, speed) in SPEEDS.iter().enumerate() {
                    if ui.selectable_label(self.speed == i, format!("{speed} moves a second")).clicked() {
                        request = Some(Request::Speed(i));
                    }
                }
            });
            let choose = egui::ComboBox::from_id_salt("replay-viewer").selected_text(format!("As {}", self.viewer));
            ui.add_enabled_ui(self.finished, |ui| {
                choose
                    .show_ui(ui, |ui| {
                        for seat in Seat::all(self.seats) {
                            if ui.selectable_label(self.viewer == seat, format!("As {seat}")).clicked() {
                                request = Some(Request::View(seat));
                            }
                        }
                    })
                    .response
                    .on_disabled_hover_text("Other players' hands show once the game is over");
            });
            match &self.review {
                ReviewJob::None => {
                    if ui.button("Review").on_hover_text("The hard bot judges every decision").clicked() {
                        request = Some(Request::Review);
                    }
                }
                ReviewJob::Running { done, total, .. } => {
                    let (done, total) = (done.load(Ordering::Relaxed), total.load(Ordering::Relaxed).max(1));
                    ui.add(
                        egui::ProgressBar::new(done as f32 / total as f32)
                            .desired_width(120.0)
                            .text(format!("{done}/{total}")),
                    );
                    if ui.button("Cancel").clicked() {
                        request = Some(Request::Cancel);
                    }
                }
                ReviewJob::Done(_) => {}
            }
        });
        request
    }

    /// ←/→ step, Home/End jump: taken before the board sees the keys.
    fn keys_ui(&self, ui: &mut egui::Ui, last: usize) -> Option<Request> {
        let mut request = None;
        let key = |key| crate::desktop::tables::focus::table_key(ui, key);
        if key(egui::Key::ArrowLeft) {
            request = Some(Request::Show(self.at.saturating_sub(1)));
        } else if key(egui::Key::ArrowRight) {
            request = Some(Request::Show((self.at + 1).min(last)));
        } else if key(egui::Key::Home) {
            request = Some(Request::Show(0));
        } else if key(egui::Key::End) {
            request = Some(Request::Show(last));
        }
        request
    }

    /// The review's marks above the slider: orange for a mistake, red for a blunder.
    fn marks_ui(&self, ui: &egui::Ui, slider: egui::Rect, last: usize) {
        let Some(judged) = self.judgments() else { return };
        let track = slider.shrink2(egui::vec2(slider.height() / 2.0, 0.0));
        for j in judged.iter().filter(|j| matches!(j.mark, Mark::Mistake | Mark::Blunder)) {
            let x = track.left() + track.width() * (j.index as f32 + 0.5) / last.max(1) as f32;
            let colour = if j.mark == Mark::Blunder { egui::Color32::RED } else { egui::Color32::ORANGE };
            ui.painter().circle_filled(egui::pos2(x, track.top() - 2.0), 3.0, colour);
        }
    }

    /// The win chance of the first seat over the game, with the marked
    /// moves on it; a click jumps to that move.
    fn chart_ui(&self, ui: &mut egui::Ui) -> Option<usize> {
        let judged = self.judgments()?;
        let first = |j: &Judgment| if j.seat == 1 { j.value_after } else { 1.0 - j.value_after };
        let line: Vec<[f64; 2]> = judged.iter().map(|j| [j.index as f64 + 1.0, first(j) * 100.0]).collect();
        let marked: Vec<[f64; 2]> = judged
            .iter()
            .filter(|j| matches!(j.mark, Mark::Mistake | Mark::Blunder))
            .map(|j| [j.index as f64 + 1.0, first(j) * 100.0])
            .collect();
        let response = egui_plot::Plot::new("replay-review")
            .height(ui.available_height().max(40.0))
            .include_y(0.0)
            .include_y(100.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .y_axis_label("Player 1's win chance %")
            .show(ui, |plot| {
                plot.line(egui_plot::Line::new("win chance", egui_plot::PlotPoints::from(line)));
                plot.points(
                    egui_plot::Points::new("mistakes and blunders", marked).radius(4.0).color(egui::Color32::RED),
                );
                plot.pointer_coordinate()
            });
        let clicked = response.response.clicked();
        let at = response.inner?;
        clicked.then(|| at.x.round().max(0.0) as usize).map(|x| x.min(self.record.actions.len()))
    }
}

/// The height of the replay's panel below the board, its chart included.
const PANEL_HEIGHT: f32 = 230.0;

impl<G: Bots> Hooks<G> for ReplayMode<G> {
    fn humans_move(&self) -> bool {
        false
    }

    fn bots_move(&self) -> bool {
        false
    }

    /// The review's choice for the move to come.
    fn hint(&self) -> Hint<G::Action> {
        Hint::Given(self.best_here())
    }

    fn viewer(&self) -> Option<Seat> {
        Some(self.viewer)
    }

    fn status(&self, seat: Seat, player: SeatPlayer) -> Option<String> {
        let _ = player;
        Some(format!("Replay: {seat} to play"))
    }

    fn panel_height(&self) -> Option<f32> {
        Some(PANEL_HEIGHT)
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui) -> Vec<Change<G>> {
        if self.moves_ui(ui).is_none() {
            return Vec::new();
        }
        Session::from_record(&self.shown()).ok().map(Change::Show).into_iter().collect()
    }

    fn keeping(&self) -> Keeping {
        Keeping::Nothing
    }

    fn working(&self) -> bool {
        self.reviewing()
    }
}

/// A mark in words.
fn mark_word(mark: Mark) -> &'static str {
    match mark {
        Mark::Good => "good",
        Mark::Inaccuracy => "an inaccuracy",
        Mark::Mistake => "a mistake",
        Mark::Blunder => "a blunder",
    }
}

impl<G: Bots> Drop for ReplayMode<G> {
    fn drop(&mut self) {
        if let ReviewJob::Running { stop, .. } = &self.review {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::Game;
    use parlour_core::games::you_are_here::{Options, YouAreHere};

    use super::*;

    #[test]
    fn an_unfinished_game_is_seen_only_through_its_players_eyes() {
        let mut record = Record::<YouAreHere>::new(Options::default(), 3);
        record.players = vec!["hard".to_owned(), "human".to_owned()];
        let mut game = record.replay().expect("a game");
        while game.outcome().is_none() {
            let action = game.legal_actions()[0];
            game.apply(action).expect("legal");
            record.push(action);
        }
        let finished = ReplayMode::new(record.clone());
        assert_eq!((finished.viewer, finished.finished), (Seat(1), true), "the human's view, any seat's allowed");
        record.actions.truncate(3);
        assert!(!ReplayMode::new(record).finished, "unfinished: the seats stay hidden");
    }
}
