//! The balance report in the workshop: thousands of bot games with and
//! without the tile or card picked, played on a background thread with a
//! progress bar (the window keeps answering), then the figures and a chart
//! of the holder's win-rate difference with its 95% confidence interval.
//! The figures are the same as the Balance the set window's, and kept with
//! them: the bench hands the panel what is known of the design.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use parlour_core::bots::BotSpec;
use parlour_designer::balance::{self, Balanced, DEFAULT_BAND, MIN_HELD, Report, Request};

/// A run in progress.
struct Running {
    done: Arc<AtomicU64>,
    total: u64,
    stop: Arc<AtomicBool>,
    answer: mpsc::Receiver<Result<Report, String>>,
}

/// The balance report of one design being edited, in game `G`.
pub struct BalancePanel<G: Balanced> {
    /// Games with the item (as many are played without it).
    games: u64,
    running: Option<Running>,
    /// Why the last run gave no report.
    error: Option<String>,
    _game: std::marker::PhantomData<G>,
}

/// The games a measure may play, each way.
pub(super) const GAMES: std::ops::RangeInclusive<u64> = 50..=20_000;

/// [`GAMES`] in words, on hover over a Games field: a number typed beyond
/// it is taken as its nearest end.
pub(super) const GAMES_RANGE: &str = "From 50 to 20,000 games: a number beyond is taken as the nearest of the two";

impl<G: Balanced> Default for BalancePanel<G> {
    fn default() -> Self {
        Self { games: 1000, running: None, error: None, _game: std::marker::PhantomData }
    }
}

impl<G: Balanced> Drop for BalancePanel<G> {
    fn drop(&mut self) {
        if let Some(running) = &self.running {
            running.stop.store(true, Ordering::Relaxed);
        }
    }
}

impl<G: Balanced> BalancePanel<G> {
    /// Starts measuring `card` with `options` (greedy bots, a fixed seed so
    /// that a report can be repeated).
    fn start(&mut self, options: G::Options, card: &str) {
        let (done, stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        let players = [BotSpec::Greedy, BotSpec::Greedy];
        let request = Request::<G> { options, games: self.games, seed: 1, players, threads };
        let (send, answer) = mpsc::channel();
        let (counter, stopper) = (Arc::clone(&done), Arc::clone(&stop));
        let card = card.to_owned();
        std::thread::spawn(move || {
            let tick = || {
                counter.fetch_add(1, Ordering::Relaxed);
            };
            let _ = send.send(balance::measure(&request, &card, &tick, &stopper).map_err(|e| e.to_string()));
        });
        self.running = Some(Running { done, total: 2 * self.games, stop, answer });
        self.error = None;
    }

    /// How many games a run plays with the design.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// The panel for `card`, showing `known`, its figures measured before;
    /// `options` makes the rules with the design being edited, asked for
    /// only when a run starts, and only when `ready` (the design has no
    /// problems). Returns the figures of a run that has just finished, for
    /// the bench to keep.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        card: &str,
        ready: bool,
        known: Option<&Report>,
        options: impl FnOnce() -> G::Options,
    ) -> Option<Report> {
        // On one line, cut short (whole under the pointer): a long name never pushes the panel down.
        let heading = format!("Balance of {card}");
        ui.add(egui::Label::new(egui::RichText::new(&heading).heading()).truncate());
        let mut finished = None;
        if let Some(running) = &self.running
            && let Ok(answer) = running.answer.try_recv()
        {
            match answer {
                Ok(report) => finished = Some(report),
                Err(e) => self.error = Some(e),
            }
            self.running = None;
        }
        match &self.running {
            Some(running) => {
                let done = running.done.load(Ordering::Relaxed).min(running.total);
                let bar = egui::ProgressBar::new(done as f32 / running.total.max(1) as f32)
                    .text(format!("{done} / {} games", running.total));
                ui.add(bar);
                if ui.button("Stop measuring").clicked() {
                    running.stop.store(true, Ordering::Relaxed);
                }
                ui.ctx().request_repaint_after(Duration::from_millis(100));
            }
            None => {
                ui.horizontal_wrapped(|ui| {
                    let label = ui.label("Games");
                    ui.add(egui::DragValue::new(&mut self.games).range(GAMES).speed(50))
                        .labelled_by(label.id)
                        .on_hover_text(GAMES_RANGE);
                    let measure = ui.add_enabled(ready, egui::Button::new("Measure balance"));
                    let hint = format!("Greedy bots play {} games with it and as many without it", self.games);
                    if measure.on_hover_text(hint).on_disabled_hover_text("Fix the problems first").clicked() {
                        self.start(options(), card);
                    }
                });
            }
        }
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        } else if let Some(report) = finished.as_ref().or(known).filter(|r| r.card == card) {
            report_ui(ui, report, G::ITEM);
        }
        finished
    }
}

