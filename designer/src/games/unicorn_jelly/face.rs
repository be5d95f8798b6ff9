//! The faces of Unicorn Jelly tiles, laid out from their data: the kind's
//! colour, the name, the power (the current one beside the printed one
//! when the board changes it), the abilities in words and the flavour;
//! and the backs of defeated tiles and hidden landmines.

use parlour_core::games::unicorn_jelly::{Kind, TileDef};

use crate::print::layout::{Align, Area, Face, Fit, Primitive, Rgba, Stroke, mm};

/// The side of a printed tile, in millimetres.
pub const TILE_MM: f32 = 50.0;

/// The colour of a kind: its band, frame and power ring.
pub const fn kind_colour(kind: Kind) -> Rgba {
    match kind {
        Kind::Hero => Rgba::rgb(214, 160, 40),
        Kind::Personage => Rgba::rgb(62, 122, 200),
        Kind::Location => Rgba::rgb(70, 150, 84),
        Kind::Danger => Rgba::rgb(196, 58, 58),
        Kind::Impetus => Rgba::rgb(140, 84, 186),
    }
}

const PAPER: Rgba = Rgba::rgb(248, 244, 234);
const INK: Rgba = Rgba::rgb(34, 30, 40);
const WHITE: Rgba = Rgba::rgb(255, 255, 255);

/// The face of `def`, `side` millimetres square; `current` is its power
/// now, when the board changes it.
pub fn tile(def: &TileDef, current: Option<i8>, side: f32) -> Face {
    let s = side;
    let colour = kind_colour(def.kind);
    let mut face = Face::new(s, s);
    face.name.clone_from(&def.name);
    let whole = Area::new(mm(0.0, 0.0), s, s);
    let stroke = Some(Stroke { width: s * 0.035, colour });
    face.push(Primitive::Rect { area: whole, radius: s * 0.07, fill: PAPER.mix(colour, 0.10), stroke });
    // The band with the name: rounded at the top, square below.
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), s, s * 0.24), radius: s * 0.07, fill: colour, stroke });
    face.push(Primitive::Rect {
        area: Area::new(mm(0.0, s * 0.12), s, s * 0.12),
        radius: 0.0,
        fill: colour,
        stroke: None,
    });
    let name_box = Area::new(mm(s * 0.06, 0.0), s * 0.88, s * 0.24);
    face.text("the name", &def.name, name_box, Fit::readable(s * 0.12, false, true, Align::Centre), WHITE);
    let body = s * 0.28;
    let mut text_top = body + s * 0.14;
    if let Some(printed) = def.power {
        let now = current.unwrap_or(printed);
        let centre = mm(s * 0.2, body + s * 0.14);
        let ring = match now.cmp(&printed) {
            std::cmp::Ordering::Greater => Rgba::rgb(40, 150, 70),
            std::cmp::Ordering::Less => Rgba::rgb(200, 50, 50),
            std::cmp::Ordering::Equal => colour,
        };
        let ring = Some(Stroke { width: s * 0.03, colour: ring });
        face.push(Primitive::Circle { centre, radius: s * 0.13, fill: WHITE, stroke: ring });
        let number = Area::new(mm(centre.x - s * 0.12, centre.y - s * 0.12), s * 0.24, s * 0.24);
        face.text("the power", &now.to_string(), number, Fit::readable(s * 0.17, false, true, Align::Centre), INK);
        let room = if def.art.is_some() { s * 0.2 } else { s * 0.44 };
        let beside = Area::new(mm(centre.x + s * 0.18, centre.y - s * 0.11), room, s * 0.11);
        face.text("the kind", &def.kind.to_string(), beside, Fit::readable(s * 0.085, false, true, Align::Left), INK);
        if now != printed {
            let below = Area::new(mm(beside.min.x, centre.y + s * 0.01), room, s * 0.1);
            let grey = Rgba::rgb(90, 90, 90);
            face.text(
                "the printed power",
                &format!("printed {printed}"),
                below,
                Fit::readable(s * 0.075, false, true, Align::Left),
                grey,
            );
        }
        text_top = centre.y + s * 0.17;
    } else {
        let line = Area::new(mm(s * 0.08, body), s * 0.84, s * 0.1);
        face.text("the kind", &def.kind.to_string(), line, Fit::readable(s * 0.085, false, true, Align::Left), INK);
        text_top = text_top.min(body + s * 0.14);
    }
    if let Some(art) = &def.art {
        let area = Area::new(mm(s * 0.62, body - s * 0.01), s * 0.32, s * 0.3);
        face.push(Primitive::Image { area, art: art.clone() });
        text_top = text_top.max(area.max.y + s * 0.02);
    }
    let words: Vec<String> = def.abilities.iter().map(|a| a.describe()).collect();
    let bottom = if def.flavour.is_empty() { s * 0.95 } else { s * 0.76 };
    let abilities = Area { min: mm(s * 0.08, text_top), max: mm(s * 0.92, bottom) };
    face.text("the abilities", &words.join(". "), abilities, Fit::readable(s * 0.085, true, false, Align::Left), INK);
    if !def.flavour.is_empty() {
        let flavour = Area { min: mm(s * 0.08, s * 0.77), max: mm(s * 0.92, s * 0.95) };
        let grey = Rgba::rgb(96, 88, 100);
        face.text("the flavour", &def.flavour, flavour, Fit::readable(s * 0.06, true, false, Align::Left), grey);
    }
    face
}

