//! Balance the set: every design of the set or deck being built (or those
//! the list shows) measured against the rest at once, on every core, with
//! a progress bar and a stop button. A table, sortable by any column, gives
//! each design's win-rate change with its 95% interval and flags the
//! designs whose whole interval lies outside the band the designer sets;
//! beside it a chart draws every change and interval against the band, so
//! the outliers stand out. A click on a row or a point opens the design.
//!
//! Reports are kept by design content: after a change to one design, the
//! next run measures only that design (against the set as it is now); the
//! others keep their figures until **Measure again**.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use egui_plot::{Arrows, Line, Plot, PlotPoints, Points, Span};
use parlour_core::bots::BotSpec;
use parlour_core::text::counted;
use parlour_designer::balance::{self, Balanced, DEFAULT_BAND, Report, Request};

pub use super::balance_entry::Entry;
use super::balance_fixes::{Arrow, Ask, Fixes};
use super::item_table::{Cell, ItemTable, Row};
use super::kept_figures::KeptFigures;

/// What Measure says when there is nothing to measure: its widest words.
const ALL_MEASURED: &str = "Every design chosen is measured";

/// What a person asked of the window.
pub enum Asked<D> {
    /// Open the design at this index of the set.
    Open(usize),
    /// Make this design the set's design of its name: a suggested fix.
    Apply(D),
}

/// Which designs a run measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scope {
    Every,
    Shown,
}

/// A run in progress.
struct Running {
    done: Arc<AtomicU64>,
    total: u64,
    stop: Arc<AtomicBool>,
    /// The cache key of each design measured, in order.
    keys: Vec<String>,
    answer: mpsc::Receiver<Result<Vec<Report>, String>>,
}

/// The Balance the set window of one bench, in game `G`.
pub struct SetBalance<G: Balanced> {
    /// Whether the window is open.
    pub open: bool,
    games: u64,
    /// How long Suggest fixes may search, in seconds.
    seconds: u64,
    /// The band, in percentage points either way.
    band: f64,
    scope: Scope,
    running: Option<Running>,
    /// Reports by [`key`].
    reports: HashMap<String, Report>,
    /// Why the last run failed.
    error: Option<String>,
    table: ItemTable,
    /// The design under the pointer on the chart in the last frame.
    chart_hovered: Option<usize>,
    /// Suggest fixes.
    fixes: Fixes<G>,
    /// The figures kept for next time.
    pub kept: KeptFigures,
    /// Whether the games, time and band the designer last chose were
    /// brought back (they are kept across runs of Parlour).
    asks_read: bool,
}

impl<G: Balanced> Default for SetBalance<G> {
    fn default() -> Self {
        Self {
            open: false,
            games: 1000,
            seconds: balance::SUGGEST_SECONDS,
            band: 100.0 * DEFAULT_BAND,
            scope: Scope::Every,
            running: None,
            reports: HashMap::new(),
            error: None,
            table: ItemTable::sorted_by(1, true),
            chart_hovered: None,
            fixes: Fixes::default(),
            kept: KeptFigures::default(),
            asks_read: false,
        }
    }
}

impl<G: Balanced> Drop for SetBalance<G> {
    fn drop(&mut self) {
        if let Some(running) = &self.running {
            running.stop.store(true, Ordering::Relaxed);
        }
    }
}

