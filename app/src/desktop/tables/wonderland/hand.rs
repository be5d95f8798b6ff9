//! The cards in hand at the Wonderland table: the viewer's own, how many
//! the fan along the bottom shows, and what the backs say.

use parlour_core::cards::Card;
use parlour_core::games::wonderland::View;
use parlour_core::hand::{HandView, viewers_hand};

/// What the backs say.
pub const BACK: &str = "Wonderland";

/// The cards in the hand shown along the bottom: the viewer's, or the
/// first player's backs to a spectator.
pub fn hand_count(view: &View) -> usize {
    match view.viewer {
        Some(_) => own_hand(view).len(),
        None => view.hands.first().map_or(0, HandView::len),
    }
}

/// The viewer's own hand, as `view` shows it.
pub fn own_hand(view: &View) -> Vec<Card> {
    viewers_hand(&view.hands, view.viewer).and_then(HandView::shown).map_or_else(Vec::new, <[Card]>::to_vec)
}
