//! Unicorn Jelly tile sets as CSV, for designers who work in spreadsheets:
//! one row per design, with the columns `name`, `kind`, `power`,
//! `abilities`, `count` and `flavour`. Abilities are written in their text
//! form (`modify +1 Hero; cover`), separated by semicolons; an empty power
//! means none, an empty count one copy. Columns may come in any order and
//! other columns are ignored. Every problem names its row (the header is
//! row 1, as in a spreadsheet) and column.

use std::fmt;

use parlour_core::games::unicorn_jelly::{Ability, TileDef, TileSet};

/// The columns written, in order.
const COLUMNS: [&str; 6] = ["name", "kind", "power", "abilities", "count", "flavour"];

/// One problem in a CSV file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsvProblem {
    /// The spreadsheet row (the header is row 1); 0 for the file as a whole.
    pub row: usize,
    /// The column, when one is to blame.
    pub column: Option<&'static str>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CsvProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.row, self.column) {
            (0, _) => f.write_str(&self.message),
            (row, Some(column)) => write!(f, "row {row}, column `{column}`: {}", self.message),
            (row, None) => write!(f, "row {row}: {}", self.message),
        }
    }
}

/// Why a CSV file could not become a tile set: every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct CsvError(pub Vec<CsvProblem>);

/// The set's designs as CSV text, a header row first.
pub fn to_csv(set: &TileSet) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let mut rows: Vec<Vec<String>> = vec![COLUMNS.iter().map(|c| (*c).to_owned()).collect()];
    for tile in &set.tiles {
        let abilities: Vec<String> = tile.abilities.iter().map(ToString::to_string).collect();
        rows.push(vec![
            tile.name.clone(),
            tile.kind.to_string(),
            tile.power.map_or(String::new(), |p| p.to_string()),
            abilities.join("; "),
            tile.count.to_string(),
            tile.flavour.clone(),
        ]);
    }
    for row in rows {
        // Writing to memory cannot fail.
        let _ = writer.write_record(&row);
    }
    writer.into_inner().ok().and_then(|bytes| String::from_utf8(bytes).ok()).unwrap_or_default()
}

/// Reads a set named `name` from CSV text and checks it as a tile set.
pub fn from_csv(name: &str, text: &str) -> Result<TileSet, CsvError> {
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(text.as_bytes());
    let whole = |message: String| CsvError(vec![CsvProblem { row: 0, column: None, message }]);
    let header = reader.headers().map_err(|e| whole(format!("the header row cannot be read: {e}")))?.clone();
    let position = |column: &str| header.iter().position(|h| h.trim().eq_ignore_ascii_case(column));
    let columns: Vec<Option<usize>> = COLUMNS.iter().map(|c| position(c)).collect();
    let missing: Vec<&str> = ["name", "kind"].into_iter().filter(|c| position(c).is_none()).collect();
    if !missing.is_empty() {
        return Err(whole(format!("the header row lacks the column(s) {}", missing.join(", "))));
    }
    let mut problems = Vec::new();
    let mut tiles = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let row = i + 2;
        let record = match record {
            Ok(record) => record,
            Err(e) => {
                problems.push(CsvProblem { row, column: None, message: format!("cannot be read: {e}") });
                continue;
            }
        };
        let cell = |c: usize| columns[c].and_then(|k| record.get(k)).unwrap_or("").trim();
        if record.iter().all(|v| v.trim().is_empty()) {
            continue;
        }
        let mut note = |column: &'static str, message: String| {
            problems.push(CsvProblem { row, column: Some(column), message });
        };
        let kind = cell(1).parse().map_err(|e| note("kind", e)).ok();
        let power = match cell(2) {
            "" => Some(None),
            text => text.parse::<i8>().map(Some).map_err(|_| note("power", format!("`{text}` is not a power"))).ok(),
        };
        let abilities: Option<Vec<Ability>> = cell(3)
            .split(';')
            .filter(|a| !a.trim().is_empty())
            .map(|a| a.parse::<Ability>().map_err(|e| note("abilities", e)).ok())
            .collect();
        let count = match cell(4) {
            "" => Some(1),
            text => text.parse::<u8>().map_err(|_| note("count", format!("`{text}` is not a count"))).ok(),
        };
        if let (Some(kind), Some(power), Some(abilities), Some(count)) = (kind, power, abilities, count) {
            let flavour = cell(5).to_owned();
            tiles.push(TileDef { name: cell(0).to_owned(), kind, power, abilities, count, flavour });
        }
    }
    if !problems.is_empty() {
        return Err(CsvError(problems));
    }
    let set = TileSet { name: name.to_owned(), version: String::new(), tiles };
    let invalid = set.problems();
    if invalid.is_empty() {
        Ok(set)
    } else {
        Err(CsvError(invalid.iter().map(|p| CsvProblem { row: 0, column: None, message: p.to_string() }).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_set_round_trips_through_csv_unchanged() {
        let set = TileSet::default_set();
        let text = to_csv(set);
        assert!(text.starts_with("name,kind,power,abilities,count,flavour\n"), "{text}");
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
