//! Jalak — Cube Trap on paper: the 5 × 5 field with a height track on
//! every column (notches 0–19, the starting notch tinted, the middle
//! outlined), the starting corners and cubes marked, and counters to cut
//! out: a pawn for each of up to four players and the five big cubes.

use parlour_core::games::jalak::{MIDDLE, SETUP_CUBES, SIDE, Square, TOP, setup_heights};

use crate::print::layout::{Align, Area, Face, Fit, Primitive, Rgba, SEAT_COLOURS, Stroke, mm};

/// A square of the printed field, in millimetres: room for a counter above
/// the column's track.
pub const SQUARE_MM: f32 = 36.0;
/// The side of a pawn or cube counter, in millimetres.
pub const COUNTER_MM: f32 = 22.0;

const BORDER: f32 = 4.0;
const TITLE: f32 = 14.0;
const PAPER: Rgba = Rgba::rgb(246, 244, 238);
const INK: Rgba = Rgba::rgb(40, 40, 48);
const START: Rgba = Rgba::rgb(250, 222, 120);
const CUBE: Rgba = Rgba::rgb(150, 120, 90);

/// The field: 5 × 5 squares named `a1`..`e5` (row 1 at the bottom), each
/// with its column's track.
pub fn field() -> Face {
    let side = f32::from(SIDE) * SQUARE_MM;
    let mut face = Face::new(side + 2.0 * BORDER, side + 2.0 * BORDER + TITLE);
    let whole = Area::new(mm(0.0, 0.0), face.size[0], face.size[1]);
    face.push(Primitive::Rect {
        area: whole,
        radius: 3.0,
        fill: PAPER,
        stroke: Some(Stroke { width: 0.5, colour: INK }),
    });
    let title = Area::new(mm(BORDER, 2.0), side, 5.0);
    face.text("the title", "Jalak — Cube Trap", title, Fit::readable(4.5, false, true, Align::Centre), INK);
    let help = "Mark each column's notch on its track (a bead, a coin or a pencil dot). \
                Standing on a cube counts its column's notch + 2.";
    let help_box = Area::new(mm(BORDER, 7.5), side, 5.0);
    face.text("the help", help, help_box, Fit::readable(2.6, true, true, Align::Centre), INK);
    let heights = setup_heights();
    for square in Square::ALL {
        let at = mm(
            BORDER + f32::from(square.column()) * SQUARE_MM,
            TITLE + BORDER + f32::from(SIDE - 1 - square.row()) * SQUARE_MM,
        );
        square_ui(&mut face, square, at, heights[square.index()]);
    }
    face
}

/// One square: its name, what starts there, and its track.
fn square_ui(face: &mut Face, square: Square, at: crate::print::layout::Mm, start: u8) {
    let cell = Area::new(at, SQUARE_MM, SQUARE_MM);
    let shade = if square.on_edge() { PAPER.mix(Rgba::rgb(200, 210, 225), 0.5) } else { PAPER };
    face.push(Primitive::Rect {
        area: cell,
        radius: 0.0,
        fill: shade,
        stroke: Some(Stroke { width: 0.4, colour: INK }),
    });
    let small = Fit::readable(2.4, false, false, Align::Left);
    face.text("the square's name", &square.to_string(), Area::new(mm(at.x + 1.2, at.y + 1.0), 8.0, 3.0), small, INK);
    let starts = if let Some(seat) = Square::CORNERS.iter().position(|&c| c == square) {
        Some(format!("start {}", seat + 1))
    } else {
        SETUP_CUBES.contains(&square).then(|| "cube".to_owned())
    };
    if let Some(starts) = starts {
        let right = Fit::readable(2.4, false, false, Align::Left);
        let width = crate::print::font::Font::sans().text_width(&starts) * 2.4;
        face.text(
            "what starts here",
            &starts,
            Area::new(mm(at.x + SQUARE_MM - 1.2 - width, at.y + 1.0), width + 0.1, 3.0),
            right,
            INK,
        );
    }
    // The track: notches 0–9 on the lower row, 10–19 above, left to right.
    let (box_w, box_h) = (3.3, 3.4);
    let left = at.x + (SQUARE_MM - 10.0 * box_w) / 2.0;
    for notch in 0..=TOP {
        let (column, row) = (f32::from(notch % 10), if notch < 10 { 1.0 } else { 0.0 });
        let area = Area::new(mm(left + column * box_w, at.y + SQUARE_MM - 0.3 - (2.0 - row) * box_h), box_w, box_h);
        let fill = if notch == start { START } else { Rgba::rgb(255, 255, 255) };
        let width = if notch == MIDDLE { 0.45 } else { 0.15 };
        face.push(Primitive::Rect { area, radius: 0.0, fill, stroke: Some(Stroke { width, colour: INK }) });
        face.text("a notch", &notch.to_string(), area, Fit::readable(1.9, false, true, Align::Centre), INK);
    }
}

