//! The shapes a face's primitives are drawn as, shared by every output that
//! draws them — the PDF canvas and the raster — so that both put each edge,
//! each stroke and each line of text in the same place: rounded rectangles
//! as polygons of six-step arcs, circles as 48-gons, strokes lying inside
//! their shape, text on baselines 0.93 em below each line's top, art fitted
//! keeping its proportions.

use parlour_core::face_layout::Crop;

use crate::print::font::Font;
use crate::print::layout::{Align, Area, LINE_HEIGHT, Mm, mm};

/// How far below a line's top its baseline lies, in ems: the font's ascent
/// (about 0.93 em in `DejaVu` Sans).
pub const BASELINE: f32 = 0.93;

/// The corners of a rectangle with rounded corners (each arc in six steps).
pub fn rectangle(area: Area, radius: f32) -> Vec<Mm> {
    let r = radius.min(area.width() / 2.0).min(area.height() / 2.0).max(0.0);
    if r <= 0.0 {
        return vec![area.min, mm(area.max.x, area.min.y), area.max, mm(area.min.x, area.max.y)];
    }
    let centres = [
        (mm(area.max.x - r, area.min.y + r), -90.0f32),
        (mm(area.max.x - r, area.max.y - r), 0.0),
        (mm(area.min.x + r, area.max.y - r), 90.0),
        (mm(area.min.x + r, area.min.y + r), 180.0),
    ];
    let mut corners = Vec::with_capacity(28);
    for (centre, start) in centres {
        for step in 0..=6 {
            let angle = (start + 15.0 * step as f32).to_radians();
            corners.push(mm(centre.x + r * angle.cos(), centre.y + r * angle.sin()));
        }
    }
    corners
}

/// A circle as a 48-sided polygon.
pub fn circle(centre: Mm, radius: f32) -> Vec<Mm> {
    (0..48)
        .map(|i| {
            let angle = (i as f32 * 7.5).to_radians();
            mm(centre.x + radius * angle.cos(), centre.y + radius * angle.sin())
        })
        .collect()
}

/// The path a stroke `width` mm wide follows to lie wholly inside a rounded
/// rectangle: its outline moved in by half the width (a closed polygon).
pub fn rectangle_stroke(area: Area, radius: f32, width: f32) -> Vec<Mm> {
    let half = width / 2.0;
    let inner = Area { min: mm(area.min.x + half, area.min.y + half), max: mm(area.max.x - half, area.max.y - half) };
    rectangle(inner, (radius - half).max(0.0))
}

/// The path a stroke `width` mm wide follows to lie wholly inside a circle
/// (a closed polygon).
pub fn circle_stroke(centre: Mm, radius: f32, width: f32) -> Vec<Mm> {
    circle(centre, radius - width / 2.0)
}

/// Where each of a text's lines is set: the left end of its baseline, in
/// mm, and the line. Lines are `size × 1.2` apart, the first baseline
/// [`BASELINE`] em below the box's top; centred lines centre in `area`
/// by `font`'s own widths.
pub fn text_lines<'a>(
    area: Area,
    lines: &'a [String],
    size: f32,
    align: Align,
    font: &'a Font,
) -> impl Iterator<Item = (Mm, &'a str)> {
    lines.iter().enumerate().map(move |(i, line)| {
        let x = match align {
            Align::Left => area.min.x,
            Align::Centre => area.centre().x - font.text_width(line) * size / 2.0,
        };
        let y = area.min.y + i as f32 * size * LINE_HEIGHT + size * BASELINE;
        (mm(x, y), line.as_str())
    })
}

/// Where art `pixels` in size is drawn inside `area`: as large as fits
/// keeping its proportions, centred — as the screen draws it.
pub fn fitted_art(area: Area, pixels: [f32; 2]) -> Area {
    let scale = (area.width() / pixels[0].max(1.0)).min(area.height() / pixels[1].max(1.0));
    let [w, h] = [pixels[0] * scale, pixels[1] * scale];
    let centre = area.centre();
    Area::new(mm(centre.x - w / 2.0, centre.y - h / 2.0), w, h)
}

