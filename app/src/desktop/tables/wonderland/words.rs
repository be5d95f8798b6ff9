//! What the Wonderland table says about actions: the hedge each is aimed
//! at, and its button's words, with a warning where the Queen of Hearts
//! would catch someone.

use parlour_core::cards::Card;
use parlour_core::games::wonderland::{Action, Dir, Hedge, View, Wonderland};
use parlour_core::{Game, Seat, SeatSet};

use crate::desktop::tables::Turn;

/// The card from the hand `action` uses, as the action itself tells.
pub fn card_of(action: Action) -> Option<Card> {
    action.card()
}

/// Hedges on the ring `view` shows.
fn players(view: &View) -> usize {
    usize::from(view.players)
}

/// Where `me`'s guardsman stands.
fn guard_at(view: &View, me: Seat) -> Option<Hedge> {
    view.guards.get(me.index()).copied().flatten().map(|g| g.at)
}

/// The hedge `action` of `me` is aimed at, where it has one.
pub fn target(view: &View, me: Seat, action: Action) -> Option<Hedge> {
    match action {
        Action::Guard(_) | Action::Hearts => Some(Hedge::central(me)),
        Action::Move { card, dir } => guard_at(view, me).map(|at| at.step(card.value(), dir, players(view))),
        Action::Stalk { card, dir } => view.queen.map(|at| at.step(card.value(), dir, players(view))),
        Action::Paint(_) => guard_at(view, me),
        Action::Jack { hedge, .. } | Action::Queen { hedge, .. } => Some(hedge),
        _ => None,
    }
}

/// The guardsmen the Queen of Hearts would catch landing on `hedge`.
pub fn caught_at(view: &View, hedge: Hedge) -> SeatSet {
    let painted = view.hedges.get(hedge.index()).is_some_and(|h| h.painted);
    if !painted {
        return SeatSet::default();
    }
    view.guards
        .iter()
        .enumerate()
        .filter(|(_, g)| g.is_some_and(|g| g.at == hedge))
        .fold(SeatSet::default(), |set, (s, _)| set.with(Seat::new(s)))
}

fn way(dir: Dir) -> &'static str {
    match dir {
        Dir::Cw => "clockwise",
        Dir::Ccw => "counter-clockwise",
    }
}

/// A warning that the Queen landing on `hedge` would catch guardsmen.
fn catch_warning(view: &View, hedge: Hedge) -> String {
    let caught = caught_at(view, hedge);
    if caught.is_empty() {
        return String::new();
    }
    let names: Vec<String> = caught.iter().map(|s| s.to_string()).collect();
    format!(" — she would catch {}!", names.join(" and "))
}

/// " (Player 2 stands there)", naming whoever's guardsmen stand on `hedge`.
fn standing_on(view: &View, hedge: Hedge) -> String {
    let here: Vec<String> = (0..view.guards.len())
        .filter(|&s| view.guards[s].as_ref().is_some_and(|g| g.at == hedge))
        .map(|s| Seat::new(s).to_string())
        .collect();
    if here.is_empty() { String::new() } else { format!(" ({} stands there)", here.join(" and ")) }
}

/// Whose `hedge` is, seen from `me` — "(yours)", "(Player 2's)" — and,
/// when `me`'s guardsman stands on it, that too: why a face card played
/// there concerns them.
fn owner_of(view: &View, me: Seat, hedge: Hedge) -> String {
    let owner = if hedge.owner() == me { "yours".to_owned() } else { format!("{}'s", hedge.owner()) };
    let guarded = view.guards.get(me.index()).copied().flatten().is_some_and(|guard| guard.at == hedge);
    if guarded { format!(" ({owner}, where your guardsman stands)") } else { format!(" ({owner})") }
}

/// A face card played, in words, with its target: "Player 2's Queen Q♣
/// turning p1.3 white again (yours)".
pub fn played_words(view: &View, actor: Seat, play: Action) -> String {
    let me = view.viewer.unwrap_or(view.turn);
    match play {
        Action::Jack { card, hedge } => {
            format!("{actor}'s Jack {} painting {hedge}{}", card.symbol(), owner_of(view, me, hedge))
        }
        Action::Queen { card, hedge } => {
            format!("{actor}'s Queen {} turning {hedge} white again{}", card.symbol(), owner_of(view, me, hedge))
        }
        Action::King(card) => format!("{actor}'s King {}", card.symbol()),
        other => format!("{actor}'s {other}"),
    }
}

