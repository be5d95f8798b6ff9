//! The field on screen: 3-D (isometric) blocks or a flat plan, turned by
//! quarter turns, with the columns, cubes and pawns, the notch on every
//! column, and the marks of what the player may do. The labels — notches,
//! file letters and row numbers — are drawn last, over every block and
//! pawn, so that a tall column in front never hides one. Each column is a
//! clickable widget named by what stands on it, "Column c3: notch 9, a cube
//! on top", and each pawn by where it stands.

use egui::{Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, Vec2, pos2, vec2};
use parlour_core::Seat;
use parlour_core::games::jalak::{Jalak, SIDE, Square};

use super::spoken::{self, Use};

mod pawns;

/// How the field is looked at.
#[derive(Clone, Copy, Debug, Default)]
pub struct FieldView {
    /// Quarter turns clockwise, 0–3.
    turns: u8,
    /// Flat, from above, instead of in 3-D.
    flat: bool,
}

/// What to mark on the field.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Columns the player may change now.
    pub changeable: Vec<Square>,
    /// The column picked.
    pub picked: Option<Square>,
    /// Squares the player may move to.
    pub targets: Vec<Square>,
    /// Cubes a move would push: from, to.
    pub pushes: Vec<(Square, Square)>,
    /// What the hint asked for points at in this step: the column to change,
    /// then the square to move to.
    pub hinted: Option<Square>,
}

const HIGHLIGHT: Color32 = Color32::from_rgb(250, 204, 60);
const TARGET: Color32 = Color32::from_rgb(90, 220, 120);
const CUBE: Color32 = Color32::from_rgb(176, 140, 100);

impl FieldView {
    /// The buttons that turn the view and switch 3-D and flat.
    pub fn controls_ui(&mut self, ui: &mut egui::Ui) {
        if ui.button("⟲ Turn left").clicked() {
            self.turns = (self.turns + 3) % 4;
        }
        if ui.button("⟳ Turn right").clicked() {
            self.turns = (self.turns + 1) % 4;
        }
        ui.checkbox(&mut self.flat, "Flat view");
    }

    /// Quarter turns clockwise, and whether the field is seen flat.
    pub fn looked_at(self) -> (u8, bool) {
        (self.turns, self.flat)
    }

    /// The view looked at as [`FieldView::looked_at`] gave it.
    pub fn look_at(&mut self, (turns, flat): (u8, bool)) {
        self.turns = turns % 4;
        self.flat = flat;
    }

    /// Where `square` lies in the turned view: across (u) and down (v), 0–4.
    fn grid(self, square: Square) -> (f32, f32) {
        let (c, r, top) = (square.column(), square.row(), SIDE - 1);
        let (u, v) = match self.turns {
            0 => (c, top - r),
            1 => (top - r, top - c),
            2 => (top - c, r),
            _ => (r, c),
        };
        (f32::from(u), f32::from(v))
    }

    /// Each column's place to click, from farthest to nearest as `tiles`
    /// lie: the middle of its top, less what nearer columns cover (a nearer
    /// column is drawn over it, and a click there picks the nearer one). A
    /// column hidden whole keeps no place for the pointer — its button
    /// picks it — but can still take the keyboard's focus.
    fn visible_hits(tiles: &[Tile]) -> Vec<Rect> {
        tiles
            .iter()
            .enumerate()
            .map(|(i, tile)| {
                let mut hit = tile.hit;
                for nearer in &tiles[i + 1..] {
                    let cover = nearer.hit;
                    if !hit.intersects(cover) {
                        continue;
                    }
                    // Keep the largest part left uncovered: above, below or beside.
                    let parts = [
                        Rect::from_min_max(hit.min, egui::pos2(hit.max.x, cover.min.y)),
                        Rect::from_min_max(egui::pos2(hit.min.x, cover.max.y), hit.max),
                        Rect::from_min_max(hit.min, egui::pos2(cover.min.x, hit.max.y)),
                        Rect::from_min_max(egui::pos2(cover.max.x, hit.min.y), hit.max),
                    ];
                    hit = parts.into_iter().max_by(|a, b| Self::area(*a).total_cmp(&Self::area(*b))).unwrap_or(hit);
                }
                if hit.width() >= 1.0 && hit.height() >= 1.0 {
                    hit
                } else {
                    Rect::from_center_size(tile.centre, Vec2::ZERO)
                }
            })
            .collect()
    }

