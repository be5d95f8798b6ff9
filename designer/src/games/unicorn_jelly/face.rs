//! The faces of Unicorn Jelly tiles, laid out from their data: the kind's
//! colour, the name, the power (the current one beside the printed one
//! when the board changes it), the abilities in words and the flavour;
//! and the backs of defeated tiles and hidden landmines.

use parlour_core::face_layout::FaceLayout;
use parlour_core::games::unicorn_jelly::{Kind, TileDef, TileSet};

use crate::print::layout::{Align, Area, Face, Fit, Mm, Primitive, Rgba, Stroke, mm};
use crate::print::look::Look;
use crate::print::typeset::TypeSizes;

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

/// How thick a tile's frame is, as a share of its side: its inner edge
/// 3.5 mm inside the cut of a 50 mm tile, past the 3 mm safe line.
const FRAME: f32 = 0.07;

/// The face of `def`, `side` millimetres square, as its set's `look`
/// says; `current` is its power now, when the board changes it. Each text
/// fits on its own.
pub fn tile(def: &TileDef, current: Option<i8>, side: f32, look: &Look) -> Face {
    tile_typeset(def, current, side, &TypeSizes::default(), look)
}

/// How `set`'s faces look, its typeface file (if any) read from
/// `folder`: in `DejaVu` Sans while the typeface cannot be had (the set's
/// problems say why).
pub fn look(set: &TileSet, folder: Option<&std::path::Path>) -> Look {
    let font = crate::print::font::Font::of_or_sans(&set.typeface, folder);
    Look::of(set.layout).with(font, &set.colours)
}

/// The size each element of `set`'s tiles is printed at, found across
/// them ([`TypeSizes::of_set`]): what [`tile_typeset`] takes for a face
/// as its set prints it, as it looks (`look`).
pub fn type_sizes(set: &TileSet, look: &Look) -> TypeSizes {
    TypeSizes::of_set(&set.tiles.iter().map(|def| tile(def, None, TILE_MM, look)).collect::<Vec<_>>())
}

/// The face of `def` as its set's `look` says, its texts starting from
/// its set's `sizes`:
/// the frame in the kind's colour runs to the edge, the name on it above
/// the panel; in the panel the power in its ring with the kind beside it,
/// the abilities and the flavour. Art, when the design has it, takes the
/// top of the panel — over 40 % of the face — with the power and kind on
/// it.
///
/// Full bleed, a tile with art has it under the whole face, cropped as the
/// tile says and run on into the bleed: the name on a band of the kind's
/// colour at the top, the power and kind on labels, and the words on a
/// panel at the bottom (none when the tile has no words). A tile without
/// art keeps the framed face in any layout: there is nothing to bleed.
pub fn tile_typeset(def: &TileDef, current: Option<i8>, side: f32, sizes: &TypeSizes, look: &Look) -> Face {
    let s = side;
    let frame = s * FRAME;
    let colour = look.colour(def.kind, kind_colour(def.kind));
    let mut face = Face::new(s, s).typeset_with(sizes).set_in(&look.font);
    face.name.clone_from(&def.name);
    let whole = Area::new(mm(0.0, 0.0), s, s);
    face.push(Primitive::Rect { area: whole, radius: s * 0.07, fill: colour, stroke: None });
    let header = s * 0.24;
    let name_box = Area { min: mm(frame, frame), max: mm(s - frame, header) };
    let bleeding = def.art.as_ref().filter(|_| look.layout == FaceLayout::FullBleed);
    if let Some(art) = bleeding {
        face.push(Primitive::Image { area: whole, art: art.clone(), cover: Some(def.crop) });
        let band = Area { min: mm(frame, frame), max: mm(s - frame, header - s * 0.02) };
        face.push(Primitive::Rect { area: band, radius: s * 0.03, fill: colour, stroke: None });
    }
    face.text("the name", &def.name, name_box, Fit::readable(s * 0.12, false, true, Align::Centre), WHITE);
    if bleeding.is_some() {
        power_and_kind(&mut face, def, colour, current, mm(s * 0.2, header + s * 0.15), true);
        // The panel as tall as its words need: a flavour alone takes less.
        let top = if def.abilities.is_empty() { (!def.flavour.is_empty()).then_some(0.74) } else { Some(0.6) };
        if let Some(top) = top {
            let panel = Area { min: mm(frame, s * top), max: mm(s - frame, s - frame) };
            face.push(Primitive::Rect { area: panel, radius: s * 0.04, fill: PAPER.mix(colour, 0.10), stroke: None });
            words_ui(&mut face, def, panel.min.y + s * 0.02, panel.max.y - s * 0.02, s * 0.012);
        }
        return face;
    }
    let panel = Area { min: mm(frame, header), max: mm(s - frame, s - frame) };
    face.push(Primitive::Rect { area: panel, radius: s * 0.04, fill: PAPER.mix(colour, 0.10), stroke: None });
    let text_top = match &def.art {
        Some(art) => {
            let area = Area::new(panel.min, panel.width(), s * 0.47);
            face.push(Primitive::Image { area, art: art.clone(), cover: None });
            power_and_kind(&mut face, def, colour, current, mm(s * 0.2, header + s * 0.15), true);
            area.max.y + s * 0.02
        }
        None => power_and_kind(&mut face, def, colour, current, mm(s * 0.2, header + s * 0.18), false),
    };
    let gap = if def.art.is_some() { s * 0.012 } else { s * 0.025 };
    words_ui(&mut face, def, text_top, panel.max.y - s * 0.02, gap);
    face
}

