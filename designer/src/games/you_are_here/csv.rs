//! You Are Here card collections as CSV: one row per card, with the columns
//! `name`, `suit`, `top`, `right`, `bottom`, `left` and `art`. Suits are
//! written by name (a symbol such as ♥ reads too). Decks are not part of
//! the sheet: a collection read from CSV has none, and
//! [`merge_cards`] keeps the decks of the collection being edited.

use parlour_core::face_layout::{Crop, FaceLayout};
use parlour_core::format::Format;
use parlour_core::games::you_are_here::{Card, Collection, Edges, MAX_CARDS};
use parlour_core::typeface::Typeface;

use crate::designs::csv_sheet::{self, CsvError};

/// The columns written, in order.
const COLUMNS: [&str; 7] = ["name", "suit", "top", "right", "bottom", "left", "art"];

/// The collection's cards as CSV text, a header row first.
pub fn to_csv(collection: &Collection) -> String {
    let rows = collection.cards.iter().map(|card| {
        let mut row = vec![card.name.clone(), card.suit.to_string()];
        row.extend(card.edges.as_array().map(|e| e.to_string()));
        row.push(card.art.clone().unwrap_or_default());
        row
    });
    csv_sheet::write(&COLUMNS, rows)
}

/// Reads a collection named `name` from CSV text and checks it.
pub fn from_csv(name: &str, text: &str) -> Result<Collection, CsvError> {
    let collection = cards_from_csv(name, text)?;
    let invalid = collection.problems();
    if invalid.is_empty() { Ok(collection) } else { Err(CsvError::from_problems(&invalid)) }
}

/// Reads the cards of a collection named `name` from CSV text, each row
/// checked as a card but the whole not yet checked as a collection (it has
/// no decks until [`merge_cards`] gives it some).
pub fn cards_from_csv(name: &str, text: &str) -> Result<Collection, CsvError> {
    let required = ["name", "suit", "top", "right", "bottom", "left"];
    let cards = csv_sheet::read(text, &COLUMNS, &required, MAX_CARDS, |row| {
        let suit = csv_sheet::parsed(row, 1);
        let [top, right, bottom, left] = [2, 3, 4, 5].map(|column| csv_sheet::number(row, column, "an edge number", 0));
        let art = Some(row.cell(6)).filter(|a| !a.is_empty()).map(str::to_owned);
        let edges = Edges { top: top?, right: right?, bottom: bottom?, left: left? };
        Some(Card { name: row.cell(0).to_owned(), suit: suit?, edges, art, crop: Crop::default() })
    })?;
    Ok(Collection {
        format: Format,
        name: name.to_owned(),
        version: String::new(),
        cards,
        decks: Vec::new(),
        back_art: None,
        layout: FaceLayout::Framed,
        typeface: Typeface::Sans,
        colours: Vec::new(),
    })
}

/// `imported` cards with the name, decks and layout of `current`; decks
/// naming a card the import lacks lose those entries. A card keeps the
/// crop of its art (which a sheet does not hold) while its art is the same.
pub fn merge_cards(current: &Collection, imported: Collection) -> Collection {
    let mut cards = imported.cards;
    for card in &mut cards {
        if let Some(was) = current.card(&card.name).filter(|was| was.art == card.art) {
            card.crop = was.crop;
        }
    }
    let decks = current
        .decks
        .iter()
        .map(|deck| {
            let mut deck = deck.clone();
            deck.cards.retain(|name| cards.iter().any(|card| card.name == *name));
            deck
        })
        .collect();
    Collection {
        format: Format,
        name: current.name.clone(),
        version: current.version.clone(),
        cards,
        decks,
        back_art: current.back_art.clone(),
        layout: current.layout,
        typeface: current.typeface.clone(),
        colours: current.colours.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_starter_cards_round_trip_through_csv_unchanged() {
        let starter = Collection::starter();
        let text = to_csv(&starter);
        assert!(text.starts_with("name,suit,top,right,bottom,left,art\n"), "{text}");
        let back = from_csv(&starter.name, &text).expect("reads back");
        assert_eq!(back.cards, starter.cards);
        assert_eq!(merge_cards(&starter, back), starter, "the decks are kept");
    }

    #[test]
    fn every_problem_names_its_row_and_column() {
        let text = "name,suit,top,right,bottom,left\nA,Stars,1,2,3,4\nB,♥,9,x,1,1\nC,hearts,1,1,1,300\n";
        let lines: Vec<String> =
            from_csv("bad", text).expect_err("three problems").0.iter().map(ToString::to_string).collect();
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(lines[0].starts_with("row 2, column `suit`: `Stars` is not a suit"), "{lines:?}");
        assert_eq!(lines[1], "row 3, column `right`: `x` is not an edge number");
        assert_eq!(lines[2], "row 4, column `left`: `300` is not an edge number");
        let headless = from_csv("bad", "name,suit\nx,Hearts\n").expect_err("no edges").to_string();
        assert!(headless.contains("lacks the column(s) top, right, bottom, left"), "{headless}");
        let out_of_range = from_csv("bad", "name,suit,top,right,bottom,left\nD,Clubs,0,1,1,1\n");
        assert!(out_of_range.expect_err("edge 0").to_string().contains("D (top): edge 0 is outside 1 to 9"));
    }
}