    /// A rectangle's area, nothing when it is turned inside out.
    fn area(rect: Rect) -> f32 {
        rect.width().max(0.0) * rect.height().max(0.0)
    }

    /// Lays the field out in `rect`: where each column of `state` is drawn.
    pub fn lay_out(self, rect: Rect, state: &Jalak) -> Field {
        let mut squares: Vec<Square> = Square::ALL.to_vec();
        // Back to front, so nearer blocks cover farther ones.
        squares.sort_by(|a, b| {
            let (ua, va) = self.grid(*a);
            let (ub, vb) = self.grid(*b);
            (ua + va).total_cmp(&(ub + vb)).then(ua.total_cmp(&ub))
        });
        let geometry = Geometry::new(rect, self.flat);
        let tiles: Vec<Tile> = squares
            .iter()
            .map(|&square| {
                let (u, v) = self.grid(square);
                geometry.tile(u, v, state.height(square))
            })
            .collect();
        let hits = Self::visible_hits(&tiles);
        Field { view: self, rect, geometry, squares, tiles, hits }
    }

    /// An arrow pressed while the column on `square` (widget `id`) has the
    /// focus moves it to the next column that way as the view is turned —
    /// not to whatever lies nearest on screen, which in 3-D is diagonal.
    fn arrowed(self, ui: &egui::Ui, square: Square, id: egui::Id) {
        let arrows = egui::EventFilter { horizontal_arrows: true, vertical_arrows: true, ..Default::default() };
        ui.memory_mut(|m| m.set_focus_lock_filter(id, arrows));
        let steps = [
            (egui::Key::ArrowLeft, -1.0, 0.0),
            (egui::Key::ArrowRight, 1.0, 0.0),
            (egui::Key::ArrowUp, 0.0, -1.0),
            (egui::Key::ArrowDown, 0.0, 1.0),
        ];
        let Some((du, dv)) = steps
            .into_iter()
            .find(|(key, ..)| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, *key)))
            .map(|(_, du, dv)| (du, dv))
        else {
            return;
        };
        let (u, v) = self.grid(square);
        if let Some(next) = Square::ALL.into_iter().find(|&s| self.grid(s) == (u + du, v + dv)) {
            ui.memory_mut(|m| m.request_focus(column_id(ui, next)));
        }
    }
}

/// What the column on `square` can be used for now, by `marks`.
fn usable(marks: &Marks, square: Square) -> Use {
    if marks.targets.contains(&square) {
        Use::MoveTo
    } else if marks.picked == Some(square) {
        Use::Picked
    } else if marks.changeable.contains(&square) {
        Use::Change
    } else {
        Use::None
    }
}

/// The field laid out on screen (see [`FieldView::lay_out`]): drawn in
/// layers — the blocks, the columns as widgets (those usable now first,
/// so that Tab goes through them before anything else), then what stands
/// over the blocks and every label, last, so that nothing hides one.
pub struct Field {
    view: FieldView,
    rect: Rect,
    geometry: Geometry,
    /// Every square, from farthest to nearest.
    squares: Vec<Square>,
    tiles: Vec<Tile>,
    /// Each column's place to click (see [`FieldView::visible_hits`]).
    hits: Vec<Rect>,
}

impl Field {
    /// The painter of the field, clipped to it.
    pub fn painter(&self, ui: &egui::Ui) -> egui::Painter {
        ui.painter_at(self.rect)
    }

    /// Where the column on `square` is drawn: its top's bounding box.
    pub fn place(&self, square: Square) -> Rect {
        let i = self.squares.iter().position(|&s| s == square).unwrap_or(0);
        Rect::from_points(&self.tiles[i].top)
    }

    /// Paints the columns and their cubes, back to front.
    pub fn paint_blocks(&self, painter: &egui::Painter, state: &Jalak, marks: &Marks) {
        for (&square, tile) in self.squares.iter().zip(&self.tiles) {
            self.paint_column(painter, tile, state, square, marks);
        }
    }

