//! One face alone on a page its own size, no margin and no marks: what the
//! PDF draws of that face, for holding other outputs up against it.

use printpdf::{Mm as PdfMm, ParsedFont, PdfDocument, PdfPage, PdfSaveOptions};

use super::canvas::Canvas;
use super::images::EmbeddedArt;
use crate::print::font::DEJAVU_SANS;
use crate::print::layout::{Face, mm};

/// `face` as a one-page PDF exactly its size (its art left out).
pub(crate) fn face_page(face: &Face) -> Vec<u8> {
    let mut document = PdfDocument::new(&face.name);
    let font = ParsedFont::from_bytes(DEJAVU_SANS, 0, &mut Vec::new()).map(|f| document.add_font(&f));
    let font = font.expect("the bundled font parses");
    let images = EmbeddedArt::new();
    let mut canvas = Canvas::new(face.size[1], &font, &images);
    canvas.face(face, mm(0.0, 0.0), 0.0);
    let page = PdfPage::new(PdfMm(face.size[0]), PdfMm(face.size[1]), canvas.into_ops());
    document.with_pages(vec![page]).save(&PdfSaveOptions::default(), &mut Vec::new())
}
