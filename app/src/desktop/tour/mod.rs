//! `parlour app --tour DIR [--size WxH]`: the app visits every screen in the
//! states a person meets — the shelf, each table at its fewest and most
//! seats, every answer, the pass screen, lessons, replays, History,
//! Records, the workshop and its dialogs — saves a picture of each in DIR,
//! and writes `DIR/layout.json`: for each screen, the interactive widgets
//! outside the window, the pairs lying over each other, the widgets that
//! moved with the last step — a pick, a pointer resting, a bot's reply —
//! where nothing should have (see [`layout`]), and how long its frame took
//! to lay out. It fails when anything is outside, overlapping or moved, so
//! that every screen is seen fitting, and standing still, at every size a
//! laptop has.
//!
//! Each stop starts a fresh app in a folder of its own (the player's own
//! games and settings are never touched), then clicks and presses keys in
//! it as a person does — finding widgets by their names, as a screen
//! reader does — until the state is reached.

mod layout;
mod stops;
mod world;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use anyhow::Context as _;
use serde::Serialize;

use super::ParlourApp;
use layout::{Findings, Named};
use stops::{Step, Stop};
use world::World;

/// Frames drawn, and time passed, before a step is taken or the screen is
/// judged, so that windows have sized themselves and faded in.
const SETTLE: u32 = 8;
const SETTLE_TIME: std::time::Duration = std::time::Duration::from_millis(400);
/// Frames drawn after the pointer comes to rest on something before the
/// screen is judged: long enough for its tooltip to show.
const REST: u32 = 60;
/// Frames a step waits for the widget it needs before the stop is given up.
const PATIENCE: u32 = 240;
/// How long a [`Step::WaitFor`] waits before the stop is given up.
const WAIT: std::time::Duration = std::time::Duration::from_mins(3);

/// What the tour found of one screen, as `layout.json` lists it.
#[derive(Clone, Debug, Serialize)]
struct Screen {
    /// The screen, the game and the state, in plain words.
    name: String,
    /// The picture, in the tour's folder.
    png: String,
    /// Interactive widgets outside the window or cut off.
    outside: Vec<Named>,
    /// Pairs of widgets or painted texts lying over each other.
    overlaps: Vec<[Named; 2]>,
    /// Widgets that lie elsewhere than before the last step (or, with no
    /// step, than when the screen first settled): moved under the pointer.
    moved: Vec<Named>,
    /// How long the screen's frame took to lay out, in milliseconds.
    layout_ms: f64,
    /// Why the state could not be reached, if it could not.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

impl Screen {
    /// A screen whose state could not be reached, and why.
    fn failed(name: &str, why: String, layout_ms: f64) -> Self {
        Self {
            name: name.to_owned(),
            png: String::new(),
            outside: Vec::new(),
            overlaps: Vec::new(),
            moved: Vec::new(),
            layout_ms,
            error: Some(why),
        }
    }
}

/// The whole report.
#[derive(Debug, Default, Serialize)]
struct Report {
    /// The window's inner size, in points.
    size: [f32; 2],
    screens: Vec<Screen>,
}

/// The variable that keeps the tour to the screens whose names hold its
/// words (for looking again at a few screens after a change).
pub const ONLY_VARIABLE: &str = "PARLOUR_TOUR_ONLY";

/// Runs the tour in a window of `size` points, writing into `dir`; fails
/// when a screen has something outside or overlapping, or could not be
/// reached.
pub fn run(dir: &Path, size: [f32; 2]) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make the folder {}", dir.display()))?;
    let world = World::prepare().context("cannot prepare the tour's folders")?;
    let mut stops = stops::all();
    if let Ok(only) = std::env::var(ONLY_VARIABLE) {
        stops.retain(|stop| stop.name.contains(only.trim()));
        anyhow::ensure!(!stops.is_empty(), "no screen of the tour is named with “{}”", only.trim());
    }
    let count = stops.len();
    let report = Arc::new(Mutex::new(Report { size, screens: Vec::new() }));
    let viewport =
        egui::ViewportBuilder::default().with_title("Parlour — tour").with_inner_size(size).with_resizable(false);
    // Nothing of an earlier tour (a window's size) is remembered.
    let options = eframe::NativeOptions {
        viewport,
        persist_window: false,
        persistence_path: Some(world.storage()),
        ..Default::default()
    };
    let tour = Tour { world, stops, next: 0, visit: None, dir: dir.to_path_buf(), report: report.clone() };
    eframe::run_native("Parlour tour", options, Box::new(move |_| Ok(Box::new(tour))))
        .map_err(|e| anyhow::anyhow!("the window could not be opened: {e}"))?;
    let report = report.lock().map_err(|_| anyhow::anyhow!("the tour's report was lost"))?;
    let text = serde_json::to_string_pretty(&*report)?;
    let file = dir.join("layout.json");
    std::fs::write(&file, text).with_context(|| format!("cannot write {}", file.display()))?;
    let (line, judged) = verdict(&report, count, &file);
    println!("{line}");
    judged
}