    /// The columns as widgets, named as `viewer` hears them: those that can
    /// be used now (`now` true), or the others. Each lot takes the focus in
    /// reading order as the view is turned — row by row from the top, each
    /// from the left — and the arrows move it a column at a time (see
    /// `arrowed`). Returns the column clicked.
    pub fn columns_ui(
        &self,
        ui: &mut egui::Ui,
        (state, viewer): (&Jalak, Option<Seat>),
        marks: &Marks,
        now: bool,
    ) -> Option<Square> {
        let view = self.view;
        let mut order: Vec<usize> = (0..self.squares.len()).collect();
        order.sort_by(|&a, &b| {
            let ((ua, va), (ub, vb)) = (view.grid(self.squares[a]), view.grid(self.squares[b]));
            va.total_cmp(&vb).then(ua.total_cmp(&ub))
        });
        let mut clicked = None;
        for i in order {
            let (square, hit) = (self.squares[i], self.hits[i]);
            let usable = usable(marks, square);
            let enabled = matches!(usable, Use::Change | Use::MoveTo);
            if enabled != now {
                continue;
            }
            let sense = crate::desktop::tables::focus::sense(enabled, Sense::click());
            let response = ui.interact(hit, column_id(ui, square), sense);
            crate::desktop::tables::focus::show_focus(ui, &response, enabled);
            if marks.hinted == Some(square) {
                crate::desktop::tables::focus::prefer(ui.ctx(), response.id);
            }
            let label = spoken::column_name(state, square, viewer, usable);
            crate::desktop::tables::pointing::name(&response, egui::Role::Button, enabled, &label);
            if response.has_focus() {
                view.arrowed(ui, square, response.id);
            }
            // The name on hover, not as a description too: a screen reader
            // would say every change of it twice.
            let response = response.on_hover_ui(|ui| {
                ui.label(&label);
            });
            if response.clicked() {
                clicked = Some(square);
            }
        }
        clicked
    }

    /// Paints what lies over the blocks: the path of each push, the pawns
    /// (nearest last, so no block ever hides one), then the labels — every
    /// column's notch, the file letters and row numbers — over everything,
    /// each on a dark backing so it reads on any colour and moved aside
    /// rather than lie over another label or a pawn's head. The letters and
    /// numbers stand level with the edge of `standing`, the field before the
    /// change previewed: picking a column or hovering a change never moves
    /// them.
    pub fn paint_over(
        &self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        (state, viewer): (&Jalak, Option<Seat>),
        standing: &Jalak,
    ) {
        let mut heads = Vec::new();
        for &square in &self.squares {
            self.paint_pawns(ui, painter, (state, viewer), square, &mut heads);
        }
        let radius = self.geometry.unit * 0.13;
        // A head with its white rim.
        let rim = |h: &Pos2| Rect::from_center_size(*h, Vec2::splat(radius * 2.0 + 4.0));
        let mut taken: Vec<Rect> = heads.iter().map(rim).collect();
        // The file letters and row numbers: off every column's place to
        // click and every head as the field stands, as near to the edge as
        // they can be.
        let standing_field = self.view.lay_out(self.rect, standing);
        let mut avoid: Vec<Rect> = standing_field.hits.iter().copied().filter(Rect::is_positive).collect();
        avoid.extend(standing_field.heads(standing).iter().map(rim));
        let edge_font = FontId::proportional((self.geometry.unit * 0.22).clamp(12.0, 20.0));
        for (spots, name) in self.edge_names(standing) {
            let label = Label { text: name.clone(), font: edge_font.clone(), backing: EDGE_BACKING };
            let rect = label.paint(painter, &spots, &avoid);
            avoid.push(rect);
            taken.push(rect);
            crate::desktop::paint::mark_text(painter, rect, name);
        }
        // Small enough in 3-D to stay on the top it names, off every side.
        let size = (self.geometry.unit * if self.view.flat { 0.22 } else { 0.16 }).max(10.0);
        // Nearest first: a nearer column's number keeps its place, one
        // behind it moves aside.
        for (&square, tile) in self.squares.iter().zip(&self.tiles).rev() {
            let label =
                Label { text: state.height(square).to_string(), font: FontId::proportional(size), backing: BACKING };
            let rect = label.paint(painter, &[tile.number], &taken);
            taken.push(rect);
        }
    }

    /// Where the pushes of `marks` take their cubes, as arrows.
    pub fn paint_pushes(&self, painter: &egui::Painter, state: &Jalak, marks: &Marks) {
        for &(from, to) in &marks.pushes {
            let [a, b] = [from, to].map(|s| {
                let (u, v) = self.view.grid(s);
                self.geometry.tile(u, v, state.height(s)).centre
            });
            painter.arrow(a, b - a, Stroke::new(3.0, TARGET));
        }
    }

