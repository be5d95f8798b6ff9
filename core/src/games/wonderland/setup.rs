//! Exact positions for scenario files: gardens, painted hedges, guardsmen,
//! the Queen of Hearts, hands, Kings in front, the piles, whose turn it is
//! and where it stands — from the very start, when the first guardsmen are
//! chosen, to a King's cancel or a discard pending.

use serde::Deserialize;

use super::action::{Action, QUEEN_OF_HEARTS};
use super::event::Event;
use super::options::Options;
use super::ring::{GARDEN, Hedge};
use super::state::{DEAL, Guard, HAND, Hand, Phase, Pile, Wonderland};
use crate::cards::{Card, Rank};
use crate::error::SetupError;
use crate::rules::Rules;
use crate::seat::Seat;

/// A guardsman in a setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GuardSetup {
    /// The card standing for them.
    pub card: Card,
    /// Where they stand.
    pub at: Hedge,
}

/// An exact position. `gardens` is needed; every other part may be left
/// out (empty), but for the draw pile, which then holds every card not
/// placed elsewhere, and the phase, which is then the turn player acting.
///
/// ```ron
/// Scenario(
///     game: "wonderland",
///     setup: (
///         gardens: [["3c", "9d", "5h", "Ah", "2s"], ["7c", "8d", "4h", "6s", "Td"]],
///         painted: ["p1.1", "p1.3"],
///         guards: [(card: "7h", at: "p1.2"), (card: "2c", at: "p2.3")],
///         queen: "p2.5",
///         hands: [["Ks", "9s"], ["Jd"]],
///         kings: [[], ["Kh"]],
///         draw: ["5c", "6c"],          // the next card first
///         turn: 0,
///         phase: Act,                  // or Choose, Cancel(…), Trim
///     ),
///     actions: ["paint 9s"],
/// )
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    /// Each player's five hedges, left to right (number cards).
    pub gardens: Vec<Vec<Card>>,
    /// The hedges painted.
    pub painted: Vec<Hedge>,
    /// Each player's guardsman, `None` for one who has none.
    pub guards: Vec<Option<GuardSetup>>,
    /// Where the Queen of Hearts stalks, if she is in play.
    pub queen: Option<Hedge>,
    /// Each player's hand.
    pub hands: Vec<Vec<Card>>,
    /// The Kings in front of each player.
    pub kings: Vec<Vec<Card>>,
    /// The draw pile, the next card first; absent: every card placed
    /// nowhere else, in deck order.
    pub draw: Option<Vec<Card>>,
    /// The discard pile, its top last.
    pub discard: Vec<Card>,
    /// Guardsmen already out of the game.
    pub removed: Vec<Card>,
    /// Whose turn it is.
    pub turn: Seat,
    /// The dealer.
    pub dealer: Seat,
    /// Turns already played, toward the turn limit.
    pub turns: u16,
    /// Where the turn stands.
    pub phase: TurnPhase,
}

/// Where a setup's game stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
pub enum TurnPhase {
    /// The very start: nobody has a guardsman yet, each hand holds the six
    /// dealt, and the players choose one after another from the dealer.
    Choose,
    /// The turn player acts.
    #[default]
    Act,
    /// The turn player has played the face card `play` (out of their hand),
    /// and `asked`, who has a King in front (a seat from 0), may cancel it.
    Cancel {
        /// The face card played, in the game's notation.
        play: Action,
        /// The King's holder asked now.
        asked: Seat,
    },
    /// The turn player has drawn at the end of the turn and discards down
    /// to five.
    Trim,
}

/// The cards placed so far, against those the game has.
struct Placing {
    left: Vec<Card>,
    problems: Vec<String>,
}

impl Placing {
    fn place(&mut self, card: Card, place: &str) {
        match self.left.iter().position(|&c| c == card) {
            Some(at) => {
                self.left.swap_remove(at);
            }
            None => self.problems.push(format!("{card} ({place}) is one card too many: the game has no more of it")),
        }
    }
}

