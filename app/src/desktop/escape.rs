//! What Esc does, from the innermost thing out: a question or a file dialog
//! answers it itself (Cancel), an open list closes, a text field being
//! typed in is left (the text stays), then the topmost window closes (the
//! Export dialog, Balance the set, the Rules over a table), and only when
//! none of these is there does Esc go back to the shelf.

/// Whether Esc belongs to something in front this frame — a question (a
/// modal), an open list or menu, a text field typed in when Esc was pressed
/// — and not to the app's own Esc.
pub fn taken_in_front(ctx: &egui::Context) -> bool {
    let modal = ctx.memory(egui::Memory::top_modal_layer).is_some();
    let typing: bool = ctx.data(|d| d.get_temp(typing_id())).unwrap_or(false);
    modal || typing || egui::Popup::is_any_open(ctx)
}

/// Notes, at the end of a frame, whether a text field has the keyboard's
/// focus: egui lets go of the focus as soon as Esc is pressed, before the
/// next frame's widgets are drawn, so the next frame asks this note.
pub fn note_typing(ctx: &egui::Context) {
    let typing = ctx.text_edit_focused();
    ctx.data_mut(|d| d.insert_temp(typing_id(), typing));
}

fn typing_id() -> egui::Id {
    egui::Id::unique("parlour-typing-in-a-field")
}

/// Of the windows `open` (each its layer), the one drawn on top: the last
/// in egui's order of layers, a window not drawn yet counting as the lowest.
pub fn topmost(ctx: &egui::Context, open: &[egui::LayerId]) -> Option<egui::LayerId> {
    let place = |layer: &egui::LayerId| ctx.memory(|m| m.layer_ids().position(|l| l == *layer));
    open.iter().copied().max_by_key(place)
}

/// The layer of the window whose id is `id`.
pub fn window_layer(id: egui::Id) -> egui::LayerId {
    egui::LayerId::new(egui::Order::Middle, id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_drawn_last_is_on_top() {
        let ctx = egui::Context::default();
        let (first, second) = (egui::Id::unique("first"), egui::Id::unique("second"));
        let frame = || {
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
                egui::Window::new("first").id(first).show(ui.ctx(), |ui| ui.label("one"));
                egui::Window::new("second").id(second).show(ui.ctx(), |ui| ui.label("two"));
            });
            output.textures_delta.clear();
        };
        frame();
        let both = [window_layer(first), window_layer(second)];
        assert_eq!(topmost(&ctx, &both), Some(window_layer(second)));
        ctx.memory_mut(|m| m.areas_mut().move_to_top(window_layer(first)));
        frame();
        assert_eq!(topmost(&ctx, &both), Some(window_layer(first)), "brought to the front, it is on top");
        assert_eq!(topmost(&ctx, &[]), None);
    }
}