    /// The letters `a`–`e` beside row 1 and the numbers `1`–`5` beside
    /// column `a`, wherever the turned view puts them, level with the edge:
    /// each with the places it may go, the nearest to the edge first.
    fn edge_names(&self, state: &Jalak) -> Vec<(Vec<Pos2>, String)> {
        let outside = |edge: Square, inner: Square| {
            let ((u0, v0), (u1, v1)) = (self.view.grid(edge), self.view.grid(inner));
            [0.8, 1.05, 1.3, 0.65]
                .map(|out| self.geometry.tile(u0 + (u0 - u1) * out, v0 + (v0 - v1) * out, state.height(edge)).centre)
                .to_vec()
        };
        let mut names = Vec::new();
        for i in 0..SIDE {
            if let (Some(column), Some(next_row)) = (Square::at(i, 0), Square::at(i, 1)) {
                names.push((outside(column, next_row), char::from(b'a' + i).to_string()));
            }
            if let (Some(row), Some(next_column)) = (Square::at(0, i), Square::at(1, i)) {
                names.push((outside(row, next_column), (i + 1).to_string()));
            }
        }
        names
    }

    /// The column on `square`: its sides in 3-D, its top marked as `marks`
    /// say, and the cube on it. Its notch is drawn over everything, later.
    fn paint_column(&self, painter: &egui::Painter, tile: &Tile, state: &Jalak, square: Square, marks: &Marks) {
        let flat = self.view.flat;
        let height = state.height(square);
        let top = column_colour(height);
        if !flat {
            painter.add(Shape::convex_polygon(tile.left_side.to_vec(), top.gamma_multiply(0.62), Stroke::NONE));
            painter.add(Shape::convex_polygon(tile.right_side.to_vec(), top.gamma_multiply(0.78), Stroke::NONE));
        }
        let mut outline = Stroke::new(1.0, Color32::from_gray(40));
        if marks.changeable.contains(&square) {
            outline = Stroke::new(3.0, HIGHLIGHT);
        }
        if marks.targets.contains(&square) {
            outline = Stroke::new(3.5, TARGET);
        }
        let hinted = marks.hinted == Some(square);
        if hinted {
            outline = Stroke::new(5.0, Color32::GOLD);
        }
        let fill = if marks.picked == Some(square) {
            top.lerp_to_gamma(HIGHLIGHT, 0.45)
        } else if hinted {
            top.lerp_to_gamma(Color32::GOLD, 0.3)
        } else {
            top
        };
        painter.add(Shape::convex_polygon(tile.top.to_vec(), fill, outline));
        if state.has_cube(square) {
            let cube = self.geometry.cube(tile, flat);
            if !flat {
                painter.add(Shape::convex_polygon(cube.left_side.to_vec(), CUBE.gamma_multiply(0.6), Stroke::NONE));
                painter.add(Shape::convex_polygon(cube.right_side.to_vec(), CUBE.gamma_multiply(0.8), Stroke::NONE));
            }
            painter.add(Shape::convex_polygon(cube.top.to_vec(), CUBE, Stroke::new(1.0, Color32::from_gray(50))));
        }
    }
}

/// The dark backing of a notch, and the ink of every label: light on dark
/// reads on every column's colour, a cube and a pawn alike.
const BACKING: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 185);
/// The backing of a file letter or row number: blue, so that a row's
/// number is never read as a notch.
const EDGE_BACKING: Color32 = Color32::from_rgb(38, 72, 140);
const LABEL_INK: Color32 = Color32::from_gray(245);

/// A label drawn over the field.
struct Label {
    text: String,
    font: FontId,
    backing: Color32,
}

impl Label {
    /// Paints the label on its backing, centred on the first of `spots`
    /// where it lies over none of the rectangles `avoid` (another label, a
    /// pawn's head), else just beside the first; returns its rectangle.
    fn paint(self, painter: &egui::Painter, spots: &[Pos2], avoid: &[Rect]) -> Rect {
        let galley = painter.layout_no_wrap(self.text, self.font, LABEL_INK);
        let size = galley.size() + vec2(6.0, 2.0);
        let (w, h) = (size.x + 2.0, size.y + 2.0);
        let first = spots.first().copied().unwrap_or_default();
        let beside = [
            (0.0, -h),
            (w, 0.0),
            (-w, 0.0),
            (0.0, h),
            (w, -h),
            (-w, -h),
            (w, h),
            (-w, h),
            (0.0, -2.0 * h),
            (2.0 * w, 0.0),
            (-2.0 * w, 0.0),
            (0.0, 2.0 * h),
        ];
        let free = |rect: &Rect| !avoid.iter().any(|t| t.intersects(*rect));
        let rect = spots
            .iter()
            .copied()
            .chain(beside.into_iter().map(|(dx, dy)| first + vec2(dx, dy)))
            .map(|at| Rect::from_center_size(at, size))
            .find(free)
            .unwrap_or_else(|| Rect::from_center_size(first, size));
        painter.rect_filled(rect, 3.0, self.backing);
        painter.galley(rect.center() - galley.size() / 2.0, galley, LABEL_INK);
        rect
    }
}

