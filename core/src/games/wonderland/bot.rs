//! The Wonderland bots: the generic ones, with a Wonderland evaluation for
//! greedy, and searches whose playouts stop after a while and are judged by
//! that evaluation. The evaluation judges better than a long random
//! playout: hard cuts its playouts shortest with two or three players, and
//! after about a round of turns with four or five. With two or three,
//! hard's short playouts follow the playout policy; with six, they follow
//! it nearly to the end.

use std::time::Duration;

use super::ring::{GARDEN, Hedge};
use super::state::Wonderland;
use crate::bots::{self, Bot, BotSpec, Bots, ByPlayers, Level, MctsSettings};
use crate::game::Game;
use crate::seat::Seat;

/// How many random actions a playout of easy and medium takes before the
/// evaluation judges it.
const PLAYOUT_ACTIONS: u32 = 40;
/// The same for hard. Against medium with two players, over 240 games at
/// three seeds: 40 actions win 0.63, 10 actions 0.69 (and 20 ms a decision
/// instead of 40); 100 actions lost (0.38 over 40 games); more iterations
/// gained nothing.
const HARD_PLAYOUT_ACTIONS: u32 = 10;
/// Whether hard's playouts with two or three players follow the playout
/// policy (see `playout`) for their [`HARD_PLAYOUT_ACTIONS`]. With two,
/// against medium, 300 games at each of three seeds nobody chose, guided
/// playouts won 0.83, 0.82 and 0.80 (0.818 ± 0.025 over the 900), where
/// random 10-action ones had won 0.69, 0.73 and 0.69 there and random
/// 4-action ones 0.69, 0.76 and 0.74; 30-action guided ones won 0.82 at the
/// first, at twice the thinking (8 ms a decision). More iterations of
/// random playouts paid nothing: 12 000 won 0.71 twice. With three, one
/// hard against two mediums won 41 of 60 games guided, 28 of 60 not. With
/// four, 40 games at one seed: guided 18, random 23; with five, guided
/// 15, random 11 (too few to tell; five and four play as before).
const GUIDED_WITH_FEW: bool = true;
/// Hard's playouts with four players: ten actions are less than a round of
/// turns there. One hard against three mediums, 20 000 iterations, at
/// seeds 21, 22 and 23: 10-action playouts won 17 of 72 games, 25-action
/// ones 31 of 72 (and 7 of 12 at seed 12, where 10 won 4), in 155 ms a
/// decision instead of 110; 40 actions won 8 of 24 at seed 21, where 25
/// won 14.
const HARD_PLAYOUT_ACTIONS_FOUR: u32 = 25;
/// Hard's playouts with six players follow the playout policy (see
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
/// With five players guided playouts paid nothing (26 of 96 games against four
/// mediums, where random 40-action ones won 25) at four times the
/// thinking, so five play as before.
const HARD_PLAYOUT_ACTIONS_SIX: u32 = 150;
/// Hard's search for `players`. One hard against three mediums won 14 of
/// 48 games (0.29) with two players' 3 000 iterations, 18 of 48 (0.38)
/// with 10 000 and 16 of 36 (0.44) with 20 000; 40 000 won no more (9 of 24
/// at the seed where 20 000 won 9 of 24); longer playouts paid more (see
/// [`HARD_PLAYOUT_ACTIONS_FOUR`]). With five, 40-action random playouts;
/// with six, see [`HARD_PLAYOUT_ACTIONS_SIX`].
fn hard_settings(players: usize) -> MctsSettings {
    let (iterations, playout_actions, guided) = match players {
        2 => (3_000, HARD_PLAYOUT_ACTIONS, GUIDED_WITH_FEW),
        3 => (20_000, HARD_PLAYOUT_ACTIONS, GUIDED_WITH_FEW),
        4 => (20_000, HARD_PLAYOUT_ACTIONS_FOUR, false),
        5 => (6_000, PLAYOUT_ACTIONS, false),
        _ => (16_000, HARD_PLAYOUT_ACTIONS_SIX, true),
    };
    MctsSettings {
        iterations,
        playout_actions: Some(playout_actions),
        time_limit: Some(HARD_TIME_LIMIT),
        guided,
        ..MctsSettings::DEFAULT
    }
}

/// Expert's search for `players`: hard's with twice the iterations, but
/// with six players, where more iterations lost strength (see
/// [`HARD_PLAYOUT_ACTIONS_SIX`]), within [`bots::EXPERT_TIME_LIMIT`].
fn expert_settings(players: usize) -> MctsSettings {
    let hard = hard_settings(players);
    hard.for_expert(if players >= 6 { hard.iterations } else { 2 * hard.iterations })
}

/// Hard's longest think, however many iterations are left.
const HARD_TIME_LIMIT: Duration = Duration::from_secs(1);

/// How well `seat` stands, from −1 to 1: its painted hedges against the
/// best rival's first; then how near its guardsman stands to an unpainted
/// hedge of its own, whether the Queen of Hearts threatens it, and the
/// cards and Kings it holds.
pub(super) fn evaluate(game: &Wonderland, seat: Seat) -> f64 {
    let players = game.seat_count();
    let strength = |s: Seat| {
        let painted = game.painted_in(s) as f64;
        let mut value = painted + 0.08 * game.hand(s).len().min(5) as f64 + 0.3 * game.kings(s).len() as f64;
        match game.guard(s) {
            Some(guard) => {
                value -= 0.04 * steps_to_paint(game, s, guard.at) as f64;
                let threatened =
                    game.is_painted(guard.at) && game.queen().is_some_and(|q| q.distance(guard.at, players) <= 10);
                if threatened {
                    value -= 0.6;
                }
            }
            None => value -= 0.7,
        }
        value
    };
    let best_rival = game.rivals(seat).map(strength).fold(f64::NEG_INFINITY, f64::max);
    ((strength(seat) - best_rival) / 2.5).tanh()
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
