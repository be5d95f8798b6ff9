//! The one function every advice comes from: the position pictured from
//! the seat to act's knowledge alone, a seed drawn from that picture, and
//! the game's search ([`Bots::counsel`]) weighing it.

use std::sync::atomic::AtomicBool;

use super::counsel::{Counsel, Counselled, Proof};
use crate::bots::{Bots, finish};
use crate::game::Game;
use crate::rng;
use crate::seat::Seat;

/// The seed every position is first pictured from: what the seat to act
/// cannot see is dealt from it, the same way every time.
const PICTURE: u64 = 0x0AD7_15E5;

/// How well a choice's value must be known (its noise at most this) for
/// the advisor to call it as good as the best: an action the search tried
/// too little to know is not, whatever its value so far.
const KNOWN_ENOUGH: f64 = 0.03;

/// What the advisor makes of one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice<A> {
    /// The seat deciding.
    pub seat: Seat,
    /// The actions weighed, best first (see [`super::Weighing`]); empty
    /// when the game is over or the search was stopped at once.
    pub choices: Vec<Counselled<A>>,
    /// What best play proves, where the search saw every line to its end.
    pub proof: Option<Proof>,
    /// The move played, when the advice was asked about one: searched on
    /// until its value is known (the best's own value when it is the best).
    pub played: Option<Counselled<A>>,
}

impl<A: Copy + PartialEq> Advice<A> {
    /// The action the advisor recommends.
    pub fn best(&self) -> Option<A> {
        self.choices.first().map(|c| c.action)
    }

    /// The other actions the search cannot tell from the best, as it ranks
    /// them: each known well enough, and within both their noises of it.
    pub fn ties(&self) -> Vec<A> {
        let Some((best, others)) = self.choices.split_first() else { return Vec::new() };
        others.iter().filter(|c| c.noise <= KNOWN_ENOUGH && best.ties(c)).map(|c| c.action).collect()
    }

    /// Whether `action` is the best or as good as it, as far as the search can tell.
    pub fn recommends(&self, action: A) -> bool {
        self.best() == Some(action) || self.ties().contains(&action)
    }

    /// Whether the move played, as searched on, is as good as the best as
    /// far as the search can tell.
    pub fn played_ties(&self) -> bool {
        match (self.choices.first(), &self.played) {
            (Some(best), Some(played)) => {
                best.action == played.action || played.noise <= KNOWN_ENOUGH && best.ties(played)
            }
            _ => false,
        }
    }
}

/// What the advisor makes of the decision in `state`, for the seat to act,
/// from what that seat knows: every action weighed, best first, and, when
/// `played` is given, that action searched on until its value is known.
/// The same position — the same knowledge, however the hidden cards truly
/// lie — is always weighed alike. Once `stop` is set it answers at once
/// with what it has.
pub fn advise<G: Bots>(state: &G, played: Option<G::Action>, stop: &AtomicBool) -> Advice<G::Action> {
    let Some(seat) = state.to_act() else {
        return Advice { seat: Seat(0), choices: Vec::new(), proof: None, played: None };
    };
    let (root, seed) = pictured(state, seat);
    let mut counsel = G::counsel(&root, seed);
    advise_with(counsel.as_mut(), &root, seat, played, stop)
}

/// [`advise`] with a search of `root` already started.
pub(super) fn advise_with<G: Game>(
    counsel: &mut dyn Counsel<G>,
    root: &G,
    seat: Seat,
    played: Option<G::Action>,
    stop: &AtomicBool,
) -> Advice<G::Action> {
    let mut weighing = counsel.weigh(stop);
    // A seat not behind plays on rather than delay where that is as good (see `bots::finish`).
    let alike =
        |best: &Counselled<G::Action>, other: &Counselled<G::Action>| other.noise <= KNOWN_ENOUGH && best.ties(other);
    if let Some(at) = finish::playing_on(root, &weighing.choices, |c| (c.action, c.value), alike) {
        weighing.choices[..=at].rotate_right(1);
    }
    let played = played.and_then(|action| match weighing.choices.first() {
        Some(best) if best.action == action => Some(*best),
        _ => counsel.settle(action, stop),
    });
    Advice { seat, choices: weighing.choices, proof: weighing.proof, played }
}

