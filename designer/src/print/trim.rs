//! The three lines a printed face is laid out around: the **trim**, where
//! it is cut (the face's own size); the **bleed** outside it, to which
//! everything that reaches the edge runs on, so a cut a little off shows no
//! paper; and the **safe** line inside it, within which text, numbers,
//! symbols and a frame's inner edge stay, so a cut a little off never
//! touches them.

use crate::print::layout::{Area, Face, Mm, Primitive, mm};

/// How far inside the trim a face keeps what must not be cut, in mm,
/// unless asked otherwise.
pub const SAFE_MM: f32 = 3.0;

/// The bleed print shops ask for, in mm: 1/8 inch.
pub const PRINT_SHOP_BLEED_MM: f32 = 3.175;

/// How close to a face's edge (mm) a shape counts as reaching it, and so
/// runs on into the bleed.
const AT_EDGE: f32 = 0.01;

impl Face {
    /// The area inside its safe line, `safe` mm inside the trim.
    pub fn safe_area(&self, safe: f32) -> Area {
        Area { min: mm(safe, safe), max: mm(self.size[0] - safe, self.size[1] - safe) }
    }

    /// Whether `primitive` reaches the trim: the background, or a band or
    /// art along an edge. These run on into the bleed; the rest stays
    /// inside the safe line.
    pub fn reaches_edge(&self, index: usize) -> bool {
        let Some(primitive) = self.primitives.get(index) else { return false };
        let [w, h] = self.size;
        match primitive {
            Primitive::Rect { area, .. } | Primitive::Image { area, .. } => {
                index == 0
                    || area.min.x <= AT_EDGE
                    || area.min.y <= AT_EDGE
                    || area.max.x >= w - AT_EDGE
                    || area.max.y >= h - AT_EDGE
            }
            _ => false,
        }
    }

    /// What lies outside the safe line `safe` mm inside the trim, and must
    /// not: each primitive that does not reach the edge, by its index.
    pub fn outside_safe(&self, safe: f32) -> Vec<usize> {
        let inside = self.safe_area(safe);
        let e = 1e-3;
        (0..self.primitives.len())
            .filter(|&i| !self.reaches_edge(i))
            .filter(|&i| {
                let b = self.primitives[i].bounds();
                b.min.x < inside.min.x - e
                    || b.min.y < inside.min.y - e
                    || b.max.x > inside.max.x + e
                    || b.max.y > inside.max.y + e
            })
            .collect()
    }

    /// This face with everything that does not reach its edge drawn in
    /// toward its centre, evenly, as far as it takes to lie inside the safe
    /// line `safe` mm inside the trim (a frame thickens, its contents
    /// shrink); unchanged when it already does.
    #[must_use]
    pub fn kept_inside(&self, safe: f32) -> Face {
        let centre = mm(self.size[0] / 2.0, self.size[1] / 2.0);
        let mut k: f32 = 1.0;
        for i in (0..self.primitives.len()).filter(|&i| !self.reaches_edge(i)) {
            let b = self.primitives[i].bounds();
            let (reach_x, reach_y) =
                ((centre.x - b.min.x).max(b.max.x - centre.x), (centre.y - b.min.y).max(b.max.y - centre.y));
            for (reach, room) in [(reach_x, centre.x - safe), (reach_y, centre.y - safe)] {
                if reach > room && reach > 0.0 {
                    k = k.min((room / reach).max(0.0));
                }
            }
        }
        if k >= 1.0 {
            return self.clone();
        }
        let at = |p: Mm| mm(centre.x + (p.x - centre.x) * k, centre.y + (p.y - centre.y) * k);
        let primitives = self
            .primitives
            .iter()
            .enumerate()
            .map(|(i, p)| if self.reaches_edge(i) { p.clone() } else { p.moved(&at, k) })
            .collect();
        let mut kept = Face { primitives, ..self.clone() };
        kept.name_shrunk_texts();
        kept
    }

