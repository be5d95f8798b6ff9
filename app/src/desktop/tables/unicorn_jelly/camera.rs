//! Looking at an unbounded board: pan, zoom, and fit-to-view. Until the
//! player pans or zooms, the view follows the board as it grows — never
//! smaller than a tile whose numbers read: a board larger than that is
//! panned rather than shrunk.

use egui::{Pos2, Rect, Vec2, vec2};
use parlour_core::games::unicorn_jelly::Pos;

/// The smallest and largest tile, in points.
const SCALE_RANGE: std::ops::RangeInclusive<f32> = 16.0..=220.0;
/// The smallest tile the view fits itself to, in points per square: its
/// power reads at 11 points and its name at 7 (the whole of it is in the
/// tile's hover text). Only the player zooms out further.
pub const READABLE: f32 = 64.0;

/// Where the board is seen from.
#[derive(Clone, Copy, Debug)]
pub struct Camera {
    /// The board point at the centre of the view, in squares (east, south).
    centre: Vec2,
    /// Points per square.
    scale: f32,
    /// Whether the view fits itself to the board each frame.
    following: bool,
    /// Whether it fits the whole board however small its tiles (Fit to
    /// view), rather than down to readable tiles only.
    whole: bool,
}

impl Default for Camera {
    fn default() -> Self {
        Self { centre: Vec2::ZERO, scale: 110.0, following: true, whole: false }
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

    /// A view that follows the whole board, however small its tiles, until
    /// the player pans or zooms: Fit to view.
    pub fn whole_board() -> Self {
        Self { whole: true, ..Self::default() }
    }

    /// Whether the view fits the whole board however small its tiles.
    pub fn whole(&self) -> bool {
        self.whole
    }

    /// Fits the view to `squares` (tiles and the squares around them) and
    /// follows the board from now on — never below [`READABLE`] tiles: a
    /// larger board is panned, keeping where the view looks.
    pub fn fit(&mut self, area: Rect, squares: impl IntoIterator<Item = Pos>) {
        self.fit_down_to(area, squares, READABLE);
    }

    /// Fits the view to all of `squares`, however small their tiles: the
    /// whole board once the game is over.
    pub fn overview(&mut self, area: Rect, squares: impl IntoIterator<Item = Pos>) {
        self.fit_down_to(area, squares, *SCALE_RANGE.start());
    }

    /// Fits the view to `squares` with tiles of `smallest` points or more.
    fn fit_down_to(&mut self, area: Rect, squares: impl IntoIterator<Item = Pos>, smallest: f32) {
        let mut bounds: Option<(Vec2, Vec2)> = None;
        for pos in squares {
            let p = vec2(f32::from(pos.x), -f32::from(pos.y));
            bounds = Some(bounds.map_or((p, p), |(lo, hi)| (lo.min(p), hi.max(p))));
        }
        let (lo, hi) = bounds.unwrap_or((Vec2::ZERO, Vec2::ZERO));
        let span = hi - lo + Vec2::splat(1.0);
        let fitting = (area.width() / span.x).min(area.height() / span.y);
        self.scale = fitting.clamp(smallest, *SCALE_RANGE.end());
        // Where the board is larger than the view, the view keeps where it
        // was looking (panned by the player or brought to the focus), held
        // within the board.
        let half_view = area.size() / self.scale * 0.5;
        let middle = (lo + hi) * 0.5;
        let within = |centre: f32, lo: f32, hi: f32, half: f32, middle: f32| {
            let (lo, hi) = (lo - 0.6 + half, hi + 0.6 - half);
            if lo >= hi { middle } else { centre.clamp(lo, hi) }
        };
        let centre = if self.following && fitting < smallest { self.centre } else { middle };
        self.centre = vec2(
            within(centre.x, lo.x, hi.x, half_view.x, middle.x),
            within(centre.y, lo.y, hi.y, half_view.y, middle.y),
        );
        self.following = true;
    }

    /// Whether the view shows all of `squares` whole.
    pub fn shows(&self, area: Rect, squares: impl IntoIterator<Item = Pos>) -> bool {
        squares.into_iter().all(|pos| area.contains_rect(self.square(area, pos)))
    }

    /// Moves the view the least that brings `pos` whole into `area`,
    /// keeping its scale and whether it follows the board.
    pub fn bring_into_view(&mut self, area: Rect, pos: Pos) {
        let square = self.square(area, pos).expand(4.0);
        let shift = |lo: f32, hi: f32, min: f32, max: f32| {
            if lo < min {
                lo - min
            } else if hi > max {
                hi - max
            } else {
                0.0
            }
        };
        let delta = vec2(
            shift(square.min.x, square.max.x, area.min.x, area.max.x),
            shift(square.min.y, square.max.y, area.min.y, area.max.y),
        );
        self.centre += delta / self.scale;
    }

    /// Moves the view by a drag of `delta` points.
    pub fn pan(&mut self, delta: Vec2) {
        self.centre -= delta / self.scale;
        self.following = false;
        self.whole = false;
    }

    /// Zooms by `factor`, keeping the board point under `anchor` in place.
    pub fn zoom(&mut self, area: Rect, anchor: Pos2, factor: f32) {
        let scale = (self.scale * factor).clamp(*SCALE_RANGE.start(), *SCALE_RANGE.end());
        let offset = (anchor - area.center()) / self.scale;
        let point = self.centre + offset;
        self.scale = scale;
        self.centre = point - (anchor - area.center()) / self.scale;
        self.following = false;
        self.whole = false;
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
    fn a_board_too_large_to_read_whole_is_panned_not_shrunk() {
        let mut camera = Camera::default();
        let squares: Vec<Pos> = (-10..=10).flat_map(|x| (-6..=6).map(move |y| Pos::new(x, y))).collect();
        camera.fit(area(), squares.iter().copied());
        assert!((camera.scale() - READABLE).abs() < 1e-3, "the tiles stay readable");
        assert!(!camera.shows(area(), squares.iter().copied()), "some of the board lies beyond the view");
        // Brought to a far square, the view keeps it there as the board is fitted again.
        let far = Pos::new(10, -6);
        camera.bring_into_view(area(), far);
        assert!(camera.shows(area(), [far]), "the far square is brought into view");
        let before = camera.square(area(), far);
        camera.fit(area(), squares.iter().copied());
        assert_eq!(camera.square(area(), far), before, "fitting again keeps where the view looks");
        // Once the game is over, the whole board, however small.
        camera.overview(area(), squares.iter().copied());
        assert!(camera.shows(area(), squares.iter().copied()) && camera.scale() < READABLE);
        // A board that fits is shown whole, centred.
        let small = [Pos::new(-1, 0), Pos::new(1, 1)];
        camera.fit(area(), small);
        assert!(camera.shows(area(), small) && camera.scale() > READABLE);
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