impl<G: Balanced> SetBalance<G> {
    /// The designs of the scope chosen.
    fn chosen<'a>(&self, entries: &'a [Entry]) -> Vec<&'a Entry> {
        entries.iter().filter(|e| self.scope == Scope::Every || e.shown).collect()
    }

    /// Starts measuring `entries` with `options`: greedy bots, a fixed seed
    /// so that a run can be repeated.
    fn start(&mut self, options: G::Options, entries: &[&Entry]) {
        let (done, stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        let players = [BotSpec::Greedy, BotSpec::Greedy];
        let request = Request::<G> { options, games: self.games, seed: 1, players, threads };
        let names: Vec<String> = entries.iter().map(|e| e.name.clone()).collect();
        let (send, answer) = mpsc::channel();
        let (counter, stopper) = (Arc::clone(&done), Arc::clone(&stop));
        std::thread::spawn(move || {
            let tick = || {
                counter.fetch_add(1, Ordering::Relaxed);
            };
            let reports = balance::measure_each(&request, &names, &tick, &stopper);
            let _ = send.send(reports.map_err(|e| e.to_string()));
        });
        let total = balance::games_to_play(self.games, entries.len());
        let keys = entries.iter().map(|e| key(self.games, &e.content)).collect();
        self.running = Some(Running { done, total, stop, keys, answer });
        self.error = None;
    }

    /// Takes the answer of a finished run.
    fn collect(&mut self) {
        let Some(running) = &self.running else { return };
        let Ok(answer) = running.answer.try_recv() else { return };
        match answer {
            Ok(reports) => self.reports.extend(running.keys.iter().cloned().zip(reports)),
            Err(error) => self.error = Some(error),
        }
        self.running = None;
    }

    /// Forgets what was found for the design open before another was
    /// opened or started (a search under way is stopped): its fixes are not
    /// this one's. Figures stay, known by each design's content.
    pub fn another_design(&mut self) {
        self.fixes = Fixes::default();
        self.error = None;
    }

    /// Brings back the figures kept for the set `entries` make, and keeps
    /// those measured since.
    pub fn follow_kept(&mut self, entries: &[Entry]) {
        self.kept.follow(entries, &mut self.reports, |key, content| key.ends_with(&format!(" games: {content}")));
    }

    /// What is known of the design with `content`: its figures over
    /// `games` games, or else over the most games it was measured with.
    pub fn report(&self, games: u64, content: &str) -> Option<&Report> {
        self.reports.get(&key(games, content)).or_else(|| {
            let ending = format!(" games: {content}");
            let measured = self.reports.iter().filter(|(k, _)| k.ends_with(&ending));
            measured.max_by_key(|(_, r)| r.games).map(|(_, r)| r)
        })
    }

    /// Keeps `report`, the figures of the design with `content`, measured
    /// by its own panel.
    pub fn record(&mut self, content: &str, report: Report) {
        self.reports.insert(key(report.games, content), report);
    }

    /// The window, for `entries`; `options` makes the rules with the set,
    /// asked for only when a run starts, and only when `ready` (the set can
    /// be played). Returns what was asked: a design clicked, to open it, or
    /// a fix applied.
    pub fn ui(
        &mut self,
        ctx: &egui::Context,
        entries: &[Entry],
        ready: bool,
        options: impl FnOnce() -> G::Options,
    ) -> Option<Asked<G::Design>> {
        self.collect();
        self.follow_kept(entries);
        let asked = self.keep_asks(ctx);
        let mut open = self.open;
        let mut clicked = None;
        crate::desktop::steady_window("Balance the set", ctx, [820.0, 560.0]).open(&mut open).show(ctx, |ui| {
            clicked = self.contents_ui(ui, entries, ready, options);
        });
        self.open = open;
        if (self.games, self.seconds, self.band) != asked {
            ctx.data_mut(|d| d.insert_persisted(asks_id(), (self.games, self.seconds, self.band)));
        }
        clicked
    }

    /// Brings back, once, the games, time and band the designer chose
    /// last — in this bench or another, before Parlour was last closed —
    /// and returns those now asked.
    fn keep_asks(&mut self, ctx: &egui::Context) -> (u64, u64, f64) {
        if !self.asks_read {
            self.asks_read = true;
            if let Some((games, seconds, band)) = ctx.data_mut(|d| d.get_persisted::<(u64, u64, f64)>(asks_id())) {
                self.games = games.clamp(50, 20_000);
                self.seconds = seconds.clamp(10, 3600);
                self.band = if band.is_finite() { band.clamp(0.0, 50.0) } else { 100.0 * DEFAULT_BAND };
            }
        }
        (self.games, self.seconds, self.band)
    }

    /// The games, the band and the designs measured, fixed while a run
    /// is under way.
    fn settings_ui(&mut self, ui: &mut egui::Ui, entries: &[Entry]) {
        let idle = self.running.is_none() && !self.fixes.running();
        ui.horizontal_wrapped(|ui| {
            ui.add_enabled_ui(idle, |ui| {
                let label = ui.label("Games");
                ui.add(egui::DragValue::new(&mut self.games).range(super::balance_panel::GAMES).speed(50))
                    .labelled_by(label.id)
                    .on_hover_text(super::balance_panel::GAMES_RANGE);
                let label = ui.label("Time");
                let time = egui::DragValue::new(&mut self.seconds).range(10..=3600).speed(5).suffix(" s");
                ui.add(time)
                    .labelled_by(label.id)
                    .on_hover_text("How long Suggest fixes may search: designs not reached by then are listed");
                let label = ui.label("Band ±");
                let band = egui::DragValue::new(&mut self.band).range(0.0..=50.0).speed(0.5).suffix(" points");
                ui.add(band).labelled_by(label.id);
                let shown = entries.iter().filter(|e| e.shown).count();
                ui.radio_value(&mut self.scope, Scope::Every, format!("Every design ({})", entries.len()));
                ui.radio_value(&mut self.scope, Scope::Shown, format!("Those the list shows ({shown})"));
            });
        });
    }

    /// The Suggest fixes button, for the designs `chosen`; whether it was
    /// pressed.
    fn suggest_ui(&self, ui: &mut egui::Ui, ready: bool, chosen: &[&Entry]) -> bool {
        let suggest = ui.add_enabled(ready && !chosen.is_empty(), egui::Button::new("Suggest fixes"));
        let which = match self.scope {
            Scope::Every => "each design",
            Scope::Shown => "each design the list shows",
        };
        let hint = format!(
            "For {which} outside the band, in the set's order, search for the fewest edits that bring it \
             inside, each proved by games ({} games a measure, at most {} s; {} games or more tell a design a \
             few points out from one at its edge)",
            self.games,
            self.seconds,
            balance::SUGGEST_GAMES
        );
        let why = if ready { "The list shows no design" } else { "Fix the problems first" };
        suggest.on_hover_text(hint).on_disabled_hover_text(why).clicked()
    }

    fn contents_ui(
        &mut self,
        ui: &mut egui::Ui,
        entries: &[Entry],
        ready: bool,
        options: impl FnOnce() -> G::Options,
    ) -> Option<Asked<G::Design>> {
        if let Some((games, measured)) = self.fixes.collect() {
            // The figures the search began from, at the games it played.
            self.reports.extend(measured.into_iter().map(|(content, report)| (key(games, &content), report)));
        }
        self.settings_ui(ui, entries);
        let chosen = self.chosen(entries);
        let pending: Vec<&Entry> =
            chosen.iter().copied().filter(|e| !self.reports.contains_key(&key(self.games, &e.content))).collect();
        if let Some(running) = &self.running {
            let done = running.done.load(Ordering::Relaxed).min(running.total);
            let bar = egui::ProgressBar::new(done as f32 / running.total.max(1) as f32)
                .text(format!("{done} / {} games", running.total));
            ui.horizontal(|ui| {
                if ui.button("Stop measuring").clicked() {
                    running.stop.store(true, Ordering::Relaxed);
                }
                ui.add(bar);
            });
            ui.ctx().request_repaint_after(Duration::from_millis(100));
        } else if self.fixes.running() {
            self.fixes.progress_ui(ui);
        } else {
            let mut options = Some(options);
            ui.horizontal_wrapped(|ui| {
                // Suggest fixes first, and Measure as wide whatever it says:
                // a design changed never moves a button under the pointer.
                if self.suggest_ui(ui, ready, &chosen)
                    && let Some(options) = options.take()
                {
                    let aim = match self.scope {
                        Scope::Every => Vec::new(),
                        Scope::Shown => chosen.iter().map(|e| e.name.clone()).collect(),
                    };
                    let ask = Ask { games: self.games, seconds: self.seconds, band: self.band / 100.0, aim };
                    self.fixes.start(ui.ctx(), options(), ask, entries);
                }
                let what = match pending.len() {
                    0 => ALL_MEASURED.to_owned(),
                    n => format!("Measure {}", counted(n, "design")),
                };
                let width = crate::desktop::button_width(ui, ALL_MEASURED);
                let measure = egui::Button::new(what).min_size(egui::vec2(width, 0.0));
                let measure = ui.add_enabled(ready && !pending.is_empty(), measure);
                let hint = format!(
                    "Greedy bots play {} games with the set and as many without each design, on every core",
                    self.games
                );
                let why = if ready { "A changed design is measured again" } else { "Fix the problems first" };
                if measure.on_hover_text(hint).on_disabled_hover_text(why).clicked()
                    && let Some(options) = options.take()
                {
                    self.start(options(), &pending);
                }
                if pending.len() < chosen.len() {
                    let again = ui.add_enabled(ready, egui::Button::new("Measure again"));
                    if again.on_hover_text("Measure every design chosen against the set as it is now").clicked()
                        && let Some(options) = options.take()
                    {
                        self.start(options(), &chosen);
                    }
                }
            });
        }
        let applied = self.fixes.list_ui(ui, entries).map(Asked::Apply);
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        let (games, reports) = (self.games, &self.reports);
        let measured: Vec<(&Entry, &Report)> =
            chosen.iter().filter_map(|e| Some((*e, reports.get(&key(games, &e.content))?))).collect();
        if measured.is_empty() {
            ui.weak("No design measured yet.");
            return applied;
        }
        let band = self.band / 100.0;
        let outliers: Vec<&str> =
            measured.iter().filter(|(_, r)| r.outside(band)).map(|(e, _)| e.name.as_str()).collect();
        ui.strong(match outliers.as_slice() {
            [] => format!(
                "{} measured; none lies clearly outside ±{} points.",
                counted(measured.len(), "design"),
                self.band
            ),
            names => format!(
                "{} measured; outside ±{} points: {}.",
                counted(measured.len(), "design"),
                self.band,
                names.join(", ")
            ),
        });
        let arrows = self.fixes.arrows(entries);
        report_ui(ui, &mut self.table, &mut self.chart_hovered, &measured, band, &arrows).map(Asked::Open).or(applied)
    }
}

