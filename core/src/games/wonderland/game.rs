//! The contract: wires the state, the rules, the view, the playout
//! policy and the bot's evaluation into the [`Game`] trait. Nothing else in
//! the folder uses this room.

use rand::RngCore;

use super::action::Action;
use super::event::{Event, PublicEvent};
use super::options::Options;
use super::ring::Hedge;
use super::setup::Setup;
use super::state::{MAX_PLAYERS, Phase, Wonderland};
use super::view::{GuardView, HedgeView, PendingView, View};
use crate::cards::Card;
use crate::error::SetupError;
use crate::game::{Game, GameInfo};
use crate::hand::HandView;
use crate::outcome::Outcome;
use crate::rng::{self, GameRng};
use crate::seat::{Seat, SeatSet};

impl Game for Wonderland {
    crate::game::game_types!();

    const INFO: GameInfo = GameInfo {
        id: "wonderland",
        name: "Wonderland",
        pitch: "Paint the roses red before the Queen of Hearts finds you.",
        min_seats: 2,
        max_seats: 6,
        rules: include_str!("../../../../assets/wonderland/rules.md"),
        quick_reference: include_str!("../../../../assets/wonderland/rules-card.md"),
        concepts: &[
            "gardens-and-ring",
            "choosing-guardsman",
            "moving",
            "painting",
            "jack",
            "queen",
            "king",
            "king-cancel",
            "queen-of-hearts-in-play",
            "queen-of-hearts-walk",
            "unpainting",
            "catching",
            "no-guardsman",
            "end-of-turn",
            "dealer-reshuffle",
            "winning",
        ],
        lesson: include_str!("../../../../assets/wonderland/lesson.ron"),
        scored: false,
    };

    fn new_into(options: &Options, seed: u64, _events: &mut Vec<Event>) -> Result<Self, SetupError> {
        crate::game::check_options::<Self>(options)?;
        let mut game = Self::empty(options, seed);
        game.deal(options.dealer.seat());
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
            Phase::Choose(seat) => Some(seat),
            Phase::Cancel { asked, .. } => Some(asked),
            Phase::Act | Phase::Trim => Some(self.turn),
        }
    }

    fn turn_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Choose(seat) => Some(seat),
            _ => Some(self.turn),
        }
    }

    crate::game::through_rules!();

    fn playout_action(&self, rng: &mut GameRng) -> Option<Action> {
        super::playout::playout_action(self, rng)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn score(&self, seat: Seat) -> i32 {
        self.painted_in(seat) as i32
    }

    fn standing(&self, seat: Seat) -> Option<String> {
        let guard = match self.guard(seat) {
            Some(g) => format!("guardsman {} on {}", g.card.symbol(), g.at),
            None if self.has_chosen(seat) => "guardsman chosen".to_owned(),
            None => "no guardsman".to_owned(),
        };
        let kings = match self.kings(seat).len() {
            0 => String::new(),
            n => format!("; {n} King{} in front", if n == 1 { "" } else { "s" }),
        };
        Some(format!("{}/5 painted; {guard}; {} in hand{kings}", self.painted_in(seat), self.hand(seat).len()))
    }

    /// The turn limit: the turn now, of how many.
    fn draw_ahead(&self) -> Option<String> {
        self.outcome().is_none().then(|| format!("Turn {} of {}, then a draw.", self.turns.max(1), self.turn_limit))
    }

    /// What `viewer` may see.
    fn view(&self, viewer: Option<Seat>) -> View {
        View {
            viewer,
            players: self.players,
            dealer: self.dealer,
            hedges: (0..self.ring())
                .map(|i| HedgeView { card: self.hedges[i], painted: self.is_painted(Hedge(i as u8)) })
                .collect(),
            guards: self
                .seats()
                .map(|s| self.guards[s.index()].map(|g| GuardView { card: g.card, at: g.at }))
                .collect(),
            chosen: self.seats().filter(|&s| self.has_chosen(s)).fold(SeatSet::default(), SeatSet::with),
            queen: self.queen,
            hands: self.seats().map(|s| HandView::of(self.hand(s), viewer == Some(s))).collect(),
            kings: self.seats().map(|s| self.kings(s).to_vec()).collect(),
            draw: self.draw.len(),
            discard: self.discard.len(),
            discard_top: self.discard.last().copied(),
            removed: self.removed.to_vec(),
            turn: self.turn,
            to_act: self.to_act(),
            pending: self.pending().map(|(actor, play, asked)| PendingView { actor, play, asked }),
            done: self.done,
            turns: self.turns,
            turn_limit: self.turn_limit,
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut dyn RngCore) -> Self {
        let mut sample = self.clone();
        // What `seat` has not seen: the others' hands, their first guardsmen
        // while still face down, and the draw pile.
        let mut chosen: Vec<Card> =
            self.seats().filter(|&s| s != seat).filter_map(|s| self.chosen[s.index()]).collect();
        let mut places: Vec<&mut [Card]> = Vec::with_capacity(MAX_PLAYERS + 2);
        for (s, hand) in sample.hands.iter_mut().enumerate().take(usize::from(self.players)) {
            if s != seat.index() {
                places.push(hand);
            }
        }
        places.push(&mut sample.draw);
        places.push(&mut chosen);
        crate::unseen::redeal(&mut places, rng);
        let mut chosen = chosen.into_iter();
        for s in self.seats().filter(|&s| s != seat) {
            if let Some(card) = sample.chosen[s.index()].as_mut() {
                *card = chosen.next().unwrap_or(*card);
            }
        }
        sample.rng = rng::chance(rng.next_u64());
        sample
    }

    fn reveals(event: &Event) -> Option<&'static str> {
        match event {
            Event::Shown { .. } => Some("the guardsmen were shown"),
            Event::Drew { .. } => Some("a card was drawn"),
            Event::TurnedUp { .. } => Some("a card was turned up"),
            Event::QueenIn { .. } => Some("the Queen of Hearts came into play"),
            Event::Reshuffled { .. } => Some("the deck was shuffled"),
            _ => None,
        }
    }

    crate::game::evaluated_and_seen_by!();

    fn evaluate_finely(&self, seat: Seat) -> f64 {
        super::bot::evaluate_finely(self, seat)
    }
}
