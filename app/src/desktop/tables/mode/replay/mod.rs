//! A finished (or saved) game replayed at its table, to be studied as
//! chess players study a game: which move is shown, whose eyes the table
//! shows it through, playing at a chosen speed, the move list beside the
//! board, and the advisor's review of every seat's decisions, worked out in the
//! background — each seat's summary, the marks on the list and the slider,
//! each seat's win chance over the game as a chart — and, from any move,
//! a new game played on from there.
//!
//! The move under study is the one to come: the board shows the game just
//! before it, the review judges it, and the bot's choice for it is
//! outlined on the table when the viewer can see where it goes.

pub mod chart;
mod from_here;
mod marks;
mod move_list;
mod review_job;
mod said;
mod study_job;
mod under_study;

use std::cell::Cell;
use std::path::PathBuf;

use parlour_core::Seat;
use parlour_core::bots::{Bots, Level};
use parlour_core::record::Record;
use parlour_core::review::{self, Judgment, Summary};

use super::{Change, Hint, Hooks, Keeping};
use crate::desktop::session::Session;
use crate::seat_player::SeatPlayer;
use review_job::ReviewJob;
use said::Said;
use study_job::StudyJob;

/// The speeds a replay plays at, in moves a second.
const SPEEDS: [f64; 4] = [0.5, 1.0, 2.0, 4.0];

/// A game being replayed.
pub struct ReplayMode<G: Bots> {
    /// The whole game.
    pub record: Record<G>,
    /// How many of its actions are shown played: the next is under study.
    pub at: usize,
    /// Whose view the table shows: at first the (first) human's.
    pub viewer: Seat,
    /// How many seats the game has.
    seats: usize,
    /// Whether the game hides nothing from anyone (no hands, no deck).
    open: bool,
    /// How the game ended, in words: the move list's last row.
    ending: String,
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
    /// Every move in words, as the viewer reads the log.
    said: Vec<Said>,
    /// The move under study when the move list was last drawn.
    listed: Cell<Option<usize>>,
    /// Who a game played on from here is against: a level, or `None` for
    /// people only.
    against: Option<Level>,
    /// The bot's study of the move under study, once the replay rests on it.
    study: Option<StudyJob>,
    /// When the replay came to the move it shows (egui's clock).
    shown_since: f64,
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
    /// Play on from the position shown.
    FromHere,
    /// Play on from here against this level (or people only), when asked.
    Against(Option<Level>),
}

impl<G: Bots> ReplayMode<G> {
    /// A replay of `record`, from its start, through the first human's eyes.
    pub fn new(record: Record<G>) -> Self {
        let viewer = Seat::new(record.players.iter().position(|p| p == "human").unwrap_or(0));
        let end = record.replay().ok();
        // A game the players ended themselves (a resignation, a draw
        // agreed) is finished where its moves stop.
        let by_players = record.ending.filter(|e| e.by_the_players());
        let finished = by_players.is_some() || end.as_ref().is_some_and(|game| game.outcome().is_some());
        let ending = match by_players.and_then(crate::desktop::tables::words::ended_by_players) {
            Some(how) => format!("End of the game: {how}"),
            None => end.as_ref().map_or_else(|| "Where the record stops".to_owned(), |game| ending_of(game)),
        };
        let seats = end.map_or(G::INFO.min_seats, |game| game.seat_count());
        let said = said::said_of(&record, viewer);
        let open = G::new(&record.options, record.seed).is_ok_and(|start| {
            let mut rng = parlour_core::rng::seeded(record.seed);
            start.determinize(viewer, &mut rng) == start
        });
        Self {
            record,
            at: 0,
            viewer,
            seats,
            open,
            ending,
            finished,
            playing: false,
            speed: 2,
            last_step: 0.0,
            cache: None,
            review: ReviewJob::None,
            said,
            listed: Cell::new(None),
            against: Some(Level::Medium),
            study: None,
            shown_since: 0.0,
        }
    }

    /// Keeps the review in `file` (JSON): read back if it is there and fits
    /// the record, written once worked out.
    #[must_use]
    pub fn cached_in(mut self, file: PathBuf) -> Self {
        if let Some(kept) = ReviewJob::kept_in(&file, self.record.actions.len()) {
            self.review = kept;
        }
        self.cache = Some(file);
        self
    }