/// The table and the chart of the designs `measured`, side by side.
/// The chart lists the designs as the table does, top to bottom, and a
/// design under the pointer in either is lit in the other (its row
/// scrolled into view); `chart_hovered` is the design under the pointer on
/// the chart, kept from one frame to the next; `arrows`, the suggested
/// fixes, drawn on it. Returns the index of the design clicked.
fn report_ui(
    ui: &mut egui::Ui,
    table: &mut ItemTable,
    chart_hovered: &mut Option<usize>,
    measured: &[(&Entry, &Report)],
    band: f64,
    arrows: &[Arrow],
) -> Option<usize> {
    let mut rows: Vec<Row> = measured.iter().map(|(entry, report)| row(entry, report, band)).collect();
    table.sort_rows(&mut rows);
    let in_order: Vec<(&Entry, &Report)> =
        rows.iter().filter_map(|r| measured.iter().find(|(e, _)| e.index == r.index).copied()).collect();
    let mut clicked = None;
    let lit = *chart_hovered;
    ui.columns(2, |columns| {
        let titles = ["Design", "Change", "95% interval", "Games held", "Placed"];
        egui::ScrollArea::vertical().id_salt("set-balance-table").show(&mut columns[0], |ui| {
            clicked = table.ui(ui, "set-balance", &titles, rows, lit);
        });
        let chart = chart_ui(&mut columns[1], &in_order, band, table.hovered(), arrows);
        clicked = clicked.or(chart.clicked);
        *chart_hovered = chart.hovered;
    });
    if lit != *chart_hovered {
        if let Some(index) = *chart_hovered {
            table.reveal(index);
        }
        ui.ctx().request_repaint();
    }
    clicked
}

