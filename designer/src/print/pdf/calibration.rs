//! The calibration page: rulers and a square to measure the printer's
//! scale, and on its back a cross with scales to read how far the printer
//! shifts back pages.

use printpdf::Op;

use super::canvas::{Canvas, RULE_WEIGHT};
use super::images::EmbeddedArt;
use crate::print::geometry::{circle, rectangle};
use crate::print::layout::{Area, Mm, Rgba, mm};
use crate::print::sheet::{Backs, SheetOptions};

/// The calibration page, and its back when backs are printed two-sided:
/// 100 mm rulers each way and a 50 mm square to measure the printer's
/// scale; a cross at the page's centre, and on the back a cross with
/// millimetre scales, shifted by the back offset in use, to read how far
/// the printer moves back pages.
pub(super) fn draw_calibration(options: &SheetOptions, fonts: &super::fonts::EmbeddedFonts) -> Vec<Vec<Op>> {
    if !options.calibration {
        return Vec::new();
    }
    let images = EmbeddedArt::new();
    let [page_w, page_h] = options.page_size();
    let (cx, cy) = (page_w / 2.0, page_h / 2.0);
    let ink = Rgba::rgb(0, 0, 0);
    let weight = RULE_WEIGHT;
    let mut sheet = Canvas::new(page_h, fonts, &images);
    let top = options.margin + 8.0;
    sheet.centred(mm(cx, top), "Calibration: print at 100 % (actual size), not fitted to the page", 4.0, ink);
    let lines = [
        "Each ruler should measure exactly 100 mm, and the square 50 mm a side.",
        "If a ruler measures L mm, your printer scales by L %: choose actual size in its dialog.",
    ];
    for (i, line) in lines.iter().enumerate() {
        sheet.centred(mm(cx, top + 7.0 + 4.5 * i as f32), line, 2.8, ink);
    }
    // Across, above the centre; down, left of it.
    let ruler_y = cy - 55.0;
    sheet.outline(&[mm(cx - 50.0, ruler_y), mm(cx + 50.0, ruler_y)], false, weight, ink);
    let ruler_x = cx - 75.0;
    sheet.outline(&[mm(ruler_x, cy - 50.0), mm(ruler_x, cy + 50.0)], false, weight, ink);
    for i in 0..=100u8 {
        let d = f32::from(i);
        let tick = if i % 10 == 0 {
            5.0
        } else if i % 5 == 0 {
            3.0
        } else {
            1.5
        };
        sheet.outline(&[mm(cx - 50.0 + d, ruler_y), mm(cx - 50.0 + d, ruler_y - tick)], false, weight, ink);
        sheet.outline(&[mm(ruler_x, cy - 50.0 + d), mm(ruler_x + tick, cy - 50.0 + d)], false, weight, ink);
        if i % 10 == 0 {
            sheet.centred(mm(cx - 50.0 + d, ruler_y - 6.5), &i.to_string(), 2.5, ink);
            sheet.text(mm(ruler_x + 6.0, cy - 50.0 + d + 0.9), &i.to_string(), 2.5, ink);
        }
    }
    cross(&mut sheet, mm(cx, cy), ink);
    let square = Area::new(mm(cx - 25.0, cy + 25.0), 50.0, 50.0);
    sheet.outline(&rectangle(square, 0.0), true, weight, ink);
    sheet.centred(mm(cx, square.max.y + 5.0), "50 mm", 2.8, ink);
    let mut pages = vec![sheet.into_ops()];
    if matches!(options.backs, Backs::LongEdge | Backs::ShortEdge) {
        let mut back = Canvas::new(page_h, fonts, &images);
        let [dx, dy] = options.back_offset;
        let centre = mm(cx + dx, cy + dy);
        cross(&mut back, centre, ink);
        for i in -10i8..=10 {
            let d = f32::from(i);
            let tick = if i % 5 == 0 { 3.0 } else { 1.5 };
            back.outline(
                &[mm(centre.x + d, centre.y + 12.0), mm(centre.x + d, centre.y + 12.0 + tick)],
                false,
                weight,
                ink,
            );
            back.outline(
                &[mm(centre.x + 12.0, centre.y + d), mm(centre.x + 12.0 + tick, centre.y + d)],
                false,
                weight,
                ink,
            );
            if i % 5 == 0 {
                back.centred(mm(centre.x + d, centre.y + 19.0), &i.to_string(), 2.5, ink);
                back.text(mm(centre.x + 17.0, centre.y + d + 0.9), &i.to_string(), 2.5, ink);
            }
        }
        let lines = [
            "Hold the sheet up to a light with this side towards you.".to_owned(),
            "Read where the front's cross falls on the scales below and right of this cross (mm, right and down);"
                .into(),
            format!("add that to the back offset used here ({dx:.1}, {dy:.1}) and print again with the sum."),
        ];
        for (i, line) in lines.iter().enumerate() {
            back.centred(mm(cx, options.margin + 8.0 + 4.5 * i as f32), line, 2.8, ink);
        }
        pages.push(back.into_ops());
    }
    pages
}

/// A cross with rings at 2 and 4 mm, centred on `at`.
fn cross(canvas: &mut Canvas<'_>, at: Mm, ink: Rgba) {
    let weight = RULE_WEIGHT;
    canvas.outline(&[mm(at.x - 8.0, at.y), mm(at.x + 8.0, at.y)], false, weight, ink);
    canvas.outline(&[mm(at.x, at.y - 8.0), mm(at.x, at.y + 8.0)], false, weight, ink);
    for radius in [2.0, 4.0] {
        canvas.outline(&circle(at, radius), true, weight, ink);
    }
}
