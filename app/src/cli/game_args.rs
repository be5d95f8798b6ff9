//! Arguments several commands share: which game, and its rule options.

use std::path::Path;

use anyhow::{Context, Result, bail};
use parlour_core::bots::Bots;
use parlour_core::{GameKind, GameOptions, GameVisitor};
use parlour_designer::design_file;

/// Finds the game named on the command line.
pub fn game_kind(id: &str) -> Result<GameKind> {
    Ok(GameKind::from_id(id)?)
}

/// The options of game `G`: the defaults, with the tile set or card
/// collection in `set` (a file, read and checked as `validate` checks it),
/// if given, and each `KEY=VALUE` applied in order.
pub fn options<G: Bots>(set: Option<&Path>, pairs: &[String]) -> Result<G::Options> {
    let mut options = G::Options::default();
    if let Some(path) = set {
        let file = design_file::read(path)?;
        options.use_design(&file.design, G::INFO.name).with_context(|| parlour_core::file::shown(path))?;
    }
    for pair in pairs {
        let Some((key, value)) = pair.split_once('=') else {
            bail!("option `{}` is not KEY=VALUE", parlour_core::text::excerpt(pair));
        };
        options
            .set(key.trim(), value.trim())
            .with_context(|| format!("in --option {}", parlour_core::text::excerpt(pair)))?;
    }
    Ok(options)
}

/// Checks `KEY=VALUE` pairs as rule options of the game `kind`, the way
/// [`options`] reads them.
pub fn check_options(kind: GameKind, pairs: &[String]) -> Result<()> {
    struct Check<'a>(&'a [String]);
    impl GameVisitor for Check<'_> {
        type Output = Result<()>;
        fn visit<G: Bots>(self) -> Result<()> {
            options::<G>(None, self.0).map(drop)
        }
    }
    kind.visit(Check(pairs))
}
