//! A full-bleed face's art moved by the pointer on its preview: dragged,
//! the art follows the pointer; the scroll wheel over it zooms it — the same crop the Zoom, Across and Down fields set. The
//! wheel over the preview zooms the art alone, not the window's contents,
//! nor does it scroll the form.

use parlour_core::face_layout::{Crop, MAX_ZOOM, MIN_ZOOM};

/// What the preview's hover says it can do.
pub const HOVER: &str = "Drag to move the art; the scroll wheel zooms it";

/// Changes `crop` as the pointer moves the art on `preview`, the face's
/// preview, where a picture `picture` large covers the face. A drag is
/// measured from where it began, so that the art stays under the pointer
/// however slowly it moves.
pub fn crop_by_pointer(ui: &egui::Ui, preview: &egui::Response, crop: &mut Crop, picture: egui::Vec2) {
    let area = preview.rect.size();
    let start_id = preview.id.with("crop-at-drag-start");
    if preview.drag_started() {
        ui.data_mut(|d| d.insert_temp(start_id, *crop));
    }
    if preview.dragged()
        && let Some(start) = ui.data(|d| d.get_temp::<Crop>(start_id))
        && let (Some(from), Some(to)) = (ui.input(|i| i.pointer.press_origin()), preview.interact_pointer_pos())
    {
        let moved = to - from;
        let [left, top, right, bottom] = start.window([picture.x, picture.y], [area.x, area.y]);
        // The art's point at the face's middle moves against the pointer,
        // by the share of the picture the face shows.
        let middle = |low: f32, high: f32, by: f32, size: f32| {
            let shown = high - low;
            let at = f32::midpoint(low, high) - by / size.max(1.0) * shown;
            (at.clamp(shown / 2.0, 1.0 - shown / 2.0) * 100.0).round() as u8
        };
        crop.across = middle(left, right, moved.x, area.x);
        crop.down = middle(top, bottom, moved.y, area.y);
    }
    if preview.hovered() {
        // Taken from the input, so that nothing else scrolls or zooms with it.
        let scrolled = ui.input_mut(|i| std::mem::take(&mut i.smooth_scroll_delta).y);
        // A notch of the wheel (some 50 points) zooms by a tenth.
        let zoom = (scrolled / 500.0).exp();
        if scrolled.abs() > f32::EPSILON {
            let zoomed = (f32::from(crop.zoom) * zoom).round().clamp(f32::from(MIN_ZOOM), f32::from(MAX_ZOOM));
            crop.zoom = zoomed as u16;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a frame for each batch of `frames` over a 100 × 100 preview at
    /// the top left of the screen, of a square picture; returns the crop
    /// and what was left of the wheel's scrolling for others.
    fn moved(mut crop: Crop, frames: Vec<Vec<egui::Event>>) -> (Crop, f32) {
        let ctx = egui::Context::default();
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(400.0, 400.0));
        let mut left = 0.0;
        for events in frames {
            let input = egui::RawInput { events, screen_rect: Some(screen), ..Default::default() };
            let mut output = ctx.run_ui(input, |ui| {
                let rect = egui::Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(100.0, 100.0));
                let response = ui.interact(rect, ui.scope_id().with("preview"), egui::Sense::drag());
                crop_by_pointer(ui, &response, &mut crop, egui::vec2(400.0, 400.0));
                left += ui.input(|i| i.smooth_scroll_delta.y);
            });
            output.textures_delta.clear();
        }
        (crop, left)
    }

    fn pointer_at(x: f32, y: f32) -> egui::Event {
        egui::Event::PointerMoved(egui::pos2(x, y))
    }

    #[test]
    fn a_drag_moves_the_art_with_the_pointer() {
        // A square picture on a 100 × 100 face at 200 %: the face shows
        // half the picture, so a drag of the face's width moves the
        // middle by half the picture — as far as its edge allows.
        let crop = Crop { zoom: 200, ..Crop::default() };
        let press = egui::Event::PointerButton {
            pos: egui::pos2(50.0, 50.0),
            button: egui::PointerButton::Primary,
            pressed: true,
            modifiers: egui::Modifiers::NONE,
        };
        // The pointer comes to the middle, presses, and goes 10 points
        // left and 20 up, a bit at a time.
        let frames =
            vec![vec![pointer_at(50.0, 50.0)], vec![press], vec![pointer_at(45.0, 40.0)], vec![pointer_at(40.0, 30.0)]];
        let (crop, _) = moved(crop, frames);
        // The middle moves 5 % right and 10 % down.
        assert_eq!((crop.across, crop.down, crop.zoom), (55, 60, 200), "{crop:?}");
    }

    #[test]
    fn the_wheel_over_the_preview_zooms_the_art_and_scrolls_nothing_else() {
        let wheel = egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, 100.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        };
        let mut frames = vec![vec![pointer_at(50.0, 50.0)], vec![wheel]];
        frames.extend((0..30).map(|_| Vec::new()));
        let (crop, left) = moved(Crop::default(), frames);
        assert!(crop.zoom > 110 && crop.zoom < 140, "two notches zoom in by about a fifth: {crop:?}");
        assert!(left.abs() < 1e-3, "the form under it does not scroll: {left}");
    }
}
