//! The PDF finished as a print shop's software reads it: each page of a
//! print shop's file — one face and its bleed — given its trim box (the
//! face: where it is cut) and its bleed box (the whole page: where its edge
//! may run), and no empty claim of a PDF/X standard the file does not meet
//! (the writer leaves an empty `GTS_PDFXVersion`, which preflight checks
//! read as a broken PDF/X file).

use lopdf::{Document, Object};

/// `bytes`, a PDF, finished: with page boxes when its pages are faces with
/// `face_bleed` mm of bleed each. Left as it is, with a warning, if it
/// cannot be read back.
pub(super) fn finish(bytes: Vec<u8>, face_bleed: Option<f32>, warnings: &mut Vec<String>) -> Vec<u8> {
    let mut document = match Document::load_mem(&bytes) {
        Ok(document) => document,
        Err(e) => {
            warnings.push(format!("the file could not be finished for print shops: {e}"));
            return bytes;
        }
    };
    if let Ok(info) = document.trailer.get(b"Info").and_then(Object::as_reference)
        && let Ok(info) = document.get_dictionary_mut(info)
        && info.get(b"GTS_PDFXVersion").and_then(Object::as_str).is_ok_and(<[u8]>::is_empty)
    {
        info.remove(b"GTS_PDFXVersion");
    }
    if let Some(bleed) = face_bleed {
        for id in document.get_pages().into_values() {
            let Ok(page) = document.get_dictionary_mut(id) else { continue };
            let media: Option<Vec<f32>> = page.get(b"MediaBox").and_then(Object::as_array).ok().map(|a| {
                a.iter().filter_map(|n| n.as_float().ok().or_else(|| n.as_i64().ok().map(|i| i as f32))).collect()
            });
            let Some(&[left, bottom, right, top]) = media.as_deref() else { continue };
            let inset = bleed * 72.0 / 25.4;
            let trim = [left + inset, bottom + inset, right - inset, top - inset];
            page.set("TrimBox", trim.iter().map(|&n| Object::Real(n)).collect::<Vec<_>>());
            page.set("BleedBox", [left, bottom, right, top].iter().map(|&n| Object::Real(n)).collect::<Vec<_>>());
        }
    }
    let mut out = Vec::with_capacity(bytes.len());
    match document.save_to(&mut out) {
        Ok(()) => out,
        Err(e) => {
            warnings.push(format!("the file could not be finished for print shops: {e}"));
            bytes
        }
    }
}
