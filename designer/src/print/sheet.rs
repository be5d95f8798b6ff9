//! Print sheets: where items go on paper. Items (tiles or cards, all one
//! size) are laid in a grid inside the margins, with a gap between them
//! (0 shares the cut lines) and bleed around each; back pages put each back
//! exactly behind its face for the way the paper is turned over.

use parlour_core::ParseError;
use std::str::FromStr;

use crate::print::layout::{Area, Mm, mm};

/// A sheet of paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Width and height in millimetres, portrait.
    pub const fn size(self) -> [f32; 2] {
        match self {
            Paper::A4 => [210.0, 297.0],
            Paper::Letter => [215.9, 279.4],
        }
    }
}

impl FromStr for Paper {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            _ => Err(ParseError::new(text, "a paper size", "a4 or letter")),
        }
    }
}

/// How backs are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backs {
    /// No backs.
    None,
    /// Two-sided, the sheet turned over its long edge (left and right swap).
    LongEdge,
    /// Two-sided, the sheet turned over its short edge (top and bottom swap).
    ShortEdge,
    /// One-sided: faces on the top half, backs on the bottom half, the sheet
    /// folded across its middle before cutting.
    Fold,
}

impl FromStr for Backs {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "none" => Ok(Backs::None),
            "long-edge" => Ok(Backs::LongEdge),
            "short-edge" => Ok(Backs::ShortEdge),
            "fold" => Ok(Backs::Fold),
            _ => Err(ParseError::new(text, "a way to print backs", "none, long-edge, short-edge or fold")),
        }
    }
}

/// The guides for cutting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// Crop marks outside each item's corners.
    Crop,
    /// Thin lines through the whole sheet along every cut.
    Lines,
    /// None.
    None,
}

impl FromStr for Marks {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "crop" => Ok(Marks::Crop),
            "lines" => Ok(Marks::Lines),
            "none" => Ok(Marks::None),
            _ => Err(ParseError::new(text, "a kind of cut mark", "crop, lines or none")),
        }
    }
}

/// The thinnest cut guide, in points, that survives a home printer.
pub const MIN_MARK_WEIGHT: f32 = 0.5;

/// The shape of crop marks. They stand outside the whole grid of items,
/// one pair on the line of every cut, so each cut through the sheet leaves
/// the marks of the cuts still to come.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CropMarks {
    /// How long each mark is, in mm.
    pub length: f32,
    /// How far beyond the bleed a mark starts, in mm.
    pub offset: f32,
    /// The line's weight in points, at least [`MIN_MARK_WEIGHT`].
    pub weight: f32,
}

impl Default for CropMarks {
    /// Short enough that nine poker cards still fit an A4 sheet inside
    /// home-printer margins.
    fn default() -> Self {
        Self { length: 2.0, offset: 1.0, weight: MIN_MARK_WEIGHT }
    }
}

/// How a sheet is laid out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SheetOptions {
    /// The paper.
    pub paper: Paper,
    /// Whether the paper is turned sideways.
    pub landscape: bool,
    /// The unprinted border, in mm (6.35 mm suits home printers).
    pub margin: f32,
    /// Space between items, in mm; never less than twice the bleed, so
    /// that no item's bleed covers its neighbour.
    pub gap: f32,
    /// How far each face's background runs past its cut line, in mm.
    pub bleed: f32,
    /// Cut guides.
    pub marks: Marks,
    /// The shape of crop marks (the weight also serves cut lines).
    pub crop: CropMarks,
    /// Backs.
    pub backs: Backs,
    /// A shift given to back pages, in mm (right, down, as seen on the
    /// back), for printers that do not line the two sides up.
    pub back_offset: [f32; 2],
    /// Whether a calibration page (rulers, and with duplex backs a cross
    /// to read the printer's offset against) comes first.
    pub calibration: bool,
    /// At most this many items a page, when set. One is a print shop's
    /// file: each face on a page of its own, the page the face and its
    /// bleed (no paper, margins or guides), each back on the page after
    /// its face.
    pub per_page: Option<usize>,
}

impl Default for SheetOptions {
    fn default() -> Self {
        Self {
            paper: Paper::A4,
            landscape: false,
            margin: 6.35,
            gap: 0.0,
            bleed: 0.0,
            marks: Marks::Crop,
            crop: CropMarks::default(),
            backs: Backs::None,
            back_offset: [0.0, 0.0],
            calibration: false,
            per_page: None,
        }
    }
}

/// Why items cannot be laid out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a {width} × {height} mm item does not fit inside the margins of the page")]
pub struct TooLarge {
    /// The item's width, rounded.
    pub width: u32,
    /// The item's height, rounded.
    pub height: u32,
}

