//! A search whose settings depend on how many play: with more players each
//! decision's outcome rests on more hidden hands and more rivals' choices,
//! and a search that judged two players well may need to look more widely.

use std::sync::atomic::AtomicBool;

use crate::bots::{Bot, Mcts, MctsSettings};
use crate::game::Game;

/// One search for two players and another for three or more, picked by the
/// game it is asked about.
#[derive(Clone, Debug)]
pub struct ByPlayers {
    two: Mcts,
    more: Mcts,
}

impl ByPlayers {
    /// `two` for a two-player game, `more` for three or more; both seeded
    /// with `seed`.
    pub fn new(two: MctsSettings, more: MctsSettings, seed: u64) -> Self {
        Self { two: Mcts::new(two, seed), more: Mcts::new(more, seed) }
    }
}

impl<G: Game> Bot<G> for ByPlayers {
    fn choose(&mut self, game: &G, stop: &AtomicBool) -> Option<G::Action> {
        let search = if game.seat_count() > 2 { &mut self.more } else { &mut self.two };
        search.choose(game, stop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wonderland::{Options, Wonderland};

    /// The search for the number who play is the one asked: at an opening
    /// where the two searches disagree, it answers as that search alone.
    #[test]
    fn picks_the_search_by_the_number_of_players() {
        let quick = MctsSettings { iterations: 20, playout_actions: Some(10), ..MctsSettings::DEFAULT };
        let wide = MctsSettings { iterations: 2_000, playout_actions: Some(10), ..MctsSettings::DEFAULT };
        let stop = AtomicBool::new(false);
        for players in [2, 4] {
            let options = Options { players, ..Options::default() };
            let (game, alone) = (0..50)
                .find_map(|seed| {
                    let game = Wonderland::new(&options, seed).expect("a game");
                    let quick_choice = Mcts::new(quick, 9).choose(&game, &stop);
                    let wide_choice = Mcts::new(wide, 9).choose(&game, &stop);
                    (quick_choice != wide_choice).then_some((game, [quick_choice, wide_choice]))
                })
                .expect("an opening where the searches disagree");
            let mut both = ByPlayers::new(quick, wide, 9);
            assert_eq!(both.choose(&game, &stop), alone[usize::from(players > 2)], "{players} players");
        }
    }
}
