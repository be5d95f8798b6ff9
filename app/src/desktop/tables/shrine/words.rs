//! What the Shrine table says about actions: where each is aimed, a label
//! with the arithmetic for its button ("Attack Player 2: 5♠ + 4♣ = 9
//! against 9♥"), and why cards picked can do nothing.

use parlour_core::cards::{Card, CardSet, Rank};
use parlour_core::games::shrine::{Action, Aim, FIZZLE_HAND, PendingView, Rise, Shrine, Stage, View, cards_in_words};
use parlour_core::hand::{HandView, viewers_hand};
use parlour_core::{Game, RuleError, Seat};

use super::layout::Spot;

/// Where `action` of `me` is aimed on the table, if anywhere.
pub fn spot(action: Action, me: Seat) -> Option<Spot> {
    Some(match action {
        Action::Draw => Spot::Deck,
        Action::Take => Spot::Graveyard,
        Action::Heal(_) => Spot::Shrine(me),
        Action::Attack { target, .. } | Action::Quad { target, .. } => Spot::Shrine(target),
        Action::Token { .. } => Spot::Field(me),
        Action::Dagger { target, aim, .. } => aimed(target, aim),
        Action::Jack(target) => Spot::Hand(target),
        Action::Triplet { target, .. } => Spot::Field(target),
        Action::Rise { using, .. } => match using {
            Rise::Shrine => Spot::Shrine(me),
            Rise::Attack { target, .. } => Spot::Shrine(target),
            Rise::Token | Rise::DaggerToken => Spot::Field(me),
            Rise::Dagger { target, aim } => aimed(target, aim),
        },
        _ => return None,
    })
}

fn aimed(target: Seat, aim: Aim) -> Spot {
    match aim {
        Aim::Shrine => Spot::Shrine(target),
        Aim::Field(_) => Spot::Field(target),
    }
}

/// The top card of `seat`'s Shrine as `view` shows it.
fn top(view: &View, seat: Seat) -> Option<Card> {
    view.shrines.get(seat.index()).and_then(|s| s.last().copied().flatten())
}

/// "5♠ + 4♣ = 9 against 9♥", the sum left out for a single card.
fn sum_against(cards: CardSet, top: Option<Card>, word: &str) -> String {
    let target = top.map_or_else(|| "an empty Shrine".to_owned(), Card::symbol);
    if cards.len() <= 1 {
        format!("{} {word} {target}", cards_in_words(cards))
    } else {
        format!("{} = {} {word} {target}", cards_in_words(cards), cards.value())
    }
}

/// The button's words for `action`, with the arithmetic where there is some.
pub fn label(view: &View, action: Action) -> String {
    let me = view.viewer.unwrap_or(view.turn);
    match action {
        Action::Draw => "Draw from the deck".to_owned(),
        Action::Take => match view.graveyard.last() {
            Some(card) => format!("Take {} from the Graveyard (the turn's action)", card.symbol()),
            None => "Take from the Graveyard".to_owned(),
        },
        Action::Heal(cards) => format!("Heal: {}", sum_against(cards, top(view, me), "onto")),
        Action::Attack { target, cards } => {
            let top = top(view, target);
            if top.is_some_and(|c| c.rank() == Some(Rank::ACE)) {
                format!("Attack {target}: the pair {} against the Dagger", cards_in_words(cards))
            } else {
                format!("Attack {target}: {}", sum_against(cards, top, "against"))
            }
        }
        Action::Token { card, pay } => format!("Play {} as a Token, paying {}", card.symbol(), pay.symbol()),
        Action::Dagger { card, pay, target, aim } => {
            format!("Dagger {} at {}, paying {}", card.symbol(), aim.words(target), pay.symbol())
        }
        Action::Jack(target) => format!("Jack: steal a card from {target}"),
        Action::Triplet { cards, target } => format!("Triplet {}: {target}'s Tokens go", cards_in_words(cards)),
        Action::Quad { cards, target } => {
            format!("Quad {}: {target}'s Tokens and Shrine top go", cards_in_words(cards))
        }
        Action::Rise { cards, using } => {
            let risen = view.graveyard.last().map_or_else(String::new, |c| c.symbol());
            let how = match using {
                Rise::Shrine => format!("{risen} onto your Shrine"),
                Rise::Attack { target, with } => {
                    let all = view.graveyard.last().map_or(with, |&c| with.with(c));
                    format!("attack {target}: {}", sum_against(all, top(view, target), "against"))
                }
                Rise::Token => format!("{risen} onto your Field"),
                Rise::Dagger { target, aim } => format!("{risen} as a Dagger at {}", aim.words(target)),
                Rise::DaggerToken => format!("{risen} as your Dagger Token"),
            };
            format!("Resurrection {}: {how}", cards_in_words(cards))
        }
        Action::Pass => "Pass".to_owned(),
        Action::Discard(card) => format!("Discard {}", card.symbol()),
        other => answer_label(view, other),
    }
}

/// The words of an answer out of turn, for the prompt's buttons.
fn answer_label(view: &View, action: Action) -> String {
    let held = viewers_hand(&view.hands, view.viewer).map_or(0, HandView::len);
    match action {
        Action::Block(token) => format!("Block with your {}", token.symbol()),
        Action::DaggerBlock { card, pay } => format!("Dagger block with {}, paying {}", card.symbol(), pay.symbol()),
        Action::Fizzle(cards) if cards.is_empty() => format!("Fizzle: discard your {held} cards"),
        Action::Fizzle(cards) => format!("Fizzle: discard {}", cards_in_words(cards)),
        Action::Counter(cards) if cards.is_empty() => format!("Counter the Fizzle: discard your {held} cards"),
        Action::Counter(cards) => format!("Counter the Fizzle: discard {}", cards_in_words(cards)),
        Action::Let if matches!(view.pending, Some(PendingView { stage: Stage::Counter(_), .. })) => {
            "Let it fail".to_owned()
        }
        Action::Let => "Let it happen".to_owned(),
        other => other.to_string(),
    }
}

/// Why the cards picked can do nothing now: the arithmetic against each
/// rival's top, and the rule each kind of action they might be breaks.
pub fn why_not(state: &Shrine, view: &View, picked: CardSet) -> String {
    let me = view.viewer.unwrap_or(view.turn);
    let mut reasons: Vec<String> = Vec::new();
    let mut note = |action: Action, prefix: String| {
        if let Err(RuleError::Broken(rule)) = state.clone().apply(action) {
            let line = format!("{prefix}{rule}");
            if !reasons.contains(&line) {
                reasons.push(line);
            }
        }
    };
    let rivals = (0..usize::from(view.players)).map(Seat::new).filter(|&s| s != me && !view.out.contains(s));
    for target in rivals.take(2) {
        note(Action::Attack { target, cards: picked }, format!("{}: ", sum_against(picked, top(view, target), "against")));
    }
    if picked.len() == 2 {
        note(Action::Heal(picked), String::new());
        let mut cards = picked.iter();
        if let (Some(a), Some(b)) = (cards.next(), cards.next()) {
            let (card, pay) = if a.rank().is_some_and(Rank::is_face) { (a, b) } else { (b, a) };
            if card.rank().is_some_and(Rank::is_face) {
                note(Action::Token { card, pay }, String::new());
            }
        }
    }
    if picked.len() >= FIZZLE_HAND && reasons.is_empty() {
        reasons.push("three or four of a value make a Triplet or a Quad; three in a row, a Resurrection".to_owned());
    }
    if reasons.is_empty() {
        "These cards make no action now.".to_owned()
    } else {
        format!("No action uses just these cards. {}", reasons.join(". "))
    }
}
