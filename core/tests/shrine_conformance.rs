//! Shrine through the shared conformance kit, for two, three and four
//! players under every option, with the game's own invariants checked at
//! every step.

use parlour_core::cards::{Card, CardSet, Rank};
use parlour_core::games::shrine::{BalanceRule, FizzleRule, Healing, Options, SHRINE_WITH_TRIAD, Shrine};
use parlour_core::{Game, Seat, testing};

/// Every card is somewhere, once: deck, Graveyard, hands, Shrines, Fields or
/// the action waiting for answers (the Balance card only ever waits in the
/// deck or face down in a Shrine, or is gone after `balance=once`). Shrines
/// and Fields keep their sizes; a Shrine's top is face up; a player who is
/// out holds nothing; a finished game has its winner among those still in.
fn invariants(game: &Shrine) -> Result<(), String> {
    let seats: Vec<Seat> = Seat::all(game.seat_count()).collect();
    let mut seen = CardSet::EMPTY;
    let mut count = 0usize;
    let mut note = |card: Card, place: &str| -> Result<(), String> {
        if seen.contains(card) {
            return Err(format!("{card} is in two places (again in {place})"));
        }
        seen = seen.with(card);
        count += 1;
        Ok(())
    };
    for &card in game.graveyard() {
        if card.is_joker() {
            return Err("the Balance card lies in the Graveyard".into());
        }
        note(card, "the Graveyard")?;
    }
    for card in game.pending_cards().iter() {
        note(card, "the action waiting")?;
    }
    for &seat in &seats {
        let area = game.area(seat);
        for card in game.hand(seat).iter() {
            if card.is_joker() {
                return Err(format!("{seat} holds the Balance card"));
            }
            note(card, "a hand")?;
        }
        for slot in &area.shrine {
            note(slot.card, "a Shrine")?;
        }
        for card in area.field.iter() {
            note(card, "a Field")?;
        }
        if area.shrine.len() > area.capacity() || area.shrine.len() > SHRINE_WITH_TRIAD {
            return Err(format!("{seat}'s Shrine holds {} cards", area.shrine.len()));
        }
        if let Some(top) = area.shrine.last()
            && (!top.seen || top.card.is_joker())
        {
            return Err(format!("{seat}'s Shrine top is not a face-up card: {top:?}"));
        }
        let ranks: Vec<Rank> = area.field.iter().filter_map(Card::rank).collect();
        let mut kinds = ranks.clone();
        kinds.sort_unstable_by_key(|r| r.value());
        kinds.dedup();
        let most = if area.triad() { 4 } else { 3 };
        if kinds.len() != ranks.len() || ranks.len() > most || ranks.iter().any(|r| !r.is_face() && *r != Rank::ACE) {
            return Err(format!("{seat}'s Field is {}", area.field));
        }
        if area.has(Rank::ACE) && !area.triad() {
            return Err(format!("{seat} keeps the Dagger Token without a Triad"));
        }
        if !game.is_in(seat) && (!area.shrine.is_empty() || !area.field.is_empty() || !game.hand(seat).is_empty()) {
            return Err(format!("{seat} is out but still holds cards"));
        }
        if game.is_in(seat) && area.shrine.is_empty() {
            return Err(format!("{seat} has an empty Shrine but is still in"));
        }
    }
    for _ in 0..game.deck_len() {
        count += 1;
    }
    let in_game = count;
    if !(52..=53).contains(&in_game) {
        return Err(format!("{in_game} cards in the game"));
    }
    match (game.to_act(), game.outcome()) {
        (Some(seat), None) => {
            if !game.is_in(seat) {
                return Err(format!("{seat} is out but has a decision"));
            }
        }
        (None, Some(outcome)) => {
            if outcome.winners.is_empty() || outcome.winners.iter().any(|s| !game.is_in(s)) {
                return Err(format!("a player who is out shares the result: {outcome:?}"));
            }
        }
        other => return Err(format!("to_act and outcome disagree: {other:?}")),
    }
    Ok(())
}

/// Every combination of the rule options, with `players`.
fn every_option(players: u8) -> Vec<Options> {
    let mut all = Vec::new();
    for balance in [BalanceRule::Off, BalanceRule::Once, BalanceRule::Reshuffle] {
        for healing in [Healing::Pairs, Healing::Alternate] {
            for fizzle in [FizzleRule::Hand, FizzleRule::Three] {
                all.push(Options { players, balance, healing, fizzle, ..Options::default() });
            }
        }
    }
    all
}

#[test]
fn two_players_pass_the_kit_under_every_option() {
    for (i, options) in every_option(2).into_iter().enumerate() {
        let report = testing::check_with::<Shrine>(&options, 100, 100 + i as u64, invariants);
        assert!(report.refused > 0, "no illegal action was tried: {options:?}");
    }
}

#[test]
fn three_and_four_players_pass_the_kit_under_every_option() {
    for players in [3, 4] {
        for (i, options) in every_option(players).into_iter().enumerate() {
            let report = testing::check_with::<Shrine>(&options, 50, 1000 * u64::from(players) + i as u64, invariants);
            assert!(report.refused > 0, "no illegal action was tried: {options:?}");
        }
    }
}

#[test]
fn a_short_turn_limit_draws_the_game() {
    let options = Options { turn_limit: 50, ..Options::default() };
    // Drawn among those still in: nobody still in is left out of the result.
    let among_those_in = |game: &Shrine| match game.outcome() {
        Some(outcome) if Seat::all(game.seat_count()).any(|s| game.is_in(s) && !outcome.winners.contains(s)) => {
            Err(format!("a player still in is left out of the result: {outcome:?}"))
        }
        _ => invariants(game),
    };
    let report = testing::check_with::<Shrine>(&options, 100, 7, among_those_in);
    assert!(report.draws > 80, "random games of fifty turns are mostly drawn: {} of 100", report.draws);
    assert!(report.longest < 50 * 4, "no game runs past fifty turns: {} actions", report.longest);
}
