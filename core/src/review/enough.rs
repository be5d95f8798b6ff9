//! When the review has searched a decision enough: it looks at the root
//! every few hundred iterations and stops once the values it reports are
//! known well enough to mark a move by, or once it has spent what it may.
//! It looks by iterations, never by the clock, so that a record reviewed
//! again from the same seed is marked the same.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::bots::mcts::{Growing, Weighed};
use crate::game::Game;

/// Iterations between looks.
const STEP: u32 = 250;
/// The fewest tries of an action before its value is taken as known: with
/// fewer, the search has barely begun to look for the answers to it.
const TRIED: u32 = 2_000;
/// The standard error (see [`Weighed::error`]) at which a win chance is
/// taken as known: a tenth of the smallest step between marks.
const KNOWN: f64 = 0.005;
/// How far the mean of an action's later tries may be from the mean of
/// all its tries for its value to be taken as known. A search's value of
/// an action drifts as it finds better answers to it (a move of Unicorn
/// Jelly lost 3 points more between 5 000 and 20 000 tries): while the
/// later tries fare differently from the earlier ones, it has not settled.
const DRIFT: f64 = 0.0025;
/// How much better than the most visited action another may still turn
/// out to be when the search stops: well under the 5 points that make
/// a move an inaccuracy.
const SLACK: f64 = 0.02;
/// How many standard errors above its value an action may turn out to be.
const DOUBT: f64 = 2.0;

/// A decision's search, grown until it has searched enough.
pub(super) struct Enough<'g, G: Game> {
    search: Growing<'g, G>,
    /// Each root action as weighed at every look so far.
    looks: Vec<Vec<Weighed<G::Action>>>,
}

impl<'g, G: Game> Enough<'g, G> {
    /// Grows `search` from here on.
    pub(super) fn new(search: Growing<'g, G>) -> Self {
        Self { search, looks: Vec::new() }
    }

    /// Grows the search over every action until the most visited one's
    /// value is known and no other is likely to be more than [`SLACK`]
    /// better (or `iterations` are spent, or `stop` is set); each action as
    /// weighed then, most visited first.
    pub(super) fn weigh(&mut self, iterations: u32, stop: &AtomicBool) -> Vec<Weighed<G::Action>> {
        while self.search.iterations() < iterations {
            let before = self.search.iterations();
            self.search.grow(STEP.min(iterations - before), None, stop);
            // Stopped, or nothing to search.
            if self.search.iterations() == before {
                break;
            }
            let weighed = self.look();
            if self.settled(&weighed) {
                break;
            }
        }
        self.search.weighed()
    }

    /// Grows the search on `action` alone until its value is known, or until
    /// it has been tried `tries` times in all; `action` as weighed then
    /// (`None` if never tried).
    pub(super) fn top_up(&mut self, action: G::Action, tries: u32, stop: &AtomicBool) -> Option<Weighed<G::Action>> {
        let own = |weighed: Vec<Weighed<G::Action>>| weighed.into_iter().find(|w| w.action == action);
        let mut left = tries.saturating_sub(own(self.search.weighed()).map_or(0, |w| w.visits));
        loop {
            let now = own(self.search.weighed());
            if now.is_some_and(|w| self.known(&w)) || left == 0 || stop.load(Ordering::Relaxed) {
                return now;
            }
            let batch = STEP.min(left);
            self.search.grow(batch, Some(&[action]), stop);
            left -= batch;
            self.look();
        }
    }

    /// The root actions as weighed now, kept among the looks.
    fn look(&mut self) -> Vec<Weighed<G::Action>> {
        let weighed = self.search.weighed();
        self.looks.push(weighed.clone());
        weighed
    }

    /// Whether the most visited of `weighed` (most visited first) has a
    /// value known and no other is likely to be more than [`SLACK`] better.
    fn settled(&self, weighed: &[Weighed<G::Action>]) -> bool {
        let Some((first, others)) = weighed.split_first() else { return false };
        self.known(first) && others.iter().all(|w| w.value + DOUBT * w.error <= first.value + SLACK)
    }

    /// Whether the value of `weighed` is known: tried often enough, with a
    /// small error, and no longer drifting.
    fn known(&self, weighed: &Weighed<G::Action>) -> bool {
        weighed.visits >= TRIED && weighed.error <= KNOWN && self.drift(weighed).abs() <= DRIFT
    }

