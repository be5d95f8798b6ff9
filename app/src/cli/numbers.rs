//! Numbers on the command line, each read with its range named in the
//! refusal: not finite, not a number, or out of range is one clear line.

use std::fmt::Display;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// The most games `selfplay` and `balance` play in one run.
pub const MAX_GAMES: u64 = 10_000_000;
/// The most threads a run may ask for.
pub const MAX_THREADS: usize = 256;

/// Reads `text` as a number within `range`; `what` names it in the
/// refusal ("a number of games from 1 to 10000000").
pub fn within<N>(text: &str, range: RangeInclusive<N>, what: &str) -> Result<N, String>
where
    N: FromStr + PartialOrd + Display + Copy,
{
    let refused = || {
        format!(
            "`{}` is not {what}: expected a number from {} to {}",
            parlour_core::text::excerpt(text),
            range.start(),
            range.end()
        )
    };
    // `parse` of a float accepts `NaN` and `inf`, which no range holds.
    text.trim().parse::<N>().ok().filter(|n| range.contains(n)).ok_or_else(refused)
}

/// `--games`: 1 to [`MAX_GAMES`].
pub fn games(text: &str) -> Result<u64, String> {
    within(text, 1..=MAX_GAMES, "a number of games")
}

/// `--threads`: 1 to [`MAX_THREADS`].
pub fn threads(text: &str) -> Result<usize, String> {
    within(text, 1..=MAX_THREADS, "a number of threads")
}

/// `--seconds` of `bench`: 0.01 to an hour.
pub fn seconds(text: &str) -> Result<f64, String> {
    within(text, 0.01..=3600.0, "a number of seconds")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_out_of_range_or_not_finite_are_refused_with_the_range() {
        assert_eq!(games("200"), Ok(200));
        for bad in ["0", "18446744073709551615", "9223372036854775808", "-3", "many", ""] {
            let error = games(bad).expect_err(bad);
            assert!(error.contains("from 1 to 10000000"), "{error}");
        }
        assert_eq!(seconds("3"), Ok(3.0));
        for bad in ["1e30", "NaN", "inf", "-1", "0"] {
            assert!(seconds(bad).expect_err(bad).contains("from 0.01 to 3600"), "{bad}");
        }
        assert!(threads("100000").is_err());
    }
}
