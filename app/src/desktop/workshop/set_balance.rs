//! Balance the set: every design of the set or deck being built measured
//! from the same games, on every core, with a progress bar and a stop
//! button. A table, sortable by any column, gives each design's win-rate
//! change with its 95% interval and flags the designs whose whole interval
//! lies outside the band — drawn from the set's own figures unless the
//! designer sets a fixed one; beside it a chart draws every change and
//! interval against the band, so the outliers stand out. A click on a row
//! or a point opens the design. **Suggest fixes** runs the balance
//! assistant on the designs out of band, or on those the list shows.
//!
//! Reports are kept by design content: after a change to one design, the
//! next run measures the set again for it; the others keep their figures
//! until **Measure again**.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use parlour_core::bots::BotSpec;
use parlour_core::text::counted;
use parlour_designer::balance::{self, Balance, Balanced, Band, Budget, DEFAULT_BAND, Report, Request};

use super::balance_chart::report_ui;
pub use super::balance_entry::Entry;
use super::balance_fixes::Fixes;
use super::item_table::ItemTable;
use super::kept_figures::KeptFigures;

/// What a person asked of the window.
pub enum Asked<D> {
    /// Open the design at this index of the set.
    Open(usize),
    /// Make this design the set's design of its name: a suggested fix.
    Apply(D),
}

/// Which designs a run shows, and Suggest fixes searches.
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
    /// Each design's content when the run began, by name.
    contents: HashMap<String, String>,
    answer: mpsc::Receiver<Result<Balance, String>>,
}

/// The Balance the set window of one bench, in game `G`.
pub struct SetBalance<G: Balanced> {
    /// Whether the window is open.
    pub open: bool,
    /// The games a measure plays: only the designer changes them.
    games: u64,
    /// How long Suggest fixes may search, in seconds.
    seconds: u64,
    /// Whether the band is fixed (else drawn from the set's figures).
    fixed_band: bool,
    /// The fixed band, in percentage points either way.
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
}

