//! The table and the chart of a set measured, side by side, in the
//! Balance the set window: each design's win-rate change and 95% interval
//! against the band, the designs out of band flagged, each suggested fix
//! an arrow from the design's figure before to its figure after.

use egui_plot::{Arrows, Line, Plot, PlotPoints, Points, Span};
use parlour_core::text::counted;
use parlour_designer::balance::{Limits, Report};

use super::balance_entry::Entry;
use super::balance_fixes::Arrow;
use super::item_table::{Cell, ItemTable, Row};

/// The table and the chart of the designs `measured`, side by side.
/// The chart lists the designs as the table does, top to bottom, and a
/// design under the pointer in either is lit in the other (its row
/// scrolled into view); `chart_hovered` is the design under the pointer on
/// the chart, kept from one frame to the next; `arrows`, the suggested
/// fixes, drawn on it. Returns the index of the design clicked.
pub fn report_ui(
    ui: &mut egui::Ui,
    table: &mut ItemTable,
    chart_hovered: &mut Option<usize>,
    measured: &[(&Entry, &Report)],
    limits: &Limits,
    arrows: &[Arrow],
) -> Option<usize> {
    let mut rows: Vec<Row> = measured.iter().map(|(entry, report)| row(entry, report, limits)).collect();
    table.sort_rows(&mut rows);
    let in_order: Vec<(&Entry, &Report)> =
        rows.iter().filter_map(|r| measured.iter().find(|(e, _)| e.index == r.index).copied()).collect();
    let mut clicked = None;
    let lit = *chart_hovered;
    ui.columns(2, |columns| {
        let titles = ["Design", "Change", "95% interval", "Games held", "Placed"];
        egui::ScrollArea::vertical().id_salt("set-balance-table").show(&mut columns[0], |ui| {
            clicked = table.ui(ui, "set-balance", &titles, rows, lit);
        });
        let chart = chart_ui(&mut columns[1], &in_order, limits, table.hovered(), arrows);
        clicked = clicked.or(chart.clicked);
        *chart_hovered = chart.hovered;
    });
    if lit != *chart_hovered {
        if let Some(index) = *chart_hovered {
            table.reveal(index);
        }
        ui.ctx().request_repaint();
    }
    clicked
}

/// A design's row: the change and interval in points, the games where one
/// player held it, the copies placed a game; flagged when outside the band.
fn row(entry: &Entry, report: &Report, limits: &Limits) -> Row {
    let [low, high] = report.ci95.map(|x| 100.0 * x);
    let change = 100.0 * report.win_rate_delta;
    Row {
        index: entry.index,
        faulty: limits.outside(report),
        cells: vec![
            Cell::text(entry.name.clone()),
            Cell::number(format!("{change:+.1}"), change),
            Cell::number(format!("{low:+.1} to {high:+.1}"), low),
            Cell::number(report.held_games.to_string(), report.held_games as f64),
            Cell::number(format!("{:.2}", report.played_per_game), report.played_per_game),
        ],
    }
}

/// The colour of a suggested fix's arrow on the chart.
const FIX: egui::Color32 = egui::Color32::from_rgb(60, 110, 200);

/// What a person did with the chart this frame.
struct ChartAnswer {
    /// The design clicked, to open it.
    clicked: Option<usize>,
    /// The design under the pointer.
    hovered: Option<usize>,
}

