//! The contract: wires the state, the rules, the view and the bot's
//! evaluation into the [`Game`] trait. Nothing else in the folder uses
//! this room.

use arrayvec::ArrayVec;
use rand::RngCore;

use super::action::Action;
use super::event::{Event, PublicEvent};
use super::options::Options;
use super::setup::Setup;
use super::state::{MAX_PLAYERS, Phase, Shrine, Stage};
use super::view::{PendingView, View};
use crate::cards::Card;
use crate::error::SetupError;
use crate::game::{Game, GameInfo};
use crate::hand::HandView;
use crate::outcome::Outcome;
use crate::rng;
use crate::seat::Seat;

impl Game for Shrine {
    crate::game::game_types!();

    const INFO: GameInfo = GameInfo {
        id: "shrine",
        name: "Shrine",
        pitch: "Heal your Shrine, break your rivals' with pawns and daggers, and fizzle what they try.",
        min_seats: 2,
        max_seats: 4,
        rules: include_str!("../../../../assets/shrine/rules.md"),
        quick_reference: include_str!("../../../../assets/shrine/rules-card.md"),
        concepts: &[
            "shrines-and-fields",
            "draw-or-take",
            "attack",
            "king-widening",
            "heal",
            "queen-widening",
            "tokens",
            "triad",
            "dagger",
            "dagger-on-top",
            "token-block",
            "dagger-block",
            "fizzle",
            "counter",
            "triplet",
            "quad",
            "resurrection",
            "jack-steal",
            "hand-limit",
            "winning",
            "option-balance",
            "option-healing",
        ],
        lesson: include_str!("../../../../assets/shrine/lesson.ron"),
        scored: false,
    };

    fn new_into(options: &Options, seed: u64, events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        let mut game = Self::empty(options, seed);
        game.deal(options.first.seat(), events);
        Ok(game)
    }

    fn from_setup_into(options: &Options, setup: &Setup, events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        setup.build(options, events)
    }

    fn seat_count(&self) -> usize {
        usize::from(self.players)
    }

    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Pending(p) => Some(match p.stage {
                Stage::Block(seat) | Stage::Fizzle(seat) => seat,
                Stage::Counter(_) => p.actor,
            }),
            _ => Some(self.turn),
        }
    }

    fn turn_seat(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    crate::game::through_rules!();

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn score(&self, seat: Seat) -> i32 {
        self.area(seat).shrine.len() as i32
    }

    fn standing(&self, seat: Seat) -> Option<String> {
        if !self.is_in(seat) {
            return Some("out: their Shrine is empty".to_owned());
        }
        let area = self.area(seat);
        let top = area.top().map_or_else(String::new, |c| format!(", {} on top", c.symbol()));
        let tokens = if area.field.is_empty() {
            String::new()
        } else {
            let names: Vec<String> = area.field.iter().map(Card::symbol).collect();
            format!("; Field {}{}", names.join(" "), if area.triad() { " (Triad)" } else { "" })
        };
        Some(format!("Shrine {}{top}; {} in hand{tokens}", area.shrine.len(), self.hand(seat).len()))
    }

    /// The turn limit: the turn now, of how many.
    fn draw_ahead(&self) -> Option<String> {
        self.outcome()
            .is_none()
            .then(|| format!("Turn {} of {}, then a draw among those still in.", self.turns.max(1), self.turn_limit))
    }

    /// A pass: the turn ends with nothing done.
    fn delays(&self, action: Action) -> bool {
        action == Action::Pass
    }

    /// Who may see which cards: `viewer`'s own hand and what is public.
    fn view(&self, viewer: Option<Seat>) -> View {
        View {
            viewer,
            players: self.players,
            hands: self
                .seats()
                .map(|s| HandView::of(&self.hand(s).iter().collect::<Vec<_>>(), viewer == Some(s)))
                .collect(),
            known: self.seats().map(|s| self.public[s.index()]).collect(),
            shrines: self
                .seats()
                .map(|s| self.area(s).shrine.iter().map(|slot| slot.seen.then_some(slot.card)).collect())
                .collect(),
            fields: self.seats().map(|s| self.area(s).field).collect(),
            graveyard: self.graveyard.to_vec(),
            deck: self.deck.len(),
            out: self.out,
            turn: self.turn,
            to_act: self.to_act(),
            pending: self.pending().map(|(actor, action, stage)| PendingView {
                actor,
                action,
                stage,
                cards: self.pending_cards(),
            }),
            actions_left: self.actions_left,
            turns: self.turns,
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut dyn RngCore) -> Self {
        let mut sample = self.clone();
        // Everything `seat` has not seen: the others' hands (but for the
        // cards known to be there), the deck, and the Shrines' unseen cards.
        let others: ArrayVec<Seat, MAX_PLAYERS> = self.seats().filter(|&s| s != seat).collect();
        let mut hidden: ArrayVec<Vec<Card>, MAX_PLAYERS> =
            others.iter().map(|&s| self.hand(s).minus(self.public[s.index()]).iter().collect()).collect();
        let mut face_down: Vec<Card> =
            self.areas.iter().flat_map(|a| &a.shrine).filter(|slot| !slot.seen).map(|slot| slot.card).collect();
        let mut places: Vec<&mut [Card]> = hidden.iter_mut().map(Vec::as_mut_slice).collect();
        places.push(&mut sample.deck);
        places.push(&mut face_down);
        crate::unseen::redeal(&mut places, rng);
        for (&s, cards) in others.iter().zip(&hidden) {
            sample.hands[s.index()] = self.public[s.index()].or(cards.iter().copied().collect());
        }
        let mut face_down = face_down.into_iter();
        for slot in sample.areas.iter_mut().flat_map(|a| &mut a.shrine).filter(|slot| !slot.seen) {
            slot.card = face_down.next().unwrap_or(slot.card);
        }
        sample.rng = rng::chance(rng.next_u64());
        sample
    }

    /// Every event that shows a card someone could not see: a draw, a take
    /// from the Graveyard, a steal, a Shrine's card turned face up, the
    /// deck's card a heal puts on a Shrine, the Balance card, the hand of a
    /// player put out; and every shuffle.
    fn reveals(event: &Event) -> Option<&'static str> {
        match event {
            Event::Drew { .. } => Some("a card was drawn"),
            Event::Took { .. } | Event::Risen { .. } => Some("a card was taken from the Graveyard"),
            Event::Stole { .. } => Some("a card was stolen"),
            Event::TurnedUp { .. } => Some("a card was turned face up on a Shrine"),
            Event::Added { .. } => Some("a card from the deck was turned face up on a Shrine"),
            Event::Balance { .. } => Some("the Balance card was played"),
            Event::Out { .. } => Some("a player went out and their hand was shown"),
            Event::Reshuffled { .. } => Some("the deck was shuffled"),
            _ => None,
        }
    }

    crate::game::evaluated_and_seen_by!();

    /// "Player 2 lets it happen.": who decides, then [`Action::words`].
    fn action_in_words(&self, action: Action) -> String {
        match self.to_act() {
            Some(seat) => format!("{seat} {}.", action.words()),
            None => action.to_string(),
        }
    }

    fn evaluate_finely(&self, seat: Seat) -> f64 {
        super::bot::evaluate_finely(self, seat)
    }
}
