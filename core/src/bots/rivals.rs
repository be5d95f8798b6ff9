//! How a seat stands among its rivals, read from their strengths as a
//! chance of winning: shared by the evaluations of the games where several
//! race or fight until one is left.

/// `mine` against the strengths of the rivals still in, from −1 to 1: the
/// chance of winning if each player's chance grows as `exp(strength /
/// spread)`, as 2 · chance − 1.
///
/// With one rival this is `tanh((mine − rival) / (2 · spread))`, the
/// usual judgement of a duel. With more it counts every rival, not only
/// the strongest: three players level stand at −1/3, and putting a weak
/// rival out of the game is worth something, as it is to a player.
/// Without rivals it is 1.
pub fn among_rivals(mine: f64, rivals: impl IntoIterator<Item = f64>, spread: f64) -> f64 {
    let odds_against: f64 = rivals.into_iter().map(|rival| ((rival - mine) / spread).exp()).sum();
    2.0 / (1.0 + odds_against) - 1.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_duel_is_judged_by_the_difference_alone() {
        for (mine, rival) in [(3.0, 1.0), (0.5, 4.0), (2.0, 2.0)] {
            let expected = ((mine - rival) / 3.0_f64).tanh();
            assert!((among_rivals(mine, [rival], 1.5) - expected).abs() < 1e-12, "{mine} against {rival}");
        }
    }

    #[test]
    fn players_level_share_the_chance() {
        for players in 2..=6 {
            let level = among_rivals(1.0, vec![1.0; players - 1], 1.0);
            assert!((level - (2.0 / players as f64 - 1.0)).abs() < 1e-12, "{players} players");
        }
        assert!((among_rivals(1.0, [], 1.0) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn every_rival_counts_not_only_the_strongest() {
        let with_weak_rival = among_rivals(2.0, [3.0, 0.5], 1.5);
        assert!(among_rivals(2.0, [3.0], 1.5) > with_weak_rival, "putting the weak rival out helps");
        assert!(among_rivals(2.0, [3.0, 0.0], 1.5) > with_weak_rival, "weakening it helps");
        assert!(among_rivals(2.5, [3.0, 0.5], 1.5) > with_weak_rival, "growing stronger helps");
        let stronger = among_rivals(9.0, [0.0, 0.0], 1.0);
        assert!(stronger > 0.99 && stronger <= 1.0, "{stronger}");
    }
}
