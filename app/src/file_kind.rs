//! What a file handed to Parlour holds — a saved game, a game's record, a
//! tile set or a card collection — told by its content, not by its name:
//! Parlour writes all of them as RON under names ending `.ron` (and designs
//! also as CSV sheets), so the name alone cannot tell them apart. This is
//! how `parlour FILE`, and so a file opened from the desktop, finds the
//! screen to open it on.

use std::path::Path;

use anyhow::{Result, bail};
use parlour_core::bots::Bots;
use parlour_core::design::{DesignKind, DesignVisitor, Designable, GameDesign};
use parlour_core::record::{Ending, Record};
use parlour_core::{GameKind, GameVisitor};
use parlour_designer::designs::csv_sheet::is_csv;
use parlour_designer::designs::{FileKind, PrintableDesign, PrintableKindVisitor, visit_kind};
use serde::Deserialize;

/// A file Parlour opens, and what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParlourFile {
    /// A saved game still being played: it opens at its game's table, to
    /// play on.
    SavedGame(GameKind),
    /// A game's record — kept in the History (it says how the game ended,
    /// or that it was left unfinished), or of a game played to its end
    /// (`parlour selfplay --record`, a finished game saved): it opens as a
    /// replay.
    Record(GameKind),
    /// A tile set or a card collection: it opens in the workshop.
    Design(DesignKind),
}

/// What the words of a refusal list: every kind of file Parlour opens.
const KINDS: &str = "a saved game, a game's record, a Unicorn Jelly tile set or a You Are Here card collection";

impl ParlourFile {
    /// What `text`, the contents of `path`, holds, from the fields its top
    /// level names (a CSV sheet: its header). Text that is none of them is
    /// refused in one line that says whether it is damaged (not RON at all)
    /// or another kind of file.
    pub fn of(path: &Path, text: &str) -> Result<Self> {
        match FileKind::of(path, text) {
            FileKind::SavedGame => game_file(text),
            FileKind::Design(kind) if written_as(kind, path, text) => Ok(Self::Design(kind)),
            FileKind::Design(_) => Err(foreign(path, text)),
            FileKind::Scenario => bail!("it is a scenario, not {KINDS}: `parlour scenario FILE` plays it"),
            FileKind::Lesson => bail!("it is a lesson, not {KINDS}: `parlour validate FILE` checks it"),
        }
    }

    /// The file in words, with its article: "a saved game of Jalak".
    pub fn noun(self) -> String {
        match self {
            Self::SavedGame(kind) => format!("a saved game of {}", kind.info().name),
            Self::Record(kind) => format!("a record of a game of {}", kind.info().name),
            Self::Design(kind) => kind.noun().to_owned(),
        }
    }
}

/// The part of a game file that says whether it was put away in a list of
/// games.
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    ending: Option<Ending>,
}

/// A game file: a record when it says how the game ended or its game is
/// over, otherwise a saved game (one that does not replay is a saved game
/// too, whose opening says what is wrong with it).
fn game_file(text: &str) -> Result<ParlourFile> {
    let kind = crate::files::saved_game_kind(text)?;
    let put_away = parlour_core::ron_text::from_str::<Head>(text).is_ok_and(|head| head.ending.is_some());
    if put_away || kind.visit(Finished(text)) {
        Ok(ParlourFile::Record(kind))
    } else {
        Ok(ParlourFile::SavedGame(kind))
    }
}

/// Whether a game's record, as text, replays to the game's end.
struct Finished<'a>(&'a str);

impl GameVisitor for Finished<'_> {
    type Output = bool;
    fn visit<G: Bots>(self) -> bool {
        Record::<G>::from_ron(self.0)
            .ok()
            .and_then(|record| record.replay().ok())
            .is_some_and(|g| g.outcome().is_some())
    }
}

/// Whether `text` is written as a design of `kind` (RON naming its fields,
/// or a CSV sheet with its columns), rather than taken for one because it
/// is nothing else.
fn written_as(kind: DesignKind, path: &Path, text: &str) -> bool {
    struct Recognises<'a>(&'a str);
    impl DesignVisitor for Recognises<'_> {
        type Output = bool;
        fn visit<G: Designable>(self) -> bool {
            G::Design::recognises(self.0)
        }
    }
    struct RecognisesCsv<'a>(&'a [&'a str]);
    impl PrintableKindVisitor for RecognisesCsv<'_> {
        type Output = bool;
        fn visit<D: PrintableDesign>(self) -> bool {
            D::recognises_csv(self.0)
        }
    }
    if is_csv(path) {
        let header = text.lines().next().unwrap_or("").to_ascii_lowercase();
        let columns: Vec<&str> = header.split(',').map(str::trim).collect();
        visit_kind(kind, RecognisesCsv(&columns))
    } else {
        kind.visit(Recognises(text))
    }
}