/// The counters to cut out: a numbered pawn in each seat's colour, then
/// the five cubes.
pub fn counters() -> Vec<Face> {
    let s = COUNTER_MM;
    let whole = Area::new(mm(0.0, 0.0), s, s);
    let big = Fit::readable(9.0, false, true, Align::Centre);
    let mut faces: Vec<Face> = SEAT_COLOURS
        .iter()
        .take(parlour_core::games::jalak::MAX_PLAYERS)
        .enumerate()
        .map(|(seat, &colour)| {
            let mut face = Face::new(s, s);
            face.push(Primitive::Rect { area: whole, radius: s / 2.0, fill: colour, stroke: None });
            face.push(Primitive::Circle {
                centre: whole.centre(),
                radius: s * 0.36,
                fill: colour.mix(PAPER, 0.3),
                stroke: Some(Stroke { width: 0.5, colour: PAPER }),
            });
            face.text("the player", &(seat + 1).to_string(), whole, big, PAPER);
            face
        })
        .collect();
    faces.extend((0..SETUP_CUBES.len()).map(|_| {
        let mut face = Face::new(s, s);
        face.push(Primitive::Rect {
            area: whole,
            radius: 1.5,
            fill: CUBE,
            stroke: Some(Stroke { width: 0.6, colour: INK }),
        });
        let top = Area::new(mm(s * 0.18, s * 0.18), s * 0.64, s * 0.64);
        face.push(Primitive::Rect { area: top, radius: 1.0, fill: CUBE.mix(PAPER, 0.35), stroke: None });
        face.text(
            "the cube",
            "cube",
            Area::new(mm(0.0, s * 0.22), s, s * 0.3),
            Fit::readable(4.0, false, true, Align::Centre),
            INK,
        );
        face.text(
            "its height",
            "+2",
            Area::new(mm(0.0, s * 0.5), s, s * 0.3),
            Fit::readable(4.0, false, true, Align::Centre),
            INK,
        );
        face
    }));
    faces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_has_its_name_and_a_track_of_twenty_notches() {
        let face = field();
        assert!(face.warnings.is_empty(), "{:?}", face.warnings);
        let words = face.texts();
        for square in Square::ALL {
            assert!(words.contains(&square.to_string()), "{square}");
        }
        for notch in 0..=TOP {
            let count = words.iter().filter(|w| **w == notch.to_string()).count();
            assert_eq!(count, 25, "notch {notch} on every column's track");
        }
        let tinted =
            face.primitives.iter().filter(|p| matches!(p, Primitive::Rect { fill, .. } if *fill == START)).count();
        assert_eq!(tinted, 25, "each column's starting notch");
        assert_eq!(words.iter().filter(|w| w.starts_with("start ")).count(), 4);
        assert_eq!(words.iter().filter(|w| *w == "cube").count(), 5);
        assert!(
            face.size[0] <= 197.0 && face.size[1] <= 266.0,
            "fits A4 and Letter inside the margins: {:?}",
            face.size
        );
    }

    #[test]
    fn four_pawns_and_five_cubes_to_cut_out() {
        let counters = counters();
        assert_eq!(counters.len(), 9);
        assert!(counters.iter().all(|c| c.warnings.is_empty() && c.size.iter().all(|s| (s - COUNTER_MM).abs() < 1e-4)));
        assert_eq!(counters[2].texts(), ["3"]);
        const { assert!(COUNTER_MM < SQUARE_MM - 10.0, "a counter leaves the track showing") };
    }
}
