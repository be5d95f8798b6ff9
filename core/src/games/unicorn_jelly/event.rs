//! What happens in a game of Unicorn Jelly, for logs and animations.

use serde::Serialize;
use tinyvec::ArrayVec;

use super::action::TileId;
use super::pos::Pos;
use super::state::UnicornJelly;
use crate::outcome::Outcome;
use crate::seat::Seat;

/// A tile that took part in a challenge, with its current power.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Attacker {
    /// Where it lies.
    pub pos: Pos,
    /// Its design.
    pub tile: TileId,
    /// Its current power.
    pub power: i8,
}

/// The tiles that challenged one defender together: one a side at most.
pub type Attackers = ArrayVec<[Attacker; 4]>;

impl UnicornJelly {
    /// A challenge in words, with its arithmetic: "Redcloak 5 + Lupiko 3 =
    /// 8 > Crystal Basilisk 6".
    pub fn challenge_text(&self, by: &[Attacker], defender: TileId, power: i8) -> String {
        let parts: Vec<String> = by.iter().map(|a| format!("{} {}", self.design(a.tile).name, a.power)).collect();
        let total: i32 = by.iter().map(|a| i32::from(a.power)).sum();
        let sum = if by.len() > 1 { format!("{} = {total}", parts.join(" + ")) } else { parts.join("") };
        format!("{sum} > {} {power}", self.design(defender).name)
    }
}

/// Something an action caused. Nothing in it lives on the heap or needs
/// dropping: random playouts make and clear events by the million.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    /// A player drew a tile at the start of their turn.
    Drew {
        /// Who.
        seat: Seat,
        /// Which design (only its owner sees it).
        tile: TileId,
    },
    /// A tile was placed (the seed tile too).
    Placed {
        /// Who placed it.
        seat: Seat,
        /// Which design.
        tile: TileId,
        /// Where.
        pos: Pos,
    },
    /// A tile was placed on top of another, covering it.
    Covered {
        /// The covering design.
        tile: TileId,
        /// The covered design.
        covered: TileId,
        /// Where.
        pos: Pos,
    },
    /// A tile jumped to a new square.
    Jumped {
        /// Which design.
        tile: TileId,
        /// From where.
        from: Pos,
        /// To where.
        to: Pos,
    },
    /// A tile became active this turn because an Impetus activated it.
    Activated {
        /// Which design.
        tile: TileId,
        /// Where.
        pos: Pos,
        /// The Impetus that did it.
        by: Pos,
    },
    /// A tile was defeated and turned face down.
    Defeated {
        /// Which design.
        tile: TileId,
        /// Where.
        pos: Pos,
        /// Its current power.
        power: i8,
        /// The active tiles whose summed power beat it.
        by: Attackers,
        /// Who scores the point.
        seat: Seat,
    },
    /// A defeated tile was turned face up again.
    Revived {
        /// Which design.
        tile: TileId,
        /// Where.
        pos: Pos,
    },
    /// A hidden landmine tile was laid.
    MineLaid {
        /// Who laid it.
        seat: Seat,
        /// Where.
        pos: Pos,
    },
    /// The landmines were turned over and act as if just placed.
    MineRevealed {
        /// Which design it turned out to be.
        tile: TileId,
        /// Where.
        pos: Pos,
    },
    /// A player offered to end the game.
    CallOffered {
        /// Who.
        seat: Seat,
    },
    /// The offer was answered.
    CallAnswered {
        /// Who answered.
        seat: Seat,
        /// Whether they agreed.
        accepted: bool,
    },
    /// The game is over.
    Ended {
        /// The result.
        outcome: Outcome,
        /// The points of each player.
        scores: ArrayVec<[i32; 2]>,
    },
}

const _: () = assert!(!std::mem::needs_drop::<Event>(), "clearing a list of events must cost nothing");

/// An attacker in the public shape.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicAttacker {
    /// Where it lies.
    pub pos: Pos,
    /// Its design's name.
    pub tile: String,
    /// Its current power.
    pub power: i8,
}

