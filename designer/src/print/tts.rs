//! Tabletop Simulator's Custom Deck: a deck's faces drawn side by side on
//! sheets of at most 10 columns × 7 rows, the last slot of each sheet
//! holding the face Tabletop Simulator shows for a card in another
//! player's hand (here the back), a back image, and the saved object that
//! puts the deck on the table — one `Card` for each copy, each named after
//! its design. Cards take the proportions of a sheet's slot, so square
//! tiles come out square; the shape's `Type` only chooses rounded or
//! square corners.

use std::path::Path;

use serde_json::{Value, json};

use crate::print::layout::{Face, Primitive};
use crate::print::raster::{ArtShelf, MAX_SIDE, Raster, RasterError};

/// The most columns a sheet has.
pub const COLUMNS: u32 = 10;
/// The most rows a sheet has.
pub const ROWS: u32 = 7;
/// The most cards one sheet holds: every slot but the last, which holds
/// the face shown for hidden cards.
pub const CARDS_PER_SHEET: usize = (COLUMNS * ROWS - 1) as usize;

/// One sheet's grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Slots across.
    pub columns: u32,
    /// Slots down.
    pub rows: u32,
    /// Cards on it, from the top-left slot, row by row.
    pub cards: usize,
}

impl Grid {
    /// The grid for `cards` cards (1 to [`CARDS_PER_SHEET`]): as few rows as
    /// hold them and the hidden face, as few columns as that allows — two
    /// of each at least, the smallest sheet Tabletop Simulator's Custom
    /// Deck takes.
    fn holding(cards: usize) -> Self {
        let slots = cards as u32 + 1;
        let rows = slots.div_ceil(COLUMNS).max(2);
        Self { columns: slots.div_ceil(rows).max(2), rows, cards }
    }

    /// The slot of the face shown for hidden cards: the last, bottom right.
    pub fn hidden_slot(&self) -> usize {
        (self.columns * self.rows - 1) as usize
    }
}

/// Where a deck's cards fall on its sheets, and how large each is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The sheets, in order: [`CARDS_PER_SHEET`] cards on each but the last.
    pub sheets: Vec<Grid>,
    /// Each card's size in pixels.
    pub card: [u32; 2],
}

impl Layout {
    /// `count` cards wanted at `card` pixels each; shrunk, keeping their
    /// proportions, so that no sheet is more than [`MAX_SIDE`] pixels on a side.
    pub fn new(count: usize, card: [u32; 2]) -> Self {
        let mut sheets = Vec::new();
        let mut left = count;
        while left > 0 {
            let cards = left.min(CARDS_PER_SHEET);
            sheets.push(Grid::holding(cards));
            left -= cards;
        }
        let (columns, rows) = sheets.iter().fold((1, 1), |(c, r), g| (g.columns.max(c), g.rows.max(r)));
        let fits = (f64::from(MAX_SIDE) / f64::from(columns * card[0].max(1)))
            .min(f64::from(MAX_SIDE) / f64::from(rows * card[1].max(1)))
            .min(1.0);
        let card = card.map(|side| ((f64::from(side) * fits).floor() as u32).max(1));
        Self { sheets, card }
    }

    /// The size of sheet `n` in pixels.
    pub fn sheet_size(&self, n: usize) -> [u32; 2] {
        let grid = self.sheets[n];
        [grid.columns * self.card[0], grid.rows * self.card[1]]
    }

    /// The index in the deck of the first card on sheet `n`.
    pub fn first_card(n: usize) -> usize {
        n * CARDS_PER_SHEET
    }
}

/// Draws sheet `n` of `layout`: its cards from `faces` (the whole deck, in
/// order) and `back` in the hidden slot. Copies lie side by side: each is
/// drawn once, and only the last face drawn is kept.
pub fn draw_sheet(
    layout: &Layout,
    n: usize,
    faces: &[Face],
    back: &Face,
    art: &mut ArtShelf,
) -> Result<Raster, RasterError> {
    let grid = layout.sheets[n];
    let [width, height] = layout.sheet_size(n);
    let mut sheet = Raster::blank(width, height)?;
    let first = Layout::first_card(n);
    let on_sheet = faces.iter().skip(first).take(grid.cards);
    let mut last: Option<(&Face, Raster)> = None;
    for (slot, face) in on_sheet.enumerate().chain([(grid.hidden_slot(), back)]) {
        if last.as_ref().is_none_or(|(drawn, _)| *drawn != face) {
            last = Some((face, Raster::face(face, layout.card, art)?));
        }
        let (column, row) = (slot as u32 % grid.columns, slot as u32 / grid.columns);
        if let Some((_, card)) = &last {
            sheet.place(card, column * layout.card[0], row * layout.card[1]);
        }
    }
    Ok(sheet)
}

