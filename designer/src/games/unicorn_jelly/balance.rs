//! How the balance of a tile is measured: a set without it, and the
//! points each placement of it scores.

use parlour_core::games::unicorn_jelly::{self as uj, TileSet, UnicornJelly};

use crate::balance::{BalanceError, Balanced};

impl Balanced for UnicornJelly {
    const ITEM: &'static str = "tile";

    fn designs(options: &uj::Options) -> Result<Vec<String>, BalanceError> {
        Ok(options.tile_set().tiles.iter().map(|t| t.name.clone()).collect())
    }

    fn without(options: &uj::Options, card: &str) -> Result<(uj::Options, u8), BalanceError> {
        let set = options.tile_set();
        let Some(tile) = set.tiles.iter().position(|t| t.name == card) else {
            let set = format!("set \"{}\"", set.name);
            return Err(BalanceError::NoSuchTile { set, item: Self::ITEM, card: parlour_core::text::excerpt(card) });
        };
        let without = TileSet { tiles: set.tiles.iter().filter(|t| t.name != card).cloned().collect(), ..set.clone() };
        if !without.problems().is_empty() || without.tiles.is_empty() {
            return Err(BalanceError::TooSmall(card.to_owned()));
        }
        Ok((uj::Options { set: Some(without), ..options.clone() }, tile as uj::TileId))
    }

    /// A placement scores the points of its own defeats (those before the
    /// next turn's draw or landmines).
    fn placement(action: &uj::Action, events: &[uj::Event]) -> Option<(u8, u32)> {
        let (uj::Action::Place { tile, .. } | uj::Action::Cover { tile, .. }) = *action else { return None };
        let mut points = 0;
        for event in events {
            match event {
                uj::Event::Defeated { .. } => points += 1,
                uj::Event::Drew { .. } | uj::Event::MineRevealed { .. } | uj::Event::MineLaid { .. } => break,
                _ => {}
            }
        }
        Some((tile, points))
    }
}
