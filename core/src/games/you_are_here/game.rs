//! The contract: wires the state, the rules and the view into the
//! [`Game`] trait, and makes the game play designers' card collections.
//! Nothing else in the folder uses this room.

use std::sync::Arc;

use rand::RngCore;

use super::action::Action;
use super::card::{self, CardId};
use super::collection::Collection;
use super::event::{Event, PublicEvent};
use super::options::Options;
use super::setup::Setup;
use super::state::YouAreHere;
use super::view::View;
use crate::designable::Designable;
use crate::error::SetupError;
use crate::game::{Game, GameInfo};
use crate::hand::HandView;
use crate::outcome::Outcome;
use crate::rules::Rules;
use crate::seat::Seat;

impl Game for YouAreHere {
    crate::game::game_types!();

    const INFO: GameInfo = GameInfo {
        id: "you-are-here",
        name: "The You Are Here Game",
        pitch: "Lay cards on a 3×3 board; a bigger edge turns your rival's card around to face you.",
        min_seats: 2,
        max_seats: 2,
        rules: include_str!("../../../../assets/you-are-here/rules.md"),
        quick_reference: include_str!("../../../../assets/you-are-here/rules-card.md"),
        concepts: &[
            "placing",
            "comparing-edges",
            "orientation",
            "capture",
            "cascade",
            "cascade-choice",
            "own-cards-safe",
            "the-count",
            "option-draw",
            "option-hand-counts",
        ],
        lesson: include_str!("../../../../assets/you-are-here/lesson.ron"),
        scored: true,
    };

    fn new_into(options: &Options, seed: u64, _events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        match &options.decks {
            None => {
                let (cards, decks) = card::starter_catalogue();
                Self::deal(Arc::clone(cards), decks, options, seed)
            }
            Some(decks) => {
                let [first, second] = decks.as_slice() else {
                    return Err(SetupError::new(format!("one deck per player is needed (two), not {}", decks.len())));
                };
                let (cards, ids) = card::catalogue(&[first.clone(), second.clone()])?;
                Self::deal(cards, &ids, options, seed)
            }
        }
    }

    fn from_setup_into(options: &Options, setup: &Setup, _events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        setup.build(options)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.is_over()).then_some(self.turn)
    }

    crate::game::through_rules!();

    fn outcome(&self) -> Option<Outcome> {
        self.result()
    }

    fn score(&self, seat: Seat) -> i32 {
        self.count(seat)
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        let hand = |seat: Seat| HandView::of(&self.hands[seat.index()], self.hand_is_visible(seat, viewer));
        View {
            viewer,
            cards: Arc::clone(&self.cards),
            board: self.board,
            hands: [hand(Seat(0)), hand(Seat(1))],
            piles: [self.piles[0].len(), self.piles[1].len()],
            turn: self.turn,
            to_act: self.to_act(),
            choice: self.choice(),
            scores: [self.score(Seat(0)), self.score(Seat(1))],
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut dyn RngCore) -> Self {
        let mut sample = self.clone();
        let visible = self.hand_is_visible(seat.opponent(), Some(seat));
        let (own, other) = match (&mut sample.piles, seat.index()) {
            ([mine, theirs], 0) | ([theirs, mine], _) => (mine, theirs),
        };
        // Unseen: the order of both piles, and the opponent's hand unless shown.
        crate::unseen::redeal(&mut [own], rng);
        let hand = &mut sample.hands[seat.opponent().index()];
        if visible {
            crate::unseen::redeal(&mut [other], rng);
        } else {
            crate::unseen::redeal(&mut [hand, other], rng);
        }
        sample
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        f64::from(self.score(seat) - self.score(seat.opponent())) / 10.0
    }

    fn reveals(event: &Event) -> Option<&'static str> {
        matches!(event, Event::Drew { .. }).then_some("a card was drawn")
    }

    fn describe(&self, event: &Event, viewer: Option<Seat>) -> String {
        let name = |id: CardId| self.card(id).name.as_str();
        match *event {
            Event::Placed { seat, card, cell } => format!("{seat} plays {} on {cell}.", name(card)),
            Event::Flipped { cell, card, to, by, attack, defence } => {
                let attacker = self.at(by).map_or("?", |p| name(p.card));
                format!("{attacker} {attack} beats {} {defence} on {cell}: it turns to face {to}.", name(card))
            }
            Event::MustChoose { seat, from, candidates } => {
                let cells: Vec<String> = candidates.iter().map(|c| c.to_string()).collect();
                format!("The card on {from} could flip {}: {seat} chooses one.", cells.join(" or "))
            }
            Event::Drew { seat, card } => {
                if self.hand_is_visible(seat, viewer) {
                    format!("{seat} draws {}.", name(card))
                } else {
                    format!("{seat} draws a card.")
                }
            }
            Event::Ended { outcome, scores } => match outcome.sole_winner() {
                Some(winner) => format!("The board is full. {winner} wins, {} to {}.", scores[0], scores[1]),
                None => format!("The board is full. A draw, {} all.", scores[0]),
            },
        }
    }

    fn public_event(&self, event: &Event, viewer: Option<Seat>) -> PublicEvent {
        let name = |id: CardId| self.card(id).name.clone();
        match *event {
            Event::Placed { seat, card, cell } => PublicEvent::Placed { seat, card: name(card), cell },
            Event::Flipped { cell, card, to, by, attack, defence } => {
                PublicEvent::Flipped { cell, card: name(card), to, by, attack, defence }
            }
            Event::MustChoose { seat, from, candidates } => PublicEvent::MustChoose { seat, from, candidates },
            Event::Drew { seat, card } => {
                PublicEvent::Drew { seat, card: self.hand_is_visible(seat, viewer).then(|| name(card)) }
            }
            Event::Ended { outcome, scores } => PublicEvent::Ended { outcome, scores },
        }
    }
}

impl Designable for YouAreHere {
    type Design = Collection;

    /// Plays a card collection: both players play its first deck (every
    /// card once when it has no decks).
    fn use_design(options: &mut Options, collection: &Collection) {
        let deck = collection.playing_deck();
        options.decks = Some(vec![deck.clone(), deck]);
    }
}
