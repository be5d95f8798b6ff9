//! The Unicorn Jelly table in words, for a player who listens: the names
//! screen readers give the hand's tiles, the board's tiles and the squares a
//! tile may go on, and the summary of the position. Names and summary share
//! these words, and the log's ("places Lupiko at 0,1", "defeated").

use std::collections::BTreeMap;

use parlour_core::Seat;
use parlour_core::games::unicorn_jelly::{Face, MINES_TO_REVEAL, Pos, SeenTile, TileDef, UnicornJelly, View};

use super::last_move::LastMove;
use crate::desktop::tables::words::{counted, whose, whose_within};

/// A tile's name, power and kind: "Lupiko, power 3, Hero". A power the
/// bordering tiles change says what is printed too: "power 4, printed 3".
pub fn tile_line(def: &TileDef, current: Option<i8>) -> String {
    let power = match (current, def.power) {
        (Some(now), Some(printed)) if now != printed => format!(", power {now}, printed {printed}"),
        (now, printed) => now.or(printed).map_or_else(String::new, |p| format!(", power {p}")),
    };
    format!("{}{power}, {}", def.name, def.kind)
}

/// A tile in hand in words, on one line: name, power, kind and what it
/// does — "Dawn Ranger, power 2, Hero; When active, turns defeated
/// bordering Heroes face up".
pub fn hand_tile(def: &TileDef) -> String {
    tile_line(def, None) + &abilities(def)
}

/// What a tile does, each ability after a semicolon: "; When active, turns
/// defeated bordering Heroes face up"; empty for a tile without any.
fn abilities(def: &TileDef) -> String {
    def.abilities.iter().flat_map(|ability| ["; ".to_owned(), ability.describe()]).collect()
}

/// The name of the tile in the hand's slot `slot` (from 0), and whether it
/// is picked: "Hand tile 1: Lupiko, power 3, Hero, picked".
pub fn hand_tile_name(slot: usize, def: &TileDef, picked: bool) -> String {
    let picked = if picked { ", picked" } else { "" };
    format!("Hand tile {}: {}{picked}", slot + 1, hand_tile(def))
}

/// What `whose` hand holds, as far as it may be known: "Player 2's hand: 3
/// tiles".
pub fn hand_count(seat: Seat, viewer: Option<Seat>, count: usize) -> String {
    format!("{} hand: {}", whose(viewer, seat), counted(count, "tile"))
}

/// A tile on the board in words, as the viewer may know it: "Lupiko,
/// power 3, Hero", "Slime, power 2, Danger, defeated", "a hidden landmine";
/// what it covers, and whether the last move placed or defeated it.
pub fn board_tile(state: &UnicornJelly, view: &View, tile: SeenTile, last: &LastMove) -> String {
    let def = tile.tile.map(|t| state.design(t));
    let just_defeated = last.defeated.contains(&tile.pos);
    let mut words = match (tile.face, def) {
        (Face::Mine, _) | (_, None) => "a hidden landmine".to_owned(),
        // "Defeated" once: on the last move, or before.
        (Face::Down, Some(def)) if just_defeated => tile_line(def, None),
        (Face::Down, Some(def)) => format!("{}, defeated", tile_line(def, None)),
        (Face::Up, Some(def)) => tile_line(def, state.current_power(tile.pos)),
    };
    for (_, covered) in view.covered.iter().filter(|c| c.0 == tile.pos) {
        words.push_str(", covers ");
        words.push_str(&state.design(*covered).name);
    }
    if let Some((_, seat)) = last.placed.filter(|p| p.0 == tile.pos) {
        words.push_str(", placed on ");
        words.push_str(&whose_within(view.viewer, seat));
        words.push_str(" last move");
    }
    if just_defeated {
        words.push_str(", defeated on the last move");
    }
    words
}

/// The name of a tile on the board: "Tile 0,1: Lupiko, power 3, Hero",
/// and what a face-up tile does.
pub fn board_tile_name(state: &UnicornJelly, view: &View, tile: SeenTile, last: &LastMove) -> String {
    // What a face-up tile does, read where it is focused (the summary keeps to names and powers).
    let does = match (tile.face, tile.tile) {
        (Face::Up, Some(t)) => abilities(state.design(t)),
        _ => String::new(),
    };
    format!("Tile {}: {}{does}", tile.pos, board_tile(state, view, tile, last))
}