/// The items of one page: for each, which item (its index in the list
/// printed) and its cut rectangle in mm from the page's top-left corner.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// Faces and where they are cut.
    pub items: Vec<(usize, Area)>,
    /// Backs and where they are cut: the whole of a duplex back page, the
    /// bottom half of a fold-over page.
    pub backs: Vec<(usize, Area)>,
}

impl Page {
    /// Whether the page shows faces (and so cut guides and the stamp).
    pub fn is_front(&self) -> bool {
        !self.items.is_empty()
    }

    /// The lines to draw as cut guides, in mm from the page's top-left
    /// corner: crop marks beyond both ends of the grid on the line of every
    /// cut, or lines through the whole sheet along every cut.
    pub fn cut_guides(&self, options: &SheetOptions) -> Vec<[Mm; 2]> {
        let Some(&(_, first)) = self.items.first() else { return Vec::new() };
        let grid = self.items.iter().fold(first, |g, (_, a)| Area {
            min: mm(g.min.x.min(a.min.x), g.min.y.min(a.min.y)),
            max: mm(g.max.x.max(a.max.x), g.max.y.max(a.max.y)),
        });
        let mut xs: Vec<f32> = self.items.iter().flat_map(|(_, a)| [a.min.x, a.max.x]).collect();
        let mut ys: Vec<f32> = self.items.iter().flat_map(|(_, a)| [a.min.y, a.max.y]).collect();
        for list in [&mut xs, &mut ys] {
            list.sort_by(f32::total_cmp);
            list.dedup_by(|a, b| (*a - *b).abs() < 0.01);
        }
        match options.marks {
            Marks::None => Vec::new(),
            Marks::Lines => {
                let [page_w, page_h] = options.page_size();
                let down = xs.into_iter().map(|x| [mm(x, 0.0), mm(x, page_h)]);
                down.chain(ys.into_iter().map(|y| [mm(0.0, y), mm(page_w, y)])).collect()
            }
            Marks::Crop => {
                let near = options.bleed + options.crop.offset;
                let far = near + options.crop.length;
                let (top, bottom) = (grid.min.y, grid.max.y);
                let (left, right) = (grid.min.x, grid.max.x);
                let down = xs
                    .into_iter()
                    .flat_map(|x| [[mm(x, top - near), mm(x, top - far)], [mm(x, bottom + near), mm(x, bottom + far)]]);
                let across = ys
                    .into_iter()
                    .flat_map(|y| [[mm(left - near, y), mm(left - far, y)], [mm(right + near, y), mm(right + far, y)]]);
                down.chain(across).collect()
            }
        }
    }
}

impl SheetOptions {
    /// Whether each face is a page of its own, its size the face's and its bleed's.
    pub fn face_pages(&self) -> bool {
        self.per_page == Some(1)
    }

    /// The width and height of a page of `item`-sized items: the paper's,
    /// or the item and its bleed on a page of its own.
    pub fn page_size_for(&self, item: [f32; 2]) -> [f32; 2] {
        if self.face_pages() { item.map(|side| side + 2.0 * self.bleed) } else { self.page_size() }
    }

    /// The paper's width and height, as it is turned.
    pub fn page_size(&self) -> [f32; 2] {
        let [w, h] = self.paper.size();
        if self.landscape { [h, w] } else { [w, h] }
    }

    /// The room kept clear around the grid of items: the bleed, and the
    /// crop marks beyond it.
    pub fn room(&self) -> f32 {
        match self.marks {
            Marks::Crop => self.bleed + self.crop.offset + self.crop.length,
            Marks::Lines | Marks::None => self.bleed,
        }
    }

    /// How many pages the calibration adds: none, its page, and its back
    /// when backs are printed two-sided.
    pub fn calibration_pages(&self) -> usize {
        match (self.calibration, self.backs) {
            (false, _) => 0,
            (true, Backs::LongEdge | Backs::ShortEdge) => 2,
            (true, _) => 1,
        }
    }

