//! A tile or card face as drawing primitives in millimetres. The screen
//! preview and the printed sheet draw the same primitives, so what is seen
//! is what is printed. Text is fitted here, with the font's own widths:
//! shrunk until it fits its box, and flagged when that takes it below a
//! readable size.

use parlour_core::face_layout::Crop;

use crate::print::cut::cut;
use crate::print::font::Font;
use crate::print::type_sizes::TypeSizes;
/// A colour: 8-bit sRGB, with alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba(pub [u8; 4]);

impl Rgba {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Self {
        Self([r, g, b, 255])
    }

    /// This colour mixed `t` (0..1) of the way toward `other`.
    #[must_use]
    pub fn mix(self, other: Rgba, t: f32) -> Self {
        Self(std::array::from_fn(|i| {
            (f32::from(self.0[i]) + (f32::from(other.0[i]) - f32::from(self.0[i])) * t).round() as u8
        }))
    }
}

/// A point, in millimetres from the face's top-left corner (y grows down).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mm {
    /// Across.
    pub x: f32,
    /// Down.
    pub y: f32,
}

/// The colours that mark each seat's pieces, on screen and on paper:
/// blue, orange, bluish green, reddish purple, yellow and brown, told apart
/// with the common colour-vision deficiencies too (a test checks them under
/// simulated deuteranopia and protanopia). Colour is never the only cue:
/// tables also write each seat's number or name.
pub const SEAT_COLOURS: [Rgba; 6] = [
    Rgba::rgb(0, 114, 178),
    Rgba::rgb(230, 159, 0),
    Rgba::rgb(0, 158, 115),
    Rgba::rgb(204, 121, 167),
    Rgba::rgb(240, 228, 66),
    Rgba::rgb(150, 90, 40),
];

/// A point in millimetres.
pub const fn mm(x: f32, y: f32) -> Mm {
    Mm { x, y }
}

/// A rectangle in millimetres.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    /// The top-left corner.
    pub min: Mm,
    /// The bottom-right corner.
    pub max: Mm,
}

impl Area {
    /// The rectangle from `min`, `width` by `height`.
    pub const fn new(min: Mm, width: f32, height: f32) -> Self {
        Self { min, max: Mm { x: min.x + width, y: min.y + height } }
    }

    /// Its width.
    pub fn width(&self) -> f32 {
        self.max.x - self.min.x
    }

    /// Its height.
    pub fn height(&self) -> f32 {
        self.max.y - self.min.y
    }

    /// Its centre.
    pub fn centre(&self) -> Mm {
        mm((self.min.x + self.max.x) * 0.5, (self.min.y + self.max.y) * 0.5)
    }
}

/// How a line is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    /// Its width in millimetres.
    pub width: f32,
    /// Its colour.
    pub colour: Rgba,
}

/// Where a text's lines sit in their box, across.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Against the left edge.
    Left,
    /// Centred.
    Centre,
}

/// One thing to draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Primitive {
    /// A rectangle with rounded corners; the stroke lies inside it.
    Rect {
        /// Where.
        area: Area,
        /// Corner radius.
        radius: f32,
        /// Fill.
        fill: Rgba,
        /// Outline, if any.
        stroke: Option<Stroke>,
    },
    /// A circle.
    Circle {
        /// Its centre.
        centre: Mm,
        /// Its radius.
        radius: f32,
        /// Fill.
        fill: Rgba,
        /// Outline, if any.
        stroke: Option<Stroke>,
    },
    /// A filled polygon.
    Polygon {
        /// Its corners, in order.
        corners: Vec<Mm>,
        /// Fill.
        fill: Rgba,
    },
    /// A straight line.
    Line {
        /// One end.
        from: Mm,
        /// The other end.
        to: Mm,
        /// How it is drawn.
        stroke: Stroke,
    },
    /// Art: fitted whole inside `area` keeping its proportions or, with a
    /// crop, covering all of `area`, the part the crop names shown.
    Image {
        /// The box it fits in.
        area: Area,
        /// The art, by its path relative to the set's folder.
        art: String,
        /// `None`: the art whole, inside the box; a crop: the box covered.
        cover: Option<Crop>,
    },
    /// Lines of text, already fitted: each line's top is `size × 1.2` below
    /// the last, the first at `area.min.y`; centred lines centre in `area`.
    Text {
        /// The box the text was fitted to.
        area: Area,
        /// The lines.
        lines: Vec<String>,
        /// The font size: the em, in millimetres.
        size: f32,
        /// Its colour.
        colour: Rgba,
        /// Where the lines sit across.
        align: Align,
        /// The font they are set in.
        font: Font,
    },
}

