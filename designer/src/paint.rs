//! Faces drawn on screen: the layout's primitives through an egui painter,
//! scaled from millimetres to the rectangle given.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, StrokeKind};

use crate::layout::{Align, Face, LINE_HEIGHT, Mm, Primitive, Rgba, Stroke};

/// Text smaller than this many points on screen is left out: unreadable,
/// and costly to draw when a board is zoomed far out.
const SMALLEST_TEXT: f32 = 4.0;

/// The colour on screen.
pub fn colour(rgba: Rgba) -> Color32 {
    let [red, green, blue, alpha] = rgba.0;
    Color32::from_rgba_unmultiplied(red, green, blue, alpha)
}

/// Draws `face` filling `rect` (its width sets the scale).
pub fn paint_face(painter: &Painter, rect: Rect, face: &Face) {
    let scale = rect.width() / face.size[0].max(1e-3);
    let at = |p: Mm| Pos2::new(rect.left() + p.x * scale, rect.top() + p.y * scale);
    let stroke =
        |s: Option<Stroke>| s.map_or(egui::Stroke::NONE, |s| egui::Stroke::new(s.width * scale, colour(s.colour)));
    for primitive in &face.primitives {
        match primitive {
            Primitive::Rect { area, radius, fill, stroke: outline } => {
                let r = Rect::from_min_max(at(area.min), at(area.max));
                painter.rect(r, radius * scale, colour(*fill), stroke(*outline), StrokeKind::Inside);
            }
            Primitive::Circle { centre, radius, fill, stroke: outline } => {
                painter.circle(at(*centre), radius * scale, colour(*fill), stroke(*outline));
            }
            Primitive::Line { from, to, stroke: line } => {
                painter.line_segment([at(*from), at(*to)], stroke(Some(*line)));
            }
            Primitive::Text { area, lines, size, colour: ink, align } => {
                let px = size * scale;
                if px < SMALLEST_TEXT {
                    continue;
                }
                for (i, line) in lines.iter().enumerate() {
                    let y = area.min.y + i as f32 * size * LINE_HEIGHT;
                    let (x, anchor) = match align {
                        Align::Left => (area.min.x, Align2::LEFT_TOP),
                        Align::Centre => (area.centre().x, Align2::CENTER_TOP),
                    };
                    painter.text(at(crate::layout::mm(x, y)), anchor, line, FontId::proportional(px), colour(*ink));
                }
            }
        }
    }
}
