//! Text cut short to its box: what still does not fit at the smallest
//! readable size keeps the lines its box holds, the last one ending in an
//! ellipsis, and no line wider than the box — so nothing runs off a panel,
//! a frame or a disc. A face that cuts a text says so by the design's name
//! ([`crate::print::layout::Face::misfits`]).

use crate::print::font::Font;

/// The ellipsis that ends a text cut short.
pub const ELLIPSIS: char = '…';

/// `lines` cut to at most `most` lines (at least one), none wider than
/// `width` ems in `font`: lines past the last are dropped and the last then ends in
/// an ellipsis, words (and then letters) taken off until it fits.
pub fn cut(font: &Font, mut lines: Vec<String>, width: f32, most: usize) -> Vec<String> {
    let most = most.max(1);
    let dropped = lines.len() > most;
    lines.truncate(most);
    let last = lines.len().saturating_sub(1);
    for (i, line) in lines.iter_mut().enumerate() {
        if (i == last && dropped) || font.text_width(line) > width {
            *line = ended(font, line, width);
        }
    }
    lines
}

/// `line` shortened until it, with an ellipsis after it, is at most
/// `width` ems wide: whole words first, then letters.
fn ended(font: &Font, line: &str, width: f32) -> String {
    let with_ellipsis = |text: &str| format!("{}{ELLIPSIS}", text.trim_end());
    let mut words: Vec<&str> = line.split(' ').collect();
    while words.len() > 1 && font.text_width(&with_ellipsis(&words.join(" "))) > width {
        words.pop();
    }
    let mut text: Vec<char> = words.join(" ").chars().collect();
    while !text.is_empty() && font.text_width(&with_ellipsis(&text.iter().collect::<String>())) > width {
        text.pop();
    }
    with_ellipsis(&text.iter().collect::<String>())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_past_the_box_are_dropped_and_the_last_ends_in_an_ellipsis() {
        let lines = vec!["one two three".to_owned(), "four five six".to_owned(), "seven".to_owned()];
        let sans = Font::sans();
        let width = sans.text_width("one two three");
        let cut = cut(&sans, lines, width, 2);
        assert_eq!(cut.len(), 2, "{cut:?}");
        assert_eq!(cut[0], "one two three");
        assert!(cut[1].ends_with(ELLIPSIS) && cut[1].starts_with("four"), "{cut:?}");
        assert!(cut.iter().all(|l| sans.text_width(l) <= width + 1e-4), "{cut:?}");
    }

    #[test]
    fn a_line_too_wide_loses_letters_until_it_fits() {
        let cut = cut(&Font::sans(), vec!["Supercalifragilistic".to_owned()], 4.0, 3);
        assert_eq!(cut.len(), 1);
        assert!(cut[0].ends_with(ELLIPSIS) && cut[0].len() < "Supercalifragilistic".len() + 3, "{cut:?}");
        assert!(Font::sans().text_width(&cut[0]) <= 4.0 + 1e-4, "{cut:?}");
    }

    #[test]
    fn lines_that_fit_are_left_as_they_are() {
        let lines = vec!["short".to_owned(), "lines".to_owned()];
        assert_eq!(cut(&Font::sans(), lines.clone(), 10.0, 2), lines);
    }
}