impl Primitive {
    /// This primitive with every point put where `at` says and every
    /// length (radius, stroke, text size) scaled by `k`.
    #[must_use]
    pub fn moved(&self, at: &dyn Fn(Mm) -> Mm, k: f32) -> Primitive {
        let area = |a: &Area| Area { min: at(a.min), max: at(a.max) };
        let stroke = |s: &Stroke| Stroke { width: s.width * k, colour: s.colour };
        match self {
            Primitive::Rect { area: a, radius, fill, stroke: s } => {
                Primitive::Rect { area: area(a), radius: radius * k, fill: *fill, stroke: s.as_ref().map(stroke) }
            }
            Primitive::Circle { centre, radius, fill, stroke: s } => Primitive::Circle {
                centre: at(*centre),
                radius: radius * k,
                fill: *fill,
                stroke: s.as_ref().map(stroke),
            },
            Primitive::Polygon { corners, fill } => {
                Primitive::Polygon { corners: corners.iter().map(|&c| at(c)).collect(), fill: *fill }
            }
            Primitive::Line { from, to, stroke: s } => {
                Primitive::Line { from: at(*from), to: at(*to), stroke: stroke(s) }
            }
            Primitive::Image { area: a, art, cover } => {
                Primitive::Image { area: area(a), art: art.clone(), cover: *cover }
            }
            Primitive::Text { area: a, lines, size, colour, align, font } => Primitive::Text {
                area: area(a),
                lines: lines.clone(),
                size: size * k,
                colour: *colour,
                align: *align,
                font: font.clone(),
            },
        }
    }

    /// The rectangle it covers.
    pub fn bounds(&self) -> Area {
        let spread = |points: &mut dyn Iterator<Item = Mm>| {
            let mut b = Area { min: mm(f32::MAX, f32::MAX), max: mm(f32::MIN, f32::MIN) };
            for p in points {
                (b.min.x, b.min.y, b.max.x, b.max.y) =
                    (b.min.x.min(p.x), b.min.y.min(p.y), b.max.x.max(p.x), b.max.y.max(p.y));
            }
            b
        };
        match self {
            Primitive::Rect { area, .. } | Primitive::Image { area, .. } | Primitive::Text { area, .. } => *area,
            Primitive::Circle { centre, radius, .. } => {
                Area { min: mm(centre.x - radius, centre.y - radius), max: mm(centre.x + radius, centre.y + radius) }
            }
            Primitive::Polygon { corners, .. } => spread(&mut corners.iter().copied()),
            Primitive::Line { from, to, stroke } => {
                let b = spread(&mut [*from, *to].into_iter());
                let half = stroke.width / 2.0;
                Area { min: mm(b.min.x - half, b.min.y - half), max: mm(b.max.x + half, b.max.y + half) }
            }
        }
    }
}

/// Space between the tops of two lines, in ems.
pub const LINE_HEIGHT: f32 = 1.2;

/// A laid-out face.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Face {
    /// Its width and height in millimetres: the trim, where it is cut.
    pub size: [f32; 2],
    /// What to draw, in order.
    pub primitives: Vec<Primitive>,
    /// What a reader of the file should know of the face, in words: texts
    /// set below their set's size, texts cut short ([`Face::misfits`]).
    pub warnings: Vec<String>,
    /// The texts that do not fit their boxes even at the smallest readable
    /// size and were cut short, each in words naming the design: problems
    /// to fix before printing, which `validate`, the export and the
    /// workshop report.
    pub misfits: Vec<String>,
    /// What it is, for a file named after it: a design's name, "back".
    pub name: String,
    /// The size each element's text starts from, when its set gives one.
    pub type_sizes: TypeSizes,
    /// Each text's element and the size it was set at, in order.
    pub set_at: Vec<(String, f32)>,
    /// The font its texts are set in: its set's.
    pub font: Font,
}

impl Face {
    /// An empty face of this size.
    pub fn new(width: f32, height: f32) -> Self {
        Self { size: [width, height], ..Self::default() }
    }

    /// A face that is one picture, `art`, run to its edges (and on into
    /// any bleed), over `edge` where the picture's proportions leave room:
    /// a set's own back.
    pub fn picture(size: [f32; 2], edge: Rgba, art: &str) -> Face {
        let mut face = Face::new(size[0], size[1]);
        "back".clone_into(&mut face.name);
        let whole = Area::new(mm(0.0, 0.0), size[0], size[1]);
        face.push(Primitive::Rect { area: whole, radius: 0.0, fill: edge, stroke: None });
        face.push(Primitive::Image { area: whole, art: art.to_owned(), cover: None });
        face
    }