impl<G: Balanced> Default for SetBalance<G> {
    fn default() -> Self {
        Self {
            open: false,
            games: balance::SUGGEST_GAMES,
            seconds: balance::SUGGEST_SECONDS,
            fixed_band: false,
            band: 100.0 * DEFAULT_BAND,
            scope: Scope::Every,
            running: None,
            reports: HashMap::new(),
            error: None,
            table: ItemTable::sorted_by(1, true),
            chart_hovered: None,
            fixes: Fixes::default(),
            kept: KeptFigures::default(),
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

    /// The band chosen.
    fn band(&self) -> Band {
        if self.fixed_band { Band::Fixed(self.band / 100.0) } else { Band::Set }
    }

    /// Starts measuring the set of `options`, every design from the same
    /// games: greedy bots, a fixed seed so that a run can be repeated.
    fn start(&mut self, options: G::Options, entries: &[Entry]) {
        let (done, stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        let players = [BotSpec::Greedy, BotSpec::Greedy];
        let request = Request::<G> { options, games: self.games, seed: 1, players, threads };
        let (send, answer) = mpsc::channel();
        let (counter, stopper) = (Arc::clone(&done), Arc::clone(&stop));
        std::thread::spawn(move || {
            let tick = || {
                counter.fetch_add(1, Ordering::Relaxed);
            };
            let measured = balance::measure_set(&request, &tick, &stopper);
            let _ = send.send(measured.map_err(|e| e.to_string()));
        });
        let contents = entries.iter().map(|e| (e.name.clone(), e.content.clone())).collect();
        self.running = Some(Running { done, total: self.games, stop, contents, answer });
        self.error = None;
    }

    /// Takes the answer of a finished run.
    fn collect(&mut self) {
        let Some(running) = &self.running else { return };
        let Ok(answer) = running.answer.try_recv() else { return };
        match answer {
            Ok(measured) => {
                let games = measured.set.games;
                let kept =
                    measured.designs.into_iter().filter_map(|r| Some((key(games, running.contents.get(&r.card)?), r)));
                self.reports.extend(kept);
            }
            Err(error) if error == "stopped" => self.error = Some("Measuring was stopped.".to_owned()),
            Err(error) => self.error = Some(error),
        }
        self.running = None;
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
        self.kept.follow(entries, &mut self.reports, |key, content| key.ends_with(&format!(" games: {content}")));
        let mut open = self.open;
        let mut clicked = None;
        crate::desktop::window("Balance the set", ctx, [820.0, 560.0]).open(&mut open).show(ctx, |ui| {
            clicked = self.contents_ui(ui, entries, ready, options);
        });
        self.open = open;
        clicked
    }

    /// The games, the time, the band and the designs chosen, fixed while a
    /// run is under way.
    fn settings_ui(&mut self, ui: &mut egui::Ui, entries: &[Entry]) {
        let idle = self.running.is_none() && !self.fixes.running();
        ui.horizontal_wrapped(|ui| {
            ui.add_enabled_ui(idle, |ui| {
                let label = ui.label("Games");
                let games = egui::DragValue::new(&mut self.games).range(50..=20_000).speed(50);
                ui.add(games)
                    .labelled_by(label.id)
                    .on_hover_text("Games a measure plays; every design is read from them");
                let label = ui.label("Time limit");
                let seconds = egui::DragValue::new(&mut self.seconds).range(5..=3600).speed(1).suffix(" s");
                ui.add(seconds).labelled_by(label.id).on_hover_text("How long Suggest fixes may search");
                ui.checkbox(&mut self.fixed_band, "Fixed band").on_hover_text(
                    "Unticked, a design is out of band when it stands out from the set: \
                     beyond Tukey's fences of the set's own figures",
                );
                let label = ui.add_enabled(self.fixed_band, egui::Label::new("Band ±"));
                let band = egui::DragValue::new(&mut self.band).range(0.0..=50.0).speed(0.5).suffix(" points");
                ui.add_enabled(self.fixed_band, band).labelled_by(label.id);
            });
        });
        ui.horizontal_wrapped(|ui| {
            ui.add_enabled_ui(idle, |ui| {
                let shown = entries.iter().filter(|e| e.shown).count();
                ui.radio_value(&mut self.scope, Scope::Every, format!("Every design ({})", entries.len()));
                ui.radio_value(&mut self.scope, Scope::Shown, format!("Those the list shows ({shown})"));
            });
        });
    }

    /// The buttons that start a run or a search.
    fn actions_ui(&mut self, ui: &mut egui::Ui, entries: &[Entry], ready: bool, options: impl FnOnce() -> G::Options) {
        let chosen = self.chosen(entries);
        let pending = chosen.iter().filter(|e| !self.reports.contains_key(&key(self.games, &e.content))).count();
        let mut options = Some(options);
        ui.horizontal_wrapped(|ui| {
            let what = match pending {
                0 => "Every design chosen is measured".to_owned(),
                n => format!("Measure {}", counted(n, "design")),
            };
            let measure = ui.add_enabled(ready && pending > 0, egui::Button::new(what));
            let hint = format!("Greedy bots play {} games with the set, every design read from them", self.games);
            let why = if ready { "A changed design is measured again" } else { "Fix the problems first" };
            let mut start = measure.on_hover_text(hint).on_disabled_hover_text(why).clicked();
            if pending < chosen.len() {
                let again = ui.add_enabled(ready, egui::Button::new("Measure again"));
                start |= again.on_hover_text("Measure every design against the set as it is now").clicked();
            }
            if start && let Some(options) = options.take() {
                self.start(options(), entries);
            }
            let suggest = ui.add_enabled(ready, egui::Button::new("Suggest fixes"));
            let aim = match self.scope {
                Scope::Every => "each design out of band, the worst first".to_owned(),
                Scope::Shown => format!("the {} the list shows", counted(chosen.len(), "design")),
            };
            let hint = format!(
                "Search {aim} for the smallest change that brings it inside the band, \
                 each proved by games on the whole set ({} games a measure, at most {} s)",
                self.games, self.seconds
            );
            if suggest.on_hover_text(hint).on_disabled_hover_text("Fix the problems first").clicked()
                && let Some(options) = options.take()
            {
                let cards = match self.scope {
                    Scope::Every => Vec::new(),
                    Scope::Shown => chosen.iter().map(|e| e.name.clone()).collect(),
                };
                let budget = Budget::seconds(self.seconds as f64);
                self.fixes.start(ui.ctx(), options(), self.games, self.band(), budget, cards, entries);
            }
        });
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
            self.actions_ui(ui, entries, ready, options);
        }
        let applied = self.fixes.list_ui(ui, entries).map(Asked::Apply);
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        let (games, reports) = (self.games, &self.reports);
        let figures = |e: &&Entry| reports.get(&key(games, &e.content));
        // The band is drawn from every design measured, shown or not.
        let every: Vec<Report> = entries.iter().filter_map(|e| figures(&e).cloned()).collect();
        let measured: Vec<(&Entry, &Report)> =
            self.chosen(entries).into_iter().filter_map(|e| Some((e, figures(&e)?))).collect();
        if measured.is_empty() {
            ui.weak("No design measured yet.");
            return applied;
        }
        let limits = self.band().limits(&every);
        let outliers: Vec<&str> =
            measured.iter().filter(|(_, r)| limits.outside(r)).map(|(e, _)| e.name.as_str()).collect();
        let count = counted(measured.len(), "design");
        ui.strong(match outliers.as_slice() {
            [] => format!("{count} measured; none lies clearly outside the band ({limits})."),
            names => format!("{count} measured; outside the band ({limits}): {}.", names.join(", ")),
        })
        .on_hover_text(
            "A design's change: how much more often than half the player holding a copy of it \
             more than the other player wins",
        );
        let arrows = self.fixes.arrows(entries);
        report_ui(ui, &mut self.table, &mut self.chart_hovered, &measured, &limits, &arrows)
            .map(Asked::Open)
            .or(applied)
    }
}

/// Where a design's report is kept: its content and the games played.
fn key(games: u64, content: &str) -> String {
    format!("{games} games: {content}")
}