/// Whether cards of this face have rounded corners: its background's.
pub fn rounded(face: &Face) -> bool {
    matches!(face.primitives.first(), Some(Primitive::Rect { radius, .. }) if *radius > 0.0)
}

/// The `file:///` address of a file, from its absolute path: Windows'
/// long-path prefix (`\\?\`, which canonical paths carry there) left out
/// and `\` written `/`, as Tabletop Simulator reads local files.
pub fn file_url(path: &Path) -> String {
    let text = path.to_string_lossy();
    let text = text.strip_prefix(r"\\?\").unwrap_or(&text).replace('\\', "/");
    if text.starts_with('/') { format!("file://{text}") } else { format!("file:///{text}") }
}

/// One sheet's images and grid, as the saved object names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetImages {
    /// The sheet of faces: a `file:///` address.
    pub face_url: String,
    /// The back: a `file:///` address.
    pub back_url: String,
    /// Its grid.
    pub grid: Grid,
}

/// A deck as the saved object describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedDeck {
    /// Its name on the table.
    pub nickname: String,
    /// Its sheets, in order.
    pub sheets: Vec<SheetImages>,
    /// Each card's name, in order, copies included.
    pub cards: Vec<String>,
    /// Whether its cards have rounded corners.
    pub rounded: bool,
}

/// A position on the table, face down.
fn transform(x: f64, y: f64) -> Value {
    json!({
        "posX": x, "posY": y, "posZ": 0.0,
        "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
        "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0
    })
}