    /// This face with its texts starting from the set's `sizes`.
    #[must_use]
    pub fn typeset_with(self, sizes: &TypeSizes) -> Self {
        Self { type_sizes: sizes.clone(), ..self }
    }

    /// This face with its texts set in `font`, its set's typeface.
    #[must_use]
    pub fn set_in(self, font: &Font) -> Self {
        Self { font: font.clone(), ..self }
    }

    /// The colour at its edge, which fills its bleed: its background's.
    pub fn edge(&self) -> Option<Rgba> {
        match self.primitives.first() {
            Some(Primitive::Rect { fill, .. }) => Some(*fill),
            _ => None,
        }
    }

    /// Every text on the face, its lines joined by spaces, in drawing order.
    pub fn texts(&self) -> Vec<String> {
        self.primitives
            .iter()
            .filter_map(|p| match p {
                Primitive::Text { lines, .. } => Some(lines.join(" ")),
                _ => None,
            })
            .collect()
    }

    /// This face in a `size` box: scaled evenly to the largest size that
    /// fits, centred, and its background (the first rectangle's fill)
    /// filling the rest — a 63 × 88 mm card on a 63.5 × 88.9 mm poker
    /// card, a tile on any card. Full-bleed art (art cropped over the whole
    /// face) covers the whole box.
    #[must_use]
    pub fn fitted(&self, size: [f32; 2]) -> Face {
        let k = (size[0] / self.size[0]).min(size[1] / self.size[1]);
        let offset = mm((size[0] - self.size[0] * k) / 2.0, (size[1] - self.size[1] * k) / 2.0);
        let at = |p: Mm| mm(offset.x + p.x * k, offset.y + p.y * k);
        // The sizes texts were set at stay the layout's own, as a set's type sizes are given to it.
        let mut fitted = Face { size, primitives: Vec::new(), ..self.clone() };
        if let Some(Primitive::Rect { radius, fill, .. }) = self.primitives.first() {
            let whole = Area::new(mm(0.0, 0.0), size[0], size[1]);
            fitted.push(Primitive::Rect { area: whole, radius: radius * k, fill: *fill, stroke: None });
        }
        let own = Area::new(mm(0.0, 0.0), self.size[0], self.size[1]);
        let whole = Area::new(mm(0.0, 0.0), size[0], size[1]);
        fitted.primitives.extend(self.primitives.iter().map(|primitive| match primitive {
            // Art covering the whole face covers the whole box, on into its bleed: no band of the frame's colour.
            Primitive::Image { area, art, cover: Some(crop) } if *area == own => {
                Primitive::Image { area: whole, art: art.clone(), cover: Some(*crop) }
            }
            _ => primitive.moved(&at, k),
        }));
        fitted.name_shrunk_texts();
        fitted
    }

    /// Adds a primitive.
    pub fn push(&mut self, primitive: Primitive) {
        self.primitives.push(primitive);
    }

