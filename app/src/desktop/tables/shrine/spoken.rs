//! The Shrine table in words, for a player who listens rather than looks:
//! the name of everything on the table with what it holds ("Player 2's
//! Shrine: 5 cards, 9♥ on top"), and the summary of the whole position the
//! S key reads, side by side — both in the log's words.

use parlour_core::cards::{Card, Rank};
use parlour_core::games::shrine::{Stage, View, shrine_capacity};
use parlour_core::hand::{HandView, viewers_hand};

use crate::desktop::tables::words::{counted_cards, listed_cards};
use parlour_core::Seat;

/// `seat`'s Shrine: "Player 2's Shrine: 5 cards, 9♥ on top", with the
/// room a Triad gives, and "empty, out" once it is gone.
pub fn shrine_name(view: &View, seat: Seat, whose: &str) -> String {
    let shrine = &view.shrines[seat.index()];
    let out = if view.out.contains(seat) { ", out" } else { "" };
    let top = match shrine.last() {
        None => return format!("{whose} Shrine: empty{out}"),
        Some(Some(card)) => format!("{} on top", card.symbol()),
        Some(None) => "its top face down".to_owned(),
    };
    let capacity = shrine_capacity(view.fields[seat.index()]);
    let room = if capacity > 5 { format!(" (room for {capacity})") } else { String::new() };
    format!("{whose} Shrine: {}{room}, {top}{out}", counted_cards(shrine.len()))
}

/// What a Token is: "King Token", "Dagger Token".
fn token_kind(token: Card) -> String {
    match token.rank() {
        Some(Rank::ACE) => "Dagger Token".to_owned(),
        Some(rank) => format!("{} Token", rank.name()),
        None => "Token".to_owned(),
    }
}

/// `seat`'s Field: "Your Field: no Tokens", "Player 2's Field: K♣ and
/// Q♦", "…: K♣, Q♦, J♥ and A♠, a Triad".
pub fn field_name(view: &View, seat: Seat, whose: &str) -> String {
    let field = view.fields[seat.index()];
    if field.is_empty() {
        return format!("{whose} Field: no Tokens");
    }
    let tokens: Vec<Card> = field.iter().collect();
    let triad = if parlour_core::games::shrine::is_triad(field) { ", a Triad" } else { "" };
    format!("{whose} Field: {}{triad}", listed_cards(&tokens))
}

/// A Token on `whose` Field: "Player 2's K♣: King Token".
pub fn token_name(token: Card, whose: &str) -> String {
    format!("{whose} {}: {}", token.symbol(), token_kind(token))
}

/// The cards of `seat`'s hand the viewer may know: all of them when shown,
/// else those everyone saw them take.
fn known_in_hand(view: &View, seat: Seat) -> (usize, Vec<Card>, bool) {
    let hand = &view.hands[seat.index()];
    match hand.shown() {
        Some(shown) => (hand.len(), shown.to_vec(), true),
        None => (hand.len(), view.known[seat.index()].iter().collect(), false),
    }
}

/// A hand as the viewer may know it: "Player 2's hand: 4 cards, 7♥ among
/// them (taken from the Graveyard)", or every card when it is shown.
pub fn hand_name(view: &View, seat: Seat, whose: &str) -> String {
    let (count, known, shown) = known_in_hand(view, seat);
    if count == 0 {
        return format!("{whose} hand: empty");
    }
    if shown {
        return format!("{whose} hand: {}, {}", counted_cards(count), listed_cards(&known));
    }
    if known.is_empty() {
        return format!("{whose} hand: {}", counted_cards(count));
    }
    format!("{whose} hand: {}, {} among them (taken from the Graveyard)", counted_cards(count), listed_cards(&known))
}

/// A card of the viewer's hand: "5♠ in your hand", and ", picked" once
/// picked.
pub fn hand_card_name(card: Card, picked: bool) -> String {
    let picked = if picked { ", picked" } else { "" };
    format!("{} in your hand{picked}", card.symbol())
}

