//! When a design is out of band: by default when it stands out from the
//! set it is in, or outside a fixed band the designer sets.
//!
//! **Against the set** (the default): the band runs between Tukey's
//! fences of the set's own figures — the lower quartile of the designs'
//! figures less one and a half times the distance between the quartiles,
//! to the upper quartile plus as much. A set whose designs differ a lot
//! gets a wide band, a set of near twins a narrow one; a design broken on
//! purpose lies far beyond either. With fewer than five designs quartiles
//! say little, and the fixed band of ±5 points is used instead.
//!
//! A design is **out of band** when its whole 95% interval lies outside
//! the band: clearly too strong or too weak, not merely unlucky.
//!
//! **Where a fix aims**: against the set, among its middle half — between
//! the quartiles of its figures, where half its designs lie; within a fixed
//! band, well inside it (three fifths of the way from its middle to its
//! edges). A design the designer points at is searched when its figure
//! lies outside that aim, even inside the band: a power-99 Hero that plays
//! as the set's strongest designs do goes back among the rest.

use std::fmt;

use serde::Serialize;

use super::report::Report;

/// The fixed band used when the designer sets none and the set is too
/// small to judge against: five points either way.
pub const DEFAULT_BAND: f64 = 0.05;

/// How far beyond the quartiles Tukey's fences lie, in distances between
/// the quartiles.
pub const FENCE: f64 = 1.5;

/// How far from a fixed band's middle a fix aims, in shares of its
/// half-width: a fix measured near the band's edge would often measure
/// outside it afresh.
pub const WELL_INSIDE: f64 = 0.6;

/// The fewest designs whose figures the band against the set is drawn
/// from.
pub const FEWEST_FOR_FENCES: usize = 5;

/// How designs are judged out of band.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Band {
    /// Against the set: beyond Tukey's fences of the set's own figures.
    Set,
    /// A fixed band: this share either way (0.05 for five points).
    Fixed(f64),
}

impl Band {
    /// The limits this band sets on a set whose designs measured `reports`.
    pub fn limits(self, reports: &[Report]) -> Limits {
        match self {
            Band::Fixed(half) => {
                let aim = [-WELL_INSIDE * half, WELL_INSIDE * half];
                Limits { low: -half, high: half, aim, against_set: false }
            }
            Band::Set if reports.len() < FEWEST_FOR_FENCES => Band::Fixed(DEFAULT_BAND).limits(reports),
            Band::Set => {
                let mut figures: Vec<f64> = reports.iter().map(|r| r.win_rate_delta).collect();
                figures.sort_by(f64::total_cmp);
                let (lower, upper) = (quantile(&figures, 0.25), quantile(&figures, 0.75));
                let reach = FENCE * (upper - lower);
                Limits { low: lower - reach, high: upper + reach, aim: [lower, upper], against_set: true }
            }
        }
    }
}

/// The `q` quantile of `sorted` figures, interpolated between the two
/// nearest (as spreadsheets and R's default compute it).
fn quantile(sorted: &[f64], q: f64) -> f64 {
    let Some(&last) = sorted.last() else { return 0.0 };
    let at = q * (sorted.len() - 1) as f64;
    let below = at.floor() as usize;
    let above = sorted.get(below + 1).copied().unwrap_or(last);
    sorted[below] + (at - at.floor()) * (above - sorted[below])
}

/// The band one set's figures are judged by: its lowest and highest
/// win-rate change.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Limits {
    /// The lowest figure inside.
    pub low: f64,
    /// The highest figure inside.
    pub high: f64,
    /// Where a fix aims, lowest and highest: the set's middle half, or
    /// well inside a fixed band.
    pub aim: [f64; 2],
    /// Whether it was drawn from the set's own figures.
    pub against_set: bool,
}

impl Limits {
    /// Whether the whole 95% interval of `report` lies outside the band:
    /// the design is clearly too strong or too weak.
    pub fn outside(&self, report: &Report) -> bool {
        report.ci95[0] > self.high || report.ci95[1] < self.low
    }

    /// Whether `figure` lies inside the band.
    pub fn contains(&self, figure: f64) -> bool {
        (self.low..=self.high).contains(&figure)
    }

    /// The middle of the band.
    pub fn centre(&self) -> f64 {
        f64::midpoint(self.low, self.high)
    }

    /// Whether `figure` lies where a fix aims.
    pub fn aimed(&self, figure: f64) -> bool {
        (self.aim[0]..=self.aim[1]).contains(&figure)
    }

    /// The side of the aim `figure` lies on: +1 above its middle (too
    /// strong), −1 below.
    pub fn side(&self, figure: f64) -> f64 {
        if figure >= f64::midpoint(self.aim[0], self.aim[1]) { 1.0 } else { -1.0 }
    }

    /// The edge of the aim on `side`: a fix must not stay beyond it.
    pub fn aim_edge(&self, side: f64) -> f64 {
        if side > 0.0 { self.aim[1] } else { self.aim[0] }
    }

    /// Half the band's width (never quite 0).
    pub fn half(&self) -> f64 {
        ((self.high - self.low) / 2.0).max(1e-6)
    }

    /// How far `figure` lies from the band's middle, in half-widths of the
    /// band: more than 1 outside it.
    pub fn distance(&self, figure: f64) -> f64 {
        (figure - self.centre()).abs() / self.half()
    }
}

impl Limits {
    /// Where a fix aims, in words: "among the set's middle half (−4.4 to
    /// +4.5 points)", "well inside the band (±3 points)".
    pub fn aim_in_words(&self) -> String {
        let [low, high] = self.aim.map(|x| 100.0 * x);
        if self.against_set {
            format!("among the set's middle half ({low:+.1} to {high:+.1} points)")
        } else {
            format!("well inside the band ({})", points(high))
        }
    }
}

/// "±5 points", "±2.5 points".
fn points(half: f64) -> String {
    let text = format!("{half:.1}");
    format!("±{} points", text.strip_suffix(".0").unwrap_or(&text))
}

impl fmt::Display for Limits {
    /// "±5 points", or "−8.2 to +9.6 points, against the set".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (low, high) = (100.0 * self.low, 100.0 * self.high);
        if self.against_set {
            write!(f, "{low:+.1} to {high:+.1} points, against the set")
        } else {
            f.write_str(&points(high))
        }
    }
}
