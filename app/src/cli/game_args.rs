//! Arguments several commands share: which game, and its rule options.

use std::path::Path;

use anyhow::{Context, Result, bail};
use parlour_core::{GameKind, GameOptions};

/// Finds the game named on the command line.
pub fn game_kind(id: &str) -> Result<GameKind> {
    Ok(GameKind::from_id(id)?)
}

/// The game's default options with the tile set in `set` (a file), if
/// given, and each `KEY=VALUE` applied in order.
pub fn options<O: GameOptions>(set: Option<&Path>, pairs: &[String]) -> Result<O> {
    let mut options = O::default();
    if let Some(path) = set {
        let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        options.use_tile_set(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    }
    for pair in pairs {
        let Some((key, value)) = pair.split_once('=') else {
            bail!("option `{pair}` is not KEY=VALUE");
        };
        options.set(key.trim(), value.trim()).with_context(|| format!("in --option {pair}"))?;
    }
    Ok(options)
}