/// The deck: "Deck: 30 cards", "Deck: empty".
pub fn deck_name(view: &View) -> String {
    if view.deck == 0 { "Deck: empty".to_owned() } else { format!("Deck: {}", counted_cards(view.deck)) }
}

/// The Graveyard: "Graveyard: 4 cards, 9♥ on top".
pub fn graveyard_name(view: &View) -> String {
    match view.graveyard.last() {
        Some(top) => format!("Graveyard: {}, {} on top", counted_cards(view.graveyard.len()), top.symbol()),
        None => "Graveyard: empty".to_owned(),
    }
}

/// The action waiting for answers: "Waiting for answers: Player 1 attacks
/// Player 2's Shrine with 5♠ + 4♣. Player 2 may answer."
pub fn pending_name(view: &View) -> Option<String> {
    let pending = view.pending.as_ref()?;
    let waiting = match pending.stage {
        Stage::Block(seat) | Stage::Fizzle(seat) => format!("{seat} may answer"),
        Stage::Counter(_) => format!("{} may counter the Fizzle", pending.actor),
    };
    Some(format!("Waiting for answers: {} {}. {waiting}.", pending.actor, pending.action.words()))
}

/// The position in short sentences: each side from the viewer's (Shrine,
/// Field, hand as known), the deck, the Graveyard, and the action waiting
/// for answers. `whose` says "Your" or "Player 2's".
pub fn summary(view: &View, whose: &dyn Fn(Seat) -> String) -> String {
    let players = usize::from(view.players);
    let first = view.viewer.map_or(0, Seat::index);
    let mut sentences = Vec::new();
    for k in 0..players {
        let seat = Seat::new((first + k) % players);
        let whose = whose(seat);
        if view.out.contains(seat) {
            sentences.push(format!("{seat} is out"));
            continue;
        }
        sentences.push(shrine_name(view, seat, &whose));
        sentences.push(field_name(view, seat, &whose));
        let own = view.viewer == Some(seat);
        let hand = match viewers_hand(&view.hands, view.viewer).and_then(HandView::shown) {
            Some(mine) if own && !mine.is_empty() => format!("{whose} hand: {}", listed_cards(mine)),
            _ => hand_name(view, seat, &whose),
        };
        sentences.push(hand);
    }
    sentences.push(deck_name(view));
    sentences.push(graveyard_name(view));
    let mut said: Vec<String> = sentences.iter().map(|s| format!("{s}.")).collect();
    said.extend(pending_name(view));
    said.join(" ")
}

#[cfg(test)]
mod tests {
    use parlour_core::Game;
    use parlour_core::games::shrine::{Options, Setup, Shrine, TurnPhase};

    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(|c| c.parse().expect("a card")).collect()
    }

    #[test]
    fn the_summary_says_each_side_then_the_piles_in_the_tables_words() {
        let setup = Setup {
            hands: vec![cards("5s 4c"), cards("2h 7d 8c")],
            shrines: vec![cards("2c 9h"), cards("3c 9d")],
            fields: vec![cards("Kc"), vec![]],
            graveyard: cards("3h 7h"),
            phase: TurnPhase::Act,
            ..Setup::default()
        };
        let game = Shrine::from_setup(&Options::default(), &setup).expect("a position");
        let view = game.view(Some(Seat(0)));
        let whose = |s: Seat| if s == Seat(0) { "Your".to_owned() } else { format!("{s}'s") };
        let said = summary(&view, &whose);
        let deck = view.deck;
        assert_eq!(
            said,
            format!(
                "Your Shrine: 2 cards, 9♥ on top. Your Field: K♣. Your hand: 4♣ and 5♠. \
                 Player 2's Shrine: 2 cards, 9♦ on top. Player 2's Field: no Tokens. Player 2's hand: 3 cards. \
                 Deck: {deck} cards. Graveyard: 2 cards, 7♥ on top."
            )
        );
        for notation in ["[", "`", "/", "Some"] {
            assert!(!said.contains(notation), "no notation ({notation}) in: {said}");
        }
    }
}
