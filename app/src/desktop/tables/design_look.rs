//! How a design's faces look at a table: laid out and set in the type its
//! set or collection chose, with its art when the table knows the design's
//! folder (a play-test from the workshop) — the faces the workshop
//! previews and the sheets print.

use std::cell::RefCell;
use std::path::PathBuf;

use egui::{Painter, Rect};
use parlour_core::face_layout::FaceLayout;
use parlour_core::typeface::Typeface;
use parlour_designer::print::font::Font;
use parlour_designer::print::layout::Face;

use crate::desktop::art_cache::ArtCache;
use crate::desktop::paint::paint_turned;

/// A design's layout, font and art at a table.
#[derive(Default)]
pub struct DesignLook {
    /// How faces are laid out.
    pub layout: FaceLayout,
    /// The font their texts are set in.
    pub font: Font,
    /// The design's folder and the art read from it, when known.
    art: Option<(PathBuf, RefCell<ArtCache>)>,
}

impl DesignLook {
    /// Follows the design's `layout` and `typeface` (a typeface file that
    /// cannot be had, or one whose folder is unknown, draws as `DejaVu`
    /// Sans, as the workshop names the problem).
    pub fn follow(&mut self, layout: FaceLayout, typeface: &Typeface) {
        self.layout = layout;
        let folder = self.art.as_ref().map(|(folder, _)| folder.as_path());
        self.font = Font::of_or_sans(typeface, folder);
    }

    /// Draws art, and finds a typeface file, in `folder`, the design's.
    pub fn show_art_from(&mut self, folder: PathBuf) {
        self.art = Some((folder, RefCell::default()));
    }

    /// Draws `face` filling `rect` turned `angle` radians clockwise, its
    /// art drawn when the design's folder is known.
    pub fn paint_turned(&self, painter: &Painter, rect: Rect, angle: f32, face: &Face) {
        match &self.art {
            Some((folder, cache)) => paint_turned(painter, rect, angle, face, &mut |relative| {
                cache.borrow_mut().texture(painter.ctx(), folder, relative).ok().flatten()
            }),
            None => paint_turned(painter, rect, angle, face, &mut |_| None),
        }
    }

    /// Draws `face` filling `rect`.
    pub fn paint(&self, painter: &Painter, rect: Rect, face: &Face) {
        self.paint_turned(painter, rect, 0.0, face);
    }
}
