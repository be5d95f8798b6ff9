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
/// With `pdf_x`, the file is made a PDF/X-1a:2003 one ([`pdf_x`]).
pub(super) fn finish(bytes: Vec<u8>, face_bleed: Option<f32>, pdf_x: bool, warnings: &mut Vec<String>) -> Vec<u8> {
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
    if pdf_x {
        self::pdf_x(&mut document);
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

/// The document made PDF/X-1a:2003, in PDF 1.4: the output intent's profile under the
/// key the standard names (`DestOutputProfile`), `GTS_PDFXVersion` and
/// `Trapped` in the Info dictionary, a document ID, and every RGB image
/// turned to CMYK through the output profile.
fn pdf_x(document: &mut Document) {
    use lopdf::{Dictionary, StringFormat};
    // PDF/X-1a:2003 is written in PDF 1.4 (its 2001 edition was PDF 1.3).
    "1.4".clone_into(&mut document.version);
    if let Ok(catalog) = document.catalog_mut()
        && let Ok(intents) = catalog.get_mut(b"OutputIntents").and_then(Object::as_array_mut)
    {
        for intent in intents {
            if let Ok(intent) = intent.as_dict_mut()
                && let Ok(profile) =
                    intent.remove(b"DestinationOutputProfile").ok_or(lopdf::Error::DictKey(String::new()))
            {
                intent.set("DestOutputProfile", profile);
                intent.set("OutputConditionIdentifier", Object::string_literal(crate::print::cmyk::CONDITION));
                intent.set("Info", Object::string_literal(crate::print::cmyk::PROFILE_NAME));
            }
        }
    }
    if let Ok(info) = document.trailer.get(b"Info").and_then(Object::as_reference)
        && let Ok(info) = document.get_dictionary_mut(info)
    {
        info.set("GTS_PDFXVersion", Object::string_literal("PDF/X-1a:2003"));
        info.set("GTS_PDFXConformance", Object::string_literal("PDF/X-1a:2003"));
        info.set("Trapped", Object::Name(b"False".to_vec()));
    }
    let id: Vec<u8> = format!("{:032x}", crate::print::date::printed_at()).into_bytes();
    let id = Object::String(id, StringFormat::Hexadecimal);
    document.trailer.set("ID", vec![id.clone(), id]);
    let images: Vec<lopdf::ObjectId> = document
        .objects
        .iter()
        .filter(|(_, o)| {
            o.as_stream().is_ok_and(|s| {
                s.dict.get(b"Subtype").and_then(Object::as_name).is_ok_and(|n| n == b"Image")
                    && s.dict.get(b"ColorSpace").and_then(Object::as_name).is_ok_and(|n| n == b"DeviceRGB")
            })
        })
        .map(|(&id, _)| id)
        .collect();
    for id in images {
        let Ok(Object::Stream(stream)) = document.get_object_mut(id) else { continue };
        let Ok(rgb) = stream.decompressed_content() else { continue };
        let mut dict = Dictionary::new();
        for (key, value) in stream
            .dict
            .iter()
            .filter(|(k, _)| !matches!(k.as_slice(), b"Filter" | b"DecodeParms" | b"Length" | b"SMask"))
        {
            dict.set(key.clone(), value.clone());
        }
        dict.set("ColorSpace", Object::Name(b"DeviceCMYK".to_vec()));
        let mut cmyk = lopdf::Stream::new(dict, crate::print::cmyk::convert(&rgb));
        let _ = cmyk.compress();
        *stream = cmyk;
    }
}