/// The tour's verdict on `report` (written to `file`) of `count` stops:
/// the line it prints, and whether it passed. It fails when a stop was not
/// reached, and when any screen has a widget outside the window or lying
/// over another, naming the screens and the first thing found on each.
fn verdict(report: &Report, count: usize, file: &Path) -> (String, anyhow::Result<()>) {
    let bad: Vec<String> = report
        .screens
        .iter()
        .filter(|s| !s.outside.is_empty() || !s.overlaps.is_empty() || !s.moved.is_empty() || s.error.is_some())
        .map(|s| {
            let why = s.error.clone().unwrap_or_else(|| {
                let first = s.outside.first().map(|n| format!("\"{}\" outside", n.name));
                let pair = s.overlaps.first().map(|[a, b]| format!("\"{}\" over \"{}\"", a.name, b.name));
                let moved = s.moved.first().map(|n| format!("\"{}\" moved", n.name));
                first.or(pair).or(moved).unwrap_or_default()
            });
            format!("{} ({why})", s.name)
        })
        .collect();
    let line = format!(
        "toured {} of {count} screens at {}×{}: {} with something outside, overlapping or moved",
        report.screens.len(),
        report.size[0],
        report.size[1],
        bad.len()
    );
    let judged = if report.screens.len() < count {
        Err(anyhow::anyhow!("the tour stopped after {} of {count} screens", report.screens.len()))
    } else if !bad.is_empty() {
        Err(anyhow::anyhow!(
            "{} screens with widgets outside, overlapping or moved (see {}): {}",
            bad.len(),
            file.display(),
            bad.join("; ")
        ))
    } else {
        Ok(())
    };
    (line, judged)
}

/// The tour as the window runs it.
struct Tour {
    world: World,
    stops: Vec<Stop>,
    /// The next stop to visit.
    next: usize,
    visit: Option<Visit>,
    dir: PathBuf,
    report: Arc<Mutex<Report>>,
}

/// A stop being visited.
struct Visit {
    stop: usize,
    app: ParlourApp,
    /// The next step to take.
    step: usize,
    /// Frames since the last step was taken (or the app started).
    frames: u32,
    /// When the last step was taken (or the app started).
    since: Instant,
    /// Input to give the app in the next frame.
    input: Vec<egui::Event>,
    /// Input to give it in the frame after.
    later: Vec<egui::Event>,
    /// The screenshot, once the window has sent it.
    shot: Arc<Mutex<Option<Arc<egui::ColorImage>>>>,
    /// What was found, once the screen was judged.
    judged: Option<Screen>,
    /// The widgets as the last step found them (with no step, as the
    /// screen first settled): what the judged screen is compared with.
    before: Option<Vec<layout::Item>>,
}

impl Tour {
    /// Starts the next stop, if there is one.
    fn start_next(&mut self, ctx: &egui::Context) -> bool {
        let Some(stop) = self.stops.get(self.next) else { return false };
        let index = self.next;
        self.next += 1;
        // Each screen starts afresh: no window's place, scroll or focus
        // carried over from the one before.
        ctx.memory_mut(|memory| {
            let options = memory.options.clone();
            *memory = egui::Memory::default();
            memory.options = options;
        });
        match (stop.start)(&self.world, ctx) {
            Ok(app) => {
                self.visit = Some(Visit {
                    stop: index,
                    app,
                    step: 0,
                    frames: 0,
                    since: Instant::now(),
                    input: Vec::new(),
                    later: Vec::new(),
                    shot: Arc::default(),
                    judged: None,
                    before: None,
                });
            }
            Err(e) => self.record(Screen::failed(&stop.name, format!("could not be set up: {e:#}"), 0.0)),
        }
        true
    }

