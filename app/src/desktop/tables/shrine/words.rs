//! What the Shrine table says about actions: where each is aimed, a label
//! with the arithmetic for its button ("Attack Player 2: 5♠ + 4♣ = 9
//! against 9♥") where a sum counts — never for a heal by pairs, which
//! matches values — and why cards picked can do nothing.

use parlour_core::cards::{Card, CardSet, Colour, Rank};
use parlour_core::games::shrine::{
    Action, Aim, FIZZLE_HAND, Healing, PendingView, Rise, Shrine, Stage, View, cards_in_words,
};
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

/// The button's words for `action`, with the arithmetic where there is
/// some: a heal by pairs (`healing`) names the pair and the top card it
/// matches, without a sum.
pub fn label(view: &View, healing: Healing, action: Action) -> String {
    let me = view.viewer.unwrap_or(view.turn);
    match action {
        Action::Draw => "Draw from the deck".to_owned(),
        Action::Take => match view.graveyard.last() {
            Some(card) => format!("Take {} from the Graveyard (the turn's action)", card.symbol()),
            None => "Take from the Graveyard".to_owned(),
        },
        Action::Heal(cards) => {
            let on_top = top(view, me).map_or_else(String::new, |c| format!(" ({} on top)", c.symbol()));
            match healing {
                Healing::Pairs => {
                    let pair: Vec<String> = cards.iter().map(Card::symbol).collect();
                    format!("Heal your Shrine{on_top} with the pair {}", pair.join(" and "))
                }
                Healing::Alternate if cards.len() > 1 => {
                    format!("Heal your Shrine{on_top} with {} = {}", cards_in_words(cards), cards.value())
                }
                Healing::Alternate => format!("Heal your Shrine{on_top} with {}", cards_in_words(cards)),
            }
        }
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

/// Why the cards picked can do nothing now, and what they could become:
/// the arithmetic against each rival's top, what a Token or a Dagger would
/// still need from the hand, the rule each pair or set breaks.
pub fn why_not(state: &Shrine, view: &View, picked: CardSet) -> String {
    let me = view.viewer.unwrap_or(view.turn);
    let hand = viewers_hand(&view.hands, view.viewer)
        .and_then(HandView::shown)
        .map_or(CardSet::EMPTY, |c| c.iter().copied().collect());
    let field = view.fields.get(me.index()).copied().unwrap_or(CardSet::EMPTY);
    let has = |rank: Rank| field.iter().any(|c| c.rank() == Some(rank));
    let mut reasons: Vec<String> = Vec::new();
    let mut note = |line: String| {
        if !reasons.contains(&line) {
            reasons.push(line);
        }
    };
    let rivals = (0..usize::from(view.players)).map(Seat::new).filter(|&s| s != me && !view.out.contains(s));
    for target in rivals.take(2) {
        match top(view, target) {
            Some(top) if top.rank() == Some(Rank::ACE) => {
                note(format!("{target}'s Dagger on top falls only to a pair of one value"));
            }
            Some(top) => {
                let colour = top.colour().map(Colour::opposite).map_or_else(String::new, |c| format!("{c} "));
                let king = if has(Rank::KING) { " (one off, with your King)" } else { "" };
                note(format!(
                    "{}: an attack on {target} takes {colour}cards adding up to {}{king}",
                    sum_against(picked, Some(top), "against"),
                    top.value()
                ));
            }
            None => {}
        }
    }
    if let (1, Some(card)) = (picked.len(), picked.iter().next()) {
        let colour = card.colour().map_or_else(String::new, |c| c.to_string());
        let mates: Vec<String> =
            hand.iter().filter(|&c| c != card && c.colour() == card.colour()).map(Card::symbol).collect();
        let pay = |what: &str| {
            if mates.is_empty() {
                format!("{what} is paid with another {colour} card, and you hold none")
            } else {
                format!("{what}: pick a {colour} card to pay with it ({})", mates.join(", "))
            }
        };
        match card.rank() {
            Some(rank) if rank.is_face() && has(rank) => {
                note(format!("you have a {} on your Field already", rank.name()));
            }
            Some(rank) if rank.is_face() => note(pay(&format!("To play {} as a Token", card.symbol()))),
            Some(Rank::ACE) => {
                note(pay(&format!("To throw {} as a Dagger at a rival's Shrine top or Token", card.symbol())));
                if has(Rank::KING) && has(Rank::QUEEN) && has(Rank::JACK) {
                    note("with your Triad it may also be your Dagger Token, paid the same way".to_owned());
                }
            }
            _ => {}
        }
    }
    if picked.len() == 2 {
        let mut cards = picked.iter();
        if let (Some(a), Some(b)) = (cards.next(), cards.next()) {
            if let Err(RuleError::Broken(rule)) = state.clone().apply(Action::Heal(picked)) {
                note(format!("to heal: {rule}"));
            }
            let (card, pay) = if a.rank().is_some_and(Rank::is_face) { (a, b) } else { (b, a) };
            if card.rank().is_some_and(Rank::is_face)
                && let Err(RuleError::Broken(rule)) = state.clone().apply(Action::Token { card, pay })
            {
                note(format!("as a Token: {rule}"));
            }
        }
    }
    if picked.len() >= FIZZLE_HAND {
        note("three or four of a value make a Triplet or a Quad; three in a row, a Resurrection".to_owned());
    }
    if reasons.is_empty() {
        "These cards make no action now.".to_owned()
    } else {
        // Each reason a sentence of its own: "To heal: …. As a Token: …".
        let sentences: Vec<String> = reasons
            .iter()
            .map(|reason| {
                let mut letters = reason.chars();
                letters.next().map_or_else(String::new, |first| first.to_uppercase().chain(letters).collect())
            })
            .collect();
        format!("No action uses just these cards. {}.", sentences.join(". "))
    }
}

/// A player's name on the table, with the turn's mark (while the game
/// goes on) or the word that they are out.
pub fn side_name(view: &View, seat: Seat, over: bool) -> String {
    if view.out.contains(seat) {
        format!("{seat} — out")
    } else if view.turn == seat && !over {
        format!("{seat} ◀")
    } else {
        seat.to_string()
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::games::shrine::{Options, Setup, TurnPhase};

    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(|c| c.parse().expect("a card")).collect()
    }

    fn position(hand: &str, field: &str) -> Shrine {
        let setup = Setup {
            hands: vec![cards(hand), cards("2h")],
            shrines: vec![cards("2c 9h"), cards("3c 9d")],
            fields: vec![cards(field), vec![]],
            phase: TurnPhase::Act,
            ..Setup::default()
        };
        Shrine::from_setup(&Options::default(), &setup).expect("a position")
    }

    fn why(game: &Shrine, picked: &str) -> String {
        why_not(game, &game.view(Some(Seat(0))), CardSet::of(&cards(picked)))
    }

    #[test]
    fn a_lone_card_is_told_what_it_could_become_with_the_cards_held() {
        let game = position("Qd 5h 4c", "");
        let queen = why(&game, "Qd");
        assert!(queen.contains("To play Q♦ as a Token: pick a red card to pay with it (5♥)"), "{queen}");
        assert!(!queen.contains("King"), "no King on the Field, none mentioned: {queen}");
        let ace = why(&position("Ac 5h", ""), "Ac");
        assert!(ace.contains("A Dagger") || ace.contains("as a Dagger"), "{ace}");
        assert!(ace.contains("you hold none"), "no black card to pay: {ace}");
        let king = why(&position("Qd 5h 4c", "Kc"), "4c");
        assert!(king.contains("one off, with your King"), "{king}");
        let twice = why(&position("Qd 5h", "Qh"), "Qd");
        assert!(twice.contains("You have a Queen on your Field already"), "{twice}");
    }

    #[test]
    fn each_reason_is_a_sentence_of_its_own() {
        let pair = why(&position("Qd 5h 4c", ""), "Qd 4c");
        for sentence in pair.split(". ").filter(|s| !s.is_empty()) {
            let first = sentence.chars().next().unwrap_or(' ');
            assert!(!first.is_lowercase(), "\"{sentence}\" begins a sentence: {pair}");
        }
        assert!(pair.contains(". To heal: ") || pair.contains(". As a Token: "), "{pair}");
    }
}
