//! How a set's faces are laid out: framed (the art in a box on the face's
//! panel) or full bleed (the art under the whole face, out to the bleed,
//! the texts on panels over it), and how each design's art is cropped to
//! fill a full-bleed face.

use serde::{Deserialize, Serialize};

/// How every face of a set is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FaceLayout {
    /// The frame in the kind's (or suit's) colour, a panel inside it, and
    /// the art, whole, in a box on the panel: Parlour's first look, and
    /// what a set written before layouts were chosen opens with.
    #[default]
    Framed,
    /// The art covers the whole face and runs on into the bleed, cropped
    /// as each design's [`Crop`] says; the name, the numbers and the words
    /// stand on panels over it.
    FullBleed,
}

impl FaceLayout {
    /// Every layout, in the order a designer is offered them.
    pub const ALL: [FaceLayout; 2] = [FaceLayout::Framed, FaceLayout::FullBleed];

    /// Whether it is the framed layout (left out of a set's file).
    pub fn is_framed(&self) -> bool {
        *self == FaceLayout::Framed
    }
}

impl std::fmt::Display for FaceLayout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FaceLayout::Framed => "Framed",
            FaceLayout::FullBleed => "Full bleed",
        })
    }
}

/// The least zoom: the art just covers the face.
pub const MIN_ZOOM: u16 = 100;
/// The most zoom: a quarter of the art's width across the face.
pub const MAX_ZOOM: u16 = 400;

/// Which part of a design's art a full-bleed face shows: the art is scaled
/// to just cover the face, then zoomed in, and the point named comes to
/// the face's middle as far as the art's edges allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Crop {
    /// How far in, in percent: 100 just covers the face, 200 shows half
    /// as much of the art, twice as large ([`MIN_ZOOM`] to [`MAX_ZOOM`]).
    pub zoom: u16,
    /// The point of the art at the face's middle, across: 0 its left
    /// edge, 50 its middle, 100 its right edge.
    pub across: u8,
    /// The same, down: 0 its top, 100 its bottom.
    pub down: u8,
}

impl Default for Crop {
    fn default() -> Self {
        Self { zoom: MIN_ZOOM, across: 50, down: 50 }
    }
}

impl Crop {
    /// Whether it shows the art's middle at the least zoom (left out of a
    /// design's file).
    pub fn is_whole(&self) -> bool {
        *self == Crop::default()
    }

    /// What is wrong with it, in words, if anything.
    pub fn problem(&self) -> Option<String> {
        if !(MIN_ZOOM..=MAX_ZOOM).contains(&self.zoom) {
            return Some(format!("the art's zoom is {} %; it must be {MIN_ZOOM} to {MAX_ZOOM} %", self.zoom));
        }
        if self.across > 100 || self.down > 100 {
            return Some(format!(
                "the art's middle is at {} % across and {} % down; each must be 0 to 100 %",
                self.across, self.down
            ));
        }
        None
    }

    /// The part of a picture `picture` pixels (or any unit) large shown in
    /// a box `area` large, as fractions of the picture: left, top, right,
    /// bottom, each 0 to 1.
    pub fn window(&self, picture: [f32; 2], area: [f32; 2]) -> [f32; 4] {
        let [pw, ph] = picture.map(|v| v.max(1e-6));
        let [aw, ah] = area.map(|v| v.max(1e-6));
        // The share of the picture's width and height that covers the box.
        let (mut w, mut h) =
            if pw / ph > aw / ah { ((aw / ah) / (pw / ph), 1.0) } else { (1.0, (pw / ph) / (aw / ah)) };
        let zoom = f32::from(self.zoom.clamp(MIN_ZOOM, MAX_ZOOM)) / 100.0;
        w /= zoom;
        h /= zoom;
        let place = |middle: u8, size: f32| {
            let start = f32::from(middle.min(100)) / 100.0 - size / 2.0;
            start.clamp(0.0, 1.0 - size)
        };
        let (left, top) = (place(self.across, w), place(self.down, h));
        [left, top, left + w, top + h]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: [f32; 4], b: [f32; 4]) -> bool {
        a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-4)
    }

    #[test]
    fn the_art_covers_the_box_and_keeps_its_proportions() {
        let whole = Crop::default();
        // A wide picture in a square box: its middle square.
        assert!(close(whole.window([200.0, 100.0], [50.0, 50.0]), [0.25, 0.0, 0.75, 1.0]));
        // A tall picture on a card: all its width, the middle of its height.
        let [l, t, r, b] = whole.window([100.0, 300.0], [63.0, 88.0]);
        assert!(l.abs() < 1e-4 && (r - 1.0).abs() < 1e-4, "all its width");
        let shown = (b - t) * 300.0;
        assert!((100.0 / shown - 63.0 / 88.0).abs() < 1e-3, "proportions kept: {shown}");
        assert!((t + b - 1.0).abs() < 1e-4, "centred");
    }

    #[test]
    fn zoom_and_middle_move_the_window_within_the_art() {
        let crop = Crop { zoom: 200, across: 0, down: 100 };
        // Half the art each way, held at its bottom-left corner.
        assert!(close(crop.window([100.0, 100.0], [10.0, 10.0]), [0.0, 0.5, 0.5, 1.0]));
        let crop = Crop { zoom: 400, across: 60, down: 50 };
        assert!(close(crop.window([100.0, 100.0], [10.0, 10.0]), [0.475, 0.375, 0.725, 0.625]));
    }

    #[test]
    fn a_crop_out_of_range_is_named() {
        assert_eq!(Crop::default().problem(), None);
        let zoom = Crop { zoom: 90, ..Crop::default() }.problem().unwrap_or_default();
        assert!(zoom.contains("100 to 400"), "{zoom}");
        let middle = Crop { across: 101, ..Crop::default() }.problem().unwrap_or_default();
        assert!(middle.contains("0 to 100"), "{middle}");
    }
}
