//! The dialog's keys: read before its widgets see them, then obeyed — Esc,
//! the parent folder, moving the selection, Enter, and letters typed over
//! the list going to the filter.

use egui::{Key, Modifiers};

use super::{Field, InAppDialog, InAppOutcome};

/// What the keys pressed this frame ask for.
#[derive(Default)]
pub struct Keys {
    pub escape: bool,
    pub parent: bool,
    /// Rows to move the selection by.
    pub move_by: isize,
    pub enter: bool,
    /// Text typed while no field had the keyboard, for the filter.
    pub typed: String,
}

impl InAppDialog {
    /// Reads the keys meant for the dialog, before its widgets see them:
    /// Esc always; the list's keys while the keyboard is in the filter, the
    /// name or nowhere (not while a button or the folder bar has it, nor
    /// while a menu is open).
    pub(super) fn keys(&self, ctx: &egui::Context) -> Keys {
        if egui::Popup::is_any_open(ctx) {
            return Keys::default();
        }
        let focused = ctx.memory(egui::Memory::focused);
        let in_field = |field: Field| focused == Some(field.id());
        let list_keys = focused.is_none() || in_field(Field::Filter) || in_field(Field::Name);
        let backspace_up = focused.is_none() || (in_field(Field::Filter) && self.filter.is_empty());
        let page = self.page.max(1) as isize;
        ctx.input_mut(|i| {
            let mut keys = Keys {
                escape: i.consume_key(Modifiers::NONE, Key::Escape),
                parent: i.consume_key(Modifiers::ALT, Key::ArrowUp),
                ..Keys::default()
            };
            if list_keys {
                for (key, by) in [(Key::ArrowUp, -1), (Key::ArrowDown, 1), (Key::PageUp, -page), (Key::PageDown, page)]
                {
                    if i.consume_key(Modifiers::NONE, key) {
                        keys.move_by += by;
                    }
                }
                keys.enter = i.consume_key(Modifiers::NONE, Key::Enter);
                keys.parent |= backspace_up && i.consume_key(Modifiers::NONE, Key::Backspace);
            }
            if focused.is_none() {
                i.events.retain(|event| match event {
                    egui::Event::Text(text) if !text.chars().any(char::is_control) => {
                        keys.typed.push_str(text);
                        false
                    }
                    _ => true,
                });
            }
            keys
        })
    }

    /// Does what the keys ask; the outcome.
    pub(super) fn obey(&mut self, ctx: &egui::Context, keys: &Keys) -> InAppOutcome {
        if keys.escape {
            // Esc closes the question or the new folder's name first.
            if self.replace.is_some() || self.new_folder.is_some() {
                self.replace = None;
                self.new_folder = None;
                return InAppOutcome::Open;
            }
            return InAppOutcome::Cancelled;
        }
        if keys.parent {
            self.go_up();
        }
        if !keys.typed.is_empty() {
            self.filter.push_str(&keys.typed);
            self.filter_changed();
            ctx.memory_mut(|m| m.request_focus(Field::Filter.id()));
            // The filter takes the keyboard with its cursor after what was
            // typed, so the next letters follow the first.
            let id = Field::Filter.id();
            let mut state = egui::TextEdit::load_state(ctx, id).unwrap_or_default();
            let end = egui::text::CCursor::new(self.filter.chars().count());
            state.cursor.set_char_range(Some(egui::text::CCursorRange::one(end)));
            state.store(ctx, id);
        }
        self.move_selection(keys.move_by);
        let name_focused = ctx.memory(|m| m.has_focus(Field::Name.id()));
        match (keys.enter, name_focused) {
            (false, _) => InAppOutcome::Open,
            (true, true) => self.choose(),
            (true, false) => self.activate(),
        }
    }
}
