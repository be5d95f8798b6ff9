//! The Wonderland table in words, for a player who listens rather than
//! looks: the name of everything on the table with its state ("Hedge p1.3:
//! 7♥, painted, Player 2's guardsman here"), and the summary of the whole
//! position the S key reads, the ring in order — both in the log's words.

use parlour_core::Seat;
use parlour_core::cards::Card;
use parlour_core::games::wonderland::{GARDEN, Hedge, View};
use parlour_core::hand::{HandView, viewers_hand};

use crate::desktop::tables::words::{self, counted_cards, listed_cards};

use super::words::played_words;

/// "Your" when `seat` is the viewer's, else "Player 2's".
pub fn whose(view: &View, seat: Seat) -> String {
    words::whose(view.viewer, seat)
}

/// `hedge` and who stands on it: "Hedge p1.3: 7♥, painted, Player 2's
/// guardsman here, the Queen of Hearts here".
pub fn hedge_name(view: &View, hedge: Hedge) -> String {
    let Some(state) = view.hedges.get(hedge.index()) else { return format!("Hedge {hedge}") };
    let what = if state.painted { "painted" } else { "white" };
    let mut words = vec![format!("Hedge {hedge}: {}", state.card.symbol()), what.to_owned()];
    for (s, guard) in view.guards.iter().enumerate() {
        if guard.is_some_and(|g| g.at == hedge) {
            let seat = Seat::new(s);
            let who = if view.viewer == Some(seat) { "your".to_owned() } else { format!("{seat}'s") };
            words.push(format!("{who} guardsman here"));
        }
    }
    if view.queen == Some(hedge) {
        words.push("the Queen of Hearts here".to_owned());
    }
    words.join(", ")
}

/// `seat`'s guardsman on the ring: "Player 2's guardsman: 5♣ on p2.3".
pub fn guard_name(view: &View, seat: Seat) -> String {
    let who = whose(view, seat);
    match view.guards.get(seat.index()).copied().flatten() {
        Some(guard) => format!("{who} guardsman: {} on {}", guard.card.symbol(), guard.at),
        None if view.chosen.contains(seat) => format!("{who} guardsman: chosen, face down"),
        None => format!("{who} guardsman: none on the ring"),
    }
}

/// The Queen of Hearts: "Queen of Hearts: on p2.3", or not in play.
pub fn queen_name(view: &View) -> String {
    match view.queen {
        Some(hedge) => format!("Queen of Hearts: on {hedge}"),
        None => "Queen of Hearts: not in play".to_owned(),
    }
}

/// How many hedges of `seat`'s garden are painted.
fn painted_in(view: &View, seat: Seat) -> usize {
    (0..GARDEN).filter(|&p| view.hedges.get(Hedge::new(seat, p).index()).is_some_and(|h| h.painted)).count()
}

/// The Kings in front of `seat`: "", or ", King K♥ in front".
fn kings_in_front(view: &View, seat: Seat) -> String {
    match view.kings.get(seat.index()).map(Vec::as_slice) {
        None | Some([]) => String::new(),
        Some([king]) => format!(", King {} in front", king.symbol()),
        Some(kings) => format!(", Kings {} in front", listed_cards(kings)),
    }
}

/// A player's label: "Player 2: 3 of 5 hedges painted, guardsman 5♣ on
/// p2.3, 4 cards in hand, King K♥ in front".
pub fn seat_name(view: &View, seat: Seat) -> String {
    let guard = match view.guards.get(seat.index()).copied().flatten() {
        Some(g) => format!("guardsman {} on {}", g.card.symbol(), g.at),
        None if view.chosen.contains(seat) => "guardsman chosen".to_owned(),
        None => "no guardsman".to_owned(),
    };
    let held = view.hands.get(seat.index()).map_or(0, HandView::len);
    let turn = if view.turn == seat { ", their turn" } else { "" };
    format!(
        "{seat}: {} of {GARDEN} hedges painted, {guard}, {} in hand{}{turn}",
        painted_in(view, seat),
        counted_cards(held),
        kings_in_front(view, seat)
    )
}

/// A hand as the viewer may know it: "Player 2's hand: 4 cards", or each
/// card of the viewer's own.
pub fn hand_name(view: &View, seat: Seat) -> String {
    let who = whose(view, seat);
    match view.hands.get(seat.index()) {
        None => format!("{who} hand: empty"),
        Some(hand) if hand.is_empty() => format!("{who} hand: empty"),
        Some(hand) => match hand.shown() {
            Some(shown) => format!("{who} hand: {}", listed_cards(shown)),
            None => format!("{who} hand: {}", counted_cards(hand.len())),
        },
    }
}

