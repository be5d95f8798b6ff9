//! The contract every game of Parlour implements.
//!
//! A game is one state type. It knows whose decision it is, lists the legal
//! actions, applies one (or refuses it and stays as it was), and holds its own
//! seeded chance, so that **(game, options, seed, actions)** reproduces a game
//! exactly: that tuple is the save file, the replay and the undo mechanism (see
//! [`Record`](crate::record::Record)).

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use rand::{Rng, RngCore};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{NotationError, RuleError, SetupError};
use crate::options::GameOptions;
use crate::outcome::Outcome;
use crate::rng::GameRng;
use crate::seat::Seat;

/// What the shelf and the command line say about a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The id used on the command line and in files, e.g. `you-are-here`.
    pub id: &'static str,
    /// The game's name as players know it.
    pub name: &'static str,
    /// One line that says what the game is about.
    pub pitch: &'static str,
    /// The fewest seats the game can be played with.
    pub min_seats: usize,
    /// The most seats the game can be played with.
    pub max_seats: usize,
    /// The rulebook as implemented, in Markdown, interpretations included.
    pub rules: &'static str,
    /// The one-page quick reference printed as the game's rules card: `##`
    /// headings, `-` points and paragraphs.
    pub quick_reference: &'static str,
    /// What a lesson of the game must teach, by name: together, every rule
    /// (see [`crate::lesson`]).
    pub concepts: &'static [&'static str],
    /// The game's lesson, a guided first game (RON; see [`crate::lesson`]).
    pub lesson: &'static str,
    /// Whether the game keeps a score worth showing; a game won only by
    /// leaving a rival without a move (Jalak) shows standings instead.
    pub scored: bool,
}