    /// The pages for `count` items of `size` (mm): fronts, and — when
    /// backs are printed two-sided — each front followed by its back page.
    pub fn pages(&self, size: [f32; 2], count: usize) -> Result<Vec<Page>, TooLarge> {
        if self.face_pages() {
            let at = mm(self.bleed, self.bleed);
            let mut pages = Vec::new();
            for item in 0..count {
                let items = vec![(item, Area::new(at, size[0], size[1]))];
                if self.backs == Backs::None {
                    pages.push(Page { items, backs: Vec::new() });
                } else {
                    pages.push(Page { items: items.clone(), backs: Vec::new() });
                    pages.push(Page { items: Vec::new(), backs: items });
                }
            }
            return Ok(pages);
        }
        let [page_w, page_h] = self.page_size();
        let room = self.room();
        let spacing = self.gap.max(2.0 * self.bleed);
        let pitch = [size[0] + spacing, size[1] + spacing];
        let fold = self.backs == Backs::Fold;
        // Folded, the faces take the top half and keep their room clear of the fold.
        let high = if fold { page_h / 2.0 - self.margin - 2.0 * room } else { page_h - 2.0 * (self.margin + room) };
        let usable = [page_w - 2.0 * (self.margin + room), high];
        // A hair of slack, so an item exactly as big as the room still fits.
        let fit = |i: usize| ((usable[i] + spacing + 1e-3) / pitch[i]).floor().max(0.0) as usize;
        let (columns, rows) = (fit(0), fit(1));
        if columns == 0 || rows == 0 {
            return Err(TooLarge { width: size[0].round() as u32, height: size[1].round() as u32 });
        }
        // The grid is centred on the page, so that backs line up however the sheet turns.
        let grid = [columns as f32 * pitch[0] - spacing, rows as f32 * pitch[1] - spacing];
        let top = if fold { page_h / 2.0 - room - grid[1] } else { (page_h - grid[1]) / 2.0 };
        let origin = [(page_w - grid[0]) / 2.0, top];
        let per_page = (columns * rows).min(self.per_page.unwrap_or(usize::MAX)).max(1);
        let mut pages = Vec::new();
        for first in (0..count).step_by(per_page) {
            let items: Vec<(usize, Area)> = (first..count.min(first + per_page))
                .map(|item| {
                    let (column, row) = ((item - first) % columns, (item - first) / columns);
                    let at = mm(origin[0] + column as f32 * pitch[0], origin[1] + row as f32 * pitch[1]);
                    (item, Area::new(at, size[0], size[1]))
                })
                .collect();
            let backs = self.backs_of(&items);
            match self.backs {
                Backs::None => pages.push(Page { items, backs: Vec::new() }),
                Backs::Fold => pages.push(Page { items, backs }),
                Backs::LongEdge | Backs::ShortEdge => {
                    pages.push(Page { items, backs: Vec::new() });
                    pages.push(Page { items: Vec::new(), backs });
                }
            }
        }
        Ok(pages)
    }