    /// Fits `text` into `area`: at `size` (mm) if it fits, else shrunk in
    /// steps, wrapping when `wrap` is set, vertically centred when `centred`.
    /// Text that does not fit even at `min` is set at `min`, cut short to
    /// the lines its box holds with an ellipsis ([`cut`]), and named in
    /// [`Face::misfits`] and the warnings, `what` naming the element.
    pub fn text(&mut self, what: &str, text: &str, area: Area, fit: Fit, colour: Rgba) {
        if text.trim().is_empty() {
            return;
        }
        let mut size = self.type_sizes.get(what).map_or(fit.size, |set| set.min(fit.size));
        let font = self.font.clone();
        let lacked = font.lacks(text);
        if !lacked.is_empty() {
            let whose = if self.name.trim().is_empty() { String::new() } else { format!("{}: ", self.name) };
            let shown: Vec<String> = lacked.iter().take(8).map(char::to_string).collect();
            let more = if lacked.len() > 8 { ", …" } else { "" };
            self.warnings.push(format!(
                "{whose}{what} has characters the typeface {} lacks ({}{more}); they print as empty boxes",
                font.name(),
                shown.join(", ")
            ));
        }
        let mut lines = arrange(&font, text, area.width() / size, fit.wrap);
        while !fits(&font, &lines, area, size) && size > fit.min {
            size = (size * 0.92).max(fit.min);
            lines = arrange(&font, text, area.width() / size, fit.wrap);
        }
        if !fits(&font, &lines, area, size) {
            // A box too short for one line at the smallest size takes the line at its own height.
            size = size.min(area.height() / LINE_HEIGHT).max(1e-3);
            let most = ((area.height() + 1e-3) / (size * LINE_HEIGHT)).floor() as usize;
            lines = cut(&font, lines, area.width() / size, most);
            if fit.min < MIN_TEXT - 1e-3 {
                // Wanted below what print is read at (a face printed small): that is what to fix.
                self.too_small(what, size);
                return self.set(what, lines, area, size, fit, colour);
            }
            let points = fit.min * 72.0 / 25.4;
            let whose = if self.name.trim().is_empty() { String::new() } else { format!("{}: ", self.name) };
            // "the abilities do not fit", "the flavour does not fit".
            let (does, it) = if what.ends_with('s') { ("do", "they are") } else { ("does", "it is") };
            let misfit =
                format!("{whose}{what} {does} not fit, even at {points:.1} pt ({:.1} mm); {it} cut short", fit.min);
            self.warnings.push(misfit.clone());
            self.misfits.push(misfit);
        } else if size < MIN_TEXT - 1e-3 {
            self.too_small(what, size);
        }
        self.set(what, lines, area, size, fit, colour);
    }

    /// Sets `lines` of `what` at `size` in `area`, as `fit` places them.
    fn set(&mut self, what: &str, lines: Vec<String>, area: Area, size: f32, fit: Fit, colour: Rgba) {
        let height = lines.len() as f32 * size * LINE_HEIGHT;
        let top = if fit.centred { area.centre().y - height * 0.5 } else { area.min.y };
        let area = Area { min: mm(area.min.x, top), max: mm(area.max.x, top + height) };
        self.set_at.push((what.to_owned(), size));
        let font = self.font.clone();
        self.push(Primitive::Text { area, lines, size, colour, align: fit.align, font });
    }
}

impl Face {
    /// Names each text a scaling (to a smaller card, inside a safe line)
    /// left printing below [`MIN_TEXT`], once an element: its texts are
    /// its elements' as set, in order.
    pub(crate) fn name_shrunk_texts(&mut self) {
        let printed: Vec<f32> = self
            .primitives
            .iter()
            .filter_map(|p| match p {
                Primitive::Text { size, .. } => Some(*size),
                _ => None,
            })
            .collect();
        if printed.len() != self.set_at.len() {
            return;
        }
        for ((what, set), now) in self.set_at.clone().into_iter().zip(printed) {
            let prints = format!("{what} print");
            let named = self.misfits.iter().any(|m| m.contains(&prints) && m.contains("below the"));
            if now < MIN_TEXT - 1e-3 && set >= MIN_TEXT - 1e-3 && !named {
                self.too_small(&what, now);
            }
        }
    }

    /// Names `what`, set at `size` mm, as a text too small to read in
    /// print: a problem, as a text cut short is.
    fn too_small(&mut self, what: &str, size: f32) {
        let whose = if self.name.trim().is_empty() { String::new() } else { format!("{}: ", self.name) };
        let in_points = |mm: f32| mm * 72.0 / 25.4;
        // "the abilities print at", "the flavour prints at".
        let verb = if what.ends_with('s') { "print" } else { "prints" };
        let misfit = format!(
            "{whose}{what} {verb} at {:.1} pt ({size:.2} mm), below the {:.1} pt print is read at: print the face larger",
            in_points(size),
            in_points(MIN_TEXT)
        );
        self.warnings.push(misfit.clone());
        self.misfits.push(misfit);
    }
}

/// How a text is fitted to its box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The size wanted, in millimetres.
    pub size: f32,
    /// The smallest readable size.
    pub min: f32,
    /// Whether lines may break between words.
    pub wrap: bool,
    /// Whether the text sits in the middle of its box, up and down.
    pub centred: bool,
    /// Where lines sit across.
    pub align: Align,
}

/// The smallest readable printed text, in millimetres: 1.8 mm, 5.1 pt
/// (the em). A text that does not fit at it is cut short and reported.
pub const MIN_TEXT: f32 = 1.8;

impl Fit {
    /// Text wanted at `size` mm, flagged when it only fits below
    /// [`MIN_TEXT`] (or below `size`, if that is smaller still).
    pub fn readable(size: f32, wrap: bool, centred: bool, align: Align) -> Self {
        Self { size, min: MIN_TEXT.min(size), wrap, centred, align }
    }
}

