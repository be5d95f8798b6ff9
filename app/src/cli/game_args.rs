//! Arguments several commands share: which game, and its rule options.

use anyhow::{Context, Result, bail};
use parlour_core::{GameKind, GameOptions};

/// Finds the game named on the command line.
pub fn game_kind(id: &str) -> Result<GameKind> {
    Ok(GameKind::from_id(id)?)
}

/// The game's default options with each `KEY=VALUE` applied in order.
pub fn options<O: GameOptions>(pairs: &[String]) -> Result<O> {
    let mut options = O::default();
    for pair in pairs {
        let Some((key, value)) = pair.split_once('=') else {
            bail!("option `{pair}` is not KEY=VALUE");
        };
        options.set(key.trim(), value.trim()).with_context(|| format!("in --option {pair}"))?;
    }
    Ok(options)
}
