//! Jalak's bots as the table and the advisor ask for them: hard and expert
//! search with the alpha-beta bot (`bot`), the other levels are the
//! generic ones; and the advisor's search (see [`crate::advisor`]).
//!
//! Nothing in Jalak is hidden, so the advisor weighs a position with the
//! same alpha-beta search as hard, bounded by the positions it may visit
//! rather than by the clock: the hint, the review and the study of a move
//! agree, on any machine. The three best actions are searched exactly; the
//! move played, when it is another, is searched exactly on its own to the
//! same depth. A value is a win chance: 1 or 0 for a trap the search sees,
//! and otherwise the evaluation (which is not a measured chance) from −1
//! to 1 onto 0 to 1.
//!
//! A trap the search sees proves the result, and so does a search that
//! reached the turn limit's draw down every line. With more than two
//! players only a win is proven: what the rivals together can force is not
//! what each of them would play. The line the search expects after the
//! best is the moves its table holds for the positions along it, each
//! checked, and where the table has none, the choice of a shorter search
//! from the view of the seat to move. With more than two players the
//! search is paranoid, and the line it expects has every rival play
//! against the seat deciding.

use std::sync::atomic::AtomicBool;

use super::action::Action;
use super::bot::{EXPERT_BUDGET, Ranked, SearchBot};
use super::state::Jalak;
use crate::advisor::counsel::{Counsel, Counselled, Proof, Weighing};
use crate::bots::{self, Bot, BotSpec, Bots, Level};
use crate::game::Game;
use crate::rng;

/// Positions the advisor's search of a decision may visit: a few hundredths
/// of a second in a release build, so that a long game's review (every
/// decision of every seat) takes a few seconds.
const NODES: u64 = 60_000;
/// Positions each search of a move of the line may visit, where the first
/// search's table holds none.
const LINE_NODES: u64 = 20_000;
/// How many of the best actions are searched exactly.
const EXACT: usize = 3;

impl Bots for Jalak {
    /// The hard and expert bots search, expert the longer; the other levels
    /// are the generic ones.
    fn bot(spec: BotSpec, seed: u64) -> Box<dyn Bot<Self>> {
        match spec {
            BotSpec::Level(Level::Hard) => Box::new(SearchBot::new(seed)),
            BotSpec::Level(Level::Expert) => Box::new(SearchBot::with_budget(seed, EXPERT_BUDGET)),
            _ => bots::standard(spec, seed),
        }
    }

    /// The alpha-beta search, within a fixed number of positions (see the
    /// module documentation).
    fn counsel(root: &Self, seed: u64) -> Box<dyn Counsel<Self> + '_> {
        Box::new(Searching { root, search: SearchBot::within_nodes(seed, NODES), seed, ranked: None, expected: 0 })
    }
}

/// The advisor's search of one position.
struct Searching<'g> {
    root: &'g Jalak,
    search: SearchBot,
    seed: u64,
    /// The actions as the search ranked them, once weighed.
    ranked: Option<Ranked>,
    /// How many moves of a line it has chosen: each search of one is seeded apart.
    expected: u64,
}

impl Searching<'_> {
    /// The win chance a value of the search stands for: where every line ran
    /// to the turn limit with two players, a value with no trap in it is the
    /// draw's.
    fn chance(&self, value: f64) -> f64 {
        let drawn = self.ranked.as_ref().is_some_and(|r| r.to_the_end)
            && self.root.seat_count() == 2
            && SearchBot::settled(value).is_none();
        if drawn { 0.5 } else { self.search.win_chance(self.root, value) }
    }

    /// `action` with the search's `value`, told as a win chance; exact.
    fn counselled(&self, action: Action, value: f64) -> Counselled<Action> {
        Counselled { action, value: self.chance(value), noise: 0.0 }
    }
}

