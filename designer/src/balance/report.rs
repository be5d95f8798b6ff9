//! A design's figures and the set's, read from one run of games.
//!
//! **The win-rate change** of a design is measured as card players measure
//! cards (17lands' "games in hand" win rate and "improvement when drawn"):
//! **how much more often than half the player holding a copy of it more
//! than the other player wins** — +8 points when that player wins 58 % of
//! those games. A player holds a copy when it is in their opening hand or
//! they draw it, whether they play it or not (playing is a choice: a card
//! played only when it wins would look strong for it).
//!
//! Every game counts: its figure is the slope of the straight line (least
//! squares) that best relates, game by game, the copies the first player
//! held more than the second to the first player's result (1 a win, ½ a
//! draw, 0 a loss). The line's height apart from the copies is the first
//! player's own edge, so that edge is not counted as the design's. For a
//! design of one copy — held by one player or the other — that is
//! `(a₁ + a₂ − 1) / 2`, `aₛ` the mean result of seat `s` in the games
//! where it held the copy: the two seats' win rates holding it, averaged,
//! less a half. A design of several copies is measured **per copy**, so
//! that a tile of three copies is not counted three times as strong as
//! the same tile once. Every design is read from the same games: one run
//! measures the whole set, and a design's own effect is not diluted by the
//! others.
//!
//! The 95% interval is the slope's, from the spread of the results about
//! the line, two results half a point off it added (so a handful of games
//! never gives a narrow interval).

use serde::Serialize;

use super::totals::{DesignTotals, Totals};

/// The balance of one design.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The design's name.
    pub card: String,
    /// Games played with the set.
    pub games: u64,
    /// Copies of it placed per game.
    pub played_per_game: f64,
    /// Points (cards flipped) each placement of it scored, on average.
    pub score_when_played: f64,
    /// How much more often than half the player holding a copy of it more
    /// than the other wins, each seat counted alike, as a share (0.05 for
    /// five points: 55 % of those games).
    pub win_rate_delta: f64,
    /// The 95% confidence interval of `win_rate_delta`.
    pub ci95: [f64; 2],
    /// The games where one player held more copies of it than the other,
    /// which the change is read from.
    pub held_games: usize,
    /// The share of games the player holding a copy more wins, each seat
    /// counted alike (draws count half): a half plus the change.
    pub held_win_rate: f64,
}

impl Report {
    /// The figures of design `card`, traced as `design` in games that add
    /// up to `totals`.
    pub(super) fn read(card: &str, totals: &Totals, design: &DesignTotals) -> Report {
        let games = totals.games;
        let h = design.holding;
        let n = h.n.max(1.0);
        let (sxx, sxr, srr) = (h.xx - h.x * h.x / n, h.xr - h.x * h.r / n, h.rr - h.r * h.r / n);
        let (delta, variance) = if sxx > 1e-9 {
            let slope = sxr / sxx;
            // The spread about the line, two results ½ off it added.
            let residual = ((srr - slope * sxr).max(0.0) + 0.5) / n;
            (slope, residual / sxx)
        } else {
            // Never held more by one player than the other: nothing to read.
            (0.0, 0.25)
        };
        let spread = 1.96 * variance.sqrt();
        Report {
            card: card.to_owned(),
            games,
            played_per_game: f64::from(design.plays) / games.max(1) as f64,
            score_when_played: if design.plays == 0 { 0.0 } else { f64::from(design.points) / f64::from(design.plays) },
            win_rate_delta: delta,
            ci95: [(delta - spread).max(-0.5), (delta + spread).min(0.5)],
            held_games: h.uneven as usize,
            held_win_rate: 0.5 + delta,
        }
    }
}

/// The set as a whole, from the games played with it: a tilt toward the
/// player who starts, or toward draws, that no one design's figure shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SetReport {
    /// Games played with the set.
    pub games: u64,
    /// The share of them the first player won.
    pub first_player_win_rate: f64,
    /// The 95% confidence interval of `first_player_win_rate`.
    pub ci95: [f64; 2],
    /// The share the second player won.
    pub second_player_win_rate: f64,
    /// The share drawn.
    pub draw_rate: f64,
}

impl SetReport {
    /// The set as a whole, from games that add up to `totals`.
    pub(super) fn read(totals: &Totals) -> SetReport {
        let games = totals.games.max(1) as f64;
        let draw_rate = totals.draws as f64 / games;
        // A seat's results count a draw as half a win.
        let first = totals.seats[0].sum / games - draw_rate / 2.0;
        let second = totals.seats[1].sum / games - draw_rate / 2.0;
        let spread = 1.96 * (first * (1.0 - first) / games).sqrt();
        SetReport {
            games: totals.games,
            first_player_win_rate: first,
            ci95: [first - spread, first + spread],
            second_player_win_rate: second,
            draw_rate,
        }
    }
}

/// A set measured: the set as a whole, and every design, in the set's
/// order.
#[derive(Clone, Debug, PartialEq)]
pub struct Balance {
    /// The set as a whole.
    pub set: SetReport,
    /// Every design of the set, in its order.
    pub designs: Vec<Report>,
}

impl Balance {
    /// The set read from games that add up to `totals`, its designs named
    /// `cards` in the order traced.
    pub(super) fn read(cards: &[String], totals: &Totals) -> Balance {
        let designs = cards.iter().zip(&totals.designs).map(|(card, d)| Report::read(card, totals, d)).collect();
        Balance { set: SetReport::read(totals), designs }
    }

    /// The design named `card`.
    pub fn report(&self, card: &str) -> Option<&Report> {
        self.designs.iter().find(|r| r.card == card)
    }

    /// How widely the set's designs' win-rate changes lie: their standard
    /// deviation, the typical distance of a design's figure from the
    /// set's mean. A design brought in from the edge narrows it; one
    /// pushed out widens it.
    pub fn spread(&self) -> f64 {
        let count = self.designs.len() as f64;
        if count < 2.0 {
            return 0.0;
        }
        let mean = self.designs.iter().map(|r| r.win_rate_delta).sum::<f64>() / count;
        let squares: f64 = self.designs.iter().map(|r| (r.win_rate_delta - mean).powi(2)).sum();
        (squares / (count - 1.0)).sqrt()
    }
}