/// The abilities and the flavour between `top` and `bottom`, a clear
/// margin inside the panel: the abilities in its upper two thirds at most,
/// the flavour `gap` below them as they are set, or all of it when there
/// are none. A flavour that does not fit under them takes more of the
/// panel, the abilities set smaller, down to its lower 55 %.
///
/// The rules come first: where both cannot fit, the abilities keep the
/// room they need and the flavour is cut; where the abilities do not fit
/// even in the most room a share gives them, they take the whole room and
/// the flavour is left out (and reported so).
fn words_ui(face: &mut Face, def: &TileDef, top: f32, bottom: f32, gap: f32) {
    const SHARES: [f32; 3] = [0.66, 0.55, 0.45];
    let before = face.misfits.len();
    let abilities_cut = |f: &Face| f.misfits[before..].iter().any(|m| m.contains("the abilities do not fit"));
    let mut tried: Vec<Face> = Vec::with_capacity(SHARES.len());
    for share in SHARES {
        let mut face_at = face.clone();
        words_at(&mut face_at, def, [top, bottom], gap, share);
        if face_at.misfits.len() == before {
            *face = face_at;
            return;
        }
        tried.push(face_at);
    }
    // The flavour cut, the abilities whole: with the least room they need.
    if let Some(whole) = tried.iter().rev().find(|f| !abilities_cut(f)) {
        *face = whole.clone();
        return;
    }
    let mut alone = face.clone();
    words_at(&mut alone, &TileDef { flavour: String::new(), ..def.clone() }, [top, bottom], gap, 1.0);
    if !def.flavour.is_empty() {
        let whose = if face.name.trim().is_empty() { String::new() } else { format!("{}: ", face.name) };
        let left_out = format!("{whose}the flavour does not fit beside the abilities; it is left out");
        alone.warnings.push(left_out.clone());
        alone.misfits.push(left_out);
    }
    *face = alone;
}

/// [`words_ui`] with the abilities in the upper `share` of the room at most.
fn words_at(face: &mut Face, def: &TileDef, [top, bottom]: [f32; 2], gap: f32, share: f32) {
    let s = face.size[0];
    let words: Vec<String> = def.abilities.iter().map(|a| a.describe()).collect();
    let flavour_top = match (def.abilities.is_empty(), def.flavour.is_empty()) {
        (_, true) => bottom,
        // A panel holding the flavour alone is the flavour's.
        (true, false) => top - gap,
        (false, false) => top + (bottom - top) * share,
    };
    let abilities = Area { min: mm(s * 0.09, top), max: mm(s * 0.91, flavour_top) };
    let before = face.primitives.len();
    face.text("the abilities", &words.join(". "), abilities, Fit::readable(s * 0.085, true, false, Align::Left), INK);
    // The flavour starts under the abilities as they are set, taking the room short ones leave.
    let flavour_top = match face.primitives.get(before) {
        Some(Primitive::Text { area, .. }) if !def.flavour.is_empty() => area.max.y,
        _ => flavour_top,
    };
    if !def.flavour.is_empty() {
        let flavour = Area { min: mm(s * 0.09, flavour_top + gap), max: mm(s * 0.91, bottom) };
        let grey = Rgba::rgb(96, 88, 100);
        face.text("the flavour", &def.flavour, flavour, Fit::readable(s * 0.06, true, false, Align::Left), grey);
    }
}