/// An empty square in words, with the tiles it borders: "empty, borders
/// Lupiko to the south and a hidden landmine to the east".
pub fn empty_square(state: &UnicornJelly, view: &View, pos: Pos) -> String {
    let sides = ["north", "east", "south", "west"];
    let borders: Vec<String> = pos
        .neighbours()
        .into_iter()
        .zip(sides)
        .filter_map(|(next, side)| {
            let tile = view.board.iter().find(|t| t.pos == next)?;
            let def = tile.tile.map(|t| state.design(t));
            let what = match (tile.face, def) {
                (Face::Up, Some(def)) => def.name.clone(),
                (Face::Down, Some(def)) => format!("defeated {}", def.name),
                _ => "a hidden landmine".to_owned(),
            };
            Some(format!("{what} to the {side}"))
        })
        .collect();
    match borders.split_last() {
        None => "empty".to_owned(),
        Some((only, [])) => format!("empty, borders {only}"),
        Some((last, rest)) => format!("empty, borders {} and {last}", rest.join(", ")),
    }
}

/// The name of an empty square a tile may go on: "Square 0,1: empty,
/// borders Lupiko to the south".
pub fn square_name(state: &UnicornJelly, view: &View, pos: Pos) -> String {
    format!("Square {pos}: {}", empty_square(state, view, pos))
}

/// A row of the board by its place: "Row 2 north", "The seed's row", "Row 1 south".
fn row_name(y: i16) -> String {
    match y {
        0 => "The seed's row".to_owned(),
        y if y > 0 => format!("Row {y} north"),
        y => format!("Row {} south", y.unsigned_abs()),
    }
}

/// The position in words, as the viewer may know it: the board row by row
/// from north to south, each row west to east; the viewer's hand tile by
/// tile, how many tiles the others hold, the pile and the landmines.
pub fn summary(state: &UnicornJelly, view: &View, last: &LastMove) -> String {
    let mut sentences = Vec::new();
    let mut rows: BTreeMap<i16, Vec<&SeenTile>> = BTreeMap::new();
    for tile in &view.board {
        rows.entry(tile.pos.y).or_default().push(tile);
    }
    if rows.is_empty() {
        sentences.push("The board is empty.".to_owned());
    } else {
        sentences.push("The board, from north to south.".to_owned());
    }
    for (y, mut row) in rows.into_iter().rev() {
        row.sort_by_key(|t| t.pos.x);
        sentences.push(format!("{}:", row_name(y)));
        for tile in row {
            sentences.push(format!("At {}, {}.", tile.pos, board_tile(state, view, *tile, last)));
        }
    }
    for (i, hand) in view.hands.iter().enumerate() {
        let seat = Seat::new(i);
        match hand.shown().filter(|_| Some(seat) == view.viewer) {
            Some([]) => sentences.push("Your hand is empty.".to_owned()),
            Some(shown) => {
                sentences.push(format!("{}.", hand_count(seat, view.viewer, shown.len())));
                for (slot, &tile) in shown.iter().enumerate() {
                    sentences.push(format!("Tile {}: {}.", slot + 1, hand_tile(state.design(tile))));
                }
            }
            None => sentences.push(format!("{}.", hand_count(seat, view.viewer, hand.len()))),
        }
    }
    sentences.push(format!("{} left to draw.", counted(view.pile, "tile")));
    let mines = view.board.iter().filter(|t| t.face == Face::Mine).count();
    if mines > 0 {
        let lie = if mines == 1 { "lies" } else { "lie" };
        sentences.push(format!(
            "{mines} hidden landmine{} {lie} on the board: when {MINES_TO_REVEAL} lie there they turn face up together.",
            if mines == 1 { "" } else { "s" }
        ));
    }
    sentences.join(" ")
}

#[cfg(test)]
mod tests {
    use parlour_core::Game;
    use parlour_core::games::unicorn_jelly::{Action, Options};

    use super::*;

