//! How a design's faces look at a table: laid out, set and coloured as its
//! set or collection chose, with its art when the table knows the design's
//! folder (a play-test from the workshop) — the faces the workshop
//! previews and the sheets print.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use egui::{Painter, Rect};
use parlour_designer::print::layout::Face;
use parlour_designer::print::look::Look;

use crate::desktop::art_cache::ArtCache;
use crate::desktop::paint::paint_turned;

/// A design's look at a table, and its art.
#[derive(Default)]
pub struct DesignLook {
    /// Its layout, font and colours.
    pub look: Look,
    /// The design's folder and the art read from it, when known.
    art: Option<(PathBuf, RefCell<ArtCache>)>,
}

impl DesignLook {
    /// The design's folder, when the table knows it.
    pub fn folder(&self) -> Option<&Path> {
        self.art.as_ref().map(|(folder, _)| folder.as_path())
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