/// The text's lines in `font` for a box `width` ems wide.
fn arrange(font: &Font, text: &str, width: f32, wrap: bool) -> Vec<String> {
    if !wrap {
        return vec![text.to_owned()];
    }
    let mut lines: Vec<String> = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split_whitespace() {
            let longer = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
            if font.text_width(&longer) > width && !line.is_empty() {
                lines.push(std::mem::replace(&mut line, word.to_owned()));
            } else {
                line = longer;
            }
        }
        lines.push(line);
    }
    lines
}

fn fits(font: &Font, lines: &[String], area: Area, size: f32) -> bool {
    let widest = lines.iter().map(|l| font.text_width(l)).fold(0.0, f32::max) * size;
    widest <= area.width() + 1e-3 && lines.len() as f32 * size * LINE_HEIGHT <= area.height() + 1e-3
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIT: Fit = Fit { size: 4.0, min: 1.5, wrap: true, centred: false, align: Align::Left };

    fn text_of(face: &Face) -> (Vec<String>, f32) {
        match face.primitives.last() {
            Some(Primitive::Text { lines, size, .. }) => (lines.clone(), *size),
            other => panic!("no text: {other:?}"),
        }
    }

    #[test]
    fn text_that_fits_keeps_its_size_and_wraps_between_words() {
        let mut face = Face::new(50.0, 50.0);
        face.text("note", "one two three four", Area::new(mm(0.0, 0.0), 30.0, 20.0), FIT, Rgba::rgb(0, 0, 0));
        let (lines, size) = text_of(&face);
        assert!((size - 4.0).abs() < 1e-6, "{size}");
        assert!(lines.len() >= 2, "{lines:?}");
        assert_eq!(lines.join(" "), "one two three four");
        assert!(lines.iter().all(|l| Font::sans().text_width(l) * size <= 30.0), "{lines:?}");
        assert!(face.warnings.is_empty());
    }

    #[test]
    fn a_fitted_face_keeps_its_proportions_centred_in_the_box() {
        let mut face = Face::new(10.0, 20.0);
        let ink = Rgba::rgb(0, 0, 0);
        face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), 10.0, 20.0), radius: 1.0, fill: ink, stroke: None });
        face.push(Primitive::Circle { centre: mm(5.0, 10.0), radius: 2.0, fill: ink, stroke: None });
        let fitted = face.fitted([30.0, 30.0]);
        assert!(fitted.size.iter().all(|s| (s - 30.0).abs() < 1e-6));
        // Scaled by 1.5 (the height limits), centred across: 15 wide, 7.5 mm in.
        match &fitted.primitives[..] {
            [
                Primitive::Rect { area: whole, .. },
                Primitive::Rect { area, .. },
                Primitive::Circle { centre, radius, .. },
            ] => {
                assert_eq!(*whole, Area::new(mm(0.0, 0.0), 30.0, 30.0), "the background fills the box");
                assert_eq!(*area, Area::new(mm(7.5, 0.0), 15.0, 30.0));
                assert_eq!((*centre, *radius), (mm(15.0, 15.0), 3.0));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn full_bleed_art_covers_the_whole_box_a_face_is_fitted_to() {
        let mut face = Face::new(63.0, 88.0);
        let whole = Area::new(mm(0.0, 0.0), 63.0, 88.0);
        face.push(Primitive::Rect { area: whole, radius: 3.0, fill: Rgba::rgb(196, 40, 52), stroke: None });
        face.push(Primitive::Image { area: whole, art: "art/sea.jpg".into(), cover: Some(Crop::default()) });
        face.push(Primitive::Image { area: Area::new(mm(5.0, 5.0), 20.0, 20.0), art: "a.png".into(), cover: None });
        let poker = face.fitted([63.5, 88.9]);
        let areas: Vec<Area> = poker
            .primitives
            .iter()
            .filter_map(|p| match p {
                Primitive::Image { area, .. } => Some(*area),
                _ => None,
            })
            .collect();
        assert_eq!(areas[0], Area::new(mm(0.0, 0.0), 63.5, 88.9), "the photo runs to the poker card's edges");
        assert!(areas[1].width() < 20.5, "framed art is only scaled: {:?}", areas[1]);
    }

    #[test]
    fn characters_the_typeface_lacks_are_named_once_each() {
        let mut face = Face::new(50.0, 50.0);
        face.name = "深海 Eel".to_owned();
        face.text("the name", "深海 Eel Ω ★ 深", Area::new(mm(0.0, 0.0), 40.0, 8.0), FIT, Rgba::rgb(0, 0, 0));
        assert_eq!(
            face.warnings,
            ["深海 Eel: the name has characters the typeface DejaVu Sans lacks (深, 海); they print as empty boxes"]
        );
        let mut greek = Face::new(50.0, 50.0);
        greek.text("the name", "Ω ★ Éclair", Area::new(mm(0.0, 0.0), 40.0, 8.0), FIT, Rgba::rgb(0, 0, 0));
        assert!(greek.warnings.is_empty(), "DejaVu draws these: {:?}", greek.warnings);
    }

    #[test]
    fn text_too_long_is_shrunk_and_below_the_minimum_flagged() {
        let mut face = Face::new(50.0, 50.0);
        let long = "a very long line of ability text that goes on and on";
        face.text("abilities", long, Area::new(mm(0.0, 0.0), 20.0, 6.0), FIT, Rgba::rgb(0, 0, 0));
        let (_, size) = text_of(&face);
        assert!((1.5..4.0).contains(&size), "{size}");
        let mut cramped = Face::new(10.0, 10.0);
        cramped.text("abilities", &long.repeat(8), Area::new(mm(0.0, 0.0), 8.0, 3.0), FIT, Rgba::rgb(0, 0, 0));
        assert_eq!(
            cramped.misfits,
            ["abilities print at 4.3 pt (1.50 mm), below the 5.1 pt print is read at: print the face larger"]
        );
        assert_eq!(cramped.warnings, cramped.misfits, "told among the warnings too");
        let (lines, size) = text_of(&cramped);
        let area = Area::new(mm(0.0, 0.0), 8.0, 3.0);
        assert!(fits(&Font::sans(), &lines, area, size), "cut to its box: {lines:?} at {size}");
        assert!(lines.last().is_some_and(|l| l.ends_with(crate::print::cut::ELLIPSIS)), "{lines:?}");
    }

    /// A colour as someone with a colour-vision deficiency sees it, by the
    /// simulation of Machado, Oliveira and Fernandes (2009) at full
    /// severity, in CIELAB.
    fn seen_with(colour: Rgba, deficiency: [[f64; 3]; 3]) -> [f64; 3] {
        let linear = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
        };
        let rgb = [linear(colour.0[0]), linear(colour.0[1]), linear(colour.0[2])];
        let seen = deficiency.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0));
        let xyz = |w: [f64; 3], white: f64| (w[0] * seen[0] + w[1] * seen[1] + w[2] * seen[2]) / white;
        let lab = |t: f64| if t > 0.008_856 { t.cbrt() } else { 7.787 * t + 16.0 / 116.0 };
        let (fx, fy, fz) = (
            lab(xyz([0.4124, 0.3576, 0.1805], 0.950_47)),
            lab(xyz([0.2126, 0.7152, 0.0722], 1.0)),
            lab(xyz([0.0193, 0.1192, 0.9505], 1.088_83)),
        );
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    #[test]
    fn seat_colours_stay_apart_under_common_colour_blindness() {
        const TYPICAL: [[f64; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];
        const DEUTERANOPIA: [[f64; 3]; 3] =
            [[0.367_322, 0.860_646, -0.227_968], [0.280_085, 0.672_501, 0.047_413], [-0.011_820, 0.042_940, 0.968_881]];
        const PROTANOPIA: [[f64; 3]; 3] = [
            [0.152_286, 1.052_583, -0.204_868],
            [0.114_503, 0.786_281, 0.099_216],
            [-0.003_882, -0.048_116, 1.051_998],
        ];
        for (vision, matrix) in [("typical", TYPICAL), ("deuteranopia", DEUTERANOPIA), ("protanopia", PROTANOPIA)] {
            for (i, &a) in SEAT_COLOURS.iter().enumerate() {
                for (j, &b) in SEAT_COLOURS.iter().enumerate().skip(i + 1) {
                    let (pa, pb) = (seen_with(a, matrix), seen_with(b, matrix));
                    let distance = pa.iter().zip(pb).map(|(x, y)| (x - y).powi(2)).sum::<f64>().sqrt();
                    assert!(
                        distance > 15.0,
                        "seats {} and {} look alike with {vision}: ΔE {distance:.1}",
                        i + 1,
                        j + 1
                    );
                }
            }
        }
    }
}