/// The figures and the chart.
fn report_ui(ui: &mut egui::Ui, report: &Report, item: &str) {
    let score = if item == "tile" { "points" } else { "cards flipped" };
    ui.label(format!(
        "Played {:.2} times a game; {:.2} {score} each time.",
        report.played_per_game, report.score_when_played
    ));
    let [low, high] = report.ci95.map(|x| 100.0 * x);
    ui.label(format!(
        "Win rate of its holder: {:+.1} points (95% confidence {low:+.1} to {high:+.1}), from {} games.",
        100.0 * report.win_rate_delta,
        report.held_games
    ));
    // Judged as the set's window judges a design: by the band, its whole interval outside it.
    let band = 100.0 * DEFAULT_BAND;
    let verdict = if !report.measurable() {
        format!(
            "Not measured: in too few games did one player alone hold it (at least {MIN_HELD} are needed). \
             With this many copies both players nearly always hold one."
        )
    } else if report.outside(DEFAULT_BAND) && report.win_rate_delta > 0.0 {
        format!("Too strong: its whole interval lies above +{band:.0} points.")
    } else if report.outside(DEFAULT_BAND) {
        format!("Too weak: its whole interval lies below −{band:.0} points.")
    } else {
        format!("Inside the ±{band:.0} point band: no clear imbalance.")
    };
    ui.strong(verdict);
    chart_ui(ui, report);
}

/// A scale from −50 to +50 points of win rate: the zero line, the interval
/// as a bar, the estimate as a dot.
fn chart_ui(ui: &mut egui::Ui, report: &Report) {
    let width = ui.available_width().min(360.0);
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, 44.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    let x = |delta: f64| rect.left() + 8.0 + (rect.width() - 16.0) * ((delta.clamp(-0.5, 0.5) + 0.5) as f32);
    let mid = rect.top() + 16.0;
    painter.line_segment([egui::pos2(x(-0.5), mid), egui::pos2(x(0.5), mid)], visuals.widgets.noninteractive.fg_stroke);
    for tick in [-0.5, -0.25, 0.0, 0.25, 0.5] {
        let at = x(tick);
        painter.line_segment([egui::pos2(at, mid - 4.0), egui::pos2(at, mid + 4.0)], (1.0, visuals.weak_text_color()));
        let text = format!("{:+.0}", tick * 100.0);
        let font = egui::FontId::proportional(10.0);
        painter.text(egui::pos2(at, mid + 7.0), egui::Align2::CENTER_TOP, text, font, visuals.weak_text_color());
    }
    // Coloured as the verdict says: out of the band, inside it, or not measured.
    let colour = if !report.measurable() {
        visuals.weak_text_color()
    } else if report.outside(DEFAULT_BAND) {
        egui::Color32::from_rgb(200, 120, 40)
    } else {
        egui::Color32::from_rgb(70, 150, 84)
    };
    let bar = egui::Rect::from_x_y_ranges(x(report.ci95[0])..=x(report.ci95[1]), mid - 3.0..=mid + 3.0);
    painter.rect_filled(bar, 2.0, colour.gamma_multiply(0.6));
    painter.circle_filled(egui::pos2(x(report.win_rate_delta), mid), 5.0, colour);
    response.widget_info(|| {
        let [low, high] = report.ci95.map(|v| 100.0 * v);
        let text = format!("Chart: {:+.1} points, 95% {low:+.1} to {high:+.1}", 100.0 * report.win_rate_delta);
        egui::WidgetInfo::labeled(egui::Role::Image, true, text)
    });
}