/// The power in its ring (of the kind's `colour`) at `centre` (its ring green or red when the board
/// raises or lowers it, "printed N" beside it then) and the kind beside it
/// — on labels of paper when they stand `on_art`. Returns where the text
/// below may start.
fn power_and_kind(face: &mut Face, def: &TileDef, colour: Rgba, current: Option<i8>, centre: Mm, on_art: bool) -> f32 {
    let s = face.size[0];
    // A text, on art on a label of paper as wide as its words and a margin.
    let labelled = |face: &mut Face, what: &str, text: &str, area: Area, fit: Fit, ink: Rgba| {
        let at = face.primitives.len();
        face.text(what, text, area, fit, ink);
        let Some(Primitive::Text { area: set, lines, size, font, .. }) = face.primitives.get(at).cloned() else {
            return;
        };
        if on_art {
            let width = lines.iter().map(|line| font.text_width(line) * size).fold(0.0, f32::max);
            let (across, down) = (s * 0.02, s * 0.006);
            let area = Area {
                min: mm(set.min.x - across, set.min.y - down),
                max: mm(set.min.x + width + across, set.max.y + down),
            };
            let fill = PAPER.mix(colour, 0.10);
            face.primitives.insert(at, Primitive::Rect { area, radius: s * 0.02, fill, stroke: None });
        }
    };
    let kind_fit = Fit::readable(s * 0.075, false, true, Align::Left);
    let Some(printed) = def.power else {
        let line = Area::new(mm(s * 0.09, centre.y - s * 0.13), s * 0.4, s * 0.09);
        labelled(face, "the kind", &def.kind.to_string(), line, kind_fit, INK);
        return line.max.y + s * 0.03;
    };
    let now = current.unwrap_or(printed);
    let ring = match now.cmp(&printed) {
        std::cmp::Ordering::Greater => Rgba::rgb(40, 150, 70),
        std::cmp::Ordering::Less => Rgba::rgb(200, 50, 50),
        std::cmp::Ordering::Equal => colour,
    };
    let radius = s * 0.12;
    face.push(Primitive::Circle {
        centre,
        radius,
        fill: WHITE,
        stroke: Some(Stroke { width: s * 0.03, colour: ring }),
    });
    // The number's box is the square inside the ring's inner edge, so no power — "99", "-12" — leaves its disc.
    let half = (radius - s * 0.015) * std::f32::consts::FRAC_1_SQRT_2;
    let number = Area::new(mm(centre.x - half, centre.y - half), 2.0 * half, 2.0 * half);
    face.text("the power", &now.to_string(), number, Fit::readable(s * 0.125, false, true, Align::Centre), INK);
    let beside = Area::new(mm(centre.x + radius + s * 0.04, centre.y - s * 0.1), s * 0.36, s * 0.09);
    labelled(face, "the kind", &def.kind.to_string(), beside, kind_fit, INK);
    if now != printed {
        let below = Area::new(mm(beside.min.x, centre.y + s * 0.01), s * 0.36, s * 0.08);
        let grey = Rgba::rgb(90, 90, 90);
        let fit = Fit::readable(s * 0.065, false, true, Align::Left);
        labelled(face, "the printed power", &format!("printed {printed}"), below, fit, grey);
    }
    centre.y + radius + s * 0.03
}