/// `state` as `seat` pictures it — what it cannot see dealt from one fixed
/// seed, so that two positions it cannot tell apart are pictured alike —
/// and a seed drawn from that picture.
pub fn pictured<G: Game>(state: &G, seat: Seat) -> (G, u64) {
    let picture = state.determinize(seat, &mut rng::seeded(PICTURE));
    let text = ron::to_string(&picture).unwrap_or_default();
    let seed = text
        .bytes()
        .fold(0xCBF2_9CE4_8422_2325_u64, |hash, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01B3));
    (picture, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::{GameKind, GameVisitor};
    use crate::review::{Mark, Review, review_from};
    use crate::testing::halfway;

    /// At a position halfway through a game of each game: the advice is the
    /// same wherever the cards hidden from the seat truly lie, and the move
    /// it recommends, played, is judged the review's best and marked good.
    struct EveryGame;

    impl GameVisitor for EveryGame {
        type Output = ();

        fn visit<G: Bots>(self) {
            let name = G::INFO.name;
            let game: G = halfway(8);
            let seat = game.to_act().expect("a decision");
            let stop = AtomicBool::new(false);
            let advice = advise(&game, None, &stop);
            let best = advice.best().expect("a move advised");
            // Another truth the seat cannot tell from this one.
            let other = game.determinize(seat, &mut rng::seeded(77));
            assert_eq!(pictured(&game, seat), pictured(&other, seat), "{name}: pictured alike");
            assert_eq!(advise(&other, None, &stop), advice, "{name}: advised alike");
            // The review of that decision, the advised move played.
            let how = Review { seat: None, threads: 1, progress: &|_, _| {}, stop: &stop };
            let judged = review_from(game.clone(), &[best.to_string()], &how).expect("legal");
            let last = judged.last().expect("judged");
            assert_eq!((last.best.as_str(), last.mark), (best.to_string().as_str(), Mark::Good), "{name}: {last:?}");
            let value = advice.choices[0].value;
            assert!((last.value_before - value).abs() < 1e-12, "{name}: the advice's own figure, {value}: {last:?}");
            // The study of a replay resting there, the second choice played:
            // its figure and whether it is as good as the first are the
            // review's, and a move listed as good as the first is not marked.
            let Some(second) = advice.choices.get(1).map(|c| c.action) else { return };
            let judged = review_from(game.clone(), &[second.to_string()], &how).expect("legal");
            let judgment = judged.last().expect("judged");
            let studied = crate::advisor::study(&game, Some(second), &stop);
            let listed = studied.choices.iter().find(|c| c.action == second.to_string()).expect("listed");
            assert_eq!(listed.tied, judgment.tied, "{name}: {listed:?} against {judgment:?}");
            assert!((listed.value - judgment.value_after).abs() < 1e-12, "{name}: {listed:?} against {judgment:?}");
            assert!(!listed.tied || judgment.mark == Mark::Good, "{name}: {judgment:?}");
        }
    }

    #[test]
    fn every_game_is_advised_from_the_seats_knowledge_and_its_advice_is_never_marked() {
        for kind in GameKind::ALL {
            kind.visit(EveryGame);
        }
    }

    #[test]
    fn moves_the_search_cannot_tell_apart_are_recommended_alike() {
        let at = |action, value, noise| Counselled { action, value, noise };
        let advice = Advice {
            seat: Seat(0),
            choices: vec![at(1, 0.50, 0.01), at(2, 0.49, 0.01), at(3, 0.49, 0.2), at(4, 0.40, 0.01)],
            proof: None,
            played: Some(at(2, 0.495, 0.01)),
        };
        assert_eq!(advice.best(), Some(1));
        assert_eq!(advice.ties(), [2], "3 is known too little to be called as good; 4 is worse");
        assert!(advice.recommends(2) && !advice.recommends(3) && !advice.recommends(4));
        assert!(advice.played_ties());
        let worse = Advice { played: Some(at(4, 0.40, 0.01)), ..advice.clone() };
        assert!(!worse.played_ties());
    }
}
