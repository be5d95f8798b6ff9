//! The list's rows and headings, drawn to one set of column edges: a name
//! cut short with an ellipsis (whole on hover), a size and a time.

use std::time::SystemTime;

use egui::{Align2, Rect, Response, Sense, TextWrapMode, WidgetInfo, vec2};

use super::listing::{Column, Entry, Sort};

/// Space between a cell's text and the cell's edges.
const PAD: f32 = 6.0;

/// The width of the size column.
const SIZE_WIDTH: f32 = 86.0;

/// The width of the modified column.
const MODIFIED_WIDTH: f32 = 104.0;

/// Where the columns lie across a row of the list.
#[derive(Clone, Copy, Debug)]
pub struct Columns {
    left: f32,
    right: f32,
}

impl Columns {
    /// The columns of a list spanning `left..right`.
    pub fn new(left: f32, right: f32) -> Self {
        Self { left, right }
    }

    /// The span of `column` across the list.
    pub fn span(self, column: Column) -> egui::Rangef {
        let modified = self.right - MODIFIED_WIDTH;
        let size = modified - SIZE_WIDTH;
        match column {
            Column::Name => egui::Rangef::new(self.left, size.max(self.left)),
            Column::Size => egui::Rangef::new(size, modified),
            Column::Modified => egui::Rangef::new(modified, self.right),
        }
    }
}

/// A file's size as people read it: "812 bytes", "14 KB", "3.2 MB".
pub fn size_in_words(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KB", "MB", "GB", "TB"];
    if bytes < 1000 {
        return if bytes == 1 { "1 byte".to_owned() } else { format!("{bytes} bytes") };
    }
    let mut value = bytes as f64 / 1000.0;
    let mut unit = 0;
    while value >= 999.5 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    if value < 9.95 { format!("{value:.1} {}", UNITS[unit]) } else { format!("{value:.0} {}", UNITS[unit]) }
}

/// How long ago `then` was, seen from `now`: "just now", "5 min ago",
/// "3 h ago", "4 days ago", and past a month the date ("2024-11-02").
pub fn age_in_words(then: SystemTime, now: SystemTime) -> String {
    let ago = now.duration_since(then).map_or(0, |d| d.as_secs());
    match ago {
        0..60 => "just now".to_owned(),
        60..3600 => format!("{} min ago", ago / 60),
        3600..86_400 => format!("{} h ago", ago / 3600),
        86_400..172_800 => "yesterday".to_owned(),
        172_800..2_592_000 => format!("{} days ago", ago / 86_400),
        _ => date(then),
    }
}