/// Tabletop Simulator's saved object (a file for its "Saved Objects"
/// folder) holding `decks`, side by side: each a `DeckCustom` whose
/// `CustomDeck` names each of its sheets by a number counted across all
/// the decks, and whose cards are numbered sheet × 100 + slot.
pub fn saved_object(save_name: &str, decks: &[SavedDeck]) -> String {
    let mut key = 0;
    let mut objects = Vec::new();
    for (d, deck) in decks.iter().enumerate() {
        // Tabletop Simulator's card shapes: 0 rounded rectangle, 1 rectangle.
        let shape = u8::from(!deck.rounded);
        let mut custom = serde_json::Map::new();
        let mut ids = Vec::new();
        let mut cards = Vec::new();
        let mut names = deck.cards.iter();
        for sheet in &deck.sheets {
            key += 1;
            let entry = json!({
                "FaceURL": sheet.face_url,
                "BackURL": sheet.back_url,
                "NumWidth": sheet.grid.columns,
                "NumHeight": sheet.grid.rows,
                "BackIsHidden": true,
                "UniqueBack": false,
                "Type": shape
            });
            custom.insert(key.to_string(), entry.clone());
            for (slot, name) in names.by_ref().take(sheet.grid.cards).enumerate() {
                let id = key * 100 + slot;
                ids.push(id);
                cards.push(json!({
                    "GUID": format!("{:06x}", 0x00a0_0000 + cards.len() + 1000 * d),
                    "Name": "Card",
                    "Transform": transform(4.0 * d as f64, 1.0),
                    "Nickname": name,
                    "Description": "",
                    "CardID": id,
                    "SidewaysCard": false,
                    "HideWhenFaceDown": true,
                    "CustomDeck": { key.to_string(): entry }
                }));
            }
        }
        objects.push(json!({
            "GUID": format!("{:06x}", 0x00d0_0000 + d),
            "Name": "DeckCustom",
            "Transform": transform(4.0 * d as f64, 1.0),
            "Nickname": deck.nickname,
            "Description": "",
            "HideWhenFaceDown": true,
            "SidewaysCard": false,
            "DeckIDs": ids,
            "CustomDeck": custom,
            "ContainedObjects": cards
        }));
    }
    let save = json!({
        "SaveName": save_name,
        "GameMode": "",
        "Date": "",
        "Table": "",
        "Sky": "",
        "Note": "",
        "Rules": "",
        "PlayerTurn": "",
        "LuaScript": "",
        "LuaScriptState": "",
        "XmlUI": "",
        "ObjectStates": objects
    });
    serde_json::to_string_pretty(&save).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::layout::{Area, Rgba, mm};

    #[test]
    fn sheets_hold_69_cards_and_the_hidden_face_in_their_last_slot() {
        let layout = Layout::new(150, [375, 525]);
        let cards: Vec<usize> = layout.sheets.iter().map(|g| g.cards).collect();
        assert_eq!(cards, [69, 69, 12]);
        assert_eq!((layout.sheets[0].columns, layout.sheets[0].rows), (10, 7));
        assert_eq!(layout.sheets[0].hidden_slot(), 69);
        // Twelve cards and the hidden face: two rows of seven.
        assert_eq!((layout.sheets[2].columns, layout.sheets[2].rows), (7, 2));
        assert_eq!(layout.sheets[2].hidden_slot(), 13);
        assert_eq!(layout.card, [375, 525], "3750 × 3675 pixels fit");
        // Nine cards and the hidden face: two rows of five, as Tabletop Simulator takes no sheet one card high.
        let small = Layout::new(9, [100, 100]);
        assert_eq!((small.sheets[0].columns, small.sheets[0].rows, small.sheets[0].hidden_slot()), (5, 2, 9));
        let one = Layout::new(1, [100, 100]).sheets[0];
        assert_eq!((one.columns, one.rows, one.hidden_slot()), (2, 2, 3));
    }

    #[test]
    fn cards_shrink_keeping_their_proportions_so_sheets_stay_within_the_limit() {
        let layout = Layout::new(69, [1500, 2100]);
        let [w, h] = layout.sheet_size(0);
        assert!(w <= MAX_SIDE && h <= MAX_SIDE, "{w} × {h}");
        assert_eq!(layout.card, [1000, 1400]);
    }

    #[test]
    fn a_sheet_puts_each_card_in_its_slot_and_the_back_last() {
        let plain = |colour: Rgba| {
            let mut face = Face::new(10.0, 10.0);
            face.push(Primitive::Rect {
                area: Area::new(mm(0.0, 0.0), 10.0, 10.0),
                radius: 0.0,
                fill: colour,
                stroke: None,
            });
            face
        };
        let (red, blue, back) = (Rgba::rgb(200, 0, 0), Rgba::rgb(0, 0, 200), Rgba::rgb(0, 120, 0));
        let faces: Vec<Face> = (0..12).map(|i| plain(if i % 2 == 0 { red } else { blue })).collect();
        let layout = Layout::new(faces.len(), [20, 30]);
        let sheet = draw_sheet(&layout, 0, &faces, &plain(back), &mut ArtShelf::new(None)).expect("a sheet");
        assert_eq!([sheet.width(), sheet.height()], [7 * 20, 2 * 30]);
        assert_eq!(sheet.pixel(10, 15), Some(red), "the first card, top left");
        assert_eq!(sheet.pixel(30, 15), Some(blue), "the second beside it");
        assert_eq!(sheet.pixel(130, 45), Some(back), "the back, bottom right");
        assert_eq!(sheet.pixel(110, 45).map(|p| p.0[3]), Some(0), "an empty slot stays transparent");
    }

    #[test]
    fn the_saved_object_numbers_cards_by_sheet_and_slot() {
        let sheet = |n: usize, cards: usize| SheetImages {
            face_url: format!("file:///decks/sheet-{n}.png"),
            back_url: "file:///decks/back.png".into(),
            grid: Grid::holding(cards),
        };
        let deck = SavedDeck {
            nickname: "Set".into(),
            sheets: vec![sheet(1, 69), sheet(2, 2)],
            cards: (0..71).map(|i| format!("card {i}")).collect(),
            rounded: true,
        };
        let value: Value = serde_json::from_str(&saved_object("Set", &[deck])).expect("JSON");
        let object = &value["ObjectStates"][0];
        assert_eq!(object["Name"], "DeckCustom");
        let ids: Vec<u64> = object["DeckIDs"].as_array().expect("ids").iter().filter_map(Value::as_u64).collect();
        assert_eq!(ids.len(), 71);
        assert_eq!((ids[0], ids[68], ids[69], ids[70]), (100, 168, 200, 201));
        assert_eq!(object["CustomDeck"]["2"]["FaceURL"], "file:///decks/sheet-2.png");
        assert_eq!(object["CustomDeck"]["1"]["NumWidth"], 10);
        assert_eq!(object["ContainedObjects"][70]["Nickname"], "card 70");
        assert_eq!(object["ContainedObjects"][70]["CardID"], 201);
        assert_eq!(file_url(Path::new("/tmp/a b/sheet-1.png")), "file:///tmp/a b/sheet-1.png");
        assert_eq!(file_url(Path::new(r"\\?\C:\Decks\sheet-1.png")), "file:///C:/Decks/sheet-1.png");
    }
}
