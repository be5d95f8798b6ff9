//! PDF sheets: faces drawn as vectors from the same primitives the screen
//! shows, in the embedded font (`DejaVu` Sans), on pages laid out by [`crate::print::sheet`],
//! with bleed, cut guides, backs, each art image stored once, a revision
//! stamp and, when asked, a calibration page.
//!
//! A [`Job`] is what to print; [`print()`] writes it, drawing each page on a
//! canvas, the art embedded once per image and the calibration page first
//! when asked.

mod calibration;
mod canvas;
mod finish;
mod fonts;
mod images;
#[cfg(test)]
mod pdf_x_tests;
#[cfg(test)]
mod tests;

use printpdf::{Mm as PdfMm, PdfDocument, PdfPage, PdfSaveOptions};

use crate::print::date::printed_at;
use crate::print::job::Job;
use crate::print::layout::{Rgba, mm};
use crate::print::sheet::{SheetOptions, TooLarge};

use self::calibration::draw_calibration;
use self::canvas::Canvas;
use self::finish::finish;
use self::fonts::embed_fonts;
use self::images::embed_art;

/// What was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    /// The PDF.
    pub bytes: Vec<u8>,
    /// Its pages.
    pub pages: usize,
    /// Art that could not be printed, in words.
    pub warnings: Vec<String>,
}

/// Writes the job as a PDF laid out by `options`.
pub fn print(job: &Job, options: &SheetOptions) -> Result<Printed, TooLarge> {
    print_reporting(job, options, &mut |_, _| {})
}

/// Writes the job as a PDF, telling `progress` how many pages of how many
/// are drawn as it goes.
pub fn print_reporting(
    job: &Job,
    options: &SheetOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Printed, TooLarge> {
    print_as(job, options, progress, false)
}

/// Writes the job as a print shop's PDF/X-1a:2003 file: a face a page with
/// its bleed, its trim and bleed boxes, every colour and all art in CMYK
/// for Coated FOGRA39 (ISO 12647-2:2004), that profile embedded as the
/// output intent, the font embedded, no transparency, a title, dates,
/// `GTS_PDFXVersion`, `Trapped` and a document ID.
pub fn print_pdf_x(
    job: &Job,
    options: &SheetOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Printed, TooLarge> {
    let options = SheetOptions { per_page: Some(1), calibration: false, ..*options };
    print_as(job, &options, progress, true)
}

/// Writes the job as a PDF, in CMYK as PDF/X-1a when `pdf_x`.
fn print_as(
    job: &Job,
    options: &SheetOptions,
    progress: &mut dyn FnMut(usize, usize),
    pdf_x: bool,
) -> Result<Printed, TooLarge> {
    let mut pages = job.pages(options)?;
    let mut document = PdfDocument::new(&job.title);
    let mut warnings = Vec::new();
    let Some(fonts) = embed_fonts(job, &mut document, &mut warnings) else {
        // The bundled font always parses; without it there is nothing to write text with.
        return Ok(Printed { bytes: Vec::new(), pages: 0, warnings: vec!["the bundled font is unreadable".into()] });
    };
    let images = embed_art(job, &mut document, &mut warnings, pdf_x, options.bleed);
    let [page_w, page_h] = options.page_size();
    let calibration = draw_calibration(options, &fonts);
    let total = calibration.len() + pages.len();
    let mut out = Vec::with_capacity(total);
    for ops in calibration {
        out.push(PdfPage::new(PdfMm(page_w), PdfMm(page_h), ops));
    }
    for (section, page) in pages.drain(..) {
        let item = section.faces.first().map_or([page_w, page_h], |f| f.size);
        if options.face_pages() {
            let mut canvas = Canvas::new(item[1] + 2.0 * options.bleed, &fonts, &images).in_cmyk(pdf_x);
            for (index, area) in &page.items {
                if let Some(face) = section.faces.get(*index) {
                    canvas.face(face, area.min, options.bleed);
                }
            }
            if let Some(back) = &section.back {
                for (_, area) in &page.backs {
                    canvas.face(back, area.min, options.bleed);
                }
            }
            let [w, h] = item.map(|side| PdfMm(side + 2.0 * options.bleed));
            out.push(PdfPage::new(w, h, canvas.into_ops()));
            progress(out.len(), total);
            continue;
        }
        let mut canvas = Canvas::new(page_h, &fonts, &images).in_cmyk(pdf_x);
        if let Some(back) = &section.back {
            for (_, area) in &page.backs {
                canvas.face(back, area.min, options.bleed);
            }
        }
        for (item, area) in &page.items {
            if let Some(face) = section.faces.get(*item) {
                canvas.face(face, area.min, options.bleed);
            }
        }
        if page.is_front() {
            canvas.marks(&page, options);
            if !page.backs.is_empty() {
                canvas.fold_line(page_w, page_h);
            }
            // Counted as the file's pages, backs among them, so a reader finds "page 3 of 6" where the viewer says so.
            let stamp = format!("{} · page {} of {total}", job.stamp, out.len() + 1);
            canvas.text(mm(options.margin, page_h - options.margin / 2.0 + 0.8), &stamp, 2.2, Rgba::rgb(120, 120, 120));
        }
        out.push(PdfPage::new(PdfMm(page_w), PdfMm(page_h), canvas.into_ops()));
        progress(out.len(), total);
    }
    let count = out.len();
    let moment = printed_at();
    let date =
        printpdf::OffsetDateTime::from_unix_timestamp(moment).unwrap_or_else(|_| printpdf::OffsetDateTime::now_utc());
    let info = &mut document.metadata.info;
    (info.creation_date, info.modification_date, info.metadata_date) = (date, date, date);
    "Parlour".clone_into(&mut info.producer);
    "Parlour".clone_into(&mut info.creator);
    if pdf_x {
        info.conformance = printpdf::PdfConformance::X1A_2003_PDF_1_4;
    }
    let mut bytes = document.with_pages(out).save(&PdfSaveOptions::default(), &mut Vec::new());
    bytes = finish(bytes, options.face_pages().then_some(options.bleed), pdf_x, &mut warnings);
    Ok(Printed { bytes, pages: count, warnings })
}
