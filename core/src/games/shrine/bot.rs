//! The Shrine bots: the generic ones, with a Shrine evaluation for greedy;
//! easy and medium search with playouts that stop after a while and are
//! judged by that evaluation, since a random game of Shrine can go on for
//! hundreds of turns; hard, with two players, plays its playouts to the
//! end within a time budget, and with more cuts them too but searches far
//! more widely and judges them by weights fitted to who went on to win.

use std::time::Duration;

use super::action::Action;
use super::state::Shrine;
use crate::bots::{self, Bot, BotSpec, Bots, ByPlayers, Level, MctsSettings};
use crate::cards::Rank;
use crate::game::Game;
use crate::seat::Seat;

/// How many random actions a playout takes before the evaluation judges it.
const PLAYOUT_ACTIONS: u32 = 40;

/// How well `seat` stands, from −1 to 1, as a chance of winning against
/// every rival still in (see [`bots::among_rivals`]): its Shrine against theirs
/// first, then Tokens (the Triad above all), then cards in hand. An action
/// waiting for answers is judged as if nobody answered it.
///
/// With two players this is the difference to the rival alone. With three,
/// judging against the strongest rival alone, as this did before, made a
/// weak rival's last Shrine cards worth nothing to take, and games ran to
/// the turn limit: one hard against two mediums won 9 of 24 games at seeds
/// 12 and 13 (3 drawn). With every bot judging against all rivals, hard won
/// 17 of 24 there, none drawn; the mediums so judging won more of their
/// games against the old hard, too (6 of 12 at seed 12, from 4).
pub(super) fn evaluate(game: &Shrine, seat: Seat) -> f64 {
    judged_among_rivals(game, seat, strength, SPREAD)
}

/// How `seat` stands among the rivals still in, each judged by `strength`
/// with `spread` (see [`bots::among_rivals`]), an action waiting for answers
/// let through first; −1 once out.
fn judged_among_rivals(game: &Shrine, seat: Seat, strength: fn(&Shrine, Seat) -> f64, spread: f64) -> f64 {
    let settled;
    let game = if game.pending().is_some() {
        let mut answered = game.clone();
        while answered.pending().is_some() && answered.apply_into(Action::Let, &mut Vec::new()).is_ok() {}
        settled = answered;
        &settled
    } else {
        game
    };
    if !game.is_in(seat) {
        return -1.0;
    }
    bots::among_rivals(strength(game, seat), game.rivals(seat).map(|s| strength(game, s)), spread)
}

/// [`evaluate`]'s strength of `seat`.
fn strength(game: &Shrine, seat: Seat) -> f64 {
    let area = game.area(seat);
    let tokens = area.field.len() as f64;
    let triad = if area.triad() { 1.0 } else { 0.0 };
    let dagger_on_top = area.top().is_some_and(|c| c.rank() == Some(Rank::ACE));
    let hand = game.hand(seat).len().min(7) as f64;
    area.shrine.len() as f64 + 0.4 * tokens + 0.8 * triad + 0.12 * hand - if dagger_on_top { 0.3 } else { 0.0 }
}

/// How much strength makes a player e times likelier to win than another.
const SPREAD: f64 = 1.5;

/// Hard's judgement with three players or more: [`evaluate`]'s shape, its
/// weights fitted to who went on to win. Logistic regression over 13 508
/// positions (every sixth action) of 296 three-player games among mediums
/// found a Shrine's height worth little until it is down to its last two
/// cards, a Token worth three times a card in hand, and every difference
/// worth far less than [`evaluate`] thinks: on a quarter of the games kept
/// apart, it predicts the winner with a mean log-likelihood of −1.011
/// where [`evaluate`] has −1.058 (knowing nothing, −1.099).
///
/// Judging its cut playouts this way, one hard against two mediums won 16
/// of 24 games at seed 12, where with [`evaluate`] it won 14 of 24 there
/// (and 15 of 24 at two seeds before), its games shorter by a quarter.
/// Medium keeps [`evaluate`], the yardstick hard is measured by: judging
/// this way made it as strong as hard with two players (15 of 30).
pub(super) fn evaluate_finely(game: &Shrine, seat: Seat) -> f64 {
    judged_among_rivals(game, seat, fitted_strength, 1.0)
}

/// [`evaluate_finely`]'s strength of `seat`.
fn fitted_strength(game: &Shrine, seat: Seat) -> f64 {
    let area = game.area(seat);
    let low = match area.shrine.len() {
        ..=1 => LAST_CARD,
        2 => LAST_TWO,
        _ => 0.0,
    };
    low + TOKEN * area.field.len() as f64 + CARD_IN_HAND * game.hand(seat).len().min(7) as f64
}

/// [`evaluate_finely`]'s strength of a Shrine down to its last card.
const LAST_CARD: f64 = -0.69;
/// ... down to its last two.
const LAST_TWO: f64 = -0.15;
/// ... of each Token on the Field.
const TOKEN: f64 = 0.29;
/// ... of each card in hand, up to seven.
const CARD_IN_HAND: f64 = 0.095;

