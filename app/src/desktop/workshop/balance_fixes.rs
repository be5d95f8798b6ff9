//! Suggest fixes, in the Balance the set window: the balance assistant
//! searches, on every core, for the fewest edits that bring each design
//! out of band (of the set, or of those the list shows) back inside it,
//! in the set's order, each fix proved by games, at the games and for
//! the time the designer set; a progress bar names what it is doing, and
//! Cancel stops it, keeping the fixes proved before. Each
//! suggestion names its edit and the design's figure before and after,
//! is drawn on the chart as an arrow from one to the other, and has Apply
//! (one edit the designer can undo) and Dismiss.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

use parlour_core::bots::BotSpec;
use parlour_core::text::counted;
use parlour_designer::balance::{self, Balanced, Report, Request, Search, Stage, Suggestion, Suggestions, Watch};

use super::balance_entry::Entry;

/// A search in progress.
struct Running<G: Balanced> {
    /// Games played in the stage under way.
    done: Arc<AtomicU64>,
    /// The stage under way and the games it means to play.
    stage: Arc<Mutex<(Stage, u64)>>,
    stop: Arc<AtomicBool>,
    /// The suggestions, or why there are none (`None`: cancelled).
    answer: mpsc::Receiver<Result<Suggestions<G>, Option<String>>>,
    /// Each design's content when the search began.
    contents: HashMap<String, String>,
}

/// What the last search found, less what was applied or dismissed.
struct Found<G: Balanced> {
    suggestions: Vec<Suggestion<G>>,
    /// The search's figures, in words.
    summary: String,
    /// Each design's content when the search began: a design changed since
    /// is not applied over.
    contents: HashMap<String, String>,
    /// The designs whose fix was applied.
    applied: std::collections::HashSet<String>,
}

/// A suggestion's figure before and after its fix, for the chart.
pub struct Arrow {
    /// The design's index in the set.
    pub index: usize,
    /// Its win-rate change before the fix.
    pub from: f64,
    /// And after it.
    pub to: f64,
}

/// A number of games every search started in a context may play, in
/// place of the time allowed ([`balance::SUGGEST_SECONDS`]): a number of
/// games ends a search at the same place on any machine, as a test needs.
#[derive(Clone, Copy, Debug)]
pub struct GamesAllowed(pub u64);

impl GamesAllowed {
    /// Makes every search started in `ctx` play at most these games, with
    /// no time limit.
    pub fn use_in(self, ctx: &egui::Context) {
        ctx.data_mut(|d| d.insert_temp(Self::context_id(), self));
    }

    /// The games allowed in `ctx`, if any were set.
    fn in_context(ctx: &egui::Context) -> Option<Self> {
        ctx.data(|d| d.get_temp(Self::context_id()))
    }

    fn context_id() -> egui::Id {
        egui::Id::unique("parlour-suggest-games-allowed")
    }
}

/// What the designer asks of a search.
#[derive(Clone, Debug)]
pub struct Ask {
    /// The games of each measure, as the designer set them.
    pub games: u64,
    /// How long the search may take, in seconds.
    pub seconds: u64,
    /// The band, a share either way (0.05 for five points).
    pub band: f64,
    /// The designs to search; none: every design of the set.
    pub aim: Vec<String>,
}

/// Suggest fixes, for a set in game `G`.
pub struct Fixes<G: Balanced> {
    running: Option<Running<G>>,
    found: Option<Found<G>>,
    /// Why the last search failed.
    error: Option<String>,
}

impl<G: Balanced> Default for Fixes<G> {
    fn default() -> Self {
        Self { running: None, found: None, error: None }
    }
}

impl<G: Balanced> Drop for Fixes<G> {
    fn drop(&mut self) {
        if let Some(running) = &self.running {
            running.stop.store(true, Ordering::Relaxed);
        }
    }
}

impl<G: Balanced> Fixes<G> {
    /// Whether a search is under way.
    pub fn running(&self) -> bool {
        self.running.is_some()
    }