/// Where art `pixels` large is drawn for the box `area`: the part of it
/// shown (left, top, right and bottom, as fractions of the art), and the
/// area that part fills — the whole art fitted inside the box, or with a
/// crop to `cover` it, the part the crop names over the whole box.
pub fn shown_art(area: Area, pixels: [f32; 2], cover: Option<Crop>) -> ([f32; 4], Area) {
    match cover {
        None => ([0.0, 0.0, 1.0, 1.0], fitted_art(area, pixels)),
        Some(crop) => (crop.window(pixels, [area.width(), area.height()]), area),
    }
}

/// How many pixels along its longer side art `pixels` large needs for the
/// part `window` shows to fill `area` at `per_mm` pixels a millimetre.
pub fn art_side(pixels: [f32; 2], window: [f32; 4], area: Area, per_mm: f32) -> u32 {
    let shown = (window[2] - window[0]).max(1e-3);
    let whole_width = area.width() * per_mm / shown;
    (whole_width * pixels[0].max(pixels[1]) / pixels[0].max(1.0)).ceil().clamp(1.0, 16_384.0) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounded_rectangles_stay_inside_their_area() {
        let area = Area::new(mm(10.0, 20.0), 50.0, 30.0);
        let corners = rectangle(area, 4.0);
        assert!(
            corners
                .iter()
                .all(|c| c.x >= 10.0 - 1e-3 && c.x <= 60.0 + 1e-3 && c.y >= 20.0 - 1e-3 && c.y <= 50.0 + 1e-3)
        );
        let xs = corners.iter().map(|c| c.x);
        assert!(
            (xs.clone().fold(f32::MAX, f32::min) - 10.0).abs() < 1e-3
                && (xs.fold(f32::MIN, f32::max) - 60.0).abs() < 1e-3
        );
    }

    #[test]
    fn strokes_lie_inside_their_shape() {
        let area = Area::new(mm(0.0, 0.0), 20.0, 10.0);
        let path = rectangle_stroke(area, 2.0, 1.0);
        // The stroke's outer edge (half a width out from its path) touches the area's edge.
        let left = path.iter().map(|c| c.x).fold(f32::MAX, f32::min);
        assert!((left - 0.5).abs() < 1e-4, "{left}");
        let ring = circle_stroke(mm(5.0, 5.0), 4.0, 1.0);
        assert!(ring.iter().all(|c| ((c.x - 5.0).hypot(c.y - 5.0) - 3.5).abs() < 1e-4));
    }

    #[test]
    fn art_keeps_its_proportions_centred_in_its_box() {
        let fitted = fitted_art(Area::new(mm(0.0, 0.0), 40.0, 20.0), [100.0, 100.0]);
        assert!((fitted.width() - 20.0).abs() < 1e-4 && (fitted.height() - 20.0).abs() < 1e-4);
        assert!((fitted.min.x - 10.0).abs() < 1e-4 && fitted.min.y.abs() < 1e-4, "{fitted:?}");
    }

    #[test]
    fn centred_lines_centre_on_the_box_and_lines_stand_one_line_height_apart() {
        let lines = vec!["mmm".to_owned(), "i".to_owned()];
        let area = Area::new(mm(0.0, 10.0), 40.0, 20.0);
        let sans = Font::sans();
        let set: Vec<(Mm, &str)> = text_lines(area, &lines, 5.0, Align::Centre, &sans).collect();
        let width = sans.text_width("mmm") * 5.0;
        assert!((set[0].0.x - (20.0 - width / 2.0)).abs() < 1e-4);
        assert!((set[0].0.y - (10.0 + 5.0 * BASELINE)).abs() < 1e-4);
        assert!((set[1].0.y - set[0].0.y - 5.0 * LINE_HEIGHT).abs() < 1e-4);
    }
}
