//! A whole-number field of a form: typed, not dragged; its range beside
//! it and on hover with what the number means. Text that is not a whole
//! number, or one outside the range, is refused in words under the field
//! (on a line kept for it, so the form never moves) and leaves the design
//! with the value it had before the typing began ("150" typed over 99
//! leaves 99, not the 15 typed on the way), which comes back into the
//! field once it is left.

use std::ops::RangeInclusive;

/// What the field keeps while it is being typed in: the text, the value
/// before the typing began, and the refusal of the last text not taken.
#[derive(Clone, Default)]
struct Typing {
    text: String,
    before: Option<i64>,
    refused: Option<String>,
}

/// Why `text` cannot be the field's number within `range`, which keeps
/// `kept` — short, to fit on one line under the field of a narrow form,
/// whose row says what the number is; `Ok` with the number when it can.
pub fn read_number(text: &str, range: &RangeInclusive<i64>, kept: i64) -> Result<i64, String> {
    let (low, high) = (range.start(), range.end());
    let shown = parlour_core::text::excerpt(text.trim());
    match text.trim().parse::<i64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        Ok(n) => Err(format!("{n} is outside {low} to {high}: kept {kept}")),
        Err(_) => Err(format!("“{shown}” is not a whole number: kept {kept}")),
    }
}

/// The field for `value`, labelled by `label`, a number in `range` called
/// `what` in messages, with `help` on hover. Returns whether `value` changed.
pub fn number_field_ui<T>(
    ui: &mut egui::Ui,
    label: egui::Id,
    value: &mut T,
    range: RangeInclusive<T>,
    what: &str,
    help: &str,
) -> bool
where
    T: Copy + Into<i64> + TryFrom<i64>,
{
    let range = (*range.start()).into()..=(*range.end()).into();
    let kept: i64 = (*value).into();
    let id = label.with("number");
    let mut typing: Typing = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    let mut changed = false;
    ui.horizontal(|ui| {
        let editing = ui.memory(|m| m.has_focus(id));
        if !editing {
            // A refusal stays said once the field is left, while the value it kept stands.
            let refused = typing.refused.take().filter(|_| typing.before == Some(kept));
            typing = Typing { text: kept.to_string(), before: refused.is_some().then_some(kept), refused };
        }
        let before = *typing.before.get_or_insert(kept);
        let field = egui::TextEdit::singleline(&mut typing.text).id(id).desired_width(48.0);
        let hint = format!("{help} A whole number from {} to {}.", range.start(), range.end());
        let response = ui.add(field).labelled_by(label).on_hover_text(hint);
        if response.changed() {
            let (taken, refused) = match read_number(&typing.text, &range, before) {
                Ok(n) => (n, None),
                Err(why) => (before, Some(why)),
            };
            typing.refused = refused;
            if let Ok(n) = T::try_from(taken)
                && taken != kept
            {
                *value = n;
                changed = true;
            }
        }
        ui.weak(format!("{} to {}", range.start(), range.end()));
    });
    // The line is there whether or not there is a refusal to show.
    let why = typing.refused.as_deref().unwrap_or(" ");
    let text = egui::RichText::new(why).color(ui.visuals().error_fg_color);
    // Cut short, it shows whole when hovered, saying which number.
    let line = ui.add(egui::Label::new(text).truncate());
    if typing.refused.is_some() {
        line.on_hover_text(format!("The {what}: {why}"));
    }
    ui.data_mut(|d| d.insert_temp(id, typing));
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_numbers_outside_the_range_are_refused_in_words() {
        let range = 1..=9;
        assert_eq!(read_number(" 7 ", &range, 3), Ok(7));
        assert_eq!(read_number("12", &range, 3), Err("12 is outside 1 to 9: kept 3".to_owned()));
        assert_eq!(read_number("abc", &range, 3), Err("“abc” is not a whole number: kept 3".to_owned()));
    }
}
