//! The faces of You Are Here cards, laid out from their data: the four
//! edge numbers, the suit, the name, the art, and the marked corner that
//! points toward the card's owner (printed bottom-left).

use parlour_core::face_layout::FaceLayout;
use parlour_core::games::you_are_here::{Card, Collection, Suit};

use crate::print::layout::{Align, Area, Face, Fit, Primitive, Rgba, Stroke, mm};
use crate::print::look::Look;
use crate::print::typeset::TypeSizes;

/// A printed card's width and height in millimetres (the common 63 × 88 mm
/// playing-card size).
pub const CARD_MM: [f32; 2] = [63.0, 88.0];

const PAPER: Rgba = Rgba::rgb(248, 245, 236);
const INK: Rgba = Rgba::rgb(30, 28, 34);

/// The colour of a suit's symbol and frame: red or black, as on playing cards.
pub const fn suit_colour(suit: Suit) -> Rgba {
    match suit {
        Suit::Diamonds | Suit::Hearts => Rgba::rgb(196, 40, 52),
        Suit::Spades | Suit::Clubs => Rgba::rgb(34, 34, 40),
    }
}

/// How thick a card's frame is at the printed size, in mm: its inner edge
/// past the 3 mm safe line.
const FRAME_MM: f32 = 3.5;

/// The face of `card`, `width` millimetres wide (in the printed
/// proportions), with its marked corner in `corner` — the owner's colour
/// on a table, ink on paper — as its collection's `look` says. Each text
/// fits on its own.
pub fn card(card: &Card, corner: Rgba, width: f32, look: &Look) -> Face {
    card_typeset(card, corner, width, &TypeSizes::default(), look)
}

/// How `collection`'s faces look, its typeface file (if any) read from
/// `folder`: in `DejaVu` Sans while the typeface cannot be had (the set's
/// problems say why).
pub fn look(collection: &Collection, folder: Option<&std::path::Path>) -> Look {
    let font = crate::print::font::Font::of_or_sans(&collection.typeface, folder);
    Look::of(collection.layout).with(font, &collection.colours)
}

/// The size each element of `collection`'s cards is printed at, found
/// across them ([`TypeSizes::of_set`]): what [`card_typeset`] takes for a
/// face as its collection prints it, as it looks (`look`).
pub fn type_sizes(collection: &Collection, look: &Look) -> TypeSizes {
    let faces: Vec<Face> = collection.cards.iter().map(|c| card(c, INK, CARD_MM[0], look)).collect();
    TypeSizes::of_set(&faces)
}

/// The face of `card` as its collection's `look` says, its texts starting
/// from its collection's `sizes`: a frame in the suit's colour running to the edge, a panel with
/// an edge number by each side, the marked corner, and the suit and name
/// in the middle — or, when the card has art, the art across the panel
/// (over 40 % of the face), the side numbers on discs over it, the suit
/// small at the top and the name below.
///
/// Full bleed, a card with art has it under the whole face, cropped as the
/// card says and run on into the bleed: every edge number on a disc, the
/// suit small on one at the top right, the name on a panel near the
/// bottom. A card without art keeps the framed face in any layout: there
/// is nothing to bleed.
pub fn card_typeset(card: &Card, corner: Rgba, width: f32, sizes: &TypeSizes, look: &Look) -> Face {
    let k = width / CARD_MM[0];
    let (w, h) = (CARD_MM[0] * k, CARD_MM[1] * k);
    let frame = FRAME_MM * k;
    let colour = look.colour(card.suit, suit_colour(card.suit));
    let mut face = Face::new(w, h).typeset_with(sizes).set_in(&look.font);
    face.name.clone_from(&card.name);
    let whole = Area::new(mm(0.0, 0.0), w, h);
    face.push(Primitive::Rect { area: whole, radius: 3.5 * k, fill: colour, stroke: None });
    let bleeding = card.art.as_ref().filter(|_| look.layout == FaceLayout::FullBleed);
    let panel = Area::new(mm(frame, frame), w - 2.0 * frame, h - 2.0 * frame);
    match bleeding {
        Some(art) => face.push(Primitive::Image { area: whole, art: art.clone(), cover: Some(card.crop) }),
        None => face.push(Primitive::Rect { area: panel, radius: 2.0 * k, fill: PAPER, stroke: None }),
    }
    let inset = frame + 0.5 * k;
    let corners = vec![mm(inset, h - inset), mm(inset, h - inset - 12.5 * k), mm(inset + 12.5 * k, h - inset)];
    face.push(Primitive::Polygon { corners, fill: corner });
    let art = card.art.as_ref().filter(|_| bleeding.is_none()).map(|art| {
        let area = Area::new(mm(frame, 16.5 * k), panel.width(), 40.0 * k);
        face.push(Primitive::Image { area, art: art.clone(), cover: None });
        area
    });
    let edges = card.edges.as_array();
    // Top, right, bottom and left: each number's centre and its box's width.
    let places = [
        (w * 0.5, 10.0 * k, 12.0 * k),
        (w - 9.5 * k, h * 0.5, 11.0 * k),
        (w * 0.5, h - 10.0 * k, 12.0 * k),
        (9.5 * k, h * 0.5, 11.0 * k),
    ];
    for (i, ((value, (x, y, across)), what)) in
        edges.iter().zip(places).zip(["the top edge", "the right edge", "the bottom edge", "the left edge"]).enumerate()
    {
        if bleeding.is_some() || art.is_some() && i % 2 == 1 {
            let ring = Some(Stroke { width: 0.6 * k, colour });
            face.push(Primitive::Circle { centre: mm(x, y), radius: 5.5 * k, fill: PAPER, stroke: ring });
        }
        let number = Area::new(mm(x - across / 2.0, y - 6.0 * k), across, 12.0 * k);
        face.text(what, &value.to_string(), number, Fit::readable(10.0 * k, false, true, Align::Centre), INK);
    }
    let symbol = card.suit.symbol().to_string();
    if bleeding.is_some() {
        let disc = mm(w - 10.5 * k, 10.0 * k);
        face.push(Primitive::Circle { centre: disc, radius: 4.5 * k, fill: PAPER, stroke: None });
        let small = Area::new(mm(disc.x - 3.5 * k, disc.y - 3.5 * k), 7.0 * k, 7.0 * k);
        face.text("the small suit", &symbol, small, Fit::readable(6.0 * k, false, true, Align::Centre), colour);
        let label = Area { min: mm(14.0 * k, h - 31.0 * k), max: mm(w - 14.0 * k, h - 18.0 * k) };
        face.push(Primitive::Rect { area: label, radius: 1.5 * k, fill: PAPER, stroke: None });
        let name =
            Area { min: mm(label.min.x + 1.0 * k, label.min.y + 0.5 * k), max: mm(label.max.x - 1.0 * k, label.max.y) };
        face.text("the name", &card.name, name, Fit::readable(4.6 * k, true, true, Align::Centre), INK);
        return face;
    }
    let name_top = if let Some(art) = art {
        let small = Area::new(mm(w - 13.0 * k, frame + 0.5 * k), 9.0 * k, 9.0 * k);
        face.text("the small suit", &symbol, small, Fit::readable(7.0 * k, false, true, Align::Centre), colour);
        art.max.y + 1.0 * k
    } else {
        let big = Area { min: mm(15.0 * k, 20.0 * k), max: mm(w - 15.0 * k, 52.0 * k) };
        face.text("the suit", &symbol, big, Fit::readable(22.0 * k, false, true, Align::Centre), colour);
        55.0 * k
    };
    let name = Area { min: mm(15.0 * k, name_top), max: mm(w - 15.0 * k, name_top + 14.0 * k) };
    face.text("the name", &card.name, name, Fit::readable(4.6 * k, true, true, Align::Centre), INK);
    face
}

