//! A print job as one PDF file: sheets laid out as asked — or a face a
//! page, as print shops take PDFs — written atomically, with what it
//! wrote in words and the art it had to leave out.

use std::path::Path;

use anyhow::Result;
use parlour_core::text::counted;
use parlour_designer::print::job::Job;
use parlour_designer::print::pdf;
use parlour_designer::print::sheet::SheetOptions;

use super::Written;
use crate::files::write_atomically;

/// Writes `job` laid out by `options` as a PDF at `path`, telling
/// `progress` how many pages of how many are drawn as it goes.
pub fn write(
    job: &Job,
    options: &SheetOptions,
    path: &Path,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Written> {
    let printed = pdf::print_reporting(job, options, progress)?;
    write_atomically(path, &printed.bytes)?;
    let (pages, items) = (counted(printed.pages, "page"), counted(job.items(), "item"));
    Ok(Written { summary: format!("wrote {pages}, {items} to {}", path.display()), warnings: printed.warnings })
}
