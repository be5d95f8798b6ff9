//! What a seat has not seen, dealt again: every game with hidden cards or
//! tiles samples the positions a seat cannot tell apart (for
//! [`Game::determinize`]) the same way — collect the hidden things from
//! every place they may be, shuffle them, and deal them back, each place
//! keeping its size. A table shows a seat only such a picture.

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
/// and together they hold the same things, in a random order. A
/// Fisher–Yates shuffle over the places taken end to end, with nothing
/// allocated (search bots call this for every sample).
pub fn redeal<T: Copy>(places: &mut [&mut [T]], rng: &mut dyn RngCore) {
    let total: usize = places.iter().map(|place| place.len()).sum();
    for i in (1..total).rev() {
        let j = rng.random_range(0..=i);
        let (a, b) = (get(places, i), get(places, j));
        set(places, i, b);
        set(places, j, a);
    }
}

/// Which place, and where in it, the `index`th thing of all is.
fn locate<T>(places: &[&mut [T]], mut index: usize) -> (usize, usize) {
    for (p, place) in places.iter().enumerate() {
        if index < place.len() {
            return (p, index);
        }
        index -= place.len();
    }
    (places.len(), 0)
}

fn get<T: Copy>(places: &[&mut [T]], index: usize) -> T {
    let (p, at) = locate(places, index);
    places[p][at]
}

fn set<T: Copy>(places: &mut [&mut [T]], index: usize, value: T) {
    let (p, at) = locate(places, index);
    places[p][at] = value;
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