/// A card of the viewer's hand: "7♥ in your hand", and ", picked" once
/// picked.
pub fn hand_card_name(card: Card, picked: bool) -> String {
    let picked = if picked { ", picked" } else { "" };
    format!("{} in your hand{picked}", card.symbol())
}

/// The draw pile: "Draw pile: 20 cards".
pub fn draw_name(view: &View) -> String {
    if view.draw == 0 { "Draw pile: empty".to_owned() } else { format!("Draw pile: {}", counted_cards(view.draw)) }
}

/// The discard pile: "Discard pile: 5 cards, 7♥ on top".
pub fn discard_name(view: &View) -> String {
    match view.discard_top {
        Some(top) if view.discard > 0 => {
            format!("Discard pile: {}, {} on top", counted_cards(view.discard), top.symbol())
        }
        _ => "Discard pile: empty".to_owned(),
    }
}

/// The guardsmen the Queen of Hearts caught: "Caught: 5♣ and 9♦".
pub fn caught_name(view: &View) -> Option<String> {
    (!view.removed.is_empty()).then(|| format!("Caught: {}", listed_cards(&view.removed)))
}

/// The position in short sentences: the ring in order from p1.1, each
/// hedge with who stands there; the Queen of Hearts; the guardsmen off the
/// ring; the hands and Kings; the piles; a face card waiting for a King.
pub fn summary(view: &View) -> String {
    let mut sentences: Vec<String> = vec!["The ring, clockwise from p1.1".to_owned()];
    sentences.extend((0..view.hedges.len()).map(|i| hedge_name(view, Hedge(i as u8))));
    sentences.push(match view.queen {
        Some(hedge) => format!("The Queen of Hearts stands on {hedge}"),
        None => "The Queen of Hearts is not in play".to_owned(),
    });
    let players = usize::from(view.players);
    let first = view.viewer.map_or(0, Seat::index);
    for seat in (0..players).map(|k| Seat::new((first + k) % players)) {
        if view.guards[seat.index()].is_none() {
            sentences.push(guard_name(view, seat));
        }
        let hand = viewers_hand(&view.hands, view.viewer).and_then(HandView::shown);
        sentences.push(match hand {
            Some(mine) if view.viewer == Some(seat) && !mine.is_empty() => format!("Your hand: {}", listed_cards(mine)),
            _ => hand_name(view, seat),
        });
        let kings = kings_in_front(view, seat);
        if let Some(kings) = kings.strip_prefix(", ") {
            sentences.push(format!("{} {kings}", whose(view, seat)));
        }
    }
    sentences.push(draw_name(view));
    sentences.push(discard_name(view));
    sentences.extend(caught_name(view));
    if let Some(pending) = view.pending {
        let played = played_words(view, pending.actor, pending.play);
        sentences.push(format!("{played} waits for {}'s answer", pending.asked));
    }
    sentences.iter().map(|s| format!("{s}.")).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use parlour_core::Game;
    use parlour_core::games::wonderland::{Options, Wonderland};

    use super::*;

    #[test]
    fn the_summary_reads_the_ring_in_order_then_the_queen_and_the_hands() {
        let game = Wonderland::new(&Options::default(), 3).expect("a game");
        let view = game.view(Some(Seat(0)));
        let said = summary(&view);
        assert!(said.starts_with("The ring, clockwise from p1.1. Hedge p1.1: "), "{said}");
        let order: Vec<usize> =
            ["Hedge p1.1:", "Hedge p1.5:", "Hedge p2.1:", "Hedge p2.5:", "Queen of Hearts", "Your hand:"]
                .iter()
                .map(|w| said.find(w).unwrap_or_else(|| panic!("{w} in: {said}")))
                .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "in order: {said}");
        let held = game.hand(Seat(1)).len();
        assert!(said.contains(&format!("Player 2's hand: {held} cards.")), "{said}");
        assert!(said.contains("The Queen of Hearts is not in play."), "{said}");
        for notation in ["[", "`", "Some", "Seat("] {
            assert!(!said.contains(notation), "no notation ({notation}) in: {said}");
        }
    }
}
