//! Exact positions for scenario files: hands, Shrines (face-down cards
//! included), Fields, the Graveyard, the deck's order, whose turn it is and
//! where the turn stands — a decision out of turn pending included.

use serde::Deserialize;

use super::action::Action;
use super::area::{Slot, token_of};
use super::event::Event;
use super::options::{BalanceRule, Options};
use super::state::{HAND_LIMIT, Phase, Pile, Shrine, Stage};
use crate::cards::{Card, CardSet, Rank};
use crate::error::SetupError;
use crate::rules::Rules;
use crate::seat::Seat;

/// An exact position. Every part may be left out: an absent part is empty
/// (`hands` left out: every hand empty), but for the deck, which then holds
/// every card not placed elsewhere, and the phase, which is then the start
/// of the turn.
///
/// ```ron
/// Scenario(
///     game: "shrine",
///     setup: (
///         hands: [["5s", "4c", "9h"], ["Qc", "2d", "7h"]],
///         shrines: [["3c", "8d", "9h"], ["2s", "Kd", "9h"]],  // bottom first: the last is the top
///         fields: [[], ["Qc"]],
///         graveyard: ["7c"],                                  // its top last
///         deck: ["Td", "6s"],                                 // the next card first
///         turn: 0,
///         phase: Act,                                         // or Draw, Answer(…), Discard, Trim
///     ),
///     actions: ["attack 2 5s+4c"],
/// )
/// ```
///
/// Written by an earlier Parlour, `drawn: true` is `phase: Act` (the turn
/// player has drawn and acts) and `drawn: false` is `phase: Draw`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(try_from = "Written")]
pub struct Setup {
    /// Each player's hand.
    pub hands: Vec<Vec<Card>>,
    /// Each player's Shrine, bottom first; only the top is face up.
    pub shrines: Vec<Vec<Card>>,
    /// Each player's Tokens on the Field.
    pub fields: Vec<Vec<Card>>,
    /// The Graveyard, its top last.
    pub graveyard: Vec<Card>,
    /// The deck, the next card first; absent: every card placed nowhere
    /// else, in deck order.
    pub deck: Option<Vec<Card>>,
    /// Whose turn it is.
    pub turn: Seat,
    /// Where the turn stands.
    pub phase: TurnPhase,
    /// Turns already played, toward the turn limit.
    pub turns: u16,
}

/// A setup as a file writes it: [`Setup`]'s parts, and the older name of
/// `phase`, `drawn` (which said only whether the turn player had drawn).
#[derive(Default, Deserialize)]
#[serde(rename = "Setup", default, deny_unknown_fields)]
struct Written {
    hands: Vec<Vec<Card>>,
    shrines: Vec<Vec<Card>>,
    fields: Vec<Vec<Card>>,
    graveyard: Vec<Card>,
    deck: Option<Vec<Card>>,
    turn: Seat,
    phase: Option<TurnPhase>,
    drawn: Option<bool>,
    turns: u16,
}

/// A setup that gives both `phase` and its older name `drawn`.
#[derive(Debug, thiserror::Error)]
#[error("`drawn` is the older name of `phase`: give `phase` alone")]
struct BothPhaseNames;

impl TryFrom<Written> for Setup {
    type Error = BothPhaseNames;

    fn try_from(written: Written) -> Result<Self, BothPhaseNames> {
        let Written { hands, shrines, fields, graveyard, deck, turn, phase, drawn, turns } = written;
        let phase = match (phase, drawn) {
            (Some(_), Some(_)) => return Err(BothPhaseNames),
            (Some(phase), None) => phase,
            (None, Some(drawn)) => {
                crate::format::older_name("drawn", "phase");
                if drawn { TurnPhase::Act } else { TurnPhase::Draw }
            }
            (None, None) => TurnPhase::default(),
        };
        Ok(Self { hands, shrines, fields, graveyard, deck, turn, phase, turns })
    }
}

