//! Looking at an unbounded board: pan, zoom, and fit-to-view. Until the
//! player pans or zooms, the view follows the board as it grows.

use egui::{Pos2, Rect, Vec2, vec2};
use parlour_core::games::unicorn_jelly::Pos;

/// The smallest and largest tile, in points.
const SCALE_RANGE: std::ops::RangeInclusive<f32> = 16.0..=220.0;

/// Where the board is seen from.
#[derive(Clone, Copy, Debug)]
pub struct Camera {
    /// The board point at the centre of the view, in squares (east, south).
    centre: Vec2,
    /// Points per square.
    scale: f32,
    /// Whether the view fits itself to the board each frame.
    following: bool,
}

impl Default for Camera {
    fn default() -> Self {
        Self { centre: Vec2::ZERO, scale: 110.0, following: true }
    }
}

impl Camera {
    /// The screen square of `pos` in the view `area`.
    pub fn square(&self, area: Rect, pos: Pos) -> Rect {
        let world = vec2(f32::from(pos.x), -f32::from(pos.y));
        let centre = area.center() + (world - self.centre) * self.scale;
        Rect::from_center_size(centre, Vec2::splat(self.scale * 0.94))
    }

    /// Points per square.
    pub fn scale(&self) -> f32 {
        self.scale
    }

    /// Whether the view follows the board.
    pub fn following(&self) -> bool {
        self.following
    }

    /// Fits the view to `squares` (tiles and the squares around them) and
    /// follows the board from now on.
    pub fn fit(&mut self, area: Rect, squares: impl IntoIterator<Item = Pos>) {
        let mut bounds: Option<(Vec2, Vec2)> = None;
        for pos in squares {
            let p = vec2(f32::from(pos.x), -f32::from(pos.y));
            bounds = Some(bounds.map_or((p, p), |(lo, hi)| (lo.min(p), hi.max(p))));
        }
        let (lo, hi) = bounds.unwrap_or((Vec2::ZERO, Vec2::ZERO));
        let span = hi - lo + Vec2::splat(1.0);
        self.centre = (lo + hi) * 0.5;
        self.scale =
            (area.width() / span.x).min(area.height() / span.y).clamp(*SCALE_RANGE.start(), *SCALE_RANGE.end());
        self.following = true;
    }

    /// Moves the view by a drag of `delta` points.
    pub fn pan(&mut self, delta: Vec2) {
        self.centre -= delta / self.scale;
        self.following = false;
    }

    /// Zooms by `factor`, keeping the board point under `anchor` in place.
    pub fn zoom(&mut self, area: Rect, anchor: Pos2, factor: f32) {
        let scale = (self.scale * factor).clamp(*SCALE_RANGE.start(), *SCALE_RANGE.end());
        let offset = (anchor - area.center()) / self.scale;
        let point = self.centre + offset;
        self.scale = scale;
        self.centre = point - (anchor - area.center()) / self.scale;
        self.following = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area() -> Rect {
        Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0))
    }

    #[test]
    fn fitting_shows_every_square_and_north_is_up() {
        let mut camera = Camera::default();
        let squares = [Pos::new(-2, 0), Pos::new(3, 1), Pos::new(0, -2)];
        camera.fit(area(), squares);
        for pos in squares {
            assert!(area().contains_rect(camera.square(area(), pos)), "{pos} is out of view");
        }
        assert!(camera.square(area(), Pos::new(0, 1)).center().y < camera.square(area(), Pos::ORIGIN).center().y);
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_and_stops_following() {
        let mut camera = Camera::default();
        let anchor = camera.square(area(), Pos::new(1, 1)).center();
        camera.zoom(area(), anchor, 1.5);
        assert!((camera.square(area(), Pos::new(1, 1)).center() - anchor).length() < 0.01);
        assert!(!camera.following());
        camera.pan(vec2(30.0, 0.0));
        assert!((camera.square(area(), Pos::new(1, 1)).center().x - anchor.x - 30.0).abs() < 0.01);
    }
}
