//! An export being written on a background thread: the print job built
//! afresh from the dialog's choices (so its stamp bears the day it is
//! written), then written as a PDF with its pages counted, or as images or
//! a Tabletop Simulator deck into a folder; how it ended comes back once.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use parlour_designer::print::job::{ItemSize, Job};
use parlour_designer::print::sheet::SheetOptions;
use parlour_designer::printable::Printable;

use super::export_format::Format;
use crate::exports;
use crate::files::Taken;

/// How writing an export ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Ending {
    /// Written (or, the person answering so, nothing written), in words.
    Wrote(String),
    /// Refused or failed, in words.
    Failed(String),
    /// Refused because files Parlour would write are in the folder already.
    Taken(String),
}

/// What to write, and where.
pub(super) struct Request {
    /// What is exported.
    pub printable: Printable,
    /// At what item size.
    pub size: ItemSize,
    /// The folder its art is found in.
    pub art_folder: Option<PathBuf>,
    /// The sheets' layout (its bleed serves images too).
    pub options: SheetOptions,
    /// A PDF, images or a deck.
    pub format: Format,
    /// The images' resolution.
    pub dpi: f32,
    /// The PDF's file, or the images' folder.
    pub path: PathBuf,
    /// Whether files Parlour finds in the folder may be replaced.
    pub replace: bool,
}

/// An export being written.
pub(super) struct Writing {
    /// The PDF's file, or the images' folder.
    pub file: PathBuf,
    /// Pages drawn so far, of a PDF.
    pub done: Arc<AtomicUsize>,
    /// Pages to draw, of a PDF.
    pub total: Arc<AtomicUsize>,
    /// How it ended, once it has.
    pub answer: mpsc::Receiver<Ending>,
}

impl Writing {
    /// Starts writing `request` on a thread of its own, the window redrawn
    /// when it ends.
    pub(super) fn start(ctx: &egui::Context, request: Request) -> Self {
        let file = request.path.clone();
        let (done, total) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let (send, answer) = mpsc::channel();
        let (done_counter, total_counter) = (Arc::clone(&done), Arc::clone(&total));
        let repaint = ctx.clone();
        std::thread::spawn(move || {
            let mut progress = |d: usize, t: usize| {
                done_counter.store(d, Ordering::Relaxed);
                total_counter.store(t, Ordering::Relaxed);
            };
            let ending = match request.printable.job(request.size, request.art_folder.clone()) {
                Err(e) => Ending::Failed(e.to_string()),
                Ok(job) => noted(&job, write(&job, &request, &mut progress)),
            };
            let _ = send.send(ending);
            repaint.request_repaint();
        });
        Self { file, done, total, answer }
    }
}

/// `ending` with what the faces of `job` say of themselves when it wrote
/// them — a text set below its set's size, one that does not fit — each
/// once.
fn noted(job: &Job, ending: Ending) -> Ending {
    let Ending::Wrote(mut text) = ending else { return ending };
    for note in job.notes() {
        text.push_str("\nNote: ");
        text.push_str(note);
    }
    Ending::Wrote(text)
}

/// Writes `job` as `request` asks: a PDF laid out by its options (telling
/// `progress` the pages drawn), or images or a deck into its folder.
fn write(job: &Job, request: &Request, progress: &mut dyn FnMut(usize, usize)) -> Ending {
    let (path, bleed) = (&request.path, request.options.bleed);
    // A folder on the way that is not there is made, and said so.
    let folder = if request.format.is_pdf() { path.parent() } else { Some(path.as_path()) };
    let missing = folder.filter(|f| !f.as_os_str().is_empty() && !f.exists()).map(Path::to_path_buf);
    let earlier = request.format.is_pdf() && path.is_file();
    let written = match request.format {
        Format::Sheets | Format::PrintShop => exports::pdf::write(job, &request.options, path, progress),
        Format::Shop(shop) if shop.takes_pdf() => exports::pdf::write_pdf_x(job, &request.options, path),
        Format::Images | Format::Shop(_) => exports::png::write(job, path, request.dpi, bleed, request.replace),
        Format::Tabletop => exports::tts::write(job, path, None, bleed, request.replace),
    };
    match written {
        Ok(written) => {
            // The summary starts as a sentence does.
            let mut text = written.summary;
            if let Some(first) = text.get(..1).map(str::to_uppercase) {
                text.replace_range(..1, &first);
            }
            if let Some(made) = missing {
                text = format!("{text}\nMade the folder {}", made.display());
            }
            if earlier {
                text = format!("{text}\nIt replaced the file that was there");
            }
            Ending::Wrote(written.warnings.iter().fold(text, |text, w| format!("{text}\nLeft out: {w}")))
        }
        Err(e) if e.downcast_ref::<Taken>().is_some() => Ending::Taken(e.to_string()),
        Err(e) => Ending::Failed(format!("{e:#}")),
    }
}