/// The refusal of a file that is none of Parlour's: damaged (or not RON
/// at all), or RON of another kind.
fn foreign(path: &Path, text: &str) -> anyhow::Error {
    if is_csv(path) {
        return anyhow::anyhow!("its columns are not those of a tile set or a card collection");
    }
    match parlour_core::ron_text::from_str::<serde::de::IgnoredAny>(text) {
        Err(e) => anyhow::anyhow!(
            "it is damaged, or not a Parlour file: it cannot be read as RON ({})",
            parlour_core::text::one_line(&e.to_string(), 160)
        ),
        Ok(_) => anyhow::anyhow!("it is not {KINDS}"),
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::Game;
    use parlour_core::games::jalak::{Jalak, Options as JalakOptions};
    use parlour_core::games::unicorn_jelly::TileSet;
    use parlour_core::games::you_are_here::Collection;

    use super::*;

    /// What `text` is taken for as a file named `name`, or the refusal.
    fn kind(name: &str, text: &str) -> Result<ParlourFile, String> {
        ParlourFile::of(Path::new(name), text).map_err(|e| e.to_string())
    }

    /// A game of Jalak from `seed`, played by taking the first legal action
    /// `moves` times (or to its end).
    fn jalak(seed: u64, moves: usize) -> Record<Jalak> {
        let mut game = Jalak::new(&JalakOptions::default(), seed).expect("a game");
        let mut record = Record::<Jalak>::new(JalakOptions::default(), seed);
        for _ in 0..moves {
            let Some(&action) = game.legal_actions().first() else { break };
            game.apply(action).expect("legal");
            record.push(action);
        }
        record
    }

    #[test]
    fn a_game_still_being_played_is_a_saved_game_and_one_played_out_a_record() {
        let playing = jalak(2, 3);
        assert_eq!(kind("x.ron", &playing.to_ron()), Ok(ParlourFile::SavedGame(GameKind::Jalak)));
        let finished = jalak(2, 100_000);
        assert!(finished.replay().expect("replays").outcome().is_some(), "the game was played out");
        assert_eq!(kind("x.ron", &finished.to_ron()), Ok(ParlourFile::Record(GameKind::Jalak)));
    }

    #[test]
    fn a_game_kept_in_the_history_is_a_record_even_unfinished() {
        let mut kept = jalak(2, 3);
        kept.ending = Some(Ending::Unfinished);
        assert_eq!(kind("x.ron", &kept.to_ron()), Ok(ParlourFile::Record(GameKind::Jalak)));
    }

    #[test]
    fn a_game_that_does_not_replay_is_a_saved_game_whose_opening_says_why() {
        let text = "(game: \"shrine\", seed: 1, actions: [\"this is not a move\"])";
        assert_eq!(kind("damaged.ron", text), Ok(ParlourFile::SavedGame(GameKind::Shrine)));
    }

    #[test]
    fn tile_sets_and_card_collections_are_told_by_their_fields_not_their_names() {
        let tiles = TileSet::default_set().to_ron();
        let cards = Collection::starter().to_ron();
        assert_eq!(kind("cards.ron", &tiles), Ok(ParlourFile::Design(DesignKind::TileSet)));
        assert_eq!(kind("tiles.ron", &cards), Ok(ParlourFile::Design(DesignKind::Collection)));
        assert_eq!(kind("no-extension", &tiles), Ok(ParlourFile::Design(DesignKind::TileSet)));
        assert_eq!(
            kind("sheet.csv", "name,suit,top,right,bottom,left\n"),
            Ok(ParlourFile::Design(DesignKind::Collection))
        );
        let refused = kind("sheet.csv", "when,where\n1,2\n").expect_err("foreign columns");
        assert!(refused.contains("columns"), "{refused}");
    }

    #[test]
    fn a_damaged_file_is_refused_saying_so() {
        let whole = jalak(2, 3).to_ron();
        let cut = &whole[..whole.len() / 2];
        let refused = kind("cut.ron", cut).expect_err("half a saved game");
        assert!(refused.starts_with("it is damaged, or not a Parlour file: it cannot be read as RON"), "{refused}");
        assert!(!refused.contains('\n'), "one line: {refused}");
    }

    #[test]
    fn files_of_other_programs_are_refused_naming_what_parlour_opens() {
        let refused = kind("settings.ron", "(width: 3, colour: \"red\")").expect_err("RON of another program");
        assert_eq!(refused, format!("it is not {KINDS}"));
        let refused = kind("notes.txt", "Shopping: eggs, milk").expect_err("not RON");
        assert!(refused.starts_with("it is damaged, or not a Parlour file"), "{refused}");
        let refused = kind("chess.ron", "(game: \"chess\", seed: 1, actions: [])").expect_err("another game");
        assert!(refused.contains("chess"), "{refused}");
        let refused = kind("s.ron", "Scenario(game: \"jalak\", setup: (), actions: [])").expect_err("a scenario");
        assert!(refused.starts_with("it is a scenario"), "{refused}");
    }
}
