//! The You Are Here table in words, for a player who listens: the names of
//! the squares and hand cards — each with what lies there, whose it is and
//! its edges as they lie on screen — and the position row by row.

use parlour_core::Seat;
use parlour_core::games::you_are_here::{Card, Cell, Placed, View, YouAreHere};
use parlour_core::grid::Dir;
use parlour_core::hand::HandView;

use crate::desktop::tables::Turn;
use crate::desktop::tables::words::{counted, listed, whose};

/// The four edges in words, as they lie on screen: "top 3, right 5,
/// bottom 2, left 7".
fn edges_words([top, right, bottom, left]: [u8; 4]) -> String {
    format!("top {top}, right {right}, bottom {bottom}, left {left}")
}

/// The edges of the card `placed` as the viewer sees them on screen (top,
/// right, bottom, left): the board is seen from the north when `flipped`.
fn seen_edges(state: &YouAreHere, placed: Placed, flipped: bool) -> [u8; 4] {
    let dirs = if flipped { [Dir::South, Dir::West, Dir::North, Dir::East] } else { Dir::ALL };
    dirs.map(|dir| state.edge(placed, dir))
}

/// What the viewer sees of the table: the game as they may picture it,
/// their view of it, and who they are.
#[derive(Clone, Copy)]
pub struct Seen<'a> {
    /// The game as the viewer may picture it.
    pub state: &'a YouAreHere,
    /// What the viewer sees.
    pub view: &'a View,
    /// Who is looking.
    pub viewer: Option<Seat>,
}

impl Seen<'_> {
    /// Whether the board is seen from the north (Player 2 looks).
    fn flipped(self) -> bool {
        self.viewer == Some(Seat(1))
    }

    /// What lies on `cell`: "empty", or "Probe, Player 2's, top 3, right
    /// 5, bottom 2, left 7" ("yours" for the viewer's).
    fn on_square(self, cell: Cell) -> String {
        match self.view.board[cell.index()] {
            None => "empty".to_owned(),
            Some(placed) => {
                let name = &self.state.card(placed.card).name;
                let edges = edges_words(seen_edges(self.state, placed, self.flipped()));
                let owner =
                    if Some(placed.owner) == self.viewer { "yours".to_owned() } else { whose(None, placed.owner) };
                format!("{name}, {owner}, {edges}")
            }
        }
    }

    /// A square's name: "Square b2: empty", "Square b2: Probe, Player 2's,
    /// top 3, right 5, bottom 2, left 7"; with a card picked, what laying it
    /// there would flip first (`flips`, as the pointer's preview shows it):
    /// "Square b2: empty, flips c2 and b3".
    pub fn square_name(self, cell: Cell, flips: Option<&[Cell]>) -> String {
        let flips = match flips {
            None => String::new(),
            Some([]) => ", flips nothing".to_owned(),
            Some(cells) => format!(", flips {}", listed(&cells.iter().map(ToString::to_string).collect::<Vec<_>>())),
        };
        format!("Square {cell}: {}{flips}", self.on_square(cell))
    }

    /// What may be known of a hand: "Player 2's hand: 4 cards, 3 left to
    /// draw" (the cards themselves are named one by one when it is shown).
    pub fn hand_name(self, seat: Seat) -> String {
        let count = self.view.hands[seat.index()].len();
        let left = self.view.piles[seat.index()];
        format!("{} hand: {}, {left} left to draw", whose(self.viewer, seat), counted(count, "card"))
    }
}

/// A hand card's name, its edges as printed (a card is laid facing its
/// owner), and whether it is picked: "Hand card 1: Probe, top 3, right 5,
/// bottom 2, left 7, picked".
pub fn hand_card_name(slot: usize, card: &Card, picked: bool) -> String {
    let picked = if picked { ", picked" } else { "" };
    format!("Hand card {}: {}, {}{picked}", slot + 1, card.name, edges_words(card.edges.as_array()))
}

/// The position: each hand as the viewer may know it, then the board row by
/// row as it lies on screen, from the top.
pub fn summary(turn: &Turn<'_, YouAreHere>) -> String {
    let seen = Seen { state: &turn.seen, view: &turn.view, viewer: turn.viewer };
    let flipped = seen.flipped();
    let bottom = turn.viewer.unwrap_or(Seat(0));
    let mut parts = Vec::new();
    for seat in [bottom, bottom.opponent()] {
        let whose = turn.whose(seat);
        parts.push(match &turn.view.hands[seat.index()] {
            HandView::Shown(hand) => {
                let named: Vec<String> = hand
                    .iter()
                    .map(|&id| {
                        let card = turn.seen.card(id);
                        format!("{} ({})", card.name, edges_words(card.edges.as_array()))
                    })
                    .collect();
                format!("{whose} hand: {}", named.join("; "))
            }
            HandView::Hidden(_) => seen.hand_name(seat),
        });
    }
    let rows: [u8; 3] = if flipped { [0, 1, 2] } else { [2, 1, 0] };
    let columns: [u8; 3] = if flipped { [2, 1, 0] } else { [0, 1, 2] };
    for row in rows {
        let squares: Vec<String> = columns
            .iter()
            .filter_map(|&column| Cell::at(column, row))
            .map(|cell| format!("{cell} {}", seen.on_square(cell)))
            .collect();
        parts.push(format!("Row {}: {}", row + 1, squares.join("; ")));
    }
    parts.join(". ")
}
