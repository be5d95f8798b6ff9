//! The list of a bench's tiles or cards: a table with a column per thing
//! worth comparing (name, kind or suit, power or edges, count), sorted by a
//! click on a column's title and back the other way by a second one; a
//! click on a row picks the item.

use std::cmp::Ordering;

use egui_extras::{Column, TableBuilder};

/// What a cell sorts by.
#[derive(Clone, Debug, PartialEq)]
pub enum SortKey {
    /// Text, in any case.
    Text(String),
    /// A number.
    Number(f64),
}

impl SortKey {
    fn cmp(&self, other: &SortKey) -> Ordering {
        match (self, other) {
            (SortKey::Number(a), SortKey::Number(b)) => a.total_cmp(b),
            (SortKey::Text(a), SortKey::Text(b)) => a.to_lowercase().cmp(&b.to_lowercase()),
            (SortKey::Number(_), SortKey::Text(_)) => Ordering::Less,
            (SortKey::Text(_), SortKey::Number(_)) => Ordering::Greater,
        }
    }
}

/// One cell: what it shows, and what it sorts by.
pub struct Cell {
    /// Its text.
    pub text: String,
    /// Its sort key.
    pub key: SortKey,
}

impl Cell {
    /// A cell of text, sorted as text.
    pub fn text(text: impl Into<String>) -> Self {
        let text = text.into();
        Self { key: SortKey::Text(text.clone()), text }
    }

    /// A cell showing `text`, sorted by `number`.
    pub fn number(text: impl Into<String>, number: f64) -> Self {
        Self { text: text.into(), key: SortKey::Number(number) }
    }
}

/// One item's row: its index in the design, whether it has a problem, and
/// a cell per column.
pub struct Row {
    /// The item's index.
    pub index: usize,
    /// Whether the engine finds a problem with it.
    pub faulty: bool,
    /// Its cells, one per column; the first is its name.
    pub cells: Vec<Cell>,
}

/// The column sorted by and the direction, kept between frames, and the
/// row under the pointer in the last frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ItemTable {
    sort: usize,
    descending: bool,
    hovered: Option<usize>,
    /// The item whose row the table scrolls into view next frame.
    reveal: Option<usize>,
}

impl ItemTable {
    /// A table sorted by column `sort` (0 is the first), highest first when
    /// `descending`, until a title is clicked.
    pub fn sorted_by(sort: usize, descending: bool) -> Self {
        Self { sort, descending, hovered: None, reveal: None }
    }

    /// Scrolls the row of item `index` into view next frame (a design
    /// pointed at elsewhere, on a chart).
    pub fn reveal(&mut self, index: usize) {
        self.reveal = Some(index);
    }

    /// The index of the item whose row was under the pointer in the last frame.
    pub fn hovered(&self) -> Option<usize> {
        self.hovered
    }

    /// Puts `rows` in the order chosen; items equal in the column keep the
    /// design's order.
    pub fn sort_rows(&self, rows: &mut [Row]) {
        let sort = self.sort;
        rows.sort_by(|a, b| {
            let (Some(x), Some(y)) = (a.cells.get(sort), b.cells.get(sort)) else { return a.index.cmp(&b.index) };
            let order = x.key.cmp(&y.key);
            if self.descending { order.reverse() } else { order }.then(a.index.cmp(&b.index))
        });
    }