    /// This face with `bleed` mm more on every side, everything that
    /// reaches the trim running on to the new edge: the background filling
    /// it square, a band or art along an edge carried past it. What lies
    /// inside stays where it was, `bleed` mm further from the corner. With
    /// no bleed the background still fills the trim square, as the cut is
    /// square: no paper shows at a corner.
    #[must_use]
    pub fn bled(&self, bleed: f32) -> Face {
        let bleed = bleed.max(0.0);
        let [w, h] = self.size;
        let shift = |p: Mm| mm(p.x + bleed, p.y + bleed);
        // A rectangle moved, each side that lies on the trim carried out to the bleed's edge.
        let carried = |a: &Area| {
            let out = |at: f32, edge: f32, to: f32| if (at - edge).abs() <= AT_EDGE { to } else { at + bleed };
            Area {
                min: mm(out(a.min.x, 0.0, 0.0), out(a.min.y, 0.0, 0.0)),
                max: mm(out(a.max.x, w, w + 2.0 * bleed), out(a.max.y, h, h + 2.0 * bleed)),
            }
        };
        let whole = [w + 2.0 * bleed, h + 2.0 * bleed];
        let primitives = self
            .primitives
            .iter()
            .enumerate()
            .map(|(i, primitive)| match primitive {
                Primitive::Rect { fill, .. } if i == 0 => Primitive::Rect {
                    area: Area::new(mm(0.0, 0.0), whole[0], whole[1]),
                    radius: 0.0,
                    fill: *fill,
                    stroke: None,
                },
                Primitive::Rect { area, radius, fill, stroke } if self.reaches_edge(i) => {
                    Primitive::Rect { area: carried(area), radius: *radius, fill: *fill, stroke: *stroke }
                }
                Primitive::Image { area, art, cover } if self.reaches_edge(i) => {
                    Primitive::Image { area: carried(area), art: art.clone(), cover: *cover }
                }
                other => other.moved(&shift, 1.0),
            })
            .collect();
        Face { size: whole, primitives, ..self.clone() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::layout::Rgba;

    #[test]
    fn a_bled_face_carries_what_reaches_its_edge_into_the_bleed_and_keeps_the_rest_in_place() {
        let mut face = Face::new(50.0, 50.0);
        let (paper, band, ink) = (Rgba::rgb(250, 250, 240), Rgba::rgb(200, 0, 0), Rgba::rgb(0, 0, 0));
        face.push(Primitive::Rect {
            area: Area::new(mm(0.0, 0.0), 50.0, 50.0),
            radius: 3.0,
            fill: paper,
            stroke: None,
        });
        face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), 50.0, 12.0), radius: 3.0, fill: band, stroke: None });
        face.push(Primitive::Circle { centre: mm(25.0, 25.0), radius: 5.0, fill: ink, stroke: None });
        let bled = face.bled(3.0);
        assert!(bled.size.iter().all(|&s| (s - 56.0).abs() < 1e-6), "{:?}", bled.size);
        assert_eq!(bled.edge(), Some(paper));
        match &bled.primitives[..] {
            [
                Primitive::Rect { area: whole, radius, .. },
                Primitive::Rect { area: top, .. },
                Primitive::Circle { centre, .. },
            ] => {
                assert_eq!(
                    (*whole, *radius),
                    (Area::new(mm(0.0, 0.0), 56.0, 56.0), 0.0),
                    "square, to the bleed's edge"
                );
                assert_eq!(*top, Area::new(mm(0.0, 0.0), 56.0, 15.0), "the band runs out on three sides");
                assert_eq!(*centre, mm(28.0, 28.0), "the rest keeps its place on the face");
            }
            other => panic!("{other:?}"),
        }
        let unbled = face.bled(0.0);
        assert!(unbled.size.iter().zip(face.size).all(|(a, b)| (a - b).abs() < 1e-6), "the same size");
        assert!(matches!(unbled.primitives[0], Primitive::Rect { radius: 0.0, .. }), "square to the cut");
        assert_eq!(unbled.primitives[1..], face.primitives[1..]);
    }

    #[test]
    fn content_is_drawn_in_to_a_wider_safe_line_and_what_reaches_the_edge_stays() {
        let mut face = Face::new(50.0, 50.0);
        let (frame, paper, ink) = (Rgba::rgb(200, 0, 0), Rgba::rgb(250, 250, 240), Rgba::rgb(0, 0, 0));
        face.push(Primitive::Rect {
            area: Area::new(mm(0.0, 0.0), 50.0, 50.0),
            radius: 3.0,
            fill: frame,
            stroke: None,
        });
        face.push(Primitive::Rect {
            area: Area::new(mm(3.0, 3.0), 44.0, 44.0),
            radius: 2.0,
            fill: paper,
            stroke: None,
        });
        face.push(Primitive::Circle { centre: mm(7.0, 25.0), radius: 4.0, fill: ink, stroke: None });
        assert!(face.outside_safe(3.0).is_empty());
        assert_eq!(face.kept_inside(3.0), face, "already inside: unchanged");
        assert_eq!(face.outside_safe(5.0), [1, 2], "the panel and the disc cross a 5 mm line");
        let kept = face.kept_inside(5.0);
        assert!(kept.outside_safe(5.0).is_empty(), "{:?}", kept.primitives);
        assert_eq!(kept.primitives[0], face.primitives[0], "the background stays at the edge");
        match &kept.primitives[1..] {
            [Primitive::Rect { area, .. }, Primitive::Circle { centre, radius, .. }] => {
                assert!((area.min.x - 5.0).abs() < 1e-4 && (area.max.x - 45.0).abs() < 1e-4, "{area:?}");
                // Drawn in by 40 / 44 about the centre.
                assert!(
                    (centre.x - (25.0 - 18.0 * 40.0 / 44.0)).abs() < 1e-4 && (radius - 4.0 * 40.0 / 44.0).abs() < 1e-4
                );
            }
            other => panic!("{other:?}"),
        }
    }
}
