//! Unicorn Jelly tile sets as CSV, for designers who work in spreadsheets:
//! one row per design, with the columns `name`, `kind`, `power`,
//! `abilities`, `count` and `flavour`. Abilities are written in their text
//! form (`modify +1 Hero; cover`), separated by semicolons; an empty power
//! means none, an empty count one copy. Columns may come in any order and
//! other columns are ignored. Every problem names its row (the header is
//! row 1, as in a spreadsheet) and column.

use parlour_core::face_layout::{Crop, FaceLayout};
use parlour_core::format::Format;
use parlour_core::games::unicorn_jelly::{Ability, MAX_TILES, TileDef, TileSet};
use parlour_core::typeface::Typeface;

use crate::designs::csv_sheet::{self, CsvError};

/// The columns written, in order.
const COLUMNS: [&str; 7] = ["name", "kind", "power", "abilities", "count", "flavour", "art"];

/// The set's designs as CSV text, a header row first.
pub fn to_csv(set: &TileSet) -> String {
    let rows = set.tiles.iter().map(|tile| {
        let abilities: Vec<String> = tile.abilities.iter().map(ToString::to_string).collect();
        vec![
            tile.name.clone(),
            tile.kind.to_string(),
            tile.power.map_or(String::new(), |p| p.to_string()),
            abilities.join("; "),
            tile.count.to_string(),
            tile.flavour.clone(),
            tile.art.clone().unwrap_or_default(),
        ]
    });
    csv_sheet::write(&COLUMNS, rows)
}

/// Reads a set named `name` from CSV text and checks it as a tile set.
pub fn from_csv(name: &str, text: &str) -> Result<TileSet, CsvError> {
    let tiles = csv_sheet::read(text, &COLUMNS, &["name", "kind"], MAX_TILES, |row| {
        let kind = csv_sheet::parsed(row, 1);
        let power = match row.cell(2) {
            "" => Some(None),
            _ => csv_sheet::number(row, 2, "a power", 0).map(Some),
        };
        let mut abilities = Some(Vec::new());
        for text in row.cell(3).split(';').filter(|a| !a.trim().is_empty()) {
            match (text.parse::<Ability>(), &mut abilities) {
                (Ok(ability), Some(list)) => list.push(ability),
                (Ok(_), None) => {}
                (Err(e), _) => abilities = row.note(3, e.to_string()),
            }
        }
        let count = csv_sheet::number(row, 4, "a count", 1);
        let art = Some(row.cell(6)).filter(|a| !a.is_empty()).map(str::to_owned);
        Some(TileDef {
            name: row.cell(0).to_owned(),
            kind: kind?,
            power: power?,
            abilities: abilities?,
            count: count?,
            flavour: row.cell(5).to_owned(),
            art,
            crop: Crop::default(),
        })
    })?;
    let set = TileSet {
        format: Format,
        name: name.to_owned(),
        version: String::new(),
        tiles,
        back_art: None,
        layout: FaceLayout::Framed,
        typeface: Typeface::Sans,
        colours: Vec::new(),
    };
    let invalid = set.problems();
    if invalid.is_empty() { Ok(set) } else { Err(CsvError::from_problems(&invalid)) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_set_round_trips_through_csv_unchanged() {
        let set = TileSet::default_set();
        let text = to_csv(set);
        assert!(text.starts_with("name,kind,power,abilities,count,flavour,art\n"), "{text}");
        let back = from_csv(&set.name, &text).expect("reads back");
        assert_eq!(back.tiles, set.tiles);
    }

    #[test]
    fn columns_may_come_in_any_order_and_blanks_mean_defaults() {
        let text = "kind,name,notes,abilities\nLocation,Meadow,ignored,modify +1 Heroes\nHero,Knight,,\n,,,\n";
        let csv_only = from_csv("mini", text);
        // Two designs are too few for a game, and the Knight lacks a power.
        let problems = csv_only.expect_err("not a valid set").to_string();
        assert!(problems.contains("Knight (power): a Hero needs a power value"), "{problems}");
    }

    #[test]
    fn every_problem_names_its_row_and_column() {
        let text =
            "name,kind,power,abilities,count\nA,Dragon,3,,1\nB,Hero,strong,,1\nC,Location,,fly,1\nD,Hero,2,,many\n";
        let problems = from_csv("bad", text).expect_err("four problems").0;
        let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert!(lines[0].starts_with("row 2, column `kind`: `Dragon` is not a kind"), "{lines:?}");
        assert_eq!(lines[1], "row 3, column `power`: `strong` is not a power");
        assert!(lines[2].starts_with("row 4, column `abilities`: `fly` is not an ability"), "{lines:?}");
        assert_eq!(lines[3], "row 5, column `count`: `many` is not a count");
        let headless = from_csv("bad", "title,colour\nx,y\n").expect_err("no name column").to_string();
        assert!(headless.contains("lacks the column(s) name, kind"), "{headless}");
    }
}