/// Every design's change (a dot) and 95% interval (a bar), one design a
/// line in the order of `measured` from the top, against the band
/// (shaded); the design `lit` (under the pointer in the table) drawn
/// larger; each suggested fix in `arrows` an arrow from the design's
/// figure before it to its figure after. Each dot is a widget of its own,
/// named with its figures, which a pointer rests on or clicks and a screen
/// reader reads.
fn chart_ui(
    ui: &mut egui::Ui,
    measured: &[(&Entry, &Report)],
    limits: &Limits,
    lit: Option<usize>,
    arrows: &[Arrow],
) -> ChartAnswer {
    let count = measured.len();
    // The first design at the top: line `rank` at height `count - 1 - rank`.
    let height_of = |rank: usize| (count - 1 - rank) as f64;
    let inside = egui::Color32::from_rgb(70, 150, 84);
    let outside = egui::Color32::from_rgb(200, 110, 40);
    let plot = Plot::new("set-balance-chart")
        .height(ui.available_height().clamp(200.0, 480.0))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show_axes([true, false])
        .show_grid([true, false])
        .x_axis_label("Win-rate change (points)")
        .include_x(100.0 * limits.low - 2.0)
        .include_x(100.0 * limits.high + 2.0)
        // A line of height 1 for each design, centred on its height.
        .include_y(-0.5)
        .include_y(count as f64 - 0.5)
        .label_formatter(|hover| match hover {
            egui_plot::HoverPosition::NearDataPoint { plot_name, position, .. } => {
                Some(format!("{plot_name}: {:+.1} points", position.x))
            }
            egui_plot::HoverPosition::Elsewhere { .. } => None,
        });
    let response = plot.show(ui, |plot_ui| {
        let band = 100.0 * limits.low..=100.0 * limits.high;
        plot_ui.span(Span::new("Band", band).fill(inside.gamma_multiply(0.12)).border_width(0.0));
        for (rank, (entry, report)) in measured.iter().enumerate() {
            let colour = if limits.outside(report) { outside } else { inside };
            let y = height_of(rank);
            let [low, high] = report.ci95.map(|x| 100.0 * x);
            let on = lit == Some(entry.index);
            let interval = Line::new(format!("{} interval", entry.name), PlotPoints::from(vec![[low, y], [high, y]]));
            plot_ui.line(interval.color(colour).width(if on { 4.0 } else { 2.0 }).allow_hover(false));
            let dot = Points::new(entry.name.clone(), PlotPoints::from(vec![[100.0 * report.win_rate_delta, y]]));
            plot_ui.points(dot.color(colour).radius(if on { 7.0 } else { 4.0 }).id(("design", entry.index)));
            if let Some(arrow) = arrows.iter().find(|a| a.index == entry.index) {
                let (from, to) = ([100.0 * arrow.from, y], [100.0 * arrow.to, y]);
                let name = format!("{} after the fix", entry.name);
                plot_ui.arrows(Arrows::new(name, vec![from], vec![to]).color(FIX).tip_length(10.0).highlight(true));
            }
        }
    });
    let outliers = measured.iter().filter(|(_, r)| limits.outside(r)).count();
    let summary = format!("Chart of the win-rate change of {}, {outliers} outside the band", counted(count, "design"));
    response.response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &summary));
    let transform = response.transform;
    let at = |x: f64, y: f64| transform.position_from_point(&egui_plot::PlotPoint::new(x, y));
    // A dot's widget: as tall as its line (no two lie over each other).
    let line = (at(0.0, 0.0).y - at(0.0, 1.0).y).abs();
    let side = line.clamp(2.0, 14.0) - 1.0;
    let mut answer = ChartAnswer { clicked: None, hovered: None };
    for (rank, (entry, report)) in measured.iter().enumerate() {
        let change = 100.0 * report.win_rate_delta;
        let [low, high] = report.ci95.map(|x| 100.0 * x);
        let centre = at(change, height_of(rank));
        let rect = egui::Rect::from_center_size(centre, egui::vec2(side, side));
        let id = ui.scope_id().with(("set-balance-dot", entry.index));
        let dot = ui.interact(rect, id, egui::Sense::click());
        let name = format!("{} on the chart: {change:+.1} points ({low:+.1} to {high:+.1})", entry.name);
        let on = lit == Some(entry.index);
        dot.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, on, &name));
        if dot.hovered() {
            answer.hovered = Some(entry.index);
        }
        let dot = dot.on_hover_text(&name);
        if dot.clicked() {
            answer.clicked = Some(entry.index);
        }
    }
    if answer.clicked.is_none() && response.response.clicked() {
        // A click on a design's line, away from its dot, opens it too.
        let rank = response.response.interact_pointer_pos().map(|p| transform.value_from_position(p).y.round());
        answer.clicked =
            rank.filter(|r| (0.0..count as f64).contains(r)).map(|r| measured[count - 1 - r as usize].0.index);
    }
    answer
}