impl Setup {
    /// The game this setup describes; nothing happens as it starts.
    pub fn build(&self, options: &Options, _events: &mut Vec<Event>) -> Result<Wonderland, SetupError> {
        let players = usize::from(options.players);
        let mut game = Wonderland::empty(options, 0);
        let all = Wonderland::all_cards(options.players);
        let mut placing = Placing { left: all.clone(), problems: Vec::new() };
        for (name, count) in [
            ("gardens", self.gardens.len()),
            ("guards", self.guards.len()),
            ("hands", self.hands.len()),
            ("kings", self.kings.len()),
        ] {
            if count != players && (name == "gardens" || count != 0) {
                placing.problems.push(format!("`{name}` needs one entry for each of the {players} players"));
            }
        }
        self.lay_out_ring(&mut game, &mut placing, players);
        for (seat, hand) in self.hands.iter().enumerate().take(players) {
            if hand.len() > 10 {
                placing.problems.push(format!("Player {}'s hand holds more than ten cards", seat + 1));
            }
            for &card in hand.iter().take(10) {
                placing.place(card, "a hand");
            }
            game.hands[seat] = hand.iter().copied().take(10).collect::<Hand>();
        }
        for (seat, kings) in self.kings.iter().enumerate().take(players) {
            for &card in kings {
                placing.place(card, "a King in front");
                if card.rank() != Some(Rank::KING) {
                    placing.problems.push(format!("{card} in front of Player {} is not a King", seat + 1));
                }
                // More than the game's Kings were refused above as one too many.
                let _ = game.kings[seat].try_push(card);
            }
        }
        for &card in &self.discard {
            placing.place(card, "the discard pile");
        }
        for &card in self.removed.iter().take(104) {
            placing.place(card, "out of the game");
            game.removed.push(card);
        }
        game.discard = self.discard.iter().copied().take(104).collect();
        let draw: Vec<Card> = match &self.draw {
            Some(cards) => {
                for &card in cards {
                    placing.place(card, "the draw pile");
                }
                cards.clone()
            }
            None => all.iter().copied().filter(|c| placing.left.contains(c)).collect(),
        };
        game.draw = draw.iter().rev().copied().take(104).collect::<Pile>();
        for (name, seat) in [("turn", self.turn), ("dealer", self.dealer)] {
            if seat.index() >= players {
                placing.problems.push(format!("`{name}` is seat {}, but seats run from 0 to {}", seat.0, players - 1));
            }
        }
        if self.turns >= options.turn_limit {
            placing.problems.push(format!("{} turns played: the turn limit is {}", self.turns, options.turn_limit));
        }
        if !placing.problems.is_empty() {
            let mut problems = placing.problems;
            let mut seen = std::collections::HashSet::new();
            problems.retain(|p| seen.insert(p.clone()));
            return Err(SetupError::new(problems.join("; ")));
        }
        game.turn = self.turn;
        game.dealer = self.dealer;
        game.turns = self.turns + 1;
        game.phase = Phase::Act;
        self.start_in_phase(&mut game)?;
        Ok(game)
    }

    /// Puts `game`, laid out, in the setup's phase, or says why it cannot be.
    fn start_in_phase(&self, game: &mut Wonderland) -> Result<(), SetupError> {
        match self.phase {
            TurnPhase::Act => {}
            TurnPhase::Choose => {
                let dealt = game.hands.iter().take(usize::from(game.players)).all(|hand| hand.len() == DEAL);
                if game.guards.iter().any(Option::is_some) || !dealt || self.turns != 0 || self.turn != self.dealer {
                    return Err(SetupError::new(format!(
                        "guardsmen are chosen at the very start: no guardsman yet, {DEAL} cards in each hand, \
                         no turn played, the dealer to choose first"
                    )));
                }
                game.turns = 0;
                game.phase = Phase::Choose(self.dealer);
            }
            TurnPhase::Cancel { play, asked } => {
                let face = matches!(play, Action::Jack { .. } | Action::Queen { .. } | Action::King(_));
                if let Some(rule) = game.refusal(play).filter(|_| face).or((!face).then_some("it is not a face card")) {
                    return Err(SetupError::new(format!("`{play}` cannot be played here: {rule}")));
                }
                if asked == self.turn || asked.index() >= usize::from(game.players) || game.kings(asked).is_empty() {
                    return Err(SetupError::new(format!("{asked} has no King in front to cancel `{play}` with")));
                }
                game.play_face_waiting(play, asked);
            }
            TurnPhase::Trim if game.hand(self.turn).len() > HAND => game.phase = Phase::Trim,
            TurnPhase::Trim => {
                return Err(SetupError::new(format!("the turn player discards only from a hand of more than {HAND}")));
            }
        }
        Ok(())
    }

    /// The gardens, the painted hedges, the guardsmen and the Queen of Hearts.
    fn lay_out_ring(&self, game: &mut Wonderland, placing: &mut Placing, players: usize) {
        for (seat, garden) in self.gardens.iter().enumerate().take(players) {
            if garden.len() != GARDEN {
                placing.problems.push(format!("Player {}'s garden needs five hedges", seat + 1));
            }
            for &card in garden.iter().take(GARDEN) {
                placing.place(card, "a hedge");
                if card.rank().is_none_or(Rank::is_face) {
                    placing.problems.push(format!("{card} cannot be a hedge: hedges are number cards"));
                }
                game.hedges.push(card);
            }
        }
        let ring = game.hedges.len();
        let on_ring = |hedge: Hedge| hedge.index() < ring;
        for &hedge in &self.painted {
            if on_ring(hedge) {
                game.painted |= 1 << hedge.index();
            } else {
                placing.problems.push(format!("{hedge} is not on a ring of {players} gardens"));
            }
        }
        for (seat, guard) in self.guards.iter().enumerate().take(players) {
            if let Some(guard) = guard {
                placing.place(guard.card, "a guardsman");
                if !on_ring(guard.at) {
                    placing.problems.push(format!("{} is not on a ring of {players} gardens", guard.at));
                }
                game.guards[seat] = Some(Guard { card: guard.card, at: guard.at });
            }
        }
        if let Some(hedge) = self.queen {
            placing.place(QUEEN_OF_HEARTS, "the Queen of Hearts in play");
            if !on_ring(hedge) {
                placing.problems.push(format!("{hedge} is not on a ring of {players} gardens"));
            }
            game.queen = Some(hedge);
        }
    }
}