    /// The record as far as it is shown.
    pub fn shown(&self) -> Record<G> {
        let mut record = self.record.clone();
        record.truncate(self.at);
        record
    }

    /// Whether the review is being worked out.
    pub fn reviewing(&self) -> bool {
        matches!(self.review, ReviewJob::Running { .. })
    }

    /// The review, once done.
    pub fn judgments(&self) -> Option<&[Judgment]> {
        self.review.judgments()
    }

    /// Each seat's summary of the review, once done.
    pub fn summary(&self) -> Option<Vec<Summary>> {
        Some(review::summarize(self.judgments()?, self.seats))
    }

    /// The review's judgment of the move under study, if reviewed.
    pub fn judgment_here(&self) -> Option<&Judgment> {
        self.judgments()?.iter().find(|j| j.index == self.at)
    }

    /// The action the review prefers for the move under study.
    pub fn best_here(&self) -> Option<G::Action> {
        self.judgment_here()?.best.parse().ok()
    }

    /// Each seat's line on the review's chart, once reviewed.
    pub fn chart_lines(&self) -> Option<Vec<chart::SeatLine>> {
        Some(chart::lines(self.judgments()?, self.seats, self.record.actions.len()))
    }

    /// Shows the game after `moves` moves (at most all of them).
    pub fn show(&mut self, moves: usize) {
        self.at = moves.min(self.record.actions.len());
    }

    /// Starts the review on its own thread.
    pub fn start_review(&mut self, ctx: &egui::Context) {
        self.review = ReviewJob::start(self.record.clone(), ctx);
    }

