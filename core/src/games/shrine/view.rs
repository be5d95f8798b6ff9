//! What one seat (or a spectator) can see of a game of Shrine: its own hand
//! and what is public — Shrine tops and sizes (and the cards under them that
//! were once on top), Fields, the Graveyard, how many cards each hand and the
//! deck hold, and the action waiting for answers.

use serde::Serialize;

use super::action::Action;
use super::state::Stage;
use crate::cards::{Card, CardSet};
use crate::hand::HandView;
use crate::seat::{Seat, SeatSet};

/// The action waiting for answers, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// Who declared it.
    pub actor: Seat,
    /// What it is.
    pub action: Action,
    /// Who may answer now.
    pub stage: Stage,
    /// Its cards, out of the actor's hand (and a Resurrection's card, out
    /// of the Graveyard).
    pub cards: CardSet,
}

/// The state as one seat (or a spectator) sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Whose view this is; `None` for a spectator.
    pub viewer: Option<Seat>,
    /// How many play.
    pub players: u8,
    /// Each hand: the viewer's shown, the others counted.
    pub hands: Vec<HandView<Card>>,
    /// The cards everyone knows are in each hand (taken from the Graveyard).
    pub known: Vec<CardSet>,
    /// Each Shrine, bottom first: the cards once on top, `None` for the rest.
    pub shrines: Vec<Vec<Option<Card>>>,
    /// Each Field's Tokens.
    pub fields: Vec<CardSet>,
    /// The Graveyard, its top last.
    pub graveyard: Vec<Card>,
    /// Cards left in the deck.
    pub deck: usize,
    /// Who is out.
    pub out: SeatSet,
    /// Whose turn it is.
    pub turn: Seat,
    /// Whose decision it is; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// The action waiting for answers.
    pub pending: Option<PendingView>,
    /// Actions the turn player has left.
    pub actions_left: u8,
    /// Turns played so far.
    pub turns: u16,
}
