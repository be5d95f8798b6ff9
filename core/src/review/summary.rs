//! A reviewed game summed up per seat: how many of its decisions were
//! inaccuracies, mistakes and blunders, and how accurately it played.

use serde::{Deserialize, Serialize};

use super::{Judgment, Mark};

/// One seat's review in a few figures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// The seat, numbered from 1 as on the table.
    pub seat: u8,
    /// How many of its decisions were judged.
    pub decisions: usize,
    /// Decisions marked [`Mark::Inaccuracy`].
    pub inaccuracies: usize,
    /// Decisions marked [`Mark::Mistake`].
    pub mistakes: usize,
    /// Decisions marked [`Mark::Blunder`].
    pub blunders: usize,
    /// The mean share of its win chance each decision kept (after the move
    /// played, over before it with the best move), as a percentage; `None`
    /// when none of its decisions was judged.
    ///
    /// *Interpretation*: a decision taken when the seat had no chance left
    /// (below half a point) kept all it had. A share rather than the points
    /// lost, so that a slow drift from 47 % to 2 %, each step too small to
    /// mark, still shows: the later steps give away most of what was left.
    pub accuracy: Option<f64>,
}

impl Summary {
    /// The figures in words: "accuracy 93%, 1 inaccuracy, 0 mistakes,
    /// 2 blunders in 11 decisions".
    pub fn in_words(&self) -> String {
        let counted = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        format!(
            "accuracy {:.0}%, {}, {}, {} in {}",
            self.accuracy.unwrap_or(100.0),
            counted(self.inaccuracies, "inaccuracy", "inaccuracies"),
            counted(self.mistakes, "mistake", "mistakes"),
            counted(self.blunders, "blunder", "blunders"),
            counted(self.decisions, "decision", "decisions")
        )
    }
}

/// Below this win chance a seat has nothing left to lose.
const NOTHING_LEFT: f64 = 0.005;

/// The summary of each of `seats` seats from the review `judged`, seat 1 first.
pub fn summarize(judged: &[Judgment], seats: usize) -> Vec<Summary> {
    (1..=seats)
        .map(|seat| {
            let own: Vec<&Judgment> = judged.iter().filter(|j| usize::from(j.seat) == seat).collect();
            let count = |mark| own.iter().filter(|j| j.mark == mark).count();
            let kept = |j: &&Judgment| {
                if j.value_before < NOTHING_LEFT { 1.0 } else { (j.value_after / j.value_before).clamp(0.0, 1.0) }
            };
            Summary {
                seat: u8::try_from(seat).unwrap_or(u8::MAX),
                decisions: own.len(),
                inaccuracies: count(Mark::Inaccuracy),
                mistakes: count(Mark::Mistake),
                blunders: count(Mark::Blunder),
                accuracy: (!own.is_empty()).then(|| 100.0 * own.iter().map(kept).sum::<f64>() / own.len() as f64),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(seat: u8, before: f64, after: f64) -> Judgment {
        Judgment {
            index: 0,
            seat,
            played: String::new(),
            best: String::new(),
            played_text: String::new(),
            best_text: String::new(),
            value_before: before,
            value_after: after,
            mark: Mark::of(before - after),
            tied: false,
        }
    }

    #[test]
    fn a_slow_drift_with_no_mark_still_shows_as_low_accuracy() {
        // From 47 % to 2 %, never more than 4 points a decision.
        let mut drift = Vec::new();
        let mut chance: f64 = 0.47;
        while chance > 0.02 {
            let after = (chance - 0.04).max(0.02);
            drift.push(judged(1, chance, after));
            chance = after;
        }
        drift.push(judged(2, 0.6, 0.6));
        let summary = summarize(&drift, 3);
        assert_eq!(summary.len(), 3, "one entry per seat");
        let first = &summary[0];
        assert_eq!((first.inaccuracies, first.mistakes, first.blunders), (0, 0, 0), "no single move marked");
        let accuracy = first.accuracy.expect("judged");
        assert!(accuracy < 80.0, "accuracy {accuracy} of a player who gave the game away");
        assert_eq!(summary[1].accuracy, Some(100.0), "the best move kept all");
        assert_eq!((summary[2].decisions, summary[2].accuracy), (0, None), "no decisions, no figure");
    }

    #[test]
    fn marks_are_counted_for_their_own_seat() {
        let summary = summarize(&[judged(1, 0.5, 0.42), judged(1, 0.5, 0.2), judged(2, 0.5, 0.35)], 2);
        assert_eq!((summary[0].inaccuracies, summary[0].blunders, summary[0].mistakes), (1, 1, 0));
        assert_eq!((summary[1].mistakes, summary[1].decisions), (1, 1));
    }
}
