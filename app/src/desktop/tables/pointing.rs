//! The names of what a table shows — squares, cards, hedges, columns,
//! buttons — as screen readers, tests and lessons know them; and the
//! outline around what a lesson points at.
//!
//! Every board names its clickable things through [`name`]. A lesson step
//! points at things by those names ([`point_at`]); a name points at a thing
//! whose label is the name, or begins with it and then a word ends
//! ("Hand card 1" points at "Hand card 1: Probe", not at "Hand card 10").

/// Where this frame's pointers and names are kept in egui's memory.
fn key() -> egui::Id {
    egui::Id::unique("parlour-lesson-pointing")
}

/// What is pointed at this frame, and every name given so far.
#[derive(Clone, Debug, Default)]
struct Pointing {
    pointed: Vec<String>,
    named: Vec<(String, egui::Rect)>,
}

/// Whether the label `label` is what `pointer` names.
pub fn names(pointer: &str, label: &str) -> bool {
    label.strip_prefix(pointer).is_some_and(|rest| rest.chars().next().is_none_or(|c| !c.is_alphanumeric()))
}

/// Points at the things named `pointers` from now on (none: nothing is
/// outlined), and forgets the names given before.
pub fn point_at(ctx: &egui::Context, pointers: &[String]) {
    ctx.data_mut(|d| d.insert_temp(key(), Pointing { pointed: pointers.to_vec(), named: Vec::new() }));
}

/// Every name given since the last [`point_at`] that pointed at something,
/// with where it is (names are kept only while a lesson points).
pub fn named(ctx: &egui::Context) -> Vec<(String, egui::Rect)> {
    ctx.data(|d| d.get_temp::<Pointing>(key()).map(|p| p.named).unwrap_or_default())
}

/// Gives what `response` shows its name (its `role`, and whether it can be
/// used now), and outlines it when a lesson points at it (the focus then
/// going to it first); returns whether a lesson points at it.
pub fn name(response: &egui::Response, role: egui::Role, enabled: bool, label: &str) -> bool {
    response.widget_info(|| egui::WidgetInfo::labeled(role, enabled, label));
    let ctx = &response.ctx;
    let pointed = ctx.data_mut(|d| {
        let pointing = d.get_temp_mut_or_default::<Pointing>(key());
        if pointing.pointed.is_empty() {
            return false;
        }
        if pointing.named.len() < 4096 {
            pointing.named.push((label.to_owned(), response.rect));
        }
        pointing.pointed.iter().any(|p| names(p, label))
    });
    if pointed {
        outline(ctx, response);
        super::focus::prefer(ctx, response.id);
    }
    pointed
}

/// A bright outline just outside what `response` shows, painted where it
/// is drawn, before it: over nothing of its own (a lifted card's rank at
/// its top edge stays whole), and beneath a card fanned over it.
fn outline(ctx: &egui::Context, response: &egui::Response) {
    let painter = ctx.layer_painter(response.layer_id);
    let colour = egui::Color32::from_rgb(255, 196, 0);
    painter.rect_stroke(response.rect, 6.0, egui::Stroke::new(3.0, colour), egui::StrokeKind::Outside);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_points_at_a_label_it_begins_with_up_to_a_word_end() {
        assert!(names("Hand card 1", "Hand card 1: Probe"));
        assert!(names("Square b2", "Square b2"));
        assert!(!names("Hand card 1", "Hand card 10: Rook"));
        assert!(!names("Square b2", "Square b"));
    }
}
