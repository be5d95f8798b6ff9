//! The words every table's names and summary share: whose a thing is, how
//! many there are, a list said as a person says it, and how the players
//! ended a game.

use parlour_core::Seat;
use parlour_core::cards::Card;
use parlour_core::record::Ending;

/// "Your" when `seat` is `viewer`, else "Player 2's", to begin a name.
pub fn whose(viewer: Option<Seat>, seat: Seat) -> String {
    if Some(seat) == viewer { "Your".to_owned() } else { format!("{seat}'s") }
}

/// "your" when `seat` is `viewer`, else "Player 2's", within a sentence.
pub fn whose_within(viewer: Option<Seat>, seat: Seat) -> String {
    if Some(seat) == viewer { "your".to_owned() } else { format!("{seat}'s") }
}

/// `count` of `noun`: "1 card", "4 cards".
pub fn counted(count: usize, noun: &str) -> String {
    if count == 1 { format!("1 {noun}") } else { format!("{count} {noun}s") }
}

/// "1 card", "5 cards".
pub fn counted_cards(count: usize) -> String {
    counted(count, "card")
}

/// Playing cards one after another: "K♣, Q♦ and J♥".
pub fn listed_cards(cards: &[Card]) -> String {
    listed(&cards.iter().map(|card| card.symbol()).collect::<Vec<_>>())
}

/// `names` one after another: "K♣, Q♦ and J♥"; nothing for none.
pub fn listed(names: &[String]) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// How the players ended a game themselves: "Player 1 resigned",
/// "drawn by agreement"; `None` for an end the rules made.
pub fn ended_by_players(ending: Ending) -> Option<String> {
    match ending {
        Ending::Resigned(seat) => Some(format!("{seat} resigned")),
        Ending::Agreed => Some("drawn by agreement".to_owned()),
        Ending::Over(_) | Ending::Unfinished => None,
    }
}

/// The log's line for an end the players made: "Player 1 resigned.",
/// "Drawn by agreement."; `None` for an end the rules made.
pub fn ending_line(ending: Ending) -> Option<String> {
    let how = ended_by_players(ending)?;
    let mut letters = how.chars();
    let first = letters.next()?;
    Some(format!("{}{}.", first.to_uppercase(), letters.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_words() {
        assert_eq!(whose(Some(Seat(0)), Seat(0)), "Your");
        assert_eq!(whose_within(Some(Seat(0)), Seat(1)), "Player 2's");
        assert_eq!(counted(1, "tile"), "1 tile");
        assert_eq!(counted(0, "card"), "0 cards");
        let names = ["K♣", "Q♦", "J♥"].map(str::to_owned);
        assert_eq!(listed(&names), "K♣, Q♦ and J♥");
        assert_eq!(listed(&names[..1]), "K♣");
        assert_eq!(ended_by_players(Ending::Resigned(Seat(1))).as_deref(), Some("Player 2 resigned"));
        assert_eq!(ended_by_players(Ending::Unfinished), None);
        assert_eq!(ending_line(Ending::Resigned(Seat(0))).as_deref(), Some("Player 1 resigned."));
        assert_eq!(ending_line(Ending::Agreed).as_deref(), Some("Drawn by agreement."));
        assert_eq!(ending_line(Ending::Unfinished), None);
    }
}