/// A defeated tile, face down: the back — the set's own picture,
/// `back_art`, or Parlour's stripes ringed in the kind's colour as `look`
/// gives it — with the name faint when known, in the set's typeface.
pub fn defeated(def: Option<&TileDef>, side: f32, look: &Look, back_art: Option<&str>) -> Face {
    let s = side;
    let grey = Rgba::rgb(96, 96, 96);
    let rim = def.map_or(Rgba::rgb(128, 128, 128), |d| look.colour(d.kind, kind_colour(d.kind))).mix(grey, 0.4);
    let mut face = match back_art {
        Some(art) => Face::picture([s, s], rim, art),
        None => back(s, grey, rim, Rgba::rgb(110, 110, 110)),
    }
    .set_in(&look.font);
    if let Some(def) = def {
        let area = Area::new(mm(s * 0.1, s * 0.1), s * 0.8, s * 0.8);
        if back_art.is_some() {
            // On a band, to be read over any picture.
            let band = Area::new(mm(0.0, s * 0.38), s, s * 0.24);
            face.push(Primitive::Rect { area: band, radius: 0.0, fill: Rgba::rgb(40, 40, 40), stroke: None });
        }
        let fit = Fit::readable(s * 0.1, false, true, Align::Centre);
        face.text("the name", &def.name, area, fit, Rgba::rgb(200, 200, 200));
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

/// A back: a frame running to the edge and diagonal stripes inside it.
fn back(s: f32, fill: Rgba, rim: Rgba, stripes: Rgba) -> Face {
    let mut face = Face::new(s, s);
    "back".clone_into(&mut face.name);
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), s, s), radius: s * 0.07, fill: rim, stroke: None });
    let inner = Area::new(mm(s * FRAME, s * FRAME), s * (1.0 - 2.0 * FRAME), s * (1.0 - 2.0 * FRAME));
    face.push(Primitive::Rect { area: inner, radius: s * 0.04, fill, stroke: None });
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
    fn a_defeated_tile_keeps_its_sets_colour_and_back() {
        let set = TileSet::default_set();
        let hero = set.tiles.iter().find(|t| t.kind == Kind::Hero).expect("a hero");
        let green = Rgba::rgb(0, 200, 0);
        let look = Look::of(FaceLayout::Framed).with(crate::print::font::Font::sans(), &[(Kind::Hero, [0, 200, 0])]);
        let rim = |face: &Face| match face.primitives.first() {
            Some(Primitive::Rect { fill, .. }) => *fill,
            other => panic!("a rim first: {other:?}"),
        };
        let down = defeated(Some(hero), TILE_MM, &look, None);
        assert_eq!(rim(&down), green.mix(Rgba::rgb(96, 96, 96), 0.4), "the set's hero colour");
        assert_ne!(rim(&defeated(Some(hero), TILE_MM, &Look::default(), None)), rim(&down));
        let pictured = defeated(Some(hero), TILE_MM, &look, Some("art/back.png"));
        assert!(pictured.primitives.iter().any(|p| matches!(p, Primitive::Image { art, .. } if art == "art/back.png")));
        assert!(pictured.texts().contains(&hero.name), "named over the picture");
    }

    #[test]
    fn every_default_tile_fits_its_face() {
        for def in &TileSet::default_set().tiles {
            let face = tile(def, None, TILE_MM, &crate::print::look::Look::default());
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
    fn a_flavour_takes_the_room_the_abilities_leave() {
        let flavour: String = "Calls the drowned back up from the black water, one by one, and each of them \
                               remembers your name."
            .into();
        let mut def =
            TileSet::default_set().tiles.iter().find(|t| t.abilities.is_empty()).expect("a plain tile").clone();
        def.flavour.clone_from(&flavour);
        let face = tile(&def, None, TILE_MM, &crate::print::look::Look::default());
        assert!(face.misfits.is_empty(), "alone in the panel, the flavour fits: {:?}", face.misfits);
        let mut def = TileSet::default_set().tiles.iter().find(|t| !t.abilities.is_empty()).expect("one").clone();
        def.flavour.clone_from(&flavour);
        let face = tile(&def, None, TILE_MM, &crate::print::look::Look::default());
        assert!(face.misfits.is_empty(), "under short abilities, it fits too: {:?}", face.misfits);
    }

    #[test]
    fn the_rules_come_first_and_the_flavour_gives_way() {
        use parlour_core::games::unicorn_jelly::{Ability, KindSet};
        // Two abilities, art and a flavour on a 50 mm tile: the abilities
        // are printed whole, and the flavour is cut or left out, and named.
        let mut def = TileSet::default_set().tiles.iter().find(|t| t.kind == Kind::Hero).expect("a Hero").clone();
        def.name = "Blur Beast".to_owned();
        def.art = Some("art/beast.png".to_owned());
        def.abilities = vec![
            Ability::Zero { kinds: KindSet::of(&[Kind::Hero]) },
            Ability::Revive { kinds: KindSet::of(&[Kind::Hero, Kind::Personage]) },
        ];
        def.flavour = "It sees you only when you are out of focus!!".to_owned();
        for layout in [FaceLayout::Framed, FaceLayout::FullBleed] {
            let look = crate::print::look::Look::of(layout);
            let face = tile(&def, None, TILE_MM, &look);
            let cut: Vec<&String> = face.misfits.iter().filter(|m| m.contains("the abilities do not fit")).collect();
            assert!(cut.is_empty(), "{layout:?}: the abilities are printed whole: {:?}", face.misfits);
            let words = |what: &str| {
                face.primitives
                    .iter()
                    .any(|p| matches!(p, Primitive::Text { lines, .. } if lines.concat().contains(what)))
            };
            assert!(words("bordering Heroes have power 0") || words("bordering Heroes have"), "{layout:?}");
            let flavour_whole = words("out of focus!!");
            assert!(
                flavour_whole || face.misfits.iter().any(|m| m.starts_with("Blur Beast: the flavour")),
                "{layout:?}: a flavour cut short is named: {:?}",
                face.misfits
            );
        }
    }

    #[test]
    fn on_full_bleed_art_the_kind_stands_on_a_label_with_a_margin_round_its_words() {
        let mut def = TileSet::default_set().tiles.iter().find(|t| t.kind == Kind::Hero).expect("a Hero").clone();
        def.art = Some("art/hero.png".to_owned());
        let face = tile(&def, None, TILE_MM, &crate::print::look::Look::of(FaceLayout::FullBleed));
        let at = face
            .primitives
            .iter()
            .position(|p| matches!(p, Primitive::Text { lines, .. } if lines.concat() == "Hero"))
            .expect("the kind is written");
        let (Some(Primitive::Rect { area: label, .. }), Primitive::Text { area: text, lines, size, font, .. }) =
            (face.primitives.get(at - 1), &face.primitives[at])
        else {
            panic!("no label under the kind")
        };
        let width = font.text_width(&lines[0]) * size;
        let margin = 0.015 * TILE_MM;
        assert!(label.min.x <= text.min.x - margin, "a margin before the words: {label:?} {text:?}");
        assert!(label.max.x >= text.min.x + width + margin, "a margin after the words: {label:?} {text:?} {width}");
        assert!(label.max.x <= text.min.x + width + 0.05 * TILE_MM, "no wider than the words need: {label:?}");
    }

    #[test]
    fn a_set_gives_its_kinds_colours_of_its_own() {
        let mut set = TileSet::default_set().clone();
        set.colours = vec![(Kind::Hero, [20, 40, 60])];
        let look = look(&set, None);
        let hero = set.tiles.iter().find(|t| t.kind == Kind::Hero).expect("a Hero");
        let danger = set.tiles.iter().find(|t| t.kind == Kind::Danger).expect("a Danger");
        let frame = |def: &TileDef| match tile(def, None, TILE_MM, &look).primitives.first() {
            Some(Primitive::Rect { fill, .. }) => *fill,
            other => panic!("no frame: {other:?}"),
        };
        assert_eq!(frame(hero), Rgba::rgb(20, 40, 60), "the set's colour for Heroes");
        assert_eq!(frame(danger), kind_colour(Kind::Danger), "Parlour's for the others");
    }

    #[test]
    fn the_face_says_what_the_data_says() {
        let set = TileSet::default_set();
        let basilisk = set.tile("Crystal Basilisk").expect("in the default set");
        let words = tile(basilisk, Some(4), TILE_MM, &crate::print::look::Look::default()).texts();
        assert!(words.contains(&"4".to_owned()) && words.contains(&"printed 6".to_owned()), "{words:?}");
        let chou = set.tile("Chou").expect("in the default set");
        let words = tile(chou, None, TILE_MM, &crate::print::look::Look::default()).texts().join(" ");
        assert!(words.contains("bordering Dangers have power 0"), "{words}");
        assert!(!words.contains("printed"), "unchanged power shows once");
    }

    #[test]
    fn backs_keep_their_stripes_inside() {
        for face in [mine(TILE_MM), defeated(None, TILE_MM, &Look::default(), None)] {
            for primitive in &face.primitives {
                if let Primitive::Line { from, to, .. } = primitive {
                    assert!(inside(&face, from.x, from.y) && inside(&face, to.x, to.y), "{from:?} {to:?}");
                    assert!(from.x >= 4.99 && to.x <= 45.01, "clipped to the inner square: {from:?} {to:?}");
                }
            }
        }
    }
}
