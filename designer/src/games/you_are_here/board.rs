//! The You Are Here board for paper: 3 × 3 squares, each the size of a
//! card, named `a1`..`c3` as in the game's log, with each player's marked
//! corner shown in every square so cards go down the right way round.

use crate::print::layout::{Align, Area, Face, Fit, Primitive, Rgba, SEAT_COLOURS, Stroke, mm};

const PAPER: Rgba = Rgba::rgb(250, 248, 242);
const LINE: Rgba = Rgba::rgb(90, 90, 100);
/// The two sides' colours: Player 1 sits at the bottom edge, Player 2 at the top.
const SIDES: [Rgba; 2] = [SEAT_COLOURS[0], SEAT_COLOURS[1]];

/// The board for cards `card` millimetres (width, height) in size.
pub fn board(card: [f32; 2]) -> Face {
    let [w, h] = card;
    let mut face = Face::new(3.0 * w, 3.0 * h);
    let whole = Area::new(mm(0.0, 0.0), 3.0 * w, 3.0 * h);
    face.push(Primitive::Rect {
        area: whole,
        radius: 0.0,
        fill: PAPER,
        stroke: Some(Stroke { width: 0.6, colour: LINE }),
    });
    let k = w / 63.0;
    let corner = 14.0 * k;
    for row in 0..3u8 {
        for column in 0..3u8 {
            // Row 1 is the bottom row, nearest Player 1.
            let at = mm(f32::from(column) * w, f32::from(2 - row) * h);
            let cell = Area::new(at, w, h);
            face.push(Primitive::Rect {
                area: cell,
                radius: 0.0,
                fill: PAPER,
                stroke: Some(Stroke { width: 0.4, colour: LINE }),
            });
            // Player 1's marked corner: bottom-left as they see it; Player 2's: bottom-left as they see it, top-right here.
            let inset = 1.5 * k;
            let (x0, y0, x1, y1) = (at.x + inset, at.y + inset, at.x + w - inset, at.y + h - inset);
            let south = vec![mm(x0, y1), mm(x0, y1 - corner), mm(x0 + corner, y1)];
            let north = vec![mm(x1, y0), mm(x1, y0 + corner), mm(x1 - corner, y0)];
            face.push(Primitive::Polygon { corners: south, fill: SIDES[0].mix(PAPER, 0.55) });
            face.push(Primitive::Polygon { corners: north, fill: SIDES[1].mix(PAPER, 0.55) });
            let name = format!("{}{}", char::from(b'a' + column), row + 1);
            let label = Area::new(mm(at.x, at.y + h / 2.0 - 6.0 * k), w, 12.0 * k);
            face.text(
                "the square's name",
                &name,
                label,
                Fit::readable(9.0 * k, false, true, Align::Centre),
                LINE.mix(PAPER, 0.5),
            );
        }
    }
    // Each side's name in its colour, on the middle square between the marked corners.
    let note = |y: f32| Area::new(mm(w + corner + 1.5 * k, y), w - 2.0 * corner - 3.0 * k, 5.0 * k);
    let fit = Fit::readable(3.2 * k, false, true, Align::Centre);
    face.text("Player 2's side", "Player 2's side", note(2.0 * k), fit, SIDES[1]);
    face.text("Player 1's side", "Player 1's side", note(3.0 * h - 7.0 * k), fit, SIDES[0]);
    face
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::you_are_here::face::CARD_MM;

    #[test]
    fn the_board_is_three_cards_each_way_with_every_square_named() {
        let face = board(CARD_MM);
        assert!((face.size[0] - 189.0).abs() < 1e-3 && (face.size[1] - 264.0).abs() < 1e-3, "{:?}", face.size);
        assert!(face.warnings.is_empty(), "{:?}", face.warnings);
        let words = face.texts();
        for name in ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"] {
            assert!(words.contains(&name.to_owned()), "{name}: {words:?}");
        }
        // a1 is bottom-left, nearest Player 1.
        let a1 = face.primitives.iter().find_map(|p| match p {
            Primitive::Text { area, lines, .. } if lines == &["a1"] => Some(*area),
            _ => None,
        });
        let a1 = a1.expect("a1");
        assert!(a1.centre().x < 63.0 && a1.centre().y > 176.0, "{a1:?}");
        let corners = face.primitives.iter().filter(|p| matches!(p, Primitive::Polygon { .. })).count();
        assert_eq!(corners, 18, "both players' marked corners in all nine squares");
    }
}
