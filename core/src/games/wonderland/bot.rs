//! The Wonderland bots: the generic ones, with a Wonderland evaluation for
//! greedy, and searches whose playouts stop after a while and are judged by
//! that evaluation. The evaluation judges better than a long random
//! playout: hard cuts its playouts shortest with two players, after about
//! a round of turns with three and after over a round with four. Hard's
//! playouts follow the playout policy; with five or six, nearly to the
//! end. With three to five players, hard judges them against every rival,
//! not only the best placed (see [`evaluate_finely`]).

use std::time::Duration;

use super::ring::{GARDEN, Hedge};
use super::state::Wonderland;
use crate::bots::{self, Bot, BotSpec, Bots, ByPlayers, Level, MctsSettings};
use crate::game::Game;
use crate::seat::Seat;

/// How many random actions a playout of easy and medium takes before the
/// evaluation judges it.
const PLAYOUT_ACTIONS: u32 = 40;
/// The same for hard with two players. Against medium with two
/// players, random playouts over 240 games at three seeds: 40 actions win
/// 0.63, 10 actions 0.69 (and 20 ms a decision instead of 40); 100 actions
/// lost (0.38 over 40 games); more iterations gained nothing.
///
/// Hard's playouts follow the playout policy (see `playout`). With two,
/// against medium, 300 games at each of three seeds nobody chose, guided
/// playouts won 0.83, 0.82 and 0.80 (0.818 ± 0.025 over the 900), where
/// random 10-action ones had won 0.69, 0.73 and 0.69 there and random
/// 4-action ones 0.69, 0.76 and 0.74; 30-action guided ones won 0.82 at the
/// first, at twice the thinking (8 ms a decision). More iterations of
/// random playouts paid nothing: 12 000 won 0.71 twice. With three, one
/// hard against two mediums won 41 of 60 games guided, 28 of 60 not (for
/// three as hard now plays, see [`HARD_PLAYOUT_ACTIONS_THREE`]). With
/// four, judged against the best rival alone, 40 games at one seed:
/// guided 18, random 23 (for four as hard now plays, see
/// [`HARD_PLAYOUT_ACTIONS_FOUR`]); with five, guided 15, random 11 (for
/// five, see [`HARD_PLAYOUT_ACTIONS_MANY`]).
const HARD_PLAYOUT_ACTIONS: u32 = 10;
/// Hard's playouts with three players follow the playout policy for this
/// many actions, and are judged against every rival (see
/// [`evaluate_finely`]). One hard against two mediums (a share is 1/3),
/// 150 games at each seed nobody chose, 20 000 iterations:
///
/// | Playouts | Seed 178683485 | 818035503 | 509802255 |
/// |---|---|---|---|
/// | Guided, 10 actions (before) | 77 | 80 | 75 |
/// | Guided, 10, judged against every rival | 79 | | |
/// | Guided, 25, so judged (now) | 90 | 82 | 90 |
/// | Guided, 25, judged against the best rival | | 88 | |
/// | Guided, 25, so judged, 5 000 iterations | | 80 | |
/// | Guided, 60, so judged | 82 | | |
///
/// Over the 450 games the hard won 0.58 ± 0.05, where it had won 0.52, in
/// 65 ms a decision instead of 40. Exploration of 0.35 or 1.4 instead of
/// 0.7 won 90 and 83 at the first seed. Earlier samples of 30 and 60
/// games had put the old hard near 0.70; these larger ones did not.
const HARD_PLAYOUT_ACTIONS_THREE: u32 = 25;
/// Hard's playouts with four players follow the playout policy for this
/// many actions, and are judged against every rival (see
/// [`evaluate_finely`]). With four players one deck must serve, a game runs
/// long (over 250 actions) and the leader draws every rival's Queens; a
/// search judging its playouts against the best rival alone cannot tell
/// that a second rival near winning is a danger too. One hard against
/// three mediums, 60 games at each seed nobody chose:
///
/// | Playouts, 20 000 iterations | Seed 893826056 | 631380750 | 618973174 |
/// |---|---|---|---|
/// | Random, 25 actions (before) | 13 | | |
/// | Random, 25, judged against every rival | 20 | | |
/// | Guided, 25, so judged | 29 | 22 | |
/// | Guided, 60, so judged (now) | 35 | 32 | 30 |
/// | Guided, 150, so judged (8 000 iterations) | | 27 | |
/// | Guided, 150, so judged (16 000 iterations) | 30 | | |
///
/// Over the 180 games hard won 0.54 ± 0.07 (a share is 0.25), in about
/// 0.2 s a decision (two runs sharing the machine). The check of the whole
/// ladder had measured the old hard at 9 of 30 (seed 817694484).
const HARD_PLAYOUT_ACTIONS_FOUR: u32 = 60;
/// Hard's playouts with five or six players follow the playout policy (see
/// `playout`) to about the end of the game. One hard against five mediums
/// (a share is 1/6, 0.17): random playouts of any length won no more than
/// 0.22 (10-action ones 11 of 144 games, 40-action ones 43 of 192,
/// 60-action ones 9 of 48); guided ones won 0.30 (131 of 432 at six seeds,
/// 6 000 to 12 000 iterations, 150 or 1 000 actions, 5 % or 20 % of them
/// random; with 3 000 iterations, 11 of 72). More iterations paid: with
/// 16 000, 21 of 60 at seeds 12 to 16, where 10 000 won 14, in 340 ms a
/// decision (the longest 0.98 s) instead of random playouts' 70 ms. But
/// not more than that: at seeds 12 to 16 on a quiet machine, 8 000 won 16
/// of 60, 16 000 won 22, 24 000 won 16 and 40 000 only 7. Nor did a tree
/// shaped by the policy pay: first expanding the action the policy picks
/// won 25 of 60 with 16 000 iterations and 15 with 40 000; with progressive
/// widening as well (children at most the square root of the visits), 17
/// with 40 000; a tree only over the player's own turn, 19 with 16 000.
///
/// With five players hard plays its playouts so too, with 16 000
/// iterations, and judges them against every rival (see
/// [`evaluate_finely`]). One hard against four mediums (a share is 0.20),
/// 40-action random playouts with 6 000 iterations won 37 of 150 games at
/// seed 884857067 and 32 of 90 at seed 154859980 (0.29 over the 240; the
/// check of the ladder had 12 of 30); played and judged so, 30 of 90 and
/// 38 of 90 there (0.38 ± 0.07 over the 180), in about 0.15 s a decision
/// (two runs sharing the machine).
/// Guided 40-action playouts so judged won 39 of 150 at the first seed,
/// and judged against every rival alone 37 of 150; judged against the best
/// rival, guided playouts had won 26 of 96 where random ones won 25.
const HARD_PLAYOUT_ACTIONS_MANY: u32 = 150;
/// Hard's search for `players`. One hard against three mediums won 14 of
/// 48 games (0.29) with two players' 3 000 iterations, 18 of 48 (0.38)
/// with 10 000 and 16 of 36 (0.44) with 20 000; 40 000 won no more (9 of 24
/// at the seed where 20 000 won 9 of 24); longer playouts paid more (see
/// [`HARD_PLAYOUT_ACTIONS_FOUR`]). With five and six, see
/// [`HARD_PLAYOUT_ACTIONS_MANY`].
fn hard_settings(players: usize) -> MctsSettings {
    let (iterations, playout_actions) = match players {
        2 => (3_000, HARD_PLAYOUT_ACTIONS),
        3 => (20_000, HARD_PLAYOUT_ACTIONS_THREE),
        4 => (20_000, HARD_PLAYOUT_ACTIONS_FOUR),
        _ => (16_000, HARD_PLAYOUT_ACTIONS_MANY),
    };
    MctsSettings {
        iterations,
        playout_actions: Some(playout_actions),
        time_limit: Some(HARD_TIME_LIMIT),
        guided: true,
        fine_evaluation: (3..=5).contains(&players),
        ..MctsSettings::DEFAULT
    }
}