/// The day of `time`, as year-month-day (in universal time).
fn date(time: SystemTime) -> String {
    let days = time.duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// Paints `text` in `span` across `rect`, cut short with an ellipsis where
/// it does not fit, left or right aligned; returns where the text lies and
/// whether it was cut.
fn cell(
    ui: &egui::Ui,
    rect: Rect,
    span: egui::Rangef,
    text: egui::WidgetText,
    right: bool,
    color: egui::Color32,
) -> (Rect, bool) {
    let width = (span.span() - 2.0 * PAD).max(0.0);
    let galley = text.into_galley(ui, Some(TextWrapMode::Truncate), width, egui::TextStyle::Body);
    let elided = galley.elided;
    let (x, align) = if right { (span.max - PAD, Align2::RIGHT_CENTER) } else { (span.min + PAD, Align2::LEFT_CENTER) };
    let placed = align.anchor_size(egui::pos2(x, rect.center().y), galley.size());
    ui.painter().with_clip_rect(rect.intersect(ui.clip_rect())).galley(placed.min, galley, color);
    (placed, elided)
}

/// A small triangle beside a heading, pointing up for an order smallest
/// first, down for largest first (drawn, so that it needs no font's glyph).
fn sort_arrow(ui: &egui::Ui, centre: egui::Pos2, ascending: bool, color: egui::Color32) {
    let (half, tip) = (4.0, if ascending { -3.5 } else { 3.5 });
    let points = vec![centre + vec2(-half, -tip), centre + vec2(half, -tip), centre + vec2(0.0, tip)];
    ui.painter().add(egui::Shape::convex_polygon(points, color, egui::Stroke::NONE));
}

/// The background of a row or place: the selection's colour when
/// selected, a lighter one under the pointer.
fn background(ui: &egui::Ui, rect: Rect, response: &Response, selected: bool) -> egui::Color32 {
    let visuals = ui.visuals();
    if selected {
        ui.painter().rect_filled(rect, 2.0, visuals.selection.bg_fill);
        visuals.selection.stroke.color
    } else {
        if response.hovered() {
            ui.painter().rect_filled(rect, 2.0, visuals.widgets.hovered.weak_bg_fill);
        }
        visuals.text_color()
    }
}

/// One entry of the list in `rect`: its name (a folder's strong, ending in a
/// slash), size and age; it senses clicks but takes no keyboard focus (the
/// list is moved through with the arrow keys).
pub fn entry_row(
    ui: &egui::Ui,
    rect: Rect,
    columns: Columns,
    entry: &Entry,
    selected: bool,
    now: SystemTime,
) -> Response {
    let label = entry.label();
    let response = ui.interact(rect, ui.scope_id().with(("entry", &entry.name)), Sense::CLICK);
    response.widget_info(|| WidgetInfo::selected(egui::Role::ListBoxOption, true, selected, &label));
    if ui.is_rect_visible(rect) {
        let color = background(ui, rect, &response, selected);
        let name = if entry.folder { egui::RichText::new(&label).strong() } else { egui::RichText::new(&label) };
        let (_, cut) = cell(ui, rect, columns.span(Column::Name), name.into(), false, color);
        let weak = if selected { color } else { ui.visuals().weak_text_color() };
        let size = entry.size.map_or_else(|| "folder".to_owned(), size_in_words);
        cell(ui, rect, columns.span(Column::Size), size.into(), true, weak);
        let age = entry.modified.map(|t| age_in_words(t, now)).unwrap_or_default();
        cell(ui, rect, columns.span(Column::Modified), age.into(), true, weak);
        if cut {
            return response.on_hover_text(label);
        }
    }
    response
}

/// A place beside the list, in `rect`: its name, cut short where long,
/// whole on hover with the folder it leads to.
pub fn place_row(ui: &egui::Ui, rect: Rect, name: &str, folder: &std::path::Path, selected: bool) -> Response {
    let response = ui.interact(rect, ui.scope_id().with(("place", name, folder)), Sense::click());
    response.widget_info(|| WidgetInfo::selected(egui::Role::Link, true, selected, name));
    if ui.is_rect_visible(rect) {
        let color = background(ui, rect, &response, selected);
        cell(ui, rect, rect.x_range(), name.into(), false, color);
    }
    response.on_hover_text(format!("{name}: {}", folder.display()))
}

/// The headings above the list, in `rect`: a click sorts by the column,
/// again turns the order around. Returns the order chosen.
pub fn headings(ui: &mut egui::Ui, rect: Rect, columns: Columns, sort: Sort) -> Sort {
    let mut chosen = sort;
    for column in Column::ALL {
        let span = columns.span(column);
        let cell_rect = Rect::from_x_y_ranges(span, rect.y_range());
        let response = ui.interact(cell_rect, ui.scope_id().with(("heading", column.heading())), Sense::click());
        let name = format!("Sort by {}", column.heading().to_lowercase());
        response.widget_info(|| WidgetInfo::selected(egui::Role::ColumnHeader, true, sort.column == column, &name));
        let color = if response.hovered() { ui.visuals().strong_text_color() } else { ui.visuals().text_color() };
        let text = egui::RichText::new(column.heading()).strong();
        let right = column != Column::Name;
        let (placed, _) = cell(ui, cell_rect, span, text.into(), right, color);
        if sort.column == column {
            let x = if right { placed.left() - 9.0 } else { placed.right() + 9.0 };
            sort_arrow(ui, egui::pos2(x, placed.center().y), sort.ascending, color);
        }
        let way = if sort.column == column && sort.ascending { "the other way" } else { "" };
        if response.on_hover_text(format!("Sort by {} {way}", column.heading().to_lowercase())).clicked() {
            chosen = sort.clicked(column);
        }
    }
    ui.painter().hline(rect.x_range(), rect.bottom(), ui.visuals().widgets.noninteractive.bg_stroke);
    chosen
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn sizes_are_told_in_the_units_people_read() {
        assert_eq!(size_in_words(0), "0 bytes");
        assert_eq!(size_in_words(1), "1 byte");
        assert_eq!(size_in_words(999), "999 bytes");
        assert_eq!(size_in_words(1_000), "1.0 KB");
        assert_eq!(size_in_words(14_200), "14 KB");
        assert_eq!(size_in_words(3_240_000), "3.2 MB");
        assert_eq!(size_in_words(999_999), "1.0 MB");
    }

    #[test]
    fn times_are_told_as_how_long_ago_and_old_ones_by_their_date() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_730_000_000);
        let ago = |secs| age_in_words(now - Duration::from_secs(secs), now);
        assert_eq!(ago(5), "just now");
        assert_eq!(ago(300), "5 min ago");
        assert_eq!(ago(3 * 3600), "3 h ago");
        assert_eq!(ago(100_000), "yesterday");
        assert_eq!(ago(4 * 86_400), "4 days ago");
        let leap_day = Duration::from_hours(24 * 11_016);
        assert_eq!(age_in_words(SystemTime::UNIX_EPOCH + leap_day, now), "2000-02-29");
        assert_eq!(age_in_words(SystemTime::UNIX_EPOCH, now), "1970-01-01");
        assert_eq!(age_in_words(now + Duration::from_mins(1), now), "just now", "a time ahead of the clock");
    }

    #[test]
    fn the_name_column_takes_what_the_others_leave() {
        let columns = Columns::new(100.0, 600.0);
        let near = |a: f32, b: f32| (a - b).abs() < 1e-3;
        assert!(near(columns.span(Column::Modified).max, 600.0));
        assert!(near(columns.span(Column::Size).max, columns.span(Column::Modified).min));
        assert!(near(columns.span(Column::Name).max, columns.span(Column::Size).min));
        assert!(near(columns.span(Column::Name).min, 100.0));
    }
}