/// The back every card shares, `width` millimetres wide.
pub fn back(width: f32) -> Face {
    let k = width / CARD_MM[0];
    let (w, h) = (CARD_MM[0] * k, CARD_MM[1] * k);
    let mut face = Face::new(w, h);
    "back".clone_into(&mut face.name);
    let (night, light) = (Rgba::rgb(58, 52, 92), Rgba::rgb(200, 190, 240));
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), w, h), radius: 3.5 * k, fill: night, stroke: None });
    let inner = Area::new(mm(5.0 * k, 5.0 * k), w - 10.0 * k, h - 10.0 * k);
    let thin = Some(Stroke { width: 0.4 * k, colour: light });
    face.push(Primitive::Rect { area: inner, radius: 2.0 * k, fill: night, stroke: thin });
    let title = Area::new(mm(8.0 * k, h * 0.4), w - 16.0 * k, h * 0.2);
    face.text("the title", "You Are Here", title, Fit::readable(6.0 * k, true, true, Align::Centre), light);
    face
}

#[cfg(test)]
mod tests {
    use parlour_core::games::you_are_here::Collection;

    use super::*;

    #[test]
    fn every_starter_card_fits_and_says_its_numbers() {
        for card in &Collection::starter().cards {
            let face = super::card(card, INK, CARD_MM[0], &crate::print::look::Look::default());
            assert!(face.warnings.is_empty(), "{}: {:?}", card.name, face.warnings);
            let words = face.texts();
            for edge in card.edges.as_array() {
                assert!(words.contains(&edge.to_string()), "{}: {words:?}", card.name);
            }
            assert!(words.contains(&card.suit.symbol().to_string()) && words.contains(&card.name), "{words:?}");
            assert!((face.size[0] - CARD_MM[0]).abs() < 1e-4 && (face.size[1] - CARD_MM[1]).abs() < 1e-4);
        }
    }

    #[test]
    fn the_marked_corner_is_bottom_left_and_art_takes_the_middle() {
        let mut card = Collection::starter().cards[0].clone();
        let face = super::card(&card, Rgba::rgb(1, 2, 3), CARD_MM[0], &crate::print::look::Look::default());
        let corner = face.primitives.iter().find_map(|p| match p {
            Primitive::Polygon { corners, fill } if *fill == Rgba::rgb(1, 2, 3) => Some(corners.clone()),
            _ => None,
        });
        let corner = corner.expect("a marked corner");
        assert!(corner.iter().all(|c| c.x < CARD_MM[0] * 0.3 && c.y > CARD_MM[1] * 0.7), "{corner:?}");
        assert!(!face.primitives.iter().any(|p| matches!(p, Primitive::Image { .. })));
        card.art = Some("art/map.png".to_owned());
        let face = super::card(&card, INK, CARD_MM[0] * 2.0, &crate::print::look::Look::default());
        let art = face.primitives.iter().find_map(|p| match p {
            Primitive::Image { art, .. } => Some(art.as_str()),
            _ => None,
        });
        assert_eq!(art, Some("art/map.png"));
        assert!((face.size[1] - CARD_MM[1] * 2.0).abs() < 1e-3, "laid out at the size asked: {:?}", face.size);
    }
}
