//! A hand: the distinct cards a player chooses among, and the hand as one
//! viewer sees it, the cards themselves or only how many. Every game with
//! hidden hands shows them this way.

use arrayvec::ArrayVec;
use serde::Serialize;

use crate::seat::Seat;

/// A hand as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandView<C> {
    /// The cards (or tiles), in hand order.
    Shown(Vec<C>),
    /// Only how many there are.
    Hidden(usize),
}

impl<C> HandView<C> {
    /// The hand `cards`, shown when `visible`, else only counted.
    pub fn of(cards: &[C], visible: bool) -> Self
    where
        C: Clone,
    {
        if visible { HandView::Shown(cards.to_vec()) } else { HandView::Hidden(cards.len()) }
    }

    /// How many cards the hand holds.
    pub fn len(&self) -> usize {
        match self {
            HandView::Shown(cards) => cards.len(),
            HandView::Hidden(n) => *n,
        }
    }

    /// Whether the hand is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The cards, when they are shown.
    pub fn shown(&self) -> Option<&[C]> {
        match self {
            HandView::Shown(cards) => Some(cards),
            HandView::Hidden(_) => None,
        }
    }

    /// The hand in the public JSON shape, each card written by `name`.
    pub fn public(&self, name: impl Fn(&C) -> String) -> PublicHand {
        PublicHand { count: self.len(), cards: self.shown().map(|cards| cards.iter().map(name).collect()) }
    }
}

/// The viewer's own hand among `hands` (one a seat, as a view holds them);
/// `None` when nobody views.
pub fn viewers_hand<C>(hands: &[HandView<C>], viewer: Option<Seat>) -> Option<&HandView<C>> {
    viewer.and_then(|seat| hands.get(seat.index()))
}

impl<C: Serialize> Serialize for HandView<C> {
    /// As `{"count": 3, "cards": […]}`, `cards` null when hidden.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut hand = serializer.serialize_struct("Hand", 2)?;
        hand.serialize_field("count", &self.len())?;
        hand.serialize_field("cards", &self.shown())?;
        hand.end()
    }
}

/// A hand in the public JSON shape: `{"count": 3, "cards": ["…", …]}`, with
/// `cards` null when the viewer may not see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicHand {
    /// How many cards it holds.
    pub count: usize,
    /// The cards by name, if the viewer may see them.
    pub cards: Option<Vec<String>>,
}

/// The distinct cards (or tiles) of `hand`, each once, in hand order; at most
/// the first `N` are read. The cards already seen are kept as bits: no branch
/// on what the hand holds, which a random playout makes unforeseeable.
pub fn distinct<const N: usize>(hand: &[u8]) -> ArrayVec<u8, N> {
    let mut distinct = [0; N];
    let mut count = 0;
    let mut seen = [0u64; 4];
    for &card in hand.iter().take(N) {
        let (word, bit) = (usize::from(card >> 6), card & 63);
        distinct[count] = card;
        count += usize::from(seen[word] >> bit & 1 == 0);
        seen[word] |= 1 << bit;
    }
    let mut cards = ArrayVec::from(distinct);
    cards.truncate(count);
    cards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinct_cards_keep_the_first_of_each_in_hand_order() {
        assert_eq!(distinct::<6>(&[200, 3, 200, 64, 3, 0]).as_slice(), &[200, 3, 64, 0]);
        assert_eq!(distinct::<3>(&[7, 7, 7]).as_slice(), &[7]);
        assert_eq!(distinct::<3>(&[1, 2, 3, 1]).as_slice(), &[1, 2, 3], "only the first N are read");
        assert!(distinct::<3>(&[]).is_empty());
    }
}
