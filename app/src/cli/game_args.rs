//! Arguments several commands share: which game, and its rule options.

use std::path::Path;

use anyhow::{Context, Result, bail};
use parlour_core::bots::Bots;
use parlour_core::{GameKind, GameOptions, GameVisitor, SetupError};
use parlour_designer::designs;

/// Finds the game named on the command line.
pub fn game_kind(id: &str) -> Result<GameKind> {
    Ok(GameKind::from_id(id)?)
}

/// A saved game or record, read through the one bounded reader: its text,
/// its game, and the file as messages name it.
pub fn saved_game(path: &Path) -> Result<(String, GameKind, String)> {
    let shown = parlour_designer::file::shown(path);
    let text = parlour_designer::file::read_text(path)?;
    let id = parlour_core::scenario::game_id(&text).with_context(|| format!("{shown} is not a saved game"))?;
    let kind = GameKind::from_id(&id).with_context(|| shown.clone())?;
    Ok((text, kind, shown))
}

/// The options of game `G`: the defaults, seated for the `seats` players
/// named (in games whose player count can change), with the tile set or
/// card collection in `set` (a file, read and checked as `validate` checks
/// it), if given, and each `KEY=VALUE` applied in order. Every option takes
/// effect or is refused: a `players=` that disagrees with the players named
/// is refused, and so is a player named to start who is not at the table.
pub fn options<G: Bots>(set: Option<&Path>, pairs: &[String], seats: Option<usize>) -> Result<G::Options> {
    let mut options = G::Options::default();
    if let Some(given) = seats {
        let (min, max) = (G::INFO.min_seats, G::INFO.max_seats);
        if !(min..=max).contains(&given) {
            return Err(SetupError::Players { game: G::INFO.name, min, max, given }.into());
        }
    }
    if let Some(seats) = seats {
        // Games whose count follows other options (a solitaire variant) say so below.
        let _ = options.set_seat_count(seats);
    }
    if let Some(path) = set {
        let file = designs::read(path)?;
        file.design.use_in::<G>(&mut options).with_context(|| parlour_designer::file::shown(path))?;
    }
    for pair in pairs {
        let Some((key, value)) = pair.split_once('=') else {
            bail!("option `{}` is not KEY=VALUE", parlour_core::text::excerpt(pair));
        };
        options
            .set(key.trim(), value.trim())
            .with_context(|| format!("in --option {}", parlour_core::text::excerpt(pair)))?;
    }
    if let Some(seats) = seats
        && seats != options.seat_count()
    {
        bail!("{} with these options needs {} players, {seats} were named", G::INFO.name, options.seat_count());
    }
    parlour_core::game::check_options::<G>(&options)?;
    Ok(options)
}

/// Checks `KEY=VALUE` pairs as rule options of the game `kind` for `seats`
/// players, if named, the way [`options`] reads them.
pub fn check_options(kind: GameKind, pairs: &[String], seats: Option<usize>) -> Result<()> {
    struct Check<'a>(&'a [String], Option<usize>);
    impl GameVisitor for Check<'_> {
        type Output = Result<()>;
        fn visit<G: Bots>(self) -> Result<()> {
            options::<G>(None, self.0, self.1).map(drop)
        }
    }
    kind.visit(Check(pairs, seats))
}