    /// Draws `rows` under the `columns`' titles, sorted as chosen; returns
    /// the index of the item clicked, if any. `selected` is highlighted (and
    /// its name told as selected to a screen reader).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        id: &str,
        columns: &[&str],
        mut rows: Vec<Row>,
        selected: Option<usize>,
    ) -> Option<usize> {
        let sort = self.sort.min(columns.len().saturating_sub(1));
        self.sort_rows(&mut rows);
        self.hovered = None;
        let mut clicked = None;
        let mut table =
            TableBuilder::new(ui).id_salt(id).striped(true).sense(egui::Sense::click()).auto_shrink([false, true]);
        if let Some(row) = self.reveal.take().and_then(|index| rows.iter().position(|r| r.index == index)) {
            table = table.scroll_to_row(row, None);
        }
        table = table.column(Column::remainder().at_least(90.0).clip(true));
        for _ in 1..columns.len() {
            table = table.column(Column::auto().at_least(36.0));
        }
        table
            .header(22.0, |mut header| {
                for (i, title) in columns.iter().enumerate() {
                    header.col(|ui| {
                        let arrow = match (i == sort, self.descending) {
                            (true, false) => " ▲",
                            (true, true) => " ▼",
                            _ => "",
                        };
                        let button = ui.add(egui::Button::new(format!("{title}{arrow}")).frame(false));
                        let what = format!("Sort by {}", title.to_lowercase());
                        button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &what));
                        if button.on_hover_text(&what).clicked() {
                            self.descending = i == sort && !self.descending;
                            self.sort = i;
                        }
                    });
                }
            })
            .body(|mut body| {
                for row in &rows {
                    body.row(20.0, |mut table_row| {
                        table_row.set_selected(selected == Some(row.index));
                        for (i, cell) in row.cells.iter().enumerate() {
                            table_row.col(|ui| {
                                if i == 0 {
                                    // The name is the row's label, for people and for screen readers.
                                    let text =
                                        if row.faulty { format!("⚠ {}", cell.text) } else { cell.text.clone() };
                                    let label = egui::Label::new(text.clone()).sense(egui::Sense::click()).truncate();
                                    let name = ui.add(label);
                                    let on = selected == Some(row.index);
                                    name.widget_info(|| egui::WidgetInfo::selected(egui::Role::Label, true, on, &text));
                                    if name.hovered() {
                                        self.hovered = Some(row.index);
                                    }
                                    if name.clicked() {
                                        clicked = Some(row.index);
                                    }
                                } else {
                                    // The other cells say what the item's own form says: painted, not repeated as widgets.
                                    let colour = ui.visuals().text_color();
                                    let at = ui.max_rect().left_center();
                                    ui.painter().text(
                                        at,
                                        egui::Align2::LEFT_CENTER,
                                        &cell.text,
                                        egui::TextStyle::Body.resolve(ui.style()),
                                        colour,
                                    );
                                    let width = ui.fonts_mut(|f| {
                                        f.layout_no_wrap(
                                            cell.text.clone(),
                                            egui::TextStyle::Body.resolve(ui.style()),
                                            colour,
                                        )
                                        .size()
                                        .x
                                    });
                                    ui.allocate_space(egui::vec2(width, 0.0));
                                }
                            });
                        }
                        let response = table_row.response();
                        if response.hovered() {
                            self.hovered = Some(row.index);
                        }
                        if response.clicked() {
                            clicked = Some(row.index);
                        }
                    });
                }
            });
        clicked
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(index: usize, name: &str, power: f64) -> Row {
        Row { index, faulty: false, cells: vec![Cell::text(name), Cell::number(power.to_string(), power)] }
    }

    fn order(table: ItemTable, rows: &mut [Row]) -> Vec<usize> {
        table.sort_rows(rows);
        rows.iter().map(|r| r.index).collect()
    }

    #[test]
    fn rows_sort_by_the_column_chosen_either_way() {
        let mut rows = vec![row(0, "imp", 10.0), row(1, "Basilisk", 9.0), row(2, "ant", 9.0)];
        assert_eq!(order(ItemTable::default(), &mut rows), [2, 1, 0], "by name, whatever the case");
        assert_eq!(order(ItemTable::sorted_by(1, false), &mut rows), [1, 2, 0], "9 before 10, ties in design order");
        assert_eq!(order(ItemTable::sorted_by(1, true), &mut rows), [0, 1, 2], "highest first");
    }
}
