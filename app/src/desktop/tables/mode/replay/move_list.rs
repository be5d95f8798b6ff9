//! The replay's side of the table, in place of the log: the review's
//! summary a seat a line, then every move of the game in words, numbered,
//! with its mark; the move under study lit, a click going to it.

use parlour_core::Seat;
use parlour_core::review::{Judgment, Mark, Summary};

use super::marks;
use super::said::Said;
use crate::desktop::tables::colours::seat_text_colour;

/// Each seat's inaccuracies, mistakes and blunders and its accuracy, a
/// line for each of the game's `seats`: "…" while the review works
/// (`summary` is `None`), so that the list below does not move when it
/// comes, and "—" for a seat with no decision judged.
pub fn summary_ui(ui: &mut egui::Ui, seats: usize, summary: Option<&[Summary]>) {
    egui::Grid::new("review-summary").num_columns(5).spacing([10.0, 2.0]).show(ui, |ui| {
        ui.weak("Review");
        ui.weak("accuracy").on_hover_text("The share of its win chance each decision kept, on average");
        for mark in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
            ui.label(egui::RichText::new(marks::symbol(mark)).color(marks::colour(mark)).strong())
                .on_hover_text(format!("How many moves were {}", plural(mark)));
        }
        ui.end_row();
        for seat in Seat::all(seats) {
            ui.label(egui::RichText::new(seat.to_string()).color(seat_text_colour(ui, seat)));
            let judged = summary.map(|all| all.iter().find(|s| usize::from(s.seat) == seat.index() + 1));
            let Some(Some(s)) = judged.filter(|s| s.is_none_or(|s| s.decisions > 0)) else {
                let none = if summary.is_none() { "…" } else { "—" };
                for _ in 0..4 {
                    ui.weak(none);
                }
                ui.end_row();
                continue;
            };
            let accuracy = s.accuracy.unwrap_or(100.0);
            let name = format!("{seat}: {}", s.in_words());
            let figure = ui.label(format!("{accuracy:.0}%"));
            crate::desktop::tables::pointing::name(&figure, egui::Role::Label, true, &name);
            figure.on_hover_text(&name);
            for n in [s.inaccuracies, s.mistakes, s.blunders] {
                ui.label(n.to_string());
            }
            ui.end_row();
        }
    });
}

/// A mark's name in the plural, for the summary's hover text.
fn plural(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "inaccuracies",
        Mark::Mistake => "mistakes",
        _ => "blunders",
    }
}

/// Every move, `at` (the move to come) lit, and scrolled into view when it
/// changed — or whenever it is out of view and the pointer is not on the
/// list (the list above it grew, the window shrank): a person scrolling
/// the list with the wheel is left to it. Returns the move clicked: the
/// replay shows the game just before it, that move under study.
/// `end` names the last row: how the game ended.
pub fn moves_ui(
    ui: &mut egui::Ui,
    said: &[Said],
    judged: Option<&[Judgment]>,
    (at, moved): (usize, bool),
    end: &str,
) -> Option<usize> {
    let mut asked = None;
    let text_colour = ui.visuals().text_color();
    egui::ScrollArea::vertical().id_salt("replay-moves").auto_shrink([false, false]).show(ui, |ui| {
        let view = ui.clip_rect();
        let browsing = ui.rect_contains_pointer(view);
        let bring = |row: &egui::Response| {
            let fits = row.rect.height() <= view.height();
            if moved || (fits && !browsing && !view.contains_rect(row.rect)) {
                row.scroll_to_me_animation(None, egui::style::ScrollAnimation::none());
            }
        };
        for (index, move_said) in said.iter().enumerate() {
            let mark = judged.and_then(|judged| judged.iter().find(|j| j.index == index)).map(|j| j.mark);
            let mut job = egui::text::LayoutJob::default();
            let font = egui::TextStyle::Body.resolve(ui.style());
            let format = |colour| egui::TextFormat { font_id: font.clone(), color: colour, ..Default::default() };
            job.append(&format!("{}. ", index + 1), 0.0, format(seat_text_colour(ui, move_said.seat)));
            job.append(move_said.whole().trim_end_matches('.'), 0.0, format(text_colour));
            if let Some(mark) = mark.filter(|m| !marks::symbol(*m).is_empty()) {
                job.append(&format!(" {}", marks::symbol(mark)), 0.0, format(marks::colour(mark)));
            }
            let row = ui.add(egui::Button::selectable(index == at, job).wrap());
            if index == at {
                bring(&row);
            }
            if row.clicked() {
                asked = Some(index);
            }
        }
        let end = ui.add(egui::Button::selectable(at >= said.len(), end).wrap());
        if at >= said.len() {
            bring(&end);
        }
        if end.clicked() {
            asked = Some(said.len());
        }
    });
    asked
}
