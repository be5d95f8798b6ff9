//! Standard playing cards, as the games played with them show and print
//! them: rank and suit in two corners, pips for the number cards, a large
//! letter for the court cards, the Joker with its own title, and a shared
//! back. One layout feeds the screen and the PDF.

use parlour_core::cards::{Card, Colour};

use crate::print::layout::{Align, Area, Face, Fit, Primitive, Rgba, Stroke, mm};

/// A printed card's width and height in millimetres (poker size).
pub const CARD_MM: [f32; 2] = [63.5, 88.9];

/// The card's paper.
pub const PAPER: Rgba = Rgba::rgb(250, 248, 242);
/// The line around the card's edge.
pub const EDGE: Rgba = Rgba::rgb(120, 116, 110);
/// The Joker's ink.
pub const JOKER_INK: Rgba = Rgba::rgb(92, 60, 150);

/// A suit colour's ink: red or black.
pub const fn ink(colour: Colour) -> Rgba {
    match colour {
        Colour::Red => Rgba::rgb(196, 32, 44),
        Colour::Black => Rgba::rgb(28, 28, 34),
    }
}

/// Where the pips of the number cards lie, across (0–1) and down (0–1) the
/// middle of the card (the screen lays out a card drawn small with them).
pub fn pips(value: u8) -> Vec<(f32, f32)> {
    let column = |x: f32, rows: &[f32]| rows.iter().map(|&y| (x, y)).collect::<Vec<_>>();
    let sides = |rows: &[f32]| [column(0.2, rows), column(0.8, rows)].concat();
    match value {
        2 => column(0.5, &[0.0, 1.0]),
        3 => column(0.5, &[0.0, 0.5, 1.0]),
        4 => sides(&[0.0, 1.0]),
        5 => [sides(&[0.0, 1.0]), column(0.5, &[0.5])].concat(),
        6 => sides(&[0.0, 0.5, 1.0]),
        7 => [sides(&[0.0, 0.5, 1.0]), column(0.5, &[0.25])].concat(),
        8 => [sides(&[0.0, 0.5, 1.0]), column(0.5, &[0.25, 0.75])].concat(),
        9 => [sides(&[0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0]), column(0.5, &[0.5])].concat(),
        10 => [sides(&[0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0]), column(0.5, &[1.0 / 6.0, 5.0 / 6.0])].concat(),
        _ => Vec::new(),
    }
}

/// The face of `card`, `width` millimetres wide in the printed proportions.
/// `joker` is the name the game gives the Joker ("Joker", or Shrine's
/// "Balance").
pub fn face(card: Card, joker: &str, width: f32) -> Face {
    let k = width / CARD_MM[0];
    let (w, h) = (CARD_MM[0] * k, CARD_MM[1] * k);
    let mut face = Face::new(w, h);
    face.name = card.to_string();
    let colour = ink(card.colour().unwrap_or(Colour::Black));
    let stroke = Some(Stroke { width: 0.5 * k, colour: EDGE });
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), w, h), radius: 3.5 * k, fill: PAPER, stroke });
    let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else {
        let purple = JOKER_INK;
        let band = Area::new(mm(6.0 * k, h * 0.3), w - 12.0 * k, h * 0.4);
        face.push(Primitive::Rect { area: band, radius: 3.0 * k, fill: purple.mix(PAPER, 0.85), stroke: None });
        face.text(
            "the star",
            "★",
            Area::new(mm(0.0, h * 0.12), w, h * 0.2),
            Fit::readable(14.0 * k, false, true, Align::Centre),
            purple,
        );
        face.text("the title", joker, band, Fit::readable(9.0 * k, true, true, Align::Centre), purple);
        return face;
    };
    let corner = |x: f32, y: f32| Area::new(mm(x, y), 10.0 * k, 8.0 * k);
    let symbol = suit.symbol().to_string();
    for (x, y) in [(2.5 * k, 2.5 * k), (w - 12.5 * k, h - 18.5 * k)] {
        face.text(
            "the corner's rank",
            &rank.corner(),
            corner(x, y),
            Fit::readable(6.5 * k, false, true, Align::Centre),
            colour,
        );
        face.text(
            "the corner's suit",
            &symbol,
            corner(x, y + 7.5 * k),
            Fit::readable(5.5 * k, false, true, Align::Centre),
            colour,
        );
    }
    let middle = Area { min: mm(14.0 * k, 14.0 * k), max: mm(w - 14.0 * k, h - 14.0 * k) };
    if rank.is_face() {
        let frame = Some(Stroke { width: 0.6 * k, colour });
        face.push(Primitive::Rect { area: middle, radius: 2.0 * k, fill: colour.mix(PAPER, 0.9), stroke: frame });
        let top = Area { min: middle.min, max: mm(middle.max.x, middle.min.y + middle.height() * 0.6) };
        face.text(
            "the court letter",
            &rank.letter().to_string(),
            top,
            Fit::readable(26.0 * k, false, true, Align::Centre),
            colour,
        );
        let bottom = Area { min: mm(middle.min.x, top.max.y), max: middle.max };
        face.text("the court suit", &symbol, bottom, Fit::readable(14.0 * k, false, true, Align::Centre), colour);
    } else if rank.value() == 1 {
        face.text("the ace", &symbol, middle, Fit::readable(30.0 * k, false, true, Align::Centre), colour);
    } else {
        let pip = 8.5 * k;
        let (span_w, span_h) = (middle.width() - pip, middle.height() - pip);
        for (x, y) in pips(rank.value()) {
            let at = mm(middle.min.x + x * span_w, middle.min.y + y * span_h);
            face.text(
                "a pip",
                &symbol,
                Area::new(at, pip, pip),
                Fit::readable(pip * 0.95, false, true, Align::Centre),
                colour,
            );
        }
    }
    face
}