    /// The panel below the board: the controls, the marks above the slider,
    /// the judgment of the move under study, playing on from here, and the
    /// chart. Returns what it asks of the table.
    fn moves_ui(&mut self, ui: &mut egui::Ui) -> Option<Change<G>> {
        self.review.poll(self.cache.as_ref());
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
        // The marks have a strip of their own: nothing above covers them.
        let (strip, _) =
            ui.allocate_exact_size(egui::vec2(ui.available_width(), marks::STRIP_HEIGHT), egui::Sense::hover());
        let mut at = self.at;
        ui.spacing_mut().slider_width = ui.available_width();
        let slider = ui.add(egui::Slider::new(&mut at, 0..=last).show_value(false));
        crate::desktop::tables::pointing::name(&slider, egui::Role::Slider, true, "Move shown");
        if slider.changed() {
            request = Some(Request::Show(at));
        }
        if let Some(judged) = self.judgments()
            && let Some(to) = marks::strip_ui(ui, strip, slider.rect, judged, last)
        {
            request = Some(Request::Show(to));
        }
        // Below: the move under study on the left, the chart on the right.
        let height = ui.available_height();
        let study_width = (ui.available_width() * 0.55).max(320.0);
        ui.horizontal_top(|ui| {
            ui.allocate_ui_with_layout(
                egui::vec2(study_width, height),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.set_min_size(egui::vec2(study_width, height));
                    if let Some(asked) = self.study_ui(ui) {
                        request = Some(asked);
                    }
                },
            );
            ui.separator();
            let chart_width = ui.available_width();
            ui.allocate_ui_with_layout(
                egui::vec2(chart_width, height),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.set_max_width(chart_width);
                    if let Some(judged) = self.judgments()
                        && let Some(to) = chart::chart_ui(ui, judged, self.seats, last, self.at)
                    {
                        request = Some(Request::Show(to));
                    }
                },
            );
        });
        self.keep_study(ui.ctx(), now);
        match request? {
            Request::Show(to) => return self.go(ui.ctx(), to),
            Request::Play(playing) => {
                self.playing = playing;
                self.last_step = now;
            }
            Request::Speed(speed) => self.speed = speed,
            Request::Review => self.start_review(ui.ctx()),
            Request::Cancel => self.review.cancel(),
            Request::View(seat) => {
                self.viewer = seat;
                self.said = said::said_of(&self.record, seat);
                return self.session().map(Change::Show);
            }
            Request::Against(against) => self.against = against,
            Request::FromHere => {
                return from_here::session(&self.shown(), self.viewer, self.against).map(Change::NewGame);
            }
        }
        None
    }

    /// Shows the game after `to` moves; the table's position with it.
    fn go(&mut self, ctx: &egui::Context, to: usize) -> Option<Change<G>> {
        self.show(to);
        self.shown_since = ctx.input(|i| i.time);
        // What was drawn before this point (the log, the scores) showed the
        // move before: one more frame shows them all at it.
        ctx.request_repaint();
        self.session().map(Change::Show)
    }

    /// The session showing the game as far as the replay stands.
    fn session(&self) -> Option<Session<G>> {
        Session::from_record(&self.shown()).ok()
    }

    /// The row of controls: the move shown, the move buttons, Play, whose
    /// view, and the review's button or progress.
    fn controls_ui(&self, ui: &mut egui::Ui, last: usize) -> Option<Request> {
        let mut request = None;
        ui.horizontal(|ui| {
            // The move under study, in a width kept for it: the buttons
            // beside it never move as the numbers grow.
            // The board stands where the move under study is to be played.
            let shown = if self.at < last {
                format!("Before move {} of {last}", self.at + 1)
            } else {
                format!("End · {last} moves")
            };
            let (rect, _) = ui
                .allocate_exact_size(egui::vec2(MOVE_LABEL_WIDTH, ui.spacing().interact_size.y), egui::Sense::hover());
            ui.put(rect, egui::Label::new(egui::RichText::new(shown).strong().size(15.0)).truncate());
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
            let play = egui::Button::new(if self.playing { "Pause" } else { "Play" }).min_size(egui::vec2(52.0, 0.0));
            if ui.add(play).clicked() {
                request = Some(Request::Play(!self.playing));
            }
            let speed = egui::ComboBox::from_id_salt("replay-speed")
                .width(56.0)
                .selected_text(format!("{}/s", SPEEDS[self.speed]));
            speed.show_ui(ui, |ui| {
                for (i, speed) in SPEEDS.iter().enumerate() {
                    if ui.selectable_label(self.speed == i, format!("{speed} moves a second")).clicked() {
                        request = Some(Request::Speed(i));
                    }
                }
            });
            let choose = egui::ComboBox::from_id_salt("replay-viewer").selected_text(format!("As {}", self.viewer));
            ui.add_enabled_ui(self.finished, |ui| {
                let chosen = choose.show_ui(ui, |ui| {
                    for seat in Seat::all(self.seats) {
                        if ui.selectable_label(self.viewer == seat, format!("As {seat}")).clicked() {
                            request = Some(Request::View(seat));
                        }
                    }
                });
                let name = format!("The table seen as {}", self.viewer);
                crate::desktop::tables::pointing::name(&chosen.response, egui::Role::ComboBox, self.finished, &name);
                chosen.response.on_disabled_hover_text("Other players' hands show once the game is over");
            });
            match (&self.review, self.review.progress()) {
                (ReviewJob::None, _) => {
                    let review = ui.button("Review").on_hover_text("The advisor judges every decision, every seat's");
                    if review.clicked() {
                        request = Some(Request::Review);
                    }
                }
                (_, Some((done, total))) => {
                    ui.add(
                        egui::ProgressBar::new(done as f32 / total as f32)
                            .desired_width(90.0)
                            .text(format!("{done}/{total}")),
                    );
                    if ui.button("Cancel").clicked() {
                        request = Some(Request::Cancel);
                    }
                }
                _ => {}
            }
        });
        request
    }

    /// ←/→ (and ↑/↓, down the move list) step, Home/End jump: taken
    /// before the board sees the keys.
    fn keys_ui(&self, ui: &mut egui::Ui, last: usize) -> Option<Request> {
        let mut request = None;
        let key = |key| crate::desktop::tables::focus::table_key(ui, key);
        if key(egui::Key::ArrowLeft) || key(egui::Key::ArrowUp) {
            request = Some(Request::Show(self.at.saturating_sub(1)));
        } else if key(egui::Key::ArrowRight) || key(egui::Key::ArrowDown) {
            request = Some(Request::Show((self.at + 1).min(last)));
        } else if key(egui::Key::Home) {
            request = Some(Request::Show(0));
        } else if key(egui::Key::End) {
            request = Some(Request::Show(last));
        }
        request
    }
}

