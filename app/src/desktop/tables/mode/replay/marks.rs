//! How the review's marks look — the symbols chess players know (?!, ?,
//! ??), a colour each, a word each — and the strip above the replay's
//! slider where every marked move sits, one button each.

use parlour_core::review::{Judgment, Mark};

/// The symbol beside a marked move: "?!" an inaccuracy, "?" a mistake,
/// "??" a blunder; nothing for a good move.
pub fn symbol(mark: Mark) -> &'static str {
    match mark {
        Mark::Good => "",
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    }
}

/// The colour of a mark: yellow, orange, red.
pub fn colour(mark: Mark) -> egui::Color32 {
    match mark {
        Mark::Good => egui::Color32::GRAY,
        Mark::Inaccuracy => egui::Color32::from_rgb(222, 190, 40),
        Mark::Mistake => egui::Color32::from_rgb(240, 130, 20),
        Mark::Blunder => egui::Color32::from_rgb(225, 45, 45),
    }
}

/// A mark in words ("a blunder").
pub fn word(mark: Mark) -> &'static str {
    match mark {
        Mark::Good => "good",
        Mark::Inaccuracy => "an inaccuracy",
        Mark::Mistake => "a mistake",
        Mark::Blunder => "a blunder",
    }
}

/// How tall the strip of marks above the slider is.
pub const STRIP_HEIGHT: f32 = 12.0;

/// The marked moves of `judged` in a strip of their own above the slider
/// (`slider`: its rectangle, laid out with `last` moves at most), each
/// where the slider stands when that move is the one to come; hovering
/// says which it is, a click goes there. Returns the move asked for.
pub fn strip_ui(
    ui: &mut egui::Ui,
    strip: egui::Rect,
    slider: egui::Rect,
    judged: &[Judgment],
    last: usize,
) -> Option<usize> {
    // Where the slider's handle stands at each value: its rail, inset by the
    // handle's radius as egui lays it out.
    let radius = slider.height() / 2.5;
    let (left, width) = (slider.left() + radius, (slider.width() - 2.0 * radius).max(1.0));
    let mut asked = None;
    for j in judged.iter().filter(|j| j.mark != Mark::Good) {
        let x = left + width * j.index as f32 / last.max(1) as f32;
        let size = if j.mark == Mark::Blunder { 10.0 } else { 8.0 };
        let rect = egui::Rect::from_center_size(egui::pos2(x, strip.center().y), egui::vec2(size, size));
        let name = format!("Move {}: {} by Player {}", j.index + 1, word(j.mark), j.seat);
        let response = ui.interact(rect, ui.make_persistent_id(("mark", j.index)), egui::Sense::click());
        crate::desktop::tables::pointing::name(&response, egui::Role::Button, true, &name);
        ui.painter().circle_filled(rect.center(), size / 2.0, colour(j.mark));
        if response.on_hover_text(&name).clicked() {
            asked = Some(j.index);
        }
    }
    asked
}
