//! The keyboard's focus across the app: a dialog takes it as it opens, and
//! whatever has it is ringed the same clear way everywhere — the menu bar,
//! a dialog, a card on the table.

/// Gives `button` the keyboard's focus when nothing has it: a dialog takes
/// the focus as it opens, its first answer ready for Enter, and Tab still
/// moves on from there.
pub fn first(ui: &egui::Ui, button: &egui::Response) {
    if ui.memory(|memory| memory.focused().is_none()) {
        button.request_focus();
    }
}

/// How far outside a thing on the table its focus ring lies: beyond the
/// gold of a hint and the outline of a pick, which reach 6 points out.
pub const OUTLINED_GAP: f32 = 7.5;

/// Rings the widget that has the keyboard's focus, wherever it is — the
/// menu bar, a dialog, a card on the table — the same clear way: a wide
/// ring in the selection colour around a thin one in the text colour.
pub fn ring(ctx: &egui::Context) {
    use super::tables::focus::{RingsBeneath, rings_beneath_id};
    let beneath = ctx.data_mut(|data| data.remove_temp::<RingsBeneath>(rings_beneath_id())).unwrap_or_default();
    let Some(id) = ctx.memory(egui::Memory::focused) else { return };
    let Some(widget) = ctx.viewport(|v| v.this_pass.widgets.get(id).copied()) else { return };
    if !widget.visible || !widget.interact_rect.is_positive() {
        return;
    }
    // Around a thing on the table, outside the outline the table draws
    // when it is picked or hinted (3 to 6 points out), so both show.
    let gap = if super::tables::focus::on_table(ctx, id) { OUTLINED_GAP } else { 3.0 };
    let visuals = ctx.global_style().visuals.clone();
    let shapes = |rect: egui::Rect| {
        let outer = egui::Stroke::new(3.0, visuals.selection.stroke.color);
        let inner = egui::Stroke::new(1.5, visuals.strong_text_color());
        egui::Shape::Vec(vec![
            egui::Shape::rect_stroke(rect, 6.0, outer, egui::StrokeKind::Outside),
            egui::Shape::rect_stroke(rect, 6.0, inner, egui::StrokeKind::Inside),
        ])
    };
    // A card of a fanned hand: beneath the cards over it, in its own layer.
    if let Some(&(_, layer, slot)) = beneath.0.iter().find(|(card, ..)| *card == id) {
        ctx.layer_painter(layer).set(slot, shapes(widget.interact_rect.expand(gap)));
        return;
    }
    let to_global = ctx.layer_transform_to_global(widget.layer_id).unwrap_or_default();
    let rect = (to_global * widget.interact_rect).expand(gap);
    let painter =
        ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::unique("parlour-focus-ring")));
    painter.add(shapes(rect));
}
