//! Spreadsheets as CSV: a header row naming the columns, then one row per
//! item. Columns may come in any order and unknown columns are ignored.
//! Every problem names its row (the header is row 1, as in a spreadsheet)
//! and column. The tile and card formats are built on this.

use std::fmt;

use parlour_core::Problem;

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

/// Why a CSV file could not be read: every problem found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct CsvError(pub Vec<CsvProblem>);

impl CsvError {
    /// The design problems of what the rows made, which name items rather
    /// than rows.
    pub fn from_problems(problems: &[Problem]) -> Self {
        Self(problems.iter().map(|p| CsvProblem { row: 0, column: None, message: p.to_string() }).collect())
    }
}

/// One data row being read: its cells by column, and a place to note problems.
pub struct Row<'a> {
    columns: &'a [&'static str],
    cells: Vec<&'a str>,
    number: usize,
    problems: Vec<CsvProblem>,
}

impl<'a> Row<'a> {
    /// The trimmed cell of `column` (an index into the format's columns);
    /// empty when the file lacks that column.
    pub fn cell(&self, column: usize) -> &'a str {
        self.cells.get(column).copied().unwrap_or("")
    }

    /// Notes a problem with `column` of this row. Returns `None`, for the
    /// item the row cannot make.
    pub fn note<T>(&mut self, column: usize, message: String) -> Option<T> {
        let column = self.columns.get(column).copied();
        self.problems.push(CsvProblem { row: self.number, column, message });
        None
    }
}

/// Whether `path` names a CSV file (by its ending, in any case).
pub fn is_csv(path: &std::path::Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv"))
}

/// Writes a header of `columns` and then `rows`.
pub fn write(columns: &[&str], rows: impl IntoIterator<Item = Vec<String>>) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    // Writing to memory cannot fail.
    let _ = writer.write_record(columns);
    for row in rows {
        let _ = writer.write_record(&row);
    }
    writer.into_inner().ok().and_then(|bytes| String::from_utf8(bytes).ok()).unwrap_or_default()
}

/// Reads every non-blank row of `text` with `parse`, which gets the row's
/// cells in the order of `columns`. The header must have the `required`
/// columns. All rows are read before failing, so every problem is listed;
/// a sheet of more than `max_rows` rows is refused at the first row too
/// many, before the rest is read.
pub fn read<T>(
    text: &str,
    columns: &[&'static str],
    required: &[&'static str],
    max_rows: usize,
    mut parse: impl FnMut(&mut Row<'_>) -> Option<T>,
) -> Result<Vec<T>, CsvError> {
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(text.as_bytes());
    let whole = |message: String| CsvError(vec![CsvProblem { row: 0, column: None, message }]);
    let header = reader.headers().map_err(|e| whole(format!("the header row cannot be read: {e}")))?.clone();
    let position = |column: &str| header.iter().position(|h| h.trim().eq_ignore_ascii_case(column));
    let missing: Vec<&str> = required.iter().copied().filter(|c| position(c).is_none()).collect();
    if !missing.is_empty() {
        return Err(whole(format!("the header row lacks the column(s) {}", missing.join(", "))));
    }
    let positions: Vec<Option<usize>> = columns.iter().map(|c| position(c)).collect();
    let mut problems = Vec::new();
    let mut items = Vec::new();
    let mut data_rows = 0;
    for (i, record) in reader.records().enumerate() {
        let row = i + 2;
        let record = match record {
            Ok(record) => record,
            Err(e) => {
                problems.push(CsvProblem { row, column: None, message: format!("cannot be read: {e}") });
                continue;
            }
        };
        if record.iter().all(|v| v.trim().is_empty()) {
            continue;
        }
        data_rows += 1;
        if data_rows > max_rows {
            return Err(whole(format!("the sheet has more than {max_rows} rows, the most it may have")));
        }
        let cells = positions.iter().map(|p| p.and_then(|k| record.get(k)).unwrap_or("").trim()).collect();
        let mut row = Row { columns, cells, number: row, problems: Vec::new() };
        let item = parse(&mut row);
        problems.append(&mut row.problems);
        items.extend(item);
    }
    if problems.is_empty() { Ok(items) } else { Err(CsvError(problems)) }
}

/// The cell of `column` read with its `FromStr`, whose error message is noted.
pub fn parsed<T: std::str::FromStr<Err: fmt::Display>>(row: &mut Row<'_>, column: usize) -> Option<T> {
    row.cell(column).parse().or_else(|e: T::Err| row.note(column, e.to_string()).ok_or(())).ok()
}

/// A number in `column`: `blank` when the cell is empty, and a problem
/// saying the text "is not a `noun`" when it is not a number of type `N`.
pub fn number<N: std::str::FromStr>(row: &mut Row<'_>, column: usize, noun: &str, blank: N) -> Option<N> {
    match row.cell(column) {
        "" => Some(blank),
        text => {
            if let Ok(n) = text.parse() {
                Some(n)
            } else {
                let message = format!("`{}` is not {noun}", parlour_core::text::excerpt(text));
                row.note(column, message)
            }
        }
    }
}