/// How long the hard bot thinks about a decision with two players. Its
/// playouts stay uniformly random, though a random player offered a Fizzle
/// throws its hand away every other time: playouts that let the action be
/// seven times in eight won 17 of 30 games against medium at seed 11, where
/// random ones won 27 — the threat of a Fizzle is part of a position's worth.
/// The budget was 450 ms; on a slower day that won only 19 of 30 there and
/// 23 of 30 at seed 12, where 750 ms won 24 and 27, thinking 0.41 s a
/// decision on average: the search gains strength up to its 12 000
/// iterations, and a slower machine costs it less.
const HARD_BUDGET: Duration = Duration::from_millis(750);
/// With three players or more hard cuts its playouts like medium but
/// searches far more: one hard against two mediums won 4 of 12 games
/// playing its playouts to the end, 6 of 12 cutting them after 40 actions
/// with 12 000 iterations (after 20: 4 of 12), and 15 of 24 at two seeds
/// with 30 000 iterations in at most 0.9 s (7 of 12 at 0.8 s).
const HARD_ITERATIONS_MORE: u32 = 30_000;
/// Hard's longest think with three players or more.
const HARD_BUDGET_MORE: Duration = Duration::from_millis(800);

/// Expert's search for `players`: hard's, with three times the iterations
/// (playouts played to the end with two players, cut and finely judged with
/// more), within [`bots::EXPERT_TIME_LIMIT`].
fn expert_settings(players: usize) -> MctsSettings {
    hard_settings(players).for_expert(if players == 2 { EXPERT_ITERATIONS } else { 3 * HARD_ITERATIONS_MORE })
}

/// Expert's iterations with two players (hard's are bounded by its time).
const EXPERT_ITERATIONS: u32 = 40_000;

/// Hard's search for `players`.
fn hard_settings(players: usize) -> MctsSettings {
    let two = MctsSettings { time_limit: Some(HARD_BUDGET), ..Level::Hard.mcts_settings() };
    if players == 2 {
        return two;
    }
    MctsSettings {
        iterations: HARD_ITERATIONS_MORE,
        time_limit: Some(HARD_BUDGET_MORE),
        playout_actions: Some(PLAYOUT_ACTIONS),
        fine_evaluation: true,
        ..two
    }
}

impl Bots for Shrine {
    /// With two players hard plays its playouts to the end of the game
    /// within a time budget (judging a cut playout by the evaluation costs
    /// it its strength); with more, where a random game runs far longer, it
    /// cuts them and searches more widely. Expert searches as hard does,
    /// longer. Easy and medium search with playouts cut short; the rest are
    /// generic.
    fn bot(spec: BotSpec, seed: u64) -> Box<dyn Bot<Self>> {
        match spec {
            BotSpec::Level(Level::Hard) => Box::new(ByPlayers::new(hard_settings, seed)),
            BotSpec::Level(Level::Expert) => Box::new(ByPlayers::new(expert_settings, seed)),
            _ => bots::short_playouts(spec, seed, PLAYOUT_ACTIONS),
        }
    }

    /// A review cuts its playouts after 10 actions: a random playout of
    /// Shrine runs long and drifts far from the move judged. Measured on
    /// ten games of medium against a random player (seeds 3 to 7): with
    /// 60 actions the worst moves were marked no worse than inaccuracies;
    /// with 10, a game's worst move was found to lose more than with 20 in
    /// seven games of the ten (up to 0.175 of the win chance against
    /// 0.157), at most 0.007 less in the other three, in half the time.
    fn review_settings() -> MctsSettings {
        MctsSettings { iterations: 10_000, playout_actions: Some(10), ..MctsSettings::DEFAULT }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::shrine::Options;

    fn three_players() -> Shrine {
        Shrine::new(&Options { players: 3, ..Options::default() }, 7).expect("three may play")
    }

    #[test]
    fn hard_judges_finely_with_three_players_and_medium_never() {
        assert!(hard_settings(3).fine_evaluation && hard_settings(4).fine_evaluation);
        assert!(!hard_settings(2).fine_evaluation && !Level::Medium.mcts_settings().fine_evaluation);
    }

    #[test]
    fn a_shrine_on_its_last_cards_is_judged_worse_the_fewer_they_are() {
        let mut game = three_players();
        let level = evaluate_finely(&game, Seat::new(0));
        let mut judged = Vec::new();
        for height in [3, 2, 1] {
            game.areas[0].shrine.truncate(height);
            judged.push(evaluate_finely(&game, Seat::new(0)));
        }
        assert!((judged[0] - level).abs() < 1e-12, "three cards are as good as a full Shrine: {judged:?}");
        assert!(judged[0] > judged[1] && judged[1] > judged[2], "{judged:?}");
        assert!(evaluate_finely(&game, Seat::new(1)) > level, "a rival's weakness is a strength");
    }
}
