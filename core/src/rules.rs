//! The doors of every game's rules, and the one way an action is applied.
//!
//! Each game's `rules` room implements [`Rules`] for its state: whether the
//! game is over, the legal actions listed, why an action is refused, and an
//! action known legal played. [`apply`] puts them together — a finished
//! game refuses everything, a refused action changes nothing, and only then
//! is the action played — and every game's [`Game::apply_into`] goes
//! through it (the crate's `through_rules!` macro, in [`crate::game`]).
//!
//! [`Game::apply_into`]: crate::game::Game::apply_into

use rand::Rng;

use crate::error::RuleError;
use crate::rng::GameRng;

/// What a game's rules answer: which actions are legal, why one is not,
/// and what a legal one does.
///
/// The state type implements it in its folder's `rules` room; the game
/// contract ([`Game`](crate::game::Game)) lists, draws and applies actions
/// through it alone.
pub trait Rules {
    /// A move or decision.
    type Action: Copy;
    /// Something that happened because of an action.
    type Event;

    /// Whether the game is over: then no action is legal, and every one is
    /// refused as [`RuleError::GameOver`].
    fn is_over(&self) -> bool;

    /// Calls `found` with every legal action, each once; with none once
    /// the game is over.
    fn legal(&self, found: &mut impl FnMut(Self::Action));

    /// Every legal action, each once, into `out` (which is cleared first):
    /// as [`Rules::legal`] finds them.
    #[inline]
    fn legal_into(&self, out: &mut Vec<Self::Action>) {
        out.clear();
        self.legal(&mut |action| out.push(action));
    }

    /// One legal action drawn uniformly at random, or `None` once the game
    /// is over: by default among those [`Rules::legal`] finds, with nothing
    /// allocated (see [`random_listed`]). A game may draw one faster
    /// without listing them all.
    #[inline]
    fn random_legal(&self, rng: &mut GameRng) -> Option<Self::Action> {
        random_listed(|mut found| self.legal(&mut found), rng)
    }

    /// The rule `action` breaks now, in words, or `None` when it is legal.
    /// Asked only while the game goes on.
    fn refusal(&self, action: Self::Action) -> Option<&'static str>;

    /// Plays `action`, which [`Rules::refusal`] found legal now, appending
    /// what happened to `events`.
    fn play(&mut self, action: Self::Action, events: &mut Vec<Self::Event>);
}

/// Applies `action` to `game` by its rules, appending what happened to
/// `events`: refused as [`RuleError::GameOver`] once the game is over, as
/// [`RuleError::Broken`] with the rule it breaks when it is not legal
/// (and then nothing changes), and otherwise played.
#[inline]
pub fn apply<R: Rules>(game: &mut R, action: R::Action, events: &mut Vec<R::Event>) -> Result<(), RuleError> {
    if game.is_over() {
        return Err(RuleError::GameOver);
    }
    if let Some(rule) = game.refusal(action) {
        return Err(RuleError::Broken(rule));
    }
    game.play(action, events);
    Ok(())
}

/// One of the actions `list` calls back with, drawn uniformly at random:
/// kept on the stack in one pass when they are few (as they nearly always
/// are), else counted in one pass and picked in a second, so that nothing
/// is allocated. For games that list their actions through a callback.
pub fn random_listed<A: Copy>(list: impl Fn(&mut dyn FnMut(A)), rng: &mut GameRng) -> Option<A> {
    let mut few: arrayvec::ArrayVec<A, 128> = arrayvec::ArrayVec::new();
    let mut more = false;
    list(&mut |action| more |= few.try_push(action).is_err());
    if !more {
        return (!few.is_empty()).then(|| few[rng.random_range(0..few.len())]);
    }
    let mut count = 0usize;
    list(&mut |_| count += 1);
    if count == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..count);
    let mut chosen = None;
    list(&mut |action| {
        if pick == 0 && chosen.is_none() {
            chosen = Some(action);
        }
        pick = pick.wrapping_sub(1);
    });
    chosen
}
