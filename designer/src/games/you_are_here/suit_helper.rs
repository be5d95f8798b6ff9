//! The suit helper: edge numbers that have a suit's shape — Diamonds
//! balanced, Hearts one strong side, Spades strong left and right, Clubs
//! strong top and bottom — at the strength the designer has in mind.

use parlour_core::games::you_are_here::{Edges, MAX_EDGE, MIN_EDGE, Suit};

/// Up to `count` edge shapes that fit `suit` and add up to `total` (or to
/// the nearest total the suit can reach), spread over the possibilities.
pub fn proposals(suit: Suit, total: u32, count: usize) -> Vec<Edges> {
    let range = MIN_EDGE..=MAX_EDGE;
    let mut fitting: Vec<Edges> = Vec::new();
    for top in range.clone() {
        for right in range.clone() {
            for bottom in range.clone() {
                for left in range.clone() {
                    let edges = Edges { top, right, bottom, left };
                    if suit.fits(edges) {
                        fitting.push(edges);
                    }
                }
            }
        }
    }
    let sum = |e: &Edges| e.as_array().iter().map(|&v| u32::from(v)).sum::<u32>();
    let Some(nearest) = fitting.iter().map(sum).min_by_key(|s| s.abs_diff(total)) else {
        return Vec::new();
    };
    let at: Vec<Edges> = fitting.into_iter().filter(|e| sum(e) == nearest).collect();
    let count = count.min(at.len());
    (0..count).map(|i| at[i * at.len() / count.max(1)]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_proposal_has_the_suit_shape_and_strength() {
        for suit in Suit::ALL {
            for total in [8, 14, 20, 26] {
                let shapes = proposals(suit, total, 5);
                assert!(!shapes.is_empty(), "{suit} {total}");
                for edges in &shapes {
                    assert!(suit.fits(*edges), "{suit}: {edges:?}");
                }
                let sums: Vec<u32> = shapes.iter().map(|e| e.as_array().iter().map(|&v| u32::from(v)).sum()).collect();
                assert!(sums.windows(2).all(|w| w[0] == w[1]), "one strength: {sums:?}");
            }
        }
        let clubs = proposals(Suit::Clubs, 20, 3);
        assert!(clubs.iter().all(|e| e.top.min(e.bottom) > e.left.max(e.right)), "{clubs:?}");
        assert_eq!(proposals(Suit::Diamonds, 20, 1)[0].as_array().iter().map(|&v| u32::from(v)).sum::<u32>(), 20);
        let weakest = proposals(Suit::Spades, 1, 2);
        assert_eq!(weakest, [Edges { top: 1, right: 2, bottom: 1, left: 2 }], "the nearest reachable strength");
    }
}
