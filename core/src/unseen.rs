//! What a seat has not seen, dealt again: every game with hidden cards or
//! tiles samples the positions a seat cannot tell apart (for
//! [`Game::determinize`]) the same way — collect the hidden things from
//! every place they may be, put them in order, shuffle them, and deal them
//! back, each place keeping its size. Put in order first, the picture
//! depends only on what is hidden and on the generator, never on where the
//! hidden things truly lie: two positions a seat cannot tell apart are
//! pictured alike from the same seed, so a search from that seat's view
//! (a bot's, the advisor's) answers alike in both. A table shows a seat
//! only such a picture.

use rand::{Rng, RngCore};

use crate::game::Game;
use crate::seat::Seat;

/// `game` as `viewer` may picture it: what they know kept, everything
/// hidden from them dealt again; for `None`, a spectator who knows only
/// what is public — every seat's secrets dealt again.
pub fn as_seen_by<G: Game>(game: &G, viewer: Option<Seat>, rng: &mut dyn RngCore) -> G {
    match viewer {
        Some(seat) => game.determinize(seat, rng),
        // Each seat's picture deals the others' secrets again, so after
        // every seat's in turn nothing true is left of any.
        None => Seat::all(game.seat_count()).fold(game.clone(), |picture, seat| picture.determinize(seat, rng)),
    }
}

/// Shuffles the things in `places` among them: each place keeps its length,
/// and together they hold the same things, in a random order that depends
/// only on which things they are and on `rng`, not on where each lay. A
/// Fisher–Yates shuffle over the things in order: they are copied side by
/// side, sorted, shuffled there and dealt back (on the stack when they are
/// few, as they nearly always are: search bots call this for every sample).
pub fn redeal<T: Copy + Ord>(places: &mut [&mut [T]], rng: &mut dyn RngCore) {
    /// The most things shuffled without allocating.
    const FEW: usize = 128;
    let things = places.iter().flat_map(|place| place.iter().copied());
    if places.iter().map(|place| place.len()).sum::<usize>() <= FEW {
        let mut all: arrayvec::ArrayVec<T, FEW> = things.collect();
        shuffle_and_deal(&mut all, places, rng);
    } else {
        let mut all: Vec<T> = things.collect();
        shuffle_and_deal(&mut all, places, rng);
    }
}

/// Sorts `all`, shuffles it (Fisher–Yates, from the end) and deals it back
/// into `places`, in order, each its own length.
fn shuffle_and_deal<T: Copy + Ord>(all: &mut [T], places: &mut [&mut [T]], rng: &mut dyn RngCore) {
    all.sort_unstable();
    for i in (1..all.len()).rev() {
        let j = rng.random_range(0..=i);
        all.swap(i, j);
    }
    let mut rest = &all[..];
    for place in places.iter_mut() {
        let (dealt, left) = rest.split_at(place.len());
        place.copy_from_slice(dealt);
        rest = left;
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

    #[test]
    fn many_things_are_dealt_again_as_few_are() {
        // More than are shuffled on the stack: the same deal from the same seed.
        let (a, b): (Vec<u32>, Vec<u32>) = ((0..150).collect(), (150..200).collect());
        let dealt = |seed| {
            let (mut a, mut b) = (a.clone(), b.clone());
            redeal(&mut [&mut a, &mut b], &mut crate::rng::seeded(seed));
            (a, b)
        };
        let (one, two) = dealt(5);
        assert_eq!((one.len(), two.len()), (150, 50));
        assert_eq!(dealt(5), (one.clone(), two.clone()), "reproducible from the seed");
        assert!(two.iter().any(|&t| t < 150), "things move between places");
        let mut all = [one, two].concat();
        all.sort_unstable();
        assert_eq!(all, (0..200).collect::<Vec<_>>());
    }

    #[test]
    fn where_the_hidden_things_lay_does_not_change_the_picture() {
        // The same things, lying differently: dealt alike from one seed.
        let dealt = |mut a: Vec<u8>, mut b: Vec<u8>| {
            redeal(&mut [&mut a, &mut b], &mut crate::rng::seeded(9));
            (a, b)
        };
        assert_eq!(dealt(vec![1, 2, 3], vec![4, 5]), dealt(vec![5, 3, 1], vec![2, 4]));
        assert_ne!(dealt(vec![1, 2, 3], vec![4, 5]), dealt(vec![1, 2, 3], vec![4, 6]), "other things, another deal");
    }
}