    /// Starts searching the set of `options` as `ask` says, with greedy
    /// bots and a fixed seed, for the time allowed (or the
    /// [`GamesAllowed`] in `ctx`).
    pub fn start(&mut self, ctx: &egui::Context, options: G::Options, ask: Ask, entries: &[Entry]) {
        let (done, stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
        let stage = Arc::new(Mutex::new((Stage::Measuring, 0)));
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        let players = [BotSpec::Greedy, BotSpec::Greedy];
        let Ask { games, seconds, band, aim } = ask;
        let request = Request::<G> { options, games, seed: 1, players, threads };
        let search = match GamesAllowed::in_context(ctx) {
            Some(GamesAllowed(most)) => Search { band, budget: Duration::MAX, games: Some(most) },
            None => Search { band, budget: Duration::from_secs(seconds), games: None },
        };
        let (send, answer) = mpsc::channel();
        let (counter, stopper, stages) = (Arc::clone(&done), Arc::clone(&stop), Arc::clone(&stage));
        std::thread::spawn(move || {
            let tick = || {
                counter.fetch_add(1, Ordering::Relaxed);
            };
            let on_stage = |now: Stage, games: u64| {
                counter.store(0, Ordering::Relaxed);
                if let Ok(mut stage) = stages.lock() {
                    *stage = (now, games);
                }
            };
            let watch = Watch { tick: &tick, stage: &on_stage, stop: &stopper };
            let found = balance::suggest(&request, search, &aim, &watch);
            let found = found.map_err(|e| (!matches!(e, balance::BalanceError::Stopped)).then(|| e.to_string()));
            let _ = send.send(found);
        });
        let contents = entries.iter().map(|e| (e.name.clone(), e.content.clone())).collect();
        self.running = Some(Running { done, stage, stop, answer, contents });
        self.error = None;
    }

    /// Takes the answer of a finished search. Returns the games a measure
    /// played and the set's figures as it was measured first, each with
    /// its design's content then, for the table and chart.
    pub fn collect(&mut self) -> Option<(u64, Vec<(String, Report)>)> {
        let running = self.running.as_ref()?;
        let answer = match running.answer.try_recv() {
            Ok(answer) => answer,
            Err(mpsc::TryRecvError::Empty) => return None,
            Err(mpsc::TryRecvError::Disconnected) => Err(Some("The search for fixes stopped unexpectedly.".to_owned())),
        };
        let contents = running.contents.clone();
        self.running = None;
        match answer {
            Ok(found) => {
                let fixed = found.suggestions.iter().filter(|s| s.fixed).count();
                let [before, after] = found.spread().map(|x| 100.0 * x);
                let searched = found.suggestions.iter().any(|s| s.games > 0 || s.fixed);
                // Measuring once more, then a search, and its proof: about three measures a design.
                let needed = (found.measuring.as_secs_f64() * 3.0 / 10.0).ceil() * 10.0;
                let ended = match (found.cancelled, found.budget_reached, searched) {
                    (true, ..) => " Cancelled: the fixes proved before are kept.".to_owned(),
                    (false, true, false) => format!(
                        " The time allowed ran out before a design was searched: measuring the set took {:.0} s,                          and each design needs about {needed:.0} s more. Allow more time, or fewer games.",
                        found.measuring.as_secs_f64()
                    ),
                    (false, true, true) => " The time allowed ran out before the others were reached.".to_owned(),
                    (false, false, _) => String::new(),
                };
                let summary = match found.suggestions.len() {
                    0 => "No design lies wholly outside the band: nothing to fix.".to_owned(),
                    n => format!(
                        "{} out of band, {fixed} fixed; the set's spread (its strongest design less its weakest)                          {before:.1} points before, {after:.1} after, from {} games.{ended}",
                        counted(n, "design"),
                        found.games,
                    ),
                };
                let measured = found
                    .before
                    .designs
                    .iter()
                    .filter_map(|r| Some((contents.get(&r.card)?.clone(), r.clone())))
                    .collect();
                let games = found.before.set.games;
                let applied = std::collections::HashSet::new();
                self.found = Some(Found { suggestions: found.suggestions, summary, contents, applied });
                Some((games, measured))
            }
            Err(error) => {
                self.error = Some(error.unwrap_or_else(|| "Suggesting fixes was cancelled.".to_owned()));
                None
            }
        }
    }

    /// The progress of a search under way, with Cancel; keeps the window
    /// repainting while it runs.
    pub fn progress_ui(&self, ui: &mut egui::Ui) {
        let Some(running) = &self.running else { return };
        let (stage, games) = running.stage.lock().map_or((Stage::Measuring, 0), |s| s.clone());
        let done = running.done.load(Ordering::Relaxed);
        ui.horizontal(|ui| {
            if ui.button("Cancel").on_hover_text("Stop suggesting fixes").clicked() {
                running.stop.store(true, Ordering::Relaxed);
            }
            // A search's games are not known ahead: it counts them.
            let bar = if games == 0 {
                egui::ProgressBar::new(0.0).text(format!("{stage}: {done} games"))
            } else {
                let done = done.min(games);
                egui::ProgressBar::new(done as f32 / games as f32).text(format!("{stage}: {done} / {games} games"))
            };
            ui.add(bar);
        });
        ui.ctx().request_repaint_after(Duration::from_millis(100));
    }

    /// The suggestions, each with Apply and Dismiss. A suggestion whose
    /// design changed since the search began, or is gone, cannot be
    /// applied. Returns the design of a fix applied.
    pub fn list_ui(&mut self, ui: &mut egui::Ui, entries: &[Entry]) -> Option<G::Design> {
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().warn_fg_color, error);
        }
        let found = self.found.as_mut()?;
        let mut asked = None;
        let (mut dismissed, mut applied_now) = (None, None);
        ui.group(|ui| {
            ui.strong(format!("Suggested fixes. {}", found.summary));
            egui::ScrollArea::vertical().id_salt("balance-fixes").max_height(150.0).show(ui, |ui| {
                for (at, suggestion) in found.suggestions.iter().enumerate() {
                    let entry = entries.iter().find(|e| e.name == suggestion.card);
                    let unchanged = entry.is_some_and(|e| found.contents.get(&e.name) == Some(&e.content));
                    // Applied, until Undo brings the design back as it was.
                    let applied = !unchanged && found.applied.contains(&suggestion.card);
                    ui.horizontal_wrapped(|ui| {
                        let applicable = suggestion.fixed && unchanged;
                        // As wide said either way: Dismiss stays where it was.
                        let width = crate::desktop::button_width(ui, "Applied");
                        let verb = if applied { "Applied" } else { "Apply" };
                        let apply = egui::Button::new(verb).min_size(egui::vec2(width, 0.0));
                        let apply = ui.add_enabled(applicable, apply);
                        let why = match (suggestion.fixed, applied) {
                            (false, _) => "No fix was found",
                            (true, true) => "Made: Undo takes it back",
                            (true, false) => "The design changed since the search",
                        };
                        let name = format!("{verb} the fix to {}", suggestion.card);
                        apply.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, applicable, &name));
                        let apply = apply
                            .on_hover_text(format!(
                                "Make these changes to {}: one edit, undone with Undo",
                                suggestion.card
                            ))
                            .on_disabled_hover_text(why);
                        if apply.clicked()
                            && let Some(design) = &suggestion.design
                        {
                            asked = Some(design.clone());
                            applied_now = Some(suggestion.card.clone());
                        }
                        let dismiss = ui.button("Dismiss");
                        let name = format!("Dismiss the suggestion for {}", suggestion.card);
                        dismiss.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
                        if dismiss.on_hover_text("Take this suggestion off the list").clicked() {
                            dismissed = Some(at);
                        }
                        ui.label(words(suggestion));
                    });
                }
            });
        });
        if let Some(at) = dismissed {
            found.suggestions.remove(at);
        }
        found.applied.extend(applied_now);
        asked
    }

    /// The fixes on the list whose design is as the search found it, as
    /// arrows for the chart.
    pub fn arrows(&self, entries: &[Entry]) -> Vec<Arrow> {
        let Some(found) = &self.found else { return Vec::new() };
        found
            .suggestions
            .iter()
            .filter(|s| s.fixed)
            .filter_map(|s| {
                // Drawn while the design is as the search found it.
                let entry = entries.iter().find(|e| e.name == s.card)?;
                (found.contents.get(&entry.name) == Some(&entry.content)).then_some(())?;
                let after = s.after.as_ref()?;
                Some(Arrow { index: entry.index, from: s.before.win_rate_delta, to: after.win_rate_delta })
            })
            .collect()
    }
}

/// A suggestion in words: "Lupiko: power 7 → 4, +7.3 → +2.2 points".
fn words<G: Balanced>(suggestion: &Suggestion<G>) -> String {
    let changes = suggestion.changes_in_words();
    let before = 100.0 * suggestion.before.win_rate_delta;
    let why = suggestion.note.as_deref().unwrap_or("no fix was found");
    match (&suggestion.after, suggestion.fixed) {
        (Some(after), true) => {
            let with = if suggestion.after_fixes { " with the fixes above" } else { "" };
            let after = 100.0 * after.win_rate_delta;
            format!("{}: {changes}, {before:+.1} → {after:+.1} points{with}", suggestion.card)
        }
        // Brought inside by the fixes to other designs.
        (Some(after), false) if changes.is_empty() => {
            format!("{}: {before:+.1} → {:+.1} points — {why}.", suggestion.card, 100.0 * after.win_rate_delta)
        }
        _ => {
            let closest = if changes.is_empty() { String::new() } else { format!(" Closest: {changes}.") };
            format!("{}: not fixed ({before:+.1} points) — {why}.{closest}", suggestion.card)
        }
    }
}
