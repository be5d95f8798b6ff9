//! What one seat (or a spectator) can see of a game of Wonderland: its own
//! hand, and everything on the table — the ring of hedges, painted or not,
//! the guardsmen, the Queen of Hearts, the Kings in front of each player,
//! the discard pile's top, and how many cards each hand and pile holds.

use serde::Serialize;

use super::action::Action;
use super::ring::Hedge;
use super::state::Done;
use crate::cards::Card;
use crate::hand::HandView;
use crate::seat::{Seat, SeatSet};

/// One hedge of the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HedgeView {
    /// Its card (a painted hedge lies face down, but everyone saw it dealt).
    pub card: Card,
    /// Whether its roses are painted red.
    pub painted: bool,
}

/// A guardsman on the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GuardView {
    /// The card standing for them.
    pub card: Card,
    /// Where they stand.
    pub at: Hedge,
}

/// The face card waiting for a King's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// Who played it.
    pub actor: Seat,
    /// What.
    pub play: Action,
    /// The King's holder asked now.
    pub asked: Seat,
}

/// The state as one seat (or a spectator) sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Whose view this is; `None` for a spectator.
    pub viewer: Option<Seat>,
    /// How many play.
    pub players: u8,
    /// Who deals (and started).
    pub dealer: Seat,
    /// The ring, garden by garden, left to right.
    pub hedges: Vec<HedgeView>,
    /// Each player's guardsman, if on the ring.
    pub guards: Vec<Option<GuardView>>,
    /// Who has chosen a first guardsman not yet shown.
    pub chosen: SeatSet,
    /// Where the Queen of Hearts stalks.
    pub queen: Option<Hedge>,
    /// Each hand: the viewer's shown, the others counted.
    pub hands: Vec<HandView<Card>>,
    /// The Kings face up in front of each player.
    pub kings: Vec<Vec<Card>>,
    /// Cards in the draw pile.
    pub draw: usize,
    /// Cards in the discard pile.
    pub discard: usize,
    /// The discard pile's top card.
    pub discard_top: Option<Card>,
    /// Guardsmen the Queen caught, out of the game.
    pub removed: Vec<Card>,
    /// Whose turn it is.
    pub turn: Seat,
    /// Whose decision it is; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// The face card waiting for a King's answer.
    pub pending: Option<PendingView>,
    /// What the turn has done so far.
    pub done: Done,
    /// Turns played so far.
    pub turns: u16,
    /// The turn limit.
    pub turn_limit: u16,
}
