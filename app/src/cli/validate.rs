//! `parlour validate`: check a Unicorn Jelly tile set, a You Are Here card
//! collection (with its decks and art), a saved game, a scenario or a
//! lesson (played through the rules and rehearsed on its table), and list
//! every problem. Sets and collections may be RON or CSV. What it accepts,
//! every other command accepts too: it reads files the same way.

use std::path::PathBuf;

use anyhow::{Context, Result};
use parlour_core::bots::Bots;
use parlour_core::lesson::Lesson;
use parlour_core::record::Record;
use parlour_core::scenario::{self, Scenario};
use parlour_core::{GameKind, GameVisitor};
use parlour_designer::designs::{self, DesignFileError, FileKind};
use parlour_designer::file;
use parlour_designer::printable::{ItemSize, Printable};

use super::output::say;

/// Arguments of `parlour validate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A tile set or card collection (RON, or CSV for a `.csv` file), a
    /// saved game or a scenario.
    file: PathBuf,
}

fn actions(n: usize) -> String {
    format!("{n} action{}", if n == 1 { "" } else { "s" })
}

/// How a lesson is rehearsed on its table: [`super::Desktop::rehearse`].
type Rehearse = fn(GameKind, &str) -> Result<usize>;

/// Checks a saved game, scenario or lesson of one game by playing it
/// through (a lesson also rehearsed on its table).
struct Played<'a> {
    text: &'a str,
    kind: FileKind,
    rehearse: Rehearse,
}

impl GameVisitor for Played<'_> {
    type Output = Result<String>;

    fn visit<G: Bots>(self) -> Result<String> {
        let name = G::INFO.name;
        if self.kind == FileKind::Lesson {
            let lesson = Lesson::<G>::from_ron(self.text)?;
            let kind = GameKind::from_id(G::INFO.id)?;
            let steps = (self.rehearse)(kind, self.text)?;
            let concepts = lesson.concepts.len();
            Ok(format!("ok: a lesson of {name}, {steps} steps teaching {concepts} concepts"))
        } else if self.kind == FileKind::Scenario {
            let scenario = Scenario::<G>::from_ron(self.text)?;
            for note in &scenario.notes {
                eprintln!("note: {note}");
            }
            scenario.check()?;
            Ok(format!("ok: a scenario of {name}, {}", actions(scenario.actions.len())))
        } else {
            let record = Record::<G>::from_ron(self.text)?;
            Ok(format!("ok: a saved game of {name}, {}", actions(record.actions.len())))
        }
    }
}

/// Runs `parlour validate`: problems go to stdout, one per line, naming the
/// item and the field (or the row and column); the exit code says whether
/// the file is usable, and a usable one gets a one-line summary — with the
/// texts that do not fit their boxes when printed, each naming its design. Lessons
/// are rehearsed on their tables by `rehearse`.
pub fn run(args: &Args, rehearse: Rehearse) -> Result<()> {
    let shown = file::shown(&args.file);
    let text = file::read_text(&args.file)?;
    let summary = match FileKind::of(&args.file, &text) {
        FileKind::Design(_) => match designs::from_text(&args.file, &text) {
            Ok(file) => {
                // What prints: a text that does not fit its box even at the smallest size is a problem to fix.
                let printable = Printable::Design { design: file.design.clone(), deck: None };
                let job = printable.job(ItemSize::Natural, Some(file.folder.clone())).map_err(anyhow::Error::msg)?;
                // What prints, but not as it should: text below its set's size, art too small to look sharp.
                let misfits = job.misfits();
                for note in job.notes().into_iter().filter(|note| !misfits.contains(note)) {
                    eprintln!("warning: {}", parlour_core::text::one_line(note, 500));
                }
                for misfit in &misfits {
                    say!("{}", parlour_core::text::one_line(misfit, 500))?;
                }
                let contents = designs::contents(&file.design);
                match misfits.len() {
                    0 => format!("ok: {contents}"),
                    1 => format!("ok to play: {contents}; 1 text does not fit when printed (above)"),
                    n => format!("ok to play: {contents}; {n} texts do not fit when printed (above)"),
                }
            }
            Err(DesignFileError::Invalid { file, problems }) => {
                for problem in &problems {
                    say!("{}", parlour_core::text::one_line(problem, 500))?;
                }
                let n = problems.len();
                anyhow::bail!("{file}: {n} problem{} (listed above)", if n == 1 { "" } else { "s" });
            }
            Err(other) => return Err(other.into()),
        },
        FileKind::Lesson => {
            let id = parlour_core::lesson::game_id(&text).with_context(|| shown.clone())?;
            let game = GameKind::from_id(&id).with_context(|| shown.clone())?;
            game.visit(Played { text: &text, kind: FileKind::Lesson, rehearse }).with_context(|| shown.clone())?
        }
        kind @ (FileKind::SavedGame | FileKind::Scenario) => {
            let id = scenario::game_id(&text).with_context(|| shown.clone())?;
            let game = GameKind::from_id(&id).with_context(|| shown.clone())?;
            game.visit(Played { text: &text, kind, rehearse }).with_context(|| shown.clone())?
        }
    };
    say!("{}", parlour_core::text::one_line(&summary, 500))?;
    Ok(())
}
