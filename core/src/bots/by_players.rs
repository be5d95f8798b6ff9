//! A search whose settings depend on how many play: with more players each
//! decision's outcome rests on more hidden hands and more rivals' choices,
//! and a search that judged two players well may need to look more widely
//! or further.

use std::sync::atomic::AtomicBool;

use super::bot::Bot;
use super::mcts::{Mcts, MctsSettings};
use crate::game::Game;

/// A search set up, at its first decision, with the settings for the
/// number of players of the game it is asked about.
#[derive(Clone, Debug)]
pub struct ByPlayers {
    settings: fn(usize) -> MctsSettings,
    seed: u64,
    search: Option<(usize, Mcts)>,
}

impl ByPlayers {
    /// A search with `settings(players)`, seeded with `seed`.
    pub fn new(settings: fn(usize) -> MctsSettings, seed: u64) -> Self {
        Self { settings, seed, search: None }
    }
}

impl<G: Game> Bot<G> for ByPlayers {
    fn choose(&mut self, game: &G, stop: &AtomicBool) -> Option<G::Action> {
        let players = game.seat_count();
        if self.search.as_ref().is_none_or(|(n, _)| *n != players) {
            self.search = Some((players, Mcts::new((self.settings)(players), self.seed)));
        }
        self.search.as_mut().and_then(|(_, search)| search.choose(game, stop))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wonderland::{Options, Wonderland};

    const QUICK: MctsSettings = MctsSettings { iterations: 20, playout_actions: Some(10), ..MctsSettings::DEFAULT };
    const WIDE: MctsSettings = MctsSettings { iterations: 2_000, playout_actions: Some(10), ..MctsSettings::DEFAULT };

    /// The settings for the number who play are the ones used: at an
    /// opening where the two searches disagree, it answers as that search
    /// alone.
    #[test]
    fn picks_the_search_by_the_number_of_players() {
        let stop = AtomicBool::new(false);
        for players in [2, 4] {
            let options = Options { players, ..Options::default() };
            let (game, alone) = (0..50)
                .find_map(|seed| {
                    let game = Wonderland::new(&options, seed).expect("a game");
                    let quick = Mcts::new(QUICK, 9).choose(&game, &stop);
                    let wide = Mcts::new(WIDE, 9).choose(&game, &stop);
                    (quick != wide).then_some((game, [quick, wide]))
                })
                .expect("an opening where the searches disagree");
            let mut both = ByPlayers::new(|n| if n > 2 { WIDE } else { QUICK }, 9);
            assert_eq!(both.choose(&game, &stop), alone[usize::from(players > 2)], "{players} players");
        }
    }
}
