//! Faces drawn on screen: the layout's primitives through an egui painter,
//! scaled from millimetres to the rectangle given.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, StrokeKind};

use parlour_designer::print::font::Font;
use parlour_designer::print::layout::{Align, Face, LINE_HEIGHT, Mm, Primitive, Rgba, Stroke};

/// Text smaller than this many points on screen is drawn as a faint bar a
/// line, where its words would be: unreadable, and costly to draw when a
/// board is zoomed far out, but the face keeps its shape (its panel does
/// not look empty).
const SMALLEST_TEXT: f32 = 4.0;

/// The size a line of one or two words smaller than [`SMALLEST_TEXT`] is
/// drawn at instead of a bar, when it fits its box's width so — a card's
/// or tile's name, read in a hand however small: a lesson names the card
/// to pick.
const SHORT_LINE_TEXT: f32 = 8.0;

/// How wide a character of text is, on average, for its size.
const CHARACTER_WIDTH: f32 = 0.55;

/// The colour on screen.
pub fn colour(rgba: Rgba) -> Color32 {
    let [red, green, blue, alpha] = rgba.0;
    Color32::from_rgba_unmultiplied(red, green, blue, alpha)
}

/// Art ready to draw: its texture and its size in pixels.
pub type ArtTexture = (egui::TextureId, egui::Vec2);

/// Draws `face` filling `rect` (its width sets the scale), without art.
pub fn paint_face(painter: &Painter, rect: Rect, face: &Face) {
    paint_face_with_art(painter, rect, face, &mut |_| None);
}

/// Draws `face` filling `rect`, with the art `art` finds by its path; art
/// it does not find is drawn as an empty frame.
pub fn paint_face_with_art(
    painter: &Painter,
    rect: Rect,
    face: &Face,
    art: &mut dyn FnMut(&str) -> Option<ArtTexture>,
) {
    paint_turned(painter, rect, 0.0, face, art);
}