/// The back every card shares, `width` millimetres wide, with `title` on it.
pub fn back(title: &str, width: f32) -> Face {
    let k = width / CARD_MM[0];
    let (w, h) = (CARD_MM[0] * k, CARD_MM[1] * k);
    let mut face = Face::new(w, h);
    "back".clone_into(&mut face.name);
    let (deep, light) = (Rgba::rgb(40, 70, 110), Rgba::rgb(210, 225, 245));
    let stroke = Some(Stroke { width: 0.9 * k, colour: light });
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), w, h), radius: 3.5 * k, fill: deep, stroke });
    let inner = Area::new(mm(5.0 * k, 5.0 * k), w - 10.0 * k, h - 10.0 * k);
    face.push(Primitive::Rect {
        area: inner,
        radius: 2.0 * k,
        fill: deep,
        stroke: Some(Stroke { width: 0.4 * k, colour: light }),
    });
    let middle = Area::new(mm(8.0 * k, h * 0.4), w - 16.0 * k, h * 0.2);
    face.text("the title", title, middle, Fit::readable(6.0 * k, true, true, Align::Centre), light);
    face
}

#[cfg(test)]
mod tests {
    use parlour_core::cards::standard_deck;

    use super::*;

    #[test]
    fn every_card_fits_and_shows_its_rank_and_suit() {
        for card in standard_deck(1) {
            let face = face(card, "Balance", CARD_MM[0]);
            assert!(face.warnings.is_empty(), "{card}: {:?}", face.warnings);
            let texts = face.texts();
            match (card.rank(), card.suit()) {
                (Some(rank), Some(suit)) => {
                    assert!(texts.contains(&rank.corner()), "{card}: {texts:?}");
                    let symbols = texts.iter().filter(|t| **t == suit.symbol().to_string()).count();
                    let pips = if rank.is_face() || rank.value() == 1 { 1 } else { usize::from(rank.value()) };
                    assert_eq!(symbols, 2 + pips, "{card}: two corners and its pips");
                }
                _ => assert!(texts.contains(&"Balance".to_owned()), "the Joker carries the game's name for it"),
            }
        }
        assert!(back("Shrine", CARD_MM[0]).texts().contains(&"Shrine".to_owned()));
    }

    #[test]
    fn red_suits_print_red_and_black_suits_black() {
        let colour_of = |text: &str| {
            let card: Card = text.parse().expect("a card");
            face(card, "Joker", CARD_MM[0])
                .primitives
                .iter()
                .find_map(|p| match p {
                    Primitive::Text { colour, .. } => Some(*colour),
                    _ => None,
                })
                .expect("some text")
        };
        assert_eq!(colour_of("Qh"), ink(Colour::Red));
        assert_eq!(colour_of("7d"), ink(Colour::Red));
        assert_eq!(colour_of("As"), ink(Colour::Black));
    }
}
