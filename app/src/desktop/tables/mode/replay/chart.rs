//! The review's chart: each seat's own win chance over the game, one line
//! a seat in its colour, with the marked moves on it.
//!
//! A seat's chance is known at its own decisions, from its own view: before
//! the move (with the best action) and after the move played. Between its
//! decisions the line carries the last value flat, then steps to the next
//! decision's "before" — what the other seats' moves did to its chances.

use parlour_core::Seat;
use parlour_core::review::{Judgment, Mark};

use super::marks;
use crate::desktop::tables::colours::seat_colour;

/// One seat's line: (moves played, win chance in %) points, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatLine {
    /// Whose chance it is.
    pub seat: Seat,
    /// The points of the line.
    pub points: Vec<[f64; 2]>,
}

/// The line of each seat with judged decisions in `judged`, seat 1 first,
/// running to `moves` (the game's length).
pub fn lines(judged: &[Judgment], seats: usize, moves: usize) -> Vec<SeatLine> {
    Seat::all(seats)
        .filter_map(|seat| {
            let own = judged.iter().filter(|j| usize::from(j.seat) == seat.index() + 1);
            let mut points: Vec<[f64; 2]> = Vec::new();
            for j in own {
                let (at, before, after) = (j.index as f64, j.value_before * 100.0, j.value_after * 100.0);
                if let Some(&[_, carried]) = points.last() {
                    points.push([at, carried]);
                }
                points.push([at, before]);
                points.push([at + 1.0, after]);
            }
            let &[_, last] = points.last()?;
            points.push([moves as f64, last]);
            Some(SeatLine { seat, points })
        })
        .collect()
}

/// The chart, `height` tall: every seat's line with a legend, each marked
/// move as a dot in the mark's colour in the middle of its fall, and the
/// move under study as a thin upright line at its start. A click studies
/// the move under the pointer.
pub fn chart_ui(ui: &mut egui::Ui, judged: &[Judgment], seats: usize, moves: usize, at: usize) -> Option<usize> {
    let lines = lines(judged, seats, moves);
    legend_ui(ui, &lines);
    let response = egui_plot::Plot::new("replay-review")
        .height(ui.available_height().max(40.0))
        .include_x(0.0)
        .include_x(moves as f64)
        .include_y(0.0)
        .include_y(100.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .y_axis_label("win chance %")
        .show(ui, |plot| {
            for line in &lines {
                let name = line.seat.to_string();
                let points = egui_plot::PlotPoints::from(line.points.clone());
                // A line, never folded into bands however many points.
                let line = egui_plot::Line::new(name, points).color(seat_colour(line.seat)).width(2.0);
                plot.line(line.allow_band(false));
            }
            for mark in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
                let dots: Vec<[f64; 2]> = judged
                    .iter()
                    .filter(|j| j.mark == mark)
                    .map(|j| [j.index as f64 + 0.5, (j.value_before + j.value_after) * 50.0])
                    .collect();
                if !dots.is_empty() {
                    let name = format!("{} {}", marks::symbol(mark), marks::word(mark));
                    plot.points(egui_plot::Points::new(name, dots).radius(4.0).color(marks::colour(mark)));
                }
            }
            plot.vline(egui_plot::VLine::new("move shown", at as f64).color(egui::Color32::GRAY).width(1.0));
            plot.pointer_coordinate()
        });
    let clicked = response.response.clicked();
    let pointed = response.inner?;
    // A click within a move's span, from the game before it to the game
    // after, studies that move — where its dot sits, in the middle.
    clicked.then(|| (pointed.x.floor().max(0.0) as usize).min(moves))
}

/// The legend above the chart: each seat's name beside its colour (the
/// marks' colours are those of the move list and the summary).
fn legend_ui(ui: &mut egui::Ui, lines: &[SeatLine]) {
    // As many columns as fit: each entry stays whole on its line.
    let columns = ((ui.available_width() / LEGEND_ENTRY_WIDTH) as usize).clamp(1, lines.len().max(1));
    egui::Grid::new("replay-chart-legend").num_columns(columns).spacing([8.0, 2.0]).show(ui, |ui| {
        for (n, line) in lines.iter().enumerate() {
            let words = line.seat.to_string();
            entry_ui(ui, seat_colour(line.seat), &words, &format!("{words} on the chart"));
            if (n + 1) % columns == 0 {
                ui.end_row();
            }
        }
    });
}

/// The width one entry of the legend is given.
const LEGEND_ENTRY_WIDTH: f32 = 84.0;

/// One entry of the legend, its swatch and words kept on one line, named
/// `name` for screen readers.
fn entry_ui(ui: &mut egui::Ui, colour: egui::Color32, words: &str, name: &str) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
        ui.painter().rect_filled(rect.shrink(1.0), 2.0, colour);
        let label = ui.add(egui::Label::new(words).extend());
        crate::desktop::tables::pointing::name(&label, egui::Role::Label, true, name);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(index: usize, seat: u8, before: f64, after: f64) -> Judgment {
        Judgment {
            index,
            seat,
            played: String::new(),
            best: String::new(),
            played_text: String::new(),
            best_text: String::new(),
            value_before: before,
            value_after: after,
            mark: Mark::of(before - after),
            tied: false,
        }
    }

    #[test]
    fn each_seat_has_its_own_line_carried_between_its_decisions() {
        let review = [judged(0, 1, 0.4, 0.4), judged(1, 2, 0.3, 0.3), judged(2, 3, 0.3, 0.1), judged(3, 1, 0.5, 0.44)];
        let lines = lines(&review, 3, 5);
        assert_eq!(lines.len(), 3, "one line a seat");
        assert_eq!(lines[0].points, vec![[0.0, 40.0], [1.0, 40.0], [3.0, 40.0], [3.0, 50.0], [4.0, 44.0], [5.0, 44.0]]);
        // Seat 3's blunder shows as its own fall, 30 to 10, never as one
        // minus anybody else's chance.
        assert_eq!(lines[2].points, vec![[2.0, 30.0], [3.0, 10.0], [5.0, 10.0]]);
    }

    #[test]
    fn a_seat_with_no_decision_judged_has_no_line() {
        let lines = lines(&[judged(0, 2, 0.5, 0.5)], 2, 3);
        assert_eq!(lines.iter().map(|l| l.seat).collect::<Vec<_>>(), [Seat(1)]);
    }
}