/// Draws `face` as it fills `rect` when turned `angle` radians clockwise
/// about its centre (a card lying toward another player, or turning over
/// to face its new owner). Shapes turn with the face; text and art keep
/// upright, in the places the turn takes them, so they stay readable.
pub fn paint_turned(
    painter: &Painter,
    rect: Rect,
    angle: f32,
    face: &Face,
    art: &mut dyn FnMut(&str) -> Option<ArtTexture>,
) {
    let scale = rect.width() / face.size[0].max(1e-3);
    let (sin, cos) = angle.sin_cos();
    let turned = angle.abs() > 1e-4;
    let at = |p: Mm| {
        let d = Pos2::new(rect.left() + p.x * scale, rect.top() + p.y * scale) - rect.center();
        rect.center() + egui::vec2(d.x * cos - d.y * sin, d.x * sin + d.y * cos)
    };
    let stroke =
        |s: Option<Stroke>| s.map_or(egui::Stroke::NONE, |s| egui::Stroke::new(s.width * scale, colour(s.colour)));
    // An upright box of `size` around where the turn takes `area`'s centre.
    let placed = |min: Mm, max: Mm| {
        let centre = at(Mm { x: f32::midpoint(min.x, max.x), y: f32::midpoint(min.y, max.y) });
        Rect::from_center_size(centre, egui::vec2(max.x - min.x, max.y - min.y) * scale)
    };
    for primitive in &face.primitives {
        match primitive {
            Primitive::Rect { area, radius, fill, stroke: outline } if !turned => {
                let r = Rect::from_min_max(at(area.min), at(area.max));
                painter.rect(r, radius * scale, colour(*fill), stroke(*outline), StrokeKind::Inside);
            }
            Primitive::Rect { area, fill, stroke: outline, .. } => {
                let corners =
                    [area.min, Mm { x: area.max.x, y: area.min.y }, area.max, Mm { x: area.min.x, y: area.max.y }];
                let points = corners.iter().map(|&c| at(c)).collect();
                painter.add(egui::Shape::convex_polygon(points, colour(*fill), stroke(*outline)));
            }
            Primitive::Circle { centre, radius, fill, stroke: outline } => {
                painter.circle(at(*centre), radius * scale, colour(*fill), stroke(*outline));
            }
            Primitive::Polygon { corners, fill } => {
                let points = corners.iter().map(|&c| at(c)).collect();
                painter.add(egui::Shape::convex_polygon(points, colour(*fill), egui::Stroke::NONE));
            }
            Primitive::Image { area, art: path, cover } => {
                let frame = placed(area.min, area.max);
                if let Some((texture, size)) = art(path) {
                    if let Some(crop) = cover {
                        // The part of the art the crop names, over the whole box.
                        let [left, top, right, bottom] = crop.window([size.x, size.y], [frame.width(), frame.height()]);
                        let shown = Rect::from_min_max(Pos2::new(left, top), Pos2::new(right, bottom));
                        painter.image(texture, frame, shown, Color32::WHITE);
                        continue;
                    }
                    let scale = (frame.width() / size.x.max(1.0)).min(frame.height() / size.y.max(1.0));
                    let fitted = Rect::from_center_size(frame.center(), size * scale);
                    let whole = Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0));
                    painter.image(texture, fitted, whole, Color32::WHITE);
                } else if cover.is_none() {
                    // Art not to be had: its box, empty. Art under a whole face is simply left out.
                    let dashed = egui::Stroke::new(1.0, Color32::from_gray(150));
                    painter.rect_stroke(frame, 2.0, dashed, StrokeKind::Inside);
                }
            }
            Primitive::Line { from, to, stroke: line } => {
                painter.line_segment([at(*from), at(*to)], stroke(Some(*line)));
            }
            Primitive::Text { area, lines, size, colour: ink, align, font } => {
                let mut px = size * scale;
                let block = placed(area.min, area.max);
                let short = match lines.as_slice() {
                    [line] => {
                        line.split_whitespace().count() <= 2
                            && line.chars().count() as f32 * SHORT_LINE_TEXT * CHARACTER_WIDTH <= block.width()
                    }
                    _ => false,
                };
                // Set larger, the line keeps its middle where it was.
                let mut top = block.top();
                if px < SMALLEST_TEXT && short && px * 4.0 >= SHORT_LINE_TEXT {
                    top = block.top() + (px - SHORT_LINE_TEXT) * LINE_HEIGHT * 0.5;
                    px = SHORT_LINE_TEXT;
                }
                if px < SMALLEST_TEXT {
                    let faint = colour(*ink).gamma_multiply(0.35);
                    for (i, line) in lines.iter().enumerate() {
                        let width = (line.chars().count() as f32 * px * CHARACTER_WIDTH).min(block.width());
                        let left = match align {
                            Align::Left => block.left(),
                            Align::Centre => block.center().x - width / 2.0,
                        };
                        let top = block.top() + (i as f32 + 0.25) * px * LINE_HEIGHT;
                        let bar = Rect::from_min_size(Pos2::new(left, top), egui::vec2(width, (px * 0.5).max(0.5)));
                        painter.rect_filled(bar, 0.0, faint);
                    }
                    continue;
                }
                let family = family(painter.ctx(), font);
                for (i, line) in lines.iter().enumerate() {
                    let y = top + i as f32 * px * LINE_HEIGHT;
                    let (x, anchor) = match align {
                        Align::Left => (block.left(), Align2::LEFT_TOP),
                        Align::Centre => (block.center().x, Align2::CENTER_TOP),
                    };
                    painter.text(Pos2::new(x, y), anchor, line, FontId::new(px, family.clone()), colour(*ink));
                }
            }
        }
    }
}

/// The font family `font` is drawn in on screen: `DejaVu` Sans is the
/// proportional family; any other font is installed as a family of its
/// own (`DejaVu` Sans behind it for the symbols it lacks) the first time
/// it is drawn, and stands in for it until egui has it, a frame later.
pub fn family(ctx: &egui::Context, font: &Font) -> egui::FontFamily {
    if *font == Font::sans() {
        return egui::FontFamily::Proportional;
    }
    let own = egui::FontFamily::Name(font.key().into());
    // Looked up without copying anything: this runs for every text drawn in it.
    let Some(mut definitions) =
        ctx.fonts(|fonts| (!fonts.definitions().families.contains_key(&own)).then(|| fonts.definitions().clone()))
    else {
        return own;
    };
    if !definitions.font_data.contains_key(font.key()) {
        definitions.font_data.insert(font.key().to_owned(), egui::FontData::from_owned(font.bytes().to_vec()).into());
        let fallback = crate::desktop::fonts::SANS.to_owned();
        definitions.families.insert(own, vec![font.key().to_owned(), fallback]);
        ctx.set_fonts(definitions);
        ctx.request_repaint();
    }
    egui::FontFamily::Proportional
}