    /// A game of two after its first placement, as Player 1 sees it.
    fn after_one_move() -> (UnicornJelly, LastMove, Pos) {
        let mut game = UnicornJelly::new(&Options::default(), 7).expect("a game");
        let action = game.legal_actions().into_iter().find(|a| matches!(a, Action::Place { .. })).expect("a move");
        let Action::Place { pos, .. } = action else { unreachable!("a placement") };
        game.apply(action).expect("legal");
        (game, LastMove { placed: Some((pos, Seat(0))), defeated: Vec::new() }, pos)
    }

    #[test]
    fn a_tile_says_its_power_and_kind_and_what_changes_it() {
        let (game, _, _) = after_one_move();
        let def = game.designs().iter().find(|d| d.power.is_some()).expect("a tile with power");
        let printed = def.power.expect("power");
        assert_eq!(tile_line(def, None), format!("{}, power {printed}, {}", def.name, def.kind));
        let changed = format!("{}, power {}, printed {printed}, {}", def.name, printed + 1, def.kind);
        assert_eq!(tile_line(def, Some(printed + 1)), changed);
    }

    #[test]
    fn a_focused_board_tile_says_what_it_does() {
        // Placements until a tile with an ability lies face up.
        let mut game = UnicornJelly::new(&Options::default(), 7).expect("a game");
        for _ in 0..40 {
            let view = game.view(Some(Seat(0)));
            let with_ability = view
                .board
                .iter()
                .find(|t| t.face == Face::Up && t.tile.is_some_and(|id| !game.design(id).abilities.is_empty()));
            if let Some(&tile) = with_ability {
                let def = game.design(tile.tile.expect("a tile"));
                let name = board_tile_name(&game, &view, tile, &LastMove::default());
                assert!(name.ends_with(&format!("; {}", def.abilities[0].describe())), "{name}");
                let summary = summary(&game, &view, &LastMove::default());
                assert!(!summary.contains(&def.abilities[0].describe()), "the summary keeps to names: {summary}");
                return;
            }
            let Some(action) = game.legal_actions().into_iter().find(|a| matches!(a, Action::Place { .. })) else {
                break;
            };
            game.apply(action).expect("legal");
        }
        panic!("no tile with an ability was placed");
    }

    #[test]
    fn the_summary_reads_the_board_north_to_south_and_the_hands_as_known() {
        let (game, last, pos) = after_one_move();
        let view = game.view(Some(Seat(0)));
        let words = summary(&game, &view, &last);
        assert!(words.starts_with("The board, from north to south."), "{words}");
        let north = row_name(view.board.iter().map(|t| t.pos.y).max().expect("tiles"));
        assert!(words.contains(&format!("{north}: At ")), "{words}");
        assert!(words.contains(&format!("At {pos}, ")) && words.contains("placed on your last move"), "{words}");
        let hand = game.hand(Seat(0));
        assert!(words.contains(&format!(
            "Your hand: {}. Tile 1: {}",
            counted(hand.len(), "tile"),
            game.design(hand[0]).name
        )));
        assert!(words.contains(&format!("Player 2's hand: {}.", counted(game.hand(Seat(1)).len(), "tile"))), "{words}");
        assert!(words.ends_with(&format!("{} left to draw.", counted(view.pile, "tile"))), "{words}");
    }

    #[test]
    fn a_tile_defeated_on_the_last_move_is_said_defeated_once() {
        let mut chooser = parlour_core::rng::seeded(3);
        for seed in 0..50 {
            let mut game = UnicornJelly::new(&Options::default(), seed).expect("a game");
            while game.outcome().is_none() {
                let action = game.random_action(&mut chooser).expect("an action");
                let events = game.apply(action).expect("legal");
                let beaten = events.iter().find_map(|e| match e {
                    parlour_core::games::unicorn_jelly::Event::Defeated { pos, .. } => Some(*pos),
                    _ => None,
                });
                if let Some(pos) = beaten {
                    let view = game.view(Some(Seat(0)));
                    let tile = view.board.iter().copied().find(|t| t.pos == pos).expect("on the board");
                    let last = LastMove { placed: None, defeated: vec![pos] };
                    let words = board_tile(&game, &view, tile, &last);
                    assert_eq!(words.matches("defeated").count(), 1, "{words}");
                    assert!(words.ends_with("defeated on the last move"), "{words}");
                    return;
                }
            }
        }
        panic!("no tile was defeated");
    }
}
