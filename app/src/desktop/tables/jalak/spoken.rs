//! The Jalak table in words, for a player who listens: the names screen
//! readers give the columns, the pawns and the Raise and Lower buttons,
//! and the summary of the position. Names and summary share these words,
//! and the log's ("notch", "the cube on c3", "level").

use parlour_core::games::jalak::{Dir, Jalak, SIDE, Square};
use parlour_core::{Game, Seat};

use crate::desktop::tables::words::{listed, whose, whose_within};

/// A column in words: its notch, the cube on top and who stands there —
/// "notch 7, a cube on top, Player 2's pawn on the cube".
pub fn column(state: &Jalak, square: Square, viewer: Option<Seat>) -> String {
    let cube = state.has_cube(square);
    let mut words = format!("notch {}", state.height(square));
    if cube {
        words.push_str(", a cube on top");
    }
    for seat in Seat::all(state.seat_count()).filter(|&s| state.pawn(s) == square) {
        words.push_str(", ");
        words.push_str(&whose_within(viewer, seat));
        words.push_str(" pawn");
        if !state.is_active(seat) {
            words.push_str(", out: a roadblock");
        } else if cube {
            words.push_str(" on the cube");
        }
    }
    words
}

/// What the viewer may do with a column now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// Nothing.
    None,
    /// Raise or lower it.
    Change,
    /// It is picked to change.
    Picked,
    /// Move onto it.
    MoveTo,
}

/// A column's name: "Column c3: notch 9, a cube on top", and what the
/// viewer may do with it now.
pub fn column_name(state: &Jalak, square: Square, viewer: Option<Seat>, usable: Use) -> String {
    let then = match usable {
        Use::None => "",
        Use::Change => ", you may raise or lower it",
        Use::Picked => ", picked to raise or lower",
        Use::MoveTo => ", you may move here",
    };
    format!("Column {square}: {}{then}", column(state, square, viewer))
}

/// Where a pawn stands: "on the cube on c3, level 11", "out, a roadblock on b2".
fn standing(state: &Jalak, seat: Seat) -> String {
    let square = state.pawn(seat);
    if !state.is_active(seat) {
        return format!("out, a roadblock on {square}");
    }
    let on = if state.has_cube(square) { "on the cube on" } else { "on" };
    format!("{on} {square}, level {}", state.level(seat))
}

/// A pawn's name: "Your pawn: on a1, level 9", "Player 2's pawn: on the
/// cube on c3, level 11".
pub fn pawn_name(state: &Jalak, seat: Seat, viewer: Option<Seat>) -> String {
    format!("{} pawn: {}", whose(viewer, seat), standing(state, seat))
}

/// The Raise or Lower button's name for `column`: "Raise: column a2 to
/// notch 10", and whether it is the change chosen.
pub fn change_name(state: &Jalak, column: Square, raise: bool, chosen: bool) -> String {
    let height = state.height(column);
    let (word, to) = if raise { ("Raise", height.saturating_add(1)) } else { ("Lower", height.saturating_sub(1)) };
    let chosen = if chosen { ", chosen" } else { "" };
    format!("{word}: column {column} to notch {to}{chosen}")
}

/// The position in short, as anyone may see it (the S key): every pawn
/// and the columns next to it, north, east, south and west; the cubes; the
/// turn count. F reads the whole field (see [`field`]).
pub fn summary(state: &Jalak, viewer: Option<Seat>) -> String {
    let mut sentences = Vec::new();
    for seat in Seat::all(state.seat_count()) {
        let mut words = pawn_name(state, seat, viewer);
        let square = state.pawn(seat);
        if state.is_active(seat) {
            let around: Vec<String> = Dir::ALL
                .into_iter()
                .filter_map(|dir| square.neighbour(dir).map(|next| (dir, next)))
                .map(|(dir, next)| format!("{} {next} {}", dir.name(), column(state, next, viewer)))
                .collect();
            words.push_str("; next to it: ");
            words.push_str(&around.join("; "));
        }
        sentences.push(format!("{words}."));
    }
    let cubes: Vec<String> = state.cubes().map(|square| square.to_string()).collect();
    sentences.push(format!("Cubes on {}.", listed(&cubes)));
    if state.outcome().is_none() {
        sentences.push(format!("Turn {} of {}, then a draw.", state.turns() + 1, state.turn_limit()));
    }
    sentences.push("F reads the whole field.".to_owned());
    sentences.join(" ")
}

/// The whole field in words (the F key): row by row from row 5 to row 1,
/// each from a to e.
pub fn field(state: &Jalak, viewer: Option<Seat>) -> String {
    let mut sentences = vec!["The field, from row 5 to row 1, each row from a to e.".to_owned()];
    for row in (0..SIDE).rev() {
        let columns: Vec<String> = (0..SIDE)
            .filter_map(|c| Square::at(c, row))
            .map(|square| format!("{square} {}", column(state, square, viewer)))
            .collect();
        sentences.push(format!("Row {}: {}.", row + 1, columns.join("; ")));
    }
    sentences.join(" ")
}

#[cfg(test)]
mod tests {
    use parlour_core::games::jalak::Options;

    use super::*;

    #[test]
    fn the_summary_says_where_everyone_stands_and_f_reads_the_field_row_by_row() {
        let game = Jalak::new(&Options::default(), 1).expect("a game");
        let words = summary(&game, Some(Seat(0)));
        assert!(
            words.starts_with("Your pawn: on a1, level 9; next to it: north a2 notch 9; east b1 notch 9."),
            "{words}"
        );
        assert!(
            words.contains("Player 2's pawn: on e5, level 9; next to it: south e4 notch 9; west d5 notch 9."),
            "{words}"
        );
        assert!(words.contains("Cubes on "), "{words}");
        assert!(words.contains("c3"), "the centre's cube: {words}");
        assert!(words.contains(". Turn 1 of "), "{words}");
        assert!(!words.contains("Row 5"), "S is short: {words}");
        let field = field(&game, Some(Seat(0)));
        assert!(
            field.starts_with("The field, from row 5 to row 1, each row from a to e. Row 5: a5 notch 9; "),
            "{field}"
        );
        assert!(field.contains("Row 4: a4 notch 9; b4 notch 7, a cube on top; c4 notch 9;"), "{field}");
        assert!(field.contains("Row 1: a1 notch 9, your pawn; b1 notch 9"), "{field}");
        assert!(field.contains("e5 notch 9, Player 2's pawn."), "{field}");
    }

    #[test]
    fn names_say_the_notch_the_cube_and_who_stands_there() {
        let game = Jalak::new(&Options::default(), 1).expect("a game");
        let centre = column_name(&game, Square::CENTRE, Some(Seat(1)), Use::None);
        assert_eq!(centre, "Column c3: notch 9, a cube on top");
        let a1 = column_name(&game, Square::CORNERS[0], Some(Seat(1)), Use::Change);
        assert_eq!(a1, "Column a1: notch 9, Player 1's pawn, you may raise or lower it");
        assert_eq!(pawn_name(&game, Seat(1), Some(Seat(1))), "Your pawn: on e5, level 9");
        assert_eq!(change_name(&game, Square::CENTRE, false, true), "Lower: column c3 to notch 8, chosen");
    }
}