/// Expert's search for `players`: hard's with twice the iterations, but
/// with six players, where more iterations lost strength (see
/// [`HARD_PLAYOUT_ACTIONS_MANY`]), within [`bots::EXPERT_TIME_LIMIT`].
fn expert_settings(players: usize) -> MctsSettings {
    let hard = hard_settings(players);
    hard.for_expert(if players >= 6 { hard.iterations } else { 2 * hard.iterations })
}

/// Hard's longest think, however many iterations are left.
const HARD_TIME_LIMIT: Duration = Duration::from_secs(1);

/// How well `seat` stands, from −1 to 1: its [`strength`] against the
/// best rival's.
pub(super) fn evaluate(game: &Wonderland, seat: Seat) -> f64 {
    let best_rival = game.rivals(seat).map(|s| strength(game, s)).fold(f64::NEG_INFINITY, f64::max);
    ((strength(game, seat) - best_rival) / (2.0 * SPREAD)).tanh()
}

/// How well `seat` stands among all its rivals, from −1 to 1, as a chance
/// of winning (see [`bots::among_rivals`]): with two players the same as
/// [`evaluate`]; with more, every rival counts, not only the strongest.
pub(super) fn evaluate_finely(game: &Wonderland, seat: Seat) -> f64 {
    bots::among_rivals(strength(game, seat), game.rivals(seat).map(|s| strength(game, s)), SPREAD)
}