/// Where a design's report is kept: its content and the games played.
fn key(games: u64, content: &str) -> String {
    format!("{games} games: {content}")
}

/// A design's row: the change and interval in points, the games where one
/// player held it, the copies placed a game; flagged when outside the band.
fn row(entry: &Entry, report: &Report, band: f64) -> Row {
    let [low, high] = report.ci95.map(|x| 100.0 * x);
    let change = 100.0 * report.win_rate_delta;
    Row {
        index: entry.index,
        faulty: report.outside(band),
        cells: vec![
            Cell::text(entry.name.clone()),
            Cell::number(format!("{change:+.1}"), change),
            Cell::number(format!("{low:+.1} to {high:+.1}"), low),
            Cell::number(report.held_games.to_string(), report.held_games as f64),
            Cell::number(format!("{:.2}", report.played_per_game), report.played_per_game),
        ],
    }
}

/// The room the chart keeps for the designs' names down its side.
const CHART_NAMES: f32 = 96.0;
/// The most characters of a design's name the chart shows, "…" after them.
const CHART_NAME_CHARS: usize = 12;

/// The colour of a suggested fix's arrow on the chart.
const FIX: egui::Color32 = egui::Color32::from_rgb(60, 110, 200);

/// What a person did with the chart this frame.
struct ChartAnswer {
    /// The design clicked, to open it.
    clicked: Option<usize>,
    /// The design under the pointer.
    hovered: Option<usize>,
}

