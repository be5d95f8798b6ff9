//! What the app does for the command line that launched it to look at it:
//! `--screenshot` saves the window to a PNG once it has settled, then
//! quits; `--quit-after` counts frames and the longest gap between frames
//! while a bot thinks, prints them as JSON and quits.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How smoothly frames came, for `parlour app --quit-after`.
#[derive(Clone, Copy, Debug, Default, serde::Serialize)]
struct FrameStats {
    frames: u64,
    frames_while_thinking: u64,
    longest_gap_ms_while_thinking: f64,
    #[serde(skip)]
    last: Option<Instant>,
    #[serde(skip)]
    started: Option<Instant>,
}

/// The screenshot and the measurement asked for, and how far they are.
#[derive(Debug, Default)]
pub struct Capture {
    screenshot: Option<PathBuf>,
    quit_after: Option<f64>,
    /// Frames drawn so far.
    frames: u64,
    stats: FrameStats,
    /// Whether the screenshot has been asked of the window.
    asked: bool,
}

impl Capture {
    /// A capture to `screenshot`, or a measurement for `quit_after` seconds.
    pub fn new(screenshot: Option<PathBuf>, quit_after: Option<f64>) -> Self {
        Self { screenshot, quit_after, ..Self::default() }
    }

    /// Whether the app is being looked at or measured: the player's own
    /// games are then left alone.
    pub fn active(&self) -> bool {
        self.screenshot.is_some() || self.quit_after.is_some()
    }

    /// A frame is drawn; `busy` when the table works in the background (a
    /// replay's review), `thinking` while a bot thinks.
    pub fn frame(&mut self, ctx: &egui::Context, busy: bool, thinking: bool) {
        self.frames += 1;
        self.screenshot(ctx, busy);
        self.measure(ctx, thinking);
    }

    /// Saves the window to a PNG once it has settled (and the table is no
    /// longer busy), then closes it.
    fn screenshot(&mut self, ctx: &egui::Context, busy: bool) {
        let Some(path) = self.screenshot.clone() else { return };
        if self.frames >= 30 && !busy && !self.asked {
            self.asked = true;
            let ctx2 = ctx.clone();
            ctx.request_screenshot(move |image: Arc<egui::ColorImage>| {
                let [w, h] = image.size;
                let pixels: Vec<u8> = image.pixels.iter().flat_map(egui::Color32::to_array).collect();
                match image::RgbaImage::from_raw(w as u32, h as u32, pixels).map(|img| img.save(&path)) {
                    Some(Ok(())) => println!("saved {}", path.display()),
                    _ => eprintln!("error: could not save the screenshot to {}", path.display()),
                }
                ctx2.send_viewport_cmd(egui::ViewportCommand::Close);
            });
        }
        if !self.asked {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
    }

    /// Counts frames and the longest gap between frames while a bot
    /// thinks; past the time asked, prints them as JSON and closes the window.
    fn measure(&mut self, ctx: &egui::Context, thinking: bool) {
        let Some(limit) = self.quit_after else { return };
        let now = Instant::now();
        let started = *self.stats.started.get_or_insert(now);
        if let Some(last) = self.stats.last
            && thinking
        {
            self.stats.frames_while_thinking += 1;
            let gap = now.duration_since(last).as_secs_f64() * 1000.0;
            self.stats.longest_gap_ms_while_thinking = self.stats.longest_gap_ms_while_thinking.max(gap);
        }
        self.stats.frames += 1;
        self.stats.last = Some(now);
        let elapsed = now.duration_since(started).as_secs_f64();
        if elapsed >= limit {
            println!("{}", serde_json::to_string(&self.stats).unwrap_or_default());
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        } else {
            ctx.request_repaint_after(Duration::from_secs_f64(limit - elapsed));
        }
    }
}