/// How much strength makes a player e times likelier to win than another.
const SPREAD: f64 = 1.25;

/// How strong `seat` stands: its painted hedges first; then how near its
/// guardsman stands to an unpainted hedge of its own, whether the Queen of
/// Hearts threatens it, and the cards and Kings it holds.
fn strength(game: &Wonderland, seat: Seat) -> f64 {
    let players = game.seat_count();
    let painted = game.painted_in(seat) as f64;
    let mut value = painted + 0.08 * game.hand(seat).len().min(5) as f64 + 0.3 * game.kings(seat).len() as f64;
    match game.guard(seat) {
        Some(guard) => {
            value -= 0.04 * steps_to_paint(game, seat, guard.at) as f64;
            let threatened =
                game.is_painted(guard.at) && game.queen().is_some_and(|q| q.distance(guard.at, players) <= 10);
            if threatened {
                value -= 0.6;
            }
        }
        None => value -= 0.7,
    }
    value
}

/// The fewest steps from `from` to a hedge of `seat`'s garden still to
/// paint (0 when all are painted).
pub(super) fn steps_to_paint(game: &Wonderland, seat: Seat, from: Hedge) -> usize {
    (0..GARDEN)
        .map(|p| Hedge::new(seat, p))
        .filter(|&h| !game.is_painted(h))
        .map(|h| from.distance(h, game.seat_count()))
        .min()
        .unwrap_or(0)
}

impl Bots for Wonderland {
    /// The levels search with playouts cut short; hard's and expert's
    /// searches depend on how many play (see `hard_settings`); the rest are
    /// generic.
    fn bot(spec: BotSpec, seed: u64) -> Box<dyn Bot<Self>> {
        match spec {
            BotSpec::Level(Level::Hard) => Box::new(ByPlayers::new(hard_settings, seed)),
            BotSpec::Level(Level::Expert) => Box::new(ByPlayers::new(expert_settings, seed)),
            _ => bots::short_playouts(spec, seed, PLAYOUT_ACTIONS),
        }
    }

    /// A review cuts its playouts after 10 actions: a random playout of
    /// Wonderland runs long and drifts far from the move judged (measured on games
    /// against a random player: with 60, its worst moves were marked no
    /// worse than inaccuracies).
    fn review_settings() -> MctsSettings {
        MctsSettings { iterations: 10_000, playout_actions: Some(HARD_PLAYOUT_ACTIONS), ..MctsSettings::DEFAULT }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wonderland::Options;

    fn dealt(players: u8) -> Wonderland {
        Wonderland::new(&Options { players, ..Options::default() }, 5).expect("a game")
    }

    /// Paints the first `count` hedges of `seat`'s garden.
    fn paint(game: &mut Wonderland, seat: Seat, count: usize) {
        for place in 0..count {
            game.painted |= 1 << Hedge::new(seat, place).index();
        }
    }

    #[test]
    fn hard_judges_against_every_rival_with_three_to_five_players_alone() {
        assert!([3, 4, 5].into_iter().all(|players| hard_settings(players).fine_evaluation));
        assert!([2, 6].into_iter().all(|players| !hard_settings(players).fine_evaluation));
    }

    #[test]
    fn with_two_players_the_finer_evaluation_is_the_evaluation() {
        let mut game = dealt(2);
        paint(&mut game, Seat::new(1), 2);
        for seat in game.seats() {
            assert!((evaluate_finely(&game, seat) - evaluate(&game, seat)).abs() < 1e-12, "{seat}");
        }
        assert!(evaluate(&game, Seat::new(0)) < 0.0, "behind by two hedges");
    }

    #[test]
    fn with_more_players_the_finer_evaluation_counts_every_rival() {
        let mut game = dealt(4);
        let me = Seat::new(0);
        paint(&mut game, Seat::new(1), 3);
        let before = (evaluate(&game, me), evaluate_finely(&game, me));
        // A second rival closes in on the leader: the leader is unchanged.
        paint(&mut game, Seat::new(2), 3);
        let after = (evaluate(&game, me), evaluate_finely(&game, me));
        assert!(
            (after.0 - before.0).abs() < 1e-12,
            "against the best rival alone nothing changed: {before:?} {after:?}"
        );
        assert!(after.1 < before.1, "a second rival as near winning weighs too: {before:?} {after:?}");
        let level = evaluate_finely(&dealt(4), me);
        assert!(level > -0.6 && level < -0.4, "four players level stand at about −1/2: {level}");
    }
}