impl Setup {
    /// The game this setup describes; what happens as it starts (the turn's
    /// draw) is appended to `events`.
    pub fn build(&self, options: &Options, events: &mut Vec<Event>) -> Result<Shrine, SetupError> {
        let players = usize::from(options.players);
        let mut game = Shrine::empty(options, 0);
        let mut placing =
            Placing { placed: CardSet::EMPTY, problems: Vec::new(), balance: options.balance != BalanceRule::Off };
        self.lay_out_sides(&mut game, &mut placing, players);
        for &card in &self.graveyard {
            placing.place(card, false);
        }
        let Placing { mut placed, mut problems, .. } = placing;
        // At most the game's cards: any more were refused above as placed twice.
        game.graveyard = self.graveyard.iter().copied().take(53).collect();
        let rest: Vec<Card> = game.deck.iter().copied().filter(|c| !placed.contains(*c)).collect();
        let deck: Vec<Card> = match &self.deck {
            Some(cards) => {
                for &card in cards {
                    if placed.contains(card) {
                        problems.push(format!("{card} is placed twice"));
                    }
                    placed = placed.with(card);
                }
                cards.clone()
            }
            None => rest,
        };
        if deck.iter().any(|c| c.is_joker()) && options.balance == BalanceRule::Off {
            problems.push("the Balance card plays only with the option `balance`".to_owned());
        }
        game.deck = deck.iter().rev().copied().take(53).collect::<Pile>();
        if self.turn.index() >= players {
            problems.push(format!("`turn` is seat {}, but seats run from 0 to {}", self.turn.0, players - 1));
        }
        for seat in (0..players).map(Seat::new) {
            if game.areas[seat.index()].shrine.is_empty() {
                game.out = game.out.with(seat);
            }
        }
        if game.out.contains(self.turn) || players - game.out.len() < 2 {
            problems.push("at least two players need a Shrine, the turn player among them".to_owned());
        }
        if self.turns >= options.turn_limit {
            problems.push(format!("{} turns played: the turn limit is {}", self.turns, options.turn_limit));
        }
        if !problems.is_empty() {
            let mut seen = std::collections::HashSet::new();
            problems.retain(|p| seen.insert(p.clone()));
            return Err(SetupError::new(problems.join("; ")));
        }
        game.turn = self.turn;
        game.turns = self.turns;
        if self.phase == TurnPhase::Draw {
            game.start_turn(events);
            return Ok(game);
        }
        game.turns += 1;
        game.actions_left = if game.areas[self.turn.index()].has(Rank::ACE) { 2 } else { 1 };
        game.phase = Phase::Act;
        let hand = game.hand(self.turn).len();
        match self.phase {
            TurnPhase::Draw | TurnPhase::Act => {}
            TurnPhase::Answer { action, stage } => {
                if let Some(rule) = game.refusal(action) {
                    return Err(SetupError::new(format!("`{action}` cannot be declared here: {rule}")));
                }
                game.declare_waiting(action, stage)?;
            }
            TurnPhase::Discard if hand > 0 => {
                game.actions_left -= 1;
                game.phase = Phase::StealDiscard;
            }
            TurnPhase::Trim if hand > HAND_LIMIT => {
                game.actions_left = 0;
                game.phase = Phase::Trim;
            }
            TurnPhase::Discard | TurnPhase::Trim => {
                return Err(SetupError::new(format!(
                    "the turn player discards only from a hand of more than {}",
                    if self.phase == TurnPhase::Trim { HAND_LIMIT } else { 0 }
                )));
            }
        }
        Ok(game)
    }

    /// Each player's hand, Shrine and Field, as given.
    fn lay_out_sides(&self, game: &mut Shrine, placing: &mut Placing, players: usize) {
        for (name, lists) in [("hands", &self.hands), ("shrines", &self.shrines), ("fields", &self.fields)] {
            if !lists.is_empty() && lists.len() != players {
                placing.problems.push(format!("`{name}` needs one list for each of the {players} players"));
            }
        }
        for (seat, cards) in self.hands.iter().enumerate().take(players) {
            for &card in cards {
                placing.place(card, false);
                game.hands[seat] = game.hands[seat].with(card);
            }
        }
        for (seat, cards) in self.shrines.iter().enumerate().take(players) {
            for (at, &card) in cards.iter().enumerate() {
                placing.place(card, at + 1 < cards.len());
                if game.areas[seat].shrine.try_push(Slot { card, seen: false }).is_err() {
                    placing.problems.push(format!("Player {}'s Shrine holds more than seven cards", seat + 1));
                }
            }
            let _ = game.areas[seat].reveal_top();
        }
        for (seat, cards) in self.fields.iter().enumerate().take(players) {
            for &card in cards {
                placing.place(card, false);
                let field = game.areas[seat].field;
                let rank = card.rank();
                let kind = rank.is_some_and(|r| r.is_face() || r == Rank::ACE);
                if !kind || rank.is_some_and(|r| token_of(field, r).is_some()) {
                    placing.problems.push(format!("{card} cannot be a Token on Player {}'s Field", seat + 1));
                }
                game.areas[seat].field = field.with(card);
            }
            let area = &game.areas[seat];
            if area.has(Rank::ACE) && !area.triad() {
                placing.problems.push(format!("Player {}'s Dagger Token needs a Triad", seat + 1));
            }
            if area.shrine.len() > area.capacity() {
                placing.problems.push(format!(
                    "Player {}'s Shrine holds more than its {} cards",
                    seat + 1,
                    area.capacity()
                ));
            }
        }
    }
}

/// Where the turn of a setup stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
pub enum TurnPhase {
    /// The turn player is to draw or take (with an empty Graveyard, the draw
    /// is made as the position starts).
    #[default]
    Draw,
    /// The turn player has drawn and acts.
    Act,
    /// The turn player has declared `action` — its cards listed in their
    /// hand, a Resurrection's card on the Graveyard's top — and `stage` says
    /// who answers it now: `Block(1)`, `Fizzle(2)` or `Counter(2)` (the seat
    /// whose Fizzle the actor may counter), seats from 0.
    Answer {
        /// The action declared, in the game's notation.
        action: Action,
        /// Who answers it now.
        stage: Stage,
    },
    /// The turn player has stolen with the Jack and discards a card.
    Discard,
    /// The turn player's turn is over and they discard down to seven.
    Trim,
}

/// The cards placed so far, and what is wrong with the placing.
struct Placing {
    placed: CardSet,
    problems: Vec<String>,
    /// Whether the Balance card is in the game.
    balance: bool,
}

impl Placing {
    /// Places `card`; `face_down` where the Balance card may wait, face down
    /// in a Shrine.
    fn place(&mut self, card: Card, face_down: bool) {
        if self.placed.contains(card) {
            self.problems.push(format!("{card} is placed twice"));
        }
        self.placed = self.placed.with(card);
        if card.is_joker() && !face_down {
            self.problems.push("the Balance card waits in the deck or face down in a Shrine".to_owned());
        }
        if card.is_joker() && !self.balance {
            self.problems.push("the Balance card plays only with the option `balance`".to_owned());
        }
    }
}