impl Counsel<Jalak> for Searching<'_> {
    fn weigh(&mut self, stop: &AtomicBool) -> Weighing<Action> {
        self.ranked = self.search.ranked(self.root, EXACT, stop);
        let Some(ranked) = &self.ranked else { return Weighing::default() };
        let two = self.root.seat_count() == 2;
        let proof = ranked.actions.first().and_then(|&(_, value)| match SearchBot::settled(value) {
            Some(true) => Some(Proof::Wins),
            Some(false) if two => Some(Proof::Loses),
            None if two && ranked.to_the_end => Some(Proof::Draws),
            _ => None,
        });
        let exact: Vec<(Action, f64)> = ranked.actions.iter().take(EXACT).copied().collect();
        let choices = exact.into_iter().map(|(action, value)| self.counselled(action, value)).collect();
        Weighing { choices, proof }
    }

    /// Among the three best, as weighed; any other searched exactly to the
    /// same depth.
    fn settle(&mut self, action: Action, stop: &AtomicBool) -> Option<Counselled<Action>> {
        let ranked = self.ranked.as_ref()?;
        if let Some(&(_, value)) = ranked.actions.iter().take(EXACT).find(|(a, _)| *a == action) {
            return Some(self.counselled(action, value));
        }
        let depth = ranked.depth;
        let value = self.search.value_of(self.root, action, depth, stop)?;
        Some(self.counselled(action, value))
    }

    /// The move the search's table holds for `state`, if legal there; else
    /// the choice of a shorter search.
    fn expects(&mut self, state: &Jalak, stop: &AtomicBool) -> Option<Action> {
        state.to_act()?;
        self.expected += 1;
        let legal = state.legal_actions();
        match self.search.remembered(state).filter(|action| legal.contains(action)) {
            Some(action) => Some(action),
            None => SearchBot::within_nodes(rng::derive(self.seed, self.expected), LINE_NODES).choose(state, stop),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::{CHOICES, advise, study};
    use crate::games::jalak::{Options, Setup};
    use crate::outcome::Outcome;

    fn squares(names: &[&str]) -> Vec<String> {
        names.iter().map(|&s| s.to_owned()).collect()
    }

    /// Player 2 in the a5 corner, a4 five notches up and b5 two: Player 1,
    /// to move, traps it by raising b5 once more and stepping away.
    fn trap_in_one() -> Jalak {
        let setup = Setup {
            heights: Some(vec![
                vec![9, 11, 9, 9, 9],
                vec![14, 9, 9, 9, 9],
                vec![9, 9, 9, 9, 9],
                vec![9, 9, 9, 9, 9],
                vec![9, 9, 9, 9, 9],
            ]),
            cubes: Some(squares(&["d2", "d4", "c3", "e3", "e4"])),
            pawns: Some(squares(&["b1", "a5"])),
            ..Setup::default()
        };
        Jalak::from_setup(&Options::default(), &setup).expect("a position")
    }

    /// From a random game (seed 0, 49 turns in): whatever Player 2, to
    /// move, does, Player 1 can trap it at once.
    fn lost_in_two() -> Jalak {
        let setup = Setup {
            heights: Some(vec![
                vec![8, 6, 7, 7, 10],
                vec![10, 7, 9, 6, 11],
                vec![9, 8, 9, 9, 9],
                vec![8, 5, 10, 9, 9],
                vec![11, 10, 9, 9, 9],
            ]),
            cubes: Some(squares(&["b2", "d2", "c3", "b4", "d4"])),
            pawns: Some(squares(&["c5", "b5"])),
            to_move: crate::seat::Seat(1),
            turns: 49,
            ..Setup::default()
        };
        Jalak::from_setup(&Options::default(), &setup).expect("a position")
    }

    /// Whether `action` ends the game at once, won by the seat taking it.
    fn traps(game: &Jalak, action: &str) -> bool {
        let mut after = game.clone();
        let Ok(action) = action.parse() else { return false };
        after.apply(action).is_ok() && after.outcome().is_some_and(|o| Some(o) == game.to_act().map(Outcome::win))
    }

    #[test]
    fn a_trap_in_one_is_the_first_choice_and_wins_by_force() {
        let game = trap_in_one();
        let stop = AtomicBool::new(false);
        let studied = study(&game, None, &stop);
        assert_eq!(studied.proof, Some(Proof::Wins), "{studied:?}");
        let best = &studied.choices[0];
        assert!(traps(&game, &best.action), "{best:?} does not trap");
        assert!((best.value - 1.0).abs() < 1e-12);
        assert!(studied.line.is_empty(), "nothing follows a trap: {studied:?}");
        assert!(!studied.known);
        assert_eq!(studied, study(&game, None, &stop), "the same position studies alike");
    }

    #[test]
    fn a_position_lost_whatever_the_seat_does_loses_against_best_play() {
        let game = lost_in_two();
        let stop = AtomicBool::new(false);
        let studied = study(&game, None, &stop);
        assert_eq!(studied.seat, 2);
        assert_eq!(studied.proof, Some(Proof::Loses), "{studied:?}");
        assert!(studied.choices.iter().all(|c| c.value.abs() < 1e-12), "{studied:?}");
        // The rival's trap follows the best (a losing) move, and ends the game.
        let mut after = game.clone();
        after.apply(studied.choices[0].action.parse().expect("notation")).expect("legal");
        assert_eq!(studied.line.len(), 1, "{studied:?}");
        assert_eq!(studied.line[0].seat, 1);
        assert!(traps(&after, &studied.line[0].action), "{studied:?}");
    }

    #[test]
    fn a_search_that_reaches_the_turn_limit_down_every_line_proves_the_draw() {
        let options = Options { turn_limit: Some(20), ..Options::default() };
        let game = Jalak::from_setup(&options, &Setup { turns: 18, ..Setup::default() }).expect("a position");
        let studied = study(&game, None, &AtomicBool::new(false));
        assert_eq!(studied.proof, Some(Proof::Draws), "{studied:?}");
        assert_eq!(studied.choices.len(), CHOICES);
        assert!(studied.choices.iter().all(|c| (c.value - 0.5).abs() < 1e-12), "{studied:?}");
        assert!(studied.choices[1..].iter().all(|c| c.tied), "every move draws alike: {studied:?}");
        assert_eq!(studied.line.len(), 1, "the rival's last turn ends the game: {studied:?}");
        // Further from the limit nothing is proven.
        let early = Jalak::from_setup(&options, &Setup { turns: 10, ..Setup::default() }).expect("a position");
        assert_eq!(study(&early, None, &AtomicBool::new(false)).proof, None);
    }

    #[test]
    fn a_move_outside_the_three_best_is_searched_to_the_same_depth() {
        let game = trap_in_one();
        let stop = AtomicBool::new(false);
        let stepping_away: Action = "a1+ e".parse().expect("notation");
        let advice = advise(&game, Some(stepping_away), &stop);
        assert!(!advice.choices.iter().any(|c| c.action == stepping_away), "not among the best: {advice:?}");
        let played = advice.played.expect("searched");
        assert!(played.value < advice.choices[0].value, "{advice:?}");
        assert!((advice.choices[0].value - 1.0).abs() < 1e-12, "the trap: {advice:?}");
    }
}