/// The move list's last row for a game that stands as `end`: "End of the
/// game: Player 1 wins, 7 – 2", or where an unfinished record stops.
fn ending_of<G: Bots>(end: &G) -> String {
    let Some(outcome) = end.outcome() else { return "Where the record stops: the game was not finished".to_owned() };
    let scores = crate::desktop::tables::side_panel::final_scores(end).map_or_else(String::new, |s| format!(", {s}"));
    match outcome.sole_winner() {
        Some(winner) => format!("End of the game: {winner} wins{scores}"),
        None => format!("End of the game: a draw{scores}"),
    }
}

/// The width kept for "Before move 146 of 239" in the replay's controls.
const MOVE_LABEL_WIDTH: f32 = 190.0;

/// The least height the move list keeps below the review's summary.
const MOVES_ROOM: f32 = 170.0;

/// The least and most height of the replay's panel below the board.
const PANEL_HEIGHT: (f32, f32) = (190.0, 280.0);

/// The height of the status line above the board, with no answers to ask.
const STATUS_ONLY: f32 = 36.0;

impl<G: Bots> Hooks<G> for ReplayMode<G> {
    fn humans_move(&self) -> bool {
        false
    }

    fn bots_move(&self) -> bool {
        false
    }

    /// The review's choice for the move under study, outlined only when
    /// the table shows the deciding seat's view or the game hides nothing:
    /// another seat's hand is not where that seat's card lies (the words
    /// below the board say it).
    fn hint(&self) -> Hint<G::Action> {
        let deciding = self.judgment_here().map(|j| usize::from(j.seat) - 1);
        Hint::Given(self.best_here().filter(|_| self.open || deciding == Some(self.viewer.index())))
    }

    fn viewer(&self) -> Option<Seat> {
        Some(self.viewer)
    }

    fn status(&self, seat: Seat, player: SeatPlayer) -> Option<String> {
        let _ = player;
        Some(format!("Replay: {seat} to play"))
    }

    /// A little over a third of the table, within bounds: the board keeps
    /// the rest (Shrine's at three seats needs it at 640 pixels high).
    fn panel_height(&self, room: f32) -> Option<f32> {
        Some((room * 0.36).clamp(PANEL_HEIGHT.0, PANEL_HEIGHT.1))
    }

    /// Only the status line: a replay asks for no answers.
    fn status_height(&self) -> f32 {
        STATUS_ONLY
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui) -> Vec<Change<G>> {
        self.moves_ui(ui).into_iter().collect()
    }

    fn shows_moves(&self) -> bool {
        true
    }

    /// The review's summary, then the move list.
    fn moves_list_ui(&self, ui: &mut egui::Ui) -> Option<usize> {
        let summary = self.summary();
        if summary.is_some() || self.reviewing() {
            // The summary stands open above the list while the list keeps
            // room for a few moves; folded (a click opens it) when not. Its
            // room is kept while the review works, "…" in it.
            let lines = self.seats + 1;
            let needs = lines as f32 * (ui.text_style_height(&egui::TextStyle::Body) + 2.0);
            let summary = summary.as_deref();
            if ui.available_height() - needs >= MOVES_ROOM {
                move_list::summary_ui(ui, self.seats, summary);
            } else {
                egui::CollapsingHeader::new("Review summary")
                    .show(ui, |ui| move_list::summary_ui(ui, self.seats, summary));
            }
            ui.separator();
        }
        ui.label(egui::RichText::new("Moves").strong());
        let moved = self.listed.replace(Some(self.at)) != Some(self.at);
        move_list::moves_ui(ui, &self.said, self.judgments(), (self.at, moved), &self.ending)
    }

    fn go_to(&mut self, ctx: &egui::Context, moves: usize) -> Vec<Change<G>> {
        self.go(ctx, moves).into_iter().collect()
    }

    fn keeping(&self) -> Keeping {
        Keeping::Nothing
    }

    fn working(&self) -> bool {
        self.reviewing() || self.study.as_ref().is_some_and(StudyJob::working)
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
        record.truncate(3);
        assert!(!ReplayMode::new(record).finished, "unfinished: the seats stay hidden");
    }
}