    fn record(&self, screen: Screen) {
        if let Ok(mut report) = self.report.lock() {
            report.screens.push(screen);
        }
    }

    /// The file name of stop `index`'s picture.
    fn png_name(stops: &[Stop], index: usize) -> String {
        let slug: String = stops[index]
            .name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
            .collect::<String>()
            .split('-')
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        format!("{:03}-{slug}.png", index + 1)
    }

    /// One frame of the stop being visited.
    fn visit_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let Some(visit) = self.visit.as_mut() else { return };
        let started = Instant::now();
        visit.app.ui_root(ui);
        let layout_ms = started.elapsed().as_secs_f64() * 1000.0;
        visit.frames += 1;
        let stop = &self.stops[visit.stop];
        if let Some(screen) = &visit.judged {
            let image = visit.shot.lock().ok().and_then(|mut shot| shot.take());
            if let Some(image) = image {
                let mut screen = screen.clone();
                if let Err(e) = save_png(&self.dir.join(&screen.png), &image) {
                    screen.error = Some(format!("{e:#}"));
                }
                self.visit = None;
                self.record(screen);
            }
            return;
        }
        let items = layout::gather(&ctx);
        if let Some(step) = stop.steps.get(visit.step) {
            if visit.frames < SETTLE {
                return;
            }
            match step.events(&items) {
                Some((now, later)) => {
                    // A person's last action is judged against the screen
                    // it was taken on.
                    if visit.step + 1 == stop.steps.len() && step.acts() {
                        visit.before = Some(items);
                    }
                    visit.input = now;
                    visit.later = later;
                    visit.step += 1;
                    visit.frames = 0;
                    visit.since = Instant::now();
                }
                None if if matches!(step, Step::WaitFor(_)) {
                    visit.since.elapsed() > WAIT
                } else {
                    visit.frames > PATIENCE
                } =>
                {
                    let screen = Screen::failed(&stop.name, format!("could not {step}"), layout_ms);
                    self.visit = None;
                    self.record(screen);
                }
                None => {
                    // Out of sight, scrolled to as a person does, now and
                    // then while the scrolling glides.
                    if visit.frames % (4 * SETTLE) == 0
                        && let Some(scroll) = step.scroll(&items, ctx.content_rect())
                    {
                        visit.input = scroll;
                    }
                }
            }
            return;
        }
        // With no action last (none at all, or a wait for work in the
        // background), the screen as it first settled (its tables sized):
        // nothing should move while it rests.
        let acted = stop.steps.last().is_some_and(Step::acts);
        if !acted && visit.before.is_none() && visit.frames >= SETTLE && visit.since.elapsed() >= SETTLE_TIME / 2 {
            visit.before = Some(items.clone());
        }
        let rested = matches!(stop.steps.last(), Some(Step::Hover(_)));
        let busy = visit.app.screen_busy() && visit.frames < PATIENCE * 10;
        let settled = visit.frames >= if rested { REST } else { SETTLE } && visit.since.elapsed() >= SETTLE_TIME;
        if !settled || busy {
            return;
        }
        let Findings { outside, overlaps } = layout::check(&items, ctx.content_rect());
        let changed = matches!(stop.steps.last(), Some(Step::ClickToChange(_)));
        let before = visit.before.as_deref().filter(|_| !changed);
        let moved = before.map(|before| layout::moved(before, &items)).unwrap_or_default();
        let png = Self::png_name(&self.stops, visit.stop);
        visit.judged = Some(Screen { name: stop.name.clone(), png, outside, overlaps, moved, layout_ms, error: None });
        let shot = visit.shot.clone();
        ctx.request_screenshot(move |image| {
            if let Ok(mut slot) = shot.lock() {
                *slot = Some(image);
            }
        });
    }
}

