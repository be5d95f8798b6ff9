//! A lesson rehearsed on a table nobody sees: every step opened at its
//! position, everything it points at looked for on the table, and — in a
//! step that asks for an action — what it points at clicked in order, which
//! must take the action. `parlour validate` runs it on lesson files, so a
//! pointer that names nothing on the table is found before a learner
//! meets it.

use anyhow::{Result, bail};
use parlour_core::GameKind;
use serde::Deserialize;

use super::{Keeping, Table, pointing};
use crate::desktop::settings::{AnimationSpeed, Settings};

/// What the rehearsal reads of each step, beyond what the rules check.
#[derive(Deserialize)]
#[serde(rename = "Lesson")]
struct Outline {
    steps: Vec<StepOutline>,
}

#[derive(Deserialize)]
struct StepOutline {
    #[serde(default)]
    point: Vec<String>,
    #[serde(default)]
    action: Option<String>,
    #[serde(default)]
    any: bool,
}

/// The window the table is drawn in: the size a laptop shows.
const SCREEN: egui::Vec2 = egui::vec2(1200.0, 820.0);

/// A table drawn without a window, clicked like a learner would.
struct Screen {
    ctx: egui::Context,
    time: f64,
    settings: Settings,
}

impl Screen {
    fn new() -> Self {
        let settings = Settings { animation: AnimationSpeed::Instant, ..Settings::default() };
        Self { ctx: egui::Context::default(), time: 0.0, settings }
    }

    /// Draws one frame with `events`; returns every name the table gave.
    fn show(&mut self, table: &mut dyn Table, events: Vec<egui::Event>) -> Vec<(String, egui::Rect)> {
        self.time += 0.1;
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, SCREEN)),
            time: Some(self.time),
            events,
            ..egui::RawInput::default()
        };
        let settings = &self.settings;
        // Nothing is painted: the textures the frame made are let go.
        self.ctx.run_ui(input, |ui| table.ui(ui, settings)).textures_delta.clear();
        pointing::named(&self.ctx)
    }

    /// Clicks at `at`: the pointer goes there, presses and lets go.
    fn click(&mut self, table: &mut dyn Table, at: egui::Pos2) {
        let button = |pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        self.show(table, vec![egui::Event::PointerMoved(at)]);
        self.show(table, vec![button(true)]);
        self.show(table, vec![button(false)]);
    }
}

/// Rehearses the lesson of `kind` written in `text` (already checked by
/// the rules); returns how many steps it has, or the first step whose
/// pointers fail.
pub fn rehearse(kind: GameKind, text: &str) -> Result<usize> {
    let outline: Outline = parlour_core::ron_text::from_str(text)?;
    for (index, step) in outline.steps.iter().enumerate() {
        let mut table = super::lesson_of(kind, text, index)?;
        let table = table.as_mut();
        let mut screen = Screen::new();
        let acts = step.action.is_some() || step.any;
        let before = table.actions_played();
        // Layouts settle over the first frames (sizes measured, then used).
        for _ in 0..3 {
            screen.show(table, Vec::new());
        }
        for pointer in &step.point {
            // What the last click opened settles too.
            screen.show(table, Vec::new());
            let named = screen.show(table, Vec::new());
            let Some(rect) = named.iter().find(|(label, _)| pointing::names(pointer, label)).map(|(_, rect)| *rect)
            else {
                // What the table does show of that kind ("Square …"), to help the author.
                let kind = pointer.split_whitespace().next().unwrap_or_default();
                let shown: Vec<&str> =
                    named.iter().map(|(label, _)| label.as_str()).filter(|l| l.starts_with(kind)).take(12).collect();
                bail!(
                    "step {}: it points at \"{pointer}\", which the table does not show there (it shows: {})",
                    index + 1,
                    if shown.is_empty() { "nothing of that kind".to_owned() } else { shown.join("; ") }
                );
            };
            if acts {
                screen.click(table, rect.center());
            }
        }
        screen.show(table, Vec::new());
        // Taken, the game has gone on: the table shows what the move did
        // until the learner goes on to the next step.
        let taken = table.keeping() != Keeping::Lesson(Some(index)) || table.actions_played() > before;
        if acts && !taken {
            bail!("step {}: clicking what it points at, in order, does not take the action it asks for", index + 1);
        }
    }
    Ok(outline.steps.len())
}
