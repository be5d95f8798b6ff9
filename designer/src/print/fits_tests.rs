//! Every text on every face fits its box at every size Parlour prints —
//! or is cut short to it and its design named as a problem: over the
//! default tile set, the starter collection and generated worst cases
//! (the longest names, the most abilities, two-digit powers, the longest
//! flavour, art).

use parlour_core::design::Design;
use parlour_core::games::unicorn_jelly::{Ability, Kind, KindSet, MAX_FLAVOUR, MAX_NAME, MAX_POWER, TileSet};
use parlour_core::games::you_are_here::{Card, Collection};
use parlour_core::typeface::Typeface;

use crate::print::cut::ELLIPSIS;
use crate::print::font::Font;
use crate::print::job::ItemSize;
use crate::print::layout::{Face, LINE_HEIGHT, MIN_TEXT, Primitive};
use crate::printable::Printable;

/// Every size Parlour prints a face at, the smallest and narrowest included.
const SIZES: [&str; 10] = ["tile", "poker", "bridge", "tarot", "10mm", "10x90mm", "20mm", "30mm", "50mm", "90mm"];

/// Every size, the face's own first.
fn sizes() -> Vec<ItemSize> {
    std::iter::once(ItemSize::Natural).chain(SIZES.map(|s| s.parse().expect("a size"))).collect()
}

/// What does not hold of `face`: a text wider or taller than its box, a
/// text outside the face, or a text cut short that the face does not name
/// among its problems by the design's name.
fn unfit(face: &Face) -> Vec<String> {
    let mut wrong = Vec::new();
    let e = 1e-3;
    for primitive in &face.primitives {
        let Primitive::Text { area, lines, size, font, .. } = primitive else { continue };
        let widest = lines.iter().map(|l| font.text_width(l)).fold(0.0, f32::max) * size;
        let tall = lines.len() as f32 * size * LINE_HEIGHT;
        if widest > area.width() + e || tall > area.height() + e {
            wrong.push(format!("`{}` is {widest:.1} × {tall:.1} mm in a {area:?} box", lines.join(" ")));
        }
        if area.min.x < -e || area.min.y < -e || area.max.x > face.size[0] + e || area.max.y > face.size[1] + e {
            wrong.push(format!("`{}` leaves the face: {area:?}", lines.join(" ")));
        }
        // Print smaller than can be read is named as a problem, as a text cut short is.
        let named =
            |words: &str| face.misfits.iter().any(|m| m.starts_with(&format!("{}: ", face.name)) && m.contains(words));
        if *size < MIN_TEXT - e && !named("below the 5.1 pt print is read at") {
            wrong.push(format!(
                "`{}` prints at {size:.2} mm and {:?} does not say so by name",
                lines.join(" "),
                face.name
            ));
        }
        let cut = lines.last().is_some_and(|l| l.ends_with(ELLIPSIS));
        if cut && !face.misfits.iter().any(|m| m.starts_with(&format!("{}: ", face.name))) {
            wrong.push(format!("`{}` is cut short and {:?} does not say so by name", lines.join(" "), face.name));
        }
    }
    wrong
}

/// Every face and back of `design` at every size, with what does not hold.
fn check(design: &Design) -> Vec<(String, Vec<String>)> {
    let mut wrong = Vec::new();
    for size in sizes() {
        let job = Printable::Design { design: design.clone(), deck: None }.job(size, None).expect("a job");
        for face in job.sections.iter().flat_map(|s| s.faces.iter().chain(&s.back)) {
            let problems = unfit(face);
            if !problems.is_empty() {
                wrong.push((format!("{} at {size:?}", face.name), problems));
            }
        }
    }
    wrong
}

/// The worst tiles a designer may make: the longest names of the widest
/// letters, every ability at once, power 99, the longest flavour, with art.
fn worst_tiles() -> TileSet {
    let mut set = TileSet::default_set().clone();
    let every = KindSet::of(&Kind::ALL);
    let flavour: String = "The drowned come back up one by one and each remembers your name. "
        .repeat(4)
        .chars()
        .take(MAX_FLAVOUR)
        .collect();
    for (i, tile) in set.tiles.iter_mut().enumerate() {
        tile.name = format!("{i}{}", "W".repeat(MAX_NAME - 1 - i.to_string().len()));
        if tile.power.is_some() {
            tile.power = Some(MAX_POWER);
        }
        tile.abilities = vec![
            Ability::Modify { kinds: every, amount: -5 },
            Ability::Zero { kinds: every },
            Ability::Revive { kinds: every },
            Ability::Cover,
        ];
        tile.flavour.clone_from(&flavour);
        tile.art = (i % 2 == 0).then(|| "art/worst.png".to_owned());
    }
    set
}