    /// Where each item's back goes: mirrored across the sheet the way it
    /// turns over (shifted by the printer's offset), or across the fold.
    fn backs_of(&self, items: &[(usize, Area)]) -> Vec<(usize, Area)> {
        let [page_w, page_h] = self.page_size();
        let [dx, dy] = self.back_offset;
        let mirror = |area: &Area| match self.backs {
            Backs::None => None,
            Backs::LongEdge => Some(mm(page_w - area.max.x + dx, area.min.y + dy)),
            Backs::ShortEdge => Some(mm(area.min.x + dx, page_h - area.max.y + dy)),
            Backs::Fold => Some(mm(area.min.x, page_h - area.max.y)),
        };
        items
            .iter()
            .filter_map(|(item, area)| mirror(area).map(|at| (*item, Area::new(at, area.width(), area.height()))))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_fill_a4_in_a_centred_grid_inside_the_margins() {
        let options = SheetOptions::default();
        let pages = options.pages([50.0, 50.0], 40).expect("fits");
        // 210 − 2 × (6.35 + 3) = 191.3 mm across: 3 columns; 297 − 18.7 = 278.3 down: 5 rows.
        assert_eq!(pages.iter().map(|p| p.items.len()).collect::<Vec<_>>(), [15, 15, 10]);
        let first = pages[0].items[0].1;
        assert!((first.min.x - 30.0).abs() < 1e-3 && (first.min.y - 23.5).abs() < 1e-3, "{first:?}");
        let all: Vec<usize> = pages.iter().flat_map(|p| p.items.iter().map(|(i, _)| *i)).collect();
        assert_eq!(all, (0..40).collect::<Vec<_>>(), "every item once, in order");
    }

    #[test]
    fn each_back_lies_behind_its_face() {
        let long = SheetOptions { backs: Backs::LongEdge, ..SheetOptions::default() };
        let pages = long.pages([63.0, 88.0], 5).expect("fits");
        assert_eq!(pages.len(), 2);
        assert!(pages[0].is_front() && pages[0].backs.is_empty() && !pages[1].is_front());
        assert_eq!(pages[0].items.len(), pages[1].backs.len());
        for ((item, face), (same, back)) in pages[0].items.iter().zip(&pages[1].backs) {
            assert_eq!(item, same);
            assert!((back.min.x - (210.0 - face.max.x)).abs() < 1e-3, "mirrored left to right");
            assert!((back.min.y - face.min.y).abs() < 1e-3);
        }
        let short = SheetOptions { backs: Backs::ShortEdge, back_offset: [0.5, -1.0], ..SheetOptions::default() };
        let pages = short.pages([63.0, 88.0], 5).expect("fits");
        for ((_, face), (_, back)) in pages[0].items.iter().zip(&pages[1].backs) {
            assert!((back.min.x - face.min.x - 0.5).abs() < 1e-3);
            assert!((back.min.y - (297.0 - face.max.y - 1.0)).abs() < 1e-3, "mirrored top to bottom");
        }
    }

    #[test]
    fn folded_sheets_put_faces_above_the_fold_and_backs_mirrored_below() {
        let fold = SheetOptions { backs: Backs::Fold, back_offset: [5.0, 5.0], ..SheetOptions::default() };
        let pages = fold.pages([63.0, 88.0], 7).expect("fits");
        // Half of A4 less a margin and two rooms: 148.5 − 6.35 − 6 = 136.15 mm, one row of 3 cards.
        assert_eq!(pages.iter().map(|p| (p.items.len(), p.backs.len())).collect::<Vec<_>>(), [(3, 3), (3, 3), (1, 1)]);
        for page in &pages {
            for ((item, face), (same, back)) in page.items.iter().zip(&page.backs) {
                assert_eq!(item, same);
                assert!(face.max.y <= 148.5 - 3.0 + 1e-3 && back.min.y >= 148.5 + 3.0 - 1e-3, "{face:?} {back:?}");
                assert!((back.min.y - (297.0 - face.max.y)).abs() < 1e-3, "mirrored across the fold");
                assert!((back.min.x - face.min.x).abs() < 1e-3, "one sheet: no printer offset");
            }
        }
    }

    #[test]
    fn no_bleed_covers_a_neighbour_and_marks_keep_their_room() {
        let shop = SheetOptions { bleed: 3.0, gap: 0.0, margin: 0.0, ..SheetOptions::default() };
        assert!((shop.room() - 6.0).abs() < 1e-3, "bleed, then a 1 mm offset and 2 mm marks");
        let pages = shop.pages([63.5, 88.9], 4).expect("fits");
        let items = &pages[0].items;
        assert!((items[1].1.min.x - items[0].1.max.x - 6.0).abs() < 1e-3, "two bleeds between neighbours");
        let [w, h] = shop.page_size();
        for (_, area) in items {
            assert!(area.min.x >= 6.0 - 1e-3 && area.max.x <= w - 6.0 + 1e-3, "{area:?} leaves room for marks");
            assert!(area.min.y >= 6.0 - 1e-3 && area.max.y <= h - 6.0 + 1e-3, "{area:?}");
        }
        let lines = SheetOptions { marks: Marks::Lines, ..shop };
        assert!((lines.room() - 3.0).abs() < 1e-3, "cut lines need no room beyond the bleed");
    }

    #[test]
    fn one_face_a_page_makes_the_page_the_face_and_its_bleed_and_more_a_page_caps_the_grid() {
        let shop = SheetOptions { bleed: 3.175, per_page: Some(1), backs: Backs::LongEdge, ..SheetOptions::default() };
        let pages = shop.pages([63.5, 88.9], 2).expect("any size fits its own page");
        let size = shop.page_size_for([63.5, 88.9]);
        assert!((size[0] - 69.85).abs() < 1e-3 && (size[1] - 95.25).abs() < 1e-3, "{size:?}");
        assert_eq!(
            pages.iter().map(|p| (p.items.len(), p.backs.len())).collect::<Vec<_>>(),
            [(1, 0), (0, 1), (1, 0), (0, 1)]
        );
        assert_eq!(pages[2].items[0].1, Area::new(mm(3.175, 3.175), 63.5, 88.9), "the face inside its bleed");
        assert_eq!(pages[3].backs, pages[2].items, "the back behind it");
        let four = SheetOptions { per_page: Some(4), ..SheetOptions::default() };
        assert_eq!(
            four.pages([63.0, 88.0], 9).expect("fits").iter().map(|p| p.items.len()).collect::<Vec<_>>(),
            [4, 4, 1]
        );
        assert_eq!(
            four.page_size_for([63.0, 88.0]).map(|s| s.round() as u32),
            [210, 297],
            "several a page print on the paper"
        );
    }

    #[test]
    fn an_item_larger_than_the_page_is_refused() {
        let error = SheetOptions::default().pages([300.0, 50.0], 1).expect_err("too wide");
        assert_eq!(error.to_string(), "a 300 × 50 mm item does not fit inside the margins of the page");
        assert!(SheetOptions { landscape: true, ..SheetOptions::default() }.pages([250.0, 50.0], 1).is_ok());
    }
}