/// The texts marked this pass, kept in the context's memory.
#[derive(Clone, Default)]
struct MarkedTexts {
    pass: u64,
    texts: Vec<(egui::LayerId, Rect, String)>,
}

/// The key the marked texts are kept under.
fn marks_id() -> egui::Id {
    egui::Id::unique("parlour-marked-texts")
}

/// Paints `text` at `pos` as `painter.text` does, and marks it as a label
/// that must not lie over another marked label or a widget (see the tour's
/// layout check): a table's painted labels that are not widgets — ring
/// labels, pile counts — go through here. Returns its rectangle.
pub fn text_marked(painter: &Painter, pos: Pos2, anchor: Align2, text: &str, font: FontId, colour: Color32) -> Rect {
    let rect = painter.text(pos, anchor, text, font, colour);
    mark_text(painter, rect, text.to_owned());
    rect
}

/// Marks a text already painted in `rect` by `painter` (see [`text_marked`]).
pub fn mark_text(painter: &Painter, rect: Rect, text: String) {
    let ctx = painter.ctx();
    let pass = ctx.cumulative_pass_nr();
    let layer = painter.layer_id();
    ctx.data_mut(|data| {
        let marks = data.get_temp_mut_or_default::<MarkedTexts>(marks_id());
        if marks.pass != pass {
            *marks = MarkedTexts { pass, texts: Vec::new() };
        }
        marks.texts.push((layer, rect.intersect(painter.clip_rect()), text));
    });
}

/// The texts marked in this pass: their layer, rectangle and words.
pub fn marked_texts(ctx: &egui::Context) -> Vec<(egui::LayerId, Rect, String)> {
    let pass = ctx.cumulative_pass_nr();
    ctx.data(|data| data.get_temp::<MarkedTexts>(marks_id()))
        .filter(|marks| marks.pass == pass)
        .map(|marks| marks.texts)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use parlour_designer::print::layout::Area;

    use super::*;

    /// The texts and bars `face` paints when drawn `width` points wide.
    fn painted(face: &Face, width: f32) -> (Vec<String>, usize) {
        let ctx = egui::Context::default();
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let rect = Rect::from_min_size(Pos2::ZERO, egui::vec2(width, width * face.size[1] / face.size[0]));
            paint_face(ui.painter(), rect, face);
        });
        output.textures_delta.clear();
        let (mut texts, mut bars) = (Vec::new(), 0);
        for clipped in &output.shapes {
            match &clipped.shape {
                egui::Shape::Text(text) => texts.push(text.galley.text().to_owned()),
                egui::Shape::Rect(_) => bars += 1,
                _ => {}
            }
        }
        (texts, bars)
    }

    fn card(lines: &[&str]) -> Face {
        let area = Area { min: Mm { x: 5.0, y: 60.0 }, max: Mm { x: 58.0, y: 66.0 } };
        let text = Primitive::Text {
            area,
            lines: lines.iter().map(|&l| l.to_owned()).collect(),
            size: 3.0,
            colour: Rgba::rgb(0, 0, 0),
            align: Align::Centre,
            font: Font::sans(),
        };
        Face { primitives: vec![text], ..Face::new(63.0, 88.0) }
    }

    #[test]
    fn a_name_too_small_to_read_in_a_small_hand_is_set_larger_a_paragraph_stays_a_bar() {
        // A 63 mm card drawn 60 points wide: 3 mm type comes to under 3 points.
        assert_eq!(painted(&card(&["Probe"]), 60.0), (vec!["Probe".to_owned()], 0), "the name is read");
        let (texts, bars) = painted(&card(&["Sings of every defeat,", "loudly and at length."]), 60.0);
        assert_eq!((texts.len(), bars), (0, 2), "a paragraph is a faint bar a line");
        let (texts, bars) = painted(&card(&["Probe"]), 12.0);
        assert_eq!((texts.len(), bars), (0, 1), "drawn tiny, the name is a bar too");
    }
}