/// The worst cards: the longest names, wide letters and many words.
fn worst_cards() -> Collection {
    let mut collection = Collection::starter();
    for (i, card) in collection.cards.iter_mut().enumerate() {
        card.name = if i % 2 == 0 { "W".repeat(Card::MAX_NAME) } else { "Mmm wide words ".repeat(3)[..40].to_owned() };
        card.art = (i % 3 == 0).then(|| "art/worst.jpg".to_owned());
    }
    collection
}

/// `tiles` and `cards` set in each typeface Parlour ships.
fn in_every_typeface(tiles: &TileSet, cards: &Collection) -> Vec<Design> {
    Typeface::SHIPPED
        .iter()
        .flat_map(|typeface| {
            let tiles = TileSet { typeface: typeface.clone(), ..tiles.clone() };
            let cards = Collection { typeface: typeface.clone(), ..cards.clone() };
            [Design::from(tiles), Design::from(cards)]
        })
        .collect()
}

#[test]
fn every_face_of_the_default_set_and_the_starter_collection_fits_at_every_size_in_every_typeface() {
    for design in in_every_typeface(TileSet::default_set(), &Collection::starter()) {
        let wrong = check(&design);
        assert!(wrong.is_empty(), "{wrong:#?}");
        let job = Printable::Design { design, deck: None }.job(ItemSize::Natural, None).expect("a job");
        assert!(job.misfits().is_empty(), "the default designs need no text cut: {:?}", job.misfits());
    }
}

#[test]
fn the_worst_tiles_and_cards_fit_or_are_named_at_every_size_in_every_typeface() {
    let tiles = worst_tiles();
    for design in in_every_typeface(&tiles, &worst_cards()) {
        let wrong = check(&design);
        assert!(wrong.is_empty(), "{} in {}: {wrong:#?}", design.name(), design.typeface());
    }
    // A 200-character flavour with four abilities cannot fit a 50 mm tile: each such tile is named.
    let job =
        Printable::Design { design: tiles.clone().into(), deck: None }.job(ItemSize::Natural, None).expect("a job");
    let misfits = job.misfits();
    for tile in &tiles.tiles {
        assert!(
            misfits.iter().any(|m| m.starts_with(&format!("{}: ", tile.name))),
            "{} unnamed: {misfits:?}",
            tile.name
        );
    }
}

#[test]
fn a_two_digit_power_stays_inside_its_disc() {
    let mut set = TileSet::default_set().clone();
    let tile = set.tiles.iter_mut().find(|t| t.power.is_some()).expect("a tile with power");
    tile.power = Some(MAX_POWER);
    let face = crate::games::unicorn_jelly::face::tile(tile, None, 50.0, &crate::print::look::Look::default());
    let disc = face.primitives.iter().find_map(|p| match p {
        Primitive::Circle { centre, radius, stroke, .. } => {
            Some((*centre, radius - stroke.map_or(0.0, |s| s.width) / 2.0))
        }
        _ => None,
    });
    let (centre, inner) = disc.expect("the power's disc");
    let number = face.primitives.iter().find_map(|p| match p {
        Primitive::Text { area, lines, size, .. } if lines == &["99"] => Some((*area, *size)),
        _ => None,
    });
    let (area, size) = number.expect("the power 99");
    let half_width = Font::sans().text_width("99") * size / 2.0;
    for (x, y) in [(centre.x - half_width, area.min.y), (centre.x + half_width, area.max.y)] {
        let off = ((x - centre.x).powi(2) + (y - centre.y).powi(2)).sqrt();
        assert!(off <= inner + 1e-3, "a corner of 99 lies {off:.2} mm from the centre, past the disc's {inner:.2} mm");
    }
    assert!(face.misfits.is_empty(), "{:?}", face.misfits);
}

#[test]
fn a_forty_five_character_flavour_with_an_ability_and_art_fits_a_fifty_millimetre_tile() {
    let mut set = TileSet::default_set().clone();
    let tile = set.tiles.iter_mut().find(|t| t.abilities.len() == 1).expect("a tile with one ability");
    tile.flavour = "She keeps the lighthouse lit for drowned ships".chars().take(45).collect();
    tile.art = Some("art/lighthouse.jpg".to_owned());
    let face = crate::games::unicorn_jelly::face::tile(tile, None, 50.0, &crate::print::look::Look::default());
    assert!(unfit(&face).is_empty(), "{:?}", unfit(&face));
    assert!(face.misfits.is_empty(), "fits without cutting: {:?}", face.misfits);
}