/// An event in the public JSON shape: an object whose `event` names the kind
/// (`drew`, `placed`, `covered`, `jumped`, `activated`, `defeated`,
/// `revived`, `mine_laid`, `mine_revealed`, `call_offered`, `call_answered`,
/// `ended`), squares as `X,Y`, tiles by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
#[allow(missing_docs, reason = "each field means what it does in `Event`")]
pub enum PublicEvent {
    /// A tile drawn; `tile` is null for a viewer who may not see it.
    Drew { seat: Seat, tile: Option<String> },
    /// A tile placed.
    Placed { seat: Seat, tile: String, pos: Pos },
    /// A tile placed on top of another.
    Covered { tile: String, covered: String, pos: Pos },
    /// A tile jumped.
    Jumped { tile: String, from: Pos, to: Pos },
    /// A tile activated by an Impetus.
    Activated { tile: String, pos: Pos, by: Pos },
    /// A tile defeated.
    Defeated { tile: String, pos: Pos, power: i8, by: Vec<PublicAttacker>, seat: Seat },
    /// A tile turned face up again.
    Revived { tile: String, pos: Pos },
    /// A hidden landmine laid.
    MineLaid { seat: Seat, pos: Pos },
    /// A landmine turned over.
    MineRevealed { tile: String, pos: Pos },
    /// An offer to end the game.
    CallOffered { seat: Seat },
    /// The answer to the offer.
    CallAnswered { seat: Seat, accepted: bool },
    /// The game is over.
    Ended { outcome: Outcome, scores: Vec<i32> },
}

/// An event in plain words, as `viewer` may read it (a tile drawn by
/// someone else stays hidden).
pub(super) fn describe(game: &UnicornJelly, event: &Event, viewer: Option<Seat>) -> String {
    let name = |tile: TileId| game.design(tile).name.as_str();
    match event {
        Event::Drew { seat, tile } if viewer == Some(*seat) => format!("{seat} draws {}.", name(*tile)),
        Event::Drew { seat, .. } => format!("{seat} draws a tile."),
        Event::Placed { seat, tile, pos } => format!("{seat} places {} at {pos}.", name(*tile)),
        Event::Covered { tile, covered, pos } => format!("{} covers {} at {pos}.", name(*tile), name(*covered)),
        Event::Jumped { tile, from, to } => format!("{} jumps from {from} to {to}.", name(*tile)),
        Event::Activated { tile, pos, by } => {
            let impetus = game.at(*by).map_or("An Impetus", |t| name(t.tile));
            format!("{impetus} activates {} at {pos}.", name(*tile))
        }
        Event::Defeated { tile, pos, power, by, seat } => {
            format!("{} at {pos}: defeated, +1 point to {seat}.", game.challenge_text(by, *tile, *power))
        }
        Event::Revived { tile, pos } => format!("{} at {pos} is turned face up again.", name(*tile)),
        Event::MineLaid { seat, pos } => format!("{seat} lays a hidden landmine at {pos}."),
        Event::MineRevealed { tile, pos } => format!("The landmine at {pos} is {}!", name(*tile)),
        Event::CallOffered { seat } => {
            format!("{seat} offers to end the game: nothing left can change the result.")
        }
        Event::CallAnswered { seat, accepted: true } => format!("{seat} agrees: the game ends."),
        Event::CallAnswered { seat, accepted: false } => format!("{seat} plays on."),
        Event::Ended { outcome, scores } => match (scores.len(), outcome.sole_winner()) {
            (1, _) => format!("The tiles have run out: {} points.", scores[0]),
            (_, Some(winner)) => format!("The game is over: {winner} wins, {} to {}.", scores[0], scores[1]),
            _ => format!("The game is over: a draw, {} all.", scores[0]),
        },
    }
}

/// An event in the public shape, as `viewer` may know it.
pub(super) fn public(game: &UnicornJelly, event: &Event, viewer: Option<Seat>) -> PublicEvent {
    let name = |tile: TileId| game.design(tile).name.clone();
    match event {
        &Event::Drew { seat, tile } => PublicEvent::Drew { seat, tile: (viewer == Some(seat)).then(|| name(tile)) },
        &Event::Placed { seat, tile, pos } => PublicEvent::Placed { seat, tile: name(tile), pos },
        &Event::Covered { tile, covered, pos } => {
            PublicEvent::Covered { tile: name(tile), covered: name(covered), pos }
        }
        &Event::Jumped { tile, from, to } => PublicEvent::Jumped { tile: name(tile), from, to },
        &Event::Activated { tile, pos, by } => PublicEvent::Activated { tile: name(tile), pos, by },
        Event::Defeated { tile, pos, power, by, seat } => PublicEvent::Defeated {
            tile: name(*tile),
            pos: *pos,
            power: *power,
            by: by.iter().map(|a| PublicAttacker { pos: a.pos, tile: name(a.tile), power: a.power }).collect(),
            seat: *seat,
        },
        &Event::Revived { tile, pos } => PublicEvent::Revived { tile: name(tile), pos },
        &Event::MineLaid { seat, pos } => PublicEvent::MineLaid { seat, pos },
        &Event::MineRevealed { tile, pos } => PublicEvent::MineRevealed { tile: name(tile), pos },
        &Event::CallOffered { seat } => PublicEvent::CallOffered { seat },
        &Event::CallAnswered { seat, accepted } => PublicEvent::CallAnswered { seat, accepted },
        Event::Ended { outcome, scores } => PublicEvent::Ended { outcome: *outcome, scores: scores.to_vec() },
    }
}