/// A game's state, the one type the table, the bots and the tools work with.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// A move or decision: small, typed, written in the game's notation.
    type Action: Copy
        + Debug
        + Display
        + FromStr<Err = NotationError>
        + Eq
        + Hash
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// The rule options.
    type Options: GameOptions;
    /// Something that happened because of an action, for logs and animations.
    type Event: Clone + Debug + PartialEq + Serialize + Send + Sync + 'static;
    /// What one seat (or a spectator) can see of the state.
    type View: Clone + Debug + PartialEq + Serialize + Send + Sync + 'static;
    /// An exact position to start from, as scenario files describe it.
    type Setup: Clone + Debug + DeserializeOwned + Send + Sync + 'static;
    /// An event in the documented public shape of `parlour scenario --json`:
    /// what one viewer may know of it, with squares, cards and tiles named.
    type PublicEvent: Serialize;

    /// The game's id, name and seat counts.
    const INFO: GameInfo;

    /// A new game with these options; all chance is drawn from `seed`.
    /// What happens as it starts (the first player's automatic draw) is
    /// appended to `events`.
    fn new_into(options: &Self::Options, seed: u64, events: &mut Vec<Self::Event>) -> Result<Self, SetupError>;

    /// A new game; see [`Game::new_into`].
    fn new(options: &Self::Options, seed: u64) -> Result<Self, SetupError> {
        Self::new_into(options, seed, &mut Vec::new())
    }

    /// A game from an exact position, with no chance left to the seed; what
    /// happens as it starts (tiles drawn, landmines going off) is appended
    /// to `events`.
    fn from_setup_into(
        options: &Self::Options,
        setup: &Self::Setup,
        events: &mut Vec<Self::Event>,
    ) -> Result<Self, SetupError>;

    /// A game from an exact position; see [`Game::from_setup_into`].
    fn from_setup(options: &Self::Options, setup: &Self::Setup) -> Result<Self, SetupError> {
        Self::from_setup_into(options, setup, &mut Vec::new())
    }

    /// How many seats play.
    fn seat_count(&self) -> usize;

    /// Whose decision it is now, or `None` once the game is over. This is not
    /// always the player whose turn it is.
    fn to_act(&self) -> Option<Seat>;

    /// Appends every legal action, each once, to `out` (which is cleared
    /// first). Empty exactly when the game is over.
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>);

    /// The player whose turn it is, or `None` once the game is over. Usually
    /// the seat to act; during a decision taken out of turn (a block, a
    /// cancel, an answer to an offer) another seat decides while this one
    /// waits.
    fn turn_seat(&self) -> Option<Seat> {
        self.to_act()
    }

    /// Whether the decision now is taken out of turn: a seat answers while
    /// the turn player waits.
    fn out_of_turn(&self) -> bool {
        self.to_act().is_some() && self.to_act() != self.turn_seat()
    }

    /// Every legal action, each once.
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// One legal action drawn uniformly at random, or `None` when the game is
    /// over. Random playouts call this; a game may answer it faster than by
    /// listing every action. The generator is the concrete [`GameRng`], not
    /// any generator: a playout draws from it at every step, and the calls
    /// then compile inline.
    fn random_action(&self, rng: &mut GameRng) -> Option<Self::Action> {
        let actions = self.legal_actions();
        (!actions.is_empty()).then(|| actions[rng.random_range(0..actions.len())])
    }

    /// One legal action for a search's playout, as the game's playout policy
    /// picks it, or `None` when the game is over. By default the policy is
    /// uniformly random ([`Game::random_action`]); a game whose random
    /// playouts judge positions poorly may play them more like its players.
    fn playout_action(&self, rng: &mut GameRng) -> Option<Self::Action> {
        self.random_action(rng)
    }

    /// Applies a legal action, appending what happened to `events`. An illegal
    /// action is refused with the rule it breaks, and nothing changes.
    fn apply_into(&mut self, action: Self::Action, events: &mut Vec<Self::Event>) -> Result<(), RuleError>;

    /// Applies a legal action and returns what happened; see [`Game::apply_into`].
    fn apply(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// What `seat` earns from the finished game, in 0..=1: search bots
    /// maximise it. By default the outcome's share of the win; a game played
    /// alone rewards its score instead.
    fn reward(&self, seat: Seat) -> f64 {
        self.outcome().map_or(0.0, |outcome| outcome.reward(seat))
    }

    /// The score `seat` has now, as the game counts it.
    fn score(&self, seat: Seat) -> i32;

    /// Where `seat` stands in words, for the seat bar, in games where that
    /// says more than the score (e.g. "out: a roadblock on a5").
    fn standing(&self, seat: Seat) -> Option<String> {
        let _ = seat;
        None
    }

    /// How the rules may yet draw the game, in words, for the table to show
    /// while it goes on: the turn limit ("Turn 37 of 300, then a draw") and,
    /// where a position repeated draws, how often this one has come. `None`
    /// in a game with no such rule (by default), and once it is over.
    fn draw_ahead(&self) -> Option<String> {
        None
    }

    /// Whether `action`, legal here, only puts the game off rather than
    /// playing it on: a pass, or a move back to a position seen before. A
    /// bot that is not behind takes another action its search cannot tell
    /// from it (see the `finish` module of the bots). None does by default.
    fn delays(&self, action: Self::Action) -> bool {
        let _ = action;
        false
    }

    /// What `viewer` can see; `None` is a spectator who sees only what is public.
    fn view(&self, viewer: Option<Seat>) -> Self::View;

    /// A state that `seat` cannot tell from this one: everything `seat` knows
    /// is kept, everything hidden from it is sampled again from `rng`.
    #[must_use]
    fn determinize(&self, seat: Seat, rng: &mut dyn RngCore) -> Self;

    /// A heuristic value of the position for `seat`, in -1..=1, higher is
    /// better. Used by the greedy bot; it must only use what `seat` can see.
    fn evaluate(&self, seat: Seat) -> f64;

    /// A finer judgement of the position for `seat`, in -1..=1, for the
    /// searches whose settings ask for it (`fine_evaluation`); by default
    /// [`Game::evaluate`]. A game whose easier bots keep their
    /// judgement as it is, the yardstick the hard bot is measured by, may
    /// give the hard bot a better one here.
    fn evaluate_finely(&self, seat: Seat) -> f64 {
        self.evaluate(seat)
    }

    /// An event in plain words, as `viewer` may read it (hidden draws stay hidden).
    fn describe(&self, event: &Self::Event, viewer: Option<Seat>) -> String;

    /// `action`, about to be taken here, in words, for a decision the log
    /// writes nothing of (an answer that only lets the action asked about
    /// go on): by default its notation. Only what everyone sees.
    fn action_in_words(&self, action: Self::Action) -> String {
        action.to_string()
    }

    /// An event in the public shape, as `viewer` may know it (hidden draws
    /// stay hidden).
    fn public_event(&self, event: &Self::Event, viewer: Option<Seat>) -> Self::PublicEvent;

    /// What `event` showed or left to chance, in words ("a card was
    /// drawn"), when it showed anyone a card or tile they could not see
    /// before (a draw, a take, a turn-up) or was decided by chance (a
    /// shuffle): the action that caused it can then never be taken back,
    /// for taking it back would let its player choose again knowing more.
    /// `None` for an event that leaves nothing to undo but the action itself
    /// — among them cards a player shows from their own hand (a move's
    /// cards, those a Fizzle discards), which tell that player nothing new
    /// (*Interpretation*; a bot's play from its hand is no more than the
    /// play a takeback crosses).
    fn reveals(event: &Self::Event) -> Option<&'static str>;
}

