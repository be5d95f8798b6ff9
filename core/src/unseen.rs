//! What a seat has not seen, dealt again: every game with hidden cards or
//! tiles samples the positions a seat cannot tell apart (for
//! [`Game::determinize`](crate::game::Game::determinize)) the same way —
//! collect the hidden things from every place they may be, shuffle them,
//! and deal them back, each place keeping its size.

use rand::RngCore;
use rand::seq::SliceRandom;

/// Shuffles the things in `places` among them: each place keeps its length,
/// and together they hold the same things, in a random order.
pub fn redeal<T: Copy>(places: &mut [&mut [T]], rng: &mut dyn RngCore) {
    let mut all: Vec<T> = places.iter().flat_map(|place| place.iter().copied()).collect();
    all.shuffle(rng);
    let mut dealt = all.into_iter();
    for slot in places.iter_mut().flat_map(|place| place.iter_mut()) {
        if let Some(thing) = dealt.next() {
            *slot = thing;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_place_keeps_its_size_and_the_things_are_the_same() {
        let mut rng = crate::rng::seeded(3);
        let (mut a, mut b, mut c) = (vec![1, 2, 3], vec![4, 5], vec![6]);
        let mut moved = false;
        for _ in 0..20 {
            redeal(&mut [&mut a, &mut b, &mut c], &mut rng);
            let mut all = [a.clone(), b.clone(), c.clone()].concat();
            moved |= a != [1, 2, 3];
            all.sort_unstable();
            assert_eq!(all, [1, 2, 3, 4, 5, 6]);
            assert_eq!((a.len(), b.len(), c.len()), (3, 2, 1));
        }
        assert!(moved, "things move between places");
    }
}