/// Every design's change (a dot) and 95% interval (a bar), one design a
/// line in the order of `measured` from the top, against the band
/// (shaded); the design `lit` (under the pointer in the table) drawn
/// larger; each suggested fix in `arrows` an arrow from the design's
/// figure before it to its figure after. Each dot is a widget of its own,
/// named with its figures, which a pointer rests on or clicks and a screen
/// reader reads.
fn chart_ui(
    ui: &mut egui::Ui,
    measured: &[(&Entry, &Report)],
    band: f64,
    lit: Option<usize>,
    arrows: &[Arrow],
) -> ChartAnswer {
    let count = measured.len();
    // The first design at the top: line `rank` at height `count - 1 - rank`.
    let height_of = |rank: usize| (count - 1 - rank) as f64;
    let inside = egui::Color32::from_rgb(70, 150, 84);
    let outside = egui::Color32::from_rgb(200, 110, 40);
    // Each line named down the side: the chart reads on its own, whatever
    // part of the table is scrolled into view beside it.
    let names: Vec<String> =
        measured.iter().map(|(entry, _)| parlour_core::text::one_line(&entry.name, CHART_NAME_CHARS)).collect();
    let plot = Plot::new("set-balance-chart")
        .height(ui.available_height().clamp(200.0, 480.0))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show_axes([true, true])
        .show_grid([true, false])
        .y_grid_spacer(move |_| (0..count).map(|h| egui_plot::GridMark { value: h as f64, step_size: 1.0 }).collect())
        .y_axis_formatter(move |mark, _| {
            let rank = count.checked_sub(1 + mark.value.round().max(0.0) as usize);
            rank.and_then(|rank| names.get(rank)).cloned().unwrap_or_default()
        })
        .y_axis_min_width(CHART_NAMES)
        .x_axis_label("Win-rate change (points)")
        .include_x(-100.0 * band - 2.0)
        .include_x(100.0 * band + 2.0)
        // A line of height 1 for each design, centred on its height.
        .include_y(-0.5)
        .include_y(count as f64 - 0.5)
        .label_formatter(|hover| match hover {
            egui_plot::HoverPosition::NearDataPoint { plot_name, position, .. } => {
                Some(format!("{plot_name}: {:+.1} points", position.x))
            }
            egui_plot::HoverPosition::Elsewhere { .. } => None,
        });
    let response = plot.show(ui, |plot_ui| {
        let band = 100.0 * band;
        plot_ui.span(Span::new("Band", -band..=band).fill(inside.gamma_multiply(0.12)).border_width(0.0));
        for (rank, (entry, report)) in measured.iter().enumerate() {
            // Grey when too few games had one player alone holding it to say anything.
            let colour = match (report.measurable(), report.outside(band / 100.0)) {
                (false, _) => egui::Color32::GRAY,
                (true, true) => outside,
                (true, false) => inside,
            };
            let y = height_of(rank);
            let [low, high] = report.ci95.map(|x| 100.0 * x);
            let on = lit == Some(entry.index);
            let interval = Line::new(format!("{} interval", entry.name), PlotPoints::from(vec![[low, y], [high, y]]));
            plot_ui.line(interval.color(colour).width(if on { 4.0 } else { 2.0 }).allow_hover(false));
            let dot = Points::new(entry.name.clone(), PlotPoints::from(vec![[100.0 * report.win_rate_delta, y]]));
            plot_ui.points(dot.color(colour).radius(if on { 7.0 } else { 4.0 }).id(("design", entry.index)));
            if let Some(arrow) = arrows.iter().find(|a| a.index == entry.index) {
                let (from, to) = ([100.0 * arrow.from, y], [100.0 * arrow.to, y]);
                let name = format!("{} after the fix", entry.name);
                plot_ui.arrows(Arrows::new(name, vec![from], vec![to]).color(FIX).tip_length(10.0).highlight(true));
            }
        }
    });
    let outliers = measured.iter().filter(|(_, r)| r.outside(band)).count();
    let summary = format!("Chart of the win-rate change of {}, {outliers} outside the band", counted(count, "design"));
    response.response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &summary));
    let transform = response.transform;
    let at = |x: f64, y: f64| transform.position_from_point(&egui_plot::PlotPoint::new(x, y));
    // A dot's widget: as tall as its line (no two lie over each other).
    let line = (at(0.0, 0.0).y - at(0.0, 1.0).y).abs();
    let side = line.clamp(2.0, 14.0) - 1.0;
    let mut answer = ChartAnswer { clicked: None, hovered: None };
    for (rank, (entry, report)) in measured.iter().enumerate() {
        let change = 100.0 * report.win_rate_delta;
        let [low, high] = report.ci95.map(|x| 100.0 * x);
        let centre = at(change, height_of(rank));
        let rect = egui::Rect::from_center_size(centre, egui::vec2(side, side));
        let id = ui.scope_id().with(("set-balance-dot", entry.index));
        let dot = ui.interact(rect, id, egui::Sense::click());
        let name = format!("{} on the chart: {change:+.1} points ({low:+.1} to {high:+.1})", entry.name);
        let on = lit == Some(entry.index);
        dot.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, on, &name));
        if dot.hovered() {
            answer.hovered = Some(entry.index);
        }
        let dot = dot.on_hover_text(&name);
        if dot.clicked() {
            answer.clicked = Some(entry.index);
        }
    }
    if answer.clicked.is_none() && response.response.clicked() {
        // A click on a design's line, away from its dot, opens it too.
        let rank = response.response.interact_pointer_pos().map(|p| transform.value_from_position(p).y.round());
        answer.clicked =
            rank.filter(|r| (0.0..count as f64).contains(r)).map(|r| measured[count - 1 - r as usize].0.index);
    }
    answer
}

/// Where the games, time and band last asked are kept.
fn asks_id() -> egui::Id {
    egui::Id::unique("parlour-balance-asks")
}