/// A defeated tile, face down: the back, with the name faint when known.
pub fn defeated(def: Option<&TileDef>, side: f32) -> Face {
    let s = side;
    let rim = def.map_or(Rgba::rgb(128, 128, 128), |d| kind_colour(d.kind)).mix(Rgba::rgb(96, 96, 96), 0.4);
    let mut face = back(s, Rgba::rgb(96, 96, 96), rim, Rgba::rgb(110, 110, 110));
    if let Some(def) = def {
        let area = Area::new(mm(s * 0.1, s * 0.1), s * 0.8, s * 0.8);
        face.text(
            "the name",
            &def.name,
            area,
            Fit::readable(s * 0.1, false, true, Align::Centre),
            Rgba::rgb(200, 200, 200),
        );
    }
    face
}

/// A hidden landmine: a tile face down whose design nobody knows.
pub fn mine(side: f32) -> Face {
    let s = side;
    let gold = Rgba::rgb(230, 190, 60);
    let mut face = back(s, Rgba::rgb(52, 44, 60), gold, Rgba::rgb(66, 56, 76));
    let centre = mm(s * 0.5, s * 0.5);
    face.push(Primitive::Circle { centre, radius: s * 0.16, fill: gold, stroke: None });
    let area = Area::new(mm(s * 0.34, s * 0.34), s * 0.32, s * 0.32);
    face.text("the mark", "?", area, Fit::readable(s * 0.22, false, true, Align::Centre), INK);
    face
}

/// A back: a frame and diagonal stripes.
fn back(s: f32, fill: Rgba, rim: Rgba, stripes: Rgba) -> Face {
    let mut face = Face::new(s, s);
    "back".clone_into(&mut face.name);
    let stroke = Some(Stroke { width: s * 0.03, colour: rim });
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), s, s), radius: s * 0.07, fill, stroke });
    // Lines going up to the right across the inner square, clipped to it.
    let (lo, hi) = (s * 0.1, s * 0.9);
    let stroke = Stroke { width: s * 0.025, colour: stripes };
    let step = s * 0.12;
    let mut k = -(hi - lo) + step * 0.5;
    while k < hi - lo {
        // The line x − lo = k + (hi − y), kept where lo ≤ x ≤ hi.
        let (y_start, y_end) = ((hi + k).min(hi), (lo + k).max(lo));
        let x = |y: f32| lo + k + (hi - y);
        face.push(Primitive::Line { from: mm(x(y_start), y_start), to: mm(x(y_end), y_end), stroke });
        k += step;
    }
    face
}

#[cfg(test)]
mod tests {
    use parlour_core::games::unicorn_jelly::TileSet;

    use super::*;

    fn inside(face: &Face, x: f32, y: f32) -> bool {
        let e = 1e-3;
        x >= -e && y >= -e && x <= face.size[0] + e && y <= face.size[1] + e
    }

    #[test]
    fn every_default_tile_fits_its_face() {
        for def in &TileSet::default_set().tiles {
            let face = tile(def, None, TILE_MM);
            assert!(face.warnings.is_empty(), "{}: {:?}", def.name, face.warnings);
            let words = face.texts();
            assert!(words.contains(&def.name), "{}: {words:?}", def.name);
            for primitive in &face.primitives {
                if let Primitive::Text { area, .. } = primitive {
                    assert!(
                        inside(&face, area.min.x, area.min.y) && inside(&face, area.max.x, area.max.y),
                        "{}",
                        def.name
                    );
                }
            }
        }
    }

    #[test]
    fn the_face_says_what_the_data_says() {
        let set = TileSet::default_set();
        let basilisk = set.tile("Crystal Basilisk").expect("in the default set");
        let words = tile(basilisk, Some(4), TILE_MM).texts();
        assert!(words.contains(&"4".to_owned()) && words.contains(&"printed 6".to_owned()), "{words:?}");
        let chou = set.tile("Chou").expect("in the default set");
        let words = (tile(chou, None, TILE_MM)).texts().join(" ");
        assert!(words.contains("bordering Dangers have power 0"), "{words}");
        assert!(!words.contains("printed"), "unchanged power shows once");
    }

    #[test]
    fn backs_keep_their_stripes_inside() {
        for face in [mine(TILE_MM), defeated(None, TILE_MM)] {
            for primitive in &face.primitives {
                if let Primitive::Line { from, to, .. } = primitive {
                    assert!(inside(&face, from.x, from.y) && inside(&face, to.x, to.y), "{from:?} {to:?}");
                    assert!(from.x >= 4.99 && to.x <= 45.01, "clipped to the inner square: {from:?} {to:?}");
                }
            }
        }
    }
}