    /// How far the mean of the later half of `weighed`'s tries (counted from
    /// the last look when it had at most half of them) is from the mean of
    /// them all.
    fn drift(&self, weighed: &Weighed<G::Action>) -> f64 {
        let then = self
            .looks
            .iter()
            .rev()
            .find_map(|look| {
                let earlier =
                    look.iter().find(|w| w.action == weighed.action).map_or((0, 0.0), |w| (w.visits, w.value));
                (earlier.0 <= weighed.visits / 2).then_some(earlier)
            })
            .unwrap_or((0, 0.0));
        let later = weighed.visits - then.0;
        if later == 0 {
            return 0.0;
        }
        let later_mean = (f64::from(weighed.visits) * weighed.value - f64::from(then.0) * then.1) / f64::from(later);
        later_mean - weighed.value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{Mcts, MctsSettings};
    use crate::games::you_are_here::YouAreHere;
    use crate::scenario::Scenario;

    /// Two squares left, Player 1 to play its Probe: on b2 it takes the Weak
    /// card and wins 5–4, on b3 it takes nothing and loses 4–5. Every try
    /// of either square ends the same way.
    fn two_squares_left() -> YouAreHere {
        let text = r#"Scenario(game: "you-are-here", options: (draw: false), setup: (
            cards: [
                (name: "Probe", suit: Diamonds, edges: (top: 5, right: 5, bottom: 5, left: 5)),
                (name: "Weak",  suit: Diamonds, edges: (top: 2, right: 2, bottom: 2, left: 2)),
                (name: "Wall",  suit: Diamonds, edges: (top: 9, right: 9, bottom: 9, left: 9)),
            ],
            first: 0,
            hands: [["Probe"], ["Probe"]],
            board: [
                (cell: "a1", card: "Wall", owner: 0), (cell: "b1", card: "Wall", owner: 0), (cell: "c1", card: "Wall", owner: 0),
                (cell: "a2", card: "Weak", owner: 1), (cell: "c2", card: "Weak", owner: 1),
                (cell: "a3", card: "Wall", owner: 1), (cell: "c3", card: "Wall", owner: 1),
            ],
        ))"#;
        let scenario = Scenario::<YouAreHere>::from_ron(text).expect("the scenario reads");
        YouAreHere::from_setup(&scenario.options, &scenario.setup).expect("the setup starts a game")
    }

    #[test]
    fn a_search_stops_once_its_values_are_known_and_not_before() {
        let stop = AtomicBool::new(false);
        let game = two_squares_left();
        let mut search = Enough::new(Mcts::new(MctsSettings::DEFAULT, 1).grow(&game));
        let weighed = search.weigh(10_000, &stop);
        let spent: u32 = weighed.iter().map(|w| w.visits).sum();
        assert_eq!((weighed[0].value, weighed[1].value), (1.0, 0.0), "{weighed:?}");
        assert!(weighed[0].visits >= TRIED && spent < TRIED + 2 * STEP, "{weighed:?}");
        // The losing square is tried until its value is known as well.
        let losing = search.top_up(weighed[1].action, 5_000, &stop).expect("tried");
        assert!(losing.visits >= TRIED && losing.visits < TRIED + STEP && losing.value == 0.0, "{losing:?}");
        // From the first move, nothing is sure: every iteration is spent.
        let opening = YouAreHere::new(&crate::games::you_are_here::Options::default(), 3).expect("deal");
        let mut search = Enough::new(Mcts::new(MctsSettings::DEFAULT, 1).grow(&opening));
        let spent: u32 = search.weigh(3_000, &stop).iter().map(|w| w.visits).sum();
        assert_eq!(spent, 3_000);
    }

    #[test]
    fn a_value_still_drifting_is_not_known() {
        let game = two_squares_left();
        let mut search = Enough::new(Mcts::new(MctsSettings::DEFAULT, 1).grow(&game));
        let action = game.legal_actions()[0];
        let weighed = |visits, value| Weighed { action, visits, value, error: 0.001 };
        search.looks = vec![vec![weighed(500, 0.70)], vec![weighed(1_000, 0.60)], vec![weighed(1_500, 0.58)]];
        // The last 1 000 of 2 000 tries fared 0.50 where all fared 0.55.
        assert!((search.drift(&weighed(2_000, 0.55)) + 0.05).abs() < 1e-9);
        assert!(!search.known(&weighed(2_000, 0.55)));
        // The last 1 000 fared as all 2 000 did.
        assert!(search.drift(&weighed(2_000, 0.60)).abs() < 1e-9);
        assert!(search.known(&weighed(2_000, 0.60)));
        assert!(!search.known(&weighed(TRIED - 1, 0.60)), "tried too few times");
        assert!(!search.known(&Weighed { error: 2.0 * KNOWN, ..weighed(2_000, 0.60) }), "too uncertain");
    }
}