/// The button's words for `action`.
pub fn label(view: &View, action: Action) -> String {
    let me = view.viewer.unwrap_or(view.turn);
    let to = target(view, me, action).map_or_else(String::new, |h| h.to_string());
    match action {
        Action::Guard(card) if view.turns == 0 => {
            format!("Choose {} as your guardsman", card.symbol())
        }
        Action::Guard(card) => format!("Put {} down as your new guardsman", card.symbol()),
        Action::Move { card, dir } => format!("Walk {} {} to {to}", card.value(), way(dir)),
        Action::Stalk { card, dir } => {
            let warning = target(view, me, action).map_or_else(String::new, |h| catch_warning(view, h));
            format!("Send the Queen of Hearts {} {} to {to}{warning}", card.value(), way(dir))
        }
        Action::Paint(card) => format!("Paint {to}, paying {}", card.symbol()),
        Action::Jack { card, hedge } => {
            let there = standing_on(view, hedge);
            format!("Play the Jack {}: paint {hedge}{there}", card.symbol())
        }
        Action::Queen { card, hedge } => {
            format!("Play the Queen {}: turn {hedge} white again{}", card.symbol(), owner_of(view, me, hedge))
        }
        Action::King(card) => format!("Play the King {}: keep it to cancel a face card", card.symbol()),
        Action::Hearts => {
            format!("Queen of Hearts into play on {to}{}", catch_warning(view, Hedge::central(me)))
        }
        Action::End => "End turn".to_owned(),
        Action::Discard(card) => format!("Discard {}", card.symbol()),
        Action::Cancel => match view.pending {
            Some(pending) => format!("Cancel {} with your King", played_words(view, pending.actor, pending.play)),
            None => "Cancel it with your King".to_owned(),
        },
        Action::Let => "Let it be".to_owned(),
    }
}

/// Puts the Queens that would turn a rival's hedge white before those that
/// would turn `viewer`'s own, the rest in their order.
pub fn rivals_first(actions: &mut [Action], viewer: Option<Seat>) {
    actions.sort_by_key(|a| matches!(a, Action::Queen { hedge, .. } if Some(hedge.owner()) == viewer));
}

/// Why `card` can do nothing now, in a few words.
pub fn why_not(turn: &Turn<'_, Wonderland>, card: Card) -> String {
    let state = &turn.seen;
    let tries = [Action::Move { card, dir: Dir::Cw }, Action::Paint(card), Action::King(card), Action::Guard(card)];
    tries
        .iter()
        .find_map(|&a| match state.clone().apply(a) {
            Err(parlour_core::RuleError::Broken(rule)) => Some(rule.to_owned()),
            _ => None,
        })
        .unwrap_or_else(|| "not this turn".to_owned())
}

/// What `card`, picked, can do — each of the bar's buttons for it with the
/// key that takes it (`key`: an action's own key; the bar numbers the rest
/// of `offered` in order) — or why it can do nothing now: "4♠ picked.
/// Choices: Choose 4♠ as your guardsman, key 1."
pub fn picked_words(
    turn: &Turn<'_, Wonderland>,
    card: Card,
    offered: &[Action],
    key: &dyn Fn(Action) -> Option<egui::Key>,
) -> String {
    let keys = crate::desktop::tables::action_bar::keys(offered, key);
    let choices: Vec<String> = offered
        .iter()
        .zip(keys)
        .filter(|&(&action, _)| card_of(action) == Some(card))
        .map(|(&action, key)| crate::desktop::tables::action_bar::with_key(&label(&turn.view, action), key))
        .collect();
    if choices.is_empty() {
        format!("{} picked. It can do nothing now: {}.", card.symbol(), why_not(turn, card).trim_end_matches('.'))
    } else {
        format!("{} picked. Choices: {}.", card.symbol(), choices.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_queen_on_a_rivals_hedge_comes_before_one_on_the_viewers_own() {
        let queen =
            |hedge: &str| Action::Queen { card: "Qs".parse().expect("a card"), hedge: hedge.parse().expect("a hedge") };
        let mut offered = vec![queen("p1.2"), Action::End, queen("p2.3"), queen("p1.4"), queen("p3.1")];
        rivals_first(&mut offered, Some(Seat(0)));
        assert_eq!(offered, vec![Action::End, queen("p2.3"), queen("p3.1"), queen("p1.2"), queen("p1.4")]);
    }
}