/// Writes `image` to `path` as a PNG.
fn save_png(path: &Path, image: &egui::ColorImage) -> anyhow::Result<()> {
    let [w, h] = image.size;
    let pixels: Vec<u8> = image.pixels.iter().flat_map(egui::Color32::to_array).collect();
    let picture = image::RgbaImage::from_raw(w as u32, h as u32, pixels).context("the screenshot has no pixels")?;
    picture.save(path).with_context(|| format!("cannot save {}", path.display()))
}

impl eframe::App for Tour {
    fn persist_egui_memory(&self) -> bool {
        false
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if let Some(visit) = self.visit.as_mut() {
            raw_input.events.append(&mut visit.input);
            visit.input.append(&mut visit.later);
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        ctx.enable_accesskit();
        // The tour pictures Parlour's own file dialog, whatever the desktop offers.
        super::file_dialog::DialogChoice::Parlour.use_in(&ctx);
        if self.visit.is_none() {
            while self.visit.is_none() {
                if !self.start_next(&ctx) {
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                    return;
                }
            }
        }
        self.visit_ui(ui);
        ctx.request_repaint();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A screen the tour judged with `findings`.
    fn screen(name: &str, findings: Findings) -> Screen {
        let Findings { outside, overlaps } = findings;
        let moved = Vec::new();
        Screen {
            name: name.to_owned(),
            png: "001.png".to_owned(),
            outside,
            overlaps,
            moved,
            layout_ms: 1.0,
            error: None,
        }
    }

    fn named(name: &str, rect: [f32; 4]) -> Named {
        Named { name: name.to_owned(), rect }
    }

    fn report(screens: Vec<Screen>) -> Report {
        Report { size: [1024.0, 640.0], screens }
    }

    #[test]
    fn a_widget_outside_the_window_or_over_another_fails_the_tour_and_is_named() {
        let file = Path::new("tour/layout.json");
        let shelf = || screen("The shelf", Findings::default());
        let (line, judged) = verdict(&report(vec![shelf(), shelf()]), 2, file);
        assert!(judged.is_ok(), "{judged:?}");
        assert_eq!(line, "toured 2 of 2 screens at 1024×640: 0 with something outside, overlapping or moved");

        let outside = Findings { outside: vec![named("Undo", [1000.0, 600.0, 1060.0, 660.0])], overlaps: Vec::new() };
        let (line, judged) = verdict(&report(vec![shelf(), screen("Jalak at four seats", outside)]), 2, file);
        let error = judged.expect_err("a widget outside the window fails the tour").to_string();
        assert!(error.contains("Jalak at four seats (\"Undo\" outside)"), "{error}");
        assert!(error.contains("tour/layout.json"), "the report is named: {error}");
        assert!(line.ends_with(": 1 with something outside, overlapping or moved"), "{line}");

        let pair = [named("Hint", [10.0, 10.0, 60.0, 30.0]), named("Undo", [50.0, 10.0, 100.0, 30.0])];
        let over = Findings { outside: Vec::new(), overlaps: vec![pair] };
        let (_, judged) = verdict(&report(vec![screen("Shrine, a block", over), shelf()]), 2, file);
        let error = judged.expect_err("two widgets over each other fail the tour").to_string();
        assert!(error.contains("Shrine, a block (\"Hint\" over \"Undo\")"), "{error}");

        let mut stirred = shelf();
        stirred.moved = vec![named("Square b2", [100.0, 112.0, 150.0, 162.0])];
        let (_, judged) = verdict(&report(vec![stirred]), 1, file);
        let error = judged.expect_err("a widget moved under the pointer fails the tour").to_string();
        assert!(error.contains("The shelf (\"Square b2\" moved)"), "{error}");

        let mut unreached = shelf();
        unreached.error = Some("could not click \"Start\"".to_owned());
        let (_, judged) = verdict(&report(vec![unreached]), 1, file);
        assert!(judged.expect_err("a screen not reached").to_string().contains("could not click"));
        let (_, judged) = verdict(&report(vec![shelf()]), 2, file);
        assert!(judged.expect_err("a stop left").to_string().contains("stopped after 1 of 2 screens"));
    }
}
