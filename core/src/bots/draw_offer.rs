//! A bot offered a draw: it takes one when its own search judges the game
//! even or lost for it, and declines otherwise — saying what it judged.
//!
//! *Interpretation:* the bot judges with the effort of its level (its
//! level's iterations, at most [`MOST_ITERATIONS`], within
//! [`TIME_LIMIT`]) and the game's settings for judging a position (those
//! its review searches with, [`Bots::review_settings`]), from what its seat
//! knows ([`Mcts::judge`]). The game is *even* for it while its win chance
//! is within [`EVEN_MARGIN`] of an equal share of the win (a half against
//! one rival, a third against two).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::bots::{Bots, Level, Mcts, MctsSettings};
use crate::seat::Seat;

/// How far above an equal share of the win a bot still calls the game even.
pub const EVEN_MARGIN: f64 = 0.05;
/// The most iterations a bot searches to judge a draw offered.
pub const MOST_ITERATIONS: u32 = 6_000;
/// The longest a bot thinks about a draw offered.
pub const TIME_LIMIT: Duration = Duration::from_millis(1_500);

/// What a bot answered to a draw offered.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawAnswer {
    /// Whether it takes the draw.
    pub accepts: bool,
    /// Its win chance as it judged it, 0 to 1.
    pub chance: f64,
}

/// How a bot of `level` searches to judge a position of `G`.
pub fn judging_settings<G: Bots>(level: Level) -> MctsSettings {
    let iterations = level.mcts_settings().iterations.min(MOST_ITERATIONS);
    MctsSettings { iterations, time_limit: Some(TIME_LIMIT), ..G::review_settings() }
}

/// The answer of the bot of `level` in `seat` to a draw offered in `game`;
/// `None` once the game is over. Seeded with `seed`; once `stop` is set it
/// answers at once with what it has judged so far.
pub fn answer_draw<G: Bots>(game: &G, seat: Seat, level: Level, seed: u64, stop: &AtomicBool) -> Option<DrawAnswer> {
    let chance = Mcts::new(judging_settings::<G>(level), seed).judge(game, seat, stop)?;
    let even = 1.0 / game.seat_count().max(1) as f64 + EVEN_MARGIN;
    Some(DrawAnswer { accepts: chance <= even, chance })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use crate::game::Game;
    use crate::games::shrine::{Options, Setup, Shrine, TurnPhase};

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(|c| c.parse().expect("a card")).collect()
    }

    /// Player 1 to act, with a full Shrine and a good hand; Player 2 with
    /// one card in their Shrine and nothing in hand.
    fn lopsided() -> Shrine {
        let setup = Setup {
            hands: vec![cards("5s 4c 9s 2c 3c"), vec![]],
            shrines: vec![cards("2d 3d 8h Kc 9d"), cards("9h")],
            fields: vec![cards("Kd"), vec![]],
            graveyard: cards("8c"),
            turn: Seat(0),
            phase: TurnPhase::Act,
            ..Setup::default()
        };
        Shrine::from_setup(&Options::default(), &setup).expect("a position")
    }

    #[test]
    fn a_bot_far_ahead_declines_and_one_far_behind_accepts() {
        let game = lopsided();
        let stop = AtomicBool::new(false);
        let ahead = answer_draw(&game, Seat(0), Level::Medium, 1, &stop).expect("a game on");
        let behind = answer_draw(&game, Seat(1), Level::Medium, 1, &stop).expect("a game on");
        assert!(!ahead.accepts && ahead.chance > 0.8, "ahead: {ahead:?}");
        assert!(behind.accepts && behind.chance < 0.2, "behind: {behind:?}");
    }

    #[test]
    fn no_answer_once_the_game_is_over() {
        let mut game = lopsided();
        game.apply("attack 2 4c+5s".parse().expect("notation")).expect("legal");
        assert!(game.outcome().is_some(), "Player 2's last card went");
        assert_eq!(answer_draw(&game, Seat(1), Level::Easy, 1, &AtomicBool::new(false)), None);
    }
}
