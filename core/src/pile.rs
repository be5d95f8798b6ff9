//! A draw pile made again from the discards: the card games' one way of
//! reshuffling (Shrine's Graveyard, Wonderland's discard pile).

use arrayvec::ArrayVec;
use rand::RngCore;
use rand::seq::SliceRandom;

use crate::cards::Card;

/// Shuffles every card of `discards` into `draw` (its top is its last
/// card); returns how many cards `draw` then holds.
pub fn reshuffle<const N: usize, R: RngCore + ?Sized>(
    draw: &mut ArrayVec<Card, N>,
    discards: &mut ArrayVec<Card, N>,
    rng: &mut R,
) -> usize {
    draw.extend(discards.drain(..));
    draw.shuffle(rng);
    draw.len()
}

/// The top card of `draw`; when `draw` is empty, `discards` are shuffled
/// into it first and `reshuffled` is told how many cards it then holds.
/// `None` when both are empty.
pub fn next_card<const N: usize, R: RngCore + ?Sized>(
    draw: &mut ArrayVec<Card, N>,
    discards: &mut ArrayVec<Card, N>,
    rng: &mut R,
    reshuffled: impl FnOnce(usize),
) -> Option<Card> {
    if draw.is_empty() && !discards.is_empty() {
        reshuffled(reshuffle(draw, discards, rng));
    }
    draw.pop()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_draw_pile_is_made_again_from_the_discards() {
        let mut rng = crate::rng::seeded(1);
        let card = |text: &str| text.parse::<Card>().expect("a card");
        let mut draw: ArrayVec<Card, 4> = ArrayVec::new();
        let mut discards: ArrayVec<Card, 4> = [card("2c"), card("3c")].into_iter().collect();
        let mut told = None;
        let drawn = next_card(&mut draw, &mut discards, &mut rng, |n| told = Some(n));
        assert!(drawn.is_some_and(|c| [card("2c"), card("3c")].contains(&c)));
        assert_eq!((told, draw.len(), discards.len()), (Some(2), 1, 0));
        let mut none = None;
        assert!(next_card(&mut draw, &mut discards, &mut rng, |n| none = Some(n)).is_some());
        assert_eq!(none, None, "no reshuffle while the pile holds cards");
        assert_eq!(next_card(&mut draw, &mut discards, &mut rng, |_| {}), None);
    }
}
