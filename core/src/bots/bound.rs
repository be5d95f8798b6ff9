//! What a searching bot's table remembers of a position's value: exact, or
//! only a bound, as alpha-beta search leaves it. Shared by the games'
//! own searches.

/// How a stored value relates to the position's true value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Bound {
    /// The value itself.
    #[default]
    Exact,
    /// At least this much (the search was cut off above).
    Lower,
    /// At most this much (nothing beat the window's floor).
    Upper,
}

impl Bound {
    /// The bound a search of window `alpha..beta` that found `value` leaves.
    pub fn of<V: PartialOrd + Copy>(value: V, alpha: V, beta: V) -> Self {
        if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }

    /// Narrows the window `alpha..beta` by a stored `value` with this bound;
    /// `Some(value)` when that settles the position without a search.
    pub fn narrow<V: PartialOrd + Copy>(self, value: V, alpha: &mut V, beta: &mut V) -> Option<V> {
        match self {
            Bound::Exact => return Some(value),
            Bound::Lower if value > *alpha => *alpha = value,
            Bound::Upper if value < *beta => *beta = value,
            _ => {}
        }
        (*alpha >= *beta).then_some(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_bounds_narrow_the_window_or_settle_it() {
        assert_eq!(Bound::of(1, 2, 5), Bound::Upper);
        assert_eq!(Bound::of(6, 2, 5), Bound::Lower);
        assert_eq!(Bound::of(3, 2, 5), Bound::Exact);
        let (mut alpha, mut beta) = (0, 10);
        assert_eq!(Bound::Lower.narrow(4, &mut alpha, &mut beta), None);
        assert_eq!((alpha, beta), (4, 10));
        assert_eq!(Bound::Upper.narrow(4, &mut alpha, &mut beta), Some(4), "the window closes");
        assert_eq!(Bound::Exact.narrow(7, &mut 0, &mut 10), Some(7));
    }
}