/// Checks `options` before a game of `G` starts from them: as many players
/// as the game takes, and every option holding a value it accepts (a player
/// named to start among those at the table). Every game calls this first in
/// [`Game::new`] and [`Game::from_setup_into`], so that the command line, the
/// new-game dialog, scenarios and saved games are all checked alike.
pub fn check_options<G: Game>(options: &G::Options) -> Result<(), SetupError> {
    let given = options.seat_count();
    let (min, max) = (G::INFO.min_seats, G::INFO.max_seats);
    if !(min..=max).contains(&given) {
        return Err(SetupError::Players { game: G::INFO.name, min, max, given });
    }
    Ok(options.check()?)
}

/// The associated types of a game whose folder names them as every game's
/// folder does: `Action`, `Options`, `Event`, `View`, `Setup` and
/// `PublicEvent`, each from its own room.
macro_rules! game_types {
    () => {
        type Action = Action;
        type Options = Options;
        type Event = Event;
        type View = View;
        type Setup = Setup;
        type PublicEvent = PublicEvent;
    };
}
pub(crate) use game_types;

/// `legal_actions_into`, `random_action` and `apply_into` for a game whose
/// state implements [`Rules`](crate::rules::Rules) in its `rules` room:
/// the legal actions as the rules list them, one drawn at random as they
/// draw it, and every action applied through [`crate::rules::apply`].
macro_rules! through_rules {
    () => {
        fn legal_actions_into(&self, out: &mut Vec<Self::Action>) {
            $crate::rules::Rules::legal_into(self, out);
        }

        fn random_action(&self, rng: &mut $crate::rng::GameRng) -> Option<Self::Action> {
            $crate::rules::Rules::random_legal(self, rng)
        }

        fn apply_into(
            &mut self,
            action: Self::Action,
            events: &mut Vec<Self::Event>,
        ) -> Result<(), $crate::error::RuleError> {
            $crate::rules::apply(self, action, events)
        }
    };
}
pub(crate) use through_rules;

/// `evaluate`, `describe` and `public_event` for a game whose `bot` module
/// evaluates, whose `event` module describes, and whose events hide what a
/// viewer may not know through `Event::seen_by`.
macro_rules! evaluated_and_seen_by {
    () => {
        fn evaluate(&self, seat: $crate::seat::Seat) -> f64 {
            super::bot::evaluate(self, seat)
        }

        fn describe(&self, event: &Self::Event, viewer: Option<$crate::seat::Seat>) -> String {
            super::event::describe(self, &event.seen_by(viewer))
        }

        fn public_event(&self, event: &Self::Event, viewer: Option<$crate::seat::Seat>) -> Self::PublicEvent {
            event.seen_by(viewer)
        }
    };
}
pub(crate) use evaluated_and_seen_by;