/// The screen shapes of one column.
struct Tile {
    top: [Pos2; 4],
    left_side: [Pos2; 4],
    right_side: [Pos2; 4],
    centre: Pos2,
    number: Pos2,
    hit: Rect,
}

/// Sizes and the origin of the drawing.
struct Geometry {
    origin: Pos2,
    /// A square's width on screen.
    unit: f32,
    /// A notch's height on screen (0 when flat).
    notch: f32,
    flat: bool,
}

impl Geometry {
    fn new(rect: Rect, flat: bool) -> Self {
        let side = f32::from(SIDE);
        if flat {
            // Room around the field for the file letters and row numbers.
            let unit = (rect.width().min(rect.height()) / (side + 1.4)).max(20.0);
            let origin = rect.center() - Vec2::splat(unit * side / 2.0);
            return Self { origin, unit, notch: 0.0, flat };
        }
        // Iso: the field is `side` units wide and half as deep, plus the tallest column.
        let unit = (rect.width() / (side + 0.6)).min(rect.height() / (side * 0.5 + 2.2)).max(20.0);
        let notch = unit * 0.09;
        let depth = unit * side * 0.5;
        let origin = pos2(rect.center().x, rect.center().y - depth / 2.0 + notch * 9.0);
        Self { origin, unit, notch, flat }
    }

    fn tile(&self, across: f32, down: f32, height: u8) -> Tile {
        if self.flat {
            let min = self.origin + vec2(across * self.unit, down * self.unit);
            let r = Rect::from_min_size(min, Vec2::splat(self.unit)).shrink(1.5);
            let top = [r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom()];
            let centre = r.center();
            return Tile {
                top,
                left_side: top,
                right_side: top,
                centre,
                number: r.left_top() + vec2(self.unit * 0.12, self.unit * 0.11),
                hit: Rect::from_center_size(centre, Vec2::splat(self.unit * 0.6)),
            };
        }
        let (wide, high) = (self.unit, self.unit * 0.5);
        let z = f32::from(height) * self.notch;
        let centre = self.origin + vec2((across - down) * wide / 2.0, (across + down) * high / 2.0 + high / 2.0 - z);
        let top = [
            centre - vec2(0.0, high / 2.0),
            centre + vec2(wide / 2.0, 0.0),
            centre + vec2(0.0, high / 2.0),
            centre - vec2(wide / 2.0, 0.0),
        ];
        // The sides run down to the ground, below the lowest notch.
        let drop = vec2(0.0, z + self.notch * 3.0);
        let left_side = [top[3], top[2], top[2] + drop, top[3] + drop];
        let right_side = [top[2], top[1], top[1] + drop, top[2] + drop];
        Tile {
            top,
            left_side,
            right_side,
            centre,
            number: centre + vec2(0.0, high * 0.28),
            hit: Rect::from_center_size(centre, vec2(wide * 0.5, high * 0.5)),
        }
    }

    /// A cube on `tile`: smaller, two notches tall.
    fn cube(&self, tile: &Tile, flat: bool) -> Tile {
        let shrink = |p: Pos2| tile.centre + (p - tile.centre) * 0.62;
        let lift = if flat { Vec2::ZERO } else { vec2(0.0, -2.0 * self.notch - self.unit * 0.12) };
        let base = tile.top.map(shrink);
        let top = base.map(|p| p + lift);
        Tile {
            top,
            left_side: [top[3], top[2], base[2], base[3]],
            right_side: [top[2], top[1], base[1], base[2]],
            centre: tile.centre + lift,
            number: tile.number,
            hit: tile.hit,
        }
    }
}

/// The widget of the column on `square`.
fn column_id(ui: &egui::Ui, square: Square) -> egui::Id {
    ui.scope_id().with(("jalak-column", square))
}

/// The colour of a column by its notch: low columns dark, high ones light.
fn column_colour(height: u8) -> Color32 {
    let t = f32::from(height) / 19.0;
    let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t) as u8;
    Color32::from_rgb(mix(70, 214), mix(82, 206), mix(104, 186))
}
