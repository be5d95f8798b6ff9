//! How a search's playouts play Wonderland when they follow a policy
//! rather than chance: mostly as a player would — paint when the guardsman
//! can, walk onto a hedge of one's own to paint, set the Queens and the
//! Queen of Hearts on whoever has painted most — and now and then at
//! random. Random playouts waste the turn: among the dozens of legal
//! actions, a Queen on any painted hedge is far likelier than a paint, so
//! a random race barely moves and says little about who wins it.

use rand::Rng;

use super::action::Action;
use super::bot::steps_to_paint;
use super::state::{Guard, Phase, Wonderland};
use crate::game::Game;
use crate::rng::GameRng;
use crate::rules::Rules;
use crate::seat::Seat;

/// The share of a turn's decisions a playout still takes at random, so that
/// it tries what the policy would not.
const RANDOM_SHARE: f64 = 0.2;

/// The most random noise added to an action's worth: actions about as
/// good are picked about as often.
const NOISE: f64 = 0.5;

/// The action a playout takes: outside the turn player's actions (a
/// guardsman to choose, a King to answer with, a card to discard) and in a
/// share of turns at random, otherwise the most worthwhile (see [`worth`]),
/// with a little noise.
pub(super) fn playout_action(game: &Wonderland, rng: &mut GameRng) -> Option<Action> {
    let seat = game.turn;
    let guard = if game.phase == Phase::Act { game.guard(seat) } else { None };
    let Some(guard) = guard.filter(|_| !rng.random_bool(RANDOM_SHARE)) else {
        return game.random_action(rng);
    };
    let mut best = None;
    let mut best_worth = f64::NEG_INFINITY;
    let steps = steps_to_paint(game, seat, guard.at);
    game.legal(&mut |action| {
        let worth = worth(game, seat, guard, steps, action) + NOISE * rng.random::<f64>();
        if worth > best_worth {
            best_worth = worth;
            best = Some(action);
        }
    });
    best
}

/// How much `seat`, whose guardsman is `guard` and `steps` from a hedge
/// of theirs to paint, wants `action` in a playout; ending the turn is
/// worth 0.
fn worth(game: &Wonderland, seat: Seat, guard: Guard, steps: usize, action: Action) -> f64 {
    let players = game.seat_count();
    match action {
        // The cheapest card that does it.
        Action::Paint(card) => 10.0 - 0.1 * f64::from(card.value()),
        Action::Jack { .. } => 9.0,
        Action::Queen { hedge, .. } if hedge.owner() == seat => -10.0,
        Action::Queen { hedge, .. } => 2.0 + game.painted_in(hedge.owner()) as f64,
        Action::Stalk { card, dir } => {
            let to = game.queen().map_or(guard.at, |q| q.step(card.value(), dir, players));
            let catches = game.seats().any(|s| s != seat && game.guard(s).is_some_and(|g| g.at == to));
            match (to.owner() != seat && game.is_painted(to), catches) {
                (true, true) => 9.0,
                (true, false) => 3.0,
                (false, _) => -1.0,
            }
        }
        Action::Move { card, dir } => {
            let to = guard.at.step(card.value(), dir, players);
            if to.owner() == seat && !game.is_painted(to) {
                let needed = game.hedge(to).value();
                let paints_there =
                    !game.done.painted && game.hand(seat).iter().any(|&c| c != card && c.value() >= needed);
                if paints_there { 8.0 } else { 4.0 }
            } else {
                // Nearer a hedge left to paint, or at least no further.
                1.0 - 0.3 * (steps_to_paint(game, seat, to) as f64 - steps as f64)
            }
        }
        Action::King(_) => 2.0,
        Action::Hearts => 0.5,
        Action::End | Action::Guard(_) | Action::Discard(_) | Action::Cancel | Action::Let => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wonderland::{Hedge, Options};

    /// Positions of random six-player games, with the turn player's
    /// guardsman on the ring.
    fn turns() -> impl Iterator<Item = (Wonderland, Guard)> {
        let options = Options { players: 6, ..Options::default() };
        (0..40u64).flat_map(move |seed| {
            let mut game = Wonderland::new(&options, seed).expect("a game");
            let mut rng = crate::rng::seeded(seed);
            std::iter::from_fn(move || {
                let action = game.random_action(&mut rng)?;
                game.apply(action).expect("a legal action");
                Some(game.clone())
            })
            .filter_map(|g| (g.phase == Phase::Act).then(|| g.guard(g.turn).map(|guard| (g, guard))).flatten())
            .collect::<Vec<_>>()
        })
    }

    /// Where the guardsman stands on an unpainted hedge of their own with
    /// a number card to paint it (and neither a Jack to play nor the Queen
    /// of Hearts to set on someone), most playouts paint.
    #[test]
    fn a_playout_paints_when_it_can() {
        let mut rng = crate::rng::seeded(5);
        let mut positions = 0;
        for (game, _) in turns().filter(|(g, guard)| {
            let legal = g.legal_actions();
            guard.at.owner() == g.turn
                && legal.iter().any(|a| matches!(a, Action::Paint(c) if c.value() <= 10))
                && !legal.iter().any(|a| matches!(a, Action::Jack { .. } | Action::Stalk { .. }))
        }) {
            let paints = (0..100).filter(|_| matches!(playout_action(&game, &mut rng), Some(Action::Paint(_)))).count();
            assert!(paints >= 70, "{paints} of 100 playouts painted at {game:?}");
            positions += 1;
        }
        assert!(positions >= 20, "only {positions} positions to paint found");
    }

    /// A Queen is worth most on the garden of whoever has painted most,
    /// and nothing on one's own.
    #[test]
    fn a_playout_sets_the_queens_on_the_leader() {
        let mut compared = 0;
        for (game, guard) in turns() {
            let seat = game.turn;
            let queens: Vec<(Hedge, f64)> = game
                .legal_actions()
                .into_iter()
                .filter_map(|a| match a {
                    Action::Queen { hedge, .. } => {
                        Some((hedge, worth(&game, seat, guard, steps_to_paint(&game, seat, guard.at), a)))
                    }
                    _ => None,
                })
                .collect();
            for &(a, worth_a) in &queens {
                for &(b, worth_b) in &queens {
                    if a.owner() == seat {
                        assert!(worth_a < 0.0, "a Queen on one's own {a} is wanted");
                    } else if b.owner() != seat && game.painted_in(a.owner()) > game.painted_in(b.owner()) {
                        assert!(worth_a > worth_b, "the Queen on {a} is worth no more than on {b}");
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared >= 20, "only {compared} pairs of Queens compared");
    }
}
